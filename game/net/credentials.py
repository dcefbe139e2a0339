"""Seat credentials a client keeps to rejoin its tables later: one small JSON file in the
player's data folder, written atomically, read through the guarded reader."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import platformdirs

from game.guard import FileRefused, Limits, read_json
from game.storage.files import APP, write_atomic

KEEP = 50  # tables remembered; the oldest are forgotten
LIMITS = Limits(size=200_000, depth=4, nodes=2_000, string=300)


def default_path() -> Path:
    return Path(platformdirs.user_data_dir(APP, appauthor=False)) / "online.json"


class Credentials:
    """Seat credentials by server address and table code (thread-safe)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or default_path()
        self._lock = threading.Lock()

    def _read(self) -> dict[str, dict[str, Any]]:
        if not self.path.exists():
            return {}
        try:
            raw = read_json(self.path, LIMITS)
        except FileRefused:
            return {}  # a damaged file: its tables are joined as a newcomer, if still open
        return {k: v for k, v in raw.items() if isinstance(v, dict)} \
            if isinstance(raw, dict) else {}

    def lookup(self, server: str, code: str) -> dict[str, Any] | None:
        """{"seat", "credential", "name"} kept for that table, or None."""
        with self._lock:
            entry = self._read().get(_key(server, code))
        if entry is None or not isinstance(entry.get("credential"), str):
            return None
        return entry

    def remember(self, server: str, code: str, seat: int, credential: str, name: str) -> None:
        with self._lock:
            entries = self._read()
            entries[_key(server, code)] = {"seat": seat, "credential": credential, "name": name,
                                           "saved": time.time()}
            newest = sorted(entries.items(), key=lambda kv: -float(kv[1].get("saved", 0)))
            write_atomic(self.path, json.dumps(dict(newest[:KEEP]), indent=1))

    def forget(self, server: str, code: str) -> None:
        with self._lock:
            entries = self._read()
            if entries.pop(_key(server, code), None) is not None:
                write_atomic(self.path, json.dumps(entries, indent=1))

    def tables(self, server: str) -> list[str]:
        """The codes of the tables kept for a server, newest first."""
        with self._lock:
            entries = self._read()
        prefix = server.rstrip("/") + "#"
        found = sorted(((v.get("saved", 0), k) for k, v in entries.items()
                        if k.startswith(prefix)), reverse=True)
        return [k.removeprefix(prefix) for _, k in found]


    def kept(self) -> list[tuple[str, str]]:
        """Every (server, code) kept, newest first."""
        with self._lock:
            entries = self._read()
        newest = sorted(entries.items(), key=lambda kv: -float(kv[1].get("saved", 0) or 0))
        pairs = [key.rsplit("#", 1) for key, _ in newest if "#" in key]
        return [(server, code) for server, code in pairs]


def _key(server: str, code: str) -> str:
    return f"{server.rstrip('/')}#{code}"
