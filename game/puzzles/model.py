"""A puzzle and the file that holds a set of them (data/puzzles/puzzles.yaml).

A puzzle is a position of one of the set's games: the game's record cut after `at` moves (the
record form saves and replays use: the setup and the moves' texts), the seat to move, the moves
accepted as answers and the best other move (the runner-up), the margin between them, a theme,
a difficulty and a rating. The games are written once and the puzzles point into them, so a set
of hundreds stays a small file; `Puzzle.record` is the record up to the position.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from game.rules.engine import Setup
from game.rules.record import GameRecord, record_from_json

FORMAT = "monasterium-puzzles"
VERSION = 1
DIFFICULTIES = ("easy", "medium", "hard")
EASY, HARD = 1300, 1600  # ratings below EASY are easy, from HARD on hard


@dataclass(frozen=True, slots=True)
class Puzzle:
    id: str
    game: str  # the key of the set's game it comes from
    at: int  # moves of that game's record played before the position
    player: int  # the seat to move
    accepted: tuple[str, ...]  # the moves that solve it, best first
    runner_up: str  # the best other move
    margin: float  # points of final lead the worst accepted move keeps over the runner-up
    theme: str
    difficulty: str
    rating: int  # on the shown rating scale (game/ratings.py: 1500 a newcomer)
    options: int  # legal moves at the position
    bot_finds: bool  # the normal computer plays an accepted move here


@dataclass(frozen=True, slots=True)
class PuzzleSet:
    command: str  # the command that made it
    threshold: float  # the least margin kept
    tolerance: float  # moves within this of the best are accepted
    budget: str  # the simulations per move, as the generator says it
    games: dict[str, GameRecord]
    puzzles: tuple[Puzzle, ...]

    def record(self, puzzle: Puzzle) -> GameRecord:
        """The record up to the puzzle's position."""
        whole = self.games[puzzle.game]
        return GameRecord(whole.setup, whole.options[: puzzle.at])


def difficulty(rating: int) -> str:
    return DIFFICULTIES[0] if rating < EASY else DIFFICULTIES[2] if rating >= HARD \
        else DIFFICULTIES[1]


def setup_json(setup: Setup) -> dict:
    return GameRecord(setup).to_json()["setup"]


def record_of(setup: dict, options: list[str]) -> GameRecord:
    """A game of the file as a record (RecordError when it is not one)."""
    return record_from_json({"format": "monasterium-record", "version": 1, "setup": setup,
                             "options": options})


def to_text(puzzles: PuzzleSet, header: list[str]) -> str:
    """The set as YAML (its strings JSON-quoted, so any move text stays one value)."""
    q = json.dumps
    lines = [f"# {line}" if line else "#" for line in header]
    lines += [f"format: {FORMAT}", f"version: {VERSION}", f"command: {q(puzzles.command)}",
              f"threshold: {puzzles.threshold}", f"tolerance: {puzzles.tolerance}",
              f"budget: {q(puzzles.budget)}", "games:"]
    for key, record in puzzles.games.items():
        setup = {k: v for k, v in setup_json(record.setup).items() if v is not None}
        lines += [f"  {key}:", f"    setup: {q(setup)}",
                  f"    options: {q(' '.join(record.options))}"]
    lines.append("puzzles:")
    for p in puzzles.puzzles:
        lines.append(
            f"  - {{id: {q(p.id)}, game: {q(p.game)}, at: {p.at}, player: {p.player}, "
            f"accepted: {q(list(p.accepted))}, runner_up: {q(p.runner_up)}, "
            f"margin: {p.margin:.2f}, theme: {p.theme}, difficulty: {p.difficulty}, "
            f"rating: {p.rating}, options: {p.options}, bot_finds: {str(p.bot_finds).lower()}}}")
    return "\n".join(lines) + "\n"
