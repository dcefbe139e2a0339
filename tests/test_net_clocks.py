"""Clocks at a real server (RULES 13), its time driven by the test: a real-time seat out of time
is played by a computer and taken back; a turn-based seat out of time waits for the others'
choice, and the third time a computer plays it to the end; the clocks survive a restart."""

from __future__ import annotations

import asyncio
import random

from game.net.clocks import TableClocks
from game.net.servertime import DrivenClock
from game.net.speeds import SPEEDS
from tests.net_support import Probe, close_all, hosted, run, seat, until

RT = SPEEDS["rt-10-20"]
TB = SPEEDS["tb-12h"]


def test_a_real_time_clock_runs_only_for_the_seat_deciding_and_gains_time_as_the_turn_passes():
    """R-CLOCK-1, R-CLOCK-2."""
    clocks = TableClocks.new(RT, 2, now=0.0)
    clocks.switch(0.0, 0, {0})
    clocks.switch(100.0, 0, {0})  # a second decision of the same turn: nothing added
    assert clocks.left(0, 100.0) == RT.bank - 100 and clocks.left(1, 100.0) == RT.bank
    clocks.switch(130.0, 1, {1})  # the turn passes: seat 0 had 130 s, gets 20 back
    assert clocks.left(0, 500.0) == RT.bank - 130 + RT.add
    assert clocks.deadline() == 130.0 + RT.bank
    assert clocks.expired(130.0 + RT.bank) == [1] and clocks.expired(129.0 + RT.bank) == []


def test_a_turn_based_turn_spends_its_own_time_before_the_bank():
    """R-CLOCK-1."""
    clocks = TableClocks.new(TB, 2, now=0.0)
    clocks.switch(0.0, 0, {0})
    assert clocks.left(0, 0.0) == TB.per_turn + TB.bank
    assert clocks.left(0, TB.per_turn + 3600) == TB.bank - 3600  # an hour into the bank
    clocks.switch(TB.per_turn + 3600, 1, {1})
    clocks.switch(TB.per_turn + 7200, 0, {0})  # a new turn of seat 0: its own time again
    assert clocks.left(0, TB.per_turn + 7200) == TB.per_turn + TB.bank - 3600
    again = TableClocks.from_json(TB, clocks.to_json(), 2, now=0.0)
    assert again == clocks


async def _mover(clients: list[Probe]) -> Probe:
    await until(clients[0].changed, lambda: any(c.view.my_turn for c in clients), "a decision")
    return next(c for c in clients if c.view.my_turn)


def test_a_real_time_seat_out_of_time_is_played_by_a_computer_until_taken_back():
    """R-CLOCK-3."""
    clock = DrivenClock()
    with hosted(clock=clock) as server:
        async def scenario() -> None:
            clients, _ = await seat(server.url, ["open", "open"], rules={"speed": RT.id})
            late = await _mover(clients)
            other = next(c for c in clients if c is not late)
            assert late.view.clocks[late.view.seat]["left"] == RT.bank  # the driven clock stands
            assert late.view.clocks[late.view.seat]["running"]
            clock.advance(RT.bank + 1)
            await until(late.changed, lambda: all(any(m["type"] == "timeout" for m in c.messages)
                                                  for c in clients), "the time-out")
            told = next(m for m in other.messages if m["type"] == "timeout")
            assert (told["seat"], told["then"], told["outs"]) == (late.view.seat, "computer", 1)
            # the computer moves for the seat out of time
            await until(late.changed, lambda: any(m["type"] == "moved" and m["bot"]
                                                  for m in late.messages), "a computer's move")
            standin = late.view.info["seats"][late.view.seat]["standin"]
            assert standin == "normal"
            await late.request({"type": "hand", "seat": late.view.seat, "to": "player"})
            await until(late.changed, lambda: late.view.info["seats"][late.view.seat]["standin"]
                        is None, "the seat taken back")
            assert any(m["type"] == "seat_back" for m in other.messages)
            assert late.view.clocks[late.view.seat]["left"] >= RT.add  # not back at zero
            await close_all(clients)
        run(scenario())


def test_a_turn_based_seat_out_of_time_waits_for_the_others_and_third_time_is_for_good():
    """R-CLOCK-4, R-CLOCK-5."""
    clock = DrivenClock()
    with hosted(clock=clock) as server:
        async def scenario() -> None:
            clients, _ = await seat(server.url, ["open", "open"], rules={"speed": TB.id})
            late = await _mover(clients)
            other = next(c for c in clients if c is not late)
            mine = late.view.seat
            assert late.view.info["speed"] == TB.id and late.view.info["turn"] == mine
            clock.advance(TB.per_turn + TB.bank - 60)  # a minute left: nothing happens
            await other.request({"type": "ping"})
            assert not any(m["type"] == "timeout" for m in other.messages)
            clock.advance(61)
            await until(other.changed, lambda: any(m["type"] == "timeout"
                                                   for m in other.messages)
                        and other.view.clocks[mine]["overdue"], "the time-out")
            assert next(m for m in other.messages if m["type"] == "timeout")["then"] == "ask"
            assert other.view.clocks[mine]["overdue"] and not other.view.clocks[mine]["running"]
            refused = await _refused(late, {"type": "overdue", "seat": mine, "choice": "wait"})
            assert refused == "forbidden"  # not one's own seat
            await other.request({"type": "overdue", "seat": mine, "choice": "wait"})
            await until(other.changed, lambda: not other.view.clocks[mine]["overdue"],
                        "waiting for the player")
            assert other.view.clocks[mine]["left"] == TB.per_turn  # a turn's time once more
            for outs in (2, 3):
                clock.advance(TB.per_turn + 1)
                await until(other.changed, lambda n=outs: any(
                    m["type"] == "timeout" and m["outs"] == n for m in other.messages),
                    f"time-out {outs}")
                if outs == 2:
                    await other.request({"type": "overdue", "seat": mine, "choice": "wait"})
            last = [m for m in other.messages if m["type"] == "timeout"][-1]
            assert last["then"] == "for_good"
            await until(other.changed, lambda: any(m["type"] == "moved" and m["bot"]
                                                   for m in other.messages), "a computer's move")
            refused = await _refused(late, {"type": "hand", "seat": mine, "to": "player"})
            assert refused == "forbidden"  # a computer plays it to the end
            await close_all(clients)
        run(scenario())


async def _refused(client: Probe, message: dict) -> str:
    from game.net.client import NetError
    try:
        await client.request(message)
    except NetError as refused:
        return refused.code
    return "accepted"


def test_clocks_survive_a_restart_with_no_time_lost_or_added(tmp_path):
    """R-CLOCK-2: the server's time stands still while no server runs."""
    db = tmp_path / "server.db"
    clock = DrivenClock()
    rnd = random.Random(5)
    with hosted(clock=clock, db=db) as server:
        async def first() -> tuple[int, float, str]:
            clients, code = await seat(server.url, ["open", "open"], rules={"speed": RT.id})
            for _ in range(3):  # a few moves, time passing between them
                mover = await _mover(clients)
                clock.advance(rnd.uniform(5, 40))
                seq = mover.view.seq
                await mover.move(rnd.choice(mover.view.options()))
                await until(mover.changed, lambda m=mover, s=seq: m.view.seq > s, "the move")
            mover = await _mover(clients)
            clock.advance(77)
            await mover.request({"type": "sync"})
            await until(mover.changed, lambda: mover.view.clocks_at > 0, "the clocks")
            left = [c["left"] for c in mover.view.clocks]
            await close_all(clients)
            return mover.view.seat, left, code
        mine, before, code = run(first())
    later = DrivenClock(start=5_000_000.0)  # another clock altogether: the stored time counts
    with hosted(clock=later, db=db) as server:
        async def second() -> list[float]:
            changed = asyncio.Event()
            watcher = Probe(server.url, "Eve", changed)
            await watcher.connect()
            await watcher.watch(code)
            await until(changed, lambda: bool(watcher.view.clocks), "the clocks")
            await watcher.close()
            return [c["left"] for c in watcher.view.clocks]
        after = run(second())
    assert after == before and before[mine] < RT.bank - 77


def test_an_overdue_player_who_moves_before_the_others_chose_is_waited_for():
    """R-CLOCK-4: their return counts as the others' waiting."""
    clock = DrivenClock()
    with hosted(clock=clock) as server:
        async def scenario() -> None:
            clients, _ = await seat(server.url, ["open", "open"], rules={"speed": TB.id})
            late = await _mover(clients)
            mine = late.view.seat
            clock.advance(TB.per_turn + TB.bank + 1)
            await until(late.changed, lambda: bool(late.view.clocks)
                        and late.view.clocks[mine]["overdue"], "the time-out")
            seq = late.view.seq
            await late.move(late.view.options()[0])
            await until(late.changed, lambda: late.view.seq > seq, "the move")
            assert not late.view.clocks[mine]["overdue"]
            assert late.view.clocks[mine]["outs"] == 1
            await close_all(clients)
        run(scenario())


def test_a_turn_a_computer_played_earns_no_time():
    """R-CLOCK-1, R-CLOCK-3: the increment is the player's, for a turn they played."""
    clocks = TableClocks.new(RT, 2, now=0.0)
    clocks.switch(0.0, 0, set())  # seat 0's turn, a computer playing it
    clocks.switch(5.0, 1, {1})
    assert clocks.left(0, 5.0) == RT.bank
    clocks.switch(9.0, 0, {0})  # seat 0's player again
    clocks.switch(12.0, 1, {1})
    assert clocks.left(0, 12.0) == RT.bank - 3 + RT.add
