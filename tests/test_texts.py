"""The language files: the same keys, placeholders and plural forms in every language, and every
key the program asks for exists (a text shown by the UI is never missing from the files)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from game import guard, texts
from game.ai import LEVELS
from game.analysis.classes import CLASSES as REVIEW_CLASSES
from game.compiled import ENGINE_REASONS
from game.edition_loader import load_edition
from game.puzzles.model import DIFFICULTIES
from game.puzzles.progress import MIX
from game.puzzles.themes import THEMES
from game.rules import events as E
from game.rules.chapter import EFFECTS
from game.rules.constants import SCORE_CATEGORIES
from game.rules.edition import TOKENS
from game.rules.layout import Layout
from game.storage.stats import LEVELS as STATS_LEVELS
from game.texts import system_language as real_system_language  # before conftest replaces it
from game.tutorial.lessons import LESSONS
from game.ui.menus.settings import ANIMATION_SPEEDS, BOT_DELAYS, ROWS
from game.ui.play.text import BY_KEYS
from game.ui.replay.scene import CONTROLS as REPLAY_CONTROLS
from game.ui.toolkit.theme import PALETTES
from game.ui.words import log_lines as ui_log

GAME = Path(__file__).resolve().parent.parent / "game"
LANGUAGES = ("en", "it", "de")
OTHERS = [code for code in LANGUAGES if code != "en"]

# f-string keys: the key with {} for what is filled in -> every value it is filled with; the
# texts ship with data/, so they name what the shipped edition holds (not the tests' own copy)
EDITION = load_edition()
COOP = EDITION.coop
assert COOP is not None
COOP_DYNAMIC: dict[str, list[str]] = {
    "coop.baron_card.{}.name": list(COOP.baron), "coop.baron_card.{}.text": list(COOP.baron),
    "coop.threat.{}.name": list(COOP.threats), "coop.threat.{}.action": list(COOP.threats),
    "coop.request.{}.name": list(COOP.requests),
    "coop.event.{}.name": list(COOP.events), "coop.event.{}.text": list(COOP.events),
    "coop.difficulty.{}": list(COOP.difficulties), "coop.outcome.{}": ["won", "lost"],
    "coop.reason.{}": ["target_reached", "below_target", "events_ran_out"],
    "coop_ui.log.{}": ["card", "dice", "messenger", "novice", "novice_none", "glass", "threat",
                       "weakened", "answered", "stood", "request", "donated", "met", "failed",
                       "event", "deck_out", "lost", "given", "line"],
    "coop_ui.line.{}": ["take_dice", "messenger", "novice_building", "novice_chapel", "glass",
                        "threat", "event", "lose_tokens", "lose_points"],
    "coop_ui.did.{}": ["take_dice", "take_dice_short", "take_dice_none", "messenger", "novice",
                       "novice_none_building", "novice_none_chapel", "glass", "glass_short",
                       "threat", "threat_none", "event", "event_none", "done"],
    "coop_ui.guide.{}.title": ["team", "baron", "threats", "requests", "events"],
    "coop_ui.guide.{}.body": ["team", "baron", "threats", "requests", "events"],
}
DYNAMIC: dict[str, list[str]] = {
    "tokens.{}": list(TOKENS),
    "tokens_n.{}": list(TOKENS),
    "kinds.{}": ["secular", "workshop", "common_room"],
    "tooltip.building_reward_{}": ["secular", "workshop", "common_room"],
    "bonus.{}": sorted({s.bonus for s in EDITION.road if s.bonus}),
    "tooltip.condition.{}": sorted({m.condition for m in EDITION.missions if m.condition}),
    "tooltip.area.{}": sorted({a for m in EDITION.missions for a in m.areas}),
    "table.phase_{}": ["placement", "actions", "over"],
    "settings.speed_{}": [k for k, _ in ANIMATION_SPEEDS],
    "settings.bot_{}": [k for k, _ in BOT_DELAYS],
    "settings.{}": list(ROWS),
    "settings.{}_note": list(ROWS),
    "settings.palette_{}": list(PALETTES),
    "scoring.categories.{}": list(SCORE_CATEGORIES),
    "colours.{}": ["0", "1", "2", "3"],
    "online_play.log_{}": ["away", "back", "standin", "returned"],
    "online_play.{}_short": ["reconnecting", "offline"],
    "file_error.{}": list(guard.MESSAGES),
    "reason.{}": [],  # filled from the say("...") calls below
    "buttons.{}": ["undo", "redo", "skip", "row", "column", "bonus:influence", "bonus:rosary",
                   "bonus:soup", "bonus:soup>tool", "bonus:tool>book", "die:take", "die:points",
                   "new_die:keep", "new_die:reroll", "extra:skip"],
    "buttons.{}_tip": ["undo", "redo"],
    "buttons.choice.{}": ["soup", "influence", "rosary", "soup>tool", "tool>book"],
    "prompt.{}": ["place", "take", "use", "send", "glass", "extra", "new_die", "bonus_action",
                  "bonus_token", "bonus_soup", "bonus_die", "place_reroll", "take_joker",
                  "send_target"],
    "prompt_keys.{}": sorted(BY_KEYS),
    "log.{}": [c.__name__ for c in vars(E).values()
               if isinstance(c, type) and issubclass(c, E.Event) and c is not E.Event],
    "log.reason.{}": [key for _, key in ui_log.REASONS],
    "log.glass_bonus_{}": ["row", "column"],
    "tutorial.{}.title": [lesson.key for lesson in LESSONS],
    "tutorial.{}.body": [lesson.key for lesson in LESSONS],
    "stats.level_{}": list(STATS_LEVELS),
    "seats.levels.{}": list(LEVELS),
    "new_game.level_{}": list(LEVELS),  # the levels' ratings (Statistics, New game)
    "coop_ui.{}_tip": ["donate", "give"],
    "coop_ui.{}": ["prompt_help", "prompt_help_donate", "prompt_help_give"],
    "replay.{}": [key for key in REPLAY_CONTROLS if key not in ("play", "speed", "review")],
    "review.classes.{}": list(REVIEW_CLASSES),
    "puzzles.themes.{}": [MIX, *THEMES],
    "puzzles.difficulty.{}": list(DIFFICULTIES),
    "engine.{}": list(ENGINE_REASONS),
    "campaign_ui.grant.{}": list(EFFECTS),
    **COOP_DYNAMIC,
}


def sources() -> list[Path]:
    return sorted(GAME.rglob("*.py"))


def fstring_pattern(node: ast.JoinedStr) -> str:
    return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)


def used_keys() -> tuple[set[str], dict[str, set[str]], set[str]]:
    """(literal keys, f-string patterns -> where, say() reasons) in the program's source."""
    literal: set[str] = set()
    patterns: dict[str, set[str]] = {}
    reasons: set[str] = set()
    for path in sources():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            first = node.args[0]
            if isinstance(func, ast.Attribute) and func.attr == "say":
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    reasons.add(first.value)
                continue
            if not (isinstance(func, ast.Name) and func.id == "text"):
                continue
            candidates = [first.body, first.orelse] if isinstance(first, ast.IfExp) else [first]
            for arg in candidates:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    literal.add(arg.value)
                elif isinstance(arg, ast.JoinedStr):
                    patterns.setdefault(fstring_pattern(arg), set()).add(path.name)
                elif (isinstance(arg, ast.BinOp) and isinstance(arg.left, ast.Constant)
                      and isinstance(arg.left.value, str)):
                    patterns.setdefault(arg.left.value + "{}", set()).add(path.name)
    return literal, patterns, reasons


def key_like_constants() -> set[str]:
    """String constants anywhere in game/ui that look like keys of the files ("log.DiceRerolled"
    chosen in a conditional and passed on as a variable)."""
    groups = {key.split(".")[0] for key in texts.table("en")}
    found = set()
    for path in sorted((GAME / "ui").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parts = {id(v) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr)
                 for v in node.values}  # the fixed parts of f-strings are not keys
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and id(node) not in parts:
                value = node.value
                if re.fullmatch(r"[a-z_]+\.[A-Za-z0-9_:>.]+", value) \
                        and value.split(".")[0] in groups and not value.endswith("."):
                    found.add(value)
    return found


# ------------------------------------------------------------------ the files agree


def test_every_language_is_offered():
    assert [code for code, _ in texts.languages()][0] == "en"
    assert sorted(texts.codes()) == sorted(LANGUAGES)
    names = dict(texts.languages())
    assert names == {"en": "English", "it": "Italiano", "de": "Deutsch"}


@pytest.mark.parametrize("language", OTHERS)
def test_a_key_in_one_language_is_in_every_other(language):
    english, other = set(texts.table("en")), set(texts.table(language))
    assert not english - other, f"missing in {language}.yaml: {sorted(english - other)}"
    assert not other - english, f"only in {language}.yaml, not en.yaml: {sorted(other - english)}"


@pytest.mark.parametrize("language", OTHERS)
def test_placeholders_are_the_same_in_every_language(language):
    english, other = texts.table("en"), texts.table(language)
    differ = {key: (sorted(texts.placeholders(value)), sorted(texts.placeholders(other[key])))
              for key, value in english.items()
              if key in other and texts.placeholders(value) != texts.placeholders(other[key])}
    assert not differ, f"placeholders differ between en.yaml and {language}.yaml: {differ}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_plural_texts_have_the_same_forms_and_use_count(language):
    english, other = texts.table("en"), texts.table(language)
    for key, value in english.items():
        assert isinstance(value, dict) == isinstance(other[key], dict), \
            f"{key}: a plural in one language, a plain text in the other"
        if isinstance(value, dict):
            assert set(value) == set(other[key]) == {"one", "other"}, key
            for form in other[key].values():
                assert "{count}" in form, f"{language}.yaml {key}: a form without {{count}}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_is_well_formed(language):
    for key, value in texts.table(language).items():
        assert "<malformed>" not in texts.placeholders(value), f"{language}.yaml {key}"
        for form in value.values() if isinstance(value, dict) else (value,):
            assert form.strip() or key == "action.or", f"{language}.yaml {key} is empty"


def test_a_placeholder_differing_between_languages_is_caught(monkeypatch):
    """The check itself: a translation that renames {name} is found."""
    assert texts.placeholders("{name} rolls {dice}") != texts.placeholders("{nome} tira {dice}")
    assert texts.placeholders({"one": "{count} die", "other": "{count} dice"}) == {"count"}


# ------------------------------------------------------------------ the program asks for keys


def test_every_literal_key_in_the_source_is_in_the_files():
    literal, _, _ = used_keys()
    english = texts.table("en")
    assert len(literal) > 100
    missing = sorted(k for k in literal | key_like_constants() if k not in english)
    assert not missing, f"text keys used in game/ but not in data/texts/en.yaml: {missing}"


def test_every_built_key_in_the_source_is_known_and_in_the_files():
    _, patterns, reasons = used_keys()
    unknown = {p: sorted(where) for p, where in patterns.items() if p not in DYNAMIC}
    assert not unknown, ("text(f\"...\") keys the test does not know; add them to DYNAMIC in "
                         f"tests/test_texts.py with every value they take: {unknown}")
    english = texts.table("en")
    values = dict(DYNAMIC, **{"reason.{}": sorted(reasons)})
    missing = sorted(p.replace("{}", v) for p in patterns for v in values[p]
                     if p.replace("{}", v) not in english)
    assert not missing, f"built text keys not in data/texts/en.yaml: {missing}"
    assert reasons and all(f"reason.{r}" in english for r in reasons)


# ------------------------------------------------------------------ text()


def test_plural_forms_follow_the_count():
    assert texts.text("buttons.count", count=1) == "1 die"
    assert texts.text("buttons.count", count=3) == "3 dice"
    assert texts.text("buttons.count", count=0) == "0 dice"
    assert texts.text("tokens_n.rosary", count=2) == "2 Rosaries"
    texts.set_language("it")
    assert texts.text("buttons.count", count=1) == "1 dado"
    assert texts.text("buttons.count", count=2) == "2 dadi"
    assert texts.text("tokens_n.soup", count=3) == "3 Zuppe"
    texts.set_language("de")
    assert texts.text("tokens_n.book", count=2) == "2 Bücher"
    assert texts.text("log.PointsScored", name="Anna", count=1, reason="x") == \
        "Anna erhält 1 Punkt (x)."


def test_values_go_in_by_name_and_missing_keys_show_themselves():
    assert texts.text("prompt.computer", name="Bruno") == "Bruno (computer) is thinking…"
    assert texts.text("no.such.key") == "no.such.key"
    assert texts.text("prompt.computer") == "{name} (computer) is thinking…"  # a value missing


def test_an_unknown_language_falls_back_to_english():
    assert texts.set_language("xx") == "en"
    assert texts.set_language("../en") == "en"
    assert texts.set_language("de") == "de" and texts.language() == "de"


@pytest.mark.parametrize("environ, expected", [
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANG": "it_IT.UTF-8"}, "it"),
    ({"LC_ALL": "it_CH", "LANG": "de_DE.UTF-8"}, "it"),
    ({"LANGUAGE": "fr:de", "LANG": "fr_FR.UTF-8"}, "de"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "C"}, "en"),
    ({}, "en"),
    ({"LANG": "German_Germany.1252"}, "de"),
])
def test_the_system_language_is_used_when_the_game_has_it(environ, expected):
    assert real_system_language(environ) == expected


def test_the_log_says_points_and_dice_in_the_right_form(edition):
    names = ["Anna", "Bruno"]
    edition = Layout(edition, 2)
    assert ui_log.event_line(E.PointsScored(0, 1, "window row 2", "window"), names, edition) == \
        "Anna scores 1 point (window row 2 complete)."
    assert ui_log.event_line(E.DicePlaced(1, 4, (None, None)), names, edition) == \
        "Bruno places 2 dice showing 4 on dice space 4."
    texts.set_language("it")
    assert ui_log.event_line(E.DicePlaced(1, 4, (None,)), names, edition) == \
        "Bruno piazza 1 dado con il valore 4 sullo spazio Dadi 4."
    # "con il 1" is wrong Italian (l'1): the number follows "il valore" for every value
    assert ui_log.event_line(E.DicePlaced(1, 1, (None, None)), names, edition) == \
        "Bruno piazza 2 dadi con il valore 1 sullo spazio Dadi 1."


def test_a_recursive_language_file_leaves_the_others_and_says_so_once(tmp_path, capsys):
    import shutil

    from game import texts as T

    for code in ("en", "de"):
        shutil.copy(T.texts_dir() / f"{code}.yaml", tmp_path / f"{code}.yaml")
    (tmp_path / "it.yaml").write_text("rec: &r {x: *r}\n", encoding="utf-8")
    original = T.texts_dir  # put back before the language is reset after the test
    T.texts_dir = lambda: tmp_path
    T._load.cache_clear()
    try:
        assert T.codes() == ["en", "de"]  # Italian is not offered; the others are
        assert T.set_language("it") == "en"
        assert T.text("language.name") == "English"
        assert T.set_language("de") == "de"
        assert T.text("language.name") == "Deutsch"
        T.codes()
    finally:
        T.texts_dir = original
        T._load.cache_clear()
        T.set_language("en")
    warnings = [line for line in capsys.readouterr().err.splitlines() if "it.yaml" in line]
    assert len(warnings) == 1 and "alias" in warnings[0], warnings


def test_every_computer_level_is_named_where_a_seat_is_chosen():
    """The seat labels are built from game.ai.LEVELS, the one list of the levels."""
    from game.ui.menus import new_game
    from game.ui.online import host, lobby_draw

    english = texts.table("en")
    labels = [*new_game.KIND_LABELS.values(), *host.KIND_LABELS.values(),
              *lobby_draw.BOT_LABELS.values()]
    assert len(labels) == 11 and all(key in english for key in labels)


def test_every_move_played_with_one_button_has_its_label(edition):
    """The top bar's one-button moves (skip the extra novice, a bonus, a road die, a new die)
    show `buttons.<move>`: every one that random games reach has its words."""
    from game.cli import play_random
    from game.history import GameHistory
    from game.rules.moves import Reroll, SkipExtra
    from game.ui.play.input import steps_for

    seen = {str(SkipExtra())}  # random games seldom empty a row to reach it
    for seed in range(12):
        _, record = play_random(edition, 2 + seed % 3, seed)
        history = GameHistory(edition, record)
        for at in range(len(record.options)):
            seen |= {str(o) for o in history.game_at(at).options()  # a reroll has its own
                     if steps_for(o) == [("move", o)] and not isinstance(o, Reroll)}
    assert {"die:take", "bonus:soup"} <= seen, sorted(seen)
    assert steps_for(SkipExtra()) == [("move", SkipExtra())]
    english = texts.table("en")
    assert sorted(m for m in seen if f"buttons.{m}" not in english) == []
