"""The play scene's running animation: started for every move the table reports (the local
player's, a computer's, a remote player's alike), advanced a frame at a time with its sounds,
finished at once by a click or a key, dropped by Undo, a new layout or leaving.

A move that arrives while another is still shown finishes that one first, so that the pieces
shown are always the game's own once nothing moves."""

from __future__ import annotations

from collections.abc import Callable

from pygame import Rect

from game.rules import events as E
from game.ui.board.pieces import NOTHING_HIDDEN, Shown
from game.ui.board.view import TableView
from game.ui.play.anim import Timeline
from game.ui.play.anim_build import Builder


class Motion:
    def __init__(self, frames: Callable[[int], int], play: Callable[[str], None]) -> None:
        """`frames`: a length at normal speed to the settings' speed (0: animations off);
        `play`: plays a sound effect."""
        self.frames = frames
        self.play = play
        self.line: Timeline | None = None
        self.shown: Shown = NOTHING_HIDDEN

    @property
    def running(self) -> bool:
        return self.line is not None

    def start(self, view: TableView | None, names: list[str], events: list[E.Event],
              tray: list[tuple[int | None, int]], drop_from: Rect | None = None) -> None:
        """Show a move's events (the game has already changed)."""
        self.finish()
        if view is None or self.frames(10) == 0:
            self.play_all(events)
            return
        line = Builder(view, names, self.frames, tray, drop_from).build(list(events))
        if line.length == 0:
            return
        self.line = line
        self.shown = line.shown()
        for sound in line.sounds_at(0):
            self.play(sound)

    def play_all(self, events: list[E.Event]) -> None:
        """Without animations the sounds still say what happened, one of each kind."""
        heard = {SOUNDS[type(e)] for e in events if type(e) in SOUNDS}
        for sound in sorted(heard):
            self.play(sound)

    def advance(self) -> set | None:
        """One frame on. What of the table must be drawn again: None for all of it, else the
        parts — player indexes (their boards) and "tray" — possibly none."""
        if self.line is None:
            return set()
        for sound in self.line.advance():
            self.play(sound)
        old = self.shown
        if self.line.done:
            self.finish()
        else:
            self.shown = self.line.shown()
        return changed_parts(old, self.shown)

    def finish(self) -> bool:
        """Stop now, the table as the game is; True if something was still being shown."""
        was = self.line is not None
        self.line = None
        self.shown = NOTHING_HIDDEN
        return was


BOARD_KEYS = {"score", "token", "turn_die", "personal", "glass"}  # keys on a player's board
# the other parts of the table an animation's keys are on
AREAS = {"space_die": "dice", "board": "board", "chapel": "board", "messenger": "board",
         "disc": "board", "chapel_tiles": "board", "tray": "tray"}


def changed_parts(old: Shown, new: Shown) -> set | None:
    """The parts of the table whose drawing differs between two frames of an animation: a
    player's board (its index), "board", "dice" or "tray"; None when anything else changed
    (all is drawn)."""
    keys = old.hidden ^ new.hidden
    keys |= {k for k in old.values.keys() | new.values.keys()
             if old.values.get(k) != new.values.get(k)}
    parts: set = set()
    for key in keys:
        if key[0] in BOARD_KEYS:
            parts.add(key[1])
        elif key[0] in AREAS:
            parts.add(AREAS[key[0]])
        else:
            return None
    return parts


SOUNDS = {E.DiceRolled: "roll", E.DicePlaced: "place", E.DiceTaken: "take",
          E.NoviceSent: "send", E.MessengerMoved: "step", E.RoadBonusReached: "bonus",
          E.GlassBuilt: "tile", E.MissionCompleted: "mission", E.PointsScored: "points",
          E.RoundEnded: "round", E.GameEnded: "final", E.TokensChanged: "token"}
