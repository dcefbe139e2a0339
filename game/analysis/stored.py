"""A review as JSON, and back: the reading checks every field, so a damaged or foreign file is
refused (ReviewError, one line in the player's language) rather than half used."""

from __future__ import annotations

import math
from typing import TypeGuard

from game.texts import text

from .review import Decision, Review

REVIEW_FORMAT = "monasterium-review"
REVIEW_VERSION = 1
FIELDS = {"position": int, "year": int, "round": int, "player": int, "played": str,
          "best": str, "played_value": float, "best_value": float, "options": int,
          "simulations": int}
MAX_DECISIONS = 20_000  # as many as a record may hold moves


class ReviewError(ValueError):
    """A review file that cannot be used; the message is one line for a person."""


def review_to_json(review: Review) -> dict:
    return {"format": REVIEW_FORMAT, "version": REVIEW_VERSION, "budget": review.budget,
            "seed": review.seed, "players": list(review.players), "record": review.record,
            "decisions": [{name: getattr(d, name) for name in FIELDS}
                          for d in review.decisions], "learnt": list(review.learnt)}


def review_from_json(raw: object, name: str) -> Review:
    """The review in `raw` (read from the file `name`); ReviewError says why it is refused."""
    if not isinstance(raw, dict) or raw.get("format") != REVIEW_FORMAT:
        raise ReviewError(text("review_error.not_a_review", file=name))
    version = raw.get("version")
    if _whole(version) and version > REVIEW_VERSION:
        raise ReviewError(text("review_error.newer", file=name, version=version))
    budget, seed, players = raw.get("budget"), raw.get("seed"), raw.get("players")
    record, decisions = raw.get("record"), raw.get("decisions")
    if not (version == REVIEW_VERSION and _number(budget) and budget > 0 and _whole(seed)
            and isinstance(players, list) and players and all(_seat(p) for p in players)
            and isinstance(record, str) and isinstance(decisions, list)
            and len(decisions) <= MAX_DECISIONS):
        raise ReviewError(text("review_error.damaged", file=name))
    judged = tuple(_decision(d) for d in decisions)
    if None in judged or any(d.player not in players for d in judged if d is not None):
        raise ReviewError(text("review_error.damaged", file=name))
    decided = tuple(d for d in judged if d is not None)
    learnt = raw.get("learnt", [])  # a review kept before mistakes could be learnt has none
    positions = {d.position for d in decided}
    if not isinstance(learnt, list) or not all(_whole(p) and p in positions for p in learnt):
        raise ReviewError(text("review_error.damaged", file=name))
    return Review(float(budget), seed, tuple(players), record, decided,
                  tuple(sorted(set(learnt))))


def _decision(raw: object) -> Decision | None:
    if not isinstance(raw, dict) or set(raw) != set(FIELDS):
        return None
    for key, kind in FIELDS.items():
        value = raw[key]
        if kind is float and not _number(value) or kind is int and not _whole(value) \
                or kind is str and not (isinstance(value, str) and 0 < len(value) <= 80):
            return None
    if raw["position"] < 0 or not _seat(raw["player"]) or raw["options"] < 2:
        return None
    return Decision(raw["position"], raw["year"], raw["round"], raw["player"], raw["played"],
                    raw["best"], float(raw["played_value"]), float(raw["best_value"]),
                    raw["options"], raw["simulations"])


def _whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(value: object) -> TypeGuard[int | float]:
    return (_whole(value) or isinstance(value, float)) and math.isfinite(value)


def _seat(value: object) -> TypeGuard[int]:
    return _whole(value) and 0 <= value < 4
