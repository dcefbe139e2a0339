"""Player statistics: games played and won by opponent level and player count, the best and the
average score. Kept in `stats.json` in the user data folder (beside the saves folder), written
atomically, read through the guarded reader.

A game counts for the people at this computer: it is played when it has at least one human seat,
won when a human seat is among the winners, and its score is the best human seat's. Its opponent
level is the strongest computer seat's, or "human" when every seat is a person. An online game
counts for this window's own seat only (`mine`): the other people at the table play elsewhere,
so they are its "human" opponents, and a spectator's game is not counted.

A game together against the Baron (R-COOP-*) counts apart, by difficulty and team size: won when
the team won, its score the team's total (`coop` in the file; a file without it has none).

A damaged file is refused in one line and left as it is: nothing is counted over it until the
player resets the statistics (so a file edited by hand is never silently replaced).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeGuard, TypeVar

from game.ai import LEVELS as BOT_LEVELS
from game.guard import FileRefused, Limits, read_json
from game.rules.coop.content import TEAM_SIZES  # a co-op game's seats
from game.rules.engine import Game
from game.session import Seat
from game.storage.files import Folders, write_atomic
from game.storage.saves import refusal_text
from game.texts import text

STATS_FORMAT = "monasterium-stats"
STATS_VERSION = 1
STATS_FILE = "stats.json"
LEVELS = (*BOT_LEVELS, "human")  # weakest computer first; "human": people only
PLAYER_COUNTS = (2, 3, 4)
MAX_DIFFICULTY = 20  # characters of a difficulty's name
LIMITS = Limits(size=64_000, depth=6, nodes=2_000, string=200, digits=9)
FIELDS = ("played", "won", "best", "total")
T = TypeVar("T")


class StatsRefused(Exception):
    """The statistics file cannot be used; the message says why, in the player's language."""


@dataclass(slots=True)
class Tally:
    played: int = 0
    won: int = 0
    best: int = 0  # the best score
    total: int = 0  # every score added up, for the average


Tallies = dict[tuple[str, int], Tally]


def _add(tallies: Tallies, key: tuple[str, int], won: bool, score: int) -> None:
    tally = tallies.setdefault(key, Tally())
    tally.played += 1
    tally.won += int(won)
    tally.best = max(tally.best, score)
    tally.total += score


def _sum(tallies: Tallies, kind: str | None, players: int | None) -> Tally:
    """The tallies of one kind and player count (None: any), added up."""
    out = Tally()
    for (k, n), t in tallies.items():
        if kind in (None, k) and players in (None, n):
            out.played += t.played
            out.won += t.won
            out.best = max(out.best, t.best)
            out.total += t.total
    return out


@dataclass(slots=True)
class Stats:
    tallies: Tallies = field(default_factory=dict)
    coop: Tallies = field(default_factory=dict)  # by (difficulty, team size)
    last_coop: dict | None = None  # outcome, total, target, difficulty, players of the last

    def add(self, level: str, players: int, won: bool, score: int) -> None:
        _add(self.tallies, (level, players), won, score)

    def add_coop(self, difficulty: str, players: int, won: bool, total: int) -> None:
        _add(self.coop, (difficulty, players), won, max(0, total))  # a total below 0: none

    def add_last_coop(self, difficulty: str, players: int, won: bool, total: int,
                      target: int) -> None:
        """The last co-op game, said as won or lost together with the team's total/target."""
        self.last_coop = {"outcome": "won" if won else "lost", "total": total, "target": target,
                          "difficulty": difficulty, "players": players}

    def tally(self, level: str | None = None, players: int | None = None) -> Tally:
        """The games of one level and player count (None: any), added up."""
        return _sum(self.tallies, level, players)

    def coop_tally(self, difficulty: str | None = None, players: int | None = None) -> Tally:
        """The co-op games of one difficulty and team size (None: any), added up."""
        return _sum(self.coop, difficulty, players)

    @property
    def difficulties(self) -> list[str]:
        """The difficulties counted, normal and hard first."""
        found = {d for d, _ in self.coop}
        return sorted(found, key=lambda d: (d not in ("normal", "hard"), d != "normal", d))

    @property
    def average(self) -> float:
        whole = self.tally()
        return whole.total / whole.played if whole.played else 0.0

    def to_json(self) -> dict:
        rows = [{"level": lv, "players": n, **{f: getattr(t, f) for f in FIELDS}}
                for (lv, n), t in sorted(self.tallies.items())]
        coop = [{"difficulty": d, "players": n, **{f: getattr(t, f) for f in FIELDS}}
                for (d, n), t in sorted(self.coop.items())]
        out = {"format": STATS_FORMAT, "version": STATS_VERSION, "games": rows, "coop": coop}
        if self.last_coop is not None:
            out["last_coop"] = dict(self.last_coop)
        return out


def stats_path(folders: Folders) -> Path:
    """stats.json in the user data folder (the saves folder's parent)."""
    return folders.saves.parent / STATS_FILE


def read_stats(path: Path) -> Stats:
    """The statistics kept so far (none yet: empty); StatsRefused for a file that cannot be
    used."""
    stats = read_kept(path, LIMITS, _from_json, StatsRefused)
    return Stats() if stats is None else stats


def read_kept(path: Path, limits: Limits, parse: Callable[[object], T | None],
              refused: type[Exception]) -> T | None:
    """A file the player's results are kept in, read through the guarded reader and `parse`d:
    None when there is none yet; `refused` (in the player's language) for one that cannot be
    used."""
    if not path.exists():
        return None
    try:
        raw = read_json(path, limits)
    except FileRefused as problem:
        raise refused(refusal_text(problem)) from None
    kept = parse(raw)
    if kept is None:
        raise refused(text("stats.not_stats", file=path.name))
    return kept


def _from_json(raw: object) -> Stats | None:
    if not isinstance(raw, dict) or raw.get("format") != STATS_FORMAT:
        return None
    version, rows = raw.get("version"), raw.get("games")
    if not _count(version) or not 1 <= version <= STATS_VERSION or not isinstance(rows, list):
        return None
    coop = raw.get("coop", [])
    if not isinstance(coop, list):
        return None
    stats = Stats()
    for row in rows:
        if not isinstance(row, dict) or row.get("level") not in LEVELS \
                or row.get("players") not in PLAYER_COUNTS:
            return None
        if not _tally_row(stats.tallies, (row["level"], row["players"]), row):
            return None
    for row in coop:
        if not isinstance(row, dict) or not _difficulty(row.get("difficulty")) \
                or row.get("players") not in TEAM_SIZES:
            return None
        if not _tally_row(stats.coop, (row["difficulty"], row["players"]), row):
            return None
    last = raw.get("last_coop")
    if last is not None:
        if not _last_coop(last):
            return None
        stats.last_coop = dict(last)
    return stats


def _last_coop(raw: object) -> bool:
    """A well-formed last co-op game (a total may be below 0)."""
    return (isinstance(raw, dict) and raw.get("outcome") in ("won", "lost")
            and all(isinstance(raw.get(k), int) and not isinstance(raw.get(k), bool)
                    and abs(raw[k]) < 100_000 for k in ("total", "target"))
            and _difficulty(raw.get("difficulty")) and raw.get("players") in TEAM_SIZES)


def _tally_row(tallies: Tallies, key: tuple[str, int], row: dict) -> bool:
    """Keep a row's tally under `key`; False when its counts make no sense."""
    values = [row.get(f) for f in FIELDS]
    counts = [v for v in values if _count(v)]
    if len(counts) < len(values) or key in tallies:
        return False
    tally = Tally(*counts)
    if tally.won > tally.played or tally.best > tally.total:
        return False
    tallies[key] = tally
    return True


def _difficulty(value: object) -> TypeGuard[str]:
    return (isinstance(value, str) and 0 < len(value) <= MAX_DIFFICULTY
            and all(c.isalnum() or c == "_" for c in value))


def _count(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def write_stats(path: Path, stats: Stats) -> None:
    write_atomic(path, json.dumps(stats.to_json(), indent=1))


def reset_stats(path: Path) -> None:
    """Start again from nothing (the player confirmed it)."""
    write_stats(path, Stats())


def game_result(seats: list[Seat], game: Game,
                mine: list[int] | None = None) -> tuple[str, int, bool, int] | None:
    """(opponent level, players, won, score) of a finished game for the people at this
    computer (`mine`: their seats, when not every person's seat is here); None when no seat
    is theirs."""
    humans = [i for i, seat in enumerate(seats) if seat.human] if mine is None else mine
    if not humans or not game.over:
        return None
    computers = [seat.kind for seat in seats if not seat.human and seat.kind in LEVELS]
    level = max(computers, key=LEVELS.index) if computers else "human"
    st = game.state
    won = any(i in st.winners for i in humans)
    return level, len(seats), won, max(st.players[i].score for i in humans)


def record_game(path: Path, seats: list[Seat], game: Game,
                mine: list[int] | None = None) -> None:
    """Count a game that has just ended at the table. StatsRefused (the file is damaged, and
    left alone) or OSError (it could not be written)."""
    result = game_result(seats, game, mine)
    if result is None:
        return
    stats = read_stats(path)
    c = game.state.coop
    if c is not None:  # the team's result, by difficulty and team size
        stats.add_coop(c.difficulty, len(seats), c.outcome == "won", c.total)
        stats.add_last_coop(c.difficulty, len(seats), c.outcome == "won", c.total, c.target)
    else:
        stats.add(*result)
    write_stats(path, stats)
