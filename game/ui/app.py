"""The scene manager and the main loop (loop.py: it sleeps while nothing moves and puts on the
screen only what was drawn).

Scenes share one interface: `layout(size)` (recomputed on resize), `handle(event)`, `update()`,
`draw(surface)` (or `paint`, which draws only what changed), `busy()` (it needs frames without
events), and `leave()` when another scene takes its place. They are reached by name —
`app.go("play", session=...)` puts a scene in place, `app.show("pause", play=...)` over it — from
the registry SCENES, so that no scene imports another. The App owns the window, the assets, the
edition, the settings and the folders it keeps files in (game/storage.py: saves, the autosave,
settings); tests drive it one frame at a time (`app.frame(events)`) in a temporary folder.
"""

from __future__ import annotations

import importlib
import sys
import warnings
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game import storage, texts
from game.edition_loader import load_edition
from game.session import Session
from game.storage import autosaves
from game.texts import text
from game.ui import loop
from game.ui.online.scenes import ONLINE_SCENES
from game.ui.toolkit import theme
from game.ui.toolkit.assets import Assets
from game.ui.toolkit.sound import SoundBoard

if TYPE_CHECKING:
    from game.ui.online.link import OnlineLink
    from game.ui.online.turn_notice import TurnNotices

DEFAULT_SIZE = (1600, 900)
MIN_SIZE = (1280, 720)
FPS = loop.FPS
SETTINGS_QUIET_FRAMES = 30  # a resized window's size is written once the resizing has stopped

SCENES = {  # scene name -> "module:class" (imported when first shown)
    "title": "game.ui.menus.title:TitleScene",
    "new_game": "game.ui.menus.new_game:NewGameScene",
    "play": "game.ui.play.scene:PlayScene",
    "coop_guide": "game.ui.play.coop_guide:CoopGuideScene",
    "pause": "game.ui.menus.pause:PauseScene",
    "seats": "game.ui.menus.seats:SeatsScene",
    "save": "game.ui.menus.saves:SaveScene",
    "load": "game.ui.menus.saves:LoadScene",
    "rules": "game.ui.rulebook.scene:RulesScene",
    "settings": "game.ui.menus.settings:SettingsScene",
    "scoring": "game.ui.results.scoring:ScoringScene",
    "tutorial": "game.ui.tutorial.scene:TutorialScene",
    "lessons": "game.ui.tutorial.lesson_list:LessonListScene",
    "replay": "game.ui.replay.scene:ReplayScene",
    "review": "game.ui.results.review_scene:ReviewScene",
    "puzzles": "game.ui.puzzles.scene:PuzzleScene",
    "stats": "game.ui.menus.stats:StatsScene",
    "identity": "game.ui.menus.identity:IdentityScene",
    "campaign": "game.ui.campaign.sheet:CampaignScene",
    "campaign_end": "game.ui.campaign.end:CampaignEndScene",
    **ONLINE_SCENES,
}


class Scene:
    def __init__(self, app: App) -> None:
        self.app = app

    def layout(self, size: tuple[int, int]) -> None: ...

    def handle(self, event: pygame.event.Event) -> None: ...

    def update(self) -> None: ...

    def draw(self, surf: pygame.Surface) -> None: ...

    stale = True  # an event came since it was last drawn

    def busy(self) -> bool:
        """It changes without events: the loop gives it frames even when nothing happens."""
        return False

    def paint(self, surf: pygame.Surface, full: bool) -> list[pygame.Rect] | None:
        """Draw it if it may have changed; the rectangles changed ([]: none, None: all)."""
        if not (full or self.stale or self.busy()):
            return []
        self.stale = False
        self.draw(surf)
        self.draw_keys(surf)
        return None

    def draw_keys(self, surf: pygame.Surface) -> None: ...  # the keys' focus (menus)

    def leave(self) -> None:
        """Another scene takes this one's place (work it started is no longer wanted)."""

    def on_escape(self) -> None:
        """Esc: most scenes go back to the title; the play scene opens the pause menu."""
        self.app.go("title")


class App:
    def __init__(self, size: tuple[int, int] | None = None,
                 save_folder: Path | storage.Folders | None = None,
                 bot_delay: int | None = None, resizable: bool = True,
                 turn_grace: int | None = None) -> None:
        """`save_folder`: where saves and settings live (`storage.Folders.user()` for the
        player's own folders, any folder for tests); None keeps nothing on disk. `size`: the
        window size; None takes the size remembered in the settings."""
        pygame.init()
        if isinstance(save_folder, Path):
            save_folder = storage.Folders.under(save_folder)
        self.folders: storage.Folders | None = save_folder
        self.settings, self.settings_corrected = self._read_settings()
        self.settings_dirty_at: int | None = None
        texts.set_language(self.settings["language"] or texts.system_language())
        theme.use_palette(self.settings["palette"])
        self.settings["palette"] = theme.palette_name()  # a name this version lacks: standard
        self.bot_delay_override = bot_delay
        # frames a computer waits for a player to end their turn (None: the settings')
        self.turn_grace_override = turn_grace
        self.flags = pygame.RESIZABLE if resizable else 0
        size = size or storage.fit_window(self.settings["window"], _desktop())
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
        self.assets.set_text_scale(self.settings["text_size"])
        self.sounds = SoundBoard(self.settings["sound"], self.settings["volume"])
        self.full_redraw = True  # the next frame draws the whole window
        self.edition = load_edition()
        self.clock = pygame.time.Clock()
        self.running = True
        self.scene: Scene | None = None
        self.overlay: Scene | None = None  # the pause menu, drawn over the scene
        self.frames = 0
        self.new_game_seed: int | None = None  # tests fix the dice; None: a fresh seed
        self.online: OnlineLink | None = None  # the connection while playing online
        self.turn_notices: TurnNotices | None = None  # online tables waiting (run() starts it)

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

    def _read_settings(self) -> tuple[dict, bool]:
        """The settings, and whether the file had to be corrected. What an interrupted write
        left behind is cleaned up first."""
        if self.folders is None:
            return dict(storage.DEFAULT_SETTINGS), False
        self.folders.clean()
        settings, problems = storage.read_settings(self.folders.settings)
        return settings, bool(problems)

    def take_notice(self) -> str:
        """A message from the start (the settings file was corrected), given out once."""
        if not self.settings_corrected or self.folders is None:
            return ""
        self.settings_corrected = False
        path = self.folders.settings
        return text("error.settings", file=path.name, backup=storage.backup_path(path).name)

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

    def set_palette(self, name: str) -> None:
        """The players' pieces in palette `name` everywhere at once (kept in the settings)."""
        self.change_setting("palette", name)
        if theme.use_palette(name):
            self.assets.clear_sprites()
            self.relayout()

    def unfinished_game(self) -> tuple[Session | None, str]:
        """The game Continue resumes (the newest autosaved game that, replayed, is not over)
        and an error to show about an autosave that could not be loaded."""
        if self.folders is None:
            return None, ""
        try:
            session, problem = autosaves.newest_unfinished(self.folders, self.edition)
        except OSError as error:
            return None, text("error.save", error=error.strerror or error)
        return session, text("error.save", error=problem) if problem else ""

    def load_session(self, path: Path) -> Session:
        """A saved game, ready to play; SaveError (with a message for the player) otherwise."""
        return storage.load(path, self.edition)

    def open_session(self, session: Session, events: list | None = None) -> None:
        self.go("play", session=session, events=events)

    def make(self, name: str, **kwargs: object) -> Scene:
        """A new scene of the registry's `name`."""
        module, _, cls = SCENES[name].partition(":")
        return getattr(importlib.import_module(module), cls)(self, **kwargs)

    def go(self, name: str, **kwargs: object) -> Scene:
        """Put the scene `name` in place of the current one (and of any overlay)."""
        scene = self.make(name, **kwargs)
        self.switch(scene)
        return scene

    def show(self, name: str | None, **kwargs: object) -> Scene | None:
        """Show the scene `name` over the current one (None: close the overlay)."""
        scene = None if name is None else self.make(name, **kwargs)
        self.open_overlay(scene)
        return scene

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def switch(self, scene: Scene) -> None:
        self.overlay = None
        if self.scene is not None and self.scene is not scene:
            self.scene.leave()
        self.scene = scene
        self.full_redraw = True
        scene.layout(self.size)

    def open_overlay(self, scene: Scene | None) -> None:
        self.overlay = scene
        self.full_redraw = True
        if scene is not None:
            scene.layout(self.size)

    def resize_window(self, size: tuple[int, int]) -> None:
        """The window at `size` (brought within the screen), kept in the settings; in full
        screen it is the size the window takes when full screen ends."""
        size = storage.fit_window(size, _desktop())
        self.windowed_size = size
        self.change_setting("window", list(size))
        if not self.settings["fullscreen"]:
            self.screen = pygame.display.set_mode(size, self.flags)
            self.relayout()

    @property
    def turn_grace(self) -> int:
        """Frames to take back a move that rolls, or before a computer answers (Settings)."""
        if self.turn_grace_override is not None:
            return self.turn_grace_override
        return round(self.settings["turn_grace"] * FPS)

    def fits_screen(self, size: tuple[int, int]) -> bool:
        return storage.fit_window(size, _desktop()) == tuple(size)

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
        self.full_redraw = True
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
            target.stale = True
            target.handle(event)

    def frame(self, events: list[pygame.event.Event] | None = None
              ) -> list[pygame.Rect] | None:
        """One frame: events, update, draw what changed (no waiting); the rectangles drawn
        ([]: nothing, None: the whole window)."""
        if events is None:
            events = pygame.event.get()
        for event in events:
            self.handle(event)
            if not self.running:
                return []
        if self.overlay is not None:
            self.overlay.update()
        elif self.scene is not None:
            self.scene.update()
        if self.turn_notices is not None:
            self.turn_notices.update()
        rects = loop.paint(self)
        self.frames += 1
        if (self.settings_dirty_at is not None
                and self.frames - self.settings_dirty_at > SETTINGS_QUIET_FRAMES):
            self.save_settings()
        return rects

    def pump(self) -> None:
        """Tests: handle every posted event and draw one frame."""
        self.frame(pygame.event.get())

    def run(self) -> int:
        if self.settings["fullscreen"]:
            self.apply_display_mode()
        from game.ui.online.turn_notice import start_turn_notices
        self.turn_notices = start_turn_notices(self)
        while self.running:
            loop.step(self)
        self.close()
        return 0

    def close(self) -> None:
        """Quit: keep the window size if it changed, then close the window."""
        if self.settings_dirty_at is not None:
            self.save_settings()
        if self.scene is not None:
            self.scene.leave()  # the play scene's table cancels its thinking
        self.end_online()
        if self.turn_notices is not None:
            self.turn_notices.watch.stop()
        pygame.quit()

    def end_online(self) -> None:
        """Leave the online table, close the connection and any server this window hosts."""
        link, self.online = self.online, None
        if link is not None:
            link.close()

    def start_title(self) -> None:
        self.go("title")


def _desktop() -> tuple[int, int] | None:
    """The screen's size, when the system tells it (a driver without a display, as the tests'
    and --smoke's, has none: its made-up desktop is no screen's)."""
    try:
        if pygame.display.get_driver() in ("dummy", "offscreen"):
            return None
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    if not sizes:
        return None
    w, h = sizes[0]
    return w, h
