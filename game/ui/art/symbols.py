"""Each colour's symbol and line, so that players are told apart without their colours: a shape
(● ▲ ■ ◆, by colour index, in every palette) on the novices, in the players' panels and on the
charts' points, and a dash pattern for the charts' lines."""

from __future__ import annotations

import functools
import math
import re

import pygame

from game.ui.toolkit import theme as T

SHAPES = ("circle", "triangle", "square", "diamond")
# each colour's line on a chart: lengths of drawn and skipped stretches, in line widths
DASHES: tuple[tuple[float, ...], ...] = ((), (5, 2), (1, 1.5), (5, 1.5, 1, 1.5))
PIP_SCALE = (1.0, 1.0, 0.8, 1.0)  # as a die's pips: squares smaller, so a column stays apart
SS = 4  # supersampling of a symbol drawn small
SEAT_PIECE = re.compile(r"^(novice|messenger|disc)_(\d)$")


def shape_points(index: int, centre: tuple[float, float], size: float) -> list[tuple[float, float]]:
    """The outline of colour `index`'s shape, `size` across (a circle: many points)."""
    cx, cy = centre
    r = size / 2
    shape = SHAPES[index % len(SHAPES)]
    if shape == "triangle":  # as heavy as the circle: larger, its middle on the centre
        r *= 1.18
        return [(cx, cy - r * 0.95), (cx + r, cy + r * 0.75), (cx - r, cy + r * 0.75)]
    if shape == "square":
        r *= 0.84  # as heavy as the circle to the eye
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    if shape == "diamond":
        r *= 1.08
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    return [(cx + math.cos(a / 24 * math.tau) * r, cy + math.sin(a / 24 * math.tau) * r)
            for a in range(24)]


def draw_symbol(surf: pygame.Surface, index: int, centre: tuple[float, float], size: float,
                fill, outline=T.INK, width: int = 1) -> pygame.Rect:
    """Colour `index`'s shape, filled and outlined, drawn smooth; the rectangle it covers."""
    small = _symbol(index % len(SHAPES), round(size * 4) / 4, tuple(fill), tuple(outline), width)
    rect = small.get_rect(center=(round(centre[0]), round(centre[1])))
    surf.blit(small, rect)
    return rect


@functools.lru_cache(maxsize=256)
def _symbol(index: int, size: float, fill: tuple, outline: tuple, width: int) -> pygame.Surface:
    """The shape drawn large and smoothed down (kept: charts draw many of the same)."""
    box = math.ceil(size + 2 * width + 2)
    big = pygame.Surface((box * SS, box * SS), pygame.SRCALPHA)
    points = shape_points(index, (box * SS / 2, box * SS / 2), size * SS)
    pygame.draw.polygon(big, fill, points)
    if width:
        pygame.draw.polygon(big, outline, points, width * SS)
    return pygame.transform.smoothscale(big, (box, box))


def seat_symbol(surf: pygame.Surface, colour: int, centre: tuple[float, float], size: float
                ) -> pygame.Rect:
    """Colour `colour`'s shape in its mark's colour over its own colour (a novice, a header)."""
    c = T.PLAYER[colour % len(T.PLAYER)]
    return draw_symbol(surf, colour, centre, size, c["mark_col"], T.INK,
                       max(1, round(size / 9)))


def draw_dashed(surf: pygame.Surface, colour, points: list[tuple[int, int]], width: int,
                index: int) -> None:
    """A line through `points` in colour `index`'s dash pattern (index 0: solid)."""
    pattern = DASHES[index % len(DASHES)]
    if not pattern:
        pygame.draw.lines(surf, colour, False, points, width)
        return
    unit = max(2, width)
    step, on = 0, True
    left: float = pattern[0] * unit
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        length = math.hypot(x1 - x0, y1 - y0)
        if on and width > 2:  # a dash bent at a point stays whole
            pygame.draw.circle(surf, colour, (x0, y0), width / 2)
        done = 0.0
        while done < length:
            run = min(left, length - done)
            if on:
                a = (x0 + (x1 - x0) * done / length, y0 + (y1 - y0) * done / length)
                end = done + run
                b = (x0 + (x1 - x0) * end / length, y0 + (y1 - y0) * end / length)
                pygame.draw.line(surf, colour, a, b, width)
            done += run
            left -= run
            if left <= 0:
                step = (step + 1) % len(pattern)
                on = not on
                left = pattern[step] * unit


def mark_piece(name: str, surf: pygame.Surface) -> None:
    """Colour index's shape on a seat's novice (its robe, below the hands), messenger (his
    coat) or disc (its middle), as the sprite `name` is made."""
    found = SEAT_PIECE.match(name)
    if found is None:
        return
    kind, colour = found.group(1), int(found.group(2))
    w, h = surf.get_size()
    if kind == "novice":
        seat_symbol(surf, colour, (w * 0.5, h * 0.8), max(4.0, min(w * 0.42, 8 + w * 0.2)))
    elif kind == "messenger":
        seat_symbol(surf, colour, (w * 0.4, h * 0.7), max(4.0, min(w * 0.4, 8 + w * 0.18)))
    else:
        seat_symbol(surf, colour, (w * 0.5, h * 0.48), max(4.0, w * 0.5))


def colour_key(index: int) -> str:
    """The text key of colour `index`'s name in the palette in use ("vermilion, circle")."""
    palette = T.palette_name()
    return f"colours.{index}" if palette == "standard" else f"settings.colours_{palette}.{index}"
