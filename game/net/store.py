"""The server's tables on disk, one row per table, seat and move: SQLite (write-ahead log) or
PostgreSQL (game/net/database.py).

A move is committed before anyone hears of it, so a server killed at any moment restarts with
every move it ever announced. WAL with synchronous=NORMAL survives a killed process whole; a
power cut may lose the last moments (FULL would cost an fsync, several milliseconds, per move).
PostgreSQL commits each move durably before it returns.

The file is the server's own (mode 0600), yet it holds nothing a player could use before a game
ends: the seed alone no longer tells the dice, which wait for every seated player's reveal
(game/net/fairdice.py); only commitments and the reveals of rolls already made are kept.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .database import Database, DatabaseError, Statement, open_database
from .players import Players
from .schema import SCHEMA_VERSION
from .servertime import ServerTime, WallClock


class StoreError(RuntimeError):
    """The database cannot be used (another program's file, a newer schema)."""


@dataclass(slots=True)
class SeatRecord:
    kind: str  # open, human, bot
    name: str = ""
    level: str | None = None  # a bot seat's level
    colour: int | None = None
    ready: bool = False
    secret: str | None = None  # the hash of the seat credential; never the credential
    standin: str | None = None  # the level of the bot playing for an away player


@dataclass(slots=True)
class TableRecord:
    code: str
    seed: int
    players: int
    creator: int
    status: str  # lobby, playing, over
    seats: list[SeatRecord]
    floor: int = 0  # moves below this index can no longer be undone
    listed: bool = False
    moves: list[tuple[int, str]] = field(default_factory=list)  # (player, move text)
    commits: list[tuple[int, int, str]] = field(default_factory=list)  # (roll, seat, head)
    rolls: list[tuple[int, list[str | None]]] = field(default_factory=list)  # (before, links)
    rules: dict = field(default_factory=dict)  # the game it plays (game/net/modes.py)
    speed: str = "untimed"  # how fast it plays (game/net/speeds.py)
    clocks: dict = field(default_factory=dict)  # its clocks as last stored (game/net/clocks.py)


@dataclass(slots=True)
class ClockRow:
    """A table's clocks as stored after a change: their state, the server time the first
    running one runs out (None: none runs), the seat to decide and whether a computer plays it
    (a restarted server reads back only the tables a computer must move at)."""

    state: dict[str, Any]
    deadline: float | None
    turn: int | None
    computer: bool
    now: float


@dataclass(slots=True)
class Summary:
    """A table as "Your games" lists it, read from the store without replaying its game."""

    code: str
    seat: int
    status: str
    seats: list[SeatRecord]
    speed: str
    clocks: dict[str, Any]
    turn: int | None
    moves: int
    rules: dict[str, Any]


class Store:
    """All access to the database, from the server's event-loop thread only."""

    def __init__(self, where: Path | str, server_time: ServerTime | None = None) -> None:
        """`where`: an SQLite file (or ":memory:") or a postgresql:// address."""
        self.time = server_time or ServerTime(WallClock())  # the server sets its own
        try:
            self.db: Database = open_database(where)
            self._check_version()
        except DatabaseError as problem:
            raise StoreError(str(problem)) from None
        self.players = Players(self)

    def _check_version(self) -> None:
        row = self.db.one("SELECT value FROM meta WHERE key='schema'")
        if row is None:
            self.db.write([("INSERT INTO meta VALUES('schema', ?) ON CONFLICT(key) DO NOTHING",
                            (str(SCHEMA_VERSION),))])
        elif int(row[0]) > SCHEMA_VERSION:
            raise StoreError(f"the database has schema {row[0]}, newer than this server")
        elif int(row[0]) < SCHEMA_VERSION:  # its new tables were just made: an older server
            self.db.write([("UPDATE meta SET value=? WHERE key='schema'",  # would miss them
                            (str(SCHEMA_VERSION),))])

    def close(self) -> None:
        self.db.close()

    def _write(self, statements: Sequence[Statement], each_changes: bool = False) -> bool:
        """Several statements as one transaction: all of them or none (Database.write)."""
        return self.db.write(statements, each_changes)

    # ------------------------------------------------------------------ writes

    def create(self, table: TableRecord) -> None:
        row = (table.code, table.seed, table.players, table.creator, table.status, table.floor,
               int(table.listed), time.time())
        rows: list[tuple[str, tuple]] = [("INSERT INTO tables VALUES(?,?,?,?,?,?,?,?)", row)]
        rows += [self._seat_row(table.code, i, s) for i, s in enumerate(table.seats)]
        if table.rules:
            rows.append(("INSERT INTO rules VALUES(?,?)", (table.code, json.dumps(table.rules))))
        rows.append(("INSERT INTO clocks VALUES(?,?,?,NULL,NULL,0)",
                     (table.code, table.speed, json.dumps(table.clocks))))
        self._write(rows)

    @staticmethod
    def _seat_row(code: str, index: int, s: SeatRecord) -> tuple[str, tuple]:
        return _upsert("seats", "code, seat", (code, index, s.kind, s.level, s.name, s.colour,
                                               int(s.ready), s.secret, s.standin))

    def save_seats(self, code: str, seats: dict[int, SeatRecord], creator: int | None = None,
                   status: str | None = None) -> None:
        rows = [self._seat_row(code, i, s) for i, s in seats.items()]
        rows += [("DELETE FROM owners WHERE code=? AND seat=?", (code, i))
                 for i, s in seats.items() if s.kind == "open"]  # its player left
        if creator is not None:
            rows.append(("UPDATE tables SET creator=? WHERE code=?", (creator, code)))
        if status is not None:
            rows.append(("UPDATE tables SET status=? WHERE code=?", (status, code)))
        self._write(rows)

    def add_move(self, code: str, seq: int, player: int, move: str, floor: int,
                 status: str, roll: tuple[int, int, list[str | None]] | None = None,
                 clock: ClockRow | None = None) -> None:
        """A move, with the roll (index, option, reveals) its dice came from, if any, and the
        table's clocks after it."""
        rows = [("INSERT INTO moves VALUES(?,?,?,?)", (code, seq, player, move)),
                ("UPDATE tables SET floor=?, status=? WHERE code=?", (floor, status, code))]
        if roll is not None:
            rows.append(self._roll_row(code, roll))
        if clock is not None:
            rows += self._clock_rows(code, clock)
        self._write(rows)

    def save_clock(self, code: str, clock: ClockRow) -> None:
        self._write(self._clock_rows(code, clock))

    @staticmethod
    def _clock_rows(code: str, clock: ClockRow) -> list[tuple[str, tuple]]:
        """The clocks' row, and the server's time with it (a restart goes on from there)."""
        return [("UPDATE clocks SET state=?, deadline=?, turn=?, computer=? WHERE code=?",
                 (json.dumps(clock.state), clock.deadline, clock.turn, int(clock.computer),
                  code)),
                _upsert("meta", "key", ("clock", repr(clock.now)))]

    def save_time(self, now: float) -> None:
        self._write([_upsert("meta", "key", ("clock", repr(now)))])

    def saved_time(self) -> float | None:
        """The server's time as last written down (None: never)."""
        row = self.db.one("SELECT value FROM meta WHERE key='clock'")
        try:
            return None if row is None else float(row[0])
        except ValueError:
            return None

    @staticmethod
    def _roll_row(code: str, roll: tuple[int, int, list[str | None]]) -> tuple[str, tuple]:
        index, before, links = roll
        return ("INSERT INTO rolls VALUES(?,?,?,?)", (code, index, before, json.dumps(links)))

    def add_commit(self, code: str, roll: int, seat: int, head: str) -> None:
        """A seat's commitment from roll `roll` on (one it made before for that roll is
        replaced: a program started again while a roll waited)."""
        self._write([("DELETE FROM commits WHERE code=? AND roll=? AND seat=?",
                      (code, roll, seat)),
                     (_COMMIT, (code, roll, seat, head))])

    def drop_commits(self, code: str, seat: int) -> None:
        self._write([("DELETE FROM commits WHERE code=? AND seat=?", (code, seat))])

    def start_game(self, code: str, roll: tuple[int, int, list[str | None]] | None) -> None:
        rows = [("UPDATE tables SET status='playing' WHERE code=?", (code,))]
        if roll is not None:
            rows.append(self._roll_row(code, roll))
        self._write(rows)

    def turn_began(self, code: str, when: float) -> None:
        """When the decision now asked at the table began (the server's time), so the clock
        players see survives a restart of the server."""
        self._write([_upsert("turns", "code", (code, when))])

    def began(self, code: str) -> float | None:
        row = self.db.one("SELECT began FROM turns WHERE code=?", (code,))
        return None if row is None else float(row[0])

    def next_game(self, code: str, seed: int, rules: dict,
                  commits: list[tuple[int, int, str]]) -> None:
        """The table back in its lobby, seats kept, for a new game of new rules (a campaign's
        next chapter): the last game's moves and dice forgotten, the seats' chains carried on."""
        rows: list[tuple[str, tuple]] = [
            ("UPDATE tables SET seed=?, status='lobby', floor=0 WHERE code=?", (seed, code)),
            *[(f"DELETE FROM {kept} WHERE code=?", (code,))
              for kept in ("moves", "commits", "rolls", "turns")],
            ("UPDATE clocks SET state='{}', deadline=NULL, turn=NULL, computer=0 WHERE code=?",
             (code,)),
            _upsert("rules", "code", (code, json.dumps(rules)))]
        rows += [(_COMMIT, (code, *c)) for c in commits]
        self._write(rows)

    def save_rules(self, code: str, rules: dict) -> None:
        """The table's rules as they now stand (a campaign's summary between chapters)."""
        self._write([_upsert("rules", "code", (code, json.dumps(rules)))])

    def undo_move(self, code: str, seq: int) -> None:
        self._write([("DELETE FROM moves WHERE code=? AND seq=?", (code, seq))])

    def delete(self, code: str) -> None:
        self._write([(f"DELETE FROM {kept} WHERE code=?", (code,)) for kept in (
            "moves", "turns", "commits", "rolls", "seats", "rules", "clocks", "owners",
            "tables")] + self.players.forget(code))

    def expire_lobbies(self, days: float) -> int:
        """Forget tables that never started and are older than `days`: the number forgotten."""
        codes = self.old_lobbies(days)
        for code in codes:
            self.delete(code)
        return len(codes)

    def old_lobbies(self, days: float) -> list[str]:
        """Tables that never started and are older than `days`."""
        cutoff = time.time() - days * 86400
        return [r[0] for r in self.db.rows(
            "SELECT code FROM tables WHERE status='lobby' AND created < ?", (cutoff,))]

    # ------------------------------------------------------------------ reads

    def exists(self, code: str) -> bool:
        return self.db.one("SELECT 1 FROM tables WHERE code=?", (code,)) is not None

    def codes(self, status: str) -> list[str]:
        rows = self.db.rows("SELECT code FROM tables WHERE status=? ORDER BY created",
                            (status,))
        return [r[0] for r in rows]

    def status(self, code: str) -> str | None:
        """lobby, playing or over; None for a table that is not (or no longer) stored."""
        row = self.db.one("SELECT status FROM tables WHERE code=?", (code,))
        return None if row is None else row[0]

    def due(self, now: float) -> list[str]:
        """Tables being played where a clock has run out by server time `now`."""
        rows = self.db.rows("SELECT c.code FROM clocks c JOIN tables t ON t.code=c.code "
                            "WHERE c.deadline <= ? AND t.status='playing'", (now,))
        return [r[0] for r in rows]

    def to_resume(self) -> list[str]:
        """Tables being played that a computer must move at (or of a server before clocks):
        a restarted server reads only these back at once, the others when someone comes."""
        rows = self.db.rows(
            "SELECT t.code FROM tables t LEFT JOIN clocks c ON c.code=t.code "
            "WHERE t.status='playing' AND (c.code IS NULL OR c.computer=1) ORDER BY t.created")
        return [r[0] for r in rows]

    def own(self, code: str, seat: int, owner: str) -> None:
        """A seat taken by a player with a key (its hash `owner`): "Your games" finds it."""
        self._write([_upsert("owners", "code, seat", (code, seat, owner))])

    def unfinished_with(self, owner: str) -> int:
        """How many tables not yet over have a seat of that player key's hash."""
        row = self.db.one("SELECT COUNT(DISTINCT o.code) FROM owners o JOIN tables t ON "
                          "t.code=o.code WHERE o.owner=? AND t.status!='over'", (owner,))
        return int(row[0]) if row else 0

    def mine(self, hashes: list[str], limit: int = 100) -> list[Summary]:
        """The tables with a seat of one of these credential or key hashes, newest first."""
        marks = ",".join("?" * len(hashes))
        rows = self.db.rows(
            f"SELECT DISTINCT t.code, x.seat, t.created FROM ("
            f"SELECT code, seat FROM seats WHERE secret IN ({marks}) UNION "
            f"SELECT code, seat FROM owners WHERE owner IN ({marks})) x "
            f"JOIN tables t ON t.code=x.code ORDER BY t.created DESC LIMIT ?",
            (*hashes, *hashes, limit))
        return [summary for code, seat, _ in rows
                if (summary := self._summary(code, seat)) is not None]

    def _summary(self, code: str, seat: int) -> Summary | None:
        record = self.load(code, moves=False)
        if record is None:
            return None
        turn = self.db.one("SELECT turn FROM clocks WHERE code=?", (code,))
        moves = self.db.one("SELECT COUNT(*) FROM moves WHERE code=?", (code,))
        return Summary(code, seat, record.status, record.seats, record.speed, record.clocks,
                       None if turn is None else turn[0], int(moves[0]) if moves else 0,
                       record.rules)

    def listed_lobbies(self, limit: int = 50) -> list[str]:
        rows = self.db.rows("SELECT code FROM tables WHERE status='lobby' AND listed=1 "
                            "ORDER BY created DESC LIMIT ?", (limit,))
        return [r[0] for r in rows]

    def load(self, code: str, moves: bool = True) -> TableRecord | None:
        """A table as stored (`moves` False: without its moves, commitments and rolls)."""
        row = self.db.one("SELECT seed, players, creator, status, floor, listed FROM tables "
                          "WHERE code=?", (code,))
        if row is None:
            return None
        seats = [SeatRecord(kind, name, level, colour, bool(ready), secret, standin)
                 for kind, level, name, colour, ready, secret, standin in self.db.rows(
                     "SELECT kind, level, name, colour, ready, secret, standin FROM seats "
                     "WHERE code=? ORDER BY seat", (code,))]
        seed, players, creator, status, floor, listed = row
        record = TableRecord(code, seed, players, creator, status, seats, floor, bool(listed))
        kept = self.db.one("SELECT rules FROM rules WHERE code=?", (code,))
        record.rules = json.loads(kept[0]) if kept else {}
        timed = self.db.one("SELECT speed, state FROM clocks WHERE code=?", (code,))
        if timed is not None:
            record.speed, record.clocks = timed[0], json.loads(timed[1])
        if moves:
            record.moves = [(player, move) for player, move in self.db.rows(
                "SELECT player, move FROM moves WHERE code=? ORDER BY seq", (code,))]
            record.commits = [(r, seat, head) for r, seat, head in self.db.rows(
                f"SELECT roll, seat, head FROM commits WHERE code=? ORDER BY {self.db.order}",
                (code,))]
            record.rolls = [(before, json.loads(links)) for before, links in self.db.rows(
                "SELECT before, links FROM rolls WHERE code=? ORDER BY roll", (code,))]
        return record


_COMMIT = "INSERT INTO commits(code, roll, seat, head) VALUES(?,?,?,?)"


def _upsert(table: str, key: str, row: tuple) -> tuple[str, tuple]:
    """A row written whole, replacing the one of the same `key` (columns, comma-separated)."""
    columns = _COLUMNS[table]
    keys = {k.strip() for k in key.split(",")}
    sets = ", ".join(f"{c}=excluded.{c}" for c in columns if c not in keys)
    return (f"INSERT INTO {table} VALUES({','.join('?' * len(row))}) "
            f"ON CONFLICT({key}) DO UPDATE SET {sets}", row)


_COLUMNS = {"meta": ("key", "value"), "turns": ("code", "began"), "rules": ("code", "rules"),
            "owners": ("code", "seat", "owner"),
            "seats": ("code", "seat", "kind", "level", "name", "colour", "ready", "secret",
                      "standin")}
