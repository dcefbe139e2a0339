"""The console tools, the window's threaded client, TLS, the server command and LAN discovery."""

from __future__ import annotations

import asyncio
import logging
import random
import re
import shutil
import socket
import ssl
import struct
import subprocess

import pytest

from game import cli
from game import server as server_command
from game.net.discovery import Advertiser, discover
from game.net.threaded import NetClient
from tests.net_support import close_all, edition, hosted, play, run, seat


def test_netplay_plays_whole_games_and_says_so(capsys, monkeypatch):
    monkeypatch.setattr(cli, "load_edition", edition)  # the edition the hosted server plays
    with hosted() as server:
        status = cli.main(["netplay", "--server", server.url, "--players", "3", "--games", "2",
                           "--seed", "4"])
    line = capsys.readouterr().out.strip()
    assert status == 0, line
    match = re.fullmatch(r"netplay games=2 moves=(\d+) median_ms=[\d.]+ p99_ms=[\d.]+", line)
    assert match and int(match.group(1)) > 200


def test_netplay_fails_without_a_server(capsys):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]  # nothing listens there
    assert cli.main(["netplay", "--server", f"ws://127.0.0.1:{port}", "--games", "1"]) == 1
    problems = [line for line in capsys.readouterr().out.splitlines()
                if line.startswith("problem:")]
    assert problems and "connection refused" in problems[0], problems
    assert "Error" not in problems[0]


def test_netplay_says_in_words_that_a_killed_server_stopped_the_game(tmp_path, monkeypatch):
    """A server killed mid-game was once `problem: TimeoutError: ` after a minute's wait: each
    player now says at once that the connection was cut."""
    from game.edition_loader import DATA_ENV
    from game.net import netplay as N
    from game.net.client import TableClient
    from game.net.spawn import ServerProcess
    from tests.net_support import until
    from tests.scenario import EDITION_DIR

    monkeypatch.setenv(DATA_ENV, str(EDITION_DIR))  # the server plays the tests' edition
    monkeypatch.setattr(N, "WAIT", 30.0)  # the old behaviour would fail here, not hang
    server = ServerProcess(tmp_path / "tables.db")
    try:
        async def killed() -> N.TableRun:
            changed = asyncio.Event()
            clients = [TableClient(server.url, name, edition(), reconnect=False,
                                   on_message=lambda _: changed.set())
                       for name in ("Anna", "Bruno")]
            for client in clients:
                await client.connect()
            code = (await clients[0].create(["open", "open"]))["code"]
            await clients[1].join(code)
            for client in clients:
                await client.send({"type": "ready", "ready": True})
            result = N.TableRun(players=2)
            players = asyncio.gather(*(N.random_player(c, random.Random(i), result, i == 0)
                                       for i, c in enumerate(clients)))
            await until(changed, lambda: result.moves >= 6, "a few moves")
            await asyncio.to_thread(server.kill)
            await players
            await close_all(clients)
            return result

        result = run(killed())
    finally:
        server.kill()
    assert len(result.problems) == 2, result.problems
    for problem in result.problems:
        assert "the game did not end" in problem and "the connection was cut" in problem, \
            problem
        assert "Error" not in problem


def test_failures_are_said_in_words_never_an_empty_text():
    import errno

    from websockets.exceptions import ConnectionClosedError
    from websockets.frames import Close

    from game.net.client import describe

    assert describe(TimeoutError(), "the server's welcome") == \
        "timed out while waiting for the server's welcome"
    assert "connection refused" in describe(ConnectionRefusedError(errno.ECONNREFUSED, "x"))
    assert "cut" in describe(ConnectionClosedError(None, None))
    assert "code 1001: going away" in describe(ConnectionClosedError(Close(1001, "going away"),
                                                                     None))
    assert describe(socket.gaierror(-2, "Name or service not known")) == \
        "the address's name is not known (Name or service not known)"
    assert describe(RuntimeError()) == "an unexpected RuntimeError"
    for problem in (TimeoutError(), OSError(), ValueError(), KeyError()):
        assert describe(problem).strip()


def test_bench_net_runs_tables_on_a_server_process_of_its_own(capsys):
    assert cli.main(["bench", "--net", "--tables", "3", "--seed", "2", "--think-ms", "0"]) == 0
    line = capsys.readouterr().out.strip()
    assert re.match(r"net tables=3 moves_per_s=\d+ p99_ms=[\d.]+ server_rss_mb=[\d.]+ ", line)


def test_the_window_client_never_blocks_and_hears_every_change():
    with hosted() as server:
        net = NetClient(server.url, "Anna", edition())
        assert net.poll() == []  # nothing yet, and no waiting for it
        net.start().result(10)
        net.join("ZZZZZZ")
        error = _wait_for(net, lambda m: m["type"] == "error")
        assert error["code"] == "no_table" and error["re"] == "join"
        code = net.create(["open", "bot:random"]).result(10)["code"]
        net.ready().result(10)
        net.start_game().result(10)
        _wait_for(net, lambda m: net.view.my_turn)
        seq = net.view.seq
        net.move(net.view.options()[0])
        _wait_for(net, lambda m: m["type"] == "moved" and m["seq"] == seq + 1)
        assert net.view.code == code and net.view.last_move[0] == net.view.seat
        assert net.status == "online"
        net.close()
        assert net.status == "closed"


def _wait_for(net: NetClient, condition) -> dict:
    for _ in range(400):
        message = net.wait(0.05)
        if message is not None and condition(message):
            return message
    raise AssertionError("the window client heard nothing of it")


def _certificate(folder) -> tuple:
    if shutil.which("openssl") is None:
        pytest.skip("openssl is not installed")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True)
    return cert, key


def test_a_server_started_with_a_certificate_speaks_only_wss(tmp_path):
    cert, key = _certificate(tmp_path)
    with hosted(ssl=server_command.tls_context(cert, key)) as server:
        assert server.url.startswith("wss://")
        trust = ssl.create_default_context(cafile=str(cert))

        async def game() -> None:
            clients, _ = await seat(server.url, ["open", "open"], ssl=trust)
            await play(clients, __import__("random").Random(8),
                       stop=lambda: clients[0].view.seq > 10)
            await close_all(clients)
            plain = server.url.replace("wss://", "ws://")
            from game.net.client import NetError, TableClient

            with pytest.raises(NetError):
                await TableClient(plain, "Eve", edition(), reconnect=False).connect(5)

        run(game())


def test_the_server_command_refuses_a_half_tls_setup_and_a_foreign_database(tmp_path, capsys):
    assert server_command.main(["--cert", str(tmp_path / "c.pem")]) == 2
    foreign = tmp_path / "notes.db"
    foreign.write_bytes(b"these are not the tables you are looking for" * 100)
    assert server_command.main(["--db", str(foreign), "--port", "0", "--no-lan"]) == 2
    assert "not a Monasterium server database" in capsys.readouterr().err


def _multicast_on_loopback() -> bool:
    """Whether a multicast datagram sent on 127.0.0.1 comes back (sandboxes often drop it)."""
    group = "224.0.0.251"
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as listen, \
                socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as send:
            listen.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            listen.bind(("", 0))
            port = listen.getsockname()[1]
            membership = struct.pack("4s4s", socket.inet_aton(group),
                                     socket.inet_aton("127.0.0.1"))
            listen.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP, membership)
            listen.settimeout(2)
            send.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF,
                            socket.inet_aton("127.0.0.1"))
            send.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
            send.sendto(b"probe", (group, port))
            return listen.recv(16) == b"probe"
    except OSError:
        return False


def test_a_server_on_the_local_network_is_found_by_its_announcement():
    pytest.importorskip("zeroconf")
    if not _multicast_on_loopback():
        pytest.skip("multicast is not available here")
    with hosted() as server:
        advertiser = Advertiser("127.0.0.1", ["127.0.0.1"])
        assert server.run(advertiser.start(server.server.port))
        try:
            found = [f for f in discover(5.0, ["127.0.0.1"], enough=1)
                     if f.port == server.server.port]
        finally:
            server.run(advertiser.close())
    assert found and found[0].url == server.url


@pytest.mark.parametrize("host", ["127.0.0.1", "127.0.0.2", "::1", "localhost"])
def test_a_server_bound_to_loopback_is_not_announced(host, monkeypatch, caplog):
    zeroconf = pytest.importorskip("zeroconf.asyncio")
    made = []
    monkeypatch.setattr(zeroconf, "AsyncZeroconf", lambda **kw: made.append(kw))
    caplog.set_level(logging.INFO)
    assert asyncio.run(Advertiser(host).start(1)) is False
    assert made == [] and "this computer's own" in caplog.text  # multicast never opened


def test_an_announcement_that_cannot_bind_is_no_crash(caplog):
    pytest.importorskip("zeroconf")

    async def announce() -> bool:
        return await Advertiser("127.0.0.1", ["192.0.2.1"]).start(1)  # not this machine's

    assert asyncio.run(announce()) is False
    assert "not announced on the local network" in caplog.text
