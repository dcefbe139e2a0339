"""The campaign's end (R-CAMP-10), shown with `app.show("campaign_end", campaign=...)`: who won,
the standings with the tie-breaks as the rule orders them (Volumes, then Victory Volumes, then
points in the last chapter) and each chapter's result; a button back to the title."""

from __future__ import annotations

import pygame
from pygame import Rect

from game import texts
from game.texts import text
from game.ui.menus.menu import MenuScene
from game.ui.toolkit import theme as T
from game.ui.toolkit.widgets import Button, draw_tooltip

from . import icons
from .boards import line_h
from .model import CampaignView, Chapter, Ending, ending, seat_colours_of
from .panels import winners_line
from .pen import Pen
from .words import crest_name, share_text

COLUMNS = ("campaign_ui.col_volumes", "campaign_ui.col_victory", "campaign_ui.col_face_up",
           "campaign_ui.col_crest", "campaign_ui.col_tokens", "campaign_ui.col_last")
TIES = {"victory": "campaign_ui.tie_victory", "points": "campaign_ui.tie_points",
        "shared": "campaign_ui.tie_shared"}


class CampaignEndScene(MenuScene):
    def __init__(self, app, campaign: CampaignView) -> None:
        super().__init__(app)
        self.campaign = campaign
        self.model: Ending = ending(campaign.book, campaign.state, texts.language())
        self.pen: Pen | None = None
        self.table = Rect(0, 0, 0, 0)
        self.cards: list[Rect] = []

    def build(self, size: tuple[int, int]) -> None:
        self.model = ending(self.campaign.book, self.campaign.state, texts.language())
        w, h = size
        s = self.scale
        margin = round(24 * s)
        rows = len(self.model.standings) + len(self.model.ties)
        self.table = Rect(margin, round(76 * s), w - 2 * margin, round((128 + 38 * rows) * s))
        back = Rect(0, 0, round(300 * s), round(50 * s))
        back.midbottom = (w // 2, h - round(14 * s))
        self.buttons = [Button("title", text("buttons.title"), back, True, True)]
        top = self.table.bottom + round(14 * s)
        n = max(1, len(self.model.chapters))
        gap = round(14 * s)
        width = (w - 2 * margin - gap * (n - 1)) // n
        self.cards = [Rect(margin + i * (width + gap), top, width,
                           back.top - round(14 * s) - top) for i in range(n)]

    def on_button(self, key: str) -> None:
        if key == "title":
            self.app.go("title")

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_background(surf)
        pen = self.pen = Pen(surf, self.app.assets, self.scale, seat_colours_of(self.campaign))
        s = self.scale
        self.draw_title(surf, text("campaign_ui.end_title"), (surf.get_width() // 2,
                                                              round(38 * s)), 46)
        pen.said.append(text("campaign_ui.end_title"))
        self._draw_standings(pen)
        names = self.campaign.state.names
        for card, c in zip(self.cards, self.model.chapters, strict=False):
            draw_chapter(pen, card, c, self.campaign, names)
        self.draw_buttons(surf)
        spot = pen.spot_at(self.mouse)
        if spot is not None:
            draw_tooltip(surf, self.app.assets, spot.tip, self.mouse, self.font(17),
                         footer=text("rules.tooltip_link", rule=spot.rule))

    def _draw_standings(self, pen: Pen) -> None:
        r, m = self.table, self.model
        pen.card(r, T.PARCH_L, T.GOLD, 3)
        inner = r.inflate(-2 * pen.px(18), -2 * pen.px(14))
        names = self.campaign.state.names
        best = m.standings[0].count if m.standings else 0
        said = pen.text(winners_line(names, m.winners, best), 28, (r.centerx, inner.top),
                        T.ROOF_D, "bold", "midtop", width=inner.w)
        pen.spot(said, text("campaign_ui.over"), "R-CAMP-10")
        head = pen.text(text("campaign_ui.standings"), 16, (inner.left, said.bottom + pen.px(6)),
                        T.INK_SOFT, "italic", width=inner.w)
        y = self._table_rows(pen, inner, head.bottom + pen.px(8), names)
        for what, ahead, behind in m.ties:
            pen.text(text(TIES[what], ahead=names[ahead], behind=names[behind]), 17,
                     (inner.left, y), T.INK, "italic", width=inner.w)
            y += line_h(pen, 17, "italic")

    def _table_rows(self, pen: Pen, inner: Rect, top: int, names: list[str]) -> int:
        """The column heads and a row per player, in the standings' order; the rows' bottom."""
        name_w = round(inner.w * 0.24)
        cw = (inner.w - name_w - pen.px(50)) // len(COLUMNS)
        x0 = inner.left + pen.px(50) + name_w
        for i, key in enumerate(COLUMNS):
            pen.text(text(key), 16, (x0 + i * cw + cw // 2, top), T.INK,
                     "bold", "midtop", width=cw - pen.px(6))
        y = top + line_h(pen, 16, "bold") + pen.px(4)
        step = pen.px(38)
        winners = set(self.model.winners)
        for row in self.model.standings:
            band = Rect(inner.left, y, inner.w, step - pen.px(4))
            colours = pen.seat(row.player)
            pygame.draw.rect(pen.surf, colours["light"], band, border_radius=6)
            if row.player in winners:
                pygame.draw.rect(pen.surf, T.GOLD, band, 3, border_radius=6)
            pen.text(f"{row.rank}.", 20, (band.left + pen.px(10), band.centery), T.INK, "bold",
                     "midleft")
            novice = pen.novice(row.player, (pen.px(18), pen.px(24)))
            pen.surf.blit(novice, novice.get_rect(midleft=(band.left + pen.px(44),
                                                           band.centery)))
            pen.text(names[row.player], 20, (band.left + pen.px(70), band.centery), T.INK,
                     "bold", "midleft", width=x0 - band.left - pen.px(74))
            values = (row.count, row.victory, row.face_up, row.crest_volumes, row.crest_tokens,
                      row.last)
            for i, value in enumerate(values):
                pen.text(str(value), 20, (x0 + i * cw + cw // 2, band.centery), T.INK,
                         "bold" if i == 0 else "regular", "center")
            pen.spot(band, text("campaign_ui.standings"), "R-CAMP-10")
            y += step
        return y


def draw_chapter(pen: Pen, r: Rect, c: Chapter, campaign: CampaignView,
                 names: list[str]) -> None:
    """One chapter's result: the victory against its margin, the places and what each took,
    its objective Volumes and who took them, the crest tokens and crest Volumes."""
    book = campaign.book
    pen.card(r, T.PARCH, T.PARCH_D)
    inner = r.inflate(-2 * pen.px(14), -2 * pen.px(12))
    y = pen.text(text("campaign_ui.chapter_short", n=c.number), 23, inner.topleft, T.ROOF_D,
                 "bold", width=inner.w).bottom
    key = "campaign_ui.total_short" if c.total else "campaign_ui.partial_short"
    said = pen.text(text(key, lead=c.lead, margin=c.margin), 18, (inner.left, y), T.INK,
                    "italic", width=inner.w)
    pen.spot(said, text("campaign_ui.tip_margin"), "R-CAMP-6")
    y = said.bottom + pen.px(4)
    for row in c.places:
        share = share_text(book, row.victory, row.crest_token)
        line = f"{row.place}. {names[row.player]} · {text('campaign_ui.points', count=row.score)}"
        pen.first_fit([f"{line} · {share}" if share else line, line], 18, (inner.left, y),
                      inner.w, pen.seat(row.player)["dark"]
                      if not T.light_colour(pen.colour(row.player)) else T.INK, "bold")
        y += line_h(pen, 18, "bold")
    y = _objectives(pen, Rect(inner.left, y + pen.px(8), inner.w, 0), c, names)
    for row in c.places:
        if row.crest_token:
            who = text("campaign_ui.taken_item", volume=crest_name(book, row.crest_token),
                       name=names[row.player])
            y = _crest_line(pen, Rect(inner.left, y, inner.w, 0), row.crest_token,
                            text("campaign_ui.crest_tokens_given", tokens=who), "R-CAMP-6")
    for p, kind in c.crest_volumes:
        who = text("campaign_ui.taken_item", volume=crest_name(book, kind), name=names[p])
        y = _crest_line(pen, Rect(inner.left, y, inner.w, 0), kind,
                        text("campaign_ui.crest_volumes", volumes=who), "R-CAMP-7")


def _objectives(pen: Pen, area: Rect, c: Chapter, names: list[str]) -> int:
    """The chapter's three objective Volumes and who took each; their bottom."""
    y = pen.text(text("campaign_ui.objectives"), 18, area.topleft, T.INK, "bold",
                 width=area.w).bottom
    step = max(line_h(pen, 18), pen.px(30))
    for name, taker in c.objectives:
        icon = icons.volume((pen.px(18), pen.px(25)), c.number)
        pen.surf.blit(icon, (area.left, y + (step - icon.get_height()) // 2))
        x = area.left + pen.px(26)
        said = text("campaign_ui.taken_item", volume=name, name=names[taker]) \
            if taker is not None else text("campaign_ui.not_taken", volume=name)
        shown = pen.text(said, 17, (x, y + step // 2), T.INK if taker is not None
                         else T.INK_SOFT, "regular" if taker is not None else "italic",
                         "midleft", width=area.right - x)
        pen.spot(Rect(area.left, y, shown.right - area.left, step), text("campaign_ui.tip_taken"),
                 "R-CAMP-3")
        y += step
    return y + pen.px(6)


def _crest_line(pen: Pen, area: Rect, kind: str, said: str, rule: str) -> int:
    step = max(line_h(pen, 17), pen.px(28))
    badge = pen.px(24)
    pen.surf.blit(icons.crest(kind, badge), (area.left - pen.px(2), area.top
                                             + (step - badge) // 2))
    x = area.left + pen.px(26)
    shown = pen.text(said, 17, (x, area.top + step // 2), T.INK, anchor="midleft",
                     width=area.right - x)
    tip = "campaign_ui.tip_tokens" if rule == "R-CAMP-6" else "campaign_ui.tip_crest_volumes"
    pen.spot(Rect(area.left, area.top, shown.right - area.left, step), text(tip), rule)
    return area.top + step
