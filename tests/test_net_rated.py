"""Rated tables on a real server (RULES 12.10): only proved identities sit, nothing is taken
back (R-RATE-3), the end is rated by place with a leaver last (R-RATE-2), one computer of each
level plays as its identity (R-RATE-4), and ratings outlive the server."""

from __future__ import annotations

import asyncio
import random

import pytest

from game.net.client import NetError
from game.net.identity import Identity
from tests.net_support import Probe, close_all, hosted, play, run, table_of, until


def players(url: str, tmp_path, names=("Anna", "Bruno")) -> list[Probe]:
    changed = asyncio.Event()
    return [Probe(url, name, changed, identity=Identity.load(tmp_path / f"{name}.json"))
            for name in names]


def rated_of(client: Probe) -> dict:
    return next(m for m in client.messages if m["type"] == "rated")


async def rated_game(url: str, tmp_path, seed: int) -> tuple[list[Probe], str]:
    clients = players(url, tmp_path)
    code = await table_of(clients, clients[0].changed, ["open", "open"], {"rated": True})
    await play(clients, random.Random(seed))
    await until(clients[0].changed, lambda: all(any(m["type"] == "rated" for m in c.messages)
                                                for c in clients), "the game is rated")
    return clients, code


def test_a_rated_game_is_rated_by_place_once_and_listed(tmp_path):
    with hosted() as server:
        async def go():
            clients, code = await rated_game(server.url, tmp_path, 3)
            board = await clients[0].request({"type": "ratings"})
            profile = await clients[0].request({"type": "profile", "name": "Bruno"})
            await close_all(clients)
            return clients, code, board, profile

        clients, code, board, profile = run(go())
    anna = clients[0]
    change = rated_of(anna)["changes"]
    scores = anna.view.state["players"]
    assert [c["name"] for c in change] == ["Anna", "Bruno"]
    best = max(range(2), key=lambda i: scores[i]["score"])
    if scores[0]["score"] != scores[1]["score"]:
        assert [c["place"] for c in change] == [1 if i == best else 2 for i in range(2)]
        assert change[best]["after"] > change[best]["before"] == 1500
        assert change[1 - best]["after"] < 1500
    assert rated_of(clients[1]) == rated_of(anna)  # both heard the same, once
    assert sum(m["type"] == "rated" for m in anna.messages) == 1
    assert {p["name"]: p["games"] for p in board["players"]} == {"Anna": 1, "Bruno": 1}
    assert board["players"][0]["rank"] == 1
    assert profile["recent"][0]["code"] == code and len(profile["history"]) == 1
    assert profile["by_players"]["2"]["games"] == 1
    assert anna.view.info["rated"] is True


def test_a_rated_table_takes_no_move_back_and_only_identities_sit(tmp_path):
    with hosted() as server:
        async def go():
            clients = players(server.url, tmp_path)
            code = await table_of(clients, clients[0].changed, ["open", "open", "bot:normal"],
                                  {"rated": True})
            anna = clients[0]
            await until(anna.changed, lambda: anna.view.my_turn or clients[1].view.my_turn,
                        "someone's turn")
            mover = anna if anna.view.my_turn else clients[1]
            await mover.move(mover.view.options()[0])
            await until(anna.changed, lambda: mover.view.seq >= 1, "the move")
            with pytest.raises(NetError) as undo:
                await mover.request({"type": "undo", "seq": mover.view.seq})
            stranger = Probe(server.url, "Carla", anna.changed)  # no identity
            await stranger.connect()
            with pytest.raises(NetError) as unknown:
                await stranger.request({"type": "join", "code": code, "name": "Carla"})
            eve = Probe(server.url, "Eve", anna.changed,
                        identity=Identity.load(tmp_path / "eve.json"))
            await eve.connect()
            with pytest.raises(NetError) as stolen:  # Bruno's seat credential, Eve's identity
                await eve.request({"type": "join", "code": code,
                                   "credential": clients[1]._credential})
            info = anna.view.info
            await close_all([*clients, stranger, eve])
            return undo.value, unknown.value, stolen.value, info

        undo, unknown, stolen, info = run(go())
    assert undo.code == "cannot_undo" and "rated" in str(undo)
    assert unknown.code == "no_identity"
    assert stolen.code == "forbidden" and "another player" in str(stolen)
    assert [r["name"] for r in info["ratings"]] == ["Anna", "Bruno", "computer-normal"]
    assert info["ratings"][2]["rating"] == 1500


def test_a_rated_table_is_the_competitive_game_with_one_computer_per_level(tmp_path):
    with hosted() as server:
        async def go():
            anna = players(server.url, tmp_path, ("Anna",))[0]
            await anna.connect()
            refusals = []
            for seats, rules in ((["open", "bot:normal", "bot:normal"], {}),
                                 (["open", "open"], {"coop": "normal"}),
                                 (["bot:hard", "bot:normal"], {})):
                with pytest.raises(NetError) as refused:
                    await anna.create(seats, rated=True, **rules)
                refusals.append(str(refused.value))
            await anna.close()
            return refusals

        two_normal, coop, alone = run(go())
    assert "one computer of each level" in two_normal
    assert "competitive" in coop
    assert "computers alone" in alone  # this server was not asked to play bot matches


def test_a_player_who_left_counts_last_whatever_the_computer_scored(tmp_path):
    with hosted(link_deadline=0.5) as server:
        async def go():
            anna, bruno = clients = players(server.url, tmp_path)
            await table_of(clients, anna.changed, ["open", "open"], {"rated": True})
            await bruno.close()
            await until(anna.changed, lambda: anna.view.info["seats"][1]["away"], "Bruno away")
            await anna.request({"type": "hand", "seat": 1, "to": "normal"})
            await play([anna], random.Random(5))
            await until(anna.changed, lambda: any(m["type"] == "rated" for m in anna.messages),
                        "the game is rated")
            await anna.close()
            return anna

        anna = run(go())
    scores = [p["score"] for p in anna.view.state["players"]]
    anna_line, bruno_line = rated_of(anna)["changes"]
    assert bruno_line["left"] is True and bruno_line["place"] == 2
    assert anna_line["place"] == 1 and anna_line["after"] > 1500
    assert scores[1] > scores[0]  # the computer outscored random moves, yet Bruno is last


def test_ratings_and_history_outlive_the_server(tmp_path):
    db = tmp_path / "server.db"
    with hosted(db=db) as server:
        async def first():
            clients, code = await rated_game(server.url, tmp_path, 8)
            await close_all(clients)
            return rated_of(clients[0])["changes"], code

        changes, code = run(first())
    with hosted(db=db) as server:
        async def again():
            anna = players(server.url, tmp_path, ("Anna",))[0]
            await anna.connect()
            board = await anna.request({"type": "ratings"})
            profile = await anna.request({"type": "profile", "name": "Anna"})
            await anna.close()
            return anna.me, board, profile

        me, board, profile = run(again())
    assert me["rating"] == changes[0]["after"] and me["games"] == 1
    assert {p["name"]: p["rating"] for p in board["players"]} == \
        {c["name"]: c["after"] for c in changes}
    assert profile["recent"][0]["code"] == code
    assert profile["history"][-1]["rating"] == changes[0]["after"]
