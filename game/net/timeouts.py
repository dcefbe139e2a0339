"""Clocks on the server's side (RULES 12.9): every second (or whenever a test moves its driven
clock) the tables whose clock ran out are found in the store — a turn-based table waiting for
days is not kept in memory — read back, and their seats out of time handled (timing.py); the
players are told in the log's words and the bots play on.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING, Any

from . import fairdice, timing
from . import protocol as P
from .reveals import TableError

if TYPE_CHECKING:
    from .rooms import Conn, Room
    from .server import NetServer

log = logging.getLogger("game.net")
TICK = 1.0  # real seconds between looks at the clocks
SAVE_EVERY = 5  # ticks between writing the server's time down


async def keep_time(s: NetServer) -> None:
    """Look at the clocks every TICK; write the server's time down now and then, so a server
    that is killed goes on close to where it was."""
    ticks = 0
    while True:
        await asyncio.sleep(TICK)
        check(s)
        ticks += 1
        if ticks % SAVE_EVERY == 0:
            s.store.save_time(s.store.time.now())


def check(s: NetServer) -> None:
    """Every seat whose clock has run out, handled."""
    now = s.store.time.now()
    for code in s.store.due(now):
        try:
            room = s.room(code)
        except TableError:
            continue  # a table that cannot be read back: logged there
        if room is None or room.table.status != "playing":
            continue
        late = room.table.clocks.expired(now)
        for seat in late:
            with contextlib.suppress(TableError):
                out_of_time(s, room, seat)
        if not late:  # the stored deadline was not the table's: store the right one
            timing.retime(room.table)
        s.evict(room)


def out_of_time(s: NetServer, room: Room, seat: int) -> None:
    table = room.table
    then = timing.run_out(table, seat)
    name = table.seat(seat).name
    log.info("table %s: seat %d ran out of time (%s)", table.code, seat + 1, then)
    s.send_room(room, {"type": "timeout", "seat": seat, "name": name,
                       "outs": table.clocks.outs[seat], "then": then})
    _after(s, room)


def overdue(s: NetServer, conn: Conn, req: dict[str, Any]) -> None:
    """Another player chooses for a seat out of time at a turn-based table."""
    room, by = s.seated(conn)
    seat, choice = req["seat"], req["choice"]
    timing.choose(room.table, by, seat, choice)
    s.send_room(room, {"type": "overdue", "seat": seat, "choice": choice, "by": by,
                       "name": room.table.seat(seat).name})
    _after(s, room)
    s.reply(conn, P.answer({"type": "ok"}, req))


def _after(s: NetServer, room: Room) -> None:
    """The table told again (seats and clocks), a roll that waited for that seat goes on,
    the bots play if it is their turn."""
    s.send_table(room)
    fairdice.handed(s, room)
    s.bots(room)
