"""What the tray shows (no drawing here): the play scene and the replay viewer show the same."""

from __future__ import annotations

from game.rules.engine import Game


def tray_dice(game: Game, colours: list[int]) -> list[tuple[int | None, int]]:
    """The roll being placed, a new die, or the dice on the tile: (colour or None for a
    neutral die, value) each; `colours`: each seat's colour index."""
    d = game.decision
    if d is None:
        return []
    if d.kind == "new_die":
        return [(colours[d.player], d.data.get("value", 1))]
    st = game.state
    if d.kind == "place":
        hand = st.players[d.player].hand
    elif st.phase == "actions":
        hand = st.turn.dice
    else:
        return []
    return [(None if x.owner is None else colours[x.owner], x.value) for x in hand]
