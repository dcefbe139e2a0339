"""The lessons with the keys: while the table asks nothing of the learner (a lesson being read,
the course's end), Tab and the arrows move a focus between the panel's buttons and Enter or
Space presses the focused one (menus/keys.py's focus); while a lesson waits for its move, the
keys are the table's (play/focus.py). A press of the mouse hides the focus."""

from __future__ import annotations

from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

import pygame
from pygame import Rect

from game.ui.menus.keys import MenuFocus
from game.ui.tutorial.panel import PanelLayout, draw_panel

if TYPE_CHECKING:
    from game.ui.tutorial.scene import TutorialScene

_FOCUS: WeakKeyDictionary[TutorialScene, MenuFocus] = WeakKeyDictionary()


def panel_focus(scene: TutorialScene) -> MenuFocus:
    return _FOCUS.setdefault(scene, MenuFocus())


def panel_key(scene: TutorialScene, event: pygame.event.Event) -> bool:
    """A key for the panel's buttons; False if the panel leaves it to the table."""
    if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):  # the bar's words follow it,
        scene.play.gestures.used(event.type == pygame.KEYDOWN)  # the panel's press too
    focus = panel_focus(scene)
    if event.type == pygame.MOUSEBUTTONDOWN:
        focus.active = False
        return False
    panel = scene.panel
    if event.type != pygame.KEYDOWN or panel is None or scene.play.gestures.focus.options():
        return False
    chosen = focus.key_down(event, panel.buttons)
    if chosen is not None:
        scene.panel_dirty = True
    if chosen:
        scene.on_panel(chosen)
    return chosen is not None


def panel_drawn(scene: TutorialScene, surf: pygame.Surface, panel: PanelLayout) -> list[Rect]:
    """The panel, and over it the focus on its button while the panel has the keys."""
    drawn = [draw_panel(surf, scene.app.assets, scene.geometry, panel, scene.mouse)]
    if not scene.play.gestures.focus.options():
        ring = panel_focus(scene).draw(surf, panel.buttons)
        drawn += [] if ring is None else [ring]
    return drawn
