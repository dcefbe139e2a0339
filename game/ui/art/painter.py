"""Procedural stand-ins for the SVG art: used when a sprite file is missing or unreadable, so
the table always looks like an illustrated board rather than failing. The pieces are in
art/pieces.py, the large surfaces in art/board.py; `paint` picks one by the sprite's name."""

from __future__ import annotations

import pygame

from game.ui.art.board import (
    board_background,
    mission_card,
    monastery,
    panel,
    title_art,
    window_frame,
)
from game.ui.art.pieces import die_blank, disc, messenger, novice, pips, token
from game.ui.art.places import (
    action_tile,
    bonus,
    building,
    chalice,
    chapel,
    cloister_space,
    glass,
    hourglass,
    reroll,
    road_space,
)
from game.ui.toolkit import theme as T

__all__ = ["monastery", "paint", "pips"]

PAINTERS = {
    "novice": novice, "messenger": messenger, "disc": disc, "die": die_blank, "token": token,
    "building": building, "chapel": chapel, "cloister": cloister_space, "road": road_space,
    "bonus": bonus, "glass": glass, "hourglass": hourglass, "chalice": chalice,
    "reroll": reroll, "action": action_tile, "board": board_background,
    "monastery": monastery, "panel": panel, "mission": mission_card, "window": window_frame,
    "title": title_art, "player": panel,
}


def paint(name: str, size: tuple[int, int]) -> pygame.Surface:
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    painter = PAINTERS.get(name.split("_")[0])
    if painter is None:
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(s, T.PARCH_D, s.get_rect(), border_radius=4)
        return s
    return painter(name, w, h)
