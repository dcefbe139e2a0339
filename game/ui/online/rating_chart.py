"""A player's rating over their rated games, as a line chart in the style of the score chart
(game/ui/results/score_chart.py): the rating axis with round steps on the left, the games
along the bottom (the first, the last and a few between), a dot at each game."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.texts import text
from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets

START = 1500  # a newcomer's rating (R-RATE-5): the line starts there
STEPS = (10, 20, 25, 50, 100, 200, 250, 500)


def rating_step(span: int, lines: int = 5) -> int:
    """A round step for the rating axis: at most `lines` steps over `span`."""
    return next((step for step in STEPS if span / step <= lines), 1000)


def bounds(ratings: list[int], lines: int = 5) -> tuple[int, int, int]:
    """(bottom, top, step) of the rating axis, round numbers around every rating, at most
    about `lines` steps apart."""
    low, high = min(ratings), max(ratings)
    step = rating_step(max(1, high - low), max(1, lines - 1))
    bottom, top = (low // step) * step, -(-high // step) * step
    if top == bottom:
        bottom, top = bottom - step, top + step
    return bottom, top, step


def game_marks(count: int) -> list[int]:
    """The games (1-based) labelled under the chart: the first, the last, a few between."""
    if count <= 6:
        return list(range(1, count + 1))
    step = -(-count // 5)
    return sorted({1, *range(step, count, step), count})


def draw_rating_chart(surf: pygame.Surface, assets: Assets, area: Rect, ratings: list[int],
                      font: int, marks: dict[str, int] | None = None) -> Rect:
    """The chart inside `area`, its title on top; the plot's rectangle. `ratings`: after each
    game, oldest first (the line begins at a newcomer's rating); `marks`: ratings to measure
    against (name -> rating: the computer levels'), dashed across with their names."""
    marks = marks or {}
    title = assets.text(text("standings.chart_title"), round(font * 1.15), T.INK, "bold")
    surf.blit(title, area.topleft)
    small = max(T.MIN_TEXT, font - 3)
    line = assets.font(small).get_linesize()
    points = [START, *ratings]
    label_w = assets.font(small).size("0000")[0] + 10
    mark_w = max([assets.font(small).size(name)[0] + 12 for name in marks] or [8])
    plot = Rect(area.left + label_w, area.top + title.get_height() + line // 2 + 4,
                area.w - label_w - mark_w, area.h - title.get_height() - line * 2 - line // 2 - 12)
    if plot.w < 40 or plot.h < 30:
        return plot
    low, high, step = bounds([*points, *marks.values()], plot.h // (line + 2))
    pygame.draw.rect(surf, T.PARCH_L, plot)

    def y_of(value: int) -> int:
        return plot.bottom - round(plot.h * (value - low) / (high - low))

    for value in range(low, high + 1, step):
        pygame.draw.line(surf, T.PARCH_D, (plot.left, y_of(value)), (plot.right, y_of(value)))
        shown = assets.text(str(value), small, T.INK_SOFT)
        surf.blit(shown, shown.get_rect(midright=(plot.left - 5, y_of(value))))
    for name, value in marks.items():
        for x in range(plot.left, plot.right, 12):
            pygame.draw.line(surf, T.INK_SOFT, (x, y_of(value)),
                             (min(x + 6, plot.right), y_of(value)))
        shown = assets.text(name, small, T.INK_SOFT)
        surf.blit(shown, shown.get_rect(midleft=(plot.right + 6, y_of(value))))
    xs = [plot.left + round(plot.w * i / max(1, len(ratings))) for i in range(len(points))]
    for game in game_marks(len(ratings)):
        shown = assets.text(str(game), small, T.INK_SOFT)
        surf.blit(shown, shown.get_rect(midtop=(xs[game], plot.bottom + 3)))
    caption = assets.text(text("standings.chart_games"), small, T.INK_SOFT, "italic")
    surf.blit(caption, caption.get_rect(midtop=(plot.centerx, plot.bottom + line + 2)))
    line_points = [(x, y_of(v)) for x, v in zip(xs, points, strict=True)]
    if len(line_points) > 1:
        pygame.draw.lines(surf, T.ROOF_D, False, line_points, 3)
    for x, y in line_points[1:]:
        pygame.draw.circle(surf, T.ROOF, (x, y), 4)
        pygame.draw.circle(surf, T.INK, (x, y), 4, 1)
    pygame.draw.rect(surf, T.INK_SOFT, plot, 1)
    return plot
