"""Rated tables at the server (RULES 12.10): who may sit, what a rated game refuses, and its
rating once it is over.

A rated table plays the competitive game for 2 to 4 seats at any speed. Every person at it has
proved an identity (game/net/accounts.py); each computer seat plays as its level's identity
("computer-normal"), one seat per level so a result never rates one identity twice. No move is
taken back and the window offers no hint. At the end the places of the final scoring are
rated (game/net/ratings.py) in one transaction with the game's results."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from game.ratings import places, rate

from .players import Result
from .refusals import TableError

if TYPE_CHECKING:
    from .rooms import Conn, Room
    from .server import NetServer
    from .table import ServerTable

log = logging.getLogger("game.net")
SETTLE_TRIES = 5  # ratings read again at most this often when another process changed one


def seats_for(s: NetServer, conn: Conn, kinds: list[str], rules: dict[str, Any]) -> dict[int, int]:
    """The identities a new rated table's seats start with: its creator's in the first open
    seat (none at a table of computers alone), each computer level's in its seat."""
    if rules:
        raise TableError("rated", "only the competitive game is rated")
    if len(kinds) < 2:
        raise TableError("rated", "a rated game has 2 to 4 players")
    levels = [k.split(":")[1] for k in kinds if k.startswith("bot:")]
    if len(set(levels)) < len(levels):
        raise TableError("rated", "a rated table has at most one computer of each level")
    seats = {i: s.store.players.computer(k.split(":")[1])
             for i, k in enumerate(kinds) if k.startswith("bot:")}
    if "open" in kinds:
        if conn.player is None:
            raise TableError("no_identity", "a rated table needs your identity: register a "
                                            "name on this server first")
        seats[kinds.index("open")] = conn.player
    elif not s.config.bot_matches:
        raise TableError("forbidden", "this server plays no rated games of computers alone")
    return seats


def may_sit(table: ServerTable, player: int | None, seat: int | None) -> None:
    """Refuse a person (`player`: the identity they proved) who may not take that seat (None:
    a new seat) of a rated table."""
    if table.rated is None:
        return
    if player is None:
        raise TableError("no_identity", "a rated table needs your identity: register a name "
                                        "on this server first")
    holder = None if seat is None else table.rated.get(seat)
    if seat is not None and holder != player:
        raise TableError("forbidden", "that seat is rated as another player's")
    if seat is None and player in table.rated.values():
        raise TableError("forbidden", "you already have a seat at this table")


def seated(table: ServerTable, seat: int, player: int | None) -> None:
    if table.rated is None:
        return
    table.store.players.sit(table.code, seat, player)
    if player is None:
        table.rated.pop(seat, None)
    else:
        table.rated[seat] = player


def info(table: ServerTable) -> dict[str, Any]:
    """What a table's info says of its rating: whether it is rated, each identity's rating."""
    if table.rated is None:
        return {}
    players = table.store.players
    ratings = {seat: players.get(pid) for seat, pid in table.rated.items()}
    return {"rated": True, "ratings": [
        None if seat not in ratings else {"name": ratings[seat].name,
                                          "rating": ratings[seat].skill.shown,
                                          "sigma": ratings[seat].skill.spread}
        for seat in range(table.record.players)]}


def settle(s: NetServer, room: Room) -> None:
    """Rate a rated game that is over, once, and tell the table the changes."""
    table = room.table
    if table.rated is None or table.game is None or not table.game.over:
        return
    players = s.store.players
    for _ in range(SETTLE_TRIES):  # a rating changed by another process: read it again
        results = [] if players.settled(table.code) else results_of(table)
        if not results or players.settle(table.code, results):
            break
    else:
        log.warning("table %s: ratings kept changing; it is rated when looked at again",
                    table.code)
        return
    if results:
        s.send_room(room, {"type": "rated", "changes": [
            {"seat": r.seat, "name": s.store.players.get(r.player).name, "place": r.place,
             "left": r.left, "before": r.before.shown, "after": r.after.shown,
             "sigma": r.after.spread} for r in results]})


def results_of(table: ServerTable) -> list[Result]:
    assert table.rated is not None and table.game is not None
    count = table.record.players
    if sorted(table.rated) != list(range(count)):
        return []  # a seat without an identity: nothing to rate (never, once started)
    players = table.store.players
    gone = players.left(table.code)
    scores = [p.score for p in table.game.state.players]
    placed = places(scores, [seat in gone for seat in range(count)])
    before = [players.get(table.rated[seat]).skill for seat in range(count)]
    after = rate(before, placed)
    return [Result(seat, table.rated[seat], placed[seat], scores[seat], seat in gone,
                   before[seat], after[seat]) for seat in range(count)]
