"""The play scene's keys: Tab / Shift+Tab and the arrows move the focus between the options of
the decision and Enter or Space chooses the focused one (focus.py); otherwise Page Up and Down
(and the like) scroll the log, Enter confirms a move held or ends the turn a computer waits
for; F1 opens the rules at what is under the mouse, H asks for a hint, Ctrl+Z undoes, Ctrl+Y or
Ctrl+Shift+Z redoes. A key during an animation first finishes it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.play.focus import BACK_KEYS, CHOOSE_KEYS, NEXT_KEYS
from game.ui.rulebook.links import rule_for
from game.ui.words.logview import PAGE_KEYS

if TYPE_CHECKING:
    from game.ui.play.scene import PlayScene


class Shortcuts:
    def __init__(self, scene: PlayScene) -> None:
        self.scene = scene

    def key(self, event: pygame.event.Event) -> None:
        scene = self.scene
        scene.year_end.close()
        if scene.motion.finish():
            scene.dirty = True
        if self.focus_key(event):
            return
        if event.key in PAGE_KEYS:
            if scene.logview.key(event.key):
                scene.log_dirty = True
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            scene.end_turn()
        elif event.key == pygame.K_F1:
            scene.open_rules(rule_for(scene.hover_key(scene.mouse), scene.game))
        elif event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            shift = event.mod & pygame.KMOD_SHIFT
            if event.key == pygame.K_z and not shift:
                scene.undo()
            elif event.key == pygame.K_y or (event.key == pygame.K_z and shift):
                scene.redo()
        elif (event.key == pygame.K_h and scene.table.can_hint() and scene.inp is not None
              and not scene.table.hint_pending):
            scene.table.ask_hint()

    def focus_key(self, event: pygame.event.Event) -> bool:
        """Tab, an arrow, Enter or Space for the focus; False if it did nothing with it."""
        focus = self.scene.gestures.focus
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT):
            return False
        if event.key in NEXT_KEYS or event.key in BACK_KEYS:
            back = event.key in BACK_KEYS or (event.key == pygame.K_TAB
                                              and event.mod & pygame.KMOD_SHIFT)
            return focus.move(-1 if back else 1)
        if event.key in CHOOSE_KEYS and focus.active:
            return focus.choose()
        return False
