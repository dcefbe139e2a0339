"""Events: what happened, in order. The UI animates and logs them; tests assert on them.

Events are values: never change one. They are not frozen dataclasses only because a game builds
hundreds of them and a frozen one is about three times slower to build; they still compare and
hash by value.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True, unsafe_hash=True)
class Event:
    player: int | None


@dataclass(slots=True, unsafe_hash=True)
class RoundStarted(Event):
    year: int
    round: int


@dataclass(slots=True, unsafe_hash=True)
class DiceRolled(Event):
    dice: tuple[tuple[int | None, int], ...]  # (owner or None for neutral, value)
    reroll: bool = False


@dataclass(slots=True, unsafe_hash=True)
class DicePlaced(Event):
    space: int
    dice: tuple[int | None, ...]


@dataclass(slots=True, unsafe_hash=True)
class DiceTaken(Event):
    space: int
    column: str
    dice: tuple[int | None, ...]


@dataclass(slots=True, unsafe_hash=True)
class ActionPerformed(Event):
    key: str  # "A0" standard ... "E3" row III
    choice: str = ""
    bonus: bool = False  # performed through the road's action bonus, without a die


@dataclass(slots=True, unsafe_hash=True)
class DieLost(Event):
    column: str


@dataclass(slots=True, unsafe_hash=True)
class TokensChanged(Event):
    delta: tuple[tuple[str, int], ...]
    reason: str


@dataclass(slots=True, unsafe_hash=True)
class PointsScored(Event):
    points: int
    reason: str
    category: str


@dataclass(slots=True, unsafe_hash=True)
class MessengerMoved(Event):
    start: int
    end: int


@dataclass(slots=True, unsafe_hash=True)
class RoadBonusReached(Event):
    space: int
    bonus: str


@dataclass(slots=True, unsafe_hash=True)
class NoviceSent(Event):
    row: int  # 1-4, or the extra novice's row
    column: str  # "" for an extra novice
    target: str
    extra: bool = False


@dataclass(slots=True, unsafe_hash=True)
class ActionUnlocked(Event):
    key: str


@dataclass(slots=True, unsafe_hash=True)
class TileFlipped(Event):
    column: str


@dataclass(slots=True, unsafe_hash=True)
class GlassBuilt(Event):
    monastery: str
    row: int
    column: int
    bonus: str  # "row" or "column"


@dataclass(slots=True, unsafe_hash=True)
class GlassLost(Event):
    reason: str


@dataclass(slots=True, unsafe_hash=True)
class PersonalDieGained(Event):
    value: int


@dataclass(slots=True, unsafe_hash=True)
class MissionCompleted(Event):
    mission: str
    year: int
    points: int


@dataclass(slots=True, unsafe_hash=True)
class RoundEnded(Event):
    year: int
    round: int


@dataclass(slots=True, unsafe_hash=True)
class YearEnded(Event):
    year: int


@dataclass(slots=True, unsafe_hash=True)
class GameEnded(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(slots=True, unsafe_hash=True)
class OnlyChoice(Event):
    """The rules left one answer to a question, so it was played at once (the record does not
    hold it); the window shows it like any other move."""

    kind: str  # the question's kind (Decision.kind)
    move: str  # the move's record text


@dataclass(slots=True, unsafe_hash=True)
class VolumeTaken(Event):
    """A campaign chapter's objective met first: its Volume is taken (R-CAMP-3)."""

    volume: str
    test: str  # what the objective asks (game.rules.chapter.TESTS) and how much
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class AdvantageUsed(Event):
    """A Volume's advantage (or the campaign's catch-up) acting in this chapter (R-CAMP-4, 8)."""

    source: str  # the Volume, or "catch-up"
    effect: str  # game.rules.chapter.EFFECTS
