"""Build the co-op content (`CoopContent`) from data/coop/*.yaml, refusing anything malformed
with a `DataError` naming the file, the line and the key path, as game/edition_loader.py does
for the edition files (it calls `load_coop`)."""

from __future__ import annotations

from pathlib import Path

from game.edition_fields import DataError, Field, Ids, read_file, tokens_of
from game.rules.coop.content import (
    EFFECTS,
    NOVICE_AREAS,
    TEAM_SIZES,
    THREAT_ACTIONS,
    BaronCard,
    CoopContent,
    CoopEffect,
    CoopKind,
    Difficulty,
    EventCard,
    RequestCard,
    ThreatCard,
)

FOLDER = "coop"
DICE_SPACES = 6


def load_coop(folder: Path) -> CoopContent:
    """The content of `folder`/coop: every file must be there and valid."""
    baron = _cards(read_file(folder, f"{FOLDER}/baron.yaml"), "cards", _baron_card)
    threats = _cards(read_file(folder, f"{FOLDER}/threats.yaml"), "threats", _threat)
    requests = _cards(read_file(folder, f"{FOLDER}/requests.yaml"), "requests", _request)
    events = _cards(read_file(folder, f"{FOLDER}/events.yaml"), "events", _event)
    difficulties = _difficulties(read_file(folder, f"{FOLDER}/difficulties.yaml"), baron,
                                 events, requests)
    return CoopContent(baron, threats, requests, events, difficulties)


def _cards(root: Field, key: str, build) -> dict:
    ids = Ids()
    cards = {}
    for item in root.fields([key])[key].items(minimum=1, noun=key):
        card = build(item, ids)
        cards[card.id] = card
    return cards


def _effects(field: Field, allowed: tuple[CoopKind, ...]) -> tuple[CoopEffect, ...]:
    return tuple(_effect(item, allowed) for item in field.items(minimum=1, noun="effects"))


def _effect(field: Field, allowed: tuple[CoopKind, ...]) -> CoopEffect:
    entries = field.entries()
    if len(entries) != 1:
        raise field.error("an effect is a mapping with exactly one key, e.g. {messenger: 2}")
    value = entries[0].value
    if entries[0].name not in allowed:
        raise entries[0].key.error(f"unknown effect '{entries[0].name}' (expected one of: "
                                   f"{', '.join(allowed)})")
    name = CoopKind(entries[0].name)
    if name is CoopKind.TAKE_DICE:
        parts = value.fields(["space", "count"])
        space = parts["space"].integer(1)
        if space > DICE_SPACES:
            raise parts["space"].error(f"there are {DICE_SPACES} dice spaces, not {space}")
        return CoopEffect(name, parts["count"].integer(1), space=space)
    if name is CoopKind.NOVICE:
        return CoopEffect(name, 1, area=value.choice(NOVICE_AREAS, "area"))
    if name is CoopKind.LOSE_TOKENS:
        return CoopEffect(name, tokens=tokens_of(value))
    return CoopEffect(name, value.integer(1))


BARON_EFFECTS = tuple(e for e in EFFECTS
                      if e not in (CoopKind.LOSE_TOKENS, CoopKind.LOSE_POINTS))


def _baron_card(field: Field, ids: Ids) -> BaronCard:
    parts = field.fields(["id", "effects"])
    return BaronCard(ids.claim(parts["id"]), _effects(parts["effects"], BARON_EFFECTS))


def _event(field: Field, ids: Ids) -> EventCard:
    parts = field.fields(["id", "effects"])
    effects = _effects(parts["effects"], EFFECTS)
    for item, effect in zip(parts["effects"].items(), effects, strict=True):
        if effect.kind in (CoopKind.EVENT, CoopKind.TAKE_DICE):  # at the end of a round
            raise item.error(f"an event cannot {effect.kind.replace('_', ' ')}")
    return EventCard(ids.claim(parts["id"]), effects)


def _threat(field: Field, ids: Ids) -> ThreatCard:
    parts = field.fields(["id", "action", "marks", "rounds", "penalty"])
    return ThreatCard(ids.claim(parts["id"]), parts["action"].choice(THREAT_ACTIONS, "action"),
                      parts["marks"].integer(1), parts["rounds"].integer(1),
                      parts["penalty"].integer(0))


def _request(field: Field, ids: Ids) -> RequestCard:
    parts = field.fields(["id", "tokens", "rounds", "reward", "penalty"])
    return RequestCard(ids.claim(parts["id"]), tokens_of(parts["tokens"]),
                       parts["rounds"].integer(1), parts["reward"].integer(0),
                       parts["penalty"].integer(0))


_DIFFICULTY_KEYS = ("id", "baron", "events", "requests", "target", "baron_novice",
                    "event_bonus", "deck_out", "threat_marks")


def _difficulties(root: Field, baron: dict, events: dict, requests: dict
                  ) -> dict[str, Difficulty]:
    ids = Ids()
    found: dict[str, Difficulty] = {}
    for item in root.fields(["difficulties"])["difficulties"].items(minimum=2,
                                                                     noun="difficulties"):
        parts = item.fields(_DIFFICULTY_KEYS)
        deck = []
        for card in parts["baron"].items(minimum=1, noun="Baron cards"):
            if card.text() not in baron:
                raise card.error(f"Baron card '{card.text()}' does not exist")
            deck.append(card.text())
        targets = parts["target"].items(exactly=len(TEAM_SIZES), noun="targets (1-4 players)")
        dealt = parts["events"].items(exactly=len(TEAM_SIZES), noun="event counts (1-4 players)")
        level = Difficulty(
            ids.claim(parts["id"]), tuple(deck),
            tuple(_at_most(item, len(events), "event cards") for item in dealt),
            _at_most(parts["requests"], len(requests), "request cards"),
            tuple(t.integer(1) for t in targets), parts["baron_novice"].integer(0),
            parts["event_bonus"].integer(0), parts["deck_out"].integer(0),
            parts["threat_marks"].integer(0))
        found[level.id] = level
    return found


def _at_most(field: Field, most: int, what: str) -> int:
    value = field.integer(1)
    if value > most:
        raise field.error(f"there are only {most} {what}, not {value}")
    return value


__all__ = ["DataError", "load_coop"]
