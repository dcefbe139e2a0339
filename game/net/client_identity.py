"""A client proving its identity on a new connection (game/net/accounts.py is the server's
side): it signs the nonce of the server's welcome; the first time at a server it registers its
display name with the key instead."""

from __future__ import annotations

import asyncio
from typing import Any

from . import protocol as P
from .identity import Identity

UNKNOWN = "unknown_identity"


class ProofRefused(Exception):
    """The server refused the identity (`code`, and its words)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


async def prove(ws: Any, identity: Identity, name: str, welcome: dict[str, Any],
                timeout: float) -> dict[str, Any]:
    """Identify on the connection `ws` (registering `name` if the key has none there yet):
    the server's "identified" answer (name, rating, sigma, games)."""
    nonce = welcome.get("nonce")
    if not isinstance(nonce, str):
        raise ProofRefused("protocol", "this server keeps no identities")
    reply = await _ask(ws, {"type": "identify", "public": identity.public,
                            "signature": identity.sign("identify", nonce)}, timeout)
    if reply.get("code") == UNKNOWN and isinstance(reply.get("nonce"), str):
        reply = await _ask(ws, {"type": "register", "name": name, "public": identity.public,
                                "signature": identity.sign("register", reply["nonce"], name)},
                           timeout)
    if reply.get("type") != "identified":
        raise ProofRefused(str(reply.get("code", "protocol")), str(reply.get("message")))
    return reply


async def _ask(ws: Any, message: dict[str, Any], timeout: float) -> dict[str, Any]:
    await ws.send(P.encode(message))
    return P.parse_reply(await asyncio.wait_for(ws.recv(), timeout))
