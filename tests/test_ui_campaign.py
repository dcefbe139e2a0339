"""UI tests of a campaign at one screen (R-CAMP-*): started from New game, its three chapters
played to the end by computer seats through the scoring and the campaign between chapters,
the Volumes' strip with its tooltips and the log's words for a Volume taken, a campaign taken up
mid-chapter from Load game after a restart, and a damaged campaign file refused in one line and
left as it was."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import dataclasses  # noqa: E402
import json  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai import make_bot  # noqa: E402
from game.ai.random_bot import RandomBot  # noqa: E402
from game.campaign.play import play_chapter  # noqa: E402
from game.campaign.session import CampaignSession
from game.campaign.state import new_campaign as new_campaign_state  # noqa: E402
from game.campaign.volumes import CHAPTERS  # noqa: E402
from game.rules import events as E  # noqa: E402
from game.rules.chapter import CATCH_UP  # noqa: E402
from game.rules.record import state_hash  # noqa: E402
from game.session import Seat  # noqa: E402
from game.storage import Folders, campaigns  # noqa: E402
from game.storage.saves import SaveInfo, load, save_infos  # noqa: E402
from game.ui.campaign.end import CampaignEndScene  # noqa: E402
from game.ui.campaign.sheet import CampaignScene  # noqa: E402
from game.ui.campaign.words import names_joined  # noqa: E402
from game.ui.menus.new_game import NewGameScene  # noqa: E402
from game.ui.menus.saves import LoadScene, result_line  # noqa: E402
from game.ui.menus.title import TitleScene  # noqa: E402
from game.ui.play.anim_build import Builder  # noqa: E402
from game.ui.play.chapter_end import resume  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from game.ui.results.scoring import ScoringScene  # noqa: E402
from game.ui.words.log_lines import event_line  # noqa: E402
from game.ui.words.volumes import book, volume_name  # noqa: E402
from tests.ui_driver import (  # noqa: E402
    click_button,
    make_app,
    move_mouse,
    post_click,
    quick_app,
    start_game,
)

WAIT = 30.0
CLICKS = {"human": 0, "normal": 1, "hard": 2, "random": 3}  # New game's seat button cycles


@pytest.fixture
def app(tmp_path):
    yield from quick_app(tmp_path, seed=91)


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
    start = next(b for b in app.scene.buttons if b.key == "start")
    assert start.label == "Start the campaign"
    click_button(app, "start")
    assert isinstance(app.scene, PlayScene) and app.scene.campaign is not None
    return app.scene


def play_out(app, campaign: CampaignSession) -> list[tuple[str, int]]:
    """Computers play every chapter; Continue clicked on each scoring and on the sheet between
    chapters, until the campaign's end is shown: the screens met on the way, with the chapter
    each was at."""
    met: list[tuple[str, int]] = []
    for _ in range(200_000):
        scene = app.overlay or app.scene
        if isinstance(scene, PlayScene):
            number = scene.game.chapter.rules.number
            if not met or met[-1] != ("table", number):
                met.append(("table", number))
            app.pump()
            request = scene.table.request
            if request is not None and not request.done():
                request.wait(WAIT)
        elif isinstance(scene, ScoringScene):
            assert scene.campaign is campaign
            assert [b.key for b in scene.buttons][0] == "continue"
            click_button(app, "continue")
        elif isinstance(scene, CampaignScene):
            assert scene.campaign is campaign and scene.chooser is None
            met.append(("sheet", len(campaign.state.chapters)))
            click_button(app, "continue")
        else:
            assert isinstance(scene, CampaignEndScene), scene
            met.append(("end", len(campaign.state.chapters)))
            return met
    raise AssertionError("the campaign did not end")


def test_a_campaign_of_computers_is_played_through_its_three_chapters(app, tmp_path):
    scene = new_campaign(app, ("random", "random"))
    campaign = scene.campaign
    assert app.settings["new_game"]["campaign"] is True
    assert scene.game.chapter is not None and scene.game.chapter.rules.number == 1
    chips = scene.geometry.baron_chips
    assert [key for _, key in chips][0] == ("volume", "") and len(chips) == 4
    assert campaign.path is not None and campaign.path.parent == tmp_path / "campaigns"
    met = play_out(app, campaign)
    assert met == [("table", 1), ("sheet", 1), ("table", 2), ("sheet", 2), ("table", 3),
                   ("sheet", 3), ("end", 3)]
    end = app.overlay
    assert len(campaign.state.chapters) == CHAPTERS and campaign.winners
    app.full_redraw = True
    app.pump()
    winners = names_joined([campaign.state.names[w] for w in campaign.winners])
    assert any(line.startswith(winners) and "campaign" in line for line in end.pen.said)
    kept = CampaignSession.load(campaign.path, campaign.book, app.edition)
    assert kept.over and kept.state.holdings == campaign.state.holdings
    chapters = sorted(load(p, app.edition).game.chapter.rules.number
                      for p in app.folders.saves.glob("finished-*.json"))
    assert chapters == [1, 2, 3], "each chapter kept among the finished games, once"
    marks = sorted(result_line(info).split(" · ")[:2] for info in save_infos(app.folders.saves)
                   if info.chapter)
    assert marks == [["Campaign", f"chapter {n} of 3"] for n in (1, 2, 3)], "Load game says so"
    assert kept.winners == campaign.winners
    click_button(app, "title")
    assert isinstance(app.scene, TitleScene) and app.overlay is None


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


def _lost_by_far(app, tmp_path) -> CampaignSession:
    """Anna (a person, played at random) and Bruno (a computer of the normal level): chapter 1
    played to its end, Bruno's total victory owing Anna a crest token (R-CAMP-6), kept in the
    campaigns folder as the window keeps it."""
    seats = [Seat("Anna", "human", 0), Seat("Bruno", "normal", 1)]
    path = campaigns.new_path(Folders.under(tmp_path), ["Anna", "Bruno"], 1)
    campaign = CampaignSession.new(book(), app.edition, seats, 1, path)
    session, _ = campaign.start_chapter()
    bots = [make_bot("random", 1), make_bot("normal", 1)]
    while session.game.decision is not None:
        session.apply(bots[session.game.decision.player].choose(session.game))
    campaign.finish_chapter(session.game)
    assert campaign.pending_crest == 0, "a total victory: the second, a person, owes a choice"
    return campaign


def test_a_person_chooses_the_crest_token_owed_on_the_sheet_and_goes_on(app, tmp_path):
    path = _lost_by_far(app, tmp_path).path
    click_button(app, "load")
    load = app.scene
    i = next(i for i, info in enumerate(load.infos) if info.path == path)
    assert load.details(load.infos[i]) == "Anna, Bruno · chapter 1 played, chapter 2 next"
    post_click(app, next(r for j, r in load.rows if j == i).center)
    sheet = app.overlay
    assert isinstance(sheet, CampaignScene) and sheet.chooser == 0 and sheet.human_choice
    click_button(app, "continue")  # not before the choice
    assert app.overlay is sheet and not list((tmp_path / "saves").glob("*.json"))
    assert [b.key for b in sheet.buttons if b.key.startswith("crest:")] == \
        ["crest:cross", "crest:key", "crest:lamp"]
    click_button(app, "crest:key")
    kept = CampaignSession.load(path, book(), app.edition)
    assert kept.pending_crest is None and kept.state.holdings[0].crest_tokens == ["key"]
    assert kept.state.chapters[0].crest_pending is None
    expected = kept.next_setup()
    click_button(app, "continue")
    table = app.scene
    assert isinstance(table, PlayScene) and app.overlay is None
    assert table.session.record.setup == expected
    rules = expected.chapter
    assert rules is not None and rules.number == 2 and expected.first == 0  # R-CAMP-9
    behind = len(kept.state.holdings[1].volumes) + kept.state.holdings[1].victory
    assert sum(g.amount for g in rules.grants if g.player == 0) == behind  # R-CAMP-8
    assert any(g.player == 1 and g.source != CATCH_UP for g in rules.grants)  # R-CAMP-4


def test_leaving_the_sheet_keeps_the_choice_owed_and_continue_takes_it_up(app, tmp_path):
    path = _lost_by_far(app, tmp_path).path
    before = path.read_bytes()
    click_button(app, "load")
    load = app.scene
    i = next(i for i, info in enumerate(load.infos) if info.path == path)
    post_click(app, next(r for j, r in load.rows if j == i).center)
    assert isinstance(app.overlay, CampaignScene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="\x1b"))
    app.pump()
    title = app.scene
    assert isinstance(title, TitleScene) and app.overlay is None
    assert _kept(path) == _kept_bytes(before), "nothing is lost: the file holds what it held"
    click_button(app, "continue")
    sheet = app.overlay
    assert isinstance(sheet, CampaignScene) and sheet.chooser == 0
    click_button(app, "title")
    assert isinstance(app.scene, TitleScene) and app.overlay is None


def test_continue_on_the_title_takes_up_what_was_played_last(app, tmp_path):
    path = _lost_by_far(app, tmp_path).path
    game = start_game(app, 2)
    _play_some(app, game, 4)
    app.go("title")
    autosave = next((tmp_path / "saves").glob("autosave*"))
    click_button(app, "continue")  # the game was played after the campaign
    assert isinstance(app.scene, PlayScene) and app.scene.campaign is None
    later = autosave.stat().st_mtime + 5
    os.utime(path, (later, later))
    app.go("title")
    click_button(app, "continue")  # now the campaign was the last thing played
    assert isinstance(app.overlay, CampaignScene) and app.overlay.campaign.path == path


def test_load_game_says_where_a_campaign_between_chapters_stands(app, tmp_path):
    click_button(app, "load")
    load = app.scene
    assert isinstance(load, LoadScene)
    between = SaveInfo(tmp_path / "c.json", "c", "", ("Anna", "Bruno"), campaign=2)
    assert load.details(between) == "Anna, Bruno · chapter 2 played, chapter 3 next"
    owed = dataclasses.replace(between, campaign=CHAPTERS)  # only a crest token is owed
    assert load.details(owed) == "Anna, Bruno · all three chapters played, a crest token to choose"
    done = dataclasses.replace(owed, over=True)
    assert load.details(done) == "Anna, Bruno · all three chapters played"


def test_a_console_campaign_dropped_on_load_game_is_played_on_in_its_own_copy(app, tmp_path):
    state = new_campaign_state(["Anna", "Bruno"], 4)
    play_chapter(book(), app.edition, state, ["random", "random"])
    dropped = tmp_path / "elsewhere" / "F.json"
    campaigns.write(dropped, state)  # as `python -m game.cli campaign --save F` writes it
    before = dropped.read_bytes()
    click_button(app, "load")
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(dropped)))
    app.pump()
    sheet = app.overlay
    assert isinstance(sheet, CampaignScene) and sheet.chooser is None
    copy = sheet.campaign.path
    assert copy.parent == tmp_path / "campaigns" and copy.read_bytes() == before
    assert campaigns.campaign_files(Folders.under(tmp_path)) == [copy]
    click_button(app, "continue")
    assert isinstance(app.scene, PlayScene) and app.scene.game.chapter.rules.number == 2
    assert dropped.read_bytes() == before, "the file dropped is only read"
    assert CampaignSession.load(copy, book(), app.edition).chapter is not None


def test_a_sheet_that_cannot_be_saved_is_not_left(app, tmp_path):
    campaign = _lost_by_far(app, tmp_path)
    resume(app, campaign)
    sheet = app.overlay
    assert isinstance(sheet, CampaignScene)
    (tmp_path / "not_a_folder").write_text("")
    kept, campaign.path = campaign.path, tmp_path / "not_a_folder" / "campaign-x.json"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="\x1b"))
    app.pump()
    assert app.overlay is sheet, "the campaign is not left while it cannot be written"
    assert sheet.problem.startswith("The campaign could not be saved (")
    campaign.path = kept
    click_button(app, "title")
    assert isinstance(app.scene, TitleScene) and app.overlay is None
    assert CampaignSession.load(kept, book(), app.edition).pending_crest == 0


def _kept_bytes(raw: bytes) -> dict:
    """A campaign file's contents but the time it was written (leaving writes it again)."""
    found = json.loads(raw)
    found.pop("saved_at", None)
    return found


def _kept(path) -> dict:
    return _kept_bytes(path.read_bytes())
