"""The client for a window: the asyncio TableClient runs in a thread of its own; the window's
loop sends requests without waiting and drains what came in once a frame.

    net = NetClient("ws://192.168.1.20:8765", "Anna", edition)
    net.start()                       # connects in the background
    net.join("K7PQ2M")                # or net.create(["open", "open", "bot:normal"])
    ...
    for message in net.poll():        # each frame: never blocks
        if message["type"] == "status" and message["status"] == "reconnecting":
            show("reconnecting…")
        elif message["type"] == "moved":
            animate(net.view.events)
    if net.view.my_turn:
        net.move(chosen)              # one of net.view.options()

`net.view` (a TableView) is updated inside `poll`, on the window's thread, so drawing never
races the network. Every request returns a future (done with the server's answer; a move's
is done once sent, everyone hears it played); a failure also arrives as an "error" message
(with "re", the request's type), so a window may ignore the futures.
"""

from __future__ import annotations

import asyncio
import queue
import ssl as ssl_module
import threading
from collections.abc import Coroutine
from concurrent.futures import Future
from typing import Any

from game.rules.edition import Edition
from game.rules.moves import Move

from .client import NetError, TableClient
from .credentials import Credentials
from .identity import Identity
from .view import TableView


class NetClient:
    def __init__(self, url: str, name: str, edition: Edition, *,
                 credentials: Credentials | None = None,
                 ssl: ssl_module.SSLContext | None = None,
                 identity: Identity | None = None) -> None:
        self.view = TableView(edition)
        self._inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self._arrived = threading.Event()  # set by a message, cleared once none waits
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="net",
                                        daemon=True)
        self._client = TableClient(url, name, edition, credentials=credentials, ssl=ssl,
                                   on_message=self._arrive, identity=identity)

    # ------------------------------------------------------------------ the window's side

    def start(self) -> Future:
        """Connect in the background; a "status" message says "online" or "closed"."""
        self._thread.start()
        return self._submit(self._client.connect(), "hello")

    def poll(self) -> list[dict[str, Any]]:
        """Everything that came in since the last call, oldest first; the view took it in."""
        out: list[dict[str, Any]] = []
        while True:
            try:
                message = self._inbox.get_nowait()
            except queue.Empty:
                self._drained()
                return out
            self._take(message)
            out.append(message)

    def wait(self, timeout: float) -> dict[str, Any] | None:
        """The next message, waiting at most `timeout` seconds (tools and tests; a window
        polls)."""
        try:
            message = self._inbox.get(timeout=timeout)
        except queue.Empty:
            return None
        self._drained()
        self._take(message)
        return message

    def arrival(self, timeout: float) -> bool:
        """Whether a message is waiting, waiting for one at most `timeout` seconds; it stays
        for poll or wait (tests and tools: a window takes messages once a frame)."""
        return self._arrived.wait(timeout)

    def _drained(self) -> None:
        """Lower the arrival flag unless a message is still waiting (one put meanwhile raises
        it again: _arrive puts, then sets)."""
        self._arrived.clear()
        if not self._inbox.empty():
            self._arrived.set()

    def _arrive(self, message: dict[str, Any]) -> None:
        self._inbox.put(message)
        self._arrived.set()

    def _take(self, message: dict[str, Any]) -> None:
        if not self.view.update(message):
            self._submit(self._client.send({"type": "sync"}), "sync")

    @property
    def status(self) -> str:
        return self._client.status

    @property
    def me(self) -> dict[str, Any] | None:
        """This player's identity at the server as it answered the proof (None: none)."""
        return self._client.me

    @property
    def unproved(self) -> str | None:
        """Why the server did not take this player's identity, in words (None: it did)."""
        return None if self._client.unproved is None else str(self._client.unproved)

    @property
    def farewell(self) -> str | None:
        """Why the server said it stops ("host_left"), once it did; None otherwise."""
        return self._client.farewell

    # ------------------------------------------------------------------ requests

    def create(self, seats: list[str], listed: bool = False, speed: str = "untimed",
               **rules: Any) -> Future:
        return self._submit(self._client.create(seats, listed, speed, **rules), "create")

    def join(self, code: str) -> Future:
        return self._submit(self._client.join(code), "join")

    def watch(self, code: str) -> Future:
        return self._submit(self._client.watch(code), "watch")

    def move(self, move: Move | str) -> Future:
        """A move for the position the window shows (the server refuses it if that is gone)."""
        return self.send({"type": "move", "move": str(move), "seq": self.view.seq})

    def undo(self) -> Future:
        return self.ask({"type": "undo", "seq": self.view.seq})

    def colour(self, colour: int) -> Future:
        return self.ask({"type": "colour", "colour": colour})

    def ready(self, flag: bool = True) -> Future:
        return self.ask({"type": "ready", "ready": flag})

    def start_game(self) -> Future:
        return self.ask({"type": "start"})

    def hand(self, seat: int, to: str) -> Future:
        """The creator hands an away seat to a bot level, or back with to="player"; a player
        takes their own seat back from the computer with to="player"."""
        return self.ask({"type": "hand", "seat": seat, "to": to})

    def overdue(self, seat: int, choice: str) -> Future:
        """At a turn-based table, for a seat out of time: "computer" or "wait"."""
        return self.ask({"type": "overdue", "seat": seat, "choice": choice})

    def chat(self, line: str) -> Future:
        """A chat line for everyone at the table (1 to 200 characters once cleaned)."""
        return self.ask({"type": "chat", "text": line})

    def between(self, summary: str) -> Future:
        """The creator, once a campaign chapter is over: how the campaign stands, for everyone."""
        return self.ask({"type": "between", "summary": summary})

    def next_chapter(self, chapter: str, summary: str | None = None,
                     first: int | None = None) -> Future:
        """The creator begins the campaign's next chapter at this table (`first`: R-CAMP-9)."""
        message: dict[str, Any] = {"type": "next", "chapter": chapter}
        if summary is not None:
            message["summary"] = summary
        if first is not None:
            message["first"] = first
        return self.ask(message)

    def crest(self, kind: str) -> Future:
        """The player who owes a crest token chooses its kind (the creator applies it)."""
        return self.ask({"type": "crest", "kind": kind})

    def mute_spectators(self, flag: bool = True) -> Future:
        """A player stops hearing the spectators' chat at the table (False: hears it again)."""
        return self.ask({"type": "mute", "spectators": flag})

    def leave(self) -> Future:
        return self._submit(self._client.leave(), "leave")

    def send(self, message: dict[str, Any]) -> Future:
        """Send without an answer of its own (a move: everyone hears it played)."""
        return self._submit(self._client.send(message), str(message.get("type")))

    def ask(self, message: dict[str, Any]) -> Future:
        """Send a request the server answers ("ok", or an error that fails the future)."""
        return self._submit(self._client.request(message), str(message.get("type")))

    def close(self, timeout: float = 5.0) -> None:
        if self._thread.is_alive():
            try:
                self._submit(self._client.close(), "close").result(timeout)
            except Exception:
                pass
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(timeout)

    def drop(self) -> None:
        """Cut the connection as a network failure would (tests and tools): it reconnects."""
        self._loop.call_soon_threadsafe(self._client.drop)

    def _submit(self, coroutine: Coroutine[Any, Any, Any], kind: str) -> Future:
        """Run a request in the network thread; a failure is also put in the inbox."""
        future = asyncio.run_coroutine_threadsafe(coroutine, self._loop)

        def failed(done: Future) -> None:
            problem = done.exception() if not done.cancelled() else None
            if isinstance(problem, NetError) and not problem.remote:
                self._inbox.put({"type": "error", "code": problem.code, "message": str(problem),
                                 "re": kind, "local": True})
        future.add_done_callback(failed)
        return future
