"""The loss distributions behind the review's classes: games played by one bot level in every
seat, each reviewed for all players at the review's budget; per level the share of decisions
the review finds best, the loss quantiles (points of lead) and the accuracy.

    python tools/review_losses.py --players 2 --games 3 --seed 1 --levels random,normal,hard
        [--budget B] [--dump losses.json]

One line per level:
    level=L games=G decisions=D zero=Z p50=.. p75=.. p90=.. p95=.. mean=.. accuracy=A
and with --dump every loss by level in a JSON file (to try thresholds without reviewing again).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import make_bot  # noqa: E402
from game.analysis.classes import accuracy  # noqa: E402
from game.analysis.review import DEFAULT_BUDGET, review_game  # noqa: E402
from game.arena import NAMES  # noqa: E402
from game.edition_loader import load_edition  # noqa: E402
from game.history import GameHistory  # noqa: E402
from game.rules.edition import Edition  # noqa: E402
from game.rules.engine import Game, Setup  # noqa: E402
from game.rules.record import GameRecord  # noqa: E402


def bot_game(edition: Edition, level: str, players: int, seed: int) -> GameRecord:
    """A game with `level` in every seat (seeded apart), as a record."""
    setup = Setup(NAMES[:players], seed)
    game, _ = Game.new(edition, setup)
    bots = [make_bot(level, seed * 10 + s) for s in range(players)]
    record = GameRecord(setup)
    while not game.over:
        move = bots[game.decision.player].choose(game)
        game.apply(move)
        record.options.append(str(move))
    return record


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", default="random,normal,hard")
    ap.add_argument("--budget", type=float, default=DEFAULT_BUDGET)
    ap.add_argument("--dump", metavar="FILE")
    args = ap.parse_args(argv)
    edition = load_edition()
    dumped: dict[str, list[list[float]]] = {}
    for level in args.levels.split(","):
        losses: list[float] = []
        per_game = []
        for seed in range(args.seed, args.seed + args.games):
            record = bot_game(edition, level, args.players, seed)
            review = review_game(GameHistory(edition, record), budget=args.budget, seed=seed)
            mine = [d.loss for d in review.decisions]
            per_game.append(mine)
            losses += mine
            print(f"  level={level} seed={seed} decisions={len(mine)} "
                  f"accuracy={accuracy(mine):.1f}", flush=True)
        dumped[level] = per_game
        zero = sum(1 for v in losses if v == 0) / max(1, len(losses))
        print(f"level={level} games={args.games} decisions={len(losses)} zero={zero:.2f} "
              + " ".join(f"p{round(q * 100)}={quantile(losses, q):.2f}"
                         for q in (0.5, 0.75, 0.9, 0.95))
              + f" mean={statistics.fmean(losses) if losses else 0:.2f} "
              f"accuracy={accuracy(losses):.1f}", flush=True)
    if args.dump:
        Path(args.dump).write_text(json.dumps({"budget": args.budget, "losses": dumped}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
