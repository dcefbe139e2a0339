"""The pieces on the table, drawn over the static board at every change of the game: novices,
messengers, dice, tiles, tokens; each piece recorded (Drawn) with the step it stands for."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.rules.constants import CHAPEL_CAPACITY
from game.rules.edition import COLUMNS, MONASTERIES, TOKENS
from game.rules.moves import chapel_target
from game.texts import text

from . import theme as T
from .drawn import PIECE, Drawn


class TablePieces:
    """Mixed into TableView: draws the pieces and records them in `pieces_drawn`."""

    def draw_pieces(self, surf: pygame.Surface) -> None:
        self.pieces_drawn = []
        self._pieces_board(surf)
        self._pieces_side(surf)
        for p, pb in enumerate(self.g.players):
            self._pieces_player(surf, p, pb)

    def _pieces_board(self, surf) -> None:
        g, a, st = self.g, self.assets, self.game.state
        for sid, owner in (*st.buildings.items(), *st.cloister.items()):
            if owner is not None:
                r = g.spaces[sid]
                self.blit_center(surf, self.novice_sprite(owner, round(r.h * 0.8)), r)
        for sid in st.blocked:
            r = g.spaces[sid]
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            shade.fill((60, 56, 50, 120))
            surf.blit(shade, r.topleft)
            self.blit_center(surf, self.novice_sprite(None, round(r.h * 0.8)), r)
        cap = CHAPEL_CAPACITY[len(st.players)]
        for m in MONASTERIES:
            area = g.chapel_novices[m]
            per_row = max(1, (cap + 1) // 2)
            size = min(area.h // 2 - 1, area.w // per_row - 1)
            for k, owner in enumerate(st.chapels[m]):
                x = area.left + (k % per_row) * (size + 1)
                y = area.top + (k // per_row) * (size + 1)
                surf.blit(self.novice_sprite(owner, size), (x, y))
            chapel = g.spaces[chapel_target(m)]
            tiles = st.chapel_tiles[m]
            gs = max(12, round(chapel.h * 0.3))
            gl = a.sprite(f"glass_{m}", gs)
            surf.blit(gl, (chapel.left, chapel.bottom - gs))
            badge = a.text(f"×{tiles}", self.font(15), T.INK, "bold")
            bg = badge.get_rect(midleft=(chapel.left + gs + 1, chapel.bottom - gs // 2))
            pygame.draw.rect(surf, T.PARCH_L, bg.inflate(4, 0), border_radius=4)
            surf.blit(badge, bg)
        # messengers
        by_space: dict[int, list[int]] = {}
        for p, player in enumerate(st.players):
            by_space.setdefault(player.messenger, []).append(p)
        for space, owners in by_space.items():
            rect = g.road[space]
            mw = round(rect.h * 0.42)
            for k, p in enumerate(owners):
                sprite = a.sprite(f"messenger_{self.colours[p]}", (mw, round(mw * 1.25)))
                x = rect.right - mw - 4 - (k % 2) * (mw - 2)
                y = rect.top + 2 + (k // 2) * (mw // 2)
                surf.blit(sprite, (x, y))
        # mission discs
        for mid, rect in zip(st.missions, g.missions, strict=True):
            ds = max(10, rect.h // 4)
            for k, (p, _year) in enumerate(st.mission_discs[mid]):
                surf.blit(a.sprite(f"disc_{self.colours[p]}", ds),
                          (rect.right - 4 - (k + 1) * (ds + 2), rect.bottom - ds - 4))

    def _pieces_side(self, surf) -> None:
        g, st = self.g, self.game.state
        n = len(st.players)
        x = g.hourglass.right + 10
        self.label(surf, text("table.year", year=st.year), 21, (x, g.status.top + 8), T.INK, "bold")
        self.label(surf, text("table.round", round=st.round, rounds=n), 16,
                   (x, g.status.top + 8 + self.font(26)), T.INK_SOFT)
        phase = text(f"table.phase_{st.phase}")
        x = g.status.centerx + 20
        room = g.chalice.left - 6 - x  # the texts stop short of the chalice
        self.fitted_label(surf, phase, 16, (x, g.status.top + 10), room, "topleft", T.ROOF_D,
                          "bold")
        self.fitted_label(surf, text("table.first", name=self.names[st.first]), 15,
                          (x, g.status.top + 8 + self.font(26)), room, "topleft", T.INK_SOFT,
                          "regular")
        # year ticks under the hourglass text
        for y in range(3):
            c = (g.hourglass.centerx - 10 + y * 10, g.hourglass.bottom + 2)
            pygame.draw.circle(surf, T.GOLD if y < st.year else T.PARCH_D, c, 3)
        for i, rect in enumerate(g.dice_spaces):
            dice = st.dice_spaces[i]
            inner = Rect(rect.left + 4, rect.top + round(rect.w * 0.42), rect.w - 8,
                         rect.h - round(rect.w * 0.42) - 14)
            per_row = 3
            ds = min(inner.w // per_row - 2, 26)
            rows_fit = max(1, inner.h // (ds + 2))
            for k, die in enumerate(dice[: per_row * rows_fit]):
                owner = None if die.owner is None else self.colours[die.owner]
                face = self.assets.die(owner, die.value, ds)
                surf.blit(face, (inner.left + (k % per_row) * (ds + 2) + 2,
                                 inner.top + (k // per_row) * (ds + 2)))
            if len(dice) > per_row * rows_fit:
                self.label(surf, f"+{len(dice) - per_row * rows_fit}", 12,
                           (rect.right - 4, rect.bottom - 2), T.GOLD_L, "bold", "bottomright")

    def _pieces_player(self, surf, p: int, pb) -> None:
        a, st = self.assets, self.game.state
        player = st.players[p]
        h = pb.header
        ns = a.sprite(f"novice_{self.colours[p]}", (round(h.h * 0.6), round(h.h * 0.75)))
        surf.blit(ns, (h.left + 10, h.centery - ns.get_height() // 2))
        r = self.label(surf, player.name, 19, (h.left + 16 + ns.get_width(), h.centery),
                       T.PARCH_L, "bold", "midleft")
        if p == st.first:
            cs = round(h.h * 0.7)
            surf.blit(a.sprite("chalice", cs), (r.right + 8, h.centery - cs // 2))
        score = a.text(text("table.score", count=player.score), self.font(20), T.GOLD_L, "bold")
        surf.blit(score, score.get_rect(midright=(h.right - 14, h.centery)))
        self._action_area(surf, p, pb)
        surf.blit(a.sprite("reroll_active" if player.reroll_active else "reroll_used",
                           pb.reroll.size), pb.reroll.topleft)
        self.pieces_drawn.append(Drawn(pb.reroll, ("reroll",), p, PIECE))
        self._window(surf, p, pb)
        self._supplies(surf, p, pb)

    def _action_area(self, surf, p: int, pb) -> None:
        """The action tiles, the novices on the action area, the dice being used."""
        a, st = self.assets, self.game.state
        player = st.players[p]
        c = pb.cell
        tile_icon = round(c * 0.5)
        for col, column in enumerate(COLUMNS):
            tile = pb.tiles[col]
            name = "action_tile_yellow" if player.yellow[col] else "action_tile_white"
            surf.blit(a.sprite(name, tile.size), tile.topleft)
            self.pieces_drawn.append(Drawn(tile, ("action", (column, 0)), p, PIECE))
            std = self.game.layout.column_actions[column][0]
            ic = self.action_icon(std, tile_icon)
            surf.blit(ic, ic.get_rect(center=(tile.centerx, tile.centery + c // 10)))
            face = a.die(None, col + 1, max(10, round(c * 0.3)))
            surf.blit(face, (tile.left + 2, tile.top + 2))
            self.label(surf, column, 11, (tile.right - 4, tile.top + 1), T.INK_SOFT, "bold",
                       "topright")
            for row in range(4):
                if player.novices[row][col]:
                    cell = pb.cells[row][col]
                    self.blit_center(surf, self.novice_sprite(p, round(c * 0.86)), cell)
                    self.pieces_drawn.append(Drawn(cell, ("novice", (row + 1, column)), p, PIECE))
        for row in range(4):
            if player.extras[row]:
                self.blit_center(surf, self.novice_sprite(p, round(c * 0.8)), pb.extras[row])
                self.pieces_drawn.append(Drawn(pb.extras[row], ("extra", row + 1), p, PIECE))
        if st.phase == "actions" and st.current == p and st.turn.column and st.turn.dice:
            tile = pb.tiles[COLUMNS.index(st.turn.column)]
            ds = round(c * 0.42)
            for k, die in enumerate(st.turn.dice):
                owner = None if die.owner is None else self.colours[die.owner]
                surf.blit(a.die(owner, die.value, ds),
                          (tile.right - ds - (k % 2) * (ds - 4), tile.bottom - ds - (k // 2) * 6))

    def _window(self, surf, p: int, pb) -> None:
        for r, row in enumerate(self.game.state.players[p].window):
            for col, m in enumerate(row):
                if m:
                    cell = pb.window[r][col]
                    surf.blit(self.assets.sprite(f"glass_{m}", cell.size), cell.topleft)
                else:
                    pygame.draw.rect(surf, (70, 78, 96), pb.window[r][col].inflate(-4, -4),
                                     1, border_radius=3)

    def _supplies(self, surf, p: int, pb) -> None:
        """The personal dice a player owns and their tokens."""
        a, player = self.assets, self.game.state.players[p]
        c = pb.cell
        pr = pb.personal
        ds = min(pr.h, round(c * 0.5))
        for k in range(player.personal_dice):
            surf.blit(a.die(self.colours[p], 6 - k * 2 if k else 1, ds),
                      (pr.left + k * (ds + 4), pr.top))
        for token in TOKENS:
            tr = pb.tokens[token]
            ts = round(min(tr.h * 0.9, c * 0.6))
            surf.blit(a.sprite(f"token_{token}", ts), (tr.left, tr.centery - ts // 2))
            self.label(surf, str(player.tokens[token]), 17, (tr.left + ts + 6, tr.centery),
                       T.INK, "bold", "midleft")
