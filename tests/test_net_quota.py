"""The server's quota on new tables per client address: unfinished tables and new ones a
minute, refused with the code "quota" and a reason in words."""

from __future__ import annotations

import asyncio

import pytest

from game.net.client import NetError
from game.net.quota import CreationQuota
from game.net.store import Store
from game.net.table import TableError
from tests import pg_support
from tests.net_support import Probe, hosted, run


@pytest.fixture(params=["sqlite", "postgresql"])
def where(request, tmp_path) -> str:
    if request.param == "sqlite":
        return str(tmp_path / "server.db")
    return pg_support.fresh_database()


def _table(store: Store, code: str, status: str) -> None:
    store.db.write([("INSERT INTO tables VALUES(?,?,?,?,?,?,?,?) ON CONFLICT(code) DO UPDATE "
                     "SET status=excluded.status", (code, 1, 2, 0, status, 0, 0, 0.0))])


def test_the_quota_counts_unfinished_tables_and_recent_ones_per_address_in_every_process(where):
    one, two = Store(where), Store(where)  # two server processes on one database
    first = CreationQuota(one.db, most_open=2, most_recent=3, window=60.0, exempt=("10.0.0.9",))
    second = CreationQuota(two.db, most_open=2, most_recent=3, window=60.0)
    for quota, code in ((first, "AAAAAA"), (second, "BBBBBB")):
        quota.check("10.0.0.1")
        _table(one, code, "lobby")
        quota.note("10.0.0.1", code)
    for quota in (first, second):
        with pytest.raises(TableError) as refused:
            quota.check("10.0.0.1")
        assert refused.value.code == "quota" and "2 unfinished tables" in str(refused.value)
    first.check("10.0.0.2")  # another address is not counted with it
    _table(one, "BBBBBB", "over")
    second.check("10.0.0.1")  # a finished table no longer counts
    _table(one, "CCCCCC", "over")
    second.note("10.0.0.1", "CCCCCC")
    with pytest.raises(TableError) as refused:  # three new ones in the minute: wait
        first.check("10.0.0.1")
    assert "try again in" in str(refused.value)
    for _ in range(10):
        first.check("10.0.0.9")  # an exempt address is never counted
        first.note("10.0.0.9", "AAAAAA")
    two.close()
    again = Store(where)
    restarted = CreationQuota(again.db, most_open=2, most_recent=0, window=0.0)
    _table(one, "CCCCCC", "playing")
    with pytest.raises(TableError):  # remembered across a restart; old ones need no window
        restarted.check("10.0.0.1")
    one.close()
    again.close()


def test_the_server_refuses_a_client_address_its_third_unfinished_table():
    with hosted(tables_per_address=2, quota_exempt=()) as server:
        async def go() -> None:
            changed = asyncio.Event()
            clients = [Probe(server.url, "Anna", changed) for _ in range(3)]
            for client in clients:
                await client.connect()
            for client in clients[:2]:
                await client.create(["open", "bot:random"])
            with pytest.raises(NetError) as refused:
                await clients[2].create(["open", "bot:random"])
            assert refused.value.code == "quota" and "unfinished" in str(refused.value)
            await clients[0].leave()  # its lobby is deleted: a table may be created again
            await clients[2].create(["open", "bot:random"])
            for client in clients:
                await client.close()

        run(go())


def test_the_server_limits_new_tables_a_minute_from_one_address():
    with hosted(new_tables_per_minute=2, quota_exempt=()) as server:
        async def go() -> None:
            client = Probe(server.url, "Anna", asyncio.Event())
            await client.connect()
            for _ in range(2):
                await client.create(["open", "bot:random"])
                await client.leave()
            with pytest.raises(NetError) as refused:
                await client.create(["open", "bot:random"])
            assert refused.value.code == "quota" and "try again in" in str(refused.value)
            await client.close()

        run(go())
