"""The expected lead over the game, as a chess evaluation graph: at each decision the review
weighed, the hard bot's estimate of the final lead of the player who decided, after the move
played, a line per player in their colours, on a scale of points of lead with a legend; the
costliest decisions are marked. A press on the
graph jumps to the decision nearest to it (`decision_at`)."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.analysis.review import Decision, Review
from game.texts import text
from game.ui.art import symbols
from game.ui.results.score_chart import nice_step
from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets

MARK = 5  # radius of a costly decision's marker


def lead_top(review: Review) -> int:
    """The scale's end: the largest lead drawn, rounded up to two steps of the score chart's
    (its half a round number too)."""
    top = max([abs(d.played_value) for d in review.decisions] + [10.0])
    step = 2 * nice_step(int(top))
    return int(-(-top // step) * step)


def _scale(review: Review, plot: Rect, moves: int):
    top = lead_top(review)

    def at(position: int, value: float) -> tuple[int, int]:
        x = plot.left + round(plot.w * position / max(1, moves))
        y = plot.centery - round(value / top * (plot.h // 2 - 4))
        return x, y

    return at


def draw_lead_graph(surf: pygame.Surface, assets: Assets, area: Rect, review: Review,
                    moves: int, colours: list[int], font: int,
                    names: list[str] | None = None) -> Rect:
    """The graph inside `area`: its title on top, the scale of points of lead on the left
    (ahead above the middle line, behind under it), the legend on the right (a player's line
    and name each, and the costliest decisions' mark); the rectangle of the plot itself."""
    title = assets.text(text("review.graph"), round(font * 1.25), T.INK, "bold")
    surf.blit(title, area.topleft)
    small = max(T.MIN_TEXT, font - 2)
    top = lead_top(review)
    label_w = assets.font(small).size(f"+{top}")[0] + 8
    legend = [*(names or []), text("review.graph_costly")]
    legend_w = max(assets.font(small, "bold").size(n)[0] for n in legend) + 34
    plot = Rect(area.left + label_w, area.top + title.get_height() + 8,
                area.w - label_w - legend_w, area.h - title.get_height() - 16)
    pygame.draw.rect(surf, T.PARCH_L, plot)
    at = _scale(review, plot, moves)
    for value in (top, top // 2, 0, -top // 2, -top):  # the scale and its lines
        y = at(0, value)[1]
        pygame.draw.line(surf, T.INK if value == 0 else T.PARCH_D, (plot.left, y),
                         (plot.right, y), 1)
        shown = assets.text(f"{value:+d}" if value else "0", small, T.INK_SOFT)
        surf.blit(shown, shown.get_rect(midright=(plot.left - 5, y)))
    pygame.draw.rect(surf, T.INK, plot, 1)
    for player in review.players:
        points = [at(d.position, d.played_value) for d in review.decisions if d.player == player]
        colour = T.PLAYER[colours[player]]["dark"]
        if len(points) > 1:  # each colour's dash pattern (art/symbols.py)
            symbols.draw_dashed(surf, colour, points, 2, colours[player])
    for d in review.costliest():  # in the shape of the player's colour
        symbols.draw_symbol(surf, colours[d.player], at(d.position, d.played_value), MARK * 2 + 2,
                            T.PLAYER[colours[d.player]]["base"], T.INK, 1)
    _draw_legend(surf, assets, Rect(plot.right + 8, plot.top, legend_w - 8, plot.h), review,
                 colours, legend, small)
    return plot


def _mark(surf: pygame.Surface, centre: tuple[int, int], colour) -> None:
    pygame.draw.circle(surf, colour, centre, MARK)
    pygame.draw.circle(surf, T.INK, centre, MARK, 1)


def _draw_legend(surf: pygame.Surface, assets: Assets, area: Rect, review: Review,
                 colours: list[int], legend: list[str], size: int) -> None:
    """A short line in each player's colour and dash pattern with their name and shape,
    then the costliest mark."""
    y = area.top + size // 2
    step = assets.font(size).get_linesize() + 4
    for player, name in zip(review.players, legend[:-1], strict=False):
        colour = T.PLAYER[colours[player]]
        symbols.draw_dashed(surf, colour["dark"], [(area.left, y), (area.left + 18, y)], 3,
                            colours[player])
        symbols.draw_symbol(surf, colours[player], (area.left + 9, y), MARK * 2,
                            colour["base"], T.INK, 1)
        shown = assets.text(name, size, T.INK, "bold")
        surf.blit(shown, shown.get_rect(midleft=(area.left + 24, y)))
        y += step
    _mark(surf, (area.left + 9, y), T.PARCH_D)
    shown = assets.text(legend[-1], size, T.INK, "bold")
    surf.blit(shown, shown.get_rect(midleft=(area.left + 24, y)))


def decision_at(review: Review, plot: Rect, moves: int, pos: tuple[int, int]
                ) -> Decision | None:
    """The decision drawn nearest to `pos` across the plot (None outside it)."""
    if not plot.collidepoint(pos) or not review.decisions:
        return None
    at = _scale(review, plot, moves)
    return min(review.decisions, key=lambda d: abs(at(d.position, 0)[0] - pos[0]))
