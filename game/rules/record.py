"""Game records: the setup plus the chosen option ids. Replaying one gives the same state.

A hosted game's record also keeps its fair dice (game/rules/mix.py): the players' commitments and
reveals, stirred into the dice generator before the rolls they came for. A record without them
replays as it always did.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field

from . import events as E
from .chapter import rules_from_json, rules_to_json
from .edition import Edition
from .engine import Game, IllegalOption, Setup
from .mix import START, Dice, check, link_ok, stir, unlinked
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
    dice: Dice | None = None  # the fair dice of a hosted game

    def to_json(self) -> dict:
        setup: dict = {"names": list(self.setup.names), "seed": self.setup.seed,
                       "first": self.setup.first}
        if self.setup.coop:  # a competitive record is written as it always was
            setup["coop"] = self.setup.coop
        if self.setup.chapter is not None:  # a campaign chapter's (R-CAMP-*); others as ever
            setup["chapter"] = rules_to_json(self.setup.chapter)
        raw = {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "setup": setup,
            "options": list(self.options),
        }
        if self.dice is not None:
            raw["dice"] = self.dice.to_json()
        return raw


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
    coop = setup.get("coop", "")
    if not isinstance(coop, str) or len(coop) > MAX_NAME:
        raise RecordError("the record's co-op difficulty must be a short text")
    fewest = 1 if coop else 2  # R-COOP-1
    if (not isinstance(names, list) or not all(isinstance(n, str) for n in names)
            or not fewest <= len(names) <= 4):
        raise RecordError(f"the record's setup must name {fewest} to 4 players")
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
    dice = dice_from_json(raw["dice"], len(names), len(options)) if "dice" in raw else None
    return GameRecord(Setup(tuple(names), seed, first, coop, chapter), list(options), dice)


def _count(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def dice_from_json(raw: object, players: int, moves: int) -> Dice:
    """A record's fair dice, checked for form (`mix.check` checks the links themselves)."""
    if not isinstance(raw, dict) or set(raw) - {"seed", "commits", "rolls"}:
        raise RecordError("the record's dice must hold a seed, commits and rolls, nothing else")
    seed, commits, rolls = raw.get("seed", ""), raw.get("commits", []), raw.get("rolls", [])
    if not (seed == "" or link_ok(seed)) or not isinstance(commits, list) \
            or not isinstance(rolls, list) or len(rolls) > MAX_MOVES + 1 \
            or len(commits) > MAX_MOVES:
        raise RecordError("the record's dice are not a seed, a list of commits and of rolls")
    out = Dice(seed)
    for c in commits:
        if not (isinstance(c, list) and len(c) == 3 and _count(c[0], 0, len(rolls))
                and _count(c[1], 0, players - 1) and link_ok(c[2])):
            raise RecordError("a commit of the record's dice is not [roll, seat, 64 hex digits]")
        out.commits.append((c[0], c[1], c[2]))
    last = START - 1
    for r in rolls:
        if not (isinstance(r, list) and len(r) == 2 and _count(r[0], START, moves - 1)
                and r[0] > last and isinstance(r[1], list) and len(r[1]) == players
                and all(x is None or link_ok(x) for x in r[1])):
            raise RecordError("a roll of the record's dice is not [option, a link or null per "
                              "seat], in the order of the options")
        last = r[0]
        out.rolls.append((r[0], list(r[1])))
    return out


def valid_name(name: str) -> bool:
    return 0 < len(name) <= MAX_NAME and name.isprintable()


def replay(edition: Edition, record: GameRecord) -> Game:
    """Play a record's options from its setup; RecordError names the first one refused."""
    return played(edition, record, keep=False)[0]


def played(edition: Edition, record: GameRecord,
           keep: bool = True) -> tuple[Game, list[E.Event]]:
    """The game a record's options make from its setup, and (`keep`) every event on the way;
    its fair dice are stirred in before the options they came for."""
    game, events, stirs = begin(edition, record.setup, record.dice)
    for i, option in enumerate(record.options):
        stir_before(game, stirs, i)
        try:
            happened = game.apply(option)
        except IllegalOption as error:
            raise RecordError(f"option {i + 1} of the record cannot be played: {error}") from None
        if keep:
            events += happened
    return game, events


Stirs = dict[int, tuple[int, list[str | None]]]


def begin(edition: Edition, setup: Setup,
          dice: Dice | None) -> tuple[Game, list[E.Event], Stirs]:
    """A record's game at its start (its first roll stirred), and the roll index and reveals
    to stir in before each option that has them."""
    stirs = dice.before() if dice is not None else {}
    first = stirs.get(START)
    try:
        game, events = Game.new(edition, setup,
                                None if first is None else lambda state: stir(state, *first))
    except ValueError as error:  # a co-op difficulty this edition does not have
        raise RecordError(f"the record's setup cannot be played: {error}") from None
    return game, events, stirs


def stir_before(game: Game, stirs: Stirs, option: int) -> None:
    """The reveals that came for option `option`, if any, stirred into the dice."""
    mixed = stirs.get(option)
    if mixed is not None:
        game.state.rng = stir(game.state.rng, *mixed)


def verify(edition: Edition, record: GameRecord,
           seen: list[tuple[int, ...]] | None = None) -> list[str]:
    """Every reason to doubt a hosted game's dice, in words (empty: none): each reveal hashes
    to its seat's last link, the seed is the one committed, no roll went on without the link
    of a player who had committed to a chain, the record replays and, given the dice `seen`
    during the game (the values of each roll in turn), gives those very dice."""
    if record.dice is None:
        return ["the record keeps no fair dice"]
    problems = check(record.dice, record.setup.seed, record.setup.players)
    names = record.setup.names
    for seat, rolls in unlinked(record.dice, record.setup.players).items():
        who = names[seat] if seat < len(names) else f"seat {seat + 1}"
        problems.append(f"{len(rolls)} roll(s) went on without {who}'s link (seat {seat + 1}), "
                        f"so the server alone could tell them: {rolls_words(rolls)}")
    try:
        _, events = played(edition, record)
    except RecordError as error:
        return [*problems, str(error)]
    if seen is not None and rolls_of(events) != seen:
        problems.append("replayed with its reveals the record gives other dice than were seen")
    return problems


def rolls_words(rolls: list[int], most: int = 8) -> str:
    """Roll numbers in short: "roll 3", "rolls 3, 5, 9", "rolls 3, 5, 9 ... (12 in all)"."""
    shown = ", ".join(str(r) for r in rolls[:most])
    more = f" ... ({len(rolls)} in all)" if len(rolls) > most else ""
    return f"roll{'s' if len(rolls) > 1 else ''} {shown}{more}"


def rolls_of(events: list[E.Event]) -> list[tuple[int, ...]]:
    """The values of each roll among `events`, in turn."""
    out = []
    for e in events:
        if isinstance(e, E.DiceRolled):
            out.append(tuple(value for _, value in e.dice))
        elif isinstance(e, E.PersonalDieGained):
            out.append((e.value,))
    return out


def state_hash(game: Game) -> str:
    """A short fingerprint of the whole state, to check that a replay arrived where it should."""
    return _digest(to_json(game.state))


def state_hashes(game: Game) -> tuple[str, str]:
    """The state's fingerprint, and the one written by saves made before a campaign chapter's
    progress, a co-op game's revealed cards and its points by kind were kept in the state:
    such a save still loads."""
    raw = to_json(game.state)
    former = {k: v for k, v in raw.items() if k != "chapter"}
    if "coop" in raw:
        former["coop"] = {k: v for k, v in raw["coop"].items()
                          if k not in ("revealed", "points")}
    return _digest(raw), _digest(former)


def _digest(raw: dict) -> str:
    text = json.dumps(raw, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()
