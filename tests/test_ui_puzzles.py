"""Puzzles in the window (game/ui/puzzles): a wrong answer made with the mouse is refused and
told with what it costs, the right one is played and solves, Next takes another; Learn from
your mistakes offers exactly the reviewed mistakes of the person and marks one learnt in the
review kept beside the game."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from game.analysis.classes import GOOD, INACCURACY
from game.analysis.review import Decision, Review, record_digest
from game.history import GameHistory
from game.puzzles.generate import play_game
from game.puzzles.model import Puzzle, PuzzleSet
from game.puzzles.progress import progress_path, read_progress
from game.puzzles.shipped import load_shipped
from game.rules.record import GameRecord
from game.session import Seat
from game.storage import reviews
from game.ui.menus.title import TitleScene
from game.ui.puzzles.courses import MistakeCourse, PuzzleCourse
from game.ui.puzzles.scene import PuzzleScene
from tests.ui_driver import (
    NEUTRAL,
    click_button,
    gesture_towards,
    make_app,
    move_mouse,
)


@pytest.fixture()
def app(tmp_path, shipped_edition):
    application = make_app(tmp_path)
    application.edition = shipped_edition  # the puzzles' games are the shipped edition's
    application.settings["animation_speed"] = 0.0
    yield application
    pygame.quit()


def _takes(edition) -> tuple:
    """A 2-player game and a position where a player takes dice, with two of its options."""
    record = play_game(edition, 3, 0)
    history = GameHistory(edition, record)
    for at, move in enumerate(record.options):
        game = history.game_at(at)
        options = [str(o) for o in game.options()]
        if move.startswith("take:") and len(options) >= 3:
            other = next(o for o in options if o != move and not o.startswith("take:6"))
            return record, at, game.decision.player, move, other, len(options)
    raise AssertionError("no take with three options")


def _gesture(app, scene: PuzzleScene, move: str) -> None:
    """The player's gestures for `move` until the table played it or refused it."""
    play = scene.play
    attempt = scene.attempt
    tries, before, job = attempt.tries, len(play.applied), scene.job
    target = next(o for o in play.game.options() if str(o) == move)
    for _ in range(12):
        gesture_towards(app, play, target)
        if attempt.tries > tries or len(play.applied) > before or scene.job not in (None, job):
            return
    raise AssertionError(f"the gestures for {move} came to nothing")


def _wait(app, scene: PuzzleScene) -> None:
    for _ in range(3000):
        app.pump()
        if scene.job is None:
            return
        time.sleep(0.005)
    raise AssertionError("the weighing did not end")


def test_a_wrong_answer_is_refused_with_its_cost_and_the_right_one_solves(app, tmp_path,
                                                                        shipped_edition):
    record, at, player, right, wrong, count = _takes(shipped_edition)
    puzzle = Puzzle("t-1", "g0", at, player, (right,), wrong, 4.0, "dice", "medium", 1500,
                    count, True)
    other = Puzzle("t-2", "g0", at, player, (right,), wrong, 4.0, "road", "medium", 1500,
                   count, True)
    puzzles = PuzzleSet("test", 3.0, 1.0, "test", {"g0": record}, (puzzle, other))
    course = PuzzleCourse(app.folders, random.Random(1), puzzles)
    course.puzzle = puzzle
    scene = app.go("puzzles", course=course)
    app.pump()
    assert isinstance(scene, PuzzleScene)
    assert scene.prompt("").startswith(f"Find the best move for {('Anna', 'Bruno')[player]}")
    _gesture(app, scene, wrong)
    assert scene.play.applied == [] and not scene.solved  # refused: nothing played
    _wait(app, scene)
    assert " costs " in course.message and "Try again" in course.message
    assert course.progress.rating < 1500  # a miss at the first answer
    kept, _ = read_progress(progress_path(app.folders))
    assert kept.history[-1]["solved"] is False
    _gesture(app, scene, right)
    assert [str(m) for m in scene.play.applied] == [right] and scene.solved
    assert course.message.startswith("Solved")
    move_mouse(app, NEUTRAL)
    app.pump()
    next_button = next(b for b in scene.panel.buttons if b.key == "next")
    assert next_button.primary
    look_then_click_button(app, next_button.rect.center)
    assert scene.course.puzzle.id == "t-2" and not scene.solved
    _gesture(app, scene, wrong)  # its cost is being weighed ...
    assert scene.job is not None and scene.job_costs
    _gesture(app, scene, right)  # ... and the right answer need not wait for it
    assert scene.solved and scene.job is None
    assert [str(m) for m in scene.play.applied] == [right]


def look_then_click_button(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.pump()


def _reviewed(edition) -> tuple:
    """A 2-player game and a review of it whose decisions cost set losses."""
    record = play_game(edition, 4, 0)
    history = GameHistory(edition, record)
    decisions = []
    losses = [0.0, 2.0, 5.0, 12.0, 0.5, 9.5, 4.0, 30.0]
    for at in range(120):
        game = history.game_at(at)
        options = [str(o) for o in game.options()]
        if len([o for o in options if not o.startswith("reroll")]) < 3 or not losses:
            continue
        played = record.options[at]
        best = next(o for o in options if o != played)
        loss = losses.pop(0)
        decisions.append(Decision(at, 1, 1, game.decision.player, played, best, 10.0 - loss,
                                  10.0, len(options), 8))
    return record, history, decisions, Review(0.25, 0, (0, 1), record_digest(record),
                                              tuple(decisions))


def test_learn_from_your_mistakes_offers_exactly_the_reviewed_mistakes(app, shipped_edition,
                                                                       tmp_path):
    # R-PUZ-4
    record, history, decisions, review = _reviewed(shipped_edition)
    seats = [Seat("Anna", "human", 0), Seat("Bruno", "normal", 1)]
    expected = [d.position for d in decisions if d.player == 0 and d.loss > INACCURACY]
    kept = tmp_path / "finished-x.review.json"
    course = MistakeCourse(history, seats, review, kept, lambda: app.go("title"))
    assert [d.position for d in course.mistakes] == expected and expected
    assert all(d.loss > GOOD for d in course.mistakes)
    scene = app.go("review", record=record, seats=seats, review=review)
    app.pump()
    button = next(b for b in scene.buttons if b.key == "learn")
    assert button.enabled
    look_then_click_button(app, button.rect.center)
    puzzles = app.scene
    assert isinstance(puzzles, PuzzleScene)
    assert [d.position for d in puzzles.course.mistakes] == expected
    first = puzzles.course.decision
    assert "You played" in puzzles.prompt("")
    _gesture(app, puzzles, first.played)
    assert not puzzles.solved and "the move you played" in puzzles.course.message
    game = puzzles.play.game
    third = next(str(o) for o in game.options()
                 if str(o) not in (first.played, first.best) and o.kind != "reroll")
    _gesture(app, puzzles, third)  # neither: weighed in the worker, then told or played
    _wait(app, puzzles)
    loss = puzzles.attempt.known[third]
    if loss <= GOOD:
        assert puzzles.solved and [str(m) for m in puzzles.play.applied] == [third]
    else:
        assert not puzzles.solved and f"loses {loss:.1f} points" in puzzles.course.message
        _gesture(app, puzzles, first.best)
        assert puzzles.solved and [str(m) for m in puzzles.play.applied] == [first.best]
    assert first.position in puzzles.course.review.learnt
    # kept with the stored review: written beside the game, read back with its marks
    course.learnt()
    again = reviews.read_review(kept, record)
    assert again is not None and again.learnt == (expected[0],)
    assert again.decisions == review.decisions


def test_the_title_opens_a_shipped_puzzle_and_a_damaged_progress_starts_afresh(app):
    progress_path(app.folders).parent.mkdir(parents=True, exist_ok=True)
    progress_path(app.folders).write_text("{not json")
    click_button(app, "puzzles")
    scene = app.scene
    assert isinstance(scene, PuzzleScene)
    course = scene.course
    assert course.puzzle in load_shipped().puzzles
    assert scene.prompt("").startswith("Find the best move for ")
    assert "put aside as puzzles.json.broken" in course.message
    assert course.progress.rating == 1500
    assert progress_path(app.folders).with_name("puzzles.json.broken").exists()


@pytest.mark.parametrize("language", ["en", "it", "de"])
def test_the_panel_is_whole_in_the_smallest_window_at_the_largest_text(tmp_path, shipped_edition,
                                                                       language):
    application = make_app(tmp_path, size=(1280, 720))
    try:
        application.edition = shipped_edition
        application.set_language(language)
        application.assets.set_text_scale(1.5)
        course = PuzzleCourse(application.folders, random.Random(2), load_shipped())
        scene = application.go("puzzles", course=course)
        course.said = course.answer_line(course.puzzle.runner_up, False, 12.3, scene.play.game)
        course.message = f"{course.said} {course.said}"
        application.pump()
        window = pygame.Rect((0, 0), application.size)
        panel = scene.panel
        assert window.contains(panel.rect)
        buttons = [b.rect for b in panel.buttons]
        assert all(panel.rect.contains(r) for r in buttons)
        assert all(a.right < b.left for a, b in zip(buttons, buttons[1:], strict=False))
        log = scene.play.logview.area
        assert log.h == 0 or log.bottom <= panel.rect.top  # the log gives way, wholly if need be
        shown = " ".join(line for line, *_ in panel.lines)
        assert shown.split() == course.message.split(), "every word of the answer is shown"
    finally:
        pygame.quit()


def test_a_puzzle_whose_game_does_not_replay_leads_to_the_title_in_words(app, shipped_edition):
    record, at, player, right, wrong, count = _takes(shipped_edition)
    broken = GameRecord(record.setup, ["glass:A:1:row", *record.options])
    puzzle = Puzzle("b-1", "g0", at, player, (right,), wrong, 4.0, "dice", "medium", 1500,
                    count, True)
    course = PuzzleCourse(app.folders, random.Random(1), PuzzleSet("test", 3.0, 1.0, "test",
                                                                   {"g0": broken}, (puzzle,)))
    app.go("puzzles", course=course)
    app.pump()
    assert isinstance(app.scene, TitleScene)
    assert app.scene.error.startswith("The puzzles cannot be opened: ")


@pytest.mark.parametrize("language", ["en", "it", "de"])
def test_a_wrong_answer_is_told_whole_at_a_table_against_the_baron(tmp_path, shipped_edition,
                                                                    language):
    """Against the Baron the strip under the board leaves the side column least room: the log
    gives way (down to its heading) before a word of what the answer cost is left out."""
    application = make_app(tmp_path, size=(1280, 720))
    try:
        application.edition = shipped_edition
        application.set_language(language)
        shipped = load_shipped()
        coop = next(p for p in shipped.puzzles if shipped.games[p.game].setup.coop)
        course = PuzzleCourse(application.folders, random.Random(2),
                              PuzzleSet(shipped.command, shipped.threshold, shipped.tolerance,
                                        shipped.budget, shipped.games, (coop,)))
        scene = application.go("puzzles", course=course)
        course.said = course.answer_line(coop.runner_up, False, 12.3, scene.play.game)
        course.rated_line = "1884 → 1712"
        course.message = f"{course.said} {course.rated_line}"
        application.pump()
        shown = " ".join(line for line, *_ in scene.panel.lines)
        assert shown.split() == course.message.split(), "every word of the answer is shown"
        assert scene.play.logview.area.bottom <= scene.panel.rect.top
    finally:
        pygame.quit()


def test_a_question_too_wide_for_the_bar_loses_its_last_parts_not_its_words(app):
    from game.ui.play.draw import shortened

    question = ("Find the best move for Anna · Puzzle 1-3-9 · actions · hard · Your puzzle "
                "rating: 1500 · 0 solved")
    width = app.assets.font(12, "bold").size(question)[0]
    assert shortened(app.assets, question, 12, width) == question
    short = shortened(app.assets, question, 12, width - 1)
    assert short == question.rsplit(" · ", 1)[0]
    assert shortened(app.assets, question, 12, 1) == "Find the best move for Anna"


@pytest.mark.parametrize("language", ["en", "it", "de"])
def test_four_against_the_baron_at_the_largest_text_keep_the_words_and_the_team_sum(
        tmp_path, shipped_edition, language):
    """The smallest window, the largest text, four players and the Baron's strip: the panel's
    words are whole (it may reach over the log's heading) and so is the strip's team sum (the
    counts give way first)."""
    application = make_app(tmp_path, size=(1280, 720))
    try:
        application.edition = shipped_edition
        application.set_language(language)
        application.assets.set_text_scale(1.5)
        shipped = load_shipped()
        four = next(p for p in shipped.puzzles if shipped.games[p.game].setup.coop
                    and shipped.games[p.game].setup.players == 4)
        course = PuzzleCourse(application.folders, random.Random(2),
                              PuzzleSet(shipped.command, shipped.threshold, shipped.tolerance,
                                        shipped.budget, shipped.games, (four,)))
        scene = application.go("puzzles", course=course)
        application.pump()
        shown = " ".join(line for line, *_ in scene.panel.lines)
        words = course.panel(scene.play.names, False).now
        assert shown.split() == words.split(), "every word of the panel is shown"
        g = scene.play.geometry
        team = next(r for r, key in g.baron_chips if key == ("baron", "team"))
        assert g.baron.contains(team), "the team's sum is drawn whole"
    finally:
        pygame.quit()
