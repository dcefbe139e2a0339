"""The invariant checker names every break: a valid mid-game state, broken one way at a time, is
reported with that break's own sentence (and the untouched state with none)."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

import pytest

from game.ai.random_bot import RandomBot
from game.rules.constants import CHAPEL_CAPACITY
from game.rules.engine import Game, Setup
from game.rules.invariants import violations
from game.rules.state import Die, GameState
from tests.scenario import NAMES, edition


def _rich(game: Game) -> bool:
    """Player 0 has something of every kind the breaks below need."""
    st = game.state
    me = st.players[0]
    return (st.phase == "actions" and bool(st.blocked) and bool(st.spent) and bool(me.missions)
            and me.window[0][0] is not None and me.window[0][1] is None
            and 0 in st.buildings.values() and 0 in st.cloister.values()
            and any(0 in owners for owners in st.chapels.values())
            and any(d.owner is None for s in st.dice_spaces for d in s)
            and any(d.owner == 0 for s in st.dice_spaces for d in s)
            and True in me.novices[3] and True in me.yellow and me.extras_sent == 0)


@lru_cache(maxsize=1)
def _found() -> Game:
    for seed in range(200):  # 3 players: the spaces marked "4" are blocked
        game, _ = Game.new(edition(), Setup(NAMES[:3], seed))
        bot = RandomBot(seed)
        while not game.over:
            game.apply(bot.choose(game))
            if _rich(game):
                return game
    raise AssertionError("no random game reached a state with every kind of piece")


@pytest.fixture
def game() -> Game:
    copy = _found().clone()
    assert violations(copy) == []
    return copy


def _die(st: GameState, owner: int | None) -> Die:
    return next(d for s in st.dice_spaces for d in s if d.owner == owner)


def _remove(st: GameState, die: Die) -> None:
    for space in st.dice_spaces:
        if any(d is die for d in space):
            space[:] = [d for d in space if d is not die]


def _building(st: GameState) -> str:
    return next(b for b, owner in st.buildings.items() if owner == 0)


def _chapel(st: GameState) -> str:
    return next(m for m, owners in st.chapels.items() if 0 in owners)


def _second_novice_in_a_chapel(st: GameState) -> None:
    other = next(m for m, owners in st.chapels.items() if len(owners) < CHAPEL_CAPACITY[3])
    st.chapels[other].append(0)  # the building's novice, now also in a chapel


def _tile_moved_right(st: GameState) -> None:
    row = st.players[0].window[0]
    row[0], row[1] = None, row[0]


def _tile_repeated_in_row(st: GameState) -> None:
    row = st.players[0].window[0]
    row[1] = row[0]


def _over_capacity(st: GameState) -> None:
    st.chapels["A"] += [1] * (CHAPEL_CAPACITY[3] + 1 - len(st.chapels["A"]))


def _completed_twice(st: GameState) -> None:
    mission = st.players[0].missions[0]
    st.players[0].missions.append(mission)
    st.mission_discs[mission].append([0, st.year])


def _novice_back_home(st: GameState) -> None:
    row = next(r for r in st.players[0].novices if False in r)
    row[row.index(False)] = True  # back on the area, yet still on the board


def _yellow_too_soon(st: GameState) -> None:
    me = st.players[0]
    me.yellow[me.novices[3].index(True)] = True


def _set(obj, name: str, value) -> None:
    setattr(obj, name, value)


# how to break the state -> a pattern of the sentence that must name it
BREAKS: dict[str, tuple[Callable[[GameState], None], str]] = {
    "a novice back on the area": (_novice_back_home, r"player 0: \d+ \+ \d+ novices, not 24"),
    "a novice in two places": (_second_novice_in_a_chapel, r"player 0: \d+ \+ \d+ novices, not 24"),
    "a novice gone": (lambda st: st.buildings.update({_building(st): None}),
                      r"player 0: \d+ \+ \d+ novices, not 24"),
    "negative tokens": (lambda st: st.players[1].tokens.update(soup=-1),
                        "player 1: negative tokens"),
    "score not the sum of its parts": (
        lambda st: _set(st.players[2], "score", st.players[2].score + 1), "player 2: score"),
    "four personal dice": (lambda st: _set(st.players[0], "personal_dice", 4),
                           "player 0: 4 personal dice$"),
    "messenger off the road": (lambda st: _set(st.players[1], "messenger", 99),
                               "player 1: messenger off the road"),
    "a gap in a window row": (_tile_moved_right, r"player 0: window row .* has a gap"),
    "a monastery twice in a window row": (_tile_repeated_in_row,
                                          r"player 0: window line .* repeats a monastery"),
    "a die in two places": (lambda st: st.spent.append(_die(st, None)),
                            "a die is in two places at once"),
    "a neutral die missing": (lambda st: _remove(st, _die(st, None)),
                              "8 neutral dice in play, expected 9"),
    "a personal die missing": (lambda st: _remove(st, _die(st, 0)),
                               r"player 0: \d personal dice in play, owns \d"),
    "a die of no player": (lambda st: _set(_die(st, None), "owner", 7),
                           r"dice of no player in play \(owners \[7\]\)"),
    "a die on the wrong space": (lambda st: _set(_die(st, None), "value", 0),
                                 r"dice space \d holds a die of another value"),
    "a chapel over capacity": (_over_capacity, "chapel A holds 7 novices, more than 6"),
    "negative chapel tiles": (lambda st: st.chapel_tiles.update(B=-1),
                              "chapel B has negative tiles"),
    "a tile created": (lambda st: st.chapel_tiles.update(C=st.chapel_tiles["C"] + 1),
                       "stained-glass tiles were created or destroyed"),
    "a blocked space in use": (lambda st: st.buildings.update({st.blocked[0]: None}),
                               "a blocked space is usable"),
    "a building held by no player": (lambda st: st.buildings.update({_building(st): 5}),
                                     r"building \w+ holds a novice of no player \(5\)"),
    "a chapel novice of no player": (lambda st: st.chapels[_chapel(st)].append(6),
                                     r"chapel \w holds a novice of no player \(6\)"),
    "a tile yellow too soon": (_yellow_too_soon,
                               r"player 0: tile \d is yellow with its row-IV novice home"),
    "a tile white after its novice left": (
        lambda st: st.players[0].yellow.__setitem__(st.players[0].yellow.index(True), False),
        r"player 0: tile \d is white with its row-IV novice sent"),
    "chapel sends miscounted": (lambda st: _set(st.players[0], "chapel_sends", 9),
                                r"player 0: 9 chapel sends counted, \d sent"),
    "extra novices miscounted": (lambda st: _set(st.players[0], "extras_sent", 4),
                                 r"player 0: 4 extra novices counted, \d sent"),
    "a mission without its disc": (lambda st: st.mission_discs[st.players[0].missions[0]].clear(),
                                   r"player 0: missions \[.+\] but discs on \["),
    "a mission completed twice": (_completed_twice, "player 0: a mission completed twice"),
    "a mission not revealed": (lambda st: st.players[1].missions.append("X9"),
                               "player 1: a mission that is not revealed"),
}


@pytest.mark.parametrize(("breaking", "pattern"), BREAKS.values(), ids=BREAKS.keys())
def test_each_break_is_named(game: Game, breaking, pattern: str) -> None:
    breaking(game.state)
    found = violations(game)
    assert any(re.search(pattern, line) for line in found), found
