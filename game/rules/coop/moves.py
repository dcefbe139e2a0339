"""The moves co-op adds (R-COOP-6, R-COOP-10): a die used, instead of an action, to donate
tokens to the open request or to give tokens to a team-mate. Printed here; parsed by
game/rules/moves.py's `parse`, which hands their heads to `PARSERS`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from ..moves import Move, MoveError

MAX_TOKENS_PER_DIE = 2  # tokens one die donates or gives (R-COOP-6, R-COOP-10)
MAX_PLAYERS = 4


@dataclass(frozen=True, slots=True)
class Donate(Move):
    """Use a die to donate 1-2 tokens of one kind to the open request (R-COOP-6)."""

    token: str
    count: int
    kind: ClassVar[str] = "donate"

    def __str__(self) -> str:
        return f"donate:{self.token}:{self.count}"


@dataclass(frozen=True, slots=True)
class Give(Move):
    """Use a die to give 1-2 tokens of one kind to a team-mate (R-COOP-10)."""

    to: int  # the team-mate's seat
    token: str
    count: int
    kind: ClassVar[str] = "give"

    def __str__(self) -> str:
        return f"give:{self.to}:{self.token}:{self.count}"


def _number(text: str, low: int, high: int) -> int:
    if not text.isdigit() or not low <= int(text) <= high:
        raise MoveError(f"{text!r} is not a number from {low} to {high}")
    return int(text)


def _token(text: str) -> str:
    if not text or not all(c.isalnum() or c == "_" for c in text):
        raise MoveError(f"{text!r} is not a token")
    return text


def _donate(args: list[str]) -> Donate:
    return Donate(_token(args[0]), _number(args[1], 1, MAX_TOKENS_PER_DIE))


def _give(args: list[str]) -> Give:
    return Give(_number(args[0], 0, MAX_PLAYERS - 1), _token(args[1]),
                _number(args[2], 1, MAX_TOKENS_PER_DIE))


# head -> (number of parts after it, parser), as in game/rules/moves.py
PARSERS: dict[str, tuple[tuple[int, ...], Callable[[list[str]], Move]]] = {
    "donate": ((2,), _donate),
    "give": ((3,), _give),
}
