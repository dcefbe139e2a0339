"""How fast a table plays (RULES 12.9, R-CLOCK-1): untimed, real-time with a clock per player
(a bank and a time added each turn), or turn-based with a time per turn and a bank of days.
The server and every window read the same presets; a create request names one by its id.

A seat's *turn* is every decision it takes before another seat must decide: at a real-time
table the time added comes when the turn passes on; at a turn-based table each turn first
spends its own time, then the bank."""

from __future__ import annotations

from dataclasses import dataclass

HOUR = 3600.0
DAY = 24 * HOUR


@dataclass(frozen=True, slots=True)
class Speed:
    id: str
    kind: str  # untimed, realtime, turn
    bank: float = 0.0  # seconds each seat starts with
    add: float = 0.0  # real-time: seconds added when the seat's turn passes on
    per_turn: float = 0.0  # turn-based: seconds each turn has before the bank is touched

    @property
    def timed(self) -> bool:
        return self.kind != "untimed"

    @property
    def turn_based(self) -> bool:
        return self.kind == "turn"


SPEEDS: dict[str, Speed] = {s.id: s for s in (
    Speed("untimed", "untimed"),
    Speed("rt-10-20", "realtime", bank=10 * 60, add=20),
    Speed("rt-20-30", "realtime", bank=20 * 60, add=30),
    Speed("tb-12h", "turn", bank=2 * DAY, per_turn=12 * HOUR),
    Speed("tb-1d", "turn", bank=3 * DAY, per_turn=DAY),
    Speed("tb-3d", "turn", bank=7 * DAY, per_turn=3 * DAY),
)}
UNTIMED = SPEEDS["untimed"]
OUTS_FOR_GOOD = 3  # a seat out of time this often is played by a computer to the end
STANDIN = "normal"  # the computer that plays a seat out of time


def speed_of(word: object) -> Speed:
    """The preset a table keeps (an unknown or missing id: untimed, as tables made before)."""
    return SPEEDS.get(word, UNTIMED) if isinstance(word, str) else UNTIMED


def speed_word(value: object) -> bool:
    """A create request's speed: one of the presets."""
    return isinstance(value, str) and value in SPEEDS


def clock_text(seconds: float) -> str:
    """A clock as players read it: "9:41" under an hour, "5 h 20" under two days, "3 d 4 h"
    beyond; never negative."""
    left = max(0, int(seconds))
    if left < HOUR:
        return f"{left // 60}:{left % 60:02d}"
    if left < 2 * DAY:
        return f"{left // 3600} h {left % 3600 // 60:02d}"
    return f"{left // 86400} d {left % 86400 // 3600} h"
