"""Facts of play that every table keeps alike, at one screen, in the lessons and on the server:
what counts as a roll, how far back a move can be taken, and the seed of a computer seat's bot.

Undo is counted with a floor: the number of moves at the start of the record that can no longer
be taken back. A roll (and a computer's move) sets the floor past itself: nobody takes back a die
once it is seen, nor a card of the Baron's once drawn or revealed (taken back, it would tell what
is to come); a move after another player's sets it at its own start: a player takes back only
their own moves of the turn, never another player's.
"""

from __future__ import annotations

from collections.abc import Iterable

from . import events as E
from .coop import events as C

# what a move shows of the hidden for good: new dice, and the Baron's cards (R-COOP-3 to 7)
ROLLS = (E.DiceRolled, E.PersonalDieGained,
         C.BaronCardDrawn, C.ThreatRevealed, C.RequestRevealed, C.EventRevealed)


def rolled(events: Iterable[E.Event]) -> bool:
    """The events of a move include a roll (new dice, or a personal die gained), or a card of
    the Baron's drawn or revealed: such a move is never taken back and, at a hosted table, waits
    for the players' links like a roll (his deck shuffled anew is then as fair as the dice)."""
    return any(isinstance(e, ROLLS) for e in events)


def undo_floor(floor: int, played: int, last_player: int | None, player: int,
               fixed: bool) -> int:
    """The floor after `player`'s move, played after `played` moves (`last_player`'s the last
    of them, None at the start); `fixed`: it rolled, or a computer played it."""
    if fixed:
        return played + 1
    if last_player != player:
        return max(floor, played)
    return floor


def can_take_back(floor: int, played: int, last_player: int, player: int) -> bool:
    """`player` may take back the last of `played` moves (`last_player`'s)."""
    return played > floor and last_player == player


def seat_seed(seed: int, player: int) -> int:
    """The seed of a computer seat's bot: from the game's seed and the seat's index."""
    return (seed * 1_000_003 + 7_919 * (player + 1)) & 0x7FFFFFFF
