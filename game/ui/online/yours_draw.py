"""Drawing Your games (yours.py): the lines about servers out of reach, the rows of tables (the
game and its kind on the left, whose move and the time on the right), "Looking…" while the
servers are asked, and the buttons."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.texts import text
from game.ui.online.yours_rows import Row
from game.ui.toolkit import theme as T

MINE = (255, 236, 170)  # a row waiting for this player's move
PLAIN = T.PARCH_L
DONE = (226, 216, 192)  # finished, or not known
PROBLEM = (150, 40, 30)


def draw(scene, surf: pygame.Surface) -> None:
    scene.draw_background(surf, scene.panel)
    p, s = scene.panel, scene.scale
    scene.draw_title(surf, text("yours.title"), (p.centerx, p.top - round(50 * s)), 56)
    problem_lines(scene, surf)
    if scene.tables is None:
        scene.draw_lines(surf, text("yours.looking") + dots(), scene.list_area.midtop, p.w // 2,
                         22)
    elif not scene.rows:
        scene.draw_lines(surf, text("yours.none"), scene.list_area.midtop,
                         p.w - round(200 * s), 20)
    hover = next((r for r, _ in scene.row_rects if r.collidepoint(scene.mouse)), None)
    free = scene.work is None and scene.link is None
    for rect, row in scene.row_rects:
        draw_row(scene, surf, rect, row, free and rect is hover)
    more_line(scene, surf)
    scene.draw_buttons(surf)
    scene.draw_status(surf, (p.centerx, p.bottom + round(10 * s)), p.w)


def dots() -> str:
    return "." * (1 + (pygame.time.get_ticks() // 400) % 3)


def problem_lines(scene, surf: pygame.Surface) -> None:
    a, s, p = scene.app.assets, scene.scale, scene.panel
    y = p.top + round(64 * s)
    for line in scene.problem_rows:
        surf.blit(a.text(line, scene.font(17), PROBLEM, "bold"), (p.left + round(60 * s), y))
        y += round(24 * s)


def draw_row(scene, surf: pygame.Surface, rect: Rect, row: Row, hover: bool) -> None:
    a, s = scene.app.assets, scene.scale
    fill = MINE if row.mine else DONE if row.over or not row.known else PLAIN
    pygame.draw.rect(surf, T.WHITE if hover else fill, rect, border_radius=10)
    pygame.draw.rect(surf, T.GOLD if row.mine else T.PARCH_D, rect, 3 if row.mine else 2,
                     border_radius=10)
    pad = round(18 * s)
    right_w = round(rect.w * 0.36)
    left_w = rect.w - right_w - 3 * pad
    top, bottom = rect.top + round(10 * s), rect.bottom - round(10 * s)
    ink = T.INK if row.known else T.INK_SOFT
    put(surf, a.text(row.game, scene.font(21), ink, "bold"), left_w,
        topleft=(rect.left + pad, top))
    put(surf, a.text(row.kind, scene.font(17), T.INK_SOFT, "italic"), left_w,
        bottomleft=(rect.left + pad, bottom))
    colour = T.ROOF_D if row.mine else ink
    put(surf, a.text(row.turn, scene.font(21), colour, "bold"), right_w,
        topright=(rect.right - pad, top))
    times = " · ".join(w for w in (row.left, waited(row)) if w)
    if times:
        put(surf, a.text(times, scene.font(17), T.INK_SOFT, "italic"), right_w,
            bottomright=(rect.right - pad, bottom))


def waited(row: Row) -> str:
    return text("yours.waited", clock=row.waited) if row.waited else ""


def put(surf: pygame.Surface, shown: pygame.Surface, width: int, **where) -> None:
    """Blit a line, narrowed to `width` when a translation is long."""
    if shown.get_width() > width:
        shown = pygame.transform.smoothscale(
            shown, (width, max(1, shown.get_height() * width // shown.get_width())))
    surf.blit(shown, shown.get_rect(**where))


def more_line(scene, surf: pygame.Surface) -> None:
    """"Rows 1–6 of 9 · the wheel scrolls" when not every row fits."""
    total, shown = len(scene.rows), len(scene.row_rects)
    if total <= shown or not scene.row_rects:
        return
    last = scene.row_rects[-1][0]
    line = text("yours.scroll", first=scene.offset + 1, last=scene.offset + shown,
                total=total)
    small = scene.app.assets.text(line, scene.font(16), T.INK_SOFT, "italic")
    surf.blit(small, small.get_rect(midtop=(last.centerx, last.bottom + round(4 * scene.scale))))
