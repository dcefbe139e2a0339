"""Helpers of the online scenes' tests: an App at the title on a private folder, typing into
the focused field, waiting (frame by frame, up to a limit) for what the network brings, and a
record of every text a frame drew."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import threading  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable, Iterator  # noqa: E402
from contextlib import contextmanager  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402

from game.net.threaded import NetClient  # noqa: E402
from game.ui.app import App, Scene  # noqa: E402
from tests.scenario import edition  # noqa: E402
from tests.ui_driver import click_button, post_click, press  # noqa: E402

WAIT = 30.0  # seconds for something a local server does at once


def online_app(folder, size=(1600, 900)) -> App:
    """An App on a private folder at the title, playing the tests' own edition as the servers
    of tests/net_support.py do (the App has just loaded and checked the shipped one)."""
    app = App(size, save_folder=folder, bot_delay=0)
    app.edition = edition()
    app.start_title()
    app.pump()
    return app


def type_text(app: App, string: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=string))
    app.pump()


def replace_field(app: App, key: str, string: str) -> None:
    """Click a field of the scene, select all it holds and type `string` over it."""
    post_click(app, app.scene.field_rects[key].center)
    press(app, pygame.K_a, pygame.KMOD_CTRL)
    type_text(app, string)


def until(app: App, condition: Callable[[], bool], what: str, timeout: float = WAIT) -> None:
    """Draw frames until `condition` holds; fail after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting until {what}")
        idle_wait(app, app.frame(pygame.event.get()))


def idle_wait(app: App, drawn: list[pygame.Rect] | None, limit: float = 0.05) -> None:
    """After a frame that drew `drawn`: a frame that drew something (an animation, a typed
    letter) is followed by the next at once; one that drew nothing waits on the world outside,
    for the window's connection to bring a message (at most `limit` seconds), or, before there
    is a connection (a server starting, a connection being made), a moment for those threads."""
    if drawn != []:
        return
    link = app.online
    if link is not None and not link.closed:
        link.net.arrival(limit)
    else:
        threading.Event().wait(0.01)

@contextmanager
def texts_drawn(app: App) -> Iterator[list[str]]:
    """Every string the frames drawn inside the block draw."""
    seen: list[str] = []
    real = app.assets.text

    def spy(string, *args, **kwargs):
        seen.append(string)
        return real(string, *args, **kwargs)

    app.assets.text = spy
    try:
        yield seen
    finally:
        del app.assets.text  # the class's own method again


def drawn_texts(app: App) -> list[str]:
    """Every string the next frame draws (the whole scene is drawn again)."""
    with texts_drawn(app) as seen:
        app.full_redraw = True
        app.pump()
    return seen


def to_online_menu(app: App, name: str = "Anna") -> None:
    click_button(app, "online")
    replace_field(app, "name", name)


def host_through_scene(app: App, port: int = 0, players: int = 2,
                       clicks: tuple[str, ...] = (), mode: tuple[str, ...] = ()) -> None:
    """From the title: name, Host a table, the mode's clicks, the players, seat clicks, the
    port, Host."""
    to_online_menu(app)
    click_button(app, "host")
    for key in mode:
        click_button(app, key)
    click_button(app, f"players:{players}")
    for key in clicks:
        click_button(app, key)
    replace_field(app, "port", str(port))
    click_button(app, "host")


def hosted_lobby(app: App, players: int = 2, clicks: tuple[str, ...] = (),
                 mode: tuple[str, ...] = ()) -> Any:
    """Host a table through the scenes (host_through_scene) and wait for its lobby to know it."""
    from game.ui.online.lobby import LobbyScene

    host_through_scene(app, players=players, clicks=clicks, mode=mode)
    until(app, lambda: isinstance(app.scene, LobbyScene), "the lobby opens")
    lobby = app.scene
    until(app, lambda: lobby.view.info is not None, "the lobby hears of its table")
    return lobby


def seated_guests(app: App, link: Any, names: tuple[str, ...] = ("Bruno",),
                  **options: Any) -> list[NetClient]:
    """Headless players joined at the window's table and ready (`options`: NetClient's)."""
    out = []
    for name in names:
        client = NetClient(link.url, name, app.edition, **options)
        client.start().result(WAIT)
        client.join(link.code).result(WAIT)
        client.ready(True).result(WAIT)
        out.append(client)
    return out


def start_from_lobby(app: App, lobby: Any, opens: type) -> None:
    """The host's Ready and Start, once every seat is ready; wait for the `opens` scene."""
    click_button(app, "ready")
    until(app, lambda: next(b for b in lobby.buttons if b.key == "start").enabled, "ready")
    click_button(app, "start")
    until(app, lambda: isinstance(app.scene, opens), "the game opens")


class StubPlay(Scene):
    """Stands in for the online game's scene: it only keeps what it was given."""

    def __init__(self, app: App, link) -> None:
        super().__init__(app)
        self.link = link


def quiet_window(tmp_path, monkeypatch) -> Iterator[App]:
    """A window at the title that announces nothing on the network (a fixture's body)."""
    from game.ui.online import host as host_module

    monkeypatch.setattr(host_module, "ANNOUNCE", False)
    application = online_app(tmp_path, (1280, 720))
    yield application
    application.close()


def local_server(app: App) -> Iterator:
    """A real server on a free local port, playing the window's edition (a fixture's body)."""
    from game.net.host import HostedServer
    from game.net.server import ServerConfig

    with HostedServer(ServerConfig(host="127.0.0.1", port=0), app.edition) as hosted:
        yield hosted


class AnsweringLink:
    """Stands in for a leaderboard's link (game/ui/online/standings.py StandingsLink): every
    request is answered at once from `answers` (by its type), as a server would; `me` is this
    computer's identity there."""

    def __init__(self, answers: dict[str, dict[str, Any]], me: dict[str, Any] | None,
                 where: str = "127.0.0.1") -> None:
        self.answers, self.me, self.where = answers, me, where
        self.url = f"ws://{where}:8765"
        self.closed = False
        self.asked: list[dict[str, Any]] = []

    def ask(self, message: dict[str, Any]) -> Any:
        from concurrent.futures import Future

        self.asked.append(message)
        future: Future = Future()
        future.set_result(self.answers[message["type"]])
        return future

    def renamed(self, answer: dict[str, Any]) -> None:
        self.me = answer

    def close(self) -> None:
        self.closed = True


LONG_NAMES = ("Bartholomäus Wendel", "Annunziata Ferrari", "Chiara", "computer-hard",
              "Maximilian Oberholz", "computer-random", "Dieter", "computer-normal")


def full_board() -> dict[str, Any]:
    """A page of twenty players with long names and the widest numbers, computers among them."""
    players = [{"rank": 81 + i, "name": f"{LONG_NAMES[i % len(LONG_NAMES)]}"[:18] + str(i),
                "rating": 2188 - 37 * i, "sigma": 499 - i, "games": 999 - i,
                "computer": LONG_NAMES[i % len(LONG_NAMES)].startswith("computer-")}
               for i in range(20)]
    return {"type": "ratings", "players": players}


def full_profile(name: str = "Bartholomäus Wendel") -> dict[str, Any]:
    """A profile with every part at its fullest: a long history, all player counts, twenty
    recent games of four with three-digit changes."""
    history = [{"at": 1.7e9 + i * 3600, "rating": 1500 + (i * 53) % 700 - 300} for i in range(40)]
    recent = [{"code": f"ABCD{i:02d}", "place": 1 + i % 4, "players": 4, "score": 100 + i,
               "left": i % 5 == 4, "change": -188 + 17 * i, "rating": 1888 - i,
               "at": 1.7e9 - i * 3600} for i in range(20)]
    groups = {str(n): {"games": 333, "wins": 111, "average": 104.7,
                       "places": [111, 88, 77, 57][:n]} for n in (2, 3, 4)}
    return {"type": "profile", "name": name, "rating": 1888, "sigma": 432, "games": 999,
            "computer": False, "wins": 333, "history": history, "recent": recent,
            "by_players": groups}


def hosting_tried(monkeypatch) -> list[dict]:
    """Host a table's rules as each try sends them, the try itself failing (no server)."""
    from game.ui.online import host as host_module

    asked: list[dict] = []

    def host_table(name, seats, port, db, edition, credentials, announce, rules, local=False):
        asked.append(dict(rules))
        raise OSError("not this time")

    monkeypatch.setattr(host_module, "host_table", host_table)
    return asked
