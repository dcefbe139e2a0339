"""`python -m game.cli review FILE [--player N] [--budget B] [--seed S] [--json OUT]`: a game's
review on the console, one line per decision judged and a summary line per player:

    year=1 round=2 move=14 player=1 played=take:2:3 best=take:1:3 loss=2.41 class=inaccuracy
    review player=1 decisions=82 accuracy=81.7 mistakes=3 blunders=1 budget=0.3

Players are numbered from 1 in their seat order. A finished game kept by the table
(`finished-*.json`) has its review kept beside it and read from there when it answers the
request; a damaged one is refused in one line and made again.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from game.history import GameHistory
from game.rules.edition import Edition
from game.rules.record import RecordError
from game.storage import reviews
from game.storage.files import write_atomic
from game.storage.finished import is_finished_file
from game.storage.records import read_game
from game.storage.saves import SaveError
from game.texts import text
from game.ui.words.describe import option_text

from .judge import find_move
from .review import DEFAULT_BUDGET, Review, review_game
from .stored import ReviewError, review_to_json


def add_parser(sub: argparse._SubParsersAction) -> None:
    rev = sub.add_parser("review", help="what each decision of a game cost, by the hard bot")
    rev.add_argument("file", metavar="FILE", help="a game record or a save of a finished game")
    rev.add_argument("--player", type=int, action="append", metavar="N",
                     help="the player to review, from 1 (again for more; default: all)")
    rev.add_argument("--budget", type=float, default=DEFAULT_BUDGET, metavar="B",
                     help=f"the hard bot's thinking per decision (default {DEFAULT_BUDGET})")
    rev.add_argument("--seed", type=int, default=0, help="the review's seed (default 0)")
    rev.add_argument("--json", metavar="OUT", help="write the review as JSON here")


def cmd_review(args: argparse.Namespace, edition: Edition) -> int:
    path = Path(args.file)
    try:
        record, _ = read_game(path, edition)
        history = GameHistory(edition, record)
    except SaveError as error:
        return _fail(str(error))
    except RecordError as error:
        return _fail(f"{path}: {error}")
    if not history.over:
        return _fail(text("replay.not_over", file=path.name))
    count = len(record.setup.names)
    chosen = tuple(sorted({n - 1 for n in args.player})) if args.player else tuple(range(count))
    if not all(0 <= p < count for p in chosen):
        return _fail(f"--player must be from 1 to {count}")
    if not args.budget > 0:
        return _fail("--budget must be positive")
    review = kept_or_made(path, history, chosen, args.budget, args.seed)
    print_review(history, review, chosen)
    if args.json:
        try:
            write_atomic(Path(args.json), json.dumps(review_to_json(review), separators=(",", ":")))
        except OSError as error:
            return _fail(f"{args.json}: {error.strerror or error}")
    return 0


def kept_or_made(path: Path, history: GameHistory, players: tuple[int, ...], budget: float,
                 seed: int) -> Review:
    """The review kept beside a finished game if it answers, else one made now (and kept)."""
    kept_path = reviews.review_path(path) if is_finished_file(path) else None
    if kept_path is not None:
        try:
            kept = reviews.read_review(kept_path, history.record)
        except ReviewError as error:
            print(f"warning: {error}", file=sys.stderr)
            kept = None
        if kept is not None and reviews.covers(kept, players, budget, seed):
            return kept
    review = review_game(history, players, budget, seed, progress=_progress)
    if kept_path is not None:
        try:
            reviews.write_review(kept_path, review)
        except OSError as error:
            print(f"warning: {text('review.not_kept', error=error)}", file=sys.stderr)
    return review


def print_review(history: GameHistory, review: Review, players: tuple[int, ...]) -> None:
    for d in review.decisions:
        if d.player in players:
            print(f"year={d.year} round={d.round} move={d.position + 1} player={d.player + 1} "
                  f"played={d.played} best={d.best} loss={d.loss:.2f} class={d.klass}")
    for p in players:
        s = review.summary(p)
        print(f"review player={p + 1} decisions={s.decisions} accuracy={s.accuracy:.1f} "
              f"mistakes={s.counts['mistake']} blunders={s.counts['blunder']} "
              f"budget={review.budget:g}")
    for d in review.costliest():
        if d.player in players:
            game = history.game_at(d.position)
            print(f"costly move={d.position + 1} player={d.player + 1} loss={d.loss:.2f} "
                  f"played=\"{option_text(find_move(game, d.played), game)}\" "
                  f"better=\"{option_text(find_move(game, d.best), game)}\"")


def _progress(done: int, total: int) -> None:
    if sys.stderr.isatty():
        print(f"\rreviewing {done}/{total}", end="" if done < total else "\n",
              file=sys.stderr, flush=True)


def _fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 2
