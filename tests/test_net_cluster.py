"""A server for many players (README "A server for many players"): a real PostgreSQL, HAProxy
and three server processes on loopback ports. Games are played through the proxy; the process
that holds a live table is killed with SIGKILL; every game still ends, its record replays, its
dice verify, and a rated result and a turn-based clock outlive the kill."""

from __future__ import annotations

import asyncio
import os
import random
import shutil
import subprocess
import sys
import time

import pytest

from game.net.client import NetError
from game.net.cluster import server_time
from game.net.identity import Identity
from game.net.local_cluster import ClusterError, LocalCluster, holder
from game.net.servertime import DrivenClock
from game.net.speeds import SPEEDS
from game.net.store import Store
from game.net.table import ServerTable
from game.rules.record import record_from_json, replay, verify
from tests import pg_support
from tests.net_support import Probe, close_all, edition, hosted, play, seat, table_of, until
from tests.scenario import EDITION_DIR

GAMES = 20
SCALE = 1000  # the server's time runs this much faster: a turn-based clock visibly runs


@pytest.fixture
def cluster(tmp_path):
    if shutil.which("haproxy") is None and shutil.which("haproxy", path="/usr/sbin") is None:
        pytest.skip("HAProxy is not installed (Debian: apt-get install haproxy)")
    database = pg_support.fresh_database()
    running = LocalCluster(tmp_path / "cluster", database, 3, [
        "--time-scale", str(SCALE), "--link-deadline", str(60 * SCALE)],
        env={"MONASTERIUM_DATA": str(EDITION_DIR)})
    try:
        running.start()
    except ClusterError as problem:
        running.stop()
        pytest.fail(f"the cluster did not start: {problem}")
    yield running
    running.stop()


async def _tables(url: str, tmp_path) -> list[tuple[list[Probe], str]]:
    """GAMES tables of 2 to 4 players through the proxy: the first rated, the second
    turn-based, the others untimed."""
    tables = []
    for index in range(GAMES):
        changed = asyncio.Event()
        players = 2 + index % 3 if index > 1 else 2
        names = [f"P{index}x{i}" for i in range(players)]
        identity = {"identity": None}
        clients = []
        for name in names:
            if index == 0:
                identity = {"identity": Identity.load(tmp_path / f"{name}.json")}
            clients.append(Probe(url, name, changed, **identity))
        rules = {"rated": True} if index == 0 else \
            {"speed": SPEEDS["tb-1d"].id} if index == 1 else {}
        tables.append((clients, await table_of(clients, changed, ["open"] * players, rules)))
    return tables


async def _say(client: Probe, text: str) -> None:
    """A chat line, said again once the client is back at its table if the connection was
    cut under it."""
    for _ in range(50):
        try:
            await client.request({"type": "chat", "text": text})
            return
        except NetError:
            await until(client.changed, lambda: client.status == "online", "back online")
    raise AssertionError("the chat line was never taken")


async def _clock(url: str, code: str) -> list[dict]:
    """A table's clocks as a spectator is told them: per seat its time left, whether it
    runs."""
    watcher = Probe(url, "clock", asyncio.Event())
    await watcher.connect()
    await watcher.watch(code)
    await until(watcher.changed, lambda: bool(watcher.view.clocks), "the clocks")
    clocks = list(watcher.view.clocks)
    await watcher.close()
    return clocks


def test_games_go_on_through_the_proxy_when_the_process_holding_them_is_killed(cluster,
                                                                             tmp_path):
    async def go():
        tables = await _tables(cluster.url, tmp_path)
        watcher = Probe(cluster.url, "Watcher", tables[0][0][0].changed)
        await watcher.connect()
        await watcher.watch(tables[0][1])
        rated_code, turn_code = tables[0][1], tables[1][1]
        # some moves everywhere, then the kill(s) while every game is live
        await asyncio.gather(*(play(clients, random.Random(i), timeout=300,
                                    stop=lambda c=clients: c[0].view.seq >= 12)
                               for i, (clients, _) in enumerate(tables)))
        before = await _clock(cluster.url, turn_code)
        began = time.monotonic()
        killed = {cluster.holder(rated_code), cluster.holder(turn_code)} - {None}
        assert killed, "someone holds the live tables"
        for pid in killed:
            cluster.kill(pid)
        await _say(tables[0][0][1], "still here?")
        await until(watcher.changed, lambda: any(m["type"] == "chat" for m in watcher.messages),
                    "the spectator hears the chat after the kill")
        after = await _clock(cluster.url, turn_code)
        elapsed = time.monotonic() - began
        await asyncio.gather(*(play(clients, random.Random(100 + i), timeout=600)
                               for i, (clients, _) in enumerate(tables)))
        rated = tables[0][0]
        await until(rated[0].changed, lambda: all(any(m["type"] == "rated" for m in c.messages)
                                                  for c in rated), "the rated result")
        board = await rated[0].request({"type": "ratings"})
        holders = {cluster.holder(code) for _, code in tables} - {None}
        await close_all([c for clients, _ in tables for c in clients] + [watcher])
        return tables, killed, (before, after, elapsed), board, holders

    tables, killed, clocks, board, holders = asyncio.run(go())
    assert not holders & killed, "no table is held by a dead process"
    _every_game_ended_whole(tables)
    _the_clock_went_on(*clocks)
    # the rated game was rated once, after the kill, on the surviving processes
    rated_names = {c.name for c in tables[0][0]}
    rows = {row["name"]: row for row in board["players"] if row["name"] in rated_names}
    assert set(rows) == rated_names and all(row["games"] == 1 for row in rows.values())


def _every_game_ended_whole(tables: list[tuple[list[Probe], str]]) -> None:
    for index, (clients, _) in enumerate(tables):
        final = clients[0].view.final_record
        record = record_from_json(final)
        problems = verify(edition(), record)
        if index == 1:  # turn-based: a roll waits only for the mover's link (R-CLOCK-6)
            problems = [p for p in problems if "went on without" not in p]
        assert problems == [], "the fair dice verify and the record replays"
        assert replay(edition(), record).over
        for client in clients:
            assert client.view.matches_server, "every player holds the server's end"
            assert client.dice_problems() == []
            assert client.view.final_record == final, "one record for everyone"


def _the_clock_went_on(before: list[dict], after: list[dict], elapsed: float) -> None:
    """The turn-based clock went on from where it was: the seat to move and the time left."""
    speed = SPEEDS["tb-1d"]
    assert [c["running"] for c in after] == [c["running"] for c in before]
    for was, now in zip(before, after, strict=True):
        if was["running"]:  # it went on, neither reset nor jumped
            assert was["left"] < speed.bank + speed.per_turn, "the turn's clock had run"
            assert 0 < was["left"] - now["left"] <= (elapsed + 2) * SCALE
        else:
            assert now["left"] == was["left"] == speed.bank


def test_processes_on_one_database_share_one_time_and_a_lone_one_goes_on_from_the_last():
    url = pg_support.fresh_database()
    clock = DrivenClock(100.0)
    first = Store(url)
    first.save_time(5000.0)
    mine = server_time(first, clock, 1000)
    assert mine.now() == 5000.0  # alone: from the time last written down
    clock.advance(2)
    first.save_time(1.0)  # a time written down later does not move a running cluster
    second = Store(url)
    theirs = server_time(second, clock, 1000)
    assert theirs.now() == mine.now() == 7000.0
    first.close()
    second.close()
    again = Store(url)
    clock.advance(50)  # no process ran meanwhile: no clock ran
    assert server_time(again, clock, 1000).now() == 1.0
    again.close()


def test_a_table_moves_to_the_process_that_asks_for_it_whole():
    url = pg_support.fresh_database()
    with hosted(db=url) as a, hosted(db=url) as b:
        async def go():
            changed = asyncio.Event()
            clients, code = await seat(a.url, ["open", "bot:random"], changed,
                                       reconnect=False)
            anna = clients[0]
            await play([anna], random.Random(1), stop=lambda: anna.view.seq >= 10)
            seq = anna.view.seq
            watcher = Probe(b.url, "Watcher", changed)
            await watcher.connect()
            assert watcher.routed, "a process of several says so in its welcome"
            await watcher.watch(code)
            await until(changed, lambda: watcher.view.state is not None, "the table at b")
            await until(changed, lambda: anna.status == "closed", "anna let go at a")
            await watcher.close()
            return anna, watcher, seq, code

        anna, watcher, seq, code = asyncio.run(go())
        assert "moved to another server process" in anna.lost and "1012" in anna.lost
        assert watcher.view.seq >= seq and watcher.view.state is not None
        assert a.call(lambda: code not in a.server.rooms)
        assert b.call(lambda: b.server.owners.handed) == 0
        assert a.call(lambda: a.server.owners.handed) == 1


def _end_sessions(url: str) -> int:
    """End every server session on the database at `url`, as an administrator (or a restart of
    PostgreSQL) would: how many were ended."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as admin:
        rows = admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE "
                             "datname = current_database() AND pid <> pg_backend_pid() AND "
                             "backend_type = 'client backend'").fetchall()
    return len(rows)


def test_a_lost_database_session_is_made_again_and_its_tables_go_on():
    url = pg_support.fresh_database()
    with hosted(db=url) as server:
        async def go():
            changed = asyncio.Event()
            clients, code = await seat(server.url, ["open", "open", "bot:random"], changed)
            await play(clients, random.Random(5), stop=lambda: clients[0].view.seq >= 10)
            ended = _end_sessions(url)  # the store's and the listening one
            await play(clients, random.Random(6), stop=lambda: clients[0].view.seq >= 30)
            relocked = holder(url, code)
            await play(clients, random.Random(7), timeout=300)
            await close_all(clients)
            return clients, code, ended, relocked

        clients, code, ended, relocked = asyncio.run(go())
        assert ended == 2 and relocked == os.getpid(), "held again on the new session"
        assert server.call(lambda: server.server.store.db.sessions) == 1
        assert all(any(m["type"] == "status" and "1012" in m.get("message", "")
                       for m in c.messages) for c in clients), "let go, and back"
    _every_game_ended_whole([(clients, code)])


def test_a_process_starting_forgets_old_lobbies_but_not_one_another_process_holds():
    url = pg_support.fresh_database()
    with hosted(db=url) as a:
        async def sit():
            anna = Probe(a.url, "Anna", asyncio.Event(), reconnect=False)
            await anna.connect()
            return anna, (await anna.create(["open", "open"]))["code"]

        loop = asyncio.new_event_loop()
        anna, held = loop.run_until_complete(sit())
        store = Store(url)
        unheld, _ = ServerTable.create(store, edition(), "Eve", ["open", "open"], False)
        store.db.write([("UPDATE tables SET created = 0", ())])  # both long forgotten
        with hosted(db=url) as b:
            assert b.call(lambda: b.server.rooms) == {}
        assert store.status(held) == "lobby" and store.status(unheld.code) is None
        assert a.call(lambda: held in a.server.rooms)
        loop.run_until_complete(anna.close())
        loop.close()
        store.close()


def test_the_lobby_and_your_games_read_the_same_from_every_process(cluster, tmp_path):
    from game.net.credentials import Credentials

    async def go():
        changed = asyncio.Event()
        anna = Probe(cluster.url, "Anna", changed, credentials=Credentials(tmp_path / "a.json"))
        await anna.connect()
        code = (await anna.create(["open", "open"], listed=True))["code"]
        seen = []
        for _ in range(6):  # connections without a table go to any process, in turn
            other = Probe(cluster.url, "Bruno", changed,
                          credentials=Credentials(tmp_path / "a.json"))
            await other.connect()
            listed = await other.request({"type": "list"})
            mine = await other.request({"type": "mine", "keys": [
                Credentials(tmp_path / "a.json").player_key(cluster.url)]})
            seen.append(([t["code"] for t in listed["tables"]],
                         [t["code"] for t in mine["tables"]]))
            await other.close()
        holder = cluster.holder(code)
        await anna.close()
        return code, seen, holder

    code, seen, holder = asyncio.run(go())
    assert holder in cluster.pids(), "one process holds the lobby"
    assert all(listed == [code] and mine == [code] for listed, mine in seen)


def test_the_console_plays_whole_games_through_the_proxy(cluster):
    done = subprocess.run(
        [sys.executable, "-m", "game.cli", "netplay", "--server", cluster.url, "--players",
         "3", "--games", "3", "--seed", "4"], capture_output=True, text=True, timeout=600,
        env={**os.environ, "MONASTERIUM_DATA": str(EDITION_DIR)})
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("netplay games=3 moves=") and "problem" not in done.stdout
