"""One table on the server: its seats, its game and the checks on every request.

No networking here: the server hands each request to its table, which either changes (and
stores the change before returning) or raises `TableError`, having changed nothing.
"""

from __future__ import annotations

import hmac
import secrets
from dataclasses import replace
from typing import Any

from game.rules import events as E
from game.rules.edition import Edition
from game.rules.engine import Game, Setup
from game.rules.mix import START, stir
from game.rules.moves import MoveError, parse
from game.rules.policy import can_take_back, rolled, undo_floor
from game.rules.record import GameRecord, replay

from . import rated, timing
from .modes import mode_info, setup_of
from .past import KeptPast, replay_table
from .protocol import view_of
from .reveals import FairDice, Roll, TableError, Waiting
from .seating import digest, free_colour, new_code, new_credential
from .store import SeatRecord, Store, TableRecord

__all__ = ["ServerTable", "TableError", "digest", "replay_table"]


class ServerTable:
    def __init__(self, store: Store, edition: Edition, record: TableRecord,
                 played: tuple[Game, KeptPast] | None = None) -> None:
        """`played`: the game and its past as `replay_table` made them (in another thread, so
        a long game is not replayed on the server's event loop); None: replayed here."""
        self.store = store
        self.edition = edition
        self.record = record
        self.present: set[int] = set()  # seats with a connected player (the server keeps it)
        # seats whose link a roll went on without (the deadline passed): away until they give
        # one again, so the creator may hand them to a computer
        self.late: set[int] = set()
        self.game: Game | None = None
        self.past: KeptPast | None = None  # what a join or a watch sends of the moves so far
        self.fair = FairDice(record.seed, record.commits, record.rolls)
        # the game before each move that can still be taken back (by its index), so an undo
        # costs no replay; after a restart it is empty and an undo replays the record
        self.before: dict[int, Game] = {}
        if record.status != "lobby":
            self.game, self.past = played or replay_table(edition, record)
        self.clocks = timing.clocks_of(self)
        self.rated = store.players.seated(record.code)  # seat -> identity at a rated table
        # when the decision asked began, by the server (a rejoin or a restart keeps the clock)
        self.turn_began = store.began(record.code) or store.time.now()

    @classmethod
    def create(cls, store: Store, edition: Edition, name: str, kinds: list[str],
               listed: bool, head: str | None = None, rules: dict[str, Any] | None = None,
               speed: str = "untimed", key: str | None = None,
               sits: bool = True) -> tuple[ServerTable, str]:
        """A new table in its lobby, the creator in the first open seat (or seat 0 with only
        bots, unless the creator only watches: `sits` False): the table and the creator's
        credential. `rules`: the game it plays, checked (game/net/modes.py); `speed`: a
        preset's id; `key`: the player's key at this server, which finds the table again
        under "Your games"."""
        code = new_code()
        while store.exists(code):
            code = new_code()
        seats = [SeatRecord("bot", level=k.split(":")[1], ready=True) if k.startswith("bot:")
                 else SeatRecord("open") for k in kinds]
        creator = next((i for i, s in enumerate(seats) if s.kind == "open"), 0)
        credential, secret = new_credential()
        if sits:
            seats[creator] = SeatRecord("human", name, secret=secret)
        for i, seat in enumerate(seats):
            if seat.kind == "bot":
                seat.name = f"{(seat.level or '').capitalize()} {i + 1}"
        record = TableRecord(code, secrets.randbits(62), len(kinds), creator, "lobby", seats,
                             listed=listed, rules=rules or {}, speed=speed)
        for seat in seats:
            if seat.kind != "open":
                seat.colour = free_colour(seats)
        store.create(record)
        if key is not None:
            store.own(code, creator, digest(key))
        table = cls(store, edition, record)
        table.commit(creator, head if sits else None)
        return table, credential

    # ------------------------------------------------------------------ views

    @property
    def code(self) -> str:
        return self.record.code

    @property
    def status(self) -> str:
        return self.record.status

    @property
    def seq(self) -> int:
        return len(self.record.moves)

    def setup(self) -> Setup:
        return setup_of(self.record)

    def seat(self, index: int) -> SeatRecord:
        return self.record.seats[index]

    def info(self) -> dict[str, Any]:
        """The table as every client may see it: seats, presence, status."""
        # at a turn-based table nobody is away: players come and go between their moves
        waits = self.clocks.speed.turn_based
        seats = [{"name": s.name, "kind": s.kind, "level": s.level, "colour": s.colour,
                  "ready": s.ready, "standin": s.standin,
                  "away": s.kind == "human" and not waits and not self.here(i)}
                 for i, s in enumerate(self.record.seats)]
        held = self.fair.pending
        return {"code": self.code, "status": self.status, "creator": self.record.creator,
                "players": self.record.players, "seats": seats, "seq": self.seq,
                "dice_wait": [] if held is None else sorted(held.waiting),
                **mode_info(self.record), **timing.info(self), **rated.info(self)}

    def here(self, seat: int) -> bool:
        """A player is connected at `seat` and gave the last link asked of it in time."""
        return seat in self.present and seat not in self.late

    def waited(self) -> float:
        """Seconds since the decision now asked began."""
        return round(max(0.0, self.store.time.now() - self.turn_began), 1)

    def _turn_begins(self) -> None:
        self.turn_began = self.store.time.now()
        self.store.turn_began(self.code, self.turn_began)

    def clock_info(self) -> list[dict[str, Any]]:
        return self.clocks.info(self.store.time.now())

    def view(self) -> dict[str, Any] | None:
        return None if self.game is None else view_of(self.game.state)

    def bot_to_move(self) -> tuple[int, str] | None:
        """(seat, level) when a bot must answer the current question."""
        if self.game is None or self.game.decision is None or self.fair.pending is not None:
            return None
        player = self.game.decision.player
        seat = self.record.seats[player]
        level = seat.level if seat.kind == "bot" else seat.standin
        return None if level is None else (player, level)

    # ------------------------------------------------------------------ the lobby

    def join(self, name: str | None, credential: str | None, head: str | None = None,
             key: str | None = None, player: int | None = None) -> tuple[int, str | None]:
        """A returning player's seat (by credential), or the first open seat for a new one:
        (seat, the new credential or None); `head`: the player's chain for the dice; `key`:
        the new player's key at this server (see `create`); `player`: the identity proved on
        the connection (a rated table's seats need one)."""
        held = None if credential is None else self._held(credential)
        rated.may_sit(self, player, held)
        seat, new = (held, None) if held is not None else self._new_seat(name)
        if new is not None:
            rated.seated(self, seat, player)
            if key is not None:
                self.store.own(self.code, seat, digest(key))
        self.commit(seat, head)
        return seat, new

    def commit(self, seat: int, head: str | None) -> None:
        """A seated player's commitment to a chain for the fair dice, stored. In the lobby a
        seat taken without one keeps none (nor its last player's)."""
        if head is None and self.status == "lobby":
            self._forget(seat)
        if head is None or self.status == "over":
            return
        done = self.fair.commit(seat, head)
        if done is not None:
            self.store.add_commit(self.code, *done)

    def _forget(self, seat: int) -> None:
        if self.fair.forget(seat):
            self.store.drop_commits(self.code, seat)

    def _held(self, credential: str) -> int:
        """The seat a credential holds."""
        hashed = digest(credential)
        for i, seat in enumerate(self.record.seats):
            if seat.secret is not None and hmac.compare_digest(seat.secret, hashed):
                return i
        raise TableError("bad_credential", "that seat credential is not valid here")

    def _new_seat(self, name: str | None) -> tuple[int, str]:
        if name is None:
            raise TableError("bad_field", "a new player needs a name")
        if self.status != "lobby":
            raise TableError("not_lobby", "the game has started: only its players may rejoin")
        free = [i for i, s in enumerate(self.record.seats) if s.kind == "open"]
        if not free:
            raise TableError("table_full", "every seat of the table is taken")
        new, secret = new_credential()
        seat = SeatRecord("human", name, colour=free_colour(self.record.seats), secret=secret)
        self.save_seats({free[0]: seat})
        return free[0], new

    def colour(self, index: int, colour: int) -> None:
        self._in_lobby()
        seats = self.record.seats
        holder = next((i for i, s in enumerate(seats) if s.colour == colour), None)
        changes = {index: replace(seats[index], colour=colour)}
        if holder is not None and holder != index:
            if seats[holder].kind != "bot":
                raise TableError("colour_taken", "another player has that colour")
            changes[holder] = replace(seats[holder], colour=seats[index].colour)
        self.save_seats(changes)

    def ready(self, index: int, flag: bool) -> None:
        self._in_lobby()
        self.save_seats({index: replace(self.record.seats[index], ready=flag)})

    def start(self, index: int) -> list[E.Event] | None:
        """Start the game; None when its first roll waits for the players' links (`finish`
        starts it)."""
        self._in_lobby()
        if self.fair.pending is not None:
            raise TableError("not_ready", "the game is starting: the dice wait for the players")
        if index != self.record.creator:
            raise TableError("forbidden", "only the table's creator starts the game")
        if any(s.kind == "open" for s in self.record.seats):
            raise TableError("not_ready", "a seat is still open")
        if not all(s.ready for s in self.record.seats):
            raise TableError("not_ready", "not every player is ready")
        if self.fair.hold(Waiting(0, START, index), self.record.seats, self._only(index)):
            return None
        return self._begin(None)

    def _begin(self, roll: Roll | None) -> list[E.Event]:
        mixed = None if roll is None else (lambda state: stir(state, roll[0], roll[2]))
        game, events = Game.new(self.edition, self.setup(), mixed)
        self.store.start_game(self.code, roll)
        self.record.status = "playing"
        self.game = game
        self.past = KeptPast(events)
        self._turn_begins()
        timing.retime(self)
        return events

    def finish(self) -> tuple[Waiting, list[E.Event]]:
        """The start or move whose roll has every link now: done, stored, its events."""
        held = self.fair.pending
        assert held is not None
        roll = self.fair.close(self.record.players)
        if held.move is None:
            return held, self._begin(roll)
        game = self._playing()
        game.state.rng = stir(game.state.rng, roll[0], roll[2])
        events = game.apply(held.move)
        self._keep(held.seat, held.move, events, held.by_bot, roll)
        return held, events

    def leave(self, index: int) -> bool:
        """Leave the lobby (the seat opens again); in a game the seat only goes away. True when
        the table is left empty of people and was deleted."""
        if self.status != "lobby":
            return False
        changes = {index: SeatRecord("open")}
        self._forget(index)
        rated.seated(self, index, None)
        self.fair.pending = None  # a start that waited for links waits no more: a seat is open
        humans = [i for i, s in enumerate(self.record.seats) if s.kind == "human" and i != index]
        if not humans:
            self.store.delete(self.code)
            return True
        creator = self.record.creator if self.record.creator != index else humans[0]
        self.store.save_seats(self.code, changes, creator=creator)
        self.record.seats[index] = changes[index]
        self.record.creator = creator
        return False

    def _in_lobby(self) -> None:
        if self.status != "lobby":
            raise TableError("not_lobby", "the game has already started")

    def save_seats(self, changes: dict[int, SeatRecord]) -> None:
        self.store.save_seats(self.code, changes)
        for index, seat in changes.items():
            self.record.seats[index] = seat
            if self.rated is not None and seat.standin is not None and seat.kind == "human":
                self.store.players.mark_left(self.code, index)  # R-RATE-2

    # ------------------------------------------------------------------ the game

    def play(self, index: int, text: str, seq: int, by_bot: bool = False) -> list[E.Event] | None:
        """A move for seat `index` at position `seq`: checked, applied, stored; None when it
        rolls and its roll waits for the players' links (`finish` plays it)."""
        game = self._playing()
        if self.fair.pending is not None:
            raise TableError("busy", "the dice wait for the players' contributions")
        if seq != self.seq:
            raise TableError("stale", "the table has moved on since that position")
        decision = game.decision
        if decision is None or decision.player != index:
            raise TableError("not_your_turn", "it is not this seat's turn")
        if not by_bot and self.record.seats[index].standin is not None:
            raise TableError("forbidden", "a computer plays this seat until the creator hands "
                                          "it back")
        try:
            move = parse(text)
        except MoveError as problem:
            raise TableError("illegal", str(problem)) from None
        if move not in decision.options:
            raise TableError("illegal", f"{text!r} is not a legal move now")
        if not by_bot:
            timing.came_back(self, index)
        # a move that rolls waits for the players' links (the core says so before it is played)
        held = Waiting(len(self.fair.rolls), len(self.record.moves), index, str(move), seq, by_bot)
        if game.reveals(move) and self.fair.hold(held, self.record.seats, self._only(index)):
            timing.retime(self)  # the clocks of the seats whose links are missing run
            return None
        self.before[len(self.record.moves)] = game.clone()
        events = game.apply(move)
        self._keep(index, str(move), events, by_bot, None)
        return events

    def _only(self, index: int) -> int | None:
        """At a turn-based table a roll waits only for the link of the player who moved: the
        others may be away for days (R-CLOCK-6)."""
        return index if self.clocks.speed.turn_based else None

    def _keep(self, index: int, move: str, events: list[E.Event], by_bot: bool,
              roll: Roll | None) -> None:
        """Store a move that was played, and keep it in the record and the past."""
        assert self.game is not None
        moves = self.record.moves
        last = moves[-1][0] if moves else None
        floor = undo_floor(self.record.floor, len(moves), last, index, by_bot or rolled(events))
        status = "over" if self.game.over else "playing"
        self.record.status = status
        moves.append((index, move))
        clock = timing.switch(self)
        self.store.add_move(self.code, len(moves) - 1, index, move, floor, status, roll, clock)
        if self.past is not None:
            self.past.add(index, move, events)
        self.record.floor = floor
        self.before = {i: g for i, g in self.before.items() if i >= floor}
        self._turn_begins()

    def game_record(self) -> GameRecord:
        """The record of the game so far, its fair dice with it."""
        return GameRecord(self.setup(), [m for _, m in self.record.moves], self.fair.dice())

    def undo(self, index: int, seq: int) -> str:
        """Take back seat `index`'s own last move: the move taken back."""
        self._playing()
        moves = self.record.moves
        if self.rated is not None:
            raise TableError("cannot_undo", "a rated game takes no move back")
        if self.fair.pending is not None:
            raise TableError("cannot_undo", "a roll waits for the players: it cannot be undone")
        if seq != self.seq:
            raise TableError("stale", "the table has moved on since that position")
        if not moves or not can_take_back(self.record.floor, len(moves), moves[-1][0], index):
            raise TableError("cannot_undo", "only your own last move, before anyone else acted "
                                            "or a die was rolled, can be taken back")
        self.store.undo_move(self.code, len(moves) - 1)
        player, text = moves.pop()
        before = self.before.pop(len(moves), None)
        self.game = before or replay(self.edition, self.game_record())
        if self.past is not None:
            self.past.drop_last()
        self._turn_begins()
        timing.retime(self)
        return text

    def hand(self, by: int, index: int, to: str) -> None:
        """The creator hands an away player's seat to a bot, or back to the player; a player
        takes their own seat back from the computer."""
        self._playing()
        seat = self.record.seats[index]
        if by != self.record.creator and not (by == index and to == "player"):
            raise TableError("forbidden", "only the table's creator hands seats over")
        if seat.kind != "human":
            raise TableError("forbidden", "only a player's seat is handed over")
        if to == "player":
            timing.take_back(self, index)
            return
        if self.here(index):
            raise TableError("forbidden", "the player of that seat is here")
        if self.clocks.speed.turn_based:
            raise TableError("forbidden", "at a turn-based table a seat goes to a computer "
                                          "only once its time has run out")
        self.save_seats({index: replace(seat, standin=to)})
        self.fair.recheck(self.record.seats)
        timing.retime(self)

    def _playing(self) -> Game:
        if self.game is None or self.status != "playing":
            raise TableError("not_playing", "no game is being played at this table")
        return self.game
