"""The edition loader on the tests' own edition (tests/fixtures/edition): what it builds, and one
refusal per kind of broken file. The shipped data/ is checked in test_shipped_edition.py."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from game import edition_loader
from game.edition_loader import DataError, data_dir, load_edition
from game.rules.edition import BUILDING_KINDS, MONASTERIES, Edition, Effect, Trade
from tests.scenario import EDITION_DIR

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """A private copy of the tests' edition to break, in a folder named like the shipped one."""
    return Path(shutil.copytree(EDITION_DIR, tmp_path / "data"))


def edit_text(folder: Path, filename: str, old: str, new: str) -> int:
    """Replace the first `old` by `new`; return the line where the edit now starts."""
    path = folder / filename
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {filename}"
    start = text.index(old)
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return text[:start].count("\n") + 1


def edit_yaml(folder: Path, filename: str, change: Callable[[Any], None]) -> None:
    """Parse a file, let `change` mutate it, dump it back."""
    path = folder / filename
    content = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(content)
    path.write_text(yaml.safe_dump(content, sort_keys=False), encoding="utf-8")


def refusal(folder: Path) -> str:
    with pytest.raises(DataError) as caught:
        load_edition(folder)
    return str(caught.value)


# --------------------------------------------------------------------------- what is built


def test_the_edition_loads_with_expected_counts(edition: Edition) -> None:
    assert len(edition.sides) == 2
    assert len(edition.road) == 13
    assert len(edition.actions) == 20
    assert len(edition.missions) == 15
    assert len(edition.window_rows) == len(edition.window_columns) == 3


def test_default_directory_is_the_repo_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(edition_loader.DATA_ENV, raising=False)
    assert data_dir() == REPO / "data"


def test_frozen_bundle_reads_data_from_meipass(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv(edition_loader.DATA_ENV, raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert data_dir() == tmp_path / "data"


def test_the_environment_can_name_another_data_folder(
    monkeypatch: pytest.MonkeyPatch, data: Path, edition: Edition
) -> None:
    edit_yaml(data, "missions.yaml", lambda m: m["missions"][0].update(
        points=[p + 1 for p in m["missions"][0]["points"]]))
    monkeypatch.setenv(edition_loader.DATA_ENV, str(data))
    assert data_dir() == data
    named = load_edition()
    assert named == load_edition(data) and named != edition
    assert named.missions[0].points == tuple(p + 1 for p in edition.missions[0].points)


@pytest.mark.parametrize("where", ["missing", "a file"])
def test_a_data_folder_named_by_the_environment_that_is_not_one_is_refused_in_words(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, where: str
) -> None:
    target = tmp_path / "nowhere"
    if where == "a file":
        target.write_text("sides: {}\n", encoding="utf-8")
    monkeypatch.setenv(edition_loader.DATA_ENV, str(target))
    with pytest.raises(DataError, match=f"MONASTERIUM_DATA names '{re.escape(str(target))}', "
                                        "which is not a folder"):
        load_edition()


def test_a_broken_data_folder_named_by_the_environment_is_refused_in_words(
    monkeypatch: pytest.MonkeyPatch, data: Path
) -> None:
    line = edit_text(data, "road.yaml", "bonus: glass", "bonus: treasure")
    monkeypatch.setenv(edition_loader.DATA_ENV, str(data))
    with pytest.raises(DataError, match=f"data/road.yaml, line {line}, .*treasure"):
        load_edition()
    (data / "road.yaml").unlink()
    with pytest.raises(DataError, match="data/road.yaml: file not found"):
        load_edition()


def test_the_game_says_what_is_wrong_with_the_data_folder_and_stops(tmp_path: Path) -> None:
    """The window, the console tools and the network smoke check: one line, status 2."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               MONASTERIUM_DATA=str(tmp_path / "nowhere"))
    for command in (["-m", "game", "--screenshot", str(tmp_path / "shot.png")],
                    ["-m", "game.cli", "simulate", "--games", "1"],
                    ["-m", "game", "--smoke-net"]):
        done = subprocess.run([sys.executable, *command], cwd=REPO, env=env,
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 2, (command, done.stderr)
        assert done.stderr.strip().splitlines()[-1] == (
            f"error: MONASTERIUM_DATA names '{tmp_path / 'nowhere'}', which is not a folder")
        assert "Traceback" not in done.stderr and not (tmp_path / "shot.png").exists()


def test_monasteries(edition: Edition) -> None:  # R-COMP-1
    for side in edition.sides:
        for letter in MONASTERIES:
            buildings = [b for b in side.buildings if b.monastery == letter]
            spaces = [s for s in side.cloister if s.monastery == letter]
            assert {b.kind for b in buildings} == set(BUILDING_KINDS)
            assert spaces
            own = {b.id for b in buildings}
            assert all(set(space.adjacent) <= own for space in spaces)


def test_road(edition: Edition) -> None:  # R-COMP-2
    assert [space.index for space in edition.road] == list(range(13))
    assert edition.road[0].bonus is None
    assert edition.road[-1].bonus == "personal_die"
    assert all(space.bonus != "personal_die" for space in edition.road[:-1])
    assert edition.road[-1].connects == frozenset("ACE")


def test_board_is_double_sided(edition: Edition) -> None:  # R-COMP-3
    assert [side.id for side in edition.sides] == ["two", "three_four"]
    assert edition.side_for(2).id == "two"
    assert edition.side_for(3).id == edition.side_for(4).id == "three_four"
    two, three_four = edition.sides
    assert not any(b.four for b in two.buildings) and not any(s.four for s in two.cloister)
    assert any(b.four for b in three_four.buildings)
    assert any(s.four for s in three_four.cloister)


def test_missions_are_5_per_category(edition: Edition) -> None:  # R-COMP-7
    for category in "ABC":
        assert sum(card.category == category for card in edition.missions) == 5
    assert edition.mission("A1").points == (6, 4, 2)
    assert edition.mission("A1").areas == ("chapel", "building", "monastery")
    assert edition.mission("C1").points == (6,)
    assert edition.mission("C1").at_least == 12


def test_actions_are_built(edition: Edition) -> None:
    assert sorted(edition.actions) == [f"{c}{r}" for c in "ABCDE" for r in range(4)]
    assert [a.row for a in edition.column_actions("A")] == [0, 1, 2, 3]
    assert edition.actions["A0"].effect == "send"
    assert edition.actions["A2"].tokens == (("tool", 1),)
    assert edition.actions["B2"].discount == 1
    assert edition.actions["C2"].choices == ((("soup", 2),), (("influence", 2),), (("rosary", 2),))
    assert edition.actions["D2"].steps == 2
    assert edition.actions["E1"].trades == (Trade("soup", "tool"), Trade("tool", "book"))
    assert edition.actions["E2"].points == 3


def test_window(edition: Edition) -> None:
    assert edition.window_rows[0].tokens == (("influence", 1),)
    assert edition.window_rows[2].messenger == 2
    assert edition.window_rows[2].tokens == ()
    assert [line.points for line in edition.window_columns] == [2, 3, 4]


def test_every_effect_has_its_parameters() -> None:
    assert set(edition_loader._EFFECT_PARAMS) == set(Effect)


def test_effects_are_read_as_the_enum(edition: Edition) -> None:
    assert all(type(action.effect) is Effect for action in edition.actions.values())
    assert edition.actions["A0"].effect is Effect.SEND
    assert {a.effect for a in edition.actions.values()} == set(Effect)


def test_an_unknown_effect_is_refused_naming_the_known_ones(data: Path) -> None:
    edit_text(data, "actions.yaml", "{effect: points, points: 3}", "{effect: Points, points: 3}")
    message = refusal(data)
    assert "columns.E.II.effect: unknown effect 'Points' (expected one of: send, take, " in message
    assert message.endswith("points, glass_from_chapel)")


def test_loader_does_not_import_pygame() -> None:
    code = "import sys, game.edition_loader; assert 'pygame' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], cwd=REPO, check=True)


# --------------------------------------------------------------------------- text edits

# (file, old text, new text, complaint); the message must name the file and the edited line.
TEXT_CASES = {
    "missing field": (  # R-COMP-1
        "board.yaml",
        "{id: A1, kind: secular}",
        "{id: A1}",
        "sides.two.monasteries.A.buildings[0]: field 'kind' is missing",
    ),
    "unknown key": (
        "board.yaml",
        "{id: A1, kind: secular}",
        "{id: A1, kind: secular, colour: red}",
        "buildings[0].colour: unknown field 'colour' (expected: id, kind, four)",
    ),
    "duplicate key": (
        "board.yaml",
        "{id: A1, kind: secular}",
        "{id: A1, kind: secular, kind: workshop}",
        "key 'kind' appears twice",
    ),
    "unknown building kind": (  # R-COMP-1
        "board.yaml",
        "{id: A3, kind: workshop}",
        "{id: A3, kind: castle}",
        "A.buildings[2].kind: unknown building kind 'castle'",
    ),
    "bool field is text": (
        "board.yaml",
        "{id: A3, kind: secular, four: true}",
        "{id: A3, kind: secular, four: 'yes'}",
        "sides.three_four.monasteries.A.buildings[2].four: expected true or false, got the text",
    ),
    "duplicate id on a side": (
        "board.yaml",
        "{id: A2, kind: secular}",
        "{id: A1, kind: secular}",
        "buildings[1].id: duplicate id 'A1' (already used on line 18)",
    ),
    "cloister next to a missing building": (  # R-COMP-1
        "board.yaml",
        "{id: A6, adjacent: [A2, A3]}",
        "{id: A6, adjacent: [A2, A9]}",
        "sides.two.monasteries.A.cloister[1].adjacent[1]: building 'A9' does not exist",
    ),
    "cloister next to a cloister space": (
        "board.yaml",
        "{id: A6, adjacent: [A2, A3]}",
        "{id: A6, adjacent: [A2, A5]}",
        "building 'A5' does not exist (it is a cloister space)",
    ),
    "cloister next to another monastery": (  # R-COMP-1
        "board.yaml",
        "{id: A6, adjacent: [A2, A3]}",
        "{id: A6, adjacent: [A2, B3]}",
        "building 'B3' is in monastery B, not A",
    ),
    "cloister next to three buildings": (
        "board.yaml",
        "{id: A6, adjacent: [A2, A3]}",
        "{id: A6, adjacent: [A1, A2, A3]}",
        "touches 1 or 2 buildings, not 3",
    ),
    "marked 4 on the two-player side": (  # R-COMP-3
        "board.yaml",
        "{id: A1, kind: secular}",
        "{id: A1, kind: secular, four: true}",
        "spaces marked '4' exist only on the side for 3 and 4 players",
    ),
    "side with the wrong players": (  # R-COMP-3
        "board.yaml",
        "players: [2]",
        "players: [2, 3]",
        "sides.two.players: side 'two' is for players [2], not [2, 3]",
    ),
    "unknown monastery side": (  # R-COMP-1
        "board.yaml",
        "      E:",
        "      F:",
        "sides.two.monasteries.F: unknown monastery 'F'",
    ),
    "connects is not a list": (  # R-COMP-2
        "road.yaml",
        "{connects: [A]}",
        "{connects: A}",
        "spaces[0].connects: expected a list, got the text 'A'",
    ),
    "connects is empty": (  # R-COMP-2
        "road.yaml",
        "{connects: [A]}",
        "{connects: []}",
        "spaces[0].connects: must not be empty",
    ),
    "connects to an unknown monastery": (  # R-COMP-2
        "road.yaml",
        "{connects: [A, B]}",
        "{connects: [A, F]}",
        "spaces[1].connects[1]: unknown monastery 'F'",
    ),
    "unknown road bonus": (  # R-COMP-2
        "road.yaml",
        "bonus: glass}",
        "bonus: gold}",
        "spaces[7].bonus: unknown bonus 'gold'",
    ),
    "first road space with a bonus": (  # R-COMP-2
        "road.yaml",
        "{connects: [A]}",
        "{connects: [A], bonus: action}",
        "spaces[0]: the first space carries no bonus",
    ),
    "last road space without personal_die": (  # R-COMP-2
        "road.yaml",
        "bonus: personal_die}",
        "bonus: action}",
        "spaces[12]: the last space must carry the bonus personal_die",
    ),
    "personal_die before the last space": (  # R-COMP-2
        "road.yaml",
        "{connects: [D, E], bonus: glass}",
        "{connects: [D, E], bonus: personal_die}",
        "spaces[7]: only the last space may carry the bonus personal_die",
    ),
    "unknown effect": (
        "actions.yaml",
        "{effect: points, points: 3}",
        "{effect: pray, points: 3}",
        "columns.E.II.effect: unknown effect 'pray'",
    ),
    "take with negative tokens": (
        "actions.yaml",
        "tokens: {tool: 1}",
        "tokens: {tool: -1}",
        "columns.A.II.tokens.tool: must be at least 1, got -1",
    ),
    "take an unknown token": (
        "actions.yaml",
        "tokens: {tool: 1}",
        "tokens: {gold: 1}",
        "columns.A.II.tokens.gold: unknown token 'gold'",
    ),
    "take without tokens": (
        "actions.yaml",
        "tokens: {tool: 1}",
        "tokens: {}",
        "columns.A.II.tokens: must name at least one token",
    ),
    "messenger without steps": (
        "actions.yaml",
        "{effect: messenger, steps: 2}",
        "{effect: messenger}",
        "columns.D.II: field 'steps' is missing",
    ),
    "steps is text": (
        "actions.yaml",
        "{effect: messenger, steps: 1}",
        "{effect: messenger, steps: one}",
        "columns.A.I.steps: expected an integer, got the text 'one'",
    ),
    "parameter of another effect": (
        "actions.yaml",
        "{effect: send}",
        "{effect: send, steps: 1}",
        "columns.A.standard.steps: unknown field 'steps' (expected: effect, discount)",
    ),
    "negative send discount": (
        "actions.yaml",
        "discount: 1",
        "discount: -1",
        "columns.B.II.discount: must be at least 0, got -1",
    ),
    "choice is not a bundle": (
        "actions.yaml",
        "choices: [{soup: 2}",
        "choices: [soup",
        "columns.C.II.choices[0]: expected a mapping, got the text 'soup'",
    ),
    "trade without get": (
        "actions.yaml",
        "{give: soup, get: tool}",
        "{give: soup}",
        "columns.E.I.trades[0]: field 'get' is missing",
    ),
    "unknown row": (
        "actions.yaml",
        "    III: {effect: glass_from_chapel}\n  B:",
        "    IV: {effect: glass_from_chapel}\n  B:",
        "columns.A.IV: unknown row 'IV' (expected: standard, I, II, III)",
    ),
    "window bonus with both kinds": (
        "window.yaml",
        "{bonus: {messenger: 2}, points: 5}",
        "{bonus: {messenger: 2, tokens: {soup: 1}}, points: 5}",
        "rows[2].bonus: the bonus must have exactly one of 'tokens' or 'messenger'",
    ),
    "negative window points": (
        "window.yaml",
        "{bonus: {tokens: {soup: 1}}, points: 2}",
        "{bonus: {tokens: {soup: 1}}, points: -2}",
        "columns[0].points: must be at least 0, got -2",
    ),
    "mission naming an unknown monastery": (
        "missions.yaml",
        "monastery: C,",
        "monastery: F,",
        "missions[2].monastery: unknown monastery 'F'",
    ),
    "duplicate mission id": (
        "missions.yaml",
        "{id: A2,",
        "{id: A1,",
        "missions[1].id: duplicate id 'A1' (already used on line 10)",
    ),
    "mission with two areas": (
        "missions.yaml",
        "areas: [chapel, building, monastery], points: [6, 4, 2]",
        "areas: [chapel, building], points: [6, 4, 2]",
        "missions[0].areas: expected exactly 3 areas, found 2",
    ),
    "mission with an unknown area": (
        "missions.yaml",
        "areas: [chapel, building, monastery], points: [6, 4, 2]",
        "areas: [chapel, garden, monastery], points: [6, 4, 2]",
        "missions[0].areas[1]: unknown area 'garden'",
    ),
    "mission points not a list": (
        "missions.yaml",
        "points: [6, 4, 2]",
        "points: 6",
        "missions[0].points: expected a list, got the integer 6",
    ),
    "unknown mission condition": (
        "missions.yaml",
        "condition: novices_sent",
        "condition: prayers",
        "missions[10].condition: unknown condition 'prayers'",
    ),
    "C mission with at_least 0": (
        "missions.yaml",
        "at_least: 12",
        "at_least: 0",
        "missions[10].at_least: must be at least 1, got 0",
    ),
    "YAML syntax error": (
        "board.yaml",
        "{id: A1, kind: secular}",
        "{id: A1, kind: secular}}",
        "invalid YAML: expected <block end>, but found '}'",
    ),
}


@pytest.mark.parametrize(
    ("filename", "old", "new", "complaint"), TEXT_CASES.values(), ids=TEXT_CASES.keys()
)
def test_broken_text_is_refused(
    data: Path, filename: str, old: str, new: str, complaint: str
) -> None:
    line = edit_text(data, filename, old, new)
    message = refusal(data)
    assert message.startswith(f"data/{filename}, line {line}")
    assert complaint in message


# --------------------------------------------------------------------------- structural edits


def _drop_monastery(content: Any) -> None:
    del content["sides"]["two"]["monasteries"]["E"]


def _drop_side(content: Any) -> None:
    del content["sides"]["three_four"]


def _one_road_space(content: Any) -> None:
    content["spaces"] = content["spaces"][-1:]


def _drop_column(content: Any) -> None:
    del content["columns"]["C"]


def _drop_row(content: Any) -> None:
    del content["columns"]["B"]["III"]


def _two_window_rows(content: Any) -> None:
    content["rows"].pop()


def _fourteen_missions(content: Any) -> None:
    content["missions"].pop()


def _six_a_missions(content: Any) -> None:
    content["missions"][5]["category"] = "A"


def _players_as_text(content: Any) -> None:
    content["sides"]["two"]["players"] = "two"


def _wrong_root(content: Any) -> None:
    content.clear()
    content["road"] = []


# (file, change, complaint); line numbers shift when dumped, so only "line N" is checked.
YAML_CASES = {
    "side missing a monastery": (  # R-COMP-1
        "board.yaml",
        _drop_monastery,
        "sides.two.monasteries: monastery 'E' is missing",
    ),
    "missing side": (  # R-COMP-3
        "board.yaml",
        _drop_side,
        "sides: side 'three_four' is missing",
    ),
    "players not a list": (  # R-COMP-3
        "board.yaml",
        _players_as_text,
        "sides.two.players: expected a list, got the text 'two'",
    ),
    "road of one space": (  # R-COMP-2
        "road.yaml",
        _one_road_space,
        "spaces: expected at least 2 road spaces, found 1",
    ),
    "missing action column": ("actions.yaml", _drop_column, "columns: column 'C' is missing"),
    "missing action row": ("actions.yaml", _drop_row, "columns.B: row 'III' is missing"),
    "window with 2 rows": (
        "window.yaml",
        _two_window_rows,
        "rows: expected exactly 3 rows, found 2",
    ),
    "14 missions": (  # R-COMP-7
        "missions.yaml",
        _fourteen_missions,
        "missions: expected exactly 15 mission cards, found 14",
    ),
    "6 missions of category A": (  # R-COMP-7
        "missions.yaml",
        _six_a_missions,
        "missions: expected 5 mission cards of category A, found 6",
    ),
    "wrong top-level key": ("road.yaml", _wrong_root, "road: unknown field 'road'"),
}


@pytest.mark.parametrize(
    ("filename", "change", "complaint"), YAML_CASES.values(), ids=YAML_CASES.keys()
)
def test_broken_structure_is_refused(
    data: Path, filename: str, change: Callable[[Any], None], complaint: str
) -> None:
    edit_yaml(data, filename, change)
    message = refusal(data)
    assert re.match(rf"data/{re.escape(filename)}, line \d+, ", message), message
    assert complaint in message


# --------------------------------------------------------------------------- whole files


def test_missing_file_is_refused(data: Path) -> None:
    (data / "road.yaml").unlink()
    assert refusal(data) == "data/road.yaml: file not found"


def test_empty_file_is_refused(data: Path) -> None:
    (data / "window.yaml").write_text("# nothing here\n", encoding="utf-8")
    assert refusal(data) == "data/window.yaml: the file is empty"


def test_top_level_list_is_refused(data: Path) -> None:
    (data / "missions.yaml").write_text("# cards\n- A1\n- A2\n", encoding="utf-8")
    assert refusal(data) == "data/missions.yaml, line 2: expected a mapping, got a list"


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ('!!python/object/apply:os.system ["echo hi"]\n', 1),
        ('# board\nsides: !!python/object/apply:os.system ["echo hi"]\n', 2),
    ],
    ids=["whole file", "nested value"],
)
def test_only_the_safe_loader_is_used(
    data: Path, capfd: pytest.CaptureFixture[str], text: str, line: int
) -> None:
    (data / "board.yaml").write_text(text, encoding="utf-8")
    message = refusal(data)
    assert message.startswith(f"data/board.yaml, line {line}: not plain YAML data")
    assert "python/object/apply:os.system" in message
    assert "hi" not in capfd.readouterr().out
