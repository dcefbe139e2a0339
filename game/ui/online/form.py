"""What the online scenes share: a parchment panel with text fields (one has the keyboard; a
click or Tab moves it), a line of progress while a slow step runs in the background, and one
line for what went wrong."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.texts import text
from game.ui.menus.menu import MenuScene
from game.ui.online.address import AddressError, server_url
from game.ui.online.work import Background
from game.ui.toolkit import theme as T
from game.ui.toolkit.text_field import TextField
from game.ui.toolkit.widgets import Button, draw_error, shadowed_text


class FormScene(MenuScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.fields: dict[str, TextField] = {}
        self.field_rects: dict[str, Rect] = {}
        self.focus: str | None = None
        self.error = ""
        self.work: Background | None = None  # the slow step under way
        self.working = ""  # what it is doing, said while it runs

    def layout(self, size: tuple[int, int]) -> None:
        # here, not in __init__: the scene before this one stops text input as it leaves,
        # after the next scene was made
        pygame.key.start_text_input()
        super().layout(size)

    # ------------------------------------------------------------------ input

    def click_elsewhere(self, pos) -> None:
        for key, rect in self.field_rects.items():
            if rect.collidepoint(pos):
                self.focus = key
                return
        self.on_click(pos)

    def on_click(self, pos) -> None: ...

    def typing(self) -> bool:
        return self.focus is not None and self.focus in self.fields

    def focus_targets(self) -> list[Button]:
        """The fields, then the buttons: Tab goes from one to the next (a field reached
        takes what is typed)."""
        fields = [Button(f"field:{key}", "", rect) for key, rect in self.field_rects.items()
                  if key in self.fields]
        return [*fields, *self.buttons]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and self.typing():
            self.keys.active, self.keys.key = True, f"field:{self.focus}"
            self.focus = None  # Tab leaves the field: the focus goes on from it
        super().handle(event)
        now = self.keys.current(self.focus_targets())
        if now is not None and now.key.startswith("field:"):
            self.focus = now.key.removeprefix("field:")

    def other_event(self, event: pygame.event.Event) -> None:
        if self.focus is None or self.focus not in self.fields:
            return
        done = self.fields[self.focus].handle(event)
        if done == "enter":
            self.on_enter(self.focus)
        elif done:
            self.error = ""
            self.on_edit(self.focus)

    def on_enter(self, key: str) -> None: ...

    def on_edit(self, key: str) -> None:
        self.build(self.app.size)  # buttons may be enabled or not by what was typed

    def value(self, key: str) -> str:
        return self.fields[key].value.strip()

    def typed_url(self, key: str) -> str | None:
        """The server address typed in field `key`, as a URL; None, said on the error line,
        when it is not an address."""
        try:
            return server_url(self.value(key))
        except AddressError as problem:
            self.error = text(str(problem))
            return None

    # ------------------------------------------------------------------ slow steps

    def begin(self, work: Background, saying: str) -> None:
        self.work, self.working, self.error = work, saying, ""
        self.build(self.app.size)

    def update(self) -> None:
        work = self.work
        if work is None or not work.done:
            return
        self.work, self.working = None, ""
        self.stale = True
        if work.error is not None:
            self.failed(work.error)
        else:
            self.finished(work.result)
        if self.app.scene is self:
            self.build(self.app.size)

    def failed(self, problem: BaseException) -> None: ...

    def finished(self, result) -> None: ...

    def busy(self) -> bool:
        return self.work is not None  # the dots of the progress line move

    def leave(self) -> None:
        if self.work is not None:
            self.work.abandon()
            self.work = None
        pygame.key.stop_text_input()

    # ------------------------------------------------------------------ drawing

    def draw_field(self, surf: pygame.Surface, key: str, label: str) -> None:
        rect = self.field_rects[key]
        caption = self.app.assets.text(label, self.font(20), T.INK_SOFT, "bold")
        surf.blit(caption, caption.get_rect(bottomleft=(rect.left, rect.top - 4)))
        self.fields[key].draw(surf, self.app.assets, rect, self.font(24), self.focus == key)

    def lines_height(self, string: str, width: int, size: int = 17, style: str = "italic") -> int:
        """How tall draw_lines draws `string`."""
        lines = self.app.assets.wrap(string, self.font(size), width, style)
        return len(lines) * self.app.assets.font(self.font(size), style).get_height()

    def draw_lines(self, surf: pygame.Surface, string: str, midtop: tuple[int, int], width: int,
                   size: int = 17, colour=T.INK_SOFT, style: str = "italic") -> int:
        """Wrapped lines centred under `midtop`; the y below them."""
        x, y = midtop
        for line in self.app.assets.wrap(string, self.font(size), width, style):
            shown = self.app.assets.text(line, self.font(size), colour, style)
            surf.blit(shown, shown.get_rect(midtop=(x, y)))
            y += shown.get_height()
        return y

    def draw_status(self, surf: pygame.Surface, midtop: tuple[int, int], width: int) -> None:
        """The progress line while a step runs, else the error line."""
        if self.working:  # light with a shadow: readable over the art below the panel
            dots = "." * (1 + (pygame.time.get_ticks() // 400) % 3)
            shadowed_text(surf, self.app.assets, self.working + dots, self.font(22), midtop,
                          T.PARCH_L, "bold", "midtop")
        elif self.error:
            x, y = midtop
            size = self.font(19)
            draw_error(surf, self.app.assets, self.error, (x, y + size * 2 + 14), size, width)
