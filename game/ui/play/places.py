"""Where things are on the table, from the layout: the rectangle of a step (the scene's own
hit-test) and what is under the mouse for a tooltip."""

from __future__ import annotations

from typing import Any

from pygame import Rect

from game.rules.edition import COLUMNS
from game.ui.board.layout import TableGeometry
from game.ui.play.input import Step
from game.ui.toolkit.widgets import Button


def rect_for(g: TableGeometry, step: Step, player: int, buttons: list[Button]) -> Rect | None:
    """The rectangle of `step` for the deciding `player` (None where it is not on the table)."""
    pb = g.players[player]
    kind = step[0]
    arg: Any = step[1] if len(step) > 1 else None  # a number, a name, a pair: by kind
    if kind == "space":
        return g.dice_spaces[arg - 1]
    if kind == "column":
        return pb.columns[COLUMNS.index(arg)]
    if kind == "action":
        column, row = arg
        col = COLUMNS.index(column)
        return pb.tiles[col] if row == 0 else pb.cells[row - 1][col]
    if kind == "novice":
        row, column = arg
        return pb.cells[row - 1][COLUMNS.index(column)]
    if kind == "extra":
        return pb.extras[arg - 1]
    if kind == "board":
        return g.spaces.get(arg)
    if kind == "winrow":
        return pb.window_rows[arg - 1]
    if kind == "reroll":
        return pb.reroll
    if kind == "die":
        return g.tray_dice[arg] if arg < len(g.tray_dice) else None
    return next((b.rect for b in buttons if b.step == step), None)


def hit(g: TableGeometry, pos: tuple[int, int], candidates: list[tuple[Step, Step]],
        player: int, buttons: list[Button]) -> tuple[Step, Step] | None:
    """The (shown, step) whose rectangle holds `pos`, the smallest if several do."""
    best = None
    for shown, step in candidates:
        rect = rect_for(g, shown, player, buttons)
        if rect is not None and rect.collidepoint(pos):
            if best is None or rect.w * rect.h < best[0]:
                best = (rect.w * rect.h, shown, step)
    return None if best is None else (best[1], best[2])


def hover_key(g: TableGeometry, pos: tuple[int, int], hand: int) -> tuple | None:
    """What is under the mouse, for its tooltip: ("board", "C4"), ("cell", p, row, col) ...;
    `hand` is the number of dice shown in the tray."""
    if g.bar.collidepoint(pos):
        return None
    if not g.hover_areas:
        g.hover_areas = _areas(g)
    dice = ((r, ("die", i)) for i, r in enumerate(g.tray_dice[:hand]))
    areas = [*g.hover_areas, *g.baron_chips, *dice]
    under = [(r.w * r.h, i) for i, (r, _) in enumerate(areas) if r.collidepoint(pos)]
    return areas[min(under)[1]][1] if under else None


def _areas(g: TableGeometry) -> list[tuple[Rect, tuple]]:
    """Every place with a tooltip but the tray's dice."""
    areas: list[tuple[Rect, tuple]] = [(r, ("board", sid)) for sid, r in g.spaces.items()]
    areas += [(r, ("road", i)) for i, r in enumerate(g.road)]
    areas += [(r, ("space", i + 1)) for i, r in enumerate(g.dice_spaces)]
    areas += [(r, ("mission", i)) for i, r in enumerate(g.missions)]
    areas += [(g.hourglass.inflate(140, 0), ("hourglass",)), (g.chalice, ("chalice",))]
    for p, pb in enumerate(g.players):
        areas += [(pb.header, ("player", p)), (pb.reroll, ("reroll", p)),
                  (pb.personal, ("personal", p))]
        for col in range(5):
            areas.append((pb.tiles[col], ("tile", p, col)))
            areas += [(pb.cells[row][col], ("cell", p, row, col)) for row in range(4)]
        areas += [(pb.extras[row], ("extra", p, row)) for row in range(4)]
        areas += [(pb.window_rows[row], ("winrow", p, row)) for row in range(3)]
    return areas
