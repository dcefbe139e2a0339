"""Drawing for the campaign's screens: text fitted to its room (smaller down to the smallest size,
then cut), every string drawn kept (`said`, which the tests read) and the places that have a
tooltip and the rule it follows (`spots`)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame import Rect

from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets


@dataclass(frozen=True, slots=True)
class Spot:
    rect: Rect
    tip: str
    rule: str


class Pen:
    def __init__(self, surf: pygame.Surface, assets: Assets, scale: float,
                 colours: list[int] | None = None) -> None:
        self.surf = surf
        self.assets = assets
        self.scale = scale
        self.colours = colours or []  # each player's seat colour (T.PLAYER), as at the table
        self.said: list[str] = []
        self.spots: list[Spot] = []

    def px(self, value: float) -> int:
        return round(value * self.scale)

    def font(self, base: int) -> int:
        return max(T.MIN_TEXT, round(base * self.scale))

    def text(self, string: str, base: int, pos: tuple[int, int], colour=T.INK,
             style: str = "regular", anchor: str = "topleft", width: int | None = None) -> Rect:
        """`string` drawn at `pos`; made smaller (not under the smallest size), then cut, to fit
        `width`."""
        self.said.append(string)
        size = self.font(base)
        if width is not None:
            while size > T.MIN_TEXT and self.assets.width(string, size, style) > width:
                size -= 1
        shown = self.assets.text(string, size, colour, style)
        rect = shown.get_rect(**{anchor: pos})
        area = None
        if width is not None and rect.w > width:
            area = Rect(0, 0, width, rect.h)
            rect = Rect(rect.left, rect.top, width, rect.h)
        self.surf.blit(shown, rect, area)
        return rect

    def first_fit(self, options: list[str], base: int, pos: tuple[int, int], width: int,
                  colour=T.INK, style: str = "regular", anchor: str = "topleft") -> Rect:
        """The first of `options` (longest first) that fits `width` at its own size (the last
        one is made to fit)."""
        for string in options[:-1]:
            if self.assets.width(string, self.font(base), style) <= width:
                return self.text(string, base, pos, colour, style, anchor, width)
        return self.text(options[-1], base, pos, colour, style, anchor, width)

    def lines(self, string: str, base: int, width: int) -> list[str]:
        return self.assets.wrap(string, self.font(base), width)

    def paragraph(self, string: str, base: int, pos: tuple[int, int], width: int,
                  colour=T.INK, style: str = "regular", most: int = 99) -> Rect:
        """`string` wrapped to `width`, at most `most` lines (the last one cut short); the
        rectangle it took."""
        size = self.font(base)
        lines = self.assets.wrap(string, size, width, style)
        if len(lines) > most:
            lines = lines[:most]
            lines[-1] = lines[-1].rstrip(" .,;:") + " …"
        x, y = pos
        top = y
        step = self.assets.font(size, style).get_linesize()
        for line in lines:
            self.text(line, base, (x, y), colour, style, width=width)
            y += step
        self.said.append(string)
        return Rect(x, top, width, y - top)

    def colour(self, player: int) -> int:
        """The seat colour `player` is drawn in."""
        own = self.colours[player] if player < len(self.colours) else player
        return own % len(T.PLAYER)

    def seat(self, player: int) -> T.PlayerColours:
        return T.PLAYER[self.colour(player)]

    def novice(self, player: int, size: tuple[int, int]) -> pygame.Surface:
        return self.assets.sprite(f"novice_{self.colour(player)}", size)

    def spot(self, rect: Rect, tip: str, rule: str = "") -> None:
        self.spots.append(Spot(Rect(rect), tip, rule))

    def spot_at(self, pos: tuple[int, int]) -> Spot | None:
        for spot in reversed(self.spots):
            if spot.rect.collidepoint(pos):
                return spot
        return None

    def card(self, rect: Rect, fill=T.PARCH, edge=T.PARCH_D, width: int = 2) -> None:
        pygame.draw.rect(self.surf, T.TABLE_D, rect.move(3, 4), border_radius=10)
        pygame.draw.rect(self.surf, fill, rect, border_radius=10)
        pygame.draw.rect(self.surf, edge, rect, width, border_radius=10)
