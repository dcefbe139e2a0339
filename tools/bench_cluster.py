"""What a server for many players costs and gives: the same load on SQLite (one process, as a
player hosts), on PostgreSQL with one server process and with three behind HAProxy, side by
side; then how long a table takes to come back after the process holding it is killed.

    python tools/bench_cluster.py [--tables 200] [--think-ms 100] [--seed 1] [--kills 5]

Each load is `tables` tables of 2, 3 and 4 random clients (game/net/netplay.py) playing whole
games at once, each client thinking `think-ms` on average before a move; every client's end
is checked against the server's. All on this machine: the clients share its cores with the
servers, PostgreSQL and HAProxy.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.edition_loader import load_edition  # noqa: E402
from game.net.client import TableClient  # noqa: E402
from game.net.local_cluster import LocalCluster, new_database, start_postgres  # noqa: E402
from game.net.netplay import percentile, play_table  # noqa: E402
from game.net.spawn import ServerProcess  # noqa: E402
from game.rules.edition import Edition  # noqa: E402


async def load(url: str, edition: Edition, tables: int, seed: int, think: float) -> str:
    began = time.perf_counter()
    runs = await asyncio.gather(*(play_table(url, edition, 2 + i % 3, seed + i, think=think)
                                  for i in range(tables)))
    elapsed = time.perf_counter() - began
    rtts = [r for run in runs for r in run.rtts_ms]
    moves = sum(run.moves for run in runs)
    failed = [run for run in runs if not run.ok]
    line = (f"moves_per_s={moves / elapsed:.0f} p50_ms={statistics.median(rtts):.1f} "
            f"p99_ms={percentile(rtts, 0.99):.1f} moves={moves} failed={len(failed)} "
            f"seconds={elapsed:.1f}")
    return line + "".join(f"\nproblem: {run.problems[:2]}" for run in failed[:3])


async def comeback(url: str, edition: Edition, cluster: LocalCluster, seed: int) -> float:
    """Seconds from SIGKILL of the process holding a live table to a move played there again
    (the players reconnect through the proxy, another process reads the table back)."""
    changed = asyncio.Event()
    clients = [TableClient(url, name, edition, on_message=lambda _: changed.set())
               for name in ("Anna", "Bruno")]
    for client in clients:
        await client.connect()
    code = (await clients[0].create(["open", "open"]))["code"]
    await clients[1].join(code)
    for client in clients:
        await client.request({"type": "ready", "ready": True})
    await clients[0].request({"type": "start"})
    rnd = random.Random(seed)
    while clients[0].view.seq < 10:
        await _one_move(clients, rnd, changed)
    holder = cluster.holder(code)
    assert holder is not None
    seq = clients[0].view.seq
    began = time.perf_counter()
    cluster.kill(holder)
    while clients[0].view.seq <= seq:
        await _one_move(clients, rnd, changed)
    back = time.perf_counter() - began
    for client in clients:
        await client.close()
    return back


async def _one_move(clients: list[TableClient], rnd: random.Random,
                    changed: asyncio.Event) -> None:
    mover = next((c for c in clients if c.status == "online" and c.view.my_turn), None)
    changed.clear()
    if mover is not None:
        try:
            await mover.move(rnd.choice(mover.view.options()))
        except Exception:  # noqa: BLE001 - cut under the move: it is tried again
            pass
    await asyncio.wait_for(changed.wait(), 30)


def main() -> int:
    top = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    top.add_argument("--tables", type=int, default=200)
    top.add_argument("--think-ms", type=float, default=100.0)
    top.add_argument("--seed", type=int, default=1)
    top.add_argument("--kills", type=int, default=5)
    top.add_argument("--only", default="sqlite,pg1,pg3,kill",
                     help="which of sqlite, pg1, pg3, kill to run (comma-separated)")
    args = top.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="monasterium-bench-"))
    postgres = start_postgres(folder / "pg", cleanup="delete")
    gc.disable()  # the load generator's own pauses would count as the servers' round trips
    try:
        for part in args.only.split(","):
            print(PARTS[part](args, folder, postgres), flush=True)
    finally:
        gc.enable()
        postgres.cleanup()
    return 0


def on_sqlite(args: argparse.Namespace, folder: Path, _postgres: Any) -> str:
    sqlite = ServerProcess(folder / "bench.db")
    try:
        return f"sqlite processes=1 {_load(sqlite.url, args)}"
    finally:
        sqlite.stop()


def on_postgres(processes: int) -> Callable[[argparse.Namespace, Path, Any], str]:
    def run(args: argparse.Namespace, folder: Path, postgres: Any) -> str:
        database = new_database(postgres.get_uri(), f"bench{processes}")
        cluster = LocalCluster(folder / f"c{processes}", database, processes)
        try:
            return f"postgresql processes={processes} {_load(cluster.start(), args)}"
        finally:
            cluster.stop()
    return run


def kills(args: argparse.Namespace, folder: Path, postgres: Any) -> str:
    backs = []
    for k in range(args.kills):
        cluster = LocalCluster(folder / f"k{k}", new_database(postgres.get_uri(), f"kill{k}"), 3)
        try:
            backs.append(asyncio.run(comeback(cluster.start(), load_edition(), cluster, k)))
        finally:
            cluster.stop()
    return (f"takeover kills={len(backs)} median_s={statistics.median(backs):.2f} "
            f"max_s={max(backs):.2f}")


def _load(url: str, args: argparse.Namespace) -> str:
    return f"tables={args.tables} " + asyncio.run(
        load(url, load_edition(), args.tables, args.seed, args.think_ms / 1000))


PARTS = {"sqlite": on_sqlite, "pg1": on_postgres(1), "pg3": on_postgres(3), "kill": kills}


if __name__ == "__main__":
    sys.exit(main())
