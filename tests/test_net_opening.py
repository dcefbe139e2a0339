"""Opening a connection through a proxy of several server processes: its 502/503/504 (no
process can take the connection this moment) is tried again while the time allows; any other
refusal is said at once."""

from __future__ import annotations

import asyncio
import http
import urllib.request

import pytest
from websockets.asyncio.server import serve
from websockets.exceptions import InvalidStatus

from game.net.failures import NetError
from game.net.opening import address, open_socket
from tests.net_support import Probe, hosted


async def _refusing(statuses: list[int], seen: list[str]):
    """A websocket server on a free port that answers the first requests with `statuses` (in
    turn), then accepts; `seen` gets every request's path."""
    async def gate(connection, request):
        seen.append(request.path)
        if len(seen) <= len(statuses):
            return connection.respond(http.HTTPStatus(statuses[len(seen) - 1]), "not now\n")
        return None

    async def echo(ws):
        async for message in ws:
            await ws.send(message)

    return await serve(echo, "127.0.0.1", 0, process_request=gate)


def _url(server) -> str:
    return f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}"


def test_a_busy_proxy_is_tried_again_until_a_process_takes_the_connection():
    async def go():
        seen: list[str] = []
        async with await _refusing([503, 502, 504], seen) as server:
            ws = await open_socket(_url(server), "ABC123", None, 10.0)
            await ws.send("hello")
            echoed = await ws.recv()
            await ws.close()
        return seen, echoed

    seen, echoed = asyncio.run(go())
    assert echoed == "hello" and len(seen) == 4
    assert all(path == "/?table=ABC123" for path in seen)


@pytest.mark.parametrize("status", [403, 404, 500])
def test_another_refusal_is_said_at_once(status):
    async def go():
        seen: list[str] = []
        async with await _refusing([status], seen) as server:
            with pytest.raises(InvalidStatus) as refused:
                await open_socket(_url(server), None, None, 10.0)
        return seen, refused.value.response.status_code

    seen, code = asyncio.run(go())
    assert code == status and seen == ["/"]


def test_a_proxy_busy_past_the_time_allowed_is_said():
    async def go():
        seen: list[str] = []
        async with await _refusing([503] * 10, seen) as server:
            with pytest.raises(InvalidStatus) as refused:
                await open_socket(_url(server), None, None, 1.0)
        return seen, refused.value.response.status_code

    seen, code = asyncio.run(go())
    assert code == 503 and 1 <= len(seen) <= 3  # pauses of 0.25 and 0.5 fit in a second, no more


def test_the_address_names_the_table():
    assert address("ws://h:1", None) == "ws://h:1"
    assert address("ws://h:1", "C0DE42") == "ws://h:1?table=C0DE42"
    assert address("ws://h:1/?x=1", "C0DE42") == "ws://h:1/?x=1&table=C0DE42"


def test_a_process_behind_a_proxy_answers_only_the_proxy_and_says_why_in_words():
    with hosted(proxies=("192.0.2.7",)) as elsewhere, hosted(proxies=("127.0.0.1",)) as proxied:
        async def go():
            stranger = Probe(elsewhere.url, "Anna", asyncio.Event(), reconnect=False)
            with pytest.raises(NetError) as refused:
                await stranger.connect()
            through = Probe(proxied.url, "Anna", asyncio.Event(), reconnect=False)
            welcome = await through.connect()
            await through.close()
            return str(refused.value), welcome

        refused, welcome = asyncio.run(go())
        assert "connect through the server's proxy (HTTP 403)" in refused
        assert welcome["type"] == "welcome"
        with urllib.request.urlopen(elsewhere.url.replace("ws:", "http:") + "/health") as up:
            assert up.read() == b"ok\n"  # the proxy's check is answered from anywhere
