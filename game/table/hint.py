"""The Hint of a table, at one screen or played online: the hard bot's move for the local
player's decision, thought with its own budget on a clone of the game in the table's worker
thread (no pygame here). Like every bot it decides on what the player may know, never on the
dice or cards to come (game/rules/views.py), so the stand-ins of an online game change nothing."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from game.ai import HINT_THINK, make_bot
from game.rules.moves import Move

from .agents import Bot, BotAgent, Request
from .changes import HintChanged

if TYPE_CHECKING:
    from .controller import TableController

HINT_LEVEL = "hard"


class Hint:
    """One table's Hint: its bot (seeded from the table's seed), the question put to it and the
    move it answered, kept until the position changes."""

    def __init__(self, table: TableController) -> None:
        self.table = table
        self.move: Move | None = None  # the hinted move for the local player's decision
        self.request: Request | None = None
        self.bot: Bot | None = None  # made when the Hint is first asked

    @property
    def pending(self) -> bool:
        """A hint was asked and is not shown yet."""
        return self.request is not None

    def ask(self) -> None:
        """Ask the hard bot what it would do in the local player's decision; asked again while
        a hint is shown, hide it."""
        table = self.table
        if not table.local_turn() or self.request is not None:
            return
        table.changes.append(HintChanged())
        if self.move is not None:
            self.move = None
            return
        decision = table.game.decision
        if decision is not None:  # helped: the game is not rated at this computer (R-RATE-6)
            table.session.seats[decision.player].helped = True
        if self.bot is None:
            self.bot = make_bot(HINT_LEVEL, table.seed, think=HINT_THINK)
        self.request = Request(table.generation)
        BotAgent(self.bot, table.worker).ask(table.game, self.request)

    def collect(self) -> None:
        """Take the bot's answer once it is in: shown if it is a legal move now."""
        request = self.request
        if request is None or not request.done():
            return
        self.request = None
        self.table.changes.append(HintChanged())
        try:
            move = request.result()
        except Exception as error:  # noqa: BLE001 - a failed hint is only a notice
            print(f"warning: no hint: {error!r}", file=sys.stderr)
            move = None
        decision = self.table.decision
        if move is not None and decision is not None and move in decision.options:
            self.move = move
        else:
            self.table.say("no_hint")

    def cancel(self) -> None:
        """The position changed: a hint thought or shown for the old one goes."""
        if self.request is not None:
            self.request.cancel()  # the search stops on it; a late answer is refused
        if self.move is not None or self.request is not None:
            self.table.changes.append(HintChanged())
        self.move = self.request = None
