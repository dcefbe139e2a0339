"""A puzzle's table (no pygame): a table controller at the puzzle's position where only the seat
to move plays, and only a move its `answer` lets through; nothing else moves (the other seats
wait), nothing is autosaved, and Undo, Redo and Hint stay out of a puzzle."""

from __future__ import annotations

from collections.abc import Callable

from game.rules.moves import Move
from game.rules.record import GameRecord
from game.session import Seat, Session
from game.table import TableController
from game.table.agents import Agent, InboxAgent, LocalAgent


def session_at(edition, record: GameRecord) -> Session:
    """The game of `record`, every move of it played, each seat a person's."""
    seats = [Seat(name, "human", i) for i, name in enumerate(record.setup.names)]
    session, _ = Session.start(edition, record.setup, seats)
    for move in record.options:
        session.apply(move)
    return session


class PuzzleTable(TableController):
    hands_seats = False

    def __init__(self, session: Session, player: int, answer: Callable[[Move], bool]) -> None:
        self.answer = answer
        self.answered = False  # the one move of the puzzle has been played
        agents: list[Agent] = [LocalAgent() if p == player else InboxAgent()
                               for p in range(len(session.seats))]
        super().__init__(session, folders=None, agents=agents)

    def play(self, move: Move) -> bool:
        if self.answered or not self.answer(move):
            return False
        self.answered = True
        return super().play(move)

    def local_turn(self) -> bool:
        """Once the puzzle's move is played the table asks nothing more (no targets lit)."""
        return not self.answered and super().local_turn()

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False

    def can_hint(self) -> bool:
        return False

    def ask_hint(self) -> None:
        return None
