"""Identities on a real server (R-RATE-1): a name registered with a player key, proved by a
signature of the connection's nonce; forged, replayed and duplicate claims refused in words."""

from __future__ import annotations

import asyncio
import os
import stat

import pytest
from websockets.asyncio.client import connect

from game.net import protocol as P
from game.net.client import NetError
from game.net.identity import Identity, IdentityError, import_identity
from tests.net_support import Probe, close_all, hosted, run


def key(tmp_path, name: str) -> Identity:
    made = Identity.load(tmp_path / f"{name}.json")
    assert made is not None
    return made


async def raw_hello(url: str):
    ws = await connect(url)
    await ws.send(P.encode({"type": "hello", "protocol": P.PROTOCOL}))
    welcome = P.parse_reply(await ws.recv())
    return ws, welcome


async def ask(ws, message: dict) -> dict:
    await ws.send(P.encode(message))
    return P.parse_reply(await ws.recv())


def test_the_key_file_is_private_and_moves_to_another_computer(tmp_path):
    made = key(tmp_path, "me")
    path = tmp_path / "me.json"
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert Identity.load(path).public == made.public  # read back, not made anew
    other = tmp_path / "other" / "identity.json"
    exported = tmp_path / "export.json"
    made.write(exported)
    assert import_identity(exported, other).public == made.public
    assert stat.S_IMODE(os.stat(other).st_mode) == 0o600
    (tmp_path / "bad.json").write_text('{"kind": "monasterium-identity", "private": "xx"}')
    with pytest.raises(IdentityError, match="not a Monasterium identity"):
        Identity.read(tmp_path / "bad.json")
    (tmp_path / "worse.json").write_text("{not json")
    with pytest.raises(IdentityError):
        Identity.read(tmp_path / "worse.json")


def test_a_new_key_registers_its_name_and_is_known_on_the_next_connection(tmp_path):
    me = key(tmp_path, "anna")
    with hosted() as server:
        async def go():
            changed = asyncio.Event()
            first = Probe(server.url, "Anna", changed, identity=me)
            await first.connect()
            again = Probe(server.url, "Someone else", changed, identity=me)
            await again.connect()  # identified by the key: the name stays Anna
            board = await again.request({"type": "ratings"})
            mine = await again.request({"type": "rename", "name": "Anna Maria"})
            await close_all([first, again])
            return first.me, again.me, board, mine

        first, again, board, renamed = run(go())
    assert first["name"] == again["name"] == "Anna"
    assert (first["rating"], first["sigma"], first["games"]) == (1500, 500, 0)  # R-RATE-5
    assert board["players"] == []  # nobody has played a rated game yet
    assert renamed["name"] == "Anna Maria"


@pytest.mark.parametrize("taken", ["anna", " ANNA ", "Ａnna"])
def test_a_name_is_one_players_however_it_is_written(tmp_path, taken):
    with hosted() as server:
        async def go():
            changed = asyncio.Event()
            anna = Probe(server.url, "Anna", changed, identity=key(tmp_path, "a"))
            await anna.connect()
            other = Probe(server.url, taken, changed, identity=key(tmp_path, "b"))
            await other.connect()  # casual play goes on without the identity
            with pytest.raises(NetError) as rated:
                await other.create(["open", "open"], rated=True)
            casual = await other.create(["open", "open"])
            await close_all([anna, other])
            return other, rated.value, casual

        other, rated, casual = run(go())
    assert other.me is None and other.unproved is not None
    assert other.unproved.code == "name_taken" and "taken" in str(other.unproved)
    assert rated.code == "no_identity" and "is taken on this server" in str(rated)
    assert casual["seat"] == 0


def test_the_computers_names_are_reserved(tmp_path):
    with hosted() as server:
        async def go():
            thief = Probe(server.url, "Computer-Hard", asyncio.Event(),
                          identity=key(tmp_path, "t"))
            await thief.connect()
            await thief.close()
            return thief.unproved

        assert run(go()).code == "name_reserved"


def test_a_forged_or_replayed_proof_is_refused_and_proves_nothing(tmp_path):
    anna, eve = key(tmp_path, "anna"), key(tmp_path, "eve")
    with hosted() as server:
        async def go():
            ws, welcome = await raw_hello(server.url)
            signed = {"type": "register", "name": "Anna", "public": anna.public,
                      "signature": anna.sign("register", welcome["nonce"], "Anna")}
            first = await ask(ws, signed)
            replayed = await ask(ws, {**signed, "type": "register"})  # the same, again
            await ws.close()
            ws, welcome = await raw_hello(server.url)
            elsewhere = await ask(ws, signed)  # seen on the network, sent from another link
            forged = await ask(ws, {"type": "identify", "public": anna.public,
                                    "signature": eve.sign("identify", welcome["nonce"])})
            other_nonce = await ask(ws, {"type": "identify", "public": anna.public,
                                         "signature": anna.sign("identify", "not-the-nonce")})
            create = await ask(ws, {"type": "create", "name": "Anna", "seats": ["open", "open"],
                                    "rated": True})
            await ws.close()
            return first, replayed, elsewhere, forged, other_nonce, create

        first, replayed, elsewhere, forged, other_nonce, create = run(go())
    assert first["type"] == "identified" and first["name"] == "Anna"
    for refused in (replayed, elsewhere, forged, other_nonce):
        assert refused["type"] == "error" and refused["code"] == "bad_proof", refused
        assert "signature" in refused["message"]
    assert create["code"] == "no_identity"  # none of the refused proofs identified anyone


def test_a_registered_key_cannot_take_a_second_name(tmp_path):
    anna = key(tmp_path, "anna")
    with hosted() as server:
        async def go():
            first = Probe(server.url, "Anna", asyncio.Event(), identity=anna)
            await first.connect()
            ws, welcome = await raw_hello(server.url)
            second = await ask(ws, {"type": "register", "name": "Annabel", "public": anna.public,
                                    "signature": anna.sign("register", welcome["nonce"],
                                                           "Annabel")})
            unknown = await ask(ws, {"type": "profile", "name": "Nobody"})
            await ws.close()
            await first.close()
            return second, unknown

        second, unknown = run(go())
    assert second["code"] == "registered"
    assert unknown["code"] == "no_player" and "Nobody" in unknown["message"]
