"""A table's clocks at work (R-CLOCK-2 to R-CLOCK-6): whose clock runs after each change, what
happens to a seat that runs out of time, the others' choice at a turn-based table, a player
taking their seat back. The bookkeeping is game/net/clocks.py; here it meets the table's seats
and dice.

No networking, as in table.py: a refusal raises `TableError` and changes nothing.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from .clocks import TableClocks
from .reveals import TableError
from .speeds import STANDIN, speed_of
from .store import ClockRow

if TYPE_CHECKING:
    from .table import ServerTable


def clocks_of(table: ServerTable) -> TableClocks:
    record = table.record
    speed = speed_of(record.speed)
    now = table.store.time.now()
    if record.clocks:
        return TableClocks.from_json(speed, record.clocks, record.players, now)
    return TableClocks.new(speed, record.players, now)


def deciding(table: ServerTable) -> tuple[int | None, set[int]]:
    """Whose turn it is, and the seats whose clocks run: the seat asked, or while a roll waits,
    each seat whose link is missing; only seats their players play, none overdue."""
    game = table.game
    if game is None or table.status != "playing":
        return None, set()
    held = table.fair.pending
    if held is not None:
        return held.seat, {s for s in held.waiting if _timed(table, s)}
    if game.decision is None:
        return None, set()
    player = game.decision.player
    return player, {player} if _timed(table, player) else set()


def _timed(table: ServerTable, seat: int) -> bool:
    record = table.record.seats[seat]
    return record.kind == "human" and record.standin is None \
        and seat not in table.clocks.overdue


def switch(table: ServerTable) -> ClockRow:
    """Run the clocks of whoever must decide now: the row to store."""
    now = table.store.time.now()
    owner, running = deciding(table)
    table.clocks.switch(now, owner, running)
    turn = owner if table.game is not None and table.game.decision is not None else None
    computer = table.bot_to_move() is not None
    return ClockRow(table.clocks.to_json(), table.clocks.deadline(), turn, computer, now)


def retime(table: ServerTable) -> None:
    """After a change that is not a move (a start, a roll held, an undo, a seat handed over):
    switch the clocks and store them."""
    table.store.save_clock(table.code, switch(table))


def info(table: ServerTable) -> dict[str, Any]:
    """What every client is told of the clocks."""
    return {"speed": table.clocks.speed.id, "scale": table.store.time.scale,
            "turn": deciding(table)[0], "clocks": table.clocks.info(table.store.time.now())}


def run_out(table: ServerTable, seat: int) -> str:
    """`seat`'s clock reached zero: at a real-time table a computer plays it until its player
    takes it back; at a turn-based one the other players choose (if there are any); the third
    time a computer plays it to the end. What happens: computer, ask or for_good."""
    clocks = table.clocks
    others = [i for i, s in enumerate(table.record.seats)
              if i != seat and s.kind == "human" and s.standin is None]
    ask = clocks.speed.turn_based and bool(others)
    clocks.run_out(seat, table.store.time.now(), ask)
    then = "for_good" if clocks.for_good(seat) else "ask" if ask else "computer"
    if then != "ask":
        _stand_in(table, seat, STANDIN)
    retime(table)
    return then


def choose(table: ServerTable, by: int, seat: int, choice: str) -> None:
    """Another player's choice for an overdue seat at a turn-based table: a computer plays it
    (until its player takes it back), or its turn has its own time once more."""
    if by == seat or table.record.seats[by].kind != "human":
        raise TableError("forbidden", "only the other players choose for a seat out of time")
    if seat not in table.clocks.overdue:
        raise TableError("stale", "that seat is not waiting for the others' choice")
    if choice == "computer":
        table.clocks.overdue.remove(seat)
        _stand_in(table, seat, STANDIN)
    else:
        table.clocks.wait(seat, table.store.time.now())
    retime(table)


def came_back(table: ServerTable, seat: int) -> None:
    """An overdue seat's player moves before the others chose: as if they had waited."""
    if seat in table.clocks.overdue:
        table.clocks.wait(seat, table.store.time.now())


def take_back(table: ServerTable, seat: int) -> None:
    """A player takes their seat back from the computer (not after three times out)."""
    if table.clocks.speed.timed and table.clocks.for_good(seat):
        raise TableError("forbidden", "this seat ran out of time three times: a computer "
                                      "plays it to the end")
    table.clocks.returned(seat, table.store.time.now())
    _stand_in(table, seat, None)
    retime(table)


def _stand_in(table: ServerTable, seat: int, level: str | None) -> None:
    table.save_seats({seat: replace(table.record.seats[seat], standin=level)})
    table.fair.recheck(table.record.seats)
