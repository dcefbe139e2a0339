"""Seat credentials a client keeps to rejoin its tables later: one small JSON file in the
player's data folder, written atomically, read through the guarded reader."""

from __future__ import annotations

import json
import secrets
import threading
import time
from pathlib import Path
from typing import Any

import platformdirs

from game.guard import FileRefused, Limits, read_json
from game.storage.files import APP, write_atomic

KEEP = 50  # tables remembered; the oldest are forgotten
PLAYER = "player"  # the entry of a server's player key (a table code is never this word)
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
            keys = {k: v for k, v in entries.items() if k.endswith("#" + PLAYER)}
            newest = sorted((kv for kv in entries.items() if kv[0] not in keys),
                            key=lambda kv: -float(kv[1].get("saved", 0)))
            write_atomic(self.path, json.dumps(dict(newest[:KEEP]) | keys, indent=1))

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
                        if k.startswith(prefix) and k != prefix + PLAYER), reverse=True)
        return [k.removeprefix(prefix) for _, k in found]

    def servers(self) -> list[str]:
        """Every server a seat or a player key is kept for."""
        with self._lock:
            entries = self._read()
        return sorted({key.rsplit("#", 1)[0] for key in entries if "#" in key})

    def keys(self, server: str) -> list[str]:
        """Every credential kept for a server, the player key first, without repeats."""
        with self._lock:
            entries = self._read()
        prefix = server.rstrip("/") + "#"
        found = [v.get("credential") for k, v in entries.items() if k.startswith(prefix)]
        key = entries.get(prefix + PLAYER, {}).get("credential")
        return list(dict.fromkeys(c for c in [key, *found] if isinstance(c, str) and c))

    def player_key(self, server: str) -> str:
        """This computer's player key at a server, made on first use: the credential of every
        seat it takes there, so one key finds all of them again."""
        with self._lock:
            entries = self._read()
            entry = entries.get(_key(server, PLAYER), {})
            if isinstance(entry.get("credential"), str):
                return str(entry["credential"])
            key = secrets.token_urlsafe(24)
            entries[_key(server, PLAYER)] = {"credential": key, "saved": 0}
            write_atomic(self.path, json.dumps(entries, indent=1))
            return key

    def seen(self, server: str, code: str) -> int:
        """The moves this computer had seen at a table when its player last was there (-1:
        not known)."""
        entry = self.lookup(server, code)
        seen = entry.get("seen") if entry else None
        return seen if isinstance(seen, int) and not isinstance(seen, bool) else -1

    def mark_seen(self, server: str, code: str, seq: int) -> None:
        with self._lock:
            entries = self._read()
            entry = entries.get(_key(server, code))
            if entry is not None and entry.get("seen") != seq:
                entry["seen"] = seq
                write_atomic(self.path, json.dumps(entries, indent=1))

    def kept(self) -> list[tuple[str, str]]:
        """Every (server, code) kept, newest first."""
        with self._lock:
            entries = self._read()
        newest = sorted(entries.items(), key=lambda kv: -float(kv[1].get("saved", 0) or 0))
        pairs = [key.rsplit("#", 1) for key, _ in newest
                 if "#" in key and not key.endswith("#" + PLAYER)]
        return [(server, code) for server, code in pairs]


def _key(server: str, code: str) -> str:
    return f"{server.rstrip('/')}#{code}"
