"""The words of the option the keys point at (focus.py): the move it plays when it leads to one
move only ("Take 2 dice from space 5 onto column E"), else the piece or place it names and how
many moves go on from it; a button's own label."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.texts import text
from game.ui.play.input import BUTTON_STEPS, Step
from game.ui.play.text import button_label
from game.ui.words.describe import ROMAN, option_text, space_text

if TYPE_CHECKING:
    from game.ui.play.scene import PlayScene


def option_words(scene: PlayScene, shown: Step, step: Step) -> str:
    inp = scene.inp
    if inp is None:
        return ""
    if shown[0] in BUTTON_STEPS or shown[0] == "button":
        return button_label(step, scene.game, inp.prefix)
    if inp.reroll_mode or shown[0] == "reroll":
        return _piece_words(scene, shown)
    rows = inp.selection.matching(inp.selection.after(step))
    if len(rows) == 1:
        return option_text(rows[0][0], scene.game)
    return text("keys.ways", what=_piece_words(scene, shown), count=len(rows))


def _row(row: int) -> str:
    return ROMAN[row - 1] if 1 <= row <= len(ROMAN) else str(row)


def _piece_words(scene: PlayScene, shown: Step) -> str:
    """A piece or a place of the table in words."""
    kind = shown[0]
    arg: Any = shown[1] if len(shown) > 1 else None  # a number, a name, a pair: by kind
    if kind == "die":
        value = scene.inp.hand[arg].value if scene.inp is not None else 0
        chosen = scene.inp is not None and arg in scene.inp.reroll_chosen
        return text("keys.die_chosen" if chosen else "keys.die", value=value)
    if kind == "reroll":
        return text("keys.reroll_tile")
    if kind == "space":
        return text("keys.space", n=arg)
    if kind == "column":
        return text("keys.column", column=arg)
    if kind == "action":
        column, row = arg
        if row == 0:
            return text("keys.action_tile", column=column)
        return text("keys.action", column=column, row=_row(row))
    if kind == "novice":
        row, column = arg
        return text("keys.novice", column=column, row=_row(row))
    if kind == "extra":
        return text("keys.extra", row=_row(arg))
    if kind == "winrow":
        return text("keys.winrow", row=arg)
    if kind == "board":
        words = space_text(arg, scene.game.layout)
        return words[:1].upper() + words[1:]
    return str(shown)
