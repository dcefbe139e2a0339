"""The seats of an online table (no pygame here): the play scene's seats from the server's
table, and each seat's presence as the presence strip shows it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.session import Seat


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
    rating: int | None = None  # at a rated table, the seat's rating as shown


def seats_of(info: dict[str, Any]) -> list[Seat]:
    """The play scene's seats from the server's table: names, computer levels and colours."""
    seats = []
    for i, seat in enumerate(info.get("seats", [])):
        kind = "human" if seat.get("kind") != "bot" else str(seat.get("level") or "normal")
        colour = seat.get("colour")
        seats.append(Seat(str(seat.get("name") or f"Player {i + 1}"), kind,
                          colour if isinstance(colour, int) else None))
    return seats


def presence(info: dict[str, Any] | None, seats: list[Seat], deciding: int | None,
             mine: int | None, connected: bool) -> list[SeatPresence]:
    """Every seat: name, colour, connected or away, a bot playing it, deciding now; `info`: the
    server's table, `mine`: this window's seat, `connected`: this window is online."""
    info_seats = (info or {}).get("seats") or []
    out = []
    for i, seat in enumerate(seats):
        held = info_seats[i] if i < len(info_seats) else {}
        human = held.get("kind") == "human"
        bot = held.get("standin") if human else held.get("level")
        # without a connection this window's own seat is away for the others too
        away = bool(human and (held.get("away") or (i == mine and not connected)))
        out.append(SeatPresence(i, seat.name, seat.colour if seat.colour is not None else i,
                                bot, human, away, deciding == i, i == mine,
                                rating_of(info, i)))
    return out


def rating_of(info: dict[str, Any] | None, seat: int) -> int | None:
    """The shown rating of a rated table's seat, as the server last said (None: not rated)."""
    ratings = (info or {}).get("ratings")
    held = ratings[seat] if isinstance(ratings, list) and 0 <= seat < len(ratings) else None
    value = held.get("rating") if isinstance(held, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def presence_news(before: list[SeatPresence], now: list[SeatPresence]
                  ) -> list[tuple[str, SeatPresence]]:
    """What changed at the table for the log: (what, seat) with what one of "away", "back",
    "standin" (a computer plays the seat now), "returned" (the player has it back). This
    window's own connection is told by its banner and log line, not here."""
    news = []
    for old, new in zip(before, now, strict=False):
        if not new.human or new.mine or old.index != new.index:
            continue
        if old.away != new.away:
            news.append(("away" if new.away else "back", new))
        if (old.bot is None) != (new.bot is None):
            news.append(("standin" if new.bot is not None else "returned", new))
    return news
