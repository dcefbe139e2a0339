"""Identities at the server: a player registers a display name for their player key, proves
the key on each new connection, renames; anyone reads the leaderboard and a profile.

A proof is the key's signature of the connection's nonce (game/net/signing.py), which is
renewed after every proof: a registration or an identification seen on the network cannot be
played again. The server keeps the public key alone."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any

from . import profiles, signing
from . import protocol as P
from .players import Player
from .protocol import ProtocolError
from .refusals import TableError

if TYPE_CHECKING:
    from .rooms import Conn
    from .server import NetServer

Request = dict[str, Any]


def player_info(player: Player) -> dict[str, Any]:
    """A player as every list shows them: name, rating and its uncertainty, games."""
    return {"name": player.name, "rating": player.skill.shown, "sigma": player.skill.spread,
            "games": player.games, "computer": player.computer}


def _proved(conn: Conn, req: Request, kind: str, name: str = "") -> None:
    """The request's signature is the key's, of this connection's nonce; the nonce is
    renewed either way, so one signature serves once."""
    nonce, conn.nonce = conn.nonce, secrets.token_urlsafe(16)
    if not signing.verify(req["public"], req["signature"], signing.proof(kind, nonce, name)):
        raise TableError("bad_proof", "the signature does not prove this player key: ask for "
                                      "a new nonce (connect again) and sign it")


def _identified(s: NetServer, conn: Conn, req: Request, player: Player) -> None:
    conn.player = player.id
    s.reply(conn, P.answer({"type": "identified", **player_info(player),
                            "nonce": conn.nonce}, req))


def register(s: NetServer, conn: Conn, req: Request) -> None:
    _proved(conn, req, "register", req["name"])
    _identified(s, conn, req, s.store.players.register(req["name"], req["public"]))


def identify(s: NetServer, conn: Conn, req: Request) -> None:
    _proved(conn, req, "identify")
    player = s.store.players.by_public(req["public"])
    if player is None:  # the nonce to sign a registration with comes with the refusal
        s.reply(conn, {**P.error("unknown_identity", "this player key has no name on this "
                                 "server: register one first", req), "nonce": conn.nonce})
        return
    _identified(s, conn, req, player)


def rename(s: NetServer, conn: Conn, req: Request) -> None:
    _identified(s, conn, req, s.store.players.rename(needs_identity(conn), req["name"]))


def needs_identity(conn: Conn) -> int:
    if conn.player is None:
        raise ProtocolError("no_identity", "prove your identity first (register or identify)")
    return conn.player


def ratings(s: NetServer, conn: Conn, req: Request) -> None:
    offset = req.get("offset", 0)
    top = s.store.players.top(req.get("top", 20), offset)
    rows = [{"rank": offset + i + 1, **player_info(p)} for i, p in enumerate(top)]
    s.reply(conn, P.answer({"type": "ratings", "players": rows}, req))


def profile(s: NetServer, conn: Conn, req: Request) -> None:
    player = s.store.players.by_name(req["name"])
    if player is None:
        raise TableError("no_player", f"nobody is called {req['name']!r} on this server")
    s.reply(conn, P.answer({"type": "profile", **player_info(player),
                            **profiles.profile(s.store.db, player.id)}, req))
