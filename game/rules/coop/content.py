"""The co-op content (data/coop/*.yaml) as immutable values, built by game/coop_loader.py."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

# What a threat names: the player action that weakens it each time it is done (R-COOP-5).
THREAT_ACTIONS = ("chapel", "building", "cloister", "glass", "messenger",
                  "influence", "soup", "rosary", "tool", "book")


class CoopKind(StrEnum):
    """What a line of a Baron card or an event does (R-COOP-3, R-COOP-4, R-COOP-7); the values
    are the names data/coop gives them."""

    TAKE_DICE = "take_dice"
    MESSENGER = "messenger"
    NOVICE = "novice"
    GLASS = "glass"
    THREAT = "threat"
    EVENT = "event"
    LOSE_TOKENS = "lose_tokens"
    LOSE_POINTS = "lose_points"


EFFECTS = tuple(CoopKind)
NOVICE_AREAS = ("building", "chapel")
TEAM_SIZES = (1, 2, 3, 4)


def team_scale(players: int) -> int:
    """How many players' worth of marks and tokens the team's threats and requests ask for:
    its size, but at most 2 (R-COOP-5, R-COOP-6): teams of 2, 3 and 4 roll as many dice a
    round (R-SETUP-6), one player half as many."""
    return min(players, 2)


@dataclass(frozen=True, slots=True)
class CoopEffect:
    """One line of a card, resolved top to bottom."""

    kind: CoopKind
    amount: int = 0  # dice, steps, tiles, cards or points
    space: int = 0  # take_dice: the dice space
    area: str = ""  # novice: building or chapel
    tokens: tuple[tuple[str, int], ...] = ()  # lose_tokens


@dataclass(frozen=True, slots=True)
class BaronCard:
    id: str
    effects: tuple[CoopEffect, ...]


@dataclass(frozen=True, slots=True)
class ThreatCard:
    id: str
    action: str  # one of THREAT_ACTIONS
    marks: int  # Baron marks per player on the card when revealed
    rounds: int  # rounds to answer it, the round it is revealed in counting as the first
    penalty: int  # points each player loses if it still stands at its deadline


@dataclass(frozen=True, slots=True)
class RequestCard:
    id: str
    tokens: tuple[tuple[str, int], ...]  # per player in the team
    rounds: int
    reward: int  # points for each player when met
    penalty: int  # points each player loses when failed


@dataclass(frozen=True, slots=True)
class EventCard:
    id: str
    effects: tuple[CoopEffect, ...]


@dataclass(frozen=True, slots=True)
class Difficulty:
    id: str
    baron: tuple[str, ...]  # the Baron's deck, card ids (a card may appear more than once)
    events: tuple[int, ...]  # event cards dealt into the deck at set-up, by team size 1-4
    requests: int  # request cards dealt at set-up
    target: tuple[int, ...]  # the team's target by team size 1-4
    baron_novice: int  # target points added for each Baron novice on the board at the end
    event_bonus: int  # points for each player per event left in the deck at the end
    deck_out: int  # points each player loses when the event deck runs out
    threat_marks: int  # marks added to every threat (per team, not per player)


@dataclass(frozen=True, slots=True)
class CoopContent:
    baron: dict[str, BaronCard]
    threats: dict[str, ThreatCard]
    requests: dict[str, RequestCard]
    events: dict[str, EventCard]
    difficulties: dict[str, Difficulty]  # in the order offered, the easiest first
