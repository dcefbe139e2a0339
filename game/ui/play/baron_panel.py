"""The Baron's card over the table: its name, then each line with what it did ("took 0 of 2
dice: space 5 held no neutral die"), as the table shows his turn. It opens by itself when he
draws a card and stays until the next move is played; a click on his card's chip in the strip
opens it again, a click on it closes it. The lines come from the log's last Baron turn
(words/baron_turn.py), so it says no more than the table has shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from game.texts import text
from game.ui.play.clear import clear_of, keep_clear
from game.ui.toolkit import theme as T
from game.ui.words.baron_lines import asked, did, effects
from game.ui.words.baron_turn import BaronTurn

if TYPE_CHECKING:
    from game.ui.play.scene import PlayScene


class BaronPanel:
    def __init__(self) -> None:
        self.shown = False
        self.until: int | None = None  # opened by his turn: shut once more moves than this
        self.rect = Rect(0, 0, 0, 0)  # where it was drawn last

    def open(self, until: int | None = None) -> None:
        self.shown, self.until = True, until

    def close(self) -> bool:
        """Shut now; True if it was open."""
        was, self.shown = self.shown, False
        return was

    def showing(self, moves: int) -> bool:
        """Open now (`moves`: the moves played): one opened by his turn shuts at the next."""
        if self.shown and self.until is not None and moves > self.until:
            self.shown = False
        return self.shown


def follow_turn(scene: PlayScene) -> None:
    """Open the panel when the log has just written that the Baron drew a card."""
    turns = scene.log.baron
    if turns.fresh and turns.last is not None:
        turns.fresh = False
        scene.baron_panel.open(turns.last.moves)


def lines(turn: BaronTurn, scene: PlayScene) -> list[tuple[str, str]]:
    """(what a line asks, what it did or "…" while not shown yet), line by line."""
    layout = scene.game.layout
    out = []
    for n, effect in enumerate(effects(turn.card, layout)):
        done = next((e for e in turn.lines if e.line == n), None)
        out.append((text("coop_ui.panel_line", n=n + 1, asked=asked(effect)),
                    did(done, layout) if done is not None else "…"))
    return out


def draw_baron_panel(scene: PlayScene, surf: pygame.Surface) -> Rect | None:
    """The panel where it hides neither moving pieces nor the log: over the board's foot,
    left or right, or its top."""
    panel, g, turn = scene.baron_panel, scene.geometry, scene.log.baron.last
    if g is None or turn is None or not panel.showing(len(scene.session.steps)):
        return None
    a = scene.app.assets
    width = min(round(g.board.w * 0.48), round(560 * g.scale))
    size, pad = g.font(15), round(12 * g.scale)
    title = a.text(text("coop_ui.panel_title", name=text(f"coop.baron_card.{turn.card}.name")),
                   g.font(19), T.PARCH_L, "bold")
    rows: list[tuple[pygame.Surface, int]] = []  # a line of words, its indent
    for order, result in lines(turn, scene):
        rows += [(a.text(w, size, T.GOLD_L, "bold"), pad)
                 for w in a.wrap(order, size, width - 2 * pad, "bold")]
        rows += [(a.text(w, size, T.PARCH_L), 2 * pad)
                 for w in a.wrap("→ " + result, size, width - 3 * pad)]
    hint = a.text(text("coop_ui.panel_hint"), g.font(13), T.PARCH_D, "italic")
    height = (title.get_height() + 8 + sum(r.get_height() + 2 for r, _ in rows)
              + hint.get_height() + 2 * pad)
    box = place(scene, (width, height))
    panel.rect = box
    pygame.draw.rect(surf, (48, 32, 22), box, border_radius=12)
    pygame.draw.rect(surf, T.BARON["light"], box, 3, border_radius=12)
    y = box.top + pad
    surf.blit(title, (box.left + pad, y))
    y += title.get_height() + 8
    for row, indent in rows:
        surf.blit(row, (box.left + indent, y))
        y += row.get_height() + 2
    surf.blit(hint, hint.get_rect(bottomright=(box.right - pad, box.bottom - pad // 2)))
    return box


def place(scene: PlayScene, size: tuple[int, int]) -> Rect:
    """Over the board's foot left, then right, then its top: the first that hides nothing
    moving (the first if none)."""
    g = scene.geometry
    assert g is not None
    w, h = size
    board = g.board.inflate(-16, -16)
    centres = [(board.left + w // 2, board.bottom - h // 2),
               (board.right - w // 2, board.bottom - h // 2),
               (board.centerx, board.top + h // 2)]
    found = clear_of(size, centres, keep_clear(scene)[1:-1])  # not the log, not the mouse
    if found is None:
        found = Rect((0, 0), size)
        found.center = centres[0]
    return found


def clicked(scene: PlayScene, pos: tuple[int, int]) -> bool:
    """A click on the open panel closes it; one on his card's chip in the strip opens it
    (until closed). True: the click did that and nothing more."""
    panel, g = scene.baron_panel, scene.geometry
    if panel.showing(len(scene.session.steps)) and panel.rect.collidepoint(pos):
        panel.close()
        scene.overlay_dirty = True
        return True
    on_card = g is not None and any(r.collidepoint(pos) for r, key in g.baron_chips
                                    if key in (("baron", "card"), ("baron", "deck")))
    if on_card and scene.log.baron.last is not None:
        panel.open()
        scene.overlay_dirty = True
        return True
    return False
