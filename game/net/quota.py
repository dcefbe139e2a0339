"""How many tables one client address may create: at most `most_open` of its tables unfinished
at once (in the lobby or being played), and at most `most_recent` new ones in any `window`
seconds. Without it one program could fill the server's database with tables nobody plays.

Who created what is kept in the database (table `creations`), so every server process over one
database counts an address alike, and a restart forgets nothing. Addresses in `exempt` (by
default the machine's own: a desktop hosting for friends, the tools and benchmarks that run
beside the server) are not counted.
"""

from __future__ import annotations

import time

from .database import Database
from .table import TableError

UNFINISHED = ("lobby", "playing")


class CreationQuota:
    def __init__(self, db: Database, most_open: int, most_recent: int, window: float,
                 exempt: tuple[str, ...] = ()) -> None:
        self.db = db
        self.most_open, self.most_recent, self.window = most_open, most_recent, window
        self.exempt = frozenset(exempt)

    def check(self, address: str | None) -> None:
        """Raise TableError("quota") when `address` may not create a table now."""
        if address is None or address in self.exempt:
            return
        since = time.time() - self.window
        rows = self.db.rows(
            "SELECT c.at, t.status FROM creations c LEFT JOIN tables t ON t.code = c.code "
            "WHERE c.address = ? AND (c.at > ? OR t.status IN (?, ?))",
            (address, since, *UNFINISHED))
        recent = sorted(at for at, _ in rows if at > since)
        if self.most_recent and len(recent) >= self.most_recent:
            wait = max(1, round(recent[-self.most_recent] - since))
            raise TableError("quota", f"too many new tables from your address: try again in "
                                      f"{wait} seconds")
        unfinished = sum(status in UNFINISHED for _, status in rows)
        if self.most_open and unfinished >= self.most_open:
            raise TableError("quota", f"your address already has {unfinished} unfinished "
                                      "tables: finish or leave one first")

    def note(self, address: str | None, code: str) -> None:
        """`address` created the table `code` (what no longer counts is forgotten)."""
        if address is None or address in self.exempt:
            return
        now = time.time()
        self.db.write([
            ("DELETE FROM creations WHERE at <= ? AND code NOT IN "
             "(SELECT code FROM tables WHERE status IN (?, ?))", (now - self.window, *UNFINISHED)),
            ("INSERT INTO creations(code, address, at) VALUES(?, ?, ?)", (code, address, now))])
