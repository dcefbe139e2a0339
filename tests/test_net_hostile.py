"""Hostile network input: malformed, oversized, forged and flooding messages get error replies
(or a closed connection), never a crash, and the other tables play on."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import threading
import time

import pytest
import websockets
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed

from game.net import protocol as P
from game.net.table import ServerTable
from game.net.threaded import NetClient
from tests.net_support import close_all, edition, hosted, play, run, seat

HELLO = json.dumps({"type": "hello", "protocol": P.PROTOCOL})
MARK_ID = 1_234_567
MARK = json.dumps({"type": "ping", "id": MARK_ID})
MOVES = ["place:3", "take:6:C", "reroll:2nx1", "act:C2:soup", "send:2B:C4", "extra:skip",
         "glass:B:1:row", "die:take", "", "place:0", "place:" + "9" * 30]
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=16)
forged = st.fixed_dictionaries(
    {"type": st.sampled_from([*P.SCHEMAS, "eval", "__class__", "", "MOVE"])},
    optional={"code": st.text(alphabet=P.CODE_ALPHABET, min_size=5, max_size=7),
              "seq": st.integers(-3, 10**20), "move": st.sampled_from(MOVES) | st.text(),
              "credential": st.text(max_size=90), "seat": st.integers(-2, 6),
              "to": st.sampled_from(["player", "random", "hard", "god", ""]),
              "colour": st.integers(-1, 5), "ready": st.booleans() | st.integers(),
              "name": st.text(max_size=50), "protocol": st.integers(-1, 3),
              "seats": st.lists(st.sampled_from(["open", "bot:random", "bot:x", ""]),
                                max_size=6),
              "listed": json_values, "id": st.integers(-5, 2**40), "extra": json_values})
hostile = st.one_of(
    forged.map(json.dumps),
    json_values.map(lambda v: json.dumps(v)),
    st.text(max_size=200),
    st.binary(max_size=100),
    st.integers(10, 3000).map(lambda n: "[" * n + "]" * n),
    st.integers(10, 3000).map(lambda n: '{"type":"ping","x":' + '{"a":' * n + "1" + "}" * n
                              + "}"),
    st.integers(16_500, 40_000).map(lambda n: json.dumps({"type": "ping", "pad": "x" * n})),
    st.just('{"type":"ping","seq":' + "9" * 5000 + "}"),
    st.just('{"type":"ping","x":NaN}'),
)


def _play_a_game_elsewhere(url: str, done: dict) -> None:
    """Two window clients (threads of their own) play a whole game at another table."""
    anna, bruno = (NetClient(url, name, edition()) for name in ("Anna", "Bruno"))
    rnd = random.Random(21)
    try:
        for client in (anna, bruno):
            client.start().result(10)
        code = anna.create(["open", "open"]).result(10)["code"]
        bruno.join(code).result(10)
        for client in (anna, bruno):
            client.ready().result(10)
        anna.start_game().result(10)
        deadline = time.monotonic() + 90
        while not (anna.view.final_hash and bruno.view.final_hash) and not done["errors"]:
            if time.monotonic() > deadline:
                done["errors"].append(("stuck", anna.view.seq, bruno.view.seq,
                                       anna.status, bruno.status, anna.view.turn))
            for client in (anna, bruno):
                message = client.wait(0.05)
                if message is not None and message["type"] == "error":
                    done["errors"].append(message)
                if client.view.my_turn and client.view.seq != done.get(client.view.seat):
                    done[client.view.seat] = client.view.seq
                    client.move(rnd.choice(client.view.options()))
        done["matched"] = anna.view.matches_server and bruno.view.matches_server
    finally:
        anna.close()
        bruno.close()


async def _hostile_batch(url: str, batch: list, replies: list) -> None:
    """Send every message of `batch` on two connections (one said hello, one did not), one
    at a time, collecting the answers; a connection the server closed is opened again."""
    connections: list = [None, None]
    for i, message in enumerate(batch):
        slot = i % 2
        if connections[slot] is None:
            connections[slot] = await websockets.connect(url, max_size=P.CLIENT_MAX)
            if slot == 0:
                await connections[slot].send(HELLO)
                replies.append(json.loads(await connections[slot].recv()))
        ws = connections[slot]
        try:
            await ws.send(message)
            await ws.send(MARK)  # answered after everything the message caused
            while True:
                reply = json.loads(await asyncio.wait_for(ws.recv(), 10))
                replies.append(reply)
                if reply.get("id") == MARK_ID:
                    break
        except ConnectionClosed:
            connections[slot] = None
    for ws in connections:
        if ws is not None:
            await ws.close()


def test_thousands_of_hostile_messages_leave_the_server_up_and_another_table_playing():
    with hosted(rate=1e6, burst=1e6) as server:
        done: dict = {"errors": []}
        elsewhere = threading.Thread(target=_play_a_game_elsewhere, args=(server.url, done))
        elsewhere.start()
        replies: list = []

        @settings(max_examples=8, deadline=None, database=None,
                  suppress_health_check=list(HealthCheck))
        @given(batch=st.lists(hostile, min_size=200, max_size=300))
        def barrage(batch: list) -> None:
            run(_hostile_batch(server.url, batch, replies))

        barrage()
        elsewhere.join(120)
        assert not elsewhere.is_alive()
        assert done["errors"] == []
        assert done.get("matched") is True
        codes = {r.get("code") for r in replies if r["type"] == "error"}
        assert len(replies) > 1500
        assert "server" not in codes  # no message ever reached a failure inside the server
        assert {"malformed", "bad_field", "unknown_type", "too_big", "hello_first"} <= codes

        async def still_answers() -> None:
            clients, _ = await seat(server.url, ["open", "open"])
            await play(clients, random.Random(2), stop=lambda: clients[0].view.seq > 10)
            await close_all(clients)

        run(still_answers())


def test_a_message_over_16_kb_is_refused_and_a_huge_one_closes_only_its_connection():
    with hosted() as server:
        async def send() -> None:
            async with websockets.connect(server.url) as ws:
                await ws.send(HELLO)
                await ws.recv()
                await ws.send(json.dumps({"type": "ping", "pad": "x" * 17_000}))
                assert json.loads(await ws.recv())["code"] == "too_big"
                await ws.send(json.dumps({"type": "ping", "id": 7}))
                assert json.loads(await ws.recv()) == {"type": "pong", "re": "ping", "id": 7}
                await ws.send("x" * (P.TRANSPORT_MAX + 1))
                with pytest.raises(ConnectionClosed) as closed:
                    await ws.recv()
                assert closed.value.rcvd.code == 1009
            clients, _ = await seat(server.url, ["open", "open"])
            await close_all(clients)

        run(send())


def test_a_flooding_connection_is_slowed_then_closed_and_the_others_go_on():
    # a bucket that does not refill during the test, so the outcome does not depend on speed
    with hosted(rate=0.01, burst=100) as server:
        async def flood() -> None:
            clients, _ = await seat(server.url, ["open", "open"])
            async with websockets.connect(server.url) as ws:
                await ws.send(HELLO)
                await ws.recv()
                with contextlib.suppress(ConnectionClosed):
                    for _ in range(1000):
                        await ws.send('{"type":"ping"}')
                codes = []
                with pytest.raises(ConnectionClosed) as closed:
                    while True:
                        reply = json.loads(await asyncio.wait_for(ws.recv(), 10))
                        codes.append(reply.get("code", reply["type"]))
                assert closed.value.rcvd.code == 1008
                assert codes.count("pong") == 99 and codes.count("rate") == 201
            await play(clients, random.Random(4), stop=lambda: clients[0].view.seq > 10)
            await close_all(clients)

        run(flood())


def test_a_failure_inside_one_table_does_not_touch_another(monkeypatch):
    with hosted() as server:
        async def games() -> None:
            broken, code = await seat(server.url, ["open", "open"])
            other, _ = await seat(server.url, ["open", "open"])
            real_play = ServerTable.play

            def failing(self, *args, **kwargs):
                if self.code == code:
                    raise RuntimeError("a bug in one table")
                return real_play(self, *args, **kwargs)

            monkeypatch.setattr(ServerTable, "play", failing)
            mover = next(c for c in broken if c.view.my_turn)
            await mover.move(mover.view.options()[0])
            await play(other, random.Random(6))  # the other table plays to its end
            assert all(c.view.matches_server for c in other)
            assert mover.errors("server")
            monkeypatch.setattr(ServerTable, "play", real_play)
            for client in broken:
                client.sent = -2
            await play(broken, random.Random(7))  # read again from the database: it goes on
            assert all(c.view.matches_server for c in broken)
            await close_all([*broken, *other])

        run(games())
