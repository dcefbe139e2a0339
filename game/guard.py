"""The one guarded way in for every file the program reads: saves, records, settings, the
edition, texts and rules. Limits on size, nesting, numbers, strings and node count come before
any parsing, so a crafted file is refused quickly, in words, and is never changed.

    raw = read_json(path, Limits.SAVE)          # dict/list/str/int/float/bool/None
    text = read_text(path, Limits.EDITION)      # checked UTF-8 (a BOM is accepted)
    node = compose_yaml(text, "road.yaml")      # a YAML node tree, aliases capped

A refusal is a `FileRefused` carrying a text key and values, so the caller can say it in the
player's language (`file_error.<key>` in data/texts); `str()` gives the English line. This
module needs nothing else of the program, so every loader, the texts' own included, can use it.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

import yaml
from yaml.composer import Composer
from yaml.events import AliasEvent


@dataclass(frozen=True, slots=True)
class Limits:
    size: int  # bytes
    depth: int = 32  # nesting of lists and maps
    nodes: int = 100_000  # values of any kind
    string: int = 10_000  # characters in one string
    digits: int = 18  # digits of one number
    aliases: int = 16  # YAML aliases (and merge keys, which are aliases)

    SAVE: ClassVar[Limits]
    SETTINGS: ClassVar[Limits]
    EDITION: ClassVar[Limits]
    TEXTS: ClassVar[Limits]


Limits.SAVE = Limits(size=2_000_000, digits=20)  # an online table's seed has up to 19
Limits.SETTINGS = Limits(size=64_000, nodes=1_000, string=1_000)
Limits.EDITION = Limits(size=1_000_000, nodes=50_000)
# a language file has no aliases: a text is written where it is used (and a self-referencing
# alias, `rec: &r {x: *r}`, would make a structure without end)
Limits.TEXTS = Limits(size=2_000_000, string=20_000, aliases=0)

MESSAGES = {
    "too_big": "{file}: the file is too big ({size} bytes; at most {limit})",
    "unreadable": "{file}: the file cannot be read",
    "missing": "{file}: the file is not there",
    "not_a_file": "{file}: not a regular file",
    "encoding": "{file}, line {line}: a byte that is not UTF-8 text",
    "nul": "{file}, line {line}: a NUL character in the text",
    "too_deep": "{file}, line {line}: nested more than {limit} levels deep",
    "too_many": "{file}: more than {limit} values",
    "long_string": "{file}, line {line}: a text longer than {limit} characters",
    "long_number": "{file}, line {line}: a number longer than {limit} digits",
    "not_a_number": "{file}: {value} is not a number",
    "aliases": "{file}, line {line}: more than {limit} YAML aliases or merge keys",
    "no_aliases": "{file}, line {line}: a YAML alias or merge key, which this file may not have",
    "syntax": "{file}, line {line}: not valid {kind} ({problem})",
}


class FileRefused(ValueError):
    """A file refused by a limit or by its syntax; `key` and `values` say why."""

    def __init__(self, key: str, **values: Any) -> None:
        self.key = key
        self.values = values
        super().__init__(MESSAGES[key].format(**values))


def read_bytes(path: Path, limits: Limits) -> bytes:
    """The file's bytes, refused before reading when it is too big or not a regular file."""
    name = path.name
    try:
        if not path.is_file():
            raise FileRefused("missing" if not path.exists() else "not_a_file", file=name)
        size = path.stat().st_size
        if size > limits.size:
            raise FileRefused("too_big", file=name, size=size, limit=limits.size)
        with path.open("rb") as handle:
            data = handle.read(limits.size + 1)
    except OSError:
        raise FileRefused("unreadable", file=name) from None
    if len(data) > limits.size:  # grew while we looked
        raise FileRefused("too_big", file=name, size=len(data), limit=limits.size)
    return data


def decode(data: bytes, name: str) -> str:
    """UTF-8 text (a byte-order mark, as Notepad writes, is dropped); no NUL characters."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise FileRefused("encoding", file=name, line=_line_of(data, error.start)) from None
    nul = text.find("\0")
    if nul >= 0:
        raise FileRefused("nul", file=name, line=text.count("\n", 0, nul) + 1)
    return text


def read_text(path: Path, limits: Limits) -> str:
    return decode(read_bytes(path, limits), path.name)


def _line_of(data: bytes | str, offset: int) -> int:
    if isinstance(data, bytes):
        return data.count(b"\n", 0, offset) + 1
    return data.count("\n", 0, offset) + 1


# ------------------------------------------------------------------ JSON

_JSON_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)


def parse_json(text: str, name: str, limits: Limits) -> Any:
    """JSON within the limits; FileRefused otherwise (never RecursionError or a huge int)."""
    _check_json_shape(text, name, limits)
    try:
        value = json.loads(text, parse_constant=_no_constant(name),
                           parse_int=_number(name, limits, int),
                           parse_float=_number(name, limits, float))
    except json.JSONDecodeError as error:
        raise FileRefused("syntax", file=name, line=error.lineno, kind="JSON",
                          problem=error.msg) from None
    _count_nodes(value, name, limits)
    return value


def read_json(path: Path, limits: Limits) -> Any:
    return parse_json(read_text(path, limits), path.name, limits)


def _check_json_shape(text: str, name: str, limits: Limits) -> None:
    """Depth, string length and (cheaply, an upper bound) the number of values, looked at
    before the parser can recurse or copy. Only what lies outside strings counts: a string may
    hold any number of commas (a campaign's summary sent as one string is JSON itself)."""
    depth = separators = last = 0
    for match in _JSON_STRING.finditer(text):
        depth = _deepest(text, last, match.start(), depth, name, limits)
        separators += _separators(text, last, match.start(), name, limits, separators)
        if match.end() - match.start() - 2 > limits.string:
            raise FileRefused("long_string", file=name, line=_line_of(text, match.start()),
                              limit=limits.string)
        last = match.end()
    _deepest(text, last, len(text), depth, name, limits)
    _separators(text, last, len(text), name, limits, separators)


def _separators(text: str, start: int, end: int, name: str, limits: Limits, before: int) -> int:
    """The commas and colons of text[start:end]; refused once, with the `before` counted
    already, there are more than two for each value the limit allows."""
    count = text.count(",", start, end) + text.count(":", start, end)
    if before + count > 2 * limits.nodes:
        raise FileRefused("too_many", file=name, limit=limits.nodes)
    return count


def _deepest(text: str, start: int, end: int, depth: int, name: str, limits: Limits) -> int:
    """The nesting depth after text[start:end] (outside strings); refused past the limit, as
    is a number with too many digits."""
    chunk = text[start:end]
    long = re.search(r"\d{" + str(limits.digits + 1) + ",}", chunk)
    if long:
        raise FileRefused("long_number", file=name, line=_line_of(text, start + long.start()),
                          limit=limits.digits)
    if "[" not in chunk and "{" not in chunk:
        return depth - chunk.count("]") - chunk.count("}")
    for i, char in enumerate(chunk):
        if char in "[{":
            depth += 1
            if depth > limits.depth:
                raise FileRefused("too_deep", file=name, line=_line_of(text, start + i),
                                  limit=limits.depth)
        elif char in "]}":
            depth -= 1
    return depth


def _no_constant(name: str):
    def refuse(value: str):
        raise FileRefused("not_a_number", file=name, value=value)
    return refuse


def _number(name: str, limits: Limits, kind: type):
    def convert(text: str):
        if sum(c.isdigit() for c in text) > limits.digits:
            raise FileRefused("long_number", file=name, line="?", limit=limits.digits)  # exponent
        value = kind(text)
        if kind is float and not math.isfinite(value):
            raise FileRefused("not_a_number", file=name, value=text)
        return value
    return convert


def _count_nodes(value: Any, name: str, limits: Limits) -> None:
    count = 0
    todo = [value]
    while todo:
        item = todo.pop()
        count += 1
        if count > limits.nodes:
            raise FileRefused("too_many", file=name, limit=limits.nodes)
        if isinstance(item, dict):
            todo.extend(item.values())
        elif isinstance(item, list):
            todo.extend(item)


# ------------------------------------------------------------------ YAML

class GuardedLoader(yaml.SafeLoader):
    """A safe loader that counts aliases and nesting while it composes the node tree."""

    def __init__(self, text: str, name: str, limits: Limits = Limits.EDITION) -> None:
        super().__init__(text)
        self.guard_name = name
        self.guard_limits = limits
        self.guard_depth = 0
        self.guard_aliases = 0
        self.guard_nodes = 0
        self.guard_sizes: dict[int, int] = {}

    def compose_node(self, parent, index):
        event = self.peek_event()
        line = event.start_mark.line + 1
        limits = self.guard_limits
        if isinstance(event, AliasEvent):
            self.guard_aliases += 1
            if limits.aliases == 0:
                raise FileRefused("no_aliases", file=self.guard_name, line=line)
            if self.guard_aliases > limits.aliases:
                raise FileRefused("aliases", file=self.guard_name, line=line,
                                  limit=limits.aliases)
            target = self.anchors.get(event.anchor)
            # what the alias expands to counts as if written out, so bombs stay small
            self.guard_nodes += _size(target, self.guard_sizes) if target is not None else 0
        self.guard_nodes += 1
        if self.guard_nodes > limits.nodes:
            raise FileRefused("too_many", file=self.guard_name, limit=limits.nodes)
        self.guard_depth += 1
        if self.guard_depth > limits.depth:
            raise FileRefused("too_deep", file=self.guard_name, line=line, limit=limits.depth)
        try:
            node = Composer.compose_node(self, parent, index)
        finally:
            self.guard_depth -= 1
        if isinstance(node, yaml.ScalarNode):
            _check_scalar(node, self.guard_name, limits)
        return node


def _size(node, sizes: dict[int, int]) -> int:
    """Nodes in a subtree as written out (aliases expanded), remembered per node."""
    if id(node) not in sizes:
        if isinstance(node, yaml.SequenceNode):
            children = node.value
        elif isinstance(node, yaml.MappingNode):
            children = [n for pair in node.value for n in pair]
        else:
            children = []
        sizes[id(node)] = 1 + sum(_size(c, sizes) for c in children)
    return sizes[id(node)]


def compose_yaml(text: str, name: str, limits: Limits):
    """The single document's node tree (None for an empty file); FileRefused for a syntax
    error or a limit passed."""
    loader = GuardedLoader(text, name, limits)
    try:
        node = loader.get_single_node()
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        raise FileRefused("syntax", file=name, line=mark.line + 1 if mark else "?",
                          kind="YAML", problem=error.problem or "") from None
    except yaml.YAMLError as error:
        raise FileRefused("syntax", file=name, line="?", kind="YAML",
                          problem=_one_line(str(error))) from None
    finally:
        loader.dispose()
    return node


_YAML_INT = "tag:yaml.org,2002:int"


def _check_scalar(node: yaml.ScalarNode, name: str, limits: Limits) -> None:
    line = node.start_mark.line + 1
    if len(node.value) > limits.string:
        raise FileRefused("long_string", file=name, line=line, limit=limits.string)
    if node.tag == _YAML_INT and sum(c.isdigit() for c in node.value) > limits.digits:
        raise FileRefused("long_number", file=name, line=line, limit=limits.digits)


def _one_line(problem: str) -> str:
    return " ".join(problem.split())[:120]


def load_yaml(text: str, name: str, limits: Limits) -> Any:
    """Plain Python values of a YAML document, through the guarded composer."""
    node = compose_yaml(text, name, limits)
    if node is None:
        return None
    loader = yaml.SafeLoader("")
    try:
        return loader.construct_document(node)
    except yaml.MarkedYAMLError as error:  # a tag the safe loader does not know
        mark = error.problem_mark
        raise FileRefused("syntax", file=name, line=mark.line + 1 if mark else "?",
                          kind="YAML", problem=_one_line(error.problem or "")) from None
    finally:
        loader.dispose()
