"""UI tests for the whole log (scrolled with the wheel, a drag and keys, grouped by round, places
and actions in words, written again from the record after loading), the sound layer without an
audio device, and a quiet idle (a table waiting for a person draws nothing)."""

from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import texts  # noqa: E402
from game.ai.random_bot import RandomBot  # noqa: E402
from game.ui import loop  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.devtools.bench import run_idle_bench  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from game.ui.toolkit.sound import SoundBoard  # noqa: E402
from tests.ui_driver import (  # noqa: E402
    NEUTRAL,
    click_button,
    make_app,
    move_mouse,
    perform,
    post_click,
    press,
    settle,
    start_game,
)


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, seed=515)
    yield application
    pygame.quit()


def quick_game(app: App, moves: int, players: int = 2, seed: int = 6) -> PlayScene:
    """A game `moves` moves in, played with posted events (animations off: it is about the
    log)."""
    app.settings["animation_speed"] = 0.0
    scene = start_game(app, players)
    bot = RandomBot(seed)
    for _ in range(moves):
        perform(app, scene, bot.choose(scene.game))
    return scene


def log_pixels(app: App, scene: PlayScene) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(scene.logview.area), "RGB")


def wheel(app: App, y: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))
    app.pump()


def test_the_log_scrolls_with_the_wheel_a_drag_and_keys(app):
    scene = quick_game(app, 60)
    view = scene.logview
    assert len(view.rows(app.assets)) > 3 * view.visible  # far more than fits
    move_mouse(app, view.area.center)
    newest = log_pixels(app, scene)
    wheel(app, 1)
    assert view.scroll == 3 and log_pixels(app, scene) != newest
    press(app, pygame.K_END)
    assert view.scroll == 0 and log_pixels(app, scene) == newest
    press(app, pygame.K_HOME)
    oldest = view.scroll
    assert oldest == len(view.rows(app.assets)) - view.visible
    assert scene.log.entries[0].head  # the first row is round 1's heading
    press(app, pygame.K_PAGEDOWN)
    assert view.scroll == oldest - (view.visible - 1)
    press(app, pygame.K_END)
    start = view.area.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.pump()
    move_mouse(app, (start[0], start[1] + 5 * view.line_h), (1, 0, 0))
    assert view.scroll == 5  # the lines follow the pointer down: older ones come into view
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
    app.pump()
    assert view.drag is None and scene.message == ""  # a drag on the log is not a move


def test_a_scrolled_log_stays_put_when_lines_come(app):
    scene = quick_game(app, 30)
    view = scene.logview
    move_mouse(app, view.area.center)
    wheel(app, 2)
    first = view.rows(app.assets)[-view.visible - view.scroll]
    perform(app, scene, RandomBot(2).choose(scene.game))
    move_mouse(app, view.area.center)
    assert view.scroll > 6 and view.rows(app.assets)[-view.visible - view.scroll] == first


def test_the_log_is_written_again_from_the_record_after_loading(app):
    scene = quick_game(app, 45)
    lines = list(scene.log.lines)
    heads = [e.text for e in scene.log.entries if e.head]
    assert heads[0] == "Year 1 · Round 1" and len(heads) >= 2
    session = app.load_session(scene.table.autosave.path)
    app.open_session(session)
    loaded = app.scene
    assert loaded is not scene
    assert loaded.log.lines[:-1] == lines
    assert loaded.log.lines[-1].startswith("The game resumes")
    press(app, pygame.K_z, pygame.KMOD_LCTRL)  # the lines of a move taken back go
    assert len(loaded.log.lines) <= len(lines) + 1


BUILDING_OR_ACTION = re.compile(r"\b[A-E][0-9]\b")


@pytest.mark.parametrize("language", ["en", "it", "de"])
def test_the_log_names_places_and_actions_in_words(app, language):
    texts.set_language(language)
    scene = quick_game(app, 120, players=3, seed=3)
    said = "\n".join(scene.log.lines)
    missions = {m for m in scene.game.state.missions}
    for line in scene.log.lines:
        bare = line
        for mission in missions:  # a mission card is called by the name printed on it
            bare = bare.replace(mission, "")
        assert not BUILDING_OR_ACTION.search(bare), line
    kinds = {texts.text(f"kinds.{k}") for k in ("secular", "workshop", "common_room")}
    assert any(kind in said for kind in kinds)


def test_sounds_play_headless_for_the_moves(app, monkeypatch):
    if app.sounds.mixer is None:  # `heard` lists the effects asked for, played or not
        pytest.skip("no audio mixer would open here (not even SDL's dummy audio driver), so "
                    "no sound can be played")
    played: list[pygame.mixer.Sound] = []

    class Played(pygame.mixer.Sound):
        def play(self, *args, **kwargs):
            played.append(self)
            return super().play(*args, **kwargs)

    monkeypatch.setattr(pygame.mixer, "Sound", Played)
    scene = start_game(app, 2)
    bot = RandomBot(7)
    for _ in range(30):
        perform(app, scene, bot.choose(scene.game))
    settle(app)
    assert {"roll", "place", "take"} <= set(app.sounds.heard)
    # and each of them went through the mixer, not only asked for
    sounds = app.sounds._sounds
    assert all(name in sounds and sounds[name] in played for name in ("roll", "place", "take"))


def test_no_audio_device_means_silence_not_an_error(monkeypatch, tmp_path):
    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken)  # as if no device would open
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    board = SoundBoard(True, 0.8)
    assert board.mixer is None
    board.play("roll")  # silence
    assert board.heard == ["roll"]
    app = make_app(tmp_path)
    scene = start_game(app, 2)
    perform(app, scene, RandomBot(1).choose(scene.game))
    settle(app)
    assert app.sounds.mixer is None and app.sounds.heard
    pygame.quit()


def test_the_sound_setting_and_the_volume_slider_work(app):
    click_button(app, "settings")
    settings = app.scene
    click_button(app, "sound:1")
    assert app.settings["sound"] is False and app.sounds.on is False
    app.sounds.play("roll")  # asked, not heard
    click_button(app, "sound:0")
    assert app.sounds.on
    r = settings.slider
    post_click(app, (r.left + r.w // 4, r.centery))
    assert app.settings["volume"] == pytest.approx(0.25, abs=0.02)
    assert app.sounds.volume == app.settings["volume"]
    saved = App(None, save_folder=app.folders).settings
    assert saved["volume"] == app.settings["volume"]


def test_an_idle_table_draws_nothing(app):
    scene = start_game(app, 2)
    settle(app)
    move_mouse(app, NEUTRAL)
    app.pump()
    assert loop.idle(app)
    assert all(app.frame([]) == [] for _ in range(30))  # nothing changes: nothing is drawn
    before = app.screen.copy()
    event = pygame.event.Event(pygame.MOUSEMOTION, pos=scene.geometry.dice_spaces[2].center,
                               rel=(1, 1), buttons=(0, 0, 0))
    changed = app.frame([event])
    assert changed and changed is not None  # the tooltip: only where it is
    whole = pygame.Rect(0, 0, *app.size)
    assert sum(r.clip(whole).w * r.clip(whole).h for r in changed) < whole.w * whole.h // 3
    assert app.screen.get_buffer().raw != before.get_buffer().raw


def test_the_idle_benchmark_measures_the_real_loop():
    result = run_idle_bench(seconds=0.3)
    assert result["turns"] >= 1 and 0.0 <= result["cpu_percent"] < 100.0
