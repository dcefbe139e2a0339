"""A game to look back at, from a file: a game record (`python -m game.cli simulate --record`) or
a save (its record replayed and its state hash checked). A file that is neither is refused with
one line in the player's language, and never changed."""

from __future__ import annotations

from pathlib import Path

from game.guard import FileRefused, Limits, read_json
from game.rules.edition import Edition
from game.rules.record import RECORD_FORMAT, GameRecord, RecordError, record_from_json
from game.session import Seat
from game.storage.saves import SAVE_FORMAT, SaveError, load, refusal_text
from game.texts import text


def read_game(path: Path, edition: Edition) -> tuple[GameRecord, list[Seat]]:
    """The record and the seats of the game in `path`; SaveError says why it cannot be used."""
    try:
        raw = read_json(path, Limits.SAVE)
    except FileRefused as refused:
        raise SaveError(refusal_text(refused)) from None
    kind = raw.get("format") if isinstance(raw, dict) else None
    if kind == SAVE_FORMAT:
        session = load(path, edition)
        return session.record, session.seats
    if kind != RECORD_FORMAT:
        raise SaveError(text("save_error.not_a_game", file=path.name))
    try:
        record = record_from_json(raw)
    except RecordError as error:
        raise SaveError(text("save_error.record", file=path.name, error=error)) from None
    seats = [Seat(name, "human", i) for i, name in enumerate(record.setup.names)]
    return record, seats
