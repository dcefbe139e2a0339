"""What a table reports to the window: moves played, undone, notices, the hint (no pygame
here). Both tables, at one screen and online, report these."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules import events as E
from game.rules.moves import Move


@dataclass(frozen=True, slots=True)
class Moved:
    """A move was played (or played again by Redo) with these events."""

    player: int
    move: Move
    events: tuple[E.Event, ...]


@dataclass(frozen=True, slots=True)
class Undone:
    """`player`'s last move was taken back; `steps` moves remain in the record."""

    player: int
    steps: int


@dataclass(frozen=True, slots=True)
class Notice:
    """Something to tell the player: the reason (a text "reason.<reason>" of data/texts) and
    the values it names."""

    reason: str
    values: dict = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class HintChanged:
    """The hint appeared, went, or is being thought."""


@dataclass(frozen=True, slots=True)
class Handed:
    """A person's seat was handed to a computer of `level`, or back to its person (None);
    `player` None: every person's seat, to play on to the end of the round, or back after it."""

    player: int | None
    level: str | None


Change = Moved | Undone | Notice | HintChanged | Handed
