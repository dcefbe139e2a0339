"""What one `watch` of a long finished game costs the server: the time the request held the
event loop (the server's own "busiest_ms" and the round trip) and the bytes sent back.

    python tools/bench_watch.py [--players 4] [--watches 40] [--seed 7]

A server runs in a thread of this process on 127.0.0.1 and a free port; a game is played to
its end there with random legal moves, then one client watches and leaves it again and again.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.edition_loader import load_edition  # noqa: E402
from game.net.client import TableClient  # noqa: E402
from game.net.handlers import HANDLERS  # noqa: E402
from game.net.host import HostedServer  # noqa: E402
from game.net.server import ServerConfig  # noqa: E402
from game.net.table import ServerTable  # noqa: E402
from game.rules.edition import Edition  # noqa: E402


def timed_watches(spent: list[float]) -> None:
    """Time every watch request's handler on the server (what it holds the event loop)."""
    plain = HANDLERS["watch"]

    def watch(*args: Any) -> None:
        began = time.perf_counter()
        try:
            plain(*args)
        finally:
            spent.append((time.perf_counter() - began) * 1000)
    HANDLERS["watch"] = watch


def finished_game(server: HostedServer, players: int, seed: int) -> tuple[str, int]:
    """A table played to its end in the server's thread: (its code, its moves)."""
    def build() -> tuple[str, int]:
        net = server.server
        assert net is not None
        kinds = ["open"] + ["bot:random"] * (players - 1)
        table, _ = ServerTable.create(net.store, net.edition, "Bench", kinds, False)
        table.ready(0, True)
        table.start(0)
        rnd = random.Random(seed)
        assert table.game is not None
        while not table.game.over:
            decision = table.game.decision
            assert decision is not None
            table.play(decision.player, str(rnd.choice(decision.options)), table.seq, True)
        return table.code, table.seq
    return server.call(build, 300.0)


async def watches(url: str, code: str, count: int,
                  edition: Edition) -> tuple[list[float], int, float]:
    """`count` watches (each until the game's end came) and leaves: the round trips in ms, the
    characters one watch brought, the server's busiest message in ms."""
    client = TableClient(url, "Watcher", edition, reconnect=False)
    await client.connect()
    times, size = [], 0
    for _ in range(count):
        began = time.perf_counter()
        await client.watch(code)
        size = 0
        while True:
            message = await client.next(30.0)
            size += len(str(message))
            if message.get("type") == "over":
                break
        times.append((time.perf_counter() - began) * 1000)
        await client.leave()
    stats = await client.request({"type": "stats"})
    await client.close()
    return times, size, stats["busiest_ms"]


def main() -> int:
    top = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    top.add_argument("--players", type=int, default=4)
    top.add_argument("--watches", type=int, default=40)
    top.add_argument("--seed", type=int, default=7)
    args = top.parse_args()
    edition = load_edition()
    server = HostedServer(ServerConfig(host="127.0.0.1", port=0), edition)
    server.start()
    spent: list[float] = []
    timed_watches(spent)
    try:
        code, moves = finished_game(server, args.players, args.seed)
        times, size, busiest = asyncio.run(watches(server.url, code, args.watches, edition))
    finally:
        server.stop()
    times.sort()
    first = spent[0]
    spent.sort()
    print(f"a finished {args.players}-player game of {moves} moves, watched {args.watches} times")
    print(f"  round trip of a watch: median {statistics.median(times):.1f} ms, "
          f"p90 {times[int(len(times) * 0.9) - 1]:.1f} ms, max {times[-1]:.1f} ms")
    print(f"  the server's handling of a watch: median {statistics.median(spent):.2f} ms, "
          f"the first {first:.2f} ms, max {spent[-1]:.2f} ms")
    print(f"  one watch sends {size / 1000:.0f} KB")
    print(f"  longest a single message held the server's event loop: {busiest} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
