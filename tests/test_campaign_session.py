"""The campaign at the table without a window (game/campaign/session.py): chapters started,
kept after every decision and closed; the crest token a person owes waits for their choice and
is kept in the file meanwhile; the file's seats and pending crest read back strictly; a file of
the console's (no seats) still loads."""

from __future__ import annotations

import json

import pytest

from game.ai.random_bot import RandomBot
from game.campaign.between import campaign_winners
from game.campaign.play import play_campaign
from game.campaign.session import CampaignSession
from game.campaign.state import CampaignError
from game.campaign.volumes import load_campaign
from game.rules.record import state_hash
from game.session import Seat
from game.storage.files import Folders
from game.storage.stats import read_stats, stats_path
from tests.scenario import edition as scenario_edition

BOOK = load_campaign()


@pytest.fixture(scope="module")
def edition():
    return scenario_edition()


class Screens:
    """The window as the campaign sees it: what it was asked to show."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, dict]] = []

    def go(self, name: str, **kwargs: object) -> None:
        self.asked.append((name, kwargs))

    def show(self, name: str | None, **kwargs: object) -> None:
        self.asked.append((str(name), kwargs))


def seats(*kinds: str) -> list[Seat]:
    names = ("Anna", "Bruno", "Chiara", "Dieter")
    return [Seat(names[i], kind, i) for i, kind in enumerate(kinds)]


def play_chapter(campaign: CampaignSession, seed: int = 3) -> None:
    """The chapter in play to its end, every seat by a random bot, kept after each move."""
    session = campaign.chapter
    assert session is not None
    bot = RandomBot(seed)
    while not session.game.over:
        session.apply(bot.choose(session.game))
        campaign.keep(session)


def test_a_person_owes_a_crest_token_until_they_choose_it(edition, tmp_path):
    path = tmp_path / "c.json"
    campaign = CampaignSession.new(BOOK, edition, seats("human", "human", "human"), 8, path)
    screens = Screens()
    campaign.proceed(screens)
    assert screens.asked[-1][0] == "play" and screens.asked[-1][1]["campaign"] is campaign
    play_chapter(campaign)
    game = campaign.chapter.game
    result = campaign.finish_chapter(game)
    owed = campaign.pending_crest
    assert owed == result.places[1 if result.total else 2]  # R-CAMP-6: 3 players, one owed
    assert campaign.finish_chapter(game) is result and len(campaign.state.chapters) == 1
    with pytest.raises(CampaignError):
        campaign.proceed(screens)  # not before the token is chosen
    kept = CampaignSession.load(path, BOOK, edition)
    assert kept.pending_crest == owed and kept.humans == {0, 1, 2}
    with pytest.raises(CampaignError):
        campaign.choose_crest((owed + 1) % 3, "key")
    with pytest.raises(CampaignError):
        campaign.choose_crest(owed, "sword")
    campaign.choose_crest(owed, "key")
    assert campaign.pending_crest is None
    assert campaign.state.holdings[owed].crest_tokens == ["key"]
    again = CampaignSession.load(path, BOOK, edition)
    assert again.pending_crest is None and again.state.holdings == campaign.state.holdings
    campaign.proceed(screens)
    assert campaign.chapter is not None and campaign.chapter.setup.chapter.number == 2


def test_a_computer_chooses_its_crest_token_at_once(edition, tmp_path):
    campaign = CampaignSession.new(BOOK, edition, seats("normal", "random", "hard"), 8,
                                   tmp_path / "c.json")
    campaign.start_chapter()
    play_chapter(campaign)
    result = campaign.finish_chapter(campaign.chapter.game)
    assert campaign.pending_crest is None and len(result.crest_choices) == 1


def test_the_chapter_in_play_is_taken_up_at_the_same_move(edition, tmp_path):
    path = tmp_path / "c.json"
    campaign = CampaignSession.new(BOOK, edition, seats("human", "random"), 4, path)
    session, _ = campaign.start_chapter()
    bot = RandomBot(1)
    for _ in range(25):
        session.apply(bot.choose(session.game))
        campaign.keep(session)
    kept = CampaignSession.load(path, BOOK, edition)
    assert kept.chapter is not None and kept.number == 1
    assert [str(s.move) for s in kept.chapter.steps] == [str(s.move) for s in session.steps]
    assert state_hash(kept.chapter.game) == state_hash(session.game)
    assert [s.kind for s in kept.seats] == ["human", "random"]
    assert kept.objectives == campaign.objectives and kept.victory == campaign.victory


def test_a_console_campaign_without_seats_loads_with_computer_seats(edition, tmp_path):
    state = play_campaign(BOOK, edition, ["random", "random"], 5)
    path = tmp_path / "old.json"
    path.write_text(json.dumps(state.to_json()))
    kept = CampaignSession.load(path, BOOK, edition)
    assert kept.over and kept.humans == set()
    assert kept.winners == campaign_winners(state) and kept.winners
    assert [s.kind for s in kept.seats] == ["normal", "normal"]
    screens = Screens()
    kept.proceed(screens)
    assert screens.asked == [("campaign_end", {"campaign": kept})]


@pytest.mark.parametrize("damage", ["seats", "colours", "pending early", "pending other"])
def test_seats_and_a_pending_crest_are_read_strictly(edition, tmp_path, damage):
    path = tmp_path / "c.json"
    campaign = CampaignSession.new(BOOK, edition, seats("human", "human", "human"), 8, path)
    campaign.start_chapter()
    play_chapter(campaign)
    campaign.finish_chapter(campaign.chapter.game)
    owed = campaign.pending_crest
    assert owed is not None
    raw = json.loads(path.read_text())
    if damage == "seats":
        raw["seats"][1]["kind"] = "wizard"
    elif damage == "colours":
        raw["seats"][1]["colour"] = raw["seats"][0]["colour"]
    elif damage == "pending early":
        raw["current"] = raw["chapters"][0]["record"]
    else:
        raw["chapters"][0]["crest_pending"] = (owed + 1) % 3
    text = json.dumps(raw)
    path.write_text(text)
    with pytest.raises(CampaignError) as refused:
        CampaignSession.load(path, BOOK, edition)
    assert str(refused.value) and "\n" not in str(refused.value)
    assert path.read_text() == text


def test_a_chapter_ended_at_the_table_is_kept_and_counted_once(edition, tmp_path):
    """The chapter's table keeps the campaign's file after every decision, and a chapter that
    ends there among the finished games and in the statistics, as any game (once)."""
    folders = Folders.under(tmp_path)
    campaign = CampaignSession.new(BOOK, edition, seats("human", "normal"), 4,
                                   tmp_path / "c.json")
    campaign.start_chapter()
    keeper = campaign.keeper(folders)
    session = campaign.chapter
    assert session is not None
    play_chapter(campaign)
    for _ in range(2):  # the table saves again (a redraw, the scoring): counted once
        assert keeper.save(session) is None
    tally = read_stats(stats_path(folders)).tallies[("normal", 2)]
    assert tally.played == 1
    assert len(list(folders.saves.glob("finished-*.json"))) == 1
    assert campaign.keeper(folders).ended, "a table opened on an ended chapter keeps nothing"
