"""A client of the server, in asyncio: one connection, one table, its view kept up to date, and
a rejoin with the seat credential whenever the connection drops.

    client = TableClient("ws://host:8765", "Anna", edition)
    await client.connect()
    await client.join("K7PQ2M")             # or: await client.create(["open", "bot:normal"])
    message = await client.next(timeout=5)  # every server message, after the view took it in
    if client.view.my_turn:
        await client.move(client.view.options()[0])

Besides the server's messages the inbox holds {"type": "status", "status": ...} notes:
"online", "reconnecting" (the connection dropped; rejoining), "closed" (given up, or closed;
with "reason" when the server said it was stopping on purpose, e.g. "host_left").
A seated client makes a secret chain for the fair dice, commits to it on joining and answers
every "roll" request with its next link by itself (game/net/fairdice.py).
A window uses the same class from a thread through game.net.threaded.NetClient.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import ssl as ssl_module
from collections.abc import Callable
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game.rules.edition import Edition
from game.rules.mix import Chain
from game.rules.moves import Move

from . import protocol as P
from .client_dice import DiceSide
from .client_identity import ProofRefused, prove
from .credentials import Credentials
from .failures import NetError, closed_words, describe
from .identity import Identity
from .opening import open_socket
from .view import TableView

DELAYS = (0.1, 0.3, 1.0, 2.0, 5.0)  # seconds between rejoin attempts (the last repeats)
GIVE_UP = ("bad_credential", "no_table", "protocol", "edition")  # a rejoin that cannot work


class TableClient(DiceSide):
    def __init__(self, url: str, name: str, edition: Edition, *,
                 credentials: Credentials | None = None, ssl: ssl_module.SSLContext | None = None,
                 on_message: Callable[[dict[str, Any]], None] | None = None,
                 reconnect: bool = True, delays: tuple[float, ...] = DELAYS,
                 identity: Identity | None = None) -> None:
        self.url, self.name, self.edition_id = url, name, P.edition_id(edition)
        self.identity = identity  # proved on every connection (rated tables need it)
        self.me: dict[str, Any] | None = None  # the server's answer to that proof
        self.unproved: ProofRefused | None = None  # why the server did not take it
        self.credentials = credentials
        self.ssl = ssl
        self.on_message = on_message
        self.reconnect, self.delays = reconnect, delays
        self.view = TableView(edition)
        self.status = "offline"
        self.inbox: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self._ws: Any = None
        self._reader: asyncio.Task | None = None
        self._pending: dict[int, asyncio.Future] = {}
        self._ids = itertools.count(1)
        self._target: tuple[str, str] | None = None  # ("join" | "watch", code) to go back to
        self.routed = False  # the server is one of several processes behind a proxy
        self._opened_for: str | None = None  # the table the connection was opened for
        self._credential: str | None = None
        self._rejoin_id: int | None = None  # the request that takes the table back
        self.farewell: str | None = None  # why the server said it stops ("host_left"...)
        self.lost = ""  # why the connection last ended, in words
        self.chain: Chain | None = None  # this player's chain for the table's fair dice
        self._chain_for: str | None = None  # the table it is for ("" before a create)
        self.revealed: dict[int, str] = {}  # this player's link for each roll
        self.seed_seen: str | None = None  # the server's commitment to its seed
        self._asked: dict[int, tuple[Any, Any]] = {}  # position -> the move a roll was for
        self.unlike: list[str] = []  # moves played other than the roll they had links for
        self.refused: list[int] = []  # rolls asked with a link not of this player's chain

    # ------------------------------------------------------------------ connection

    async def connect(self, timeout: float = 10.0) -> dict[str, Any]:
        """Open the connection and say hello; the server's welcome."""
        welcome = await self._open(timeout)
        self._reader = asyncio.get_running_loop().create_task(self._read())
        self._note("online")
        return welcome

    async def _open(self, timeout: float, code: str | None = None) -> dict[str, Any]:
        code = code or (self._target[1] if self._target else None)
        try:
            ws = await open_socket(self.url, code, self.ssl, timeout, max_size=P.CLIENT_MAX,
                                   compression=None, close_timeout=2)
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as problem:
            words = describe(problem, "the connection to open")
            raise NetError("offline", f"cannot reach {self.url}: {words}") from None
        try:
            await ws.send(P.encode({"type": "hello", "protocol": P.PROTOCOL}))
            welcome = P.parse_reply(await asyncio.wait_for(ws.recv(), timeout))
            if welcome.get("type") == "welcome" and self.identity is not None:
                self.me = await prove(ws, self.identity, self.name, welcome, timeout)
        except (ConnectionClosed, TimeoutError, P.ProtocolError) as problem:
            await ws.close()
            words = describe(problem, "the server's welcome")
            raise NetError("offline", f"no welcome from {self.url}: {words}") from None
        except ProofRefused as refused:  # a name taken: casual play goes on, a rated table
            self.me, self.unproved = None, refused  # says why it cannot be joined
        if welcome.get("type") != "welcome":
            await ws.close()
            raise NetError(str(welcome.get("code", "protocol")), str(welcome.get("message")))
        if welcome.get("edition") != self.edition_id:
            await ws.close()
            raise NetError("edition", "the server plays another edition of the game's data")
        self._ws, self.lost = ws, ""
        self.routed, self._opened_for = bool(welcome.get("routed")), code
        return welcome

    async def _towards(self, code: str) -> None:
        """Behind a proxy of several processes (the welcome says "routed"): a connection for
        this table."""
        if not self.routed or self._opened_for == code or self._ws is None:
            return
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._reader
        self._fail_pending()
        await self._ws.close()
        await self._open(10.0, code)
        self._reader = asyncio.get_running_loop().create_task(self._read())

    async def close(self) -> None:
        """Leave for good (the seat stays this player's: `join` again with the code)."""
        self.reconnect = False
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._reader
        if self._ws is not None:
            await self._ws.close()
        self._fail_pending()
        self._note("closed")

    def drop(self) -> None:
        """Cut the connection at once, as a network failure would (tests and tools)."""
        if self._ws is not None and self._ws.transport is not None:
            self._ws.transport.abort()

    # ------------------------------------------------------------------ requests

    async def send(self, message: dict[str, Any]) -> int:
        """Send a request without waiting for its outcome; its id (an error carries it)."""
        number = next(self._ids)
        if self._ws is None:
            raise NetError("offline", "not connected")
        try:
            await self._ws.send(P.encode({**message, "id": number}))
        except ConnectionClosed as closed:
            raise NetError("offline", f"not sent: {closed_words(closed)}") from None
        return number

    async def request(self, message: dict[str, Any], timeout: float = 10.0) -> dict[str, Any]:
        """Send a request that has an answer of its own, and wait for it."""
        future = asyncio.get_running_loop().create_future()
        number = next(self._ids)
        self._pending[number] = future
        try:
            if self._ws is None:
                raise NetError("offline", "not connected")
            await self._ws.send(P.encode({**message, "id": number}))
            reply = await asyncio.wait_for(future, timeout)
        except ConnectionClosed as closed:
            raise NetError("offline", f"not sent: {closed_words(closed)}") from None
        except TimeoutError:
            raise NetError("offline", f"timed out after {timeout:g} s while waiting for the "
                           f"server's answer to {message.get('type')!r}") from None
        finally:
            self._pending.pop(number, None)
        if reply.get("type") == "error":
            words = str(reply.get("message"))
            if reply.get("code") == "no_identity" and self.unproved is not None:
                words = f"{words}: {self.unproved}"
            raise NetError(str(reply.get("code")), words, remote=True)
        return reply

    async def create(self, seats: list[str], listed: bool = False, speed: str = "untimed",
                     **rules: Any) -> dict[str, Any]:
        """A new table; `speed`: a preset of game/net/speeds.py; `rules`: coop=difficulty, or
        chapter=its set-up as JSON text."""
        reply = await self.request({"type": "create", "name": self.name, "seats": seats,
                                    "listed": listed, "commit": self._chain_head(""),
                                    "speed": speed, **self._key(), **rules})
        if "seat" in reply:
            self._seated(reply)
        else:  # a rated game of computers alone: the creator watches it
            self._target = ("watch", reply["code"])
        if self.routed:  # to the process the table's players will reach, at once
            await self._towards(reply["code"])
            await (self.join if "seat" in reply else self.watch)(reply["code"])
        return reply

    async def join(self, code: str) -> dict[str, Any]:
        """Take a seat, or take one's own seat back with the credential kept for the table."""
        kept = self.credentials.lookup(self.url, code) if self.credentials else None
        credential = self._credential if self._target == ("join", code) else None
        credential = credential or (kept["credential"] if kept else None)
        await self._towards(code)
        message = {"type": "join", "code": code, "commit": self._chain_head(code)}
        message.update({"credential": credential} if credential
                       else {"name": self.name, **self._key()})
        reply = await self.request(message)
        self._seated(reply, credential)
        return reply

    async def watch(self, code: str) -> dict[str, Any]:
        await self._towards(code)
        reply = await self.request({"type": "watch", "code": code})
        self._target = ("watch", code)
        return reply

    def _key(self) -> dict[str, str]:
        """This computer's player key at the server, sent with a new seat so "Your games"
        finds the table again (none without kept credentials)."""
        return {} if self.credentials is None else {"key": self.credentials.player_key(self.url)}

    def _seated(self, reply: dict[str, Any], credential: str | None = None) -> None:
        code, seat = reply["code"], reply["seat"]
        self._chain_for = code
        self._credential = reply.get("credential") or credential
        self._target = ("join", code)
        if self.credentials is not None and reply.get("credential"):
            self.credentials.remember(self.url, code, seat, reply["credential"], self.name)

    async def move(self, move: Move | str) -> int:
        return await self.send({"type": "move", "move": str(move), "seq": self.view.seq})

    async def undo(self) -> int:
        return await self.send({"type": "undo", "seq": self.view.seq})

    async def leave(self) -> dict[str, Any]:
        reply = await self.request({"type": "leave"})
        if self.credentials is not None and self._target and self.view.info \
                and self.view.info.get("status") == "lobby":
            self.credentials.forget(self.url, self._target[1])  # the seat is open again
        self._target, self._credential = None, None
        return reply

    async def next(self, timeout: float | None = None) -> dict[str, Any]:
        """The next message (or status note); TimeoutError when none came in time."""
        return await asyncio.wait_for(self.inbox.get(), timeout)

    # ------------------------------------------------------------------ incoming

    async def _read(self) -> None:
        """Read until the connection drops; then reconnect and rejoin, unless told not to."""
        while True:
            try:
                async for data in self._ws:
                    await self._take(data)
            except ConnectionClosed as closed:
                self.lost = closed_words(closed)
            else:  # closed in good order
                why = f": {self._ws.close_reason}" if self._ws.close_reason else ""
                self.lost = f"the server closed the connection (code {self._ws.close_code}{why})"
            self._fail_pending()
            if not self.reconnect or not await self._reopen():
                break
        self._note("closed")

    async def _take(self, data: str | bytes) -> None:
        try:
            message = P.parse_reply(data)
            in_order = self.view.update(message)
        except P.ProtocolError as problem:
            message, in_order = {"type": "error", "code": "malformed",
                                 "message": f"from the server: {problem}"}, True
        if not in_order:  # an update went missing: ask for the whole state again
            await self.send({"type": "sync"})
            return
        if message.get("type") == "roll":
            await self.answer_roll(message)
        elif message.get("type") == "moved":
            self._played_as_asked(message)
        elif message.get("type") == "chapter":
            self.forget_dice()  # a new game at the same table: its rolls count from 0
        if message.get("type") == "stopping":  # on purpose: retrying would find nobody
            self.reconnect = False
            self.farewell = str(message.get("reason") or "stopping")
        if message.get("id") is not None and message.get("id") == self._rejoin_id:
            self._rejoined(message)
        future = self._pending.get(message.get("id", -1))
        if future is not None and not future.done():
            future.set_result(message)
        self._deliver(message)

    async def _reopen(self) -> bool:
        """Connect again and ask for the table back (the answer comes through `_read`);
        False when that cannot work."""
        self._note("reconnecting")
        for attempt in itertools.count():
            await asyncio.sleep(self.delays[min(attempt, len(self.delays) - 1)])
            try:
                await self._open(10.0)
            except NetError as problem:
                if problem.code in GIVE_UP:
                    self._deliver({"type": "error", "code": problem.code,
                                   "message": str(problem)})
                    return False
                continue
            break
        if self._target is None:
            self._note("online")
            return True
        kind, code = self._target
        message: dict[str, Any] = {"type": kind, "code": code}
        if kind == "join":
            message["credential"] = self._credential
            message["commit"] = self._chain_head(code)
        try:
            self._rejoin_id = await self.send(message)
        except NetError:
            pass  # dropped again at once: the next round of `_read` tries again
        return True

    def _rejoined(self, reply: dict[str, Any]) -> None:
        self._rejoin_id = None
        if reply.get("type") != "error":
            self._note("online")
        elif reply.get("code") in GIVE_UP:
            self.reconnect = False  # the table is gone or the seat is not ours: stop here
            self._target = None
            asyncio.get_running_loop().create_task(self._ws.close())

    def _chain_head(self, code: str) -> str:
        """The head of this player's chain for table `code` (a new chain for a new table)."""
        if self.chain is None or self._chain_for != code:
            self.chain, self._chain_for = Chain(), code
        return self.chain.head

    async def answer_roll(self, message: dict[str, Any]) -> None:
        """The next link of the chain, for the roll the server asks about. Asked with a link
        not of this chain, the client gives none and says so (the roll then goes on without
        this player, for all to see): a new chain committed there would let the server leave
        this player out of every roll unnoticed. After the chain's last link, a new chain."""
        last, index = message.get("last"), message.get("index")
        if not isinstance(index, int) or isinstance(index, bool):
            return  # not a request this client can answer
        link = self.chain.after(last) if self.chain is not None and isinstance(last, str) \
            else None
        if link is None:
            self.refuse_roll(index)
            return
        self.revealed[index] = link
        if isinstance(message.get("seq"), int):
            self._asked[message["seq"]] = (message.get("player"), message.get("move"))
        self.seed_seen = self.seed_seen or str(message.get("seed"))
        try:
            await self.send({"type": "reveal", "index": index, "link": link})
            if self.chain is not None and link == self.chain.bottom:  # used up: a new one
                self.chain = Chain()
                await self.send({"type": "commit", "head": self.chain.head})
        except NetError:
            pass  # the connection dropped: the server asks again on the rejoin

    def refuse_roll(self, index: int) -> None:
        """Asked for a link of a chain this player never committed to: none is given, the
        player is told (a "refused_roll" note in the inbox) and the end's check lists it."""
        if index in self.refused or self.view.seat is None:
            return  # told once; a spectator has no link to give
        self.refused.append(index)
        self._deliver({"type": "refused_roll", "index": index})

    def _fail_pending(self) -> None:
        for future in self._pending.values():
            if not future.done():
                future.set_exception(NetError("offline", f"no answer: {self.lost}"))
        self._pending.clear()

    def _note(self, status: str) -> None:
        self.status = status
        note: dict[str, Any] = {"type": "status", "status": status}
        if status == "closed" and self.farewell is not None:
            note["reason"] = self.farewell
        if status in ("closed", "reconnecting") and self.lost:
            note["message"] = self.lost  # why, in words
        self._deliver(note)

    def _deliver(self, message: dict[str, Any]) -> None:
        self.inbox.put_nowait(message)
        if self.on_message is not None:
            self.on_message(message)

