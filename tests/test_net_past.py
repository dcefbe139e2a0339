"""A game joined late and a game at its end, against a real server on a free local port: a
window that joins, rejoins or watches a game in progress gets every earlier move for its log,
and at the end the server's record (its seed no secret any more) is checked, charted, kept and
counted."""

from __future__ import annotations

import random

import pytest

from game.net import past as past_module
from game.net.protocol import view_hash, view_of
from game.net.threaded import NetClient
from game.net.view import TableView
from game.rules.engine import Game, Setup
from game.rules.record import GameRecord, replay
from game.session import Seat, Session
from game.storage import Folders, stats
from game.storage.finished import is_finished_file
from game.table.online import OnlineTable
from game.table.online_past import verified_session
from game.ui.words.logbook import PlayLog
from tests.net_support import WAIT, edition, hosted
from tests.test_net_online_table import Others, close, play_on, start_table, until


def server_session(server, code: str) -> Session:
    """The game as the server holds it, replayed with its seed and the players' links for the
    dice (what the log should say)."""
    record = server.call(lambda: server.server.store.load(code))
    table = server.call(lambda: server.server.room(code).table)
    session, _ = Session.start(edition(), table.setup(), [Seat(s.name) for s in record.seats],
                               server.call(table.fair.dice))
    for _, move in record.moves:
        session.apply(move)
    return session


def log_lines(session_or_past, names: list[str]) -> list[str]:
    """The log's lines with the move each follows and the rounds' headings marked."""
    layout = Game.new(edition(), Setup(tuple(names), 1))[0].layout  # the same for any seed
    log = PlayLog(names, layout)
    if isinstance(session_or_past, Session):
        log.replay(session_or_past)
    else:
        log.write_past(session_or_past.start, [m.events for m in session_or_past.moves])
    return [f"{e.moves}:{'#' if e.head else ''}{e.text}" for e in log.entries]


def moves_until(clients: list[NetClient], seq: int, server=None, code: str = "") -> None:
    """Random moves to position `seq`; with the `server`, then until table `code` is quiet:
    no move waits for the players' links (their programs give them by themselves), no
    computer is to move, every client has the server's position and none sent a move for
    it."""
    others = Others(clients, random.Random(3))
    until(clients, lambda: others.step() or clients[0].view.seq >= seq, f"move {seq}")
    if server is None:
        return
    table = server.call(lambda: server.server.rooms[code].table)
    until(clients, lambda: server.call(lambda: table.fair.pending is None
                                       and table.bot_to_move() is None
                                       and all(c.view.seq == table.seq for c in clients))
          and not any(c.view.my_turn and others.sent.get(c.view.seat) == c.view.seq
                      for c in clients),  # nor a move of theirs on its way
          "a quiet table")


def test_a_spectator_and_a_rejoining_player_get_the_whole_log_of_a_game_in_progress():
    with hosted() as server:
        clients, code = start_table(server.url, ["open", "open", "bot:random"])
        moves_until(clients, 40, server, code)
        watcher = NetClient(server.url, "Eve", edition())
        watcher.start().result(WAIT)
        watcher.watch(code).result(WAIT)
        until([watcher], lambda: watcher.view.state is not None, "the watched state")
        table = OnlineTable(watcher)
        expected = server_session(server, code)
        assert table.seq == len(expected.steps) >= 40
        names = [s.name for s in table.session.seats]
        assert log_lines(table.past, names) == log_lines(expected, names)
        assert any(line.startswith("40:") for line in log_lines(table.past, names))
        assert [s.player for s in table.session.steps] == [s.player for s in expected.steps]
        assert [str(s.move) for s in table.session.steps] == expected.record.options
        assert table.session.steps[0].fixed  # below the undo floor: never taken back

        again = rejoin(server, clients, code)
        rejoined = OnlineTable(again)
        assert rejoined.session.unseen == 0 and len(rejoined.session.steps) == rejoined.seq
        assert log_lines(rejoined.past, names) == log_lines(server_session(server, code), names)
        close([clients[0], watcher, again])


def rejoin(server, clients: list[NetClient], code: str) -> NetClient:
    """Bruno's window closes; a new one takes his seat back with its credential."""
    bruno = clients[1]
    credential = bruno._client._credential
    bruno.close()
    again = NetClient(server.url, "Bruno", edition())
    again.start().result(WAIT)
    # with a new chain for the dice, as a program started again commits to
    again.send({"type": "join", "code": code, "credential": credential,
                "commit": again._client._chain_head(code)}).result(WAIT)
    until([again], lambda: again.view.state is not None and again.view.past is not None,
          "the rejoined state")
    return again


def test_a_long_past_comes_in_parts_and_is_put_together(monkeypatch):
    monkeypatch.setattr(past_module, "PAST_CHUNK", 2000)  # the server runs in this process
    with hosted() as server:
        clients, code = start_table(server.url, ["open", "bot:random"])
        moves_until(clients, 30)
        watcher = NetClient(server.url, "Eve", edition())
        watcher.start().result(WAIT)
        watcher.watch(code).result(WAIT)
        parts: list = []
        until([], lambda: parts.extend(m for m in watcher.poll() if m["type"] == "past")
              or watcher.view.state is not None, "the watched state")
        parts.extend(m for m in watcher.poll() if m["type"] == "past")
        assert len(parts) > 3 and all(m["parts"] == len(parts) for m in parts)
        past = watcher.view.past
        assert past is not None and len(past.moves) == watcher.view.seq >= 30
        close([*clients, watcher])


@pytest.mark.parametrize("spoil", [
    lambda m: m.pop("start"),
    lambda m: m.update(seq=m["seq"] + 1),
    lambda m: m.update(part=1),
    lambda m: m["moves"][0].update(player=9),
    lambda m: m["moves"][0].update(events=[{"event": "NoSuchEvent"}]),
    lambda m: m["moves"][0].update(events=[{"event": "DiceRolled", "nonsense": 1}]),
    lambda m: m["moves"][0].update(move=["x"]),
    lambda m: m.update(moves="all of them"),
    lambda m: m.update(parts=True),
])
def test_a_malformed_past_is_ignored_with_a_line_and_a_good_one_is_still_taken(spoil, capsys):
    setup = Setup(("Anna", "Bruno"), 5)
    game, _ = Game.new(edition(), setup)
    moves = []
    for _ in range(6):
        player, option = game.decision.player, str(game.options()[0])
        game.apply(option)
        moves.append((player, option))
    good = past_module.past_messages(edition(), setup, moves, 0)[0]
    bad = past_module.past_messages(edition(), setup, moves, 0)[0]
    spoil(bad)
    view = TableView(edition())
    view.seq = 6
    assert view.update(bad)  # never raises
    assert view.past is None
    assert "earlier moves from the server were ignored" in capsys.readouterr().err
    view.update(good)
    assert view.past is not None and len(view.past.moves) == 6


def test_at_the_end_the_record_is_checked_kept_and_counted_for_the_own_seat_only(tmp_path):
    folders = Folders.under(tmp_path)
    folders.saves.mkdir(parents=True)
    with hosted() as server:
        clients, code = start_table(server.url, ["open", "open", "bot:normal"])
        anna, bruno = clients
        table = OnlineTable(anna, folders=folders)
        assert table.record is None and table.session.setup is None  # no seed before the end
        rnd = random.Random(5)
        play_on(table, Others([bruno], rnd), rnd, lambda: table.game.over
                and anna.view.final_hash is not None and not table.updates
                and table.finished is not None)
        record = table.record
        assert isinstance(record, GameRecord)
        assert record.setup.seed == server.call(lambda: server.server.store.load(code)).seed
        assert view_hash(view_of(replay(edition(), record).state)) == anna.view.final_hash
        kept = [p for p in folders.saves.iterdir() if is_finished_file(p)]
        assert len(kept) == 1
        counted = stats.read_stats(stats.stats_path(folders))
        mine = anna.view.seat
        score = table.game.state.players[mine].score
        assert counted.tally().played == 1
        assert counted.tally("normal", 3).played == 1  # a person and a computer: "normal"
        assert counted.tally().best == score
        assert counted.tally().won == int(mine in table.game.state.winners)

        # a window that comes to the finished table gets the record but keeps nothing again
        late = OnlineTable(anna, folders=folders)
        assert late.record == record
        assert stats.read_stats(stats.stats_path(folders)).tally().played == 1
        close(clients)


def test_a_record_that_does_not_end_on_the_final_state_is_not_trusted(capsys):
    setup = Setup(("Anna", "Bruno"), 11)
    game, _ = Game.new(edition(), setup)
    options = []
    rnd = random.Random(2)
    while not game.over:
        options.append(str(rnd.choice(game.options())))
        game.apply(options[-1])
    state = view_of(game.state)
    final = view_hash(state)
    seats = [Seat("Anna"), Seat("Bruno")]
    raw = GameRecord(setup, options).to_json()
    assert verified_session(edition(), raw, seats, state, final) is not None
    other_seed = GameRecord(Setup(setup.names, 12), options).to_json()
    for spoilt in (other_seed, {**raw, "options": options[:-1]}, {"format": "x"}, [1, 2],
                   {**raw, "setup": {"names": ["A"], "seed": 1}}):
        assert verified_session(edition(), spoilt, seats, state, final) is None
    assert verified_session(edition(), raw, seats, state, "0" * 64) is None
    assert "record from the server was not used" in capsys.readouterr().err


def test_the_stats_count_an_online_game_for_this_windows_seat_against_people_elsewhere(
        tmp_path):
    game, _ = Game.new(edition(), Setup(("Anna", "Bruno"), 11))
    rnd = random.Random(2)
    while not game.over:
        game.apply(rnd.choice(game.options()))
    seats = [Seat("Anna"), Seat("Bruno")]
    level, players, won, score = stats.game_result(seats, game, mine=[1])
    assert (level, players, score) == ("human", 2, game.state.players[1].score)
    assert won == (1 in game.state.winners)
    assert stats.game_result(seats, game, mine=[]) is None  # a spectator's: not counted
