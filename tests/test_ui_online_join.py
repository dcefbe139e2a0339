"""Joining from the window against a real server, hosting on a port already in use, the name
kept between runs, and the parsing of what the player types as an address and a code."""

from __future__ import annotations

import json
import socket

import pygame
import pytest

from game import storage
from game.net.discovery import Found
from game.net.host import HostedServer
from game.net.threaded import NetClient
from game.texts import text
from game.ui import app as app_module
from game.ui.online.address import AddressError, clean_code, parse_address, server_url
from game.ui.online.host import HostScene
from game.ui.online.join import JoinScene
from game.ui.online.lobby import LobbyScene
from game.ui.online.menu import OnlineMenuScene
from tests.online_ui import (
    WAIT,
    StubPlay,
    host_through_scene,
    local_server,
    online_app,
    quiet_window,
    replace_field,
    to_online_menu,
    until,
)
from tests.ui_driver import click_button

# the window (no announcement on the network, 1280×720) and a server on a free local port
app = pytest.fixture(quiet_window, name="app")
server = pytest.fixture(local_server, name="server")


@pytest.fixture
def creator(app, server):
    """A headless player who created a table for two."""
    client = NetClient(server.url, "Bruno", app.edition)
    client.start().result(WAIT)
    client.code = client.create(["open", "open"]).result(WAIT)["code"]
    yield client
    client.close()


def join_through_scene(app, address: str, code: str) -> JoinScene:
    to_online_menu(app)
    click_button(app, "join")
    scene = app.scene
    assert isinstance(scene, JoinScene)
    replace_field(app, "address", address)
    replace_field(app, "code", code)
    click_button(app, "join")
    return scene


def address_of(server: HostedServer) -> str:
    return server.url.removeprefix("ws://")


def test_a_wrong_code_shows_the_servers_refusal_and_the_scene_stays(app, server):
    scene = join_through_scene(app, address_of(server), "ABCDEF")
    until(app, lambda: scene.error != "", "the answer")
    assert scene.error == text("online.error_no_table")
    assert app.scene is scene and app.online is None


def test_a_code_that_cannot_be_one_is_said_before_any_connection(app):
    scene = join_through_scene(app, "127.0.0.1", "AB1")
    assert scene.error == text("online.bad_code") and scene.work is None


def test_a_server_out_of_reach_is_one_line(app):
    with socket.socket() as probe:  # a port nobody listens on once it is closed again
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    scene = join_through_scene(app, f"127.0.0.1:{port}", "ABCDEF")
    until(app, lambda: scene.error != "", "the failure")
    assert scene.error == text("online.error_offline", address=f"127.0.0.1:{port}")


def test_joining_by_code_opens_the_lobby_with_both_players(app, server, creator):
    code = creator.code
    scene = join_through_scene(app, address_of(server), code.lower())  # case does not matter
    until(app, lambda: isinstance(app.scene, LobbyScene), "the lobby opens")
    lobby = app.scene
    until(app, lambda: len([s for s in lobby.seats() if s["kind"] == "human"]) == 2,
          "both players are seated")
    assert [s["name"] for s in lobby.seats()] == ["Bruno", "Anna"]
    assert lobby.view.seat == 1 and not lobby.view.creator
    assert not any(b.key == "start" for b in lobby.buttons)  # only the creator starts
    assert app.online is lobby.link and scene.link is None
    assert app.settings["online_address"] == address_of(server)


def test_a_table_already_playing_is_rejoined_straight_into_the_game(app, server, creator,
                                                                   monkeypatch):
    monkeypatch.setitem(app_module.SCENES, "play_online", "tests.online_ui:StubPlay")
    code = creator.code
    join_through_scene(app, address_of(server), code)
    until(app, lambda: isinstance(app.scene, LobbyScene), "the lobby opens")
    click_button(app, "ready")
    creator.ready(True).result(WAIT)
    until(app, lambda: app.scene.view.info is not None and app.scene.mine()["ready"], "ready")
    creator.start_game().result(WAIT)
    until(app, lambda: isinstance(app.scene, StubPlay), "the game opens")
    app.go("title")  # away from the table: the seat stays this player's
    assert app.online is None
    click_button(app, "online")
    click_button(app, "join")
    scene = app.scene
    replace_field(app, "address", "192.0.2.7")  # another server typed: the seat is listed still
    listed = next(b for b in scene.buttons if b.key == "rejoin:0")  # the newest seat kept
    assert code in listed.label and address_of(server) in listed.label
    click_button(app, "rejoin:0")
    assert scene.value("address") == address_of(server)  # the kept seat's server, filled in
    until(app, lambda: isinstance(app.scene, StubPlay), "the game opens again")
    assert app.scene.link.net.view.seat == 1 and app.scene.link.net.view.state is not None


def test_a_server_found_on_the_network_fills_the_address(app):
    to_online_menu(app)
    click_button(app, "join")
    scene = app.scene
    scene.finder.stop()
    scene.finder.found = [Found("Monasterium desk 8765", "192.168.1.20", 8765),
                          Found("Monasterium attic 9000", "192.168.1.31", 9000)]
    scene.build(app.size)
    labels = [b.label for b in scene.buttons if b.key.startswith("found:")]
    assert labels == ["desk · 192.168.1.20:8765", "attic · 192.168.1.31:9000"]
    click_button(app, "found:1")
    assert scene.fields["address"].value == "192.168.1.31:9000"
    assert scene.focus == "code"


def test_a_port_in_use_is_one_line_and_the_scene_stays(app):
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        port = taken.getsockname()[1]
        host_through_scene(app, port=port)
        scene = app.scene
        assert isinstance(scene, HostScene)
        until(app, lambda: scene.work is None, "the attempt ends")
    assert scene.error == text("online.error_port_in_use", port=port)
    assert app.scene is scene and app.online is None


def test_the_name_is_kept_for_the_next_run(tmp_path, monkeypatch):
    app = online_app(tmp_path)
    to_online_menu(app, "Chiara")
    click_button(app, "host")
    app.close()
    again = online_app(tmp_path)
    try:
        click_button(again, "online")
        assert isinstance(again.scene, OnlineMenuScene)
        assert again.scene.fields["name"].value == "Chiara"
    finally:
        again.close()


# ------------------------------------------------------------------ what the player types


@pytest.mark.parametrize("typed, expected", [
    ("192.168.1.20", ("ws", "192.168.1.20", 8765)),
    (" 192.168.1.20:9000 ", ("ws", "192.168.1.20", 9000)),
    ("ws://example.org:80/", ("ws", "example.org", 80)),
    ("WSS://example.org", ("wss", "example.org", 8765)),
    ("[::1]:8800", ("ws", "::1", 8800)),
    ("[fe80::2]", ("ws", "fe80::2", 8765)),
    ("my-pc.local", ("ws", "my-pc.local", 8765)),
])
def test_an_address_is_read_with_the_default_port_when_left_out(typed, expected):
    assert parse_address(typed) == expected


@pytest.mark.parametrize("typed, reason", [
    ("", "online.no_address"),
    ("   ", "online.no_address"),
    ("host:", "online.bad_port"),
    ("host:0", "online.bad_port"),
    ("host:65536", "online.bad_port"),
    ("host:http", "online.bad_port"),
    ("::1", "online.bad_address"),
    ("[::1", "online.bad_address"),
    ("a b:8765", "online.bad_address"),
    ("user@host", "online.bad_address"),
    (":8765", "online.bad_address"),
])
def test_what_is_not_an_address_is_refused_with_a_reason(typed, reason):
    with pytest.raises(AddressError) as refused:
        parse_address(typed)
    assert str(refused.value) == reason
    assert text(reason) != reason  # a text the player reads, in every language


def test_server_urls_and_codes():
    assert server_url("10.0.0.5") == "ws://10.0.0.5:8765"
    assert server_url("[::1]:9") == "ws://[::1]:9"
    assert clean_code(" k7p-q2m ") == "K7PQ2M"
    assert clean_code("K7PQ2") is None and clean_code("K7PQ2O") is None  # O is never used


def test_a_hand_edited_online_setting_that_makes_no_sense_falls_back(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"online_name": "Anna\u0007", "online_address": "x" * 500}))
    settings, problems = storage.read_settings(path)
    assert settings["online_name"] == "" and settings["online_address"] == ""
    assert len(problems) == 2
    path.write_text(json.dumps({"online_name": "Anna", "online_address": "10.0.0.5:9000"}))
    settings, problems = storage.read_settings(path)
    assert (settings["online_name"], settings["online_address"]) == ("Anna", "10.0.0.5:9000")
    assert problems == []


def test_the_keyboard_still_types_after_going_from_one_form_to_the_next(app, monkeypatch):
    """The scene left stops text input after the next one is made: the next one must start
    it again once it is in place, or a real keyboard types nothing there."""
    typing = {"on": False}
    monkeypatch.setattr(pygame.key, "start_text_input", lambda: typing.update(on=True))
    monkeypatch.setattr(pygame.key, "stop_text_input", lambda: typing.update(on=False))
    to_online_menu(app)
    assert typing["on"]
    click_button(app, "join")
    assert isinstance(app.scene, JoinScene) and typing["on"]
    click_button(app, "back")
    assert typing["on"]  # the online menu again: its name field takes keys
