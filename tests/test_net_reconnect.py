"""Dropped connections, killed clients and a killed server: the game goes on and nothing that
was acknowledged is lost."""

from __future__ import annotations

import asyncio
import random
import socket

from game.edition_loader import DATA_ENV
from game.net.credentials import Credentials
from game.net.spawn import ServerProcess
from game.net.store import Store
from tests.net_support import Probe, close_all, hosted, play, run, seat, until
from tests.scenario import EDITION_DIR

FAST = (0.05, 0.1, 0.2)  # rejoin delays for the tests: a local server answers at once


def test_a_dropped_client_is_away_then_rejoins_with_its_credential_and_the_game_completes():
    with hosted() as server:
        async def game() -> None:
            clients, _ = await seat(server.url, ["open", "open", "open"], delays=FAST)
            anna, bruno, chiara = clients
            rnd = random.Random(11)
            await play(clients, rnd, stop=lambda: anna.view.seq >= 30)
            bruno.drop()  # the network fails under Bruno
            notes = lambda: [m["status"] for m in bruno.messages if m["type"] == "status"]  # noqa: E731
            await until(anna.changed, lambda: "reconnecting" in notes(), "Bruno reconnecting")
            await until(anna.changed, lambda: notes()[-1] == "online"
                        and bruno.view.seq == anna.view.seq, "Bruno is back with the state")
            away_seen = [m for m in anna.messages if m["type"] == "table"
                         and m["table"]["seats"][bruno.view.seat]["away"]]
            assert away_seen, "the others saw Bruno's seat away"
            await until(anna.changed, lambda: not anna.view.seat_info(bruno.view.seat)["away"],
                        "the others see Bruno back")
            await play(clients, rnd)
            assert all(c.view.matches_server for c in clients)
            await close_all(clients)

        run(game())


def test_a_killed_client_comes_back_as_a_new_program_from_its_saved_credential(tmp_path):
    with hosted() as server:
        async def game() -> None:
            changed = asyncio.Event()
            saved = Credentials(tmp_path / "online.json")
            clients, code = await seat(server.url, ["open", "open"], changed,
                                       credentials=[None, saved])
            rnd = random.Random(12)
            await play(clients, rnd, stop=lambda: clients[0].view.seq >= 20)
            old = clients[1]
            seat_index = old.view.seat
            old.reconnect = False
            old.drop()  # killed: it never comes back by itself
            anna = clients[0]
            await until(changed, lambda: anna.view.seat_info(seat_index)["away"], "away")
            again = Probe(server.url, "Bruno", changed, credentials=Credentials(saved.path))
            await again.connect()
            reply = await again.join(code)
            assert reply["seat"] == seat_index and "credential" not in reply
            await until(changed, lambda: again.view.seq == anna.view.seq, "the whole state")
            await play([anna, again], rnd)
            assert anna.view.matches_server and again.view.matches_server
            await close_all([anna, again, old])

        run(game())


def test_the_creator_hands_an_away_seat_to_a_bot_and_back_when_the_player_returns():
    with hosted() as server:
        async def game() -> None:
            clients, _ = await seat(server.url, ["open", "open"], delays=FAST)
            anna, bruno = clients
            rnd = random.Random(13)
            await play(clients, rnd, stop=lambda: anna.view.seq >= 10)
            bruno.reconnect = False
            bruno.drop()
            index = bruno.view.seat
            await until(anna.changed, lambda: anna.view.seat_info(index)["away"], "away")
            await anna.request({"type": "hand", "seat": index, "to": "random"})
            start = anna.view.seq
            bot_moves = lambda: [m for m in anna.messages if m["type"] == "moved"  # noqa: E731
                                 and m["player"] == index and m["seq"] > start]
            await play([anna], rnd, stop=lambda: len(bot_moves()) >= 3)
            assert all(m["bot"] for m in bot_moves())
            back = Probe(server.url, "Bruno", anna.changed)
            back.__dict__.update(_credential=bruno._credential)
            await back.connect()
            await back.request({"type": "join", "code": anna.view.code,
                                "credential": bruno._credential,
                                "commit": back._chain_head(str(anna.view.code))})
            await until(anna.changed, lambda: back.view.seq == anna.view.seq, "Bruno back")
            await anna.request({"type": "hand", "seat": index, "to": "player"})
            await play([anna, back], rnd, stop=lambda: any(
                m["type"] == "moved" and not m["bot"] and m["player"] == index
                for m in back.messages))
            await close_all([anna, back, bruno])

        run(game())


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _seen_before_the_drop(client: Probe) -> dict[int, str]:
    """The moves a client was told of (seq -> move) before its connection first dropped."""
    seen = {}
    for message in client.messages:
        if message["type"] == "status" and message["status"] == "reconnecting":
            break
        if message["type"] == "moved":
            seen[message["seq"]] = message["move"]
    return seen


def test_a_server_killed_mid_game_resumes_every_table_and_loses_no_acknowledged_move(tmp_path,
                                                                                   monkeypatch):
    # the server processes play the tests' own edition, as the clients here do
    monkeypatch.setenv(DATA_ENV, str(EDITION_DIR))
    port = _free_port()
    db = tmp_path / "tables.db"
    server = ServerProcess(db, port=port)
    try:
        async def games() -> list[tuple[list[Probe], str]]:
            changed = asyncio.Event()
            tables = [await seat(server.url, kinds, changed, delays=FAST)
                      for kinds in (["open", "open"], ["open", "bot:random", "open"])]
            everyone = [c for clients, _ in tables for c in clients]
            playing = asyncio.create_task(play(everyone, random.Random(14)))
            await until(changed, lambda: all(c.view.seq >= 25 for c in everyone), "25 moves")
            await asyncio.to_thread(server.kill)  # SIGKILL while the moves keep coming
            await until(changed, lambda: all(c.status == "reconnecting" for c in everyone),
                        "everyone noticed")
            again = await asyncio.to_thread(ServerProcess, db, port)
            try:
                await playing  # everyone rejoins by themselves and the games go to the end
                assert all(c.view.matches_server for c in everyone)
            finally:
                await close_all(everyone)
                await asyncio.to_thread(again.stop)
            return tables

        tables = run(games())
    finally:
        server.kill()
    store = Store(db)
    for clients, code in tables:
        record = [move for _, move in store.load(code).moves]
        told = {}
        for client in clients:
            told.update(_seen_before_the_drop(client))
        assert told and max(told) >= 25
        for seq, move in told.items():  # every move announced before the kill is kept
            assert record[seq - 1] == move
    store.close()
