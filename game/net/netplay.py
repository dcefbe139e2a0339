"""Headless players over the network: clients choosing random legal moves from their own view.

`play_table` seats N of them at a new table, plays one whole game and checks each client's
final state against the server's; `netplay` and `bench_net` are the console tools built on it.
"""

from __future__ import annotations

import asyncio
import gc
import random
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.rules.edition import Edition

from .client import NetError, TableClient, describe
from .spawn import ServerProcess

NAMES = ("Anna", "Bruno", "Chiara", "Dieter")
WAIT = 60.0  # seconds without any message before a player gives up


@dataclass(slots=True)
class TableRun:
    moves: int = 0
    rtts_ms: list[float] = field(default_factory=list)
    matched: int = 0  # clients whose final state is the server's
    players: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems and self.matched == self.players


async def play_table(url: str, edition: Edition, players: int, seed: int,
                     ssl: Any = None, think: float = 0.0) -> TableRun:
    """One whole game through the server with `players` random clients."""
    run = TableRun(players=players)
    clients = [TableClient(url, NAMES[i], edition, ssl=ssl, reconnect=False)
               for i in range(players)]
    try:
        for client in clients:
            await client.connect()
        code = (await clients[0].create(["open"] * players))["code"]
        for client in clients[1:]:
            await client.join(code)
        for client in clients:
            await client.send({"type": "ready", "ready": True})
        await asyncio.gather(*(random_player(c, random.Random(seed * 31 + i), run, i == 0,
                                             think) for i, c in enumerate(clients)))
    except TimeoutError:
        run.problems.append(f"timed out: no message from the server for {WAIT:g} s")
    except (NetError, OSError) as problem:
        run.problems.append(describe(problem))
    finally:
        for client in clients:
            await client.close()
    return run


async def random_player(client: TableClient, rnd: random.Random, run: TableRun,
                        creator: bool, think: float = 0.0) -> None:
    """Answer every question of this seat with a random legal move until the game ends,
    after `think` seconds on average (0: at once)."""
    view = client.view
    sent: int | None = None  # the position the move in flight was for
    sent_at = 0.0
    started = False
    loop = asyncio.get_running_loop()
    async with asyncio.timeout(WAIT) as idle:  # one timer per player, not one per message
        while True:
            message = await client.inbox.get()
            idle.reschedule(loop.time() + WAIT)
            kind = message["type"]
            if kind == "error":
                run.problems.append(f"{client.name}: {message.get('code')}: "
                                    f"{message.get('message')}")
                return
            if kind == "status" and message["status"] == "closed":
                run.problems.append(f"{client.name}: the game did not end: "
                                    f"{message.get('message') or 'the connection closed'}")
                return
            if kind == "table" and creator and not started and _all_ready(message["table"]):
                started = True
                await client.send({"type": "start"})
            elif kind == "moved" and sent is not None and message["seq"] == sent + 1 \
                    and message["player"] == view.seat:
                run.rtts_ms.append((time.perf_counter() - sent_at) * 1000)
                run.moves += 1
                sent = None
            elif kind == "over":
                run.matched += view.matches_server
                run.problems += [f"{client.name}: {p}" for p in client.dice_problems()]
                return
            elif kind == "state":
                sent = None  # the whole state again: a move still in flight is not coming back
            if kind in ("state", "moved") and view.my_turn and sent != view.seq:
                sent = view.seq
                if think:
                    await asyncio.sleep(rnd.expovariate(1 / think))
                sent_at = time.perf_counter()
                try:
                    await client.move(rnd.choice(view.options()))
                except NetError as problem:  # the connection closed under the move
                    run.problems.append(f"{client.name}: the game did not end: {problem}")
                    return


def _all_ready(table: dict[str, Any]) -> bool:
    return table["status"] == "lobby" and all(s["kind"] != "open" and s["ready"]
                                              for s in table["seats"])


def percentile(values: list[float], share: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def netplay(url: str, edition: Edition, players: int, games: int, seed: int) -> tuple[str, bool]:
    """G games one after the other, each at a new table: the summary line and whether every
    client's final state was the server's."""
    async def all_games() -> list[TableRun]:
        return [await play_table(url, edition, players, seed + i) for i in range(games)]

    runs = asyncio.run(all_games())
    rtts = [r for run in runs for r in run.rtts_ms]
    line = (f"netplay games={games} moves={sum(run.moves for run in runs)} "
            f"median_ms={statistics.median(rtts) if rtts else 0:.1f} "
            f"p99_ms={percentile(rtts, 0.99):.1f}")
    for run in runs:
        for problem in run.problems[:3]:
            line += f"\nproblem: {problem}"
    return line, all(run.ok for run in runs)


def bench_net(edition: Edition, tables: int, seed: int, think_ms: float) -> tuple[str, bool]:
    """One server process, `tables` tables of 2, 3 and 4 random clients playing whole games
    at once, each client thinking `think_ms` on average before a move (0: none)."""
    with tempfile.TemporaryDirectory() as folder:
        server = ServerProcess(Path(folder) / "bench.db")
        # the load generator's own garbage-collection pauses (hundreds of milliseconds with
        # hundreds of clients in one process) would be counted as the server's round trips
        gc.disable()
        try:
            return asyncio.run(_bench(server.url, edition, tables, seed, think_ms / 1000))
        finally:
            gc.enable()
            server.stop()


async def _bench(url: str, edition: Edition, tables: int, seed: int,
                 think: float) -> tuple[str, bool]:
    idle, cpu_before, _ = await _server_stats(url, edition)
    start = time.perf_counter()
    runs = await asyncio.gather(*(play_table(url, edition, 2 + i % 3, seed + i, think=think)
                                  for i in range(tables)))
    elapsed = time.perf_counter() - start
    peak, cpu_after, busiest = await _server_stats(url, edition)
    rtts = [r for run in runs for r in run.rtts_ms]
    moves = sum(run.moves for run in runs)
    line = (f"net tables={tables} moves_per_s={moves / elapsed:.0f} "
            f"p99_ms={percentile(rtts, 0.99):.1f} server_rss_mb={peak:.1f} "
            f"median_ms={statistics.median(rtts) if rtts else 0:.1f} moves={moves} "
            f"think_ms={think * 1000:.0f} "
            f"server_cpu_ms_per_move={(cpu_after - cpu_before) * 1000 / max(moves, 1):.2f} "
            f"server_busiest_ms={busiest:.1f} "
            f"kb_per_table={(peak - idle) * 1024 / max(tables, 1):.0f}")
    failed = [run for run in runs if not run.ok]
    if failed:
        line += f"\nproblem: {len(failed)} tables failed, e.g. {failed[0].problems[:2]}"
    return line, not failed


async def _server_stats(url: str, edition: Edition) -> tuple[float, float, float]:
    """The server's peak memory (MB), the processor time it used so far (s) and the longest
    any one message held its event loop (ms)."""
    client = TableClient(url, "bench", edition, reconnect=False)
    try:
        await client.connect()
        stats = await client.request({"type": "stats"})
        return float(stats["rss_mb"]), float(stats["cpu_s"]), float(stats["busiest_ms"])
    finally:
        await client.close()
