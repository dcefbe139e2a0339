"""Watching a saved game from the Load list: the small Watch button of each row, and opening the
replay viewer so that leaving it returns to the list (over the paused game, if it was opened
from the pause menu)."""

from __future__ import annotations

from pygame import Rect

from game.rules.record import GameRecord
from game.session import Seat
from game.ui.app import App


def watch_rect(row: Rect, scale: float) -> Rect:
    """The Watch button at the right end of a row of the Load list, under its date."""
    rect = Rect(0, 0, round(120 * scale), round(28 * scale))
    rect.bottomright = (row.right - round(12 * scale), row.bottom - round(6 * scale))
    return rect


def watch(app: App, record: GameRecord, seats: list[Seat], play=None) -> None:
    """Open the replay viewer at the deal of a loaded game or record; Back returns to Load
    game (over the paused `play` when it was opened from its pause menu)."""
    if play is None:
        app.go("replay", record=record, seats=seats, back=lambda: app.go("load"))
    else:
        app.show("replay", record=record, seats=seats,
                 back=lambda: app.show("load", play=play))
