"""The drawing's own record of what it drew where: each rectangle with the step of the play
scene it stands for (input.Step), whose board it is on, and how it looks. Tests find where to
click from it and check the pixels there, independently of the scene's hit-test."""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

PIECE = "piece"  # a sprite on the table: a die, a novice, a tile
PLACE = "place"  # a space pieces go to: a dice space, a building, an action cell
RING = "ring"  # a highlight ring: `rect` is the ring itself, drawn in `colour`
BUTTON = "button"  # a button of the top bar


@dataclass(frozen=True, slots=True)
class Drawn:
    rect: Rect
    step: tuple
    player: int | None = None  # whose board; None for the shared board and the bar
    look: str = PLACE
    colour: tuple[int, int, int] | None = None
