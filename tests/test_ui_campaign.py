"""UI tests of a campaign at one screen (R-CAMP-*): started from New game, its three chapters
played to the end by computer seats through the scoring and the campaign between chapters,
the Volumes' strip with its tooltips and the log's words for a Volume taken, a campaign taken up
mid-chapter from Load game after a restart, and a damaged campaign file refused in one line and
left as it was."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai.random_bot import RandomBot  # noqa: E402
from game.campaign.session import CampaignSession  # noqa: E402
from game.campaign.volumes import CHAPTERS  # noqa: E402
from game.rules import events as E  # noqa: E402
from game.rules.record import state_hash  # noqa: E402
from game.storage import Folders, campaigns  # noqa: E402
from game.ui.app import SCENES  # noqa: E402
from game.ui.menus.new_game import NewGameScene  # noqa: E402
from game.ui.menus.saves import LoadScene  # noqa: E402
from game.ui.menus.title import TitleScene  # noqa: E402
from game.ui.play.anim_build import Builder  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from game.ui.results.scoring import ScoringScene  # noqa: E402
from game.ui.words.log_lines import event_line  # noqa: E402
from game.ui.words.volumes import volume_name  # noqa: E402
from tests.ui_driver import click_button, make_app, move_mouse, post_click  # noqa: E402

WAIT = 30.0
CLICKS = {"human": 0, "normal": 1, "hard": 2, "random": 3}  # New game's seat button cycles


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, seed=91)
    application.settings["animation_speed"] = 0.0
    yield application
    pygame.quit()


def new_campaign(app, kinds: tuple[str, ...]) -> PlayScene:
    """New game → Campaign, a seat of each kind; chapter 1's table."""
    if not isinstance(app.scene, TitleScene):
        app.go("title")
    click_button(app, "new")
    assert isinstance(app.scene, NewGameScene)
    click_button(app, "mode:campaign")
    click_button(app, f"players:{len(kinds)}")
    for seat, kind in enumerate(kinds):
        for _ in range(CLICKS[kind]):
            click_button(app, f"kind:{seat}")
    click_button(app, "start")
    assert isinstance(app.scene, PlayScene) and app.scene.campaign is not None
    return app.scene


def between_chapters(app, campaign: CampaignSession) -> None:
    """The campaign's scene over the scoring: a crest token chosen if one is owed, then on."""
    owed = campaign.pending_crest
    if owed is not None:
        campaign.choose_crest(owed, "lamp")
    campaign.proceed(app)


def play_out(app, campaign: CampaignSession) -> None:
    """Computers play every chapter; Continue on each scoring; on between chapters."""
    for _ in range(200_000):
        scene = app.overlay or app.scene
        if isinstance(scene, PlayScene):
            app.pump()
            request = scene.table.request
            if request is not None and not request.done():
                request.wait(WAIT)
        elif isinstance(scene, ScoringScene):
            assert scene.campaign is campaign
            assert [b.key for b in scene.buttons][0] == "continue"
            click_button(app, "continue")
        elif "campaign" in SCENES and not campaign.over:
            between_chapters(app, campaign)
        else:
            return
    raise AssertionError("the campaign did not end")


def test_a_campaign_of_computers_is_played_through_its_three_chapters(app, tmp_path):
    scene = new_campaign(app, ("random", "random"))
    campaign = scene.campaign
    assert app.settings["new_game"]["campaign"] is True
    assert scene.game.chapter is not None and scene.game.chapter.rules.number == 1
    chips = scene.geometry.baron_chips
    assert [key for _, key in chips][0] == ("volume", "") and len(chips) == 4
    assert campaign.path is not None and campaign.path.parent == tmp_path / "campaigns"
    numbers = []
    while not campaign.over:
        assert isinstance(app.scene, PlayScene)
        numbers.append(app.scene.game.chapter.rules.number)
        play_out(app, campaign) if len(numbers) == CHAPTERS else _one_chapter(app, campaign)
    assert numbers == [1, 2, 3]
    assert len(campaign.state.chapters) == CHAPTERS and campaign.winners
    kept = CampaignSession.load(campaign.path, campaign.book, app.edition)
    assert kept.over and kept.state.holdings == campaign.state.holdings
    assert kept.winners == campaign.winners


def _one_chapter(app, campaign: CampaignSession) -> None:
    """Play until the next chapter's table opens."""
    number = len(campaign.state.chapters)
    for _ in range(200_000):
        scene = app.overlay or app.scene
        if isinstance(app.scene, PlayScene) and len(campaign.state.chapters) > number \
                and app.overlay is None:
            return
        if isinstance(scene, PlayScene):
            app.pump()
            request = scene.table.request
            if request is not None and not request.done():
                request.wait(WAIT)
        elif isinstance(scene, ScoringScene):
            click_button(app, "continue")
        else:
            between_chapters(app, campaign)
    raise AssertionError("the chapter did not end")


def test_the_strip_says_the_volumes_and_a_volume_taken_is_logged(app):
    scene = new_campaign(app, ("human", "random"))
    rules = scene.game.chapter.rules
    first = next(r for r, key in scene.geometry.baron_chips if key[1] == rules.objectives[0].volume)
    move_mouse(app, first.center)
    said, rule = scene.hover_text()
    name = volume_name(rules.objectives[0].volume)
    assert said.startswith(name) and rule == "R-CAMP-3"
    assert "advantage" in said.lower()
    taken = E.VolumeTaken(1, rules.objectives[0].volume, "chapels", 3)
    line = event_line(taken, scene.names, scene.game.layout)
    assert line is not None and name in line and scene.names[1] in line
    timeline = Builder(scene.view, scene.names, lambda n: n, []).build([taken])
    assert [b.text for b in timeline.banners] == [line]  # said over the board, as logged
    assert [pop.rect for pop in timeline.pops] == [first]  # its chip lights up


def _play_some(app, scene: PlayScene, moves: int) -> None:
    """At least `moves` moves, until the person decides again (the random bot for them)."""
    bot = RandomBot(5)
    while len(scene.session.steps) < moves or not scene.human_turn():
        d = scene.decision
        if d is not None and scene.session.seats[d.player].human:
            scene.apply(bot.choose(scene.game))
            app.pump()
        else:
            app.pump()
            request = scene.table.request
            if request is not None and not request.done():
                request.wait(WAIT)


def test_a_campaign_is_taken_up_mid_chapter_after_a_restart(app, tmp_path):
    scene = new_campaign(app, ("human", "random"))
    _play_some(app, scene, 12)
    options = [str(s.move) for s in scene.session.steps]
    digest = state_hash(scene.game)
    path = scene.campaign.path
    pygame.quit()
    again = make_app(tmp_path, seed=5)
    click_button(again, "load")
    assert isinstance(again.scene, LoadScene)
    i = next(i for i, info in enumerate(again.scene.infos) if info.path == path)
    assert again.scene.label(again.scene.infos[i]).startswith("Campaign · chapter 1 · ")
    post_click(again, next(r for j, r in again.scene.rows if j == i).center)
    resumed = again.scene
    assert isinstance(resumed, PlayScene) and resumed.campaign is not None
    assert [str(s.move) for s in resumed.session.steps] == options
    assert state_hash(resumed.game) == digest
    assert resumed.geometry.baron_chips, "the Volumes' strip is drawn again"
    assert not list((tmp_path / "saves").glob("autosave*")), "kept in its campaign's file only"


@pytest.mark.parametrize("damage", ["truncated", "tampered"])
def test_a_damaged_campaign_file_is_refused_and_left_as_it_was(app, tmp_path, damage):
    scene = new_campaign(app, ("human", "random"))
    _play_some(app, scene, 6)
    path = scene.campaign.path
    app.go("title")
    raw = json.loads(path.read_text())
    if damage == "truncated":
        data = path.read_bytes()[:200]
    else:
        raw["current"]["options"][2] = "place 9 9 9"
        data = json.dumps(raw).encode()
    path.write_bytes(data)
    click_button(app, "load")
    load = app.scene
    i = next(i for i, info in enumerate(load.infos) if info.path == path)
    post_click(app, next(r for j, r in load.rows if j == i).center)
    assert isinstance(app.scene, LoadScene), "a damaged campaign is not opened"
    assert load.error.startswith("The campaign could not be opened: ")
    assert "\n" not in load.error
    assert path.read_bytes() == data
    assert campaigns.campaign_files(Folders.under(tmp_path)) == [path]
