"""Final scoring (R-SCORE-*), by category, plus what was scored during play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .constants import CHAPEL_POINTS, MAJORITY_POINTS, SCORE_CATEGORIES
from .edition import MONASTERIES
from .missions import presence

if TYPE_CHECKING:
    from .layout import Layout
    from .state import GameState


def final_scores(layout: Layout, state: GameState) -> dict[str, list[int]]:
    """Points per category per player; the in-play categories come from the scores so far."""
    n = len(state.players)
    result = {c: [0] * n for c in SCORE_CATEGORIES}
    for p, player in enumerate(state.players):
        for category, points in player.scored.items():
            result[category][p] += points
    for m in MONASTERIES:
        here = [presence(layout, state, p, m) for p in range(n)]
        totals = [sum(h.values()) for h in here]
        best = max(totals)
        for p in range(n):
            if best and totals[p] == best:  # R-SCORE-1: ties all score
                result["monasteries"][p] += MAJORITY_POINTS
            # R-SCORE-3: 2 x cloister novices x chapel novices
            result["cloisters"][p] += 2 * here[p]["cloister"] * here[p]["chapel"]
    for p, player in enumerate(state.players):
        chapels = sum(p in state.chapels[m] for m in MONASTERIES)
        result["chapels"][p] = CHAPEL_POINTS[chapels]  # R-SCORE-2
        t = player.tokens  # R-SCORE-4
        result["tokens"][p] = t["tool"] + 2 * t["book"] + (t["influence"] + t["soup"]
                                                           + t["rosary"]) // 2
    return result
