"""A campaign's chapter ends: Continue on the scoring closes it (R-CAMP-6, 7) and shows the
campaign between chapters (the scene "campaign"), where a person who owes a crest token
chooses it and Continue opens the next chapter's table (CampaignSession.proceed). A campaign
loaded from its file is taken up where it was left the same way."""

from __future__ import annotations

from game.campaign.session import CampaignSession
from game.rules.engine import Game
from game.ui.app import App


def go_on(app: App, campaign: CampaignSession, game: Game) -> None:
    campaign.finish_chapter(game)
    scene = getattr(campaign, "scene", "campaign")  # an online table's campaign has its own
    app.show(scene, campaign=campaign)


def resume(app: App, campaign: CampaignSession) -> None:
    """A loaded campaign where it was left: its chapter's table at the same move, else between
    chapters (over the title), or its end."""
    if campaign.chapter is not None:
        campaign.proceed(app)
        return
    app.go("title")
    app.show("campaign_end" if campaign.over else "campaign", campaign=campaign)
