"""The title: new game, continue (the unfinished game autosaved, or the unfinished campaign,
whichever was played last), online play, Your games (with the count of online tables waiting
for this player's move), learn to play, load a saved game, rules, statistics, settings,
quit. A damaged autosave shows one message here; the file is left as it is."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.campaign.session import CampaignSession
from game.campaign.state import CampaignError
from game.storage import autosaves, campaigns
from game.texts import text
from game.ui.menus.menu import MenuScene
from game.ui.online.turn_notice import draw_badge
from game.ui.play.chapter_end import resume
from game.ui.toolkit import theme as T
from game.ui.toolkit.widgets import draw_error
from game.ui.words.volumes import book


class TitleScene(MenuScene):
    shows_turns = True  # Your games has a badge with the count: no strip over the title

    def __init__(self, app, error: str = "") -> None:
        super().__init__(app)
        self.unfinished, problem = app.unfinished_game()
        self.campaign = self.last_campaign()
        self.can_continue = self.unfinished is not None or self.campaign is not None
        self.error = error or problem or app.take_notice()
        app.end_online()  # the title is never at an online table

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        items = [("new", text("menu.new_game"), True),
                 ("continue", text("menu.continue"), self.can_continue),
                 ("online", text("menu.online"), True),
                 ("yours", text("yours.title"), self.app.folders is not None),
                 ("learn", text("menu.learn"), True),
                 ("puzzles", text("puzzles.menu"), True),
                 ("load", text("menu.load"), self.app.folders is not None),
                 ("rules", text("menu.rules"), True),
                 ("stats", text("menu.stats"), self.app.folders is not None),
                 ("settings", text("menu.settings"), True),
                 ("quit", text("menu.quit"), True)]
        top = round(h * 0.365)
        self.buttons = self.column(items, w // 2, top)
        for i, button in enumerate(self.buttons):  # eleven buttons: a little closer together
            button.rect.h = round(40 * self.scale)
            button.rect.top = top + i * round(44 * self.scale)

    def on_button(self, key: str) -> None:
        if key == "new":
            self.app.go("new_game")
        elif key == "continue":
            self.resume()
        elif key == "load":
            self.app.go("load")
        elif key == "online":
            self.app.go("online")
        elif key == "yours":
            self.app.go("yours")
        elif key == "puzzles":
            self.app.go("puzzles")
        elif key in ("learn", "stats"):
            self.app.go("lessons" if key == "learn" else "stats")
        elif key == "rules":
            self.app.go("rules")
        elif key == "settings":
            self.app.go("settings")
        elif key == "quit":
            self.app.running = False

    def last_campaign(self) -> Path | None:
        """The unfinished campaign's file, when it was written after every autosaved game."""
        folders = self.app.folders
        if folders is None:
            return None
        try:
            newest = campaigns.newest_unfinished(folders)
            games = [path.stat().st_mtime for path in autosaves.autosaves(folders)]
        except OSError:
            return None
        if newest is None or (self.unfinished is not None and max(games, default=0) > newest[1]):
            return None
        return newest[0]

    def resume(self) -> None:
        """Continue: the game or campaign played last, exactly where it stopped."""
        if self.campaign is not None:
            try:
                campaign = CampaignSession.load(self.campaign, book(), self.app.edition)
            except CampaignError as error:
                self.error = text("error.campaign", error=error)
                return
            resume(self.app, campaign)
        elif self.unfinished is not None:
            self.app.open_session(self.unfinished)

    def on_escape(self) -> None:
        self.app.running = False

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_background(surf)
        w, h = surf.get_size()
        self.draw_title(surf, text("app.title"), (w // 2, round(h * 0.17)), 96)
        sub = self.app.assets.text(text("app.subtitle"), self.font(24), T.PARCH_L, "italic")
        where = sub.get_rect(center=(w // 2, round(h * 0.27)))
        band = pygame.Surface(where.inflate(36, 10).size, pygame.SRCALPHA)
        band.fill((40, 26, 14, 170))  # a dark ribbon keeps the line readable over the spires
        surf.blit(band, band.get_rect(center=where.center))
        surf.blit(sub, where)
        # the five stained-glass panes of the monasteries
        size = self.font(44)
        for i, m in enumerate("ABCDE"):
            g = self.app.assets.sprite(f"glass_{m}", size)
            surf.blit(g, (w // 2 + (i - 2.5) * (size + 10) + 5, round(h * 0.31)))
        self.draw_buttons(surf)
        notices = self.app.turn_notices
        yours = next((b for b in self.buttons if b.key == "yours"), None)
        if notices is not None and notices.count and yours is not None:
            draw_badge(surf, self.app.assets, yours.rect, notices.count, self.font(20))
        if self.error:
            draw_error(surf, self.app.assets, self.error, (w // 2, h - round(24 * self.scale)),
                       self.font(19), w - 80)
