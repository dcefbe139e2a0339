"""Game records: the setup plus the chosen option ids. Replaying one gives the same state."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field

from .chapter import rules_from_json, rules_to_json
from .edition import Edition
from .engine import Game, IllegalOption, Setup
from .state import to_json

RECORD_FORMAT = "monasterium-record"
RECORD_VERSION = 1
MAX_NAME = 40  # characters in a player's name
MAX_MOVES = 20_000  # far more than any game takes


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message is for a person."""


@dataclass(slots=True)
class GameRecord:
    setup: Setup
    options: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        setup: dict = {"names": list(self.setup.names), "seed": self.setup.seed,
                       "first": self.setup.first}
        if self.setup.chapter is not None:  # a campaign chapter's (R-CAMP-*); others as ever
            setup["chapter"] = rules_to_json(self.setup.chapter)
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "setup": setup,
            "options": list(self.options),
        }


def record_from_json(raw: object) -> GameRecord:
    if not isinstance(raw, dict) or raw.get("format") != RECORD_FORMAT:
        raise RecordError("not a Monasterium game record")
    version = raw.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError("the record has no valid format version")
    if version > RECORD_VERSION:
        raise RecordError(f"the record is format version {version}, newer than this program "
                          f"({RECORD_VERSION})")
    setup, options = raw.get("setup"), raw.get("options")
    if not isinstance(setup, dict) or not isinstance(options, list):
        raise RecordError("the record lacks its setup or its options")
    names, seed, first = setup.get("names"), setup.get("seed"), setup.get("first")
    if (not isinstance(names, list) or not all(isinstance(n, str) for n in names)
            or not 2 <= len(names) <= 4):
        raise RecordError("the record's setup must name 2 to 4 players")
    if not all(valid_name(n) for n in names):
        raise RecordError(f"a player's name must be 1 to {MAX_NAME} printable characters")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError("the record's seed must be an integer")
    if first is not None and (not isinstance(first, int) or not 0 <= first < len(names)):
        raise RecordError("the record's first player is not one of its players")
    if not all(isinstance(o, str) for o in options):
        raise RecordError("the record's options must be strings")
    if len(options) > MAX_MOVES:
        raise RecordError(f"the record holds more than {MAX_MOVES} moves")
    chapter = None
    if setup.get("chapter") is not None:
        try:
            chapter = rules_from_json(setup["chapter"], len(names))
        except ValueError as error:
            raise RecordError(str(error)) from None
    return GameRecord(Setup(tuple(names), seed, first, chapter=chapter), list(options))


def valid_name(name: str) -> bool:
    return 0 < len(name) <= MAX_NAME and name.isprintable()


def replay(edition: Edition, record: GameRecord) -> Game:
    """Play a record's options from its setup; RecordError names the first one refused."""
    game, _ = Game.new(edition, record.setup)
    for i, option in enumerate(record.options):
        try:
            game.apply(option)
        except IllegalOption as error:
            raise RecordError(f"option {i + 1} of the record cannot be played: {error}") from None
    return game


def state_hash(game: Game) -> str:
    """A short fingerprint of the whole state, to check that a replay arrived where it should."""
    text = json.dumps(to_json(game.state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()
