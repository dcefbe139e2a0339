"""Settings and the resumable game, as versioned JSON under platformdirs paths, written
atomically (temporary file + rename)."""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path

import platformdirs

SETTINGS_VERSION = 1
SAVE_VERSION = 1
PACE_FRAMES = {"slow": 75, "normal": 40, "fast": 12}


@dataclass(slots=True)
class Settings:
    pace: str = "normal"
    fullscreen: bool = False

    @property
    def bot_delay(self) -> int:
        return PACE_FRAMES.get(self.pace, 40)


@dataclass(slots=True)
class SavedGame:
    """A game to resume: the record plus the seats (human or computer, colour)."""

    record: dict
    seats: list[dict] = field(default_factory=list)


def default_folder() -> Path:
    return Path(platformdirs.user_data_dir("monasterium", appauthor=False))


def write_json(path: Path, data: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_json(path: Path) -> object | None:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return None


class Storage:
    def __init__(self, folder: Path | None) -> None:
        self.folder = folder  # None: nothing is kept on disk (tests, screenshots)

    def load_settings(self) -> Settings:
        if self.folder is None:
            return Settings()
        raw = read_json(self.folder / "settings.json")
        if not isinstance(raw, dict) or raw.get("version") != SETTINGS_VERSION:
            return Settings()
        pace = raw.get("pace") if raw.get("pace") in PACE_FRAMES else "normal"
        return Settings(pace=pace, fullscreen=bool(raw.get("fullscreen", False)))

    def save_settings(self, settings: Settings) -> None:
        if self.folder is not None:
            write_json(self.folder / "settings.json", {"version": SETTINGS_VERSION,
                                                       **asdict(settings)})

    def load_game(self) -> SavedGame | None:
        if self.folder is None:
            return None
        raw = read_json(self.folder / "save.json")
        if not isinstance(raw, dict) or raw.get("version") != SAVE_VERSION:
            return None
        if not isinstance(raw.get("record"), dict) or not isinstance(raw.get("seats"), list):
            return None
        return SavedGame(raw["record"], raw["seats"])

    def save_game(self, saved: SavedGame) -> None:
        if self.folder is not None:
            write_json(self.folder / "save.json", {"version": SAVE_VERSION,
                                                   "record": saved.record,
                                                   "seats": saved.seats})

    def clear_game(self) -> None:
        if self.folder is not None:
            (self.folder / "save.json").unlink(missing_ok=True)
