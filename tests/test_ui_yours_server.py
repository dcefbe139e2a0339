"""Your games against a real server on a free local port: the window's turn watch finds the one
of two tables waiting for its move, Your games lists it first; opening it reaches the table
where it stands, says what the other player did since the moves this computer had seen, and
keeps what it saw; leaving it makes the watch look again, without announcing it anew."""

from __future__ import annotations

import random

import pygame
import pytest

from game.net.threaded import NetClient
from game.texts import text
from game.ui.online.keep import credentials_of
from game.ui.online.play import OnlinePlayScene
from game.ui.online.turn_notice import start_turn_notices
from game.ui.online.yours import YoursScene
from tests.net_support import hosted
from tests.online_ui import WAIT, online_app, until
from tests.test_net_online_table import Others
from tests.test_net_online_table import until as net_until
from tests.ui_driver import click_button, post_click, press


@pytest.fixture
def app(tmp_path):
    application = online_app(tmp_path, (1280, 720))
    yield application
    application.close()


def table_waiting_for(app, server, seat: int, least: int) -> str:
    """A table of Anna (this window's seat, its credential kept) and Bruno, played until `seat`
    must decide after at least `least` moves; then both windows close."""
    anna = NetClient(server.url, "Anna", app.edition, credentials=credentials_of(app))
    bruno = NetClient(server.url, "Bruno", app.edition)
    clients = [anna, bruno]
    for client in clients:
        client.start().result(WAIT)
    code = anna.create(["open", "open"]).result(WAIT)["code"]
    bruno.join(code).result(WAIT)
    for client in clients:
        client.ready(True).result(WAIT)
    anna.start_game().result(WAIT)
    table = server.call(lambda: server.server.rooms[code].table)
    others = Others(clients, random.Random(seat))

    def there() -> bool:
        return server.call(lambda: table.game is not None and table.game.decision is not None
                           and table.game.decision.player == seat and table.seq >= least
                           and table.fair.pending is None) \
            and all(c.view.seq == server.call(lambda: table.seq) for c in clients)

    net_until(clients, lambda: there() or bool(others.step()), f"seat {seat} to move")
    for client in clients:
        client.close()
    return code


def test_your_games_lists_the_table_waiting_for_you_first_and_opens_it(app):
    with hosted() as server:
        theirs = table_waiting_for(app, server, 1, 3)
        mine = table_waiting_for(app, server, 0, 4)
        credentials = credentials_of(app)
        credentials.mark_seen(server.url, mine, 2)
        record = server.call(lambda: server.server.store.load(mine))
        others_since = sum(1 for player, _ in record.moves[2:] if player != 0)

        app.settings["turn_notices"] = False  # no desktop notification from a test
        app.turn_notices = start_turn_notices(app)  # the window's watch, as App.run starts it
        assert app.turn_notices is not None
        until(app, lambda: "your_turn" in app.sounds.heard, "the table is announced")
        assert [t.code for t in app.turn_notices.watch.waiting] == [mine]

        click_button(app, "yours")
        scene = app.scene
        assert isinstance(scene, YoursScene)
        until(app, lambda: scene.tables is not None, "the tables are heard of")
        assert [r.table.code for r in scene.rows] == [mine, theirs]
        assert scene.rows[0].turn == text("yours.your_move")
        assert scene.rows[1].turn == text("yours.their_move", name="Bruno")

        post_click(app, scene.row_rects[0][0].center)
        until(app, lambda: isinstance(app.scene, OnlinePlayScene), "the table opens")
        table = app.scene
        assert table.code == mine and table.table.net.view.seat == 0
        assert table.table.seq == len(record.moves)
        assert table.away is not None and table.away.since.moves == others_since > 0
        assert table.away.since.names == ("Bruno",) and table.away.since.seen == 2
        assert credentials.seen(server.url, mine) == len(record.moves)  # reached: seen
        app.pump()
        press(app, pygame.K_SPACE)  # a key closes the panel
        assert table.away is None
        looks = app.turn_notices.watch.looks
        app.go("title")
        assert credentials.seen(server.url, mine) == len(record.moves)
        until(app, lambda: app.turn_notices.watch.looks > looks, "a look on leaving the table")
        assert app.turn_notices.count == 1 and app.turn_notices.watch.take() == []
