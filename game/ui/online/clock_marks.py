"""Each seat's clock at a timed online table, in its player's header right after the name (and
the first player's chalice; seat_marks.py lays it out): an hourglass and the time left; the
clock that runs now framed in gold, a low one (under a tenth of the bank or 30 s) in red, a
seat out of time in red with a pip for each time it ran out, "overdue" while the others choose.
Under the mouse, the clock in full words."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from game.table.online_clocks import SeatClock, is_low
from game.ui.online.clock_words import clock_tooltip
from game.ui.online.seat_marks import PIPS, mark_at, seat_marks, tag_words
from game.ui.toolkit import theme as T
from game.ui.toolkit.widgets import draw_tooltip

if TYPE_CHECKING:
    from game.ui.online.play import OnlinePlayScene

LOW = (176, 30, 24)  # a clock about to run out, a seat out of time
LOW_BACK = (250, 214, 200)


def clock_key(scene: OnlinePlayScene) -> tuple:
    """What the clocks and the marks' tooltips show (drawn again when it changes: a running
    clock once a second)."""
    clocks = tuple((tag_words(m.clock), m.clock.running, m.clock.outs, m.clock.overdue)
                   for m in seat_marks(scene) if m.clock is not None)
    return clocks, mark_at(scene, scene.mouse)


def clock_at(scene: OnlinePlayScene, pos: tuple[int, int]) -> int | None:
    """The seat whose clock is at `pos`."""
    hovered = mark_at(scene, pos)
    return hovered[1] if hovered is not None and hovered[0] == "clock" else None


def red(clock: SeatClock, scene: OnlinePlayScene) -> bool:
    """A clock about to run out, or a seat out of time."""
    return clock.overdue or clock.for_good or is_low(clock.left, scene.table.net.view.speed)


def draw_clocks(scene: OnlinePlayScene, surf: pygame.Surface) -> list[Rect]:
    g, a = scene.geometry, scene.app.assets
    drawn = []
    for marks in seat_marks(scene):
        clock, rect = marks.clock, marks.tag
        if clock is None:
            continue
        low = red(clock, scene)
        pygame.draw.rect(surf, LOW_BACK if low else T.GOLD_L if clock.running else T.PARCH,
                         rect, border_radius=8)
        pygame.draw.rect(surf, LOW if low else T.GOLD if clock.running else T.INK_SOFT, rect,
                         2 if clock.running or low else 1, border_radius=8)
        glass = a.sprite("hourglass", (rect.h - 6, rect.h - 4))
        surf.blit(glass, glass.get_rect(midleft=(rect.left + 5, rect.centery)))
        words = a.text(tag_words(clock), g.font(13), LOW if low else T.INK, "bold")
        at = surf.blit(words, words.get_rect(midleft=(rect.left + rect.h + 2, rect.centery)))
        radius = max(2, g.font(13) // 4)
        for pip in range(min(clock.outs, PIPS)):
            centre = (at.right + 4 + radius + pip * (2 * radius + 2), rect.centery)
            pygame.draw.circle(surf, LOW, centre, radius)
        drawn.append(rect)
    hovered = clock_at(scene, scene.mouse)
    if hovered is not None:
        marks = seat_marks(scene)[hovered]
        assert marks.clock is not None
        said = clock_tooltip(marks.seat.name, marks.clock, scene.table.net.view.speed)
        tip = draw_tooltip(surf, a, said, scene.mouse, g.font(16))
        drawn += [tip] if tip is not None else []
    return drawn
