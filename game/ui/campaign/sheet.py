"""The campaign sheet between chapters (R-CAMP-*), shown over the table with
`app.show("campaign", campaign=...)`: each player's Volume board, the chapter just played, and
what comes next. A player who must choose a crest token (R-CAMP-6) and plays at this screen gets
the three crests as big buttons; Continue waits for the choice, then hands on to the campaign.
Leave to title (or Esc) leaves it as its file keeps it, to be taken up at this screen.
Tooltips say each part in full and name its rule (F1 opens it)."""

from __future__ import annotations

import pygame
from pygame import Rect

from game import texts
from game.campaign.between import crest_tokens_left
from game.campaign.volumes import CHAPTERS, CREST_KINDS
from game.texts import text
from game.ui.menus.menu import MenuScene
from game.ui.toolkit import theme as T
from game.ui.toolkit.widgets import (
    Button,
    button_at,
    draw_button,
    draw_error,
    draw_tooltip,
    shadowed_text,
)

from . import icons
from .boards import draw_board, next_rows
from .model import CampaignView, Sheet, crest_holder, seat_colours_of, sheet
from .panels import draw_choice, draw_next, draw_result
from .pen import Pen
from .words import crest_name

CREST = "crest:"  # a crest button's key: "crest:key"


class CampaignScene(MenuScene):
    def __init__(self, app, campaign: CampaignView) -> None:
        super().__init__(app)
        self.campaign = campaign
        self.model: Sheet = sheet(campaign.book, campaign.state, texts.language())
        self.drawn_from = self.seen()
        self.pen: Pen | None = None  # the last drawing: its texts and tooltips
        self.boards_area = Rect(0, 0, 0, 0)
        self.result_area = Rect(0, 0, 0, 0)
        self.next_area = Rect(0, 0, 0, 0)
        self.said_bottom = 0  # where the next-chapter panel's words end (the buttons go under)
        self.problem = ""  # why the campaign could not be kept when the player tried to leave

    # ------------------------------------------------------------------ the choice

    @property
    def chooser(self) -> int | None:
        """The player choosing a crest token now, if any (R-CAMP-6)."""
        p = self.campaign.pending_crest
        return p if p is not None and 0 <= p < self.campaign.state.players else None

    def seen(self) -> tuple:
        """What the screen was drawn from, to notice the campaign moving on under it."""
        return self.campaign.pending_crest, len(self.campaign.state.chapters)

    def update(self) -> None:
        if self.seen() != self.drawn_from:
            self.refresh()
            self.stale = True

    @property
    def human_choice(self) -> bool:
        return self.chooser is not None and self.chooser in self.campaign.humans

    def refresh(self) -> None:
        """Read the campaign again (a crest token was chosen: the counts change)."""
        self.build(self.app.size)

    # ------------------------------------------------------------------ layout

    def build(self, size: tuple[int, int]) -> None:
        """The model read again (in the language now chosen) and the screen laid out."""
        self.model = sheet(self.campaign.book, self.campaign.state, texts.language())
        self.drawn_from = self.seen()
        w, h = size
        s = self.scale
        margin = round(20 * s)
        lower = round(h * 0.62)
        self.boards_area = Rect(margin, round(70 * s), w - 2 * margin,
                                lower - round(12 * s) - round(70 * s))
        room = Rect(margin, lower, w - 2 * margin, h - lower - margin)
        left_w = round(room.w * 0.54)
        self.result_area = Rect(room.left, room.top, left_w, room.h)
        self.next_area = Rect(room.left + left_w + round(16 * s), room.top,
                              room.w - left_w - round(16 * s), room.h)
        go = Rect(0, 0, round(250 * s), round(50 * s))
        go.bottomright = (self.next_area.right - round(16 * s),
                          self.next_area.bottom - round(14 * s))
        leave = go.move(-go.w - round(12 * s), 0)
        self.buttons = [Button("continue", text("campaign_ui.continue"), go,
                               self.chooser is None, True),
                        Button("title", text("menu.to_title"), leave)]
        if self.human_choice:
            self.buttons += self._crest_buttons(go)

    def _crest_buttons(self, go: Rect) -> list[Button]:
        """Three crest buttons across the next-chapter panel, above Continue."""
        s, r = self.scale, self.next_area
        gap = round(14 * s)
        width = min(round(170 * s), (r.w - 2 * round(16 * s) - 2 * gap) // 3)
        height = min(round(96 * s), go.top - round(10 * s) - (r.top + round(112 * s)))
        top = go.top - round(10 * s) - height
        left = r.left + round(16 * s)
        book = self.campaign.book
        return [Button(CREST + kind, crest_name(book, kind),
                       Rect(left + i * (width + gap), top, width, height))
                for i, kind in enumerate(crest_tokens_left(self.campaign.state))]

    # ------------------------------------------------------------------ input

    def on_button(self, key: str) -> None:
        chooser = self.chooser
        if key.startswith(CREST) and chooser is not None and self.human_choice:
            self.campaign.choose_crest(chooser, key.removeprefix(CREST))
            self.refresh()
        elif key == "continue" and chooser is None:
            self.campaign.proceed(self.app)
        elif key == "title":
            self.on_escape()

    def other_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            spot = self.pen.spot_at(self.mouse) if self.pen is not None else None
            self.open_rules(spot.rule if spot is not None and spot.rule else "R-CAMP-1")
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.on_button("continue")

    def open_rules(self, rule: str) -> None:
        """The rules over this screen, back to it as it was."""
        if self.app.overlay is self:
            self.app.show("rules", rule=rule, back=lambda: self.app.open_overlay(self))
        else:
            self.app.show("rules", rule=rule, back=lambda: self.app.open_overlay(None))

    def on_escape(self) -> None:
        """To the title once the campaign's file holds everything up to here (a crest token
        still owed included): Continue or Load game takes it up at this screen. When it cannot
        be written the screen stays, saying why, so that nothing is lost."""
        problem = self.campaign.save()
        if problem:
            self.problem = text("campaign_ui.not_kept", error=problem)
            return
        self.app.go("title")

    # ------------------------------------------------------------------ drawing

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_background(surf)
        pen = self.pen = Pen(surf, self.app.assets, self.scale, seat_colours_of(self.campaign))
        self._draw_title(pen)
        state, book = self.campaign.state, self.campaign.book
        holders = {k: crest_holder(state, k) for k in CREST_KINDS}
        n = len(self.model.boards)
        gap = round(14 * self.scale)
        width = (self.boards_area.w - gap * (n - 1)) // n
        rows = max(len(next_rows(b, self.model, book)) for b in self.model.boards)
        for i, b in enumerate(self.model.boards):
            r = Rect(self.boards_area.left + i * (width + gap), self.boards_area.top, width,
                     self.boards_area.h)
            draw_board(pen, r, b, self.model, book, holders, state.names, rows)
            if b.player == self.chooser:  # whose crest token is chosen now
                pygame.draw.rect(surf, T.HIGHLIGHT, r.inflate(6, 6), 4, border_radius=12)
        draw_result(pen, self.result_area, self.model, book, state.names)
        pen.card(self.next_area, T.PARCH_L, T.PARCH_D)
        chooser = self.chooser
        if chooser is not None:
            self.said_bottom = draw_choice(pen, self.next_area, self.model, chooser,
                                           self.human_choice, state.names)
        else:
            self.said_bottom = draw_next(pen, self.next_area, self.model, state.names)
        self.draw_buttons(surf)
        if self.problem:
            r = self.result_area
            draw_error(surf, self.app.assets, self.problem,
                       (r.centerx, r.bottom - round(12 * self.scale)), self.font(17), r.w - 24)
        self._draw_tooltip(pen)

    def _draw_title(self, pen: Pen) -> None:
        s = self.scale
        shadowed_text(pen.surf, self.app.assets, text("campaign_ui.title"), self.font(38),
                      (round(24 * s), round(36 * s)), T.GOLD_L, "bold", "midleft")
        done = len(self.campaign.state.chapters)
        stage = text("campaign_ui.stage_after", n=done, count=CHAPTERS) if done \
            else text("campaign_ui.stage_before", count=CHAPTERS)
        pen.said += [text("campaign_ui.title"), stage]
        shadowed_text(pen.surf, self.app.assets, stage, self.font(26),
                      (self.app.size[0] - round(24 * s), round(36 * s)), T.PARCH_L, "bold",
                      "midright")

    def draw_buttons(self, surf: pygame.Surface) -> None:
        hover = button_at(self.buttons, self.mouse)
        for button in self.buttons:
            if button.key.startswith(CREST):
                self._draw_crest_button(surf, button, button is hover)
            else:
                draw_button(surf, self.app.assets, button, button is hover, self.font(22))

    def _draw_crest_button(self, surf: pygame.Surface, button: Button, hover: bool) -> None:
        r = button.rect
        fill = T.GOLD_L if hover else T.PARCH
        pygame.draw.rect(surf, T.TABLE_D, r.move(2, 3), border_radius=10)
        pygame.draw.rect(surf, fill, r, border_radius=10)
        pygame.draw.rect(surf, T.WOOD_D, r, 3 if hover else 2, border_radius=10)
        label_h = self.app.assets.font(self.font(17), "bold").get_linesize()
        badge = max(16, min(r.w - round(16 * self.scale), r.h - label_h - round(14 * self.scale)))
        kind = button.key.removeprefix(CREST)
        surf.blit(icons.crest(kind, badge), icons.crest(kind, badge).get_rect(
            midtop=(r.centerx, r.top + round(6 * self.scale))))
        assert self.pen is not None
        self.pen.text(button.label, 17, (r.centerx, r.bottom - round(4 * self.scale)), T.INK,
                      "bold", "midbottom", width=r.w - 8)
        chooser = self.chooser
        if chooser is not None:  # how many of this kind the chooser has, of how many needed
            have = self.model.boards[chooser].crests[kind]
            self.pen.text(f"{have}/{self.model.crests_needed}", 16,
                          (r.right - round(8 * self.scale), r.top + round(4 * self.scale)),
                          T.INK_SOFT, "bold", "topright")
            self.pen.spot(r, text("campaign_ui.tip_choose", crest=button.label, have=have,
                                  need=self.model.crests_needed), "R-CAMP-7")

    def _draw_tooltip(self, pen: Pen) -> None:
        spot = pen.spot_at(self.mouse)
        if spot is None or not spot.tip:
            return
        footer = text("rules.tooltip_link", rule=spot.rule) if spot.rule else ""
        draw_tooltip(pen.surf, self.app.assets, spot.tip, self.mouse, self.font(17),
                     footer=footer)
