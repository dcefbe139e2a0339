"""Players told apart without their colours, and by people who see colours differently: a
4-player table at 1280×720 is drawn in each palette and its four players' colours, as drawn (the
hood of a novice in each player's panel, and each panel's header band), are put through a
simulation of protanopia, deuteranopia and tritanopia (tests/colour_vision.py, Machado 2009 at
severity 1.0). In the colour-blind-safe palettes every two players stay at least MIN_DELTA_E
apart (CIE76 ΔE) under each deficiency; every seat's pieces carry their own shape."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import texts  # noqa: E402
from game.storage import load_settings  # noqa: E402
from game.ui.art import symbols, tint  # noqa: E402
from game.ui.devtools.demo import computer_table  # noqa: E402
from game.ui.toolkit import theme as T  # noqa: E402
from tests.colour_vision import MACHADO, closest_pair, delta_e  # noqa: E402
from tests.ui_driver import click_button, make_app, press  # noqa: E402

MIN_DELTA_E = 20.0  # CIE76: clearly different colours side by side
SAFE = ("okabe_ito", "tol")
DEFICIENCIES = (None, *MACHADO)


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, (1280, 720))
    yield application
    T.use_palette("standard")
    pygame.quit()


def drawn_colours(app, palette: str) -> dict[str, list[tuple[int, int, int]]]:
    """A 4-player table in `palette`: each player's novice hood and header band as drawn."""
    app.set_palette(palette)
    scene = computer_table(app, 4, 3, 0)
    app.full_redraw = True
    app.pump()
    bands = [average(app.screen, (board.header.right - 8, board.header.top + 6))
             for board in scene.geometry.players]
    return {"novice": drawn_colours_now(app, scene), "panel": bands}


def average(surf: pygame.Surface, at: tuple[int, int]) -> tuple[int, int, int]:
    """The mean of the 3×3 pixels around `at`."""
    pixels = [surf.get_at((at[0] + dx, at[1] + dy)) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    r, g, b = (round(sum(p[i] for p in pixels) / len(pixels)) for i in range(3))
    return r, g, b


def shade_distance(colour, player: int) -> float:
    """ΔE from `colour` to the nearest of the player's shades between base and dark."""
    c = T.PLAYER[player]
    steps = [tuple(b + (d - b) * k / 4 for b, d in zip(c["base"], c["dark"], strict=True))
             for k in range(5)]
    return min(delta_e(colour, shade) for shade in steps)


def figures(app, palette: str) -> dict[tuple[str, str], float]:
    """The smallest ΔE between two players, by (what was sampled, deficiency)."""
    out = {}
    for part, colours in drawn_colours(app, palette).items():
        for deficiency in DEFICIENCIES:
            out[(part, deficiency or "normal")] = closest_pair(colours, deficiency)[0]
    return out


def test_the_sampled_pixels_are_the_players_colours(app):
    """The samples hit the pieces: each lies near its own player's colour, far from the others'."""
    for palette in T.PALETTES:
        colours = drawn_colours(app, palette)
        for p, hood in enumerate(colours["novice"]):  # the hood's shade: base to dark
            near = min(range(4), key=lambda q: shade_distance(hood, q))
            assert near == p and shade_distance(hood, p) < 12, (palette, p, hood)
        assert colours["panel"] == [T.PLAYER[p]["dark"] for p in range(4)], palette


@pytest.mark.parametrize("palette", SAFE)
def test_a_safe_palette_keeps_four_players_apart_under_each_deficiency(app, palette):
    measured = figures(app, palette)
    print(f"\n{palette}:", {key: round(value, 1) for key, value in measured.items()})
    low = {key: value for key, value in measured.items() if value < MIN_DELTA_E}
    assert not low, f"{palette}: players closer than ΔE {MIN_DELTA_E}: {low}"


def test_the_standard_palette_is_measured_too(app):
    """The standard palette is kept for its look; it stays apart for red-green deficiencies but
    not for tritanopia, where its blue and green come close (so the safe ones are offered)."""
    measured = figures(app, "standard")
    print("\nstandard:", {key: round(value, 1) for key, value in measured.items()})
    assert measured[("novice", "protanopia")] >= MIN_DELTA_E
    assert measured[("novice", "deuteranopia")] >= MIN_DELTA_E
    assert measured[("novice", "tritanopia")] < MIN_DELTA_E


def test_each_seat_has_its_own_shape_on_its_novices():
    """The shape drawn on a novice differs from seat to seat whatever its colour: the shapes'
    outlines, laid over each other, differ by a sixth of their pixels or more."""
    masks = []
    for seat in range(4):
        surf = pygame.Surface((40, 52), pygame.SRCALPHA)
        symbols.mark_piece(f"novice_{seat}", surf)
        masks.append(pygame.mask.from_surface(surf, 127))
    for one in range(4):
        for other in range(one + 1, 4):
            overlap = masks[one].overlap_area(masks[other], (0, 0))
            differ = masks[one].count() + masks[other].count() - 2 * overlap
            assert differ >= 0.15 * min(masks[one].count(), masks[other].count()), (one, other)


def test_the_palette_is_chosen_in_settings_kept_and_drawn(app, tmp_path):
    app.go("settings")
    app.pump()
    click_button(app, "palette:1")
    app.pump()
    assert T.PLAYER == T.PALETTES["okabe_ito"] and T.palette_name() == "okabe_ito"
    assert load_settings(app.folders.settings)["palette"] == "okabe_ito"
    svg = (app.assets.folder / "novice_3.svg").read_text(encoding="utf-8")
    indigo = "#{:02x}{:02x}{:02x}".format(*T.PLAYER[3]["base"])
    assert indigo in tint.tinted("novice_3", svg) and indigo not in svg
    again = make_app(tmp_path, (1280, 720))  # the next run starts in it
    assert again.settings["palette"] == "okabe_ito" and T.palette_name() == "okabe_ito"


@pytest.mark.parametrize("language", ["en", "it", "de"])
def test_every_palette_names_its_colours(language):
    texts.set_language(language)
    try:
        for palette in T.PALETTES:
            T.use_palette(palette)
            names = [texts.text(symbols.colour_key(i)) for i in range(4)]
            assert len(set(names)) == 4 and not any("." in n for n in names), names
    finally:
        T.use_palette("standard")
        texts.set_language("en")


def test_a_palette_chosen_over_a_table_redraws_it_at_once(app):
    scene = computer_table(app, 4, 3, 0)
    app.pump()
    press(app, pygame.K_ESCAPE)
    click_button(app, "settings")
    click_button(app, "palette:2")
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)
    assert app.overlay is None and app.scene is scene
    app.full_redraw = True
    app.pump()
    header = scene.geometry.players[3].header
    assert tuple(app.screen.get_at((header.right - 8, header.top + 6)))[:3] == \
        T.PALETTES["tol"][3]["dark"]
    hood = drawn_colours_now(app, scene)[3]
    assert shade_distance(hood, 3) < 12  # the novices are tinted anew, not kept from before


def drawn_colours_now(app, scene) -> list[tuple[int, int, int]]:
    """Each player's novice hood on the table as it is drawn now (every novice starts on the
    action area: the first cell of the first row)."""
    hoods = []
    for board in scene.geometry.players:
        size = round(board.cell * 0.9)
        sprite = pygame.Rect(0, 0, round(size * 0.82), size)
        sprite.center = board.cells[0][0].center
        hoods.append(average(app.screen, (sprite.centerx, sprite.top + round(size * 0.45))))
    return hoods


def test_an_unknown_palette_in_the_file_draws_the_standard_one(tmp_path):
    (tmp_path / "settings.json").write_text('{"palette": "sepia"}', encoding="utf-8")
    app = make_app(tmp_path, (1280, 720))
    try:
        assert T.palette_name() == "standard" and app.settings["palette"] == "standard"
    finally:
        pygame.quit()
