"""Which server process holds a table: one at a time, so a table's moves are checked in one
place.

One process on an SQLite file holds every table (`SoleOwner`). Several processes on one
PostgreSQL database (`SharedOwners`) each hold the tables they have in memory by a session
advisory lock of PostgreSQL: a process that is killed loses its connection and with it its
locks, so another process can take its tables over from the store at once. A process asked
for a table another one holds tells it so through LISTEN/NOTIFY (the payload is the table's
code) and waits: the holder lets the table's players go (they reconnect, and the proxy in
front brings them to the process that asked, which routes by the table's code) and releases
the lock. Everything a table is lives in the store, committed before anyone heard of it, so
taking a table over is reading it back, as after a restart.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from http import HTTPStatus
from typing import TYPE_CHECKING, Any

from . import rated
from .database import APPLICATION, Database, PostgresDatabase
from .refusals import TableError
from .servertime import Clock, ServerTime

if TYPE_CHECKING:
    from .server import NetServer
    from .store import Store

log = logging.getLogger("game.net")
CHANNEL = "monasterium_tables"
HANDOVER_WAIT = 5.0  # seconds a process waits for another to let a table go
POLL = 0.02  # seconds between two tries of the lock meanwhile
ASK_AGAIN = 0.5  # seconds after which the holder is asked again (it was reading the table)
WATCH_EVERY = 2.0  # seconds between two looks for tables nobody holds that must go on
MOVED = 1012  # the close code a table's players get when it moves: "come back"


class SoleOwner:
    """One process holds every table."""

    shared = False

    async def start(self, let_go: Callable[[str], bool]) -> None:
        pass

    async def stop(self) -> None:
        pass

    def try_claim(self, code: str) -> bool:
        return True

    async def claim(self, code: str) -> bool:
        return True

    def release(self, code: str) -> None:
        pass


class SharedOwners(SoleOwner):
    """Tables held by advisory locks on the store's own PostgreSQL connection."""

    shared = True

    def __init__(self, db: PostgresDatabase, url: str) -> None:
        self.db, self.url = db, url
        self.held: set[str] = set()
        self._listener: asyncio.Task | None = None
        self._conn: Any = None
        self.handed = 0  # tables this process let go when another asked

    async def start(self, let_go: Callable[[str], bool]) -> None:
        self._conn = await self._connect()  # at once: a server that cannot listen says so
        loop = asyncio.get_running_loop()
        self._listener = loop.create_task(self._listen(let_go))
        self.db.on_new_session.append(
            lambda: loop.call_soon(self._unlocked, set(self.held), let_go))

    def _unlocked(self, codes: set[str], let_go: Callable[[str], bool]) -> None:
        """The store's session ended and these tables' locks with it: each is let go (its
        players come back, and it is read again and locked anew); one being read is let go
        once read."""
        waiting = set()
        for code in codes & self.held:
            if let_go(code):
                self.held.discard(code)  # nothing to unlock on the new session
            else:
                waiting.add(code)
        if waiting:
            asyncio.get_running_loop().call_later(ASK_AGAIN, self._unlocked, waiting, let_go)

    async def _connect(self) -> Any:
        import psycopg

        conn = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
        await conn.execute(f"LISTEN {CHANNEL}")
        return conn

    async def _listen(self, let_go: Callable[[str], bool]) -> None:
        """Hear the other processes' requests; a lost connection is made again (meanwhile a
        process that asks waits, then says the table is busy)."""
        while True:
            try:
                if self._conn is None:
                    self._conn = await self._connect()
                async for note in self._conn.notifies():
                    self._asked(note.payload, let_go)
            except Exception:  # psycopg's, or the connection's: listen again shortly
                log.exception("listening to the other server processes failed")
                self._conn = None
                await asyncio.sleep(1.0)

    def _asked(self, code: str, let_go: Callable[[str], bool]) -> None:
        if code not in self.held:
            return
        try:
            gone = let_go(code)
        except Exception:
            log.exception("table %s could not be let go", code)
            gone = True  # its memory may be half gone: the store has it whole
        if gone:
            self.handed += 1
            self.release(code)

    async def stop(self) -> None:
        if self._listener is not None:
            self._listener.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._listener
        if self._conn is not None:
            with contextlib.suppress(Exception):
                await self._conn.close()

    def try_claim(self, code: str) -> bool:
        """Hold the table if no other process does (never waits)."""
        if code in self.held:
            return True
        row = self.db.one("SELECT pg_try_advisory_lock(hashtextextended(?, 0))", (code,))
        if row is not None and row[0]:
            self.held.add(code)
            return True
        return False

    async def claim(self, code: str) -> bool:
        """Hold the table, asking the process that holds it to let it go; False when it did
        not in HANDOVER_WAIT seconds."""
        began = asked = time.monotonic()
        while not self.try_claim(code):
            now = time.monotonic()
            if now - began > HANDOVER_WAIT:
                return False
            if now == began or now - asked > ASK_AGAIN:
                self.db.write([("SELECT pg_notify(?, ?)", (CHANNEL, code))])
                asked = now
            await asyncio.sleep(POLL)
        return True

    def release(self, code: str) -> None:
        if code in self.held:
            self.held.discard(code)
            self.db.one("SELECT pg_advisory_unlock(hashtextextended(?, 0))", (code,))


def owners_for(db: Database, where: str) -> SoleOwner:
    """Shared ownership on PostgreSQL, sole ownership on an SQLite file."""
    if isinstance(db, PostgresDatabase):
        return SharedOwners(db, where)
    return SoleOwner()


def elsewhere() -> TableError:
    return TableError("busy", "this table is moving between the server's processes: try again "
                              "in a moment")


def let_go(s: NetServer, code: str) -> bool:
    """Another process asked for this table: forget it here and let its players and spectators
    go, with the close code that brings them back (through the proxy, to the asker). False
    while it is being read back (the asker asks again)."""
    if code in s.reading:
        return False
    room = s.rooms.pop(code, None)
    s.idle.pop(code, None)
    if room is None:
        return True
    room.bots.cancel()
    if room.dice_timer is not None:
        room.dice_timer.cancel()
    loop = asyncio.get_running_loop()
    for conn in room.everyone():
        conn.code, conn.seat = None, None
        loop.create_task(conn.ws.close(MOVED, "the table moved to another server process"))
    return True


def expire_lobbies(s: NetServer, days: float) -> int:
    """Forget the lobbies older than `days` that no process holds (players may be sitting in
    one at another process): the number forgotten."""
    gone = 0
    for code in s.store.old_lobbies(days):
        if code in s.rooms or not s.owners.try_claim(code):
            continue
        try:
            s.store.delete(code)
            gone += 1
        finally:
            s.owners.release(code)
    return gone


async def take(s: NetServer, code: str) -> None:
    """A stored table into this process's memory: held first (another process may let it go
    for it), then read from the store, where that process left it whole."""
    if not await s.owners.claim(code):
        raise elsewhere()
    record = s.store.load(code)
    if record is None:
        s.owners.release(code)
        raise TableError("no_table", "no table has that code")
    await s.read_room(record)


async def resume(s: NetServer) -> None:
    """Read back the unfinished games a computer must move at and nobody holds, so bots play
    on at once (the others load when someone comes or a clock runs out), and rate the rated
    games that ended unrated: at the start, and with several processes every WATCH_EVERY
    seconds, which is how the tables of a process that died go on."""
    while True:
        try:
            await _resume_once(s)
        except Exception:  # a lost connection to the database: with several processes
            log.exception("the tables to go on with could not be read")  # the next look
        if not s.owners.shared:
            return
        await asyncio.sleep(WATCH_EVERY)


async def _resume_once(s: NetServer) -> None:
    for code in s.store.to_resume():
        await _go_on(s, code)
    for code in s.store.players.unsettled():  # over while the server stopped
        with contextlib.suppress(TableError):
            room = s.room(code)
            if room is not None:
                rated.settle(s, room)
                s.evict(room)


async def _go_on(s: NetServer, code: str) -> None:
    if code in s.rooms or not s.owners.try_claim(code):
        return  # played here already, or by another process
    record = s.store.load(code)
    if record is None:
        s.owners.release(code)
        return
    with contextlib.suppress(TableError):  # logged; its players are told so
        await s.read_room(record)  # replayed in a worker thread
    room = s.rooms.get(code)
    if room is not None:
        s.bots(room)
        s.evict(room)


def gate(proxies: tuple[str, ...]) -> Callable[[Any, Any], Any]:
    """What the server answers before a websocket handshake: GET /health "ok" (a proxy's check
    that the process is alive); behind a proxy (`proxies`), a connection from anywhere else is
    refused, since a client that reached one process directly would pull its table away from
    the process the proxy brings the table's other players to; every other request goes on to
    the handshake."""
    def answer(connection: Any, request: Any) -> Any:
        if request.path == "/health":
            return connection.respond(HTTPStatus.OK, "ok\n")
        peer = connection.remote_address[0] if connection.remote_address else None
        if proxies and peer not in proxies:
            return connection.respond(HTTPStatus.FORBIDDEN, "connect through the server's "
                                                            "proxy\n")
        return None
    return answer


def address_of(ws: Any, proxies: tuple[str, ...]) -> str | None:
    """The client's address: the connection's peer, or, when that is a proxy the server was
    told to believe, the last address the proxy added to X-Forwarded-For."""
    peer = ws.remote_address[0] if ws.remote_address else None
    if peer in proxies and ws.request is not None:
        forwarded = ws.request.headers.get("X-Forwarded-For", "")
        said = forwarded.split(",")[-1].strip()
        return said or peer
    return peer


def server_time(store: Store, clock: Clock, scale: float) -> ServerTime:
    """The server's time. One process goes on from the time it last wrote down (while no
    server runs, no clock runs). Processes sharing a database share one time: the first to
    start (no other is connected) anchors it at the time last written down and the clock's
    reading then, the others read that anchor, so a table taken over from another process
    finds its clocks where they were."""
    if not isinstance(store.db, PostgresDatabase):
        return ServerTime(clock, scale, store.saved_time())
    with store.db.db.transaction():  # processes starting together agree on one anchor
        store.db.one("SELECT pg_advisory_xact_lock(1, 1)")
        others = store.db.one("SELECT COUNT(*) FROM pg_stat_activity WHERE application_name "
                              "LIKE ? AND pid <> pg_backend_pid()", (APPLICATION + "%",))
        anchor = store.db.one("SELECT value FROM meta WHERE key='anchor'")
        if anchor is None or not others or not others[0]:
            at = store.saved_time()
            anchor = (f"{clock.now() if at is None else at!r} {clock.now()!r}",)
            store.db.one("INSERT INTO meta VALUES('anchor', ?) ON CONFLICT(key) DO UPDATE "
                         "SET value=excluded.value", anchor)
    base, read_at = (float(part) for part in str(anchor[0]).split())
    return ServerTime(clock, scale, base + (clock.now() - read_at) * scale)
