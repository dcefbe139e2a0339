"""The classes of a decision by its loss (points of final lead given away, by the hard bot's
estimate), and the accuracy of a player. The thresholds are in this one place; how they were
chosen is in the README ("Game review").
"""

from __future__ import annotations

CLASSES = ("best", "good", "inaccuracy", "mistake", "blunder")
# Upper bounds of the loss, in points, of every class but the last: a loss up to BEST counts
# as the best move (the estimate cannot tell such moves apart), and so on.
BEST = 0.0
GOOD = 1.0
INACCURACY = 3.0
MISTAKE = 7.0
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
