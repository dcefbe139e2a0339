"""The table: a game in progress, one agent per seat, the autosave and the worker thread.

The controller asks the agent of whoever decides for a move and plays it once it is in; the
window calls `tick()` once a frame and `play(move)` when the mouse completes a move. Every change
of the game (a move, undo, redo) advances `generation`: questions put for an older position are
cancelled and their answers refused. What happened is kept in `changes` for the window to show
(`take_changes()`); nothing here draws, so tests drive a whole table without a window.

A computer's move waits for the pace delay (`tick(pace=frames)`) so that people can follow it; a
bot that fails leaves the game as it was and says so (`failure`), it is never answered for. The
Hint asks the hard bot, in the same worker, what it would do in the local player's decision.

A slip of the mouse is not final: when a local player's move that can still be taken back hands
the decision to a computer, the computer waits (`awaiting_end`) until that player ends their turn
(`end_turn`) or `grace` frames have passed (0: computers never wait); Undo meanwhile takes the
move back. The computer thinks while it waits, so waiting costs no time.

Every table is one of these: at one screen, in the lessons (game/tutorial/table.py: the script
answers for the computer) and online (online.py: the other seats are remote agents whose moves
the server reports, and the game moves on as the server played it, `_play_out`).
"""

from __future__ import annotations

import sys
import traceback
from concurrent.futures import Executor, ThreadPoolExecutor

from game import storage
from game.ai import make_bot
from game.rules import events as E
from game.rules.engine import Decision, Game
from game.rules.moves import Move
from game.rules.policy import seat_seed
from game.rules.record import GameRecord
from game.session import Session

from .agents import Agent, BotAgent, LocalAgent, Request
from .autosave import Autosave, Keeper
from .changes import Change, Moved, Notice, Undone
from .handover import Handover
from .hint import Hint


class TableController:
    # people's seats can be handed to a computer here (online the creator does it on the
    # server; the lessons' script plays the other seat)
    hands_seats = True

    def __init__(self, session: Session, *, folders: storage.Folders | None = None,
                 agents: list[Agent] | None = None, seed: int | None = None,
                 worker: Executor | None = None, grace: int = 0,
                 keeper: Keeper | None = None) -> None:
        """`agents`: one per seat (default: the mouse for a human seat, a bot of the seat's
        level otherwise); `seed`: the bots' seeds come from it (default: the game's seed);
        `folders`: where the autosave goes (None: nowhere); `keeper`: what keeps the game
        instead of the autosave (a campaign's file); `grace`: the frames a computer waits for
        a local player to end their turn (0: it does not wait)."""
        self.session = session
        self._own_worker = worker is None
        self.worker: Executor = worker or ThreadPoolExecutor(1, thread_name_prefix="bot")
        if seed is None:
            if session.setup is None:
                raise ValueError("a game whose seed is not known here needs the bots' seed")
            seed = session.setup.seed
        self.seed = seed  # the bots' and the Hint's
        self.agents: list[Agent] = (agents if agents is not None
                                    else [self.agent_for(p) for p in range(len(session.seats))])
        self.generation = 0
        self.request: Request | None = None  # the deciding seat's question
        self.hints = Hint(self)
        self.handover = Handover(self)  # people's seats handed to a computer for now
        self.failure: Notice | None = None  # why the deciding bot gave no move
        self.waited = 0  # frames since the deciding seat was asked
        self.grace = grace
        self.turn_ended = False  # the local player ended their turn since the last change
        self.applied: list[Move] = []  # every move played at this table, in order
        self.changes: list[Change] = []
        self.closed = False
        self.autosave: Keeper = keeper or Autosave(folders, session)
        self._autosave()

    def agent_for(self, player: int) -> Agent:
        seat = self.session.seats[player]
        if not seat.computer:
            return LocalAgent()
        return BotAgent(make_bot(seat.level, seat_seed(self.seed, player)), self.worker)

    # ------------------------------------------------------------------ the game

    @property
    def game(self) -> Game:
        return self.session.game  # undo replaces the game: never keep it elsewhere

    @property
    def decision(self) -> Decision | None:
        return self.game.decision

    @property
    def record(self) -> GameRecord | None:
        """The game's record, for the scoring's chart and Watch again (None: not known)."""
        return self.session.record

    def deciding_agent(self) -> Agent | None:
        d = self.decision
        return None if d is None else self.agents[d.player]

    def local_turn(self) -> bool:
        """The player at this window decides now."""
        agent = self.deciding_agent()
        return agent is not None and agent.local

    def take_changes(self) -> list[Change]:
        changes, self.changes = self.changes, []
        return changes

    def say(self, reason: str, **values: object) -> None:
        self.changes.append(Notice(reason, values))

    # ------------------------------------------------------------------ moves

    def tick(self, pace: int = 0, hold: bool = False) -> None:
        """One frame: ask the deciding seat if it was not asked, play its move once it is in.
        Any other seat's move than the window's (a computer's, a remote player's) waits while
        `hold` (the window still shows the move before); then a paced agent's move waits `pace`
        frames more, so that each move can be followed."""
        self.hints.collect()
        agent = self.deciding_agent()
        if agent is None or self.closed:
            return
        request = self._ask(agent)
        if hold and not agent.local:
            self.waited = 0  # the pace and the grace count once the move before is shown
            return
        self.waited += 1
        if self.awaiting_end():
            if self.waited < self.grace:
                return
            self.end_turn()  # the grace is over: the turn ends by itself
        if not request.done() or self.failure is not None:
            return
        if agent.paced and self.waited <= pace and not self.handover.playing_on:
            return
        self._take(agent, request)

    def hurry(self) -> bool:
        """The computer deciding moves as soon as it has chosen, without its pace (a click
        while it waits); False if no computer was waiting for its pace."""
        agent = self.deciding_agent()
        if agent is None or agent.local or not agent.paced or self.awaiting_end():
            return False
        self.waited = 2**31
        return True

    def awaiting_end(self) -> bool:
        """A computer waits for the local player who just moved to end their turn: that move
        can still be taken back."""
        agent = self.deciding_agent()
        if (not self.grace or self.turn_ended or self.closed or agent is None or agent.local
                or not agent.paced or not self.session.steps):
            return False
        last = self.session.steps[-1].player
        return self.agents[last].local and self.session.can_undo(by=last)

    def grace_left(self) -> int:
        """Frames until the turn ends by itself (0: nobody is waited for)."""
        return max(0, self.grace - self.waited) if self.awaiting_end() else 0

    def end_turn(self) -> bool:
        """The local player ends their turn: the computer that waited for it moves on (after
        its pace, counted from now). False if nobody was waiting."""
        if not self.awaiting_end():
            return False
        self.turn_ended = True
        self.waited = 0
        return True

    def play(self, move: Move) -> bool:
        """The local player's move, made with the mouse; False if it was not played."""
        agent = self.deciding_agent()
        if agent is None or not agent.local or self.closed:
            self.say("not_now")
            return False
        request = self._ask(agent)
        if not isinstance(agent, LocalAgent) or not agent.deliver(move):
            return False
        return self._take(agent, request)

    def apply(self, move: Move) -> list[E.Event]:
        """Play `move` now, whoever decides (screenshots and tests step games this way)."""
        decision = self.decision
        if decision is None:
            raise ValueError("the game is over")
        player = decision.player
        events = self._play_out(player, move)
        self.applied.append(move)
        self.changes.append(Moved(player, move, tuple(events)))
        self._after_change()
        return events

    def _play_out(self, player: int, move: Move) -> list[E.Event]:
        """The game moves on by `player`'s `move`: here the rules play it."""
        return self.session.apply(move)

    def choose_now(self) -> Move:
        """What the deciding computer seat chooses, thought on this thread."""
        agent = self.deciding_agent()
        if not isinstance(agent, BotAgent):
            raise ValueError("no computer seat decides now")
        request = Request(self.generation)
        agent.think(self.game.clone(), request)
        return request.result()

    def _ask(self, agent: Agent) -> Request:
        if self.request is None or self.request.generation != self.generation:
            self.request = Request(self.generation)
            self.waited = 0
            agent.ask(self.game, self.request)
        return self.request

    def _take(self, agent: Agent, request: Request) -> bool:
        """Play the answer to `request` if it is a legal move now."""
        try:
            move = request.result()
        except Exception as error:  # noqa: BLE001 - any failure of a player is reported
            self._fail(error)
            return False
        decision = self.decision
        if decision is None or move not in decision.options:
            if not agent.local:
                self._fail(ValueError(f"{move} is not a legal move now"))
                return False
            self.request = None  # the local player is asked again
            self.say("not_legal")
            return False
        self.request = None
        self.apply(move)
        return True

    def _fail(self, error: BaseException) -> None:
        """The deciding seat gave no move: say so and leave the game as it is. The failed
        request stays, so the seat is not asked again until the position changes."""
        print("warning: a player failed to choose a move:", file=sys.stderr)
        traceback.print_exception(error, file=sys.stderr)
        decision = self.decision
        name = "" if decision is None else self.session.seats[decision.player].name
        self.failure = Notice("player_failed", {"name": name,
                                                "error": str(error) or type(error).__name__})
        self.changes.append(self.failure)

    # ------------------------------------------------------------------ undo

    def can_undo(self) -> bool:
        return self.session.can_undo()

    def can_redo(self) -> bool:
        return self.session.can_redo()

    def undo(self) -> bool:
        """Take back the last move (while the session allows it)."""
        if not self.can_undo():
            self.say("no_undo")
            return False
        player = self.session.steps[-1].player
        self.session.undo()
        self.changes.append(Undone(player, len(self.session.steps)))
        self._after_change()
        return True

    def redo(self) -> bool:
        """Play again the move last taken back."""
        if not self.session.can_redo():
            self.say("no_redo")
            return False
        player = self.session.redo_steps[-1].player
        events = self.session.redo()
        move = self.session.steps[-1].move
        self.applied.append(move)
        self.changes.append(Moved(player, move, tuple(events)))
        self._after_change()
        return True

    def _after_change(self) -> None:
        self.generation += 1  # every question put so far is for a past position
        self._cancel_requests()
        self.failure = None
        self.waited = 0
        self.turn_ended = False
        self.handover.after_change()
        self._autosave()

    def rethink(self) -> None:
        """Who plays a seat changed: the deciding seat is asked anew, the change is kept."""
        self._cancel_requests()
        self.failure = None
        self.waited = 0
        self._autosave()

    def _cancel_requests(self) -> None:
        if self.request is not None:
            self.request.cancel()  # a bot's search stops on it; a late answer is refused
        self.request = None
        self.hints.cancel()

    def _autosave(self) -> None:
        error = self.autosave.save(self.session)
        if error:
            self.say("autosave_failed", error=error)

    # ------------------------------------------------------------------ hint

    @property
    def hint(self) -> Move | None:
        """The hinted move for the local player's decision, once thought."""
        return self.hints.move

    @property
    def hint_pending(self) -> bool:
        return self.hints.pending

    def can_hint(self) -> bool:
        """The Hint is offered at this table (the lessons teach one move: they do not)."""
        return True

    def ask_hint(self) -> None:
        """Thought in the computer seats' worker: one thinks at a time."""
        self.hints.ask()

    def thinking(self) -> bool:
        """A computer seat's move (a paced agent's) or a hint is being thought for the current
        position."""
        agent = self.deciding_agent()
        bot_thinking = (agent is not None and agent.paced and self.failure is None
                        and self.request is not None and not self.request.done())
        return bot_thinking or self.hint_pending

    # ------------------------------------------------------------------ the end

    def close(self) -> None:
        """The table is left: every question is cancelled, the worker is let go (a search under
        way ends on its cancel and is not waited for)."""
        if self.closed:
            return
        self.closed = True
        self._cancel_requests()
        for agent in self.agents:
            agent.close()
        if self._own_worker:
            self.worker.shutdown(wait=False, cancel_futures=True)
