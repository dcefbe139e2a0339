"""What the tray shows (no drawing here): the play scene and the replay viewer show the same."""

from __future__ import annotations

from game.rules.engine import Game
from game.rules.task_info import NewDieInfo


def tray_dice(game: Game, colours: list[int]) -> list[tuple[int | None, int]]:
    """The roll being placed, a new die, or the dice on the tile: (colour or None for a
    neutral die, value) each; `colours`: each seat's colour index."""
    d = game.decision
    if d is None:
        return []
    if isinstance(d.info, NewDieInfo):
        return [(colours[d.player], d.info.value)]
    st = game.state
    if d.kind == "place":
        hand = st.players[d.player].hand
    elif st.phase == "actions":
        hand = st.turn.dice
    else:
        return []
    return [(None if x.owner is None else colours[x.owner], x.value) for x in hand]
