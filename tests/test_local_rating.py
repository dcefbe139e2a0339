"""The player's rating at this computer against the computer levels (R-RATE-6): which games
count, how the rating moves against the levels' measured ratings, the file's guard, and where
the window says it (Statistics → Your rating, and the levels' ratings in New game)."""

from __future__ import annotations

import json
import re

import pytest

from game import texts
from game.ai import make_bot
from game.ratings import Skill
from game.rules.engine import Game, Setup
from game.session import Seat
from game.storage import local_rating as L
from game.texts import text
from game.ui.app import App
from game.ui.menus.rating_view import level_words, signed
from tests.online_ui import drawn_texts
from tests.scenario import edition

LEVELS = {"random": Skill(10.0, 2.0), "normal": Skill(25.0, 2.0), "hard": Skill(35.0, 2.0)}


def finished(seed: int, players: int = 2) -> Game:
    game, _ = Game.new(edition(), Setup(tuple("ABCD"[:players]), seed=seed))
    bots = [make_bot("normal", seed + i) for i in range(players)]
    while not game.over:
        assert game.decision is not None
        game.apply(bots[game.decision.player].choose(game))
    return game


def seats(*kinds: str) -> list[Seat]:
    return [Seat(f"P{i}", kind, i) for i, kind in enumerate(kinds)]


def test_one_person_against_computers_counts_and_moves_by_place(tmp_path):
    path = tmp_path / L.FILE
    game = finished(3)
    person_won = game.state.players[0].score > game.state.players[1].score
    after = L.record_rating(path, seats("human", "hard"), game, LEVELS)
    assert after is not None and after.games == 1
    assert (after.skill.mu > 25.0) == person_won  # beaten by or beating a strong computer
    assert after.skill.sigma < Skill().sigma
    kept = L.read_rating(path)
    assert kept.skill == after.skill and kept.history[0]["level"] == "hard"
    assert kept.history[0]["rating"] == after.skill.shown


@pytest.mark.parametrize("kinds", [("human", "human"), ("normal", "hard"),
                                   ("human", "human", "normal")])
def test_people_alone_computers_alone_or_two_people_do_not_count(tmp_path, kinds):
    assert L.record_rating(tmp_path / L.FILE, seats(*kinds), finished(4, len(kinds)),
                           LEVELS) is None
    assert not (tmp_path / L.FILE).exists()


def test_a_person_a_computer_helped_is_not_rated_and_the_save_says_so(tmp_path):
    from game.session import Session
    from game.storage.saves import load, save

    helped = seats("human", "normal")
    helped[0].helped = True
    assert L.record_rating(tmp_path / L.FILE, helped, finished(8), LEVELS) is None
    standin = seats("human", "normal")
    standin[0].standin = "hard"
    assert L.record_rating(tmp_path / L.FILE, standin, finished(8), LEVELS) is None
    session, _ = Session.start(edition(), Setup(("P0", "P1"), seed=8), helped)
    save(session, tmp_path / "kept.json", "kept")
    again = load(tmp_path / "kept.json", edition())
    assert [s.helped for s in again.seats] == [True, False]


def test_a_win_against_the_hard_level_is_worth_more_than_one_against_random(tmp_path):
    game = finished(5)
    winner = 0 if game.state.players[0].score > game.state.players[1].score else 1
    kinds = ["human", "human"]
    kinds[1 - winner] = "hard"
    hard = L.record_rating(tmp_path / "a.json", seats(*kinds), game, LEVELS)
    kinds[1 - winner] = "random"
    easy = L.record_rating(tmp_path / "b.json", seats(*kinds), game, LEVELS)
    assert hard is not None and easy is not None
    assert hard.skill.mu > easy.skill.mu > Skill().mu - 1e-9


def test_a_damaged_file_is_refused_and_left_as_it_is(tmp_path):
    path = tmp_path / L.FILE
    path.write_text(json.dumps({"format": L.FORMAT, "mu": "x", "sigma": 1, "games": 0,
                                "history": []}))
    before = path.read_text()
    with pytest.raises(L.RatingRefused):
        L.record_rating(path, seats("human", "normal"), finished(6), LEVELS)
    assert path.read_text() == before
    L.reset_rating(path)
    assert L.read_rating(path).games == 0


def test_the_levels_come_from_the_data_and_their_absence_is_said(tmp_path):
    shipped = L.levels()
    assert set(shipped) == {"random", "normal", "hard"}
    assert shipped["random"].mu < shipped["normal"].mu < shipped["hard"].mu
    assert L.levels(tmp_path) == {}


def test_statistics_say_the_rating_and_new_game_the_levels(tmp_path):
    app = App((1280, 720), save_folder=tmp_path, bot_delay=0)
    try:
        L.record_rating(L.rating_path(app.folders), seats("human", "normal"), finished(7),
                        L.levels())
        kept = L.read_rating(L.rating_path(app.folders))
        app.start_title()
        app.go("stats")
        app.scene.on_button("view:rating")
        said = drawn_texts(app)
        assert text("rated.yours", rating=kept.skill.shown, sigma=kept.skill.spread,
                    count=1) in said
        assert text("standings.chart_title") in said  # the chart of the games rated
        assert text("new_game.level_hard") in said  # a level's line to measure against
        app.go("new_game")
        app.scene.on_button("kind:1")  # a computer at the table
        normal = L.levels()["normal"].shown
        assert any(re.search(rf"≈\s{signed(normal)}\b", line) for line in drawn_texts(app))
    finally:
        app.close()


@pytest.mark.parametrize("language", ["en", "it", "de"])
def test_the_levels_line_wraps_between_levels_never_before_a_rating(tmp_path, language):
    app = App((1280, 720), save_folder=tmp_path, bot_delay=0)
    try:
        app.set_language(language)
        line = level_words(L.levels())
        width = app.assets.width(line, 24, "bold") * 2 // 3  # too narrow: two lines
        parts = app.assets.wrap(line, 24, width, "bold")
        assert len(parts) > 1
        for part in parts:  # each line whole levels, each with its number
            levels = part.strip(" ·").split(" · ")
            assert all(re.search(r"≈\s\u2212?\d+$", level) for level in levels), parts
    finally:
        app.set_language("en")
        app.close()


@pytest.mark.parametrize(("language", "one", "many"), [
    ("en", "after 1 game against", "after 2 games against"),
    ("it", "dopo 1 partita contro", "dopo 2 partite contro"),
    ("de", "nach 1 Partie gegen", "nach 2 Partien gegen")])
def test_the_rating_line_says_one_game_in_the_singular(language, one, many):
    texts.set_language(language)
    try:
        assert one in text("rated.yours", rating=1500, sigma=300, count=1)
        assert many in text("rated.yours", rating=1500, sigma=300, count=2)
    finally:
        texts.set_language("en")
