"""One decision weighed: the hard bot's estimate of the final lead after the move played and
after the best move it finds, on the same simulated dice.

The search is the hard bot's (game/ai/hard_bot.py), with one change: the move played is always
a candidate and is never dropped by the successive halving, so at the end it has been simulated
on exactly the same dice (common random numbers) as the best survivor. The loss, the best
mean minus the played move's mean over those simulations, is therefore never negative, is zero
when the move played is the best found, and is not made of luck: both moves met the same dice.

Estimates are leads as the hard bot scores them (`Evaluator.lead`: the player's projected
points minus the best other player's at the end of the round simulated, the exact scores once
the game is over), in points.

The budget is the hard bot's `think` (nominal seconds per decision), turned into a number of
simulated decisions by `HardBot.budget`, so the same seed gives the same estimates on any
machine. Cancelling: `check` raises SearchCancelled within one simulated decision.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from game.ai import Check, in_sight
from game.ai.hard_bot import SIMS_PER_CANDIDATE, HardBot, Search, best_candidates
from game.ai.normal_bot import asked, decision_rng
from game.rules.engine import Game
from game.rules.moves import Move

ALONE_SIMS = 4  # simulations of a move played that has no rival, for its estimate alone


@dataclass(frozen=True, slots=True)
class Judgement:
    """The estimates of one decision: the move played, the best found, both means over the
    same simulations, and what the search looked at."""

    played: Move
    best: Move
    played_value: float
    best_value: float
    candidates: int
    simulations: int  # per surviving candidate (the played move's and the best's count)

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.played_value)


def find_move(game: Game, played: str) -> Move:
    """The listed option whose text is `played` (a record's option); ValueError otherwise."""
    for option in game.options():
        if str(option) == played:
            return option
    raise ValueError(f"{played!r} is not one of the options")


def judge(game: Game, played: Move, bot: HardBot, check: Check) -> Judgement:
    """Weigh the move played at this decision against the best the hard bot finds, on the
    game as the deciding seat could know it (never the dice or cards still hidden then)."""
    check()
    game = in_sight(game)
    rng = decision_rng(bot.seed, game)
    ranked = bot.normal.rank(game, rng, check=check)
    candidates = best_candidates(ranked)
    p = asked(game).player
    if candidates == [played]:
        values = [bot.simulate(game, p, played, rng.getrandbits(64), check)[0]
                  for _ in range(ALONE_SIMS)]
        mean = sum(values) / len(values)
        return Judgement(played, played, mean, mean, 1, len(values))
    search = _search(game, p, candidates, played, bot, rng, check)
    best = search.best_first(search.alive)[0]
    return Judgement(played, best, search.mean(played), search.mean(best),
                     len(search.candidates), search.runs[played])


def _search(game: Game, p: int, ranked: list[Move], played: Move, bot: HardBot,
            rng: random.Random, check: Check) -> Search:
    """Successive halving as the hard bot does it, the move played kept to the end."""
    budget = bot.budget(len(game.state.players))
    seeds = [rng.getrandbits(64)]
    value, steps = bot.simulate(game, p, played, seeds[0], check)
    affordable = budget // (steps * SIMS_PER_CANDIDATE)
    rivals = [m for m in ranked if m != played][: max(1, min(len(ranked), affordable) - 1)]
    search = Search([played, *rivals])
    search.add(played, value, steps)
    stages = max(1, math.ceil(math.log2(len(search.alive))))
    j = 0
    for stage in range(stages):
        limit = budget * (stage + 1) / stages
        while search.spent < limit or j < 2:
            if j == len(seeds):
                seeds.append(rng.getrandbits(64))
            for move in search.alive:
                if search.runs[move] <= j:
                    search.add(move, *bot.simulate(game, p, move, seeds[j], check))
            j += 1
        if stage < stages - 1 and len(search.alive) > 1:
            search.alive = _halve(search)
    return search


def _halve(search: Search) -> list[Move]:
    """The better half of the candidates still in, and the move played whatever its rank."""
    alive = search.best_first(search.alive)
    kept = alive[: max(1, (len(alive) + 1) // 2)]
    played = search.candidates[0]
    return kept if played in kept else [*kept, played]

