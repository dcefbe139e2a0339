"""The fair dice of one table: who committed to which chain, the links revealed so far and the
roll that waits for them (the design is in game/rules/mix.py; the server's side in fairdice.py).

No networking here, as in table.py: a refused reveal raises `TableError` and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.mix import Dice, h, seed_commitment

from .refusals import TableError as TableError
from .store import SeatRecord

Roll = tuple[int, int, list[str | None]]  # (roll index, option it comes before, links)


@dataclass(slots=True)
class Waiting:
    """A start or a move held back until the players' links for its roll are in."""

    index: int  # the roll's index
    before: int  # the option the roll comes before (START: the game's first roll)
    seat: int  # who started or moved
    move: str | None = None  # None for the start
    seq: int = 0
    by_bot: bool = False
    waiting: set[int] = field(default_factory=set)  # seats whose link is still to come
    got: dict[int, str] = field(default_factory=dict)
    asked: set[int] = field(default_factory=set)  # the seats it waited for when held


class FairDice:
    """Commitments and reveals of one table, as its record keeps them."""

    def __init__(self, seed: int, commits: list[tuple[int, int, str]],
                 rolls: list[tuple[int, list[str | None]]]) -> None:
        self.seed = seed
        self.commits, self.rolls = commits, rolls  # the record's own lists, kept up to date
        self.last: dict[int, str] = {}  # each committed seat's last link (head or reveal)
        self.heads: dict[int, str] = {}  # each seat's commitment in force
        self.pending: Waiting | None = None
        # chains committed while a roll waited: they hold from the roll after it
        self.queued: dict[int, tuple[int, str]] = {}  # seat -> (roll, head)
        done = sorted(commits)
        for k, (_, links) in enumerate(rolls):
            while done and done[0][0] <= k:
                self._take_commit(*done.pop(0)[1:])
            self._take_links(links)
        for roll, seat, head in done:
            if roll <= len(rolls):
                self._take_commit(seat, head)
            else:  # committed while a roll waited that a restart called off
                self.queued[seat] = (roll, head)

    def _take_commit(self, seat: int, head: str) -> None:
        self.last[seat] = self.heads[seat] = head

    def _take_links(self, links: list[str | None]) -> None:
        for seat, link in enumerate(links):
            if link is not None:
                self.last[seat] = link

    def dice(self) -> Dice:
        return Dice(seed_commitment(self.seed), list(self.commits), list(self.rolls))

    def commit(self, seat: int, head: str) -> tuple[int, int, str] | None:
        """A seat's new chain: it holds from the next roll not yet asked for. A roll that
        waits still takes this seat's link of its old chain (or goes on without it after the
        deadline, for all to see): a new chain never takes a seat out of a roll, else a seat
        that saw the others' links could choose between two outcomes. The commit to store, or
        None when it is the seat's commitment already (or the one waiting to hold)."""
        roll = len(self.rolls) + (self.pending is not None)
        if self.heads.get(seat) == head and seat not in self.queued \
                or self.queued.get(seat) == (roll, head):
            return None
        if roll > len(self.rolls):
            self.commits[:] = [c for c in self.commits if c[:2] != (roll, seat)]
            self.queued[seat] = (roll, head)
        else:
            self._take_commit(seat, head)
        self.commits.append((roll, seat, head))
        return roll, seat, head

    def waits_for(self, seat: int) -> bool:
        """The waiting roll still needs this seat's link."""
        return self.pending is not None and seat in self.pending.waiting

    def forget(self, seat: int) -> bool:
        """A lobby seat left: its commitment goes with its player. True when it had one."""
        if seat not in self.heads:
            return False
        del self.heads[seat], self.last[seat]
        self.queued.pop(seat, None)
        self.commits[:] = [c for c in self.commits if c[1] != seat]
        return True

    def contributors(self, seats: list[SeatRecord], only: int | None = None) -> set[int]:
        """The seats a roll waits for: every seated player who committed to a chain (`only`:
        that seat's player alone, if so); a seat handed to a computer, or a computer's,
        contributes through the server."""
        return {i for i, s in enumerate(seats) if s.kind == "human" and s.standin is None
                and i in self.last and only in (None, i)}

    def hold(self, held: Waiting, seats: list[SeatRecord], only: int | None = None) -> bool:
        """Hold a start or a move for its roll; False when nobody needs to contribute (it
        goes ahead at once, with no reveal)."""
        held.waiting = self.contributors(seats, only)
        held.asked = set(held.waiting)
        if not held.waiting:
            return False
        self.pending = held
        return True

    def reveal(self, seat: int, index: int, link: str) -> None:
        """A seat's link for the waiting roll, checked against the seat's last link."""
        held = self.pending
        if held is None or held.index != index:
            raise TableError("stale", "no roll waits for that contribution to the dice")
        if seat not in held.waiting:
            raise TableError("stale", "this roll does not wait for your contribution")
        if h(link) != self.last[seat]:
            raise TableError("bad_reveal", "your contribution to the dice is refused: it does "
                                           "not hash to the last link you committed to")
        held.got[seat] = link
        held.waiting.discard(seat)

    def recheck(self, seats: list[SeatRecord]) -> bool:
        """After a seat was handed over: True when the waiting roll now has every link."""
        held = self.pending
        if held is None:
            return False
        held.waiting &= self.contributors(seats)
        return not held.waiting

    def ready(self) -> bool:
        return self.pending is not None and not self.pending.waiting

    def close(self, players: int) -> Roll:
        """The waiting roll, with its links: taken into the record."""
        held = self.pending
        assert held is not None and not held.waiting
        links = [held.got.get(seat) for seat in range(players)]
        self.pending = None
        self._take_links(links)
        self.rolls.append((held.before, links))
        for seat, (roll, head) in list(self.queued.items()):
            if roll <= len(self.rolls):
                del self.queued[seat]
                self._take_commit(seat, head)
        return held.index, held.before, links

    def expire(self) -> list[int]:
        """The deadline passed: the waiting roll goes on without the links still missing;
        the seats that did not give theirs."""
        held = self.pending
        assert held is not None
        late = sorted(held.waiting)
        held.waiting.clear()
        return late
