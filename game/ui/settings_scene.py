"""Settings, kept between runs (game/storage.py): full screen and the window size, language,
animation speed, the computer players' speed, sound. Each change is saved at once."""

from __future__ import annotations

import pygame
from pygame import Rect

from game import texts
from game.texts import languages, text

from . import theme as T
from .menu import MenuScene
from .widgets import Button

ANIMATION_SPEEDS = (("off", 0.0), ("slow", 0.5), ("normal", 1.0), ("fast", 2.0))
BOT_DELAYS = (("slow", 1.2), ("normal", 0.6), ("fast", 0.2))  # seconds before a computer moves
ROWS = ("fullscreen", "language", "animation_speed", "bot_delay", "sound")


class SettingsScene(MenuScene):
    def choices(self, row: str) -> list[tuple[str, object]]:
        """(label, value) for each button of a row."""
        if row in ("fullscreen", "sound"):
            return [(text("settings.on"), True), (text("settings.off"), False)]
        if row == "language":
            return [(name, code) for code, name in languages()]
        if row == "animation_speed":
            return [(text(f"settings.speed_{k}"), v) for k, v in ANIMATION_SPEEDS]
        return [(text(f"settings.speed_{k}"), v) for k, v in BOT_DELAYS]

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        self.panel = Rect(0, 0, round(1000 * s), round(640 * s))
        self.panel.center = (w // 2, h // 2 + round(30 * s))
        p = self.panel
        bh = round(50 * s)
        self.buttons = []
        self.rows_y = []
        for r, row in enumerate(ROWS):
            y = p.top + round((50 + 86 * r) * s)
            self.rows_y.append(y)
            x = p.left + round(380 * s)
            current = texts.language() if row == "language" else self.app.settings[row]
            for i, (label, value) in enumerate(self.choices(row)):
                width = round(130 * s)
                self.buttons.append(Button(f"{row}:{i}", label, Rect(x, y, width, bh), True,
                                           value == current))
                x += width + round(10 * s)
        back = Rect(0, 0, round(220 * s), round(56 * s))
        back.midbottom = (p.centerx, p.bottom - round(30 * s))
        self.buttons.append(Button("back", text("menu.back"), back, True, True))

    def on_button(self, key: str) -> None:
        if key == "back":
            self.on_escape()
            return
        row, _, i = key.partition(":")
        value = self.choices(row)[int(i)][1]
        if row == "fullscreen":
            if value != self.app.settings["fullscreen"]:
                self.app.toggle_fullscreen()
        elif row == "language":
            self.app.set_language(value)  # lays this scene out again, in the new language
        else:
            self.app.change_setting(row, value)
        self.build(self.app.size)

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_background(surf, self.panel)
        a = self.app.assets
        p = self.panel
        s = self.scale
        self.draw_title(surf, text("settings.title"), (p.centerx, p.top - round(50 * s)), 56)
        for row, y in zip(ROWS, self.rows_y, strict=True):
            label = a.text(text(f"settings.{row}"), self.font(24), T.INK, "bold")
            surf.blit(label, (p.left + round(72 * s), y + round(4 * s)))
            note = text(f"settings.{row}_note")
            if row == "fullscreen":
                note = text("settings.fullscreen_note", w=self.app.settings["window"][0],
                            h=self.app.settings["window"][1])
            yy = y + round(34 * s)
            for line in a.wrap(note, self.font(15), round(290 * s), "italic")[:2]:
                small = a.text(line, self.font(15), T.INK_SOFT, "italic")
                surf.blit(small, (p.left + round(72 * s), yy))
                yy += small.get_height()
        hint = a.text(text("settings.saved"), self.font(17), T.INK_SOFT, "italic")
        surf.blit(hint, hint.get_rect(midbottom=(p.centerx, p.bottom - round(100 * s))))
        self.draw_buttons(surf)
