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


def lay_out_foot(assets: Assets, g: TableGeometry, content: PanelText,
                 tops: tuple[int, ...]) -> PanelLayout:
    """The panel at the foot of the side column, as tall as its words and buttons; never above
    the first of `tops` its words fit under whole (the log's lines give way before the answer's
    words do), else the last (the words a size smaller, then their last lines left out)."""
    width = g.side.w - round(12 * g.scale)
    pad = round(12 * g.scale)
    button_h = round(34 * g.scale)
    whole = _height(assets, _lines(assets, content.now, g.font(15), width - 2 * pad - 4))
    top = next((t for t in tops if whole <= _room(g, t, pad, button_h)), tops[-1])
    room = _room(g, top, pad, button_h)
    size = g.font(15)
    lines = _lines(assets, content.now, size, width - 2 * pad - 4)
    while _height(assets, lines) > room and size > T.MIN_TEXT:
        size -= 1
        lines = _lines(assets, content.now, size, width - 2 * pad - 4)
    while len(lines) > 1 and _height(assets, lines) > room:
        lines.pop()
    height = 2 * pad + _height(assets, lines) + round(8 * g.scale) + button_h
    rect = Rect(g.side.centerx - width // 2, g.side.bottom - height - round(6 * g.scale), width,
                height)
    return PanelLayout(rect, lines, _buttons(assets, g, content, rect, pad, button_h))


Line = tuple[str, int, str, tuple[int, int, int]]


def _room(g: TableGeometry, top: int, pad: int, button_h: int) -> int:
    """The height left for the words of a panel that may reach up to `top`."""
    return g.side.bottom - round(6 * g.scale) - top - 2 * pad - round(8 * g.scale) - button_h


def _lines(assets: Assets, string: str, size: int, width: int) -> list[Line]:
    return [(line, size, "bold", T.WOOD_D) for line in assets.wrap(string, size, width, "bold")
            if line]


def _height(assets: Assets, lines: list[Line]) -> int:
    return sum(assets.font(size, style).get_linesize() for _, size, style, _ in lines)


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


def log_tops(assets: Assets, g: TableGeometry, logview: LogView) -> tuple[int, ...]:
    """How high the panel may reach: two of the log's lines in sight above it, else one, else
    none (the log's heading stays), else over the heading too (large text in a small
    window)."""
    line = assets.font(g.font(15)).get_linesize()
    return (*(logview.area.top + n * line + GAP for n in (2, 1, 0)), g.log.top)


def make_room(logview: LogView, panel: PanelLayout) -> None:
    """Shorten the log's view so that it ends above the panel."""
    over = logview.area.bottom - (panel.rect.top - GAP)
    if over > 0:
        logview.area.h = max(0, logview.area.h - over)
        logview.bar.h = max(0, logview.bar.h - over)
