"""Where the learner stopped: `tutorial.json` in the user data folder (beside the saves folder),
written atomically after every lesson and when the lessons are left, read through the guarded
reader. A file that cannot be used starts the lessons from the first one; it is replaced at the
next lesson."""

from __future__ import annotations

import json
from pathlib import Path

from game.guard import FileRefused, Limits, read_json
from game.storage.files import Folders, write_atomic

PROGRESS_FORMAT = "monasterium-tutorial"
PROGRESS_VERSION = 1
PROGRESS_FILE = "tutorial.json"
LIMITS = Limits(size=4_000, depth=4, nodes=50, string=100, digits=6)


def progress_path(folders: Folders) -> Path:
    return folders.saves.parent / PROGRESS_FILE


def read_progress(path: Path, lessons: int) -> int:
    """The lesson to go on with (0: from the start; also for a file that cannot be used, or
    one that names a lesson this version does not have)."""
    if not path.exists():
        return 0
    try:
        raw = read_json(path, LIMITS)
    except FileRefused:
        return 0
    if not isinstance(raw, dict) or raw.get("format") != PROGRESS_FORMAT:
        return 0
    lesson = raw.get("lesson")
    if not isinstance(lesson, int) or isinstance(lesson, bool) or not 0 <= lesson < lessons:
        return 0
    return lesson


def write_progress(path: Path, lesson: int) -> None:
    """Keep `lesson` as the one to go on with (OSError if it cannot be written)."""
    write_atomic(path, json.dumps({"format": PROGRESS_FORMAT, "version": PROGRESS_VERSION,
                                   "lesson": lesson}, indent=1))
