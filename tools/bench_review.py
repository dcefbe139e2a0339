"""How long a game's review takes: a game of normal bots with 2 players and one with 4, each
reviewed for every player at the review's default budget; CPU seconds (one core) and wall.

    python tools/bench_review.py [--players 2,4] [--seed 1] [--budget B]

Targets (issue "Game review"): 2 players, both reviewed, at most 60 s of one core with the
compiled modules; 4 players at most 3 minutes. One line per game:
    review_bench players=P engine=compiled|plain budget=B decisions=D cpu_s=C wall_s=W
"""

from __future__ import annotations

import argparse
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import SearchCancelled  # noqa: E402
from game.analysis.review import DEFAULT_BUDGET, review_game  # noqa: E402
from game.compiled import running_compiled  # noqa: E402
from game.edition_loader import load_edition  # noqa: E402
from game.history import GameHistory  # noqa: E402
from tools.review_losses import bot_game  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", default="2,4")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--budget", type=float, default=DEFAULT_BUDGET)
    args = ap.parse_args(argv)
    edition = load_edition()
    engine = "compiled" if running_compiled() else "plain"
    for players in (int(p) for p in args.players.split(",")):
        history = GameHistory(edition, bot_game(edition, "normal", players, args.seed))
        start, start_cpu = time.perf_counter(), time.process_time()
        review = review_game(history, budget=args.budget)
        cpu, wall = time.process_time() - start_cpu, time.perf_counter() - start
        print(f"review_bench players={players} engine={engine} budget={args.budget:g} "
              f"decisions={len(review.decisions)} cpu_s={cpu:.1f} wall_s={wall:.1f} "
              f"cancel_ms={cancel_ms(history, args.budget):.1f}", flush=True)
    return 0


def cancel_ms(history: GameHistory, budget: float, tries: int = 5) -> float:
    """The longest time from setting the stop to the review giving up, over a few stops set
    in the middle of decisions' searches."""
    return max(one_cancel(history, budget, 3 + 7 * k, 0.01 * (k + 1)) for k in range(tries))


def one_cancel(history: GameHistory, budget: float, at: int, delay: float) -> float:
    """Stop the review `delay` seconds after decision `at` begins; milliseconds to give up."""
    stop = threading.Event()
    stopped = [0.0]

    def set_stop() -> None:
        stopped[0] = time.perf_counter()
        stop.set()

    def progress(done: int, total: int) -> None:
        if done == at:
            threading.Timer(delay, set_stop).start()

    try:
        review_game(history, budget=budget, stop=stop, progress=progress)
    except SearchCancelled:
        return 1000 * (time.perf_counter() - stopped[0])
    return 0.0  # the review ended first

if __name__ == "__main__":
    raise SystemExit(main())
