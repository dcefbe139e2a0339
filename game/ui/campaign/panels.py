"""The campaign sheet's lower half: the chapter just played (places, scores, total or partial
victory against the margin, what each place took, the Volumes taken, the crest Volumes), and
what comes next (the next chapter's order of play and margin) or the crest token to choose."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.campaign.volumes import CampaignBook
from game.texts import text
from game.ui.toolkit import theme as T

from .boards import line_h
from .model import Chapter, Sheet
from .pen import Pen
from .words import crest_name, lead_line, names_joined, result_heading, share_text


def draw_result(pen: Pen, r: Rect, sheet: Sheet, book: CampaignBook, names: list[str]) -> None:
    pen.card(r, T.PARCH_L, T.PARCH_D)
    pad = pen.px(16)
    inner = r.inflate(-2 * pad, -2 * pad)
    c = sheet.last
    if c is None:
        pen.text(text("campaign_ui.start_title"), 21, inner.topleft, T.ROOF_D, "bold",
                 width=inner.w)
        pen.paragraph(text("campaign_ui.start"), 17, (inner.left, inner.top + pen.px(36)),
                      inner.w)
        return
    shown = pen.text(result_heading(c), 21, inner.topleft, T.ROOF_D, "bold", width=inner.w)
    y = shown.bottom + pen.px(2)
    said = pen.paragraph(lead_line(c), 17, (inner.left, y), inner.w, most=2)
    pen.spot(said, text("campaign_ui.tip_margin"), "R-CAMP-6")
    y = _places(pen, Rect(inner.left, said.bottom + pen.px(4), inner.w, 0), c, book, names)
    _taken(pen, Rect(inner.left, y + pen.px(4), inner.w, inner.bottom - y), c, book, names)


def _places(pen: Pen, area: Rect, c: Chapter, book: CampaignBook, names: list[str]) -> int:
    """A row per place: place, name, score and what the place took; the rows' bottom."""
    step = line_h(pen, 18, "bold") + pen.px(3)
    y = area.top
    name_x = area.left + pen.px(58)
    score_x = area.left + round(area.w * 0.42)
    share_x = area.left + round(area.w * 0.62)
    for row in c.places:
        colours = pen.seat(row.player)
        band = Rect(area.left, y, area.w, step - pen.px(2))
        pygame.draw.rect(pen.surf, colours["light"], band, border_radius=5)
        pen.text(f"{row.place}.", 18, (area.left + pen.px(8), band.centery), T.INK, "bold",
                 "midleft")
        novice = pen.novice(row.player, (pen.px(13), pen.px(17)))
        pen.surf.blit(novice, novice.get_rect(midleft=(area.left + pen.px(34), band.centery)))
        pen.text(names[row.player], 18, (name_x, band.centery), T.INK, "bold", "midleft",
                 width=score_x - name_x - pen.px(6))
        pen.text(text("campaign_ui.points", count=row.score), 18, (score_x, band.centery),
                 T.INK, anchor="midleft", width=share_x - score_x - pen.px(6))
        share = share_text(book, row.victory, row.crest_token)
        if share:
            pen.text(share, 17, (share_x, band.centery), T.INK, "italic", "midleft",
                     width=area.right - share_x - pen.px(4))
            pen.spot(band, text("campaign_ui.tip_shares"), "R-CAMP-6")
        y += step
    return y


def _taken(pen: Pen, area: Rect, c: Chapter, book: CampaignBook, names: list[str]) -> None:
    """The objective Volumes taken in the chapter and the crest Volumes given at its end."""
    taken = ", ".join(text("campaign_ui.taken_item", volume=v, name=names[p])
                      for v, p in c.taken) or text("campaign_ui.none")
    said = pen.paragraph(text("campaign_ui.taken", volumes=taken), 17, area.topleft, area.w,
                         most=2)
    pen.spot(said, text("campaign_ui.tip_taken"), "R-CAMP-3")
    if c.crest_volumes:
        given = ", ".join(text("campaign_ui.taken_item", volume=crest_name(book, k),
                               name=names[p]) for p, k in c.crest_volumes)
        more = pen.paragraph(text("campaign_ui.crest_volumes", volumes=given), 17,
                             (area.left, said.bottom + pen.px(2)), area.w, most=2)
        pen.spot(more, text("campaign_ui.tip_crest_volumes"), "R-CAMP-7")


def draw_next(pen: Pen, r: Rect, sheet: Sheet, names: list[str]) -> int:
    """The next chapter: its number, who plays first and last, its margin; the bottom of what
    was said."""
    inner = r.inflate(-2 * pen.px(16), -2 * pen.px(16))
    if sheet.next_number is None:
        pen.text(text("campaign_ui.over_title"), 21, inner.topleft, T.ROOF_D, "bold",
                 width=inner.w)
        return pen.paragraph(text("campaign_ui.over"), 17, (inner.left, inner.top + pen.px(36)),
                             inner.w).bottom
    pen.text(text("campaign_ui.next_title", n=sheet.next_number), 21, inner.topleft, T.ROOF_D,
             "bold", width=inner.w)
    y = inner.top + pen.px(34)
    lines: list[tuple[str, str]] = []
    if sheet.order:
        lines.append((text("campaign_ui.order", names=", ".join(names[p] for p in sheet.order)),
                      "R-CAMP-9"))
        last = sheet.chapters[-1]
        lines.append((text("campaign_ui.winner_last", name=names[sheet.order[-1]],
                           n=last.number), "R-CAMP-9"))
    else:
        lines.append((text("campaign_ui.order_random"), "R-CAMP-9"))
    lines.append((text("campaign_ui.next_margin", margin=sheet.next_margin), "R-CAMP-6"))
    if sheet.next_number > 1:
        lines.append((text("campaign_ui.catch_up_rule"), "R-CAMP-8"))
    for said, rule in lines:
        shown = pen.paragraph(said, 17, (inner.left, y), inner.w, most=2)
        pen.spot(shown, said, rule)
        y = shown.bottom + pen.px(4)
    return y


def draw_choice(pen: Pen, r: Rect, sheet: Sheet, player: int, human: bool,
                names: list[str]) -> int:
    """Why `player` chooses a crest token, and who does; the bottom of what was said (the
    crest buttons go under it)."""
    inner = r.inflate(-2 * pen.px(16), -2 * pen.px(16))
    key = "campaign_ui.choose_heading" if human else "campaign_ui.waiting"
    pen.text(text(key, name=names[player]), 21, inner.topleft, T.ROOF_D, "bold", width=inner.w)
    why = text("campaign_ui.choose_why")
    c = sheet.last
    crest_place = 2 if c is not None and c.total else 3  # R-CAMP-6
    if c is not None and len(c.places) >= crest_place \
            and c.places[crest_place - 1].player == player:
        why = text("campaign_ui.choose_why_total" if c.total else "campaign_ui.choose_why_partial",
                   name=names[player], n=c.number)
    said = pen.paragraph(why, 17, (inner.left, inner.top + pen.px(32)), inner.w, most=3)
    pen.spot(said, text("campaign_ui.tip_tokens"), "R-CAMP-6")
    return said.bottom


def winners_line(names: list[str], winners: list[int], count: int) -> str:
    key = "campaign_ui.end_winners" if len(winners) > 1 else "campaign_ui.end_winner"
    return text(key, names=names_joined([names[w] for w in winners]), count=count)
