"""Settings → Online identity: the key is exported to a file only this user reads, a damaged
file is refused in words, and an import replaces this computer's key only once confirmed."""

from __future__ import annotations

import os
import stat

import pytest

from game.net.identity import Identity
from game.texts import text
from game.ui.app import App
from game.ui.menus.identity import IdentityScene
from game.ui.play.scene import PlayScene
from tests.online_ui import drawn_texts, replace_field
from tests.ui_driver import click_button, open_game


@pytest.fixture
def app(tmp_path):
    application = App((1280, 720), save_folder=tmp_path / "data", bot_delay=0)
    application.start_title()
    application.pump()
    yield application
    application.close()


def open_identity(app) -> IdentityScene:
    app.go("settings")
    app.pump()
    click_button(app, "identity")
    assert isinstance(app.scene, IdentityScene)
    return app.scene


def test_the_key_is_exported_privately_and_named_on_screen(app, tmp_path):
    scene = open_identity(app)
    target = tmp_path / "moved.json"
    replace_field(app, "file", str(target))
    click_button(app, "export")
    assert Identity.read(target).public == scene.identity.public
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o600
    assert scene.notice == text("identity.written", file=target)
    assert text("identity.key", key=scene.identity.fingerprint()) in drawn_texts(app)


def test_an_import_asks_first_then_replaces_the_key_and_a_bad_file_is_said(app, tmp_path):
    scene = open_identity(app)
    mine = scene.identity.public
    other = Identity.load(tmp_path / "other.json")
    replace_field(app, "file", str(tmp_path / "other.json"))
    click_button(app, "import")
    assert scene.identity.public == mine and scene.confirming  # asked first
    click_button(app, "import")
    assert scene.identity.public == other.public
    assert Identity.read(scene.path).public == other.public  # the window's own file
    (tmp_path / "broken.json").write_text("{not a key")
    replace_field(app, "file", str(tmp_path / "broken.json"))
    click_button(app, "import")
    click_button(app, "import")
    assert scene.identity.public == other.public and "broken.json" in scene.error
    click_button(app, "back")
    assert app.scene.__class__.__name__ == "SettingsScene"


def test_from_the_pause_menu_the_identity_screen_returns_to_the_same_table(app):
    """Settings opened over a game (Esc → Settings) open Online identity over it too: Back,
    Back leads to the pause menu over that table and Resume to the game, not to Settings."""
    scene = open_game(app)
    app.show("pause", play=scene)
    app.pump()
    click_button(app, "settings")
    click_button(app, "identity")
    assert isinstance(app.overlay, IdentityScene) and app.scene is scene
    click_button(app, "back")
    click_button(app, "back")
    assert app.scene is scene and isinstance(app.scene, PlayScene)
    click_button(app, "resume")
    assert app.overlay is None and app.scene is scene


@pytest.mark.parametrize("language", ["en", "it", "de"])
@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
def test_the_words_about_the_key_end_above_the_file_field(app, language, scale):
    app.set_language(language)
    app.assets.set_text_scale(scale)
    app.relayout()
    scene = open_identity(app)
    ends: list[int] = []
    real = scene.draw_lines

    def drawn(surf, string, *args, **kwargs):
        ends.append(real(surf, string, *args, **kwargs))
        return ends[-1]

    scene.draw_lines = drawn
    app.full_redraw = True
    app.pump()
    field = scene.field_rects["file"]
    caption = app.assets.font(scene.font(20), "bold").get_height()
    assert ends and max(ends) <= field.top - 4 - caption  # clear of the field's caption
    window = app.screen.get_rect()
    assert window.contains(scene.panel)
    assert all(scene.panel.contains(b.rect) for b in scene.buttons)
