"""A host who left a game in progress takes it up again from the Host scene: the unfinished
tables of its own hosted database (with the seat credential kept) are offered; Resume starts
the server again on the same port and database, takes the seat back and opens the game."""

from __future__ import annotations

import pytest

from game.net.credentials import Credentials
from game.net.threaded import NetClient
from game.texts import text
from game.ui import app as app_module
from game.ui.online import host as host_module
from game.ui.online.host import HostScene
from game.ui.online.keep import credentials_of, hosted_db
from game.ui.online.resume import hosted_port, resumable_tables
from tests.online_ui import (
    WAIT,
    StubPlay,
    drawn_texts,
    hosted_lobby,
    online_app,
    seated_guests,
    start_from_lobby,
    until,
)
from tests.ui_driver import click_button


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setattr(host_module, "ANNOUNCE", False)
    monkeypatch.setitem(app_module.SCENES, "play_online", "tests.online_ui:StubPlay")
    application = online_app(tmp_path, (1280, 720))
    yield application
    application.close()


def host_and_leave_a_game(app, keep: Credentials) -> tuple[str, int, NetClient]:
    """Host a table for two through the scenes (Bruno, headless, keeps his seat's credential
    in `keep`), start it, then leave for the title."""
    lobby = hosted_lobby(app)
    link = lobby.link
    [bruno] = seated_guests(app, link, credentials=keep)
    start_from_lobby(app, lobby, StubPlay)
    port = link.hosted.server.port
    link.close()  # as the online game does when the player leaves it
    app.online = None
    app.go("title")
    return link.code, port, bruno


def test_the_host_resumes_its_unfinished_table_on_the_same_port(app, tmp_path):
    keep = Credentials(tmp_path / "bruno.json")
    code, port, bruno = host_and_leave_a_game(app, keep)
    try:
        while bruno.status != "closed":  # the host left: Bruno stops retrying
            assert bruno.wait(WAIT) is not None
        click_button(app, "online")
        click_button(app, "host")
        scene = app.scene
        assert isinstance(scene, HostScene)
        assert [t.code for t in scene.resumable] == [code]
        assert scene.resumable[0].port == port and scene.resumable[0].players == ("Anna", "Bruno")
        label = text("online.resume", code=code, players="Anna, Bruno")
        assert label in drawn_texts(app)
        click_button(app, "resume:0")
        until(app, lambda: isinstance(app.scene, StubPlay), "the game opens again")
        link = app.scene.link
        assert link.hosted is not None and link.hosted.server.port == port
        assert link.code == code and link.net.view.seat == 0
        assert link.net.view.state is not None and link.net.view.info["status"] == "playing"
        bruno.close()  # Bruno rejoins from Join, as a new connection: his seat is his again
        bruno = NetClient(link.url, "Bruno", app.edition, credentials=keep)
        bruno.start().result(WAIT)
        assert bruno.join(code).result(WAIT)["seat"] == 1
        until(app, lambda: link.take() is not None and not
              link.net.view.seat_info(1)["away"], "Bruno is back")
        assert link.net.view.seat_info(1)["name"] == "Bruno"
    finally:
        bruno.close()


def test_only_unfinished_tables_with_a_kept_seat_of_this_hosts_address_are_offered(app, tmp_path):
    assert resumable_tables(hosted_db(app), credentials_of(app)) == []  # no database yet
    code, port, bruno = host_and_leave_a_game(app, Credentials(tmp_path / "bruno.json"))
    bruno.close()
    credentials = credentials_of(app)
    assert [t.code for t in resumable_tables(hosted_db(app), credentials)] == [code]
    other = Credentials(tmp_path / "other.json")  # kept for another computer's server only
    entry = credentials.lookup(f"ws://127.0.0.1:{port}", code)
    other.remember(f"ws://192.168.1.20:{port}", code, 0, entry["credential"], "Anna")
    assert resumable_tables(hosted_db(app), other) == []
    assert resumable_tables(hosted_db(app), None) == []
    assert hosted_port("ws://127.0.0.1:8765") == 8765 and hosted_port("wss://a.b:1") is None
    assert hosted_port("ws://127.0.0.1:99999") is None
