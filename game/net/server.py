"""The authoritative server: many tables in one asyncio process, the rules core on each.

Each connection says hello, then creates, joins or watches one table. Requests go to the
table (game/net/table.py), which checks them and stores every change before the server tells
anyone; refusals are error replies that change nothing. A failure inside one table drops only
that table from memory (it is read again from the database on its next request).
"""

from __future__ import annotations

import asyncio
import logging
import math
import ssl
import time
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection, broadcast, serve
from websockets.exceptions import ConnectionClosed

from game.ai.hard_bot import DEFAULT_THINK as HARD_THINK
from game.rules.edition import Edition

from . import cluster, fairdice, timeouts
from . import protocol as P
from .bots import TableBots
from .handlers import HANDLERS
from .limits import ConnectionCap, LookupGuard
from .protocol import ProtocolError
from .quota import CreationQuota
from .rooms import Conn, Room
from .servertime import Clock, DrivenClock, WallClock
from .store import Store, TableRecord
from .table import ServerTable, TableError, replay_table

log = logging.getLogger("game.net")
HELLO_TIMEOUT = 10.0  # seconds a new connection has to say hello
WRITE_BUFFER_MAX = 4 * 1024 * 1024  # a client that reads slower than this is disconnected
IDLE_ROOMS = 32  # tables nobody is at kept in memory, the last left
LOBBY_DAYS = 7.0  # a table whose game never started is forgotten after this long
BACKLOG = 1024  # connections waiting to be accepted (asyncio's 100 overflow in a rush)


@dataclass(slots=True)
class ServerConfig:
    host: str = "0.0.0.0"
    port: int = 8765
    db: Path | str = ":memory:"
    rate: float = 50.0  # messages per second per connection (a played move costs nothing)
    burst: float = 100.0
    max_connections: int = 5000
    bot_think: float | None = None  # the hard bot's seconds per decision (None: its default)
    bot_threads: int = 2
    ssl: ssl.SSLContext | None = None
    advertise: bool = False  # announce the server on the local network (zeroconf)
    lan_interfaces: list[str] | None = None  # where to announce it (None: every interface)
    lan_name: str = ""  # the name it is announced by (empty: the machine's)
    tables_per_address: int = 20  # unfinished tables one client address may have (0: any)
    new_tables_per_minute: int = 10  # tables one address may create in a minute (0: any)
    quota_exempt: tuple[str, ...] = ("127.0.0.1", "::1")  # this machine's own clients
    connections_per_address: int = 20  # open connections from one address (0: any)
    spectators_per_table: int = 50  # (0: any)
    lookup_wait: float = 0.5  # seconds after a code not found, doubling per failure in a row
    lookup_wait_max: float = 8.0  # the longest such wait (a client waits 10 s for an answer)
    lookup_memory: float = 60.0  # seconds in which the count of failures halves (a find: never)
    chat_per_minute: int = 20  # chat lines one connection may say in a minute (0: any)
    link_deadline: float = 30.0  # seconds a roll waits for a player's link (0: for ever)
    clock: Clock | None = None  # where the server's time comes from (None: the wall clock)
    time_scale: float = 1.0  # the server's time runs this many times faster (tests, demos)
    tables_per_key: int = 50  # unfinished tables one player key may have seats at (0: any)
    bot_matches: bool = False  # rated games of computers alone may be created (their ratings)
    proxies: tuple[str, ...] = ()  # addresses (a proxy's) whose X-Forwarded-For is believed


class NetServer:
    def __init__(self, config: ServerConfig, edition: Edition) -> None:
        self.config = config
        self.edition = edition
        self.edition_id = P.edition_id(edition)
        self.store = Store(config.db)
        self.owners = cluster.owners_for(self.store.db, str(config.db))
        self.reading: set[str] = set()  # tables being read back, not to be let go meanwhile
        self.clock = config.clock or WallClock()
        self.store.time = cluster.server_time(self.store, self.clock, config.time_scale)
        self._ticker: asyncio.Task | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self.rooms: dict[str, Room] = {}
        self.conns: set[Conn] = set()
        self.pool = ThreadPoolExecutor(config.bot_threads, thread_name_prefix="bot")
        self.quota = CreationQuota(self.store.db, config.tables_per_address,
                                   config.new_tables_per_minute, 60.0, config.quota_exempt)
        self.address_cap = ConnectionCap(config.connections_per_address, config.quota_exempt)
        self.lookups = LookupGuard(config.lookup_wait, config.lookup_wait_max,
                                   config.quota_exempt, memory=config.lookup_memory)
        self.idle: OrderedDict[str, None] = OrderedDict()  # empty rooms kept, oldest first
        self.port = 0
        self._server: Any = None
        self._advertiser: Any = None
        self._resume: asyncio.Task | None = None
        self.busiest_ms = 0.0  # the longest a single message held the event loop

    # ------------------------------------------------------------------ life

    async def start(self) -> int:
        self._server = await serve(
            self._serve, self.config.host, self.config.port, ssl=self.config.ssl,
            process_request=cluster.gate(self.config.proxies),
            max_size=P.TRANSPORT_MAX, max_queue=16, ping_interval=10, ping_timeout=10,
            open_timeout=10, close_timeout=2, compression=None, backlog=BACKLOG)
        self.port = self._server.sockets[0].getsockname()[1]
        await self.owners.start(lambda code: cluster.let_go(self, code))
        cluster.expire_lobbies(self, LOBBY_DAYS)
        loop = self._loop = asyncio.get_running_loop()
        self._resume = loop.create_task(cluster.resume(self))
        self._ticker = loop.create_task(timeouts.keep_time(self))
        if isinstance(self.clock, DrivenClock):
            self.clock.listeners.append(self._clock_moved)
        if self.config.advertise:
            from .discovery import Advertiser

            self._advertiser = Advertiser(self.config.host, self.config.lan_interfaces,
                                          self.config.lan_name)
            await self._advertiser.start(self.port, tls=self.config.ssl is not None)
        return self.port

    async def stop(self, farewell: str | None = None) -> None:
        """Stop listening. With a `farewell` ("host_left"...) every client is told first that
        the server is going away on purpose, so it stops retrying; without one (a restart)
        clients reconnect as after a network failure."""
        if farewell is not None and self.conns:
            self.push(list(self.conns), P.encode({"type": "stopping", "reason": farewell}))
        if self._advertiser is not None:
            await self._advertiser.close()
        if self._resume is not None:
            self._resume.cancel()
        if self._ticker is not None:
            self._ticker.cancel()
        if isinstance(self.clock, DrivenClock) and self._clock_moved in self.clock.listeners:
            self.clock.listeners.remove(self._clock_moved)
        self.store.save_time(self.store.time.now())
        for room in self.rooms.values():
            room.bots.cancel()
            if room.dice_timer is not None:
                room.dice_timer.cancel()
        if self._server is not None:  # None when it never listened (the port was taken)
            self._server.close()
            await self._server.wait_closed()
        self.pool.shutdown(wait=False, cancel_futures=True)
        await self.owners.stop()
        self.store.close()

    def _clock_moved(self) -> None:
        """A driven clock moved (tests): look at the deadlines at once, in the server's loop."""
        loop = self._loop
        if loop is not None and loop.is_running():
            loop.call_soon_threadsafe(timeouts.check, self)

    # ------------------------------------------------------------------ connections

    async def _serve(self, ws: ServerConnection) -> None:
        address = cluster.address_of(ws, self.config.proxies)
        if len(self.conns) >= self.config.max_connections:
            await ws.close(1013, "the server is full")
            return
        if not self.address_cap.admit(address):
            await ws.close(1013, "too many connections from your address")
            return
        conn = Conn(ws, self.config.rate, self.config.burst, self.config.chat_per_minute)
        conn.address = address
        self.conns.add(conn)
        try:
            data = await asyncio.wait_for(ws.recv(), HELLO_TIMEOUT)
            while True:
                request = self._parse(conn, data)
                if request is not None and await self._look_up(conn, request, address):
                    began = time.perf_counter()
                    self._handle(conn, request)
                    self.busiest_ms = max(self.busiest_ms, (time.perf_counter() - began) * 1000)
                if conn.closing:
                    await ws.close(1008, conn.closing)
                    break
                data = await ws.recv()
        except (ConnectionClosed, TimeoutError):
            pass
        finally:
            self.conns.discard(conn)
            self.address_cap.release(address)
            self._detach(conn)

    def _parse(self, conn: Conn, data: str | bytes) -> dict[str, Any] | None:
        """One message read and checked; None when it was refused (and answered)."""
        if not conn.take_token():
            self.reply(conn, P.error("rate", "too many messages; slow down", P.request_tag(data)))
            return None
        request: dict[str, Any] | None = None
        try:
            request = P.parse_message(data)
            if not conn.hello and request["type"] != "hello":
                raise ProtocolError("hello_first", "say hello with the protocol version first")
            return request
        except ProtocolError as refused:
            self.reply(conn, P.error(refused.code, str(refused), request or refused.request))
            return None

    async def _look_up(self, conn: Conn, request: dict[str, Any], address: str | None) -> bool:
        """Before a join or a watch: the table in memory, read (and replayed off the event
        loop) if need be. A code not found is answered only after a wait that doubles with
        each failure from the address (a code found does not make up for one), and look-ups
        during that wait are refused at once.
        False when the request was answered here."""
        code = request.get("code") if request["type"] in ("join", "watch") else None
        if code is None:
            return True
        try:
            wait = self.lookups.wait(address)
            if wait > 0:
                raise TableError("slow_down", "too many unknown codes from your address: try "
                                              f"again in {math.ceil(wait)} seconds")
            if code not in self.rooms and not self.store.exists(code):
                await asyncio.sleep(self.lookups.failed(address))
                raise TableError("no_table", "no table has that code")
            if code not in self.rooms:
                await cluster.take(self, code)
            return True
        except TableError as refused:
            self.reply(conn, P.error(refused.code, str(refused), request))
        except Exception:
            log.exception("a table could not be looked up")
            self.reply(conn, P.error("server", "the server could not do that", request))
        return False

    async def read_room(self, record: TableRecord) -> None:
        """A stored table into memory, its game replayed in a worker thread."""
        played = None
        if record.status != "lobby":
            loop = asyncio.get_running_loop()
            self.reading.add(record.code)
            try:
                played = await loop.run_in_executor(self.pool, replay_table, self.edition,
                                                    record)
            except Exception:
                log.exception("table %s cannot be read back", record.code)
                self.owners.release(record.code)
                raise TableError("broken", "this table cannot be played on") from None
            finally:
                self.reading.discard(record.code)
        if record.code not in self.rooms:  # another request may have read it meanwhile
            self.new_room(ServerTable(self.store, self.edition, record, played))

    def _handle(self, conn: Conn, request: dict[str, Any]) -> None:
        """One request, answered; never raises (a bug is logged and answered as one)."""
        try:
            HANDLERS[request["type"]](self, conn, request)
        except ProtocolError as refused:
            self.reply(conn, P.error(refused.code, str(refused), request))
        except TableError as refused:
            self.reply(conn, P.error(refused.code, str(refused), request))
        except Exception:
            log.exception("a request failed; its table is read again from the database")
            self.reply(conn, P.error("server", "the server could not do that", request))
            if conn.code is not None:
                self._drop(conn.code)

    def reply(self, conn: Conn, message: dict[str, Any]) -> None:
        self.push([conn], P.encode(message))

    def push(self, conns: list[Conn], text: str) -> None:
        """Send without waiting (in order per connection); a client that does not read is cut
        off rather than let its messages pile up in memory."""
        broadcast([c.ws for c in conns], text)
        for conn in conns:
            transport = conn.ws.transport
            if transport is not None and transport.get_write_buffer_size() > WRITE_BUFFER_MAX:
                transport.abort()

    def send_room(self, room: Room, message: dict[str, Any]) -> None:
        self.push(room.everyone(), P.encode(message))

    def send_table(self, room: Room) -> None:
        self.send_room(room, {"type": "table", "table": room.table.info()})

    def _detach(self, conn: Conn) -> None:
        room = self.rooms.get(conn.code) if conn.code is not None else None
        if room is not None and room.remove(conn):
            self.send_table(room)
            fairdice.away(self, room, conn.seat)
        conn.code, conn.seat = None, None
        if room is not None:
            self.evict(room)

    def evict(self, room: Room) -> None:
        """A table nobody is at and no bot is thinking for leaves memory (it stays on disk and
        is read again when someone comes back), the IDLE_ROOMS last left excepted: a server
        keeps only live tables, yet watching and leaving one again and again costs no replay."""
        if room.everyone() or room.bots.busy or self.rooms.get(room.table.code) is not room:
            return
        self.idle[room.table.code] = None
        self.idle.move_to_end(room.table.code)
        while len(self.idle) > IDLE_ROOMS:
            code, _ = self.idle.popitem(last=False)
            old = self.rooms.get(code)
            if old is not None and not old.everyone() and not old.bots.busy:
                del self.rooms[code]
                self.owners.release(code)

    # ------------------------------------------------------------------ rooms

    def room(self, code: str) -> Room | None:
        room = self.rooms.get(code)
        if room is None:
            if not self.owners.try_claim(code):
                raise cluster.elsewhere()
            record = self.store.load(code)
            if record is None:
                self.owners.release(code)
                return None
            try:
                table = ServerTable(self.store, self.edition, record)
            except Exception:
                log.exception("table %s cannot be read back", code)
                self.owners.release(code)
                raise TableError("broken", "this table cannot be played on") from None
            room = self.new_room(table)
        return room

    def new_room(self, table: ServerTable, think_ms: int | None = None) -> Room:
        """A table's room; `think_ms`: its hard bots' time per decision, when asked shorter
        than the server's own."""
        think = self.config.bot_think
        if think_ms is not None:
            think = min(think_ms / 1000, think if think is not None else HARD_THINK)
        if not self.owners.try_claim(table.code):
            raise cluster.elsewhere()
        room = self.rooms[table.code] = Room(table, TableBots(table.record.seed, think))
        return room

    def close_room(self, room: Room, why: str) -> None:
        """A table deleted from the lobby: its spectators are told and let go."""
        self.rooms.pop(room.table.code, None)
        self.owners.release(room.table.code)
        room.bots.cancel()
        self.send_room(room, {"type": "closed", "code": room.table.code, "message": why})
        for conn in room.everyone():
            conn.code, conn.seat = None, None

    def _drop(self, code: str) -> None:
        """Forget a table's memory after a failure; its players stay connected and the next
        request reads it again from the database."""
        room = self.rooms.pop(code, None)
        if room is None:
            return
        room.bots.cancel()
        try:
            fresh = self.room(code)
        except TableError:
            fresh = None
        if fresh is not None:
            fresh.adopt(room)
        else:
            self.owners.release(code)

    def seated(self, conn: Conn) -> tuple[Room, int]:
        room = self.rooms.get(conn.code) if conn.code is not None else None
        if room is None or conn.seat is None:
            raise ProtocolError("not_seated", "join a table first")
        return room, conn.seat

    def bots(self, room: Room) -> None:
        """Start the bot whose turn it is, if any (its answer comes back through `_bot_move`)."""
        table = room.table
        turn = table.bot_to_move()
        if turn is None or table.game is None or table.status != "playing":
            room.bots.cancel()
            return
        seat, level = turn
        room.bots.ask(self.pool, table.game, seat, level, table.seq,
                      lambda s, q, m: self._bot_move(room.table.code, s, q, m))

    def _bot_move(self, code: str, seat: int, seq: int, move: Any) -> None:
        room = self.rooms.get(code)
        if room is None or room.table.seq != seq:
            return  # the position was taken back or the table was dropped meanwhile
        try:
            self.played(room, seat, str(move), seq, by_bot=True)
        except TableError:
            self.bots(room)  # the position changed under the bot: think again
        except Exception:
            log.exception("table %s: a bot's move failed", code)
            self._drop(code)
            return
        self.evict(room)

    def played(self, room: Room, seat: int, text: str, seq: int, by_bot: bool = False) -> None:
        """Play, store, then tell the table (a move that rolls waits for the players' links
        first: fairdice.py); the bots answer next if it is their turn."""
        fairdice.play(self, room, seat, text, seq, by_bot)
