"""The table's speed where a table is hosted: one button that a click moves on to the next
preset (untimed, real-time 10 min + 20 s and 20 min + 30 s, turn-based 12 h, 1 day and 3 days
a turn), its tooltip saying what the speed means (the bank, the time added or a turn's own);
the one chosen last is offered again."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.net.speeds import SPEEDS, speed_of, speed_word
from game.texts import text
from game.ui.online.clock_words import speed_label, speed_note
from game.ui.toolkit.widgets import Button, button_at, draw_tooltip

SPEED_IDS = list(SPEEDS)  # in the order a click moves through them
SETTING = "online_speed"


def kept_speed(settings: dict) -> str:
    """The speed of the last table hosted here (untimed when none or not understood)."""
    kept = settings.get(SETTING)
    return kept if isinstance(kept, str) and speed_word(kept) else SPEED_IDS[0]


def next_speed(current: str) -> str:
    at = SPEED_IDS.index(current) if current in SPEED_IDS else -1
    return SPEED_IDS[(at + 1) % len(SPEED_IDS)]


def speed_button(current: str, rect: Rect, enabled: bool) -> Button:
    speed = speed_of(current)
    return Button("speed", speed_label(speed), rect, enabled, speed.timed,
                  text("clocks.choose_tip", note=speed_note(speed)))


def speed_rules(current: str) -> dict[str, str]:
    """What the create request says of the speed (NetClient.create's `speed`)."""
    return {"speed": current}


def draw_button_tooltip(scene, surf: pygame.Surface, size: int) -> None:
    """The tooltip of the button under the mouse, if it has one."""
    hover = button_at(scene.buttons, scene.mouse)
    if hover is not None and hover.tooltip:
        draw_tooltip(surf, scene.app.assets, hover.tooltip, scene.mouse, size)
