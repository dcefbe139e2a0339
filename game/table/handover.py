"""A person's seat handed to a computer for now, and back, at one screen (no pygame here).

The seat stays the person's (`Seat.standin` names the level of the bot playing it, kept in the
save); its agent becomes a bot agent of that level, the same bot a computer's seat of that level
would be, and the mouse again when it is handed back. Online the table's creator does the same
for an away player's seat (game/net/table.py `hand`): the words are shared.

"Play on to the end of the round" hands every person's seat still played by its person to a
computer until the round ends, and the computers move without their pace meanwhile; at the
round's end (or the game's) those seats are handed back. A seat handed over for good stays so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai import LEVELS

from .changes import Handed

if TYPE_CHECKING:
    from .controller import TableController

PLAY_ON_LEVEL = "normal"  # who plays the seats on to the end of the round


class Handover:
    def __init__(self, table: TableController) -> None:
        self.table = table
        self.until: tuple[int, int] | None = None  # playing on: the (year, round) it ends with
        self.borrowed: set[int] = set()  # the seats handed over only until then

    @property
    def playing_on(self) -> bool:
        return self.until is not None

    def can_hand(self, player: int) -> bool:
        """A person's seat, at a table still open, can be handed over or back."""
        table = self.table
        seats = table.session.seats
        return (table.hands_seats and not table.closed and 0 <= player < len(seats)
                and seats[player].human)

    def hand(self, player: int, level: str | None, *, said: bool = True) -> bool:
        """A computer of `level` plays `player`'s seat for now (None: the person has it back);
        False when nothing changed. `said`: the log says so (playing on says it once)."""
        if level is not None and level not in LEVELS:
            raise ValueError(f"unknown bot level {level!r}")
        if not self.can_hand(player):
            return False
        table = self.table
        seat = table.session.seats[player]
        if seat.standin == level:
            return False
        self.borrowed.discard(player)
        seat.standin = level
        seat.helped |= level is not None
        table.agents[player].close()
        table.agents[player] = table.agent_for(player)
        # nothing before the hand-over is taken back: the question changes hands
        table.session.floor = len(table.session.steps)
        if said:
            table.changes.append(Handed(player, level))
        table.rethink()
        return True

    def play_on(self) -> bool:
        """Computers play every seat to the end of the round, without their pace; False when
        the game is over or it is already so."""
        st = self.table.game.state
        if self.table.game.over or self.playing_on or not self.table.hands_seats:
            return False
        self.until = (st.year, st.round)
        seats = self.table.session.seats
        self.table.changes.append(Handed(None, PLAY_ON_LEVEL))
        for player in [p for p, s in enumerate(seats) if s.human and s.standin is None]:
            self.hand(player, PLAY_ON_LEVEL, said=False)
            self.borrowed.add(player)
        self.table.rethink()
        return True

    def stop(self) -> None:
        """Playing on ends: the seats borrowed for it are handed back to their people."""
        borrowed = sorted(self.borrowed)
        self.until, self.borrowed = None, set()
        self.table.changes.append(Handed(None, None))
        for player in borrowed:
            self.hand(player, None, said=False)

    def after_change(self) -> None:
        """After every move: playing on stops once the round (or the game) is over."""
        if self.until is None:
            return
        st = self.table.game.state
        if self.table.game.over or (st.year, st.round) != self.until:
            self.stop()
