"""The server's store on both engines: SQLite (a file) and a real PostgreSQL started by the
tests. Every test here runs on each; a PostgreSQL that cannot be had skips its half with the
reason."""

from __future__ import annotations

import random
import sqlite3

import pytest

from game.net.database import open_database
from game.net.players import Result
from game.net.refusals import TableError
from game.net.schema import SCHEMA_VERSION
from game.net.store import ClockRow, Store, StoreError
from game.net.table import ServerTable, digest
from game.ratings import START_MU, START_SIGMA, Skill
from tests import pg_support
from tests.net_support import edition


@pytest.fixture(params=["sqlite", "postgresql"])
def where(request, tmp_path) -> str:
    if request.param == "sqlite":
        return str(tmp_path / "server.db")
    return pg_support.fresh_database()


def _played(store: Store, moves: int = 30) -> ServerTable:
    """A two-player table with `moves` moves played (some of them roll)."""
    table, _ = ServerTable.create(store, edition(), "Anna", ["open", "open"], False,
                                  key="anna-key")
    table.join("Bruno", None)
    for seat in (0, 1):
        table.ready(seat, True)
    table.start(0)
    rnd = random.Random(5)
    for _ in range(moves):
        game = table.game
        table.play(game.decision.player, str(rnd.choice(game.options())), table.seq)
    return table


def test_a_table_reads_back_as_it_was_played(where):
    store = _played(Store(where)).store
    code = store.codes("playing")[0]
    live = ServerTable(store, edition(), store.load(code))
    store.close()
    again = Store(where)
    record = again.load(code)
    assert record.moves == live.record.moves and len(record.moves) == 30
    assert record.commits == live.record.commits and record.rolls == live.record.rolls
    assert record.seed == live.record.seed and record.floor == live.record.floor
    assert ServerTable(again, edition(), record).view() == live.view()
    assert again.load("NOSUCH") is None and again.status(code) == "playing"
    again.close()


def test_clocks_owners_and_the_tables_a_server_resumes(where):
    store = Store(where)
    table = _played(store, 4)
    code = table.code
    store.save_clock(code, ClockRow({"left": [1.0]}, 50.0, 1, True, 40.0))
    assert store.due(49.0) == [] and store.due(50.0) == [code]
    assert store.to_resume() == [code] and store.saved_time() == 40.0
    store.save_clock(code, ClockRow({"left": [2.0]}, None, 0, False, 41.0))
    assert store.to_resume() == [] and store.load(code).clocks == {"left": [2.0]}
    assert store.unfinished_with(digest("anna-key")) == 1
    assert [s.code for s in store.mine([digest("anna-key")])] == [code]
    store.turn_began(code, 12.5)
    store.turn_began(code, 13.5)  # replaced, not added
    assert store.began(code) == 13.5
    store.save_rules(code, {"coop": "easy"})
    store.save_rules(code, {"coop": "hard"})
    assert store.load(code).rules == {"coop": "hard"}
    store.close()


def test_commitments_and_rolls_keep_the_order_they_were_written_in(where):
    store = Store(where)
    table = _played(store, 0)
    for roll, seat, head in [(3, 1, "x" * 64), (1, 0, "y" * 64), (2, 1, "z" * 64)]:
        store.add_commit(table.code, roll, seat, head)
    store.add_commit(table.code, 1, 0, "w" * 64)  # the same roll and seat again: replaced
    kept = store.load(table.code).commits
    assert kept[-3:] == [(3, 1, "x" * 64), (2, 1, "z" * 64), (1, 0, "w" * 64)]
    seq = len(store.load(table.code).moves)
    store.add_move(table.code, seq, 0, "pass", seq + 1, "playing", (0, 7, ["l" * 64, None]))
    store.add_move(table.code, seq + 1, 1, "pass", seq + 2, "playing", (1, 9, [None, "m" * 64]))
    assert store.load(table.code).rolls == [(7, ["l" * 64, None]), (9, [None, "m" * 64])]
    store.undo_move(table.code, seq + 1)
    assert [m for _, m in store.load(table.code).moves[seq:]] == ["pass"]
    store.drop_commits(table.code, 1)
    assert all(seat != 1 for _, seat, _ in store.load(table.code).commits)
    store.close()


def test_a_lobby_is_forgotten_whole_and_a_game_is_kept(where):
    store = Store(where)
    game = _played(store, 2)
    waiting, _ = ServerTable.create(store, edition(), "Eve", ["open", "open"], True)
    assert store.listed_lobbies() == [waiting.code]
    assert store.expire_lobbies(1.0) == 0
    assert store.expire_lobbies(-1.0) == 1
    assert store.load(waiting.code) is None and store.load(game.code) is not None
    store.close()


def test_players_ratings_and_profiles(where):
    store = Store(where)
    anna = store.players.register("Anna", "key-a")
    bruno = store.players.register("Bruno", "key-b")
    assert anna.id != bruno.id and store.players.by_name("ANNA") == anna
    assert store.players.rename(anna.id, "Anna B").name == "Anna B"
    bot = store.players.computer("hard")
    assert store.players.computer("hard") == bot
    store.players.make_rated("ABCDEF", {0: anna.id, 1: bruno.id})
    assert store.players.seated("ABCDEF") == {0: anna.id, 1: bruno.id}
    start, better = Skill(START_MU, START_SIGMA), Skill(START_MU + 2, START_SIGMA - 1)
    results = [Result(0, anna.id, 1, 80, False, start, better),
               Result(1, bruno.id, 2, 60, True, start, Skill(START_MU - 2, START_SIGMA - 1))]
    store.players.make_rated("GHIJKL", {0: anna.id, 1: bruno.id})
    stale = [Result(0, anna.id, 2, 50, False, Skill(START_MU + 1, START_SIGMA), start),
             Result(1, bruno.id, 1, 70, False, start, start)]
    assert store.players.settle("GHIJKL", stale) is False  # Anna's rating was not that one
    assert store.players.settled("GHIJKL") is False and store.players.get(bruno.id).games == 0
    assert store.players.settle("ABCDEF", results) is True
    assert store.players.settle("ABCDEF", results) is False  # rated once
    top = store.players.top(10)
    assert [p.id for p in top] == [anna.id, bruno.id] and top[0].games == 1
    from game.net.profiles import profile

    mine = profile(store.db, anna.id)
    assert mine["wins"] == 1 and mine["recent"][0]["code"] == "ABCDEF"
    store.close()


def test_a_newer_database_is_refused_and_an_older_one_migrated(where):
    store = Store(where)
    store.db.write([("UPDATE meta SET value=? WHERE key='schema'", ("99",))])
    store.close()
    with pytest.raises(StoreError, match="newer than this server"):
        Store(where)
    older = open_database(where)  # the database beneath the store's refusal
    older.write([("UPDATE meta SET value=? WHERE key='schema'", ("6",)),
                 ("DROP TABLE creations", ())])  # as a server of schema 6 left it
    older.close()
    again = Store(where)
    assert again.db.one("SELECT value FROM meta WHERE key='schema'") == (str(SCHEMA_VERSION),)
    assert again.db.rows("SELECT * FROM creations") == []  # made on the way up
    again.close()


def test_a_file_of_another_program_and_an_unreachable_server_are_said_in_words(tmp_path):
    foreign = tmp_path / "other.db"
    with sqlite3.connect(foreign) as other:
        other.execute("CREATE TABLE tables(x)")
        other.execute("INSERT INTO tables VALUES(1)")
    foreign.write_bytes(b"this is no database at all" * 100)
    with pytest.raises(StoreError, match="not a Monasterium server database"):
        Store(foreign)
    with pytest.raises(StoreError, match="PostgreSQL at postgresql://nobody@127.0.0.1:1/x"):
        Store("postgresql://nobody:secret@127.0.0.1:1/x")


def test_a_name_registered_meanwhile_by_another_process_is_said_taken(where):
    """Two processes on one database: each looked before the other wrote."""
    first, second = Store(where), Store(where)
    first.players.register("Anna", "key-a")
    second.players.by_name = lambda name: None  # it looked before the first wrote
    with pytest.raises(TableError) as taken:
        second.players.register("ANNA", "key-b")
    assert taken.value.code == "name_taken"
    bruno = second.players.register("Bruno", "key-b")
    with pytest.raises(TableError) as renamed:
        second.players.rename(bruno.id, "anna")
    assert renamed.value.code == "name_taken"
    assert first.players.get(bruno.id).name == "Bruno"
    first.close()
    second.close()
