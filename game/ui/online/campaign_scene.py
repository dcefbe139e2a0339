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
from pygame import Rect

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
        pen, go = self.pen, self.buttons[0].rect
        assert pen is not None
        self.said = self.status()
        area = Rect(self.next_area.left + pen.px(16), go.top,
                    go.left - self.next_area.left - pen.px(32), go.h)
        colour = T.ROOF_D if self.online.problem else T.INK
        shown = pen.paragraph(self.said, 16, area.topleft, area.w, most=3, colour=colour)
        pen.spot(shown, self.said, "R-CAMP-1")
