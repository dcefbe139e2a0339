"""The play scene's mouse and keys: every event the scene gets goes to its Gestures, which hands
a key to the shortcuts (keys.py; the keys' focus on the options is focus.py) and the mouse's
events to the pointer (mouse.py). A click or a key during an animation first finishes it; a
click on the table does nothing more."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.play import draw
from game.ui.play.focus import KeyFocus
from game.ui.play.keys import Shortcuts
from game.ui.play.mouse import Pointer

if TYPE_CHECKING:
    from game.ui.play.scene import PlayScene


class Gestures:
    """The scene's event handler: `pointer` (press, drag, release, the wheel) and `shortcuts`."""

    def __init__(self, scene: PlayScene) -> None:
        self.scene = scene
        self.pointer = Pointer(scene)
        self.shortcuts = Shortcuts(scene)
        self.focus = KeyFocus(scene)  # the option the keys point at
        self.by_keys = False  # the last input was a key: the bar says the keys to press

    def used(self, by_keys: bool) -> None:
        """A key or the mouse used: the bar's question is said again the other way."""
        if self.by_keys != by_keys:
            self.by_keys = by_keys
            self.scene.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        scene = self.scene
        if scene.dirty:
            draw.refresh(scene)  # what the player sees is what the press is tested against
        scene.overlay_dirty = True
        if event.type == pygame.KEYDOWN:
            self.used(True)
            self.shortcuts.key(event)
        elif event.type == pygame.MOUSEMOTION:
            self.pointer.move(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self.used(False)
            self.pointer.wheel(event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.used(False)
            self.focus.mouse_used()
            self.pointer.down(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pointer.up(event.pos)
