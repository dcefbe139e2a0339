"""`python -m game.cli puzzles`: make a puzzle set, or check one.

    python -m game.cli puzzles --games G --seed S --out FILE [--jobs J]
    python -m game.cli puzzles --check FILE

Making plays G games (game/puzzles/generate.py) and writes the set with a header naming the
command; it prints the margins measured (every position weighed, and the kept ones) and the
time per game on stderr. `--jobs` shares the games out over processes: the set is the same
whatever J. Checking prints `puzzles=N legal=N themes=T margin_min=M` and exits with 1 when a
puzzle does not replay or an accepted move is not legal there, 2 when the file is refused.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from multiprocessing import Pool
from pathlib import Path

from game.edition_fields import DataError
from game.edition_loader import load_edition
from game.rules.edition import Edition
from game.storage.files import write_atomic

from .check import check_set
from .generate import MORE_SIMS, PRE_SIMS, THRESHOLD, TOLERANCE, GameFound, puzzles_of_game
from .model import PuzzleSet, to_text
from .shipped import load_puzzles

HEADER = [
    "Monasterium puzzles. Every position is ours: it comes from games our own computer players",
    "played against each other (normal level; 2, 3 and 4 players; every fourth game together",
    "against the Baron), weighed by the game review's engine. Made with:",
    "",
    "    {command}",
    "",
    "A puzzle is the position after `at` moves of its game's record; `accepted` are the moves",
    "within {tolerance} points of the best, `margin` how many points of final lead the worst of",
    "them keeps over the best other move (`runner_up`), at least {threshold}. Check it with",
    "`python -m game.cli puzzles --check FILE`.",
]


def add_parser(sub: argparse._SubParsersAction) -> None:
    cmd = sub.add_parser("puzzles", help="make puzzles from bots' games, or check a set")
    cmd.add_argument("--games", type=int, default=10, help="games to play (default 10)")
    cmd.add_argument("--seed", type=int, default=1)
    cmd.add_argument("--out", metavar="FILE", help="write the set here")
    cmd.add_argument("--jobs", type=int, default=1, help="processes (the set is the same)")
    cmd.add_argument("--check", metavar="FILE", help="replay every puzzle of this set")


def parser_for_tests() -> argparse.ArgumentParser:
    """A parser that knows only this command."""
    top = argparse.ArgumentParser(prog="python -m game.cli")
    add_parser(top.add_subparsers(dest="command", required=True))
    return top


def cmd_puzzles(args: argparse.Namespace, edition: Edition) -> int:
    if args.check:
        path = Path(args.check)
        try:
            puzzles = load_puzzles(path.parent, path.name)
        except DataError as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
        checked = check_set(edition, puzzles)
        for fault in checked.faults:
            print(f"fault: {fault}", file=sys.stderr)
        print(checked.line())
        return 1 if checked.faults else 0
    if not args.out or args.games < 1 or args.jobs < 1:
        print("error: give --out FILE and at least one game and job", file=sys.stderr)
        return 2
    made = make_set(edition, args.games, args.seed, args.jobs)
    command = (f"python -m game.cli puzzles --games {args.games} --seed {args.seed} "
               f"--out {args.out}")
    header = [line.format(command=command, tolerance=TOLERANCE, threshold=THRESHOLD)
              for line in HEADER]
    found = PuzzleSet(command, THRESHOLD, TOLERANCE, f"{PRE_SIMS}+{MORE_SIMS} simulations",
                      {f"g{g.index}": g.record for g in made if g.puzzles},
                      tuple(p for g in made for p in g.puzzles))
    write_atomic(Path(args.out), to_text(found, header))
    print(summary(made))
    return 0


def _one(job: tuple[int, int]) -> GameFound:
    seed, index = job
    return puzzles_of_game(load_edition(), seed, index)


def make_set(edition: Edition, games: int, seed: int, jobs: int) -> list[GameFound]:
    """The games' puzzles in the games' order (so the set does not depend on `jobs`)."""
    start = time.perf_counter()
    work = [(seed, i) for i in range(games)]
    made: list[GameFound] = []
    if jobs == 1:
        pool_map = map(_one, work)
        made = list(_noted(pool_map, start, games))
    else:
        with Pool(jobs) as pool:
            made = list(_noted(pool.imap(_one, work), start, games))
    return made


def _noted(found, start: float, games: int):
    for g in found:
        took = time.perf_counter() - start
        print(f"game {g.index + 1}/{games}: {len(g.puzzles)} puzzles, "
              f"{took:.0f} s so far", file=sys.stderr, flush=True)
        yield g


def summary(made: list[GameFound]) -> str:
    """The figures of a run: puzzles, themes, and the margins' distribution."""
    screened = sorted(m for g in made for m in g.screened)
    kept = sorted(p.margin for g in made for p in g.puzzles)
    themes = Counter(p.theme for g in made for p in g.puzzles)
    levels = Counter(p.difficulty for g in made for p in g.puzzles)
    return "\n".join([
        f"games={len(made)} puzzles={len(kept)} weighed={len(screened)} "
        f"screen_passed={sum(1 for m in screened if m >= THRESHOLD)}",
        "screen margins " + quantiles(screened),
        "confirmed margins " + quantiles(sorted(m for g in made for m in g.confirmed)),
        "kept margins " + quantiles(kept),
        "themes " + " ".join(f"{t}={n}" for t, n in themes.most_common()),
        "difficulty " + " ".join(f"{d}={n}" for d, n in sorted(levels.items())),
    ])


def quantiles(values: list[float]) -> str:
    if not values:
        return "none"
    at = [0.1, 0.25, 0.5, 0.75, 0.9]
    cells = " ".join(f"p{int(q * 100)}={values[int(q * (len(values) - 1))]:.2f}" for q in at)
    return f"n={len(values)} {cells} max={values[-1]:.2f}"
