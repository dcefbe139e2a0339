"""A finished game's review, kept beside it (`finished-<id>.review.json`) so that it is
computed once: written atomically, and refused in one line when damaged (it is then computed
again and written over)."""

from __future__ import annotations

import json
from pathlib import Path

from game.analysis.review import Review, record_digest
from game.analysis.stored import ReviewError, review_from_json, review_to_json
from game.guard import FileRefused, Limits, read_json
from game.rules.record import GameRecord
from game.storage.files import write_atomic
from game.storage.saves import REVIEW_SUFFIX, refusal_text
from game.texts import text

SUFFIX = REVIEW_SUFFIX


def review_path(game_file: Path) -> Path:
    """Where the review of the game in `game_file` is kept: beside it."""
    return game_file.with_name(game_file.name.removesuffix(".json") + SUFFIX)


def read_review(path: Path, record: GameRecord) -> Review | None:
    """The review kept at `path` for this record; None when there is none yet; ReviewError
    when the file is damaged or belongs to another game."""
    if not path.exists():
        return None
    try:
        raw = read_json(path, Limits.SAVE)
    except FileRefused as refused:
        raise ReviewError(refusal_text(refused)) from None
    review = review_from_json(raw, path.name)
    if review.record != record_digest(record):
        raise ReviewError(text("review_error.other_game", file=path.name))
    return review


def write_review(path: Path, review: Review) -> None:
    """Keep the review (OSError when it cannot be written)."""
    write_atomic(path, json.dumps(review_to_json(review), separators=(",", ":")))


def covers(review: Review, players: tuple[int, ...], budget: float, seed: int) -> bool:
    """A kept review answers a request for these players at this budget and seed."""
    return set(players) <= set(review.players) and (review.budget, review.seed) == (budget, seed)
