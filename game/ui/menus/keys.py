"""The menus with the keys: Tab / Shift+Tab and the arrow keys move a focus between a screen's
buttons that can be pressed, in reading order; Enter or Space presses the focused one. The
focus shows once a key moved it (a thick white outline over whatever drew the button) and hides
when the mouse presses. A screen where a text field takes the keys (`MenuScene.typing`) keeps
them; Esc goes back as before."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.toolkit.widgets import Button

FOCUS = (255, 255, 255)
EDGE = (20, 12, 6)
NEXT_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN)
BACK_KEYS = (pygame.K_LEFT, pygame.K_UP)
CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class MenuFocus:
    """Which button of a screen the keys point at (by key, so a screen built again keeps it)."""

    def __init__(self) -> None:
        self.active = False
        self.key: str | None = None

    @staticmethod
    def order(buttons: list[Button]) -> list[Button]:
        pressable = [b for b in buttons if b.enabled]
        return sorted(pressable, key=lambda b: (b.rect.centery // 12, b.rect.centerx))

    def current(self, buttons: list[Button]) -> Button | None:
        if not self.active:
            return None
        order = self.order(buttons)
        found = next((b for b in order if b.key == self.key), None)
        if found is None and order:
            found = order[0]
            self.key = found.key
        return found

    def key_down(self, event: pygame.event.Event, buttons: list[Button],
                 tab_only: bool = False) -> str | None:
        """A key: "" if it moved the focus, the key of the button to press, or None (not
        a key of the focus). `tab_only`: the arrows and Space are the screen's own (they
        scroll the rules), Tab and Enter the focus's."""
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT):
            return None
        if tab_only and event.key in (*NEXT_KEYS[1:], *BACK_KEYS, pygame.K_SPACE):
            return None
        if event.key in NEXT_KEYS or event.key in BACK_KEYS:
            back = event.key in BACK_KEYS or (event.key == pygame.K_TAB
                                              and event.mod & pygame.KMOD_SHIFT)
            was = self.current(buttons) if self.active else None
            self.active = True
            order = self.order(buttons)
            if not order:
                return ""
            if was is None:
                self.key = order[0].key if not back else order[-1].key
            else:
                self.key = order[(order.index(was) + (-1 if back else 1)) % len(order)].key
            return ""
        if event.key in CHOOSE_KEYS and self.active:
            button = self.current(buttons)
            return None if button is None else button.key
        return None

    def draw(self, surf: pygame.Surface, buttons: list[Button]) -> pygame.Rect | None:
        button = self.current(buttons)
        if button is None:
            return None
        ring = button.rect.inflate(10, 10)
        pygame.draw.rect(surf, EDGE, ring.inflate(4, 4), 7, border_radius=11)
        pygame.draw.rect(surf, FOCUS, ring, 4, border_radius=10)
        return ring.inflate(6, 6)


def row_targets(rows: list[tuple[int, pygame.Rect]], watchable: Callable[[int], bool],
                watch: Callable[[pygame.Rect], pygame.Rect]) -> list[Button]:
    """Load game's rows as targets of the focus ("row:3"), and the Watch button of those
    that have one ("watch:3")."""
    out = [Button(f"row:{i}", "", rect) for i, rect in rows]
    return out + [Button(f"watch:{i}", "", watch(rect)) for i, rect in rows if watchable(i)]
