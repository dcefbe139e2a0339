"""The rules reference, data/rules/RULES.md, and the rule ids cited around it: every id cited
in the code, the data or the tests is defined there, every id defined there is cited by a test,
and no file points outside the repository."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import rulebook

REPO = Path(__file__).resolve().parent.parent
REFERENCE = REPO / "data" / "rules" / "RULES.md"
DEFINITION = re.compile(r"^- \*\*(R-[A-Z]+-\d+)\*\* ", re.MULTILINE)
# R-ACT-3, R-ROAD-4a (part (a) of R-ROAD-4), R-ACT-* (the whole section)
CITATION = re.compile(r"\bR-([A-Z]+)-(?:(\d+)([a-z]?)\b|\*)")
TEXT_SUFFIXES = {".py", ".md", ".yaml", ".toml", ".spec", ".sh", ".txt", ".json"}
SKIPPED = {".git", ".hypothesis", ".pytest_cache", ".ruff_cache", "__pycache__", "build", "dist",
           "monasterium.egg-info"}
# Defined for the two rule corrections; their tests still cite R-ACT-3 and R-ACT-8. Empty this
# set when a test cites them (the check below fails until then, and again if it goes stale).
NOT_YET_CITED: set[str] = set()


def definitions() -> dict[str, str]:
    """Rule id -> its definition's text (up to the next definition or heading)."""
    text = REFERENCE.read_text(encoding="utf-8")
    found: dict[str, str] = {}
    matches = list(DEFINITION.finditer(text))
    for match, following in zip(matches, [*matches[1:], None], strict=True):
        end = following.start() if following else len(text)
        body = text[match.end():end].split("\n#", 1)[0]
        assert match.group(1) not in found, f"{match.group(1)} is defined twice"
        found[match.group(1)] = body
    return found


def files(*tops: str) -> list[Path]:
    """The text files under the given folders (or the given files) of the repository."""
    result = []
    for top in tops:
        path = REPO / top
        candidates = [path] if path.is_file() else sorted(path.rglob("*"))
        result += [p for p in candidates if p.is_file()
                   and (p.suffix in TEXT_SUFFIXES or p == path)  # a file named is read as text
                   and not SKIPPED & set(p.relative_to(REPO).parts)]
    return result


def citations(paths: list[Path]) -> dict[str, set[str]]:
    """Cited id (or section prefix ending in '-*', or id with a part letter) -> where cited."""
    cited: dict[str, set[str]] = {}
    for path in paths:
        if path == REFERENCE:
            continue
        for match in CITATION.finditer(path.read_text(encoding="utf-8", errors="replace")):
            where = str(path.relative_to(REPO))
            cited.setdefault(match.group(0), set()).add(where)
    return cited


def undefined(cited: str, defined: dict[str, str]) -> bool:
    section, number, part = CITATION.fullmatch(cited).groups()
    if number is None:
        return not any(rule.startswith(f"R-{section}-") for rule in defined)
    body = defined.get(f"R-{section}-{number}")
    return body is None or bool(part and f"({part})" not in body)


def test_the_reference_defines_each_id_once_section_by_section() -> None:
    defined = definitions()
    assert len(defined) >= 89
    by_section: dict[str, list[int]] = {}
    for rule in defined:
        section, number = rule.rsplit("-", 1)
        by_section.setdefault(section, []).append(int(number))
    for section, numbers in by_section.items():  # never renumbered: 1, 2, 3 ... in order
        assert numbers == list(range(1, len(numbers) + 1)), section


def test_every_cited_id_is_defined() -> None:
    defined = definitions()
    cited = citations(files("game", "tests", "data", "tools", "README.md", "build.spec"))
    assert cited, "no rule id found: the scan is broken"
    missing = {rule: sorted(where) for rule, where in cited.items() if undefined(rule, defined)}
    assert not missing, f"cited but not defined in data/rules/RULES.md: {missing}"


def test_every_defined_id_is_cited_by_a_test() -> None:
    own = Path(__file__).resolve()  # naming an id here tests nothing about it
    cited = citations([p for p in files("tests") if p != own])
    tested = {re.sub(r"[a-z]$", "", rule) for rule in cited if not rule.endswith("*")}
    uncited = set(definitions()) - tested
    assert uncited == NOT_YET_CITED, (
        f"defined but cited by no test: {sorted(uncited - NOT_YET_CITED)}; "
        f"now cited, remove from NOT_YET_CITED: {sorted(NOT_YET_CITED - uncited)}")


@pytest.mark.parametrize("language", ["en", "it", "de"])
def test_the_players_rules_cite_only_defined_ids(language: str) -> None:
    book = rulebook.parse((REPO / "data" / "texts" / f"rules_{language}.md").read_text("utf-8"))
    ids = book.rule_ids()
    assert len(ids) > 50
    assert set(ids) <= set(definitions()), sorted(set(ids) - set(definitions()))


def test_the_corrections_have_their_own_ids() -> None:
    defined = definitions()
    assert "deve prendere prima tutti i propri" in defined["R-ACT-10"]
    assert "rinunciare" in defined["R-ACT-11"]


OUTSIDE = re.compile(r"\.\./shared|shared/rules|/work/|regolamento-it|anleitung-de|"
                     r"(?<!data/rules/)RULES\.md")


def test_no_file_points_outside_the_repository() -> None:
    own = Path(__file__).resolve()
    found = []
    for path in files("game", "tests", "data", "tools", "sprites", "README.md", "build.spec",
                      "pyproject.toml", ".ci/run", ".gitignore"):
        if path == own:
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        for number, line in enumerate(text.splitlines(), 1):
            if OUTSIDE.search(line):
                found.append(f"{path.relative_to(REPO)}:{number}: {line.strip()}")
    assert not found, "\n".join(found)
