"""Turn-based tables through a real server: players who connect only to make their move end
with the very record of players who stay; a seat that never moves is handed to a computer by
the others once its time has run out; "Your games" lists a player's tables, their move first."""

from __future__ import annotations

import asyncio
import hashlib

import pytest

import game.net.table as server_table
from game.net.client import NetError, TableClient
from game.net.credentials import Credentials
from game.net.netplay_turns import play_turn_table
from game.net.servertime import DrivenClock
from game.net.speeds import SPEEDS
from game.net.yours import TableSummary, my_tables, order
from game.rules.mix import Chain
from tests.net_support import Probe, close_all, edition, hosted, run, seat, until


@pytest.fixture
def same_dice(monkeypatch):
    """Every table of the test has the same seed and every player the same chain whenever
    they connect, so two games differ only by how their players came and went."""
    monkeypatch.setattr(server_table.secrets, "randbits", lambda bits: 20261129)

    def head(self: TableClient, code: str) -> str:
        if self.chain is None or self._chain_for != code:
            secret = hashlib.sha256(f"{self.name}".encode()).digest()
            self.chain, self._chain_for = Chain(secret), code
        return self.chain.head

    monkeypatch.setattr(TableClient, "_chain_head", head)


def test_reconnecting_for_each_move_ends_with_the_record_of_staying(same_dice):
    """R-CLOCK-6: a roll waits only for the link of the player who moved."""
    with hosted() as server:
        at_once, _ = run(play_turn_table(server.url, edition(), 3, seed=7))
        each_move, _ = run(play_turn_table(server.url, edition(), 3, seed=7,
                                           reconnect_each_move=True))
    assert at_once.finished and each_move.finished, (at_once.problem, each_move.problem)
    assert each_move.reconnects >= each_move.moves > 40
    assert at_once.reconnects == 0
    assert each_move.record == at_once.record


def test_a_stalled_seat_is_handed_to_a_computer_once_its_time_ran_out():
    # 12 hours a turn pass in under half a second: the moving players never run out
    with hosted(time_scale=100_000) as server:
        stalled, _ = run(play_turn_table(server.url, edition(), 2, seed=3,
                                         reconnect_each_move=True, stall=1))
    assert stalled.finished, stalled.problem
    assert stalled.timeouts >= 1
    assert stalled.computer_moves > 20  # a computer played the stalled seat to the end
    assert stalled.moves > 20  # and its opponent played on, connecting for each move


async def _a_started_table(url: str, mine: Credentials) -> tuple[str, bool]:
    """A turn-based table of Anna (with her credentials) and Bruno, started, both gone: its
    code and whether Anna must decide first."""
    changed = asyncio.Event()
    anna = Probe(url, "Anna", changed, credentials=mine)
    bruno = Probe(url, "Bruno", changed)
    await anna.connect()
    await bruno.connect()
    code = (await anna.create(["open", "open"], speed=SPEEDS["tb-1d"].id))["code"]
    await bruno.join(code)
    for client in (anna, bruno):
        await client.request({"type": "ready", "ready": True})
    await anna.request({"type": "start"})
    await until(changed, lambda: anna.view.state is not None
                and (anna.view.my_turn or bruno.view.my_turn), "the first decision")
    await close_all([anna, bruno])
    return code, anna.view.my_turn


def test_your_games_lists_a_players_tables_their_move_first(tmp_path):
    clock = DrivenClock()
    mine = Credentials(tmp_path / "anna.json")
    with hosted(clock=clock) as server:
        async def scenario() -> tuple[list[TableSummary], list[tuple[str, bool]]]:
            tables = []
            for _ in range(2):
                tables.append(await _a_started_table(server.url, mine))
                clock.advance(3600)
            return await asyncio.to_thread(my_tables, mine, edition()), tables
        found, tables = run(scenario())
    assert {t.code for t in found} == {code for code, _ in tables}
    assert all(t.seat == 0 and t.names == ["Anna", "Bruno"] for t in found)
    for summary in found:
        assert summary.your_move == dict(tables)[summary.code]
        assert summary.left and summary.speed == "tb-1d"
    assert [t.code for t in found] == [t.code for t in order(found)]
    first = found[0]
    if any(t.your_move for t in found):
        assert first.your_move
    else:  # the longest waiting first
        assert first.waiting >= found[1].waiting and first.code == tables[0][0]


def test_a_player_key_holds_seats_at_a_capped_number_of_unfinished_tables(tmp_path):
    mine = Credentials(tmp_path / "anna.json")
    with hosted(tables_per_key=2) as server:
        async def scenario() -> list[str]:
            changed = asyncio.Event()
            windows = [Probe(server.url, "Anna", changed, credentials=mine) for _ in range(4)]
            outcomes = []
            for window in windows[:3]:  # a table each, a computer opposite
                await window.connect()
                try:
                    outcomes.append((await window.create(["open", "bot:random"],
                                                         speed="tb-1d"))["code"])
                except NetError as problem:
                    outcomes.append(problem.code)
            other = windows[3]  # a window without the key is not counted
            await other.connect()
            for ask in ({"type": "mine", "keys": ["x"] * 21}, {"type": "mine", "keys": "x"}):
                try:
                    await other.request(ask)
                except NetError as problem:
                    outcomes.append(problem.code)
            await close_all(windows)
            return outcomes
        outcomes = run(scenario())
    assert outcomes[2:] == ["quota", "bad_field", "bad_field"]
    assert all(len(code) == 6 for code in outcomes[:2])


def test_at_a_turn_based_table_nobody_is_away_and_nobody_hands_a_seat_over_early():
    """R-CLOCK-6."""
    with hosted() as server:
        async def scenario() -> tuple[list[bool], str]:
            clients, _ = await seat(server.url, ["open", "open"], rules={"speed": "tb-12h"})
            creator, other = clients
            await other.close()  # gone for the night
            await creator.request({"type": "sync"})
            await until(creator.changed, lambda: creator.view.info is not None, "the table")
            away = [s["away"] for s in creator.view.info["seats"]]
            try:
                await creator.request({"type": "hand", "seat": 1, "to": "normal"})
                refused = "accepted"
            except NetError as problem:
                refused = problem.code
            await creator.close()
            return away, refused
        away, refused = run(scenario())
    assert away == [False, False] and refused == "forbidden"
