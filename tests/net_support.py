"""Helpers of the online-play tests: a real server on a free local port, clients that keep
every message they receive, and a driver that plays random legal moves for the human seats."""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from collections.abc import Callable, Iterator
from typing import Any

from game.net.client import TableClient
from game.net.host import HostedServer
from game.net.server import ServerConfig
from game.net.table import ServerTable
from game.rules.edition import Edition
from game.rules.mix import Chain
from tests import scenario

NAMES = ("Anna", "Bruno", "Chiara", "Dieter")
WAIT = 30.0  # seconds a test waits for something the server should do at once


def edition() -> Edition:
    """The tests' own edition (tests/fixtures/edition), which servers and clients here play."""
    return scenario.edition()


@contextlib.contextmanager
def hosted(**options: Any) -> Iterator[HostedServer]:
    """A server in a thread of the test process, on 127.0.0.1 and a port the system picks."""
    server = HostedServer(ServerConfig(host="127.0.0.1", port=0, **options), edition())
    server.start()
    try:
        yield server
    finally:
        server.stop()


class Probe(TableClient):
    """A client that keeps every message it received, as sent and as read."""

    def __init__(self, url: str, name: str, changed: asyncio.Event, **options: Any) -> None:
        super().__init__(url, name, edition(), on_message=self._seen, **options)
        self.changed = changed
        self.raw: list[str] = []
        self.messages: list[dict[str, Any]] = []
        self.sent = -2  # the position this client last moved in

    async def _take(self, data: str | bytes) -> None:
        self.raw.append(data if isinstance(data, str) else repr(data))
        await super()._take(data)

    def _seen(self, message: dict[str, Any]) -> None:
        self.messages.append(message)
        if message["type"] == "state":
            self.sent = -2  # a move in flight when the connection dropped was lost: move again
        self.changed.set()

    def errors(self, code: str | None = None) -> list[dict[str, Any]]:
        return [m for m in self.messages
                if m["type"] == "error" and (code is None or m.get("code") == code)]


async def until(changed: asyncio.Event, condition: Callable[[], bool], what: str,
                timeout: float = WAIT) -> None:
    """Wait for messages until `condition` holds (it is checked after each one)."""
    deadline = time.monotonic() + timeout
    while True:
        changed.clear()
        if condition():
            return
        left = deadline - time.monotonic()
        if left <= 0:
            raise AssertionError(f"timed out waiting until {what}")
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(changed.wait(), left)


async def seat(url: str, kinds: list[str], changed: asyncio.Event | None = None,
               start: bool = True, credentials: list[Any] | None = None,
               rules: dict[str, str] | None = None, **options: Any) -> tuple[list[Probe], str]:
    """Clients for the open seats of a new table (the first creates it), ready and started;
    `credentials`: each client's own credential file (a program each); `rules`: the game the
    table plays (coop=difficulty, chapter=its set-up)."""
    changed = changed or asyncio.Event()
    humans = kinds.count("open")
    files = credentials or [None] * humans
    clients = [Probe(url, NAMES[i], changed, credentials=files[i], **options)
               for i in range(humans)]
    return clients, await table_of(clients, changed, kinds, rules, start)


async def table_of(clients: list[Probe], changed: asyncio.Event, kinds: list[str],
                   rules: dict[str, str] | None = None, start: bool = True) -> str:
    """A new table's code: created by the first of `clients` (connected here), joined by the
    others and, with `start`, readied and started (every client has seen the start)."""
    for client in clients:
        await client.connect()
    code = (await clients[0].create(kinds, **(rules or {})))["code"]
    for client in clients[1:]:
        await client.join(code)
    if not start:
        return code
    for client in clients:
        await client.send({"type": "ready", "ready": True})
    creator = clients[0]
    await until(changed, lambda: creator.view.info is not None
                and all(s["ready"] for s in creator.view.info["seats"]), "every seat is ready")
    await creator.send({"type": "start"})
    await until(changed, lambda: all(c.view.state is not None for c in clients), "the start")
    return code


async def play(clients: list[Probe], rnd: random.Random,
               stop: Callable[[], bool] = lambda: False, timeout: float = 120.0) -> int:
    """Random legal moves for whichever client is to move, until the game is over everywhere
    or `stop()`; the number of moves these clients made."""
    changed = clients[0].changed
    deadline = time.monotonic() + timeout
    made = 0
    while True:
        changed.clear()
        if stop() or all(c.view.over and c.view.final_hash for c in clients):
            return made
        mover = next((c for c in clients if c.status == "online" and c.view.my_turn
                      and c.sent != c.view.seq), None)
        if mover is not None:
            mover.sent = mover.view.seq
            await mover.move(rnd.choice(mover.view.options()))
            made += 1
            continue
        left = deadline - time.monotonic()
        if left <= 0:
            seqs = [c.view.seq for c in clients]
            raise AssertionError(f"the game did not go on (positions {seqs})")
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(changed.wait(), min(left, 5.0))


async def close_all(clients: list[Probe]) -> None:
    for client in clients:
        await client.close()


def run(coroutine: Any) -> Any:
    return asyncio.run(coroutine)


def reveal_all(table: ServerTable, chains: dict[int, Chain]) -> None:
    """Give the waiting roll of a table driven by hand every link it waits for, from the
    players' chains, and play the move it held back."""
    held = table.fair.pending
    assert held is not None
    for seat in list(held.waiting):
        link = chains[seat].after(table.fair.last[seat])
        assert link is not None
        table.fair.reveal(seat, held.index, link)
    table.finish()
