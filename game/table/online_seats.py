"""The seats of an online table as the play scene reads them: who decides (this window's
player or someone elsewhere), each seat's presence for the presence strip, and the session-like
object the scene, its log and the scoring read (no pygame here)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.rules.engine import Game
from game.rules.record import GameRecord
from game.session import Seat, Session, Step

if TYPE_CHECKING:
    from .online import OnlineTable


@dataclass(frozen=True, slots=True)
class SeatAgent:
    """Who decides now, as the play scene asks it: this window's player or someone elsewhere
    (another player, or a bot on the server: the server paces nothing, it sends moves)."""

    local: bool
    paced: bool = False


@dataclass(frozen=True, slots=True)
class SeatPresence:
    """One seat as the presence strip shows it."""

    index: int
    name: str
    colour: int
    bot: str | None  # the level of a computer seat, or of the bot standing in for a player
    human: bool
    away: bool  # a player's seat with nobody connected
    deciding: bool
    mine: bool


class OnlineSession:
    """What the play scene and the scoring read of a session: the seats, the steps seen and
    the game (the table's shown one). The seed stays on the server until the game is over;
    then its record comes, and once checked (`finished`) the scoring charts and replays it."""

    def __init__(self, table: OnlineTable, seats: list[Seat]) -> None:
        self._table = table
        self.edition = table.net.view.edition
        self.seats = seats
        self.steps: list[Step] = []
        self.finished: Session | None = None  # the whole game, from the server's record

    @property
    def game(self) -> Game:
        return self._table.game

    @property
    def record(self) -> GameRecord | None:
        return None if self.finished is None else self.finished.record


def seats_of(info: dict[str, Any]) -> list[Seat]:
    """The play scene's seats from the server's table: names, computer levels and colours."""
    seats = []
    for i, seat in enumerate(info.get("seats", [])):
        kind = "human" if seat.get("kind") != "bot" else str(seat.get("level") or "normal")
        colour = seat.get("colour")
        seats.append(Seat(str(seat.get("name") or f"Player {i + 1}"), kind,
                          colour if isinstance(colour, int) else None))
    return seats
