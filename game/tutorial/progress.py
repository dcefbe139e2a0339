"""Where the learner stopped: `tutorial.json` in the user data folder (beside the saves folder),
written atomically after every lesson and when the lessons are left, read through the guarded
reader. A file that cannot be used starts the lessons from the first one; it is replaced at the
next lesson. Beside it, the lessons done (each lesson finished, in any order: the list of
lessons marks them); a file without them has none done."""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

from game.guard import FileRefused, Limits, read_json
from game.storage.files import Folders, write_atomic

PROGRESS_FORMAT = "monasterium-tutorial"
PROGRESS_VERSION = 1
PROGRESS_FILE = "tutorial.json"
LIMITS = Limits(size=4_000, depth=4, nodes=100, string=100, digits=6)


def progress_path(folders: Folders) -> Path:
    return folders.saves.parent / PROGRESS_FILE


def _read(path: Path) -> dict:
    """The file's contents when it is ours, else nothing."""
    if not path.exists():
        return {}
    try:
        raw = read_json(path, LIMITS)
    except FileRefused:
        return {}
    if not isinstance(raw, dict) or raw.get("format") != PROGRESS_FORMAT:
        return {}
    return raw


def _lesson(value: object, lessons: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < lessons


def read_progress(path: Path, lessons: int) -> int:
    """The lesson to go on with (0: from the start; also for a file that cannot be used, or
    one that names a lesson this version does not have)."""
    lesson = _read(path).get("lesson")
    return lesson if isinstance(lesson, int) and _lesson(lesson, lessons) else 0


def read_done(path: Path, lessons: int) -> set[int]:
    """The lessons done (those this version does not have, or anything not understood, left
    out)."""
    done = _read(path).get("done")
    return {n for n in done if isinstance(n, int) and _lesson(n, lessons)} \
        if isinstance(done, list) else set()


def write_progress(path: Path, lesson: int, done: Iterable[int] = ()) -> None:
    """Keep `lesson` as the one to go on with, and the lessons `done` (OSError if it cannot be
    written)."""
    write_atomic(path, json.dumps({"format": PROGRESS_FORMAT, "version": PROGRESS_VERSION,
                                   "lesson": lesson, "done": sorted(set(done))}, indent=1))
