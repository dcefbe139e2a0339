"""Placement (R-PLACE-*): roll, maybe reroll once a round, place dice by value; a personal die
gained on the road is placed the same way."""

from __future__ import annotations

from collections import deque
from dataclasses import fields
from functools import lru_cache
from itertools import repeat
from typing import TYPE_CHECKING

from . import events as E
from .moves import Move, NewDie, Place, Reroll, RerollGroup
from .state import Task

if TYPE_CHECKING:
    from .engine import Game

_place = lru_cache(maxsize=None)(Place)  # a shared immutable value
_new_move, _set_groups = Reroll.__new__, Reroll.__dict__["groups"].__set__
assert [f.name for f in fields(Reroll)] == ["groups"]  # all _rerolls sets

# Dice of one value and the same kind (neutral or personal) are alike for a reroll: a die's
# group is (value, personal), written out where it is needed (listing options is hot).


def place_options(game: Game, task: Task) -> list[Move]:
    player = game.state.players[task.player]
    hand = sorted([(d.value, d.owner is not None) for d in player.hand])
    return list(_hand_options(tuple(hand), player.reroll_active))


@lru_cache(maxsize=16384)
def _hand_options(hand: tuple[tuple[int, bool], ...], reroll: bool) -> tuple[Move, ...]:
    """The places of a hand (its dice's groups, sorted), then (R-PLACE-3) its rerolls: any
    sub-multiset of the dice just rolled, 2n before 2p before 3n."""
    places = tuple(map(_place, sorted({value for value, _ in hand})))
    if not reroll:
        return places
    counts: dict[tuple[int, bool], int] = {}
    for group in hand:
        counts[group] = counts.get(group, 0) + 1
    return places + _rerolls(tuple(counts.items()))


def _rerolls(groups: tuple[tuple[tuple[int, bool], int], ...]) -> tuple[Reroll, ...]:
    """Every reroll of a hand with these groups of alike dice (moves are immutable: shared).

    In the order of `itertools.product` over the counts (0 first, the first group slowest);
    built a group at a time, as tuple concatenations, because a new hand lists up to 255."""
    combos: list[tuple[RerollGroup, ...]] = [()]
    for (value, personal), n in groups:
        choices = ((), *((_group(value, personal, c),) for c in range(1, n + 1)))
        combos = [combo + choice for combo in combos for choice in choices]
    del combos[0]  # nothing rerolled is no reroll
    # Reroll(groups) for each, built in C: the frozen dataclass's __init__ is the slow part
    rerolls = tuple(map(_new_move, repeat(Reroll, len(combos))))
    deque(map(_set_groups, rerolls, combos), 0)
    return rerolls


@lru_cache(maxsize=256)
def _group(value: int, personal: bool, count: int) -> RerollGroup:
    return RerollGroup(value, personal, count)


def apply_place(game: Game, task: Task, move: Move, ev: list[E.Event]) -> None:
    st = game.state
    p = task.player
    player = st.players[p]
    if isinstance(move, Reroll):
        player.reroll_active = False
        hand = player.hand
        for group in move.groups:  # a group after a first one sees the values rolled for it
            key = (group.value, group.personal)
            alike = [d for d in hand if (d.value, d.owner is not None) == key]
            for die in alike[: group.count]:
                die.value = game.roll()
        ev.append(E.DiceRolled(p, tuple([(d.owner, d.value) for d in hand]), True))
        return
    assert isinstance(move, Place)
    value = move.value
    hand = player.hand
    placed = [d for d in hand if d.value == value]
    player.hand = [d for d in hand if d.value != value]
    st.dice_spaces[value - 1] += placed
    ev.append(E.DicePlaced(p, value, tuple([d.owner for d in placed])))
    st.stack.pop()


def new_die_forced(game: Game, task: Task, ev: list[E.Event]) -> bool:
    """Without a reroll left the new die is placed as it fell (R-ROAD-5)."""
    if game.state.players[task.player].reroll_active:
        return False
    ev.append(E.OnlyChoice(task.player, task.kind, str(NewDie(False))))
    apply_new_die(game, task, NewDie(False), ev)
    return True


def new_die_options(game: Game, task: Task) -> list[Move]:
    return [NewDie(False), NewDie(True)]  # R-ROAD-5 with R-PLACE-3


def apply_new_die(game: Game, task: Task, move: Move, ev: list[E.Event]) -> None:
    assert isinstance(move, NewDie)
    st = game.state
    p = task.player
    player = st.players[p]
    die = player.hand.pop()
    if move.reroll:
        player.reroll_active = False
        die.value = game.roll()
        ev.append(E.DiceRolled(p, ((p, die.value),), True))
    st.stack.pop()
    st.dice_spaces[die.value - 1].append(die)
    ev.append(E.DicePlaced(p, die.value, (p,)))
