"""The player's rating at this computer, against the computer levels (R-RATE-6): no server.

A game counts when it is the competitive game with one person and at least one computer at the
table, and no computer helped the person (no hint asked, the seat never handed over). The
computers are the levels' rated identities with the ratings measured on a server
(data/ratings/computers.yaml); the person's rating moves by the same model as online
(game/ratings.py), the computers' stay as measured. Kept in `rating.json` beside the
statistics, written atomically, read through the guarded reader; a damaged file is said in one
line and left as it is until the statistics are reset."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path

from game.edition_loader import data_dir
from game.guard import FileRefused, Limits, load_yaml, read_text
from game.ratings import Skill, places, rate
from game.rules.engine import Game
from game.session import Seat
from game.storage.files import Folders, write_atomic
from game.storage.stats import read_kept

FORMAT = "monasterium-rating"
FILE = "rating.json"
HISTORY = 200  # games kept for the chart, the most recent
LIMITS = Limits(size=200_000, depth=4, nodes=4_000, string=100, digits=20)
LEVELS_FILE = Path("ratings") / "computers.yaml"


class RatingRefused(Exception):
    """The rating file cannot be used; the message says why, in the player's language."""


@dataclass(slots=True)
class LocalRating:
    skill: Skill = field(default_factory=Skill)
    games: int = 0
    history: list[dict] = field(default_factory=list)  # {"at", "rating", "level", "players",
    # "place"} per game, oldest first

    def to_json(self) -> dict:
        return {"format": FORMAT, "version": 1, "mu": self.skill.mu, "sigma": self.skill.sigma,
                "games": self.games, "history": self.history[-HISTORY:]}


def rating_path(folders: Folders) -> Path:
    return folders.saves.parent / FILE


def levels(folder: Path | None = None) -> dict[str, Skill]:
    """The computer levels' measured ratings ({} when the data has none, or none readable)."""
    path = (folder or data_dir()) / LEVELS_FILE
    try:
        raw = load_yaml(read_text(path, LIMITS), path.name, LIMITS)
    except (FileRefused, OSError):
        return {}
    found = raw.get("levels") if isinstance(raw, dict) else None
    if not isinstance(found, dict):
        return {}
    return {level: Skill(float(v["mu"]), float(v["sigma"])) for level, v in found.items()
            if isinstance(v, dict) and all(isinstance(v.get(k), (int, float))
                                           and not isinstance(v.get(k), bool)
                                           for k in ("mu", "sigma")) and v["sigma"] > 0}


def read_rating(path: Path) -> LocalRating:
    """The rating kept so far (none yet: a newcomer's); RatingRefused for a file that cannot
    be used."""
    kept = read_kept(path, LIMITS, _from_json, RatingRefused)
    return LocalRating() if kept is None else kept


def _from_json(raw: object) -> LocalRating | None:
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        return None
    mu, sigma, games, history = (raw.get(k) for k in ("mu", "sigma", "games", "history"))
    if not isinstance(mu, (int, float)) or not isinstance(sigma, (int, float)) \
            or isinstance(mu, bool) or isinstance(sigma, bool) or not 0 < sigma < 100 \
            or abs(mu) > 1000 or not isinstance(games, int) or games < 0 \
            or not isinstance(history, list):
        return None
    if not all(isinstance(h, dict) and isinstance(h.get("rating"), int) for h in history):
        return None
    return LocalRating(Skill(float(mu), float(sigma)), games, history)


def reset_rating(path: Path) -> None:
    """Start again from a new player's rating (the statistics were reset)."""
    write_atomic(path, json.dumps(LocalRating().to_json(), indent=1))


def rated_game(seats: list[Seat], game: Game, known: dict[str, Skill]) -> int | None:
    """The person's seat of a game that counts for the rating here (None: it does not)."""
    people = [i for i, seat in enumerate(seats) if seat.human]
    computers = [seat.kind for seat in seats if not seat.human]
    if any(seats[i].helped or seats[i].standin is not None for i in people):
        return None  # a hint, or a computer played for the person
    if len(people) != 1 or not computers or not game.over or game.state.coop is not None \
            or game.chapter is not None or any(kind not in known for kind in computers):
        return None
    return people[0]


def record_rating(path: Path, seats: list[Seat], game: Game,
                  known: dict[str, Skill] | None = None) -> LocalRating | None:
    """Rate a game that just ended, if it counts: the rating after it (None: not counted).
    RatingRefused (a damaged file, left alone) or OSError (it could not be written)."""
    known = levels() if known is None else known
    seat = rated_game(seats, game, known)
    if seat is None:
        return None
    kept = read_rating(path)
    skills = [kept.skill if i == seat else known[s.kind] for i, s in enumerate(seats)]
    placed = places([p.score for p in game.state.players], [False] * len(seats))
    kept.skill = rate(skills, placed)[seat]
    kept.games += 1
    strongest = max((s.kind for s in seats if not s.human), key=lambda k: known[k].mu)
    kept.history.append({"at": round(time.time()), "rating": kept.skill.shown,
                         "level": strongest, "players": len(seats), "place": placed[seat]})
    write_atomic(path, json.dumps(kept.to_json(), indent=1))
    return kept
