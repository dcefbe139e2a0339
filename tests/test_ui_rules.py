"""The rules scene and the language setting, driven by posted events on the real scenes
(headless): the rulebooks agree in every language, search finds words in each language, F1 on a
tooltip opens the rule and Esc returns to the game, and switching the language in the settings
changes the title's buttons at once."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import rulebook, texts  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.menus.pause import PauseScene  # noqa: E402
from game.ui.menus.settings import SettingsScene  # noqa: E402
from game.ui.menus.title import TitleScene  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from game.ui.rulebook import links as rule_links  # noqa: E402
from game.ui.rulebook.scene import DIE_FACE, RulesScene  # noqa: E402
from game.ui.toolkit.assets import sprites_dir  # noqa: E402
from tests.ui_driver import click_button, make_app, press  # noqa: E402

LANGUAGES = ("en", "it", "de")
TOPICS = ("setup", "dice", "actions", "sending", "road", "window", "missions", "scoring")
# a word of each language's rules, and how it is written in another case or without accents
SEARCHES = {"en": ("cloister", "Cloister"), "it": ("chiostro", "CHIOSTRO"),
            "de": ("kreuzgang", "Kreuzgang")}
ACCENTS = {"de": ("klöster", "Kloster"), "it": ("piu", "più")}


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, (1280, 720))
    yield application
    pygame.quit()


def type_text(app: App, string: str) -> None:
    for char in string:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    app.pump()


def labels(scene) -> dict[str, str]:
    return {b.key: b.label for b in scene.buttons}


# ------------------------------------------------------------------ the rulebooks


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_rulebook_has_the_topics_rules_and_icons_of_the_english_one(language):
    english, book = rulebook.load("en"), rulebook.load(language)
    assert book is not english or language == "en"
    assert rulebook.rules_path(language).is_file()
    assert set(TOPICS) <= set(book.topic_ids())
    assert book.topic_ids() == english.topic_ids()
    assert book.rule_ids() == english.rule_ids()
    assert len(set(book.rule_ids())) == len(book.rule_ids())  # each rule stated once
    for mine, theirs in zip(book.topics, english.topics, strict=True):
        assert mine.icon == theirs.icon
        assert [p.icons for p in mine.paragraphs] == [p.icons for p in theirs.paragraphs]
        assert [p.heading for p in mine.paragraphs] == [p.heading for p in theirs.paragraphs]
    for icon in book.icons():
        assert DIE_FACE.match(icon) or (sprites_dir() / f"{icon}.svg").is_file(), icon


def test_every_rule_a_tooltip_links_to_is_in_the_rules():
    ids = set(rulebook.load("en").rule_ids())
    linked = set(rule_links.DECISION_RULES.values()) | {
        "R-CHP-1", "R-SETUP-1", "R-BLD-1", "R-CLO-1", "R-ROAD-5", "R-ROAD-4", "R-ROAD-2",
        "R-ACT-5", "R-ACT-4", "R-PLACE-1", "R-MISS-3", "R-MISS-2", "R-ROUND-1", "R-ROUND-3",
        "R-SCORE-4", "R-ROAD-6", "R-PLACE-3", "R-ROWIV-1", "R-CLO-3", "R-EXTRA-1", "R-GLASS-6"}
    linked |= {f"R-STD-{n}" for n in range(1, 6)} | {f"R-ROWI-{n}" for n in range(1, 6)}
    linked |= {f"R-ROWII-{n}" for n in range(1, 6)} | {"R-ROWIII-1"}
    assert linked <= ids, sorted(linked - ids)


def test_a_badly_written_rules_file_names_the_line():
    with pytest.raises(rulebook.RulebookError, match="rules:3"):
        rulebook.parse("# T\n\n[R-X] before any topic\n")
    with pytest.raises(rulebook.RulebookError, match="not a rule id"):
        rulebook.parse("## a: A\n\n[R-ACT] text\n")
    book = rulebook.parse("<!-- note -->\n# T\n## a: A {chalice}\n[R-ACT-1] {die_1} one\ntwo\n")
    assert book.topics[0].paragraphs[0] == rulebook.Paragraph("one two", ("R-ACT-1",),
                                                              ("die_1",))


def test_search_ignores_case_and_accents():
    assert rulebook.matches("Die Klöster und die Straße", "kloster STRASSE") == [(4, 11),
                                                                                  (20, 26)]
    book = rulebook.load("de")
    assert book.search("r-score-3") == [book.find_rule("R-SCORE-3")]
    assert book.search("   ") == []


# ------------------------------------------------------------------ the scene


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_scene_finds_a_searched_word_in_each_language(app, language):
    app.set_language(language)
    click_button(app, "rules")
    scene = app.scene
    assert isinstance(scene, RulesScene)
    book = rulebook.load(language)
    assert [b.label for b in scene.buttons if b.key.startswith("topic:")] == \
        [t.title for t in book.topics]
    word, other_case = SEARCHES[language]
    type_text(app, other_case)
    assert scene.query == other_case
    assert scene.found, f"{other_case!r} not found in the {language} rules"
    for ti, pi in scene.found:
        assert word in rulebook.fold(book.topics[ti].paragraphs[pi].text)[0]
    shown = [(b.topic, b.paragraph) for b in scene.blocks if b.kind == "paragraph"]
    assert shown == scene.found  # only the paragraphs that match stay
    if language in ACCENTS:
        press(app, pygame.K_BACKSPACE, pygame.KMOD_CTRL)
        assert scene.query == "" and len(scene.blocks) > 80
        plain, accented = ACCENTS[language]
        type_text(app, plain)
        assert any(accented in book.topics[t].paragraphs[p].text for t, p in scene.found)
    press(app, pygame.K_BACKSPACE)
    assert len(scene.query) == len(ACCENTS.get(language, SEARCHES[language])[0]) - 1


def test_topics_jump_and_the_wheel_scrolls(app):
    click_button(app, "rules")
    scene = app.scene
    book = scene.book
    last = len(book.topics) - 1
    click_button(app, f"topic:{last - 2}")
    assert scene.current_topic() == last - 2
    top = scene.offset
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2))
    app.pump()
    assert scene.offset > top
    press(app, pygame.K_HOME)
    assert scene.offset == 0 and scene.current_topic() == 0
    press(app, pygame.K_END)
    assert scene.offset == scene.max_offset() > 0
    type_text(app, "zzzzqqq")
    assert scene.found == [] and scene.blocks == []
    app.pump()  # the "no paragraph" note draws
    click_button(app, "back")
    assert isinstance(app.scene, TitleScene)


def test_f1_on_a_tooltip_opens_its_rule_and_esc_returns_to_the_game(app):
    click_button(app, "new")
    click_button(app, "start")
    play = app.scene
    assert isinstance(play, PlayScene)
    g = play.geometry
    building = next(sid for sid in g.spaces if sid in play.game.layout.kind)
    pos = g.spaces[building].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.pump()
    assert play.hover_key(pos) == ("board", building)
    assert rule_links.rule_for(("board", building), play.game) == "R-BLD-1"
    steps = len(play.session.steps)
    press(app, pygame.K_F1)
    rules = app.overlay
    assert isinstance(rules, RulesScene) and app.scene is play
    assert rules.target == rules.book.find_rule("R-BLD-1")
    target = next(b for b in rules.blocks if (b.topic, b.paragraph) == rules.target)
    assert rules.offset <= target.y < rules.offset + rules.text_rect.h  # on screen
    for _ in range(3):
        app.pump()
    assert len(play.session.steps) == steps  # the game waits while the rules are open
    press(app, pygame.K_ESCAPE)
    assert app.overlay is None and app.scene is play


def test_every_tooltip_on_the_table_links_to_a_rule(app):
    click_button(app, "new")
    click_button(app, "start")
    play = app.scene
    g = play.geometry
    ids = set(rulebook.load("en").rule_ids())
    rects = [*g.spaces.values(), *g.road, *g.dice_spaces, *g.missions, g.hourglass, g.chalice]
    for pb in g.players:
        rects += [pb.header, pb.reroll, pb.personal, *pb.tiles, *pb.extras, *pb.window_rows]
        rects += [cell for row in pb.cells for cell in row]
    kinds = set()
    for rect in rects:
        key = play.hover_key(rect.center)
        if key is None:
            continue
        kinds.add(key[0])
        assert rule_links.rule_for(key, play.game) in ids, key
    assert kinds >= {"board", "road", "space", "mission", "player", "tile", "cell", "extra",
                     "reroll", "winrow", "chalice"}


def test_the_pause_menu_opens_the_rules_and_back_returns_to_it(app):
    click_button(app, "new")
    click_button(app, "start")
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.overlay, PauseScene)
    click_button(app, "rules")
    assert isinstance(app.overlay, RulesScene)
    click_button(app, "back")
    assert isinstance(app.overlay, PauseScene)


# ------------------------------------------------------------------ the language setting


def test_switching_language_in_settings_changes_the_title_at_once(app, tmp_path):
    english = labels(app.scene)
    assert english["new"] == "New game"
    click_button(app, "settings")
    settings = app.scene
    assert isinstance(settings, SettingsScene)
    choices = dict((label, key) for key, label in labels(settings).items()
                   if key.startswith("language:"))
    assert set(choices) == {"English", "Italiano", "Deutsch"}
    click_button(app, choices["Deutsch"])
    assert texts.language() == "de" and app.settings["language"] == "de"
    assert app.scene is settings and labels(settings)["back"] == "Zurück"  # this scene too
    click_button(app, "back")
    assert isinstance(app.scene, TitleScene)
    assert labels(app.scene)["new"] == "Neues Spiel"
    assert labels(app.scene)["rules"] == "Spielregeln"
    click_button(app, "settings")
    click_button(app, choices["Italiano"])
    click_button(app, "back")
    assert labels(app.scene)["new"] == "Nuova partita"
    assert labels(app.scene)["quit"] == "Esci"
    # kept for the next time the game starts
    again = App((1280, 720), save_folder=tmp_path, bot_delay=0)
    assert again.settings["language"] == "it" and texts.language() == "it"


def test_the_first_start_follows_the_system_language(tmp_path, monkeypatch):
    monkeypatch.setattr(texts, "system_language", lambda environ=None: "de")
    app = App((1280, 720), save_folder=tmp_path, bot_delay=0)
    try:
        assert app.settings["language"] == "" and texts.language() == "de"
        app.start_title()
        app.pump()
        assert labels(app.scene)["settings"] == "Einstellungen"
    finally:
        pygame.quit()


def test_switching_language_during_play_redraws_the_table(app):
    click_button(app, "new")
    click_button(app, "start")
    play = app.scene
    app.set_language("it")
    app.pump()
    assert "scegli un numero" in play.prompt()
    assert {"Menu", "Annulla mossa", "Ripeti mossa"} <= {b.label for b in play.buttons}
