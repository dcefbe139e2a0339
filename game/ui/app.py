"""The scene manager and the main loop (Clock.tick(60)).

Scenes share one interface: `layout(size)` (recomputed on resize), `handle(event)`, `update()`,
`draw(surface)`. The App owns the window, the assets, the edition, settings and storage; tests
drive it one frame at a time with `app.frame(events)`.
"""

from __future__ import annotations

import warnings
from pathlib import Path

import pygame

from game.edition_loader import load_edition
from game.texts import text

from .assets import Assets
from .storage import Settings, Storage

DEFAULT_SIZE = (1600, 900)
MIN_SIZE = (1280, 720)


class Scene:
    def __init__(self, app: App) -> None:
        self.app = app

    def layout(self, size: tuple[int, int]) -> None: ...

    def handle(self, event: pygame.event.Event) -> None: ...

    def update(self) -> None: ...

    def draw(self, surf: pygame.Surface) -> None: ...

    def on_escape(self) -> None:
        """Esc: most scenes go back to the title; the play scene opens the pause menu."""
        from .title import TitleScene

        self.app.switch(TitleScene(self.app))


class App:
    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, save_folder: Path | None = None,
                 bot_delay: int | None = None, resizable: bool = True) -> None:
        pygame.init()
        self.storage = Storage(save_folder)
        self.settings: Settings = self.storage.load_settings()
        self.bot_delay_override = bot_delay
        self.flags = pygame.RESIZABLE if resizable else 0
        self.windowed_size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        self.screen = pygame.display.set_mode(self.windowed_size, self.flags)
        pygame.display.set_caption(text("app.window"))
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error):
            pass
        self.assets = Assets()
        self.edition = load_edition()
        self.clock = pygame.time.Clock()
        self.running = True
        self.scene: Scene | None = None
        self.overlay: Scene | None = None  # the pause menu, drawn over the scene
        self.frames = 0
        self.new_game_seed: int | None = None  # tests fix the dice; None: a fresh seed

    @property
    def bot_delay(self) -> int:
        if self.bot_delay_override is not None:
            return self.bot_delay_override
        return self.settings.bot_delay

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def switch(self, scene: Scene) -> None:
        self.overlay = None
        self.scene = scene
        scene.layout(self.size)

    def open_overlay(self, scene: Scene | None) -> None:
        self.overlay = scene
        if scene is not None:
            scene.layout(self.size)

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.storage.save_settings(self.settings)
        self.apply_display_mode()

    def apply_display_mode(self) -> None:
        if self.settings.fullscreen:
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(self.windowed_size, self.flags)
        self.relayout()

    def relayout(self) -> None:
        if self.scene is not None:
            self.scene.layout(self.size)
        if self.overlay is not None:
            self.overlay.layout(self.size)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            size = (max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h))
            self.windowed_size = size
            if self.screen.get_size() != size:
                self.screen = pygame.display.set_mode(size, self.flags)
            self.relayout()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        target = self.overlay or self.scene
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and target is not None:
            target.on_escape()
            return
        if target is not None:
            target.handle(event)

    def frame(self, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: events, update, draw (no waiting)."""
        if events is None:
            events = pygame.event.get()
        for event in events:
            self.handle(event)
            if not self.running:
                return
        if self.scene is not None and self.overlay is None:
            self.scene.update()
        self.draw()
        self.frames += 1

    def draw(self) -> None:
        if self.scene is not None:
            self.scene.draw(self.screen)
        if self.overlay is not None:
            self.overlay.update()
            self.overlay.draw(self.screen)

    def pump(self) -> None:
        """Tests: handle every posted event and draw one frame."""
        self.frame(pygame.event.get())

    def run(self) -> int:
        if self.settings.fullscreen:
            self.apply_display_mode()
        while self.running:
            self.frame()
            pygame.display.flip()
            self.clock.tick(60)
        pygame.quit()
        return 0

    def start_title(self) -> None:
        from .title import TitleScene

        self.switch(TitleScene(self))
