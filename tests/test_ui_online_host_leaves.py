"""The window as a guest when the host's window leaves (the lobby and the online game say so in
words and lead back to the title; a server that merely drops still means reconnecting), and
watching a table as a spectator from Join: the online game read-only."""

from __future__ import annotations

import random

import pygame
import pytest

from game.net.threaded import NetClient
from game.table.online_dice import waiting_for
from game.texts import text
from game.ui.menus.title import TitleScene
from game.ui.online.link import HOST_LEFT
from game.ui.online.lobby import LobbyScene
from game.ui.online.play import OnlinePlayScene
from tests.online_ui import (
    WAIT,
    drawn_texts,
    local_server,
    quiet_window,
    replace_field,
    to_online_menu,
    type_text,
    until,
)
from tests.test_net_online_table import Others, close, start_table
from tests.test_ui_online_join import address_of, join_through_scene
from tests.test_ui_online_play import open_table
from tests.ui_driver import click_button, post_click, press

# the window (no announcement on the network, 1280×720) and a server on a free local port
app = pytest.fixture(quiet_window, name="app")
server = pytest.fixture(local_server, name="server")


def test_the_lobby_says_the_host_closed_the_table_and_leads_to_the_title(app, server):
    creator = NetClient(server.url, "Bruno", app.edition)
    try:
        creator.start().result(WAIT)
        code = creator.create(["open", "open"]).result(WAIT)["code"]
        join_through_scene(app, address_of(server), code)
        until(app, lambda: isinstance(app.scene, LobbyScene), "the lobby opens")
        lobby = app.scene
        until(app, lambda: lobby.view.info is not None, "the lobby hears of its table")
        server.stop(farewell=HOST_LEFT)
        until(app, lambda: lobby.host_gone, "the lobby hears the host left")
        assert lobby.link.net.status == "closed" and not lobby.reconnecting
        assert text("online.host_closed") in " ".join(drawn_texts(app))
        post_click(app, lobby.swatches[2][1].center)  # nothing is asked of a server gone
        app.pump()
        assert lobby.error == text("online.host_closed")
        keys = [b.key for b in lobby.buttons]
        assert "title" in keys and "ready" not in keys and "leave" not in keys
        click_button(app, "title")
        assert isinstance(app.scene, TitleScene) and app.online is None and lobby.link.closed
    finally:
        creator.close()


def test_the_online_game_says_the_host_closed_the_table_and_leads_to_the_title(app, server):
    scene, clients = open_table(app, server, ["open", "open"])
    server.stop(farewell=HOST_LEFT)
    until(app, lambda: scene.table.status == "closed", "closed")
    assert scene.table.farewell == HOST_LEFT
    shown = drawn_texts(app)
    assert text("online_play.host_closed") in shown
    assert text("online_play.closed") not in shown
    assert any(scene.code in line for line in shown)
    assert scene.play.prompt() == text("online_play.host_closed")
    post_click(app, scene.back_button.rect.center)
    assert isinstance(app.scene, TitleScene) and app.online is None
    close(clients)


def test_a_server_that_merely_drops_still_shows_reconnecting(app, server):
    scene, clients = open_table(app, server, ["open", "open"])
    server.stop()
    until(app, lambda: scene.table.status == "reconnecting", "reconnecting")
    assert scene.table.farewell is None and clients[0]._client.reconnect
    assert text("online_play.reconnecting") in drawn_texts(app)
    close(clients)


def test_watch_opens_the_online_game_read_only_and_follows_the_moves(app, server):
    clients, code = start_table(server.url, ["open", "open"])
    others = Others(clients, random.Random(5))
    to_online_menu(app)
    click_button(app, "join")
    replace_field(app, "address", address_of(server))
    replace_field(app, "code", code)
    click_button(app, "watch")
    until(app, lambda: isinstance(app.scene, OnlinePlayScene), "the online game opens")
    scene = app.scene
    table = scene.table
    assert table.watching and table.seat is None and app.online is scene.link
    # the game's lines so far (from the server's past), then the line that says so
    lines = scene.play.log.lines
    assert lines[0] == text("log.round_head", year=1, round=1)
    assert lines[-1] == text("online_play.log_watching", code=code)
    assert not any(seat.mine for seat in table.seat_presence())
    start = table.seq
    until(app, lambda: others.step() or table.seq >= start + 6, "six moves watched")
    # the players' programs give their links by themselves: a roll waits only a moment
    until(app, lambda: not waiting_for(table.net.view.info), "no roll waits for links")
    play = scene.play
    assert len(play.applied) >= 6 and not play.human_turn() and play.inp is None
    buttons = {b.key: b.enabled for b in play.buttons}
    assert buttons.get("hint") is False and buttons.get("undo") is False
    name = table.seat_presence()[table.decision.player].name
    assert scene.play.prompt() == text("online_play.watching", name=name)
    assert not table.play(table.game.options()[0]) and table.awaiting is None
    assert not table.undo() and table.hints.request is None
    table.ask_hint()
    assert table.hints.request is None
    press(app, pygame.K_RETURN)  # a spectator chats too, named as one
    type_text(app, "Salve")
    press(app, pygame.K_RETURN)
    line = text("online_play.chat", name=text("online.spectator"), text="Salve")
    until(app, lambda: others.step() or line in scene.play.log.lines, "the spectator's line")
    close(clients)


def test_watching_a_table_in_its_lobby_follows_it_into_the_game(app, server):
    clients = [NetClient(server.url, name, app.edition) for name in ("Bruno", "Chiara")]
    try:
        for client in clients:
            client.start().result(WAIT)
        code = clients[0].create(["open", "open"]).result(WAIT)["code"]
        clients[1].join(code).result(WAIT)
        to_online_menu(app)
        click_button(app, "join")
        replace_field(app, "address", address_of(server))
        replace_field(app, "code", code)
        click_button(app, "watch")
        until(app, lambda: isinstance(app.scene, LobbyScene), "the lobby opens")
        lobby = app.scene
        until(app, lambda: lobby.view.info is not None, "the lobby hears of its table")
        assert lobby.view.seat is None and lobby.mine() is None
        assert [s["name"] for s in lobby.seats()] == ["Bruno", "Chiara"]
        keys = {b.key: b.enabled for b in lobby.buttons}
        assert keys["ready"] is False and "start" not in keys
        for client in clients:
            client.ready(True).result(WAIT)
        clients[0].start_game().result(WAIT)
        until(app, lambda: isinstance(app.scene, OnlinePlayScene), "the game opens")
        assert app.scene.table.watching
    finally:
        close(clients)
