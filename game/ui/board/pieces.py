"""The pieces on the table, drawn over the static board at every change of the game: novices,
messengers, dice, tiles, tokens; each piece recorded (Drawn) with the step it stands for.

Where each piece stands is asked of the places (board/places.py), as the animations do, so that a
piece in flight lands exactly where it is then drawn. While an animation runs, the pieces it still
carries are left out (`Shown.hidden`, by the same keys) and counters show the value they have
reached (`Shown.values`)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame
from pygame import Rect

from game.rules.edition import COLUMNS, MONASTERIES, TOKENS
from game.rules.engine import Game
from game.texts import text
from game.ui.art import symbols
from game.ui.board.layout import PlayerBoardGeometry
from game.ui.board.pen import BoardPen
from game.ui.board.places import DICE_PER_ROW, PiecePlaces
from game.ui.toolkit import theme as T
from game.ui.toolkit.drawn import PIECE, Drawn


@dataclass(frozen=True, slots=True)
class Shown:
    """What an animation keeps off the table for now: pieces by key, and counters' values."""

    hidden: frozenset[tuple] = frozenset()
    values: dict[tuple, int] = field(default_factory=dict)


NOTHING_HIDDEN = Shown()


class Pieces:
    """Draws the pieces of `game` over the static board and records them in `drawn`."""

    def __init__(self, pen: BoardPen, places: PiecePlaces, game: Game, names: list[str],
                 static: pygame.Surface) -> None:
        self.pen = pen
        self.places = places
        self.game = game  # the game shown: the scenes put each new state here
        self.names = names
        self.static = static  # the static board they stand on
        self.drawn: list[Drawn] = []
        self.shown = NOTHING_HIDDEN
        # each player's board as last drawn (its picture, its pieces), by its contents
        self._boards: dict[int, tuple[tuple, pygame.Surface, list[Drawn]]] = {}

    # ------------------------------------------------------------------ drawing

    def draw(self, surf: pygame.Surface, shown: Shown = NOTHING_HIDDEN) -> None:
        self.drawn = []
        self.shown = shown
        self._board(surf)
        self._side(surf)
        for p, pb in enumerate(self.pen.g.players):
            self._player_cached(surf, p, pb)

    def redraw_area(self, surf: pygame.Surface, part: str, shown: Shown) -> Rect:
        """Draw the shared board ("board") or the dice spaces ("dice") again over the static
        table; the rectangle drawn."""
        self.shown = shown
        area = self.pen.g.board if part == "board" else self.pen.g.dice_area
        surf.blit(self.static, area, area)
        (self._board if part == "board" else self._space_dice)(surf)
        return area

    def redraw_board(self, surf: pygame.Surface, p: int, shown: Shown) -> None:
        """Draw one player's board again over the static table (a counter moved on it)."""
        self.shown = shown
        pb = self.pen.g.players[p]
        surf.blit(self.static, pb.rect, pb.rect)
        self.drawn = [d for d in self.drawn if d.player != p]
        self._player_cached(surf, p, pb)

    def _player_cached(self, surf: pygame.Surface, p: int, pb: PlayerBoardGeometry) -> None:
        """A player's board as it was last drawn, while nothing on it changed (most changes of
        the game touch one board: the others are copied)."""
        key = self._player_key(p)
        cache = self._boards
        hit = cache.get(p)
        if hit is not None and hit[0] == key and surf.get_rect().contains(pb.rect):
            surf.blit(hit[1], pb.rect)
            self.drawn += hit[2]
            return
        start = len(self.drawn)
        self._player(surf, p, pb)
        if surf.get_rect().contains(pb.rect):
            cache[p] = (key, surf.subsurface(pb.rect).copy(), self.drawn[start:])

    def _player_key(self, p: int) -> tuple:
        """Everything a player's board shows."""
        st = self.game.state
        pl = st.players[p]
        turn = None
        if st.phase == "actions" and st.current == p:
            turn = (st.turn.column, tuple((d.owner, d.value) for d in st.turn.dice))
        hidden = tuple(sorted(str(k) for k in self.shown.hidden if len(k) > 1 and k[1] == p))
        values = tuple(sorted((str(k), v) for k, v in self.shown.values.items() if k[1] == p))
        return (pl.name, p == st.first, pl.score, tuple(map(tuple, pl.novices)),
                tuple(pl.extras), tuple(pl.yellow), pl.reroll_active, tuple(map(tuple, pl.window)),
                tuple(pl.tokens.items()), pl.personal_dice, turn, hidden, values)

    def _hidden(self, *key: object) -> bool:
        return key in self.shown.hidden

    def _value(self, key: tuple, actual: int) -> int:
        return self.shown.values.get(key, actual)

    def _board(self, surf: pygame.Surface) -> None:
        g, a, st = self.pen.g, self.pen.assets, self.game.state
        for sid, owner in (*st.buildings.items(), *st.cloister.items()):
            if owner is not None and not self._hidden("board", sid):
                r = self.places.board_novice(sid)
                surf.blit(self.pen.novice_sprite(owner, r.h), r)
        for sid in st.blocked:
            r = g.spaces[sid]
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            shade.fill((60, 56, 50, 120))
            surf.blit(shade, r.topleft)
            n = self.places.board_novice(sid)
            surf.blit(self.pen.novice_sprite(None, n.h), n)
        for m in MONASTERIES:
            for k, owner in enumerate(st.chapels[m]):
                if not self._hidden("chapel", m, k):
                    r = self.places.chapel_novice(m, k)
                    surf.blit(self.pen.novice_sprite(owner, r.h), r)
            self._chapel_tiles(surf, m)
        by_space: dict[int, list[int]] = {}
        for p, player in enumerate(st.players):
            by_space.setdefault(player.messenger, []).append(p)
        for space, owners in by_space.items():
            for k, p in enumerate(owners):
                if not self._hidden("messenger", p):
                    r = self.places.messenger(space, k)
                    surf.blit(a.sprite(f"messenger_{self.pen.colours[p]}", r.size), r)
        coop = st.coop
        if coop is not None and not self._hidden("messenger", "baron"):
            r = self.places.messenger(coop.messenger, len(by_space.get(coop.messenger, [])))
            surf.blit(a.sprite("messenger_baron", r.size), r)
        for i, mid in enumerate(st.missions):
            for k, (p, _year) in enumerate(st.mission_discs[mid]):
                if not self._hidden("disc", mid, k):
                    r = self.places.disc(i, k)
                    surf.blit(a.sprite(f"disc_{self.pen.colours[p]}", r.w), r)

    def _chapel_tiles(self, surf: pygame.Surface, m: str) -> None:
        r = self.places.glass_on_chapel(m)
        surf.blit(self.pen.assets.sprite(f"glass_{m}", r.w), r)
        tiles = self._value(("chapel_tiles", m), self.game.state.chapel_tiles[m])
        badge = self.pen.assets.text(f"×{tiles}", self.pen.font(15), T.INK, "bold")
        bg = badge.get_rect(midleft=(r.right + 1, r.centery))
        pygame.draw.rect(surf, T.PARCH_L, bg.inflate(4, 0), border_radius=4)
        surf.blit(badge, bg)

    def _side(self, surf: pygame.Surface) -> None:
        g, st = self.pen.g, self.game.state
        n = self.game.layout.players  # rounds a year: the table's size (one player: two)
        x = g.hourglass.right + 10
        top = g.status.top + g.status_pad  # below the panel's frame line
        year = self.pen.label(surf, text("table.year", year=st.year), 21, (x, top), T.INK,
                              "bold")
        line = max(self.pen.font(26), round(year.h * 0.9))  # the text size makes it taller
        rounds = self.pen.label(surf, text("table.round", round=st.round, rounds=n), 16,
                                (x, top + line), T.INK_SOFT)
        phase = text(f"table.phase_{st.phase}")
        x = min(g.status.centerx + 20, max(year.right, rounds.right) + round(14 * g.scale))
        room = g.chalice.left - 6 - x  # the texts stop short of the chalice
        self.pen.fitted_label(surf, phase, 16, (x, top + 2), room, "topleft", T.ROOF_D, "bold")
        self.pen.fitted_label(surf, text("table.first", name=self.names[st.first]), 15,
                          (x, top + line), room, "topleft", T.INK_SOFT, "regular")
        for y in range(3):  # the years, under the hourglass
            c = (g.hourglass.centerx - 10 + y * 10, g.hourglass.bottom + 2)
            pygame.draw.circle(surf, T.GOLD if y < st.year else T.PARCH_D, c, 3)
        self._space_dice(surf)

    def _space_dice(self, surf: pygame.Surface) -> None:
        g, st = self.pen.g, self.game.state
        for i, rect in enumerate(g.dice_spaces):
            dice = st.dice_spaces[i]
            _, ds, rows = self.places.space_dice_box(i)
            room = DICE_PER_ROW * rows
            for k, die in enumerate(dice[:room]):
                if not self._hidden("space_die", i, k):
                    owner = None if die.owner is None else self.pen.colours[die.owner]
                    surf.blit(self.pen.assets.die(owner, die.value, ds),
                              self.places.space_die(i, k))
            if len(dice) > room:
                self.pen.label(surf, f"+{len(dice) - room}", 12, (rect.right - 4, rect.bottom - 2),
                           T.GOLD_L, "bold", "bottomright")

    def _player(self, surf: pygame.Surface, p: int, pb: PlayerBoardGeometry) -> None:
        a, st = self.pen.assets, self.game.state
        player = st.players[p]
        h = pb.header
        ns = a.sprite(f"novice_{self.pen.colours[p]}", (round(h.h * 0.6), round(h.h * 0.75)))
        surf.blit(ns, (h.left + 10, h.centery - ns.get_height() // 2))
        r = self.pen.label(surf, player.name, 19, (h.left + 16 + ns.get_width(), h.centery),
                       T.PARCH_L, "bold", "midleft")
        mark = symbols.seat_symbol(surf, self.pen.colours[p], (r.right + 6 + h.h * 0.25,
                                                               h.centery), h.h * 0.5)
        if p == st.first:
            cs = round(h.h * 0.7)
            surf.blit(a.sprite("chalice", cs), (mark.right + 6, h.centery - cs // 2))
        points = self._value(("score", p), player.score)
        score = a.text(text("table.score", count=points), self.pen.font(20), T.GOLD_L, "bold")
        surf.blit(score, score.get_rect(midright=(h.right - 14, h.centery)))
        self._action_area(surf, p, pb)
        surf.blit(a.sprite("reroll_active" if player.reroll_active else "reroll_used",
                           pb.reroll.size), pb.reroll.topleft)
        self.drawn.append(Drawn(pb.reroll, ("reroll",), p, PIECE))
        self._window(surf, p, pb)
        self._supplies(surf, p, pb)

    def _action_area(self, surf: pygame.Surface, p: int, pb: PlayerBoardGeometry) -> None:
        """The action tiles, the novices on the action area, the dice being used."""
        a, st = self.pen.assets, self.game.state
        player = st.players[p]
        c = pb.cell
        tile_icon = round(c * 0.5)
        for col, column in enumerate(COLUMNS):
            tile = pb.tiles[col]
            name = "action_tile_yellow" if player.yellow[col] else "action_tile_white"
            surf.blit(a.sprite(name, tile.size), tile.topleft)
            self.drawn.append(Drawn(tile, ("action", (column, 0)), p, PIECE))
            ic = self.pen.action_icon(self.game.layout.column_actions[column][0], tile_icon)
            surf.blit(ic, ic.get_rect(center=(tile.centerx, tile.centery + c // 10)))
            face = a.die(None, col + 1, max(10, round(c * 0.3)))
            surf.blit(face, (tile.left + 2, tile.top + 2))
            self.pen.label(surf, column, 12, (tile.right - 4, tile.top + 1), T.INK_SOFT, "bold",
                       "topright")
            for row in range(4):
                if player.novices[row][col]:
                    cell = pb.cells[row][col]
                    self.pen.blit_center(surf, self.pen.novice_sprite(p, round(c * 0.9)), cell)
                    self.drawn.append(Drawn(cell, ("novice", (row + 1, column)), p, PIECE))
        for row in range(4):
            if player.extras[row]:
                sprite = self.pen.novice_sprite(p, round(c * 0.86))
                self.pen.blit_center(surf, sprite, pb.extras[row])
                self.drawn.append(Drawn(pb.extras[row], ("extra", row + 1), p, PIECE))
        if st.phase == "actions" and st.current == p and st.turn.column and st.turn.dice:
            for k, die in enumerate(st.turn.dice):
                if not self._hidden("turn_die", p, k):
                    r = self.places.turn_die(p, st.turn.column, k)
                    owner = None if die.owner is None else self.pen.colours[die.owner]
                    surf.blit(a.die(owner, die.value, r.w), r)

    def _window(self, surf: pygame.Surface, p: int, pb: PlayerBoardGeometry) -> None:
        for r, row in enumerate(self.game.state.players[p].window):
            for col, m in enumerate(row):
                cell = pb.window[r][col]
                if m and not self._hidden("glass", p, r, col):
                    surf.blit(self.pen.assets.sprite(f"glass_{m}", cell.size), cell.topleft)
                else:
                    pygame.draw.rect(surf, (70, 78, 96), cell.inflate(-4, -4), 1,
                                     border_radius=3)

    def _supplies(self, surf: pygame.Surface, p: int, pb: PlayerBoardGeometry) -> None:
        """The personal dice a player owns and their tokens."""
        a, player = self.pen.assets, self.game.state.players[p]
        for k in range(player.personal_dice):
            if not self._hidden("personal", p, k):
                r = self.places.personal_die(p, k)
                surf.blit(a.die(self.pen.colours[p], 6 - k * 2 if k else 1, r.w), r)
        for token in TOKENS:
            icon = self.places.token_icon(p, token)
            surf.blit(a.sprite(f"token_{token}", icon.w), icon)
            count = self._value(("token", p, token), player.tokens[token])
            self.pen.label(surf, str(count), 16, (icon.right + 3, icon.centery), T.INK, "bold",
                       "midleft")

