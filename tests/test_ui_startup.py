"""Starting the window on the player's own files: a corrected settings file is said once on
the title, the window fits the screen, and Continue resumes by the replayed game."""

from __future__ import annotations

import json

import pygame

from game import storage
from game.ui.menus.title import TitleScene
from tests.ui_driver import make_app


def test_a_broken_settings_file_is_said_once_and_kept_as_a_backup(tmp_path):
    folders = storage.Folders.under(tmp_path)
    folders.settings.parent.mkdir(parents=True, exist_ok=True)
    folders.settings.write_text('{"bot_delay": "slow", "language": "en"}')
    app = make_app(tmp_path)
    title = app.scene
    assert isinstance(title, TitleScene)
    assert "settings.json" in title.error and "settings.json.bak" in title.error
    assert "\n" not in title.error
    assert app.settings["bot_delay"] == storage.DEFAULT_SETTINGS["bot_delay"]
    assert app.take_notice() == ""  # said once
    assert storage.backup_path(folders.settings).read_text().startswith('{"bot_delay": "slow"')
    pygame.quit()


def test_a_remembered_window_larger_than_the_screen_is_fitted_to_it(tmp_path, monkeypatch):
    from game.ui import app as app_module

    folders = storage.Folders.under(tmp_path)
    folders.settings.parent.mkdir(parents=True, exist_ok=True)
    folders.settings.write_text(json.dumps({"window": [16000, 9000]}))
    monkeypatch.setattr(app_module, "_desktop", lambda: (1920, 1080))
    app = app_module.App(None, save_folder=tmp_path)
    assert app.windowed_size == (1920, 1080)
    pygame.quit()
