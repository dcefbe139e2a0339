"""The buttons of the top bar: the steps of the move being made that are buttons (how many
dice, which bonus...), Cancel, then Hint, Undo, Redo and the menu, always in the same place."""

from __future__ import annotations

from pygame import Rect

from game.rules.engine import Game
from game.texts import text
from game.ui.board.layout import TableGeometry
from game.ui.play.input import CANCEL, CONFIRM_REROLL, TableInput
from game.ui.play.text import button_label
from game.ui.toolkit.assets import Assets
from game.ui.toolkit.widgets import Button


def _width(assets: Assets, g: TableGeometry, labels: list[str], least: int, pad: int) -> int:
    font = assets.font(g.font(17), "bold")
    return max(round(least * g.scale), *(font.size(label)[0] + pad for label in labels))


def bar_buttons(g: TableGeometry, assets: Assets, game: Game, inp: TableInput | None,
                undo: bool, redo: bool, hint: bool, hint_pending: bool,
                end_turn: int | None = None, held: int | None = None) -> list[Button]:
    """The bar's buttons, laid out from the menu button leftwards. `inp` is the local
    player's input (None when nobody at this window decides); `hint`: the table offers it;
    `end_turn`: the seconds left to end the turn while a computer waits for it, `held`: to
    confirm the move held (else None)."""
    menu = Button("menu", text("menu.menu"), g.menu_button)
    if game.decision is None:
        return [menu]
    top, h = round(7 * g.scale), g.bar.h - round(14 * g.scale)
    buttons: list[Button] = []
    x = g.menu_button.left - 10
    for key, enabled in (("redo", redo), ("undo", undo)):
        label = text(f"buttons.{key}")
        w = _width(assets, g, [label], 76, 24)
        x -= w
        buttons.insert(0, Button(key, label, Rect(x, top, w, h), enabled,
                                 tooltip=text(f"buttons.{key}_tip")))
        x -= 6
    labels = [text("buttons.hint"), text("buttons.thinking")]
    w = _width(assets, g, labels, 76, 24)
    x -= w
    buttons.insert(0, Button("hint", labels[hint_pending], Rect(x, top, w, h),
                             hint and inp is not None and not hint_pending,
                             tooltip=text("buttons.hint_tip" if hint else "buttons.hint_off_tip")))
    x -= round(18 * g.scale)
    x = _turn_buttons(buttons, assets, g, x, (top, h), end_turn, held)
    steps, prefix = (inp.buttons(), inp.prefix) if inp is not None else ([], [])
    for step in reversed(steps):
        label = button_label(step, game, prefix)
        w = _width(assets, g, [label], 90, 28)
        x -= w
        key = step[1] if step in (CANCEL, CONFIRM_REROLL) else "move"
        buttons.insert(0, Button(key, label, Rect(x, top, w, h), True, step != CANCEL,
                                 tooltip=step_tooltip(step), step=step))
        x -= 8
    return [*buttons, menu]


def step_tooltip(step: tuple) -> str:
    """What a co-op use's button does (R-COOP-6 donate, R-COOP-10 give); "" for the others."""
    use = step[1].partition(":")[0] if step[0] == "coop" else ""
    return text(f"coop_ui.{use}_tip") if use in ("donate", "give") else ""


def _turn_buttons(buttons: list[Button], assets: Assets, g: TableGeometry, x: int,
                  top_h: tuple[int, int], end_turn: int | None, held: int | None) -> int:
    """End turn, or Confirm and Cancel for a move held, with their seconds left, inserted
    leftwards from `x`; the `x` left of them."""
    shown: list[tuple[str, str]] = []
    if end_turn is not None:
        shown.append(("end_turn", text("buttons.end_turn", seconds=end_turn)))
    if held is not None:
        shown += [("drop_held", text("buttons.cancel")),
                  ("confirm", text("buttons.confirm", seconds=held))]
    top, h = top_h
    for key, label in shown:
        w = _width(assets, g, [label], 90, 28)
        x -= w
        buttons.insert(0, Button(key, label, Rect(x, top, w, h), True, key != "drop_held",
                                 tooltip=text(f"buttons.{key}_tip")))
        x -= 8
    return x
