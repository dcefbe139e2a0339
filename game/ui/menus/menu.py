"""A scene with the title art behind a parchment panel and a column of buttons."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.ui.app import App, Scene
from game.ui.menus.keys import MenuFocus
from game.ui.toolkit import theme as T
from game.ui.toolkit.widgets import Button, button_at, draw_button, shadowed_text


class MenuScene(Scene):
    title_key = ""
    tab_only = False  # the arrows and Space are the screen's own; Tab and Enter move the focus

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []
        self.mouse = (0, 0)
        self.pressed: Button | None = None
        self.scale = 1.0
        self.panel = Rect(0, 0, 0, 0)
        self.background: pygame.Surface | None = None
        self.keys = MenuFocus()  # the button Tab and the arrows point at (menus/keys.py)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.scale = min(w / 1600, h / 900)
        art = self.app.assets.sprite("title_art", size)
        self.background = art.copy()
        self.build(size)

    def build(self, size: tuple[int, int]) -> None: ...

    def font(self, base: int) -> int:
        return max(T.MIN_TEXT, round(base * self.scale))

    def button_height(self, base: int = 48, label: int = 22) -> int:
        """A button's height: `base` scaled, or more when its label (at the player's text size)
        needs it."""
        line = self.app.assets.font(self.font(label), "bold").get_linesize()
        return max(round(base * self.scale), round(line * 0.85) + 6)

    def text_width(self, strings: list[str], base: int, style: str = "bold") -> int:
        """The widest of `strings` drawn at `base`."""
        return max(self.app.assets.width(string, self.font(base), style) for string in strings)

    def column(self, items: list[tuple[str, str, bool]], center_x: int, top: int,
               width: int | None = None) -> list[Button]:
        width = width or round(360 * self.scale)
        height = round(56 * self.scale)
        out = []
        for i, (key, label, enabled) in enumerate(items):
            rect = Rect(0, 0, width, height)
            rect.midtop = (center_x, top + i * (height + round(14 * self.scale)))
            out.append(Button(key, label, rect, enabled, i == 0))
        return out

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and not self.typing():
            chosen = self.keys.key_down(event, self.focus_targets(), self.tab_only)
            if chosen:
                self.on_button(chosen)
            if chosen is not None:
                return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.keys.active = False
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            self.pressed = button_at(self.buttons, event.pos)
            if self.pressed is None:
                self.click_elsewhere(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            pressed, self.pressed = self.pressed, None
            if pressed is not None and pressed.rect.collidepoint(event.pos):
                self.on_button(pressed.key)
        elif event.type == pygame.MOUSEWHEEL:
            self.wheel(event.y)
        else:
            self.other_event(event)

    def typing(self) -> bool:
        """A text field takes the keys (Tab, the arrows, Enter are its own)."""
        return False

    def focus_targets(self) -> list[Button]:
        """What Tab and the arrows move between: the buttons (a screen may add its rows)."""
        return self.buttons

    def draw_keys(self, surf: pygame.Surface) -> None:
        self.keys.draw(surf, self.focus_targets())

    def click_elsewhere(self, pos) -> None: ...

    def wheel(self, dy: int) -> None: ...

    def other_event(self, event: pygame.event.Event) -> None: ...

    def on_button(self, key: str) -> None: ...

    def draw_background(self, surf: pygame.Surface, panel: Rect | None = None) -> None:
        assert self.background is not None  # the app lays a scene out before it draws it
        surf.blit(self.background, (0, 0))
        if panel is not None:
            surf.blit(self.app.assets.sprite("panel", panel.size), panel.topleft)

    def draw_over_table(self, surf: pygame.Surface, panel: Rect) -> None:
        """A panel over the table, which shows dimmed behind it (pause, seats, save)."""
        shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        shade.fill((10, 6, 2, 150))
        surf.blit(shade, (0, 0))
        surf.blit(self.app.assets.sprite("panel", panel.size), panel.topleft)

    def draw_title(self, surf, string: str, center: tuple[int, int], base: int = 64) -> None:
        shadowed_text(surf, self.app.assets, string, self.font(base), center, T.GOLD_L, "bold",
                      "center")

    def draw_buttons(self, surf: pygame.Surface) -> None:
        hover = button_at(self.buttons, self.mouse)
        for button in self.buttons:
            draw_button(surf, self.app.assets, button, button is hover, self.font(22))
