"""Puzzles from our own games: bots play them, the review's engine weighs their positions at a
larger budget than a review's, and a position is kept when its best move beats every other by
`THRESHOLD` points of final lead.

    found = puzzles_of_game(edition, seed=1, index=4)

Game `index` of a run with seed S is played with the seed S * 1000 + index, by normal bots
seeded from it: 2, 3 and 4 players in turn, every fourth game together against the Baron. The
positions weighed are drawn from the game's decisions of at least `MIN_OPTIONS` options by a
generator seeded the same way, so a run repeats exactly on any machine.

Weighing is done twice: `PRE_SIMS` simulations per move screen the position, and only one whose
margin already reaches the threshold gets `MORE_SIMS` more (on new dice) before it is kept.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from game.ai import checker
from game.ai.hard_bot import HardBot
from game.ai.normal_bot import NormalBot
from game.analysis.classes import GOOD, INACCURACY
from game.coop_run import play_out
from game.history import GameHistory
from game.rules.edition import Edition
from game.rules.engine import Game, Setup
from game.rules.record import GameRecord

from .model import Puzzle, difficulty
from .themes import theme_of
from .weigh import Weighed, weigh

NAMES = ("Anna", "Bruno", "Chiara", "Dieter")
# Every other move must lose more than an inaccuracy (game/analysis/classes.py): whatever
# the runner-up, the review would call it a mistake or worse. Moves within "good" are accepted.
THRESHOLD = INACCURACY
TOLERANCE = GOOD
PRE_SIMS = 6
MORE_SIMS = 24
MIN_OPTIONS = 4  # legal moves at the position, at least
MIN_WEIGHED = 3  # moves the engine weighs there, at least
SAMPLE = 0.35  # the share of such positions weighed
MAX_PER_GAME = 12
COOP_EVERY = 4


@dataclass(slots=True)
class GameFound:
    """One game's puzzles, its record and the margins measured at the screen and after."""

    index: int
    record: GameRecord
    puzzles: list[Puzzle]
    screened: list[float]  # the margin of every position weighed (the screen's)
    confirmed: list[float]  # the margin after the second weighing, where there was one


def game_seed(seed: int, index: int) -> int:
    return seed * 1000 + index


def play_game(edition: Edition, seed: int, index: int) -> GameRecord:
    """Game `index` of the run: normal bots, 2-4 players, every fourth one co-op."""
    players = 2 + index % 3
    coop = "normal" if index % COOP_EVERY == COOP_EVERY - 1 else ""
    g_seed = game_seed(seed, index)
    setup = Setup(NAMES[:players], g_seed, None, coop)
    return play_out(edition, setup, [NormalBot(g_seed * 10 + seat) for seat in range(players)])[1]


def puzzles_of_game(edition: Edition, seed: int, index: int, sample: float = SAMPLE
                    ) -> GameFound:
    """Play game `index` of the run and keep its puzzles (`sample`: the share of positions
    weighed; the tests weigh fewer)."""
    record = play_game(edition, seed, index)
    history = GameHistory(edition, record)
    pick = random.Random(game_seed(seed, index) * 7919)
    bot = HardBot(game_seed(seed, index))
    found = GameFound(index, record, [], [], [])
    for position in range(history.moves):
        game = history.game_at(position)
        decision = game.decision
        if decision is None or len(decision.options) < MIN_OPTIONS or pick.random() >= sample:
            continue
        weighed = _weighed(game, bot, found)
        if weighed is not None and len(found.puzzles) < MAX_PER_GAME:
            found.puzzles.append(_puzzle(game, weighed, seed, index, position))
    return found


def _weighed(game: Game, bot: HardBot, found: GameFound) -> Weighed | None:
    """The position weighed, when it holds a puzzle; its margins noted either way."""
    check = checker(None)
    first, totals = weigh(game, bot, PRE_SIMS, check)
    if len(first.moves) < MIN_WEIGHED:
        return None
    found.screened.append(first.margin(TOLERANCE))
    if first.margin(TOLERANCE) < THRESHOLD:
        return None
    moves = [m for m, _ in first.moves]
    second, _ = weigh(game, bot, MORE_SIMS, check, moves, PRE_SIMS, totals)
    found.confirmed.append(second.margin(TOLERANCE))
    if 2 * len(second.accepted(TOLERANCE)) > len(second.moves):
        return None  # half the moves weighed or more solve it: nothing to find
    return second if second.margin(TOLERANCE) >= THRESHOLD else None


def _puzzle(game: Game, weighed: Weighed, seed: int, index: int, position: int) -> Puzzle:
    accepted = weighed.accepted(TOLERANCE)
    texts = tuple(str(m) for m in accepted)
    runner_up = next(m for m, _ in weighed.moves if m not in accepted)
    decision = game.decision
    assert decision is not None
    options = len(decision.options)
    bot_finds = str(NormalBot(game_seed(seed, index)).choose(game)) in texts
    margin = round(weighed.margin(TOLERANCE), 2)
    rating = puzzle_rating(options, margin, bot_finds)
    return Puzzle(f"{seed}-{index}-{position}", f"g{index}", position, decision.player, texts,
                  str(runner_up), margin, theme_of(game, accepted[0]), difficulty(rating),
                  rating, options, bot_finds)


def puzzle_rating(options: int, margin: float, bot_finds: bool) -> int:
    """A puzzle's rating: harder with more options, a smaller margin, and when the normal
    computer misses it; 800 to 2200 in steps of 10."""
    raw = 1150 + (0 if bot_finds else 350) + 100 * math.log2(max(1.0, options / MIN_OPTIONS)) \
        + 25 * max(0.0, 8.0 - margin)
    return int(min(2200, max(800, round(raw / 10) * 10)))
