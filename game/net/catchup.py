"""What the server tells a client catching up with a table: the whole state (the base of
the next move's change), the end with its record, and the welcome after a join or a watch."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import fairdice
from . import protocol as P

if TYPE_CHECKING:
    from .rooms import Conn, Room
    from .server import NetServer


def over_message(room: Room) -> dict[str, Any]:
    """The end: the final state's fingerprint, and the whole record (seed, moves and the
    dice's reveals: no secret once the game is over), so a client keeps, charts, replays
    and checks the game."""
    table = room.table
    assert table.game is not None and table.game.over
    st = table.game.state
    return {"type": "over", "hash": P.view_hash(P.view_of(st)),
            "scores": [p.score for p in st.players], "winners": list(st.winners),
            "record": table.game_record().to_json()}


def welcome(s: NetServer, conn: Conn, room: Room, request: dict[str, Any],
            reply: dict) -> None:
    """After a join or a watch: the answer, the table to everyone; to the newcomer the moves
    so far (`past`), the state and, for a finished game, its end with the record."""
    s.reply(conn, P.answer(reply, request))
    s.send_table(room)
    table = room.table
    if table.game is not None and table.past is not None:
        # the moves before this one came, so its log is the whole game's
        for text in table.past.texts(table.record.floor):
            s.push([conn], text)
        s.reply(conn, state_message(room, "join"))
        if table.game.over:
            s.reply(conn, over_message(room))
    fairdice.remind(s, conn, room)
    s.bots(room)


def state_message(room: Room, reason: str, **extra: Any) -> dict[str, Any]:
    """The whole state; the room remembers it as the base of the next move's change."""
    room.view = room.table.view()
    return {"type": "state", "reason": reason, "seq": room.table.seq, "state": room.view,
            "waited": room.table.waited(), "clocks": room.table.clock_info(), **extra}
