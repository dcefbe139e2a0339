"""Where each seat's marks go in its player's header, and their words: the presence mark left
of the score (here or away, a computer playing; at an untimed table the deciding seat's mark
counts the time since the last move; at a turn-based table, where players come and go between
their moves and nobody is away, a player's seat has none unless a computer plays it) and, at a
timed table, the seat's clock right after the name (and the first player's chalice). When a
header is too narrow for both (four players in a small window), every presence mark keeps only
its dot and says its words under the mouse."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from pygame import Rect

from game.net.speeds import DAY
from game.net.speeds import clock_text as clock_left_text
from game.table.online_clocks import SeatClock, seat_clocks
from game.table.online_seats import SeatPresence
from game.texts import text

if TYPE_CHECKING:
    from game.ui.online.play import OnlinePlayScene

HERE = (70, 170, 80)
AWAY = (150, 140, 128)
BOT = (80, 140, 210)
PIPS = 3  # at most this many marks of times out on a clock


@dataclass(frozen=True, slots=True)
class SeatMarks:
    seat: SeatPresence
    words: str  # the presence mark's
    dot: tuple[int, int, int]
    pill: Rect
    clock: SeatClock | None  # None at an untimed table
    tag: Rect  # the clock's place (empty without a clock)
    compact: bool  # the presence mark is its dot alone (its words under the mouse)


def clock_text(seconds: float) -> str:
    """Time since the last move: 0:42, 12:03, 1:02:09."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def pill_label(seat: SeatPresence, status: str = "online") -> tuple[str, tuple[int, int, int]]:
    """The words of a seat's mark and the colour of its dot; this window's own seat says its
    connection (`status`) rather than "away" while it is not online."""
    if not seat.human:
        return text("online_play.computer"), BOT
    if seat.mine and status != "online":
        return text(f"online_play.{'reconnecting' if status == 'reconnecting' else 'offline'}"
                    "_short"), AWAY
    if seat.bot is not None:  # a player back at a seat a computer plays is "here" as well
        return text("online_play.standin_short" if seat.away else "online_play.back_standin"), BOT
    if seat.away:
        return text("online_play.away"), AWAY
    return text("online_play.here"), HERE


def pill_words(scene: OnlinePlayScene, seat: SeatPresence, clock: SeatClock | None
               ) -> tuple[str, tuple[int, int, int]]:
    speed = scene.table.net.view.speed
    label, dot = pill_label(seat, scene.table.status)
    rating = "" if seat.rating is None else str(seat.rating)  # at a rated table
    if speed.turn_based and dot == HERE:
        return rating, dot  # a player's seat at a turn-based table: not said to be here or not
    if seat.human and seat.bot is not None and clock is not None and clock.for_good:
        label = text("clocks.computer_to_end")  # out of time three times: not "for now"
    if seat.deciding and not speed.timed:
        label += " · " + clock_text(scene.table.turn_seconds())
    return " · ".join(filter(None, [label, rating])), dot


def tag_words(clock: SeatClock) -> str:
    """"9:41", "5 h 20", from two days on the days and hours in this language; "overdue"."""
    if clock.overdue:
        return text("clocks.overdue_short")
    if clock.left >= 2 * DAY:
        whole = int(clock.left)
        return text("clocks.clock_days", days=whole // 86400, hours=whole % 86400 // 3600)
    return clock_left_text(clock.left)


def seat_marks(scene: OnlinePlayScene) -> list[SeatMarks]:
    g, a = scene.geometry, scene.app.assets
    size = g.font(13)
    font, h = a.font(size, "bold"), size + 8
    clocks = seat_clocks(scene.table.net.view)
    state = scene.play.game.state
    laid: list[tuple[SeatPresence, str, tuple[int, int, int], int, SeatClock | None, Rect]] = []
    for seat in scene.table.seat_presence():
        header = g.players[seat.index].header
        clock = clocks[seat.index] if seat.index < len(clocks) else None
        words, dot = pill_words(scene, seat, clock)
        right = header.right - 14 - g.font(20) * 4 - 6  # the score's place (board/pieces.py)
        x = header.left + 16 + round(header.h * 0.6) + \
            a.font(g.font(19), "bold").size(state.players[seat.index].name)[0] + 10
        if state.first == seat.index:
            x += 8 + round(header.h * 0.7)  # the chalice
        w = 0 if clock is None else font.size(tag_words(clock))[0] + h + 12 + \
            min(clock.outs, PIPS) * (size // 2 + 2)
        laid.append((seat, words, dot, right, clock, Rect(x, header.centery - h // 2, w, h)))
    compact = any(clock is not None and
                  tag.right + 8 > right - font.size(words)[0] - size - 14
                  for _, words, _, right, clock, tag in laid)
    out = []
    for seat, words, dot, right, clock, tag in laid:
        w = size + 6 if compact else font.size(words)[0] + size + 14
        pill = Rect(right - w, tag.top, w, h)
        if clock is not None:
            tag.left = min(tag.left, pill.left - 6 - tag.w)
        out.append(SeatMarks(seat, words, dot, pill, clock, tag, compact))
    return out


def mark_at(scene: OnlinePlayScene, pos: tuple[int, int]) -> tuple[str, int] | None:
    """("clock", seat) or ("pill", seat) of a compact mark at `pos`: their words are their
    tooltips."""
    if scene.play.geometry is None:
        return None
    for marks in seat_marks(scene):
        if marks.clock is not None and marks.tag.collidepoint(pos):
            return "clock", marks.seat.index
        if marks.compact and marks.pill.collidepoint(pos):
            return "pill", marks.seat.index
    return None
