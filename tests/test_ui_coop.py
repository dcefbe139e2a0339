"""UI tests of a game together against the Baron: set up from New game, played to its end by
posted events at one screen (one person and a computer team-mate, the person donating and giving
with the bar's buttons whenever a die can), the Baron's strip and its tooltips, the log's words
for his turn, the final scoring's result and the statistics by difficulty and team size."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai.random_bot import RandomBot  # noqa: E402
from game.rules import events as E  # noqa: E402
from game.rules.coop import events as C  # noqa: E402
from game.rules.coop import team  # noqa: E402
from game.rules.layout import layout_for  # noqa: E402
from game.rules.moves import Donate, Give  # noqa: E402
from game.rules.state import Die  # noqa: E402
from game.storage import stats  # noqa: E402
from game.texts import set_language  # noqa: E402
from game.ui.board.baron import chips, taken_rect  # noqa: E402
from game.ui.board.places import PiecePlaces  # noqa: E402
from game.ui.menus.new_game import NewGameScene  # noqa: E402
from game.ui.play.coop_guide import PAGES, CoopGuideScene  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from game.ui.results.scoring import ScoringScene  # noqa: E402
from game.ui.words.log_lines import event_line  # noqa: E402
from tests.scenario import edition  # noqa: E402
from tests.test_ui_baron import before_his_turn  # noqa: E402
from tests.ui_driver import (  # noqa: E402
    click_button,
    make_app,
    move_mouse,
    perform,
    post_click,
    quick_app,
    settle,
)

WAIT = 30.0


@pytest.fixture
def app(tmp_path):
    yield from quick_app(tmp_path, seed=77)


def start_coop(app, players: int, kinds: list[int]) -> PlayScene:
    """New game → together against the Baron, `players` seats; each seat in `kinds` clicked
    once (human → a normal computer)."""
    click_button(app, "new")
    assert isinstance(app.scene, NewGameScene)
    click_button(app, "mode:coop")
    click_button(app, f"players:{players}")
    for seat in kinds:
        click_button(app, f"kind:{seat}")
    click_button(app, "start")
    assert isinstance(app.scene, PlayScene)
    return app.scene


def read_the_guide(app) -> list[str]:
    """Click Next through the guide over a new co-op game; the titles of its pages."""
    guide = app.overlay
    assert isinstance(guide, CoopGuideScene), "a new co-op game opens with its guide"
    titles = []
    while app.overlay is guide:
        app.pump()  # drawn: the table under it, then the page pointing at its chip
        assert guide.panel is not None and guide.target is not None
        titles.append(guide.panel.lines[1][0])
        post_click(app, next(b for b in guide.panel.buttons if b.key == "next").rect.center)
    return titles


def test_new_game_sets_up_a_coop_game_of_one_seat_and_remembers_it(app):
    scene = start_coop(app, 1, [])
    titles = read_the_guide(app)
    assert len(titles) == len(PAGES) and len(set(titles)) == len(PAGES)
    assert app.overlay is None and not scene.session.steps  # nothing was played under it
    setup = scene.session.setup
    assert setup is not None and setup.coop == "normal" and len(setup.names) == 1
    assert scene.game.state.coop is not None
    assert app.settings["new_game"]["coop"] == "normal"
    app.go("title")
    click_button(app, "new")
    assert app.scene.coop == "normal" and app.scene.players == 1
    click_button(app, "mode:compete")  # against each other: at least 2 seats
    assert app.scene.coop == "" and app.scene.players == 2


def choose(scene: PlayScene, bot: RandomBot):
    """A co-op use of a die whenever there is one, else the random bot's move."""
    options = scene.game.options()
    helping = [m for m in options if isinstance(m, (Donate, Give))]
    return helping[0] if helping else bot.choose(scene.game)


def test_a_coop_game_is_played_to_its_end_at_one_screen(app):
    scene = start_coop(app, 2, [1])
    read_the_guide(app)
    assert [s.kind for s in scene.session.seats] == ["human", "normal"]
    strip = scene.geometry.baron
    assert strip.w > 0 and scene.geometry.baron_chips, "the Baron's strip is drawn"
    team = next(r for r, k in scene.geometry.baron_chips if k == ("baron", "team"))
    move_mouse(app, team.center)
    said, rule = scene.hover_text()
    assert "target" in said.lower() and rule == "R-COOP-8"
    bot, helped = RandomBot(3), 0
    while isinstance(app.scene, PlayScene):
        d = scene.decision
        if d is not None and scene.session.seats[d.player].human:
            move = choose(scene, bot)
            helped += isinstance(move, (Donate, Give))
            perform(app, scene, move)
        else:
            app.pump()
            request = scene.table.request
            if request is not None and not request.done():
                request.wait(WAIT)
    assert helped > 0, "the person donated or gave with the bar's buttons"
    assert isinstance(app.scene, ScoringScene)
    c = scene.game.state.coop
    assert c is not None and c.outcome in ("won", "lost")
    said, why = app.scene.headline()
    assert str(c.total) in said and str(c.target) in said and why
    assert "coop" in app.scene.categories
    lines = [e.text for e in scene.log.entries]
    assert any(line.startswith("The Baron plays ") for line in lines)
    assert not any("coop_ui." in line or "log." in line for line in lines)
    counted = stats.read_stats(stats.stats_path(app.folders))
    assert counted.coop_tally("normal", 2).played == 1
    assert counted.coop_tally("normal", 2).won == int(c.outcome == "won")
    assert counted.tally().played == 0, "a co-op game is not counted as a competitive one"
    click_button(app, "watch")  # the replay viewer shows the Baron's strip too
    assert type(app.scene).__name__ == "ReplayScene"
    app.pump()
    assert app.scene.geometry.baron.w and app.scene.geometry.baron_chips


@pytest.mark.parametrize("language", ["en", "it", "de"])
def test_every_coop_event_has_a_log_line_in_words(language):
    set_language(language)
    try:
        names, events = ["Anna", "Bruno"], [
            C.BaronCardDrawn(None, "B3", 4), C.BaronDiceTaken(None, 3, 2),
            C.BaronMessengerMoved(None, 0, 2), C.BaronNovicePlaced(None, ""),
            C.BaronGlassTaken(None, "A"),
            C.BaronLine(None, "B7", 0, "take_dice", 2, 0, 5, 3, ("B",), "", ()),
            C.BaronLine(None, "B2", 1, "novice", 1, 0, 0, 3, ("B", "C"), "", ()),
            C.BaronLine(None, "B10", 0, "event", 1, 1, 0, 3, ("B",), "", ("E1",)),
            C.ThreatRevealed(None, "T1", 3, 4),
            C.ThreatWeakened(0, "T1", 2), C.ThreatWeakened(1, "T1", 0),
            C.ThreatStood(None, "T2", 3), C.RequestRevealed(None, "R1", (("soup", 2),), 3),
            C.Donated(0, "R1", "soup", 2), C.RequestMet(None, "R1", 4),
            C.RequestFailed(None, "R2", 3), C.EventRevealed(None, "E1", 2),
            C.EventDeckEmpty(None, 5), C.TokensGiven(0, 1, "book", 1),
            C.PointsLost(1, 2, "event"), C.CoopEnded(None, "lost", 90, 120, "below_target")]
        layout = layout_for(edition(), 2)
        for event in events:
            line = event_line(event, names, layout)
            assert line and "coop_ui" not in line and "coop." not in line, (event, line)
            assert "{" not in line, line
        lost = E.GameEnded(None, (40, 50), ())  # a co-op game lost: CoopEnded said it
        assert event_line(lost, names, layout) is None
    finally:
        set_language("en")


def test_coop_statistics_round_trip_and_a_bad_difficulty_is_refused(tmp_path):
    path = tmp_path / "stats.json"
    kept = stats.Stats()
    kept.add_coop("hard", 1, True, 120)
    kept.add_coop("hard", 1, False, 80)
    kept.add_coop("normal", 4, False, -5)
    stats.write_stats(path, kept)
    again = stats.read_stats(path)
    assert again.coop_tally("hard", 1).played == 2 and again.coop_tally("hard").won == 1
    assert again.coop_tally(None, 4).best == 0 and again.difficulties == ["normal", "hard"]
    raw = path.read_text().replace('"hard"', '"../x"')
    path.write_text(raw)
    with pytest.raises(stats.StatsRefused):
        stats.read_stats(path)


def open_after_placement(tmp_path, size, card: str):
    """Anna and Bruno in the first action phase, the Baron's card of the round `card` (played
    at the table, so that the table shows what it did), at `size`."""
    app = make_app(tmp_path, size)
    session, last = before_his_turn(app, card)
    session.game.state.dice_spaces[5].append(Die(None, 6))  # a neutral die for his card to take
    app.open_session(session, None)
    app.overlay = None
    app.pump()
    perform(app, app.scene, last)
    settle(app)
    app.pump()
    return app, app.scene


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_taken_dice_mark_stays_inside_its_space_and_has_a_tooltip(tmp_path, size):
    """The Baron's card of the round takes dice from space 6 (the joker's, with its label at
    the bottom): the mark is drawn inside that space's frame, above where its dice lie (so
    clear of them and of the label however many lie there), and its tooltip names the card,
    the space and the rule."""
    app, scene = open_after_placement(tmp_path, size, "B9")  # take_dice: space 6, 1 die
    try:
        g = scene.geometry
        (mark,) = [r for r, k in g.baron_chips if k == ("baron", "taken", 6, 1)]
        space = g.dice_spaces[5]
        assert space.inflate(-6, -6).contains(mark), (mark, space)
        dice_box, _, _ = PiecePlaces(g, 2).space_dice_box(5)
        assert mark == taken_rect(space) and mark.bottom <= dice_box.top  # above the dice
        move_mouse(app, mark.center)
        said, rule = scene.hover_text()
        assert rule == "R-COOP-3" and "space 6" in said and "took 1 neutral die" in said
        move_mouse(app, (space.left + 3, space.top + space.h // 2))
        assert scene.hover_text()[1] == "R-ACT-5"  # beside it, the space's own tooltip
    finally:
        pygame.quit()


def test_the_team_chip_shows_the_total_if_the_game_ended_now(tmp_path):
    """Mid-game most points are still to come: the chip shows the points so far and the total
    the final scoring would give now, and its tooltip says how that is counted."""
    app, scene = open_after_placement(tmp_path, (1280, 720), "B1")
    try:
        game = scene.game
        now, ended = sum(p.score for p in game.state.players), team.total_if_ended(game)
        assert ended > now  # the events left, at least
        chip = next(r for r, k in scene.geometry.baron_chips if k == ("baron", "team"))
        label = next(c[0] for c in chips(game) if c[1] == ("baron", "team"))
        assert label == f"Team {now} · {ended} if it ended now / {team.target(game)}"
        move_mouse(app, chip.center)
        said, rule = scene.hover_text()
        assert f"the team would have {ended}" in said and "events left" in said
        n = len(game.state.players)  # R-COOP-12: each part of the end counted in the words
        assert f"plus {team.hidden_bonus(game) * n} for the requests never revealed" in said
        assert f"less {team.end_costs(game) * n} for the threats" in said
        assert rule == "R-COOP-8"
    finally:
        pygame.quit()


def test_the_guides_first_page_leads_to_the_coop_lessons(app):
    from game.ui.tutorial.scene import TutorialScene

    start_coop(app, 1, [])
    guide = app.overlay
    app.pump()
    assert isinstance(guide, CoopGuideScene)
    guide.on_button("next")  # the other pages offer no way out to the lessons
    assert "lessons" not in [b.key for b in guide.panel.buttons]
    guide.on_button("back")
    post_click(app, next(b for b in guide.panel.buttons if b.key == "lessons").rect.center)
    assert app.overlay is None and isinstance(app.scene, TutorialScene)
    scene = app.scene
    assert scene.tutor.lesson.key == "coop_welcome" and scene.play.game.state.coop is not None
    scene.on_panel("continue")
    scene.on_panel("restart")  # Start over: the co-op lessons' first, not the game's
    assert scene.tutor.lesson.key == "coop_welcome" and scene.table.position == 0
