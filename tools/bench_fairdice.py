"""What the fair dice cost a roll: two players play whole games at a table of a local server,
once with their chains committed (every move that rolls waits for both players' links) and once
without (the seed alone rolls, as before the fair dice); prints the round trip of a move that
rolls (sent until the server's "moved" came back), and of one that does not, in milliseconds.

    python tools/bench_fairdice.py [--games 3] [--seed 7]

The server runs in a thread of this process on 127.0.0.1 and a free port; both players' clients
run in this process too, so a roll's extra round trip is one to each client over the loopback.
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
from game.net import protocol as P  # noqa: E402
from game.net.client import TableClient  # noqa: E402
from game.net.host import HostedServer  # noqa: E402
from game.net.server import ServerConfig  # noqa: E402
from game.rules.edition import Edition  # noqa: E402
from game.rules.record import rolls_of  # noqa: E402


class Plain(TableClient):
    """A client that commits to no chain: its rolls wait for nobody."""

    async def request(self, message: dict[str, Any], timeout: float = 10.0) -> dict[str, Any]:
        return await super().request({k: v for k, v in message.items() if k != "commit"},
                                     timeout)


async def seated(url: str, edition: Edition, fair: bool) -> list[TableClient]:
    kind = TableClient if fair else Plain
    players = [kind(url, name, edition, reconnect=False) for name in ("Anna", "Bruno")]
    for client in players:
        await client.connect()
    code = (await players[0].create(["open", "open"]))["code"]
    await players[1].join(code)
    for client in players:
        await client.request({"type": "ready", "ready": True})
    await players[0].request({"type": "start"})
    while any(c.view.state is None for c in players):
        await asyncio.sleep(0.001)
    return players


async def game(url: str, edition: Edition, fair: bool, seed: int) -> tuple[list, list]:
    """One whole game: the round trips (ms) of the moves that rolled and of the others."""
    players = await seated(url, edition, fair)
    rnd, rolled, other = random.Random(seed), [], []
    while not players[0].view.over:
        mover = next((c for c in players if c.view.my_turn), None)
        if mover is None:
            await asyncio.sleep(0.001)
            continue
        seq = mover.view.seq
        began = time.perf_counter()
        await mover.move(rnd.choice(mover.view.options()))
        while True:
            message = await mover.next(10)
            if message.get("type") == "moved" and message.get("seq") == seq + 1:
                break
        took = (time.perf_counter() - began) * 1000
        events = P.events_from_json(message.get("events"))
        (rolled if rolls_of(events) else other).append(took)
        for client in players:  # what the others heard is in their views already
            while not client.inbox.empty():
                client.inbox.get_nowait()
    for client in players:
        await client.close()
    return rolled, other


def figures(label: str, times: list[float]) -> str:
    times = sorted(times)
    p90 = times[int(len(times) * 0.9)]
    return (f"{label:<36} {len(times):5d} moves  median {statistics.median(times):6.2f} ms  "
            f"mean {statistics.fmean(times):6.2f} ms  p90 {p90:6.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    edition = load_edition()
    server = HostedServer(ServerConfig(host="127.0.0.1", port=0), edition)
    server.start()
    try:
        results: dict[bool, tuple[list, list]] = {True: ([], []), False: ([], [])}
        for i in range(args.games):
            for fair in (False, True):
                rolled, other = asyncio.run(game(server.url, edition, fair, args.seed + i))
                results[fair][0].extend(rolled)
                results[fair][1].extend(other)
    finally:
        server.stop()
    print(f"{args.games} games of two players at a local server, each without and with fair dice")
    for fair in (False, True):
        words = "with fair dice" if fair else "without"
        print(figures(f"a move that rolls, {words}", results[fair][0]))
        print(figures(f"any other move, {words}", results[fair][1]))
    extra = statistics.median(results[True][0]) - statistics.median(results[False][0])
    print(f"the fair dice add {extra:.2f} ms to a roll (median)")


if __name__ == "__main__":
    main()
