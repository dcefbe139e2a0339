"""The learner's input in a lesson (no pygame): the play scene's own input over every legal move
(so that dragging, clicking and the steps taken at once behave as in a real game), of which only
the steps of the move the lesson teaches can be chosen. Anything else is refused, and the scene
says why in the lesson's words."""

from __future__ import annotations

from collections.abc import Iterable

from game.rules.moves import Move, Reroll
from game.rules.state import Die
from game.ui.play.input import Selection, Step, TableInput, steps_for


class TaughtSelection(Selection):
    def __init__(self, moves: Iterable[Move], taught: Move | None) -> None:
        self.path = [] if taught is None or isinstance(taught, Reroll) else steps_for(taught)
        super().__init__(moves)

    def next_steps(self, prefix: list[Step] | None = None) -> set[Step]:
        prefix = self.prefix if prefix is None else prefix
        n = len(prefix)
        if n >= len(self.path) or prefix != self.path[:n]:
            return set()
        return super().next_steps(prefix) & {self.path[n]}


class TaughtInput(TableInput):
    def __init__(self, moves: Iterable[Move], hand: list[Die], taught: Move | None) -> None:
        self.moves = list(moves)
        super().__init__(self.moves, hand)
        self.teach(taught)

    def teach(self, taught: Move | None) -> None:
        """Let through only `taught` (None: nothing), from the decision's start: the lesson on
        now may teach another move than the one before."""
        self.taught = taught
        self.selection = TaughtSelection(self.moves, taught)
        self.rerolls = [taught] if isinstance(taught, Reroll) else []
        self.reroll_mode = False
        self.reroll_chosen.clear()
