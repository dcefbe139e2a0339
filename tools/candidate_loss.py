"""Does the hard bot search the right moves? How often the move its own simulations rate best lies
outside its candidates (the normal bot's best few), and what that costs.

    python tools/candidate_loss.py --players 2 --positions 60 --sims 30 --seed 7 [--kinds take]

Positions come from games of normal bots (a few decisions per game, chosen from the seed). At
each, every move of the normal bot's ranking (its first 12) is simulated `--sims` times on the
same dice, exactly as the hard bot simulates; the best of them is compared with the best of the
hard bot's candidates, on fresh dice (`FRESH` simulations each) so that the winner's curse does
not inflate the loss. Prints a line per position and then: how many positions had the best move
outside the candidates, and the mean loss in points of lead per decision. The loss is in the
simulations' own terms: a move they prefer is not proven better in play (see the arena for that).
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import checker  # noqa: E402
from game.ai.hard_bot import HardBot, best_candidates  # noqa: E402
from game.ai.normal_bot import NormalBot, decision_rng  # noqa: E402
from game.arena import NAMES  # noqa: E402
from game.edition_loader import load_edition  # noqa: E402
from game.rules.engine import Game, Setup  # noqa: E402
from game.rules.moves import Move  # noqa: E402

RANKED = 12  # moves of the normal bot's ranking simulated at each position
FRESH = 60  # fresh simulations for the two moves compared when the best is not a candidate
STOPS = 6  # positions taken per game at most


def mean_lead(bot: HardBot, game: Game, move: Move, seeds: list[int]) -> float:
    p, check = game.decision.player, checker(None)
    return statistics.fmean(bot.simulate(game, p, move, s, check)[0] for s in seeds)


def loss_at(bot: HardBot, game: Game, rng: random.Random, sims: int) -> tuple[bool, float, int]:
    """(best outside the candidates, its loss on fresh dice, its place in the ranking)."""
    ranked = bot.normal.rank(game, decision_rng(bot.seed, game))
    candidates = best_candidates(ranked)
    seeds = [rng.getrandbits(64) for _ in range(sims)]
    rated = {o: mean_lead(bot, game, o, seeds) for _, o in ranked[:RANKED]}
    best = max(rated, key=rated.get)
    place = [o for _, o in ranked].index(best)
    if best in candidates:
        return False, 0.0, place
    fresh = [rng.getrandbits(64) for _ in range(FRESH)]
    chosen = max(candidates, key=rated.get)
    return True, mean_lead(bot, game, best, fresh) - mean_lead(bot, game, chosen, fresh), place


def positions(players: int, seed: int, rng: random.Random, kinds: set[str] | None):
    """Games of normal bots, paused at a few decisions each (more than two options, of the
    kinds asked for)."""
    edition = load_edition()
    for g in itertools.count():
        game, _ = Game.new(edition, Setup(NAMES[:players], seed * 1000 + g, first=0))
        bots = [NormalBot(seed + 10 * g + i) for i in range(players)]
        stops = set(rng.sample(range(10, 140), STOPS))
        step = 0
        while not game.over:
            decision = game.decision
            if step in stops and len(decision.options) > 2 and (
                    kinds is None or decision.kind in kinds):
                yield game
            game.apply(bots[decision.player].choose(game))
            step += 1


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    ap.add_argument("--positions", type=int, default=60)
    ap.add_argument("--sims", type=int, default=30)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--kinds", help="only decisions of these kinds (comma-separated)")
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    kinds = set(args.kinds.split(",")) if args.kinds else None
    bot = HardBot(args.seed)
    losses: list[float] = []
    outside = 0
    found = positions(args.players, args.seed, rng, kinds)
    for game in itertools.islice(found, args.positions):
        missed, loss, place = loss_at(bot, game, rng, args.sims)
        outside += missed
        losses.append(loss)
        print(f"position={len(losses)} kind={game.decision.kind} options="
              f"{len(game.options())} best_place={place} loss={loss:.2f}", flush=True)
    print(f"positions={len(losses)} best_outside_candidates={outside} "
          f"mean_loss={statistics.fmean(losses):.3f} worst={max(losses):.2f}")
    return 0

if __name__ == "__main__":
    raise SystemExit(main())
