"""What no client may see of a game together against the Baron (R-COOP-2): the order, and for
the requests and events dealt even the names, of the cards not yet drawn. A view keeps only how
many each deck holds (its cards written as UNKNOWN), which is all a player at one screen sees.

A client's own game (to list options and for the Hint's searches) needs real cards in those
decks: `stand_ins` fills them with guesses from the cards not yet seen, in a fixed order, so
its searches never learn, and never depend on, what the server holds."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.rules.edition import Edition

SECRET_DECKS = ("baron_deck", "threat_deck", "request_deck", "event_deck")
UNKNOWN = "?"


def hide(view: dict[str, Any]) -> dict[str, Any]:
    """`view` with the co-op decks written as counts of unknown cards (in place; returned)."""
    coop = view.get("coop")
    if isinstance(coop, dict):
        view["coop"] = {**coop, **{k: [UNKNOWN] * len(coop[k]) for k in SECRET_DECKS}}
    return view


def stand_ins(edition: Edition, view: dict[str, Any]) -> dict[str, Any]:
    """A hidden view whose unknown cards are guesses of this edition's (the view is left as
    it is: a copy when anything was filled in)."""
    coop, cards = view.get("coop"), edition.coop
    if not isinstance(coop, dict) or cards is None:
        return view
    level = cards.difficulties.get(str(coop.get("difficulty")))
    played = Counter(coop.get("baron_discard") or [])
    unplayed = Counter(level.baron if level is not None else cards.baron) - played
    seen_events = set(coop.get("events") or [])
    open_threats = {t.get("id") for t in coop.get("threats") or [] if isinstance(t, dict)}
    every = {"baron_deck": sorted(cards.baron), "threat_deck": sorted(cards.threats),
             "request_deck": sorted(cards.requests), "event_deck": sorted(cards.events)}
    unseen = {"baron_deck": sorted(unplayed.elements()),
              "threat_deck": [t for t in every["threat_deck"] if t not in open_threats],
              "request_deck": every["request_deck"],
              "event_deck": [e for e in every["event_deck"] if e not in seen_events]}
    filled = dict(coop)
    for deck, pool in unseen.items():
        held = coop.get(deck)
        if isinstance(held, list) and UNKNOWN in held:
            filled[deck] = _guess(pool or every[deck], len(held))
    return {**view, "coop": filled}


def _guess(pool: list[str], count: int) -> list[str]:
    return [pool[i % len(pool)] for i in range(count)] if pool else []
