"""The lessons' table (no pygame): a table controller whose computer seat plays the script and
whose learner may make only the move the lesson teaches. Nothing is autosaved (the lessons keep
their own progress), and Undo, Redo and Hint stay out of a lesson: the panel says what to do.
"""

from __future__ import annotations

from game.rules import events as E
from game.rules.moves import Move
from game.session import Session
from game.table import TableController
from game.table.agents import Agent, InboxAgent, LocalAgent

from .tutor import Tutor


class ScriptedSeat(InboxAgent):
    """The computer of the lessons: its moves come from the script, at the computer's pace so
    that the learner can follow them."""

    local = False
    paced = True


class TutorTable(TableController):
    hands_seats = False  # a lesson is played by the learner, the script plays the other seat

    def __init__(self, session: Session, tutor: Tutor) -> None:
        self.tutor = tutor
        self.script_seat = ScriptedSeat()
        agents: list[Agent] = [LocalAgent() if p == tutor.learner else self.script_seat
                               for p in range(len(session.seats))]
        super().__init__(session, folders=None, agents=agents)

    @property
    def position(self) -> int:
        """The moves of the script on the table."""
        return len(self.session.steps)

    def taught(self) -> Move | None:
        d = self.decision
        return self.tutor.taught(self.position, None if d is None else d.player)

    def tick(self, pace: int = 0, hold: bool = False) -> None:
        super().tick(pace, hold)  # the computer seat is asked here ...
        d = self.decision
        move = self.tutor.scripted(self.position, None if d is None else d.player)
        if move is not None:
            self.script_seat.deliver(move)  # ... and answered from the script

    def play(self, move: Move) -> bool:
        if move != self.taught():
            self.say("lesson")
            return False
        return super().play(move)

    def apply(self, move: Move) -> list[E.Event]:
        events = super().apply(move)
        self.tutor.moved(self.position)
        return events

    def catch_up(self) -> None:
        """Play at once the script's moves that lead to the lesson on now."""
        for move in self.tutor.to_play_at_once(self.position):
            super().apply(move)

    # Undo, Redo and Hint are not part of a lesson

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def undo(self) -> bool:
        self.say("lesson")
        return False

    def redo(self) -> bool:
        self.say("lesson")
        return False

    def can_hint(self) -> bool:
        return False

    def ask_hint(self) -> None:
        self.say("lesson")
