"""Who is connected where: a connection (with its rate limit) and a table's room of players
and spectators."""

from __future__ import annotations

import asyncio
import secrets
import time
from typing import Any

from websockets.asyncio.server import ServerConnection

from .bots import TableBots
from .limits import ChatLimit
from .table import ServerTable

STRIKES_MAX = 200  # refused messages in a row before the connection is closed


class Conn:
    """One client connection: its rate bucket and the seat it holds, if any."""

    __slots__ = ("ws", "rate", "burst", "tokens", "last", "strikes", "hello", "code", "seat",
                 "closing", "chat", "player", "nonce", "address")

    def __init__(self, ws: ServerConnection, rate: float, burst: float,
                 chat_per_minute: int = 0) -> None:
        self.ws = ws
        self.chat = ChatLimit(chat_per_minute)
        self.rate, self.burst = rate, burst
        self.tokens = burst
        self.last = time.monotonic()
        self.strikes = 0
        self.hello = False
        self.code: str | None = None  # the table joined or watched
        self.seat: int | None = None  # None for a spectator
        self.closing: str | None = None  # why the connection is to be closed
        self.player: int | None = None  # the identity proved on this connection, if any
        self.nonce = secrets.token_urlsafe(16)  # what the next proof of identity signs
        self.address: str | None = None  # the client's (behind a proxy: as the proxy says)

    def take_token(self) -> bool:
        """A token bucket: `burst` messages at once, `rate` per second after that."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            self.strikes = 0
            return True
        self.strikes += 1
        if self.strikes > STRIKES_MAX:
            self.closing = "too many messages"
        return False

    def refund(self) -> None:
        """A played move costs nothing: the game itself limits how fast moves can come."""
        self.tokens = min(self.burst, self.tokens + 1)


class Room:
    """A loaded table with its connected players (one connection per seat) and spectators."""

    def __init__(self, table: ServerTable, bots: TableBots) -> None:
        self.table = table
        self.bots = bots
        self.players: dict[int, Conn] = {}
        self.watchers: set[Conn] = set()
        self.view: dict[str, Any] | None = None  # the state as last sent to everyone
        self.muted: set[int] = set()  # seats whose players hear no spectator's chat
        self.dice_timer: asyncio.TimerHandle | None = None  # the waiting roll's deadline

    def everyone(self) -> list[Conn]:
        return [*self.players.values(), *self.watchers]

    def hearing(self, conn: Conn) -> list[Conn]:
        """Who hears a chat line of `conn`: everyone, but a spectator's not the players who
        muted spectators."""
        if conn.seat is not None:
            return self.everyone()
        return [*(c for s, c in self.players.items() if s not in self.muted), *self.watchers]

    def sit(self, conn: Conn, seat: int) -> Conn | None:
        """Bind `conn` to `seat`; the connection it replaces (an older one of the same
        player), if any."""
        old = self.players.get(seat)
        self.players[seat] = conn
        self.table.present = set(self.players)
        conn.code, conn.seat = self.table.code, seat
        if old is not None and old is not conn:
            old.code, old.seat = None, None
            return old
        return None

    def watch(self, conn: Conn) -> None:
        self.watchers.add(conn)
        conn.code, conn.seat = self.table.code, None

    def remove(self, conn: Conn) -> bool:
        """Take `conn` away; True when a seat went away (the others should hear of it)."""
        self.watchers.discard(conn)
        if conn.seat is not None and self.players.get(conn.seat) is conn:
            del self.players[conn.seat]
            self.table.present = set(self.players)
            return True
        return False

    def adopt(self, old: Room) -> None:
        """Keep the connections of a room that was read again after a failure."""
        self.players, self.watchers, self.muted = old.players, old.watchers, old.muted
        self.table.present = set(self.players)
