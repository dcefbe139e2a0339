"""The small words of playing alone and together, in every language: New game does not ask who
starts of one player; the title says 1 to 4 players; a player alone is told of donating, never
of giving; a Volume's objective reads "1 row" and "2 rows"; the Donate and Give buttons explain
themselves."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game import texts  # noqa: E402
from game.campaign.volumes import load_campaign  # noqa: E402
from game.rules.chapter import ObjectiveKind  # noqa: E402
from game.ui.menus.new_game import NewGameScene  # noqa: E402
from game.ui.play.buttons import step_tooltip  # noqa: E402
from game.ui.play.text import _helping  # noqa: E402
from tests.ui_driver import click_button, quick_app  # noqa: E402

LANGUAGES = ("en", "it", "de")


@pytest.fixture
def app(tmp_path):
    yield from quick_app(tmp_path, seed=3)


@pytest.fixture
def language(request):
    texts.set_language(request.param)
    yield request.param
    texts.set_language("en")


def test_who_starts_is_not_asked_of_one_player(app):
    click_button(app, "new")
    assert isinstance(app.scene, NewGameScene)
    click_button(app, "mode:coop")
    click_button(app, "players:1")
    assert not [b for b in app.scene.buttons if b.key.startswith("first:")]
    click_button(app, "players:2")
    assert [b.key for b in app.scene.buttons if b.key.startswith("first:")] == [
        "first:", "first:0", "first:1"]


class Uses:
    def __init__(self, *steps: tuple) -> None:
        self.steps = list(steps)

    def buttons(self) -> list[tuple]:
        return self.steps


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_words_for_one_player_and_for_counts(language):
    assert "1" in texts.text("app.subtitle") and "2" not in texts.text("app.subtitle")
    alone = _helping("X", Uses(("coop", "donate")))
    together = _helping("X", Uses(("coop", "donate"), ("coop", "give:1")))
    assert alone == "X " + texts.text("coop_ui.prompt_help_donate")
    assert together == "X " + texts.text("coop_ui.prompt_help")
    assert _helping("X", Uses(("count", 1))) == "X"
    give = texts.text("coop_ui.give").split()[0].lower()  # "give", "dai", "an"
    assert give not in alone.lower().split(), "a player alone is not told of giving"
    for step in (("coop", "donate"), ("coop", "give:2")):
        assert len(step_tooltip(step)) > 30, step
    assert step_tooltip(("count", 2)) == ""
    book = load_campaign()
    rows = next(v for chapter in book.chapters for v in chapter
                if v.test == ObjectiveKind.ROWS_UNLOCKED)
    one, two = (book.objective_text(rows, players, language) for players in (2, 3))
    assert "(" not in one.replace("(I–III)", "") and "/" not in one, one
    assert one != two.replace(str(rows.amount(3)), str(rows.amount(2)))
