"""Final scoring (R-SCORE-*), by category, plus what was scored during play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .constants import CHAPEL_POINTS, MAJORITY_POINTS, SCORE_CATEGORIES
from .edition import MONASTERIES
from .missions import PresenceTable, presence_table

if TYPE_CHECKING:
    from .layout import Layout
    from .state import GameState


def final_scores(layout: Layout, state: GameState) -> dict[str, list[int]]:
    """Points per category per player; the in-play categories come from the scores so far."""
    n = len(state.players)
    result = {c: [0] * n for c in SCORE_CATEGORIES}
    for p, player in enumerate(state.players):
        for category, points in player.scored.items():
            result.setdefault(category, [0] * n)[p] += points  # "coop": R-COOP-*
    board = board_points(presence_table(layout, state))
    board["tokens"] = [token_points(player.tokens) for player in state.players]
    for category, row in board.items():
        for p in range(n):
            result[category][p] += row[p]
    return result


def board_points(table: PresenceTable) -> dict[str, list[int]]:
    """The categories scored from every player's novices per monastery and area (a
    `missions.presence_table`): majorities, chapels and cloisters."""
    n = len(table)
    majorities, cloisters = [0] * n, [0] * n
    for m in range(len(MONASTERIES)):
        totals = [sum(table[p][m]) for p in range(n)]
        best = max(totals)
        for p in range(n):
            if best and totals[p] == best:  # R-SCORE-1: ties all score
                majorities[p] += MAJORITY_POINTS
            chapel, _, cloister = table[p][m]
            cloisters[p] += 2 * cloister * chapel  # R-SCORE-3: cloister x chapel novices, x2
    # R-SCORE-2: by the number of monasteries with a chapel novice of the player
    chapels = [CHAPEL_POINTS[sum(1 for here in table[p] if here[0])] for p in range(n)]
    return {"monasteries": majorities, "chapels": chapels, "cloisters": cloisters}


def token_points(tokens: dict[str, int]) -> int:
    """R-SCORE-4: a tool 1, a book 2, every two other tokens 1."""
    return tokens["tool"] + 2 * tokens["book"] + (tokens["influence"] + tokens["soup"]
                                                  + tokens["rosary"]) // 2
