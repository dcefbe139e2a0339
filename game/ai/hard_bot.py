"""The hard bot: Monte Carlo search over the normal bot's best candidates.

1. The normal bot ranks the options (its look-ahead to the end of its own turn); the best few
   (`CANDIDATES`, and only those within `MARGIN` points of the best) become candidates, and
   fewer when a small budget could not simulate each of them `SIMS_PER_CANDIDATE` times.
2. Each candidate is tried in many *determinized* simulations: a clone of the game as the seat
   may know it (`game.ai.in_sight`) whose dice to come and undrawn cards are drawn anew from
   the bot's own generator (`game.rules.views.resample`: it never sees the real ones), the
   candidate applied, then every player's decisions played by the normal bot's quick policy
   (one step of look-ahead on the value function) to the end of the current round, and the
   position scored as the player's projected points minus the best other player's
   (`Evaluator.lead`; the exact scores if the game ended; with 3-4 players this won more games
   than the normal bot's own mix of best and mean opponent). Simulation j uses the same dice
   for every candidate (common random numbers), so candidates are compared on the same luck.
3. The simulations are shared out by successive halving: after each stage the worse half of the
   candidates is dropped and the rest get more simulations. The best mean wins.

Reproducibility: the search is bounded by a number of simulated decisions ("steps") derived
from the thinking budget, `round(think * STEPS_PER_SECOND[players])`, not by the clock, so the
same seed and the same game give the same choice on any machine. `STEPS_PER_SECOND` was
measured on the development machine (2 shared cores), so `think` is about the seconds per
decision there: with 3-4 players on the plain modules (compiled, game/compiled.py, in about 0.4
of it), with 2 players on the compiled ones.
The clock is only a safety cap: a search still running after `SAFETY * think + 1` seconds (a very
slow or overloaded machine) stops early, and only then can the choice differ between runs.

Cancelling: the `stop` given to `choose` is checked before every simulated decision (and before
every clone the normal bot's ranking plays on), so `SearchCancelled` is raised within about a
millisecond of the stop being set (see `game.ai`).
"""

from __future__ import annotations

import math
import random
import time

from game.ai import Check, Stop, as_listed, checker, in_sight
from game.ai.normal_bot import NormalBot, asked, decision_rng
from game.rules.engine import Game
from game.rules.moves import Move
from game.rules.views import resample

DEFAULT_THINK = 1.0  # seconds per decision, nominal (see STEPS_PER_SECOND)
# Simulated decisions per nominal second, by player count (a step costs more with more players:
# every one of them is evaluated). Measured on the development machine (2 shared cores, CPU
# seconds) with the plain modules: about 840-930 with 2 players, 610-780 with 3, 610-680 with 4.
# With 2 players the compiled modules (game/compiled.py) buy 2.3 times the old 1000 steps in
# about 0.7 s CPU (2300): against the normal bot on the same 200 seeds (`tools/arena_run.py
# --seed 1`) that won 170.5 games against 163 with 1000 steps, by 27.9 points a game against
# 23.1 (paired +4.8 +- 2.4). With 3 and 4 players more steps were not measured and the old
# budgets stand. At the default budget the search already picks what 100 simulations
# per candidate pick with 4 players (mean shortfall 0.04 points over 14 positions).
STEPS_PER_SECOND = {1: 2300, 2: 2300, 3: 800, 4: 700}  # 1: alone against the Baron
SAFETY = 5.0  # stop after SAFETY * think + 1 seconds whatever the step count (the plain
# modules take about 1.6 s CPU for the 2-player default budget, 2.3 s at worst)
CANDIDATES = 5  # at most; fewer when the budget cannot simulate each enough
SIMS_PER_CANDIDATE = 6
MARGIN = 12.0  # candidates further than this below the normal bot's best are not searched
HORIZON = 60  # most decisions simulated after the candidate (the round usually ends first)


class Search:
    """One decision's search: the candidates, their simulations so far, the budget spent."""

    def __init__(self, candidates: list[Move]) -> None:
        self.candidates = candidates
        self.alive = list(candidates)  # not dropped by the halving yet
        self.order = {o: i for i, o in enumerate(candidates)}
        self.total = dict.fromkeys(candidates, 0.0)
        self.runs = dict.fromkeys(candidates, 0)
        self.spent = 0
        self.simulations = 0

    def add(self, move: Move, value: float, steps: int) -> None:
        self.total[move] += value
        self.runs[move] += 1
        self.spent += steps
        self.simulations += 1

    def mean(self, move: Move) -> float:
        runs = self.runs[move]
        return self.total[move] / runs if runs else -math.inf

    def best_first(self, moves: list[Move]) -> list[Move]:
        return sorted(moves, key=lambda o: (-self.mean(o), self.order[o]))


def best_candidates(ranked: list[tuple[float, Move]]) -> list[Move]:
    """The moves worth a search: the normal bot's best few, within MARGIN of its favourite."""
    best = ranked[0][0]
    return [o for v, o in ranked[:CANDIDATES] if v >= best - MARGIN]


class HardBot:
    name = "hard"

    def __init__(self, seed: int = 0, think: float | None = None) -> None:
        self.seed = seed
        self.think = DEFAULT_THINK if think is None else think
        if self.think <= 0:
            raise ValueError("the thinking budget must be positive")
        self.normal = NormalBot(seed)
        self.last_stats: dict[str, float] = {}  # what the last search did, for tools

    def choose(self, game: Game, stop: Stop = None) -> Move:
        check = checker(stop)
        check()
        options = game.options()
        if len(options) == 1:
            return options[0]
        real, game = game, in_sight(game)
        start = time.perf_counter()
        rng = decision_rng(self.seed, game)
        ranked = self.normal.rank(game, rng, check=check)
        candidates = best_candidates(ranked)
        if len(candidates) == 1:
            self.last_stats = {"candidates": 1, "simulations": 0, "steps": 0}
            return as_listed(real, game, candidates[0])
        search = self._search(game, candidates, rng, start + SAFETY * self.think + 1.0, check)
        self.last_stats = {"candidates": len(search.candidates),
                           "simulations": search.simulations, "steps": search.spent,
                           "seconds": time.perf_counter() - start}
        return as_listed(real, game, search.best_first(search.alive)[0])

    def budget(self, players: int) -> int:
        """Simulated decisions allowed per decision: a function of the budget only."""
        return max(1, round(self.think * STEPS_PER_SECOND[players]))

    def _search(self, game: Game, candidates: list[Move], rng: random.Random, deadline: float,
                check: Check) -> Search:
        """Successive halving over the candidates, on shared dice (common random numbers)."""
        p = asked(game).player
        budget = self.budget(len(game.state.players))
        seeds = [rng.getrandbits(64)]
        # The first simulation, of the normal bot's favourite, shows how long simulations run
        # from here: search only as many candidates as the budget can give SIMS_PER_CANDIDATE
        # simulations each (at least two candidates).
        value, steps = self.simulate(game, p, candidates[0], seeds[0], check)
        affordable = budget // (steps * SIMS_PER_CANDIDATE)
        search = Search(candidates[: max(2, min(len(candidates), affordable))])
        search.add(candidates[0], value, steps)
        stages = max(1, math.ceil(math.log2(len(search.alive))))
        j = 0
        for stage in range(stages):
            limit = budget * (stage + 1) / stages
            while search.spent < limit and time.perf_counter() < deadline:
                if j == len(seeds):
                    seeds.append(rng.getrandbits(64))
                for move in search.alive:
                    if search.runs[move] <= j:  # not the first simulation, already run
                        search.add(move, *self.simulate(game, p, move, seeds[j], check))
                j += 1
            alive = search.alive
            if stage < stages - 1 and len(alive) > 1:
                search.alive = search.best_first(alive)[: max(1, (len(alive) + 1) // 2)]
        return search

    def simulate(self, game: Game, p: int, move: Move, seed: int, check: Check
                 ) -> tuple[float, int]:
        """Apply the move on a resampled clone, play to the end of the round, score it."""
        check()
        sim = resample(game, seed)
        local = random.Random(seed)
        sim.apply(move)
        st = sim.state
        here = (st.year, st.round)
        steps = 1
        normal = self.normal
        while not sim.over and (st.year, st.round) == here and steps <= HORIZON:
            check()
            sim.apply(normal.quick(sim, local.getrandbits(64), check))
            steps += 1
        return normal.evaluator(game).lead(sim, p), steps
