"""The clocks of one table (RULES 12.9): each seat's time left, which clocks run, how often a
seat ran out of time. Pure bookkeeping on the server's time (game/net/servertime.py): the table
tells it who must decide after every change, and asks it who ran out.

A clock runs only for a seat that must decide and is played by its player: the seat whose
question is asked, or while a roll waits for links, each seat whose link is missing."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .speeds import OUTS_FOR_GOOD, Speed

EPSILON = 1e-6  # seconds: a clock at its deadline has run out, whatever the rounding


@dataclass(slots=True)
class TableClocks:
    speed: Speed
    bank: list[float]  # each seat's bank, as it stood at `since`
    grace: float = 0.0  # turn-based: what the current turn's own time had left at `since`
    owner: int | None = None  # the seat whose turn it is
    running: list[int] = field(default_factory=list)  # seats whose clock runs since `since`
    since: float = 0.0  # server time of the last switch
    outs: list[int] = field(default_factory=list)  # times each seat ran out
    overdue: list[int] = field(default_factory=list)  # out of time, the others to choose
    began: float = 0.0  # server time the current turn began (the longest-waiting order)
    played: bool = False  # the turn's seat was played by its player (a computer earns no time)

    @classmethod
    def new(cls, speed: Speed, players: int, now: float) -> TableClocks:
        return cls(speed, [speed.bank] * players, outs=[0] * players, since=now, began=now)

    # ------------------------------------------------------------------ reading

    def left(self, seat: int, now: float) -> float:
        """Seconds `seat` has left now (its turn's own time included)."""
        spent = max(0.0, now - self.since) if seat in self.running else 0.0
        if seat == self.owner and self.speed.turn_based:
            own = self.grace - spent
            return max(0.0, self.bank[seat] + min(0.0, own)) + max(0.0, own)
        return max(0.0, self.bank[seat] - spent)

    def deadline(self) -> float | None:
        """Server time when the first running clock reaches zero (None: none runs)."""
        if not self.speed.timed or not self.running:
            return None
        return min(self.since + self.left(seat, self.since) for seat in self.running)

    def expired(self, now: float) -> list[int]:
        return [seat for seat in self.running if self.left(seat, now) <= EPSILON]

    def for_good(self, seat: int) -> bool:
        return self.outs[seat] >= OUTS_FOR_GOOD

    def info(self, now: float) -> list[dict[str, Any]]:
        """What every client is told: per seat its time left, whether it runs, its time-outs."""
        if not self.speed.timed:
            return []
        return [{"left": round(self.left(i, now), 1), "running": i in self.running,
                 "outs": self.outs[i], "overdue": i in self.overdue}
                for i in range(len(self.bank))]

    # ------------------------------------------------------------------ changes

    def switch(self, now: float, owner: int | None, running: set[int]) -> None:
        """Charge the time spent to the clocks that ran, then run those of `running`; a turn
        passing from one seat to another adds the real-time increment to the seat whose turn
        ended (if its player played it) and gives the new turn its own time."""
        now = max(now, self.since)
        for seat in self.running:
            self._charge(seat, now)
        if owner is not None and owner != self.owner:
            if self.owner is not None and self.played:
                self.bank[self.owner] += self.speed.add
            self.grace = self.speed.per_turn
            self.began = now
            self.played = False
        self.played = self.played or (owner is not None and owner in running)
        self.owner = owner
        self.running = sorted(running)
        self.since = now

    def _charge(self, seat: int, now: float) -> None:
        spent = now - self.since
        if seat == self.owner and self.speed.turn_based:
            own = min(self.grace, spent)
            self.grace -= own
            spent -= own
        self.bank[seat] = max(0.0, self.bank[seat] - spent)

    def run_out(self, seat: int, now: float, ask: bool) -> None:
        """`seat` ran out of time: its clock stops at zero; `ask`: the others choose what
        happens (a turn-based table)."""
        self._charge_all(now)
        self.bank[seat] = 0.0
        if seat == self.owner:
            self.grace = 0.0
        self.outs[seat] += 1
        if ask and not self.for_good(seat) and seat not in self.overdue:
            self.overdue.append(seat)
        self.running = [s for s in self.running if s != seat]

    def wait(self, seat: int, now: float) -> None:
        """The others wait for an overdue seat: its turn has its own time once more."""
        self._charge_all(now)
        self.overdue = [s for s in self.overdue if s != seat]
        if seat == self.owner:
            self.grace = self.speed.per_turn

    def returned(self, seat: int, now: float) -> None:
        """A seat's player takes it back from the computer: not at zero (the time of a turn,
        or the real-time increment, at least)."""
        self._charge_all(now)
        self.overdue = [s for s in self.overdue if s != seat]
        if self.speed.turn_based:
            if seat == self.owner:
                self.grace = max(self.grace, self.speed.per_turn)
        else:
            self.bank[seat] = max(self.bank[seat], self.speed.add)

    def _charge_all(self, now: float) -> None:
        now = max(now, self.since)
        for seat in self.running:
            self._charge(seat, now)
        self.since = now

    # ------------------------------------------------------------------ storage

    def to_json(self) -> dict[str, Any]:
        return {"speed": self.speed.id, "bank": self.bank, "grace": self.grace,
                "owner": self.owner, "running": self.running, "since": self.since,
                "outs": self.outs, "overdue": self.overdue, "began": self.began,
                "played": self.played}

    @classmethod
    def from_json(cls, speed: Speed, raw: dict[str, Any], players: int,
                  now: float) -> TableClocks:
        """As stored; anything missing or of the wrong size starts afresh."""
        try:
            clocks = cls(speed, [float(b) for b in raw["bank"]], float(raw["grace"]),
                         raw["owner"], [int(s) for s in raw["running"]], float(raw["since"]),
                         [int(o) for o in raw["outs"]], [int(s) for s in raw["overdue"]],
                         float(raw.get("began", raw["since"])), bool(raw.get("played")))
        except (KeyError, TypeError, ValueError):
            return cls.new(speed, players, now)
        if len(clocks.bank) != players or len(clocks.outs) != players:
            return cls.new(speed, players, now)
        return clocks
