"""What the puzzle scene works through (no drawing here): the shipped puzzles with the player's
puzzle rating (`PuzzleCourse`), or the player's own mistakes of a reviewed game
(`MistakeCourse`). Each gives the position, its `Attempt`, the panel's words and what a verdict
changes; the scene (scene.py) shows the table and asks them."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from game.analysis.judge import find_move
from game.analysis.review import Decision, Review
from game.edition_fields import DataError
from game.history import GameHistory
from game.puzzles.attempt import Attempt, Verdict, mistake_attempt, own_mistakes, puzzle_attempt
from game.puzzles.model import Puzzle, PuzzleSet
from game.puzzles.progress import (
    MIX,
    Progress,
    next_puzzle,
    progress_path,
    rated,
    read_progress,
    save_progress,
    themes_of,
)
from game.puzzles.shipped import load_shipped
from game.rules.engine import Game
from game.rules.record import GameRecord
from game.session import Seat
from game.storage import reviews
from game.texts import text
from game.ui.tutorial.panel import PanelText
from game.ui.words.describe import option_text


def move_words(game: Game, move: str) -> str:
    return option_text(find_move(game, move), game)


class PuzzleCourse:
    """The shipped puzzles, near the player's puzzle rating, of a theme or mixed."""

    def __init__(self, folders, rng: random.Random | None = None,
                 puzzles: PuzzleSet | None = None) -> None:
        """DataError when the shipped puzzles cannot be read."""
        self.set = puzzles if puzzles is not None else load_shipped()
        self.path: Path | None = progress_path(folders) if folders is not None else None
        self.progress: Progress = Progress()
        notice: str | None = None
        if self.path is not None:
            self.progress, notice = read_progress(self.path)
        self.message = notice or ""
        self.said = self.rated_line = ""
        self.rng = rng or random.Random()
        self.themes = [MIX, *themes_of(self.set.puzzles)]
        self.theme = MIX
        self.puzzle: Puzzle | None = None
        self.attempt: Attempt | None = None
        self.choose()

    def choose(self) -> bool:
        """The next puzzle (False: none left of the theme)."""
        chosen = next_puzzle(self.set.puzzles, self.progress, self.theme, self.rng, self.puzzle)
        if chosen is None:
            self.message = text("puzzles.all_solved")
            return False
        self.puzzle, self.attempt = chosen, None
        return True

    def record(self) -> GameRecord:
        assert self.puzzle is not None
        return self.set.record(self.puzzle)

    @property
    def player(self) -> int:
        assert self.puzzle is not None
        return self.puzzle.player

    def start(self, game: Game) -> Attempt:
        assert self.puzzle is not None
        self.attempt = puzzle_attempt(game, self.puzzle)
        return self.attempt

    def verdict(self, v: Verdict, game: Game) -> None:
        """A first answer rates; every answer says what it came to."""
        assert self.puzzle is not None
        self.said = self.answer_line(v.move, v.solved, v.loss, game)
        self.rated_line = ""
        if v.first:
            before = self.progress.rating
            self.progress = rated(self.progress, self.puzzle, v.solved)
            key = "puzzles.solved_rated" if v.solved else "puzzles.missed_rated"
            self.rated_line = text(key, before=before, after=self.progress.rating)
            self.keep()
        elif v.solved:
            self.rated_line = text("puzzles.solved_later")
            self.progress = replace(self.progress, solved=[*self.progress.solved, self.puzzle.id])
            self.keep()
        self.message = f"{self.said} {self.rated_line}".strip()

    def costs(self, move: str, loss: float, game: Game) -> None:
        """What a wrong answer costs, once weighed."""
        self.said = self.answer_line(move, False, loss, game)
        self.message = f"{self.said} {self.rated_line}".strip()

    @staticmethod
    def answer_line(move: str, solved: bool, loss: float | None, game: Game) -> str:
        words = move_words(game, move)
        if solved:
            return text("puzzles.solved", move=words)
        if loss is None:
            return text("puzzles.wrong_unweighed", move=words)
        return text("puzzles.wrong", move=words, loss=f"{loss:.1f}")

    def keep(self) -> None:
        if self.path is None:
            return
        try:
            save_progress(self.path, self.progress)
        except OSError as error:
            self.message = text("puzzles.not_kept", error=error.strerror or error)

    def next_theme(self) -> None:
        self.theme = self.themes[(self.themes.index(self.theme) + 1) % len(self.themes)]

    def panel(self, names: list[str], solved: bool) -> PanelText:
        p = self.puzzle
        assert p is not None
        heading = " · ".join([
            text("puzzles.heading", id=p.id, theme=text(f"puzzles.themes.{p.theme}"),
                 difficulty=text(f"puzzles.difficulty.{p.difficulty}")),
            text("puzzles.rating", rating=self.progress.rating,
                 solved=len(self.progress.solved))])
        body = text("puzzles.body", margin=f"{self.set.threshold:g}")
        theme = text("puzzles.theme_button", theme=text(f"puzzles.themes.{self.theme}"))
        buttons = [("leave", text("puzzles.leave"), False), ("theme", theme, False),
                   ("next", text("puzzles.next"), solved)]
        return PanelText(heading, text("puzzles.title", name=names[p.player]), body,
                         self.message or body, buttons)


class MistakeCourse:
    """The mistakes and blunders of the people of a reviewed game, in the order made; one
    solved is marked learnt in the review kept beside the game."""

    def __init__(self, history: GameHistory, seats: list[Seat], review: Review,
                 kept: Path | None, back: Callable[[], object]) -> None:
        self.history, self.seats, self.review, self.kept = history, seats, review, kept
        self.back = back
        people = {i for i, seat in enumerate(seats) if seat.human}
        self.mistakes: list[Decision] = own_mistakes(review.decisions, people)
        self.index = next((i for i, d in enumerate(self.mistakes)
                           if d.position not in review.learnt), 0)
        self.message = ""
        self.attempt: Attempt | None = None

    @property
    def decision(self) -> Decision:
        return self.mistakes[self.index]

    def record(self) -> GameRecord:
        whole = self.history.record
        return GameRecord(whole.setup, whole.options[: self.decision.position])

    @property
    def player(self) -> int:
        return self.decision.player

    def start(self, game: Game) -> Attempt:
        self.attempt = mistake_attempt(game, self.decision)
        return self.attempt

    def choose(self) -> bool:
        if self.index + 1 >= len(self.mistakes):
            return False
        self.index += 1
        self.message = ""
        return True

    def verdict(self, v: Verdict, game: Game) -> None:
        move = move_words(game, v.move)
        if v.solved:
            self.message = text("learn.solved", move=move)
            self.learnt()
        elif v.move == self.decision.played:
            self.message = text("learn.same")
        else:
            self.message = text("learn.wrong", move=move, loss=f"{v.loss or 0:.1f}")

    def learnt(self) -> None:
        """Mark this mistake learnt, in the review kept beside the game when there is one."""
        done = tuple(sorted({*self.review.learnt, self.decision.position}))
        self.review = replace(self.review, learnt=done)
        if self.kept is not None:
            try:
                reviews.write_review(self.kept, self.review)
            except OSError as error:
                self.message = text("review.not_kept", error=error.strerror or error)

    def panel(self, names: list[str], solved: bool) -> PanelText:
        d = self.decision
        game = self.history.game_at(d.position)
        heading = " · ".join([text("learn.heading", n=self.index + 1, total=len(self.mistakes),
                                    year=d.year, round=d.round),
                               text("learn.progress", learnt=sum(
                                   1 for m in self.mistakes if m.position in self.review.learnt),
                                   total=len(self.mistakes))])
        body = text("learn.body", klass=text(f"review.classes.{d.klass}"), loss=f"{d.loss:.1f}")
        buttons = [("leave", text("learn.back"), False)]
        if self.index + 1 < len(self.mistakes):
            buttons.append(("next", text("learn.next"), solved))
        return PanelText(heading, text("learn.title", move=move_words(game, d.played)), body,
                         self.message or body, buttons)


def shipped_course(app) -> tuple[PuzzleCourse | None, str]:
    """The shipped puzzles' course, or why it cannot open (in words)."""
    try:
        return PuzzleCourse(app.folders), ""
    except DataError as error:
        return None, text("puzzles.broken", error=error)
