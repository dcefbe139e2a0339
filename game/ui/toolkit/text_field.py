"""A one-line text field: typing, Backspace, Ctrl+A (or Cmd+A) to select all, a selection that
typing replaces (a proposed text starts selected), and a limit that is said, never silently
applied."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets

SELECTION = (176, 208, 240)
CTRL = pygame.KMOD_CTRL | pygame.KMOD_META


class TextField:
    def __init__(self, value: str, limit: int, selected: bool = False) -> None:
        self.value = value[:limit]
        self.limit = limit
        self.selected = selected and bool(self.value)
        self.refused = False  # the last key would have gone past the limit

    def handle(self, event: pygame.event.Event) -> str:
        """What a key or text event did: "changed", "enter", "" (nothing)."""
        if event.type == pygame.TEXTINPUT:
            return self.type(event.text)
        if event.type != pygame.KEYDOWN:
            return ""
        if event.key == pygame.K_a and event.mod & CTRL:
            self.selected = bool(self.value)
            return "changed"
        if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            if self.selected or event.mod & CTRL:
                self.value = ""
            elif event.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
            self.selected = self.refused = False
            return "changed"
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return "enter"
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self.selected = False
            return "changed"
        return ""

    def type(self, typed: str) -> str:
        base = "" if self.selected else self.value
        self.selected = False
        room = self.limit - len(base)
        self.refused = len(typed) > room
        self.value = base + typed[:max(0, room)]
        return "changed"

    def draw(self, surf: pygame.Surface, assets: Assets, rect: Rect, size: int,
             focused: bool = True) -> None:
        pygame.draw.rect(surf, T.PARCH_L if focused else (246, 236, 210), rect, border_radius=6)
        pygame.draw.rect(surf, T.GOLD if focused else T.PARCH_D, rect, 2, border_radius=6)
        shown = assets.text(self.value, size, T.INK)
        room = rect.w - 20
        left = rect.left + 10
        if self.selected:
            mark = Rect(left - 2, rect.centery - shown.get_height() // 2,
                        min(room, shown.get_width()) + 4, shown.get_height())
            pygame.draw.rect(surf, SELECTION, mark, border_radius=3)
        if shown.get_width() > room:  # the end, where one types, stays in view
            shown = shown.subsurface(Rect(shown.get_width() - room, 0, room, shown.get_height()))
        at = shown.get_rect(midleft=(left, rect.centery))
        surf.blit(shown, at)
        if focused and not self.selected:
            pygame.draw.line(surf, T.INK, (at.right + 1, at.top + 3), (at.right + 1, at.bottom - 3),
                             2)
