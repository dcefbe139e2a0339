"""Puzzles from our own games (game/puzzles): made the same way for a seed, written and read back,
every one replayed, and a broken one refused by the check."""

from __future__ import annotations

import pytest

from game.history import GameHistory
from game.puzzles.check import check_set
from game.puzzles.console import cmd_puzzles, parser_for_tests
from game.puzzles.generate import THRESHOLD, TOLERANCE, play_game, puzzles_of_game
from game.puzzles.model import Puzzle, PuzzleSet, to_text
from game.puzzles.shipped import load_puzzles

SAMPLE = 0.05  # a few positions of one short game: seconds, not the minutes of a real run


def _set(found, games) -> PuzzleSet:
    return PuzzleSet("test", THRESHOLD, TOLERANCE, "test", games, tuple(found))


@pytest.fixture(scope="module")
def found(edition):
    return puzzles_of_game(edition, 5, 0, SAMPLE)


def test_the_same_seed_makes_the_same_puzzles(edition, found):
    # R-PUZ-1: every puzzle kept beats the runner-up by the threshold, with four moves or more
    first = found
    again = puzzles_of_game(edition, 5, 0, SAMPLE)
    assert first.record.options == again.record.options
    assert first.puzzles == again.puzzles and first.screened == again.screened
    assert first.screened, "some positions were weighed"
    for p in first.puzzles:
        assert p.margin >= THRESHOLD and p.accepted and p.runner_up not in p.accepted
        assert p.options >= 4


def test_a_set_is_written_read_back_and_every_puzzle_replays(edition, found, tmp_path):
    puzzle = Puzzle("x-1", "g0", 12, 0, ("place:1",), "place:2", 4.5, "dice", "easy", 1200,
                    4, True)
    games = {"g0": found.record}
    path = tmp_path / "set.yaml"
    path.write_text(to_text(_set([*found.puzzles, puzzle], games), ["a comment"]))
    read = load_puzzles(tmp_path, "set.yaml")
    assert read.puzzles[: len(found.puzzles)] == tuple(found.puzzles)
    assert read.games["g0"].options == found.record.options
    checked = check_set(edition, read)
    assert checked.legal == len(found.puzzles)  # the made-up one is not a puzzle of that game
    assert checked.faults and checked.faults[-1].startswith("puzzle x-1:")


def test_check_exits_non_zero_on_an_illegal_answer_and_a_broken_file(edition, tmp_path, capsys):
    record = play_game(edition, 2, 0)
    position = next(i for i, o in enumerate(record.options) if o.startswith("take:"))
    decision = GameHistory(edition, record).game_at(position).decision
    assert decision is not None
    move = record.options[position]

    def puzzle(accepted: str) -> Puzzle:
        return Puzzle("p", "g0", position, decision.player, (accepted,), move, 3.0, "dice",
                      "easy", 1200, len(decision.options), True)

    path = tmp_path / "p.yaml"
    args = parser_for_tests().parse_args(["puzzles", "--check", str(path)])
    path.write_text(to_text(_set([puzzle(move)], {"g0": record}), []))
    assert cmd_puzzles(args, edition) == 0
    assert capsys.readouterr().out == "puzzles=1 legal=1 themes=1 margin_min=3.00\n"
    path.write_text(to_text(_set([puzzle("glass:A:1:row")], {"g0": record}), []))
    assert cmd_puzzles(args, edition) == 1
    out = capsys.readouterr()
    assert out.out.startswith("puzzles=1 legal=0 ")
    assert "glass:A:1:row is not a legal move" in out.err
    path.write_text("format: monasterium-puzzles\nversion: 1\ngames: [\n")
    assert cmd_puzzles(args, edition) == 2
    assert "p.yaml" in capsys.readouterr().err
