"""The puzzle's panel: a short one at the foot of the side column (what the last answer came
to, and its buttons), the game log kept above it (shortened to make the room). The question,
what the puzzle is and the player's rating are the top bar's. Drawn as the lessons' panel is
(game/ui/tutorial/panel.py)."""

from __future__ import annotations

from pygame import Rect

from game.ui.board.layout import TableGeometry
from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets
from game.ui.toolkit.widgets import Button
from game.ui.tutorial.panel import PanelLayout, PanelText
from game.ui.words.logview import LogView

GAP = 6


def lay_out_foot(assets: Assets, g: TableGeometry, content: PanelText) -> PanelLayout:
    """The panel at the foot of the side column, as tall as its words and buttons."""
    width = g.side.w - round(12 * g.scale)
    pad = round(12 * g.scale)
    lines: list[tuple[str, int, str, tuple[int, int, int]]] = []
    for string, size, style, colour in ((content.now, g.font(15), "bold", T.WOOD_D),):
        lines += [(line, size, style, colour)
                  for line in assets.wrap(string, size, width - 2 * pad - 4, style) if line]
    text_h = sum(assets.font(size, style).get_linesize() for _, size, style, _ in lines)
    button_h = round(34 * g.scale)
    height = 2 * pad + text_h + round(8 * g.scale) + button_h
    rect = Rect(g.side.centerx - width // 2, g.side.bottom - height - round(6 * g.scale), width,
                height)
    return PanelLayout(rect, lines, _buttons(assets, g, content, rect, pad, button_h))


def _buttons(assets: Assets, g: TableGeometry, content: PanelText, rect: Rect, pad: int,
             height: int) -> list[Button]:
    """The buttons right-aligned at the panel's foot, each as wide as its label where they all
    fit, else shares of the row in proportion to their labels."""
    font = assets.font(g.font(15), "bold")
    gap = round(8 * g.scale)
    wanted = [max(round(90 * g.scale), font.size(label)[0] + round(24 * g.scale))
              for _, label, _ in content.buttons]
    room = rect.w - 2 * pad - gap * (len(wanted) - 1)
    if sum(wanted) > room:
        wanted = [w * room // sum(wanted) for w in wanted]
    out: list[Button] = []
    x = rect.right - pad - sum(wanted) - gap * (len(wanted) - 1)
    for (key, label, primary), w in zip(content.buttons, wanted, strict=True):
        out.append(Button(key, label, Rect(x, rect.bottom - pad - height, w, height), True,
                          primary))
        x += w + gap
    return out


def make_room(logview: LogView, panel: PanelLayout) -> None:
    """Shorten the log's view so that it ends above the panel."""
    over = logview.area.bottom - (panel.rect.top - GAP)
    if over > 0:
        logview.area.h = max(0, logview.area.h - over)
        logview.bar.h = max(0, logview.bar.h - over)
