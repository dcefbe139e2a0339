"""Drawing the play scene in two layers: the canvas (the table with its pieces, the top bar, the
log, the tray), drawn again only when the game changes, and over it what moves: an animation's
pieces, the highlights, the piece being dragged, a message and the tooltip. Each function of the
upper layer returns the rectangles it drew on, so that a frame repaints only those.

Whatever stands for a step is recorded as it is drawn (drawn.Drawn): the tray's dice and the
buttons in `scene.canvas_drawn`, the highlight rings in `scene.frame_drawn`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from game.texts import text
from game.ui.board.baron import draw_baron as strip
from game.ui.board.volumes import draw_volumes
from game.ui.play.anim_draw import draw_roll, draw_timeline
from game.ui.play.baron_panel import draw_baron_panel
from game.ui.play.clear import first_clear, keep_clear, tooltip_box, tooltip_shut, word_places
from game.ui.play.confirm import draw_placement
from game.ui.play.cost_tags import draw_costs
from game.ui.play.focus import draw_focus
from game.ui.play.rhythm import draw_year_end
from game.ui.play.seat_marks import draw_marks, mark_at
from game.ui.toolkit import theme as T
from game.ui.toolkit.drawn import BUTTON, PIECE, RING, Drawn
from game.ui.toolkit.widgets import button_at, draw_button, draw_tooltip, shadowed_text
from game.ui.words.describe import move_words

if TYPE_CHECKING:
    from game.ui.board.layout import TableGeometry
    from game.ui.board.view import TableView
    from game.ui.play.scene import PlayScene
    from game.ui.toolkit.assets import Assets


def laid_out(scene: PlayScene) -> tuple[TableGeometry, TableView]:
    """The scene's layout and table view: it is drawn only once it has been laid out."""
    g, view = scene.geometry, scene.view
    assert g is not None and view is not None, "the play scene is drawn before its layout"
    return g, view


def _canvas(scene: PlayScene) -> pygame.Surface:
    assert scene.canvas is not None, "the canvas is drawn whole before any part of it"
    return scene.canvas


def _decider(scene: PlayScene) -> int:
    """The deciding player, when a ring or a dragged piece says someone decides."""
    d = scene.decision
    assert d is not None, "a step is shown only at a decision"
    return d.player


def refresh(scene: PlayScene) -> None:
    """Redraw the canvas: the static board, the pieces, the bar, the log, the tray."""
    scene.rebuild_buttons()
    _, view = laid_out(scene)
    base, canvas = view.static, scene.canvas
    if canvas is None or canvas.get_size() != base.get_size():
        canvas = scene.canvas = base.copy()
    else:
        canvas.blit(base, (0, 0))
    scene.canvas_drawn = []
    view.draw_pieces(canvas, scene.shown)
    draw_baron(scene, canvas)
    draw_bar(scene, canvas)
    scene.logview.draw(canvas, scene.app.assets)
    if ("tray",) not in scene.shown.hidden:
        draw_tray(scene, canvas)
    scene.decider.draw(scene, canvas, fresh=True)
    scene.dirty = scene.log_dirty = False
    scene.parts_dirty = set()
    scene.canvas_new = True  # the window shows an older canvas: the next frame shows it whole


def refresh_parts(scene: PlayScene) -> list[Rect]:
    """Redraw on the canvas only what changed (the log scrolled, a counter of a player's board
    moved, the tray's new roll is thrown); the rectangles changed."""
    changed: list[Rect] = []
    g, view = laid_out(scene)
    static, canvas = view.static, _canvas(scene)
    if scene.log_dirty:
        area = scene.logview.area.union(scene.logview.bar).inflate(4, 4)
        canvas.blit(static, area, area)
        scene.logview.draw(canvas, scene.app.assets)
        changed.append(area)
    for part in scene.parts_dirty:
        if part == "tray":
            canvas.blit(static, g.tray, g.tray)
            scene.canvas_drawn = [d for d in scene.canvas_drawn if d.step[0] != "die"]
            if ("tray",) not in scene.shown.hidden:
                draw_tray(scene, canvas)
            changed.append(g.tray)
        elif part in ("board", "dice"):
            changed.append(view.redraw_area(canvas, part, scene.shown))
        else:
            view.redraw_board(canvas, part, scene.shown)
            changed.append(g.players[part].rect)
    if scene.parts_dirty and draw_baron(scene, canvas):
        changed.append(g.baron)
    under = scene.decider.drawn  # a part drawn again over the frame: it is drawn again too
    again = under is not None and under.collidelist(changed) >= 0
    changed += scene.decider.draw(scene, canvas, again=again)
    scene.log_dirty, scene.parts_dirty = False, set()
    return changed


def draw_baron(scene: PlayScene, canvas: pygame.Surface) -> bool:
    """The Baron's strip of a co-op table, or a campaign chapter's Volumes, drawn again over
    the static table (False: none)."""
    g, view = laid_out(scene)
    canvas.blit(view.static, g.baron, g.baron)
    return (strip(canvas, view.pen, view.game, scene.log.baron.last)
            or draw_volumes(canvas, view.pen, view.game, scene.names))


def draw_overlay(scene: PlayScene, surf: pygame.Surface) -> list[Rect]:
    """Everything over the canvas this frame; the rectangles drawn on."""
    scene.frame_drawn = []
    (g, view), a = laid_out(scene), scene.app.assets
    drawn: list[Rect | None] = []
    line = scene.anim
    if line is not None:
        roll = line.rolling()
        if roll is not None and ("tray",) not in scene.shown.hidden:
            drawn += draw_roll(surf, a, g, view.static, scene.tray_dice(), roll.end - line.t,
                               scene.rng)
        drawn += draw_timeline(surf, a, g, line)
    else:
        drawn += draw_highlights(scene, surf)
        drawn += draw_placement(scene, surf)
        drawn += draw_drag(scene, surf)
        drawn += draw_focus(scene, surf, [r for r in drawn if r is not None])
    drawn.append(draw_hovered_button(scene, surf))
    drawn += draw_marks(scene, surf)  # with their own tooltip
    drawn.append(draw_baron_panel(scene, surf))
    drawn.append(draw_year_end(scene, surf))
    if scene.message_timer:
        drawn.append(draw_message(scene, surf))
    if not scene.dragging:
        drawn.append(draw_hover(scene, surf))
    return [r for r in drawn if r is not None]


def draw_bar(scene: PlayScene, surf: pygame.Surface) -> None:
    (g, _), a = laid_out(scene), scene.app.assets
    bar = g.bar
    pygame.draw.rect(surf, (48, 32, 22), bar)
    pygame.draw.line(surf, T.GOLD, (0, bar.bottom - 2), (bar.w, bar.bottom - 2), 2)
    player, question, hint = bar_state(scene)
    x = 14
    if player is not None:
        size = round(bar.h * 0.7)
        sprite = a.sprite(f"novice_{scene.seats[player].colour}", (round(size * 0.82), size))
        surf.blit(sprite, (x, bar.centery - size // 2))
        x += size + 8
    limit = (scene.buttons[0].rect.left if scene.buttons else g.menu_button.left) - x - 12
    fs = g.font(19 if hint else 22)
    tall = bar.h // 2 - 2 if hint else bar.h - 4  # with a hint: two lines above the edge
    while fs > T.MIN_TEXT and (a.font(fs, "bold").size(question)[0] > limit
                               or a.font(fs, "bold").get_height() > tall):
        fs -= 1
    question = shortened(a, question, fs, limit)
    anchor = "bottomleft" if hint else "midleft"  # with a hint: the question above it
    shadowed_text(surf, a, question, fs, (x, bar.centery), T.PARCH_L, "bold", anchor)
    if hint:
        hs = g.font(18)
        while hs > T.MIN_TEXT and (a.font(hs, "bold").size(hint)[0] > limit
                                   or a.font(hs, "bold").get_height() > tall):
            hs -= 1
        shadowed_text(surf, a, hint, hs, (x, bar.centery), T.HINT, "bold", "topleft")
    for button in scene.buttons:
        draw_button(surf, a, button, False, g.font(17))
        scene.canvas_drawn.append(Drawn(button.rect, button.step or ("button", button.key),
                                        None, BUTTON))


def shortened(a: Assets, question: str, size: int, limit: int) -> str:
    """A question still too wide at the smallest size loses its last " · " parts (what a
    puzzle or a mistake is, its counts), never its first: it is not cut under the buttons."""
    parts = question.split(" · ")
    while len(parts) > 1 and a.font(size, "bold").size(" · ".join(parts))[0] > limit:
        parts.pop()
    return " · ".join(parts)


def bar_state(scene: PlayScene) -> tuple[int | None, str, str]:
    """The bar's player (their novice), question and hint, all of one moment: while a move is
    shown, who made it and the move ("Anna plays: Take 1 Soup"), no hint; then the decision's
    (while a computer waits for End turn, the novice of the player asked to end it).
    The question drawn is kept in `shown_prompt`."""
    steps, d = scene.session.steps, scene.decision
    if scene.motion.running and steps:
        step = steps[-1]
        words = move_words(step.move, scene.game.layout)
        player: int | None = step.player
        question, hint = text("prompt.playing", name=scene.names[step.player], move=words), ""
    else:
        player = None if d is None else d.player
        if steps and scene.table.awaiting_end():  # the words ask who moved to end the turn
            player = steps[-1].player
        question, hint = scene.prompt(), scene.hint_line()
    scene.shown_prompt = question
    return player, question, hint


def draw_tray(scene: PlayScene, surf: pygame.Surface) -> None:
    (g, _), a = laid_out(scene), scene.app.assets
    d = scene.decision
    dice = scene.tray_dice()
    if d is None or not dice:
        return
    key = "table.roll" if d.kind in ("place", "new_die") else "table.on_tile"
    tray_words(surf, a, g, scene.names[d.player], text(key, column=scene.game.state.turn.column))
    for i, (owner, value) in enumerate(dice[: len(g.tray_dice)]):
        r = g.tray_dice[i]
        face = a.die(owner, value, r.w)
        surf.blit(face, face.get_rect(center=r.center))
        if d.kind == "place":
            scene.canvas_drawn.append(Drawn(r, ("die", i), d.player, PIECE))


def tray_words(surf: pygame.Surface, a: Assets, g: TableGeometry, name: str, what: str
               ) -> None:
    """Whose dice the tray holds over what they are (the roll, the tile's); on one line, when
    the side column leaves the tray one, left of the dice: what they are only where it fits."""
    s = a.text(name, g.font(17), T.INK, "bold")
    if not g.tray_line:
        surf.blit(s, (g.tray.left + 14, g.tray.centery - s.get_height()))
        s2 = a.text(what, g.font(13), T.INK_SOFT, "italic")
        surf.blit(s2, (g.tray.left + 14, g.tray.centery + 2))
        return
    rect = surf.blit(s, s.get_rect(midleft=(g.tray.left + 14, g.tray.centery)))
    room = g.tray_dice[0].left - 8 - rect.right - 8
    if a.width(what, g.font(13), "italic") <= room:
        s2 = a.text(what, g.font(13), T.INK_SOFT, "italic")
        surf.blit(s2, s2.get_rect(midleft=(rect.right + 8, g.tray.centery)))


def _ring(scene: PlayScene, surf: pygame.Surface, step: tuple, grow: int, colour, width: int,
          radius: int) -> Rect | None:
    rect = scene.rect_for(step)
    if rect is None:
        return None
    ring = rect.inflate(grow, grow)
    pygame.draw.rect(surf, colour, ring, width, border_radius=radius)
    scene.frame_drawn.append(Drawn(ring, step, _decider(scene), RING, colour))
    return ring


def draw_highlights(scene: PlayScene, surf: pygame.Surface) -> list[Rect | None]:
    """Rings: the hint's (outside the others, which stay visible), the legal targets, the
    steps chosen so far. They hold still: an idle table draws nothing new."""
    inp = scene.inp
    if inp is None:
        return []
    drawn: list[Rect | None] = []
    for step in scene.hint_steps():
        rect = scene.rect_for(step)
        if rect is not None:
            shadow = rect.inflate(20, 20)
            pygame.draw.rect(surf, T.HINT_SHADOW, shadow, 3, border_radius=12)
            drawn += [shadow, _ring(scene, surf, step, 14, T.HINT, 4, 10)]
    targets = scene.drop_targets()
    colour = T.HIGHLIGHT_OK if scene.dragging_piece() else T.HIGHLIGHT
    if not scene.dragging_piece():
        targets = [shown for shown, _ in inp.pressable()
                   if not (shown[0] == "die" and not inp.reroll_mode)]
    chosen = inp.chosen_pieces()  # ringed outside their blue "chosen" ring
    drawn += [_ring(scene, surf, step, 14 if step in chosen else 6, colour, 3, 8)
              for step in targets]
    drawn += draw_costs(scene, surf, targets)
    for step in inp.prefix[: inp.selection.user_steps + 3]:
        if step[0] not in ("count", "choice", "bonus", "move"):
            drawn.append(_ring(scene, surf, step, 8, T.SELECTED, 3, 8))
    if inp.reroll_mode:
        drawn += [_ring(scene, surf, ("die", i), 8, T.SELECTED, 3, 8) for i in inp.reroll_chosen]
    return drawn


def draw_hovered_button(scene: PlayScene, surf: pygame.Surface) -> Rect | None:
    hover = button_at(scene.buttons, scene.mouse)
    if hover is None or not hover.enabled:
        return None
    draw_button(surf, scene.app.assets, hover, True, laid_out(scene)[0].font(17))
    return hover.rect.inflate(6, 8)


def draw_drag(scene: PlayScene, surf: pygame.Surface) -> list[Rect | None]:
    """The piece being dragged follows the mouse: all dice of a number, a die, a novice."""
    piece = scene.dragged()
    if piece is None:
        return []
    shown, _ = piece
    (g, _), a, player = laid_out(scene), scene.app.assets, _decider(scene)
    colour = scene.seats[player].colour
    size = round(44 * g.scale)
    mx, my = scene.mouse
    drawn: list[Rect | None] = []
    if shown[0] == "die":
        hand = scene.hand()
        die = hand[shown[1]]
        owner = None if die.owner is None else colour
        for k in range(sum(1 for x in hand if x.value == die.value)):
            spot = Rect(mx - size // 2 + k * 10, my - size // 2 - k * 6, size, size)
            surf.blit(a.die(owner, die.value, size), spot)
            drawn.append(spot)
    elif shown[0] == "space":
        dice = scene.game.state.dice_spaces[shown[1] - 1]
        own = [x for x in dice if x.owner == player] or dice
        if own:
            owner = None if own[0].owner is None else colour
            spot = Rect(mx - size // 2, my - size // 2, size, size)
            surf.blit(a.die(owner, own[0].value, size), spot)
            drawn.append(spot)
    elif shown[0] in ("novice", "extra"):
        sprite = a.sprite(f"novice_{colour}", (round(size * 0.82), size))
        spot = sprite.get_rect(center=scene.mouse)
        surf.blit(sprite, spot)
        drawn.append(spot)
    return drawn


def draw_message(scene: PlayScene, surf: pygame.Surface) -> Rect:
    """A message where it hides no piece that moves or just moved, nor the log."""
    (g, _), a = laid_out(scene), scene.app.assets
    s = a.text(scene.message, g.font(19), T.PARCH_L, "bold")
    size = s.get_rect().inflate(24, 12).size
    box = first_clear(size, word_places(g, size[1]), keep_clear(scene, scene.message_timer))
    pygame.draw.rect(surf, (120, 30, 24), box, border_radius=10)
    pygame.draw.rect(surf, T.GOLD, box, 2, border_radius=10)
    surf.blit(s, s.get_rect(center=box.center))
    return box


def draw_hover(scene: PlayScene, surf: pygame.Surface) -> Rect | None:
    """The tooltip under the mouse (none once a click closed it, until the mouse leaves)."""
    a, size = scene.app.assets, laid_out(scene)[0].font(16)
    if tooltip_shut(scene) or mark_at(scene, scene.mouse) is not None or (
            scene.hooks.own_tooltip is not None and scene.hooks.own_tooltip(scene.mouse)):
        return None

    def places(box: tuple[int, int]) -> Rect | None:
        return tooltip_box(scene, box)
    for button in scene.buttons:
        if button.tooltip and button.rect.collidepoint(scene.mouse):
            return draw_tooltip(surf, a, button.tooltip, scene.mouse, size, places=places)
    detail = scene.logview.tooltip_at(scene.mouse)  # a line of the log: what it says more
    if detail:
        return draw_tooltip(surf, a, detail, scene.mouse, size, places=lambda box: beside_log(
            scene, box))
    said, rule = scene.hover_text()
    if not said or not_theirs(scene):
        return None
    footer = text("rules.tooltip_link", rule=rule) if rule else ""  # F1 opens the rule
    return draw_tooltip(surf, a, said, scene.mouse, size, footer=footer, places=places)


def not_theirs(scene: PlayScene) -> bool:
    """The mouse is over a die of a roll that someone else places (a computer, or another
    player online): the die's "click or drag" would say what the player cannot do."""
    key = scene.hover_key(scene.mouse)
    return key is not None and key[0] == "die" and scene.inp is None


def beside_log(scene: PlayScene, size: tuple[int, int]) -> Rect:
    """A log line's tooltip: left of the log, level with the mouse, inside the window."""
    box = Rect((0, 0), size)
    box.right = scene.logview.area.left - 24
    box.centery = scene.mouse[1]
    return box.clamp(scene.app.screen.get_rect().inflate(-8, -8))
