"""The road's "Start" and "End": beside the first and the last space's number where the word fits
between it and the board's edge, else under that number, on the number's other side or above the
space — the first of these inside the board and clear of the road's spaces, their numbers and
letters, the monasteries and the missions (a larger text size, a longer word)."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.texts import text
from game.ui.board.pen import BoardPen
from game.ui.toolkit import theme as T

MARGIN = 14  # from the board's edge: its painted frame


def draw_road_ends(pen: BoardPen, surf: pygame.Surface, pip: int) -> list[Rect]:
    """Both words drawn (`pip`: the size of the letters' discs above the spaces); where."""
    g = pen.g
    number = pen.assets.font(pen.font(12), "bold")
    low = number.get_height()
    blocked = [*g.road, *g.monasteries.values(), g.missions_area]
    for space in g.road:
        w = number.size("00")[0]
        blocked += [Rect(space.centerx - w // 2, space.bottom, w, low),
                    Rect(space.left, space.top - pip - 2, space.w, pip + 2)]
    half = number.size(str(len(g.road)))[0] // 2 + 4
    room = g.board.inflate(-2 * MARGIN, -2 * MARGIN)
    first, last = g.road[0], g.road[-1]
    places = []
    for words, space, side in ((text("table.start"), first, -1), (text("table.end"), last, 1)):
        s = _fitted(pen, words, space.centerx + side * half, room, side)
        at = _place(s, _candidates(s, space, side, half, low, pip), room, blocked)
        surf.blit(s, at)
        places.append(at)
    return places


def _fitted(pen: BoardPen, words: str, x: int, room: Rect, side: int) -> pygame.Surface:
    """The words as large as fits between `x` and the room's edge on `side`, down to the
    smallest text."""
    width = x - room.left if side < 0 else room.right - x
    size = pen.font(14)
    while size > T.MIN_TEXT and pen.assets.font(size, "italic").size(words)[0] > width:
        size -= 1
    return pen.assets.text(words, size, T.INK_SOFT, "italic")


def _candidates(s: pygame.Surface, space: Rect, side: int, half: int, low: int,
                pip: int) -> list[Rect]:
    out = (space.centerx + side * half, space.bottom + 2)
    inside = (space.centerx - side * half, space.bottom + 2)
    return [s.get_rect(topright=out) if side < 0 else s.get_rect(topleft=out),
            s.get_rect(midtop=(space.centerx, space.bottom + low)),
            s.get_rect(topleft=inside) if side < 0 else s.get_rect(topright=inside),
            s.get_rect(midbottom=(space.centerx, space.top - pip - 4))]


def _place(s: pygame.Surface, candidates: list[Rect], room: Rect, blocked: list[Rect]) -> Rect:
    """The first candidate, kept inside `room`, whose ink touches nothing `blocked`."""
    ink = s.get_bounding_rect()
    for at in candidates:
        at = at.clamp(room)
        if ink.move(at.topleft).collidelist(blocked) < 0:
            return at
    return candidates[0].clamp(room)
