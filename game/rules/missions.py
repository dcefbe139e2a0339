"""Missions (R-MISS-*): which revealed missions a player meets now, and for how many points."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from .edition import MONASTERIES

if TYPE_CHECKING:
    from .edition import MissionCard
    from .layout import Layout
    from .state import GameState

AREAS = ("chapel", "building", "cloister")  # the order of a presence table's counts
MONASTERY_INDEX = {m: i for i, m in enumerate(MONASTERIES)}
PresenceTable = list[list[list[int]]]  # [player][monastery index][chapel, building, cloister]


def presence_table(layout: Layout, state: GameState) -> PresenceTable:
    """Every player's novices in every monastery, by area (AREAS), in one pass."""
    table = [[[0, 0, 0] for _ in MONASTERIES] for _ in state.players]
    where = layout.monastery_of
    for b, owner in state.buildings.items():
        if owner is not None and owner >= 0:  # not the Baron's (R-COOP-3)
            table[owner][MONASTERY_INDEX[where[b]]][1] += 1
    for c, owner in state.cloister.items():
        if owner is not None:
            table[owner][MONASTERY_INDEX[where[c]]][2] += 1
    for m, owners in state.chapels.items():
        i = MONASTERY_INDEX[m]
        for owner in owners:
            if owner >= 0:  # not the Baron's (R-COOP-3)
                table[owner][i][0] += 1
    return table


def presence(layout: Layout, state: GameState, p: int, monastery: str) -> dict[str, int]:
    """A player's novices in one monastery, by area."""
    return {
        "chapel": state.chapels[monastery].count(p),
        "building": sum(state.buildings[b] == p for b in layout.buildings_in[monastery]),
        "cloister": sum(state.cloister[c] == p for c in layout.cloister_in[monastery]),
    }


def novices_sent(state: GameState, p: int) -> int:
    player = state.players[p]
    on_board = sum(row.count(True) for row in player.novices)
    return 20 - on_board + player.extras_sent


def condition_value(layout: Layout, state: GameState, p: int, condition: str) -> int:
    player = state.players[p]
    if condition == "novices_sent":
        return novices_sent(state, p)
    if condition == "common_rooms":
        return sum(1 for b, owner in state.buildings.items()
                   if owner == p and layout.kind[b] == "common_room")
    if condition == "cloister_spaces":
        return [*state.cloister.values()].count(p)
    if condition == "window_monasteries":
        return len({m for row in player.window for m in row if m})
    if condition == "personal_dice":
        return player.personal_dice
    raise ValueError(f"unknown mission condition {condition!r}")


def meets(layout: Layout, state: GameState, p: int, mission_id: str) -> bool:
    card = layout.mission_cards[mission_id]
    condition, m = card.condition, card.monastery  # the loader gives C a condition, A/B a place
    if condition is not None:  # R-MISS-3
        return condition_value(layout, state, p, condition) >= card.at_least
    assert m is not None
    have = [state.chapels[m].count(p),  # AREAS order, counted as `presence` does
            list(map(state.buildings.__getitem__, layout.buildings_in[m])).count(p),
            list(map(state.cloister.__getitem__, layout.cloister_in[m])).count(p)]
    need, anywhere = layout.mission_needs[mission_id]
    return location_progress(need, anywhere, have) >= len(card.areas)


@cache  # a card's needs never change: asked after every novice sent
def location_needs(card: MissionCard) -> tuple[tuple[int, ...], int]:
    """A location mission's novices needed per area (AREAS order), and how many more anywhere
    in its monastery."""
    return tuple(card.areas.count(a) for a in AREAS), card.areas.count("monastery")


def location_progress(need: tuple[int, ...], anywhere: int, have: list[int]) -> int:
    """How many of a location mission's novices `have` (per area, AREAS order) provides: each
    area's own need first, the rest anywhere in the monastery (R-MISS-2). The mission is met
    when this reaches the card's number of areas."""
    chapel, building, cloister = have  # unrolled: the bots' value function counts this often
    matched = ((chapel if chapel < need[0] else need[0])
               + (building if building < need[1] else need[1])
               + (cloister if cloister < need[2] else need[2]))
    spare = chapel + building + cloister - matched
    return matched + (spare if spare < anywhere else anywhere)


def mission_points(card: MissionCard, year: int) -> int:
    """A category C card is worth the same every year; A and B less each year (R-MISS-4)."""
    return card.points[0] if card.category == "C" else card.points[year - 1]


def check_missions(layout: Layout, state: GameState, p: int) -> list[tuple[str, int]]:
    """Missions p meets now and has not completed yet (R-MISS-4), with their points."""
    done = state.players[p].missions
    return [(mission_id, mission_points(layout.mission_cards[mission_id], state.year))
            for mission_id in state.missions
            if mission_id not in done and meets(layout, state, p, mission_id)]
