"""The window's online scenes against a real server: hosting through the Host scene opens the
lobby with the invite code, a second (headless) client joins by that code and shows up, chat
goes both ways, Ready and Start open the online game; Leave and quitting close everything."""

from __future__ import annotations

import pygame
import pytest

from game.net.client import NetError
from game.net.threaded import NetClient
from game.texts import text
from game.ui import app as app_module
from game.ui.online import host as host_module
from game.ui.online.lobby import LobbyScene
from game.ui.online.menu import OnlineMenuScene
from tests.online_ui import (
    WAIT,
    StubPlay,
    drawn_texts,
    host_through_scene,
    online_app,
    type_text,
    until,
)
from tests.ui_driver import click_button, post_click, press


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setattr(host_module, "ANNOUNCE", False)  # no multicast from the tests
    application = online_app(tmp_path)
    yield application
    application.close()


@pytest.fixture
def lobby(app) -> LobbyScene:
    host_through_scene(app, players=3, clicks=("kind:2",))
    until(app, lambda: isinstance(app.scene, LobbyScene), "the lobby opens")
    until(app, lambda: app.scene.view.info is not None, "the lobby hears of its table")
    return app.scene


@pytest.fixture
def bruno(app, lobby):
    client = NetClient(lobby.link.url, "Bruno", app.edition)
    client.start().result(WAIT)
    yield client
    client.close()


def heard(client: NetClient, kind: str, timeout: float = WAIT) -> dict:
    """The next message of `kind` the headless client receives."""
    while True:
        message = client.wait(timeout)
        assert message is not None, f"no {kind} message came"
        if message["type"] == kind:
            return message


def test_hosting_opens_the_lobby_with_the_code_the_server_knows(app, lobby):
    link = lobby.link
    assert app.online is link and link.hosted is not None
    assert link.code and lobby.view.code == link.code
    assert link.hosted.call(lambda: link.hosted.server.store.exists(link.code))
    shown = drawn_texts(app)
    assert " ".join(link.code) in shown  # the code, big
    seats = lobby.seats()
    assert [s["kind"] for s in seats] == ["human", "open", "bot"]
    assert seats[2]["level"] == "normal"
    assert text("online.seat_waiting") in shown and text("online.seat_normal") in shown
    assert app.settings["online_name"] == "Anna"


def test_the_next_host_scene_offers_the_table_hosted_last(app, lobby):
    assert app.settings["online_seats"] == "open,bot:normal"
    scene = host_module.HostScene(app)
    assert scene.players == 3 and scene.kinds[:3] == ["open", "open", "bot:normal"]
    assert scene.value("port") == "0"


@pytest.mark.parametrize("seats, port, expected", [
    ("", "", (2, [], "8765")),
    ("bot:hard", "9000", (2, ["bot:hard"], "9000")),
    ("bot:evil,open,bot:random", "12ab", (4, ["open", "open", "bot:random"], "8765")),
    ("open,open,open,open", "1", (2, [], "1")),  # more seats than a table has: not understood
])
def test_a_kept_host_setup_is_read_safely(seats, port, expected):
    kept = {"online_seats": seats, "online_port": port}
    assert host_module.last_hosted(kept) == expected


def test_a_second_client_joins_by_the_code_and_appears_in_the_lobby(app, lobby, bruno):
    bruno.join(lobby.link.code).result(WAIT)
    until(app, lambda: any(s["name"] == "Bruno" for s in lobby.seats()), "Bruno is seated")
    assert [s["name"] for s in lobby.seats()][:2] == ["Anna", "Bruno"]
    assert any(t.startswith("Bruno") for t in drawn_texts(app))


def test_chat_goes_both_ways(app, lobby, bruno):
    bruno.join(lobby.link.code).result(WAIT)
    type_text(app, "hello Bruno")  # the chat field has the keyboard in the lobby
    press(app, pygame.K_RETURN)
    line = heard(bruno, "chat")
    assert (line["name"], line["text"], line["seat"]) == ("Anna", "hello Bruno", 0)
    assert lobby.fields["chat"].value == ""
    bruno.chat("hi Anna").result(WAIT)
    until(app, lambda: ("Bruno", "hi Anna") in lobby.chat, "Bruno's line reaches the lobby")
    assert lobby.chat == [("Anna", "hello Bruno"), ("Bruno", "hi Anna")]
    assert "Bruno: hi Anna" in drawn_texts(app)


def test_ready_and_start_open_the_online_game_with_the_link(app, lobby, bruno, monkeypatch):
    monkeypatch.setitem(app_module.SCENES, "play_online", "tests.online_ui:StubPlay")
    bruno.join(lobby.link.code).result(WAIT)
    start = next(b for b in lobby.buttons if b.key == "start")
    assert not start.enabled  # Bruno is not ready yet
    bruno.ready(True).result(WAIT)
    click_button(app, "ready")
    until(app, lambda: next(b for b in lobby.buttons if b.key == "start").enabled,
          "every seat is ready")
    link = lobby.link
    click_button(app, "start")
    until(app, lambda: isinstance(app.scene, StubPlay), "the online game opens")
    assert app.scene.link is link and app.online is link
    assert not link.closed and link.net.view.state is not None
    assert heard(bruno, "state")["reason"] == "start"


def test_without_the_online_game_scene_the_lobby_says_so(app, lobby, bruno, monkeypatch):
    monkeypatch.delitem(app_module.SCENES, "play_online", raising=False)
    bruno.join(lobby.link.code).result(WAIT)
    bruno.ready(True).result(WAIT)
    click_button(app, "ready")
    until(app, lambda: lobby.can_start(), "every seat is ready")
    click_button(app, "start")
    until(app, lambda: lobby.view.state is not None, "the game starts")
    app.pump()
    assert app.scene is lobby and lobby.error == text("online.no_play_scene")
    lobby.take({"type": "ok"})  # the start's own answer, which may come after the state
    assert lobby.error == text("online.no_play_scene")


def test_a_colour_is_chosen_by_clicking_its_swatch_and_another_players_is_refused(
        app, lobby, bruno):
    bruno.join(lobby.link.code).result(WAIT)
    until(app, lambda: lobby.seats()[1]["kind"] == "human", "Bruno is seated")
    theirs = lobby.seats()[1]["colour"]
    free = next(c for c in range(4) if c not in {s["colour"] for s in lobby.seats()})
    click_swatch(app, lobby, free)
    until(app, lambda: lobby.mine()["colour"] == free, "the colour is taken")
    click_swatch(app, lobby, theirs)
    until(app, lambda: lobby.error == text("online.error_colour_taken"), "the refusal")
    assert lobby.mine()["colour"] == free


def click_swatch(app, lobby: LobbyScene, colour: int) -> None:
    post_click(app, dict(lobby.swatches)[colour].center)


def test_leave_closes_the_table_and_the_hosted_server(app, lobby, bruno):
    link = lobby.link
    bruno.join(link.code).result(WAIT)
    click_button(app, "leave")
    assert isinstance(app.scene, OnlineMenuScene) and app.online is None and link.closed
    status = heard(bruno, "status")
    while status["status"] == "online":  # the note of its own connecting, before
        status = heard(bruno, "status")
    assert status["status"] in ("reconnecting", "closed")
    probe = NetClient(link.url, "Eve", app.edition)
    try:
        with pytest.raises(NetError):
            probe.start().result(WAIT)  # nobody listens there any more
    finally:
        probe.close()


def test_quitting_the_window_closes_the_online_table(tmp_path, monkeypatch):
    monkeypatch.setattr(host_module, "ANNOUNCE", False)
    app = online_app(tmp_path)
    host_through_scene(app)
    until(app, lambda: isinstance(app.scene, LobbyScene), "the lobby opens")
    link = app.online
    app.close()
    assert link.closed and app.online is None
    assert not link.hosted.loop.is_running()


def test_a_dropped_connection_shows_reconnecting_and_the_seat_comes_back(app, lobby):
    taken: list[str] = []
    real = lobby.take

    def spy(message):
        if message.get("type") == "status":
            taken.append(message["status"])
        real(message)

    lobby.take = spy
    lobby.link.net.drop()
    until(app, lambda: "reconnecting" in taken and taken[-1] == "online", "the seat is back")
    assert not lobby.reconnecting and lobby.view.seat == 0
    assert lobby.mine()["name"] == "Anna" and not lobby.mine()["away"]
    real({"type": "status", "status": "reconnecting"})  # as it looks while it lasts
    assert lobby.busy()
    assert any(t.startswith(text("online.reconnecting")) for t in drawn_texts(app))
