"""UI tests for the words of the game log: switched to another language mid-game, every line
(round headings and notes too) is drawn in the language shown; a table's notes and its chat keep
their places when the log is written again from the server's past; a die whose only choice
was played is one line, the rest in its tooltip. Headless."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import re  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import texts  # noqa: E402
from game.ai import make_bot  # noqa: E402
from game.rules import events as E  # noqa: E402
from game.rules.record import begin, stir_before  # noqa: E402
from game.texts import set_language  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from game.ui.words.said import Said  # noqa: E402
from tests.ui_driver import (  # noqa: E402
    click_button,
    make_app,
    move_mouse,
    open_game,
    press,
    settle,
)

# the texts a log line is made of (data/texts/<lang>.yaml)
LOG_KEYS = ("log.", "coop_ui.log.", "online_play.", "seats.log", "yours.log", "clocks.log")


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, (1280, 720), seed=515)
    yield application
    set_language("en")
    application.close()


def play_moves(app, scene: PlayScene, count: int, seed: int = 5) -> None:
    bot = make_bot("random", seed)
    for _ in range(count):
        scene.apply(bot.choose(scene.game.clone()))
        settle(app)
    app.pump()


def patterns(language: str) -> dict[str, re.Pattern[str]]:
    """Each log text of a language as a pattern of a whole line (its fields: anything)."""
    out = {}
    for key, value in texts.table(language).items():
        if not key.startswith(LOG_KEYS):
            continue
        for form in value.values() if isinstance(value, dict) else (value,):
            parts = re.split(r"\{[^{}]*\}", form)
            out[f"{key}:{form}"] = re.compile(".*".join(re.escape(p) for p in parts) + "$",
                                              re.S)
    return out


def says_in(line: str, language: str, others: tuple[str, ...]) -> bool:
    """`line` is a log text of `language`, and of no other language's text unless that
    text reads the same in both."""
    own = {k.split(":", 1)[1]: p for k, p in patterns(language).items()}
    if not any(p.match(line) for p in own.values()):
        return False
    for other in others:
        for key, pattern in patterns(other).items():
            form = key.split(":", 1)[1]
            if form not in own and len(form) > 12 and pattern.match(line) and not any(
                    p.match(line) for f, p in own.items() if len(f) >= len(form)):
                return False
    return True


def switch_in_settings(app, code: str) -> None:
    """Esc, Settings, the language's button, back to the pause menu and to the table."""
    press(app, pygame.K_ESCAPE)
    click_button(app, "settings")
    settings = app.overlay or app.scene
    index = next(i for i, (_, value) in enumerate(settings.choices("language")) if value == code)
    click_button(app, f"language:{index}")
    assert texts.language() == code
    click_button(app, "back")
    press(app, pygame.K_ESCAPE)
    app.pump()


def test_switching_language_twice_redraws_every_log_line_in_the_last(app):
    scene = open_game(app)
    play_moves(app, scene, 16)
    scene.log.add(Said("log.undone", name="Anna"), len(scene.session.steps))
    scene.log.add("Anna: ciao, wie geht's?", len(scene.session.steps))  # typed: as it is
    for code in ("it", "de"):
        switch_in_settings(app, code)
        assert app.scene is scene and app.overlay is None
        play_moves(app, scene, 3, seed=len(code))
    entries = scene.log.entries
    heads = [e.text for e in entries if e.head]
    assert heads and all(h.startswith("Jahr ") for h in heads)
    lines = [e.text for e in entries if not e.head]
    typed = [line for line in lines if line == "Anna: ciao, wie geht's?"]
    assert len(typed) == 1
    for line in lines:
        if line not in typed:
            assert says_in(line, "de", ("en", "it")), line
    # what is drawn: the view's rows are these lines, wrapped
    rows = " ".join(row for row, _ in scene.logview.rows(app.assets))
    assert rows.split() == " ".join(e.text for e in entries).split()
    assert "Anna: ciao, wie geht's?" in rows


def test_a_log_written_again_keeps_the_notes_where_they_were(app):
    scene = open_game(app)
    log = scene.log
    log.add(Said("online_play.log_joined", code="ABCD"), 0)
    play_moves(app, scene, 4)
    log.add(Said("online_play.chat", name="Bruno", text="hello"), 4)
    before = [(e.moves, e.text) for e in log.entries]
    session = scene.session
    game, start, stirs = begin(session.edition, session.record.setup, session.record.dice)
    moves = []
    for n, step in enumerate(session.steps):
        stir_before(game, stirs, n)
        moves.append(game.apply(step.move))
    log.write_past(start, moves)
    after = [(e.moves, e.text) for e in log.entries]
    assert after == before


def test_a_die_played_for_its_only_choice_is_one_line_with_the_rest_in_its_tooltip(app):
    scene = open_game(app)
    log, start = scene.log, len(scene.log.entries)
    # a die on column C: the only choice, the action, what it gave; then column E's messenger
    log.events([E.DiceTaken(0, (5,), 3, "C"), E.OnlyChoice(0, "use", "act:C2:soup"),
                E.ActionPerformed(0, "C2", "soup"), E.TokensChanged(0, (("soup", 2),), "action C2"),
                E.OnlyChoice(0, "use", "act:E0"), E.ActionPerformed(0, "E0"),
                E.MessengerMoved(0, 0, 1), E.RoadBonusReached(0, 1, "influence|rosary"),
                E.TokensChanged(0, (("influence", 1),), "road bonus"),
                E.MissionCompleted(0, "B1", 1, 10), E.PointsScored(0, 10, "mission B1", "mission")],
               1)
    lines = [e.text for e in log.entries[start:]]
    assert len(lines) == 6  # were eleven
    assert log.entries[-1].tooltip == "Anna scores 10 points (mission B1)."
    assert lines[1].startswith("Anna: Take 2 Soup") and lines[2] == \
        "Anna's messenger walks from space 1 to 2."
    said = log.entries[start + 1].tooltip.split("\n")
    assert said[0].startswith("Anna has only one choice: ") and said[1:] == ["Anna: +2 Soup."]
    assert log.entries[start + 2].tooltip.split("\n")[1] == "Anna: Move the messenger 1 space."
    assert not log.entries[start + 4].tooltip  # a road bonus's tokens: a line of their own
    # the pointer on that line shows its tooltip left of the log
    scene.log_dirty = True
    app.pump()
    view = scene.logview
    rows = view.rows(app.assets)
    row = next(i for i, (line, _) in enumerate(rows[-view.visible:])
               if line.startswith("Anna: Take"))
    spot = (view.area.left + 20, view.area.top + row * view.line_h + view.line_h // 2)
    move_mouse(app, spot)
    assert view.tooltip_at(spot) == log.entries[start + 1].tooltip
    box = scene.last_overlay[-1]
    assert box.right <= view.area.left and box.top <= spot[1] <= box.bottom


@pytest.mark.parametrize("language", ["en", "it", "de"])
def test_a_round_change_is_one_line_its_heading_with_the_rest_in_its_tooltip(app, language):
    scene = open_game(app)
    set_language(language)
    log, start = scene.log, len(scene.log.entries)
    change = [E.TileFlipped(0, "C"), E.RoundEnded(None, 1, 2), E.YearEnded(None, 1),
              E.RoundStarted(1, 2, 1), E.DiceRolled(1, ((None, 3), (None, 5)))]
    # as the animation shows them: the round's end is written before the next round begins
    log.events(change, 3, starts=[0, 10, 20, 30, 40])
    log.release(25)
    assert log.entries[-1].text == texts.text("log.YearEnded", year=1)
    log.flush()
    entries = log.entries[start:]
    assert [e.text for e in entries] == [
        texts.text("log.TileFlipped", name="Anna", column="C"),
        texts.text("log.round_head", year=2, round=1),
        texts.text("log.DiceRolled", name="Bruno", dice="3 5")]
    assert entries[1].head and entries[1].tooltip.split("\n") == [
        texts.text("log.RoundEnded", year=1, round=2), texts.text("log.YearEnded", year=1),
        texts.text("log.RoundStarted", year=2, round=1, name="Bruno")]
    log.undone(2)  # the round change taken back: no heading, no line of it is left
    assert len(log.entries) == start


@pytest.mark.parametrize("language", ["en", "it", "de"])
def test_a_novice_sent_is_one_line_that_says_the_send_then_its_cost(app, language):
    scene = open_game(app)
    set_language(language)
    log, start = scene.log, len(scene.log.entries)
    log.events([E.TokensChanged(0, (("influence", -1), ("soup", -2)), "send"),
                E.NoviceSent(0, 1, "B", "A2"), E.PointsScored(0, 1, "building A2", "play")], 4)
    lines = [e.text for e in log.entries[start:]]
    assert len(lines) == 2  # were three, the cost first
    cost = ", ".join((texts.text("tokens_n.influence", count=1),
                      texts.text("tokens_n.soup", count=2)))
    assert lines[0].startswith(texts.text("log.NoviceSent", name="Anna", row="I", column="B",
                                          target="\0").partition("\0")[0])
    assert lines[0].endswith(f" {cost}.") and says_in(lines[0], language, ())
    assert not any(line.startswith("Anna: -") for line in lines)
