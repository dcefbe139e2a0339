"""The campaign's summary for the other windows at an online table (game/campaign/summary.py):
it rebuilds what the sheet shows, fits the server's 4000 characters after three chapters, and a
hostile one is refused in words."""

from __future__ import annotations

import json

import pytest

from game.campaign.between import crest_tokens_left
from game.campaign.session import CampaignSession
from game.campaign.state import CampaignError
from game.campaign.summary import read_summary, summary_json
from game.session import Seat
from game.ui.campaign.model import sheet
from tests.test_campaign_session import BOOK, edition, play_chapter, seats  # noqa: F401


def test_a_summary_rebuilds_the_sheet_and_stays_small(edition):  # noqa: F811
    campaign = CampaignSession.new(BOOK, edition, seats("human", "normal", "human"), 8)
    sizes = []
    for chapter in range(3):
        campaign.start_chapter()
        play_chapter(campaign, seed=chapter + 2)
        assert campaign.chapter is not None
        campaign.finish_chapter(campaign.chapter.game)
        raw = json.loads(json.dumps(summary_json(campaign.state)))
        sizes.append(len(json.dumps(raw)))
        rebuilt = read_summary(raw, BOOK)
        assert sheet(BOOK, rebuilt, "en") == sheet(BOOK, campaign.state, "en")
        assert rebuilt.chapters[-1].crest_pending == campaign.pending_crest
        owed = campaign.pending_crest
        if owed is not None:
            campaign.choose_crest(owed, crest_tokens_left(campaign.state)[-1])  # R-CAMP-6
    assert max(sizes) < 4000


@pytest.mark.parametrize("damage", [
    lambda r: r.update(v=2),
    lambda r: r.update(names=["A"]),
    lambda r: r.update(names=[1, 2]),
    lambda r: r["holdings"][0].update(volumes=["no-such-volume"]),
    lambda r: r["holdings"][0].update(victory=True),
    lambda r: r["holdings"][0].update(tokens=["sword"]),
    lambda r: r["chapters"][0].update(places=[0, 0, 1]),
    lambda r: r["chapters"][0].update(scores=["9", 1, 2]),
    lambda r: r["chapters"][0].update(taken=[["x", 0]]),
    lambda r: r["chapters"][0].update(choices={"7": "key"}),
    lambda r: r["chapters"][0].update(crest_volumes=[[0, "sun"]]),
    lambda r: r["chapters"][0].update(number=2),
    lambda r: r.update(pending=5),
    lambda r: r.update(chapters=[{}] * 4),
    lambda r: r.update(seats=["god", "human", "human"]),
    lambda r: r.clear(),
])
def test_a_hostile_summary_is_refused_in_words(edition, damage):  # noqa: F811
    campaign = CampaignSession.new(BOOK, edition, seats("human", "human", "human"), 8)
    campaign.start_chapter()
    play_chapter(campaign)
    assert campaign.chapter is not None
    campaign.finish_chapter(campaign.chapter.game)
    raw = summary_json(campaign.state)
    read_summary(json.loads(json.dumps(raw)), BOOK)  # whole: read
    damage(raw)
    with pytest.raises(CampaignError, match="summary"):
        read_summary(raw, BOOK)


def test_the_hosts_next_chapter_request_passes_the_servers_checks_with_four_long_names(
        edition):  # noqa: F811
    """What the host's window sends for chapters 2 and 3 of a campaign of four (names of 20
    letters outside ASCII): the chapter's set-up and the summary, each one JSON string, are
    taken by the server's message checks (their commas are not the message's values)."""
    from game.net import protocol as P
    from game.ui.online.campaign import chapter_text

    names = [letter * 20 for letter in "ÄÖÜß"]
    campaign = CampaignSession.new(BOOK, edition, [Seat(n, "human", i) for i, n in
                                                   enumerate(names)], 5)
    for chapter in range(2):
        campaign.start_chapter()
        play_chapter(campaign, seed=chapter + 11)
        assert campaign.chapter is not None
        campaign.finish_chapter(campaign.chapter.game)
        if campaign.pending_crest is not None:
            campaign.choose_crest(campaign.pending_crest, crest_tokens_left(campaign.state)[0])
        setup = campaign.next_setup()
        message = {"type": "next", "id": 7, "chapter": chapter_text(setup.chapter),
                   "summary": json.dumps(summary_json(campaign.state), separators=(",", ":")),
                   "first": setup.first}
        assert P.parse_message(json.dumps(message, ensure_ascii=False)) == message
