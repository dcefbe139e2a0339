"""Tune the value function's weights (game/ai/weights.py) by self-play, seeded and rerunnable.

    python tools/tune_weights.py --players 2 --games 40 --trials 20 --seed 1 [--step 0.3]
        [--validate 200]

Coordinate search: in turn, each scalar weight is tried scaled by (1 - step) and (1 + step).
A trial plays the normal bot with the trial weights against the normal bot with the current
best weights on `--games` common dice seeds, each seed twice with the seats swapped (paired
games: both sides get the same luck). A trial is kept only if its mean score margin per game is
above zero by more than two standard errors of the paired margins. After a pass over every
weight the step is halved. Changes that did better by more than one standard error but less
than two are *hopeful*: at the end they are tried all together, on three times as many fresh
seeds, and kept together if that combination is clearly better. The same arguments give the
same trials and the same result.

`--validate N` then plays the tuned weights against the shipped ones on N fresh seeds (held out
from the search) and prints the tuned side's win share with its 95% interval and the mean margin:
the evidence for adopting the weights, or not. The tuned values are printed as Python lines for
game/ai/weights.py.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import Stop, dice_worth, value, weights  # noqa: E402
from game.ai.normal_bot import NormalBot  # noqa: E402
from game.arena import NAMES, wilson  # noqa: E402
from game.edition_loader import load_edition  # noqa: E402
from game.rules.edition import Edition  # noqa: E402
from game.rules.engine import Game, Setup  # noqa: E402
from game.rules.moves import Move  # noqa: E402

SCALARS = ("STEP_VALUE", "SEND_DIE", "GLASS_DIE", "YELLOW_DIE", "UNLOCK_PER_ROUND",
           "DIE_PER_ROUND", "YELLOW_PER_ROUND", "ROAD_STEP", "REROLL_TILE")
MODULES = (weights, value, dice_worth)  # where the value function reads its weights
VALIDATION_SEEDS = 1_000_000  # validation seeds start here: never used by the search

Weights = dict[str, float]


def shipped() -> Weights:
    return {name: float(getattr(weights, name)) for name in SCALARS}


class WeightedBot:
    """The normal bot playing with its own weights: they are set in the value function's
    modules for the length of each decision and put back afterwards (one thread only)."""

    name = "normal"

    def __init__(self, seed: int, own: Weights) -> None:
        self.bot = NormalBot(seed)
        self.own = own

    def choose(self, game: Game, stop: Stop = None) -> Move:
        saved = [(m, name, getattr(m, name)) for m in MODULES for name in self.own
                 if hasattr(m, name)]
        for module, name, _ in saved:
            setattr(module, name, self.own[name])
        try:
            return self.bot.choose(game, stop)
        finally:
            for module, name, old in saved:
                setattr(module, name, old)


def play(edition: Edition, players: int, seed: int, trial: Weights, base: Weights,
         trial_seat: int) -> tuple[float, float]:
    """One game: the trial bot in one seat, base bots elsewhere. (win credit, score margin
    of the trial bot over the best other player)."""
    bots = [WeightedBot(seed * 8 + s, trial if s == trial_seat else base) for s in range(players)]
    game, _ = Game.new(edition, Setup(NAMES[:players], seed, first=0))
    while not game.over:
        game.apply(bots[game.decision.player].choose(game))
    st = game.state
    scores = [p.score for p in st.players]
    credit = 1 / len(st.winners) if trial_seat in st.winners else 0.0
    others = max(s for q, s in enumerate(scores) if q != trial_seat)
    return credit, scores[trial_seat] - others


def match(edition: Edition, players: int, seeds: range, trial: Weights, base: Weights
          ) -> tuple[float, float, float]:
    """(win share, mean margin, standard error of the mean margin) of trial against base, each
    seed played with the trial bot in every seat."""
    credits, margins = [], []
    for seed in seeds:
        for seat in range(players):
            credit, margin = play(edition, players, seed, trial, base, seat)
            credits.append(credit)
            margins.append(margin)
    error = statistics.stdev(margins) / math.sqrt(len(margins)) if len(margins) > 1 else math.inf
    return sum(credits) / len(credits), statistics.fmean(margins), error


def search(edition: Edition, args: argparse.Namespace) -> Weights:
    best = shipped()
    step = args.step
    seeds = range(args.seed, args.seed + args.games)
    hopeful: dict[str, tuple[float, float]] = {}  # name: (value, margin in standard errors)
    trials = 0
    while trials < args.trials:
        for name in SCALARS:
            for factor in (1 - step, 1 + step):
                if trials >= args.trials:
                    return combined(edition, args, best, hopeful)
                trial = {**best, name: round(best[name] * factor, 3)}
                share, margin, error = match(edition, args.players, seeds, trial, best)
                trials += 1
                report(f"trial={trials} {name}={trial[name]}", share, margin, error)
                if margin > 2 * error:
                    best = trial
                    hopeful.pop(name, None)
                    break
                if margin > error and margin / error > hopeful.get(name, (0, 0))[1]:
                    hopeful[name] = (trial[name], margin / error)
        step /= 2
    return combined(edition, args, best, hopeful)


def combined(edition: Edition, args: argparse.Namespace, best: Weights,
             hopeful: dict[str, tuple[float, float]]) -> Weights:
    """The hopeful changes together against the best so far, on fresh seeds (after the
    search's own, before the validation's)."""
    if not hopeful:
        return best
    trial = {**best, **{name: value for name, (value, _) in hopeful.items()}}
    first = args.seed + args.games
    seeds = range(first, first + 3 * args.games)
    share, margin, error = match(edition, args.players, seeds, trial, best)
    changes = " ".join(f"{name}={trial[name]}" for name in hopeful)
    return trial if report(f"combined {changes}", share, margin, error) else best


def report(what: str, share: float, margin: float, error: float) -> bool:
    """Print a trial's line; True when it is kept (better by more than two standard errors)."""
    kept = margin > 2 * error
    print(f"{what} share={share:.3f} margin={margin:+.2f}±{error:.2f} "
          f"{'kept' if kept else 'dropped'}", flush=True)
    return kept


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    ap.add_argument("--games", type=int, default=40, help="seeds per trial (each played twice)")
    ap.add_argument("--trials", type=int, default=18)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--step", type=float, default=0.3)
    ap.add_argument("--validate", type=int, default=0, metavar="N")
    args = ap.parse_args(argv)
    edition = load_edition()
    tuned = search(edition, args)
    changed = {k: v for k, v in tuned.items() if v != shipped()[k]}
    print("tuned:", " ".join(f"{k}={v}" for k, v in changed.items()) or "no change")
    for name, v in changed.items():
        print(f"{name} = {v}")
    if args.validate and changed:
        seeds = range(VALIDATION_SEEDS + args.seed, VALIDATION_SEEDS + args.seed + args.validate)
        share, margin, error = match(edition, args.players, seeds, tuned, shipped())
        games = args.validate * args.players
        low, high = wilson(share * games, games)
        print(f"validate games={games} share={share:.3f} ci95={low:.3f}-{high:.3f} "
              f"fair={1 / args.players:.3f} margin={margin:+.2f}±{error:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
