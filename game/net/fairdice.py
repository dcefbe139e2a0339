"""Fair dice at a hosted table, the server's side: a start or a move that rolls waits until
every seated player has revealed the next link of the chain they committed to, and is played
then, the links stirred into the dice (game/rules/mix.py; one table's bookkeeping in
reveals.py). Whoever runs the server, their own database and messages included, cannot know
a roll before the others' links are in, and nobody can choose a link once the others are seen.

A player's client answers a "roll" request by itself (game/net/client.py), so a roll costs one
round trip to the slowest seated player. A seat handed to a computer, and a computer's own
seat, contributes through the server: nothing is waited for it. Nobody can freeze a table by
keeping their link: after the server's deadline the roll goes on without it, every seat is
told ("late") and that seat counts as away, so the creator can hand it to a computer. A roll
that went on without a player's link is in the record for all to see (record.verify).
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

from game.rules import events as E
from game.rules.mix import seed_commitment

from . import catchup, rated, timing
from . import protocol as P
from .reveals import TableError, Waiting

if TYPE_CHECKING:
    from .rooms import Conn, Room
    from .server import NetServer

Request = dict[str, Any]
log = logging.getLogger("game.net")


def play(s: NetServer, room: Room, seat: int, text: str, seq: int, by_bot: bool = False) -> None:
    """Play a move (held back while its roll waits for the players' links), then tell the
    table; the bots answer next if it is their turn."""
    events = room.table.play(seat, text, seq, by_bot)
    if events is None:
        ask(s, room)
        return
    announce(s, room, seat, text, by_bot, events)


def start(s: NetServer, room: Room, seat: int) -> None:
    events = room.table.start(seat)
    if events is None:
        ask(s, room)
    else:
        started(s, room, events)


def started(s: NetServer, room: Room, events: list[E.Event]) -> None:
    s.send_table(room)
    s.send_room(room, catchup.state_message(room, "start", events=P.events_to_json(events)))
    s.bots(room)


def announce(s: NetServer, room: Room, seat: int, text: str, by_bot: bool,
             events: list[E.Event]) -> None:
    table = room.table
    assert table.game is not None
    view = table.view()
    message: dict[str, Any] = {"type": "moved", "seq": table.seq, "player": seat,
                               "move": text, "bot": by_bot,
                               "events": P.events_to_json(events),
                               "clocks": table.clock_info()}
    if room.view is None:
        message["state"] = view
    else:
        message["change"] = P.diff(room.view, view)
    room.view = view
    s.send_room(room, message)
    if table.game.over:
        s.send_room(room, catchup.over_message(room))
        rated.settle(s, room)
    s.bots(room)


def ask(s: NetServer, room: Room) -> None:
    """Ask every seat the waiting roll needs for its next link (a player away is asked on
    coming back: `remind`)."""
    held = room.table.fair.pending
    if held is None:
        return
    if not held.waiting:
        go(s, room)
        return
    s.send_table(room)  # everyone sees whose links the dice wait for
    for seat in held.waiting:
        conn = room.players.get(seat)
        if conn is not None:
            remind(s, conn, room)
    deadline = s.config.link_deadline
    if deadline > 0:
        if room.dice_timer is not None:
            room.dice_timer.cancel()
        room.dice_timer = asyncio.get_running_loop().call_later(
            deadline, expire, s, room, held)


def expire(s: NetServer, room: Room, held: Waiting) -> None:
    """The deadline of a waiting roll passed: it goes on without the links still missing,
    every seat is told, and those seats count as away."""
    table = room.table
    if s.rooms.get(table.code) is not room or table.fair.pending is not held:
        return  # played meanwhile, or the table was read again
    late = table.fair.expire()
    table.late.update(late)
    log.info("table %s: roll %d went on without the link of seat(s) %s", table.code,
             held.index + 1, ", ".join(str(seat + 1) for seat in late))
    s.send_room(room, {"type": "late", "index": held.index, "seats": late,
                       "seconds": s.config.link_deadline})
    go(s, room)


def remind(s: NetServer, conn: Conn, room: Room) -> None:
    """Ask `conn`'s seat for its link when the waiting roll needs it."""
    fair = room.table.fair
    held = fair.pending
    if held is None or conn.seat not in held.waiting:
        return
    s.reply(conn, {"type": "roll", "index": held.index, "last": fair.last[conn.seat],
                   "seed": seed_commitment(fair.seed), "player": held.seat,
                   "move": held.move, "seq": room.table.seq})


def go(s: NetServer, room: Room) -> None:
    """The waiting roll has every link: the start or the move held back is played now."""
    if room.dice_timer is not None:
        room.dice_timer.cancel()
        room.dice_timer = None
    held, events = room.table.finish()
    s.send_table(room)  # the dice wait no more (and who was late is away)
    if held.move is None:
        started(s, room, events)
    else:
        announce(s, room, held.seat, held.move, held.by_bot, events)


def reveal(s: NetServer, conn: Conn, req: Request) -> None:
    """A player's link for the waiting roll; a wrong one is refused in words and the roll
    goes on waiting for the right one."""
    room, seat = s.seated(conn)
    room.table.fair.reveal(seat, req["index"], req["link"])
    conn.refund()  # as a move: the game itself limits how fast rolls come
    room.table.late.discard(seat)  # here again, if it was late before
    if room.table.fair.ready():
        go(s, room)
    else:
        timing.retime(room.table)  # this seat's clock stops
        s.send_table(room)  # whose links the dice still wait for
    s.reply(conn, P.answer({"type": "ok"}, req))


def commit(s: NetServer, conn: Conn, req: Request) -> None:
    """A player's new chain (the last one used up): it holds from the next roll. Refused
    while a roll waits for this seat's link: a seat that saw the others' links could otherwise
    drop out of the roll and so choose between two outcomes."""
    room, seat = s.seated(conn)
    if room.table.fair.waits_for(seat):
        raise TableError("busy", "a roll waits for your link of the chain you committed to: "
                                 "a new chain can only hold from the roll after it")
    room.table.commit(seat, req["head"])
    s.reply(conn, P.answer({"type": "ok"}, req))


def away(s: NetServer, room: Room, seat: int | None) -> None:
    """A player gone while the game's start waits for their link: the start goes on without it
    (before the game nobody can hand the seat to a computer)."""
    held = room.table.fair.pending
    if held is not None and held.move is None and seat in held.waiting:
        held.waiting.discard(seat)
        handed(s, room)


def handed(s: NetServer, room: Room) -> None:
    """After a seat was handed to a computer: the waiting roll may need nothing more."""
    if room.table.fair.ready():
        go(s, room)
