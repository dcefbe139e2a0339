"""The game review in the window, driven by posted events: Review on the scoring screen makes
the review in the worker (kept beside the finished game), its summary lists the costliest
decisions, and one of them opens the replay viewer with the better move ringed on the table;
Review in the viewer's bar can be cancelled."""

from __future__ import annotations

import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.analysis.judge import find_move  # noqa: E402
from game.analysis.review import review_game  # noqa: E402
from game.history import GameHistory, ScorePoint  # noqa: E402
from game.rules.record import replay  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.storage import reviews, save  # noqa: E402
from game.storage.finished import record_path  # noqa: E402
from game.texts import text  # noqa: E402
from game.ui.play.input import TableInput  # noqa: E402
from game.ui.replay.scene import ReplayScene  # noqa: E402
from game.ui.results import review_job  # noqa: E402
from game.ui.results.lead_graph import lead_top  # noqa: E402
from game.ui.results.review_scene import ReviewScene  # noqa: E402
from game.ui.results.score_chart import draw_score_chart  # noqa: E402
from game.ui.toolkit import theme as T  # noqa: E402
from game.ui.toolkit.drawn import RING  # noqa: E402
from game.ui.words.describe import option_text  # noqa: E402
from tests.online_ui import drawn_texts  # noqa: E402
from tests.scenario import edition  # noqa: E402
from tests.test_review import SMALL, bot_record  # noqa: E402
from tests.ui_driver import click_button, make_app, shows_ring  # noqa: E402

SEATS = [Seat("Anna", "human", 0), Seat("Bruno", "normal", 1)]


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setattr(review_job, "DEFAULT_BUDGET", SMALL)
    application = make_app(tmp_path)
    yield application
    pygame.quit()


def wait_for_review(app, scene) -> None:
    """Let the worker finish (waiting on its answer, not on the clock), then a frame."""
    assert scene.job is not None and scene.busy()
    scene.job.future.exception()
    app.pump()


def test_the_costliest_decision_opens_with_the_better_move_ringed(app):
    record = bot_record("normal", 1)
    session = Session.start(edition(), record.setup, SEATS)[0]
    for option in record.options:
        session.apply(option)
    game_file = record_path(app.folders, record)
    save(session, game_file, "finished")
    app.go("scoring", game=replay(edition(), record), seats=SEATS, record=record)
    app.pump()
    click_button(app, "review")
    wait_for_review(app, app.scene)
    summary = app.scene
    assert isinstance(summary, ReviewScene)
    kept = reviews.read_review(reviews.review_path(game_file), record)
    assert kept == summary.review  # kept beside the finished game
    costliest = summary.review.costliest()[0]
    button = next(b for b in summary.buttons if b.key == f"jump:{costliest.position}")
    assert button is summary.buttons[1]  # the first of the list, under Back
    shown = drawn_texts(app)  # the lead graph's scale and legend, the list's two lines
    top = lead_top(summary.review)
    assert {f"+{top}", "0", f"-{top}", "Anna", "Bruno", text("review.graph_costly")} <= set(shown)
    assert all(line in shown for line in button.label.split("\n"))
    position_game = summary.history.game_at(costliest.position)
    played = option_text(find_move(position_game, costliest.played), position_game)
    assert text("review.costly_played", year=costliest.year, round=costliest.round, name="Anna"
                if costliest.player == 0 else "Bruno", move=played,
                klass=text(f"review.classes.{costliest.klass}"),
                loss=f"{costliest.loss:.1f}") in button.label  # what was played, and by whom
    click_button(app, button.key)
    app.pump()
    viewer = app.scene
    assert isinstance(viewer, ReplayScene) and viewer.position == costliest.position
    game = viewer.game
    better = find_move(game, costliest.best)
    assert option_text(better, game) in button.label  # the list names the better move
    rings = [d for d in viewer.drawn() if d.look == RING and d.colour == T.HINT]
    assert rings and all(shows_ring(app, d) for d in rings)
    hand = game.state.players[game.decision.player].hand if game.decision.kind == "place" else []
    table = TableInput(game.options(), hand)
    ringed = [m for m in game.options() if table.hint_steps(m) == [d.step for d in rings]]
    assert ringed == [better]  # the rings show that move and no other
    assert str(better) != costliest.played


def test_a_review_in_the_replay_bar_can_be_cancelled(app):
    record = bot_record("normal", 1)
    viewer = app.go("replay", record=record, seats=SEATS)
    app.pump()
    click_button(app, "review")
    job = viewer.job
    assert job is not None and next(b for b in viewer.buttons if b.key == "review").label \
        == text("review.cancel")
    click_button(app, "review")
    assert job.stop.is_set()
    job.future.exception()  # the worker has given up
    app.pump()
    assert viewer.job is None and viewer.review is None
    assert viewer.notice == text("review.cancelled")


@pytest.mark.parametrize("size", [1.0, 1.25, 1.5])
def test_the_costliest_decisions_fit_the_frame_at_every_text_size(tmp_path, size):
    app = make_app(tmp_path, size=(1280, 720))
    app.settings["text_size"] = size
    app.assets.set_text_scale(size)
    record = bot_record("normal", 1)
    review = review_game(GameHistory(edition(), record), budget=SMALL)
    scene = app.go("review", record=record, seats=SEATS, review=review)
    app.pump()
    rows = [b.rect for b in scene.buttons if b.key.startswith("jump:")]
    two_lines = 2 * app.assets.font(scene.font(17), "bold").get_linesize()
    assert rows and all(r.h >= two_lines for r in rows)  # both lines inside the row
    assert all(a.bottom < b.top for a, b in itertools.pairwise(rows))  # no row over the next
    assert rows[-1].bottom < scene.panel.bottom - round(20 * scene.scale)  # inside the frame
    assert len(rows) <= len(review.costliest()) and (size > 1 or len(rows) >= 4)
    pygame.quit()


class _Blits(pygame.Surface):
    """A surface that keeps where every picture was put on it."""

    def __init__(self, size):
        super().__init__(size)
        self.put: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        drawn = super().blit(source, dest, *args, **kwargs)
        self.put.append(drawn)
        return drawn


def test_the_score_charts_round_labels_never_touch_the_final_one(app):
    points = [ScorePoint(year, rnd, (5 * n, 3 * n))
              for n, (year, rnd) in enumerate([(y, r) for y in (1, 2, 3) for r in (1, 2, 3)])]
    points.append(ScorePoint(0, 0, (80, 60)))  # the final scoring
    for width in (260, 300, 340, 420, 700):
        surf = _Blits((width + 40, 240))
        draw_score_chart(surf, app.assets, pygame.Rect(10, 10, width, 200), points,
                         [0, 1], ["Anna", "Bruno"], 22)
        labels = [r for r in surf.put if r.top > 150 and r.h > 20]  # under the plot, no mark
        labels.sort(key=lambda r: r.left)
        assert len(labels) >= 2 and all(a.right < b.left for a, b in itertools.pairwise(labels))
