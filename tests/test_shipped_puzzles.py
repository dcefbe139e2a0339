"""The shipped puzzles (data/puzzles/puzzles.yaml): read and checked as every data file is,
every one replays to its position with its answers legal there, and a sample is confirmed at
the game review's own budget on other dice. A broken file is refused in words."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.analysis.classes import GOOD
from game.analysis.review import DEFAULT_BUDGET
from game.edition_fields import DataError
from game.edition_loader import data_dir, load_edition
from game.history import GameHistory
from game.puzzles.check import check_set, confirm
from game.puzzles.model import PuzzleSet
from game.puzzles.shipped import SHIPPED, load_shipped

SAMPLE = 6  # puzzles confirmed again: about a second each
MINIMUM = 300


@pytest.fixture(scope="module")
def shipped() -> PuzzleSet:
    return load_shipped()


def test_the_set_is_large_says_how_it_was_made_and_that_the_positions_are_ours(shipped):
    # R-PUZ-1
    assert len(shipped.puzzles) >= MINIMUM
    head = (data_dir() / SHIPPED).read_text(encoding="utf-8").split("\nformat:")[0]
    assert shipped.command in head and "python -m game.cli puzzles --games" in head
    assert "Every position is ours" in head
    assert len({p.theme for p in shipped.puzzles}) >= 5
    assert min(p.margin for p in shipped.puzzles) >= shipped.threshold


def test_every_shipped_puzzle_replays_and_its_answers_are_legal(shipped, shipped_edition):
    checked = check_set(shipped_edition, shipped)
    assert checked.faults == []
    assert checked.legal == len(shipped.puzzles)


def test_a_sample_is_confirmed_at_the_reviews_budget(shipped, shipped_edition):
    """Every len/SAMPLE-th puzzle by id: the review at its default budget calls the answer
    good, and the answer keeps the stated margin over the runner-up on the review's dice."""
    ordered = sorted(shipped.puzzles, key=lambda p: p.id)
    sample = ordered[:: max(1, len(ordered) // SAMPLE)][:SAMPLE]
    for puzzle in sample:
        game = GameHistory(shipped_edition, shipped.record(puzzle)).game_at(puzzle.at)
        found = confirm(game, puzzle, DEFAULT_BUDGET)
        assert found.answer_loss <= GOOD, puzzle.id
        assert found.gap >= shipped.threshold, puzzle.id


def test_a_broken_puzzles_file_stops_the_edition_in_words(tmp_path: Path):
    folder = tmp_path / "data"
    shutil.copytree(data_dir(), folder)
    path = folder / SHIPPED
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("rating: ", "rating: lots", 1), encoding="utf-8")
    with pytest.raises(DataError) as refused:
        load_edition(folder)
    message = str(refused.value)
    assert message.startswith("data/puzzles/puzzles.yaml, line ") and ".rating" in message
    path.unlink()
    with pytest.raises(DataError, match="puzzles.yaml: file not found"):
        load_edition(folder)
