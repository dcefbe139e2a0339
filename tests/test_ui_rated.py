"""Rated tables in the window (RULES 12.10): Host a table offers "Rated" for a game against
each other only and sends it; the window proves this computer's identity, so the lobby says
the game is rated with each player's rating; at the table each seat's mark carries its rating,
and there is neither Hint nor Undo (R-RATE-3); the final screen shows each change."""

from __future__ import annotations

import pytest

from game.ai.random_bot import RandomBot
from game.net.identity import Identity
from game.rules.engine import Game, Setup
from game.session import Seat
from game.texts import text
from game.ui.online import host as host_module
from game.ui.online.play import OnlinePlayScene
from game.ui.online.seat_marks import seat_marks
from game.ui.results.scoring import ScoringScene, rating_change
from tests.online_ui import (
    drawn_texts,
    hosted_lobby,
    hosting_tried,
    online_app,
    seated_guests,
    start_from_lobby,
    to_online_menu,
    until,
)
from tests.ui_driver import click_button


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setattr(host_module, "ANNOUNCE", False)
    application = online_app(tmp_path, size=(1280, 720))
    yield application
    application.close()


def test_host_offers_rated_for_a_game_against_each_other_only(app, monkeypatch):
    asked = hosting_tried(monkeypatch)
    to_online_menu(app)
    click_button(app, "host")
    click_button(app, "rated")
    button = next(b for b in app.scene.buttons if b.key == "rated")
    assert button.label == text("rated.on") and button.selected
    assert "rating" in button.tooltip
    click_button(app, "host")
    until(app, lambda: bool(asked) and app.scene.work is None, "the hosting is tried")
    assert asked[-1] == {"speed": "untimed", "rated": True}
    assert host_module.HostScene(app).rated  # offered again next time
    click_button(app, "mode:campaign")
    button = next(b for b in app.scene.buttons if b.key == "rated")
    assert not button.enabled and button.label == text("rated.off")
    assert button.tooltip == text("rated.only_compete")


def test_a_rated_table_shows_ratings_and_offers_no_hint_nor_undo(app, tmp_path):
    lobby = hosted_lobby(app, clicks=("rated",))
    info = lobby.view.info
    assert info["rated"] is True and info["ratings"][0]["name"] == "Anna"
    bruno = Identity.load(tmp_path / "bruno.json")
    guests = seated_guests(app, app.online, identity=bruno)
    until(app, lambda: (lobby.view.info.get("ratings") or [None, None])[1] is not None,
          "Bruno's rating in the lobby")
    said = drawn_texts(app)
    assert text("rated.lobby") in said
    assert any("Anna" in line and "1500" in line for line in said), said
    assert any("Bruno" in line and "1500" in line for line in said), said
    start_from_lobby(app, lobby, OnlinePlayScene)
    scene = app.scene
    marks = seat_marks(scene)
    assert all(m.words.endswith("1500") for m in marks), [m.words for m in marks]
    assert not scene.table.can_hint() and not scene.table.can_undo()
    buttons = {b.key: b.enabled for b in scene.play.buttons}
    assert buttons.get("hint") is False and buttons.get("undo") is False
    hint = next(b for b in scene.play.buttons if b.key == "hint")
    assert hint.tooltip == text("buttons.hint_off_tip")  # says why, not what a hint would do
    for guest in guests:
        guest.close()


def test_the_final_screen_shows_each_rated_change(app):
    game, _ = Game.new(app.edition, Setup(("Anna", "Bruno"), seed=5))
    bot = RandomBot(1)
    while not game.over:
        game.apply(bot.choose(game))
    seats = [Seat("Anna", "human", 0), Seat("Bruno", "human", 1)]
    changes = [{"seat": 0, "name": "Anna", "before": 1500, "after": 1514},
               {"seat": 1, "name": "Bruno", "before": 1500, "after": 1486}]
    app.go("scoring", game=game, seats=seats, ratings=changes)
    assert isinstance(app.scene, ScoringScene)
    said = drawn_texts(app)
    assert text("rated.column") in said
    assert "+14 → 1514" in said and "−14 → 1486" in said
    assert rating_change([], 0) == text("rated.waiting")  # not rated yet
