"""A table played through a server: what the play scene uses in place of a TableController when
the game is online (no pygame here).

The game shown is the server's, as the window's client holds it (`net.view`: the state without
the dice to come). The local seat's completed move goes to the server and is shown as pending
until the server's "moved" comes back; a refusal becomes a notice and the position stays.
Every "moved" becomes a `Moved` change with its events, so the other players' moves animate and
log exactly as at one screen. While the window still shows one move (`tick(hold=True)`), later
ones wait their turn here, each with the game as it was after it.

A window that comes to a game in progress gets every earlier move from the server (`past`):
the session's steps count from the game's first move and the scene writes the whole log. At
the end the server's record is checked against the final state, then the game is kept and
counted like a local one (game/table/online_past.py).

Undo asks the server (own last move only; the server checks); there is no redo. The Hint asks
the hard bot on a clone of the shown game: the bots reseed the dice of every simulation from
their own generator and never read the game's, so the stand-in generator of a client's game
changes nothing (the tests check the hint equals the one on the server's own game).

    table = OnlineTable(net)          # net: a NetClient seated at a started game
    table.tick(hold=animating)        # once a frame: reads the network, hands out one move
    table.play(move)                  # the local player's move
"""

from __future__ import annotations

import sys
import time
import zlib
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from game.net.past import Past
from game.net.protocol import ProtocolError
from game.net.threaded import NetClient
from game.rules import events as E
from game.rules.engine import Decision, Game
from game.rules.moves import Move, MoveError, parse
from game.session import Step
from game.storage import finished
from game.storage.files import Folders

from .agents import Bot, Request
from .changes import Change, Moved, Notice, Undone
from .hint import Hinting
from .online_past import past_steps, verified_session
from .online_seats import OnlineSession, SeatAgent, SeatPresence, seats_of

ROLLS = (E.DiceRolled, E.PersonalDieGained)
ERROR_REASONS = {"move": "online_refused", "undo": "online_no_undo", "hand": "online_no_hand"}


@dataclass(frozen=True, slots=True)
class Chatted:
    """A chat line came from a player at the table."""

    name: str
    text: str


@dataclass(frozen=True, slots=True)
class Resynced:
    """The whole state came again (after a rejoin): `steps` moves are now known to be played;
    with `rebuilt` the server sent every one of them too (the table's `past`), else what
    happened in between is not known."""

    steps: int
    rebuilt: bool = False


@dataclass(frozen=True, slots=True)
class StatusChanged:
    """The connection is "online", "reconnecting" or "closed" (given up)."""

    status: str


OnlineChange = Chatted | Resynced | StatusChanged


@dataclass(slots=True)
class _Update:
    """A server update taken in, waiting to be shown: the message and the game after it."""

    message: dict[str, Any]
    game: Game
    state: dict[str, Any]
    seq: int
    events: list[E.Event]
    past: Past | None = None  # every move before it, when the server sent them with it


class OnlineTable(Hinting):
    def __init__(self, net: NetClient, clock: Callable[[], float] = time.monotonic,
                 folders: Folders | None = None) -> None:
        view = net.view
        if view.state is None or view.info is None or view.game is None:
            raise ValueError("the table's game has not started")
        self.net = net
        self.clock = clock
        self.seat: int | None = view.seat
        self._game: Game = view.game
        self._state: dict[str, Any] = view.state
        self.seq = view.seq  # the position shown
        self.first_seq = view.seq  # the position this window first showed
        self.session = OnlineSession(self, seats_of(view.info))
        self.past: Past | None = None  # the moves before this window came, as the server said
        if view.past is not None:
            self._take_past(view.past)
        self.folders = folders  # where a game that ends here is kept (None: not kept)
        self.ended = view.over  # a game already over when the window came is not kept again
        if view.over and view.final_record is not None:
            self._finish()  # its "over" came before this window did: the record is there
        self.status = net.status
        self.farewell: str | None = None  # why the server stopped on purpose ("host_left")
        self.awaiting: str | None = None  # "move" or "undo": sent, its outcome not yet seen
        self.updates: deque[_Update] = deque()
        self.changes: list[Change] = []
        self.online_changes: list[OnlineChange] = []
        self.applied: list[Move] = []  # every move shown at this window, in order
        self.generation = 0
        self.turn_since = clock()  # when the shown decision began (its clock runs from here)
        self.failure: Notice | None = None  # the scene's prompt reads it (never set online)
        self.hint: Move | None = None
        self.hint_request: Request | None = None
        self.hint_bot: Bot | None = None  # made when the Hint is first asked
        self.hint_seed = zlib.crc32(str(view.code).encode())  # the table's: the same every time
        self._worker: ThreadPoolExecutor | None = None
        self.closed = False

    # ------------------------------------------------------------------ the game shown

    @property
    def game(self) -> Game:
        return self._game

    @property
    def decision(self) -> Decision | None:
        return self._game.decision

    def seat_presence(self) -> list[SeatPresence]:
        """Every seat: name, colour, connected or away, a bot playing it, deciding now."""
        info_seats = (self.net.view.info or {}).get("seats") or []
        d = self.decision
        out = []
        for i, seat in enumerate(self.session.seats):
            info = info_seats[i] if i < len(info_seats) else {}
            human = info.get("kind") == "human"
            bot = info.get("standin") if human else info.get("level")
            # without a connection this window's own seat is away for the others too
            away = bool(human and (info.get("away") or (i == self.seat
                                                         and self.status != "online")))
            out.append(SeatPresence(i, seat.name, seat.colour if seat.colour is not None else i,
                                    bot, human, away, d is not None and d.player == i,
                                    i == self.seat))
        return out

    def turn_seconds(self) -> float:
        """How long the shown decision has been waiting."""
        return max(0.0, self.clock() - self.turn_since)

    @property
    def watching(self) -> bool:
        """A spectator's window: no seat, so nothing here is ever played, undone or hinted."""
        return self.seat is None

    @property
    def creator(self) -> bool:
        return self.net.view.creator

    def deciding_agent(self) -> SeatAgent | None:
        d = self.decision
        return None if d is None else SeatAgent(local=d.player == self.seat)

    def local_turn(self) -> bool:
        """This window's player decides now, the position shown is the latest, nothing of
        theirs is on its way and no bot stands in for them."""
        d = self.decision
        if d is None or self.closed or d.player != self.seat or self.seat is None:
            return False
        if self.awaiting is not None or self.updates or self.status != "online":
            return False
        return self.net.view.seq == self.seq and not self._standin(self.seat)

    def _standin(self, seat: int) -> bool:
        info = self.net.view.seat_info(seat)
        return bool(info and info.get("standin"))

    def take_changes(self) -> list[Change]:
        changes, self.changes = self.changes, []
        return changes

    def take_online_changes(self) -> list[OnlineChange]:
        changes, self.online_changes = self.online_changes, []
        return changes

    def say(self, reason: str, **values: object) -> None:
        self.changes.append(Notice(reason, values))

    # ------------------------------------------------------------------ moves

    def tick(self, pace: int = 0, hold: bool = False, wait: float = 0.0) -> None:
        """One frame: take in what the server sent; show the next update unless the window
        still shows one (`hold`). `pace` is the local table's: the server paces its bots.
        `wait`: seconds to wait for a first message when none is there (headless drivers)."""
        self._collect_hint()
        while not self.closed:
            message = self.net.wait(wait)
            if message is None:
                break
            wait = 0.0
            self._take(message)
        if self.updates and not hold and not self.closed:
            self._show(self.updates.popleft())

    def play(self, move: Move) -> bool:
        """The local player's move: sent, shown once the server has played it."""
        if not self.local_turn():
            self.say("not_now" if self.status == "online" else "online_offline")
            return False
        if move not in self.decision.options:
            self.say("not_legal")
            return False
        self.awaiting = "move"
        self.net.move(move)
        self._after_change(advance=False)
        return True

    @property
    def pending(self) -> bool:
        """A move of this window's player is on its way to the server."""
        return self.awaiting == "move"

    def can_undo(self) -> bool:
        """The last move shown is this player's own and took no die (the server decides)."""
        steps = self.session.steps
        return (self.status == "online" and self.awaiting is None and not self.updates
                and bool(steps) and steps[-1].player == self.seat and not steps[-1].rolled
                and not self._game.over)

    def undo(self) -> bool:
        if not self.can_undo():
            self.say("no_undo")
            return False
        self.awaiting = "undo"
        self.net.undo()
        self._after_change(advance=False)
        return True

    def can_redo(self) -> bool:
        return False

    def redo(self) -> bool:
        self.say("no_redo")
        return False

    def hand(self, seat: int, to: str) -> None:
        """Creator: a bot of level `to` plays an away player's seat, or "player" hands it back."""
        self.net.hand(seat, to)

    # ------------------------------------------------------------------ incoming

    def _take(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        view = self.net.view
        if kind in ("moved", "state"):
            if view.seq != message.get("seq") or view.state is None:
                return  # not taken in (an update went missing): the whole state follows
            try:
                events = list(view.events)
            except ProtocolError:  # a server's events this version cannot read: none shown
                events = []
            self.updates.append(_Update(message, view.game, view.state, view.seq, events,
                                        view.past))
        elif kind == "over":
            self._finish()
        elif kind == "status":
            self.status = str(message.get("status"))
            if self.status == "closed" and message.get("reason"):
                self.farewell = str(message["reason"])
            if self.status != "online":
                self.awaiting = None  # a request in flight may be lost: the state comes again
            self.online_changes.append(StatusChanged(self.status))
        elif kind == "error":
            self._refused(message)
        elif kind == "chat":
            # a spectator's line comes without a name: "" (the scene says who in words)
            self.online_changes.append(Chatted(str(message.get("name") or "")[:40],
                                               str(message.get("text") or "")[:200]))

    def _refused(self, message: dict[str, Any]) -> None:
        what = message.get("re")
        if what in ("move", "undo"):
            self.awaiting = None
        words = str(message.get("message") or message.get("code") or "")
        if message.get("local"):
            self.say("online_offline")
        else:
            self.say(ERROR_REASONS.get(str(what), "online_error"), error=words)

    def _show(self, update: _Update) -> None:
        message = update.message
        steps = self.session.steps
        if message["type"] == "moved":
            self._moved(update)
        elif message.get("reason") == "undo" and update.seq == self.seq - 1 and steps:
            player = message.get("player", steps[-1].player)
            steps.pop()
            self._set(update)
            self.changes.append(Undone(player, len(steps)))
        elif update.state != self._state or update.seq != self.seq:
            self._set(update)
            if update.past is not None:
                self._take_past(update.past)
                self.online_changes.append(Resynced(update.seq, rebuilt=True))
                self.awaiting = None
                self._after_change()
                return
            known = max(0, update.seq - self.first_seq)
            del steps[known:]
            if len(steps) < known:
                filler = Step(Move(), -1, True)  # a move not seen: nothing undoes past it
                steps.extend([filler] * (known - len(steps)))
            self.online_changes.append(Resynced(known))
        self.awaiting = None
        self._after_change()

    def _moved(self, update: _Update) -> None:
        message = update.message
        player = int(message.get("player", -1))
        try:
            move = parse(str(message.get("move")))
        except MoveError:
            move = Move()
        rolled = any(isinstance(e, ROLLS) for e in update.events)
        # a computer's move, like a roll, is never taken back
        self.session.steps.append(Step(move, player, rolled or bool(message.get("bot"))))
        self._set(update)
        self.applied.append(move)
        self.changes.append(Moved(player, move, tuple(update.events)))

    def _take_past(self, past: Past) -> None:
        """Every earlier move as a step: undo and the log count from the game's first move."""
        self.past, self.first_seq = past, 0
        self.session.steps[:] = past_steps(past)

    def _finish(self) -> None:
        """The server's record at the end: checked against the final state, then the game is
        kept among the finished games and counted (once, and only if it ended here)."""
        view = self.net.view
        if self.session.finished is not None:
            return
        session = verified_session(view.edition, view.final_record, self.session.seats,
                                   view.state, view.final_hash)
        self.session.finished = session
        if session is None or self.folders is None or self.ended:
            return
        self.ended = True
        try:
            finished.keep(self.folders, session, mine=[] if self.seat is None else [self.seat])
        except OSError as error:
            print(f"warning: the finished game was not kept: {error}", file=sys.stderr)

    def _set(self, update: _Update) -> None:
        self._game, self._state, self.seq = update.game, update.state, update.seq
        self.turn_since = self.clock()

    def _after_change(self, advance: bool = True) -> None:
        if advance:
            self.generation += 1
        self._cancel_hint()

    def hint_worker(self) -> ThreadPoolExecutor:
        if self._worker is None:  # a thread of its own, made when the Hint is first asked
            self._worker = ThreadPoolExecutor(1, thread_name_prefix="hint")
        return self._worker

    def thinking(self) -> bool:
        return self.hint_request is not None

    # ------------------------------------------------------------------ the end

    def close(self) -> None:
        """The window leaves the table: the hint stops. The connection is the link's to close."""
        if self.closed:
            return
        self.closed = True
        self._cancel_hint()
        if self._worker is not None:
            self._worker.shutdown(wait=False, cancel_futures=True)
