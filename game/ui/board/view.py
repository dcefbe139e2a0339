"""Drawing the table: the static board once per layout (board/static.py), the pieces on top of it
at every change (board/pieces.py). Both record what they drew where (`drawn()`)."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.rules.edition import ActionDef
from game.rules.engine import Game
from game.ui.art.action_icons import make_action_icon
from game.ui.board.layout import TableGeometry
from game.ui.board.pieces import NOTHING_HIDDEN, TablePieces
from game.ui.board.static import StaticTable
from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets
from game.ui.toolkit.drawn import Drawn


class TableView(StaticTable, TablePieces):
    def __init__(self, assets: Assets, geometry: TableGeometry, game: Game,
                 colours: list[int], names: list[str]) -> None:
        self.assets = assets
        self.g = geometry
        self.game = game
        self.colours = colours
        self.names = names
        self._icons: dict[tuple, pygame.Surface] = {}
        self.static_drawn: list[Drawn] = []
        self.pieces_drawn: list[Drawn] = []
        self.shown = NOTHING_HIDDEN
        self._boards: dict[int, tuple] = {}  # each player's board as last drawn, by its contents
        self.static = self._build_static()

    def drawn(self) -> list[Drawn]:
        """Every place and piece on the table as last drawn."""
        return [*self.static_drawn, *self.pieces_drawn]

    # ------------------------------------------------------------------ helpers

    def font(self, base: int) -> int:
        return self.g.font(base)

    def blit_center(self, surf: pygame.Surface, sprite: pygame.Surface, rect: Rect) -> None:
        surf.blit(sprite, sprite.get_rect(center=rect.center))

    def label(self, surf, string, base, pos, colour=T.INK, style="regular", anchor="topleft"):
        s = self.assets.text(string, self.font(base), colour, style)
        r = s.get_rect(**{anchor: pos})
        surf.blit(s, r)
        return r

    def fitted_label(self, surf, string: str, base: int, pos, width: int, anchor: str,
                     colour=T.INK_SOFT, style: str = "italic") -> None:
        """A label no wider than `width`: a smaller font when it must, never under MIN_TEXT."""
        size = self.font(base)
        while size > T.MIN_TEXT and self.assets.font(size, style).size(string)[0] > width:
            size -= 1
        s = self.assets.text(string, size, colour, style)
        surf.blit(s, s.get_rect(**{anchor: pos}))


    def novice_sprite(self, owner: int | None, size: int) -> pygame.Surface:
        name = "novice_blocked" if owner is None else f"novice_{self.colours[owner]}"
        return self.assets.sprite(name, (round(size * 0.82), size))

    def action_icon(self, action: ActionDef, size: int) -> pygame.Surface:
        key = (action.key, size)
        icon = self._icons.get(key)
        if icon is None:
            icon = self._icons[key] = make_action_icon(self.assets, action, size)
        return icon
