"""The two database engines the server's store runs on, behind one small interface.

SQLite (a file, the default: a player who hosts needs nothing installed) and PostgreSQL (a
server several server processes share: `--database postgresql://...`). The store writes its
SQL once, in the subset both understand: `?` for a value (PostgreSQL's driver is given `%s`),
`INSERT ... ON CONFLICT(...) DO UPDATE` for an upsert. psycopg 3 is the PostgreSQL driver: it
is synchronous like sqlite3 (the store is called from the event loop's thread and each
statement is a short round trip on the same network), it ships binary wheels, and it reads
LISTEN/NOTIFY with an asyncio connection of its own (game/net/cluster.py).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from .schema import SCHEMA, postgres_schema

Statement = tuple[str, Sequence[Any]]
APPLICATION = "monasterium-"  # the name a server process's connection gives, with its pid


class DatabaseError(RuntimeError):
    """The database cannot be used (not ours, unreachable, refused a statement)."""


class Conflict(DatabaseError):
    """A row that must be unique is there already: another process wrote it since this one
    looked (the statements were rolled back)."""


class Database:
    """What the store asks of an engine."""

    order = "rowid"  # the column that keeps the order rows were written in (commits)

    def rows(self, sql: str, args: Sequence[Any] = ()) -> list[tuple]:
        raise NotImplementedError

    def one(self, sql: str, args: Sequence[Any] = ()) -> tuple | None:
        found = self.rows(sql, args)
        return found[0] if found else None

    def write(self, statements: Sequence[Statement], each_changes: bool = False) -> bool:
        """Several statements as one transaction: all of them or none. `each_changes`: only
        if every statement changes a row (a guarded update: written from values read before,
        which another process may have changed since); False when nothing was written."""
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError


class SqliteDatabase(Database):
    """A file (write-ahead log) or ":memory:"."""

    def __init__(self, path: Path | str) -> None:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            _private(Path(path))
        try:
            self.db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")
            self.db.execute("PRAGMA busy_timeout=5000")
            self.db.executescript(SCHEMA)
        except sqlite3.DatabaseError as problem:
            raise DatabaseError(f"{path}: not a Monasterium server database ({problem})") \
                from None

    def rows(self, sql: str, args: Sequence[Any] = ()) -> list[tuple]:
        return self.db.execute(sql, tuple(args)).fetchall()

    def write(self, statements: Sequence[Statement], each_changes: bool = False) -> bool:
        cur = self.db.cursor()
        cur.execute("BEGIN IMMEDIATE")
        try:
            for sql, args in statements:
                if cur.execute(sql, tuple(args)).rowcount < 1 and each_changes:
                    raise _Unchanged
            cur.execute("COMMIT")
        except _Unchanged:
            cur.execute("ROLLBACK")
            return False
        except sqlite3.IntegrityError as problem:
            cur.execute("ROLLBACK")
            if "UNIQUE" not in str(problem):
                raise
            raise Conflict(str(problem)) from None
        except BaseException:
            cur.execute("ROLLBACK")
            raise
        return True

    def close(self) -> None:
        self.db.close()


class PostgresDatabase(Database):
    """A PostgreSQL database (a `postgresql://` address) shared by the server's processes.

    A connection lost (PostgreSQL restarted, the session ended by an administrator, the
    network) is made again at the next statement, which still fails: whether it was written
    is not known, and the caller reads back what is. Whoever held something on the old
    session (its advisory locks) is told through `on_new_session`."""

    order = "n"

    def __init__(self, url: str) -> None:
        try:
            import psycopg
        except ImportError:
            raise DatabaseError("PostgreSQL needs the psycopg package: pip install "
                                "'psycopg[binary]'") from None
        self.url, self._psycopg = url, psycopg
        self.on_new_session: list[Callable[[], object]] = []
        self.sessions = 0  # connections made again after one was lost
        try:
            self.db = self._connect()
            with self.db.transaction():  # two processes starting at once make it once
                self.db.execute("SELECT pg_advisory_xact_lock(1, 0)")
                self.db.execute(postgres_schema())
        except psycopg.Error as problem:
            raise DatabaseError(f"PostgreSQL at {shown_address(url)}: {problem}".strip()) from None

    def _connect(self) -> Any:
        db = self._psycopg.connect(self.url, autocommit=True, connect_timeout=10,
                                   application_name=f"{APPLICATION}{os.getpid()}")
        # a commit returns once PostgreSQL has it, before its log reaches the disk: a
        # server process killed loses nothing (PostgreSQL keeps it), a crash of PostgreSQL
        # itself may lose the last fraction of a second, never consistency — SQLite's
        # synchronous=NORMAL trade, and an fsync per move spared (measured: 61 against 128
        # moves a second for 20 tables on one process)
        db.execute("SET synchronous_commit = off")
        return db

    def rows(self, sql: str, args: Sequence[Any] = ()) -> list[tuple]:
        with self._session():
            cursor = self.db.execute(_marks(sql), tuple(args))
            return cursor.fetchall() if cursor.description is not None else []

    def write(self, statements: Sequence[Statement], each_changes: bool = False) -> bool:
        try:
            with self._session(), self.db.transaction():
                for sql, args in statements:
                    done = self.db.execute(_marks(sql), tuple(args))
                    if done.rowcount < 1 and each_changes:
                        raise _Unchanged
        except _Unchanged:
            return False
        except self._psycopg.errors.UniqueViolation as problem:
            raise Conflict(str(problem).strip()) from None
        return True

    @contextlib.contextmanager
    def _session(self) -> Iterator[None]:
        """Statements on the connection; one that finds it lost makes it again and fails."""
        try:
            yield
        except (self._psycopg.OperationalError, self._psycopg.InterfaceError) as problem:
            if not (self.db.closed or self.db.broken):
                raise
            words = str(problem).strip() or type(problem).__name__
            try:
                self.db = self._connect()
            except self._psycopg.Error as again:
                raise DatabaseError(f"PostgreSQL cannot be reached: {again}".strip()) from None
            self.sessions += 1
            for told in self.on_new_session:
                told()
            raise DatabaseError(f"the connection to PostgreSQL was lost ({words}); it is "
                                "made again") from None

    def close(self) -> None:
        self.db.close()


class _Unchanged(Exception):
    """A guarded statement changed no row: the transaction is rolled back."""


def open_database(where: Path | str) -> Database:
    """The engine an address names: a postgresql:// URL, else an SQLite file."""
    text = str(where)
    if text.startswith(("postgresql://", "postgres://")):
        return PostgresDatabase(text)
    return SqliteDatabase(where)


def _marks(sql: str) -> str:
    """The store's `?` as psycopg's `%s` (the store's SQL holds no other `?` or `%`)."""
    return sql.replace("?", "%s")


def shown_address(url: str) -> str:
    """An address without its password, for messages."""
    head, at, tail = url.rpartition("@")
    if not at:
        return url
    scheme, _, user = head.partition("://")
    return f"{scheme}://{user.split(':')[0]}@{tail}"


def _private(path: Path) -> None:
    """The database readable by the server's user alone (SQLite gives its write-ahead files
    the database's mode); an older file of wider mode is narrowed."""
    try:
        if not path.exists():
            os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))
        for name in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
            if name.exists():
                os.chmod(name, 0o600)
    except OSError:
        pass  # a file system without modes; sqlite says whether the file itself can be used
