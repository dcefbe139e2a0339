"""A new campaign from New game (R-CAMP-1): its seats as set there, a file of its own among the
campaigns (game/storage/campaigns.py), then chapter 1's table."""

from __future__ import annotations

from game.campaign.session import CampaignSession
from game.edition_fields import DataError
from game.session import Seat
from game.storage import campaigns
from game.texts import text
from game.ui.app import App
from game.ui.words.volumes import book


def start_campaign(app: App, seats: list[Seat], seed: int) -> str:
    """Open chapter 1's table; what went wrong in one line ("" when it opened)."""
    try:
        volumes = book()
    except DataError as error:
        return text("campaign_play.no_book", error=error)
    names = [s.name for s in seats]
    path = None if app.folders is None else campaigns.new_path(app.folders, names, seed)
    campaign = CampaignSession.new(volumes, app.edition, seats, seed, path)
    campaign.proceed(app)  # a file that cannot be written: the table says so at every move
    return ""
