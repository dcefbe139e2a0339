"""Whole games through a real server on a local port: headless clients list their options
from what they see, the server checks every move, and nobody learns the dice to come."""

from __future__ import annotations

import asyncio
import random

import pytest

from game.net.client import NetError
from game.net.netplay import play_table
from game.net.reveals import FairDice
from game.rules.engine import Game, Setup
from game.rules.mix import START, stir
from game.rules.record import GameRecord, replay
from tests.net_support import close_all, edition, hosted, play, run, seat, until


@pytest.mark.parametrize("players", [2, 3, 4])
def test_whole_games_end_with_every_client_holding_the_servers_final_state(players):
    with hosted() as server:
        result = run(play_table(server.url, edition(), players, seed=players))
    assert result.problems == []
    assert result.matched == players
    assert result.moves > 50 * players


def test_the_dice_to_come_reach_no_client_before_the_end_and_then_the_record_does():
    with hosted() as server:
        async def game() -> tuple[list, str]:
            clients, code = await seat(server.url, ["open", "open", "bot:random"])
            watcher = type(clients[0])(server.url, "Eve", clients[0].changed)
            await watcher.connect()
            await watcher.watch(code)
            await play(clients, random.Random(5))
            await until(watcher.changed, lambda: watcher.view.final_hash is not None, "the end")
            await close_all([*clients, watcher])
            return [*clients, watcher], code

        clients, code = run(game())
        record = server.call(lambda: server.server.store.load(code))
    setup = Setup(tuple(s.name for s in record.seats), record.seed)
    dice = FairDice(record.seed, record.commits, record.rolls).dice()
    stirs = dice.before()
    assert START in stirs and len(stirs) > 20  # the two players' links went into the dice
    game, _ = Game.new(edition(), setup, lambda state: stir(state, *stirs[START]))
    secrets = {record.seed, game.state.rng}
    for i, (_, move) in enumerate(record.moves):  # every state the server was in, its generator
        if i in stirs:
            secrets.add(game.state.rng)
            game.state.rng = stir(game.state.rng, *stirs[i])
        game.apply(move)
        secrets.add(game.state.rng)
    assert game.over and game.state.rng in secrets
    # every message before the game is over; the end's "over" carries the record (the seed)
    texts = [text for client in clients for text in client.raw[:_over_at(client.raw)]]
    assert len(texts) > 300
    assert all('"rng"' not in text for text in texts)
    for secret in secrets:  # not as a number, nor inside any other text
        assert not any(str(secret) in text for text in texts), secret
    for client in clients:
        over = client.raw[_over_at(client.raw)]
        assert f'"seed":{record.seed}' in over and '"rng"' not in over
        assert client.view.final_record["options"] == [m for _, m in record.moves]
    final = replay(edition(), GameRecord(setup, [m for _, m in record.moves], dice))
    assert all(c.view.matches_server for c in clients)
    assert [p.score for p in final.state.players] == \
        [p["score"] for p in clients[0].view.state["players"]]


def _over_at(raw: list[str]) -> int:
    """The index of the first message that says the game is over."""
    return next(i for i, text in enumerate(raw) if text.startswith('{"type":"over"'))


def test_a_client_cannot_move_for_another_seat_and_refusals_change_nothing():
    with hosted() as server:
        async def game() -> None:
            (anna, bruno), code = await seat(server.url, ["open", "open"])
            mover, other = (anna, bruno) if anna.view.my_turn else (bruno, anna)
            seq, state = mover.view.seq, mover.view.state
            move = str(mover.view.options()[0])
            for request, expected in [
                ({"type": "move", "move": move, "seq": seq}, "not_your_turn"),
                ({"type": "move", "move": "place:9", "seq": seq}, "not_your_turn"),
                ({"type": "undo", "seq": seq}, "cannot_undo"),
            ]:
                with pytest.raises(NetError) as refused:
                    await other.request(request)
                assert refused.value.code == expected
            for request, expected in [
                ({"type": "move", "move": "place:9", "seq": seq}, "illegal"),
                ({"type": "move", "move": "no such move", "seq": seq}, "illegal"),
                ({"type": "move", "move": move, "seq": seq + 1}, "stale"),
                ({"type": "move", "move": move, "seq": seq, "seat": other.view.seat},
                 "bad_field"),
                ({"type": "start"}, "not_lobby"),
            ]:
                with pytest.raises(NetError) as refused:
                    await mover.request(request)
                assert refused.value.code == expected, request
            forger = type(anna)(server.url, "Mallory", anna.changed)
            await forger.connect()
            for request, expected in [
                ({"type": "join", "code": code, "credential": "x" * 32}, "bad_credential"),
                ({"type": "join", "code": code, "name": "Mallory"}, "not_lobby"),
                ({"type": "move", "move": move, "seq": seq}, "not_seated"),
            ]:
                with pytest.raises(NetError) as refused:
                    await forger.request(request)
                assert refused.value.code == expected
            await forger.watch(code)
            with pytest.raises(NetError) as refused:
                await forger.request({"type": "move", "move": move, "seq": seq})
            assert refused.value.code == "not_seated"
            assert (mover.view.seq, mover.view.state) == (seq, state)
            await mover.move(move)
            await until(anna.changed, lambda: other.view.seq == seq + 1, "the move arrived")
            await close_all([anna, bruno, forger])

        run(game())


def test_undo_only_the_own_last_move_before_anyone_else_acted_or_a_die_was_rolled():
    with hosted() as server:
        async def game() -> None:
            clients, _ = await seat(server.url, ["open", "open"])
            rnd = random.Random(3)
            undone = refused = 0
            while undone == 0 or refused == 0:
                mover = next(c for c in clients if c.view.my_turn)
                seq = mover.view.seq
                await mover.move(rnd.choice(mover.view.options()))
                await until(mover.changed, lambda s=seq: all(c.view.seq > s for c in clients),
                            "the move")
                rolled = any(type(e).__name__ in ("DiceRolled", "PersonalDieGained")
                             for e in mover.view.events)
                other = next(c for c in clients if c is not mover)
                with pytest.raises(NetError):  # never someone else's move
                    await other.request({"type": "undo", "seq": mover.view.seq})
                before = mover.view.state
                try:
                    await mover.request({"type": "undo", "seq": mover.view.seq})
                except NetError as problem:
                    assert problem.code == "cannot_undo"
                    refused += 1
                    continue
                assert not rolled
                await until(mover.changed, lambda s=seq: all(c.view.seq == s for c in clients),
                            "the undo")
                assert mover.view.state != before
                undone += 1
                await mover.move(rnd.choice(mover.view.options()))  # play on
                await until(mover.changed, lambda s=seq: all(c.view.seq > s for c in clients),
                            "the move again")
            await close_all(clients)

        run(game())


def test_the_lobby_colours_ready_and_start_belong_to_their_seats():
    with hosted() as server:
        async def lobby() -> None:
            (anna, bruno), code = await seat(server.url, ["open", "bot:random", "open"],
                                             start=False)
            info = lambda: anna.view.info["seats"]  # noqa: E731
            await until(anna.changed, lambda: anna.view.info is not None
                        and info()[2]["kind"] == "human", "Bruno sat down")
            bot_colour = info()[1]["colour"]
            await bruno.send({"type": "colour", "colour": bot_colour})  # swapped with the bot
            await until(anna.changed, lambda: info()[2]["colour"] == bot_colour, "the swap")
            with pytest.raises(NetError) as refused:
                await anna.request({"type": "colour", "colour": bot_colour})
            assert refused.value.code == "colour_taken"
            await bruno.send({"type": "ready", "ready": True})
            for who, expected in [(bruno, "forbidden"), (anna, "not_ready")]:
                with pytest.raises(NetError) as refused:
                    await who.request({"type": "start"})
                assert refused.value.code == expected
            late = type(anna)(server.url, "Chiara", anna.changed)
            await late.connect()
            with pytest.raises(NetError) as refused:
                await late.join(code)
            assert refused.value.code == "table_full"
            await anna.send({"type": "ready", "ready": True})
            await until(anna.changed, lambda: all(s["ready"] for s in info()), "all ready")
            await anna.send({"type": "start"})
            await until(anna.changed, lambda: bruno.view.state is not None, "the start")
            assert [p["name"] for p in bruno.view.state["players"]] == \
                ["Anna", "Random 2", "Bruno"]
            await close_all([anna, bruno, late])

        run(lobby())


def test_bot_seats_play_through_the_same_bots_without_stopping_the_server():
    with hosted(bot_think=0.05) as server:
        async def game() -> None:
            clients, code = await seat(server.url, ["open", "bot:normal", "bot:hard"])
            rnd = random.Random(9)
            await play(clients, rnd, stop=lambda: clients[0].view.seq > 40)
            pinger = type(clients[0])(server.url, "P", clients[0].changed)
            await pinger.connect()
            for _ in range(5):  # the server answers while its bots think
                assert (await pinger.request({"type": "ping"}, timeout=5))["type"] == "pong"
            bots = {p for p, _ in (await asyncio.to_thread(
                lambda: server.call(lambda: server.server.store.load(code).moves)))}
            assert {1, 2} <= bots
            await close_all([*clients, pinger])

        run(game())
