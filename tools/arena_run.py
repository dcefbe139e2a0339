"""Run an arena in several processes and report thinking times too (for long measurements).

    python tools/arena_run.py --players 2 --bots hard,normal --games 200 --seed 1 \
        --think 0.25 --jobs 2 [--log games.txt] [--first 0]

The games, seeds and seatings are exactly those of `game.arena.run_arena` (game i: dice seed
seed + i, seats rotated by i), so the result lines are the same as the single-process arena's;
only the work is shared out. `--first N` starts at game N (0-based) of that same series: a long
run stopped part-way is continued, and its logs put together, with no game played twice.
After the result lines it prints, per bot, the thinking time per decision (median, 90th
percentile, worst) over every decision the bot was asked.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.arena import GameResult, contestants, level_lines, play_game, tally  # noqa: E402
from game.edition_loader import load_edition  # noqa: E402

_EDITION = None


def _one(job: tuple[list[str], int, int, float | None]) -> GameResult:
    global _EDITION
    if _EDITION is None:
        _EDITION = load_edition()
    bots, index, seed, think = job
    return play_game(_EDITION, bots, index, seed, think)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--bots", required=True)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--think", type=float, default=None)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--log", help="append one line per game here")
    ap.add_argument("--first", type=int, default=0, help="index of the first game of the series")
    args = ap.parse_args(argv)
    bots = args.bots.split(",")
    if len(bots) != args.players:
        ap.error(f"{args.players} players need {args.players} bots")
    named = contestants(bots)
    jobs = [(bots, i, args.seed, args.think) for i in range(args.first, args.first + args.games)]
    log = open(args.log, "a", encoding="utf-8") if args.log else None  # noqa: SIM115
    start = time.time()
    results: list[GameResult] = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for result in pool.map(_one, jobs):
            results.append(result)
            tally(named, result)
            if log:
                seats = ",".join(named[c].name for c in result.seating)
                log.write(f"game={args.first + len(results)} seed={result.seed} seats={seats} "
                          f"scores={','.join(map(str, result.scores))} "
                          f"winners={','.join(map(str, result.winners))} "
                          f"elapsed={time.time() - start:.0f}s\n")
                log.flush()
    for line in level_lines(named, args.players):
        print(line)
    for c in named:
        for kind, values in (("wall", c.think), ("cpu", c.cpu)):
            times = sorted(values)
            if not times:
                continue
            p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
            print(f"think bot={c.name} clock={kind} decisions={len(times)} "
                  f"median_ms={1000 * statistics.median(times):.1f} p90_ms={1000 * p90:.1f} "
                  f"worst_ms={1000 * times[-1]:.1f} mean_ms={1000 * statistics.mean(times):.1f}")
    print(f"elapsed_s={time.time() - start:.0f} jobs={args.jobs}")
    if log:
        log.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
