"""The player's puzzles at this computer: a puzzle rating, the puzzles solved and a history.

The rating moves by the model of rated games (game/ratings.py, openskill Plackett-Luce): each
puzzle is an opponent with its own rating (its `rating`, held with `PUZZLE_SIGMA`), a puzzle
solved at the first answer is a game won against it, a wrong first answer a game lost. Trying
again after a wrong answer may still solve it, but rates nothing more.

Kept in `puzzles.json` beside the statistics, written atomically, read through the guarded
reader. A file that cannot be used never stops the puzzles: it is put aside as
`puzzles.json.broken` (what it held is not lost), the player is told in one line, and the
progress starts afresh.
"""

from __future__ import annotations

import json
import os
import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeGuard

from game.guard import FileRefused, Limits, read_json
from game.ratings import SCALE, Skill, rate
from game.storage.files import Folders, write_atomic
from game.storage.saves import refusal_text
from game.texts import text

from .model import Puzzle

FORMAT = "monasterium-puzzle-progress"
FILE = "puzzles.json"
BROKEN_SUFFIX = ".broken"
HISTORY = 500  # attempts kept, the most recent
PUZZLE_SIGMA = 1.0  # a puzzle's rating is known well: it never changes
NEAR = 8  # a puzzle is drawn from the this many unsolved ones nearest the player's rating
LIMITS = Limits(size=2_000_000, depth=4, nodes=40_000, string=100, digits=20)
MIX = "mix"  # the choice of every theme, in turn


@dataclass(slots=True)
class Progress:
    skill: Skill = field(default_factory=Skill)
    solved: list[str] = field(default_factory=list)  # puzzle ids, first solved first
    history: list[dict] = field(default_factory=list)  # {"at", "puzzle", "solved", "rating"}

    @property
    def rating(self) -> int:
        return self.skill.shown

    def to_json(self) -> dict:
        return {"format": FORMAT, "version": 1, "mu": self.skill.mu, "sigma": self.skill.sigma,
                "solved": self.solved, "history": self.history[-HISTORY:]}


def progress_path(folders: Folders) -> Path:
    return folders.saves.parent / FILE


def read_progress(path: Path) -> tuple[Progress, str | None]:
    """The progress kept so far and None; or, for a file that cannot be used, a fresh start
    and the line that says so (the file is put aside first)."""
    if not path.exists():
        return Progress(), None
    try:
        kept = _from_json(read_json(path, LIMITS))
        problem = "" if kept is not None else text("puzzles.not_progress", file=path.name)
    except FileRefused as refused:
        kept, problem = None, refusal_text(refused)
    if kept is not None:
        return kept, None
    aside = path.with_name(path.name + BROKEN_SUFFIX)
    try:
        os.replace(path, aside)
    except OSError:
        pass
    return Progress(), text("puzzles.progress_broken", problem=problem, file=aside.name)


def _from_json(raw: object) -> Progress | None:
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        return None
    mu, sigma, solved, history = (raw.get(k) for k in ("mu", "sigma", "solved", "history"))
    if not _number(mu) or not _number(sigma) or not 0 < sigma < 100 or abs(mu) > 1000 \
            or not isinstance(solved, list) or not isinstance(history, list):
        return None
    if not all(isinstance(s, str) for s in solved) or not all(
            isinstance(h, dict) and isinstance(h.get("rating"), int) for h in history):
        return None
    return Progress(Skill(float(mu), float(sigma)), list(solved), history)


def _number(value: object) -> TypeGuard[int | float]:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def puzzle_skill(puzzle: Puzzle) -> Skill:
    return Skill(puzzle.rating / SCALE, PUZZLE_SIGMA)


def rated(progress: Progress, puzzle: Puzzle, solved: bool) -> Progress:
    """The progress after a first answer to `puzzle`: won (solved) or lost against it."""
    player = rate([progress.skill, puzzle_skill(puzzle)], [1, 2] if solved else [2, 1])[0]
    done = [*progress.solved, puzzle.id] if solved and puzzle.id not in progress.solved \
        else list(progress.solved)
    entry = {"at": round(time.time()), "puzzle": puzzle.id, "solved": solved,
             "rating": player.shown}
    return Progress(player, done, [*progress.history, entry][-HISTORY:])


def save_progress(path: Path, progress: Progress) -> None:
    """Keep the progress (OSError when it cannot be written)."""
    write_atomic(path, json.dumps(progress.to_json(), indent=1))


def next_puzzle(puzzles: tuple[Puzzle, ...], progress: Progress, theme: str,
                rng: random.Random, last: Puzzle | None = None) -> Puzzle | None:
    """A puzzle not solved yet near the player's rating, of `theme` (`MIX`: another theme than
    the last puzzle's where there is one). None when every such puzzle is solved."""
    done = set(progress.solved)
    left = [p for p in puzzles if p.id not in done and (theme == MIX or p.theme == theme)
            and (last is None or p.id != last.id)]
    if theme == MIX and last is not None:
        other = [p for p in left if p.theme != last.theme]
        left = other or left
    if not left:
        return None
    near = sorted(left, key=lambda p: (abs(p.rating - progress.rating), p.id))[:NEAR]
    return rng.choice(near)


def themes_of(puzzles: tuple[Puzzle, ...]) -> list[str]:
    """The themes of a set, the most common first."""
    counts: dict[str, int] = {}
    for p in puzzles:
        counts[p.theme] = counts.get(p.theme, 0) + 1
    return sorted(counts, key=lambda t: (-counts[t], t))
