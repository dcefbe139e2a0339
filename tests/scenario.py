"""Scenario helpers: build mid-game states in a few lines.

    game = new_game(players=2)
    at_action(game, player=0, spaces={5: [None, None, 1]})   # action phase, dice on space 5
    with_dice(game, "E", count=2, player=0)                  # two dice on column E, to use
    put_novice(game, 0, "A1")                                 # a novice already in building A1
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from game.edition_loader import load_edition
from game.rules.edition import COLUMNS, Edition
from game.rules.engine import Game, Setup
from game.rules.state import Die, Task, TurnState
from game.rules.task_info import info_from_json

NAMES = ("Anna", "Bruno", "Chiara", "Dieter")
# The tests' frozen copy of data/*.yaml: correcting the shipped edition breaks no rule test.
EDITION_DIR = Path(__file__).resolve().parent / "fixtures" / "edition"


@lru_cache(maxsize=1)
def edition() -> Edition:
    return load_edition(EDITION_DIR)


def option_texts(game: Game) -> list[str]:
    """The current options in their record form ("take:5:2"), as the rule texts are quoted."""
    return [str(m) for m in game.options()]


def new_game(players: int = 2, seed: int = 1, first: int = 0) -> Game:
    game, _ = Game.new(edition(), Setup(NAMES[:players], seed, first))
    return game


def _action_phase(game: Game, player: int) -> None:
    st = game.state
    for p in st.players:
        p.hand = []
    st.phase = "actions"
    st.current = player
    st.turn = TurnState()
    st.dice_spaces = [[] for _ in range(6)]
    st.spent = []


def at_action(game: Game, player: int = 0, spaces: dict[int, list[int | None]] | None = None,
              ) -> list:
    """The action phase, `player` to take dice; `spaces` maps space -> die owners."""
    _action_phase(game, player)
    st = game.state
    for space, owners in (spaces or {}).items():
        st.dice_spaces[space - 1] = [Die(o, space) for o in owners]
    st.stack = [Task("take", player)]
    return game.settle()


def with_dice(game: Game, column: str, count: int = 1, player: int = 0,
              value: int | None = None) -> list:
    """`count` neutral dice already taken onto `column`'s tile, to be used now."""
    _action_phase(game, player)
    st = game.state
    value = value or COLUMNS.index(column) + 1
    st.turn = TurnState(column, [Die(None, value) for _ in range(count)])
    # keep one die elsewhere so the round does not end under the test's feet
    st.dice_spaces[0] = [Die(None, 1)]
    st.stack = [Task("use", player)]
    return game.settle()


def task(game: Game, kind: str, player: int = 0, **data) -> list:
    """Put one pending task (a road bonus, a glass tile, a send...) on top and settle."""
    _action_phase(game, player)
    st = game.state
    st.dice_spaces[0] = [Die(None, 1)]
    st.stack = [Task(kind, player, info_from_json(kind, data))]
    return game.settle()


def put_novice(game: Game, player: int, target: str) -> None:
    """A novice of `player` already at `target` (a building, cloister space or "X-chapel")."""
    st = game.state
    if target.endswith("-chapel"):
        st.chapels[target[0]].append(player)
    elif target in st.cloister:
        st.cloister[target] = player
    else:
        st.buildings[target] = player
    p = st.players[player]
    for row in (3, 2, 1, 0):  # take it from the action area so novices stay 24
        if any(p.novices[row]):
            p.novices[row][p.novices[row].index(True)] = False
            return


def tokens(game: Game, player: int = 0, **amounts: int) -> None:
    game.state.players[player].tokens.update(amounts)


def kinds(events: list, cls: type) -> list:
    return [e for e in events if isinstance(e, cls)]
