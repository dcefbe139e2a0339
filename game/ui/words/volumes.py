"""A campaign's Volumes in words (data/campaign, read once): their names, objectives and
advantages in the window's language, and the log's lines for the chapter's events (R-CAMP-3, 4,
8)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from game.campaign.volumes import CampaignBook, Volume, load_campaign
from game.rules import events as E
from game.rules.chapter import CATCH_UP
from game.texts import language, text


@cache
def book() -> CampaignBook:
    return load_campaign()


def lang() -> str:
    """The book's language nearest the window's."""
    return language() if language() in book().texts else "en"


def volume(volume_id: str) -> Volume | None:
    try:
        return book().volume(volume_id)
    except KeyError:
        return None


def volume_name(volume_id: str) -> str:
    found = volume(volume_id)
    return volume_id if found is None else found.name(lang())


def _advantage(event: E.AdvantageUsed, name: str) -> str:
    if event.source == CATCH_UP:
        return text("log.catch_up", name=name)
    return text("log.AdvantageUsed", name=name, source=volume_name(event.source))


# a chapter's events, as event_line says them (the event, the player's name, the layout)
CHAPTER_LINES: dict[type[E.Event], Callable[[Any, str, Any], str]] = {
    E.VolumeTaken: lambda e, n, lay: text("log.VolumeTaken", name=n, volume=volume_name(e.volume)),
    E.AdvantageUsed: lambda e, n, lay: _advantage(e, n),
}
