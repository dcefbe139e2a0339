"""The scene manager and the main loop (Clock.tick(60)).

Scenes share one interface: `layout(size)` (recomputed on resize), `handle(event)`, `update()`,
`draw(surface)`, and `leave()` when another scene takes its place. The App owns the window, the
assets, the edition, the settings, the folders it keeps files in (game/storage.py: saves, the
autosave, settings) and one worker thread where computer players think (`app.worker`), so that
the drawing loop never waits for them; tests drive it one frame at a time with
`app.frame(events)` and give it a temporary folder.
"""

from __future__ import annotations

import os
import sys
import warnings
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pygame

from game import storage, texts
from game.edition_loader import load_edition
from game.session import Session
from game.texts import text

from .assets import Assets

DEFAULT_SIZE = (1600, 900)
MIN_SIZE = (1280, 720)
FPS = 60
SETTINGS_QUIET_FRAMES = 30  # a resized window's size is written once the resizing has stopped


class Scene:
    def __init__(self, app: App) -> None:
        self.app = app

    def layout(self, size: tuple[int, int]) -> None: ...

    def handle(self, event: pygame.event.Event) -> None: ...

    def update(self) -> None: ...

    def draw(self, surf: pygame.Surface) -> None: ...

    def leave(self) -> None:
        """Another scene takes this one's place (work it started is no longer wanted)."""

    def on_escape(self) -> None:
        """Esc: most scenes go back to the title; the play scene opens the pause menu."""
        from .title import TitleScene

        self.app.switch(TitleScene(self.app))


class App:
    def __init__(self, size: tuple[int, int] | None = None,
                 save_folder: Path | storage.Folders | None = None,
                 bot_delay: int | None = None, resizable: bool = True) -> None:
        """`save_folder`: where saves and settings live (`storage.Folders.user()` for the
        player's own folders, any folder for tests); None keeps nothing on disk. `size`: the
        window size; None takes the size remembered in the settings."""
        pygame.init()
        if isinstance(save_folder, Path):
            save_folder = storage.Folders.under(save_folder)
        self.folders: storage.Folders | None = save_folder
        self.settings: dict = (storage.load_settings(self.folders.settings) if self.folders
                               else dict(storage.DEFAULT_SETTINGS))
        self.settings_dirty_at: int | None = None
        texts.set_language(self.settings["language"] or texts.system_language())
        self.bot_delay_override = bot_delay
        self.flags = pygame.RESIZABLE if resizable else 0
        size = size or tuple(self.settings["window"])
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
        self._worker: ThreadPoolExecutor | None = None

    @property
    def worker(self) -> ThreadPoolExecutor:
        """The one thread where bots think (made when first needed): one job at a time, in the
        order asked, while the main thread goes on drawing."""
        if self._worker is None:
            self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        return self._worker

    @property
    def bot_delay(self) -> int:
        """Frames a computer seat waits before it moves."""
        if self.bot_delay_override is not None:
            return self.bot_delay_override
        return round(self.settings["bot_delay"] * FPS)

    def animation_frames(self, frames: int) -> int:
        """An animation's length at the chosen animation speed (0: animations off)."""
        speed = self.settings["animation_speed"]
        return 0 if speed <= 0 else max(1, round(frames / speed))

    # ------------------------------------------------------------------ files

    def save_settings(self) -> None:
        self.settings_dirty_at = None
        if self.folders is None:
            return
        try:
            storage.save_settings(self.settings, self.folders.settings)
        except OSError as error:  # the game goes on with the settings in memory
            print(f"warning: settings not saved: {error}", file=sys.stderr)

    def change_setting(self, key: str, value: object) -> None:
        self.settings[key] = value
        self.save_settings()

    def set_language(self, code: str) -> None:
        """Every text in `code` at once: kept in the settings, rendered text thrown away,
        every scene laid out again (scenes read their texts when they lay out and draw)."""
        self.change_setting("language", code)
        texts.set_language(code)
        pygame.display.set_caption(text("app.window"))
        self.assets.clear_texts()
        self.relayout()

    def autosave(self, session: Session) -> str:
        """Keep the game in the autosave slot (a finished game clears it); an error message
        for the player, or ""."""
        if self.folders is None:
            return ""
        path = self.folders.autosave
        try:
            if session.game.over:
                path.unlink(missing_ok=True)
            else:
                storage.save(session, path, storage.AUTOSAVE)
        except OSError as error:
            return text("saves.autosave_failed", error=error.strerror or error)
        return ""

    def keep_previous_autosave(self, session: Session) -> None:
        """Before another game takes the autosave slot, move an unfinished game's autosave
        aside (one is kept): starting or loading a game never loses the one in progress."""
        if self.folders is None or not self.folders.autosave.exists():
            return
        path = self.folders.autosave
        try:
            header = storage.read(path)
            keep = (header.get("setup") != session.record.to_json()["setup"]
                    and not storage.save_info(path, header).over)
        except storage.SaveError:
            keep = True  # unreadable: kept for a look, never thrown away
        if keep:
            try:
                os.replace(path, self.folders.previous_autosave)
            except OSError as error:
                print(f"warning: previous autosave not kept: {error}", file=sys.stderr)

    def autosave_info(self) -> tuple[bool, str]:
        """(whether Continue can resume a game, an error to show about the autosave)."""
        if self.folders is None or not self.folders.autosave.exists():
            return False, ""
        try:
            header = storage.read(self.folders.autosave)
        except storage.SaveError as error:
            return False, text("error.save", error=error)
        return storage.save_info(self.folders.autosave, header).over is False, ""

    def load_session(self, path: Path) -> Session:
        """A saved game, ready to play; SaveError (with a message for the player) otherwise."""
        return storage.load(path, self.edition)

    def open_session(self, session: Session, events: list | None = None) -> None:
        from .play import PlayScene

        self.switch(PlayScene(self, session, events))

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def switch(self, scene: Scene) -> None:
        self.overlay = None
        if self.scene is not None and self.scene is not scene:
            self.scene.leave()
        self.scene = scene
        scene.layout(self.size)

    def open_overlay(self, scene: Scene | None) -> None:
        self.overlay = scene
        if scene is not None:
            scene.layout(self.size)

    def toggle_fullscreen(self) -> None:
        self.change_setting("fullscreen", not self.settings["fullscreen"])
        self.apply_display_mode()

    def apply_display_mode(self) -> None:
        if self.settings["fullscreen"]:
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
        if event.type == pygame.VIDEORESIZE and not self.settings["fullscreen"]:
            size = (max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h))
            self.windowed_size = size
            if list(size) != self.settings["window"]:
                self.settings["window"] = list(size)
                self.settings_dirty_at = self.frames
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
        if (self.settings_dirty_at is not None
                and self.frames - self.settings_dirty_at > SETTINGS_QUIET_FRAMES):
            self.save_settings()

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
        if self.settings["fullscreen"]:
            self.apply_display_mode()
        while self.running:
            self.frame()
            pygame.display.flip()
            self.clock.tick(FPS)
        self.close()
        return 0

    def close(self) -> None:
        """Quit: keep the window size if it changed, then close the window."""
        if self.settings_dirty_at is not None:
            self.save_settings()
        if self.scene is not None:
            self.scene.leave()
        if self._worker is not None:  # a search under way is not waited for
            self._worker.shutdown(wait=False, cancel_futures=True)
        pygame.quit()

    def start_title(self) -> None:
        from .title import TitleScene

        self.switch(TitleScene(self))
