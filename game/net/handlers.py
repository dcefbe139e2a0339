"""What the server does with each type of request (the protocol's list is in protocol.py).

A handler either changes a table, stores it and tells the room, or raises ProtocolError or
TableError (answered with an error; nothing changed).
"""

from __future__ import annotations

import asyncio
import math
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import accounts, catchup, chapters, fairdice, rated, timeouts, yours
from . import protocol as P
from .modes import checked_rules, first_player
from .protocol import ProtocolError
from .table import ServerTable, TableError, digest

if TYPE_CHECKING:
    from .rooms import Conn, Room
    from .server import NetServer

Request = dict[str, Any]


def hello(s: NetServer, conn: Conn, req: Request) -> None:
    if conn.hello:
        raise ProtocolError("bad_state", "hello was already said")
    if req["protocol"] != P.PROTOCOL:
        s.reply(conn, P.error("protocol", f"this server speaks protocol {P.PROTOCOL}", req))
        conn.closing = "protocol version"
        return
    conn.hello = True
    welcome = {"type": "welcome", "protocol": P.PROTOCOL, "server": "monasterium",
               "edition": s.edition_id, "nonce": conn.nonce}
    if s.owners.shared:  # one of several processes: name the table when connecting for it
        welcome["routed"] = True
    s.reply(conn, P.answer(welcome, req))


def create(s: NetServer, conn: Conn, req: Request) -> None:
    _not_at_a_table(conn)
    sits = "open" in req["seats"]
    if not sits and not req.get("rated"):
        raise TableError("bad_field", "a table needs a seat for its creator")
    address = conn.address
    rules = checked_rules(s.edition, len(req["seats"]), req.get("coop", ""), req.get("chapter"))
    if "chapter" in rules:
        rules.update(first_player(req.get("first"), len(req["seats"])))
    identities = rated.seats_for(s, conn, req["seats"], rules) if req.get("rated") else None
    s.quota.check(address)
    _key_cap(s, req.get("key") if sits else None)
    table, credential = ServerTable.create(s.store, s.edition, req["name"], req["seats"],
                                           req.get("listed", False), req.get("commit"), rules,
                                           req.get("speed", "untimed"),
                                           req.get("key") if sits else None, sits)
    s.quota.note(address, table.code)
    if identities is not None:
        s.store.players.make_rated(table.code, identities)
        table.rated = identities
    room = s.new_room(table, req.get("think_ms") if not sits else None)
    if not sits:  # computers alone: the creator watches the game, which starts at once
        room.watch(conn)
        catchup.welcome(s, conn, room, req, {"type": "watching", "code": table.code})
        fairdice.start(s, room, table.record.creator)
        return
    room.sit(conn, table.record.creator)
    catchup.welcome(s, conn, room, req, {"type": "joined", "code": table.code,
                                "seat": table.record.creator, "credential": credential})


def join(s: NetServer, conn: Conn, req: Request) -> None:
    _not_at_a_table(conn)
    room = _find(s, req["code"])
    key = req.get("key")
    if key is not None and room.table.status == "lobby" and req.get("credential") is None:
        _key_cap(s, key)
    seat, credential = room.table.join(req.get("name"), req.get("credential"),
                                       req.get("commit"), key, conn.player)
    old = room.sit(conn, seat)
    if old is not None:  # the same player again (a new connection after a drop)
        s.reply(old, P.error("replaced", "this seat was joined from another connection"))
        asyncio.get_running_loop().create_task(old.ws.close(1000, "replaced"))
    reply: dict[str, Any] = {"type": "joined", "code": room.table.code, "seat": seat}
    if credential is not None:
        reply["credential"] = credential
    catchup.welcome(s, conn, room, req, reply)


def watch(s: NetServer, conn: Conn, req: Request) -> None:
    _not_at_a_table(conn)
    room = _find(s, req["code"])
    most = s.config.spectators_per_table
    if most and len(room.watchers) >= most:
        raise TableError("full", f"this table already has {most} spectators")
    room.watch(conn)
    catchup.welcome(s, conn, room, req, {"type": "watching", "code": room.table.code})


def colour(s: NetServer, conn: Conn, req: Request) -> None:
    room, seat = s.seated(conn)
    room.table.colour(seat, req["colour"])
    s.send_table(room)
    _ok(s, conn, req)


def ready(s: NetServer, conn: Conn, req: Request) -> None:
    room, seat = s.seated(conn)
    room.table.ready(seat, req["ready"])
    s.send_table(room)
    _ok(s, conn, req)


def start(s: NetServer, conn: Conn, req: Request) -> None:
    room, seat = s.seated(conn)
    fairdice.start(s, room, seat)
    _ok(s, conn, req)


def move(s: NetServer, conn: Conn, req: Request) -> None:
    room, seat = s.seated(conn)
    s.played(room, seat, req["move"], req["seq"])
    conn.refund()


def undo(s: NetServer, conn: Conn, req: Request) -> None:
    room, seat = s.seated(conn)
    undone = room.table.undo(seat, req["seq"])
    room.bots.cancel()
    s.send_room(room, catchup.state_message(room, "undo", player=seat, undone=undone))
    _ok(s, conn, req)
    s.bots(room)


def hand(s: NetServer, conn: Conn, req: Request) -> None:
    room, seat = s.seated(conn)
    room.table.hand(seat, req["seat"], req["to"])
    if req["to"] == "player":
        s.send_room(room, {"type": "seat_back", "seat": req["seat"],
                           "name": room.table.seat(req["seat"]).name})
    s.send_table(room)
    fairdice.handed(s, room)
    _ok(s, conn, req)
    s.bots(room)


def sync(s: NetServer, conn: Conn, req: Request) -> None:
    room = s.rooms.get(conn.code) if conn.code is not None else None
    if room is None:
        raise ProtocolError("not_seated", "join or watch a table first")
    s.reply(conn, P.answer({"type": "table", "table": room.table.info()}, req))
    if room.table.game is not None:
        s.reply(conn, P.answer(catchup.state_message(room, "sync"), req))
        if room.table.game.over:
            s.reply(conn, catchup.over_message(room))


def leave(s: NetServer, conn: Conn, req: Request) -> None:
    room = s.rooms.get(conn.code) if conn.code is not None else None
    if room is None:
        raise ProtocolError("not_seated", "you are at no table")
    seat = conn.seat
    room.remove(conn)
    conn.code, conn.seat = None, None
    deleted = seat is not None and room.table.leave(seat)
    s.reply(conn, P.answer({"type": "left", "code": room.table.code}, req))
    if deleted:
        s.close_room(room, "every player left the table")
    else:
        s.send_table(room)
        s.evict(room)


def listing(s: NetServer, conn: Conn, req: Request) -> None:
    """The listed lobbies, read from the store: one held by another server process is read
    here without taking it."""
    tables = []
    for code in s.store.listed_lobbies():
        room = s.rooms.get(code)
        record = None if room is not None else s.store.load(code, moves=False)
        if room is not None:
            tables.append(room.table.info())
        elif record is not None and record.status == "lobby":
            tables.append(ServerTable(s.store, s.edition, record).info())
    s.reply(conn, P.answer({"type": "tables", "tables": tables}, req))


def stats(s: NetServer, conn: Conn, req: Request) -> None:
    s.reply(conn, P.answer({"type": "stats", "tables": len(s.rooms),
                            "connections": len(s.conns), "rss_mb": rss_mb(),
                            "cpu_s": round(time.process_time(), 3),
                            "busiest_ms": round(s.busiest_ms, 1)}, req))


def rss_mb() -> float:
    """The process's peak resident memory in megabytes (0 where the system does not say)."""
    try:
        import resource
    except ImportError:
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024, 1)


def ping(s: NetServer, conn: Conn, req: Request) -> None:
    s.reply(conn, P.answer({"type": "pong"}, req))


def chat(s: NetServer, conn: Conn, req: Request) -> None:
    """A line for everyone at the table, players and spectators; the game never hears of it."""
    room = s.rooms.get(conn.code) if conn.code is not None else None
    if room is None:
        raise ProtocolError("not_seated", "join or watch a table first")
    line = P.chat_line(req["text"])
    wait = conn.chat.take()
    if wait > 0:
        raise TableError("chat_rate", f"{s.config.chat_per_minute} chat lines a minute at "
                                      f"most: wait {math.ceil(wait)} seconds")
    name = room.table.seat(conn.seat).name if conn.seat is not None else None
    s.push(room.hearing(conn), P.encode({"type": "chat", "seat": conn.seat, "name": name,
                                         "text": line}))
    _ok(s, conn, req)


def mute(s: NetServer, conn: Conn, req: Request) -> None:
    """A player stops (or starts again) hearing the spectators' chat at their table."""
    room, seat = s.seated(conn)
    if req["spectators"]:
        room.muted.add(seat)
    else:
        room.muted.discard(seat)
    _ok(s, conn, req)


def _ok(s: NetServer, conn: Conn, req: Request) -> None:
    """Done: sent after what everyone hears, so the requester's view already shows it."""
    s.reply(conn, P.answer({"type": "ok"}, req))


def mine(s: NetServer, conn: Conn, req: Request) -> None:
    """The tables where these credentials hold a seat, as "Your games" lists them: read from
    the store, no game replayed. A credential holds nothing for anyone but its owner."""
    tables = [yours.summary_info(found, s.store.time)
              for found in s.store.mine([digest(k) for k in req["keys"]])]
    s.reply(conn, P.answer({"type": "mine", "tables": tables}, req))


def _key_cap(s: NetServer, key: str | None) -> None:
    """A player key may hold seats at `tables_per_key` unfinished tables at most."""
    most = s.config.tables_per_key
    if key is not None and most and s.store.unfinished_with(digest(key)) >= most:
        raise TableError("quota", f"you have {most} unfinished tables on this server: finish "
                                  f"or leave one before you sit at another")


def _not_at_a_table(conn: Conn) -> None:
    if conn.code is not None:
        raise ProtocolError("bad_state", "leave this table first")


def _find(s: NetServer, code: str) -> Room:
    room = s.room(code)
    if room is None:
        raise TableError("no_table", "no table has that code")
    return room


HANDLERS: dict[str, Callable[[NetServer, Conn, Request], None]] = {
    "hello": hello, "create": create, "join": join, "watch": watch, "colour": colour,
    "ready": ready, "start": start, "move": move, "undo": undo, "hand": hand, "sync": sync,
    "leave": leave, "list": listing, "stats": stats, "ping": ping,
    "chat": chat, "mute": mute, "reveal": fairdice.reveal, "commit": fairdice.commit,
    "next": chapters.handle, "between": chapters.between, "crest": chapters.crest,
    "overdue": timeouts.overdue, "mine": mine, "register": accounts.register,
    "identify": accounts.identify, "rename": accounts.rename, "ratings": accounts.ratings,
    "profile": accounts.profile,
}
assert set(HANDLERS) == set(P.SCHEMAS)
