"""A table played through a server: the table controller with remote seats (no pygame here).

The game shown is the server's, as the window's client holds it (`net.view`: the state without
the dice to come). Every seat is an agent as at one screen: this window's player is the mouse,
every other seat (a player elsewhere, a computer on the server) is a RemoteAgent whose moves
arrive from the server. The local player's completed move goes to the server and is shown as
awaited until the server's "moved" comes back; then, like any other seat's, it is delivered to
its agent and played out as the server played it: the session takes the step and the game after
it (`_play_out`), a refusal becomes a notice and the position stays. So the other players'
moves animate and log exactly as at one screen. While the window still shows one move
(`tick(hold=True)`), later ones wait their turn here, each with the game as it was after it.

A window that comes to a game in progress gets every earlier move from the server (`past`)
and writes the whole log; without it the moves not seen are counted (`session.unseen`) and
nothing is taken back past them. At the end the server's record is checked against the final
state, then the game is kept and counted like a local one (game/table/online_past.py).

Undo asks the server (own last move above the undo floor; the server checks; none at a rated
table, nor a hint); there is no redo. The Hint asks the hard bot on a clone of the shown game.
Every bot decides on the game as its seat may know it and draws the dice and the Baron's cards
to come anew in each simulation (game/rules/views.py), so the stand-ins of a client's game change
nothing (the tests check the hint equals the one on the server's own game).

    table = OnlineTable(net)          # net: a NetClient seated at a started game
    table.tick(hold=animating)        # once a frame: reads the network, hands out one move
"""

from __future__ import annotations

import sys
import time
import zlib
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.net.past import Past
from game.net.protocol import ProtocolError
from game.net.threaded import NetClient
from game.net.view import seconds
from game.rules import events as E
from game.rules.engine import Game
from game.rules.moves import Move, MoveError, parse
from game.rules.policy import rolled
from game.rules.record import GameRecord
from game.session import Session
from game.storage import finished
from game.storage.files import Folders

from .agents import Agent, InboxAgent, LocalAgent, RemoteAgent
from .changes import Undone
from .controller import TableController
from .online_clocks import CLOCK_MESSAGES, ClockNews, clock_news
from .online_dice import DiceNews, dice_news
from .online_past import past_steps, verified_session
from .online_seats import SeatPresence, presence, seats_of

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


@dataclass(frozen=True, slots=True)
class ChapterBegun:
    """The table's creator began the campaign's next chapter at this table: the game shown is
    over for good and the new one comes to the same connection (a new OnlineTable on it shows
    it once `next_game_ready`); `summary` is the campaign's, as the creator sent it."""

    summary: Any


OnlineChange = Chatted | Resynced | StatusChanged | ChapterBegun | DiceNews | ClockNews


@dataclass(slots=True)
class _Update:
    """A server update taken in, waiting to be shown: the message and the game after it."""

    message: dict[str, Any]
    game: Game
    state: dict[str, Any]
    seq: int
    events: list[E.Event]
    past: Past | None = None  # every move before it, when the server sent them with it
    after: list[ClockNews] = field(default_factory=list)  # told once it is shown


class OnlineTable(TableController):
    hands_seats = False  # the table's creator hands seats over on the server (`hand`)

    def __init__(self, net: NetClient, clock: Callable[[], float] = time.monotonic,
                 folders: Folders | None = None) -> None:
        view = net.view
        if view.state is None or view.info is None or view.game is None:
            raise ValueError("the table's game has not started")
        self.net = net
        self.clock = clock
        self.seat: int | None = view.seat
        self._state: dict[str, Any] = view.state
        self.seq = view.seq  # the position shown
        self.past: Past | None = None  # the moves before this window came, as the server said
        self.folders = folders  # where a game that ends here is kept (None: not kept)
        self.finished: Session | None = None  # the whole game, from the server's record
        self.ended = view.over  # a game already over when the window came is not kept again
        self.status = net.status
        self.farewell: str | None = None  # why the server stopped on purpose ("host_left")
        self.awaiting: str | None = None  # "move" or "undo": sent, its outcome not yet seen
        self.updates: deque[_Update] = deque()
        self.online_changes: list[OnlineChange] = []
        # when the shown decision began, by the server's count (so joining keeps its clock)
        self.turn_since = clock() - view.waited
        self._arriving: _Update | None = None  # the server's move being played out
        self.chapter_begun = False  # the next chapter's game came: this table's is done
        self.refused_rolls = 0  # rolls asked of this player with a link not of its chain
        seats = seats_of(view.info)
        session = Session(view.edition, None, seats, view.game, unseen=view.seq)
        agents: list[Agent] = [LocalAgent() if i == self.seat else RemoteAgent()
                               for i in range(len(seats))]  # the Hint's seed: the table's
        super().__init__(session, agents=agents, seed=zlib.crc32(str(view.code).encode()))
        if view.past is not None:
            self._take_past(view.past, view.game)
        if view.over and view.final_record is not None:
            self._finish()  # its "over" came before this window did: the record is there

    # ------------------------------------------------------------------ the table shown

    @property
    def record(self) -> GameRecord | None:
        """The server's record once the game is over and it was checked."""
        return None if self.finished is None else self.finished.record

    def seat_presence(self) -> list[SeatPresence]:
        """Every seat: name, colour, connected or away, a bot playing it, deciding now."""
        d = self.decision
        return presence(self.net.view.info, self.session.seats, None if d is None else d.player,
                        self.seat, self.status == "online")

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

    def local_turn(self) -> bool:
        """This window's player decides now, the position shown is the latest, nothing of
        theirs is on its way and no bot stands in for them."""
        if not super().local_turn() or self.closed or self.seat is None:
            return False
        if self.awaiting is not None or self.updates or self.status != "online":
            return False
        return self.net.view.seq == self.seq and not self._standin(self.seat)

    def _standin(self, seat: int) -> bool:
        info = self.net.view.seat_info(seat)
        return bool(info and info.get("standin"))

    def take_online_changes(self) -> list[OnlineChange]:
        changes, self.online_changes = self.online_changes, []
        return changes

    # ------------------------------------------------------------------ moves

    def tick(self, pace: int = 0, hold: bool = False, wait: float = 0.0) -> None:
        """One frame: take in what the server sent; show the next update unless the window
        still shows one (`hold`). `pace` is the local table's: the server paces its bots.
        `wait`: seconds to wait for a first message when none is there (headless drivers)."""
        while not self.closed:
            message = self.net.wait(wait)
            if message is None:
                break
            wait = 0.0
            self._receive(message)
        if self.updates and not hold and not self.closed:
            self._show(self.updates.popleft())
        super().tick(pace, hold)

    def play(self, move: Move) -> bool:
        """The local player's move: sent, played once the server has played it."""
        if not self.local_turn():
            self.say("not_now" if self.status == "online" else "online_offline")
            return False
        d = self.decision
        if d is None or move not in d.options:
            self.say("not_legal")
            return False
        self.awaiting = "move"
        self.net.move(move)
        self.hints.cancel()
        return True

    def _play_out(self, player: int, move: Move) -> list[E.Event]:
        """The server's move, delivered to its seat's agent: the session takes it with the game
        the server reached (a computer's move, like a roll, is never taken back)."""
        update, self._arriving = self._arriving, None
        if update is None:
            raise ValueError("online, only the server's moves are played")
        fixed = rolled(update.events) or bool(update.message.get("bot"))
        self.session.seen(move, player, fixed, update.game)
        self._set(update)
        return update.events

    def can_undo(self) -> bool:
        """This window's player's own last move, above the undo floor (the server decides)."""
        return (self.status == "online" and self.awaiting is None and not self.updates
                and self.seat is not None and not self.net.view.rated
                and self.session.can_undo(by=self.seat))

    def can_hint(self) -> bool:  # none at a rated table (R-RATE-3)
        return not self.net.view.rated

    def undo(self) -> bool:
        """Asked of the server: taken back once its state comes."""
        if not self.can_undo():
            self.say("no_undo")
            return False
        self.awaiting = "undo"
        self.net.undo()
        self.hints.cancel()
        return True

    def hand(self, seat: int, to: str) -> None:
        """Creator: a bot of level `to` plays an away player's seat, or "player" hands it back."""
        self.net.hand(seat, to)

    # ------------------------------------------------------------------ incoming

    def start_events(self) -> list[E.Event]:
        """What the game's start did (the first roll, a chapter's advantages), when this window
        shows the game from its first position as the server just began it; else nothing."""
        view = self.net.view
        if self.past is not None or view.seq != 0:
            return []
        try:
            return list(view.events)
        except ProtocolError:  # a server's events this version cannot read: none shown
            return []

    def next_game_ready(self) -> bool:
        """After ChapterBegun: the next chapter's game has begun (a new table can show it)."""
        view = self.net.view
        return self.chapter_begun and view.state is not None and view.game is not None

    def _receive(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        view = self.net.view
        if kind == "chapter":
            self.chapter_begun = True
            self.updates.clear()  # the last game's: the new one is another table's to show
            self.awaiting = None
            self.online_changes.append(ChapterBegun(message.get("summary")))
        elif self.chapter_begun and kind in ("moved", "state", "over"):
            return  # the next chapter's game, shown by the table built for it
        elif kind in ("moved", "state"):
            if view.seq != message.get("seq") or view.state is None or view.game is None:
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
        elif kind in ("late", "refused_roll"):
            news = dice_news(message)
            if news is not None:
                self.refused_rolls += news.refused
                self.online_changes.append(news)
        elif kind in CLOCK_MESSAGES:  # a seat out of time, the others' choice, a seat back,
            told = self.updates[-1].after if self.updates else self.online_changes  # in turn
            told += [news for news in [clock_news(message)] if news is not None]
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
        elif what == "chat":  # the line is in nobody's log: say so, in the player's words
            long = message.get("code") == "bad_field"
            self.say("online_chat_long" if long else "online_chat_refused", error=words)
        else:
            self.say(ERROR_REASONS.get(str(what), "online_error"), error=words)

    def _show(self, update: _Update) -> None:
        message = update.message
        self.online_changes += update.after
        steps = self.session.steps
        self.awaiting = None
        if message["type"] == "moved" and self._deliver(update):
            return
        if message.get("reason") == "undo" and update.seq == self.seq - 1 and steps:
            step = self.session.taken_back(update.game)
            self._set(update)
            self.changes.append(Undone(int(message.get("player", step.player)), len(steps)))
        elif update.state != self._state or update.seq != self.seq:
            self._set(update)
            if update.past is not None and self._take_past(update.past, update.game):
                self.online_changes.append(Resynced(update.seq, rebuilt=True))
            else:
                self.session.caught_up(update.seq, update.game)
                self.online_changes.append(Resynced(len(steps)))
        self._after_change()

    def _deliver(self, update: _Update) -> bool:
        """The server's move to the agent of its seat, and played out at once; False when it is
        not a legal move of the game shown (the update is then taken as a whole state)."""
        d = self.decision
        try:
            move = parse(str(update.message.get("move")))
        except MoveError:
            return False
        if d is None or d.player != update.message.get("player") or move not in d.options:
            return False
        agent = self.agents[d.player]
        assert isinstance(agent, InboxAgent)  # the mouse or a remote seat: moves handed in
        request = self._ask(agent)
        self._arriving = update
        agent.deliver(move)
        taken = self._take(agent, request)
        self._arriving = None
        return taken

    def _take_past(self, past: Past, game: Game) -> bool:
        """Every earlier move as a step: undo and the log count from the game's first move;
        False when the server wrote a move this version does not read."""
        try:
            steps = past_steps(past)
        except MoveError:
            return False
        self.past = past
        self.session.rebuilt(steps, game)
        return True

    def _finish(self) -> None:
        """The server's record at the end: checked against the final state, then the game is
        kept among the finished games and counted (once, and only if it ended here)."""
        view = self.net.view
        if self.finished is not None:
            return
        session = verified_session(view.edition, view.final_record, self.session.seats,
                                   view.state, view.final_hash)
        self.finished = session
        if session is None or self.folders is None or self.ended:
            return
        self.ended = True
        try:
            finished.keep(self.folders, session, mine=[] if self.seat is None else [self.seat])
        except OSError as error:
            print(f"warning: the finished game was not kept: {error}", file=sys.stderr)

    def _set(self, update: _Update) -> None:
        self._state, self.seq = update.state, update.seq
        waited = seconds(update.message.get("waited")) if update.message["type"] == "state" else 0
        self.turn_since = self.clock() - waited
