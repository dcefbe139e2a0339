"""A hosted server that stops: told on purpose (the host's window left), its clients stop
retrying and say why; stopped without a word (a crash, a restart), they keep reconnecting and
take their seats back by themselves once a server is there again on the same port and database."""

from __future__ import annotations

import time

from game.net.host import HostedServer
from game.net.server import ServerConfig
from game.net.threaded import NetClient
from game.ui.online.connect import host_table
from game.ui.online.link import HOST_LEFT
from tests.net_support import WAIT, edition
from tests.test_net_online_table import FAST, close, start_table


def statuses_until(client: NetClient, wanted: str) -> list[dict]:
    """Every status note the client hears until one says `wanted` (fails after WAIT)."""
    deadline = time.monotonic() + WAIT
    notes: list[dict] = []
    while not notes or notes[-1]["status"] != wanted:
        assert time.monotonic() < deadline, f"no {wanted!r} status; heard {notes}"
        message = client.wait(0.05)
        if message is not None and message["type"] == "status":
            notes.append(message)
    return notes


def on_disk(tmp_path) -> HostedServer:
    server = HostedServer(ServerConfig(host="127.0.0.1", port=0, db=tmp_path / "hosted.db"),
                          edition())
    server.start()
    return server


def test_a_farewell_stops_the_clients_retrying_and_says_the_host_left(tmp_path):
    server = on_disk(tmp_path)
    try:
        clients, _ = start_table(server.url, ["open", "open"])
        bruno = clients[1]
        server.stop(farewell=HOST_LEFT)
        notes = statuses_until(bruno, "closed")
        assert "reconnecting" not in [n["status"] for n in notes]
        assert notes[-1].get("reason") == HOST_LEFT and bruno.farewell == HOST_LEFT
        assert bruno.view.state is not None, "the game stays shown under the line"
        close(clients)
    finally:
        server.stop()


def test_a_server_stopped_without_a_word_leaves_its_clients_reconnecting_until_it_is_back(
        tmp_path):
    server = on_disk(tmp_path)
    port = server.server.port
    clients, code = start_table(server.url, ["open", "open"])
    anna, bruno = clients
    for client in clients:
        client._client.delays = FAST
    seq = bruno.view.seq
    server.stop()
    for client in clients:
        statuses_until(client, "reconnecting")
    assert bruno.farewell is None and bruno.status == "reconnecting"
    again = HostedServer(ServerConfig(host="127.0.0.1", port=port, db=tmp_path / "hosted.db"),
                         edition())
    again.start()
    try:
        for client in clients:
            statuses_until(client, "online")
        deadline = time.monotonic() + WAIT
        while not (bruno.view.code == code and bruno.view.seat == 1 and bruno.view.state):
            assert time.monotonic() < deadline, "Bruno's seat did not come back"
            bruno.wait(0.05)
        assert bruno.view.seq == seq and anna.view.seat == 0
        seat = bruno.view.seat_info(1)
        assert seat["name"] == "Bruno" and not seat["away"]
    finally:
        close(clients)
        again.stop()


def test_the_hosting_window_leaving_tells_its_guests(tmp_path):
    link = host_table("Anna", ["open", "open"], 0, tmp_path / "hosted.db", edition(), None,
                      announce=False)
    bruno = NetClient(link.url, "Bruno", edition())
    try:
        bruno.start().result(WAIT)
        bruno.join(link.code).result(WAIT)
        link.close()
        notes = statuses_until(bruno, "closed")
        assert notes[-1].get("reason") == HOST_LEFT
        assert not link.hosted.loop.is_running()
    finally:
        bruno.close()
        link.close()
