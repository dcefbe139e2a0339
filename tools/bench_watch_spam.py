"""How a game's moves fare while strangers spam the server: watch and leave a long finished
game again and again from several connections (each as fast as its answers come), while one
player plays a game against a computer; prints the round trips of that player's moves (sent
until the server's "moved" came back) with and without the spam.

    python tools/bench_watch_spam.py [--spammers 4] [--moves 200] [--players 4] [--seed 7]

A server runs in a thread of this process on 127.0.0.1 and a free port; the spammers run in a
process of their own, so their reading does not compete with the server for this process.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.edition_loader import load_edition  # noqa: E402
from game.net.client import TableClient  # noqa: E402
from game.net.host import HostedServer  # noqa: E402
from game.net.server import ServerConfig  # noqa: E402
from game.rules.edition import Edition  # noqa: E402
from tools.bench_watch import finished_game  # noqa: E402


async def spam(url: str, code: str, edition: Edition, stop, watched) -> None:
    """Watch and leave the game of `code` until `stop` is set, counting the watches."""
    client = TableClient(url, "Spammer", edition, reconnect=False)
    await client.connect()
    while not stop.is_set():
        await client.watch(code)
        await client.leave()
        with watched.get_lock():
            watched.value += 1
    await client.close()


def spammers(url: str, code: str, count: int, stop, watched) -> None:
    """The spamming connections, in a process of their own until `stop` is set."""
    async def all_of_them() -> None:
        edition = load_edition()
        await asyncio.gather(*(spam(url, code, edition, stop, watched) for _ in range(count)))
    asyncio.run(all_of_them())


async def play(url: str, edition: Edition, moves: int, seed: int) -> list[float]:
    """A player's game against a random computer: the round trip of each move in ms."""
    client = TableClient(url, "Player", edition, reconnect=False)
    await client.connect()
    await client.create(["open", "bot:random"])
    await client.request({"type": "ready", "ready": True})
    await client.request({"type": "start"})
    rnd, times = random.Random(seed), []
    while len(times) < moves:
        while not client.view.my_turn:
            await client.next(30.0)
            if client.view.over:
                return times
        seq = client.view.seq
        began = time.perf_counter()
        await client.move(rnd.choice(client.view.options()))
        while client.view.seq <= seq:
            await client.next(30.0)
        times.append((time.perf_counter() - began) * 1000)
    await client.close()
    return times


def measure(url: str, code: str, edition: Edition, count: int, moves: int,
            seed: int) -> tuple[list[float], int]:
    """The player's move round trips while `count` connections spam; the watches they made."""
    stop, watched = multiprocessing.Event(), multiprocessing.Value("i", 0)
    others = multiprocessing.Process(target=spammers, args=(url, code, count, stop, watched))
    if count:
        others.start()
        while watched.value < count:  # every spammer is at it before the game begins
            time.sleep(0.05)
    try:
        times = asyncio.run(play(url, edition, moves, seed))
    finally:
        stop.set()
        if count:
            others.join(60)
    return times, watched.value


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def main() -> int:
    top = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    top.add_argument("--spammers", type=int, default=4)
    top.add_argument("--moves", type=int, default=200)
    top.add_argument("--players", type=int, default=4, help="of the finished game watched")
    top.add_argument("--seed", type=int, default=7)
    args = top.parse_args()
    edition = load_edition()
    server = HostedServer(ServerConfig(host="127.0.0.1", port=0, quota_exempt=()), edition)
    server.start()
    try:
        code, length = finished_game(server, args.players, args.seed)
        for spammers in (0, args.spammers):
            times, watched = measure(server.url, code, edition, spammers, args.moves, args.seed)
            print(f"{spammers} spammers watching a {length}-move game ({watched} watches): "
                  f"{len(times)} moves, round trip median {percentile(times, 0.5):.1f} ms, "
                  f"p99 {percentile(times, 0.99):.1f} ms, max {max(times):.1f} ms")
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
