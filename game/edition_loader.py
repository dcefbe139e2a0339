"""Build the `Edition` from the five YAML files in `data/`, refusing anything malformed.

Every file is read with PyYAML's safe loader only. The node tree is composed first so that each
value keeps its line number; every fault becomes a `DataError` whose message names the file, the
line, the key path and what is wrong, e.g.

    data/board.yaml, line 23, sides.two.monasteries.A.cloister[0].adjacent[1]: building 'A9' does
    not exist
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

import yaml
from yaml.constructor import ConstructorError, SafeConstructor
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from game.guard import FileRefused, GuardedLoader, Limits, read_text
from game.rules.edition import (
    ACTION_EFFECTS,
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
    MissionCard,
    RoadSpace,
    Trade,
    WindowLine,
)

_MAP_TAG = "tag:yaml.org,2002:map"
_SEQ_TAG = "tag:yaml.org,2002:seq"

SIDE_PLAYERS: dict[str, tuple[int, ...]] = {"two": (2,), "three_four": (3, 4)}
ACTION_ROWS = ("standard", "I", "II", "III")  # row index 0-3 in ActionDef.key
WINDOW_SIZE = 3
MISSION_CATEGORIES = ("A", "B", "C")
MISSIONS_PER_CATEGORY = 5
LAST_ROAD_BONUS = "personal_die"

# effect -> (required parameters, optional parameters)
_EFFECT_PARAMS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "send": ((), ("discount",)),
    "take": (("tokens",), ()),
    "take_one_of": (("choices",), ()),
    "exchange": (("trades",), ()),
    "messenger": (("steps",), ()),
    "points": (("points",), ()),
    "glass_from_chapel": ((), ()),
}


class DataError(Exception):
    """A data file is missing or malformed; the message is meant for a person to act on."""


# --------------------------------------------------------------------------- reading fields


class _Entry(NamedTuple):
    name: str
    key: _Field  # the key itself, for faults in the key
    value: _Field


@dataclass(frozen=True, slots=True)
class _Field:
    """One node of a data file, at a key path, with readers that refuse the wrong shape."""

    source: str  # the file, as shown to the person
    node: Node
    path: str
    line: int  # for a mapping member, the key's line

    def error(self, problem: str) -> DataError:
        where = f"{self.source}, line {self.line}"
        return DataError(f"{where}, {self.path}: {problem}" if self.path else f"{where}: {problem}")

    # ---- collections

    def entries(self) -> list[_Entry]:
        """The members of a mapping in file order; keys must be unique text."""
        if not (isinstance(self.node, MappingNode) and self.node.tag == _MAP_TAG):
            raise self.error(f"expected a mapping, got {self.describe()}")
        result: list[_Entry] = []
        lines: dict[str, int] = {}
        for key_node, value_node in self.node.value:
            line = key_node.start_mark.line + 1
            key = _Field(self.source, key_node, self.path, line).text()
            path = f"{self.path}.{key}" if self.path else key
            key_field = _Field(self.source, key_node, path, line)
            if key in lines:
                raise key_field.error(f"key '{key}' appears twice (first on line {lines[key]})")
            lines[key] = line
            result.append(_Entry(key, key_field, _Field(self.source, value_node, path, line)))
        return result

    def fields(
        self, required: Sequence[str], optional: Sequence[str] = (), noun: str = "field"
    ) -> dict[str, _Field]:
        """The members of a mapping that must have `required` and may have `optional` keys."""
        allowed = (*required, *optional)
        found: dict[str, _Field] = {}
        for entry in self.entries():
            if entry.name not in allowed:
                expected = ", ".join(allowed) or "none"
                raise entry.key.error(f"unknown {noun} '{entry.name}' (expected: {expected})")
            found[entry.name] = entry.value
        for name in required:
            if name not in found:
                raise self.error(f"{noun} '{name}' is missing")
        return found

    def member(self, name: str) -> _Field:
        """One required member of a mapping, before knowing which other keys are allowed."""
        for entry in self.entries():
            if entry.name == name:
                return entry.value
        raise self.error(f"field '{name}' is missing")

    def items(
        self, minimum: int = 0, exactly: int | None = None, noun: str = "entries"
    ) -> list[_Field]:
        """The items of a list, optionally with a required length."""
        if not (isinstance(self.node, SequenceNode) and self.node.tag == _SEQ_TAG):
            raise self.error(f"expected a list, got {self.describe()}")
        nodes = self.node.value
        if exactly is not None and len(nodes) != exactly:
            raise self.error(f"expected exactly {exactly} {noun}, found {len(nodes)}")
        if not nodes and minimum:
            raise self.error("must not be empty")
        if len(nodes) < minimum:
            raise self.error(f"expected at least {minimum} {noun}, found {len(nodes)}")
        return [
            _Field(self.source, node, f"{self.path}[{i}]", node.start_mark.line + 1)
            for i, node in enumerate(nodes)
        ]

    # ---- single values

    def text(self) -> str:
        value = self._typed(str, "text")
        if not value.strip():
            raise self.error("must not be empty")
        return value

    def integer(self, minimum: int) -> int:
        value = self._typed(int, "an integer")
        if value < minimum:
            raise self.error(f"must be at least {minimum}, got {value}")
        return value

    def boolean(self) -> bool:
        return self._typed(bool, "true or false")

    def choice(self, options: Sequence[str], what: str) -> str:
        value = self.text()
        if value not in options:
            raise self.error(f"unknown {what} '{value}' (expected one of: {', '.join(options)})")
        return value

    def _typed(self, kind: type, expected: str) -> Any:
        if isinstance(self.node, ScalarNode):
            value = _construct(self.node)
            if isinstance(value, kind) and (kind is bool or not isinstance(value, bool)):
                return value
        raise self.error(f"expected {expected}, got {self.describe()}")

    def describe(self) -> str:
        if isinstance(self.node, MappingNode):
            return "a mapping"
        if isinstance(self.node, SequenceNode):
            return "a list"
        value = _construct(self.node)
        if value is None:
            return "nothing"
        if isinstance(value, bool):
            return f"the boolean {str(value).lower()}"
        if isinstance(value, str):
            return f"the text {value!r}"
        if isinstance(value, int):
            return f"the integer {value}"
        if isinstance(value, float):
            return f"the number {value}"
        return f"the {type(value).__name__} {value!r}"


def _construct(node: Node) -> Any:
    return SafeConstructor().construct_object(node, deep=True)


class _Ids:
    """Ids that must be unique within one scope (a board side, the mission deck)."""

    def __init__(self) -> None:
        self._lines: dict[str, int] = {}

    def claim(self, field: _Field) -> str:
        name = field.text()
        if name in self._lines:
            raise field.error(f"duplicate id '{name}' (already used on line {self._lines[name]})")
        self._lines[name] = field.line
        return name

    def __contains__(self, name: object) -> bool:
        return name in self._lines


def _tokens(field: _Field) -> tuple[tuple[str, int], ...]:
    """A token bundle `{token: n}` with n >= 1, in file order."""
    entries = field.entries()
    if not entries:
        raise field.error("must name at least one token")
    return tuple((e.key.choice(TOKENS, "token"), e.value.integer(1)) for e in entries)


def _monastery_letters(field: _Field) -> tuple[str, ...]:
    letters: list[str] = []
    for item in field.items(minimum=1, noun="monasteries"):
        letter = item.choice(MONASTERIES, "monastery")
        if letter in letters:
            raise item.error(f"monastery '{letter}' is listed twice")
        letters.append(letter)
    return tuple(letters)


# --------------------------------------------------------------------------- files


def data_dir() -> Path:
    """The `data/` folder: inside the PyInstaller bundle when frozen, else beside `game/`."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "data"
    return Path(__file__).resolve().parent.parent / "data"


def load_edition(directory: Path | None = None) -> Edition:
    """Read, validate and build the edition from `directory` (default: `data_dir()`)."""
    folder = data_dir() if directory is None else Path(directory)
    rows, columns = _window(_read(folder, "window.yaml"))
    return Edition(
        sides=_board(_read(folder, "board.yaml")),
        road=_road(_read(folder, "road.yaml")),
        actions=_actions(_read(folder, "actions.yaml")),
        window_rows=rows,
        window_columns=columns,
        missions=_missions(_read(folder, "missions.yaml")),
    )


def _read(folder: Path, filename: str) -> _Field:
    """The root of one file, shown as `<folder name>/<file>` (e.g. `data/board.yaml`)."""
    source = f"{folder.name}/{filename}" if folder.name else filename
    try:
        text = read_text(folder / filename, Limits.EDITION)
    except FileRefused as refused:
        if refused.key == "missing":
            raise DataError(f"{source}: file not found") from None
        raise DataError(source + str(refused).removeprefix(filename)) from None
    node = _compose(source, text)
    return _Field(source, node, "", node.start_mark.line + 1)


def _compose(source: str, text: str) -> Node:
    loader = GuardedLoader(text, source)  # aliases, nesting and size capped while composing
    try:
        node = loader.get_single_node()
        if node is None:
            raise DataError(f"{source}: the file is empty")
        loader.construct_document(node)  # the safe constructor refuses python/* and other tags
        return node
    except FileRefused as refused:
        raise DataError(str(refused)) from None
    except yaml.YAMLError as exc:
        raise DataError(_yaml_message(source, exc)) from exc
    finally:
        loader.dispose()


def _yaml_message(source: str, exc: yaml.YAMLError) -> str:
    mark = getattr(exc, "problem_mark", None)
    where = f"{source}, line {mark.line + 1}" if mark else source
    problem = getattr(exc, "problem", None) or str(exc)
    if isinstance(exc, ConstructorError):
        return f"{where}: not plain YAML data: {problem}"
    context, context_mark = getattr(exc, "context", None), getattr(exc, "context_mark", None)
    if context and context_mark:
        problem += f" ({context} started on line {context_mark.line + 1})"
    return f"{where}: invalid YAML: {problem}"


# --------------------------------------------------------------------------- board.yaml


def _board(root: _Field) -> tuple[BoardSide, ...]:
    sides = root.fields(["sides"])["sides"].fields(tuple(SIDE_PLAYERS), noun="side")
    return tuple(_side(side_id, field) for side_id, field in sides.items())


def _side(side_id: str, field: _Field) -> BoardSide:
    parts = field.fields(["players", "monasteries"])
    players = _players(side_id, parts["players"])
    marked_four_allowed = {3, 4} <= set(players)
    monasteries = parts["monasteries"].fields(MONASTERIES, noun="monastery")
    ids = _Ids()
    buildings: list[Building] = []
    spaces: list[tuple[CloisterSpace, list[_Field]]] = []
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


def _players(side_id: str, field: _Field) -> tuple[int, ...]:
    # With each side's players fixed, every player count 2-4 has exactly one side.
    players = tuple(item.integer(1) for item in field.items(minimum=1, noun="player counts"))
    expected = SIDE_PLAYERS[side_id]
    if players != expected:
        raise field.error(f"side '{side_id}' is for players {list(expected)}, not {list(players)}")
    return players


def _building(letter: str, field: _Field, ids: _Ids, four_allowed: bool) -> Building:
    parts = field.fields(["id", "kind"], ["four"])
    building_id = ids.claim(parts["id"])
    kind = parts["kind"].choice(BUILDING_KINDS, "building kind")
    return Building(building_id, letter, kind, _four(parts, four_allowed))


def _cloister_space(
    letter: str, field: _Field, ids: _Ids, four_allowed: bool
) -> tuple[CloisterSpace, list[_Field]]:
    parts = field.fields(["id", "adjacent"], ["four"])
    space_id = ids.claim(parts["id"])
    adjacent = parts["adjacent"].items(minimum=1, noun="adjacent buildings")
    if len(adjacent) > 2:
        count = len(adjacent)
        raise parts["adjacent"].error(f"a cloister space touches 1 or 2 buildings, not {count}")
    names = tuple(item.text() for item in adjacent)
    return CloisterSpace(space_id, letter, names, _four(parts, four_allowed)), adjacent


def _four(parts: dict[str, _Field], allowed: bool) -> bool:
    field = parts.get("four")
    if field is None:
        return False
    marked = field.boolean()
    if marked and not allowed:
        raise field.error("spaces marked '4' exist only on the side for 3 and 4 players")
    return marked


def _check_adjacent(
    monastery: str, adjacent: list[_Field], by_id: dict[str, Building], ids: _Ids
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


def _road(root: _Field) -> tuple[RoadSpace, ...]:
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


def _road_space(index: int, field: _Field) -> RoadSpace:
    parts = field.fields(["connects"], ["bonus"])
    connects = frozenset(_monastery_letters(parts["connects"]))
    bonus = parts["bonus"].choice(ROAD_BONUSES, "bonus") if "bonus" in parts else None
    return RoadSpace(index, connects, bonus)


# --------------------------------------------------------------------------- actions.yaml


def _choices(field: _Field) -> tuple[tuple[tuple[str, int], ...], ...]:
    return tuple(_tokens(item) for item in field.items(minimum=1, noun="choices"))


def _trades(field: _Field) -> tuple[Trade, ...]:
    return tuple(_trade(item) for item in field.items(minimum=1, noun="trades"))


def _trade(field: _Field) -> Trade:
    parts = field.fields(["give", "get"])
    give = parts["give"].choice(TOKENS, "token")
    get = parts["get"].choice(TOKENS, "token")
    if give == get:
        raise field.error(f"a trade gives and gets the same token '{give}'")
    return Trade(give, get)


_PARAM_READERS: dict[str, Callable[[_Field], object]] = {
    "tokens": _tokens,
    "choices": _choices,
    "trades": _trades,
    "steps": lambda field: field.integer(1),
    "points": lambda field: field.integer(1),
    "discount": lambda field: field.integer(0),
}


def _actions(root: _Field) -> dict[str, ActionDef]:
    columns = root.fields(["columns"])["columns"].fields(COLUMNS, noun="column")
    actions: dict[str, ActionDef] = {}
    for letter, column in columns.items():
        rows = column.fields(ACTION_ROWS, noun="row")
        for row, name in enumerate(ACTION_ROWS):
            action = _action(letter, row, rows[name])
            actions[action.key] = action
    return actions


def _action(column: str, row: int, field: _Field) -> ActionDef:
    effect = field.member("effect").choice(ACTION_EFFECTS, "effect")
    required, optional = _EFFECT_PARAMS[effect]
    parts = field.fields(("effect", *required), optional)
    params: dict[str, Any] = {
        name: _PARAM_READERS[name](value) for name, value in parts.items() if name != "effect"
    }
    return ActionDef(key=f"{column}{row}", column=column, row=row, effect=effect, **params)


# --------------------------------------------------------------------------- window.yaml


def _window(root: _Field) -> tuple[tuple[WindowLine, ...], tuple[WindowLine, ...]]:
    parts = root.fields(["rows", "columns"])
    rows = parts["rows"].items(exactly=WINDOW_SIZE, noun="rows")
    columns = parts["columns"].items(exactly=WINDOW_SIZE, noun="columns")
    return tuple(map(_window_line, rows)), tuple(map(_window_line, columns))


def _window_line(field: _Field) -> WindowLine:
    parts = field.fields(["bonus", "points"])
    bonus = parts["bonus"].fields((), ("tokens", "messenger"))
    if len(bonus) != 1:
        raise parts["bonus"].error("the bonus must have exactly one of 'tokens' or 'messenger'")
    tokens = _tokens(bonus["tokens"]) if "tokens" in bonus else ()
    messenger = bonus["messenger"].integer(1) if "messenger" in bonus else 0
    return WindowLine(tokens, messenger, parts["points"].integer(0))


# --------------------------------------------------------------------------- missions.yaml


def _missions(root: _Field) -> tuple[MissionCard, ...]:
    deck = root.fields(["missions"])["missions"]
    size = MISSIONS_PER_CATEGORY * len(MISSION_CATEGORIES)
    ids = _Ids()
    cards = tuple(_mission(item, ids) for item in deck.items(exactly=size, noun="mission cards"))
    for category in MISSION_CATEGORIES:
        count = sum(card.category == category for card in cards)
        if count != MISSIONS_PER_CATEGORY:
            raise deck.error(
                f"expected {MISSIONS_PER_CATEGORY} mission cards of category {category}, "
                f"found {count}"
            )
    return cards


def _mission(field: _Field, ids: _Ids) -> MissionCard:
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
