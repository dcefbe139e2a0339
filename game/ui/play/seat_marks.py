"""Each person's seat at one screen wears a mark in its board's header, left of the score, as an
online seat wears its presence: "player", or "computer for now" once handed to a computer. A
click on it hands the seat to a computer, or back (the table does it: game/table/handover.py);
the pause menu's "Hand seats to a computer" chooses the level. The log's words for it are here."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from game.table import Handed
from game.texts import text
from game.ui.toolkit import theme as T
from game.ui.toolkit.drawn import BUTTON, Drawn
from game.ui.toolkit.widgets import draw_tooltip
from game.ui.words.said import Said

if TYPE_CHECKING:
    from game.ui.play.scene import PlayScene

LEVEL = "normal"  # who a click on the mark hands the seat to (online the same: STANDIN_LEVEL)
PERSON = (70, 170, 80)
COMPUTER = (80, 140, 210)


def handed_line(change: Handed, names: list[str]) -> Said:
    """The log's line for a seat handed over or back (every seat: playing on, and after)."""
    if change.player is None:
        return Said("seats.log_play_on" if change.level else "seats.log_play_on_over")
    name = names[change.player]
    if change.level is None:
        return Said("seats.log_back", name=name)
    return Said("seats.log_standin", name=name, level=Said(f"seats.levels.{change.level}"))


def log_handed(scene: PlayScene, change: Handed) -> bool:
    """Write the line in the scene's log; True (the table's question may have changed hands)."""
    scene.log.add(handed_line(change, scene.names), len(scene.session.steps))
    return True


def _label(scene: PlayScene, player: int) -> str:
    handed = scene.seats[player].standin is not None
    return text("seats.mark_computer" if handed else "seats.mark_person")


def mark_rects(scene: PlayScene) -> list[tuple[int, Rect]]:
    """Where each person's seat's mark goes (none where seats are not handed here)."""
    g = scene.geometry
    if g is None or not scene.table.hands_seats:
        return []
    size = g.font(13)
    font = scene.app.assets.font(size, "bold")
    out = []
    for player, seat in enumerate(scene.seats):
        if not seat.human or player >= len(g.players):
            continue
        header = g.players[player].header
        w, h = font.size(_label(scene, player))[0] + size + 14, size + 8
        right = header.right - 14 - g.font(20) * 4 - 6  # the score's place (board/pieces.py)
        out.append((player, Rect(right - w, header.centery - h // 2, w, h)))
    return out


def mark_at(scene: PlayScene, pos: tuple[int, int]) -> int | None:
    return next((p for p, rect in mark_rects(scene) if rect.collidepoint(pos)), None)


def click_mark(scene: PlayScene, pos: tuple[int, int]) -> bool:
    """A click on a seat's mark hands it over, or back; False when the click was elsewhere."""
    player = mark_at(scene, pos)
    if player is None or scene.game.over:
        return player is not None
    handed = scene.seats[player].standin is not None
    scene.table.handover.hand(player, None if handed else LEVEL)
    scene.sync()
    scene.dirty = True
    return True


def draw_marks(scene: PlayScene, surf: pygame.Surface) -> list[Rect]:
    g, a = scene.geometry, scene.app.assets
    assert g is not None, "marks are drawn on a table laid out"
    size = g.font(13)
    drawn = []
    hovered = mark_at(scene, scene.mouse)
    for player, rect in mark_rects(scene):
        handed = scene.seats[player].standin is not None
        pygame.draw.rect(surf, T.PARCH, rect, border_radius=8)
        pygame.draw.rect(surf, T.GOLD, rect, 2, border_radius=8)
        radius = max(3, size // 3)
        dot = COMPUTER if handed else PERSON
        pygame.draw.circle(surf, dot, (rect.left + 6 + radius, rect.centery), radius)
        words = a.text(_label(scene, player), size, T.INK, "bold")
        surf.blit(words, words.get_rect(midleft=(rect.left + 10 + 2 * radius, rect.centery)))
        drawn.append(rect)
        scene.frame_drawn.append(Drawn(rect, ("seat", player), player, BUTTON))
        if hovered == player and not scene.dragging:
            key = "online_play.hand_back" if handed else "online_play.hand_to_bot"
            tip = draw_tooltip(surf, a, text(key, name=scene.seats[player].name), scene.mouse,
                               g.font(16))
            if tip is not None:
                drawn.append(tip)
    return drawn
