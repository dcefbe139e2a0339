"""Build the `Edition` from the YAML files in `data/` (the co-op content in `data/coop/`:
game/coop_loader.py), refusing anything malformed (`DataError`, from game/edition_fields.py,
is raised from here too).

Every file is read with PyYAML's safe loader only. The node tree is composed first so that each
value keeps its line number; every fault becomes a `DataError` whose message names the file, the
line, the key path and what is wrong, e.g.

    data/board.yaml, line 23, sides.two.monasteries.A.cloister[0].adjacent[1]: building 'A9' does
    not exist
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.coop_loader import load_coop
from game.edition_fields import DataError, Field, Ids, monastery_letters, read_file, tokens_of
from game.rules.edition import (
    BUILDING_KINDS,
    COLUMNS,
    MISSION_AREAS,
    MISSION_CONDITIONS,
    MONASTERIES,
    ROAD_BONUSES,
    TOKENS,
    ActionDef,
    BoardSide,
    Building,
    CloisterSpace,
    Edition,
    Effect,
    MissionCard,
    RoadSpace,
    Trade,
    WindowLine,
)

SIDE_PLAYERS: dict[str, tuple[int, ...]] = {"two": (2,), "three_four": (3, 4)}
ACTION_ROWS = ("standard", "I", "II", "III")  # row index 0-3 in ActionDef.key
WINDOW_SIZE = 3
MISSION_CATEGORIES = ("A", "B", "C")
MISSIONS_PER_CATEGORY = 5
LAST_ROAD_BONUS = "personal_die"

# effect -> (required parameters, optional parameters)
_EFFECT_PARAMS: dict[Effect, tuple[tuple[str, ...], tuple[str, ...]]] = {
    Effect.SEND: ((), ("discount",)),
    Effect.TAKE: (("tokens",), ()),
    Effect.TAKE_ONE_OF: (("choices",), ()),
    Effect.EXCHANGE: (("trades",), ()),
    Effect.MESSENGER: (("steps",), ()),
    Effect.POINTS: (("points",), ()),
    Effect.GLASS_FROM_CHAPEL: ((), ()),
}


# Names a data folder to use instead of the shipped one (its edition files and its texts): a
# corrected copy being tried, or the tests' check that they do not depend on data/.
DATA_ENV = "MONASTERIUM_DATA"


def data_dir() -> Path:
    """The `data/` folder: the one $MONASTERIUM_DATA names if set, else inside the PyInstaller
    bundle when frozen, else beside `game/`."""
    chosen = os.environ.get(DATA_ENV, "").strip()
    if chosen:
        return Path(chosen).expanduser()
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "data"
    return Path(__file__).resolve().parent.parent / "data"


def load_edition(directory: Path | None = None) -> Edition:
    """Read, validate and build the edition from `directory` (default: `data_dir()`)."""
    folder = data_dir() if directory is None else Path(directory)
    if directory is None and os.environ.get(DATA_ENV, "").strip() and not folder.is_dir():
        raise DataError(f"{DATA_ENV} names {str(folder)!r}, which is not a folder")
    rows, columns = _window(read_file(folder, "window.yaml"))
    edition = Edition(
        sides=_board(read_file(folder, "board.yaml")),
        road=_road(read_file(folder, "road.yaml")),
        actions=_actions(read_file(folder, "actions.yaml")),
        window_rows=rows,
        window_columns=columns,
        missions=_missions(read_file(folder, "missions.yaml")),
        coop=load_coop(folder),
    )
    _check_puzzles(folder)
    return edition


def _check_puzzles(folder: Path) -> None:
    """The puzzles' file (data/puzzles/, game/puzzles/shipped.py), read and checked field by
    field as every data file is, where the folder has them (a folder of the edition alone,
    such as the tests' own, has none). Whether each puzzle replays: `game.cli puzzles
    --check` and the tests."""
    from game.puzzles.shipped import SHIPPED, load_puzzles  # (it reads this module's data_dir)

    if (folder / SHIPPED).parent.is_dir():
        load_puzzles(folder, SHIPPED)


def _board(root: Field) -> tuple[BoardSide, ...]:
    sides = root.fields(["sides"])["sides"].fields(tuple(SIDE_PLAYERS), noun="side")
    return tuple(_side(side_id, field) for side_id, field in sides.items())


def _side(side_id: str, field: Field) -> BoardSide:
    parts = field.fields(["players", "monasteries"])
    players = _players(side_id, parts["players"])
    marked_four_allowed = {3, 4} <= set(players)
    monasteries = parts["monasteries"].fields(MONASTERIES, noun="monastery")
    ids = Ids()
    buildings: list[Building] = []
    spaces: list[tuple[CloisterSpace, list[Field]]] = []
    for letter, monastery in monasteries.items():
        members = monastery.fields(["buildings", "cloister"])
        for item in members["buildings"].items(minimum=1, noun="buildings"):
            buildings.append(_building(letter, item, ids, marked_four_allowed))
        for item in members["cloister"].items(minimum=1, noun="cloister spaces"):
            spaces.append(_cloister_space(letter, item, ids, marked_four_allowed))
    by_id = {building.id: building for building in buildings}
    for space, adjacent in spaces:
        _check_adjacent(space.monastery, adjacent, by_id, ids)
    cloister = tuple(space for space, _ in spaces)
    return BoardSide(side_id, players, tuple(buildings), cloister)


def _players(side_id: str, field: Field) -> tuple[int, ...]:
    # With each side's players fixed, every player count 2-4 has exactly one side.
    players = tuple(item.integer(1) for item in field.items(minimum=1, noun="player counts"))
    expected = SIDE_PLAYERS[side_id]
    if players != expected:
        raise field.error(f"side '{side_id}' is for players {list(expected)}, not {list(players)}")
    return players


def _building(letter: str, field: Field, ids: Ids, four_allowed: bool) -> Building:
    parts = field.fields(["id", "kind"], ["four"])
    building_id = ids.claim(parts["id"])
    kind = parts["kind"].choice(BUILDING_KINDS, "building kind")
    return Building(building_id, letter, kind, _four(parts, four_allowed))


def _cloister_space(
    letter: str, field: Field, ids: Ids, four_allowed: bool
) -> tuple[CloisterSpace, list[Field]]:
    parts = field.fields(["id", "adjacent"], ["four"])
    space_id = ids.claim(parts["id"])
    adjacent = parts["adjacent"].items(minimum=1, noun="adjacent buildings")
    if len(adjacent) > 2:
        count = len(adjacent)
        raise parts["adjacent"].error(f"a cloister space touches 1 or 2 buildings, not {count}")
    names = tuple(item.text() for item in adjacent)
    return CloisterSpace(space_id, letter, names, _four(parts, four_allowed)), adjacent


def _four(parts: dict[str, Field], allowed: bool) -> bool:
    field = parts.get("four")
    if field is None:
        return False
    marked = field.boolean()
    if marked and not allowed:
        raise field.error("spaces marked '4' exist only on the side for 3 and 4 players")
    return marked


def _check_adjacent(
    monastery: str, adjacent: list[Field], by_id: dict[str, Building], ids: Ids
) -> None:
    seen: set[str] = set()
    for item in adjacent:
        name = item.text()
        building = by_id.get(name)
        if building is None:
            hint = " (it is a cloister space)" if name in ids else ""
            raise item.error(f"building '{name}' does not exist{hint}")
        if building.monastery != monastery:
            raise item.error(
                f"building '{name}' is in monastery {building.monastery}, not {monastery}"
            )
        if name in seen:
            raise item.error(f"building '{name}' is listed twice")
        seen.add(name)


# --------------------------------------------------------------------------- road.yaml


def _road(root: Field) -> tuple[RoadSpace, ...]:
    items = root.fields(["spaces"])["spaces"].items(minimum=2, noun="road spaces")
    spaces = tuple(_road_space(index, item) for index, item in enumerate(items))
    if spaces[0].bonus is not None:
        raise items[0].error("the first space carries no bonus")
    if spaces[-1].bonus != LAST_ROAD_BONUS:
        raise items[-1].error(f"the last space must carry the bonus {LAST_ROAD_BONUS}")
    for item, space in zip(items[:-1], spaces[:-1], strict=True):
        if space.bonus == LAST_ROAD_BONUS:
            raise item.error(f"only the last space may carry the bonus {LAST_ROAD_BONUS}")
    return spaces


def _road_space(index: int, field: Field) -> RoadSpace:
    parts = field.fields(["connects"], ["bonus"])
    connects = frozenset(monastery_letters(parts["connects"]))
    bonus = parts["bonus"].choice(ROAD_BONUSES, "bonus") if "bonus" in parts else None
    return RoadSpace(index, connects, bonus)


# --------------------------------------------------------------------------- actions.yaml


def _choices(field: Field) -> tuple[tuple[tuple[str, int], ...], ...]:
    return tuple(tokens_of(item) for item in field.items(minimum=1, noun="choices"))


def _trades(field: Field) -> tuple[Trade, ...]:
    return tuple(_trade(item) for item in field.items(minimum=1, noun="trades"))


def _trade(field: Field) -> Trade:
    parts = field.fields(["give", "get"])
    give = parts["give"].choice(TOKENS, "token")
    get = parts["get"].choice(TOKENS, "token")
    if give == get:
        raise field.error(f"a trade gives and gets the same token '{give}'")
    return Trade(give, get)


_PARAM_READERS: dict[str, Callable[[Field], object]] = {
    "tokens": tokens_of,
    "choices": _choices,
    "trades": _trades,
    "steps": lambda field: field.integer(1),
    "points": lambda field: field.integer(1),
    "discount": lambda field: field.integer(0),
}


def _actions(root: Field) -> dict[str, ActionDef]:
    columns = root.fields(["columns"])["columns"].fields(COLUMNS, noun="column")
    actions: dict[str, ActionDef] = {}
    for letter, column in columns.items():
        rows = column.fields(ACTION_ROWS, noun="row")
        for row, name in enumerate(ACTION_ROWS):
            action = _action(letter, row, rows[name])
            actions[action.key] = action
    return actions


def _action(column: str, row: int, field: Field) -> ActionDef:
    effect = Effect(field.member("effect").choice(tuple(Effect), "effect"))
    required, optional = _EFFECT_PARAMS[effect]
    parts = field.fields(("effect", *required), optional)
    params: dict[str, Any] = {
        name: _PARAM_READERS[name](value) for name, value in parts.items() if name != "effect"
    }
    return ActionDef(key=f"{column}{row}", column=column, row=row, effect=effect, **params)


# --------------------------------------------------------------------------- window.yaml


def _window(root: Field) -> tuple[tuple[WindowLine, ...], tuple[WindowLine, ...]]:
    parts = root.fields(["rows", "columns"])
    rows = parts["rows"].items(exactly=WINDOW_SIZE, noun="rows")
    columns = parts["columns"].items(exactly=WINDOW_SIZE, noun="columns")
    return tuple(map(_window_line, rows)), tuple(map(_window_line, columns))


def _window_line(field: Field) -> WindowLine:
    parts = field.fields(["bonus", "points"])
    bonus = parts["bonus"].fields((), ("tokens", "messenger"))
    if len(bonus) != 1:
        raise parts["bonus"].error("the bonus must have exactly one of 'tokens' or 'messenger'")
    tokens = tokens_of(bonus["tokens"]) if "tokens" in bonus else ()
    messenger = bonus["messenger"].integer(1) if "messenger" in bonus else 0
    return WindowLine(tokens, messenger, parts["points"].integer(0))


# --------------------------------------------------------------------------- missions.yaml


def _missions(root: Field) -> tuple[MissionCard, ...]:
    deck = root.fields(["missions"])["missions"]
    size = MISSIONS_PER_CATEGORY * len(MISSION_CATEGORIES)
    ids = Ids()
    cards = tuple(_mission(item, ids) for item in deck.items(exactly=size, noun="mission cards"))
    for category in MISSION_CATEGORIES:
        count = sum(card.category == category for card in cards)
        if count != MISSIONS_PER_CATEGORY:
            raise deck.error(
                f"expected {MISSIONS_PER_CATEGORY} mission cards of category {category}, "
                f"found {count}"
            )
    return cards


def _mission(field: Field, ids: Ids) -> MissionCard:
    category = field.member("category").choice(MISSION_CATEGORIES, "category")
    if category == "C":
        parts = field.fields(("id", "category", "condition", "at_least", "points"))
        return MissionCard(
            id=ids.claim(parts["id"]),
            category=category,
            points=(parts["points"].integer(0),),
            condition=parts["condition"].choice(MISSION_CONDITIONS, "condition"),
            at_least=parts["at_least"].integer(1),
        )
    parts = field.fields(("id", "category", "monastery", "areas", "points"))
    card_id = ids.claim(parts["id"])
    monastery = parts["monastery"].choice(MONASTERIES, "monastery")
    areas = parts["areas"].items(exactly=3, noun="areas")
    points = parts["points"].items(exactly=3, noun="points (year 1, 2, 3)")
    return MissionCard(
        id=card_id,
        category=category,
        points=tuple(item.integer(0) for item in points),
        monastery=monastery,
        areas=tuple(item.choice(MISSION_AREAS, "area") for item in areas),
    )


__all__ = ["DATA_ENV", "DataError", "data_dir", "load_edition"]
