"""Which way the lessons' arrows run: of the ways an arrow can point at its ring (from each
side, or from one ring's edge to the other's for a drag), the one that covers the fewest
pieces and places of the table beside them — the numbers of the dice spaces, the novices, the
roll, the road, the monasteries' spaces, the windows — and of those the shortest. A drag whose
every straight way would cover a place beside its rings bends once, around them; a short
arrow that would (a place hemmed in on every side) is left out: its ring shows it alone. An
arrow is its path: tail, the bend if any, point. No drawing here."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from pygame import Rect

from game.ui.board.layout import PlayerBoardGeometry, TableGeometry, numerals_room
from game.ui.board.static import ROMAN

Point = tuple[float, float]
Path = tuple[Point, ...]  # an arrow: its tail, its bend if any, its point
BEND = 16  # the grid a bent arrow's bend is sought on
SHORTEST = 40  # of the bent ways, the shortest that are weighed
HEAD = 18  # the arrow's head, as panel.draw_arrow draws it
NEAR = 100  # how far around a place pointed at its neighbours count most
SIDES = [(math.cos(k * math.pi / 4), math.sin(k * math.pi / 4)) for k in range(8)]


def crowd(g: TableGeometry) -> list[Rect]:
    """What an arrow should not cross: every piece's place on the table, the rows' numerals,
    the players' names, the Baron's chips."""
    rects = [*g.spaces.values(), *g.chapel_novices.values(), *g.road, *g.missions,
             *g.dice_spaces, *g.tray_dice, *(chip for chip, _ in g.baron_chips)]
    for pb in g.players:
        rects += [*pb.tiles, *(cell for row in pb.cells for cell in row), *pb.extras,
                  *(cell for row in pb.window for cell in row), *pb.tokens.values(),
                  pb.window_frame, pb.reroll, pb.personal, *_numerals(g, pb.cells),
                  _name(pb)]
    return rects


def _name(pb: PlayerBoardGeometry) -> Rect:
    """The left of a player's header: their name, their seat's marks, the chalice."""
    left = pb.header.left
    right = pb.tiles[0].left if pb.tiles else left
    return Rect(left, pb.header.top, max(0, right - left), pb.header.h)


def _numerals(g: TableGeometry, cells: list[list[Rect]]) -> list[Rect]:
    """About where the rows' numerals I-IV stand, right against the first cell of each row
    (board/static.py), "III" as wide as the room left for it."""
    full, high = numerals_room(g) - 4, round(g.font(11) * g.text_scale)
    out = []
    for numeral, row in zip(ROMAN, cells, strict=False):
        w = round(full * len(numeral) / 3)
        out.append(Rect(row[0].left - 3 - w, row[0].centery - high // 2, w, high))
    return out


def head(start: Point, end: Point) -> list[Point]:
    """The arrow's head as panel.draw_arrow draws it: its point and its two barbs."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    d = math.hypot(dx, dy) or 1
    ux, uy = dx / d, dy / d
    back = (end[0] - HEAD * ux, end[1] - HEAD * uy)
    return [end, (back[0] + HEAD * 0.6 * uy, back[1] - HEAD * 0.6 * ux),
            (back[0] - HEAD * 0.6 * uy, back[1] + HEAD * 0.6 * ux)]


def covers(path: Sequence[Point], crowded: Iterable[Rect]) -> int:
    """How many of `crowded` the arrow along `path` crosses (its shaft, or its head's edges)."""
    tip, left, right = head(path[-2], path[-1])
    lines = [*_legs(path), (tip, left), (left, right), (right, tip)]
    return sum(1 for r in crowded if any(r.clipline(a, b) for a, b in lines))


def on_edge(ring: Rect, direction: Point) -> Point:
    """Where the line from the ring's centre in `direction` leaves the ring."""
    dx, dy = direction
    scale = min(ring.w / 2 / abs(dx) if abs(dx) > 1e-9 else math.inf,
                ring.h / 2 / abs(dy) if abs(dy) > 1e-9 else math.inf)
    return ring.centerx + dx * scale, ring.centery + dy * scale


def best(ways: list[Path], crowded: list[Rect], spare: list[Rect]) -> Path:
    """The way that covers fewest of `crowded` beside the places pointed at (`spare`, not
    counted, with what they hold), then fewest farther off, then the shortest; the first on
    a tie."""
    others, beside = _split(crowded, spare)
    return min(ways, key=lambda way: (covers(way, beside), covers(way, others), _length(way)))


def _split(crowded: list[Rect], spare: list[Rect]) -> tuple[list[Rect], list[Rect]]:
    """(what is not a place pointed at, of it what lies beside one)."""
    others = [r for r in crowded if r.collidelist(spare) < 0]
    near = [place.inflate(NEAR, NEAR) for place in spare]
    return others, [r for r in others if r.collidelist(near) >= 0]


def _length(way: Path) -> float:
    return sum(math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in _legs(way))


def _legs(path: Sequence[Point]) -> list[tuple[Point, Point]]:
    return [(path[k], path[k + 1]) for k in range(len(path) - 1)]


def single(ring: Rect, place: Rect, came_from: tuple[int, int], length: int,
           crowded: list[Rect], window: Rect) -> Path | None:
    """A short arrow at `ring`: (its tail, its tip), from the side that covers least, the
    side of `came_from` first; None where every side covers a place beside it."""
    dx, dy = came_from[0] - ring.centerx, came_from[1] - ring.centery
    d = math.hypot(dx, dy) or 1
    ways: list[Path] = []
    for side in [(dx / d, dy / d), *SIDES]:
        tip = on_edge(ring, side)
        tail = (tip[0] + side[0] * length, tip[1] + side[1] * length)
        if window.collidepoint(tail):
            ways.append((tail, tip))
    if not ways:
        return None
    way = best(ways, crowded, [place.inflate(-2, -2)])
    return None if covers(way, _split(crowded, [place.inflate(-2, -2)])[1]) else way


def between(first: Rect, second: Rect, places: list[Rect], crowded: list[Rect],
            window: Rect) -> Path:
    """A drag's arrow from ring `first` to ring `second`: from the middle of one of the first's
    sides to the middle of one of the second's, or centre to centre, covering least; bent once
    where each of those covers a place beside the rings."""
    key = (tuple(first), tuple(second), tuple(map(tuple, places)), tuple(map(tuple, crowded)),
           tuple(window))
    if key not in _DRAGS:
        _DRAGS.clear()  # one lesson's arrow at a time
        _DRAGS[key] = _between(first, second, places, crowded, window)
    return _DRAGS[key]


_DRAGS: dict[tuple, Path] = {}


def _between(first: Rect, second: Rect, places: list[Rect], crowded: list[Rect],
             window: Rect) -> Path:
    spare = [place.inflate(-2, -2) for place in places]
    inside = (first.inflate(-8, -8), second.inflate(-8, -8))
    straight = (on_edge(first, _towards(first, second)), on_edge(second, _towards(second, first)))
    ways: list[Path] = [straight, *((a, b) for a in _sides(first) for b in _sides(second)
                                    if not any(r.clipline(a, b) for r in inside))]
    way = best(ways, crowded, spare)
    beside = _split(crowded, spare)[1]
    if not covers(way, beside):
        return way
    bent = sorted(_bent(first, second, inside, beside, window), key=_length)[:SHORTEST]
    return best(bent, crowded, spare) if bent else way


def _bent(first: Rect, second: Rect, inside: tuple[Rect, Rect], beside: list[Rect],
          window: Rect) -> list[Path]:
    """The ways bent once (on a grid of bends inside `window`) that cover nothing beside the
    rings; the first leg leaves the first ring, the second reaches the second, neither
    through a ring."""
    ways: list[Path] = []
    for bx in range(window.left + BEND, window.right, BEND):
        for by in range(window.top + BEND, window.bottom, BEND):
            bend = (float(bx), float(by))
            if first.inflate(BEND, BEND).collidepoint(bend) or \
                    second.inflate(BEND, BEND).collidepoint(bend):
                continue
            tail = next((a for a in _ends(first) if not _blocked(a, bend, inside, beside)),
                        None)
            if tail is None:
                continue
            tip = next((b for b in _ends(second) if not any(r.clipline(bend, b) for r in inside)
                        and not covers((bend, b), beside)), None)
            if tip is not None:
                ways.append((tail, bend, tip))
    return ways


def _blocked(a: Point, b: Point, inside: tuple[Rect, Rect], beside: list[Rect]) -> bool:
    return any(r.clipline(a, b) for r in (*inside, *beside))


def _sides(r: Rect) -> list[Point]:
    return [r.midtop, r.midbottom, r.midleft, r.midright]


def _ends(r: Rect) -> list[Point]:
    """Where an arrow may leave or reach a ring: the middle of each side, and each corner."""
    return [r.midtop, r.midbottom, r.midleft, r.midright, r.topleft,
            (r.right, r.top), (r.left, r.bottom), (r.right, r.bottom)]


def _towards(a: Rect, b: Rect) -> Point:
    dx, dy = b.centerx - a.centerx, b.centery - a.centery
    d = math.hypot(dx, dy) or 1
    return dx / d, dy / d
