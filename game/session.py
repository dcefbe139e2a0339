"""A game being played: the rules core's Game plus its record, the seats and undo/redo.

Undo takes back the last choice while it is the same player's own choice, no die was rolled by
it or since, no other player has acted since, and no other human is deciding now (at one screen
the one whose turn it is holds the mouse: a friend's move is not theirs to take back); redo
re-applies undone choices until a new choice is made. Both rest on the record: the game is
rebuilt by replaying it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules import events as E
from game.rules.edition import Edition
from game.rules.engine import Game, Setup
from game.rules.moves import Move, parse
from game.rules.record import GameRecord, replay

ROLLS = (E.DiceRolled, E.PersonalDieGained)


@dataclass(slots=True)
class Seat:
    name: str
    kind: str = "human"  # human, or a bot level: random, normal, hard
    colour: int | None = None  # the window's colour index (0-3); None: the seat's own index

    @property
    def human(self) -> bool:
        return self.kind == "human"


@dataclass(slots=True)
class Step:
    move: Move
    player: int
    rolled: bool  # its events include a roll: nothing before it can be undone

    @property
    def option(self) -> str:
        """The move as the record writes it."""
        return str(self.move)


@dataclass
class Session:
    edition: Edition
    setup: Setup
    seats: list[Seat]
    game: Game
    steps: list[Step] = field(default_factory=list)
    redo_steps: list[Step] = field(default_factory=list)

    @classmethod
    def start(cls, edition: Edition, setup: Setup, seats: list[Seat]) -> tuple[Session, list]:
        game, events = Game.new(edition, setup)
        return cls(edition, setup, seats, game), events

    @property
    def record(self) -> GameRecord:
        return GameRecord(self.setup, [str(s.move) for s in self.steps])

    def apply(self, move: Move | str) -> list[E.Event]:
        """Play a move (or a record's text of one, when a save is loaded)."""
        decision = self.game.decision
        events = self.game.apply(move)  # IllegalOption when the game is over, too
        player = decision.player if decision else 0
        if isinstance(move, str):
            move = parse(move)  # the engine took it, so it parses
        self.steps.append(Step(move, player, any(isinstance(e, ROLLS) for e in events)))
        self.redo_steps.clear()
        return events

    def can_undo(self) -> bool:
        if not self.steps or self.game.over:
            return False
        last = self.steps[-1]
        if self.redo_steps and self.redo_steps[-1].player != last.player:
            return False  # another player acted before: the turn's start is reached
        decision = self.game.decision
        if decision and decision.player != last.player and self.seats[decision.player].human:
            return False
        return not last.rolled and self.seats[last.player].human

    def undo(self) -> None:
        if not self.can_undo():
            raise ValueError("nothing to undo")
        self.redo_steps.append(self.steps.pop())
        self.game = replay(self.edition, self.record)

    def can_redo(self) -> bool:
        return bool(self.redo_steps)

    def redo(self) -> list[E.Event]:
        if not self.redo_steps:
            raise ValueError("nothing to redo")
        step = self.redo_steps.pop()
        kept = self.redo_steps
        self.redo_steps = []
        events = self.apply(step.move)
        self.redo_steps = kept
        return events
