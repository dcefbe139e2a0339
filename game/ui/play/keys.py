"""The play scene's keys: Page Up and Down (and the like) scroll the log, F1 opens the rules at
what is under the mouse, Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes, Enter confirms a move
held or ends the turn a computer waits for. A key during an animation first finishes it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

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
