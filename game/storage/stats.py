"""Player statistics: games played and won by opponent level and player count, the best and the
average score. Kept in `stats.json` in the user data folder (beside the saves folder), written
atomically, read through the guarded reader.

A game counts for the people at this computer: it is played when it has at least one human seat,
won when a human seat is among the winners, and its score is the best human seat's. Its opponent
level is the strongest computer seat's, or "human" when every seat is a person. An online game
counts for this window's own seat only (`mine`): the other people at the table play elsewhere,
so they are its "human" opponents, and a spectator's game is not counted.

A damaged file is refused in one line and left as it is: nothing is counted over it until the
player resets the statistics (so a file edited by hand is never silently replaced).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeGuard

from game.guard import FileRefused, Limits, read_json
from game.rules.engine import Game
from game.session import Seat
from game.storage.files import Folders, write_atomic
from game.storage.saves import refusal_text
from game.texts import text

STATS_FORMAT = "monasterium-stats"
STATS_VERSION = 1
STATS_FILE = "stats.json"
LEVELS = ("random", "normal", "hard", "human")  # weakest computer first; "human": people only
PLAYER_COUNTS = (2, 3, 4)
LIMITS = Limits(size=64_000, depth=6, nodes=2_000, string=200, digits=9)
FIELDS = ("played", "won", "best", "total")


class StatsRefused(Exception):
    """The statistics file cannot be used; the message says why, in the player's language."""


@dataclass(slots=True)
class Tally:
    played: int = 0
    won: int = 0
    best: int = 0  # the best score
    total: int = 0  # every score added up, for the average


@dataclass(slots=True)
class Stats:
    tallies: dict[tuple[str, int], Tally] = field(default_factory=dict)

    def add(self, level: str, players: int, won: bool, score: int) -> None:
        tally = self.tallies.setdefault((level, players), Tally())
        tally.played += 1
        tally.won += int(won)
        tally.best = max(tally.best, score)
        tally.total += score

    def tally(self, level: str | None = None, players: int | None = None) -> Tally:
        """The games of one level and player count (None: any), added up."""
        out = Tally()
        for (lv, n), t in self.tallies.items():
            if level in (None, lv) and players in (None, n):
                out.played += t.played
                out.won += t.won
                out.best = max(out.best, t.best)
                out.total += t.total
        return out

    @property
    def average(self) -> float:
        whole = self.tally()
        return whole.total / whole.played if whole.played else 0.0

    def to_json(self) -> dict:
        rows = [{"level": lv, "players": n, **{f: getattr(t, f) for f in FIELDS}}
                for (lv, n), t in sorted(self.tallies.items())]
        return {"format": STATS_FORMAT, "version": STATS_VERSION, "games": rows}


def stats_path(folders: Folders) -> Path:
    """stats.json in the user data folder (the saves folder's parent)."""
    return folders.saves.parent / STATS_FILE


def read_stats(path: Path) -> Stats:
    """The statistics kept so far (none yet: empty); StatsRefused for a file that cannot be
    used."""
    if not path.exists():
        return Stats()
    try:
        raw = read_json(path, LIMITS)
    except FileRefused as refused:
        raise StatsRefused(refusal_text(refused)) from None
    stats = _from_json(raw)
    if stats is None:
        raise StatsRefused(text("stats.not_stats", file=path.name))
    return stats


def _from_json(raw: object) -> Stats | None:
    if not isinstance(raw, dict) or raw.get("format") != STATS_FORMAT:
        return None
    version, rows = raw.get("version"), raw.get("games")
    if not _count(version) or not 1 <= version <= STATS_VERSION or not isinstance(rows, list):
        return None
    stats = Stats()
    for row in rows:
        if not isinstance(row, dict) or row.get("level") not in LEVELS \
                or row.get("players") not in PLAYER_COUNTS:
            return None
        values = [row.get(f) for f in FIELDS]
        counts = [v for v in values if _count(v)]
        key = (row["level"], row["players"])
        if len(counts) < len(values) or key in stats.tallies:
            return None
        tally = Tally(*counts)
        if tally.won > tally.played or tally.best > tally.total:
            return None
        stats.tallies[key] = tally
    return stats


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
    stats.add(*result)
    write_stats(path, stats)
