"""What an online window knows of the fair dice besides the game (no pygame, no words): whose
links a roll waits for, a roll the server let go on without a player's link (its deadline
passed), a roll this player was asked for with a link of a chain it never committed to
(game/net/client.py gives none), and at the end every roll of the record that went on without
a player's link: dice the server alone could tell (game/rules/mix.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.mix import unlinked
from game.rules.record import GameRecord

SEATS = 4


@dataclass(frozen=True, slots=True)
class DiceNews:
    """A roll went on without the links of `late`, or (`refused`) this player was asked for a
    link not of its chain."""

    late: tuple[int, ...] = ()
    refused: bool = False


def seat_list(raw: Any) -> tuple[int, ...]:
    """Seat numbers as a server sent them; anything else is none."""
    if not isinstance(raw, list):
        return ()
    return tuple(s for s in raw[:SEATS] if isinstance(s, int) and not isinstance(s, bool)
                 and 0 <= s < SEATS)


def dice_news(message: dict[str, Any]) -> DiceNews | None:
    """What a "late" message or a client's "refused_roll" note says; None for any other."""
    kind = message.get("type")
    if kind == "late":
        seats = seat_list(message.get("seats"))
        return DiceNews(late=seats) if seats else None
    if kind == "refused_roll":
        return DiceNews(refused=True)
    return None


def waiting_for(info: dict[str, Any] | None) -> tuple[int, ...]:
    """The seats whose links the waiting roll still needs (none when no roll waits)."""
    return seat_list(info.get("dice_wait")) if isinstance(info, dict) else ()


def rolls_without(record: GameRecord | None) -> tuple[int, tuple[int, ...]]:
    """How many rolls of a finished game went on without a player's link, and whose."""
    if record is None or record.dice is None:
        return 0, ()
    gone = unlinked(record.dice, record.setup.players)
    rolls = {r for numbers in gone.values() for r in numbers}
    return len(rolls), tuple(sorted(gone))
