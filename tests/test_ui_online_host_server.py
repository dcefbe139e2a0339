"""Host a table on a dedicated server, against a real one on a free local port: the window starts
no server of its own, creates a turn-based table there with this computer's player key, and the
lobby shows its code and the server's address; leaving it stops nothing. What cannot work is
said in words on the host screen, which keeps what was typed: an address that is not one, a
server out of reach, one of another edition or protocol, a refusal of the server's (its quota).
A turn-based table on this computer says it lives only while the window runs."""

from __future__ import annotations

import socket
import types
from dataclasses import replace

import pygame
import pytest

from game.net import handlers
from game.net import protocol as P
from game.net.host import HostedServer
from game.net.server import ServerConfig
from game.net.table import digest
from game.net.threaded import NetClient
from game.texts import text
from game.ui.online import host as host_module
from game.ui.online.host_where import HERE, SERVER
from game.ui.online.keep import credentials_of
from game.ui.online.lobby import LobbyScene
from game.ui.online.menu import OnlineMenuScene
from tests.net_support import WAIT, edition, hosted
from tests.online_ui import drawn_texts, online_app, replace_field, to_online_menu, until
from tests.ui_driver import click_button, press

TURN_BASED = 3  # clicks on the speed from untimed: turn-based, 12 h a turn


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setattr(host_module, "ANNOUNCE", False)  # no multicast from the tests
    application = online_app(tmp_path, (1280, 720))
    yield application
    application.close()


def host_scene(app, speed_clicks: int = 0) -> host_module.HostScene:
    """From the title: a name, Host a table, the speed clicked on `speed_clicks` times."""
    to_online_menu(app)
    click_button(app, "host")
    for _ in range(speed_clicks):
        click_button(app, "speed")
    scene = app.scene
    assert isinstance(scene, host_module.HostScene)
    return scene


def host_on(app, address: str, speed_clicks: int = TURN_BASED) -> host_module.HostScene:
    """Host a table "On a server" at `address` (typed), and wait for the step to end."""
    scene = host_scene(app, speed_clicks)
    click_button(app, "where:server")
    replace_field(app, "server", address)
    click_button(app, "host")
    until(app, lambda: app.scene is not scene or (scene.work is None and scene.error != ""),
          "the table is created, or the reason it is not")
    return scene


def a_closed_port() -> int:
    with socket.socket() as probe:  # a port nobody listens on once it is closed again
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_a_turn_based_table_is_created_on_the_server_and_outlives_leaving_it(app):
    with hosted() as server:
        address = server.url.removeprefix("ws://")
        host_on(app, server.url)
        assert isinstance(app.scene, LobbyScene), app.scene
        lobby, link = app.scene, app.online
        until(app, lambda: lobby.view.info is not None, "the lobby hears of its table")
        assert link is lobby.link and link.hosted is None  # no server in this window
        code, kept = link.code, credentials_of(app)
        assert kept is not None

        def on_server() -> tuple[str, list[str]]:
            table = server.server.rooms[code].table
            key = kept.player_key(server.url)
            mine = server.server.store.mine([digest(key)])
            return table.clocks.speed.id, [t.code for t in mine]

        speed, found = server.call(on_server)
        assert speed == "tb-12h" and found == [code]  # Your games finds it by the key
        seen = " ".join(drawn_texts(app))
        assert " ".join(code) in seen
        assert text("online.share_addresses", addresses=address) in seen
        assert app.settings["online_where"] == SERVER
        assert app.settings["online_server"] == server.url

        bruno = NetClient(server.url, "Bruno", app.edition)
        try:
            bruno.start().result(WAIT)
            bruno.join(code).result(WAIT)
            until(app, lambda: len([s for s in lobby.seats() if s["kind"] == "human"]) == 2,
                  "Bruno sits down")
            click_button(app, "leave")
            assert isinstance(app.scene, OnlineMenuScene) and link.closed
            assert bruno.status == "online" and bruno.farewell is None
            assert server.call(lambda: code in server.server.rooms)  # the table stays there
        finally:
            bruno.close()

        click_button(app, "host")  # offered again: on a server, at that address
        again = app.scene
        assert again.where == SERVER and again.focus == "server"
        assert again.inputs["server"].value == server.url


def test_an_address_that_is_not_one_is_said_and_nothing_is_tried(app):
    scene = host_scene(app)
    click_button(app, "where:server")
    replace_field(app, "server", "ws://games example")
    assert text("online.bad_address") in " ".join(drawn_texts(app))
    host = next(b for b in scene.buttons if b.key == "host")
    assert not host.enabled
    press(app, pygame.K_RETURN)
    assert app.scene is scene and scene.work is None and app.online is None


def test_a_server_out_of_reach_is_said_and_the_address_can_be_put_right(app):
    wrong = f"127.0.0.1:{a_closed_port()}"
    scene = host_on(app, wrong)
    assert app.scene is scene and app.online is None
    assert scene.error == text("online.server_offline", address=wrong)
    assert scene.inputs["server"].value == wrong and scene.where == SERVER  # nothing lost
    with hosted() as server:
        replace_field(app, "server", server.url.removeprefix("ws://"))
        click_button(app, "host")
        until(app, lambda: isinstance(app.scene, LobbyScene), "the lobby opens")
        assert server.call(lambda: len(server.server.rooms)) == 1
        app.scene.link.close()


def test_a_server_of_another_edition_is_said(app):
    other = replace(edition(), coop=None)  # the same game without its co-op content
    server = HostedServer(ServerConfig(host="127.0.0.1", port=0), other)
    server.start()
    try:
        scene = host_on(app, server.url)
        assert app.scene is scene and app.online is None
        assert scene.error == text("online.server_edition", address=server.url)
    finally:
        server.stop()


def test_a_server_of_another_protocol_is_said(app, monkeypatch):
    other = types.SimpleNamespace(**{**vars(P), "PROTOCOL": P.PROTOCOL + 1})
    monkeypatch.setattr(handlers, "P", other)  # the server speaks a later protocol
    with hosted() as server:
        scene = host_on(app, server.url)
        assert app.scene is scene
        assert scene.error == text("online.server_protocol", address=server.url)


def test_the_servers_quota_is_said_in_words(app):
    with hosted(tables_per_key=1) as server:
        first = NetClient(server.url, "Anna", app.edition, credentials=credentials_of(app))
        try:
            first.start().result(WAIT)
            first.create(["open", "open"]).result(WAIT)
        finally:
            first.close()
        scene = host_on(app, server.url)
        assert app.scene is scene and app.online is None
        assert scene.error == text("online.error_quota")


def test_a_turn_based_table_on_this_computer_says_it_lives_with_the_window(app):
    note = text("clocks.turn_here_note")
    scene = host_scene(app)
    assert scene.where == HERE and note not in " ".join(drawn_texts(app))
    for _ in range(TURN_BASED):
        click_button(app, "speed")
    assert note in " ".join(drawn_texts(app))
    click_button(app, "where:server")
    assert note not in " ".join(drawn_texts(app))
    click_button(app, "where:here")
    assert note in " ".join(drawn_texts(app)) and scene.focus == "port"
