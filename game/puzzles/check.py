"""Every puzzle of a set replayed: its record must replay to a position still being played,
with the puzzle's seat to move, its count of options, and its accepted moves and runner-up
among them."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ai import Stop, checker, in_sight
from game.ai.hard_bot import HardBot
from game.ai.normal_bot import asked
from game.analysis.judge import find_move, judge
from game.history import GameHistory
from game.rules.edition import Edition
from game.rules.engine import Game
from game.rules.moves import Move
from game.rules.record import RecordError

from .model import Puzzle, PuzzleSet
from .weigh import weigh

CONFIRM_SIMS = 8  # the fewest simulations of the answer and the runner-up when confirming


@dataclass(slots=True)
class Checked:
    puzzles: int = 0
    legal: int = 0
    themes: set[str] = field(default_factory=set)
    margin_min: float = float("inf")
    faults: list[str] = field(default_factory=list)

    def line(self) -> str:
        low = 0.0 if self.margin_min == float("inf") else self.margin_min
        return (f"puzzles={self.puzzles} legal={self.legal} themes={len(self.themes)} "
                f"margin_min={low:.2f}")


def check_set(edition: Edition, puzzles: PuzzleSet) -> Checked:
    """Replay each game once and look at every puzzle's position in it."""
    out = Checked()
    histories: dict[str, GameHistory | str] = {}
    for puzzle in puzzles.puzzles:
        out.puzzles += 1
        out.themes.add(puzzle.theme)
        out.margin_min = min(out.margin_min, puzzle.margin)
        if puzzle.game not in histories:
            try:
                histories[puzzle.game] = GameHistory(edition, puzzles.games[puzzle.game])
            except RecordError as error:
                histories[puzzle.game] = str(error)
        history = histories[puzzle.game]
        fault = history if isinstance(history, str) else fault_at(history.game_at(puzzle.at),
                                                                  puzzle)
        if fault:
            out.faults.append(f"puzzle {puzzle.id}: {fault}")
        else:
            out.legal += 1
    return out


def fault_at(game: Game, puzzle: Puzzle) -> str:
    """What is wrong with the puzzle at its position ("" if nothing)."""
    decision = game.decision
    if decision is None:
        return "the game is over at its position"
    if decision.player != puzzle.player:
        return f"seat {decision.player + 1} is to move, not seat {puzzle.player + 1}"
    listed = {str(o) for o in decision.options}
    if len(decision.options) != puzzle.options:
        return f"{len(decision.options)} options at its position, not {puzzle.options}"
    wrong = [m for m in (*puzzle.accepted, puzzle.runner_up) if m not in listed]
    return f"{', '.join(wrong)} is not a legal move there" if wrong else ""


@dataclass(frozen=True, slots=True)
class Confirmed:
    """A puzzle weighed again at another budget and seed: the review's loss for its answer
    (within "good" confirms it is among the best), and how far the answer stays ahead of the
    runner-up on the same dice."""

    answer_loss: float
    gap: float


def confirm(game: Game, puzzle: Puzzle, budget: float, seed: int = 0) -> Confirmed:
    """The review's judge on the puzzle's answer at `budget`, and the answer against the
    runner-up over as many simulations as that budget buys the two of them (at least
    CONFIRM_SIMS), on other dice than the generator's."""
    answer = find_move(game, puzzle.accepted[0])
    loss = judge(game, answer, HardBot(seed, budget), checker(None)).loss
    return Confirmed(loss, gap(game, answer, find_move(game, puzzle.runner_up), budget, seed))


def gap(game: Game, answer: Move, other: Move, budget: float, seed: int = 0,
        stop: Stop = None) -> float:
    """How many points of final lead `answer` keeps over `other`, both simulated on the same
    dice as many times as the review's `budget` buys the two of them (at least CONFIRM_SIMS)."""
    bot = HardBot(seed, budget)
    check = checker(stop)
    seen = in_sight(game)
    steps = bot.simulate(seen, asked(seen).player, answer, 1, check)[1]
    sims = max(CONFIRM_SIMS, bot.budget(len(game.state.players)) // (2 * steps))
    weighed, _ = weigh(game, bot, sims, check, [answer, other])
    values = dict(weighed.moves)
    return values[answer] - values[other]
