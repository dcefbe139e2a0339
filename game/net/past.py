"""The moves played before a client came to a table ("past" messages), both sides.

A player who joins, rejoins or watches a game in progress gets every earlier move with its
player and events, so the window writes the whole log, not only the moves from then on. The
server keeps each table's past as its moves are played (`KeptPast`: a finished four-player
game is about 320 moves, 90 KB of JSON, encoded once) and sends it in parts of at most
PAST_CHUNK bytes, well under what a client accepts (CLIENT_MAX). The client takes the parts
as untrusted: anything malformed drops the whole past with a line on stderr, and the window
goes on without the earlier lines.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from typing import Any, TypeGuard

from game.rules import events as E
from game.rules.edition import Edition
from game.rules.engine import Game, IllegalOption
from game.rules.mix import Dice
from game.rules.record import RecordError, begin, stir_before

from .modes import setup_of
from .protocol import ProtocolError, encode, events_from_json, events_to_json
from .reveals import FairDice
from .store import TableRecord

PAST_CHUNK = 128 * 1024  # bytes of one "past" message's moves (about 140 moves)
MAX_PARTS = 64  # 8 MB of moves at most: far more than any game has
MAX_MOVE_TEXT = 100


@dataclass(frozen=True, slots=True)
class PastMove:
    player: int
    move: str
    events: list[E.Event]
    fixed: bool  # below the server's undo floor: it can no longer be taken back


@dataclass(frozen=True, slots=True)
class Past:
    """Everything played before position `seq`: the start's events and each move."""

    seq: int
    start: list[E.Event]
    moves: list[PastMove]


def past_messages(edition: Edition, setup: Any, moves: list[tuple[int, str]],
                  floor: int, dice: Dice | None = None) -> list[dict[str, Any]]:
    """The "past" messages for a table's record (the setup holds the seed: server side only),
    by a full replay: what the server's kept copy (`KeptPast`) must always equal."""
    game, start, stirs = begin(edition, setup, dice)
    entries = []
    for i, (player, option) in enumerate(moves):
        stir_before(game, stirs, i)
        events = game.apply(option)
        entries.append({"player": player, "move": option, "fixed": i < floor,
                        "events": events_to_json(events)})
    return _messages(events_to_json(start), entries)


def _messages(start: list[Any], entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The entries in parts of at most PAST_CHUNK bytes, the start's events in the first."""
    parts: list[list[dict[str, Any]]] = [[]]
    size = 0
    for entry in entries:
        weight = len(json.dumps(entry, separators=(",", ":")))
        if parts[-1] and size + weight > PAST_CHUNK:
            parts.append([])
            size = 0
        parts[-1].append(entry)
        size += weight
    out = [{"type": "past", "seq": len(entries), "part": i, "parts": len(parts), "moves": part}
           for i, part in enumerate(parts)]
    out[0]["start"] = start
    return out


class KeptPast:
    """A table's past on the server, built once (when the table is read or started) and kept
    up to date: a move played is added, a move taken back removed. The messages a join or a
    watch sends are encoded once per position, so a request costs no replay and no encoding."""

    def __init__(self, start: list[E.Event]) -> None:
        self.start = events_to_json(start)
        self.entries: list[dict[str, Any]] = []  # without "fixed": that depends on the floor
        self._cache: tuple[tuple[int, int], list[str]] | None = None

    def add(self, player: int, move: str, events: list[E.Event]) -> None:
        self.entries.append({"player": player, "move": move, "events": events_to_json(events)})

    def drop_last(self) -> None:
        self.entries.pop()

    def messages(self, floor: int) -> list[dict[str, Any]]:
        entries = [{"player": e["player"], "move": e["move"], "fixed": i < floor,
                    "events": e["events"]} for i, e in enumerate(self.entries)]
        return _messages(self.start, entries)

    def texts(self, floor: int) -> list[str]:
        """The messages as sent (encoded once while the table stays at this position)."""
        key = (len(self.entries), floor)
        if self._cache is None or self._cache[0] != key:
            self._cache = key, [encode(m) for m in self.messages(floor)]
        return self._cache[1]


class PastReader:
    """Gathers a past's parts as they come; `past` is the whole of it once every part came."""

    def __init__(self) -> None:
        self.past: Past | None = None
        self._parts: list[dict[str, Any]] = []

    def take(self, message: dict[str, Any]) -> None:
        try:
            self._take(message)
        except (ProtocolError, ValueError, TypeError) as problem:
            print(f"warning: the earlier moves from the server were ignored: {problem}",
                  file=sys.stderr)
            self._parts, self.past = [], None

    def _take(self, message: dict[str, Any]) -> None:
        part, parts, seq = message.get("part"), message.get("parts"), message.get("seq")
        if not (_count(part) and _count(parts) and _count(seq)) or not 0 < parts <= MAX_PARTS:
            raise ProtocolError("malformed", "a past without its position or parts")
        if part == 0:
            self._parts, self.past = [], None
        elif not self._parts or part != len(self._parts) or \
                (self._parts[0]["seq"], self._parts[0]["parts"]) != (seq, parts):
            raise ProtocolError("malformed", "a past's part out of order")
        self._parts.append(message)
        if len(self._parts) == parts:
            received, self._parts = self._parts, []
            moves = [_move(raw) for p in received for raw in _list(p.get("moves"))]
            start = events_from_json(received[0].get("start"))
            if len(moves) != seq or not start:
                raise ProtocolError("malformed", "a past that does not reach its position")
            self.past = Past(seq, start, moves)


def _move(raw: Any) -> PastMove:
    if not isinstance(raw, dict):
        raise ProtocolError("malformed", "a past move is not an object")
    player, move, fixed = raw.get("player"), raw.get("move"), raw.get("fixed")
    if not _count(player) or player > 3 or not isinstance(fixed, bool) or \
            not isinstance(move, str) or not 0 < len(move) <= MAX_MOVE_TEXT:
        raise ProtocolError("malformed", "a past move without its player or move")
    return PastMove(player, move, events_from_json(raw.get("events")), fixed)


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise ProtocolError("malformed", "a past's moves are not a list")
    return value


def _count(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def replay_table(edition: Edition, record: TableRecord) -> tuple[Game, KeptPast]:
    """A started table's game and past from its record: touches nothing but its arguments, so
    it may run in a worker thread. RecordError names a move that cannot be played."""
    dice = FairDice(record.seed, list(record.commits), list(record.rolls)).dice()
    game, start, stirs = begin(edition, setup_of(record), dice)
    past = KeptPast(start)
    for i, (player, option) in enumerate(record.moves):
        stir_before(game, stirs, i)
        try:
            past.add(player, option, game.apply(option))
        except IllegalOption as error:
            raise RecordError(f"option {i + 1} of the record cannot be played: {error}") from None
    return game, past
