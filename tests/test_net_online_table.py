"""The online table (game/table/online.py) against a real server on a free local port: one seat
played through the table as the window plays it, the others by headless clients."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from game.ai import make_bot
from game.net.protocol import view_hash, view_of
from game.net.threaded import NetClient
from game.rules.policy import rolled
from game.table import Moved, Notice, Undone
from game.table.online import OnlineTable, Resynced, StatusChanged
from tests.net_support import WAIT, edition, hosted

FAST = (0.05, 0.1, 0.2)


def start_table(url: str, kinds: list[str]) -> tuple[list[NetClient], str]:
    """Window clients for the open seats of a new table (the first creates it), started."""
    names = ("Anna", "Bruno", "Chiara", "Dieter")
    clients = [NetClient(url, names[i], edition()) for i in range(kinds.count("open"))]
    for client in clients:
        client.start().result(WAIT)
    code = clients[0].create(kinds).result(WAIT)["code"]
    for client in clients[1:]:
        client.join(code).result(WAIT)
    for client in clients:
        client.ready(True).result(WAIT)
    clients[0].start_game().result(WAIT)
    until(clients, lambda: all(c.view.state is not None for c in clients), "the start")
    return clients, code


def until(clients: list[NetClient], condition: Callable[[], bool], what: str,
          table: OnlineTable | None = None) -> None:
    """Take messages in (the table's through its tick) until `condition` holds."""
    deadline = time.monotonic() + WAIT
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting until {what}"
        if table is not None:
            table.tick(wait=0.01 if not clients else 0.0)
        for client in clients:
            if table is None or client is not table.net:
                client.wait(0.02)


class Others:
    """Headless players: random legal moves for their seats, once per position."""

    def __init__(self, clients: list[NetClient], rnd: random.Random) -> None:
        self.clients, self.rnd = clients, rnd
        self.sent: dict[int, int] = {}

    def step(self) -> None:
        for client in self.clients:
            while client.wait(0) is not None:
                pass
            view = client.view
            if view.my_turn and client.status == "online" and self.sent.get(view.seat) != view.seq:
                self.sent[view.seat] = view.seq
                client.move(self.rnd.choice(view.options()))


def play_on(table: OnlineTable, others: Others, rnd: random.Random, stop: Callable[[], bool],
            seen: list | None = None, limit: float = 120.0) -> None:
    """The table's seat plays random moves through the table, the others theirs."""
    deadline = time.monotonic() + limit
    while True:
        assert time.monotonic() < deadline, f"the game did not go on (at {table.seq})"
        table.tick()
        changes = table.take_changes()
        if seen is not None:
            seen.extend(changes)
        if stop():
            return
        if table.local_turn():
            assert table.play(rnd.choice(table.game.options()))
        others.step()
        if not changes and not table.local_turn() and not table.updates:
            table.tick(wait=0.01)  # a moment for the server's next message


def close(clients: list[NetClient]) -> None:
    for client in clients:
        client.close()


def test_a_whole_game_through_the_table_ends_on_the_servers_state_with_every_move_shown():
    with hosted() as server:
        clients, _ = start_table(server.url, ["open", "open", "bot:random"])
        anna, bruno = clients
        table = OnlineTable(anna)
        seen: list = []
        rnd = random.Random(5)
        play_on(table, Others([bruno], rnd), rnd, lambda: table.game.over
                and anna.view.final_hash is not None and not table.updates, seen)
        until(clients, lambda: bruno.view.final_hash is not None, "Bruno hears the end")
        assert anna.view.matches_server and bruno.view.matches_server
        assert view_hash(view_of(table.game.state)) == anna.view.final_hash
        moved = [c for c in seen if isinstance(c, Moved)]
        assert len(moved) == table.seq == len(table.session.steps)
        players = {c.player for c in moved}
        assert players == {0, 1, 2}, "every seat's moves came through as moves with events"
        assert all(c.events for c in moved if c.player == bruno.view.seat)
        close(clients)


def test_undo_online_takes_back_only_the_own_last_move_and_the_server_refuses_the_rest():
    with hosted() as server:
        clients, _ = start_table(server.url, ["open", "open"])
        anna, bruno = clients
        table = OnlineTable(anna)
        others = Others([bruno], random.Random(3))
        rnd = random.Random(4)
        seen: list = []
        # play on until Anna has just made a move that took no die and decides again (Bruno
        # cannot move meanwhile): that move can be taken back
        play_on(table, others, rnd, lambda: table.can_undo() and table.local_turn(), seen)
        before = table.seq
        steps = len(table.session.steps)
        assert table.undo()
        assert not table.local_turn(), "nothing is played while the undo is on its way"
        after: list = []
        until(clients, lambda: after.extend(table.take_changes()) or any(
            isinstance(c, (Undone, Notice)) for c in after), "the undo comes back", table)
        assert [type(c) for c in after if isinstance(c, (Undone, Notice))] == [Undone], after
        assert table.seq == before - 1 and len(table.session.steps) == steps - 1
        until(clients, lambda: bruno.view.seq == before - 1, "Bruno sees the undo")
        assert bruno.view.state == anna.view.state
        # after another player's move the server refuses: asked directly, it says why
        play_on(table, others, rnd, lambda: table.session.steps[-1].player == bruno.view.seat
                and not table.local_turn() and table.awaiting is None and not table.updates)
        assert not table.can_undo()
        anna.undo()
        table.awaiting = "undo"
        notices: list = []
        until(clients, lambda: notices.extend(table.take_changes()) or any(
            isinstance(n, Notice) and n.reason == "online_no_undo" for n in notices),
            "the refusal", table)
        assert table.awaiting is None
        close(clients)


def test_a_refused_move_is_a_notice_in_words_and_the_position_stays():
    with hosted() as server:
        clients, _ = start_table(server.url, ["open", "open"])
        anna, bruno = clients
        table = OnlineTable(anna)
        rnd = random.Random(6)
        play_on(table, Others([bruno], rnd), rnd, lambda: table.local_turn())
        seq, state = table.seq, table.net.view.state
        move = table.game.options()[0]
        table.awaiting = "move"  # as if sent from a position the server has left
        anna.send({"type": "move", "move": str(move), "seq": seq + 7})
        notices: list = []
        until(clients, lambda: notices.extend(table.take_changes()) or bool(notices),
              "the refusal", table)
        refusal = notices[0]
        assert isinstance(refusal, Notice) and refusal.reason == "online_refused"
        assert "moved on" in refusal.values["error"]
        assert table.seq == seq and table.net.view.state == state and table.local_turn()
        close(clients)


def test_presence_shows_a_closed_client_away_and_the_creator_hands_its_seat_to_a_bot():
    with hosted() as server:
        clients, _ = start_table(server.url, ["open", "open"])
        anna, bruno = clients
        table = OnlineTable(anna)
        b = bruno.view.seat
        assert not table.seat_presence()[b].away and table.creator
        bruno.close()
        until([], lambda: table.seat_presence()[b].away, "Bruno away", table)
        rnd = random.Random(8)
        table.hand(b, "random")
        until([], lambda: table.seat_presence()[b].bot == "random", "a bot for Bruno", table)
        seen: list = []
        play_on(table, Others([], rnd), rnd,
                lambda: sum(isinstance(c, Moved) and c.player == b for c in seen) >= 3, seen)
        table.hand(b, "player")
        until([], lambda: table.seat_presence()[b].bot is None, "the seat handed back", table)
        presence = table.seat_presence()
        assert presence[table.seat].mine and presence[b].human and presence[b].away
        close([anna])


class Holding(Others):
    """Headless players who hold back while `hold()` says so."""

    def __init__(self, clients: list[NetClient], rnd: random.Random,
                 hold: Callable[[], bool]) -> None:
        super().__init__(clients, rnd)
        self.hold = hold

    def step(self) -> None:
        for client in self.clients:
            while client.wait(0) is not None:
                pass
        if not self.hold():
            super().step()


def quiet_move(server, code: str, seat: int) -> str | None:
    """A move of `seat` now that rolls no die, tried on a copy of the server's game (a move
    that rolls waits for every seated player's link: it cannot be played while one is away)."""
    def find() -> str | None:
        game = server.server.rooms[code].table.game
        if game.decision is None or game.decision.player != seat:
            return None
        return next((str(m) for m in game.options() if not rolled(game.clone().apply(m))), None)
    return server.call(find)


def test_a_dropped_connection_reconnects_and_the_table_catches_up_on_the_moves_missed():
    with hosted() as server:
        clients, code = start_table(server.url, ["open", "open"])
        anna, bruno = clients
        table = OnlineTable(anna)
        rnd = random.Random(9)
        quiet: list[str | None] = [None]

        def hold() -> bool:  # Bruno waits at a position where he can move without a roll
            view = bruno.view
            quiet[0] = quiet_move(server, code, view.seat) if view.my_turn \
                and others.sent.get(view.seat) != view.seq else None
            return quiet[0] is not None

        others = Holding([bruno], rnd, hold)
        play_on(table, others, rnd, lambda: quiet[0] is not None and not table.local_turn()
                and table.awaiting is None and not table.updates)
        anna._client.delays = (0.5,)  # long enough for Bruno to move meanwhile
        anna._loop.call_soon_threadsafe(anna._client.drop)
        online: list = []
        until([], lambda: online.extend(table.take_online_changes()) or
              StatusChanged("reconnecting") in online, "reconnecting", table)
        assert not table.local_turn() and table.seat_presence()[table.seat].away
        before = table.seq
        bruno.move(quiet[0])
        others.hold = lambda: False
        until([bruno], lambda: bruno.view.seq > before, "Bruno moves")
        until([], lambda: online.extend(table.take_online_changes()) or
              any(isinstance(c, Resynced) for c in online), "the whole state again", table)
        assert table.status == "online" and table.seq == anna.view.seq > before
        assert len(table.session.steps) == table.seq - table.session.unseen
        # the server sent every earlier move again: the steps are the game's, not fillers
        resynced = next(c for c in online if isinstance(c, Resynced))
        assert resynced.rebuilt and resynced.steps >= before and table.past.seq >= before
        assert all(s.player >= 0 for s in table.session.steps)
        play_on(table, others, rnd, lambda: table.game.over and not table.updates
                and anna.view.final_hash is not None)
        until([bruno], lambda: bruno.view.final_hash is not None, "the end")
        assert anna.view.matches_server and bruno.view.matches_server
        close(clients)


def test_the_hint_bot_never_reads_the_dice_to_come():
    """The hard bot on a client's game (a stand-in dice generator) chooses what it chooses on
    the server's own game: the Hint can run online."""
    with hosted() as server:
        clients, code = start_table(server.url, ["open", "open"])
        anna, bruno = clients
        table = OnlineTable(anna)
        rnd = random.Random(10)
        play_on(table, Others([bruno], rnd), rnd, lambda: table.local_turn() and table.seq > 8)
        own = server.call(lambda: server.server.rooms[code].table.game.clone())
        assert own.state.rng != table.game.state.rng
        for seed in (1, 2):
            bot = make_bot("hard", seed, think=0.05)
            assert bot.choose(table.game.clone()) == make_bot("hard", seed, think=0.05).choose(own)
        table.ask_hint()
        until([], lambda: table.hint is not None, "the hint", table)
        assert table.hint in table.game.options()
        close(clients)


def test_the_smoke_net_path_hosts_joins_and_plays_a_move_per_seat():
    from game.net.smoke import smoke_net

    said: list[str] = []
    assert smoke_net(edition(), said.append) == 0, said
    assert said[-1] == "smoke-net: ok" and any("created and joined rated table" in s for s in said)


def test_the_clock_since_the_last_move_is_the_servers_through_a_join_and_a_restart(tmp_path):
    """A window that comes to a table shows how long the decision has waited by the server's
    count, not 0:00 from its own arrival — also once the server was stopped and started."""
    db = tmp_path / "tables.db"
    with hosted(db=db) as server:
        clients, code = start_table(server.url, ["open", "open"])

        async def ten_minutes_ago() -> None:  # the last move, as if played 10 minutes ago
            table = server.server.rooms[code].table
            table.turn_began -= 600
            server.server.store.turn_began(code, table.turn_began)

        server.run(ten_minutes_ago())
        assert watched_clock(server.url, code) >= 600
        for client in clients:
            client.close()
    with hosted(db=db) as again:  # the server restarted: the table is resumed from its file
        assert watched_clock(again.url, code) >= 600


def watched_clock(url: str, code: str) -> float:
    """What a spectator's window shows as the time since the last move."""
    watcher = NetClient(url, "Eve", edition())
    try:
        watcher.start().result(WAIT)
        watcher.watch(code).result(WAIT)
        until([watcher], lambda: watcher.view.state is not None, "the watched state")
        return OnlineTable(watcher).turn_seconds()
    finally:
        watcher.close()
