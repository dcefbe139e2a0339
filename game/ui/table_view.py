"""Drawing the table: the static board once to a surface, the pieces on top of it."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.rules.constants import CHAPEL_CAPACITY
from game.rules.edition import COLUMNS, MONASTERIES, TOKENS, ActionDef
from game.rules.engine import Game
from game.texts import text

from . import painter
from . import theme as T
from .assets import Assets
from .table_layout import TableGeometry

ROMAN = ("I", "II", "III", "IV")


class TableView:
    def __init__(self, assets: Assets, geometry: TableGeometry, game: Game,
                 colours: list[int], names: list[str]) -> None:
        self.assets = assets
        self.g = geometry
        self.game = game
        self.colours = colours
        self.names = names
        self._icons: dict[tuple, pygame.Surface] = {}
        self.static = self._build_static()

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

    def novice_sprite(self, owner: int | None, size: int) -> pygame.Surface:
        name = "novice_blocked" if owner is None else f"novice_{self.colours[owner]}"
        return self.assets.sprite(name, (round(size * 0.82), size))

    def action_icon(self, action: ActionDef, size: int) -> pygame.Surface:
        key = (action.key, size)
        icon = self._icons.get(key)
        if icon is None:
            icon = self._make_action_icon(action, size)
            self._icons[key] = icon
        return icon

    def _make_action_icon(self, action: ActionDef, size: int) -> pygame.Surface:
        a = self.assets
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        half = max(8, int(size * 0.5))
        small = max(7, int(size * 0.4))
        f = max(10, int(size * 0.36))
        effect = action.effect
        if effect == "send":
            n = a.sprite("novice_blocked", (int(size * 0.45), int(size * 0.55)))
            surf.blit(n, (size * 0.12, size * 0.2))
            pygame.draw.polygon(surf, T.INK, [(size * 0.6, size * 0.35), (size * 0.9, size * 0.5),
                                              (size * 0.6, size * 0.65)])
            if action.discount:
                t = a.text(f"-{action.discount}", f, T.ROOF_D, "bold")
                surf.blit(t, (size * 0.52, size * 0.62))
        elif effect == "take":
            token, n = action.tokens[0]
            surf.blit(a.sprite(f"token_{token}", half), (size * 0.25, size * 0.25))
            if n > 1:
                surf.blit(a.text(f"{n}", f, T.INK, "bold"), (size * 0.02, size * 0.0))
        elif effect == "take_one_of":
            for i, bundle in enumerate(action.choices[:3]):
                token, _ = bundle[0]
                surf.blit(a.sprite(f"token_{token}", small), (size * (0.02 + 0.3 * i), size * 0.42))
            surf.blit(a.text("2", f, T.INK, "bold"), (size * 0.38, 0))
        elif effect == "exchange":
            trade = action.trades[0]
            surf.blit(a.sprite(f"token_{trade.give}", small), (size * 0.02, size * 0.1))
            surf.blit(a.sprite(f"token_{trade.get}", small), (size * 0.55, size * 0.1))
            if len(action.trades) > 1:
                t2 = action.trades[1]
                surf.blit(a.sprite(f"token_{t2.give}", small), (size * 0.02, size * 0.55))
                surf.blit(a.sprite(f"token_{t2.get}", small), (size * 0.55, size * 0.55))
            pygame.draw.line(surf, T.INK, (size * 0.42, size * 0.3), (size * 0.56, size * 0.3), 2)
            pygame.draw.line(surf, T.INK, (size * 0.42, size * 0.75), (size * 0.56, size * 0.75), 2)
        elif effect == "messenger":
            m = a.sprite("messenger_blocked", (int(size * 0.5), int(size * 0.6)))
            surf.blit(m, (size * 0.08, size * 0.2))
            surf.blit(a.text(f"+{action.steps}", f, T.INK, "bold"), (size * 0.55, size * 0.3))
        elif effect == "points":
            pygame.draw.circle(surf, T.GOLD_L, (size / 2, size / 2), size * 0.34)
            pygame.draw.circle(surf, T.GOLD, (size / 2, size / 2), size * 0.34, 2)
            t = a.text(f"+{action.points}", f, T.INK, "bold")
            surf.blit(t, t.get_rect(center=(size / 2, size / 2)))
        elif effect == "glass_from_chapel":
            surf.blit(a.sprite("glass_C", int(size * 0.55)), (size * 0.22, size * 0.2))
        return surf

    # ------------------------------------------------------------------ static

    def _build_static(self) -> pygame.Surface:
        g = self.g
        a = self.assets
        surf = pygame.Surface(g.size).convert() if pygame.display.get_surface() else \
            pygame.Surface(g.size)
        # the wooden table
        surf.fill(T.TABLE)
        for y in range(0, g.size[1], 7):
            pygame.draw.line(surf, T.TABLE_D if (y // 7) % 3 == 0 else (70, 50, 34),
                             (0, y), (g.size[0], y))
        surf.blit(a.sprite("board_background", g.board.size), g.board.topleft)
        self._static_road(surf)
        for m in MONASTERIES:
            self._static_monastery(surf, m)
        self._static_missions(surf)
        surf.blit(a.sprite("panel", g.side.size), g.side.topleft)
        self._static_side(surf)
        for p, pb in enumerate(g.players):
            self._static_player(surf, p, pb)
        return surf

    def _static_monastery(self, surf, m: str) -> None:
        g, a = self.g, self.assets
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
        for c in lay.side.cloister:
            if c.monastery == m:
                r = g.spaces[c.id]
                surf.blit(a.sprite("cloister_space", r.size), r.topleft)
        for space in (*lay.side.buildings, *lay.side.cloister):
            if space.monastery == m and space.four:
                r = g.spaces[space.id]
                pygame.draw.circle(surf, T.PARCH_L, (r.right - 4, r.top + 4), self.font(9))
                pygame.draw.circle(surf, T.INK, (r.right - 4, r.top + 4), self.font(9), 1)
                self.label(surf, "4", 13, (r.right - 4, r.top + 4), T.INK, "bold", "center")
        chapel = g.spaces[f"{m}-chapel"]
        sprite = a.sprite("chapel", (chapel.w, chapel.h))
        surf.blit(sprite, chapel.topleft)
        pygame.draw.circle(surf, dark, badge.center, badge.w // 2 + 2)
        pygame.draw.circle(surf, base, badge.center, badge.w // 2)
        pygame.draw.circle(surf, T.GOLD_L, badge.center, badge.w // 2, 2)
        self.label(surf, m, 20, badge.center, T.WHITE, "bold", "center")
        glass = a.sprite(f"glass_{m}", round(badge.h * 0.8))
        surf.blit(glass, (badge.right + 6, badge.top + badge.h * 0.1))

    def _static_road(self, surf) -> None:
        g, a = self.g, self.assets
        centers = [r.center for r in g.road]
        pygame.draw.lines(surf, (150, 120, 80), False, centers, max(8, round(26 * g.scale)))
        pygame.draw.lines(surf, (196, 168, 118), False, centers, max(6, round(18 * g.scale)))
        road = self.game.layout.road
        pip = max(10, round(17 * g.scale))
        for i, (space, rect) in enumerate(zip(road, g.road, strict=True)):
            surf.blit(a.sprite("road_space", rect.size), rect.topleft)
            letters = sorted(space.connects)
            x0 = rect.centerx - (len(letters) * (pip + 2)) // 2
            for j, m in enumerate(letters):
                c = (x0 + j * (pip + 2) + pip // 2, rect.top - pip // 2 - 2)
                pygame.draw.circle(surf, T.MONASTERY[m][0], c, pip // 2)
                pygame.draw.circle(surf, T.INK, c, pip // 2, 1)
                self.label(surf, m, 11, c, T.WHITE, "bold", "center")
            if space.bonus:
                size = round(rect.h * 0.66)
                icon = a.sprite(f"bonus_{space.bonus}", size)
                surf.blit(icon, (rect.left + rect.w * 0.1, rect.centery - size // 2))
            num = self.assets.text(str(i + 1), self.font(12), T.INK_SOFT, "bold")
            surf.blit(num, num.get_rect(midbottom=(rect.centerx, rect.bottom + num.get_height())))
        # "Start" left of the first space's number, "End" right of the last one's
        first, last = g.road[0], g.road[-1]
        half = self.assets.font(self.font(12), "bold").size(str(len(g.road)))[0] // 2 + 4
        x = first.centerx - half
        self.fitted_label(surf, text("table.start"), 14, (x, first.bottom + 2),
                          x - g.board.left - 6, "topright")
        x = last.centerx + half
        self.fitted_label(surf, text("table.end"), 14, (x, last.bottom + 2),
                          g.board.right - 6 - x, "topleft")

    def fitted_label(self, surf, string: str, base: int, pos, width: int, anchor: str,
                     colour=T.INK_SOFT, style: str = "italic") -> None:
        """A label no wider than `width`: a smaller font when it must, never under 9."""
        size = self.font(base)
        while size > 9 and self.assets.font(size, style).size(string)[0] > width:
            size -= 1
        s = self.assets.text(string, size, colour, style)
        surf.blit(s, s.get_rect(**{anchor: pos}))

    def _static_missions(self, surf) -> None:
        g, a = self.g, self.assets
        area = g.missions_area
        surf.blit(a.sprite("panel", area.size), area.topleft)
        self.label(surf, text("table.missions"), 17, (area.left + 12, area.top + 5), T.INK, "bold")
        edition = self.game.layout.edition
        for mid, rect in zip(self.game.state.missions, g.missions, strict=True):
            card = edition.mission(mid)
            surf.blit(a.sprite("mission_card", rect.size), rect.topleft)
            banner_y = rect.top + round(rect.h * 0.145)
            self.label(surf, card.id, 13, (rect.left + round(rect.w * 0.2), banner_y), T.PARCH_L,
                       "bold", "center")
            tag = Rect(rect.left + round(rect.w * 0.3), banner_y - 6, 4, 12)
            icon = max(12, rect.h // 3)
            if card.monastery:
                base = T.MONASTERY[card.monastery][0]
                badge = (tag.right + icon // 3, tag.centery)
                pygame.draw.circle(surf, base, badge, icon // 3)
                self.label(surf, card.monastery, 11, badge, T.WHITE, "bold", "center")
                area_icon = {"chapel": "chapel", "building": "building_secular",
                             "cloister": "cloister_space",
                                 "monastery": f"monastery_{card.monastery}"}
                for k, area_name in enumerate(card.areas):
                    r = Rect(rect.left + 6 + k * (icon + 3), rect.centery - icon // 2 + 2,
                        icon, icon)
                    surf.blit(a.sprite(area_icon[area_name], r.size), r.topleft)
                pts = "/".join(str(p) for p in card.points)
            else:
                cond = {"novices_sent": "novice_blocked", "common_rooms": "building_common_room",
                        "cloister_spaces": "cloister_space", "window_monasteries": "glass_D",
                        "personal_dice": "die_personal_0"}[card.condition]
                r = Rect(rect.left + 6, rect.centery - icon // 2 + 2, icon, icon)
                surf.blit(a.sprite(cond, r.size), r.topleft)
                self.label(surf, f"≥{card.at_least}", 15, (r.right + 4, r.centery), T.INK, "bold",
                           "midleft")
                pts = str(card.points[0])
            self.label(surf, pts, 13, (rect.right - round(rect.w * 0.12), banner_y), T.GOLD_L,
                       "bold", "midright")

    def _static_side(self, surf) -> None:
        g, a = self.g, self.assets
        surf.blit(a.sprite("hourglass", g.hourglass.size), g.hourglass.topleft)
        surf.blit(a.sprite("chalice", g.chalice.size), g.chalice.topleft)
        for rect in (g.tray, g.dice_area, g.log):
            pygame.draw.line(surf, T.PARCH_D, (rect.left + 10, rect.top - 3),
                             (rect.right - 10, rect.top - 3), 2)
        for i, rect in enumerate(g.dice_spaces):
            pygame.draw.rect(surf, (92, 60, 34), rect, border_radius=8)
            pygame.draw.rect(surf, (120, 84, 50), rect.inflate(-6, -6), border_radius=6)
            pygame.draw.rect(surf, T.GOLD, rect, 2, border_radius=8)
            face = a.die(None, i + 1, max(16, round(rect.w * 0.34)))
            surf.blit(face, face.get_rect(midtop=(rect.centerx, rect.top + 5)))
            if i == 5:
                self.label(surf, text("table.joker"), 12, (rect.centerx, rect.bottom - 3),
                           T.GOLD_L, "italic", "midbottom")
        self.label(surf, text("table.log"), 16, (g.log.left + 12, g.log.top + 4), T.INK, "bold")

    def _static_player(self, surf, p: int, pb) -> None:
        a = self.assets
        surf.blit(a.sprite("player_board", pb.rect.size), pb.rect.topleft)
        colour = T.PLAYER[self.colours[p]]
        band = Rect(pb.rect.left + 3, pb.rect.top + 3, pb.rect.w - 6, pb.header.h - 4)
        pygame.draw.rect(surf, colour["dark"], band, border_top_left_radius=8,
                         border_top_right_radius=8)
        layout = self.game.layout
        c = pb.cell
        icon = round(c * 0.62)
        for col, column in enumerate(COLUMNS):
            actions = layout.column_actions[column]
            for row in range(4):
                cell = pb.cells[row][col]
                pygame.draw.rect(surf, (232, 214, 170), cell, border_radius=5)
                pygame.draw.rect(surf, T.PARCH_D, cell, 1, border_radius=5)
                if row < 3:
                    ic = self.action_icon(actions[row + 1], icon)
                    surf.blit(ic, ic.get_rect(center=cell.center))
        for row in range(4):
            r = pb.cells[row][0]
            self.label(surf, ROMAN[row], 11, (r.left - 3, r.centery), T.INK_SOFT, "bold",
                "midright")
            ex = pb.extras[row]
            pygame.draw.rect(surf, (214, 196, 150), ex, border_radius=c // 2)
            pygame.draw.rect(surf, T.PARCH_D, ex, 1, border_radius=c // 2)
        surf.blit(a.sprite("window_frame", pb.window_frame.size), pb.window_frame.topleft)

    # ------------------------------------------------------------------ pieces

    def draw_pieces(self, surf: pygame.Surface) -> None:
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
            chapel = g.spaces[f"{m}-chapel"]
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
        c = pb.cell
        tile_icon = round(c * 0.5)
        for col, column in enumerate(COLUMNS):
            tile = pb.tiles[col]
            name = "action_tile_yellow" if player.yellow[col] else "action_tile_white"
            surf.blit(a.sprite(name, tile.size), tile.topleft)
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
        for row in range(4):
            if player.extras[row]:
                self.blit_center(surf, self.novice_sprite(p, round(c * 0.8)), pb.extras[row])
        surf.blit(a.sprite("reroll_active" if player.reroll_active else "reroll_used",
                           pb.reroll.size), pb.reroll.topleft)
        # dice on the action tile during this player's action turn
        if st.phase == "actions" and st.current == p and st.turn.column and st.turn.dice:
            tile = pb.tiles[COLUMNS.index(st.turn.column)]
            ds = round(c * 0.42)
            for k, die in enumerate(st.turn.dice):
                owner = None if die.owner is None else self.colours[die.owner]
                surf.blit(a.die(owner, die.value, ds),
                          (tile.right - ds - (k % 2) * (ds - 4), tile.bottom - ds - (k // 2) * 6))
        for r, row in enumerate(player.window):
            for col, m in enumerate(row):
                if m:
                    cell = pb.window[r][col]
                    surf.blit(a.sprite(f"glass_{m}", cell.size), cell.topleft)
                else:
                    pygame.draw.rect(surf, (70, 78, 96), pb.window[r][col].inflate(-4, -4),
                                     1, border_radius=3)
        # personal dice owned
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
