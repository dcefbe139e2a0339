"""The main loop's turn: wait for something to happen when nothing moves, draw only what changed.

A scene draws itself through `paint(surface, full)`, which returns the rectangles it changed (an
empty list: nothing; None: the whole window). A scene that is not `busy()` — nothing moves,
nothing is awaited that counts frames — lets the loop sleep in `pygame.event.wait` until an event
comes or `IDLE_WAIT_MS` pass (the table still looks for a remote player's move that often).
Without a screen (the dummy video driver) SDL can only wait by polling every millisecond, so
there the loop sleeps instead: nobody can type or click there anyway."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.app import App

FPS = 60
IDLE_WAIT_MS = 100
NO_SCREEN = ("dummy", "offscreen")  # video drivers without a window: no input to wait for


def paint(app: App) -> list[pygame.Rect] | None:
    """Draw the scene and its overlay where they changed, and over them the strip telling an
    online table waits for this player; the rectangles (None: all)."""
    rects = paint_scenes(app)
    if app.turn_notices is not None:
        return app.turn_notices.paint(app.screen, rects)
    return rects


def paint_scenes(app: App) -> list[pygame.Rect] | None:
    full, app.full_redraw = app.full_redraw, False
    overlay = app.overlay
    if overlay is not None:
        if not (full or overlay.stale or overlay.busy()):
            return []
        overlay.stale = False
        if app.scene is not None:
            app.scene.paint(app.screen, True)
        overlay.draw(app.screen)
        overlay.draw_keys(app.screen)
        return None
    if app.scene is None:
        return []
    return app.scene.paint(app.screen, full)


def idle(app: App) -> bool:
    target = app.overlay or app.scene
    return app.settings_dirty_at is None and (target is None or not target.busy())


def next_events(app: App) -> list[pygame.event.Event]:
    """The events waiting; when there are none and nothing moves, sleep until one comes."""
    events = pygame.event.get()
    if events or not idle(app):
        return events
    if pygame.display.get_driver() in NO_SCREEN:
        time.sleep(IDLE_WAIT_MS / 1000)
        return pygame.event.get()
    event = pygame.event.wait(IDLE_WAIT_MS)
    return ([] if event.type == pygame.NOEVENT else [event]) + pygame.event.get()


def show(rects: list[pygame.Rect] | None) -> None:
    """Put what was drawn on the screen."""
    if rects is None:
        pygame.display.flip()
    elif rects:
        pygame.display.update(rects)


def step(app: App) -> list[pygame.Rect] | None:
    """One turn of the loop: events (or a sleep), update, paint, show; at most FPS a second."""
    rects = app.frame(next_events(app))
    if not app.running:
        return []
    show(rects)
    if rects != [] or not idle(app):
        app.clock.tick(FPS)
    return rects
