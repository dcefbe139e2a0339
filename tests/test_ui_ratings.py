"""Ratings and profiles against a real server on a free local port: after rated games between
this window's identity (Anna) and Bruno, the leaderboard lists both with their games and marks
Anna's row; her profile shows the numbers the server keeps; Replay opens the viewer on the very
game; Rename says a taken name in words and takes a free one; a server out of reach or without
ratings is said in words; the keys reach a profile and Esc comes back."""

from __future__ import annotations

import asyncio
import random

import pygame
import pytest

from game.net import protocol
from game.net.identity import Identity, kept_beside
from game.texts import text
from game.ui.online.address import typed_form
from game.ui.online.keep import credentials_of
from game.ui.online.profile import ProfileScene
from game.ui.online.ratings import RatingsScene
from game.ui.online.standings import change_words, rating_words
from game.ui.replay.scene import ReplayScene
from tests.net_support import Probe, close_all, hosted, play, run, table_of
from tests.net_support import until as net_until
from tests.online_ui import drawn_texts, online_app, replace_field, to_online_menu, until
from tests.ui_driver import click_button, press


@pytest.fixture
def app(tmp_path):
    application = online_app(tmp_path / "window", (1280, 720))
    yield application
    application.close()


def rated_games(app, url: str, folder, games: int = 2) -> list[str]:
    """`games` rated games of random moves between Anna, with this window's identity, and
    Bruno; their tables' codes, oldest first."""
    mine = kept_beside(credentials_of(app).path)
    assert mine is not None

    async def go() -> list[str]:
        codes = []
        for seed in range(games):
            changed = asyncio.Event()
            clients = [Probe(url, "Anna", changed, identity=mine),
                       Probe(url, "Bruno", changed, identity=Identity.load(folder / "b.json"))]
            codes.append(await table_of(clients, changed, ["open", "open"], {"rated": True}))
            await play(clients, random.Random(seed))
            await net_until(changed, lambda clients=clients: all(
                any(m["type"] == "rated" for m in c.messages) for c in clients),
                "the game is rated")
            await close_all(clients)
        return codes

    return run(go())


def asked(url: str, message: dict) -> dict:
    """The server's answer to `message` on a connection of its own (no identity)."""
    async def go() -> dict:
        probe = Probe(url, "Carla", asyncio.Event())
        await probe.connect()
        answer = await probe.request(message)
        await probe.close()
        return answer
    return run(go())


def open_ratings(app, server) -> RatingsScene:
    """From the title through Play online to Ratings, at the server's address."""
    app.settings["online_address"] = typed_form(server.url)
    to_online_menu(app)
    click_button(app, "ratings")
    scene = app.scene
    assert isinstance(scene, RatingsScene)
    until(app, lambda: scene.players is not None or bool(scene.error), "the leaderboard")
    return scene


def open_profile(app, key: str = "mine") -> ProfileScene:
    click_button(app, key)
    scene = app.scene
    assert isinstance(scene, ProfileScene)
    until(app, lambda: scene.data is not None and scene.asking is None, "the profile")
    return scene


def test_the_leaderboard_lists_the_rated_players_and_the_profile_the_servers_numbers(
        app, tmp_path):
    with hosted() as server:
        codes = rated_games(app, server.url, tmp_path)
        board = asked(server.url, {"type": "ratings"})["players"]
        ratings = open_ratings(app, server)
        assert ratings.where == typed_form(server.url)  # filled in and asked at once
        assert ratings.players == board
        assert [(p["name"], p["games"]) for p in ratings.players] in (
            [("Anna", 2), ("Bruno", 2)], [("Bruno", 2), ("Anna", 2)])
        assert ratings.me is not None and ratings.me["name"] == "Anna"
        shown = drawn_texts(app)
        assert all(rating_words(p) in shown for p in board)
        assert text("standings.you", name="Anna", rating=rating_words(ratings.me),
                    games=text("standings.games_n", count=2)) in shown

        profile = open_profile(app)
        kept = asked(server.url, {"type": "profile", "name": "Anna"})
        assert profile.name == "Anna" and profile.mine
        assert [g["code"] for g in profile.data["recent"]] == codes[::-1]
        shown = drawn_texts(app)
    two = kept["by_players"]["2"]
    assert text("standings.summary", rating=rating_words(kept),
                games=text("standings.games_n", count=2),
                wins=text("standings.wins_n", count=kept["wins"])) in shown
    assert [change_words(g) for g in kept["recent"]] == \
        [w for w in shown if "→" in w][:2]
    assert f"{two['average']:g}" in shown and str(two["wins"]) in shown
    assert len(kept["history"]) == 2 and profile.data["history"] == kept["history"]


def test_replay_opens_the_viewer_on_the_game_and_comes_back(app, tmp_path):
    with hosted() as server:
        codes = rated_games(app, server.url, tmp_path, games=1)
        stored = server.call(lambda: server.server.store.load(codes[0]))
        open_ratings(app, server)
        profile = open_profile(app)
        click_button(app, "replay:0")
        until(app, lambda: isinstance(app.scene, ReplayScene), "the viewer opens")
        viewer = app.scene
        assert viewer.history.record.options == [move for _, move in stored.moves]
        assert list(viewer.history.record.setup.names) == ["Anna", "Bruno"]
        assert viewer.history.over
        press(app, pygame.K_ESCAPE)
        back = app.scene
        assert isinstance(back, ProfileScene) and back is not profile
        assert back.data == profile.data  # shown at once, the server asked again
        until(app, lambda: back.link is not None and back.asking is None, "linked again")
        assert back.mine


def test_rename_says_a_taken_name_and_takes_a_free_one(app, tmp_path):
    with hosted() as server:
        rated_games(app, server.url, tmp_path, games=1)
        open_ratings(app, server)
        profile = open_profile(app)
        replace_field(app, "rename", "BRUNO")
        click_button(app, "rename")
        until(app, lambda: profile.asking is None, "the answer")
        assert profile.error == text("standings.name_taken")
        assert text("standings.name_taken") in drawn_texts(app)
        replace_field(app, "rename", "Annabel")
        click_button(app, "rename")
        until(app, lambda: profile.name == "Annabel" and profile.asking is None, "renamed")
        board = asked(server.url, {"type": "ratings"})["players"]
    assert profile.data["name"] == "Annabel" and profile.mine
    assert {p["name"] for p in board} == {"Annabel", "Bruno"}


def test_a_server_out_of_reach_or_without_ratings_is_said_in_words(app, monkeypatch):
    with hosted() as server:
        url = server.url
        monkeypatch.delitem(protocol.SCHEMAS, "ratings")  # a server of before the ratings
        scene = open_ratings(app, server)
        assert scene.players is None
        assert scene.error == text("standings.older", address=typed_form(url))
    replace_field(app, "address", typed_form(url))  # the server has stopped
    click_button(app, "show")
    until(app, lambda: scene.work is None and bool(scene.error), "the failure")
    assert scene.error == text("online.error_offline", address=typed_form(url))
    assert scene.error in drawn_texts(app)


def test_the_keys_reach_a_players_profile_and_esc_comes_back(app, tmp_path):
    with hosted() as server:
        rated_games(app, server.url, tmp_path, games=1)
        ratings = open_ratings(app, server)
        link = ratings.link
        second = ratings.players[1]["name"]
        for _ in range(12):
            now = ratings.keys.current(ratings.focus_targets())
            if now is not None and now.key == "player:1":
                break
            press(app, pygame.K_TAB)
        press(app, pygame.K_RETURN)
        profile = app.scene
        assert isinstance(profile, ProfileScene) and profile.name == second
        until(app, lambda: profile.data is not None, "the profile")
        assert profile.data["name"] == second and profile.mine == (second == "Anna")
        press(app, pygame.K_ESCAPE)
        again = app.scene
        assert isinstance(again, RatingsScene) and again.link is link and not link.closed
        until(app, lambda: again.players is not None, "the leaderboard again")
        press(app, pygame.K_ESCAPE)
        assert app.scene.__class__.__name__ == "OnlineMenuScene" and link.closed


def test_review_makes_the_review_of_the_fetched_game_and_can_be_cancelled(app, tmp_path):
    with hosted() as server:
        codes = rated_games(app, server.url, tmp_path, games=1)
        stored = server.call(lambda: server.server.store.load(codes[0]))
        open_ratings(app, server)
        profile = open_profile(app)
        click_button(app, "review:0")
        until(app, lambda: profile.job is not None or bool(profile.error), "the record")
        job = profile.job
        assert job is not None, profile.error
        assert job.history.record.options == [move for _, move in stored.moves]
        assert not next(b for b in profile.buttons if b.key == "replay:0").enabled
        click_button(app, "cancel")
        until(app, lambda: profile.job is None, "the review stops")
        assert job.stop.is_set() and app.scene is profile
        assert next(b for b in profile.buttons if b.key == "review:0").enabled


def test_the_address_filled_in_is_the_newest_kept_seats_server(app):
    from game.ui.online.standings import last_server

    app.settings["online_address"] = "typed.example"
    assert last_server(app) == "typed.example"  # nothing kept: the address last typed
    credentials = credentials_of(app)
    credentials.remember("ws://10.0.0.5:9000", "ABCDEF", 0, "c1", "Anna")
    credentials.remember("ws://10.0.0.7:8765", "GHJKLM", 1, "c2", "Anna")
    assert last_server(app) == "10.0.0.7"  # the newest seat's, as an address is typed


def test_the_rating_axis_holds_every_rating_on_round_steps():
    from game.ui.online.rating_chart import bounds, game_marks

    for ratings in ([1500], [1500, 1532], [1500, 980, 2230, 1712], [1500] * 9):
        low, high, step = bounds(ratings, 4)
        assert low <= min(ratings) and max(ratings) <= high and high > low
        assert low % step == 0 and high % step == 0 and (high - low) // step <= 4
    assert game_marks(1) == [1] and game_marks(6) == [1, 2, 3, 4, 5, 6]
    marks = game_marks(40)
    assert marks[0] == 1 and marks[-1] == 40 and len(marks) <= 7
