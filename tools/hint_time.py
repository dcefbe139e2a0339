"""How long a hint takes: the hard bot at the hint's budget answers every decision of seat 0
(with more than one option) in games against normal bots; wall and CPU time per decision.

    python tools/hint_time.py --players 2 --games 1 --seed 1 [--think 0.5]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import HINT_THINK, make_bot  # noqa: E402
from game.arena import NAMES  # noqa: E402
from game.edition_loader import load_edition  # noqa: E402
from game.rules.engine import Game, Setup  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--think", type=float, default=HINT_THINK)
    args = ap.parse_args(argv)
    edition = load_edition()
    wall: list[float] = []
    cpu: list[float] = []
    for seed in range(args.seed, args.seed + args.games):
        game, _ = Game.new(edition, Setup(NAMES[: args.players], seed, first=0))
        hint = make_bot("hard", seed, think=args.think)
        others = [make_bot("normal", seed + s) for s in range(args.players)]
        while not game.over:
            seat = game.decision.player
            if seat == 0 and len(game.options()) > 1:
                start, start_cpu = time.perf_counter(), time.process_time()
                move = hint.choose(game)
                wall.append(time.perf_counter() - start)
                cpu.append(time.process_time() - start_cpu)
            else:
                move = others[seat].choose(game)
            game.apply(move)
    for name, times in (("wall", wall), ("cpu", cpu)):
        print(f"hint players={args.players} think={args.think} clock={name} "
              f"decisions={len(times)} median_ms={1000 * statistics.median(times):.0f} "
              f"worst_ms={1000 * max(times):.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
