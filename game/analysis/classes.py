"""The classes of a decision by its loss (points of final lead given away, by the hard bot's
estimate), and the accuracy of a player. The thresholds are in this one place; how they were
chosen is in the README ("Game review").
"""

from __future__ import annotations

CLASSES = ("best", "good", "inaccuracy", "mistake", "blunder")
# Upper bounds of the loss, in points, of every class but the last, cut at quantiles of the
# losses measured in bots' games reviewed at the review's budget (tools/review_losses.py, 2
# players, 3 games per level, README "Game review"): BEST, the move played is the best found;
# GOOD, what nine in ten of the hard bot's own decisions lose at most (its p90, the noise of the
# estimate: 1.02); INACCURACY, the normal bot's p75 (2.8); MISTAKE, its p95 (9.0), beyond
# which lie one in seven of a random player's decisions.
BEST = 0.0
GOOD = 1.0
INACCURACY = 3.0
MISTAKE = 9.0
BOUNDS = (BEST, GOOD, INACCURACY, MISTAKE)


def classify(loss: float) -> str:
    """The class of a decision that lost `loss` points of lead."""
    for name, bound in zip(CLASSES, BOUNDS, strict=False):
        if loss <= bound:
            return name
    return CLASSES[-1]


def accuracy(losses: list[float]) -> float:
    """The share of decisions, in percent, within the "good" threshold (100 without any)."""
    if not losses:
        return 100.0
    return 100.0 * sum(1 for loss in losses if loss <= GOOD) / len(losses)
