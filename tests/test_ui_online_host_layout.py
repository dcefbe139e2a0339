"""Host a table with unfinished tables to resume: their caption shows under the mode buttons
and the campaign's note keeps left of their column; a campaign table's lobby says it is one."""

from __future__ import annotations

import pytest

from game.texts import text
from game.ui.online import host as host_module
from game.ui.online.resume import Resumable
from tests.online_ui import drawn_texts, hosted_lobby, online_app

TABLES = [Resumable("KQ7P", 8765, ("Anna", "Bruno")),
          Resumable("ZX2M", 8766, ("Anna", "computer", "Carla")),
          Resumable("PL4N", 8767, ("Anna", "Dario")),
          Resumable("WQ9R", 8768, ("Anna", "Bruno", "Carla", "Dario"))]


@pytest.fixture(params=[(1280, 720), (1600, 900)])
def app(tmp_path, monkeypatch, request):
    monkeypatch.setattr(host_module, "ANNOUNCE", False)
    application = online_app(tmp_path, request.param)
    yield application
    application.close()


def test_the_unfinished_tables_and_the_campaign_note_keep_apart(app, monkeypatch):
    monkeypatch.setattr(host_module, "resumable_tables", lambda db, credentials: TABLES)
    app.go("online_host")
    scene = app.scene
    scene.on_button("mode:campaign")
    assert "Resume table KQ7P (Anna, Bruno)" in drawn_texts(app)
    buttons = {b.key: b.rect for b in scene.buttons}
    modes = [r for k, r in buttons.items() if k.startswith("mode:")]
    resumes = [r for k, r in buttons.items() if k.startswith("resume:")]
    caption = scene.font(20) * 1.4  # the caption's height, at most
    assert scene.resume_top - round(6 * scene.scale) - caption > max(r.bottom for r in modes)
    note_right = scene.panel.left + round((425 + 350) * scene.scale)  # the note's widest line
    assert note_right < min(r.left for r in resumes)
    others = [r for k, r in buttons.items() if not k.startswith("resume:")]
    assert not any(r.colliderect(o) for r in resumes for o in others)


def test_a_campaign_tables_lobby_says_it_is_a_campaign(app):
    hosted_lobby(app, mode=("mode:campaign",))
    assert text("saves.chapter", n=1, count=3) in drawn_texts(app)
