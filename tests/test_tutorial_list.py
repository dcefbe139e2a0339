"""Learn to play opens on the list of every lesson, against each other and together against the
Baron, with a tick beside each lesson done; any lesson starts from the list, and the panel
numbers the lessons as README counts them (17 + 7)."""

from __future__ import annotations

import pygame
import pytest

from game.texts import text
from game.tutorial.lessons import COOP_FIRST, COUNTED, LESSONS
from game.tutorial.progress import progress_path, read_done, write_progress
from game.ui.tutorial.lesson_list import LessonListScene
from game.ui.tutorial.scene import TutorialScene
from tests.online_ui import drawn_texts
from tests.ui_driver import click_button, make_app, post_click


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, size=(1280, 720))
    yield application
    pygame.quit()


def lesson_list(app) -> LessonListScene:
    click_button(app, "learn")
    assert isinstance(app.scene, LessonListScene)
    return app.scene


def panel_click(app, scene: TutorialScene, key: str) -> None:
    button = next(b for b in scene.panel.buttons if b.key == key)
    post_click(app, button.rect.center)


def test_the_list_shows_every_lesson_and_marks_those_done(app):
    write_progress(progress_path(app.folders), 3, {0, 1, 2, COOP_FIRST})
    scene = lesson_list(app)
    shown = drawn_texts(app)
    for n, lesson in enumerate(LESSONS[:COUNTED]):
        label = f"{n + 1}. {text(f'tutorial.{lesson.key}.title')}"
        assert label in shown and f"lesson:{n}" in {b.key for b in scene.buttons}
    assert "25." not in " ".join(shown)  # the offer after the last lesson is none
    assert set(scene.marks) == {0, 1, 2, COOP_FIRST}
    for index, mark in scene.marks.items():  # drawn: the tick's green left of its button
        assert app.screen.get_at(mark.center)[:3] != app.screen.get_at(mark.midtop)[:3]
        button = next(b for b in scene.buttons if b.key == f"lesson:{index}")
        assert mark.right <= button.rect.left and mark.centery == button.rect.centery
    assert [b.key for b in scene.buttons if b.selected] == ["lesson:3"]  # to go on with
    assert text("tutorial.list_go_on", n=4) in shown


def test_lesson_18_starts_from_the_list(app):
    lesson_list(app)
    click_button(app, f"lesson:{COOP_FIRST}")
    scene = app.scene
    assert isinstance(scene, TutorialScene)
    assert COOP_FIRST == 17 and scene.tutor.index == 17
    assert scene.tutor.lesson.key == "coop_welcome" and scene.play.game.state.coop is not None
    assert text("tutorial.heading", n=18, total=24) in drawn_texts(app)


def test_a_lesson_finished_is_marked_done(app):
    lesson_list(app)
    click_button(app, "go_on")
    scene = app.scene
    assert isinstance(scene, TutorialScene)
    assert text("tutorial.heading", n=1, total=24) in drawn_texts(app)
    panel_click(app, scene, "continue")  # the welcome is read
    assert scene.tutor.index == 1
    assert read_done(progress_path(app.folders), len(LESSONS)) == {0}
    panel_click(app, scene, "leave")
    assert set(lesson_list(app).marks) == {0}
