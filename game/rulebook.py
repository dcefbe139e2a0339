"""The rules as the game shows them: data/texts/rules_<language>.md, by topic.

    # Title
    ## id: Topic title {icon}
    ### A heading inside the topic
    [R-ACT-2, R-ACT-3] {icon, icon} A paragraph, up to the next blank line.

Rule ids and icons are optional; icons are sprite names (sprites/<name>.svg) or die_1 … die_6.
Lines between <!-- and --> are notes for translators. `search` finds paragraphs holding every
word of a query, ignoring case and accents ("klöster" finds "Kloster" too).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from game.edition_loader import data_dir
from game.guard import FileRefused, Limits, read_text

TOPIC = re.compile(r"^##\s+(?P<id>[a-z_]+)\s*:\s*(?P<title>.*?)\s*(?:\{(?P<icon>[\w\s,]*)\})?\s*$")
PREFIX = re.compile(r"^\s*(?:\[(?P<rules>[A-Z0-9,\s-]*)\])?\s*(?:\{(?P<icons>[\w\s,]*)\})?\s*")
RULE_ID = re.compile(r"^R-[A-Z]+-\d+$")


class RulebookError(ValueError):
    """A rules file that does not follow the format; the message names the line."""


@dataclass(frozen=True, slots=True)
class Paragraph:
    text: str
    rules: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    heading: bool = False  # a "### heading" inside a topic


@dataclass(slots=True)
class Topic:
    id: str
    title: str
    icon: str = ""
    paragraphs: list[Paragraph] = field(default_factory=list)


@dataclass(slots=True)
class Rulebook:
    title: str
    topics: list[Topic]

    def topic_ids(self) -> list[str]:
        return [t.id for t in self.topics]

    def rule_ids(self) -> list[str]:
        return [r for t in self.topics for p in t.paragraphs for r in p.rules]

    def icons(self) -> set[str]:
        out = {t.icon for t in self.topics if t.icon}
        return out | {i for t in self.topics for p in t.paragraphs for i in p.icons}

    def find_rule(self, rule: str) -> tuple[int, int] | None:
        """(topic, paragraph) stating `rule`, or None."""
        for ti, topic in enumerate(self.topics):
            for pi, paragraph in enumerate(topic.paragraphs):
                if rule in paragraph.rules:
                    return ti, pi
        return None

    def search(self, query: str) -> list[tuple[int, int]]:
        """Every (topic, paragraph) whose text or rule ids hold every word of `query`."""
        words = query_words(query)
        if not words:
            return []
        found = []
        for ti, topic in enumerate(self.topics):
            for pi, paragraph in enumerate(topic.paragraphs):
                if paragraph.heading:
                    continue
                haystack = " ".join((fold(paragraph.text)[0], " ".join(paragraph.rules).lower()))
                if all(word in haystack for word in words):
                    found.append((ti, pi))
        return found


def fold(string: str) -> tuple[str, list[int]]:
    """`string` in lower case without accents ("Klöster" -> "kloster", "ß" -> "ss"), and for
    each folded character the index of the character it comes from."""
    out: list[str] = []
    where: list[int] = []
    for i, char in enumerate(string):
        plain = "".join(c for c in unicodedata.normalize("NFKD", char.casefold())
                        if not unicodedata.combining(c))
        for c in plain:
            out.append(c)
            where.append(i)
    return "".join(out), where


def query_words(query: str) -> list[str]:
    return [w for w in fold(query)[0].split() if w]


def matches(string: str, query: str) -> list[tuple[int, int]]:
    """(start, end) spans of `string` where a word of `query` occurs, ignoring case and accents;
    for drawing highlights."""
    folded, where = fold(string)
    spans = []
    for word in query_words(query):
        start = folded.find(word)
        while start >= 0:
            end = start + len(word)
            spans.append((where[start], where[end - 1] + 1))
            start = folded.find(word, end)
    spans.sort()
    merged: list[tuple[int, int]] = []
    for start, end in spans:
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def _names(raw: str | None) -> tuple[str, ...]:
    return tuple(part.strip() for part in (raw or "").split(",") if part.strip())


def _topic(line: str, where: str, topics: list[Topic]) -> Topic:
    """A topic's heading line: "## id: Title {icon}", its id not used before."""
    found = TOPIC.match(line)
    if found is None:
        raise RulebookError(f"{where}: a topic is written ## id: Title {{icon}}")
    if any(t.id == found.group("id") for t in topics):
        raise RulebookError(f"{where}: topic {found.group('id')!r} twice")
    return Topic(found.group("id"), found.group("title"), (found.group("icon") or "").strip())


def parse(source: str, name: str = "rules") -> Rulebook:
    """A rulebook from the text of a rules file; RulebookError names a line that is wrong."""
    source = re.sub(r"<!--.*?-->", lambda m: "\n" * m.group(0).count("\n"), source, flags=re.S)
    title = ""
    topics: list[Topic] = []
    lines: list[str] = []
    start = 0

    def close() -> None:
        if not lines:
            return
        body = " ".join(line.strip() for line in lines)
        lines.clear()
        if not topics:
            raise RulebookError(f"{name}:{start}: a paragraph before the first topic (## id: ...)")
        prefix = PREFIX.match(body)
        assert prefix is not None  # every part of PREFIX is optional: it matches any text
        rules = _names(prefix.group("rules"))
        for rule in rules:
            if not RULE_ID.match(rule):
                raise RulebookError(f"{name}:{start}: {rule!r} is not a rule id like R-ACT-3")
        text = body[prefix.end():].strip()
        if not text:
            raise RulebookError(f"{name}:{start}: a paragraph without text")
        topics[-1].paragraphs.append(Paragraph(text, rules, _names(prefix.group("icons"))))

    for number, raw in enumerate(source.splitlines(), start=1):
        line = raw.rstrip()
        if not line.strip():
            close()
            continue
        if line.startswith("### "):
            close()
            if not topics:
                raise RulebookError(f"{name}:{number}: a heading before the first topic")
            topics[-1].paragraphs.append(Paragraph(line[4:].strip(), heading=True))
        elif line.startswith("## "):
            close()
            topics.append(_topic(line, f"{name}:{number}", topics))
        elif line.startswith("# "):
            close()
            title = line[2:].strip()
        else:
            if not lines:
                start = number
            lines.append(line)
    close()
    if not topics:
        raise RulebookError(f"{name}: no topics")
    return Rulebook(title, topics)


def rules_path(language: str) -> Path:
    return Path(data_dir()) / "texts" / f"rules_{language}.md"


@lru_cache(maxsize=4)
def load(language: str) -> Rulebook:
    """The rulebook in `language`, in English when there is none in that language.
    RulebookError, in words, when it cannot be read."""
    path = rules_path(language)
    if not path.is_file():
        path = rules_path("en")
    try:
        return parse(read_text(path, Limits.TEXTS), path.name)
    except FileRefused as refused:
        raise RulebookError(str(refused)) from None
