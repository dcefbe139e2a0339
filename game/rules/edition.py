"""The edition: the printed components the rules act on, as immutable values.

An `Edition` is built from the YAML files in `data/` by `game.edition_loader`; the rules core
only ever sees these values.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .coop.content import CoopContent

MONASTERIES = ("A", "B", "C", "D", "E")
COLUMNS = MONASTERIES  # action columns share the letters A-E
ROWS = ("I", "II", "III", "IV")
BUILDING_KINDS = ("secular", "workshop", "common_room")
TOKENS = ("influence", "soup", "rosary", "tool", "book")
ROAD_BONUSES = ("action", "influence_or_rosary", "soup_or_exchange", "glass", "personal_die")
MISSION_AREAS = ("chapel", "building", "cloister", "monastery")
MISSION_CONDITIONS = (
    "novices_sent",
    "common_rooms",
    "cloister_spaces",
    "window_monasteries",
    "personal_dice",
)


class Effect(StrEnum):
    """What an action does; the values are the names actions.yaml gives them."""

    SEND = "send"
    TAKE = "take"
    TAKE_ONE_OF = "take_one_of"
    EXCHANGE = "exchange"
    MESSENGER = "messenger"
    POINTS = "points"
    GLASS_FROM_CHAPEL = "glass_from_chapel"


@dataclass(frozen=True, slots=True)
class Building:
    id: str
    monastery: str
    kind: str
    four: bool = False  # printed with a "4": blocked in 3-player games


@dataclass(frozen=True, slots=True)
class CloisterSpace:
    id: str
    monastery: str
    adjacent: tuple[str, ...]
    four: bool = False


@dataclass(frozen=True, slots=True)
class BoardSide:
    id: str
    players: tuple[int, ...]
    buildings: tuple[Building, ...]
    cloister: tuple[CloisterSpace, ...]


@dataclass(frozen=True, slots=True)
class RoadSpace:
    index: int
    connects: frozenset[str]
    bonus: str | None = None


@dataclass(frozen=True, slots=True)
class Trade:
    give: str
    get: str


@dataclass(frozen=True, slots=True)
class ActionDef:
    """One action of the action area: a column's standard action or a row I-III action."""

    key: str  # column letter + row index: "A0" standard, "A1" row I ... "A3" row III
    column: str
    row: int  # 0 standard, 1-3 rows I-III
    effect: Effect
    tokens: tuple[tuple[str, int], ...] = ()
    choices: tuple[tuple[tuple[str, int], ...], ...] = ()
    trades: tuple[Trade, ...] = ()
    steps: int = 0
    points: int = 0
    discount: int = 0


@dataclass(frozen=True, slots=True)
class WindowLine:
    """A window row or column: its building bonus and its completion points."""

    tokens: tuple[tuple[str, int], ...]
    messenger: int
    points: int


@dataclass(frozen=True, slots=True)
class MissionCard:
    id: str
    category: str  # A, B or C
    points: tuple[int, ...]  # A/B: year 1, 2, 3; C: one value
    monastery: str | None = None  # A/B
    areas: tuple[str, ...] = ()  # A/B
    condition: str | None = None  # C
    at_least: int = 0  # C


@dataclass(frozen=True, slots=True)
class Edition:
    sides: tuple[BoardSide, ...]
    road: tuple[RoadSpace, ...]
    actions: dict[str, ActionDef]  # by key
    window_rows: tuple[WindowLine, ...]
    window_columns: tuple[WindowLine, ...]
    missions: tuple[MissionCard, ...]
    coop: CoopContent | None = None  # playing together against the Baron (R-COOP-*)

    def side_for(self, players: int) -> BoardSide:
        for side in self.sides:
            if players in side.players:
                return side
        raise ValueError(f"no board side for {players} players")

    def mission(self, mission_id: str) -> MissionCard:
        for card in self.missions:
            if card.id == mission_id:
                return card
        raise KeyError(mission_id)

    def column_actions(self, column: str) -> tuple[ActionDef, ...]:
        return tuple(self.actions[f"{column}{row}"] for row in range(4))
