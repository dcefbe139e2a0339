"""What a client knows of its table: the seats, the state without the dice to come, the last
events. Fed with the server's messages in order; lists the options locally from the state."""

from __future__ import annotations

import time
from typing import Any

from game.rules import events as E
from game.rules.edition import Edition
from game.rules.engine import Decision, Game
from game.rules.moves import Move

from .past import Past, PastReader
from .protocol import ProtocolError, events_from_json, game_from_view, patch, view_hash
from .speeds import Speed, speed_of


class TableView:
    def __init__(self, edition: Edition) -> None:
        self.edition = edition
        self.reset()

    def reset(self) -> None:
        """Away from any table (after leaving it)."""
        self.code: str | None = None
        self.seat: int | None = None  # None: a spectator (or not at a table yet)
        self.info: dict[str, Any] | None = None  # the table: seats, presence, status
        self.campaign: Any = None  # the campaign's summary its creator sent with a chapter
        self.clocks: list[dict[str, Any]] = []  # each seat's clock as last told (R-CLOCK-2)
        self.clocks_at = 0.0  # when they were told (time.monotonic())
        self.new_game()

    def new_game(self) -> None:
        """Before the table's (next) game: the last one's state and end forgotten."""
        self.seq = -1  # the number of moves played; -1 before the game starts
        self.state: dict[str, Any] | None = None
        self._raw_events: list[Any] = []  # those of the last update, as they came
        self._events: list[E.Event] | None = []
        self.last_move: tuple[int, str] | None = None  # (player, move) of the last update
        self.final_hash: str | None = None  # the server's fingerprint of the final state
        self.final_record: Any = None  # the whole record the server sent at the end, unchecked
        self.rated_changes: list[dict[str, Any]] | None = None  # a rated game's, once rated
        self.past_reader = PastReader()  # the moves played before this client came
        self.waited = 0.0  # seconds the decision in the last state had waited, by the server
        self._game: Game | None = None

    @property
    def speed(self) -> Speed:
        return speed_of(self.info.get("speed") if self.info else None)

    def clock_left(self, seat: int) -> float | None:
        """Seconds `seat` has left now, counted down from what the server last said (at its
        time scale); None at an untimed table."""
        if not 0 <= seat < len(self.clocks):
            return None
        clock = self.clocks[seat]
        left = float(clock.get("left", 0.0))
        if clock.get("running"):
            scale = float(self.info.get("scale", 1.0)) if self.info else 1.0
            left -= (time.monotonic() - self.clocks_at) * scale
        return max(0.0, left)

    def _take_clocks(self, message: dict[str, Any]) -> None:
        source = message.get("table") if message.get("type") == "table" else message
        clocks = source.get("clocks") if isinstance(source, dict) else None
        if isinstance(clocks, list) and all(isinstance(c, dict) for c in clocks):
            self.clocks, self.clocks_at = clocks, time.monotonic()

    def update(self, message: dict[str, Any]) -> bool:
        """Take one server message in; False when an update is missing before it (the client
        should ask the server for the whole state: `sync`)."""
        kind = message.get("type")
        self._take_clocks(message)
        if kind in ("joined", "watching"):
            self.code = message.get("code")
            self.seat = message.get("seat") if kind == "joined" else None
        elif kind == "table" and isinstance(message.get("table"), dict):
            self.info = message["table"]
            self.campaign = self.info.get("campaign", self.campaign)
        elif kind == "state":
            self._take(message.get("state"), message)
            if message.get("reason") != "join":  # the past comes only before a join's state
                self.past_reader.past = None
        elif kind == "moved":
            if message.get("seq") != self.seq + 1:
                return False
            self.past_reader.past = None  # it told what came before an earlier position
            if "state" in message or self.state is None:
                self._take(message.get("state"), message)
            else:
                self._take(patch(self.state, message.get("change")), message)
            player, move = message.get("player"), message.get("move")
            self.last_move = (player, move) if isinstance(player, int) and \
                isinstance(move, str) else None
        elif kind == "over":
            self.final_hash = message.get("hash")
            self.final_record = message.get("record")
        elif kind == "past":
            self.past_reader.take(message)
        elif kind == "rated" and isinstance(message.get("changes"), list):
            self.rated_changes = [c for c in message["changes"] if isinstance(c, dict)]
        elif kind == "chapter":  # the campaign's next chapter at this table: a new game
            self.new_game()
            self.campaign = message.get("summary")
        elif kind == "between":  # the campaign after the chapter just ended, as its creator says
            self.campaign = message.get("summary")
        elif kind in ("left", "closed"):
            self.reset()
        return True

    def _take(self, state: Any, message: dict[str, Any]) -> None:
        seq = message.get("seq")
        if not isinstance(state, dict) or not isinstance(seq, int):
            raise ProtocolError("malformed", "an update without its state")
        self.state, self.seq = state, seq
        self.waited = seconds(message.get("waited"))
        self._events, self._raw_events = None, message.get("events") or []
        self._game = None

    @property
    def past(self) -> Past | None:
        """Every move before the position shown, when the server sent them for it."""
        past = self.past_reader.past
        return past if past is not None and past.seq == self.seq else None

    @property
    def events(self) -> list[E.Event]:
        """What happened in the last update, as the rules core's events (read when asked)."""
        if self._events is None:
            self._events = events_from_json(self._raw_events)
        return self._events

    # ------------------------------------------------------------------ questions

    @property
    def game(self) -> Game | None:
        """The rules core's game for this view (built once per update, when asked)."""
        if self._game is None and self.state is not None:
            self._game = game_from_view(self.edition, self.state)
        return self._game

    @property
    def decision(self) -> Decision | None:
        game = self.game
        return None if game is None else game.decision

    @property
    def turn(self) -> int | None:
        """Whose question it is, read from the state without building the game (the top
        task's player is the one who decides)."""
        state = self.state
        if state is None or state.get("phase") == "over" or not state.get("stack"):
            return None
        return state["stack"][-1].get("player")

    @property
    def my_turn(self) -> bool:
        return self.seat is not None and self.turn == self.seat

    def options(self) -> list[Move]:
        """This seat's legal moves now (none when it is not its turn)."""
        game = self.game
        return game.options() if game is not None and self.my_turn else []

    @property
    def rated(self) -> bool:
        """A rated table (R-RATE-3): no move is taken back, there is no hint."""
        return bool((self.info or {}).get("rated"))

    @property
    def over(self) -> bool:
        return self.state is not None and self.state.get("phase") == "over"

    @property
    def matches_server(self) -> bool:
        """The final state as this client holds it is the server's own."""
        return self.final_hash is not None and self.state is not None and \
            view_hash(self.state) == self.final_hash

    def seat_info(self, index: int) -> dict[str, Any] | None:
        seats = (self.info or {}).get("seats")
        return seats[index] if isinstance(seats, list) and 0 <= index < len(seats) else None

    @property
    def creator(self) -> bool:
        return self.info is not None and self.seat is not None and \
            self.info.get("creator") == self.seat


WAITED_MAX = 365 * 86400.0  # a year: more than any game is left waiting


def seconds(value: Any) -> float:
    """A server's count of seconds, or 0 when it is not a sensible one (the clock then runs
    from when the state came)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return 0.0
    return float(value) if 0 <= value <= WAITED_MAX else 0.0
