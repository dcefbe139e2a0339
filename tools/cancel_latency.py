"""How soon a bot's search stops once its stop is set: the latency from `Event.set()` to
`SearchCancelled` reaching the caller, over many positions and moments.

    python tools/cancel_latency.py --players 2 --level hard --trials 40 --seed 1

Each trial takes a position from a game played at random, starts `choose` in a worker thread
with a thinking budget far larger than the wait, sets the stop after a random delay and times
how long the worker takes to give up. Prints the median, 90th percentile and worst, in ms.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import SearchCancelled, make_bot  # noqa: E402
from game.arena import NAMES  # noqa: E402
from game.edition_loader import load_edition  # noqa: E402
from game.rules.engine import Game, Setup  # noqa: E402


def positions(players: int, seed: int, count: int) -> list[Game]:
    """Positions with a real choice, from random games."""
    edition = load_edition()
    rng = random.Random(seed)
    found: list[Game] = []
    game_seed = seed
    while len(found) < count:
        game, _ = Game.new(edition, Setup(NAMES[:players], game_seed))
        game_seed += 1
        while not game.over and len(found) < count:
            if len(game.options()) > 1 and rng.random() < 0.05:
                found.append(game.clone())
            game.apply(rng.choice(game.options()))
    return found


def one_trial(level: str, game: Game, delay: float, seed: int) -> float | None:
    """Seconds from the stop to the worker giving up; None if it answered first."""
    stop = threading.Event()
    ended: list[float] = []

    def work() -> None:
        try:
            make_bot(level, seed, 30.0).choose(game, stop)
        except SearchCancelled:
            ended.append(time.perf_counter())

    worker = threading.Thread(target=work)
    worker.start()
    time.sleep(delay)
    set_at = time.perf_counter()
    stop.set()
    worker.join()
    return ended[0] - set_at if ended else None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--level", default="hard")
    ap.add_argument("--trials", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    latencies = []
    answered = 0
    for i, game in enumerate(positions(args.players, args.seed, args.trials)):
        latency = one_trial(args.level, game, rng.uniform(0.02, 0.4), args.seed + i)
        if latency is None:
            answered += 1
        else:
            latencies.append(latency)
    if not latencies:
        print(f"level={args.level} players={args.players} every search ended before its stop")
        return 0
    ms = sorted(1000 * t for t in latencies)
    p90 = ms[min(len(ms) - 1, int(0.9 * len(ms)))]
    print(f"level={args.level} players={args.players} cancelled={len(ms)} answered={answered} "
          f"median_ms={statistics.median(ms):.1f} p90_ms={p90:.1f} worst_ms={ms[-1]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
