"""The lessons' panel over the table and its pointer.

The panel holds the lesson (which of how many, its title, what and why in a few lines, and what to
do now) and its buttons; it is laid out where it covers none of the places the lesson points at.
The pointer rings the place to press (or the piece to drag) and draws an arrow to it (from the
piece to where it goes, for a drag); each ring is recorded as drawn (POINTER) for the tests.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame
from pygame import Rect

from game.ui.board.layout import TableGeometry
from game.ui.play.cost_tags import draw_costs
from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import Assets
from game.ui.toolkit.drawn import Drawn
from game.ui.toolkit.widgets import Button, button_at, draw_button
from game.ui.tutorial.route import Path, Point, between, crowd, single

POINTER = "pointer"  # the look of a lesson's ring in the drawn records
POINTER_COLOUR = (222, 52, 36)
POINTER_EDGE = (255, 246, 222)
# just outside the play scene's ring of a legal target (6 wider than its place), so that both
# show, and as close as that allows, so that it hides as little as it can of the pieces beside
RING_GROW = 14
AREA_GROW = 2  # around a whole part of the table: thin and tight, clear of its labels
ARROW_LENGTH = 90


@dataclass(slots=True)
class PanelText:
    heading: str  # "Lesson 3 of 15"
    title: str
    body: str
    now: str  # what to do now ("" for a lesson to read)
    buttons: list[tuple[str, str, bool]] = field(default_factory=list)  # key, label, primary


@dataclass(slots=True)
class PanelLayout:
    rect: Rect
    lines: list[tuple[str, int, str, tuple[int, int, int]]]  # text, size, style, colour
    buttons: list[Button]
    crowded: list[Rect] = field(default_factory=list)  # the table's places, for the arrows


def under(panel_of: Callable[[], PanelLayout | None]) -> Callable[[tuple[int, int]], bool]:
    """Whether the mouse is over the panel: the table draws no tooltip for what it hides."""
    def on(pos: tuple[int, int]) -> bool:
        panel = panel_of()
        return panel is not None and panel.rect.collidepoint(pos)
    return on


def lay_out(assets: Assets, g: TableGeometry, content: PanelText, avoid: list[Rect],
            spare: Rect | None = None) -> PanelLayout:
    """The panel's lines, size and place: the first candidate place that covers nothing in
    `avoid` (else the one covering least); `spare` is one more place it may go last (the
    computer's board)."""
    width = g.side.w - round(20 * g.scale)  # the side column's width, wherever it goes
    pad = round(16 * g.scale)
    inner = width - 2 * pad
    lines: list[tuple[str, int, str, tuple[int, int, int]]] = []
    parts = [(content.heading, g.font(14), "italic", T.INK_SOFT),
             (content.title, g.font(22), "bold", T.ROOF_D),
             (content.body, g.font(16), "regular", T.INK),
             (content.now, g.font(17), "bold", T.WOOD_D)]
    for string, size, style, colour in parts:
        lines += [(line, size, style, colour) for line in assets.wrap(string, size, inner, style)]
    text_h = sum(assets.font(size, style).get_linesize() for _, size, style, _ in lines)
    button_h = round(40 * g.scale) if content.buttons else 0
    height = pad * 2 + text_h + round(8 * g.scale) * 2 + button_h
    rect = _choose(g, width, height, avoid, spare)
    buttons = _buttons(assets, g, content, rect, pad, button_h)
    return PanelLayout(rect, lines, buttons, crowd(g))


def _candidates(g: TableGeometry, w: int, h: int) -> list[Rect]:
    m = round(10 * g.scale)
    b, side = g.board, g.side
    spots = [(side.centerx - w // 2, side.bottom - h - m),  # over the log
             (b.left + m, b.bottom - h - m), (b.left + m, b.top + m),
             (b.right - w - m, b.top + m), (b.right - w - m, b.bottom - h - m),
             (b.centerx - w // 2, b.bottom - h - m), (b.centerx - w // 2, b.top + m)]
    return [Rect(x, y, w, h) for x, y in spots]


def _choose(g: TableGeometry, w: int, h: int, avoid: list[Rect], spare: Rect | None) -> Rect:
    def covered(rect: Rect) -> int:
        return sum(r.clip(rect.inflate(12, 12)).w * r.clip(rect.inflate(12, 12)).h
                   for r in avoid)

    m = round(10 * g.scale)  # whole in the window under the bar, however tall the text
    inside = Rect(0, g.bar.bottom, g.size[0], g.size[1] - g.bar.bottom).inflate(-2 * m, -2 * m)
    candidates = [rect.clamp(inside) for rect in _candidates(g, w, h)]
    if spare is not None:
        candidates.append(Rect(0, 0, w, h).clamp(spare).clamp(inside))
    return min(candidates, key=lambda r: (covered(r), candidates.index(r)))


def _buttons(assets: Assets, g: TableGeometry, content: PanelText, rect: Rect, pad: int,
             height: int) -> list[Button]:
    out: list[Button] = []
    x = rect.right - pad
    font = assets.font(g.font(16), "bold")
    for key, label, primary in reversed(content.buttons):
        w = max(round(110 * g.scale), font.size(label)[0] + round(28 * g.scale))
        x -= w
        out.insert(0, Button(key, label, Rect(x, rect.bottom - pad - height, w, height), True,
                             primary))
        x -= round(10 * g.scale)
    return out


def draw_panel(surf: pygame.Surface, assets: Assets, g: TableGeometry, panel: PanelLayout,
               mouse: tuple[int, int]) -> Rect:
    r = panel.rect
    pygame.draw.rect(surf, (20, 12, 6), r.move(4, 5), border_radius=12)
    pygame.draw.rect(surf, T.PARCH_L, r, border_radius=12)
    pygame.draw.rect(surf, T.GOLD, r, 3, border_radius=12)
    pygame.draw.rect(surf, POINTER_COLOUR, (r.left + 3, r.top + 10, 5, r.h - 20))
    pad = round(16 * g.scale)
    y = r.top + pad
    last_style = ""
    for line, size, style, colour in panel.lines:
        if last_style and style != last_style and style != "regular":
            y += round(8 * g.scale)  # a little room before the title and the "now" line
        surf.blit(assets.text(line, size, colour, style), (r.left + pad + 4, y))
        y += assets.font(size, style).get_linesize()
        last_style = style
    hover = button_at(panel.buttons, mouse)
    for button in panel.buttons:
        draw_button(surf, assets, button, button is hover, g.font(16))
    return r.move(4, 5).union(r)


def draw_ring(surf: pygame.Surface, rect: Rect, grow: int = RING_GROW) -> Rect:
    """A red ring with a light edge outside it, `grow` wider than `rect`."""
    ring = rect.inflate(grow, grow)
    pygame.draw.rect(surf, POINTER_EDGE, ring.inflate(4, 4), 2, border_radius=10)
    pygame.draw.rect(surf, POINTER_COLOUR, ring, 3, border_radius=8)
    return ring.inflate(8, 8)


def draw_arrow(surf: pygame.Surface, *path: Point) -> Rect:
    """A thick arrow along `path` (its tail, its bend if any, its point)."""
    start, end = path[-2], path[-1]
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    head = 18
    back = (end[0] - head * math.cos(angle), end[1] - head * math.sin(angle))
    left = (back[0] + head * 0.6 * math.sin(angle), back[1] - head * 0.6 * math.cos(angle))
    right = (back[0] - head * 0.6 * math.sin(angle), back[1] + head * 0.6 * math.cos(angle))
    shaft = [*path[:-1], back]
    for width, colour in ((9, POINTER_EDGE), (5, POINTER_COLOUR)):
        pygame.draw.lines(surf, colour, False, shaft, width)
        for joint in shaft[1:-1]:  # a bend, rounded
            pygame.draw.circle(surf, colour, joint, width // 2)
    pygame.draw.polygon(surf, POINTER_EDGE, [end, left, right])
    pygame.draw.polygon(surf, POINTER_COLOUR, [end, left, right], 0)
    xs = [*(p[0] for p in path), left[0], right[0]]
    ys = [*(p[1] for p in path), left[1], right[1]]
    box = Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    return box.inflate(14, 14)


def edge_towards(ring: Rect, towards: tuple[float, float]) -> tuple[float, float]:
    """Where the line from the ring's centre towards a point leaves the ring."""
    cx, cy = ring.center
    dx, dy = towards[0] - cx, towards[1] - cy
    if dx == 0 and dy == 0:
        return ring.midtop
    scale = min(ring.w / 2 / abs(dx) if dx else math.inf, ring.h / 2 / abs(dy) if dy else math.inf)
    return cx + dx * scale, cy + dy * scale


def draw_pointer(surf: pygame.Surface, places: list[tuple[Rect, tuple]], player: int,
                 panel: PanelLayout, drawn: list[Drawn]) -> list[Rect]:
    """Ring the first place (to press, or the piece to drag) and, for a drag, the second with
    an arrow between them; otherwise a short arrow pointing at the ring (pointer_arrow). A
    part of the table (an "area" step) is ringed thinly, without an arrow. Records each ring
    in `drawn` with the step it stands for."""
    out = []
    for rect, step in places:
        grow = AREA_GROW if step[0] == "area" else RING_GROW
        out.append(draw_ring(surf, rect, grow))
        drawn.append(Drawn(rect.inflate(grow, grow), step, player, POINTER, POINTER_COLOUR))
    arrow = pointer_arrow(places, panel, surf.get_rect())
    if arrow is not None:
        out.append(draw_arrow(surf, *arrow))
    return out


def pointer_and_costs(play, surf: pygame.Surface, places: list[tuple[Rect, tuple]],
                      player: int, panel: PanelLayout, drawn: list[Drawn]) -> list[Rect]:
    """The pointer (draw_pointer), then the cost of sending the novice held to the place it
    points at drawn again over its arrow: the lesson on sending tells of that cost."""
    out = draw_pointer(surf, places, player, panel, drawn)
    return out + [r for r in draw_costs(play, surf, [step for _, step in places]) if r]


def pointer_arrow(places: list[tuple[Rect, tuple]], panel: PanelLayout, window: Rect
                  ) -> Path | None:
    """The pointer's arrow, its path (tail, bend if any, point): between the rings of a drag,
    else short, pointing at the ring, from the panel's side if that covers least; each runs the
    way that covers fewest of the table's places beside it (route.py). None: no arrow."""
    targets = [rect for rect, step in places if step[0] != "area"]
    rings = [rect.inflate(RING_GROW, RING_GROW) for rect in targets]
    came_from, crowded = panel.rect.center, panel.crowded
    if len(rings) == 2 and rings[0].center != rings[1].center:
        if crowded:
            return between(rings[0], rings[1], targets, crowded, window.inflate(-8, -8))
        return edge_towards(rings[0], rings[1].center), edge_towards(rings[1], rings[0].center)
    if not rings:
        return None
    if crowded:
        return single(rings[0], targets[0], came_from, ARROW_LENGTH, crowded,
                      window.inflate(-8, -8))
    tip = edge_towards(rings[0], came_from)
    dx, dy = came_from[0] - tip[0], came_from[1] - tip[1]
    d = math.hypot(dx, dy) or 1
    return (tip[0] + dx / d * ARROW_LENGTH, tip[1] + dy / d * ARROW_LENGTH), tip
