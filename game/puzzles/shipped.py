"""Reading a puzzle set's file (data/puzzles/puzzles.yaml) as every data file is read: the
guarded YAML reader, then every field checked, a fault named by file, line and field
(`DataError`), never a traceback. Whether its records replay is `check`'s business."""

from __future__ import annotations

from pathlib import Path

from game.edition_fields import Field, Ids, _construct, read_file
from game.edition_loader import data_dir
from game.rules.moves import MoveError, parse
from game.rules.record import GameRecord, RecordError

from .model import DIFFICULTIES, FORMAT, VERSION, Puzzle, PuzzleSet, record_of
from .themes import THEMES

SHIPPED = "puzzles/puzzles.yaml"
PUZZLE_FIELDS = ("id", "game", "at", "player", "accepted", "runner_up", "margin", "theme",
                 "difficulty", "rating", "options", "bot_finds")


def load_shipped(folder: Path | None = None) -> PuzzleSet:
    """The puzzles shipped in data/puzzles/ (`DataError` says what is wrong with them)."""
    return load_puzzles(folder or data_dir(), SHIPPED)


def load_puzzles(folder: Path, name: str) -> PuzzleSet:
    root = read_file(folder, name).fields(
        ("format", "version", "command", "threshold", "tolerance", "budget", "games",
         "puzzles"))
    root["format"].choice((FORMAT,), "format")
    if root["version"].integer(1) != VERSION:
        raise root["version"].error(f"this program reads version {VERSION}")
    games = {e.name: _game(e.value) for e in root["games"].entries()}
    ids = Ids()
    puzzles = tuple(_puzzle(item, ids, games)
                    for item in root["puzzles"].items(minimum=1, noun="puzzles"))
    return PuzzleSet(root["command"].text(), _number(root["threshold"]),
                     _number(root["tolerance"]), root["budget"].text(), games, puzzles)


def _game(field: Field) -> GameRecord:
    parts = field.fields(("setup", "options"))
    value = _construct(parts["setup"].node)
    if not isinstance(value, dict):
        raise parts["setup"].error(f"expected a mapping, got {parts['setup'].describe()}")
    try:
        return record_of(value, parts["options"].text().split())
    except RecordError as error:
        raise parts["setup"].error(str(error)) from None


def _puzzle(field: Field, ids: Ids, games: dict[str, GameRecord]) -> Puzzle:
    f = field.fields(PUZZLE_FIELDS)
    key = f["game"].text()
    if key not in games:
        raise f["game"].error(f"no game '{key}' in the file")
    at = f["at"].integer(0)
    if at > len(games[key].options):
        raise f["at"].error(f"the game has only {len(games[key].options)} moves")
    accepted = tuple(_move(item) for item in f["accepted"].items(minimum=1, noun="moves"))
    return Puzzle(ids.claim(f["id"]), key, at, f["player"].integer(0), accepted,
                  _move(f["runner_up"]), _number(f["margin"]), f["theme"].choice(THEMES, "theme"),
                  f["difficulty"].choice(DIFFICULTIES, "difficulty"), f["rating"].integer(0),
                  f["options"].integer(1), f["bot_finds"].boolean())


def _move(field: Field) -> str:
    text = field.text()
    try:
        parse(text)
    except MoveError as error:
        raise field.error(str(error)) from None
    return text


def _number(field: Field) -> float:
    value = _construct(field.node)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise field.error(f"expected a number, got {field.describe()}")
    if not 0 <= value < float("inf"):
        raise field.error(f"must be a number of 0 or more, got {value}")
    return float(value)
