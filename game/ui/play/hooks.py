"""What a scene built over the play scene changes of it, handed to its constructor (no pygame):
the lessons and the online table keep the play scene as it is and say only this.

    PlayScene(app, session, table=table, hooks=PlayHooks(prompt=own_prompt, online="guest"))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from game.rules.moves import Move
from game.rules.state import Die
from game.ui.play.input import TableInput


@dataclass(frozen=True, slots=True)
class PlayHooks:
    # the top bar's question, given the play scene's own (None: the play scene's own)
    prompt: Callable[[str], str] | None = None
    # says that a gesture was refused, given the reason (None: the reason's own words)
    refuse: Callable[[str], None] | None = None
    # the local player's input for a decision, from its moves and the dice in hand
    make_input: Callable[[Iterable[Move], list[Die]], TableInput] = TableInput
    # "host", "guest" or "watch" at an online table ("": at one screen): the pause menu leaves
    # out saving and loading and says what leaving does
    online: str = ""
    # the mouse is over something the scene above explains with a tooltip of its own: the
    # table draws none there (one tooltip at a time)
    own_tooltip: Callable[[tuple[int, int]], bool] | None = None
    # what else the final screen shows once the game is over: online, a line on the rolls that
    # went on without a player's link ("notice") and a rated game's changes ("ratings")
    end_extra: Callable[[], dict[str, Any]] | None = None
