"""No text is drawn smaller than 12 pixels in the smallest window (1280×720), on any screen a
player reaches: every font size the screens ask the assets for is counted while they draw."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai.random_bot import RandomBot  # noqa: E402
from game.campaign.session import CampaignSession  # noqa: E402
from game.rules.engine import Game, Setup  # noqa: E402
from game.rules.record import GameRecord  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.ui.devtools.demo import computer_table  # noqa: E402
from game.ui.toolkit.theme import MIN_TEXT  # noqa: E402
from game.ui.words.volumes import book  # noqa: E402
from tests.scenario import edition  # noqa: E402
from tests.ui_driver import count_font_sizes, make_app  # noqa: E402

SMALLEST = (1280, 720)


@pytest.fixture
def sizes(monkeypatch) -> list[int]:
    """Every font size asked for from here on."""
    return count_font_sizes(monkeypatch)


def finished_game(players: int, seed: int) -> tuple[Game, GameRecord, list[Seat]]:
    names = ("Anna", "Bruno", "Chiara", "Dieter")[:players]
    setup = Setup(names, seed)
    game, _ = Game.new(edition(), setup)
    bot, options = RandomBot(seed), []
    while not game.over:
        move = bot.choose(game)
        options.append(str(move))
        game.apply(move)
    return game, GameRecord(setup, options), [Seat(n, "random") for n in names]


def test_no_text_under_12_pixels_in_the_smallest_window(tmp_path, sizes):
    app = make_app(tmp_path, SMALLEST)
    game, record, seats = finished_game(4, 7)
    screens = [("title", {}), ("new_game", {}), ("settings", {}), ("rules", {}),
               ("stats", {}), ("load", {}), ("tutorial", {"lesson": 0}), ("lessons", {}),
               ("online", {}),
               ("online_join", {}), ("online_host", {}),
               ("replay", {"record": record, "seats": seats, "at": len(record.options) // 2}),
               ("scoring", {"game": game, "seats": seats, "record": record})]
    seen = {}
    for name, kwargs in screens:
        sizes.clear()
        app.assets.clear_texts()  # every text rendered anew: its size asked again
        app.go(name, **kwargs)
        app.full_redraw = True
        app.pump()
        seen[name] = min(sizes)
    for players in (2, 4):  # the table, the log and the mission cards at their fullest
        sizes.clear()
        app.assets.clear_texts()
        computer_table(app, players, 3, 60)
        app.full_redraw = True
        app.pump()
        seen[f"table of {players}"] = min(sizes)
    sizes.clear()  # a game against the Baron: his strip under the board
    app.assets.clear_texts()
    seats = [Seat("Anna", "human", 0), Seat("Bruno", "normal", 1)]
    session, events = Session.start(app.edition, Setup(("Anna", "Bruno"), 5, 0, "normal"), seats)
    app.open_session(session, events)
    app.full_redraw = True
    app.pump()
    seen["co-op table"] = min(sizes)
    sizes.clear()  # a campaign's chapter of four: its Volumes' strip under the board
    app.assets.clear_texts()
    names = ("Anna", "Bruno", "Chiara", "Dieter")
    CampaignSession.new(book(), app.edition, [Seat(n, "human", i) for i, n in enumerate(names)],
                        5).proceed(app)
    app.full_redraw = True
    app.pump()
    seen["campaign chapter"] = min(sizes)
    small = {name: size for name, size in seen.items() if size < MIN_TEXT}
    assert MIN_TEXT >= 12 and not small, small
    pygame.quit()
