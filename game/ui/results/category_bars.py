"""The final scoring's points by category: a bar per player, a colour per category, stacked
from a zero line — points won to its right, points lost (together against the Baron) to its
left — on one scale, that of the most won and the most lost by anyone, so that every bar stays
inside the room given, whatever the signs. The total is written after the bar."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame import Rect

from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets


def zero_at(rows: list[list[int]], width: int) -> tuple[int, float]:
    """(how far the zero line is from the left of the room, pixels per point): the room holds
    the most points anyone won right of it and the most anyone lost left of it."""
    won = max((sum(v for v in row if v > 0) for row in rows), default=0)
    lost = max((-sum(v for v in row if v < 0) for row in rows), default=0)
    unit = width / max(1, won + lost)
    return round(unit * lost), unit


def draw_category_bars(surf: pygame.Surface, assets: Assets, room: Rect,
                       rows: list[list[int]], totals: list[int],
                       colours: list[tuple[int, int, int]],
                       font: Callable[[int], int]) -> list[Rect]:
    """A row of `room` per player (`room`'s height split between them): its categories' bars
    (`colours`, in the rows' order) and its total after them; the bars' rectangles."""
    zero, unit = zero_at(rows, room.w)
    x0 = room.left + zero
    bar_h = room.h // max(1, len(rows)) - 8
    drawn: list[Rect] = []
    for pi, row in enumerate(rows):
        yy = room.top + pi * (bar_h + 8)
        ends = {1: x0, -1: x0}  # where the next bar of points won (lost) starts
        for colour, value in zip(colours, row, strict=True):
            bw = round(abs(value) * unit)
            if bw <= 0:
                continue
            side = 1 if value > 0 else -1
            bar = Rect(ends[side] if side > 0 else ends[side] - bw, yy, bw, bar_h)
            ends[side] += side * bw
            pygame.draw.rect(surf, colour, bar)
            pygame.draw.rect(surf, T.INK, bar, 1)
            drawn.append(bar)
            if bw > font(26):
                vs = assets.text(str(value), font(15), T.WHITE, "bold")
                surf.blit(vs, vs.get_rect(center=bar.center))
        ts = assets.text(str(totals[pi]), font(20), T.INK, "bold")
        surf.blit(ts, ts.get_rect(midleft=(ends[1] + 8, yy + bar_h // 2)))
    if zero > 0:  # points were lost: the zero line they are drawn from
        pygame.draw.line(surf, T.INK, (x0, room.top - 4), (x0, room.top + len(rows) * (bar_h + 8)),
                         2)
    return drawn
