"""A game looked back at: the position after every move of its record, what each move did, where
each round begins, and every player's score at the end of each round.

Built once by replaying the record (so a file that does not replay is refused here, in words);
the replay viewer steps through it and the scoring screen draws its score chart from it. No
pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules import events as E
from game.rules.edition import Edition
from game.rules.engine import Game, IllegalOption
from game.rules.record import GameRecord, RecordError, begin, stir_before
from game.rules.state import GameState, clone_state


@dataclass(frozen=True, slots=True)
class RoundMark:
    """A round of the game: its year and number, and how many moves were played when it began."""

    year: int
    round: int
    start: int


@dataclass(frozen=True, slots=True)
class ScorePoint:
    """Every player's score at one moment: the end of a round (in-play points), or the final
    scoring (year 0, round 0)."""

    year: int
    round: int
    scores: tuple[int, ...]

    @property
    def final(self) -> bool:
        return self.year == 0


class GameHistory:
    def __init__(self, edition: Edition, record: GameRecord) -> None:
        """Replay `record`; RecordError names the first move refused."""
        self.record = record
        game, events, self.stirs = begin(edition, record.setup, record.dice)
        self._base = game.clone()
        self.states: list[GameState] = [clone_state(game.state)]  # a chapter's progress too
        self.events: list[tuple[E.Event, ...]] = [tuple(events)]  # [0]: the setup's
        for i, option in enumerate(record.options):
            stir_before(game, self.stirs, i)
            try:
                self.events.append(tuple(game.apply(option)))
            except IllegalOption as error:
                raise RecordError(f"option {i + 1} of the record cannot be played: {error}"
                                  ) from None
            self.states.append(clone_state(game.state))
        self.rounds = _rounds(self.events)
        self.scores = _scores(self.events, len(record.setup.names))

    @property
    def moves(self) -> int:
        """The number of moves in the record (positions run from 0 to this)."""
        return len(self.states) - 1

    @property
    def over(self) -> bool:
        return self.states[-1].phase == "over"

    def game_at(self, position: int) -> Game:
        """A game of its own at `position` (moves played), ready to be played on."""
        game = self._base.clone()
        game.state = clone_state(self.states[position])
        game.settle()  # a position after a move is settled: this only lists its options
        return game


def _rounds(events: list[tuple[E.Event, ...]]) -> list[RoundMark]:
    """Where each round begins: a RoundStarted among a move's events means the round is under
    way once that move is played."""
    return [RoundMark(e.year, e.round, k) for k, move_events in enumerate(events)
            for e in move_events if isinstance(e, E.RoundStarted)]


def _scores(events: list[tuple[E.Event, ...]], players: int) -> list[ScorePoint]:
    """Every player's score at the end of each round (the points scored in play so far), and
    the final scores once the game has ended."""
    running = [0] * players
    points: list[ScorePoint] = []
    for move_events in events:
        for e in move_events:
            if isinstance(e, E.PointsScored) and e.player is not None:
                running[e.player] += e.points
            elif isinstance(e, E.RoundEnded):
                points.append(ScorePoint(e.year, e.round, tuple(running)))
            elif isinstance(e, E.GameEnded):
                points.append(ScorePoint(0, 0, tuple(e.scores)))
    return points
