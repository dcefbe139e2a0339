"""A campaign's chapter ends: Continue on the scoring closes it (R-CAMP-6, 7) and shows the
campaign between chapters (the scene "campaign"), where a person who owes a crest token
chooses it and Continue opens the next chapter's table (CampaignSession.proceed). A campaign
loaded from its file is taken up where it was left the same way."""

from __future__ import annotations

from game.campaign.between import best_crest
from game.campaign.session import CampaignSession
from game.rules.engine import Game
from game.ui.app import SCENES, App


def go_on(app: App, campaign: CampaignSession, game: Game) -> None:
    campaign.finish_chapter(game)
    scene = getattr(campaign, "scene", "campaign")  # an online table's campaign has its own
    if scene in SCENES:
        app.show(scene, campaign=campaign)
        return
    _onwards(app, campaign)


def _onwards(app: App, campaign: CampaignSession) -> None:
    """Without the campaign's scene: the crest token as a computer chooses it, then on."""
    owed = campaign.pending_crest
    if owed is not None:
        campaign.choose_crest(owed, best_crest(campaign.book, campaign.state, owed))
    if campaign.over and "campaign_end" not in SCENES:
        app.go("title")
        return
    campaign.proceed(app)


def resume(app: App, campaign: CampaignSession) -> None:
    """A loaded campaign where it was left: its chapter's table at the same move, else between
    chapters, or its end."""
    if campaign.chapter is not None:
        campaign.proceed(app)
        return
    name = "campaign_end" if campaign.over else "campaign"
    if name in SCENES:
        app.go("title")
        app.show(name, campaign=campaign)
    else:
        _onwards(app, campaign)
