"""Section 12 of the rules reference describes the board, the road, the mission cards and the
window as shipped in data/: the tables there and the data the game reads say the same, so neither
can change alone. Both are what ships, so these tests read data/ (`shipped_edition`), not the
tests' own edition: a player who corrects data/*.yaml corrects the reference with it."""

from __future__ import annotations

import re

import pytest

from tests.test_rule_reference import REFERENCE

BONUS = {"—": None, "(a) action": "action", "(b) Influence or Rosary": "influence_or_rosary",
         "(c) Soup or an exchange": "soup_or_exchange", "(d) stained-glass tile": "glass",
         "(e) personal die": "personal_die"}
HEADERS = ("Monastery", "Space", "Card", "Line")  # the first cell of a table's header row


def section(heading: str) -> str:
    text = REFERENCE.read_text(encoding="utf-8")
    start = text.index(heading)
    end = text.find("\n### ", start + len(heading))
    return text[start:end if end >= 0 else len(text)]


def rows(block: str) -> list[list[str]]:
    """The cells of every table row below a header line (separator and header left out)."""
    out = []
    for line in block.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and not set(line) <= set("|- ") and cells[0] not in HEADERS:
            out.append(cells)
    return out


def board_tables() -> list[list[list[str]]]:
    """The two board tables of 12.1: the side for 2 players, then the side for 3 and 4."""
    tables: list[list[list[str]]] = []
    for block in section("### 12.1").split("\nSide for ")[1:]:
        tables.append(rows(block))
    return tables


def described_side(table: list[list[str]]) -> tuple[set, set]:
    buildings, cloister = set(), set()
    for monastery, built, spaces in table:
        for item in built.split(", "):
            match = re.fullmatch(r"(\w+) ([a-z ]+?)( \(4\))?", item)
            assert match, f"12.1 {monastery}: cannot read the building {item!r}"
            buildings.add((match[1], monastery, match[2].replace(" ", "_"), bool(match[3])))
        for item in spaces.split(", "):
            match = re.fullmatch(r"(\w+)→([\w+]+)( \(4\))?", item)
            assert match, f"12.1 {monastery}: cannot read the cloister space {item!r}"
            cloister.add((match[1], monastery, tuple(match[2].split("+")), bool(match[3])))
    return buildings, cloister


@pytest.mark.parametrize("index, players", [(0, (2,)), (1, (3, 4))])
def test_the_board_tables_are_the_shipped_board(index, players, shipped_edition):
    side = next(s for s in shipped_edition.sides if tuple(s.players) == players)
    buildings, cloister = described_side(board_tables()[index])
    assert buildings == {(b.id, b.monastery, b.kind, b.four) for b in side.buildings}
    assert cloister == {(c.id, c.monastery, tuple(c.adjacent), c.four) for c in side.cloister}


def test_the_road_table_is_the_shipped_road(shipped_edition):
    described = [(int(n), frozenset(where.split(", ")), BONUS[bonus])
                 for n, where, bonus in rows(section("### 12.2"))]
    shipped = [(s.index + 1, s.connects, s.bonus) for s in shipped_edition.road]
    assert described == shipped


def test_a_table_that_differs_from_the_data_is_caught(shipped_edition):
    """The check itself: one building's kind changed in the text no longer matches."""
    table = [list(row) for row in board_tables()[0]]
    table[0][1] = table[0][1].replace("A1 secular", "A1 workshop", 1)
    side = next(s for s in shipped_edition.sides if tuple(s.players) == (2,))
    buildings, _ = described_side(table)
    assert buildings != {(b.id, b.monastery, b.kind, b.four) for b in side.buildings}


def test_the_mission_tables_are_the_shipped_cards(shipped_edition):
    cards = {m.id: m for m in shipped_edition.missions}
    described = rows(section("### 12.3"))
    assert sorted(row[0] for row in described) == sorted(cards)
    for row in described:
        card = cards[row[0]]
        if card.category == "C":  # the condition in words names the number it needs
            assert int(re.search(r"\d+", row[1])[0]) == card.at_least, row
            assert (int(row[2]),) == card.points, row
            continue
        areas = tuple("monastery" if a == "anywhere" else a for a in row[2].split(", "))
        assert (row[1], areas) == (card.monastery, card.areas), row
        assert tuple(int(n) for n in row[3].split(" / ")) == card.points, row


def test_the_window_table_is_the_shipped_window(shipped_edition):
    lines = [*shipped_edition.window_rows, *shipped_edition.window_columns]
    described = rows(section("### 12.4"))
    assert len(described) == len(lines) == 6
    for (_, bonus, points), line in zip(described, lines, strict=True):
        if bonus.startswith("messenger"):
            shipped = f"messenger {line.messenger} spaces"
        else:
            shipped = ", ".join(f"{n} {kind.capitalize()}" for kind, n in line.tokens)
        assert (bonus, int(points)) == (shipped, line.points)
