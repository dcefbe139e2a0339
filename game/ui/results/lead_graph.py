"""The expected lead over the game, as a chess evaluation graph: at each decision the review
weighed, the hard bot's estimate of the final lead of the player who decided, after the move
played, a line per player in their colours; the costliest decisions are marked. A press on the
graph jumps to the decision nearest to it (`decision_at`)."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.analysis.review import Decision, Review
from game.texts import text
from game.ui.art import symbols
from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets

MARK = 5  # radius of a costly decision's marker


def graph_plot(area: Rect, title_h: int) -> Rect:
    """The plot inside the graph's area, below its title."""
    return Rect(area.left + 8, area.top + title_h + 8, area.w - 16, area.h - title_h - 16)


def _scale(review: Review, plot: Rect, moves: int):
    top = max([abs(d.played_value) for d in review.decisions] + [10.0])

    def at(position: int, value: float) -> tuple[int, int]:
        x = plot.left + round(plot.w * position / max(1, moves))
        y = plot.centery - round(value / top * (plot.h // 2 - 4))
        return x, y

    return at


def draw_lead_graph(surf: pygame.Surface, assets: Assets, area: Rect, review: Review,
                    moves: int, colours: list[int], font: int) -> Rect:
    """The graph inside `area` (its title on top); the rectangle of the plot itself."""
    title = assets.text(text("review.graph"), round(font * 1.25), T.INK, "bold")
    surf.blit(title, area.topleft)
    plot = graph_plot(area, title.get_height())
    pygame.draw.rect(surf, T.PARCH_L, plot)
    pygame.draw.rect(surf, T.INK, plot, 1)
    pygame.draw.line(surf, T.INK, (plot.left, plot.centery), (plot.right, plot.centery), 1)
    at = _scale(review, plot, moves)
    for player in review.players:
        points = [at(d.position, d.played_value) for d in review.decisions if d.player == player]
        colour = T.PLAYER[colours[player]]["dark"]
        if len(points) > 1:  # each colour's dash pattern (art/symbols.py)
            symbols.draw_dashed(surf, colour, points, 2, colours[player])
    for d in review.costliest():  # in the shape of the player's colour
        symbols.draw_symbol(surf, colours[d.player], at(d.position, d.played_value), MARK * 2 + 2,
                            T.PLAYER[colours[d.player]]["base"], T.INK, 1)
    return plot


def decision_at(review: Review, plot: Rect, moves: int, pos: tuple[int, int]
                ) -> Decision | None:
    """The decision drawn nearest to `pos` across the plot (None outside it)."""
    if not plot.collidepoint(pos) or not review.decisions:
        return None
    at = _scale(review, plot, moves)
    return min(review.decisions, key=lambda d: abs(at(d.position, 0)[0] - pos[0]))
