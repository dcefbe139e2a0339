""""Your games": every online table this computer holds a seat at, on every server it knows.

The server's side (`summary_info`) answers a "mine" request from the store alone, no game
replayed; the window's side (`my_tables`) asks each server the credentials kept for it and
orders the answers as a player reads them: your move first, then the longest waiting.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from game.rules.edition import Edition

from .clocks import TableClocks
from .credentials import Credentials
from .servertime import ServerTime
from .speeds import speed_of
from .store import Summary

ASK_AT_ONCE = 20  # credentials per "mine" request (the protocol's cap)


def summary_info(found: Summary, time: ServerTime) -> dict[str, Any]:
    """One table as a "mine" answer lists it."""
    now = time.now()
    players = len(found.seats)
    speed = speed_of(found.speed)
    clocks = TableClocks.from_json(speed, found.clocks, players, now) if found.clocks \
        else TableClocks.new(speed, players, now)
    playing = found.status == "playing"
    chapter = found.rules.get("chapter")
    return {"code": found.code, "seat": found.seat, "status": found.status, "players": players,
            "names": [s.name for s in found.seats], "speed": speed.id, "scale": time.scale,
            "turn": found.turn if playing else None,
            "left": [round(clocks.left(i, now), 1) for i in range(players)]
            if speed.timed else [],
            "waiting": round(max(0.0, now - clocks.began), 1) if playing else 0.0,
            "moves": found.moves, "coop": str(found.rules.get("coop", "")),
            "chapter": chapter.get("number") if isinstance(chapter, dict) else None,
            # a seat out of time at a turn-based table waits for the others' choice
            "your_move": playing and found.turn is not None
            and (found.turn == found.seat or found.turn in clocks.overdue),
            "overdue": list(clocks.overdue)}


@dataclass(slots=True)
class TableSummary:
    server: str
    code: str
    seat: int = -1
    status: str = "unknown"  # lobby, playing, over; unknown when the server did not answer
    names: list[str] = field(default_factory=list)
    turn: int | None = None
    your_move: bool = False
    left: list[float] = field(default_factory=list)  # seconds per seat ([]: untimed)
    waiting: float = 0.0  # seconds since the turn began (the server's time)
    speed: str = "untimed"
    moves: int = 0
    coop: str = ""
    chapter: int | None = None
    scale: float = 1.0
    overdue: list[int] = field(default_factory=list)  # seats out of time, the others to choose
    problem: str = ""  # why the server could not be asked, in words

    @classmethod
    def from_wire(cls, server: str, raw: dict[str, Any]) -> TableSummary:
        def number(key: str) -> float:
            value = raw.get(key)
            return float(value) if isinstance(value, int | float) else 0.0

        names = raw.get("names")
        left = raw.get("left")
        return cls(server, str(raw.get("code", "")), int(number("seat")),
                   str(raw.get("status", "unknown")),
                   [str(n) for n in names] if isinstance(names, list) else [],
                   raw["turn"] if isinstance(raw.get("turn"), int) else None,
                   raw.get("your_move") is True,
                   [float(x) for x in left if isinstance(x, int | float)]
                   if isinstance(left, list) else [],
                   number("waiting"), str(raw.get("speed", "untimed")), int(number("moves")),
                   str(raw.get("coop", "")),
                   raw["chapter"] if isinstance(raw.get("chapter"), int) else None,
                   number("scale") or 1.0,
                   [s for s in raw.get("overdue", ()) if isinstance(s, int)]
                   if isinstance(raw.get("overdue"), list) else [])


def order(tables: list[TableSummary]) -> list[TableSummary]:
    """Your move first, then games being played, then lobbies, unknown and finished ones;
    the longest waiting first within each."""
    rank = {"playing": 1, "lobby": 2, "unknown": 3, "over": 4}
    return sorted(tables, key=lambda t: (0 if t.your_move else rank.get(t.status, 3),
                                         -t.waiting))


def my_tables(credentials: Credentials, edition: Edition,
              timeout: float = 5.0) -> list[TableSummary]:
    """Every table the credentials know, as each server says (blocking: run it in a worker
    thread). A server that cannot be asked gives its kept tables with the problem in words."""
    return asyncio.run(_all(credentials, edition, timeout))


async def _all(credentials: Credentials, edition: Edition,
               timeout: float) -> list[TableSummary]:
    servers = credentials.servers()
    found = await asyncio.gather(*(_ask(server, credentials, edition, timeout)
                                   for server in servers))
    return order([t for tables in found for t in tables])


async def _ask(server: str, credentials: Credentials, edition: Edition,
               timeout: float) -> list[TableSummary]:
    from .client import NetError, TableClient

    keys = credentials.keys(server)
    client = TableClient(server, "", edition, reconnect=False)
    try:
        await client.connect(timeout)
        tables: dict[str, TableSummary] = {}
        for start in range(0, len(keys), ASK_AT_ONCE):
            reply = await client.request({"type": "mine",
                                          "keys": keys[start:start + ASK_AT_ONCE]}, timeout)
            for raw in reply.get("tables", []):
                if isinstance(raw, dict):
                    summary = TableSummary.from_wire(server, raw)
                    tables[summary.code] = summary
        return list(tables.values())
    except NetError as problem:
        return [TableSummary(server, code, problem=str(problem))
                for code in credentials.tables(server)]
    finally:
        await client.close()


def summary_line(table: TableSummary) -> str:
    """One table as the console lists it: code, game, whose turn, time left."""
    from .speeds import clock_text

    if table.problem:
        return f"code={table.code} server={table.server} status=unknown problem={table.problem}"
    you = table.names[table.seat] if 0 <= table.seat < len(table.names) else "?"
    turn = table.names[table.turn] if table.turn is not None \
        and 0 <= table.turn < len(table.names) else "-"
    game = f"coop-{table.coop}" if table.coop else \
        f"chapter-{table.chapter}" if table.chapter else "competitive"
    left = clock_text(table.left[table.turn]) if table.left and table.turn is not None \
        and table.turn < len(table.left) else "-"
    return (f"code={table.code} server={table.server} game={game} players={len(table.names)} "
            f"speed={table.speed} status={table.status} you={you} turn={turn} "
            f"your_move={int(table.your_move)} left={left.replace(' ', '')} "
            f"waiting={clock_text(table.waiting).replace(' ', '')}")
