"""A game's review: every decision of the chosen players that had more than one option, judged
by the hard bot (game/analysis/judge.py) and classed (game/analysis/classes.py), an accuracy per
player and the costliest decisions.

    review = review_game(GameHistory(edition, record), players=[0, 1], budget=0.3, seed=0,
                         stop=stop_event, progress=lambda done, total: ...)

Deterministic: the same record, players, budget and seed give the same review on any machine
(the search counts simulated decisions, not seconds, and every decision's generator follows
from the seed and the position alone). Cancelling: `stop` (see game.ai) set, the review raises
SearchCancelled within one simulated decision (well under 50 ms).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from game.ai import Check, Stop, checker
from game.ai.hard_bot import HardBot
from game.ai.normal_bot import asked
from game.history import GameHistory
from game.rules.record import GameRecord

from .classes import CLASSES, accuracy, classify
from .judge import find_move, judge

# The hard bot's `think` per decision (nominal seconds, see game/ai/hard_bot.py), chosen so a
# whole review meets its time (tools/bench_review.py; README, "Game review").
DEFAULT_BUDGET = 0.25
COSTLIEST = 5
Progress = Callable[[int, int], None]  # decisions judged, decisions to judge


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision judged: where it was (moves played before it), whose, the move played and
    the best found (as the rules print them), both estimates of the final lead and the loss."""

    position: int
    year: int
    round: int
    player: int
    played: str
    best: str
    played_value: float
    best_value: float
    options: int
    simulations: int

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.played_value)

    @property
    def klass(self) -> str:
        return classify(self.loss)


@dataclass(frozen=True, slots=True)
class Summary:
    """One player's figures: decisions judged, accuracy in percent, decisions per class."""

    player: int
    decisions: int
    accuracy: float
    counts: dict[str, int]


@dataclass(frozen=True, slots=True)
class Review:
    budget: float  # the hard bot's think per decision
    seed: int
    players: tuple[int, ...]
    record: str  # the digest of the record's moves (record_digest): whose review this is
    decisions: tuple[Decision, ...]
    learnt: tuple[int, ...] = ()  # positions of mistakes the player has since solved again

    def summary(self, player: int) -> Summary:
        mine = [d for d in self.decisions if d.player == player]
        counts = {c: sum(1 for d in mine if d.klass == c) for c in CLASSES}
        return Summary(player, len(mine), accuracy([d.loss for d in mine]), counts)

    def costliest(self, n: int = COSTLIEST) -> list[Decision]:
        """The n decisions that lost most (earliest first among equal losses), a loss only."""
        lost = [d for d in self.decisions if d.loss > 0]
        return sorted(lost, key=lambda d: (-d.loss, d.position))[:n]

    def at(self, position: int) -> Decision | None:
        """The decision taken at `position` (moves played before it), if it was judged."""
        for d in self.decisions:
            if d.position == position:
                return d
        return None


def record_digest(record: GameRecord) -> str:
    """A short fingerprint of a record: its setup and its moves."""
    setup = record.setup
    text = "\n".join([repr((setup.names, setup.seed, setup.first)), *record.options])
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def to_judge(history: GameHistory, players: Iterable[int], check: Check) -> list[int]:
    """The positions whose decision belongs to one of `players` and has more than one option."""
    wanted = set(players)
    positions = []
    for position in range(history.moves):
        check()
        game = history.game_at(position)
        decision = game.decision
        if decision is not None and decision.player in wanted and len(decision.options) > 1:
            positions.append(position)
    return positions


def review_game(history: GameHistory, players: Iterable[int] | None = None,
                budget: float = DEFAULT_BUDGET, seed: int = 0, stop: Stop = None,
                progress: Progress | None = None) -> Review:
    """Judge every decision of `players` (all by default) in the game's record."""
    count = len(history.record.setup.names)
    chosen = tuple(sorted(set(range(count) if players is None else players)))
    if not chosen or not all(0 <= p < count for p in chosen):
        raise ValueError(f"the players to review must be among 0 to {count - 1}")
    check = checker(stop)
    bot = HardBot(seed, budget)
    positions = to_judge(history, chosen, check)
    decisions = []
    for done, position in enumerate(positions):
        if progress is not None:
            progress(done, len(positions))
        game = history.game_at(position)
        played = find_move(game, history.record.options[position])
        j = judge(game, played, bot, check)
        st = game.state
        decisions.append(Decision(position, st.year, st.round, asked(game).player,
                                  str(j.played), str(j.best), j.played_value, j.best_value,
                                  len(game.options()), j.simulations))
    if progress is not None:
        progress(len(positions), len(positions))
    return Review(budget, seed, chosen, record_digest(history.record), tuple(decisions))
