"""The pause menu (Esc during play), drawn over the table: resume, who plays each seat (one
screen), save, load, rules, settings, full screen, leave to the title."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.texts import text
from game.ui.menus.menu import MenuScene
from game.ui.toolkit import theme as T

# what leaving does: at one screen, hosting a table, seated at another's, watching
HINTS = {"": "menu.paused_hint", "host": "menu.paused_hint_host",
         "guest": "menu.paused_hint_guest", "watch": "menu.paused_hint_watch"}


class PauseScene(MenuScene):
    def __init__(self, app, play, notice: str = "") -> None:
        super().__init__(app)
        self.play = play
        self.notice = notice  # e.g. "Saved as ..."

    def layout(self, size: tuple[int, int]) -> None:
        self.scale = min(size[0] / 1600, size[1] / 900)
        self.build(size)

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        self.online = getattr(self.play, "online", "")  # "host", "guest", "watch" or ""
        self.campaign = getattr(self.play, "campaign", None) is not None
        # a seated player online mutes or hears the spectators' chat
        self.link = self.app.online if self.online in ("host", "guest") else None
        # one screen: who plays each seat (online the creator's mark does it)
        self.seats = getattr(getattr(self.play, "table", None), "hands_seats", False)
        # no save or load online: two buttons fewer (one more to mute)
        shorter = (70 if self.link else 140) if self.online else 70 if self.campaign else 0
        shorter -= 70 if self.seats else 0
        self.panel = Rect(0, 0, round(520 * self.scale), round((780 - shorter) * self.scale))
        self.panel.center = (w // 2, h // 2)
        # panel.svg's frame line runs 7 % of the height below its top: the title sits under it
        self.title_y = self.panel.top + round(self.panel.h * 0.07) + self.font(48) * 3 // 4 + 4
        can_save = self.app.folders is not None
        items = [("resume", text("menu.resume"), True),
                 ("save", text("menu.save"), can_save),
                 ("load", text("menu.load"), can_save),
                 ("rules", text("menu.rules"), True),
                 ("settings", text("menu.settings"), True),
                 ("fullscreen", text("menu.fullscreen"), True),
                 ("title", text("menu.to_title"), True)]
        if self.seats:
            items.insert(1, ("seats", text("seats.menu"), not self.play.game.over))
        if self.online:  # the server keeps an online game: no files
            items = [item for item in items if item[0] not in ("save", "load")]
        elif self.campaign:  # a chapter is kept in its campaign's file, not saved alone
            items = [item for item in items if item[0] != "save"]
        if self.link is not None:
            items.insert(-1, ("mute", text("menu.hear_spectators" if self.link.spectators_muted
                                           else "menu.mute_spectators"), True))
        top = self.title_y + self.font(48) * 3 // 4 + round(14 * self.scale)
        widest = max(self.app.assets.width(label, self.font(22), "bold") for _, label, _ in items)
        width = max(round(360 * self.scale), widest + round(24 * self.scale))  # no label narrowed
        self.panel.inflate_ip(max(0, width + round(160 * self.scale) - self.panel.w), 0)
        self.buttons = self.column(items, w // 2, top, width)

    def on_button(self, key: str) -> None:
        if key == "resume":
            self.app.open_overlay(None)
        elif key == "seats":
            self.app.show("seats", play=self.play)
        elif key in ("save", "load"):
            self.app.show(key, play=self.play)
        elif key == "rules":
            play = self.play
            self.app.show("rules", rule=None, back=lambda: self.app.show("pause", play=play))
        elif key == "settings":
            play = self.play
            self.app.show("settings", back=lambda: self.app.show("pause", play=play))
        elif key == "fullscreen":
            self.app.toggle_fullscreen()
        elif key == "mute" and self.link is not None:
            self.link.mute_spectators(not self.link.spectators_muted)
            self.notice = text("menu.spectators_muted" if self.link.spectators_muted
                               else "menu.spectators_heard")
            self.build(self.app.size)
        elif key == "title":
            self.app.go("title")

    def on_escape(self) -> None:
        self.app.open_overlay(None)

    def hint_key(self) -> str:
        """What leaving does: a seat at a turn-based table waits for its player (found again
        under Your games), not away."""
        if self.campaign:
            return "menu.paused_hint_campaign"
        view = getattr(getattr(getattr(self.play, "table", None), "net", None), "view", None)
        if self.online == "guest" and view is not None and view.speed.turn_based:
            return "clocks.paused_hint_turns"
        return HINTS[self.online]

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_over_table(surf, self.panel)
        self.draw_title(surf, text("menu.paused"), (self.panel.centerx, self.title_y), 48)
        hint = self.notice or text(self.hint_key())
        hint_lines = self.app.assets.wrap(hint, self.font(17), self.panel.w - 60, "italic")
        y = self.buttons[-1].rect.bottom + round(26 * self.scale)
        for line in hint_lines:
            colour = T.INK if self.notice else T.INK_SOFT
            s = self.app.assets.text(line, self.font(17), colour, "italic")
            surf.blit(s, s.get_rect(midtop=(self.panel.centerx, y)))
            y += s.get_height()
        self.draw_buttons(surf)
