"""Playing with the keys: Tab / Shift+Tab and the arrow keys move a focus between the options of
the decision — whatever the mouse could press now (input.TableInput: the pieces and places that
continue one of the rules' moves, the dice to reroll and the reroll tile, the bar's buttons of a
step, Cancel) — and Enter or Space chooses the focused one as a click would. Esc takes back the
steps chosen so far (or drops a move held for Confirm) before it opens the pause menu.

The focus shows once a key has moved it and hides when the mouse presses: a thick white outline
on the piece, place or button, and the option's words in a caption beside it ("3 of 7"). A new
decision, or a step chosen, puts it on the first option again."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from game.ui.play.input import BUTTON_STEPS, REROLL_TILE, Step
from game.ui.play.keywords import option_words
from game.ui.toolkit.drawn import PIECE, RING, Drawn

if TYPE_CHECKING:
    from game.ui.play.scene import PlayScene

FOCUS = (255, 255, 255)
EDGE = (20, 12, 6)
NEXT_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN)
BACK_KEYS = (pygame.K_LEFT, pygame.K_UP)
CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
Option = tuple[Step, Step]  # (what is pressed, the step it stands for), as input.pressable


class KeyFocus:
    """The option the keys point at, as (shown, step); shown only while `active`."""

    def __init__(self, scene: PlayScene) -> None:
        self.scene = scene
        self.active = False
        self.at: Option | None = None
        self.seen: tuple = ()  # the decision and the steps chosen when `at` was set

    def options(self) -> list[Option]:
        """The options of the decision, the table's in reading order, then the bar's."""
        scene, inp = self.scene, self.scene.inp
        if inp is None or scene.takeback.pending.move is not None:
            return []
        if inp.reroll_mode:
            table: list[Option] = [(("die", i), ("die", i)) for i in range(len(inp.hand))]
            table.append((REROLL_TILE, REROLL_TILE))
        else:
            chosen = inp.chosen_pieces()
            table = [(shown, step) for shown, step in inp.pressable()
                     if shown[0] != "die" and step not in chosen]
        table = [o for o in table if scene.rect_for(o[0]) is not None]
        table.sort(key=lambda o: _reading(scene.rect_for(o[0])))
        bar = [(b.step, b.step) for b in scene.buttons if b.step is not None and b.enabled]
        return [*dict.fromkeys([*table, *bar])]

    def _moment(self) -> tuple:
        inp = self.scene.inp
        if inp is None:
            return ()
        return (id(inp), tuple(inp.prefix), inp.reroll_mode, self.scene.takeback.pending.move)

    def current(self) -> tuple[Option, int, int] | None:
        """The focused option, its place among the options (from 1) and their number; the
        first option once the decision or its steps changed (a die chosen to reroll keeps it)."""
        options = self.options()
        if not self.active or not options:
            return None
        if self.seen != self._moment() or self.at not in options:
            self.at, self.seen = options[0], self._moment()
        assert self.at is not None, "set just above"
        return self.at, options.index(self.at) + 1, len(options)

    def move(self, by: int) -> bool:
        """Tab or an arrow: the next (or previous) option; False when there is none."""
        was = self.active
        self.active = True
        now = self.current()
        if now is None:
            return False
        options = self.options()
        if was:
            self.at = options[(now[1] - 1 + by) % len(options)]
        self.scene.overlay_dirty = True
        return True

    def choose(self) -> bool:
        """Enter: the focused option as a click (False: nothing focused)."""
        scene, now = self.scene, self.current()
        if now is None or scene.inp is None:
            return False
        shown, step = now[0]
        if shown[0] in BUTTON_STEPS or shown[0] == "button":
            outcome = scene.inp.take(step)
        else:
            outcome = scene.inp.click(shown, step)
        rect = scene.rect_for(shown)
        scene.gestures.pointer.outcome(outcome, None if rect is None else rect.center)
        scene.overlay_dirty = True
        return True

    def mouse_used(self) -> None:
        if self.active:
            self.active = False
            self.scene.overlay_dirty = True


def _reading(rect: Rect | None) -> tuple[int, int]:
    assert rect is not None, "options without a place are left out"
    return rect.centery // 24, rect.centerx  # rows a little apart count as one row


def escape(scene: PlayScene) -> None:
    """Esc at the table: drop the move held for Confirm, else take back the steps chosen so
    far, else open the pause menu."""
    inp = scene.inp
    if scene.takeback.pending.clear():
        scene.dirty = True
    elif inp is not None and (inp.selection.user_steps or inp.reroll_mode):
        inp.cancel()
        scene.dirty = True
    else:
        pause(scene)


def pause(scene: PlayScene) -> None:
    """The pause menu over the table (Esc, the Menu button)."""
    scene.press, scene.dragging = None, False
    scene.mouse = (-1, -1)  # no tooltip under the pause menu
    if scene.motion.finish():
        scene.dirty = True
    scene.app.show("pause", play=scene)


def draw_focus(scene: PlayScene, surf: pygame.Surface, shown: list[Rect]) -> list[Rect]:
    """The focus's outline and caption (clear of `shown`, what the frame drew over the table
    before: rings, cost tags); the rectangles drawn on. None while a menu lies over the table
    (the pause menu): the keys are the menu's then."""
    now = scene.gestures.focus.current()
    if now is None or scene.motion.running or scene.app.overlay is not None:
        return []
    (piece, step), at, count = now
    rect = scene.rect_for(piece)
    if rect is None:
        return []
    ring = rect.inflate(14, 14)
    pygame.draw.rect(surf, EDGE, ring.inflate(4, 4), 8, border_radius=10)
    pygame.draw.rect(surf, FOCUS, ring, 4, border_radius=8)
    d = scene.decision
    scene.frame_drawn.append(Drawn(ring, piece, None if d is None else d.player, RING, FOCUS))
    words = f"{option_words(scene, piece, step)}  ·  {at}/{count}"
    return [ring.inflate(8, 8), _caption(scene, surf, words, ring, shown)]


def _caption(scene: PlayScene, surf: pygame.Surface, words: str, ring: Rect,
             shown: list[Rect]) -> Rect:
    """The option's words in a small dark box beside the outline — under it, above, right or
    left — where it covers no other option, the least of what `shown` drew and the fewest
    pieces, inside the table."""
    g = scene.geometry
    assert g is not None, "drawn on a table laid out"
    label = scene.app.assets.text(words, g.font(16), FOCUS, "bold")
    box = _place(scene, label.get_rect().inflate(16, 8), ring, surf.get_size(), shown)
    pygame.draw.rect(surf, EDGE, box, border_radius=6)
    pygame.draw.rect(surf, FOCUS, box, 2, border_radius=6)
    surf.blit(label, label.get_rect(center=box.center))
    return box.inflate(4, 4)


def _place(scene: PlayScene, box: Rect, ring: Rect, size: tuple[int, int],
           shown: list[Rect]) -> Rect:
    g = scene.geometry
    assert g is not None, "drawn on a table laid out"
    area = Rect(4, g.bar.bottom + 2, size[0] - 8, size[1] - g.bar.bottom - 6)
    options = [r for r in (scene.rect_for(o[0]) for o in scene.gestures.focus.options())
               if r is not None and not ring.contains(r)]
    pieces = [d.rect for d in scene.drawn() if d.look == PIECE and not ring.contains(d.rect)]
    places = [box.copy() for _ in range(4)]
    places[0].midtop = (ring.centerx, ring.bottom + 4)
    places[1].midbottom = (ring.centerx, ring.top - 4)
    places[2].midleft = (ring.right + 4, ring.centery)
    places[3].midright = (ring.left - 4, ring.centery)
    places = [p.clamp(area) for p in places]
    shown = [r for r in shown if not ring.contains(r)]
    return min(places, key=lambda p: (p.colliderect(ring), len(p.collidelistall(options)),
                                      len(p.collidelistall(shown)),
                                      len(p.collidelistall(pieces))))
