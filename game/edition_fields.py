"""The parts of reading an edition file that keep every value's place: a `Field` is a YAML node
with its file, line and key path, so that each fault becomes a `DataError` naming them.
Files are read through the guarded reader (game/guard.py) and PyYAML's safe loader only."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

import yaml
from yaml.constructor import ConstructorError, SafeConstructor
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from game.guard import FileRefused, GuardedLoader, Limits, read_text
from game.rules.edition import MONASTERIES, TOKENS

_MAP_TAG = "tag:yaml.org,2002:map"
_SEQ_TAG = "tag:yaml.org,2002:seq"


class DataError(Exception):
    """A data file is missing or malformed; the message is meant for a person to act on."""


# --------------------------------------------------------------------------- reading fields


class Entry(NamedTuple):
    name: str
    key: Field  # the key itself, for faults in the key
    value: Field


@dataclass(frozen=True, slots=True)
class Field:
    """One node of a data file, at a key path, with readers that refuse the wrong shape."""

    source: str  # the file, as shown to the person
    node: Node
    path: str
    line: int  # for a mapping member, the key's line

    def error(self, problem: str) -> DataError:
        where = f"{self.source}, line {self.line}"
        return DataError(f"{where}, {self.path}: {problem}" if self.path else f"{where}: {problem}")

    # ---- collections

    def entries(self) -> list[Entry]:
        """The members of a mapping in file order; keys must be unique text."""
        if not (isinstance(self.node, MappingNode) and self.node.tag == _MAP_TAG):
            raise self.error(f"expected a mapping, got {self.describe()}")
        result: list[Entry] = []
        lines: dict[str, int] = {}
        for key_node, value_node in self.node.value:
            line = key_node.start_mark.line + 1
            key = Field(self.source, key_node, self.path, line).text()
            path = f"{self.path}.{key}" if self.path else key
            key_field = Field(self.source, key_node, path, line)
            if key in lines:
                raise key_field.error(f"key '{key}' appears twice (first on line {lines[key]})")
            lines[key] = line
            result.append(Entry(key, key_field, Field(self.source, value_node, path, line)))
        return result

    def fields(
        self, required: Sequence[str], optional: Sequence[str] = (), noun: str = "field"
    ) -> dict[str, Field]:
        """The members of a mapping that must have `required` and may have `optional` keys."""
        allowed = (*required, *optional)
        found: dict[str, Field] = {}
        for entry in self.entries():
            if entry.name not in allowed:
                expected = ", ".join(allowed) or "none"
                raise entry.key.error(f"unknown {noun} '{entry.name}' (expected: {expected})")
            found[entry.name] = entry.value
        for name in required:
            if name not in found:
                raise self.error(f"{noun} '{name}' is missing")
        return found

    def member(self, name: str) -> Field:
        """One required member of a mapping, before knowing which other keys are allowed."""
        for entry in self.entries():
            if entry.name == name:
                return entry.value
        raise self.error(f"field '{name}' is missing")

    def items(
        self, minimum: int = 0, exactly: int | None = None, noun: str = "entries"
    ) -> list[Field]:
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
            Field(self.source, node, f"{self.path}[{i}]", node.start_mark.line + 1)
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


class Ids:
    """Ids that must be unique within one scope (a board side, the mission deck)."""

    def __init__(self) -> None:
        self._lines: dict[str, int] = {}

    def claim(self, field: Field) -> str:
        name = field.text()
        if name in self._lines:
            raise field.error(f"duplicate id '{name}' (already used on line {self._lines[name]})")
        self._lines[name] = field.line
        return name

    def __contains__(self, name: object) -> bool:
        return name in self._lines


def tokens_of(field: Field) -> tuple[tuple[str, int], ...]:
    """A token bundle `{token: n}` with n >= 1, in file order."""
    entries = field.entries()
    if not entries:
        raise field.error("must name at least one token")
    return tuple((e.key.choice(TOKENS, "token"), e.value.integer(1)) for e in entries)


def monastery_letters(field: Field) -> tuple[str, ...]:
    letters: list[str] = []
    for item in field.items(minimum=1, noun="monasteries"):
        letter = item.choice(MONASTERIES, "monastery")
        if letter in letters:
            raise item.error(f"monastery '{letter}' is listed twice")
        letters.append(letter)
    return tuple(letters)


# --------------------------------------------------------------------------- files


def read_file(folder: Path, filename: str) -> Field:
    """The root of one file, shown as `<folder name>/<file>` (e.g. `data/board.yaml`)."""
    source = f"{folder.name}/{filename}" if folder.name else filename
    try:
        text = read_text(folder / filename, Limits.EDITION)
    except FileRefused as refused:
        if refused.key == "missing":
            raise DataError(f"{source}: file not found") from None
        raise DataError(source + str(refused).removeprefix(filename)) from None
    node = _compose(source, text)
    return Field(source, node, "", node.start_mark.line + 1)


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
