"""Looking back at a game: the history of a record (the position after every move, the rounds, the
scores round by round), the replay viewer driven by posted events (its table at every step is the
record replayed to that step, and the log follows), Watch from the Load list and Watch again from
the scoring screen (leaving returns there), the score chart, and the console screenshots."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import storage  # noqa: E402
from game.cli import play_random  # noqa: E402
from game.history import GameHistory  # noqa: E402
from game.rules import events as E  # noqa: E402
from game.rules.engine import Game  # noqa: E402
from game.rules.record import (  # noqa: E402
    GameRecord,
    RecordError,
    record_from_json,
    replay,
    state_hash,
)
from game.session import Seat, Session  # noqa: E402
from game.ui.menus.saves import LoadScene  # noqa: E402
from game.ui.menus.title import TitleScene  # noqa: E402
from game.ui.replay.scene import ReplayScene  # noqa: E402
from game.ui.replay.watch import watch_rect  # noqa: E402
from game.ui.results.scoring import ScoringScene  # noqa: E402
from game.ui.words.logbook import PlayLog  # noqa: E402
from tests.scenario import edition  # noqa: E402
from tests.ui_driver import click_button, make_app, post_click, press, start_game  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def finished() -> GameRecord:
    return play_random(edition(), 2, 31)[1]


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path)
    yield application
    pygame.quit()


def replayed_to(record: GameRecord, k: int):
    return replay(edition(), GameRecord(record.setup, record.options[:k]))


def test_the_history_holds_the_record_replayed_to_every_move(finished):
    history = GameHistory(edition(), finished)
    assert history.moves == len(finished.options) and history.over
    for k in range(0, history.moves + 1, 7):
        assert state_hash(history.game_at(k)) == state_hash(replayed_to(finished, k))
    game = history.game_at(3)
    game.apply(finished.options[3])  # a position of its own, played on without harm
    assert state_hash(history.game_at(4)) == state_hash(game)
    assert len(history.rounds) == 6 and history.rounds[0].start == 0
    assert [(m.year, m.round) for m in history.rounds] == [(1, 1), (1, 2), (2, 1), (2, 2),
                                                           (3, 1), (3, 2)]


def test_scores_round_by_round_come_from_the_points_scored(finished):
    history = GameHistory(edition(), finished)
    points = history.scores
    assert [(p.year, p.round) for p in points[:-1]] == [(m.year, m.round)
                                                        for m in history.rounds]
    assert points[-1].final
    final = replayed_to(finished, len(finished.options))
    assert list(points[-1].scores) == [p.score for p in final.state.players]
    scored = [0, 0]
    for move_events in history.events:
        for e in move_events:
            if isinstance(e, E.PointsScored):
                scored[e.player] += e.points
    assert list(points[-2].scores) == scored  # the last round's end: every point of play
    for earlier, later in zip(points, points[1:], strict=False):
        assert all(a <= b for a, b in zip(earlier.scores, later.scores, strict=True))


def test_a_record_that_does_not_replay_is_refused(finished):
    broken = GameRecord(finished.setup, [*finished.options[:5], "place:9"])
    with pytest.raises(RecordError, match="option 6"):
        GameHistory(edition(), broken)


def log_lines(record: GameRecord, k: int) -> list[str]:
    """The log of the first `k` moves, written as the table writes it while they are played."""
    game, events = Game.new(edition(), record.setup)
    log = PlayLog(list(record.setup.names), game.layout)
    log.events(events, 0)
    for n, option in enumerate(record.options[:k], start=1):
        log.events(game.apply(option), n)
    return log.lines


def test_the_viewer_at_every_step_is_the_record_replayed_to_that_step(app, finished):
    scene = app.go("replay", record=finished)
    app.pump()
    assert state_hash(scene.game) == state_hash(replayed_to(finished, 0))
    for k in range(1, len(finished.options) + 1):
        press(app, pygame.K_RIGHT)  # one move on: animated, then shown as the game is
        while scene.motion.running:
            app.pump()
        assert scene.position == k
        assert state_hash(scene.game) == state_hash(replayed_to(finished, k)), k
    assert scene.game.over
    for k in (len(finished.options) - 1, len(finished.options) - 2):
        post_click(app, next(b for b in scene.buttons if b.key == "step_back").rect.center)
        assert scene.position == k
        assert state_hash(scene.game) == state_hash(replayed_to(finished, k))


def test_the_log_follows_and_rounds_are_jumped_to(app, finished):
    scene = app.go("replay", record=finished, at=40)
    app.pump()
    history = scene.history
    assert scene.log.lines == log_lines(finished, 40)
    starts = [m.start for m in history.rounds]
    press(app, pygame.K_PAGEDOWN)
    nxt = min(s for s in starts if s > 40)
    assert scene.position == nxt and scene.log.lines == log_lines(finished, nxt)
    assert state_hash(scene.game) == state_hash(replayed_to(finished, nxt))
    press(app, pygame.K_PAGEUP)
    back = max(s for s in starts if s < nxt)
    assert scene.position == back and scene.log.lines == log_lines(finished, back)
    press(app, pygame.K_END)
    assert scene.position == history.moves and scene.game.over
    press(app, pygame.K_HOME)
    assert scene.position == 0 and scene.log.lines == log_lines(finished, 0)


def test_playing_on_moves_by_itself_at_the_speed_chosen(app, finished):
    scene = app.go("replay", record=finished, at=10)
    app.pump()
    click_button(app, "speed")
    click_button(app, "play")
    assert scene.playing and scene.busy()
    frames = 0
    while scene.position < 14:
        app.pump()
        frames += 1
        assert frames < 2000
    assert state_hash(scene.game) == state_hash(replayed_to(finished, scene.position))
    click_button(app, "play")
    assert not scene.playing
    held = scene.position
    for _ in range(200):
        app.pump()
    assert scene.position == held  # paused: nothing moves


def test_watch_again_from_the_scoring_screen_returns_there(app, finished):
    game = replayed_to(finished, len(finished.options))
    seats = [Seat("Anna", "human", 0), Seat("Bruno", "normal", 1)]
    scoring = app.go("scoring", game=game, seats=seats, record=finished)
    app.pump()
    assert scoring.points and scoring.points[-1].final
    click_button(app, "watch")
    assert isinstance(app.scene, ReplayScene) and app.scene.position == 0
    assert app.scene.names == ["Anna", "Bruno"]
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, ScoringScene) and app.scene.game is game


def test_watch_from_the_load_list_and_a_finished_game_opens_to_watch(app, finished, tmp_path):
    folders = app.folders
    seats = [Seat("Anna", "human", 0), Seat("Bruno", "random", 1)]
    session = Session.start(edition(), finished.setup, seats)[0]
    for option in finished.options[:30]:
        session.apply(option)
    storage.save(session, folders.saves / "evening.json", "Evening")
    click_button(app, "load")
    load = app.scene
    row = load.rows[0][1]
    post_click(app, watch_rect(row, load.scale).center)
    assert isinstance(app.scene, ReplayScene) and app.scene.history.moves == 30
    click_button(app, "leave")
    assert isinstance(app.scene, LoadScene)
    post_click(app, app.scene.rows[0][1].midleft)  # the row itself: play on
    assert not isinstance(app.scene, (LoadScene, ReplayScene, TitleScene))


def test_the_console_renders_the_viewer_and_the_first_lesson(tmp_path, shipped_edition):
    # the console starts the game as a player does, on data/: the record is one played there
    record = tmp_path / "game.json"
    record.write_text(json.dumps(play_random(shipped_edition, 2, 31)[1].to_json()))
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    shots = [("replay", ["--record", str(record), "--at", "25"]), ("tutorial", [])]
    for scene, extra in shots:
        out = tmp_path / f"{scene}.png"
        done = subprocess.run([sys.executable, "-m", "game", "--scene", scene, *extra,
                               "--screenshot", str(out), "--size", "1280x720"],
                              cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        assert pygame.image.load(str(out)).get_size() == (1280, 720)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "monasterium-record", "version": 1, "setup": {}}')
    done = subprocess.run([sys.executable, "-m", "game", "--scene", "replay", "--record",
                           str(bad), "--screenshot", str(tmp_path / "x.png")],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and not (tmp_path / "x.png").exists()
    assert len(done.stderr.strip().splitlines()[-1]) > 10 and "Traceback" not in done.stderr


def test_watching_from_the_pause_menu_returns_to_the_paused_game(app, finished):
    play = start_game(app, 2)
    before = state_hash(play.game)
    seats = [Seat(name, "human", i) for i, name in enumerate(finished.setup.names)]
    session = Session.start(edition(), finished.setup, seats)[0]
    for option in finished.options[:12]:
        session.apply(option)
    storage.save(session, app.folders.saves / "lunch.json", "Lunch")
    press(app, pygame.K_ESCAPE)
    click_button(app, "load")
    load = app.overlay
    assert isinstance(load, LoadScene) and load.play is play
    row = next(rect for i, rect in load.rows if load.infos[i].name == "Lunch")
    post_click(app, watch_rect(row, load.scale).center)
    assert isinstance(app.overlay, ReplayScene) and app.scene is play
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.overlay, LoadScene) and app.scene is play
    assert state_hash(play.game) == before  # the paused game was not touched


def test_a_simulated_record_opens_in_the_window_from_the_command_line(app, tmp_path,
                                                                     monkeypatch):
    from game import cli
    from game.__main__ import watch

    monkeypatch.setattr(cli, "load_edition", edition)  # the console plays the tests' edition
    folder = tmp_path / "records"
    assert cli.main(["simulate", "--players", "3", "--games", "1", "--seed", "5",
                     "--record", str(folder)]) == 0
    (path,) = folder.glob("*.json")
    record = record_from_json(json.loads(path.read_text()))
    watch(app, str(path), 12)
    assert isinstance(app.scene, ReplayScene) and app.scene.position == 12
    assert state_hash(app.scene.game) == state_hash(replayed_to(record, 12))
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json")
    watch(app, str(bad), 0)
    assert isinstance(app.scene, TitleScene) and "bad.json" in app.scene.error
