"""The clocks in words: a table's speed ("Real-time · 10 min + 20 s") and what it means, a
stretch of time ("4 min 12 s", "3 days 4 h"), a seat's clock as its tooltip says it, and the
log's line for a seat out of time, the others' choice for it and a seat taken back."""

from __future__ import annotations

from game.net.speeds import DAY, HOUR, Speed
from game.table.online_clocks import ClockNews, SeatClock
from game.texts import text

UNITS = ((DAY, "clocks.days"), (HOUR, "clocks.hours"), (60.0, "clocks.minutes"),
         (1.0, "clocks.seconds"))
# a seat out of time: what happens now, for another's seat and for this window's own
TIMEOUT_LINES = {"computer": ("clocks.log_timeout_computer", "clocks.log_timeout_computer_mine"),
                 "ask": ("clocks.log_timeout_ask", "clocks.log_timeout_ask_mine"),
                 "for_good": ("clocks.log_timeout_for_good",
                              "clocks.log_timeout_for_good_mine")}
CHOICE_LINES = {"computer": "clocks.log_chose_computer", "wait": "clocks.log_chose_wait"}


def duration_words(seconds: float) -> str:
    """A stretch of time in at most two units, the larger first: "10 min", "4 min 12 s",
    "5 h 20 min", "1 day", "3 days 4 h" (days from two days on, or whole days)."""
    left = max(0, round(seconds))
    for i, (size, key) in enumerate(UNITS):
        whole_days = size == DAY and left >= DAY and left % DAY == 0
        if left >= size * (2 if size == DAY else 1) or whole_days or size == 1.0:
            whole, rest = divmod(left, int(size))
            words = text(key, count=whole)
            if i + 1 < len(UNITS) and rest >= UNITS[i + 1][0]:
                small, small_key = UNITS[i + 1]
                words += " " + text(small_key, count=int(rest // small))
            return words
    return text("clocks.seconds", count=0)  # never reached: seconds take any count


def speed_label(speed: Speed) -> str:
    """"Untimed", "Real-time · 10 min + 20 s", "Turn-based · 1 day a turn"."""
    if speed.kind == "realtime":
        return text("clocks.realtime", bank=duration_words(speed.bank),
                    add=duration_words(speed.add))
    if speed.kind == "turn":
        return text("clocks.turn", per_turn=duration_words(speed.per_turn))
    return text("clocks.untimed")


def speed_note(speed: Speed) -> str:
    """What the speed means: the bank, the time added or a turn's own, and what happens to a
    player out of time."""
    if speed.kind == "realtime":
        return text("clocks.realtime_note", bank=duration_words(speed.bank),
                    add=duration_words(speed.add))
    if speed.kind == "turn":
        return text("clocks.turn_note", per_turn=duration_words(speed.per_turn),
                    bank=duration_words(speed.bank))
    return text("clocks.untimed_note")


def clock_tooltip(name: str, clock: SeatClock, speed: Speed) -> str:
    """A seat's clock in full words: the time left and how it grows, whether it runs, and
    the seat's times out of time."""
    left = duration_words(clock.left)
    if speed.kind == "realtime":
        parts = [text("clocks.tip_realtime", name=name, left=left,
                      add=duration_words(speed.add))]
    elif clock.running:
        parts = [text("clocks.tip_turn_running", name=name, left=left)]
    else:
        parts = [text("clocks.tip_turn", name=name, left=left,
                      per_turn=duration_words(speed.per_turn))]
    if clock.running:
        parts.append(text("clocks.tip_running"))
    if clock.for_good:
        parts.append(text("clocks.tip_for_good"))
    elif clock.overdue:
        parts.append(text("clocks.tip_overdue"))
    elif clock.outs:
        parts.append(text("clocks.tip_outs", count=clock.outs))
    return " ".join(parts)


def news_line(news: ClockNews, names: list[str], mine: int | None) -> str:
    """The log's line for a seat out of time, the others' choice, or a seat taken back
    (`names`: the seats' names, `mine`: this window's seat)."""
    name = names[news.seat] if news.seat < len(names) else news.name
    own = news.seat == mine
    if news.kind == "timeout":
        other, yours = TIMEOUT_LINES[news.then]
        return text(yours if own else other, name=name)
    if news.kind == "overdue":
        by = names[news.by] if news.by is not None and news.by < len(names) else "?"
        return text(CHOICE_LINES[news.choice], by=by, name=name)
    return text("clocks.log_seat_back_mine" if own else "clocks.log_seat_back", name=name)
