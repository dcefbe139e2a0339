"""The settings' words in Italian and German, and their notes at the smallest window: the
computer's speed says Lenta / Normale / Veloce (its own words, not the animations' plural ones);
the take-back time's German note says "einen Zug, bei dem gewürfelt wird"; each note is drawn at
a legible size right of its row's choices, within its row."""

from __future__ import annotations

import pygame
import pytest

from game import texts
from game.texts import text
from game.ui.menus.settings import SHOWN_ROWS, row_words
from game.ui.toolkit import theme as T
from tests.ui_driver import make_app


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, size=(1280, 720))
    yield application
    texts.set_language("en")
    pygame.quit()


def drawn(app) -> list[tuple[str, int, pygame.Rect]]:
    """Every text the settings draw: the string, its size and where it is blitted."""
    seen: list[tuple[str, int, pygame.Rect]] = []
    real = app.assets.text

    def spy(string, size, *args, **kwargs):
        shown = real(string, size, *args, **kwargs)
        seen.append((string, size, shown))
        return shown

    app.assets.text = spy
    try:
        app.go("settings")
        app.full_redraw = True
        app.pump()
    finally:
        del app.assets.text
    return [(s, size, surface.get_rect()) for s, size, surface in seen]


def in_language(app, code: str) -> list[str]:
    app.set_language(code)
    return [s for s, _, _ in drawn(app)]


def test_the_computers_speed_has_words_of_its_own(app):
    shown = in_language(app, "it")
    assert {"Lenta", "Normale", "Veloce"} <= set(shown)  # Velocità del computer
    assert {"Lente", "Normali", "Veloci"} <= set(shown)  # Animazioni
    assert text("settings.bot_slow") == "Lenta"
    in_language(app, "de")
    assert "einen Zug zurückzunehmen, bei dem gewürfelt wird" in text("settings.turn_grace_note")
    assert "würfelnden" not in text("settings.turn_grace_note")


@pytest.mark.parametrize("code", ["en", "it", "de"])
def test_the_notes_are_legible_and_keep_to_their_row(app, code):
    app.set_language(code)
    scene_texts = drawn(app)
    scene = app.scene
    notes = {row_words(row)[1] for row in SHOWN_ROWS if row != "window"}
    sizes = [size for s, size, _ in scene_texts if any(s and s in note for note in notes)]
    assert sizes and min(sizes) >= T.MIN_TEXT + 2  # larger than the smallest text drawn
    rights = max(b.rect.right for b in scene.buttons if b.key not in ("back", "identity"))
    step = scene.rows_y[1] - scene.rows_y[0]
    for row in SHOWN_ROWS:
        lines = app.assets.wrap(row_words(row)[1], scene.font(18), round(390 * scene.scale),
                                "italic")
        height = sum(app.assets.font(scene.font(18), "italic").get_linesize() for _ in lines[:2])
        assert len(lines) <= 2 or row == "window", (row, lines)
        assert height < step  # centred on the row's buttons: clear of the next row
    assert scene.panel.left + round(958 * scene.scale) > rights


def _settings_at(tmp_path, size: tuple[int, int], language: str, scale: float):
    """The settings in a window of `size`, in `language`, at text size `scale`."""
    app = make_app(tmp_path, size=size)
    app.set_language(language)
    app.change_setting("text_size", scale)
    app.assets.set_text_scale(scale)
    app.relayout()
    app.go("settings")
    app.pump()
    return app, app.scene


@pytest.mark.parametrize("language", ["en", "it", "de"])
@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
def test_every_settings_label_fits_its_button_unsqueezed(tmp_path, language, scale):
    """Each button's label at the size it is drawn fits inside its button's edges, so none is
    narrowed to fit (German "Online-Identität…" at 150 % was measured a size smaller)."""
    app, scene = _settings_at(tmp_path, (1600, 900), language, scale)
    tight = [b.label for b in scene.buttons
             if app.assets.width(b.label, scene.font(22), "bold") > b.rect.w - 8]
    assert not tight, tight


@pytest.mark.parametrize("language", ["en", "it", "de"])
@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
def test_every_settings_button_lies_inside_the_panel_in_the_smallest_window(tmp_path, language,
                                                                           scale):
    app, scene = _settings_at(tmp_path, (1280, 720), language, scale)
    outside = [b.key for b in scene.buttons if not scene.panel.contains(b.rect)]
    assert not outside, outside
    back, identity = (next(b.rect for b in scene.buttons if b.key == k)
                      for k in ("back", "identity"))
    assert not back.colliderect(identity)
