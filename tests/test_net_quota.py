"""The server's quota on new tables per client address: unfinished tables and new ones a
minute, refused with the code "quota" and a reason in words."""

from __future__ import annotations

import asyncio

import pytest

from game.net.client import NetError
from game.net.quota import CreationQuota
from game.net.table import TableError
from tests.net_support import Probe, hosted, run


def test_the_quota_counts_unfinished_tables_and_recent_ones_per_address():
    status = {"AAAAAA": "lobby", "BBBBBB": "playing"}
    quota = CreationQuota(most_open=2, most_recent=3, window=60.0, exempt=("10.0.0.9",))
    for code in status:
        quota.check("10.0.0.1", status.get)
        quota.note("10.0.0.1", code)
    with pytest.raises(TableError) as refused:
        quota.check("10.0.0.1", status.get)
    assert refused.value.code == "quota" and "2 unfinished tables" in str(refused.value)
    quota.check("10.0.0.2", status.get)  # another address is not counted with it
    status["BBBBBB"] = "over"
    quota.check("10.0.0.1", status.get)  # a finished table no longer counts
    quota.note("10.0.0.1", "CCCCCC")
    status["CCCCCC"] = "over"
    with pytest.raises(TableError) as refused:  # three new ones in the minute: wait
        quota.check("10.0.0.1", status.get)
    assert "try again in" in str(refused.value)
    for _ in range(10):
        quota.check("10.0.0.9", status.get)  # an exempt address is never counted
        quota.note("10.0.0.9", "AAAAAA")


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
