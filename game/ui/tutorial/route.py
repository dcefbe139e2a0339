"""Which way the lessons' arrows run: of the ways an arrow can point at its ring (from each
side, or from one ring's edge to the other's for a drag), the one that covers the fewest
pieces and places of the table beside them — the numbers of the dice spaces, the novices, the
roll, the road, the monasteries' spaces, the windows — and of those the shortest. No
drawing here."""

from __future__ import annotations

import math
from collections.abc import Iterable

from pygame import Rect

from game.ui.board.layout import TableGeometry

Point = tuple[float, float]
HEAD = 18  # the arrow's head, as panel.draw_arrow draws it
NEAR = 100  # how far around a place pointed at its neighbours count most
SIDES = [(math.cos(k * math.pi / 4), math.sin(k * math.pi / 4)) for k in range(8)]


def crowd(g: TableGeometry) -> list[Rect]:
    """What an arrow should not cross: every piece's place on the table."""
    rects = [*g.spaces.values(), *g.chapel_novices.values(), *g.road, *g.missions,
             *g.dice_spaces, *g.tray_dice]
    for pb in g.players:
        rects += [*pb.tiles, *(cell for row in pb.cells for cell in row), *pb.extras,
                  *(cell for row in pb.window for cell in row), *pb.tokens.values(),
                  pb.window_frame, pb.reroll, pb.personal]
    return rects


def head(start: Point, end: Point) -> list[Point]:
    """The arrow's head as panel.draw_arrow draws it: its point and its two barbs."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    d = math.hypot(dx, dy) or 1
    ux, uy = dx / d, dy / d
    back = (end[0] - HEAD * ux, end[1] - HEAD * uy)
    return [end, (back[0] + HEAD * 0.6 * uy, back[1] - HEAD * 0.6 * ux),
            (back[0] - HEAD * 0.6 * uy, back[1] + HEAD * 0.6 * ux)]


def covered(start: Point, end: Point, crowded: Iterable[Rect]) -> int:
    """How many of `crowded` the arrow from `start` to `end` crosses (its shaft, or its
    head's edges)."""
    tip, left, right = head(start, end)
    lines = [(start, end), (tip, left), (left, right), (right, tip)]
    return sum(1 for r in crowded if any(r.clipline(a, b) for a, b in lines))


def on_edge(ring: Rect, direction: Point) -> Point:
    """Where the line from the ring's centre in `direction` leaves the ring."""
    dx, dy = direction
    scale = min(ring.w / 2 / abs(dx) if abs(dx) > 1e-9 else math.inf,
                ring.h / 2 / abs(dy) if abs(dy) > 1e-9 else math.inf)
    return ring.centerx + dx * scale, ring.centery + dy * scale


def best(ways: list[tuple[Point, Point]], crowded: list[Rect], spare: list[Rect]
         ) -> tuple[Point, Point]:
    """The way that covers fewest of `crowded` beside the places pointed at (`spare`, not
    counted, with what they hold), then fewest farther off, then the shortest; the first on
    a tie."""
    others = [r for r in crowded if r.collidelist(spare) < 0]
    near = [place.inflate(NEAR, NEAR) for place in spare]
    beside = [r for r in others if r.collidelist(near) >= 0]

    def cost(way: tuple[Point, Point]) -> tuple[int, int, float]:
        (x0, y0), (x1, y1) = way
        return covered(*way, beside), covered(*way, others), math.hypot(x1 - x0, y1 - y0)
    return min(ways, key=cost)


def single(ring: Rect, place: Rect, came_from: tuple[int, int], length: int,
           crowded: list[Rect], window: Rect) -> tuple[Point, Point]:
    """A short arrow at `ring`: (its tail, its tip), from the side that covers least, the
    side of `came_from` first (the lesson's panel)."""
    dx, dy = came_from[0] - ring.centerx, came_from[1] - ring.centery
    d = math.hypot(dx, dy) or 1
    ways = []
    for side in [(dx / d, dy / d), *SIDES]:
        tip = on_edge(ring, side)
        tail = (tip[0] + side[0] * length, tip[1] + side[1] * length)
        if window.collidepoint(tail):
            ways.append((tail, tip))
    return best(ways, crowded, [place.inflate(-2, -2)]) if ways else ((0, 0), (0, 0))


def between(first: Rect, second: Rect, places: list[Rect], crowded: list[Rect]
            ) -> tuple[Point, Point]:
    """A drag's arrow from ring `first` to ring `second`: from the middle of one of the first's
    sides to the middle of one of the second's, or centre to centre, covering least."""
    def sides(r: Rect) -> list[Point]:
        return [r.midtop, r.midbottom, r.midleft, r.midright]
    straight = (on_edge(first, _towards(first, second)), on_edge(second, _towards(second, first)))
    inside = (first.inflate(-8, -8), second.inflate(-8, -8))
    ways = [straight, *((a, b) for a in sides(first) for b in sides(second)
                        if not any(r.clipline(a, b) for r in inside))]  # not through a ring
    return best(ways, crowded, [place.inflate(-2, -2) for place in places])


def _towards(a: Rect, b: Rect) -> Point:
    dx, dy = b.centerx - a.centerx, b.centery - a.centery
    d = math.hypot(dx, dy) or 1
    return dx / d, dy / d
