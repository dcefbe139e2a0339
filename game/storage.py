"""Saves and settings on disk: JSON, versioned, written atomically, checked on load.

A save holds the setup, the seats and the record of options plus a hash of the state they
lead to; loading replays the record and refuses the file if the hash differs. A file that
cannot be read is never changed; the error says what is wrong in one line.
"""

from __future__ import annotations

import json
import os
import tempfile
from datetime import UTC, datetime
from pathlib import Path

import platformdirs

from game.rules.edition import Edition
from game.rules.engine import IllegalOption
from game.rules.record import RecordError, record_from_json, state_hash
from game.session import Seat, Session

APP = "Monasterium"
SAVE_FORMAT = "monasterium-save"
SAVE_VERSION = 1
AUTOSAVE = "autosave"
SEAT_KINDS = ("human", "random", "normal", "hard")


class SaveError(Exception):
    """A save that cannot be used; the message names the file and what is wrong."""


def saves_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP, appauthor=False)) / "saves"


def settings_path() -> Path:
    return Path(platformdirs.user_config_dir(APP, appauthor=False)) / "settings.json"


def write_atomic(path: Path, text: str) -> None:
    """Write to a temporary file beside `path`, flush it to disk, then rename it over `path`:
    a crash at any moment leaves either the old file or the new one, whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_json(session: Session, name: str) -> dict:
    st = session.game.state
    data = session.record.to_json()
    data.update(
        format=SAVE_FORMAT,
        version=SAVE_VERSION,
        name=name,
        saved_at=datetime.now(UTC).isoformat(timespec="seconds"),
        seats=[{"name": s.name, "kind": s.kind} for s in session.seats],
        summary={"year": st.year, "round": st.round, "over": session.game.over},
        state_hash=state_hash(session.game),
    )
    return data


def save(session: Session, path: Path, name: str) -> None:
    write_atomic(path, json.dumps(save_json(session, name), indent=1))


def slot_path(name: str, directory: Path | None = None) -> Path:
    safe = "".join(c if c.isalnum() or c in "-_ " else "_" for c in name).strip() or "save"
    return (directory or saves_dir()) / f"{safe}.json"


def read(path: Path) -> dict:
    """The raw save as a dict, or SaveError for a file that is not one."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SaveError(f"{path.name}: the file does not exist") from None
    except (OSError, UnicodeDecodeError, ValueError) as error:
        raise SaveError(f"{path.name}: damaged, not readable ({error.__class__.__name__})"
                        ) from None
    if not isinstance(raw, dict) or raw.get("format") != SAVE_FORMAT:
        raise SaveError(f"{path.name}: not a Monasterium save")
    version = raw.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(f"{path.name}: the save has no valid format version")
    if version > SAVE_VERSION:
        raise SaveError(f"{path.name}: saved by a newer version of Monasterium "
                        f"(format {version}); update the game to open it")
    return raw


def load(path: Path, edition: Edition) -> Session:
    raw = read(path)
    try:
        record = record_from_json({**raw, "format": "monasterium-record", "version": 1})
    except RecordError as error:
        raise SaveError(f"{path.name}: {error}") from None
    seats = _seats(raw.get("seats"), record.setup.names)
    if seats is None:
        raise SaveError(f"{path.name}: the seats do not match the players")
    session = Session.start(edition, record.setup, seats)[0]
    for i, option in enumerate(record.options):
        try:
            session.apply(option)
        except IllegalOption as error:
            raise SaveError(f"{path.name}: the record is inconsistent at option {i + 1}: "
                            f"{error}") from None
    if raw.get("state_hash") != state_hash(session.game):
        raise SaveError(f"{path.name}: the record does not lead to the saved position "
                        "(the file was changed)")
    return session


def _seats(raw: object, names: tuple[str, ...]) -> list[Seat] | None:
    if not isinstance(raw, list) or len(raw) != len(names):
        return None
    seats = []
    for item, name in zip(raw, names, strict=True):
        if not isinstance(item, dict) or item.get("name") != name:
            return None
        if item.get("kind") not in SEAT_KINDS:
            return None
        seats.append(Seat(name, item["kind"]))
    return seats


def list_saves(directory: Path | None = None) -> list[tuple[Path, dict]]:
    """Readable saves with their headers, newest first; unreadable files are listed with
    an `error` entry so the player sees them but nothing breaks."""
    folder = directory or saves_dir()
    found = []
    for path in sorted(folder.glob("*.json")) if folder.exists() else []:
        try:
            found.append((path, read(path)))
        except SaveError as error:
            found.append((path, {"error": str(error), "saved_at": ""}))
    return sorted(found, key=lambda item: str(item[1].get("saved_at", "")), reverse=True)


DEFAULT_SETTINGS = {
    "window": [1600, 900],
    "fullscreen": False,
    "language": "",  # empty: the system language
    "animation_speed": 1.0,
    "bot_delay": 0.6,
    "sound": True,
}


def load_settings(path: Path | None = None) -> dict:
    """Settings kept between runs; anything missing or malformed falls back to the default."""
    settings = dict(DEFAULT_SETTINGS)
    try:
        raw = json.loads((path or settings_path()).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return settings
    if isinstance(raw, dict):
        for key, default in DEFAULT_SETTINGS.items():
            if key in raw and type(raw[key]) is type(default):
                settings[key] = raw[key]
    return settings


def save_settings(settings: dict, path: Path | None = None) -> None:
    write_atomic(path or settings_path(), json.dumps(settings, indent=1))
