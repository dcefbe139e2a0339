"""Drawing the table: the static board once per layout (board/static.py), the pieces on top of it
at every change (board/pieces.py), both with one pen (board/pen.py) and the pieces where the places
say (board/places.py). Both record what they drew where (`drawn()`)."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.rules.engine import Game
from game.texts import text
from game.ui.board.layout import TableGeometry, fit_status, fit_text
from game.ui.board.pen import BoardPen
from game.ui.board.pieces import NOTHING_HIDDEN, Pieces, Shown
from game.ui.board.places import PiecePlaces
from game.ui.board.static import StaticBoard
from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets
from game.ui.toolkit.drawn import Drawn
from game.ui.words.logview import log_room


def status_widths(assets: Assets, g: TableGeometry, game: Game, names: list[str]
                  ) -> tuple[int, int]:
    """How wide the status's words run: the year over the round, and the phase over the first
    player (at the least text: board/pen.fitted_label)."""
    n = game.layout.players
    left = [assets.width(text("table.year", year=y), g.font(21), "bold") for y in (1, 2, 3)]
    left += [assets.width(text("table.round", round=r, rounds=n), g.font(16)) for r in (1, n)]
    right = [assets.width(text(f"table.phase_{p}"), T.MIN_TEXT, "bold")
             for p in ("placement", "actions", "over")]
    right += [assets.width(text("table.first", name=name), T.MIN_TEXT) for name in names]
    return max(left), max(right)


class TableView:
    def __init__(self, assets: Assets, geometry: TableGeometry, game: Game,
                 colours: list[int], names: list[str]) -> None:
        heading, year, line = (assets.font(geometry.font(size), style).get_height()
                               for size, style in ((17, "bold"), (21, "bold"), (16, "regular")))
        fit_text(geometry, len(game.state.players), heading, year, line,  # the text size's
                 log_room(assets, geometry))
        fit_status(geometry, *status_widths(assets, geometry, game, names))
        self.pen = BoardPen(assets, geometry, colours)
        self.places = PiecePlaces(geometry, len(game.state.players))
        board = StaticBoard(self.pen, game)
        self.static = board.surface
        self.static_drawn = board.drawn
        self.pieces = Pieces(self.pen, self.places, game, names, self.static)

    @property
    def g(self) -> TableGeometry:
        return self.pen.g

    @property
    def colours(self) -> list[int]:
        return self.pen.colours

    @property
    def game(self) -> Game:
        """The game shown; the static board stays the one drawn for the first."""
        return self.pieces.game

    @game.setter
    def game(self, game: Game) -> None:
        self.pieces.game = game

    def drawn(self) -> list[Drawn]:
        """Every place and piece on the table as last drawn."""
        return [*self.static_drawn, *self.pieces.drawn]

    # ------------------------------------------------------------------ drawing the pieces

    def draw_pieces(self, surf: pygame.Surface, shown: Shown = NOTHING_HIDDEN) -> None:
        self.pieces.draw(surf, shown)

    def redraw_area(self, surf: pygame.Surface, part: str, shown: Shown) -> Rect:
        return self.pieces.redraw_area(surf, part, shown)

    def redraw_board(self, surf: pygame.Surface, p: int, shown: Shown) -> None:
        self.pieces.redraw_board(surf, p, shown)

    # ------------------------------------------------------------------ where pieces stand

    def board_novice(self, sid: str) -> Rect:
        return self.places.board_novice(sid)

    def chapel_novice(self, m: str, k: int) -> Rect:
        return self.places.chapel_novice(m, k)

    def glass_on_chapel(self, m: str) -> Rect:
        return self.places.glass_on_chapel(m)

    def messenger(self, space: int, k: int) -> Rect:
        return self.places.messenger(space, k)

    def disc(self, mission: int, k: int) -> Rect:
        return self.places.disc(mission, k)

    def space_die(self, i: int, k: int) -> Rect:
        return self.places.space_die(i, k)

    def turn_die(self, p: int, column: str, k: int) -> Rect:
        return self.places.turn_die(p, column, k)

    def personal_die(self, p: int, k: int) -> Rect:
        return self.places.personal_die(p, k)

    def token_icon(self, p: int, token: str) -> Rect:
        return self.places.token_icon(p, token)

    def score_place(self, p: int) -> Rect:
        return self.places.score_place(p)
