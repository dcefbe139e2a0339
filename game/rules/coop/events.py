"""What happens in a co-op game beyond the ordinary events (game/rules/events.py): the Baron's
turn, threats, requests, events, gifts and the result. The window animates and logs them; tests
assert on them. `player` is None for what the Baron does and what concerns the whole team."""

from __future__ import annotations

from dataclasses import dataclass

from ..events import Event


@dataclass(slots=True, unsafe_hash=True)
class BaronCardDrawn(Event):
    card: str
    left: int  # cards left in his deck


@dataclass(slots=True, unsafe_hash=True)
class BaronLine(Event):
    """One line of the Baron's card resolved and what it did, said even when it did nothing
    (his card's panel and the log read it). It comes before the events the line caused."""

    card: str
    line: int  # from 0, in the card's order
    kind: str  # the line's CoopKind value
    most: int  # what the line asks: dice, steps, tiles, cards or points
    done: int  # what it did: dice taken, steps walked, novices placed, tiles taken, cards shown
    space: int  # take_dice: the dice space (from 1); otherwise 0
    messenger: int  # the road space (from 0) his messenger stands on after the line
    reached: tuple[str, ...]  # the monasteries his messenger reaches after the line, A to E
    target: str  # novice: where it went ("" none: no free place); otherwise ""
    cards: tuple[str, ...]  # threat, event: the cards revealed


@dataclass(slots=True, unsafe_hash=True)
class BaronDiceTaken(Event):
    space: int
    count: int


@dataclass(slots=True, unsafe_hash=True)
class BaronMessengerMoved(Event):
    start: int
    end: int


@dataclass(slots=True, unsafe_hash=True)
class BaronNovicePlaced(Event):
    target: str  # a building id or "<monastery>-chapel"; "" when no place was free


@dataclass(slots=True, unsafe_hash=True)
class BaronGlassTaken(Event):
    monastery: str


@dataclass(slots=True, unsafe_hash=True)
class ThreatRevealed(Event):
    threat: str
    marks: int
    deadline: int  # the last round to answer it in (counted over the whole game)


@dataclass(slots=True, unsafe_hash=True)
class ThreatWeakened(Event):
    threat: str
    marks: int  # marks left; 0: answered, the card leaves


@dataclass(slots=True, unsafe_hash=True)
class ThreatStood(Event):
    """A threat still marked at its deadline: every player pays its penalty."""

    threat: str
    penalty: int


@dataclass(slots=True, unsafe_hash=True)
class RequestRevealed(Event):
    request: str
    need: tuple[tuple[str, int], ...]
    deadline: int


@dataclass(slots=True, unsafe_hash=True)
class Donated(Event):
    request: str
    token: str
    count: int


@dataclass(slots=True, unsafe_hash=True)
class RequestMet(Event):
    request: str
    reward: int


@dataclass(slots=True, unsafe_hash=True)
class RequestFailed(Event):
    request: str
    penalty: int


@dataclass(slots=True, unsafe_hash=True)
class EventRevealed(Event):
    card: str  # the event card revealed
    left: int  # events left in the deck


@dataclass(slots=True, unsafe_hash=True)
class EventDeckEmpty(Event):
    """An event had to be revealed and none was left: the game ends at once."""

    penalty: int


@dataclass(slots=True, unsafe_hash=True)
class TokensGiven(Event):
    to: int
    token: str
    count: int


@dataclass(slots=True, unsafe_hash=True)
class PointsLost(Event):
    points: int
    reason: str


@dataclass(slots=True, unsafe_hash=True)
class CoopEnded(Event):
    outcome: str  # won, lost
    total: int
    target: int
    reason: str  # target_reached, below_target, events_ran_out
