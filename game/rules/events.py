"""Events: what happened, in order. The UI animates and logs them; tests assert on them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Event:
    player: int | None


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    year: int
    round: int


@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    dice: tuple[tuple[int | None, int], ...]  # (owner or None for neutral, value)
    reroll: bool = False


@dataclass(frozen=True, slots=True)
class DicePlaced(Event):
    space: int
    dice: tuple[int | None, ...]


@dataclass(frozen=True, slots=True)
class DiceTaken(Event):
    space: int
    column: str
    dice: tuple[int | None, ...]


@dataclass(frozen=True, slots=True)
class ActionPerformed(Event):
    key: str  # "A0" standard ... "E3" row III
    choice: str = ""
    bonus: bool = False  # performed through the road's action bonus, without a die


@dataclass(frozen=True, slots=True)
class DieLost(Event):
    column: str


@dataclass(frozen=True, slots=True)
class TokensChanged(Event):
    delta: tuple[tuple[str, int], ...]
    reason: str


@dataclass(frozen=True, slots=True)
class PointsScored(Event):
    points: int
    reason: str
    category: str


@dataclass(frozen=True, slots=True)
class MessengerMoved(Event):
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class RoadBonusReached(Event):
    space: int
    bonus: str


@dataclass(frozen=True, slots=True)
class NoviceSent(Event):
    row: int  # 1-4, or the extra novice's row
    column: str  # "" for an extra novice
    target: str
    extra: bool = False


@dataclass(frozen=True, slots=True)
class ActionUnlocked(Event):
    key: str


@dataclass(frozen=True, slots=True)
class TileFlipped(Event):
    column: str


@dataclass(frozen=True, slots=True)
class GlassBuilt(Event):
    monastery: str
    row: int
    column: int
    bonus: str  # "row" or "column"


@dataclass(frozen=True, slots=True)
class GlassLost(Event):
    reason: str


@dataclass(frozen=True, slots=True)
class PersonalDieGained(Event):
    value: int


@dataclass(frozen=True, slots=True)
class MissionCompleted(Event):
    mission: str
    year: int
    points: int


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    year: int
    round: int


@dataclass(frozen=True, slots=True)
class YearEnded(Event):
    year: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class OnlyChoice(Event):
    """The rules left one answer to a question, so it was played at once (the record does not
    hold it); the window shows it like any other move."""

    kind: str  # the question's kind (Decision.kind)
    move: str  # the move's record text
