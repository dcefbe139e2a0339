"""A campaign hosted from the window (Host a table's Campaign mode), its two guests headless
clients: chapter 1 played at the table, every seat's sheet between chapters showing the same
holdings, the crest token chosen in the owing guest's own window and kept in the host's campaign
file, chapter 2's table set up with the advantages in force and its first player (R-CAMP-4, 8,
9), and a hostile summary refused in words on the guest's sheet (R-CAMP-12)."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from game.ai import make_bot
from game.campaign.between import chapter_setup, crest_tokens_left
from game.campaign.state import read_campaign_file
from game.net.threaded import NetClient
from game.rules.chapter import CATCH_UP
from game.storage.campaigns import campaign_info
from game.texts import text
from game.ui.campaign.model import sheet
from game.ui.online.campaign import OnlineCampaign, kept_campaign
from game.ui.online.campaign_scene import OnlineCampaignScene
from game.ui.online.link import OnlineLink
from game.ui.online.play import OnlinePlayScene
from game.ui.results.scoring import ScoringScene
from game.ui.words.volumes import book
from tests.online_ui import hosted_lobby, quiet_window, seated_guests, start_from_lobby, until
from tests.test_net_online_table import Others
from tests.test_ui_online_play import play_turns
from tests.ui_driver import click_button


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from quiet_window(tmp_path, monkeypatch)


def clear_of_buttons(scene: OnlineCampaignScene) -> bool:
    """The status line was drawn, under the panel's words and over no button."""
    shown = scene.status_rect
    return shown.h > 0 and shown.top >= scene.said_bottom \
        and not any(b.rect.colliderect(shown) for b in scene.buttons)


def test_an_online_campaign_from_chapter_1_to_chapter_2(app, tmp_path):
    lobby = hosted_lobby(app, players=3, mode=("mode:campaign",))
    link = lobby.link
    clients = seated_guests(app, link, ("Bruno", "Carla"))
    start_from_lobby(app, lobby, OnlinePlayScene)  # chapter 1
    campaign = link.campaign
    assert isinstance(campaign, OnlineCampaign) and campaign.host is not None
    path = campaign.host.path
    assert path is not None and path.exists(), "the campaign is kept from the start"
    assert json.loads(path.read_text())["online"].endswith(link.code)
    app.settings["animation_speed"] = 0
    others = Others(clients, random.Random(3))
    # the host's seat plays well, the guests at random: a guest owes the crest token
    play_turns(app, app.scene, others, make_bot("normal", 4),
               lambda: isinstance(app.scene, ScoringScene), limit=600)
    host = campaign.host
    click_button(app, "continue")
    until(app, lambda: bool(host.state.chapters), "the host's window closes the chapter")
    assert isinstance(app.overlay, OnlineCampaignScene)
    owed = host.pending_crest
    assert owed in (1, 2), "the host won: a guest owes the crest token"
    mine = OnlineCampaign(OnlineLink(clients[owed - 1], url=link.url, code=link.code), book())
    until(app, lambda: others.step() or mine.poll() or bool(mine.state.chapters), "the summary")
    assert sheet(book(), mine.state, "en") == sheet(book(), host.state, "en"), "same sheet"
    assert mine.pending_crest == owed and owed in mine.humans
    # the guest's sheet, to look at
    app.open_overlay(app.make("campaign_online", campaign=mine))
    app.frame([])
    pygame.image.save(app.screen, tmp_path / "online_campaign_guest.png")
    assert app.overlay.status().startswith("Choose your crest token here: Anna begins chapter 2")
    assert clear_of_buttons(app.overlay)
    app.open_overlay(None)
    sheet_scene = app.make("campaign_online", campaign=campaign)
    app.open_overlay(sheet_scene)
    assert not sheet_scene.buttons[0].enabled, "the host waits for the guest's crest"
    mine.choose_crest(owed, "lamp")
    until(app, lambda: host.pending_crest is None, "the crest reaches the host")
    kept = read_campaign_file(path)
    assert kept.chapters[0]["crest_choices"] == {owed: "lamp"}, "in the campaign file"
    again = kept_campaign(link, app.folders, book())  # as a window that resumed its table
    assert again is not None and again.state.holdings == host.state.holdings
    assert campaign_info(path).online == link.code, "Load game says where it is played"
    expected = chapter_setup(book(), host.state)[0]
    until(app, lambda: sheet_scene.buttons[0].enabled, "Continue for the host")
    click_button(app, "continue")
    until(app, lambda: isinstance(app.scene, OnlinePlayScene)
          and app.scene.table.game.chapter is not None
          and app.scene.table.game.chapter.rules.number == 2, "chapter 2 opens", timeout=60)
    assert campaign.problem == "", "chapter 1, closed, is not closed again"
    game = app.scene.table.game
    said = [entry.text for entry in app.scene.play.log.entries]
    first = game.state.players[game.state.first].name
    heads = [entry.tooltip for entry in app.scene.play.log.entries if entry.head]
    assert text("log.RoundStarted", year=1, round=1, name=first) in heads[0].split("\n"), \
        "the start is logged, in the first round's heading"
    grants = expected.chapter.grants  # the winner's Victory Volumes: someone catches up
    assert grants and all(text("log.catch_up", name=game.state.players[g.player].name) in said
                          for g in grants if g.source == CATCH_UP)
    assert game.chapter is not None and game.chapter.rules == expected.chapter
    assert game.state.first == expected.first
    guest_game = clients[0].view
    until(app, lambda: others.step() or (guest_game.game is not None
                                        and guest_game.game.chapter.rules.number == 2),
          "chapter 2 reaches the guest")
    assert guest_game.game.chapter.rules == expected.chapter
    for client in clients:
        client.close()


def test_a_hostile_summary_is_said_in_words_on_the_guests_sheet(app):
    class View:
        seat, info, campaign, state, game, over, edition = 1, {}, None, None, None, False, None

    class Net:
        view = View()

        def poll(self):
            return []

    link = OnlineLink(Net())  # type: ignore[arg-type]
    guest = OnlineCampaign(link, book())
    Net.view.info = {"creator": 0, "seats": [{"name": "Anna", "kind": "human"},
                                             {"name": "Bruno", "kind": "human"}]}
    Net.view.campaign = {"v": 1, "names": ["Anna", "Bruno"], "seats": ["human", "human"],
                         "holdings": "all of them"}
    assert guest.poll() is False
    assert "cannot be shown" in guest.problem and "holdings" in guest.problem
    scene = app.make("campaign_online", campaign=guest)
    app.open_overlay(scene)
    app.frame([])
    assert scene.status() == guest.problem and not scene.buttons[0].enabled


def test_a_guests_window_goes_from_the_scoring_to_the_sheet_and_on_to_chapter_2(tmp_path):
    from game.ai.random_bot import RandomBot
    from game.ui.online.campaign import first_chapter
    from tests.net_support import WAIT, hosted
    from tests.online_ui import online_app
    from tests.test_net_online_table import until as net_until

    app = online_app(tmp_path, size=(1280, 720))
    try:
        with hosted() as server:
            anna, bruno = (NetClient(server.url, name, app.edition) for name in ("Anna", "Bruno"))
            for client in (anna, bruno):
                client.start().result(WAIT)
            code = anna.create(["open", "open"], chapter=first_chapter(book(), 2, 7)
                               ).result(WAIT)["code"]
            bruno.join(code).result(WAIT)
            for client in (anna, bruno):
                client.ready(True).result(WAIT)
            anna.start_game().result(WAIT)
            net_until([anna, bruno], lambda: all(c.view.state is not None for c in (anna, bruno)),
                      "the start")
            host = OnlineCampaign(OnlineLink(anna, url=server.url, code=code), book(), 7)
            host.begin()
            link = OnlineLink(net=bruno, url=server.url, code=code)
            app.online = link
            app.go("play_online", link=link)
            guest = link.campaign
            assert isinstance(guest, OnlineCampaign) and not guest.creator
            app.settings["animation_speed"] = 0
            others = Others([anna], random.Random(1))
            play_turns(app, app.scene, others, RandomBot(2),
                       lambda: isinstance(app.scene, ScoringScene), limit=600)
            until(app, lambda: others.step() or anna.view.final_record is not None, "the end")
            host.chapter_over(anna.view.game)
            assert host.host is not None and len(host.host.state.chapters) == 1
            click_button(app, "continue")
            sheet_scene = app.overlay
            assert isinstance(sheet_scene, OnlineCampaignScene), "the sheet, on the same link"
            assert not link.closed
            until(app, lambda: others.step() or bool(guest.state.chapters), "the summary")
            assert sheet(book(), guest.state, "en") == sheet(book(), host.host.state, "en")
            owed = guest.pending_crest  # the server's seed made the game: who owes, chooses
            if owed is not None:
                kind = crest_tokens_left(guest.state)[0]  # one of each kind (R-CAMP-6)
                (host if owed == 0 else guest).choose_crest(owed, kind)
                # the host's window reads its own messages: the others' helper, which drains
                # the same connection, would take the crest before the host could see it
                until(app, lambda: host.poll() or host.pending_crest is None,
                      "the crest reaches the host")
                until(app, lambda: others.step() or guest.pending_crest is None,
                      "the guest hears of it")
            assert sheet_scene.status() == ("Waiting for Anna to begin chapter 2: its table "
                                            "opens here by itself.")
            assert not sheet_scene.buttons[0].enabled
            pygame.image.save(app.screen, tmp_path / "online_campaign_guest_window.png")
            assert clear_of_buttons(sheet_scene)
            host.proceed(app)
            until(app, lambda: others.step() or (
                isinstance(app.scene, OnlinePlayScene) and app.scene.table.game.chapter is not None
                and app.scene.table.game.chapter.rules.number == 2), "chapter 2 opens by itself")
            assert app.scene.link is link
            anna.close()
    finally:
        app.close()
