"""Whether a table hosted is rated (RULES 12.10): one button beside the speed, a click turns it
on or off, its tooltip says what a rated game means. Only a game against each other is rated;
the choice made last is offered again."""

from __future__ import annotations

from pygame import Rect

from game.texts import text
from game.ui.toolkit.widgets import Button

SETTING = "online_rated"


def kept_rated(settings: dict) -> bool:
    return settings.get(SETTING) is True


def rated_button(rated: bool, competitive: bool, rect: Rect, enabled: bool) -> Button:
    """On or off; greyed, and said why, for a game together or a campaign."""
    on = rated and competitive
    tip = text("rated.tip") if competitive else text("rated.only_compete")
    return Button("rated", text("rated.on" if on else "rated.off"), rect,
                  enabled and competitive, tooltip=tip, selected=on)


def rated_rules(rated: bool, competitive: bool) -> dict[str, bool]:
    """What the create request says of it."""
    return {"rated": True} if rated and competitive else {}
