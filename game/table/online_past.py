"""What an online table makes of the server's past and of its record at the end (no pygame).

The past ("past" messages, game/net/past.py) becomes the session's steps, so undo and the log's
move numbers count from the game's first move. The record the server sends once the game is
over is trusted only when it replays, with its seed, to the very state this window holds; then
the game is a whole Session like a local one: charted, watched again, kept and counted.
"""

from __future__ import annotations

import sys
from typing import Any

from game.net.past import Past
from game.net.protocol import view_hash, view_of
from game.rules.edition import Edition
from game.rules.mix import check
from game.rules.moves import Move, parse
from game.rules.policy import rolled
from game.rules.record import RecordError, record_from_json
from game.session import Seat, Session


def past_steps(past: Past) -> list[tuple[Move, int, bool]]:
    """(move, player, fixed) per earlier move; one below the server's undo floor, or that
    rolled, is never taken back. MoveError when the server wrote a move not read here."""
    return [(parse(entry.move), entry.player, entry.fixed or rolled(entry.events))
            for entry in past.moves]


def verified_session(edition: Edition, raw: Any, seats: list[Seat],
                     state: dict[str, Any] | None, final_hash: Any) -> Session | None:
    """The finished game from the server's record, when it replays to the final state held
    here (and the server's fingerprint of it); None, with a line on stderr, otherwise."""
    if raw is None or state is None:
        return None
    try:
        record = record_from_json(raw)
        if len(record.setup.names) != len(seats):
            raise RecordError("the record has other players than the table")
        if record.dice is not None:
            for problem in check(record.dice, record.setup.seed, record.setup.players):
                raise RecordError(f"its dice: {problem}")
        session, _ = Session.start(edition, record.setup, seats, record.dice)
        for option in record.options:
            session.apply(option)
        final = view_hash(view_of(session.game.state))
        if not session.game.over or final != view_hash(state) or final != final_hash:
            raise RecordError("the record does not end on the final state")
    except Exception as problem:  # noqa: BLE001 - a record from elsewhere: any flaw is a line
        print(f"warning: the game's record from the server was not used: {problem}",
              file=sys.stderr)
        return None
    return session
