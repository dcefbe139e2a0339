"""The campaign's screens (R-CAMP-*): the sheet between chapters and the campaign's end, on a
real campaign of computer players, driven through a stand-in for the campaign being played
(what the screens read, with the two calls they make recorded)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import dataclasses  # noqa: E402
from dataclasses import dataclass, field  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import texts  # noqa: E402
from game.campaign.between import campaign_winners, crests, standings  # noqa: E402
from game.campaign.play import NAMES, play_chapter  # noqa: E402
from game.campaign.state import CampaignState, Holding, new_campaign  # noqa: E402
from game.campaign.volumes import CREST_KINDS, CampaignBook, load_campaign  # noqa: E402
from game.session import Seat  # noqa: E402
from game.texts import text  # noqa: E402
from game.ui.campaign.end import CampaignEndScene  # noqa: E402
from game.ui.campaign.sheet import CampaignScene  # noqa: E402
from game.ui.toolkit import theme as T  # noqa: E402
from game.ui.toolkit.theme import MIN_TEXT  # noqa: E402
from tests.ui_driver import (  # noqa: E402
    click_button,
    count_font_sizes,
    make_app,
    move_mouse,
    post_click,
)

BOOK = load_campaign()


@dataclass
class StandIn:
    """The campaign as the screens see it; `choose_crest` and `proceed` only write down."""

    book: CampaignBook
    state: CampaignState
    humans: set[int] = field(default_factory=set)
    pending_crest: int | None = None
    seats: list[Seat] | None = None  # the table's seats, when the campaign knows them
    chosen: list[tuple[int, str]] = field(default_factory=list)
    proceeded: list[object] = field(default_factory=list)

    def choose_crest(self, player: int, kind: str) -> None:
        self.chosen.append((player, kind))
        self.pending_crest = None

    def proceed(self, app) -> None:
        self.proceeded.append(app)

    def save(self) -> str:
        return ""


def snapshot(state: CampaignState) -> CampaignState:
    """The campaign as it stands now (the chapters played later do not change it)."""
    holdings = [Holding(list(h.volumes), h.victory, list(h.crest_tokens), list(h.crest_volumes))
                for h in state.holdings]
    return CampaignState(list(state.names), state.seed, holdings, list(state.chapters))


@pytest.fixture(scope="module")
def campaign(edition) -> list[CampaignState]:
    """A campaign of three normal computer players: before chapter 1, after 1, 2 and 3."""
    state = new_campaign(list(NAMES[:3]), 2)
    kept = [snapshot(state)]
    for _ in range(3):
        play_chapter(BOOK, edition, state, ["normal"] * 3)
        kept.append(snapshot(state))
    return kept


def shown(app, scene_name: str, stand: StandIn):
    app.show(scene_name, campaign=stand)
    app.full_redraw = True
    app.pump()
    scene = app.overlay
    assert scene is not None and scene.pen is not None
    return scene


def button(scene, key: str):
    return next(b for b in scene.buttons if b.key == key)


@pytest.mark.parametrize("after", [1, 3])
def test_the_sheet_shows_each_players_volumes_and_the_chapter_R_CAMP_5_6(tmp_path, campaign,
                                                                         after):
    app = make_app(tmp_path, (1280, 720))
    state = campaign[after]
    scene = shown(app, "campaign", StandIn(BOOK, state))
    assert isinstance(scene, CampaignScene)
    said = set(scene.pen.said)
    need = BOOK.crests_needed[state.players]
    for p, holding in enumerate(state.holdings):
        board = scene.model.boards[p]
        assert (board.count, board.victory) == (holding.count, holding.victory)
        assert board.crests == crests(BOOK, state, p)
        assert text("campaign_ui.volumes", count=holding.count) in said
        assert text("campaign_ui.victory", count=holding.victory) in said
        for volume_id in holding.volumes:
            assert BOOK.volume(volume_id).name("en") in said
        for kind in CREST_KINDS:
            assert f"{crests(BOOK, state, p)[kind]}/{need}" in said
    last = state.chapters[-1]
    heading = "campaign_ui.result_total" if last.total else "campaign_ui.result_partial"
    assert text(heading, n=after) in said
    for p in last.places:
        assert text("campaign_ui.points", count=last.scores[p]) in said
    assert [row.player for row in scene.model.last.places] == last.places
    if after == 3:
        assert scene.model.next_number is None and text("campaign_ui.over_title") in said
    else:
        assert scene.model.next_number == 2 and text("campaign_ui.next_title", n=2) in said
        winner = last.places[0]
        assert scene.model.order[-1] == winner  # the previous winner plays last (R-CAMP-9)


def test_the_sheet_before_the_first_chapter_says_the_first_player_is_drawn(tmp_path, campaign):
    app = make_app(tmp_path, (1280, 720))
    scene = shown(app, "campaign", StandIn(BOOK, campaign[0]))
    said = scene.pen.said
    assert text("campaign_ui.start_title") in said and text("campaign_ui.order_random") in said
    assert text("campaign_ui.stage_before", count=3) in said
    assert all(b.count == 0 for b in scene.model.boards)


def test_catch_up_and_advantages_of_the_next_chapter_are_shown_R_CAMP_4_8(tmp_path, campaign):
    app = make_app(tmp_path, (1600, 900))
    state = campaign[1]
    scene = shown(app, "campaign", StandIn(BOOK, state))
    counts = [h.count for h in state.holdings]
    for p, board in enumerate(scene.model.boards):
        assert sum(n for _, n in board.catch_up) == max(counts) - counts[p]
        kept = [v for v in state.holdings[p].volumes if BOOK.volume(v).effect != "none"]
        assert [g.source for g in board.grants] == kept


def test_the_crest_buttons_choose_and_continue_waits_for_the_choice_R_CAMP_6(tmp_path,
                                                                            campaign):
    app = make_app(tmp_path, (1280, 720))
    stand = StandIn(BOOK, campaign[1], humans={0, 1}, pending_crest=1)
    scene = shown(app, "campaign", stand)
    assert not button(scene, "continue").enabled
    taken = {k for h in stand.state.holdings for k in h.crest_tokens}
    left = [k for k in CREST_KINDS if k not in taken]  # one token of each kind
    assert [b.key for b in scene.buttons if b.key.startswith("crest:")] == \
        [f"crest:{k}" for k in left]
    assert text("campaign_ui.choose_heading", name=stand.state.names[1]) in scene.pen.said
    post_click(app, button(scene, "continue").rect.center)
    assert stand.proceeded == []
    click_button(app, f"crest:{left[0]}")
    assert stand.chosen == [(1, left[0])]
    assert button(scene, "continue").enabled
    assert not any(b.key.startswith("crest:") for b in scene.buttons)
    click_button(app, "continue")
    assert stand.proceeded == [app]


def test_the_sheet_follows_the_campaign_and_the_language_under_it(tmp_path, campaign):
    app = make_app(tmp_path, (1280, 720))
    stand = StandIn(BOOK, campaign[3], humans={0}, pending_crest=2)
    scene = shown(app, "campaign", stand)
    assert not button(scene, "continue").enabled
    stand.pending_crest = None  # the computer chose
    app.pump()
    assert button(scene, "continue").enabled
    volume = next(v for h in campaign[3].holdings for v in h.volumes)
    app.set_language("it")
    app.pump()
    assert BOOK.volume(volume).name("it") in scene.pen.said
    assert text("campaign_ui.title") == "Cronache dei monasteri" and \
        "Cronache dei monasteri" in scene.pen.said


def test_the_players_wear_their_seats_colours_as_at_the_table(tmp_path, campaign):
    app = make_app(tmp_path, (1280, 720))
    stand = StandIn(BOOK, campaign[1])
    stand.seats = [Seat(n, "human", c) for n, c in zip(campaign[1].names, (3, 0, 1), strict=True)]
    scene = shown(app, "campaign", stand)
    assert [scene.pen.colour(p) for p in range(3)] == [3, 0, 1]
    header = scene.boards_area.left + 6, scene.boards_area.top + 6  # Anna's board's name band
    assert tuple(app.screen.get_at(header))[:3] == T.PLAYER[3]["light"]


def test_a_computer_choosing_a_crest_gets_no_buttons(tmp_path, campaign):
    app = make_app(tmp_path, (1280, 720))
    stand = StandIn(BOOK, campaign[2], humans={0}, pending_crest=2)
    scene = shown(app, "campaign", stand)
    assert [b.key for b in scene.buttons] == ["continue", "title"]  # no crest buttons
    assert not scene.buttons[0].enabled
    assert text("campaign_ui.waiting", name=stand.state.names[2]) in scene.pen.said


def test_a_tooltip_names_its_rule_and_f1_opens_it_and_comes_back(tmp_path, campaign):
    app = make_app(tmp_path, (1600, 900))
    scene = shown(app, "campaign", StandIn(BOOK, campaign[3]))
    volume = next(s for s in scene.pen.spots if s.rule == "R-CAMP-4" and "Objective" in s.tip)
    move_mouse(app, volume.rect.center)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    app.pump()
    rules = app.overlay
    assert type(rules).__name__ == "RulesScene"
    assert rules.book is not None and rules.book.find_rule("R-CAMP-4") is not None
    assert rules.target == rules.book.find_rule("R-CAMP-4")  # the paragraph framed
    rules.back()
    assert app.overlay is scene


def test_the_end_names_the_winners_and_orders_the_standings_R_CAMP_10(tmp_path, campaign):
    app = make_app(tmp_path, (1280, 720))
    state = campaign[3]
    scene = shown(app, "campaign_end", StandIn(BOOK, state))
    assert isinstance(scene, CampaignEndScene)
    winners = campaign_winners(state)
    assert scene.model.winners == winners
    names = " & ".join(state.names[w] for w in winners)
    key = "campaign_ui.end_winners" if len(winners) > 1 else "campaign_ui.end_winner"
    assert text(key, names=names, count=state.holdings[winners[0]].count) in scene.pen.said
    assert [row.player for row in scene.model.standings] == standings(state)
    for c in state.chapters:
        assert text("campaign_ui.chapter_short", n=c.number) in scene.pen.said
    click_button(app, "title")
    assert type(app.scene).__name__ == "TitleScene" and app.overlay is None


def test_the_ties_of_the_standings_say_what_broke_them_R_CAMP_10(tmp_path, campaign):
    app = make_app(tmp_path, (1280, 720))
    state = snapshot(campaign[3])
    scores = state.chapters[-1].scores
    assert scores[0] != scores[2]
    # five Volumes each: Anna and Chiara with five Victory Volumes, Bruno with four
    state.holdings = [Holding([], 5), Holding([], 4, [], ["cross"]), Holding([], 5)]
    scene = shown(app, "campaign_end", StandIn(BOOK, state))
    ahead, behind = (0, 2) if scores[0] > scores[2] else (2, 0)
    assert standings(state) == [ahead, behind, 1]
    assert [row.player for row in scene.model.standings] == [ahead, behind, 1]
    assert scene.model.ties == [("points", ahead, behind), ("victory", behind, 1)]
    assert campaign_winners(state) == scene.model.winners == [ahead]
    names = state.names
    assert text("campaign_ui.tie_points", ahead=names[ahead], behind=names[behind]) \
        in scene.pen.said
    assert text("campaign_ui.tie_victory", ahead=names[behind], behind=names[1]) \
        in scene.pen.said


def test_players_level_on_everything_share_their_place_R_CAMP_10(tmp_path, campaign):
    app = make_app(tmp_path, (1280, 720))
    state = snapshot(campaign[3])
    state.chapters[-1] = dataclasses.replace(state.chapters[-1], scores=[50, 50, 40])
    state.holdings = [Holding([], 3), Holding([], 3), Holding([], 1)]
    scene = shown(app, "campaign_end", StandIn(BOOK, state))
    assert campaign_winners(state) == scene.model.winners == [0, 1]
    assert [row.rank for row in scene.model.standings] == [1, 1, 3]
    assert text("campaign_ui.end_winners", names="Anna & Bruno", count=3) in scene.pen.said


@pytest.mark.parametrize("language", ["en", "it", "de"])
def test_no_campaign_text_under_12_pixels_in_the_smallest_window(tmp_path, campaign,
                                                                 monkeypatch, language):
    asked = count_font_sizes(monkeypatch)
    app = make_app(tmp_path, (1280, 720))
    texts.set_language(language)
    for name, stand in [("campaign", StandIn(BOOK, campaign[1], {1}, 1)),
                        ("campaign", StandIn(BOOK, campaign[3])),
                        ("campaign_end", StandIn(BOOK, campaign[3]))]:
        asked.clear()
        app.assets.clear_texts()
        scene = shown(app, name, stand)
        assert min(asked) >= MIN_TEXT, (name, min(asked))
        assert text("campaign_ui.title" if name == "campaign" else "campaign_ui.end_title") \
            in scene.pen.said
