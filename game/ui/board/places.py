"""Where each piece stands on the table: one method a kind of piece (`space_die`, `chapel_novice`,
`messenger` ...), used both to draw the pieces (board/pieces.py) and by the animations, so that a
piece in flight lands exactly where it is then drawn."""

from __future__ import annotations

from pygame import Rect

from game.rules.constants import CHAPEL_CAPACITY
from game.rules.edition import COLUMNS
from game.rules.moves import chapel_target
from game.ui.board.layout import TableGeometry

DICE_PER_ROW = 3  # dice on a dice space, per row


class PiecePlaces:
    def __init__(self, geometry: TableGeometry, players: int) -> None:
        self.g = geometry
        self.chapel_capacity = CHAPEL_CAPACITY[players]  # novices a chapel holds

    def board_novice(self, sid: str) -> Rect:
        r = self.g.spaces[sid]
        size = round(r.h * 0.8)
        return _centred(r, round(size * 0.82), size)

    def chapel_novice(self, m: str, k: int) -> Rect:
        area = self.g.chapel_novices[m]
        per_row = max(1, (self.chapel_capacity + 1) // 2)
        size = max(4, min(area.h // 2 - 1, area.w // per_row - 1))
        x = area.left + (k % per_row) * (size + 1)
        y = area.top + (k // per_row) * (size + 1)
        return Rect(x + (size - round(size * 0.82)) // 2, y, round(size * 0.82), size)

    def glass_on_chapel(self, m: str) -> Rect:
        chapel = self.g.spaces[chapel_target(m)]
        gs = max(12, round(chapel.h * 0.3))
        return Rect(chapel.left, chapel.bottom - gs, gs, gs)

    def messenger(self, space: int, k: int) -> Rect:
        rect = self.g.road[space]
        mw = round(rect.h * 0.42)
        x = rect.right - mw - 4 - (k % 2) * (mw - 2)
        y = rect.top + 2 + (k // 2) * (mw // 2)
        return Rect(x, y, mw, round(mw * 1.25))

    def disc(self, mission: int, k: int) -> Rect:
        rect = self.g.missions[mission]
        ds = max(10, rect.h // 4)
        return Rect(rect.right - 4 - (k + 1) * (ds + 2), rect.bottom - ds - 4, ds, ds)

    def space_dice_box(self, i: int) -> tuple[Rect, int, int]:
        """Where the dice on dice space `i` go: the box, a die's size, the rows that fit."""
        rect = self.g.dice_spaces[i]
        inner = Rect(rect.left + 4, rect.top + round(rect.w * 0.42), rect.w - 8,
                     rect.h - round(rect.w * 0.42) - 14)
        ds = min(inner.w // DICE_PER_ROW - 2, 26)
        return inner, ds, max(1, inner.h // (ds + 2))

    def space_die(self, i: int, k: int) -> Rect:
        """The `k`th die on dice space `i` (0-based); past the last row, the last place."""
        inner, ds, rows = self.space_dice_box(i)
        k = min(k, DICE_PER_ROW * rows - 1)
        return Rect(inner.left + (k % DICE_PER_ROW) * (ds + 2) + 2,
                    inner.top + (k // DICE_PER_ROW) * (ds + 2), ds, ds)

    def turn_die(self, p: int, column: str, k: int) -> Rect:
        pb = self.g.players[p]
        tile = pb.tiles[COLUMNS.index(column)]
        ds = round(pb.cell * 0.42)
        return Rect(tile.right - ds - (k % 2) * (ds - 4), tile.bottom - ds - (k // 2) * 6, ds, ds)

    def personal_die(self, p: int, k: int) -> Rect:
        pb = self.g.players[p]
        ds = min(pb.personal.h, round(pb.cell * 0.5))
        return Rect(pb.personal.left + k * (ds + 4), pb.personal.top, ds, ds)

    def token_icon(self, p: int, token: str) -> Rect:
        pb = self.g.players[p]
        tr = pb.tokens[token]
        ts = round(min(tr.h * 0.9, pb.cell * 0.6))
        return Rect(tr.left, tr.centery - ts // 2, ts, ts)

    def score_place(self, p: int) -> Rect:
        h = self.g.players[p].header
        size = self.g.font(20)
        return Rect(h.right - 14 - size * 4, h.centery - size // 2, size * 4, size)


def _centred(box: Rect, w: int, h: int) -> Rect:
    r = Rect(0, 0, w, h)
    r.center = box.center
    return r
