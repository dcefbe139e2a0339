"""Missions (R-MISS-*): which revealed missions a player meets now, and for how many points."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .layout import Layout
    from .state import GameState


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
        return sum(owner == p and layout.kind[b] == "common_room"
                   for b, owner in state.buildings.items())
    if condition == "cloister_spaces":
        return sum(owner == p for owner in state.cloister.values())
    if condition == "window_monasteries":
        return len({m for row in player.window for m in row if m})
    if condition == "personal_dice":
        return player.personal_dice
    raise ValueError(f"unknown mission condition {condition!r}")


def meets(layout: Layout, state: GameState, p: int, mission_id: str) -> bool:
    card = layout.edition.mission(mission_id)
    if card.category == "C":  # R-MISS-3
        return condition_value(layout, state, p, card.condition) >= card.at_least
    have = presence(layout, state, p, card.monastery)  # R-MISS-2
    need = {area: card.areas.count(area) for area in ("chapel", "building", "cloister")}
    return (all(have[a] >= n for a, n in need.items())
            and sum(have.values()) >= len(card.areas))


def check_missions(layout: Layout, state: GameState, p: int) -> list[tuple[str, int]]:
    """Missions p meets now and has not completed yet (R-MISS-4), with their points."""
    done = state.players[p].missions
    found = []
    for mission_id in state.missions:
        if mission_id in done or not meets(layout, state, p, mission_id):
            continue
        card = layout.edition.mission(mission_id)
        points = card.points[0] if card.category == "C" else card.points[state.year - 1]
        found.append((mission_id, points))
    return found
