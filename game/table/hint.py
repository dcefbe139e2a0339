"""The Hint of a table, at one screen or played online: the hard bot's move for the local
player's decision, thought with its own budget on a clone of the game in a worker thread (no
pygame here). Online the game shown has a stand-in dice generator, which changes nothing: the
bots reseed the dice of every simulation from their own generator."""

from __future__ import annotations

import sys
from concurrent.futures import Executor

from game.ai import HINT_THINK, make_bot
from game.rules.engine import Decision, Game
from game.rules.moves import Move

from .agents import Bot, BotAgent, Request
from .changes import Change, HintChanged

HINT_LEVEL = "hard"


class Hinting:
    """Mixed into a table, whose constructor sets `hint`, `hint_request` and `hint_bot` (None
    until the Hint is first asked) and which gives the rest below."""

    changes: list[Change]
    generation: int
    hint: Move | None
    hint_request: Request | None
    hint_bot: Bot | None
    seed: int  # the table's: the hint's bot is seeded from it

    @property
    def game(self) -> Game:
        raise NotImplementedError

    @property
    def decision(self) -> Decision | None:
        raise NotImplementedError

    def local_turn(self) -> bool:
        raise NotImplementedError

    def say(self, reason: str, **values: object) -> None:
        raise NotImplementedError

    def hint_worker(self) -> Executor:
        raise NotImplementedError

    def can_hint(self) -> bool:
        """The Hint is offered at this table (the lessons teach one move: they do not)."""
        return True

    def ask_hint(self) -> None:
        """Ask the hard bot what it would do in the local player's decision; asked again while
        a hint is shown, hide it."""
        if not self.local_turn() or self.hint_request is not None:
            return
        self.changes.append(HintChanged())
        if self.hint is not None:
            self.hint = None
            return
        if self.hint_bot is None:
            self.hint_bot = make_bot(HINT_LEVEL, self.seed, think=HINT_THINK)
        self.hint_request = Request(self.generation)
        BotAgent(self.hint_bot, self.hint_worker()).ask(self.game, self.hint_request)

    def _collect_hint(self) -> None:
        request = self.hint_request
        if request is None or not request.done():
            return
        self.hint_request = None
        self.changes.append(HintChanged())
        try:
            move = request.result()
        except Exception as error:  # noqa: BLE001 - a failed hint is only a notice
            print(f"warning: no hint: {error!r}", file=sys.stderr)
            move = None
        if move is not None and self.decision is not None and move in self.decision.options:
            self.hint = move
        else:
            self.say("no_hint")

    def _cancel_hint(self) -> None:
        """The position changed: a hint thought or shown for the old one goes."""
        if self.hint_request is not None:
            self.hint_request.cancel()  # the search stops on it; a late answer is refused
        if self.hint is not None or self.hint_request is not None:
            self.changes.append(HintChanged())
        self.hint = self.hint_request = None

    @property
    def hint_pending(self) -> bool:
        """A hint was asked and is not shown yet."""
        return self.hint_request is not None
