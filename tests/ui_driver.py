"""Driving the real scenes with posted pygame events (headless), for the UI tests."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.ui.app import App  # noqa: E402
from game.ui.new_game import NewGameScene  # noqa: E402
from game.ui.play import PlayScene  # noqa: E402
from game.ui.title import TitleScene  # noqa: E402


def make_app(folder, size=(1600, 900), seed: int = 20240) -> App:
    """An App on a private folder at the title, computers moving without delay; new games
    take `seed`."""
    application = App(size, save_folder=folder, bot_delay=0)
    application.new_game_seed = seed
    application.start_title()
    application.pump()
    return application


def post_click(app: App, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.pump()


def post_drag(app: App, start, end) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.pump()
    steps = 4
    for k in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * k // steps,
               start[1] + (end[1] - start[1]) * k // steps)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                             buttons=(1, 0, 0)))
    app.pump()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.pump()


def click_button(app: App, key: str) -> None:
    scene = app.overlay or app.scene
    button = next(b for b in scene.buttons if b.key == key)
    post_click(app, button.rect.center)


def start_game(app: App, players: int) -> PlayScene:
    assert isinstance(app.scene, TitleScene)
    click_button(app, "new")
    assert isinstance(app.scene, NewGameScene)
    click_button(app, f"players:{players}")
    click_button(app, "start")
    assert isinstance(app.scene, PlayScene)
    return app.scene


def perform(app: App, scene: PlayScene, option: str) -> None:
    """Do the gestures for one option until the scene has applied it."""
    before = len(scene.applied)
    for _ in range(12):
        gesture = scene.gesture_for(option)
        assert gesture is not None, option
        if gesture[0] == "click":
            post_click(app, gesture[1])
        else:
            post_drag(app, gesture[1], gesture[2])
        if len(scene.applied) > before:
            assert scene.applied[before:] == [option]
            return
    raise AssertionError(f"the gestures for {option!r} did not apply it "
                         f"(prefix {scene.selection.prefix})")


def press(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="",
                                         scancode=0))
    app.pump()
