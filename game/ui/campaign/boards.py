"""A player's Volume board on the campaign sheet: the Volumes held face up (with their crests and
the advantage each gives later), the face-down Victory Volumes, the crest Volumes, the crests by
kind against what a crest Volume needs, the crest tokens, and what the next chapter holds for
them (order of play, advantages, catch-up)."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.campaign.volumes import CREST_KINDS, CampaignBook
from game.texts import text
from game.ui.toolkit import theme as T

from . import icons
from .model import Board, Sheet
from .pen import Pen
from .words import advantage_short, crest_list, crest_name, next_lines, volume_tip

TIPS = {"R-CAMP-4": "campaign_ui.tip_advantages", "R-CAMP-8": "campaign_ui.tip_catch_up",
        "R-CAMP-9": "campaign_ui.tip_order"}


def line_h(pen: Pen, base: int, style: str = "regular") -> int:
    return pen.assets.font(pen.font(base), style).get_linesize()


def next_rows(b: Board, sheet: Sheet, book: CampaignBook) -> list[tuple[list[str], str]]:
    """The lines of a board's next-chapter section, each said long then short, with its rule."""
    lines = next_lines(b, book) or [([text("campaign_ui.nothing_next")], "R-CAMP-4")]
    order = sheet.order
    if order and order[0] == b.player:
        lines.insert(0, ([text("campaign_ui.plays_first")], "R-CAMP-9"))
    elif order and order[-1] == b.player:
        lines.insert(0, ([text("campaign_ui.plays_last")], "R-CAMP-9"))
    return lines


def draw_board(pen: Pen, r: Rect, b: Board, sheet: Sheet, book: CampaignBook,
               holders: dict[str, int | None], names: list[str], rows: int) -> None:
    """The board in `r`; `rows`: the next-chapter lines of the fullest board, so that every
    board's sections stand at the same height."""
    colours = pen.seat(b.player)
    pen.card(r, T.PARCH, colours["dark"], 3)
    pad = pen.px(12)
    inner = r.inflate(-2 * pad, -2 * pad)
    top = _header(pen, r, b)
    bottom = inner.bottom
    if sheet.next_number is not None:
        bottom = _next(pen, inner, next_rows(b, sheet, book), sheet.next_number, rows)
    bottom = _crests(pen, Rect(inner.left, top, inner.w, bottom - top), b, sheet, book,
                     holders, names)
    _volumes(pen, Rect(inner.left, top + pen.px(8), inner.w, bottom - top - pen.px(12)), b,
             book)


def _header(pen: Pen, r: Rect, b: Board) -> int:
    """The name in the seat's colours and the Volumes held; the header's bottom."""
    colours = pen.seat(b.player)
    band = Rect(r.left + 3, r.top + 3, r.w - 6, pen.px(44))
    pygame.draw.rect(pen.surf, colours["light"], band, border_top_left_radius=8,
                     border_top_right_radius=8)
    pygame.draw.line(pen.surf, colours["dark"], band.bottomleft, band.bottomright, 2)
    novice = pen.novice(b.player, (pen.px(24), pen.px(30)))
    pen.surf.blit(novice, novice.get_rect(midleft=(band.left + pen.px(8), band.centery)))
    count = pen.text(text("campaign_ui.volumes", count=b.count), 20,
                     (band.right - pen.px(10), band.centery), T.INK, "bold", "midright")
    left = band.left + pen.px(40)
    pen.text(b.name, 22, (left, band.centery), T.INK, "bold", "midleft",
             width=count.left - left - pen.px(8))
    pen.spot(count, text("campaign_ui.tip_count", up=len(b.volumes), down=b.victory,
                         crest=len(b.crest_volumes)), "R-CAMP-10")
    return band.bottom


def _volumes(pen: Pen, area: Rect, b: Board, book: CampaignBook) -> None:
    """The face-up Volumes, then the Victory Volumes and the crest Volumes."""
    small = max(line_h(pen, 17), pen.px(26))
    tail = (small + pen.px(6)) * (1 + len(b.crest_volumes))
    room = area.h - tail
    two = line_h(pen, 18, "bold") + line_h(pen, 16, "italic") + pen.px(6)
    one = line_h(pen, 18, "bold") + pen.px(4)
    rows = b.volumes
    detail = len(rows) * two <= room
    fits = len(rows) if detail else max(0, room // one)
    if fits < len(rows):
        fits = max(0, fits - 1)  # a line to say how many more
    y = area.top
    if not rows:
        pen.text(text("campaign_ui.no_volumes"), 17, (area.left, y), T.INK_SOFT, "italic",
                 width=area.w)
        y += small + pen.px(6)
    for item in rows[:fits]:
        y = _volume_row(pen, Rect(area.left, y, area.w, two if detail else one), item, book,
                        detail)
    if fits < len(rows):
        pen.text(text("campaign_ui.more", count=len(rows) - fits), 16, (area.left, y),
                 T.INK_SOFT, "italic", width=area.w)
        y += small
    y = _victory_row(pen, Rect(area.left, y + pen.px(4), area.w, small + pen.px(4)), b)
    for kind in b.crest_volumes:
        y = _crest_volume_row(pen, Rect(area.left, y + pen.px(4), area.w, small + pen.px(4)),
                              kind, book)


def _volume_row(pen: Pen, row: Rect, item, book: CampaignBook, detail: bool) -> int:
    book_icon = icons.volume((pen.px(22), pen.px(30)), item.volume.chapter)
    pen.surf.blit(book_icon, (row.left, row.top + pen.px(2)))
    x = row.left + pen.px(30)
    badge = pen.px(20)
    right = row.right
    for kind in reversed(item.volume.crests):
        right -= badge + pen.px(3)
        pen.surf.blit(icons.crest(kind, badge), (right, row.top + pen.px(2)))
    pen.text(item.name, 18, (x, row.top), T.INK, "bold", width=right - x - pen.px(4))
    if detail:
        pen.first_fit(advantage_short(item), 16, (x, row.top + line_h(pen, 18, "bold")),
                      row.right - x, T.INK_SOFT, "italic")
    pen.spot(row, volume_tip(book, item), "R-CAMP-4")
    return row.bottom


def _victory_row(pen: Pen, row: Rect, b: Board) -> int:
    w, h = pen.px(18), pen.px(25)
    x = row.left
    for _ in range(min(b.victory, 6)):
        pen.surf.blit(icons.volume((w, h), 0, face_down=True), (x, row.top))
        x += w // 2 + pen.px(2)
    if b.victory:
        x += w // 2 + pen.px(6)
    said = text("campaign_ui.victory", count=b.victory)
    shown = pen.text(said, 17, (x, row.top + h // 2), T.INK if b.victory else T.INK_SOFT,
                     anchor="midleft", width=row.right - x)
    pen.spot(Rect(row.left, row.top, shown.right - row.left, row.h),
             text("campaign_ui.tip_victory"), "R-CAMP-6")
    return row.bottom


def _crest_volume_row(pen: Pen, row: Rect, kind: str, book: CampaignBook) -> int:
    badge = pen.px(25)
    pen.surf.blit(icons.crest(kind, badge), (row.left - pen.px(1), row.top))
    x = row.left + badge + pen.px(6)
    pen.text(text("campaign_ui.crest_volume", crest=crest_name(book, kind)), 17,
             (x, row.top + badge // 2), T.INK, "bold", "midleft", width=row.right - x)
    pen.spot(row, text("campaign_ui.tip_crest_volume", crest=crest_name(book, kind)),
             "R-CAMP-7")
    return row.bottom


def _crests(pen: Pen, area: Rect, b: Board, sheet: Sheet, book: CampaignBook,
            holders: dict[str, int | None], names: list[str]) -> int:
    """The crests by kind against the need, and the crest tokens, at the area's bottom; the
    top of what was drawn."""
    badge = pen.px(32)
    small = line_h(pen, 16)
    top = area.bottom - badge - small - pen.px(10)
    pygame.draw.line(pen.surf, T.PARCH_D, (area.left, top - pen.px(5)),
                     (area.right, top - pen.px(5)), 1)
    step = area.w // len(CREST_KINDS)
    for i, kind in enumerate(CREST_KINDS):
        x = area.left + i * step
        have, holder = b.crests[kind], holders.get(kind)
        pen.surf.blit(icons.crest(kind, badge, faded=have == 0), (x, top))
        said = f"{have}/{sheet.crests_needed}"
        colour = (40, 110, 40) if holder == b.player else T.INK_SOFT if holder is not None \
            else T.INK
        shown = pen.text(said, 20, (x + badge + pen.px(5), top + badge // 2), colour, "bold",
                         "midleft", width=step - badge - pen.px(6))
        tip = text("campaign_ui.tip_crest", crest=crest_name(book, kind), have=have,
                   need=sheet.crests_needed, tokens=b.crest_tokens.count(kind))
        if holder is not None:
            tip += " " + text("campaign_ui.tip_crest_held", name=names[holder])
        pen.spot(Rect(x, top, shown.right - x, badge), tip, "R-CAMP-7")
    y = top + badge + pen.px(4)
    tokens = text("campaign_ui.crest_tokens", crests=crest_list(book, b.crest_tokens))
    shown = pen.text(tokens, 16, (area.left, y), T.INK_SOFT, width=area.w)
    pen.spot(shown, text("campaign_ui.tip_tokens"), "R-CAMP-6")
    return top - pen.px(8)


def _next(pen: Pen, inner: Rect, lines: list[tuple[list[str], str]], number: int,
          rows: int) -> int:
    """The next chapter's lines for this player at the board's bottom; their top."""
    step = line_h(pen, 16)
    head = line_h(pen, 17, "bold")
    top = inner.bottom - head - step * max(rows, len(lines)) - pen.px(2)
    pygame.draw.line(pen.surf, T.PARCH_D, (inner.left, top - pen.px(6)),
                     (inner.right, top - pen.px(6)), 1)
    pen.text(text("campaign_ui.next_heading", n=number), 17, (inner.left, top), T.ROOF_D,
             "bold", width=inner.w)
    y = top + head
    for options, rule in lines:
        shown = pen.first_fit(options, 16, (inner.left + pen.px(6), y), inner.w - pen.px(6))
        pen.spot(shown, text(TIPS[rule]), rule)
        y += step
    return top - pen.px(12)
