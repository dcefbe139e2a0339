"""The unfinished tables of this window's own hosted database that the player can take up
again: a table still in the lobby or playing, whose seat credential this computer kept for the
hosted server's address (ws://127.0.0.1:PORT). Resuming starts the server again on that port
with the same database and rejoins with the kept credential."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from game.net.credentials import Credentials
from game.net.store import Store, StoreError
from game.texts import text

log = logging.getLogger("game.ui")
UNFINISHED = ("playing", "lobby")
SHOWN_MAX = 4  # tables offered at once (the newest)


@dataclass(frozen=True, slots=True)
class Resumable:
    code: str
    port: int
    players: tuple[str, ...]  # the names at the table ("computer" for a bot's seat)


def hosted_port(server: str) -> int | None:
    """The port of a server address this window hosts itself (None for another computer)."""
    try:
        parts = urlsplit(server)
        port = parts.port
    except ValueError:
        return None
    return port if parts.scheme == "ws" and parts.hostname == "127.0.0.1" else None


def resumable_tables(db: Path | str, credentials: Credentials | None) -> list[Resumable]:
    """Newest first; none without a database on disk or kept credentials."""
    if credentials is None or str(db) == ":memory:" or not Path(db).is_file():
        return []
    kept = [(code, port) for server, code in credentials.kept()
            if (port := hosted_port(server)) is not None]
    if not kept:
        return []
    try:
        store = Store(db)
    except (StoreError, OSError) as problem:
        log.warning("the hosted tables cannot be read: %s", problem)
        return []
    try:
        found = []
        for code, port in kept:
            record = store.load(code)
            if record is not None and record.status in UNFINISHED:
                names = tuple(s.name if s.kind == "human" else text("online_play.computer")
                              for s in record.seats if s.kind != "open")
                found.append(Resumable(code, port, names))
        return found[:SHOWN_MAX]
    finally:
        store.close()
