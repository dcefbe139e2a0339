"""A mission card's header line — its id, its monastery's badge, its points — at a size that fits
the card (never under the smallest text; then the id, the least needed, is left out), and the
missions' title fitted above the cards."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.rules.edition import MissionCard
from game.texts import text
from game.ui.board.pen import BoardPen
from game.ui.toolkit import theme as T

GAP = 4


def draw_title(pen: BoardPen, surf: pygame.Surface, area: Rect, cards_top: int) -> Rect:
    """"Missions" at the area's top, its ink above the cards' top (smaller, or higher up)."""
    words, size = text("table.missions"), pen.font(17)
    s = pen.assets.text(words, size, T.INK, "bold")
    while size > T.MIN_TEXT and area.top + 5 + s.get_bounding_rect().bottom >= cards_top:
        size -= 1
        s = pen.assets.text(words, size, T.INK, "bold")
    top = max(area.top + 1, min(area.top + 5, cards_top - 1 - s.get_bounding_rect().bottom))
    r = s.get_rect(topleft=(area.left + 12, top))
    surf.blit(s, r)
    return r


def draw_header(pen: BoardPen, surf: pygame.Surface, card: MissionCard, rect: Rect,
                line_y: int) -> None:
    """The header line across the card at height `line_y`."""
    left, right = rect.left + round(rect.w * 0.08), rect.right - round(rect.w * 0.08)
    pts = "/".join(str(p) for p in card.points) if card.monastery else str(card.points[0])
    size, show_id = _fitting(pen, card, pts, right - left, round(rect.h * 0.13))
    x = left
    if show_id:
        s = pen.assets.text(card.id, size, T.INK, "bold")
        x = s.get_rect(midleft=(left, line_y)).right
        surf.blit(s, s.get_rect(midleft=(left, line_y)))
    s = pen.assets.text(pts, size, T.ROOF_D, "bold")
    surf.blit(s, s.get_rect(midright=(right, line_y)))
    if card.monastery:
        radius = _radius(pen, size, round(rect.h * 0.13))
        badge = (x + (GAP if show_id else 0) + radius, line_y)
        pygame.draw.circle(surf, T.MONASTERY[card.monastery][0], badge, radius)
        letter = pen.assets.text(card.monastery, _letter(size), T.WHITE, "bold")
        surf.blit(letter, letter.get_rect(center=badge))


def _letter(size: int) -> int:
    """The badge's letter: a little smaller than the line, never under the smallest text."""
    return max(T.MIN_TEXT, size - 2)


def _radius(pen: BoardPen, size: int, least: int) -> int:
    return max(6, least, pen.assets.font(_letter(size), "bold").get_ascent() // 2 + 2)


def _fitting(pen: BoardPen, card: MissionCard, pts: str, width: int,
             least: int) -> tuple[int, bool]:
    """The header's size (unscaled) and whether the id is shown."""
    size = pen.font(15)

    def wide(size: int, show_id: bool) -> int:
        font = pen.assets.font(size, "bold")
        w = font.size(pts)[0] + GAP
        if show_id:
            w += font.size(card.id)[0] + GAP
        return w + (2 * _radius(pen, size, least) if card.monastery else 0)

    while size > T.MIN_TEXT and wide(size, True) > width:
        size -= 1
    return size, wide(size, True) <= width
