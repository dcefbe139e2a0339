"""Scenario helpers for co-op games: build a mid-game position in a few lines.

    game = coop_game(players=2)                     # a new co-op game, normal, seat 0 first
    last_die(game, "E")                            # the round's last die, on column E, to use
"""

from __future__ import annotations

from game.rules.coop.baron import content
from game.rules.coop.content import Difficulty
from game.rules.coop.state import CoopState
from game.rules.edition import COLUMNS
from game.rules.engine import Game, Setup
from game.rules.state import Die, Task, TurnState
from tests.scenario import NAMES, edition


def coop_game(players: int = 2, seed: int = 1, difficulty: str = "normal") -> Game:
    game, _ = Game.new(edition(), Setup(NAMES[:players], seed, 0, difficulty))
    return game


def coop(game: Game) -> CoopState:
    state = game.state.coop
    assert state is not None
    return state


def level(game: Game) -> Difficulty:
    return content(game).difficulties[coop(game).difficulty]


def last_die(game: Game, column: str, player: int = 0) -> list:
    """The action phase with one die left in the whole round, on `column`'s tile, for `player`
    to use now: using it ends the turn and the round."""
    st = game.state
    for p in st.players:
        p.hand = []
    st.phase = "actions"
    st.current = player
    st.turn = TurnState(column, [Die(None, COLUMNS.index(column) + 1)])
    st.dice_spaces = [[] for _ in range(6)]
    st.stack = [Task("use", player)]
    return game.settle()


def placement_ends(game: Game, value: int = 1) -> list:
    """Placement with one die left, in seat 0's hand, showing `value`: placing it ends the
    phase, and the Baron takes his turn."""
    st = game.state
    for p in st.players:
        p.hand = []
    st.players[0].hand = [Die(None, value)]
    st.phase = "placement"
    st.current = 0
    st.stack = [Task("place", 0)]
    return game.settle()
