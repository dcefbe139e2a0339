"""The "since you were away" panel over the online table (play.py): opened from Your games, the
table shows one sentence of what the others did since this computer last saw it and the newest
log lines of it; the log itself gets a heading where those moves begin and is scrolled to it.
A click or a key closes the panel (and is taken by it); the wheel still scrolls the log. What
this computer has seen is written on reaching the table and on leaving it."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.texts import text
from game.ui.online.away import LINES_SHOWN, SinceAway, mark_in_log, mark_seen, since_away
from game.ui.toolkit import theme as T

WIDTH = 720  # the panel's width at 1600×900


class AwayPanel:
    def __init__(self, since: SinceAway) -> None:
        self.since = since
        self.rect = Rect(0, 0, 0, 0)
        self.scrolled = False  # the log was scrolled to where the moves since begin


def arrive(scene) -> AwayPanel | None:
    """On reaching the table (its log written from the past): the panel when it was opened from
    Your games and the others moved since; what was seen is kept either way."""
    seen = getattr(scene.link, "seen_before", None)
    past = scene.table.past
    panel = None
    if seen is not None and past is not None and not scene.table.watching:
        since = since_away([m.player for m in past.moves], seen, scene.table.net.view.seat,
                           list(scene.play.names), scene.play.log)
        if since is not None:
            mark_in_log(scene.play.log, seen)
            panel = AwayPanel(since)
    mark_seen(scene)
    return panel


def left(scene) -> None:
    """The table is left (or the window closes): what was seen is kept, and the turn watch
    looks at once."""
    mark_seen(scene)
    notices = getattr(scene.app, "turn_notices", None)
    if notices is not None:
        notices.left_table()


def handled(scene, event: pygame.event.Event) -> bool:
    """A click or a key closes the panel (True: the event is taken)."""
    if scene.away is None:
        return False
    if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN) and \
            getattr(event, "button", 1) in (1, 2, 3):
        close(scene)
        return True
    return event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) in (1, 2, 3)


def close(scene) -> None:
    scene.away = None
    scene.play.overlay_dirty = True


def draw(scene, surf: pygame.Surface) -> list[Rect]:
    panel: AwayPanel | None = scene.away
    if panel is None:
        return []
    if not panel.scrolled:
        scroll_log(scene)
        panel.scrolled = True
    a, g = scene.app.assets, scene.geometry
    s = g.scale
    width = round(WIDTH * s)
    pad = round(22 * s)
    head = a.wrap(text("yours.away_title"), g.font(24), width - 2 * pad, "bold")
    said = a.wrap(panel.since.sentence(), g.font(19), width - 2 * pad, "bold")
    lines = shown_lines(panel.since)
    body = [line for entry in lines for line in a.wrap(entry, g.font(16), width - 3 * pad)]
    rows = [(t, g.font(24), T.ROOF_D, "bold") for t in head] + \
        [(t, g.font(19), T.INK, "bold") for t in said] + \
        [(t, g.font(16), T.INK_SOFT, "regular") for t in body] + \
        [(text("yours.away_close"), g.font(15), T.INK_SOFT, "italic")]
    rendered = [(a.text(t, size, colour, style), style) for t, size, colour, style in rows]
    height = sum(r.get_height() for r, _ in rendered) + 2 * pad + round(8 * s) * 3
    panel.rect = Rect(0, 0, width, height)
    panel.rect.center = g.board.center
    pygame.draw.rect(surf, (30, 20, 12), panel.rect.move(4, 4), border_radius=14)
    pygame.draw.rect(surf, T.PARCH_L, panel.rect, border_radius=14)
    pygame.draw.rect(surf, T.GOLD, panel.rect, 3, border_radius=14)
    y = panel.rect.top + pad
    for i, (shown, style) in enumerate(rendered):
        gap = i in (len(head), len(head) + len(said), len(rendered) - 1)
        y += round(8 * s) if gap else 0
        x = panel.rect.left + pad + (pad if style == "regular" else 0)
        where = shown.get_rect(topleft=(x, y)) if style != "italic" \
            else shown.get_rect(midtop=(panel.rect.centerx, y))
        surf.blit(shown, where)
        y += shown.get_height()
    return [panel.rect.inflate(10, 10).move(2, 2)]


def shown_lines(since: SinceAway) -> list[str]:
    """The newest lines, with a first line telling how many more the log holds."""
    lines = list(since.lines[-LINES_SHOWN:])
    more = len(since.lines) - len(lines)
    return ([text("yours.away_more", count=more)] if more else []) + lines


def scroll_log(scene) -> None:
    """The log scrolled so that the heading where the moves since begin is its first row."""
    view = scene.play.logview
    rows = view.rows(scene.app.assets)
    mark = text("yours.log_since")
    at = next((i for i in range(len(rows) - 1, -1, -1) if rows[i] == (mark, True)), None)
    if at is not None:
        view.scroll = view.clamp(len(rows) - at - view.visible)
        scene.play.log_dirty = True
