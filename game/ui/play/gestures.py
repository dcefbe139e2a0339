"""The play scene's mouse and keys (mixed into PlayScene): a press and a release on a step, a drag
from one step to another, the bar's buttons, the log's scrolling, the shortcuts. A click or a key
during an animation first finishes it; a click on the table does nothing more."""

from __future__ import annotations

import math

import pygame
from pygame import Rect

from game.ui.play import draw
from game.ui.play.input import Outcome, Step
from game.ui.play.places import hit
from game.ui.rulebook.links import rule_for
from game.ui.toolkit.widgets import Button, button_at
from game.ui.words.logview import PAGE_KEYS

DRAG_THRESHOLD = 6
WHEEL_ROWS = 3  # log rows a notch of the wheel scrolls


class Gestures:
    def outcome(self, outcome: Outcome, drop: tuple[int, int] | None = None) -> None:
        """Play the move a gesture completed (`drop`: where the mouse let go of its piece), or
        say why nothing happened."""
        self.dirty = True
        if outcome.move is not None:
            self.drop_from = None if drop is None else Rect(drop, (1, 1))
            self.table.play(outcome.move)
            self.sync()
            self.drop_from = None
        elif outcome.reason:
            self.say(outcome.reason)

    def press_button(self, button: Button) -> None:
        actions = {"menu": self.on_escape, "undo": self.undo, "redo": self.redo,
                   "hint": self.table.ask_hint}
        if button.key in actions:
            actions[button.key]()
            self.sync()
        elif button.step is not None and self.inp is not None:
            self.outcome(self.inp.take(button.step))

    def _under(self, pos: tuple[int, int], steps: list[Step]) -> Step | None:
        found = hit(self.geometry, pos, [(s, s) for s in steps], self.decision.player,
                    self.buttons)
        return None if found is None else found[1]

    def _mouse_down(self, pos: tuple[int, int]) -> None:
        button = button_at(self.buttons, pos)
        if self.motion.finish():
            self.dirty = True
            if button is None:
                return  # the click only finished the animation
        if button is not None:
            self.press = (pos, ("button", button))
            return
        if self.logview.covers(pos):
            self.logview.press(pos)
            return
        found = None
        if self.inp is not None:
            found = hit(self.geometry, pos, self.inp.pressable(), self.decision.player,
                        self.buttons)
        self.press, self.dragging = (None if found is None else (pos, found)), False
        g = self.geometry
        if found is None and self.inp is not None and (g.board.collidepoint(pos)
                                                       or g.panels_area.collidepoint(pos)):
            self.say("nothing")

    def _mouse_up(self, pos: tuple[int, int]) -> None:
        self.logview.release()
        press, dragging = self.press, self.dragging
        self.press, self.dragging = None, False
        if press is None:
            return
        what = press[1]
        if what[0] == "button":
            if what[1].rect.collidepoint(pos):
                self.press_button(what[1])
            return
        if self.inp is None:
            return
        if dragging:
            self.outcome(self.inp.drop(*what, lambda steps: self._under(pos, steps)), pos)
        else:
            self.outcome(self.inp.click(*what))

    def handle(self, event: pygame.event.Event) -> None:
        if self.dirty:
            draw.refresh(self)  # what the player sees is what the press is tested against
        self.overlay_dirty = True
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.logview.move(event.pos):
                self.log_dirty = True
            if self.press and not self.dragging:
                self.dragging = math.dist(self.press[0], event.pos) > DRAG_THRESHOLD
        elif event.type == pygame.MOUSEWHEEL:
            if self.logview.covers(self.mouse) and self.logview.scroll_by(event.y * WHEEL_ROWS):
                self.log_dirty = True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            self._mouse_down(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            self._mouse_up(event.pos)

    def _key(self, event: pygame.event.Event) -> None:
        if self.motion.finish():
            self.dirty = True
        if event.key in PAGE_KEYS:
            if self.logview.key(event.key):
                self.log_dirty = True
        elif event.key == pygame.K_F1:
            self.open_rules(rule_for(self.hover_key(self.mouse), self.game))
        elif event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            shift = event.mod & pygame.KMOD_SHIFT
            if event.key == pygame.K_z and not shift:
                self.undo()
            elif event.key == pygame.K_y or (event.key == pygame.K_z and shift):
                self.redo()
