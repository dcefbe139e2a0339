"""The campaign sheet between chapters at an online table ("campaign_online"): the sheet of one
screen (game/ui/campaign/sheet.py) on the link's OnlineCampaign, shown to every seat. The player
who owes a crest token chooses it here, in their own window. The host's Continue begins the next
chapter (for a player away the computer's choice of crest token first); a guest's Continue
stays off and a line says who they wait for: the next chapter's table opens here by itself when
its game arrives. A summary the guest cannot read is said in words, the sheet stays."""

from __future__ import annotations

import importlib
from typing import Any, cast

import pygame

from game.campaign.volumes import CHAPTERS
from game.texts import text
from game.ui.app import SCENES
from game.ui.online.campaign import OnlineCampaign
from game.ui.toolkit import theme as T


def _sheet() -> Any:
    """The campaign's sheet, reached by its scene's name as every scene is (app.SCENES)."""
    module, _, name = SCENES["campaign"].partition(":")
    return getattr(importlib.import_module(module), name)


CampaignScene: Any = _sheet()


class OnlineCampaignScene(CampaignScene):
    def __init__(self, app, campaign: OnlineCampaign) -> None:
        self.online = campaign  # what the sheet reads of it, and what only a table has
        super().__init__(app, cast(Any, campaign))
        self.said = ""  # the status line as last drawn
        self.status_rect = pygame.Rect(0, 0, 0, 0)  # where it was drawn

    def seen(self) -> tuple:
        c = self.online
        return (*super().seen(), c.begun, c.problem, len(c.notes), c.sent, c.owed_away(),
                id(c.state))

    def build(self, size: tuple[int, int]) -> None:
        super().build(size)
        go = self.buttons[0]
        c = self.online
        go.enabled = c.state_over() or (c.creator and not c.begun and (
            self.chooser is None or c.owed_away()))

    def update(self) -> None:
        if self.online.poll() and getattr(self.app, "online", None) is self.online.link:
            self.app.go("play_online", link=self.online.link)
            return
        super().update()

    def on_button(self, key: str) -> None:
        if key == "continue":
            if self.buttons[0].enabled:
                self.online.proceed(self.app)
                self.refresh()
            return
        super().on_button(key)

    def status(self) -> str:
        """Who or what the table waits for now, in one line."""
        c = self.online
        number = min(c.chapter_number, CHAPTERS)
        if c.problem:
            return c.problem
        chooser = self.chooser
        if chooser is not None and chooser != c.seat and not c.owed_away():
            return text("online_campaign.chooses", name=c.state.names[chooser])
        if chooser is not None and chooser == c.seat and not c.creator:
            return text("online_campaign.choose_yours", name=c.host_name(), n=number)
        if c.sent:
            return text("online_campaign.sent", name=c.host_name())
        if c.creator:
            return c.notes[-1] if c.notes and not c.begun else text(
                "online_campaign.starting", n=number) if c.begun else text(
                "online_campaign.yours", n=number)
        return text("online_campaign.waiting", name=c.host_name(), n=number)

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        if self.online.state_over():
            return
        pen = self.pen
        assert pen is not None
        self.said = self.status()
        colour = T.ROOF_D if self.online.problem else T.INK
        width = self.next_area.w - pen.px(32)
        shown = pen.paragraph(self.said, 16, self._status_at(pen, width), width, most=2,
                              colour=colour)
        pen.spot(shown, self.said, "R-CAMP-1")
        self.status_rect = shown

    def _status_at(self, pen: Any, width: int) -> tuple[int, int]:
        """Where the status line goes: just above the buttons (the crests' or Continue's),
        under the panel's own words."""
        size = pen.font(16)
        lines = min(2, len(pen.assets.wrap(self.said, size, width, "regular")))
        step = pen.assets.font(size, "regular").get_linesize()
        above = min(b.rect.top for b in self.buttons) - pen.px(8)
        top = max(self.said_bottom + pen.px(4), above - lines * step)
        return self.next_area.left + pen.px(16), top
