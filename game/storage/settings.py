"""Settings kept between runs, in a JSON file the player may edit by hand.

What is broken falls back to its default, numbers out of range are brought into it, keys this
version does not know are kept and written back, and before a file with problems is ever
rewritten the player's own version is copied beside it (settings.json.bak).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from game.guard import FileRefused, Limits, read_json
from game.storage.files import settings_path, write_atomic

DEFAULT_SETTINGS = {
    "window": [1600, 900],
    "fullscreen": False,
    "language": "",  # a file data/texts/<language>.yaml; "": the computer's language
    "animation_speed": 1.0,
    "bot_delay": 0.6,
    "turn_grace": 4.0,  # seconds to take back a move that rolls, or before End turn (0: none)
    "sound": True,
    "volume": 0.7,  # of the sound effects, 0 to 1
    "online_name": "",  # the name shown to the other players online ("": not chosen yet)
    "online_address": "",  # the last server joined, as typed (host:port)
    "online_seats": "",  # the other seats of the last table hosted: "bot:hard,open" ("": none)
    "online_port": "",  # the port of the last table hosted, as typed ("": the default)
    "online_coop": "",  # the difficulty of the last table hosted against the Baron ("": none)
    "online_speed": "untimed",  # the speed of the last table hosted (game/net/speeds.py)
    "online_where": "here",  # where the last table hosted lives: "here" or "server"
    "online_server": "",  # the dedicated server the last table was hosted on, as typed
    "online_reach": "network",  # who reaches a table hosted here: "network" or "local"
    "online_announce": True,  # a table hosted here for the network is announced on it
    "turn_notices": True,  # a desktop notification when an online table waits for my move
    "palette": "standard",  # the players' colours (game/ui/toolkit/theme.py PALETTES)
    "text_size": 1.0,  # every text this much larger: 1, 1.25 or 1.5 (Settings)
}
TEXT_MAX = 100  # characters of a text setting
RANGES = {"animation_speed": (0.0, 10.0), "bot_delay": (0.0, 10.0), "volume": (0.0, 1.0),
          "turn_grace": (0.0, 30.0), "text_size": (1.0, 1.5)}
WINDOW_RANGE = (640, 16384)  # each side, before it is fitted to the screen
MIN_WINDOW = (1280, 720)
SAFE_WINDOW = (3840, 2160)  # the largest window when the screen's size is not known
BACKUP_SUFFIX = ".bak"


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


def read_settings(path: Path | None = None) -> tuple[dict, list[str]]:
    """The settings and, in English, what was wrong with the file (empty when nothing)."""
    path = path or settings_path()
    settings = dict(DEFAULT_SETTINGS)
    if not path.exists():
        return settings, []
    try:
        raw = read_json(path, Limits.SETTINGS)
    except FileRefused as refused:
        _keep_backup(path)
        return settings, [str(refused)]
    if not isinstance(raw, dict):
        _keep_backup(path)
        return settings, [f"{path.name}: not a set of settings"]
    problems = []
    for key, value in raw.items():
        if key not in DEFAULT_SETTINGS:
            settings[key] = value  # a later version's setting: kept as it is
            continue
        good = _valid(key, value)
        if good is None:
            problems.append(f"{path.name}: {key!r} is not valid; its default is used")
        else:
            settings[key] = good
    if problems:
        _keep_backup(path)
    return settings, problems


def load_settings(path: Path | None = None) -> dict:
    """Settings kept between runs; anything missing or malformed falls back to the default."""
    return read_settings(path)[0]


def save_settings(settings: dict, path: Path | None = None) -> None:
    write_atomic(path or settings_path(), json.dumps(settings, indent=1))


def _valid(key: str, value: object) -> object | None:
    """The value as the program uses it (clamped into range), or None when it is unusable."""
    default = DEFAULT_SETTINGS[key]
    if isinstance(value, bool) != isinstance(default, bool):
        return None
    if isinstance(default, float) and isinstance(value, int | float):
        low, high = RANGES[key]
        return min(high, max(low, float(value)))  # NaN never gets here: the reader refuses it
    if key == "window":
        return _window(value)
    if type(value) is not type(default):
        return None
    if key == "language" and not (value == "" or (isinstance(value, str) and value.isalpha()
                                                  and len(value) <= 8)):
        return None
    if isinstance(value, str) and not (len(value) <= TEXT_MAX and value.isprintable()):
        return None
    return value


def _window(value: object) -> list[int] | None:
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        return None
    low, high = WINDOW_RANGE
    return [min(high, max(low, v)) for v in value]


def fit_window(size: list[int] | tuple[int, int], screen: tuple[int, int] | None
               ) -> tuple[int, int]:
    """A window size within the screen (or, with no screen known, within SAFE_WINDOW) and never
    below the minimum: on a screen smaller than the minimum the window is the minimum, or the
    screen's side where that is larger."""
    width, height = size
    if not screen or screen[0] <= 0 or screen[1] <= 0:
        screen = SAFE_WINDOW
    width, height = min(width, screen[0]), min(height, screen[1])
    return max(width, MIN_WINDOW[0]), max(height, MIN_WINDOW[1])


def _keep_backup(path: Path) -> None:
    """Copy the player's file aside before the program ever writes over it."""
    try:
        shutil.copyfile(path, backup_path(path))
    except OSError:
        pass  # nothing is written over it either, unless the player changes a setting
