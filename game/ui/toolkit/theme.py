"""Colours of the table; the art's palette (sprites/source/palette.py) in pygame form."""

from __future__ import annotations

from typing import TypedDict

MIN_TEXT = 12  # no text is drawn smaller (pixels), even at 1280x720

INK = (59, 40, 22)
INK_SOFT = (107, 82, 56)
PARCH_L = (251, 243, 220)
PARCH = (241, 226, 187)
PARCH_M = (229, 207, 155)
PARCH_D = (201, 169, 107)
STONE_L = (236, 227, 207)
STONE = (211, 197, 166)
STONE_D = (143, 126, 96)
ROOF = (187, 92, 52)
ROOF_D = (136, 63, 35)
WOOD = (138, 90, 43)
WOOD_D = (94, 58, 26)
GOLD = (217, 167, 46)
GOLD_L = (251, 224, 138)
GRASS = (143, 174, 87)
GRASS_L = (185, 204, 126)
GRASS_D = (93, 127, 53)
HIGHLIGHT = (255, 214, 64)
HIGHLIGHT_OK = (120, 230, 120)
SELECTED = (80, 200, 255)
HINT = (255, 110, 220)  # what the Hint button shows: unlike every other highlight
HINT_SHADOW = (70, 10, 60)
WHITE = (255, 255, 255)
SHADOW = (0, 0, 0, 70)
TABLE = (62, 44, 30)  # the wooden table under the board
TABLE_D = (44, 30, 20)

MONASTERY = {
    "A": ((47, 98, 173), (143, 188, 239), (24, 60, 115)),
    "B": ((184, 48, 44), (243, 154, 134), (111, 22, 22)),
    "C": ((47, 140, 71), (163, 218, 142), (23, 86, 40)),
    "D": ((219, 162, 31), (255, 228, 131), (140, 95, 7)),
    "E": ((109, 56, 155), (201, 162, 234), (63, 27, 97)),
}


class PlayerColours(TypedDict):
    """A seat's colours: its pieces' base, light and dark shades, their pattern and its colour."""

    base: tuple[int, int, int]
    light: tuple[int, int, int]
    dark: tuple[int, int, int]
    mark: str | None
    mark_col: tuple[int, int, int]


MARKS = ("stripes", "dots", "chevron", "cross")  # each colour's pattern, whatever the palette
CREAM = (255, 243, 220)


def _seat(base: tuple[int, int, int], index: int) -> PlayerColours:
    """A seat's colours from its base: lighter and darker shades, a mark that stands out."""
    r, g, b = base
    light = (round(r + (255 - r) * 0.38), round(g + (255 - g) * 0.38), round(b + (255 - b) * 0.38))
    dark = (round(r * 0.7), round(g * 0.7), round(b * 0.7))
    bright = 0.299 * r + 0.587 * g + 0.114 * b > 170
    return {"base": base, "light": light, "dark": dark, "mark": MARKS[index],
            "mark_col": (61, 49, 8) if bright else CREAM}


# The pieces' colours, by palette; each seat keeps its pattern (MARKS) in every palette.
# "standard": Okabe-Ito vermilion, blue, yellow and bluish green, the art's own (the sprites are
# drawn in it); "okabe_ito": vermilion, sky blue, yellow and indigo, apart under protanopia,
# deuteranopia and tritanopia alike; "tol": Paul Tol's high-contrast blue, ochre and rose, and
# near-black (tests/test_colour_vision.py measures each).
PALETTES: dict[str, list[PlayerColours]] = {
    "standard": [
        {"base": (213, 94, 0), "light": (243, 145, 82), "dark": (138, 59, 0), "mark": "stripes",
         "mark_col": CREAM},
        {"base": (0, 114, 178), "light": (82, 169, 223), "dark": (0, 74, 117), "mark": "dots",
         "mark_col": CREAM},
        {"base": (240, 228, 66), "light": (255, 250, 168), "dark": (168, 154, 20),
         "mark": "chevron", "mark_col": (61, 49, 8)},
        {"base": (0, 158, 115), "light": (79, 205, 162), "dark": (0, 95, 69), "mark": "cross",
         "mark_col": CREAM},
    ],
    "okabe_ito": [_seat(c, i) for i, c in enumerate(
        [(213, 94, 0), (86, 180, 233), (240, 228, 66), (51, 34, 136)])],
    "tol": [_seat(c, i) for i, c in enumerate(
        [(0, 68, 136), (221, 170, 51), (187, 85, 102), (34, 34, 34)])],
}
PLAYER: list[PlayerColours] = list(PALETTES["standard"])  # the palette in use (use_palette)


def use_palette(name: str) -> bool:
    """Draw the players in palette `name` (an unknown name: the standard); True when it changed
    (sprites tinted in the old palette are then to be thrown away)."""
    chosen = PALETTES.get(name, PALETTES["standard"])
    if PLAYER == chosen:
        return False
    PLAYER[:] = chosen
    return True


def light_colour(index: int) -> bool:
    """Whether colour `index` is light (dark marks and pips on it)."""
    return PLAYER[index % len(PLAYER)]["mark_col"] != CREAM


def palette_name() -> str:
    return next((name for name, colours in PALETTES.items() if colours == PLAYER), "standard")


# the Baron's pieces (R-COOP-3): a dark crimson no seat wears, plain
BARON: PlayerColours = {"base": (92, 22, 38), "light": (168, 84, 100), "dark": (48, 10, 20),
                        "mark": None, "mark_col": (236, 224, 210)}
BLOCKED: PlayerColours = {"base": (154, 150, 142), "light": (207, 203, 194), "dark": (95, 91, 85),
                          "mark": None, "mark_col": (236, 232, 224)}

TOKEN = {
    "influence": (122, 62, 160),
    "soup": (176, 110, 50),
    "rosary": (190, 40, 60),
    "tool": (110, 112, 118),
    "book": (40, 90, 150),
}
