"""A game's review made in a worker thread for the window: its progress, cancelling, and the
review kept beside the finished game (game/storage/reviews.py), read from there when it is
already made. No pygame here."""

from __future__ import annotations

import sys
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from game.ai import SearchCancelled
from game.analysis.review import DEFAULT_BUDGET, Review, review_game
from game.analysis.stored import ReviewError
from game.history import GameHistory
from game.storage import reviews
from game.storage.files import Folders
from game.storage.finished import record_path
from game.texts import text

SEED = 0  # the window's reviews, as the console's by default: the same review everywhere


def kept_path(folders: Folders | None, history: GameHistory) -> Path | None:
    """Where this game's review is kept: beside its finished game, when the table kept it."""
    if folders is None:
        return None
    game_file = record_path(folders, history.record)
    return reviews.review_path(game_file) if game_file.exists() else None


class ReviewJob:
    """One review being made (or read) in its own worker thread."""

    def __init__(self, history: GameHistory, folders: Folders | None) -> None:
        self.history = history
        self.path = kept_path(folders, history)
        self.stop = threading.Event()
        self.done = 0
        self.total = 0
        self.notice = ""  # a kept review refused, or a review that could not be kept
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="review")
        self.future: Future[Review] = self._pool.submit(self._run)
        self._pool.shutdown(wait=False)

    def _run(self) -> Review:
        players = tuple(range(len(self.history.record.setup.names)))
        if self.path is not None:
            try:
                kept = reviews.read_review(self.path, self.history.record)
                if kept is not None and reviews.covers(kept, players, DEFAULT_BUDGET, SEED):
                    return kept
            except ReviewError as error:
                self.notice = str(error)
        review = review_game(self.history, players, DEFAULT_BUDGET, SEED, self.stop,
                             self._progress)
        if self.path is not None:
            try:
                reviews.write_review(self.path, review)
            except OSError as error:
                self.notice = text("review.not_kept", error=error.strerror or error)
        return review

    def _progress(self, done: int, total: int) -> None:
        self.done, self.total = done, total

    @property
    def share(self) -> float:
        return self.done / self.total if self.total else 0.0

    def cancel(self) -> None:
        """Stop the review: the worker gives up within one simulated decision."""
        self.stop.set()

    def finished(self) -> bool:
        return self.future.done()

    def result(self) -> tuple[Review | None, str]:
        """Once finished: the review (None if cancelled or failed) and what to tell about it."""
        try:
            return self.future.result(), self.notice
        except SearchCancelled:
            return None, text("review.cancelled")
        except Exception as error:  # noqa: BLE001 - a failed review is only a notice
            print(f"warning: no review: {error!r}", file=sys.stderr)
            return None, text("review.failed", error=error)
