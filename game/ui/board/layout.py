"""Where everything on the table is, computed from the window size (recomputed on resize).

The board (five monasteries, the road, the missions) fills the upper left; the side column holds
the year and round, the roll tray, the six dice spaces and the game log; every player's board
(action area, window, tokens) runs along the bottom."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from pygame import Rect

from game.rules.edition import MONASTERIES, TOKENS
from game.rules.layout import Layout
from game.rules.moves import chapel_target
from game.ui.toolkit.theme import MIN_TEXT


@dataclass(slots=True)
class PlayerBoardGeometry:
    rect: Rect
    header: Rect
    cell: int
    tiles: list[Rect] = field(default_factory=list)  # action tile of each column A-E
    cells: list[list[Rect]] = field(default_factory=list)  # [row I-IV][column A-E]
    extras: list[Rect] = field(default_factory=list)  # rows I-IV
    columns: list[Rect] = field(default_factory=list)  # tile + cells, the drop target
    reroll: Rect = field(default_factory=Rect)
    window: list[list[Rect]] = field(default_factory=list)
    window_rows: list[Rect] = field(default_factory=list)
    window_frame: Rect = field(default_factory=Rect)
    tokens: dict[str, Rect] = field(default_factory=dict)
    personal: Rect = field(default_factory=Rect)


@dataclass(slots=True)
class TableGeometry:
    size: tuple[int, int]
    scale: float
    bar: Rect
    board: Rect
    side: Rect
    panels_area: Rect
    monasteries: dict[str, Rect] = field(default_factory=dict)
    badges: dict[str, Rect] = field(default_factory=dict)
    spaces: dict[str, Rect] = field(default_factory=dict)  # buildings, cloister, "A-chapel"
    chapel_novices: dict[str, Rect] = field(default_factory=dict)
    road_band: Rect = field(default_factory=Rect)
    road: list[Rect] = field(default_factory=list)
    missions_area: Rect = field(default_factory=Rect)
    missions: list[Rect] = field(default_factory=list)
    status: Rect = field(default_factory=Rect)
    hourglass: Rect = field(default_factory=Rect)
    chalice: Rect = field(default_factory=Rect)
    tray: Rect = field(default_factory=Rect)
    tray_dice: list[Rect] = field(default_factory=list)
    dice_area: Rect = field(default_factory=Rect)
    dice_spaces: list[Rect] = field(default_factory=list)
    log: Rect = field(default_factory=Rect)
    menu_button: Rect = field(default_factory=Rect)
    baron: Rect = field(default_factory=Rect)  # the Baron's strip of a co-op table (else empty)
    baron_chips: list = field(default_factory=list)  # (rect, hover key), as last drawn
    players: list[PlayerBoardGeometry] = field(default_factory=list)
    hover_areas: list = field(default_factory=list)  # places.hover_key's, made once
    text_scale: float = 1.0  # the texts' size (Settings): room for the rows' numerals
    tray_line: bool = False  # the tray's words on one line (the log would be left too little)
    status_pad: int = 0  # from the status's top to its words

    def font(self, base: int) -> int:
        return max(MIN_TEXT, round(base * self.scale))


def compute(size: tuple[int, int], layout: Layout, players: int,
            coop: bool = False, chapter: bool = False, text_scale: float = 1.0) -> TableGeometry:
    """The table's geometry; `coop`: with the Baron's strip between the board and the players'
    boards (R-COOP-*: what he does is shown all the time); `chapter`: a campaign chapter's
    Volumes there instead, two lines high (game/ui/board/volumes.py)."""
    W, H = size
    s = min(W / 1600, H / 900)
    bar_h = round(52 * s)
    panel_h = round(H * 0.335)
    board_w = round(W * 0.655)
    top = bar_h + 6
    strip = round(44 * s) + 4 if coop else round(58 * s) + 4 if chapter else 0
    board = Rect(8, top, board_w, H - panel_h - top - 8 - strip)
    side = Rect(board.right + 10, top, W - board.right - 18, board.h)
    g = TableGeometry(size, s, Rect(0, 0, W, bar_h), board, side,
                      Rect(0, H - panel_h, W, panel_h), text_scale=text_scale)
    g.menu_button = Rect(W - round(110 * s) - 8, round(8 * s), round(110 * s),
        bar_h - round(16 * s))
    if strip:
        g.baron = Rect(8, board.bottom + 4, W - 16, strip - 4)
    _board(g, layout)
    _side(g, players)
    _players(g, players)
    return g


def _board(g: TableGeometry, layout: Layout) -> None:
    b = g.board.inflate(-16, -16)
    row_h = round(b.h * (0.355 - 0.05 * (g.text_scale - 1)))  # the road more room for larger text
    band_h = b.h - 2 * row_h - 12
    col_w = (b.w - 16) // 3
    slots = [Rect(b.left + i * (col_w + 8), b.top, col_w, row_h) for i in range(3)]
    narrow = round(col_w * 0.86)  # the missions get the room of a wider slot, to be read
    slots += [Rect(b.left + i * (narrow + 8), b.bottom - row_h, narrow, row_h) for i in range(2)]
    slots.append(Rect(b.left + 2 * (narrow + 8), b.bottom - row_h, b.w - 2 * (narrow + 8),
                      row_h))
    for m, rect in zip(MONASTERIES, slots, strict=False):
        g.monasteries[m] = rect
        _monastery(g, layout, m, rect)
    g.missions_area = slots[5]
    place_missions(g, round(22 * g.scale))
    g.road_band = Rect(b.left, b.top + row_h + 6, b.w, band_h)
    n = len(layout.road)
    step = g.road_band.w / n
    w = round(step * 0.86)
    h = round(min(band_h * 0.5, w * 0.72))
    for i in range(n):
        cx = g.road_band.left + step * (i + 0.5)
        cy = g.road_band.centery + math.sin(i * 0.85) * band_h * 0.12 + band_h * 0.06
        g.road.append(Rect(round(cx - w / 2), round(cy - h / 2), w, h))


STATUS_PAD = 4  # the status's words from its top, where the log needs the room


def fit_text(g: TableGeometry, players: int, heading: int, year: int, line: int,
             log: int = 0) -> None:
    """Room for the text size: the missions' heading `heading` high, the status the year's
    line (`year`) over the round's (`line`) (each its font's height), the log `log` pixels
    high at least (its heading and rows): when the side column would leave it less, the tray
    takes one line (`heading` high), the status's words start at its top and the dice spaces
    are no taller than their three rows."""
    if round(heading * 0.85) > round(22 * g.scale):
        place_missions(g, round(heading * 0.85))
    words = max(g.font(26), round(year * 0.9)) + round(line * 0.9)
    _side(g, players, round(14 * g.scale) + words)
    if g.log.h < log:
        _side(g, players, STATUS_PAD + words, heading)


def fit_status(g: TableGeometry, left: int, right: int) -> None:
    """The status's words side by side: the year and round `left` wide, the phase and first
    player `right` wide (at the least text); where they need the chalice's room, no chalice
    there (the first player's board shows it too)."""
    x = min(g.status.centerx + 20, g.hourglass.right + 10 + left + round(14 * g.scale))
    if x + right > g.chalice.left - 6:
        g.chalice = Rect(g.status.right - 4, g.chalice.top, 0, g.chalice.h)


def place_missions(g: TableGeometry, header: int) -> None:
    """The six mission cards in their area, under its heading `header` pixels high (the text
    size may make it taller)."""
    ma = g.missions_area.inflate(-10, -10)
    ma.top += header
    ma.h -= header
    cw, ch = (ma.w - 12) // 3, (ma.h - 6) // 2
    g.missions = [Rect(ma.left + (i % 3) * (cw + 6), ma.top + (i // 3) * (ch + 6), cw, ch)
                  for i in range(6)]


def _monastery(g: TableGeometry, layout: Layout, m: str, rect: Rect) -> None:
    side = layout.side
    buildings = [x for x in side.buildings if x.monastery == m]
    cloister = [x for x in side.cloister if x.monastery == m]
    inner = rect.inflate(-16, -14)
    badge = round(30 * g.scale)
    g.badges[m] = Rect(inner.left, inner.top, badge, badge)
    chapel_w = round(inner.w * 0.3)
    area = Rect(inner.left, inner.top + badge + 4, inner.w - chapel_w - 8, inner.h - badge - 4)
    nb = len(buildings)
    bsz = int(min(area.w / nb * 0.9, area.h * 0.46))
    gap = (area.w - nb * bsz) / max(1, nb)
    for i, building in enumerate(buildings):
        x = area.left + gap / 2 + i * (bsz + gap)
        g.spaces[building.id] = Rect(round(x), area.top, bsz, bsz)
    nc = len(cloister)
    csz = int(min(bsz * 0.9, area.w / nc * 0.9))
    cy = area.top + bsz + round(area.h - bsz - csz) // 2 + 2
    # each cloister space sits under the buildings it touches, pushed apart where they crowd
    wanted = [sum(g.spaces[b].centerx for b in c.adjacent) / len(c.adjacent) for c in cloister]
    order = sorted(range(nc), key=lambda i: wanted[i])
    xs = [0.0] * nc
    last = area.left - 4.0
    for i in order:
        xs[i] = max(wanted[i] - csz / 2, last + 4)
        last = xs[i] + csz
    overflow = last - area.right
    if overflow > 0:
        xs = [x - overflow for x in xs]
        last = area.left - 4.0
        for i in order:
            xs[i] = max(xs[i], last + 4)
            last = xs[i] + csz
    for i, space in enumerate(cloister):
        g.spaces[space.id] = Rect(round(xs[i]), cy, csz, csz)
    chapel = Rect(inner.right - chapel_w, inner.top, chapel_w, round(inner.h * 0.56))
    g.spaces[chapel_target(m)] = chapel
    g.chapel_novices[m] = Rect(chapel.left, chapel.bottom + 2, chapel_w,
                               inner.bottom - chapel.bottom - 2)


def _side(g: TableGeometry, players: int, status: int = 0, line: int = 0) -> None:
    """The side column: the status (`status` pixels high, when the text size needs more than
    the usual), the tray, the dice spaces and the log; `line`: the tray is one line of text
    that high, the dice spaces no taller than their three rows of dice, less space between."""
    # panel.svg's frame lines run 7 % of the height from its top and bottom, 5 % of the width
    # from its sides: everything stays inside them
    sd = g.side.inflate(-2 * round(g.side.w * 0.055), -2 * round(g.side.h * 0.075))
    s, gap = g.scale, 4 if line else 6
    g.status = Rect(sd.left, sd.top, sd.w, max(status, round(62 * s)))
    g.hourglass = Rect(g.status.left + 4, g.status.top + 4, round(34 * s), g.status.h - 12)
    g.chalice = Rect(g.status.right - round(40 * s), g.status.top + 6, round(36 * s),
                     g.status.h - 16)
    label_w = round(120 * s)
    most = 8  # 2 players: 5 neutral dice and up to 3 personal dice
    d = min(round(50 * s), (sd.w - label_w - 40) // most - 6)
    g.tray_line, g.status_pad = bool(line), STATUS_PAD if line else round(14 * s)
    g.tray = Rect(sd.left, g.status.bottom + gap, sd.w,
                  max(line, d) + 4 if line else round(70 * s))
    left = g.tray.right - 8 - most * (d + 6) + 6 if line else g.tray.left + label_w + 20
    g.tray_dice = [Rect(left + i * (d + 6), g.tray.centery - d // 2, d, d) for i in range(most)]
    w = (sd.w - 10 - 5 * 6) // 6
    ds = min((w - 8) // 3 - 2, 26)  # a die on a space (board/places.py), three rows of them
    dice_h = min(round(124 * s), 12 + round(w * 0.42) + 14 + 3 * (ds + 2)) if line else \
        round(124 * s)
    g.dice_area = Rect(sd.left, g.tray.bottom + gap, sd.w, dice_h)
    g.dice_spaces = [Rect(sd.left + 5 + i * (w + 6), g.dice_area.top + 6, w, g.dice_area.h - 12)
                     for i in range(6)]
    g.log = Rect(sd.left, g.dice_area.bottom + gap, sd.w, sd.bottom - g.dice_area.bottom - gap)


def _players(g: TableGeometry, n: int) -> None:
    area = g.panels_area.inflate(-16, -10)
    pw = (area.w - (n - 1) * 8) // n
    for p in range(n):
        rect = Rect(area.left + p * (pw + 8), area.top, pw, area.h)
        g.players.append(_player_board(g, rect))


SIDE_W = 12.3  # widths, in cells, of a board with its tokens beside the window ...
STACKED_W = 11.0  # ... and with them under it (narrow panels: four players)


def numerals_room(g: TableGeometry) -> int:
    """The width left of the cells for the rows' numerals I-IV: "III" and a gap, at the texts'
    size."""
    return round(g.font(11) * g.text_scale * 1.15) + 4


def _player_board(g: TableGeometry, rect: Rect) -> PlayerBoardGeometry:
    # player_board.svg: parchment inside x/y 24-376 x 24-276 of 400x300
    inner = Rect(rect.left + round(rect.w * 0.055), rect.top + round(rect.h * 0.075),
                 rect.w - round(rect.w * 0.11), rect.h - round(rect.h * 0.15))
    header_h = round(34 * g.scale)
    header = Rect(rect.left, rect.top, rect.w, header_h + round(rect.h * 0.04))
    body = Rect(inner.left, header.bottom + 4, inner.w, inner.bottom - header.bottom - 6)
    numerals = numerals_room(g)
    spare = max(0, numerals - 14)  # taken from the cells when larger texts need it
    beside = min((body.w - spare) / SIDE_W, body.h / 5.2)
    stacked = min((body.w - spare) / STACKED_W, body.h / 6.1)
    c = int(max(beside, stacked))
    pb = PlayerBoardGeometry(rect, header, c)
    gap = max(2, c // 12)
    k = round(c * 0.86) / 58
    width = (STACKED_W if stacked > beside else SIDE_W) * c
    x0 = body.left + max(0, round(body.w - spare - width) // 2) + max(round(c * 0.3), numerals)
    tall = 5.7 * c if stacked > beside else 5.3 * c
    top = body.top + max(0, round(body.h - tall) // 2)  # the board's content centred
    ys = [top + round(r * (c + gap) + (c * 0.12 if r else 0)) for r in range(5)]
    for col in range(5):
        x = x0 + col * (c + gap)
        pb.tiles.append(Rect(x, ys[0], c, c))
        pb.columns.append(Rect(x - gap // 2, ys[0] - gap // 2, c + gap, ys[4] + c - ys[0] + gap))
    for r in range(4):
        pb.cells.append([Rect(x0 + col * (c + gap), ys[r + 1], c, c) for col in range(5)])
    ex = x0 + 5 * (c + gap) + round(c * 0.25)
    pb.reroll = Rect(ex, ys[0], c, c)
    pb.extras = [Rect(ex, ys[r + 1], c, c) for r in range(4)]
    frame = Rect(ex + c + round(c * 0.4), ys[0], round(200 * k), round(240 * k))
    pb.window_frame = frame
    cell = round(52 * k)
    pb.window = [[Rect(frame.left + round((16 + 58 * col) * k),
                       frame.top + round((60 + 58 * r) * k), cell, cell) for col in range(3)]
                 for r in range(3)]
    pb.window_rows = [Rect(row[0].left, row[0].top, row[2].right - row[0].left, cell)
                      for row in pb.window]
    pb.personal = Rect(frame.left, frame.bottom + 3, frame.w, round(c * 0.55))
    if stacked > beside:
        _tokens_under(pb, frame, c, body.right)
    else:
        _tokens_beside(pb, frame, c, ys[0], ys[4] + c)
    return pb


def _tokens_beside(pb: PlayerBoardGeometry, frame: Rect, c: int, top: int, bottom: int) -> None:
    tx = frame.right + round(c * 0.3)
    th = (bottom - top) / len(TOKENS)
    for i, token in enumerate(TOKENS):
        pb.tokens[token] = Rect(tx, round(top + i * th), round(c * 1.4), round(th))


def _tokens_under(pb: PlayerBoardGeometry, frame: Rect, c: int, right: int) -> None:
    """Three tokens a row under the window and its personal dice, short of the board's edge
    (a count may have two digits)."""
    w, h = round(c * 1.25), round(c * 0.72)
    left = min(frame.centerx - (3 * w) // 2, right - 3 * w)
    for i, token in enumerate(TOKENS):
        pb.tokens[token] = Rect(left + (i % 3) * w, pb.personal.bottom + 2 + (i // 3) * h, w, h)
