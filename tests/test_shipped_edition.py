"""The shipped edition (data/*.yaml): it loads, keeps what the rule texts fix, and full games end
on it. Everything else runs on the tests' own copy (tests/fixtures/edition), and this file shows
that correcting data/ from a printed copy of the game breaks none of the tests that play that
copy or replay recorded games (the slow test at the end reruns them where data/ is corrected)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path
from xml.etree import ElementTree

import pytest
import yaml

from game import edition_loader
from game.ai.random_bot import RandomBot
from game.edition_loader import load_edition
from game.rules.edition import BUILDING_KINDS, MONASTERIES, ActionDef, Edition
from game.rules.engine import Game, Setup
from game.rules.invariants import violations
from tests import scenario

REPO = Path(__file__).resolve().parent.parent
EDITION_FILES = ("board.yaml", "road.yaml", "actions.yaml", "window.yaml", "missions.yaml")


@pytest.fixture(scope="module")
def shipped(shipped_edition: Edition) -> Edition:
    return shipped_edition


def test_shipped_board_keeps_what_the_rules_fix(shipped: Edition) -> None:
    # R-COMP-1, R-COMP-3, R-SETUP-1, R-CLO-1
    assert [side.players for side in shipped.sides] == [(2,), (3, 4)]
    for side in shipped.sides:
        for letter in MONASTERIES:
            kinds = {b.kind for b in side.buildings if b.monastery == letter}
            spaces = [s for s in side.cloister if s.monastery == letter]
            assert kinds == set(BUILDING_KINDS), (side.id, letter)
            own = {b.id for b in side.buildings if b.monastery == letter}
            assert spaces and all(set(s.adjacent) <= own for s in spaces), (side.id, letter)
    marked = [b for b in shipped.side_for(3).buildings if b.four]
    assert marked and not any(b.four for b in shipped.side_for(2).buildings)


def test_shipped_road_window_and_missions_keep_what_the_rules_fix(shipped: Edition) -> None:
    # R-ROAD-5: the personal die on the last space only; R-GLASS-6, R-GLASS-7, R-MISS-3
    assert shipped.road[0].bonus is None and shipped.road[-1].bonus == "personal_die"
    assert [s.bonus for s in shipped.road].count("personal_die") == 1
    assert [line.tokens for line in shipped.window_rows[:2]] == [(("influence", 1),),
                                                                 (("rosary", 1),)]
    assert shipped.window_rows[2].messenger == 2
    assert [line.tokens for line in shipped.window_columns] == [
        (("soup", 1),), (("tool", 1),), (("book", 1),)]
    assert shipped.window_columns[2].points == 4
    assert {line.points for line in shipped.window_rows} == {5}
    fixed = {(c.condition, c.at_least) for c in shipped.missions if c.category == "C"}
    assert fixed == {("novices_sent", 12), ("common_rooms", 3), ("cloister_spaces", 6),
                     ("window_monasteries", 5), ("personal_dice", 3)}


def test_shipped_actions_are_the_rulebooks(shipped: Edition) -> None:
    # R-STD-1..5 by column; R-ROWIII-1 everywhere; R-ROWI-*, R-ROWII-*: the rulebook's actions
    standard = [shipped.actions[f"{c}0"] for c in "ABCDE"]
    assert [a.effect for a in standard] == ["send", "take", "take", "take", "messenger"]
    assert [a.tokens for a in standard[1:4]] == [(("soup", 1),), (("influence", 1),),
                                                 (("rosary", 1),)]
    assert all(shipped.actions[f"{c}3"].effect == "glass_from_chapel" for c in "ABCDE")
    row_one = sorted(_effect(shipped.actions[f"{c}1"]) for c in "ABCDE")
    assert row_one == sorted(["messenger 1", "take rosary", "take soup", "take influence",
                              "exchange"])
    row_two = sorted(_effect(shipped.actions[f"{c}2"]) for c in "ABCDE")
    assert row_two == sorted(["take tool", "send 1", "take_one_of", "messenger 2", "points 3"])


def _effect(action: ActionDef) -> str:
    detail = {"messenger": action.steps, "points": action.points, "send": action.discount,
              "take": action.tokens and action.tokens[0][0]}.get(action.effect)
    return f"{action.effect} {detail}" if detail else action.effect


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [5, 2024])
def test_full_random_games_end_on_the_shipped_edition(shipped: Edition, players: int,
                                                      seed: int) -> None:
    game, _ = Game.new(shipped, Setup(scenario.NAMES[:players], seed))
    bot = RandomBot(seed)
    for _ in range(5000):
        if game.over:
            break
        game.apply(bot.choose(game))
        assert violations(game) == []
    assert game.over and game.state.winners and game.state.year == 3


# --------------------------------------------------------------------------- independence


def corrected_copy(folder: Path) -> Path:
    """data/ as a player might correct it from a printed copy: two road bonuses swapped, a
    building of another kind on each side, other points on a mission card."""
    target = Path(shutil.copytree(REPO / "data", folder / "data"))
    _edit(target / "road.yaml", _swap_two_bonuses)
    _edit(target / "board.yaml", _change_a_kind)
    _edit(target / "missions.yaml", _raise_first_card)
    return target


def _edit(path: Path, change) -> None:
    content = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(content)
    path.write_text(yaml.safe_dump(content, sort_keys=False), encoding="utf-8")


def _swap_two_bonuses(road: dict) -> None:
    spaces = road["spaces"][1:-1]  # the first and the last space keep theirs (R-ROAD-5)
    first = next(s for s in spaces if s.get("bonus"))
    other = next(s for s in spaces if s.get("bonus") not in (None, first["bonus"]))
    first["bonus"], other["bonus"] = other["bonus"], first["bonus"]


def _change_a_kind(board: dict) -> None:
    for side in board["sides"].values():
        for monastery in side["monasteries"].values():
            kinds = [b["kind"] for b in monastery["buildings"]]
            double = next((b for b in monastery["buildings"] if kinds.count(b["kind"]) > 1), None)
            if double:  # every kind stays in the monastery (R-COMP-1)
                double["kind"] = next(k for k in BUILDING_KINDS if k != double["kind"])
                break


def _raise_first_card(missions: dict) -> None:
    card = missions["missions"][0]
    card["points"] = [p + 1 for p in card["points"]]


def test_the_tests_edition_does_not_come_from_data(tmp_path, monkeypatch) -> None:
    corrected = corrected_copy(tmp_path)
    monkeypatch.setattr(edition_loader, "data_dir", lambda: corrected)
    scenario.edition.cache_clear()
    try:
        assert load_edition() != load_edition(scenario.EDITION_DIR)
        assert scenario.edition() == load_edition(scenario.EDITION_DIR)
    finally:
        scenario.edition.cache_clear()
    for name in EDITION_FILES:  # the frozen copy is complete; texts stay in data/
        assert (scenario.EDITION_DIR / name).is_file(), name


# The tests that play the tests' own edition or recorded games, with no subject in data/: where
# data/ is a corrected copy they must all pass as they do here. Chosen to run in well under a
# minute on one core: the rules, the moves and their records, the recorded corpus, saves, the
# console tools' records, and a past online game replayed.
INDEPENDENT_TESTS = sorted(str(p.relative_to(REPO)) for p in (REPO / "tests").glob(
    "test_rules_*.py")) + ["tests/test_moves.py", "tests/test_corpus.py", "tests/test_storage.py",
                           "tests/test_records_cli.py", "tests/test_net_past.py"]


@pytest.mark.slow
def test_the_edition_independent_tests_pass_where_data_is_a_corrected_copy(tmp_path) -> None:
    """A fresh pytest process where MONASTERIUM_DATA makes the corrected copy the shipped data:
    every test in INDEPENDENT_TESTS runs there and passes (about 40 s)."""
    corrected = corrected_copy(tmp_path)
    shipped, changed = load_edition(REPO / "data"), load_edition(corrected)  # the copy loads
    swapped = [(a.bonus, b.bonus) for a, b in zip(shipped.road, changed.road, strict=True)
               if a.bonus != b.bonus]
    assert len(swapped) == 2 and swapped[0] == swapped[1][::-1], swapped
    assert changed.missions[0].points != shipped.missions[0].points
    assert changed != scenario.edition()
    report = tmp_path / "child.xml"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env[edition_loader.DATA_ENV] = str(corrected)
    done = subprocess.run([sys.executable, "-m", "pytest", "-o", "addopts=", "-q", "-p",
                           "no:cacheprovider", f"--junitxml={report}", *INDEPENDENT_TESTS],
                          cwd=REPO, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    summary = done.stdout.strip().splitlines()[-1]
    passed = re.fullmatch(r"(\d+) passed(, \d+ warnings?)? in [\d.]+s( \(.*\))?", summary)
    assert passed and int(passed[1]) > 0, summary  # nothing failed, skipped or deselected
    ran = Counter(case.get("classname", "").split(".")[1]
                  for case in ElementTree.parse(report).getroot().iter("testcase"))
    assert set(ran) == {Path(path).stem for path in INDEPENDENT_TESTS}, ran  # every file ran
    assert min(ran.values()) > 0 and sum(ran.values()) == int(passed[1]), (ran, summary)
