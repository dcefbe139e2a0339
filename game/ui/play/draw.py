"""Drawing the play scene: the cached table (pieces, top bar, log, tray) at every change, and
over it every frame the highlights, the piece being dragged, a message and the tooltip.

Whatever stands for a step is recorded as it is drawn (drawn.Drawn): the tray's dice and the
buttons in `scene.canvas_drawn`, the highlight rings in `scene.frame_drawn`."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.rules.edition import TOKENS
from game.texts import text

from .. import theme as T
from ..drawn import BUTTON, PIECE, RING, Drawn
from ..widgets import button_at, draw_button, draw_tooltip, shadowed_text
from .tooltips import target_cost

if TYPE_CHECKING:
    from .scene import PlayScene


def refresh(scene: PlayScene) -> None:
    """Redraw the cached table: the static board, the pieces, the bar, the log, the tray."""
    scene.rebuild_buttons()
    base = scene.view.static
    if scene.canvas is None or scene.canvas.get_size() != base.get_size():
        scene.canvas = base.copy()
    else:
        scene.canvas.blit(base, (0, 0))
    scene.canvas_drawn = []
    scene.view.draw_pieces(scene.canvas)
    draw_bar(scene, scene.canvas)
    draw_log(scene, scene.canvas)
    draw_tray(scene, scene.canvas, animate=False)
    scene.dirty = False


def draw_frame(scene: PlayScene, surf: pygame.Surface) -> None:
    if scene.dirty or scene.canvas is None:
        refresh(scene)
    surf.blit(scene.canvas, (0, 0))
    scene.frame_drawn = []
    if scene.roll_anim:
        for r in scene.geometry.tray_dice[: len(scene.hand())]:
            surf.blit(scene.view.static, r.inflate(12, 12), r.inflate(12, 12))
        draw_tray(scene, surf, animate=True)
    draw_highlights(scene, surf)
    draw_drag(scene, surf)
    if scene.message_timer:
        draw_message(scene, surf)
    if not scene.dragging:
        draw_hover(scene, surf)


def draw_bar(scene: PlayScene, surf: pygame.Surface) -> None:
    g, a = scene.geometry, scene.app.assets
    bar = g.bar
    pygame.draw.rect(surf, (48, 32, 22), bar)
    pygame.draw.line(surf, T.GOLD, (0, bar.bottom - 2), (bar.w, bar.bottom - 2), 2)
    d = scene.decision
    x = 14
    if d is not None:
        size = round(bar.h * 0.7)
        sprite = a.sprite(f"novice_{scene.seats[d.player].colour}", (round(size * 0.82), size))
        surf.blit(sprite, (x, bar.centery - size // 2))
        x += size + 8
    limit = (scene.buttons[0].rect.left if scene.buttons else g.menu_button.left) - x - 12
    question = scene.prompt()
    hint = scene.hint_line()
    fs = g.font(19 if hint else 22)
    while fs > 12 and a.font(fs, "bold").size(question)[0] > limit:
        fs -= 1
    anchor = "bottomleft" if hint else "midleft"  # with a hint: the question above it
    shadowed_text(surf, a, question, fs, (x, bar.centery), T.PARCH_L, "bold", anchor)
    if hint:
        hs = g.font(18)
        while hs > 11 and a.font(hs, "bold").size(hint)[0] > limit:
            hs -= 1
        shadowed_text(surf, a, hint, hs, (x, bar.centery), T.HINT, "bold", "topleft")
    for button in scene.buttons:
        draw_button(surf, a, button, False, g.font(17))
        scene.canvas_drawn.append(Drawn(button.rect, button.step or ("button", button.key),
                                        None, BUTTON))


def draw_log(scene: PlayScene, surf: pygame.Surface) -> None:
    g, a = scene.geometry, scene.app.assets
    area = g.log.inflate(-36, -10)
    area.top += g.font(26)
    area.h -= g.font(26) + g.font(22)
    fs = g.font(15)
    line_h = a.font(fs).get_linesize()
    lines: list[str] = []
    for entry in reversed(scene.log.lines):
        lines = a.wrap(entry, fs, area.w) + lines
        if len(lines) * line_h > area.h:
            break
    lines = lines[-max(1, area.h // line_h):]
    for i, line in enumerate(lines):
        colour = T.INK if i >= len(lines) - 3 else T.INK_SOFT
        surf.blit(a.text(line, fs, colour), (area.left, area.top + i * line_h))


def draw_tray(scene: PlayScene, surf: pygame.Surface, animate: bool) -> None:
    g, a = scene.geometry, scene.app.assets
    d = scene.decision
    dice = scene.tray_dice()
    if d is None or not dice:
        return
    if not animate:
        s = a.text(scene.names[d.player], g.font(17), T.INK, "bold")
        surf.blit(s, (g.tray.left + 14, g.tray.centery - s.get_height()))
        key = "table.roll" if d.kind in ("place", "new_die") else "table.on_tile"
        s2 = a.text(text(key, column=scene.game.state.turn.column), g.font(13), T.INK_SOFT,
                    "italic")
        surf.blit(s2, (g.tray.left + 14, g.tray.centery + 2))
    for i, (owner, value) in enumerate(dice[: len(g.tray_dice)]):
        r = g.tray_dice[i]
        if animate and scene.roll_anim:
            value = scene.rng.randint(1, 6)
        face = a.die(owner, value, r.w)
        if animate and scene.roll_anim:
            face = pygame.transform.rotate(face, (scene.roll_anim * 37 + i * 53) % 360)
        surf.blit(face, face.get_rect(center=r.center))
        if not animate and d.kind == "place":
            scene.canvas_drawn.append(Drawn(r, ("die", i), d.player, PIECE))


def _ring(scene: PlayScene, surf: pygame.Surface, step: tuple, grow: int, colour, width: int,
          radius: int) -> None:
    rect = scene.rect_for(step)
    if rect is None:
        return
    ring = rect.inflate(grow, grow)
    pygame.draw.rect(surf, colour, ring, width, border_radius=radius)
    scene.frame_drawn.append(Drawn(ring, step, scene.decision.player, RING, colour))


def draw_highlights(scene: PlayScene, surf: pygame.Surface) -> None:
    """Rings: the hint's (outside the others, which stay visible), the legal targets, the
    steps chosen so far."""
    inp = scene.inp
    if inp is None:
        return
    pulse = 0.5 + 0.5 * math.sin(scene.app.frames * 0.12)
    hint_glow = tuple(int(c * (0.8 + 0.2 * pulse)) for c in T.HINT)
    for step in scene.hint_steps():
        rect = scene.rect_for(step)
        if rect is not None:
            pygame.draw.rect(surf, T.HINT_SHADOW, rect.inflate(20, 20), 3, border_radius=12)
            _ring(scene, surf, step, 14, hint_glow, 4, 10)
    targets = scene.drop_targets()
    colour = T.HIGHLIGHT_OK if scene.dragging_piece() else T.HIGHLIGHT
    if not scene.dragging_piece():
        targets = [shown for shown, _ in inp.pressable()
                   if not (shown[0] == "die" and not inp.reroll_mode)]
    glow = tuple(int(c * (0.75 + 0.25 * pulse)) for c in colour)
    for step in targets:
        _ring(scene, surf, step, 6, glow, 3, 8)
    draw_costs(scene, surf, targets)
    for step in inp.prefix[: inp.selection.user_steps + 3]:
        if step[0] not in ("count", "choice", "bonus", "move"):
            _ring(scene, surf, step, 8, T.SELECTED, 3, 8)
    if inp.reroll_mode:
        for i in inp.reroll_chosen:
            _ring(scene, surf, ("die", i), 8, T.SELECTED, 3, 8)
    hover = button_at(scene.buttons, scene.mouse)
    if hover is not None:
        draw_button(surf, scene.app.assets, hover, True, scene.geometry.font(17))


def draw_costs(scene: PlayScene, surf: pygame.Surface, targets: list) -> None:
    """Under each place a chosen novice may go: what it costs there (discount included)."""
    row = scene.novice_row()
    d = scene.decision
    if row is None or d is None or d.kind != "send":
        return
    g, a = scene.geometry, scene.app.assets
    size = g.font(16)
    for step in targets:
        rect = scene.rect_for(step)
        if step[0] != "board" or rect is None:
            continue
        cost = target_cost(scene.game, row, step[1])
        paid = [t for t in TOKENS if cost.get(t, 0) > 0] or list(cost)[:1]  # free: "0 Influence"
        parts = [(a.sprite(f"token_{t}", size), a.text(str(cost[t]), size, T.INK, "bold"))
                 for t in paid]
        width = sum(icon.get_width() + label.get_width() + 8 for icon, label in parts) + 4
        badge = pygame.Rect(0, 0, width, size + 6)
        badge.midtop = (rect.centerx, rect.bottom + 2)
        pygame.draw.rect(surf, T.PARCH_L, badge, border_radius=6)
        pygame.draw.rect(surf, T.INK, badge, 1, border_radius=6)
        x = badge.left + 5
        for icon, label in parts:
            surf.blit(icon, icon.get_rect(midleft=(x, badge.centery)))
            x += icon.get_width() + 2
            surf.blit(label, label.get_rect(midleft=(x, badge.centery)))
            x += label.get_width() + 6


def draw_drag(scene: PlayScene, surf: pygame.Surface) -> None:
    """The piece being dragged follows the mouse: all dice of a number, a die, a novice."""
    if not scene.dragging_piece():
        return
    shown, _ = scene.press[1]
    a, g, d = scene.app.assets, scene.geometry, scene.decision
    colour = scene.seats[d.player].colour
    size = round(44 * g.scale)
    mx, my = scene.mouse
    if shown[0] == "die":
        hand = scene.hand()
        die = hand[shown[1]]
        owner = None if die.owner is None else colour
        for k in range(sum(1 for x in hand if x.value == die.value)):
            surf.blit(a.die(owner, die.value, size),
                      (mx - size // 2 + k * 10, my - size // 2 - k * 6))
    elif shown[0] == "space":
        dice = scene.game.state.dice_spaces[shown[1] - 1]
        own = [x for x in dice if x.owner == d.player] or dice
        if own:
            owner = None if own[0].owner is None else colour
            surf.blit(a.die(owner, own[0].value, size), (mx - size // 2, my - size // 2))
    elif shown[0] in ("novice", "extra"):
        sprite = a.sprite(f"novice_{colour}", (round(size * 0.82), size))
        surf.blit(sprite, sprite.get_rect(center=scene.mouse))


def draw_message(scene: PlayScene, surf: pygame.Surface) -> None:
    g, a = scene.geometry, scene.app.assets
    s = a.text(scene.message, g.font(19), T.PARCH_L, "bold")
    box = s.get_rect(midtop=(g.board.centerx, g.bar.bottom + 8)).inflate(24, 12)
    pygame.draw.rect(surf, (120, 30, 24), box, border_radius=10)
    pygame.draw.rect(surf, T.GOLD, box, 2, border_radius=10)
    surf.blit(s, s.get_rect(center=box.center))


def draw_hover(scene: PlayScene, surf: pygame.Surface) -> None:
    a, size = scene.app.assets, scene.geometry.font(16)
    for button in scene.buttons:
        if button.tooltip and button.rect.collidepoint(scene.mouse):
            draw_tooltip(surf, a, button.tooltip, scene.mouse, size)
            return
    said, rule = scene.hover_text()
    if said:
        footer = text("rules.tooltip_link", rule=rule) if rule else ""  # F1 opens the rule
        draw_tooltip(surf, a, said, scene.mouse, size, footer=footer)
