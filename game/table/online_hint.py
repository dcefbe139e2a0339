"""The Hint of an online table: the hard bot's move for the local player's decision, thought
on a clone of the shown game in a worker thread (no pygame here). The bots reseed the dice of
every simulation from their own generator, so the client's stand-in generator changes nothing."""

from __future__ import annotations

import sys
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from game.ai import HINT_THINK, make_bot
from game.rules.engine import Decision, Game
from game.rules.moves import Move

from .agents import BotAgent, Request
from .controller import HINT_LEVEL, Change, HintChanged


class OnlineHint:
    """Mixed into OnlineTable, which sets these in its constructor."""

    _game: Game
    changes: list[Change]
    generation: int
    hint: Move | None
    hint_request: Request | None
    hint_seed: int
    _hint_bot: Any
    _worker: ThreadPoolExecutor | None

    @property
    def decision(self) -> Decision | None:
        return self._game.decision

    def local_turn(self) -> bool:
        raise NotImplementedError

    def say(self, reason: str, **values: object) -> None:
        raise NotImplementedError

    def ask_hint(self) -> None:
        """The hard bot's move for the local player's decision, thought on a clone of the
        shown game; asked again while shown, the hint goes."""
        if not self.local_turn() or self.hint_request is not None:
            return
        self.changes.append(HintChanged())
        if self.hint is not None:
            self.hint = None
            return
        if self._worker is None:
            self._worker = ThreadPoolExecutor(1, thread_name_prefix="hint")
            self._hint_bot = make_bot(HINT_LEVEL, self.hint_seed, think=HINT_THINK)
        self.hint_request = Request(self.generation)
        BotAgent(self._hint_bot, self._worker).ask(self._game, self.hint_request)

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
        if self.hint_request is not None:
            self.hint_request.cancel()
        if self.hint is not None or self.hint_request is not None:
            self.changes.append(HintChanged())
        self.hint = self.hint_request = None

    def thinking(self) -> bool:
        return self.hint_request is not None

    @property
    def hint_pending(self) -> bool:
        return self.hint_request is not None
