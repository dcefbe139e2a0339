"""The team's account together against the Baron (R-COOP-8, R-COOP-11): on the end screen and on
the year's end over the board, itemised so that it adds up to the team's total, and drawn inside
its panel in every language, for a team of 2 and of 4, at the smallest window."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai.random_bot import RandomBot  # noqa: E402
from game.rules import events as E  # noqa: E402
from game.rules.coop import events as C  # noqa: E402
from game.rules.coop.baron import content  # noqa: E402
from game.rules.engine import Setup  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.texts import set_language, text  # noqa: E402
from game.ui.play import rhythm  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from game.ui.results.coop_account import account_height  # noqa: E402
from game.ui.results.scoring import ScoringScene  # noqa: E402
from game.ui.words.coop_account import baron_novices, coop_account  # noqa: E402
from game.ui.words.logbook import PlayLog  # noqa: E402
from tests.ui_driver import make_app  # noqa: E402

NAMES = ("Anna", "Bruno", "Carla", "Dario")


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, size=(1280, 720))
    application.settings["animation_speed"] = 0.0
    yield application
    set_language("en")
    pygame.quit()


def session(app, players: int, seed: int, kinds: tuple[str, ...] = ()) -> Session:
    kinds = kinds or ("human",) * players
    seats = [Seat(NAMES[i], kinds[i], i) for i in range(players)]
    found, _ = Session.start(app.edition, Setup(NAMES[:players], seed, 0, "normal"), seats)
    return found


def finished(app, players: int, seed: int) -> Session:
    played = session(app, players, seed)
    bot = RandomBot(seed)
    while not played.game.over:
        played.apply(str(bot.choose(played.game)))
    return played


@pytest.mark.parametrize("language", ["en", "it", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_end_screen_itemises_the_team_account_inside_its_panel(app, language, players):
    set_language(language)
    played = finished(app, players, seed=players + 3)
    game = played.game
    c = game.state.coop
    assert c is not None and c.outcome
    account = coop_account(game, list(NAMES[:players]))
    assert sum(line.points for line in account.lines) == account.total == c.total
    assert account.target == c.target
    assert [line.player for line in account.lines[:players]] == list(range(players))
    level = content(game).difficulties[c.difficulty]
    novices = baron_novices(game)
    assert level.target[players - 1] + novices * level.baron_novice == c.target
    assert account.made == text("coop_account.made", base=level.target[players - 1],
                                count=novices, each=level.baron_novice)
    app.go("scoring", game=game, seats=played.seats, record=played.record)
    app.pump()
    scene = app.scene
    assert isinstance(scene, ScoringScene)
    shown = scene.account_rect
    assert shown.h > 0, "the account is drawn"
    legend = scene.panel.bottom - round(scene.panel.h * 0.075) - round(36 * scene.scale)
    assert scene.panel.contains(shown) and shown.bottom <= legend
    assert shown.left >= scene.panel.centerx, "beside the bars, not over them"


def test_a_save_from_before_the_kinds_were_kept_still_adds_up(app):
    played = finished(app, 2, seed=5)
    c = played.game.state.coop
    assert c is not None
    c.points = {}  # as a game saved before the co-op points were kept by kind
    account = coop_account(played.game, list(NAMES[:2]))
    assert sum(line.points for line in account.lines) == c.total
    assert account.lines[-1].words == text("coop_account.other")


def test_the_year_counts_the_points_the_baron_took():
    from tests.coop_scenario import coop_game

    log = PlayLog(list(NAMES[:2]), coop_game(2).layout)
    log.events([E.RoundStarted(None, 1, 1), E.PointsScored(0, 5, "play", "play"),
                C.PointsLost(0, 3, "event"), C.PointsLost(1, 3, "event"), E.YearEnded(None, 1)],
               0)
    assert log.year_points(1) == [2, -3]


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_years_end_shows_the_team_account_within_the_board(app, language, monkeypatch):
    """Four computer team-mates play year 1 at the table; its end is shown over the board with
    the team's account so far, inside the board."""
    set_language(language)
    drawn = []

    def draw(surf, assets, area, account, colours, size, ink):
        drawn.append(area.copy())
        return rhythm_draw(surf, assets, area, account, colours, size, ink)

    rhythm_draw = rhythm.draw_account
    monkeypatch.setattr(rhythm, "draw_account", draw)
    played = session(app, 4, seed=6, kinds=("normal",) * 4)
    app.open_session(played, None)
    scene = app.scene
    assert isinstance(scene, PlayScene)
    for _ in range(20000):
        app.pump()
        if scene.year_end.year is not None:
            break
        if scene.table.request is not None and not scene.table.request.done():
            scene.table.request.wait(30.0)
    assert scene.year_end.year == 1
    app.full_redraw = True
    app.pump()
    box, board = scene.year_end.rect, scene.geometry.board
    assert board.contains(box)
    assert drawn, "the account is drawn"
    account = coop_account(scene.game, scene.names, each=False)
    area = drawn[-1]
    assert box.contains(area) and area.h >= account_height(account, 12), "under the rows"


def test_the_bars_by_category_stay_inside_the_panel_when_the_team_lost_points(app):
    """Four random team-mates (seed 7) end below zero: the Baron's points lost are drawn
    leftwards from a zero line, on the scale of the most won and lost, inside the panel and
    clear of the team's account."""
    played = finished(app, 4, seed=7)
    game = played.game
    assert all(pl.score < 0 for pl in game.state.players)
    assert all(game.state.final["coop"][p] < 0 for p in range(4))
    app.go("scoring", game=game, seats=played.seats, record=played.record)
    app.pump()
    scene = app.scene
    assert isinstance(scene, ScoringScene)
    bars = scene.bar_rects
    rows = scene.rows()
    assert len(bars) == sum(1 for row in rows for v in row if v)  # one bar per category scored
    for bar in bars:
        assert scene.panel.contains(bar), f"{bar} leaves the panel {scene.panel}"
        assert bar.right < scene.account_rect.left, "beside the account, not over it"
    lost = [bar for bar in bars if bar.w > 100]  # the Baron's 24 points, each player's widest
    assert len(lost) == 4 and len({bar.right for bar in lost}) == 1, "ending at the zero line"
    won = [bar for bar in bars if bar not in lost]
    assert all(bar.left == lost[0].right for bar in won), "points won begin at the zero line"


def test_the_zero_line_leaves_room_for_the_most_lost_and_the_most_won():
    from game.ui.results.category_bars import zero_at

    assert zero_at([[6, -24], [2, -24]], 300) == (240, 10.0)
    assert zero_at([[30, 10], [5, 0]], 200) == (0, 5.0)  # nothing lost: no room left of zero
