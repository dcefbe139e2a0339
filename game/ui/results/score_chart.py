"""Score over time: each player's score at the end of every round, then after the final scoring,
as a line chart in the players' colours, dash patterns and shapes (the points come from
game/history.py, which reads the PointsScored, RoundEnded and GameEnded events of the replayed
record)."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.history import ScorePoint
from game.texts import text
from game.ui.art import symbols
from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets

MARK = 4  # radius of a point's marker


def nice_step(top: int) -> int:
    """A round step for the score axis: about four lines up to `top`."""
    for step in (5, 10, 20, 25, 50, 100, 200):
        if top / step <= 5:
            return step
    return 500


def point_label(point: ScorePoint) -> str:
    if point.final:
        return text("scoring.final_short")
    return text("scoring.round_short", year=point.year, round=point.round)


def draw_score_chart(surf: pygame.Surface, assets: Assets, area: Rect, points: list[ScorePoint],
                     colours: list[int], names: list[str], font: int) -> Rect:
    """The chart inside `area` (its title on top); the rectangle of the plot itself."""
    title = assets.text(text("scoring.over_time"), round(font * 1.25), T.INK, "bold")
    surf.blit(title, area.topleft)
    small = max(T.MIN_TEXT, font - 2)
    label_w = assets.font(small).size("000")[0] + 8
    name_w = max(assets.font(small, "bold").size(f"{n} 000")[0] for n in names) + 16 + small
    plot = Rect(area.left + label_w, area.top + title.get_height() + 8,
                area.w - label_w - name_w, area.h - title.get_height() - 16 - small * 2)
    if not points or plot.w < 40 or plot.h < 30:
        return plot
    top = max(1, max(max(p.scores) for p in points))
    step = nice_step(top)
    top = ((top + step - 1) // step) * step
    pygame.draw.rect(surf, T.PARCH_L, plot)
    for value in range(0, top + 1, step):  # the score axis and its lines
        y = plot.bottom - round(plot.h * value / top)
        pygame.draw.line(surf, T.PARCH_D, (plot.left, y), (plot.right, y), 1)
        s = assets.text(str(value), small, T.INK_SOFT)
        surf.blit(s, s.get_rect(midright=(plot.left - 5, y)))
    xs = [plot.left + round(plot.w * (i + 0.5) / len(points)) for i in range(len(points))]
    _draw_labels(surf, assets, plot, xs, points, small)
    ends = _label_ys([plot.bottom - round(plot.h * points[-1].scores[p] / top)
                      for p in range(len(colours))], small + 3)
    for p, colour in enumerate(colours):  # one line per player, the final point last
        line = [(x, plot.bottom - round(plot.h * point.scores[p] / top))
                for x, point in zip(xs, points, strict=True)]
        base = T.PLAYER[colour]["base"]
        if len(line) > 1:  # each colour's dash pattern, and its shape at each point
            symbols.draw_dashed(surf, T.PLAYER[colour]["dark"], line, 3, colour)
        for x, y in line:
            symbols.draw_symbol(surf, colour, (x, y), MARK * 2, base, T.INK, 1)
        s = assets.text(f"{names[p]} {points[-1].scores[p]}", small, T.INK, "bold")
        y = ends[p]
        symbols.draw_symbol(surf, colour, (plot.right + 8 + small // 2, y), small * 0.8, base,
                            T.INK, 1)
        surf.blit(s, s.get_rect(midleft=(plot.right + 12 + small, y)))
    pygame.draw.rect(surf, T.INK_SOFT, plot, 1)
    return plot


def _draw_labels(surf: pygame.Surface, assets: Assets, plot: Rect, xs: list[int],
                 points: list[ScorePoint], size: int) -> None:
    """Under the plot, each point's round; every second (third...) one when they would touch,
    and none that would touch the final one's."""
    widths = [assets.font(size).size(point_label(p))[0] for p in points]
    gap = max(1, (xs[1] - xs[0]) if len(xs) > 1 else plot.w)
    every = -(-(max(widths) + 6) // gap)  # rounded up
    final_left = xs[-1] - widths[-1] // 2 if points[-1].final else plot.right + gap
    for i, (x, point, w) in enumerate(zip(xs, points, widths, strict=True)):
        pygame.draw.line(surf, T.PARCH_D, (x, plot.top), (x, plot.bottom), 1)
        if point.final or (i % every == 0 and x + w // 2 + 6 <= final_left):
            s = assets.text(point_label(point), size, T.INK_SOFT, "bold" if point.final else
                            "regular")
            surf.blit(s, s.get_rect(midtop=(x, plot.bottom + 4)))


def _label_ys(ys: list[int], gap: int) -> list[int]:
    """Where the names at the end of the lines go: at their lines' ends, moved down where two
    would touch (`gap`: a line of text)."""
    out = list(ys)
    last = None
    for p in sorted(range(len(ys)), key=lambda q: (ys[q], q)):
        if last is not None and out[p] < last + gap:
            out[p] = last + gap
        last = out[p]
    return out
