"""UI tests for the words of the game log: switched to another language mid-game, every line
(round headings and notes too) is drawn in the language shown; a table's notes and its chat keep
their places when the log is written again from the server's past. Headless."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import re  # noqa: E402

import pytest  # noqa: E402

from game import texts  # noqa: E402
from game.ai import make_bot  # noqa: E402
from game.rules.record import begin, stir_before  # noqa: E402
from game.texts import set_language  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from game.ui.words.said import Said  # noqa: E402
from tests.ui_driver import make_app, open_game, settle  # noqa: E402

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


def test_switching_language_twice_redraws_every_log_line_in_the_last(app):
    scene = open_game(app)
    play_moves(app, scene, 16)
    scene.log.add(Said("log.undone", name="Anna"), len(scene.session.steps))
    scene.log.add("Anna: ciao, wie geht's?", len(scene.session.steps))  # typed: as it is
    for code in ("it", "de"):
        app.set_language(code)
        app.pump()
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
