"""The viewer's bar with the keys: Tab / Shift+Tab move a focus between its buttons (the
arrows, Page Up / Down, Home / End and Space keep stepping through the game) and Enter presses
the focused one (menus/keys.py's focus, drawn over the frame)."""

from __future__ import annotations

from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

import pygame

from game.ui.menus.keys import MenuFocus

if TYPE_CHECKING:
    from game.ui.replay.scene import ReplayScene

_FOCUS: WeakKeyDictionary[ReplayScene, MenuFocus] = WeakKeyDictionary()


def bar_focus(scene: ReplayScene) -> MenuFocus:
    return _FOCUS.setdefault(scene, MenuFocus())


def replay_key(scene: ReplayScene, event: pygame.event.Event) -> bool:
    """Tab or Enter for the bar's focus; False if the key is the viewer's own."""
    chosen = bar_focus(scene).key_down(event, scene.buttons, tab_only=True)
    if chosen:
        scene.control(chosen)
    return chosen is not None


def focus_drawn(scene: ReplayScene, surf: pygame.Surface) -> list[pygame.Rect] | None:
    """The focus over the frame just painted; what changed: None, the whole window (the
    viewer paints every frame whole)."""
    bar_focus(scene).draw(surf, scene.buttons)
    return None
