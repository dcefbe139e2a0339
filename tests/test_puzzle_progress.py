"""The player's puzzle rating (game/puzzles/progress.py) and answering a puzzle
(game/puzzles/attempt.py): a solve raises the rating, a miss lowers it, a damaged file starts
afresh and is kept aside, a wrong answer is refused and a right one solves."""

from __future__ import annotations

import random

import pytest

from game.history import GameHistory
from game.puzzles.attempt import puzzle_attempt
from game.puzzles.generate import play_game
from game.puzzles.model import Puzzle
from game.puzzles.progress import (
    MIX,
    Progress,
    next_puzzle,
    progress_path,
    rated,
    read_progress,
    save_progress,
)
from game.storage.files import Folders


def _puzzle(pid: str = "a", rating: int = 1500, theme: str = "dice") -> Puzzle:
    return Puzzle(pid, "g0", 0, 0, ("place:1",), "place:2", 4.0, theme, "medium", rating, 4,
                  True)


def test_a_solve_raises_the_rating_and_a_miss_lowers_it():
    # R-PUZ-2
    start = Progress()
    won = rated(start, _puzzle(), True)
    lost = rated(start, _puzzle(), False)
    assert won.rating > start.rating > lost.rating
    assert won.solved == ["a"] and lost.solved == []
    assert [h["solved"] for h in won.history] == [True]
    # a harder puzzle gives more for a solve, takes less for a miss
    hard = _puzzle("h", 2000)
    assert rated(start, hard, True).rating > won.rating
    assert rated(start, hard, False).rating > lost.rating


def test_progress_is_kept_and_a_damaged_file_starts_afresh_kept_aside(tmp_path):
    path = progress_path(Folders.under(tmp_path))
    assert read_progress(path) == (Progress(), None)
    kept = rated(Progress(), _puzzle(), True)
    save_progress(path, kept)
    again, message = read_progress(path)
    assert message is None and again.solved == ["a"] and again.rating == kept.rating
    path.write_text('{"format": "monasterium-puzzle-progress", "mu": "high"')
    fresh, message = read_progress(path)
    assert fresh == Progress() and message and "puzzles.json.broken" in message
    assert not path.exists() and (tmp_path / "puzzles.json.broken").read_text().startswith("{")
    path.write_text('{"format": "something else"}')
    fresh, message = read_progress(path)
    assert fresh == Progress() and "not a Monasterium puzzle" in (message or "")


def test_puzzles_are_chosen_near_the_rating_by_theme_or_mixed():
    # R-PUZ-3
    puzzles = tuple(_puzzle(f"p{r}", r, "dice" if r % 200 else "road")
                    for r in range(900, 2200, 50))
    progress = Progress()  # 1500
    rng = random.Random(1)
    for _ in range(20):
        chosen = next_puzzle(puzzles, progress, MIX, rng)
        assert chosen is not None and abs(chosen.rating - 1500) <= 200
    road = next_puzzle(puzzles, progress, "road", rng)
    assert road is not None and road.theme == "road"
    last = _puzzle("x", 1500, "dice")
    assert next_puzzle(puzzles, progress, MIX, rng, last).theme == "road"
    everything = Progress(solved=[p.id for p in puzzles])
    assert next_puzzle(puzzles, everything, MIX, rng) is None


def test_a_wrong_answer_is_refused_and_a_right_one_solves(edition):
    record = play_game(edition, 2, 0)
    game = GameHistory(edition, record).game_at(0)
    options = [str(o) for o in game.options()]
    puzzle = Puzzle("p", "g0", 0, 0, (options[0],), options[1], 4.0, "dice", "easy", 1200,
                    len(options), True)
    attempt = puzzle_attempt(game, puzzle)
    wrong = attempt.at_once(options[1])
    assert wrong is not None and not wrong.solved and wrong.first and wrong.loss is None
    assert attempt.cost(options[1]) >= 0 and not attempt.solved
    right = attempt.at_once(options[0])
    assert right is not None and right.solved and not right.first and attempt.solved
    with pytest.raises(ValueError):
        attempt.at_once("glass:A:1:row")
