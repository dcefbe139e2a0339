"""Player statistics: a game counts once, when it ends at the table (not when it is loaded again,
replayed or watched), by opponent level and player count; they survive a restart; a damaged file
is refused in one line, left as it is, and replaced only by a reset the player confirmed."""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.cli import play_random  # noqa: E402
from game.history import GameHistory  # noqa: E402
from game.rules.moves import parse  # noqa: E402
from game.rules.record import replay  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.storage import Folders, finished, load, stats  # noqa: E402
from game.table import TableController  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.menus.stats import StatsScene  # noqa: E402
from tests.scenario import edition  # noqa: E402
from tests.ui_driver import click_button, make_app  # noqa: E402

SEATS = [("Anna", "human"), ("Bruno", "normal")]


@pytest.fixture(scope="module")
def record():
    return play_random(edition(), 2, 44)[1]


def seats(kinds=SEATS) -> list[Seat]:
    return [Seat(name, kind, i) for i, (name, kind) in enumerate(kinds)]


def one_move_from_the_end(record, kinds=SEATS) -> Session:
    session = Session.start(edition(), record.setup, seats(kinds))[0]
    for option in record.options[:-1]:
        session.apply(option)
    return session


def end_at_a_table(folders: Folders, record, kinds=SEATS) -> Session:
    session = one_move_from_the_end(record, kinds)
    table = TableController(session, folders=folders)
    table.apply(record.options[-1])
    table.close()
    assert session.game.over
    return session


def test_a_game_that_ends_at_the_table_counts_once(tmp_path, record):
    folders = Folders.under(tmp_path)
    session = end_at_a_table(folders, record)
    path = stats.stats_path(folders)
    counted = stats.read_stats(path)
    level, players, won, score = stats.game_result(session.seats, session.game)
    assert (level, players) == ("normal", 2) and counted.tally().played == 1
    assert counted.tally("normal", 2).won == int(won) and counted.tally().best == score
    kept = finished.finished_path(folders, session)
    assert kept.exists() and load(kept, edition()).game.over  # listed to watch again
    TableController(load(kept, edition()), folders=folders).close()  # opened again: over
    GameHistory(edition(), session.record)  # looked back at
    assert stats.read_stats(path).tally().played == 1


def test_levels_and_counts_add_up(tmp_path, record):
    folders = Folders.under(tmp_path)
    end_at_a_table(folders, record, [("Anna", "human"), ("Bruno", "hard")])
    end_at_a_table(folders, record, [("Anna", "human"), ("Bruno", "human")])
    end_at_a_table(folders, record, [("Anna", "random"), ("Bruno", "normal")])  # no person
    counted = stats.read_stats(stats.stats_path(folders))
    assert counted.tally().played == 2
    assert counted.tally("hard").played == counted.tally("human").played == 1
    final = replay(edition(), record)
    scores = [p.score for p in final.state.players]
    assert counted.tally().best == max(scores)
    assert counted.average == (scores[0] + max(scores)) / 2


def test_statistics_survive_a_restart_and_show_on_the_title(tmp_path, record):
    app = make_app(tmp_path)
    session = one_move_from_the_end(record)
    app.open_session(session)
    app.scene.apply(parse(record.options[-1]))  # the last move, made at the table
    for _ in range(5):
        app.pump()
    pygame.quit()
    again = make_app(tmp_path)  # the program started again
    click_button(again, "stats")
    scene = again.scene
    assert isinstance(scene, StatsScene) and not scene.error
    assert scene.stats.tally("normal", 2).played == 1
    pygame.quit()


def test_a_damaged_file_is_refused_in_one_line_and_left_alone(tmp_path, record):
    folders = Folders.under(tmp_path)
    path = stats.stats_path(folders)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "monasterium-stats", "version": 1, "games": [')
    with pytest.raises(stats.StatsRefused) as refused:
        stats.read_stats(path)
    message = str(refused.value)
    assert "stats.json" in message and "\n" not in message
    before = path.read_bytes()
    session = end_at_a_table(folders, record)  # the game is kept, the file left alone
    assert path.read_bytes() == before
    assert finished.finished_path(folders, session).exists()


@pytest.mark.parametrize("games", [
    [{"level": "normal", "players": 2, "played": 1, "won": 2, "best": 5, "total": 5}],
    [{"level": "expert", "players": 2, "played": 1, "won": 0, "best": 5, "total": 5}],
    [{"level": "normal", "players": 5, "played": 1, "won": 0, "best": 5, "total": 5}],
    [{"level": "normal", "players": 2, "played": -1, "won": 0, "best": 5, "total": 5}],
    [{"level": "normal", "players": 2, "played": 1, "won": True, "best": 5, "total": 5}],
    [{"level": "normal", "players": 2, "played": 1, "won": 0, "best": 9, "total": 5}],
    "many",
])
def test_numbers_that_cannot_be_are_refused(tmp_path, games):
    path = tmp_path / "stats.json"
    path.write_text(json.dumps({"format": "monasterium-stats", "version": 1, "games": games}))
    with pytest.raises(stats.StatsRefused, match="stats.json"):
        stats.read_stats(path)


def test_reset_asks_first_and_then_starts_again(tmp_path, record):
    folders = Folders.under(tmp_path)
    end_at_a_table(folders, record)
    path = stats.stats_path(folders)
    path.write_text("{ not json")
    app = make_app(tmp_path)
    click_button(app, "stats")
    scene = app.scene
    assert scene.error and "stats.json" in scene.error
    click_button(app, "reset")
    assert scene.confirming and path.read_text() == "{ not json"  # only asked
    click_button(app, "cancel")
    assert not scene.confirming and path.read_text() == "{ not json"
    click_button(app, "reset")
    click_button(app, "confirm")
    assert not scene.error and stats.read_stats(path).tally().played == 0
    pygame.quit()


def test_the_statistics_screen_draws_in_every_language(tmp_path, record):
    end_at_a_table(Folders.under(tmp_path), record)
    app = App((1280, 720), save_folder=tmp_path, bot_delay=0)
    for code in ("en", "it", "de"):
        app.set_language(code)
        app.go("stats")
        app.pump()
        assert app.scene.stats.tally().played == 1
    pygame.quit()


@pytest.mark.parametrize("language", ["en", "it", "de"])
def test_a_coop_game_is_said_won_or_lost_together_with_its_total_and_target(
        tmp_path, language, monkeypatch):
    """R-COOP-8: a co-op game that ends at the table is shown on the Statistics' co-op view as
    won or lost together, with the team's total against its target."""
    from game.ai.random_bot import RandomBot
    from game.rules.engine import Setup
    from game.texts import set_language, text
    from game.ui.toolkit.assets import Assets

    folders = Folders.under(tmp_path)
    team = seats([("Anna", "human"), ("Bruno", "human")])
    session = Session.start(edition(), Setup(("Anna", "Bruno"), 5, 0, "normal"), team)[0]
    bot = RandomBot(5)
    table = TableController(session, folders=folders)
    while not session.game.over:
        table.apply(str(bot.choose(session.game)))
    table.close()
    c = session.game.state.coop
    assert c is not None and c.outcome
    app = make_app(tmp_path, size=(1280, 720))
    set_language(language)
    said: list[str] = []
    drawn = Assets.text

    def counted(self, string, *args, **kwargs):
        said.append(string)
        return drawn(self, string, *args, **kwargs)

    monkeypatch.setattr(Assets, "text", counted)
    click_button(app, "stats")
    click_button(app, "view:coop")
    app.pump()
    outcome = text("saves.together_won" if c.outcome == "won" else "saves.together_lost")
    team_words = text("saves.team", total=c.total, target=c.target)
    assert any(outcome in line and team_words in line for line in said), said
    lost = int(c.outcome == "lost")
    assert any(text("coop_ui.stats_counts", played=text("stats.played", count=1),
                    won=1 - lost, lost=lost) == line for line in said)
    set_language("en")
    pygame.quit()
