"""What an online window knows of the table's clocks (no pygame, no words): each seat's clock as
the seats show it (time left, running, low, out of time), the server's news of a seat out of
time ("timeout"), of the others' choice for it ("overdue") and of a seat taken back from the
computer ("seat_back"), and which overdue seat this player is asked about."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.net.speeds import OUTS_FOR_GOOD, Speed
from game.net.view import TableView

LOW_SHARE = 0.1  # a clock under this share of the bank is low
LOW_SECONDS = 30.0  # and any clock under this many seconds
CLOCK_MESSAGES = ("timeout", "overdue", "seat_back")
THEN = ("computer", "ask", "for_good")
CHOICES = ("computer", "wait")
SEATS = 4


@dataclass(frozen=True, slots=True)
class SeatClock:
    """One seat's clock as its mark shows it."""

    index: int
    left: float  # seconds left now (counted down locally while it runs)
    running: bool
    outs: int  # times the seat ran out of time
    overdue: bool  # out of time at a turn-based table: the others choose

    @property
    def for_good(self) -> bool:
        return self.outs >= OUTS_FOR_GOOD


def is_low(left: float, speed: Speed) -> bool:
    """A clock the player should hurry for: under a tenth of the bank or under 30 s."""
    return left < LOW_SECONDS or left < LOW_SHARE * speed.bank


def seat_clocks(view: TableView) -> list[SeatClock]:
    """Every seat's clock (none at an untimed table)."""
    if not view.speed.timed:
        return []
    out = []
    for i, clock in enumerate(view.clocks[:SEATS]):
        left = view.clock_left(i)
        outs = clock.get("outs")
        out.append(SeatClock(i, 0.0 if left is None else left, bool(clock.get("running")),
                             outs if isinstance(outs, int) and not isinstance(outs, bool)
                             and outs >= 0 else 0, bool(clock.get("overdue"))))
    return out


@dataclass(frozen=True, slots=True)
class ClockNews:
    """A seat ran out of time (`then`: what happens now), the others chose for an overdue seat
    (`choice`, by the seat `by`), or a seat's player took it back ("seat_back")."""

    kind: str  # timeout, overdue, seat_back
    seat: int
    name: str
    outs: int = 0
    then: str = ""
    choice: str = ""
    by: int | None = None


def _seat(value: Any) -> int | None:
    ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value < SEATS
    return value if ok else None


def clock_news(message: dict[str, Any]) -> ClockNews | None:
    """What a "timeout", "overdue" or "seat_back" message says; None for any other or one
    not understood."""
    kind, seat = message.get("type"), _seat(message.get("seat"))
    if kind not in CLOCK_MESSAGES or seat is None:
        return None
    name = str(message.get("name") or "")[:40]
    if kind == "timeout":
        then, outs = message.get("then"), message.get("outs")
        if then not in THEN:
            return None
        count = outs if isinstance(outs, int) and not isinstance(outs, bool) else 0
        return ClockNews(kind, seat, name, outs=max(0, count), then=str(then))
    if kind == "overdue":
        choice = message.get("choice")
        if choice not in CHOICES:
            return None
        return ClockNews(kind, seat, name, choice=str(choice), by=_seat(message.get("by")))
    return ClockNews(kind, seat, name)


def overdue_to_ask(view: TableView, answered: set[tuple[int, int]]) -> int | None:
    """The seat this player is asked about now: another seat out of time at a turn-based
    table that nobody has chosen for yet and this player has not answered (`answered`: the
    (seat, outs) this window chose for). None when there is none, or this window has no
    seat."""
    if view.seat is None or not view.speed.turn_based or view.over:
        return None
    for clock in seat_clocks(view):
        if clock.overdue and clock.index != view.seat and \
                (clock.index, clock.outs) not in answered:
            return clock.index
    return None
