"""Where words go over the table so that they hide nothing that matters: a message, the line of
a choice with one answer, a tooltip. Each takes the first of its places that covers none of the
rectangles to keep clear — the log, and the pieces that are moving or have just landed. No
drawing here."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from pygame import Rect

from game.ui.board.layout import TableGeometry
from game.ui.play.anim import Timeline
from game.ui.play.confirm import preview_rects
from game.ui.toolkit.widgets import button_at

if TYPE_CHECKING:
    from game.ui.play.scene import PlayScene

LANDED = 60  # frames a piece that landed is still kept clear (its move is being read)


def first_clear(size: tuple[int, int], centres: Iterable[tuple[int, int]],
                avoid: Sequence[Rect]) -> Rect:
    """A box of `size` centred on the first of `centres` where it covers none of `avoid` (on
    the first of them if none is clear)."""
    centres = list(centres)
    found = clear_of(size, centres, avoid)
    return found if found is not None else Rect((0, 0), size).move(
        centres[0][0] - size[0] // 2, centres[0][1] - size[1] // 2)


def clear_of(size: tuple[int, int], centres: Iterable[tuple[int, int]],
             avoid: Sequence[Rect]) -> Rect | None:
    """The box of `size` on the first of `centres` that covers none of `avoid`, or None."""
    for centre in centres:
        box = Rect((0, 0), size)
        box.center = centre
        if box.collidelist(list(avoid)) < 0:
            return box
    return None


def word_places(g: TableGeometry, height: int) -> list[tuple[int, int]]:
    """Where a line of words may go over the board: its top, its foot, then over the road."""
    return [(g.board.centerx, g.bar.bottom + 8 + height // 2),
            (g.board.centerx, g.board.bottom - 12 - height // 2),
            (g.board.centerx, g.road_band.centery)]


def notice_places(g: TableGeometry, height: int) -> list[tuple[int, int]]:
    """Where the line of a choice with one answer may go: over the side column's year and
    round, then over its roll, beside the log (never over the board, where novices land);
    then where any line of words may go."""
    return [(g.side.centerx, g.status.centery), (g.side.centerx, g.tray.centery),
            *word_places(g, height)]


def moving(line: Timeline | None, start: int, end: int) -> list[Rect]:
    """Where the pieces of `line` are, from or to, that move between frames `start` and `end`
    or landed just before."""
    if line is None:
        return []
    rects = [r for f in line.flights if f.start < end and f.end + LANDED > start
             for r in (f.path[0], f.path[-1])]
    rects += [p.rect for p in line.pops if p.start < end and p.end + LANDED > start]
    return rects


def tooltip_places(pos: tuple[int, int], size: tuple[int, int], target: Rect
                   ) -> list[tuple[int, int]]:
    """Beside the mouse at `pos` (below right, below left, above right, above left), then
    beside what it points at, `target` (above, below, left, right): centres."""
    w, h = size
    x, y = pos
    return [(x + 18 + w // 2, y + 20 + h // 2), (x - 12 - w // 2, y + 20 + h // 2),
            (x + 18 + w // 2, y - 12 - h // 2), (x - 12 - w // 2, y - 12 - h // 2),
            (x, target.top - 14 - h // 2), (x, target.bottom + 14 + h // 2),
            (target.left - 14 - w // 2, y), (target.right + 14 + w // 2, y)]


def keep_clear(scene: PlayScene, frames: int = 0) -> list[Rect]:
    """What the scene's words must not cover now and for `frames` more: the log, the pieces
    moving or just landed, and the mouse's spot."""
    line = scene.motion.line
    t = 0 if line is None else line.t
    log = scene.logview.area.union(scene.logview.bar)
    return [log, *moving(line, t, t + frames), *scene.landed, Rect(scene.mouse, (1, 1))]


def tooltip_box(scene: PlayScene, size: tuple[int, int]) -> Rect | None:
    """Where a tooltip of `size` goes: inside the window, never over the log, and if it can
    be, over neither what it is about, the bar, the preview of a placement nor the pieces that
    moved (None: the usual place)."""
    g = scene.geometry
    if g is None:
        return None
    window = scene.app.screen.get_rect().inflate(-8, -8)
    target = pointed(scene)
    inside = [Rect((c[0] - size[0] // 2, c[1] - size[1] // 2), size).clamp(window).center
              for c in tooltip_places(scene.mouse, size, target)]
    log = g.log.inflate(8, 8)  # its heading too, with room for the tooltip's shadow
    shown = preview_rects(scene)  # the dice a click would place, where they would lie, the
    shown += [g.dice_area, *g.tray_dice] if shown else []  # roll and the dice spaces,
    shown = [r.inflate(12, 12) for r in shown]  # with room for the tooltip's shadow
    avoid = [log, target, *shown, g.bar,  # the bar: the question asked, its buttons
             *(r for r in keep_clear(scene) if not r.collidepoint(scene.mouse))]
    return (clear_of(size, inside, avoid) or clear_of(size, inside, [log, *shown])
            or clear_of(size, inside, [log]))


def pointed(scene: PlayScene) -> Rect:
    """The place under the mouse that has a tooltip (the mouse's spot if none)."""
    g, key = scene.geometry, scene.hover_key(scene.mouse)
    if g is not None and key is not None:
        if key[0] == "die" and key[1] < len(g.tray_dice):
            return g.tray_dice[key[1]]
        found = next((r for r, k in g.hover_areas if k == key), None)
        if found is not None:
            return found
    button = button_at(scene.buttons, scene.mouse)
    return button.rect if button is not None else Rect(scene.mouse, (1, 1))


def tooltip_key(scene: PlayScene, pos: tuple[int, int]) -> tuple | None:
    """What a tooltip at `pos` would be about: a bar button, or a place on the table."""
    button = button_at(scene.buttons, pos)
    return ("button", button.key) if button is not None else scene.hover_key(pos)


def tooltip_shut(scene: PlayScene) -> bool:
    """The tooltip under the mouse was closed by a click, and the mouse has not left it."""
    if scene.tooltip_shut is not None and tooltip_key(scene, scene.mouse) != scene.tooltip_shut:
        scene.tooltip_shut = None
    return scene.tooltip_shut is not None
