"""The static part of the table, drawn once per layout: the board, the road, the missions, the
side column and the players' boards, each place recorded (Drawn) with the step it stands for."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.rules.edition import COLUMNS, MONASTERIES, Building, CloisterSpace, MissionCard
from game.rules.engine import Game
from game.rules.moves import chapel_target
from game.texts import text
from game.ui.art import painter
from game.ui.board.layout import PlayerBoardGeometry
from game.ui.board.mission_head import draw_header, draw_title
from game.ui.board.pen import BoardPen
from game.ui.board.road_ends import draw_road_ends
from game.ui.toolkit import theme as T
from game.ui.toolkit.drawn import Drawn

ROMAN = ("I", "II", "III", "IV")


def disc_size(pen: BoardPen) -> int:
    """The diameter of the monasteries' letter discs over the road's spaces: the usual, or
    a letter's inked size and a rim around it, whichever is larger (a larger text size)."""
    inked = max(max(pen.assets.text(m, pen.font(11), T.WHITE, "bold").get_bounding_rect().size)
                for m in MONASTERIES)
    return max(10, round(17 * pen.g.scale), inked + 8)


class StaticBoard:
    """The static part of `game`'s table for the pen's geometry: `surface`, and the places on it
    (`drawn`)."""

    def __init__(self, pen: BoardPen, game: Game) -> None:
        self.pen = pen
        self.game = game
        self.drawn: list[Drawn] = []
        self.surface = self._build()

    def blank(self) -> pygame.Surface:
        """The window-sized image the board is drawn on."""
        size = self.pen.g.size
        return pygame.Surface(size).convert() if pygame.display.get_surface() else \
            pygame.Surface(size)

    def _build(self) -> pygame.Surface:
        g = self.pen.g
        a = self.pen.assets
        surf = self.blank()
        # the wooden table
        surf.fill(T.TABLE)
        for y in range(0, g.size[1], 7):
            pygame.draw.line(surf, T.TABLE_D if (y // 7) % 3 == 0 else (70, 50, 34),
                             (0, y), (g.size[0], y))
        surf.blit(a.sprite("board_background", g.board.size), g.board.topleft)
        self._road(surf)
        for m in MONASTERIES:
            self._monastery(surf, m)
        self._missions(surf)
        surf.blit(a.sprite("panel", g.side.size), g.side.topleft)
        self._side(surf)
        for p, pb in enumerate(g.players):
            self._player(surf, p, pb)
        return surf

    def _monastery(self, surf: pygame.Surface, m: str) -> None:
        g, a = self.pen.g, self.pen.assets
        rect = g.monasteries[m]
        surf.blit(painter.monastery(f"plot_{m}", rect.w, rect.h), rect.topleft)
        art = a.sprite(f"monastery_{m}", (round(rect.w * 0.62), round(rect.h * 0.8))).copy()
        art.set_alpha(70)
        surf.blit(art, art.get_rect(center=(rect.centerx - rect.w * 0.12, rect.centery + 4)))
        lay = self.game.layout
        base, light, dark = T.MONASTERY[m]
        badge = g.badges[m]
        # paths from cloister spaces to the buildings they touch
        for c in lay.side.cloister:
            if c.monastery != m:
                continue
            for b in c.adjacent:
                pygame.draw.line(surf, (190, 176, 140), g.spaces[c.id].center,
                                 g.spaces[b].center, max(2, round(4 * g.scale)))
        for bld in lay.side.buildings:
            if bld.monastery == m:
                r = g.spaces[bld.id]
                surf.blit(a.sprite(f"building_{bld.kind}", r.size), r.topleft)
                self.drawn.append(Drawn(r, ("board", bld.id)))
        for c in lay.side.cloister:
            if c.monastery == m:
                r = g.spaces[c.id]
                surf.blit(a.sprite("cloister_space", r.size), r.topleft)
                self.drawn.append(Drawn(r, ("board", c.id)))
        spaces: list[Building | CloisterSpace] = [*lay.side.buildings, *lay.side.cloister]
        for space in spaces:
            if space.monastery == m and space.four:
                r = g.spaces[space.id]
                pygame.draw.circle(surf, T.PARCH_L, (r.right - 4, r.top + 4), self.pen.font(9))
                pygame.draw.circle(surf, T.INK, (r.right - 4, r.top + 4), self.pen.font(9), 1)
                self.pen.label(surf, "4", 13, (r.right - 4, r.top + 4), T.INK, "bold", "center")
        chapel = g.spaces[chapel_target(m)]
        sprite = a.sprite("chapel", (chapel.w, chapel.h))
        surf.blit(sprite, chapel.topleft)
        self.drawn.append(Drawn(chapel, ("board", chapel_target(m))))
        pygame.draw.circle(surf, dark, badge.center, badge.w // 2 + 2)
        pygame.draw.circle(surf, base, badge.center, badge.w // 2)
        pygame.draw.circle(surf, T.GOLD_L, badge.center, badge.w // 2, 2)
        self.pen.label(surf, m, 20, badge.center, T.WHITE, "bold", "center")
        glass = a.sprite(f"glass_{m}", round(badge.h * 0.8))
        surf.blit(glass, (badge.right + 6, badge.top + badge.h * 0.1))

    def _road(self, surf: pygame.Surface) -> None:
        g, a = self.pen.g, self.pen.assets
        centers = [r.center for r in g.road]
        pygame.draw.lines(surf, (150, 120, 80), False, centers, max(8, round(26 * g.scale)))
        pygame.draw.lines(surf, (196, 168, 118), False, centers, max(6, round(18 * g.scale)))
        road = self.game.layout.road
        pip = disc_size(self.pen)
        for i, (space, rect) in enumerate(zip(road, g.road, strict=True)):
            surf.blit(a.sprite("road_space", rect.size), rect.topleft)
            letters = sorted(space.connects)
            x0 = rect.centerx - (len(letters) * (pip + 1)) // 2
            for j, m in enumerate(letters):
                c = (x0 + j * (pip + 1) + pip // 2, rect.top - pip // 2 - 2)
                pygame.draw.circle(surf, T.MONASTERY[m][0], c, pip // 2)
                pygame.draw.circle(surf, T.INK, c, pip // 2, 1)
                letter = a.text(m, self.pen.font(11), T.WHITE, "bold")
                ink = letter.get_bounding_rect()  # the letter's own middle on the disc's
                surf.blit(letter, (c[0] - ink.centerx, c[1] - ink.centery))
            if space.bonus:
                size = round(rect.h * 0.66)
                icon = a.sprite(f"bonus_{space.bonus}", size)
                surf.blit(icon, (rect.left + rect.w * 0.1, rect.centery - size // 2))
            num = self.pen.assets.text(str(i + 1), self.pen.font(12), T.INK_SOFT, "bold")
            surf.blit(num, num.get_rect(midbottom=(rect.centerx, rect.bottom + num.get_height())))
        draw_road_ends(self.pen, surf, pip)

    def _missions(self, surf: pygame.Surface) -> None:
        g, a = self.pen.g, self.pen.assets
        area = g.missions_area
        surf.blit(a.sprite("panel", area.size), area.topleft)
        draw_title(self.pen, surf, area, min(r.top for r in g.missions))
        edition = self.game.layout.edition
        for mid, rect in zip(self.game.state.missions, g.missions, strict=True):
            self._mission_card(surf, edition.mission(mid), rect)

    def _mission_card(self, surf: pygame.Surface, card: MissionCard, rect: Rect) -> None:
        """A mission card: its id, monastery and points on one line, what it asks under it."""
        a = self.pen.assets
        surf.blit(a.sprite("mission_card", rect.size), rect.topleft)
        line_y = rect.top + round(rect.h * 0.36)
        draw_header(self.pen, surf, card, rect, line_y)
        icon = max(12, min(round(rect.h * 0.36), (rect.w - 16) // 4))
        y = rect.top + round(rect.h * 0.56)
        x = rect.left + round(rect.w * 0.08)
        if card.monastery:
            names = {"chapel": "chapel", "building": "building_secular",
                     "cloister": "cloister_space", "monastery": f"monastery_{card.monastery}"}
            for k, area_name in enumerate(card.areas):
                surf.blit(a.sprite(names[area_name], icon), (x + k * (icon + 3), y))
            return
        assert card.condition is not None  # a card of no monastery (category C) has one
        cond = {"novices_sent": "novice_blocked", "common_rooms": "building_common_room",
                "cloister_spaces": "cloister_space", "window_monasteries": "glass_D",
                "personal_dice": "die_personal_0"}[card.condition]
        surf.blit(a.sprite(cond, icon), (x, y))
        self.pen.label(surf, f"≥{card.at_least}", 17, (x + icon + 4, y + icon // 2), T.INK,
                       "bold", "midleft")

    def _side(self, surf: pygame.Surface) -> None:
        g, a = self.pen.g, self.pen.assets
        surf.blit(a.sprite("hourglass", g.hourglass.size), g.hourglass.topleft)
        if g.chalice.w:
            surf.blit(a.sprite("chalice", g.chalice.size), g.chalice.topleft)
        for rect in (g.tray, g.dice_area, g.log):
            pygame.draw.line(surf, T.PARCH_D, (rect.left + 10, rect.top - 3),
                             (rect.right - 10, rect.top - 3), 2)
        for i, rect in enumerate(g.dice_spaces):
            pygame.draw.rect(surf, (92, 60, 34), rect, border_radius=8)
            pygame.draw.rect(surf, (120, 84, 50), rect.inflate(-6, -6), border_radius=6)
            pygame.draw.rect(surf, T.GOLD, rect, 2, border_radius=8)
            self.drawn.append(Drawn(rect, ("space", i + 1)))
            face = a.space_mark(i + 1, max(16, round(rect.w * 0.3)))
            surf.blit(face, face.get_rect(midtop=(rect.centerx, rect.top + 5)))
            if i == 5:
                self.pen.label(surf, text("table.joker"), 12, (rect.centerx, rect.bottom - 3),
                           T.GOLD_L, "italic", "midbottom")
        self.pen.label(surf, text("table.log"), 16, (g.log.left + 12, g.log.top + 4), T.INK, "bold")

    def _player(self, surf: pygame.Surface, p: int, pb: PlayerBoardGeometry) -> None:
        a = self.pen.assets
        surf.blit(a.sprite("player_board", pb.rect.size), pb.rect.topleft)
        colour = T.PLAYER[self.pen.colours[p]]
        band = Rect(pb.rect.left + 3, pb.rect.top + 3, pb.rect.w - 6, pb.header.h - 4)
        pygame.draw.rect(surf, colour["dark"], band, border_top_left_radius=8,
                         border_top_right_radius=8)
        layout = self.game.layout
        c = pb.cell
        icon = round(c * 0.62)
        for col, column in enumerate(COLUMNS):
            actions = layout.column_actions[column]
            self.drawn.append(Drawn(pb.columns[col], ("column", column), p))
            for row in range(4):
                cell = pb.cells[row][col]
                pygame.draw.rect(surf, (232, 214, 170), cell, border_radius=5)
                pygame.draw.rect(surf, T.PARCH_D, cell, 1, border_radius=5)
                if row < 3:
                    ic = self.pen.action_icon(actions[row + 1], icon)
                    surf.blit(ic, ic.get_rect(center=cell.center))
                    self.drawn.append(Drawn(cell, ("action", (column, row + 1)), p))
        inner_left = pb.rect.left + round(pb.rect.w * 0.055)  # the parchment, inside the frame
        for row in range(4):
            r = pb.cells[row][0]
            self.pen.fitted_label(surf, ROMAN[row], 11, (r.left - 3, r.centery),
                                  r.left - 3 - inner_left, "midright", T.INK_SOFT, "bold")
            ex = pb.extras[row]
            pygame.draw.rect(surf, (214, 196, 150), ex, border_radius=c // 2)
            pygame.draw.rect(surf, T.PARCH_D, ex, 1, border_radius=c // 2)
            self.drawn.append(Drawn(ex, ("extra", row + 1), p))
        surf.blit(a.sprite("window_frame", pb.window_frame.size), pb.window_frame.topleft)
        self.drawn += [Drawn(r, ("winrow", n + 1), p) for n, r in enumerate(pb.window_rows)]
