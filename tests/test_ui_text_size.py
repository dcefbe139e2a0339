"""No text is drawn smaller than 12 pixels in the smallest window (1280×720), on any screen a
player reaches, and at a larger text size (Settings: 125 %, 150 %) the smallest grows with it:
every font the screens make is counted while they draw. At each size, in English, German and
Italian, the screens lay out with no text over another, none across a button's edge or out of the
window and no button over another (tests/drawn_boxes.py)."""

from __future__ import annotations

import os
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai.random_bot import RandomBot  # noqa: E402
from game.campaign.session import CampaignSession  # noqa: E402
from game.rules.edition import MONASTERIES  # noqa: E402
from game.rules.engine import Game, Setup  # noqa: E402
from game.rules.record import GameRecord  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.texts import text  # noqa: E402
from game.ui.devtools.demo import computer_table  # noqa: E402
from game.ui.online import host as host_module  # noqa: E402
from game.ui.toolkit import theme as T  # noqa: E402
from game.ui.toolkit import widgets  # noqa: E402
from game.ui.toolkit.assets import TEXT_SIZES  # noqa: E402
from game.ui.toolkit.theme import MIN_TEXT  # noqa: E402
from game.ui.words.volumes import book  # noqa: E402
from tests.drawn_boxes import drawn_boxes  # noqa: E402
from tests.online_ui import AnsweringLink, full_board, full_profile, hosted_lobby  # noqa: E402
from tests.scenario import edition  # noqa: E402
from tests.ui_driver import click_button, count_font_sizes, make_app  # noqa: E402

SMALLEST = (1280, 720)
ME = {"type": "identified", "name": "Bartholomäus Wendel", "rating": 1888, "sigma": 432,
      "games": 999, "computer": False}


def standings_link(me: dict | None = ME) -> AnsweringLink:
    """A leaderboard's link answering with a full page and a full profile at once."""
    return AnsweringLink({"ratings": full_board(), "profile": full_profile()}, me)


@pytest.fixture
def sizes(monkeypatch) -> list[int]:
    """Every font size asked for from here on."""
    return count_font_sizes(monkeypatch)


def finished_game(players: int, seed: int) -> tuple[Game, GameRecord, list[Seat]]:
    names = ("Anna", "Bruno", "Chiara", "Dieter")[:players]
    setup = Setup(names, seed)
    game, _ = Game.new(edition(), setup)
    bot, options = RandomBot(seed), []
    while not game.over:
        move = bot.choose(game)
        options.append(str(move))
        game.apply(move)
    return game, GameRecord(setup, options), [Seat(n, "random") for n in names]


def sized_app(folder, scale: float, language: str = "en", window=SMALLEST):
    """An app in the smallest window (or `window`) at text size `scale`, in `language`."""
    app = make_app(folder, window)
    app.set_language(language)
    app.change_setting("text_size", scale)
    app.assets.set_text_scale(scale)
    app.relayout()
    return app


@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_no_text_under_12_pixels_times_the_text_size_in_the_smallest_window(
        tmp_path, sizes, scale):
    app = sized_app(tmp_path, scale)
    least = round(MIN_TEXT * scale)
    game, record, seats = finished_game(4, 7)
    screens = [("title", {}), ("new_game", {}), ("settings", {}), ("rules", {}),
               ("stats", {}), ("load", {}), ("tutorial", {"lesson": 0}), ("lessons", {}),
               ("online", {}),
               ("online_join", {}), ("online_host", {}),
               ("ratings", {"link": standings_link()}),
               ("profile", {"link": standings_link(), "player": "Bartholomäus Wendel"}),
               ("replay", {"record": record, "seats": seats, "at": len(record.options) // 2}),
               ("scoring", {"game": game, "seats": seats, "record": record})]
    seen = {}
    for name, kwargs in screens:
        sizes.clear()
        app.assets.clear_texts()  # every text rendered anew: its size asked again
        app.go(name, **kwargs)
        app.full_redraw = True
        app.pump()
        seen[name] = min(sizes)
    for players in (2, 4):  # the table, the log and the mission cards at their fullest
        sizes.clear()
        app.assets.clear_texts()
        computer_table(app, players, 3, 60)
        app.full_redraw = True
        app.pump()
        seen[f"table of {players}"] = min(sizes)
    sizes.clear()  # a game against the Baron: his strip under the board
    app.assets.clear_texts()
    seats = [Seat("Anna", "human", 0), Seat("Bruno", "normal", 1)]
    session, events = Session.start(app.edition, Setup(("Anna", "Bruno"), 5, 0, "normal"), seats)
    app.open_session(session, events)
    app.full_redraw = True
    app.pump()
    seen["co-op table"] = min(sizes)
    sizes.clear()  # a campaign's chapter of four: its Volumes' strip under the board
    app.assets.clear_texts()
    names = ("Anna", "Bruno", "Chiara", "Dieter")
    CampaignSession.new(book(), app.edition, [Seat(n, "human", i) for i, n in enumerate(names)],
                        5).proceed(app)
    app.full_redraw = True
    app.pump()
    seen["campaign chapter"] = min(sizes)
    small = {name: size for name, size in seen.items() if size < least}
    assert MIN_TEXT >= 12 and not small, small
    pygame.quit()


# ------------------------------------------------------------------ nothing runs into anything


def laid_out(app, scenes) -> dict[str, list[str]]:
    """What runs into what on each scene opened by `scenes` (name: opener)."""
    found = {}
    for name, opener in scenes:
        opener()
        app.pump()
        found[name] = drawn_boxes(app).problems()
    return {name: problems for name, problems in found.items() if problems}


@pytest.mark.parametrize("language", ["en", "de", "it"])
@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_the_screens_lay_out_at_each_text_size_with_nothing_over_anything(
        tmp_path, scale, language):
    app = sized_app(tmp_path, scale, language)
    game, record, seats = finished_game(4, 7)

    def host(players: int, coop: bool):
        app.go("online_host")
        if coop:
            app.scene.on_button("mode:coop")
        app.scene.on_button(f"players:{players}")

    scenes = [("title", lambda: app.go("title")), ("new game", lambda: app.go("new_game")),
              ("settings", lambda: app.go("settings")),
              ("host a table", lambda: host(2, False)),
              ("host a table of four against the Baron", lambda: host(4, True)),
              ("learn to play", lambda: app.go("lessons")),
              ("a lesson", lambda: app.go("tutorial", lesson=3)),
              ("table of 4", lambda: computer_table(app, 4, 3, 60)),
              ("final scoring", lambda: app.go("scoring", game=game, seats=seats,
                                               record=record)),
              ("watching a game", lambda: app.go("replay", record=record, seats=seats,
                                                 at=len(record.options) // 2)),
              *[(name, lambda name=name: app.go(name))
                for name in ("rules", "stats", "load", "online", "online_join", "yours")],
              ("ratings", lambda: app.go("ratings", link=standings_link())),
              ("a player's profile", lambda: app.go("profile", link=standings_link(None),
                                                    player="Bartholomäus Wendel")),
              ("one's own profile", lambda: app.go("profile", link=standings_link(),
                                                   player="Bartholomäus Wendel"))]
    assert laid_out(app, scenes) == {}
    pygame.quit()


@pytest.mark.parametrize("window", [SMALLEST, (1600, 900)])
@pytest.mark.parametrize("scale", TEXT_SIZES[1:])
def test_the_table_lays_out_at_the_larger_text_sizes(tmp_path, scale, window):
    """Tables of two and four, the board's image too: Start and End inside the board and clear
    of the road, the monasteries and the missions, the missions' headers inside their cards, the
    rows' numerals inside the players' parchment; the log shows five rows (its lines smaller
    for them, never under the least text; in the smallest window at 150 % the tray takes one
    line for them)."""
    found = {}
    rows = 5
    for language in ("en", "de", "it"):
        app = sized_app(tmp_path / language, scale, language, window)
        for players in (2, 4):
            scene = computer_table(app, players, 3, 60)
            app.pump()
            assert scene.logview.visible >= rows
            problems = drawn_boxes(app).problems()
            if problems:
                found[f"{language}, {players} players"] = problems
        app.close()
    assert found == {}


@pytest.mark.parametrize("scale", TEXT_SIZES[1:])
def test_the_co_op_table_and_a_chapter_lay_out_at_the_larger_text_sizes(tmp_path, scale):
    """A game against the Baron (his strip under the board) and a campaign's chapter of four
    (its Volumes there) in the smallest window: nothing runs into anything, Start and End clear
    of the road's numbers; the log keeps five rows (at 150 %, its side column shorter by the
    strip, four against the Baron, three in a chapter)."""
    found = {}
    for language in ("en", "de", "it"):
        app = sized_app(tmp_path / language, scale, language)
        seats = [Seat("Anna", "human", 0), Seat("Bruno", "normal", 1)]
        session, events = Session.start(app.edition, Setup(("Anna", "Bruno"), 5, 0, "normal"),
                                        seats)
        app.open_session(session, events)
        app.pump()
        found[f"{language}, co-op"] = (app.scene.logview.visible >= (4 if scale == 1.5 else 5),
                                       drawn_boxes(app).problems())
        names = ("Anna", "Bruno", "Chiara", "Dieter")
        CampaignSession.new(book(), app.edition, [Seat(n, "human", i)
                                                  for i, n in enumerate(names)], 5).proceed(app)
        app.pump()
        found[f"{language}, chapter"] = (app.scene.logview.visible >= (3 if scale == 1.5 else 5),
                                         drawn_boxes(app).problems())
        app.close()
    assert {name: seen for name, seen in found.items() if seen != (True, [])} == {}


@pytest.mark.parametrize("language", ["en", "de", "it"])
def test_load_game_with_nothing_saved_lays_out_at_the_largest_text_size(tmp_path, language):
    app = sized_app(tmp_path, TEXT_SIZES[-1], language)
    app.go("load")
    app.pump()
    assert not app.scene.infos and drawn_boxes(app).problems() == []
    app.close()


def test_the_lobby_lays_out_at_the_largest_text_size(tmp_path, monkeypatch):
    monkeypatch.setattr(host_module, "ANNOUNCE", False)  # no multicast from the tests
    app = sized_app(tmp_path, TEXT_SIZES[-1], "de")
    try:
        hosted_lobby(app, players=3, clicks=("kind:2",))
        assert drawn_boxes(app).problems() == []
    finally:
        app.close()


def test_the_text_size_is_chosen_in_settings_and_kept(tmp_path):
    app = make_app(tmp_path, SMALLEST)
    app.go("settings")
    app.pump()
    normal = app.assets.font(20).get_height()
    click_button(app, "text_size:2")
    assert app.settings["text_size"] == 1.5 and app.assets.text_scale == 1.5
    assert app.assets.font(20).get_height() > normal
    assert next(b for b in app.scene.buttons if b.key == "text_size:2").selected
    again = make_app(tmp_path, SMALLEST)  # the next start: the same size
    assert again.assets.text_scale == 1.5
    pygame.quit()


@pytest.mark.parametrize("scale", TEXT_SIZES[1:])
def test_at_a_larger_text_size_settings_tells_the_note_of_the_focused_or_hovered_row(
        tmp_path, scale):
    """The notes not beside their rows: one note under the rows, at first the first row's,
    then the row the keys' focus is on, or the row under the mouse; never two at once."""
    app = sized_app(tmp_path, scale)
    app.go("settings")
    scene = app.scene
    notes = {row: text(f"settings.{row}_note") for row in ("fullscreen", "text_size", "sound")}

    def shown() -> set[str]:
        app.pump()
        drawn = " ".join(string for string, _ in drawn_boxes(app).texts)
        return {row for row, note in notes.items() if note.split()[0] in drawn
                and note.split()[-1] in drawn}

    assert not scene.beside and shown() == {"fullscreen"}
    for _ in range(next(i for i, b in enumerate(scene.keys.order(scene.buttons))
                        if b.key.startswith("text_size:")) + 1):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0,
                                             unicode="\t", scancode=0))
    assert shown() == {"text_size"}
    row = next(b for b in scene.buttons if b.key == "sound:0").rect
    scene.keys.active = False  # the mouse pressed: the focus hides
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(row.left - 40, row.centery),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    assert shown() == {"sound"}
    pygame.quit()


@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_the_road_letters_sit_inside_their_discs(tmp_path, scale):
    """Over each space of the road, the letters of the monasteries it reaches: just left and
    right of each letter's ink, above and below it, the board shows its disc's colour, not the
    disc's rim, the road or the land."""
    app = sized_app(tmp_path, scale)
    scene = computer_table(app, 4, 3, 0)
    app.pump()
    frame = drawn_boxes(app)
    board, band = scene.view.static, scene.geometry.road_band
    letters = [(s, r) for s, r in frame.board if s in MONASTERIES and band.contains(r)]
    assert len(letters) >= len(scene.geometry.road)  # every space reaches one at least
    outside = [(s, tuple(r)) for s, r in letters
               if any(tuple(board.get_at(at))[:3] != T.MONASTERY[s][0]
                      for at in ((r.left - 2, r.centery), (r.right + 1, r.centery),
                                 (r.centerx, r.top - 2), (r.centerx, r.bottom + 1)))]
    assert outside == []
    app.close()


def squeezed_labels(monkeypatch) -> list[tuple[int, int]]:
    """Every button label from here on drawn narrower than it was rendered: (its width, the
    room it was narrowed to)."""
    found: list[tuple[int, int]] = []
    fit = widgets._fit

    def spied(label, width):
        if label.get_width() > width:
            found.append((label.get_width(), width))
        return fit(label, width)

    monkeypatch.setattr(widgets, "_fit", spied)
    return found


def menus(app) -> list[tuple[str, Callable[[], object]]]:
    """The menus' screens (name, opener): the title, new game in each mode with each number
    of players, settings, the rules, statistics, loading, the lessons and the online menus."""
    def new_game(mode: str, players: int) -> None:
        app.go("new_game")
        app.scene.on_button(f"mode:{mode}")
        app.scene.on_button(f"players:{players}")

    openers = [(name, lambda name=name: app.go(name))
               for name in ("title", "settings", "rules", "stats", "load", "lessons", "online",
                            "online_join", "online_host", "yours")]
    return openers + [(f"new game, {mode}, {n}", lambda mode=mode, n=n: new_game(mode, n))
                      for mode in ("compete", "coop", "campaign")
                      for n in ((1, 2, 3, 4) if mode == "coop" else (2, 3, 4))]


@pytest.mark.parametrize("language", ["en", "de", "it"])
def test_no_button_label_on_the_menus_is_squeezed_at_any_text_size(tmp_path, monkeypatch,
                                                                   language):
    """Every button's label on the menus (see menus) drawn at its own width, at 100, 125 and
    150 % (a smaller size, not under the least text, or two lines where it must)."""
    squeezed = squeezed_labels(monkeypatch)
    found = {}
    for scale in TEXT_SIZES:
        app = sized_app(tmp_path / str(scale), scale, language)
        for name, opener in menus(app):
            squeezed.clear()
            opener()
            app.full_redraw = True
            app.pump()
            if squeezed:
                found[f"{name} at {scale}"] = list(squeezed)
        app.close()
    assert found == {}


@pytest.mark.parametrize("language", ["en", "it", "de"])
@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_the_pause_menus_labels_fit_their_buttons_unnarrowed(tmp_path, scale, language):
    """The pause menu over a game at one screen: each label, at the size it is drawn, fits
    its button (German "Plätze einem Computer geben" at 150 % was narrowed to fit)."""
    app = sized_app(tmp_path, scale, language)
    seats = [Seat("Anna", "human", 0), Seat("Bruno", "normal", 1)]
    session, events = Session.start(app.edition, Setup(("Anna", "Bruno"), 5), seats)
    app.open_session(session, events)
    app.show("pause", play=app.scene)
    app.pump()
    pause = app.overlay
    assert {b.key for b in pause.buttons} >= {"resume", "seats", "title"}
    tight = [b.label for b in pause.buttons
             if app.assets.width(b.label, pause.font(22), "bold") > b.rect.w - 8]
    assert not tight, tight
    assert all(pause.panel.contains(b.rect) for b in pause.buttons)
    pygame.quit()


@pytest.mark.parametrize("language", ["en", "it", "de"])
@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_the_statistics_tabs_fit_their_labels_unnarrowed(tmp_path, scale, language):
    """Statistics' three tabs, at the size their labels are drawn: each label fits its tab
    (German "Gemeinsam gegen den Baron" at 150 % was narrowed), side by side in the panel."""
    app = sized_app(tmp_path, scale, language)
    app.go("stats")
    app.pump()
    scene = app.scene
    tabs = [b for b in scene.buttons if b.key.startswith("view:")]
    assert [b.key for b in tabs] == ["view:compete", "view:coop", "view:rating"]
    tight = [b.label for b in tabs
             if app.assets.width(b.label, scene.font(22), "bold") > b.rect.w - 8]
    assert not tight, tight
    assert all(scene.panel.contains(b.rect) for b in tabs)
    assert all(a.rect.right < b.rect.left for a, b in zip(tabs, tabs[1:], strict=False))
    pygame.quit()


@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_the_bars_question_and_hint_stay_inside_the_bar(tmp_path, monkeypatch, scale):
    """With a hint under it, the question and the hint are two lines inside the bar at every
    text size (at 150 % the hint ran over the bar's gold edge and the question off its top)."""
    from game.ui.play import draw
    app = sized_app(tmp_path, scale, "de", window=(1600, 900))
    seats = [Seat("Anna", "human", 0), Seat("Bruno", "human", 1)]
    session, events = Session.start(app.edition, Setup(("Anna", "Bruno"), 5), seats)
    app.open_session(session, events)
    app.pump()
    scene = app.scene
    monkeypatch.setattr(scene, "hint_line", lambda: "Tipp: Lege 1 Würfel mit der 6 auf "
                                                    "Würfelfeld 6")
    drawn: list = []
    real = draw.shadowed_text
    monkeypatch.setattr(draw, "shadowed_text", lambda *a, **k: drawn.append(real(*a, **k)))
    bar = scene.geometry.bar
    draw.draw_bar(scene, app.screen.copy())
    assert len(drawn) == 2
    assert all(bar.top <= r.top and r.bottom <= bar.bottom - 2 for r in drawn), (drawn, bar)
    pygame.quit()


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("window", [SMALLEST, (1600, 900)])
def test_every_lessons_panel_is_whole_in_the_window_at_the_largest_text(
        tmp_path, language, window):
    """Each lesson's panel at 150 % lies inside the window under the bar: lesson 13's ran off
    the bottom (its "Now" line and buttons unseen), the Baron's lessons over the bar."""
    app = sized_app(tmp_path, 1.5, language, window=window)
    screen, off = app.screen.get_rect(), []
    for lesson in range(24):
        app.go("tutorial", lesson=lesson)
        app.pump()
        panel, bar = app.scene.panel.rect, app.scene.geometry.bar
        if not screen.contains(panel) or panel.top < bar.bottom:
            off.append((lesson + 1, panel))
    assert not off, off
    pygame.quit()


@pytest.mark.parametrize("language", ["en", "it", "de"])
@pytest.mark.parametrize("window", [SMALLEST, (1600, 900)])
def test_at_the_usual_text_size_no_menu_label_is_narrowed(tmp_path, language, window):
    """At 100 % each button's label on the menus fits its button as drawn: "Together against
    the Baron" (New game, Host a table, Statistics) and the identity's buttons were narrowed."""
    app = sized_app(tmp_path, 1.0, language, window=window)
    tight = []
    for name in ("title", "new_game", "online", "online_host", "online_join", "lessons",
                 "stats", "settings", "identity"):
        app.go(name)
        app.pump()
        scene = app.scene
        tight += [(name, b.label) for b in scene.buttons
                  if app.assets.width(b.label, scene.font(22), "bold") > b.rect.w - 8]
    assert not tight, tight
    pygame.quit()
