"""Settings: the computer seats' pace and full screen; saved at once."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.texts import text

from . import theme as T
from .menu import MenuScene
from .widgets import Button


class SettingsScene(MenuScene):
    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        self.panel = Rect(0, 0, round(760 * s), round(460 * s))
        self.panel.center = (w // 2, h // 2 + round(20 * s))
        p = self.panel
        bh = round(50 * s)
        self.buttons = []
        x = p.left + round(330 * s)
        self.rows_y = [p.top + round(70 * s), p.top + round(160 * s)]
        for pace in ("slow", "normal", "fast"):
            self.buttons.append(Button(f"pace:{pace}", text(f"settings.pace_{pace}"),
                                       Rect(x, self.rows_y[0], round(120 * s), bh), True,
                                       self.app.settings.pace == pace))
            x += round(130 * s)
        on = self.app.settings.fullscreen
        self.buttons.append(Button("fullscreen", text("settings.on" if on else "settings.off"),
                                   Rect(p.left + round(330 * s), self.rows_y[1], round(120 * s),
                                        bh), True, on))
        back = Rect(0, 0, round(220 * s), round(56 * s))
        back.midbottom = (p.centerx, p.bottom - round(30 * s))
        self.buttons.append(Button("back", text("menu.back"), back, True, True))

    def on_button(self, key: str) -> None:
        if key.startswith("pace:"):
            self.app.settings.pace = key.split(":")[1]
            self.app.storage.save_settings(self.app.settings)
        elif key == "fullscreen":
            self.app.toggle_fullscreen()
        elif key == "back":
            from .title import TitleScene

            self.app.switch(TitleScene(self.app))
            return
        self.build(self.app.size)

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_background(surf, self.panel)
        p = self.panel
        self.draw_title(surf, text("settings.title"), (p.centerx, p.top - round(50 * self.scale)),
                        56)
        for key, y in zip(("settings.pace", "settings.fullscreen"), self.rows_y, strict=True):
            label = self.app.assets.text(text(key), self.font(24), T.INK, "bold")
            surf.blit(label, (p.left + round(40 * self.scale), y + round(10 * self.scale)))
        hint = self.app.assets.text(text("settings.saved"), self.font(17), T.INK_SOFT, "italic")
        surf.blit(hint, hint.get_rect(midtop=(p.centerx, self.rows_y[1] + round(90 * self.scale))))
        self.draw_buttons(surf)
