"""Answering a puzzle, or a mistake of one's own to do better (no pygame).

An `Attempt` is one position and what solves it. A puzzle is solved by its accepted moves, and
nothing else. A mistake of one's own (the review's "mistake" or "blunder") is solved by any move
the review would class "good" or better there (game/analysis/classes.py): its best move at
once, the move played never, any other once the review's engine has weighed it (`weigh`, a
second or so: the window does it in a worker). A wrong answer is told with what it costs, by
the review's engine at the review's budget: the points of final lead it gives away against the
puzzle's answer on the same dice, or for a mistake the review's loss figure.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ai import Stop, checker
from game.ai.hard_bot import HardBot
from game.analysis.classes import GOOD
from game.analysis.judge import find_move, judge
from game.analysis.review import DEFAULT_BUDGET, Decision
from game.rules.engine import Game
from game.rules.moves import Move

from .check import gap
from .model import Puzzle


@dataclass(frozen=True, slots=True)
class Verdict:
    move: str
    solved: bool
    loss: float | None  # the review's loss figure (None: not weighed)
    first: bool  # the first answer to this position (the one a rating counts)


@dataclass(slots=True)
class Attempt:
    game: Game  # the position; never changed
    accepted: frozenset[str]  # moves that solve it at once
    known: dict[str, float] = field(default_factory=dict)  # losses known without weighing
    by_loss: bool = False  # a move weighed within "good" solves it too
    seed: int = 0
    answer: str = ""  # a puzzle's answer: what a wrong move's cost is measured against
    tries: int = 0
    solved: bool = False

    def at_once(self, move: Move | str) -> Verdict | None:
        """The verdict on `move` when it needs no weighing (None: it must be weighed first).
        A puzzle's wrong answer is wrong at once; what it costs (`loss`) may still be
        unknown."""
        text = str(move)
        find_move(self.game, text)  # ValueError: not a legal move here
        if text in self.accepted:
            return self._noted(text, True, self.known.get(text))
        if text in self.known:
            loss = self.known[text]
            return self._noted(text, self.by_loss and loss <= GOOD, loss)
        if not self.by_loss:
            return self._noted(text, False, None)
        return None

    def cost(self, move: Move | str, stop: Stop = None) -> float:
        """What `move` costs by the review's engine at the review's budget, kept for the next
        time it is tried: for a puzzle, the points of final lead it gives away against the
        puzzle's answer on the same dice; for a mistake, the review's loss (the best move the
        review finds against it)."""
        text = str(move)
        if text not in self.known:
            played = find_move(self.game, text)
            if self.answer:
                lost = gap(self.game, find_move(self.game, self.answer), played, DEFAULT_BUDGET,
                           self.seed, stop)
            else:
                lost = judge(self.game, played, HardBot(self.seed, DEFAULT_BUDGET),
                             checker(stop)).loss
            self.known[text] = max(0.0, lost)
        return self.known[text]

    def weigh(self, move: Move | str, stop: Stop = None) -> Verdict:
        """The verdict on `move` once the review's engine has weighed it."""
        loss = self.cost(move, stop)
        return self._noted(str(move), self.by_loss and loss <= GOOD, loss)

    def _noted(self, text: str, solved: bool, loss: float | None) -> Verdict:
        first = self.tries == 0
        self.tries += 1
        self.solved = self.solved or solved
        return Verdict(text, solved, loss, first)


def puzzle_attempt(game: Game, puzzle: Puzzle) -> Attempt:
    return Attempt(game, frozenset(puzzle.accepted), answer=puzzle.accepted[0])


def mistake_attempt(game: Game, decision: Decision, seed: int = 0) -> Attempt:
    """A mistake of one's own: the review's best move solves it, the move played does not."""
    return Attempt(game, frozenset({decision.best}), {decision.played: decision.loss,
                                                     decision.best: 0.0}, True, seed)


MISTAKES = ("mistake", "blunder")


def own_mistakes(decisions: tuple[Decision, ...], people: set[int]) -> list[Decision]:
    """The reviewed mistakes and blunders of the people's seats (every seat's where nobody
    played in person), in the order they were made."""
    seats = people or {d.player for d in decisions}
    return [d for d in decisions if d.player in seats and d.klass in MISTAKES]
