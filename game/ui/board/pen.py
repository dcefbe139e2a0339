"""What drawing the table takes, for the static board and the pieces alike: the art, the geometry
and the players' colours; text at the table's scale, novices in a player's colour, action icons."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.rules.constants import BARON
from game.rules.edition import ActionDef
from game.ui.art.action_icons import make_action_icon
from game.ui.board.layout import TableGeometry
from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets
from game.ui.toolkit.widgets import shortened

Colour = tuple[int, int, int]
Point = tuple[int, int] | tuple[float, float]


class BoardPen:
    def __init__(self, assets: Assets, geometry: TableGeometry, colours: list[int]) -> None:
        self.assets = assets
        self.g = geometry
        self.colours = colours  # each seat's colour: an index into theme.PLAYER
        self._icons: dict[tuple[str, int], pygame.Surface] = {}

    def font(self, base: int) -> int:
        return self.g.font(base)

    def blit_center(self, surf: pygame.Surface, sprite: pygame.Surface, rect: Rect) -> None:
        surf.blit(sprite, sprite.get_rect(center=rect.center))

    def label(self, surf: pygame.Surface, string: str, base: int, pos: Point,
              colour: Colour = T.INK, style: str = "regular", anchor: str = "topleft") -> Rect:
        s = self.assets.text(string, self.font(base), colour, style)
        r = s.get_rect(**{anchor: pos})
        surf.blit(s, r)
        return r

    def fitted_label(self, surf: pygame.Surface, string: str, base: int, pos: Point, width: int,
                     anchor: str, colour: Colour = T.INK_SOFT, style: str = "italic") -> None:
        """A label no wider than `width`: a smaller font when it must, never under MIN_TEXT,
        then its last words left out (widgets.shortened)."""
        size = self.font(base)
        while size > T.MIN_TEXT and self.assets.font(size, style).size(string)[0] > width:
            size -= 1
        string = shortened(self.assets, string, size, width, style)
        s = self.assets.text(string, size, colour, style)
        surf.blit(s, s.get_rect(**{anchor: pos}))

    def novice_sprite(self, owner: int | None, size: int) -> pygame.Surface:
        """A novice of seat `owner`, `size` high; a blocked one (grey) for None; the Baron's
        (owner BARON) in his colour."""
        if owner is None:
            name = "novice_blocked"
        else:
            name = "novice_baron" if owner == BARON else f"novice_{self.colours[owner]}"
        return self.assets.sprite(name, (round(size * 0.82), size))

    def action_icon(self, action: ActionDef, size: int) -> pygame.Surface:
        key = (action.key, size)
        icon = self._icons.get(key)
        if icon is None:
            icon = self._icons[key] = make_action_icon(self.assets, action, size)
        return icon
