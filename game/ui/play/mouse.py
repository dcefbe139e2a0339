"""The play scene's mouse: a press and a release on a step, a drag from one step to another, the
bar's buttons, the log's scrolling and dragging. A press during an animation first finishes it;
one on the table does nothing more. A press while a computer waits before its move hurries it."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from pygame import Rect

from game.ui.play.baron_panel import clicked
from game.ui.play.clear import tooltip_key
from game.ui.play.focus import pause
from game.ui.play.input import Outcome, Step
from game.ui.play.places import hit
from game.ui.play.seat_marks import click_mark
from game.ui.toolkit.widgets import Button, button_at

if TYPE_CHECKING:
    from game.ui.play.scene import PlayScene

DRAG_THRESHOLD = 6
WHEEL_ROWS = 3  # log rows a notch of the wheel scrolls


class Pointer:
    """What the mouse does at the table; what it pressed is the scene's `press` (the bar, the
    drawing and the other scenes read it)."""

    def __init__(self, scene: PlayScene) -> None:
        self.scene = scene

    def outcome(self, outcome: Outcome, drop: tuple[int, int] | None = None) -> None:
        """Play the move a gesture completed (`drop`: where the mouse let go of its piece), or
        say why nothing happened."""
        scene = self.scene
        scene.dirty = True
        if outcome.move is not None:
            scene.takeback.play(outcome.move, None if drop is None else Rect(drop, (1, 1)))
        else:
            scene.takeback.pending.clear()  # any other gesture: the move held is not wanted
            if outcome.reason:
                scene.say(outcome.reason)

    def press_button(self, button: Button) -> None:
        scene = self.scene
        actions = {"menu": lambda: pause(scene), "undo": scene.undo, "redo": scene.redo,
                   "hint": scene.table.ask_hint, "end_turn": scene.end_turn,
                   "confirm": scene.takeback.confirm, "drop_held": scene.undo}
        if button.key in actions:
            actions[button.key]()
            scene.sync()
        elif button.step is not None and scene.inp is not None:
            self.outcome(scene.inp.take(button.step))

    def _hit(self, pos: tuple[int, int], candidates: list[tuple[Step, Step]]
             ) -> tuple[Step, Step] | None:
        """The candidate under `pos` (only asked while the local player decides)."""
        g, d = self.scene.geometry, self.scene.decision
        assert g is not None and d is not None, "a press on a table laid out, at a decision"
        return hit(g, pos, candidates, d.player, self.scene.buttons)

    def _under(self, pos: tuple[int, int], steps: list[Step]) -> Step | None:
        found = self._hit(pos, [(s, s) for s in steps])
        return None if found is None else found[1]

    def move(self, pos: tuple[int, int]) -> None:
        scene = self.scene
        scene.mouse = pos
        if scene.logview.move(pos):
            scene.log_dirty = True
        if scene.press and not scene.dragging:
            scene.dragging = math.dist(scene.press[0], pos) > DRAG_THRESHOLD

    def wheel(self, notches: int) -> None:
        scene = self.scene
        if scene.logview.covers(scene.mouse) and scene.logview.scroll_by(notches * WHEEL_ROWS):
            scene.log_dirty = True

    def down(self, pos: tuple[int, int]) -> None:
        scene = self.scene
        scene.mouse = pos
        on_banner = scene.year_end.year is not None and scene.year_end.rect.collidepoint(pos)
        if scene.year_end.close():
            scene.overlay_dirty = True
            if on_banner:  # read: the table goes on at once, the click does nothing more
                if scene.motion.finish():
                    scene.dirty = True
                return
        if clicked(scene, pos):  # the Baron's card opened or closed
            return
        scene.tooltip_shut = tooltip_key(scene, pos)  # a click closes the tooltip
        button = button_at(scene.buttons, pos)
        finished = scene.motion.finish()  # a press shows the rest of the animation at once
        if finished:
            scene.dirty = True  # ... and counts as well, on the table as it now stands
        if button is not None:
            scene.press = (pos, button)
            return
        if scene.logview.covers(pos):
            if scene.logview.press(pos):
                scene.log_dirty = True
            return
        if click_mark(scene, pos):  # a seat's mark: handed to a computer, or back
            return
        inp = scene.inp
        if inp is None and scene.table.hurry():
            return  # a computer waiting for its pace moves now
        found = None if inp is None else self._hit(pos, inp.pressable())
        scene.press, scene.dragging = (None if found is None else (pos, found)), False
        g = scene.geometry
        if found is None and inp is not None and g is not None and not finished and (
                g.board.collidepoint(pos) or g.panels_area.collidepoint(pos)):
            scene.say("nothing")

    def up(self, pos: tuple[int, int]) -> None:
        scene = self.scene
        scene.mouse = pos
        scene.logview.release()
        press, dragging = scene.press, scene.dragging
        scene.press, scene.dragging = None, False
        if press is None:
            return
        what = press[1]
        if isinstance(what, Button):
            if what.rect.collidepoint(pos):
                self.press_button(what)
            return
        if scene.inp is None:
            return
        if dragging:
            self.outcome(scene.inp.drop(*what, lambda steps: self._under(pos, steps)), pos)
        else:
            self.outcome(scene.inp.click(*what))
