"""The pause menu (Esc during play), drawn over the table."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.texts import text

from . import theme as T
from .menu import MenuScene


class PauseScene(MenuScene):
    def __init__(self, app, play) -> None:
        super().__init__(app)
        self.play = play

    def layout(self, size: tuple[int, int]) -> None:
        self.scale = min(size[0] / 1600, size[1] / 900)
        self.build(size)

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        self.panel = Rect(0, 0, round(520 * self.scale), round(440 * self.scale))
        self.panel.center = (w // 2, h // 2)
        items = [("resume", text("menu.resume"), True),
                 ("fullscreen", text("menu.fullscreen"), True),
                 ("title", text("menu.to_title"), True)]
        self.buttons = self.column(items, w // 2, self.panel.top + round(120 * self.scale))

    def on_button(self, key: str) -> None:
        if key == "resume":
            self.app.open_overlay(None)
        elif key == "fullscreen":
            self.app.toggle_fullscreen()
        elif key == "title":
            from .title import TitleScene

            self.app.switch(TitleScene(self.app))

    def on_escape(self) -> None:
        self.app.open_overlay(None)

    def draw(self, surf: pygame.Surface) -> None:
        shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        shade.fill((10, 6, 2, 150))
        surf.blit(shade, (0, 0))
        surf.blit(self.app.assets.sprite("panel", self.panel.size), self.panel.topleft)
        self.draw_title(surf, text("menu.paused"), (self.panel.centerx,
                                                   self.panel.top + round(55 * self.scale)), 48)
        hint_lines = self.app.assets.wrap(text("menu.paused_hint"), self.font(16),
                                          self.panel.w - 40, "italic")
        y = self.panel.bottom - round(70 * self.scale)
        for line in hint_lines:
            s = self.app.assets.text(line, self.font(16), T.INK_SOFT, "italic")
            surf.blit(s, s.get_rect(midtop=(self.panel.centerx, y)))
            y += s.get_height()
        self.draw_buttons(surf)
