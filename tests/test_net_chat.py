"""Chat at a table through a real server: a line reaches every player and spectator, is cleaned
of control characters, and an empty or over-long line is refused; the game never hears of it."""

from __future__ import annotations

import asyncio

import pytest

from game.net import protocol as P
from game.net.client import NetError
from tests.net_support import Probe, close_all, hosted, run, seat, until


def chats(client: Probe) -> list[dict]:
    return [m for m in client.messages if m["type"] == "chat"]


def test_a_line_reaches_every_player_and_spectator_at_the_table_only():
    with hosted() as server:
        async def talk() -> tuple[list[Probe], Probe, Probe]:
            clients, code = await seat(server.url, ["open", "open", "bot:random"], start=False)
            anna, bruno = clients
            changed = anna.changed
            watcher = Probe(server.url, "Eve", changed)
            await watcher.connect()
            await watcher.watch(code)
            elsewhere, _ = await seat(server.url, ["open", "open"], changed, start=False)
            reply = await bruno.request({"type": "chat", "text": "  hello\tthere\n\x07 "})
            assert reply["type"] == "ok"
            await until(changed, lambda: all(chats(c) for c in (anna, bruno, watcher)),
                        "everyone at the table heard the line")
            await watcher.request({"type": "chat", "text": "just watching"})
            await until(changed, lambda: len(chats(anna)) == 2, "the spectator's line")
            await elsewhere[0].request({"type": "ping"})  # anything for it came before this
            await close_all([*clients, watcher, *elsewhere])
            return clients, watcher, elsewhere[0]

        (anna, bruno), watcher, stranger = run(talk())
    expected = {"type": "chat", "seat": 1, "name": "Bruno", "text": "hello there"}
    for client in (anna, bruno, watcher):
        assert chats(client)[0] == expected
    assert chats(anna)[1] == {"type": "chat", "seat": None, "name": None,
                              "text": "just watching"}
    assert chats(stranger) == []
    assert anna.view.state is None  # still in the lobby: a chat is no move


@pytest.mark.parametrize("line", ["", "   \n\t ", "\x00\x01", "x" * (P.CHAT_MAX + 1),
                                  "y" * (P.CHAT_MAX * 2)])
def test_an_empty_or_over_long_line_is_refused_and_nobody_hears_it(line):
    with hosted() as server:
        async def refused() -> tuple[list[Probe], str]:
            clients, _ = await seat(server.url, ["open", "open"], start=False)
            anna, bruno = clients
            with pytest.raises(NetError) as problem:
                await anna.request({"type": "chat", "text": line})
            await bruno.request({"type": "ping"})
            await anna.request({"type": "chat", "text": "x" * P.CHAT_MAX})  # the longest allowed
            await until(anna.changed, lambda: len(chats(bruno)) == 1, "the allowed line")
            await close_all(clients)
            return clients, problem.value.code

        (anna, bruno), code = run(refused())
    assert code == "bad_field"
    assert [m["text"] for m in chats(bruno)] == ["x" * P.CHAT_MAX]
    assert anna.errors("bad_field") and anna.errors("bad_field")[0]["re"] == "chat"


def test_a_chat_needs_a_table():
    with hosted() as server:
        async def alone() -> str:
            client = Probe(server.url, "Anna", asyncio.Event())
            await client.connect()
            try:
                await client.request({"type": "chat", "text": "anyone?"})
            except NetError as problem:
                return problem.code
            finally:
                await client.close()
            return "accepted"

        assert run(alone()) == "not_seated"


def test_the_window_client_sends_a_line_and_hears_it_back():
    from game.net.threaded import NetClient
    from tests.net_support import edition

    with hosted() as server:
        net = NetClient(server.url, "Anna", edition())
        try:
            net.start().result(10)
            net.create(["open", "bot:random"]).result(10)
            assert net.chat("hi all").result(10)["type"] == "ok"
            heard = None
            for _ in range(50):
                message = net.wait(1.0)
                if message is not None and message["type"] == "chat":
                    heard = message
                    break
        finally:
            net.close()
    assert heard == {"type": "chat", "seat": 0, "name": "Anna", "text": "hi all"}


LINES = {
    "umlauts": "ü" * P.CHAT_MAX,
    "chinese": "你好世界" * (P.CHAT_MAX // 4),
    "arabic": "سلام" * (P.CHAT_MAX // 4),
    "persian": ("می\u200cخواهم" * P.CHAT_MAX)[:P.CHAT_MAX],  # with zero-width non-joiners
    "emoji": "🎲" * P.CHAT_MAX,  # outside the basic plane: two escapes each in old clients
}


@pytest.mark.parametrize("script", sorted(LINES))
def test_a_full_line_in_any_script_reaches_the_other_player_intact(script):
    line = LINES[script]
    assert len(line) == P.CHAT_MAX
    with hosted() as server:
        async def talk() -> tuple[Probe, dict]:
            clients, _ = await seat(server.url, ["open", "open"], start=False)
            anna, bruno = clients
            reply = await anna.request({"type": "chat", "text": line})
            await until(anna.changed, lambda: chats(bruno), "the line reached Bruno")
            await close_all(clients)
            return bruno, reply

        bruno, reply = run(talk())
    assert reply["type"] == "ok"
    assert chats(bruno)[0]["text"] == line


def test_a_line_escaped_as_ascii_by_another_client_counts_its_characters():
    """A client that writes "\\u00fc" for each "ü" (json.dumps's default) is not refused for
    the escapes: 200 characters are 200 characters."""
    import json

    line = LINES["emoji"]
    with hosted() as server:
        async def talk() -> dict:
            clients, _ = await seat(server.url, ["open", "open"], start=False)
            anna, bruno = clients
            await anna._ws.send(json.dumps({"type": "chat", "text": line, "id": 900}))
            await until(anna.changed, lambda: any(m.get("id") == 900 for m in anna.messages),
                        "the answer to the escaped line")
            await until(anna.changed, lambda: chats(bruno), "the line reached Bruno")
            await close_all(clients)
            return next(m for m in anna.messages if m.get("id") == 900)

        reply = run(talk())
    assert reply["type"] == "ok"


@pytest.mark.parametrize("line", ["ü" * (P.CHAT_MAX + 1), "中" * (P.CHAT_MAX * 3),
                                  "🎲" * (P.CHAT_MAX * 6)])
def test_an_over_long_line_in_any_script_is_refused_at_once_with_the_reason(line):
    with hosted() as server:
        async def refused() -> NetError:
            clients, _ = await seat(server.url, ["open", "open"], start=False)
            anna, _bruno = clients
            try:
                # a refusal without the request's id would end in the request's time-out
                # ("offline": no answer from the server)
                await anna.request({"type": "chat", "text": line}, timeout=60)
            except NetError as problem:
                return problem
            finally:
                await close_all(clients)
            raise AssertionError("the over-long line was accepted")

        problem = run(refused())
    assert problem.remote and problem.code in ("bad_field", "malformed")
    assert "characters" in str(problem)


def test_a_refusal_of_an_unreadable_message_still_names_its_request():
    assert P.request_tag('{"type":"chat","id":7,"text":"' + "x" * 9000 + '"}') == \
        {"id": 7, "type": "chat"}
    assert P.request_tag('{"type":"chat","text":"no id"}') is None
    with pytest.raises(P.ProtocolError) as refused:
        P.parse_message('{"type":"chat","id":8,"text":[[[[[["deep"]]]]]]}')
    assert refused.value.request == {"id": 8, "type": "chat"}


def test_a_message_with_a_lone_surrogate_is_still_sent_as_valid_text():
    text = P.encode({"type": "error", "re": "\ud800", "message": "ü"})
    text.encode("utf-8")
    assert P.encode({"type": "chat", "text": "ü中"}) == '{"type":"chat","text":"ü中"}'
