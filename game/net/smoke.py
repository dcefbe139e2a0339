"""`python -m game --smoke-net`: the online path of a built program, without a window.

Hosts a server in a thread on a free local port (announced on the local network where that
works), connects two window clients with identities of their own (made in a temporary folder),
creates a rated table, joins it, starts the game and plays until each seat has moved once; both
clients must hold the server's state, and the rating model must rate a result. Prints one line
per step and "smoke-net: ok" at the end (exit 0), or the step that failed (exit 1).
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from game.ratings import Skill, rate
from game.rules.edition import Edition

from .client import describe
from .discovery import discover
from .host import HostedServer
from .identity import Identity
from .server import ServerConfig
from .threaded import NetClient

WAIT = 20.0  # seconds any one step may take


def _past(clients: list[NetClient], seq: int) -> Callable[[], bool]:
    """Every client has seen a move after position `seq`."""
    return lambda: all(c.view.seq > seq for c in clients)


def _until(clients: list[NetClient], condition: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + WAIT
    while not condition():
        if time.monotonic() > deadline:
            raise RuntimeError(f"timed out: {what}")
        for client in clients:
            client.wait(0.05)


def identified(url: str, edition: Edition) -> list[NetClient]:
    """Anna's and Bruno's clients, each with an identity of its own, connected and proved."""
    with tempfile.TemporaryDirectory() as folder:
        clients = [NetClient(url, name, edition,
                             identity=Identity.load(Path(folder) / f"{name}.json"))
                   for name in ("Anna", "Bruno")]
        for client in clients:
            client.start().result(WAIT)
    for client in clients:
        if client.me is None:
            raise RuntimeError(f"the identity was not taken: {client.unproved}")
    return clients


def smoke_net(edition: Edition, say: Callable[[str], None] = print) -> int:
    server = HostedServer(ServerConfig(host="127.0.0.1", port=0, advertise=True,
                                       lan_interfaces=["127.0.0.1"]), edition)
    clients: list[NetClient] = []
    try:
        server.start()
        say(f"hosting on {server.url}")
        assert server.server is not None  # started
        port = server.server.port
        found = [f for f in discover(2.0, ["127.0.0.1"], enough=1) if f.port == port]
        say(f"found on the local network: {'yes' if found else 'no (no multicast here)'}")
        clients += identified(server.url, edition)
        anna, bruno = clients
        code = anna.create(["open", "open"], rated=True).result(WAIT)["code"]
        bruno.join(code).result(WAIT)
        after = rate([Skill(), Skill()], [1, 2])
        say(f"created and joined rated table {code}; a win would rate "
            f"{after[0].shown} and {after[1].shown}")
        for client in clients:
            client.ready(True).result(WAIT)
        anna.start_game().result(WAIT)
        _until(clients, lambda: all(c.view.state is not None for c in clients), "the start")
        moved: set[int] = set()
        while len(moved) < 2:
            mover = next((c for c in clients if c.view.my_turn), None)
            if mover is not None:
                seq, seat = mover.view.seq, mover.view.seat
                assert seat is not None  # seated: it is its turn
                mover.move(mover.view.options()[0]).result(WAIT)
                moved.add(seat)
                _until(clients, _past(clients, seq), "a move")
            else:
                _until(clients, lambda: any(c.view.my_turn for c in clients), "a turn")
        if anna.view.state != bruno.view.state:
            raise RuntimeError("the two clients hold different states")
        say(f"both seats moved; {anna.view.seq} moves played")
        say("smoke-net: ok")
        return 0
    except Exception as problem:  # noqa: BLE001 - any failure is the smoke test's answer
        say(f"smoke-net: failed: {describe(problem)}")
        return 1
    finally:
        for client in clients:
            client.close()
        server.stop()
