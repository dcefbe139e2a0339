"""One position weighed for a puzzle: every move the review's engine would search, simulated on
the same dice as every other (common random numbers), so their means can be compared.

The engine is the review's (game/analysis/judge.py): the hard bot's search on the game as the
deciding seat may know it (`in_sight`, R-FAIR-1), every simulation drawing the hidden dice and
cards anew (R-FAIR-2). Unlike the review it drops nothing by successive halving: a puzzle asks
that the best move beat *every* rival, so every rival gets every simulation. The rivals are the
normal bot's best few (`RIVALS`, within the hard bot's `MARGIN` of its favourite); the moves it
ranks below them have already lost its own look-ahead.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai import Check, in_sight
from game.ai.hard_bot import MARGIN, HardBot
from game.ai.normal_bot import asked, decision_rng
from game.rules.engine import Game
from game.rules.moves import Move

RIVALS = 6  # moves searched at most: the normal bot's best, within MARGIN of its favourite


@dataclass(frozen=True, slots=True)
class Weighed:
    """The moves searched, best mean first, each with its mean lead, and the simulations."""

    moves: tuple[tuple[Move, float], ...]
    simulations: int  # per move

    @property
    def best(self) -> Move:
        return self.moves[0][0]

    def accepted(self, tolerance: float) -> tuple[Move, ...]:
        """The moves within `tolerance` points of the best mean (the best among them)."""
        top = self.moves[0][1]
        return tuple(m for m, v in self.moves if v >= top - tolerance)

    def margin(self, tolerance: float) -> float:
        """How far the worst accepted move is ahead of the best other one (0: every move is
        accepted, there is nothing to find)."""
        accepted = self.accepted(tolerance)
        others = [v for m, v in self.moves if m not in accepted]
        if not others:
            return 0.0
        return min(v for m, v in self.moves if m in accepted) - max(others)


def rivals(game: Game, bot: HardBot, check: Check) -> list[Move]:
    """The moves worth weighing at this position, the normal bot's favourite first."""
    seen = in_sight(game)
    ranked = bot.normal.rank(seen, decision_rng(bot.seed, seen), check=check)
    top = ranked[0][0]
    return [m for v, m in ranked[:RIVALS] if v >= top - MARGIN]


def weigh(game: Game, bot: HardBot, sims: int, check: Check,
          moves: list[Move] | None = None, start: int = 0,
          totals: dict[Move, float] | None = None) -> tuple[Weighed, dict[Move, float]]:
    """Simulate each move `sims` times (simulations `start` to `start + sims - 1` of this
    position's seeds, so a second call goes on where the first stopped, on new dice)."""
    check()
    seen = in_sight(game)
    moves = rivals(game, bot, check) if moves is None else moves
    rng = decision_rng(bot.seed ^ 0x5EED, seen)
    seeds = [rng.getrandbits(64) for _ in range(start + sims)][start:]
    p = asked(seen).player
    totals = dict.fromkeys(moves, 0.0) if totals is None else totals
    for seed in seeds:
        for move in moves:
            totals[move] += bot.simulate(seen, p, move, seed, check)[0]
    runs = start + sims
    order = {m: i for i, m in enumerate(moves)}
    means = sorted(((m, totals[m] / runs) for m in moves), key=lambda mv: (-mv[1], order[mv[0]]))
    return Weighed(tuple(means), runs), totals
