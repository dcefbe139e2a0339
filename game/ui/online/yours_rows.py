"""What Your games says of each table (no drawing here): the rows in order — the tables waiting
for this player's move first, then those that have waited longest, finished ones last — and
each row's words: the game, whose move, the time left, how long it has waited. A server out of
reach is one line of its own, its tables kept as rows whose state is not known (this window's
own hosted server, stopped: a click on a row starts it again)."""

from __future__ import annotations

from dataclasses import dataclass

from game.net.speeds import clock_text, speed_of
from game.net.yours import TableSummary
from game.texts import text
from game.ui.online.resume import hosted_port

FINISHED = ("over", "finished")


@dataclass(frozen=True, slots=True)
class Row:
    table: TableSummary
    game: str  # the players and the kind of game
    kind: str  # competitive, together, a campaign's chapter; the speed
    turn: str  # "Your move", "Bruno's move", "Finished — won by …", "Not known"
    left: str  # the time left of whoever must move ("" untimed or not known)
    waited: str  # how long it has waited ("" not known)
    mine: bool  # waits for this player's move
    over: bool
    known: bool  # its server answered


def finished(table: TableSummary) -> bool:
    return table.status in FINISHED


def order_key(table: TableSummary) -> tuple[int, float]:
    """Your move first, then the longest waiting; tables not known after those, finished last."""
    if finished(table):
        return 3, 0.0
    if table.problem:
        return 2, 0.0
    return (0 if table.your_move else 1), -float(table.waiting or 0.0)


def ordered(tables: list[TableSummary]) -> list[TableSummary]:
    return sorted(tables, key=order_key)


def problems(tables: list[TableSummary]) -> list[str]:
    """One line per server that could not be asked (in the order first met)."""
    lines: dict[str, str] = {}
    for table in tables:
        if table.problem and table.server not in lines:
            lines[table.server] = text("yours.problem_hosted") \
                if hosted_port(table.server) is not None else \
                text("yours.problem", server=shown_server(table.server), problem=table.problem)
    return list(lines.values())


def shown_server(url: str) -> str:
    """A server's address as players read it (no "ws://", no trailing slash)."""
    return url.removeprefix("ws://").rstrip("/")


def rows(tables: list[TableSummary]) -> list[Row]:
    """The rows in order; each names its server when the tables are on more than one."""
    servers = len({t.server for t in tables}) > 1
    return [row_of(t, servers) for t in ordered(tables)]


def row_of(table: TableSummary, server: bool = False) -> Row:
    known, over = not table.problem, finished(table)
    kind = kind_words(table) if known else text("yours.on_server",
                                                 server=shown_server(table.server))
    if known and server:
        kind = f"{kind} · {shown_server(table.server)}"
    return Row(table, game_words(table), kind, turn_words(table),
               left_words(table) if known and not over else "",
               clock_text(table.waiting) if known and not over and table.waiting else "",
               known and not over and table.your_move, over, known)


def game_words(table: TableSummary) -> str:
    names = ", ".join(table.names) if table.names else text("yours.no_names")
    return text("yours.game", code=table.code, players=names)


def pace_words(speed_id: str) -> str:
    """"Untimed", "Real-time, 10 min + 20 s", "Turn-based, 1 day a move"."""
    speed = speed_of(speed_id)
    if speed.kind == "realtime":
        return text("yours.speed_realtime", bank=round(speed.bank / 60), add=round(speed.add))
    if speed.kind == "turn":
        hours = round(speed.per_turn / 3600)
        per = text("yours.hours", count=hours) if hours < 24 else \
            text("yours.days", count=hours // 24)
        return text("yours.speed_turn", per=per)
    return text("yours.speed_untimed")


def kind_words(table: TableSummary) -> str:
    pace = pace_words(table.speed)
    if table.chapter is not None:
        kind = text("yours.kind_chapter", chapter=table.chapter)
    else:
        kind = text("yours.kind_together" if table.coop else "yours.kind_competitive")
    return f"{kind} · {pace}"


def turn_words(table: TableSummary) -> str:
    if table.problem:
        return text("yours.not_known")
    if finished(table):
        winners = [str(w) for w in getattr(table, "winners", ()) or ()]
        return text("yours.won_by", names=", ".join(winners)) if winners \
            else text("yours.finished")
    if table.status == "lobby":
        return text("yours.in_lobby")
    turn = table.turn
    name = table.names[turn] if turn is not None and 0 <= turn < len(table.names) else None
    late = turn in table.overdue
    if name is not None and late and turn != table.seat:  # out of time: the others choose
        return text("yours.their_move_late", name=name)
    if table.your_move:
        return text("yours.your_move_late" if late else "yours.your_move")
    return text("yours.no_move") if name is None else text("yours.their_move", name=name)


def left_words(table: TableSummary) -> str:
    turn = table.turn
    if turn is None or not 0 <= turn < len(table.left):
        return ""
    return text("yours.left", clock=clock_text(table.left[turn]))
