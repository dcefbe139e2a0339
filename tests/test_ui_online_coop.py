"""A table together against the Baron hosted from the window (the Host scene's mode and
difficulty), joined by a headless player, with a computer team-mate on the server: the lobby
says what game it is, the Baron's strip and his animations play from the server's states, and
the end says won or lost together."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ai.random_bot import RandomBot
from game.table.online_past import verified_session
from game.texts import text
from game.ui.board.baron import chips
from game.ui.online.lobby import LobbyScene
from game.ui.online.play import OnlinePlayScene
from game.ui.results.scoring import ScoringScene
from tests.online_ui import (
    drawn_texts,
    hosted_lobby,
    quiet_window,
    seated_guests,
    start_from_lobby,
    until,
)
from tests.test_net_online_table import Others
from tests.test_ui_online_play import play_turns


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from quiet_window(tmp_path, monkeypatch)


def host_coop(app) -> LobbyScene:
    """Host a table of 3 against the Baron, hard: seat 2 open, seat 3 a computer."""
    return hosted_lobby(app, players=3, mode=("mode:coop", "difficulty:hard"),
                        clicks=("kind:2",))  # seat 3: open -> a computer (normal)


def test_an_online_coop_table_from_the_host_scene_to_won_or_lost(app, tmp_path):
    lobby = host_coop(app)
    assert app.settings["online_coop"] == "hard"
    assert "Together against the Baron · Hard" in drawn_texts(app)
    link = lobby.link
    [bruno] = seated_guests(app, link)
    start_from_lobby(app, lobby, OnlinePlayScene)
    scene = app.scene
    others = Others([bruno], random.Random(5))
    table = scene.table
    # the first Baron's turn, animated and logged as at one screen, from the server's states
    play_turns(app, scene, others, RandomBot(6),
               lambda: bool(table.game.state.coop and table.game.state.coop.baron_card))
    until(app, lambda: not scene.play.motion.running, "the Baron's turn is shown")
    coop = table.game.state.coop
    assert coop is not None and coop.difficulty == "hard"
    name = text(f"coop.baron_card.{coop.baron_card}.name")
    play_turns(app, scene, others, RandomBot(6),
               lambda: any(name in line for line in scene.play.log.lines), limit=120)
    now = table.game.state.coop  # (his card of this round, or of a later one by now)
    strip = [said for said, _, _ in chips(table.game)]
    assert text(f"coop.baron_card.{now.baron_card}.name") in strip[0], "his strip names it"
    assert text("coop_ui.events", count=len(now.event_deck)) in strip
    picture = tmp_path / "online_coop_table.png"  # the table at 1280x720, to look at
    pygame.image.save(app.screen, picture)
    assert pygame.image.load(picture).get_size() == (1280, 720)
    app.settings["animation_speed"] = 0
    play_turns(app, scene, others, RandomBot(7), lambda: isinstance(app.scene, ScoringScene),
               limit=600)
    until(app, lambda: others.step() or bruno.view.final_hash is not None, "the end")
    assert bruno.view.matches_server
    # the record replays to the end, as the window checks it before keeping the game
    kept = verified_session(app.edition, bruno.view.final_record, table.session.seats,
                            bruno.view.state, bruno.view.final_hash)
    assert kept is not None and kept.game.state.coop.outcome == table.game.state.coop.outcome
    said = drawn_texts(app)
    outcome = table.game.state.coop.outcome
    assert outcome in ("won", "lost")
    words = "Won together" if outcome == "won" else "Lost together"
    assert any(t.startswith(words) for t in said), said[:40]
    bruno.close()
