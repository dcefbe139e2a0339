"""A game being played: the rules core's Game plus its record, the seats and undo/redo.

Undo takes back the last choice above the record's undo floor (game/rules/policy.py: no die was
rolled by it or since, no computer played it, no other player has acted since), and only while
no other human is deciding now (at one screen the one whose turn it is holds the mouse: a
friend's move is not theirs to take back); redo re-applies undone choices until a new choice is
made. Both rest on the record: the game is rebuilt by replaying it.

A game played on a server is a session too, kept in step with what the server reports
(`seen`, `taken_back`, `caught_up`): its seed stays on the server until the end (`setup` is None,
so there is no record to replay), and the moves played before this window came, or while it was
away, may not be known (`unseen`): nothing is taken back past them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules import events as E
from game.rules.edition import Edition
from game.rules.engine import Game, Setup
from game.rules.mix import Dice
from game.rules.moves import Move, parse
from game.rules.policy import can_take_back, rolled, undo_floor
from game.rules.record import GameRecord, Stirs, begin, replay, stir_before


@dataclass(slots=True)
class Seat:
    name: str
    kind: str = "human"  # human, or a bot level: random, normal, hard
    colour: int | None = None  # the window's colour index (0-3); None: the seat's own index
    # a person's seat handed to a computer for now: the bot level playing it (None: the person)
    standin: str | None = None
    # a computer helped this person in this game (a hint, or the seat handed over): the game is
    # not rated at this computer (R-RATE-6)
    helped: bool = False

    @property
    def human(self) -> bool:
        """A person's seat (handed to a computer for now or not)."""
        return self.kind == "human"

    @property
    def computer(self) -> bool:
        """A computer plays the seat now: a computer's seat, or a person's handed over."""
        return not self.human or self.standin is not None

    @property
    def level(self) -> str:
        """The level of the bot that plays the seat now (a person's seat: "human")."""
        return self.standin if self.human and self.standin is not None else self.kind


def seat_colours(seats: list[Seat]) -> list[int]:
    """The colour each seat is drawn in (a seat without one takes its own index)."""
    return [i if s.colour is None else s.colour for i, s in enumerate(seats)]


@dataclass(slots=True)
class Step:
    move: Move
    player: int
    fixed: bool  # it rolled, or a computer played it: nothing before it can be undone

    @property
    def option(self) -> str:
        """The move as the record writes it."""
        return str(self.move)


@dataclass
class Session:
    edition: Edition
    setup: Setup | None  # None: the seed is kept by the server the game is played on
    seats: list[Seat]
    game: Game
    steps: list[Step] = field(default_factory=list)
    redo_steps: list[Step] = field(default_factory=list)
    floor: int = 0  # the steps below it are never taken back
    unseen: int = 0  # moves played that are not among the steps (not known here)
    dice: Dice | None = None  # a hosted game's fair dice, from its record (game/rules/mix.py)
    stirs: Stirs = field(default_factory=dict)  # their reveals by the option they came for

    @classmethod
    def start(cls, edition: Edition, setup: Setup, seats: list[Seat],
              dice: Dice | None = None) -> tuple[Session, list]:
        game, events, stirs = begin(edition, setup, dice)
        return cls(edition, setup, seats, game, dice=dice, stirs=stirs), events

    @property
    def record(self) -> GameRecord:
        if self.setup is None:
            raise LookupError("the game's seed is kept by its server until the end")
        return GameRecord(self.setup, [str(s.move) for s in self.steps], self.dice)

    def apply(self, move: Move | str) -> list[E.Event]:
        """Play a move (or a record's text of one, when a save is loaded)."""
        decision = self.game.decision
        if self.stirs and not self.game.over:
            stir_before(self.game, self.stirs, len(self.steps))
        events = self.game.apply(move)  # IllegalOption when the game is over, too
        player = decision.player if decision else 0
        if isinstance(move, str):
            move = parse(move)  # the engine took it, so it parses
        # a computer's move, a stand-in's too, sets the undo floor (game/rules/policy.py)
        self._step(move, player, rolled(events) or self.seats[player].computer)
        self.redo_steps.clear()
        return events

    def _step(self, move: Move, player: int, fixed: bool) -> None:
        last = self.steps[-1].player if self.steps else None
        self.floor = undo_floor(self.floor, len(self.steps), last, player, fixed)
        self.steps.append(Step(move, player, fixed))

    def can_undo(self, by: int | None = None) -> bool:
        """`by` may take back the last step (None: whoever holds the mouse at one screen, the
        human deciding now or else the last step's player)."""
        if not self.steps or self.game.over:
            return False
        last = self.steps[-1].player
        if by is None:
            decision = self.game.decision
            person = decision is not None and not self.seats[decision.player].computer
            by = decision.player if decision is not None and person else last
        return can_take_back(self.floor, len(self.steps), last, by)

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

    # ------------------------------------------------------------------ played elsewhere

    def seen(self, move: Move, player: int, fixed: bool, game: Game) -> None:
        """`player`'s move, played on the server: `game` is the game after it."""
        self._step(move, player, fixed)
        self.game = game

    def taken_back(self, game: Game) -> Step:
        """The last step was taken back on the server: `game` is the game before it."""
        self.game = game
        return self.steps.pop()

    def caught_up(self, played: int, game: Game) -> None:
        """The game as it is after `played` moves, what happened since the last step not known:
        the steps after `played` are dropped, moves missed are counted unseen, and nothing
        before this point is taken back here."""
        extra = self.unseen + len(self.steps) - played
        if extra > 0:
            dropped = min(extra, len(self.steps))
            del self.steps[len(self.steps) - dropped:]
            self.unseen -= extra - dropped
        else:
            self.unseen -= extra
        self.floor = len(self.steps)
        self.game = game

    def rebuilt(self, steps: list[tuple[Move, int, bool]], game: Game) -> None:
        """Every move of the game, as the server told them ((move, player, fixed) each) and the
        game after them."""
        self.steps.clear()
        self.floor = self.unseen = 0
        for move, player, fixed in steps:
            self._step(move, player, fixed)
        self.game = game
