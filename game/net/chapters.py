"""A campaign at one table (R-CAMP-1: the same players in the same seats): once a chapter's game
is over, its creator begins the next chapter there. The table goes back to its lobby with every
seat, code and credential kept, takes the new chapter's set-up (and the campaign's summary the
creator attaches for the others' campaign screen), and starts again as a table starts: its first
roll waits for every seated player's link (game/net/fairdice.py), each chain carried on from
its last link. Every client hears "chapter" first and leaves the last game for the new one."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any

from game.campaign.volumes import CREST_KINDS

from . import fairdice
from . import protocol as P
from .modes import campaign_summary, chapter_rules, first_player
from .reveals import FairDice, TableError

if TYPE_CHECKING:
    from .rooms import Conn
    from .server import NetServer
    from .table import ServerTable


def next_chapter(table: ServerTable, index: int, chapter: str, summary: str | None,
                 first: int | None = None) -> None:
    """The table in its lobby again for the next chapter's game (`start` begins it);
    TableError, with nothing changed, when it may not be."""
    record = table.record
    if index != record.creator:
        raise TableError("forbidden", "only the table's creator begins the next chapter")
    last = record.rules.get("chapter")
    if not isinstance(last, dict):
        raise TableError("bad_state", "this table plays no campaign chapter")
    if record.status != "over":
        raise TableError("not_over", "the chapter is still being played")
    rules: dict[str, Any] = {"chapter": chapter_rules(chapter, record.players)}
    if rules["chapter"]["number"] != last["number"] + 1:
        raise TableError("bad_field", f"after chapter {last['number']} comes chapter "
                                      f"{last['number'] + 1}")
    rules.update(first_player(first, record.players))
    if summary is not None:
        rules["summary"] = campaign_summary(summary)
    seed = secrets.randbits(62)
    commits = [(0, seat, link) for seat, link in sorted(table.fair.last.items())
               if record.seats[seat].kind == "human"]
    table.store.next_game(record.code, seed, rules, commits)
    record.seed, record.rules, record.status, record.floor = seed, rules, "lobby", 0
    record.moves.clear()
    record.commits[:], record.rolls[:] = commits, []
    table.fair = FairDice(seed, record.commits, record.rolls)
    table.game, table.past, table.before = None, None, {}


def handle(s: NetServer, conn: Conn, req: dict[str, Any]) -> None:
    """The "next" request: every seat and spectator told, then the new game started."""
    room, seat = s.seated(conn)
    next_chapter(room.table, seat, req["chapter"], req.get("summary"), req.get("first"))
    room.bots.cancel()
    rules = room.table.record.rules
    s.send_room(room, {"type": "chapter", "code": room.table.code, "chapter": rules["chapter"],
                       "summary": rules.get("summary")})
    fairdice.start(s, room, seat)
    for gone in range(room.table.record.players):  # as at any start: nobody away is waited for
        if gone not in room.players:
            fairdice.away(s, room, gone)
    s.reply(conn, P.answer({"type": "ok"}, req))


def _between(table: ServerTable, seat: int) -> dict[str, Any]:
    """The rules of a chapter's table whose game is over (the campaign between chapters)."""
    rules = table.record.rules
    if not isinstance(rules.get("chapter"), dict):
        raise TableError("bad_state", "this table plays no campaign chapter")
    if table.record.status != "over":
        raise TableError("not_over", "the chapter is still being played")
    return rules


def between(s: NetServer, conn: Conn, req: dict[str, Any]) -> None:
    """The "between" request: the creator shows everyone the campaign after the chapter just
    ended (its summary, the crest token owed), before the next one begins."""
    room, seat = s.seated(conn)
    if seat != room.table.record.creator:
        raise TableError("forbidden", "only the table's creator tells how the campaign stands")
    rules = _between(room.table, seat)
    rules["summary"] = campaign_summary(req["summary"])
    room.table.store.save_rules(room.table.code, rules)  # a restarted server still shows it
    s.send_room(room, {"type": "between", "code": room.table.code,
                       "summary": rules["summary"]})
    s.reply(conn, P.answer({"type": "ok"}, req))


def crest(s: NetServer, conn: Conn, req: dict[str, Any]) -> None:
    """The "crest" request: the player who owes a crest token (the summary's `pending`) chooses
    its kind; the creator's window applies it and begins the next chapter."""
    room, seat = s.seated(conn)
    summary = _between(room.table, seat).get("summary")
    owed = summary.get("pending") if isinstance(summary, dict) else None
    if owed != seat or isinstance(owed, bool):
        raise TableError("forbidden", "you owe no crest token now")
    if req["kind"] not in CREST_KINDS:
        raise TableError("bad_field", f"a crest is one of {', '.join(CREST_KINDS)}")
    creator = room.players.get(room.table.record.creator)
    if creator is None:
        raise TableError("away", "the table's creator is away: choose again when they are back")
    s.reply(creator, {"type": "crest", "seat": seat, "kind": req["kind"]})
    s.reply(conn, P.answer({"type": "ok"}, req))
