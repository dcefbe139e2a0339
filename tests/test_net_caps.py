"""What strangers cannot take from a server, against a real one on a free local port: the past
of a table kept (not replayed per watch), connections per address, code guessing slowed down,
spectators per table, chat lines a minute, and spectators a player has muted."""

from __future__ import annotations

import asyncio
import json
import random
import time

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from game.net import protocol as P
from game.net.client import NetError
from game.net.limits import LookupGuard
from game.net.past import past_messages
from game.net.protocol import view_hash, view_of
from game.net.store import Store
from game.net.table import ServerTable
from game.rules.mix import Chain
from game.rules.policy import can_take_back
from tests.net_support import Probe, close_all, edition, hosted, reveal_all, run, seat, until

HELLO = P.encode({"type": "hello", "protocol": P.PROTOCOL})


def drive(table: ServerTable, rnd: random.Random, moves: int,
          chains: dict[int, Chain] | None = None) -> int:
    """Random legal moves, each seat's own last move taken back whenever the rules allow it
    (one time in three); the number taken back. `chains`: the seated players' chains, whose
    links are given for every roll (as their clients would)."""
    undone = 0
    for _ in range(moves):
        assert table.game is not None and table.game.decision is not None
        player = table.game.decision.player
        if table.play(player, str(rnd.choice(table.game.decision.options)), table.seq) is None:
            reveal_all(table, chains or {})
        record = table.record
        if can_take_back(record.floor, len(record.moves), player, player) and rnd.random() < 0.4:
            table.undo(player, table.seq)
            undone += 1
        if table.game.over:
            break
    return undone


def started(store: Store) -> ServerTable:
    table, _ = ServerTable.create(store, edition(), "Anna", ["open", "open"], False)
    table.join("Bruno", None)
    table.ready(0, True)
    table.ready(1, True)
    table.start(0)
    return table


def full_replay(table: ServerTable) -> list[dict]:
    record = table.record
    return past_messages(edition(), table.setup(), record.moves, record.floor,
                         table.fair.dice())


def test_the_kept_past_equals_a_full_replay_through_moves_and_undos():
    store = Store(":memory:")
    table = started(store)
    rnd = random.Random(5)
    undone = 0
    for _ in range(8):
        undone += drive(table, rnd, 15)
        assert table.past is not None
        assert table.past.messages(table.record.floor) == full_replay(table)
        assert [json.loads(t) for t in table.past.texts(table.record.floor)] == \
            json.loads(json.dumps(full_replay(table)))
    assert undone > 0 and table.seq > 40
    again = ServerTable(store, edition(), store.load(table.code))  # read back from disk
    assert again.past is not None
    assert again.past.messages(again.record.floor) == full_replay(table)


def test_an_undo_replays_nothing_and_leaves_the_game_a_replay_would(monkeypatch):
    """An undo takes the game kept from before the move (a replay of a long game held the
    server's event loop); the game it leaves is the one a replay of the record gives."""
    from game.net import table as table_module

    def no_replay(*args):
        raise AssertionError("an undo replayed the whole game")

    store = Store(":memory:")
    table = started(store)
    monkeypatch.setattr(table_module, "replay", no_replay)
    undone = drive(table, random.Random(7), 80)
    monkeypatch.undo()
    assert undone > 3 and table.game is not None
    again, _ = table_module.replay_table(edition(), store.load(table.code))
    assert view_hash(view_of(table.game.state)) == view_hash(view_of(again.state))
    assert table.game.options() == again.options()


def test_a_watch_after_an_undo_gets_the_past_of_a_full_replay():
    with hosted() as server:
        async def go() -> tuple[list[dict], list[dict]]:
            clients, code = await seat(server.url, ["open", "open"])
            table = server.call(lambda: server.server.rooms[code].table)
            chains = {c.view.seat: c.chain for c in clients}
            assert server.call(lambda: drive(table, random.Random(2), 60, chains)) > 0
            watcher = Probe(server.url, "Eve", clients[0].changed)
            await watcher.connect()
            await watcher.watch(code)
            await until(watcher.changed, lambda: watcher.view.state is not None, "the state")
            sent = [json.loads(r) for r in watcher.raw if '"type":"past"' in r]
            expected = json.loads(json.dumps(server.call(lambda: full_replay(table))))
            await close_all([*clients, watcher])
            return sent, expected

        sent, expected = run(go())
    assert sent == expected and sent[0]["seq"] > 10


async def refused_reason(url: str, **options) -> str:
    """The close reason a new connection gets (empty when it was let in)."""
    async with connect(url, **options) as ws:
        try:  # the server may close before the hello is sent, or before it is answered
            await ws.send(HELLO)
            await asyncio.wait_for(ws.recv(), 10)
        except ConnectionClosed as closed:
            return closed.rcvd.reason if closed.rcvd else "closed"
    return ""


def test_one_address_is_refused_past_its_connection_cap_while_another_connects():
    with hosted(connections_per_address=3, quota_exempt=()) as server:
        async def go() -> tuple[str, str]:
            # 127.0.0.3: no client left over from another test reconnecting from 127.0.0.1
            # to a port used again is counted with it
            capped = ("127.0.0.3", 0)
            kept = [await connect(server.url, local_addr=capped) for _ in range(3)]
            for ws in kept:
                await ws.send(HELLO)
                assert json.loads(await ws.recv())["type"] == "welcome"
            fourth = await refused_reason(server.url, local_addr=capped)
            other = await refused_reason(server.url, local_addr=("127.0.0.2", 0))
            for ws in kept:
                await ws.close()
            return fourth, other

        fourth, other = run(go())
    assert fourth == "too many connections from your address"
    assert other == ""


async def timed_watch(client: Probe, code: str) -> tuple[str, float]:
    began = time.monotonic()
    try:
        await client.watch(code)
        return "watching", time.monotonic() - began
    except NetError as refused:
        return refused.code, time.monotonic() - began


def test_guessing_codes_is_slowed_down_more_with_each_failure():
    with hosted(lookup_wait=0.1, lookup_wait_max=2.0, quota_exempt=()) as server:
        async def go() -> tuple[list[tuple[str, float]], tuple[str, float], float]:
            changed = asyncio.Event()
            guesser, other, host = (Probe(server.url, n, changed) for n in ("G", "O", "H"))
            for client in (guesser, other, host):
                await client.connect()
            code = (await host.create(["open", "bot:random"]))["code"]
            wrong = "ZZZZZZ" if code != "ZZZZZZ" else "YYYYYY"
            answers = [await timed_watch(guesser, wrong) for _ in range(3)]
            pending = asyncio.get_running_loop().create_task(timed_watch(guesser, wrong))
            for _ in range(1000):  # until the server is holding the fourth guess back
                if await asyncio.to_thread(server.call, lambda: server.server.lookups.wait(
                        "127.0.0.1") > 0):
                    break
            meanwhile = await timed_watch(other, wrong)  # the same address: refused at once
            answers.append(await pending)
            assert await timed_watch(guesser, code) == ("watching", pytest.approx(0, abs=2))
            await guesser.leave()
            after = (await timed_watch(guesser, wrong))[1]  # a code found makes up for nothing
            await close_all([guesser, other, host])
            return answers, meanwhile, after

        answers, meanwhile, after = run(go())
    assert [a for a, _ in answers] == ["no_table"] * 4
    waits = [t for _, t in answers]
    for n, wait in enumerate(waits):
        assert wait >= 0.1 * 2 ** n * 0.9  # 0.1, 0.2, 0.4, 0.8 seconds
    assert meanwhile[0] == "slow_down" and meanwhile[1] < waits[3]
    assert after >= 0.1 * 2 ** 4 * 0.9  # the fifth failure in a row: 1.6 seconds


def guesses_a_minute(guard: LookupGuard, clock: list[float], own_table_between: bool) -> int:
    """Codes one address can try in a minute as fast as the guard lets it, looking up its own
    table between guesses or not (a round trip takes 10 ms)."""
    tries, end = 0, clock[0] + 60.0
    while clock[0] < end:
        clock[0] += guard.wait("10.0.0.1")
        clock[0] += guard.failed("10.0.0.1") + 0.01
        tries += 1
        if own_table_between:
            assert guard.wait("10.0.0.1") == 0  # found: as the server does, nothing noted
            clock[0] += 0.01
    return tries


def test_looking_up_ones_own_table_between_guesses_buys_no_more_guesses():
    clock = [0.0]
    guard = LookupGuard(0.5, 8.0, clock=lambda: clock[0], memory=60.0)
    plain = guesses_a_minute(guard, clock, False)
    clock[0] += 3600.0  # an hour later the address is forgotten
    assert guard.count("10.0.0.1") == 0 and guard.wait("10.0.0.1") == 0
    alternating = guesses_a_minute(guard, clock, True)
    assert plain == alternating <= 12  # (before: 118 a minute alternating)
    counted = guard.count("10.0.0.1")
    clock[0] += 60.0  # the count halves in a minute without failures
    assert guard.count("10.0.0.1") == pytest.approx(counted / 2)
    assert guard.failed("10.0.0.1") >= 2.0  # still a long wait after a minute's rest
    clock[0] += 600.0
    assert guard.failed("10.0.0.1") == 0.5  # forgotten with time


def chats(client: Probe) -> list[str]:
    return [m["text"] for m in client.messages if m["type"] == "chat"]


def test_spectators_per_table_and_their_chat_lines_a_minute_are_capped():
    with hosted(chat_per_minute=3, spectators_per_table=1) as server:
        async def go() -> tuple[list[str], str, str]:
            (anna,), code = await seat(server.url, ["open", "bot:random"])
            eve, fred = Probe(server.url, "Eve", anna.changed), Probe(server.url, "F", anna.changed)
            for client in (eve, fred):
                await client.connect()
            await eve.watch(code)
            with pytest.raises(NetError) as full:
                await fred.watch(code)
            for i in range(3):
                await eve.request({"type": "chat", "text": f"line {i}"})
            with pytest.raises(NetError) as capped:
                await eve.request({"type": "chat", "text": "one too many"})
            await anna.request({"type": "chat", "text": "mine"})
            await until(anna.changed, lambda: "mine" in chats(anna), "Anna's own line")
            await close_all([anna, eve, fred])
            return chats(anna), full.value.code, capped.value.code

        heard, full, capped = run(go())
    assert heard == ["line 0", "line 1", "line 2", "mine"]
    assert full == "full" and capped == "chat_rate"


def test_a_player_who_muted_spectators_no_longer_hears_them():
    with hosted() as server:
        async def go() -> tuple[list[str], list[str]]:
            (anna, bruno), code = await seat(server.url, ["open", "open"])
            eve = Probe(server.url, "Eve", anna.changed)
            await eve.connect()
            await eve.watch(code)
            await anna.request({"type": "mute", "spectators": True})
            await eve.request({"type": "chat", "text": "psst"})
            await bruno.request({"type": "chat", "text": "bruno"})
            await until(anna.changed, lambda: "bruno" in chats(anna), "Bruno's line")
            await anna.request({"type": "mute", "spectators": False})
            await eve.request({"type": "chat", "text": "heard"})
            await until(anna.changed, lambda: "heard" in chats(anna), "Eve's line again")
            await close_all([anna, bruno, eve])
            return chats(anna), chats(bruno)

        anna, bruno = run(go())
    assert anna == ["bruno", "heard"]
    assert bruno == ["psst", "bruno", "heard"]


def test_repeated_identical_warnings_are_counted_not_written_one_per_line():
    import io
    import logging

    from game.net.quiet import count_repeats

    stream = io.StringIO()
    logger = logging.getLogger("test.repeats")
    logger.propagate = False
    handler = logging.StreamHandler(stream)
    logger.addHandler(handler)
    try:
        (repeat,) = count_repeats(logger)
        for _ in range(1862):
            logger.warning("connection closed while sending")
        logger.warning("something else")
        logger.warning("connection closed while sending")
        repeat.flush()  # nothing left to count: writes nothing
    finally:
        logger.removeHandler(handler)
    assert stream.getvalue().splitlines() == [
        "connection closed while sending", "… the last message repeated 1861 more times",
        "something else", "connection closed while sending"]
