"""The rules, from data/texts/rules_<lang>.md if present (a digest), scrollable."""

from __future__ import annotations

from pathlib import Path

import pygame
from pygame import Rect

from game.edition_loader import data_dir
from game.texts import text

from . import theme as T
from .menu import MenuScene
from .widgets import Button


def rules_text() -> str:
    path = Path(data_dir()) / "texts" / "rules_en.md"
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return text("rules.title")


class RulesScene(MenuScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.offset = 0
        self.lines: list[tuple[str, str]] = []

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        self.panel = Rect(0, 0, round(1100 * s), h - round(200 * s))
        self.panel.midtop = (w // 2, round(110 * s))
        back = Rect(0, 0, round(200 * s), round(50 * s))
        back.midtop = (w // 2, self.panel.bottom + round(16 * s))
        self.buttons = [Button("back", text("menu.back"), back, True, True)]
        width = self.panel.w - round(80 * s)
        self.lines = []
        for raw in rules_text().splitlines():
            style = "regular"
            line = raw.rstrip()
            if line.startswith("#"):
                style, line = "bold", line.lstrip("# ")
            line = line.replace("**", "")
            for part in self.app.assets.wrap(line, self.font(19), width, style) if line else [""]:
                self.lines.append((part, style))

    def wheel(self, dy: int) -> None:
        self.offset = max(0, min(len(self.lines) - 5, self.offset - dy * 3))

    def on_button(self, key: str) -> None:
        self.on_escape()

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_background(surf, self.panel)
        p = self.panel
        self.draw_title(surf, text("rules.title"), (p.centerx, p.top - round(50 * self.scale)), 56)
        y = p.top + round(24 * self.scale)
        fs = self.font(19)
        for line, style in self.lines[self.offset:]:
            s = self.app.assets.text(line, fs + (3 if style == "bold" else 0), T.INK, style)
            if y + s.get_height() > p.bottom - 20:
                break
            surf.blit(s, (p.left + round(40 * self.scale), y))
            y += s.get_height() + 2
        hint = self.app.assets.text(text("rules.hint"), self.font(15), T.PARCH_L, "italic")
        surf.blit(hint, hint.get_rect(midtop=(p.centerx, p.bottom + round(74 * self.scale))))
        self.draw_buttons(surf)
