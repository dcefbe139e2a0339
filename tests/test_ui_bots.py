"""UI tests for the window's side of computer seats: they think in the table's worker thread
while the window goes on drawing and answering; the Hint button shows what the hard bot would
do; a bot that fails is reported in words and the game stays as it was. Headless; blocking bots
wait on threading.Event, never on sleep."""

from __future__ import annotations

import os
import threading
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import texts  # noqa: E402
from game.ai import SearchCancelled, make_bot  # noqa: E402
from game.ai.random_bot import RandomBot  # noqa: E402
from game.rules.engine import Setup  # noqa: E402
from game.rules.moves import Take  # noqa: E402
from game.rules.record import replay  # noqa: E402
from game.rules.state import to_json  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.table import BotAgent, LocalAgent  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.menus.new_game import NewGameScene  # noqa: E402
from game.ui.menus.pause import PauseScene  # noqa: E402
from game.ui.menus.title import TitleScene  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from game.ui.results.scoring import ScoringScene  # noqa: E402
from game.ui.toolkit import theme as T  # noqa: E402
from game.ui.toolkit.drawn import RING  # noqa: E402
from game.ui.words.describe import option_text  # noqa: E402
from tests.ui_driver import click_button, make_app, perform, post_click  # noqa: E402

WAIT = 30  # seconds: a generous bound on any one answer from the worker


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, (1280, 720), seed=515)
    yield application
    application.close()


class BlockingBot:
    """Answers only once `release` is set, gives up once its stop is set; remembers where and
    on what it was asked."""

    name = "blocking"

    def __init__(self) -> None:
        self.release = threading.Event()
        self.asked = threading.Event()
        self.finished = threading.Event()
        self.calls: list[tuple[str, object]] = []  # (thread name, the game it was given)

    def choose(self, game, stop=None):
        self.calls.append((threading.current_thread().name, game))
        self.finished.clear()
        self.asked.set()
        try:
            while not self.release.wait(0.001):
                if stop is not None and stop.is_set():
                    raise SearchCancelled
            return game.options()[-1]
        finally:
            self.finished.set()


def seat_bot(scene: PlayScene, player: int, bot) -> None:
    scene.table.agents[player] = BotAgent(bot, scene.table.worker)


def open_game(app: App, kinds: list[str], seed: int = 31, first: int | None = 0,
              session: Session | None = None) -> PlayScene:
    if session is None:
        names = ("Anna", "Bruno", "Chiara", "Dieter")[: len(kinds)]
        seats = [Seat(n, k, i) for i, (n, k) in enumerate(zip(names, kinds, strict=True))]
        session, events = Session.start(app.edition, Setup(names, seed, first), seats)
    else:
        events = None
    app.open_session(session, events)
    assert isinstance(app.scene, PlayScene)
    return app.scene


def move(app: App, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                         buttons=(0, 0, 0)))
    app.pump()


def key(app: App, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    app.pump()


def pump_until(app: App, done, limit: int = 2000) -> int:
    """Frames until `done()`, waiting a little between frames as the window would."""
    for frame in range(limit):
        if done():
            return frame
        app.pump()
        time.sleep(0.002)
    raise AssertionError("the window never got there")


def test_the_window_draws_and_answers_while_a_bot_thinks(app):
    scene = open_game(app, ["normal", "human"])
    bot = BlockingBot()
    seat_bot(scene, 0, bot)
    drawn = []
    paint = scene.paint

    def counted(surf, full):
        changed = paint(surf, full)
        if changed != []:  # the frame drew something
            drawn.append(app.frames)
        return changed

    scene.paint = counted
    try:
        app.pump()
        assert bot.asked.wait(WAIT)
        assert scene.thinking()
        assert scene.prompt() == "Anna (computer) is thinking…"
        start = len(drawn)
        for i in range(12):  # the mouse sweeps over the table: hover, tooltips
            move(app, (100 + 60 * i, 200 + 20 * i))
            assert scene.mouse == (100 + 60 * i, 200 + 20 * i)
        key(app, pygame.K_ESCAPE)  # the pause menu opens and closes
        assert isinstance(app.overlay, PauseScene)
        key(app, pygame.K_ESCAPE)
        assert app.overlay is None
        app.pump()
        assert len(drawn) - start >= 6  # the tooltips under the mouse came and went
        assert scene.applied == [] and scene.thinking()
    finally:
        bot.release.set()
    assert scene.table.request.wait(WAIT)
    option = scene.table.request.result()
    pump_until(app, lambda: scene.applied)
    assert scene.applied == [option]
    thread, game = bot.calls[0]
    assert thread != threading.main_thread().name and thread.startswith("bot")
    assert game is not scene.game  # a clone made before the move: the bot never saw this one


def test_a_move_waits_for_the_pace_delay_too(app):
    app.bot_delay_override = 20
    scene = open_game(app, ["random", "human"])
    frames = pump_until(app, lambda: scene.applied)
    assert frames > 20


def test_an_answer_for_a_taken_back_position_is_dropped(app):
    """The human's last choice is undone while the computer thinks about the position after
    it: the computer's answer is thrown away, and it thinks again once the choice is redone."""
    names = ("Anna", "Bruno")
    session, _ = Session.start(app.edition, Setup(names, 8, 0),
                               [Seat("Anna", "human", 0), Seat("Bruno", "normal", 1)])
    rnd = RandomBot(4)
    while not (session.game.decision.player == 1 and session.can_undo()):
        session.apply(rnd.choose(session.game))
    scene = open_game(app, [], session=session)
    bot = BlockingBot()
    seat_bot(scene, 1, bot)
    try:
        app.pump()
        assert bot.asked.wait(WAIT)
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        assert scene.human_turn()
    finally:
        bot.release.set()
    assert bot.finished.wait(WAIT)  # the search for the taken-back position was cancelled
    for _ in range(30):
        app.pump()
    assert scene.applied == [] and scene.human_turn()
    bot.asked.clear()
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    assert bot.asked.wait(WAIT) and len(bot.calls) == 2
    pump_until(app, lambda: len(scene.applied) == 2)
    assert scene.session.steps[-1].player == 1


def test_leaving_the_scene_drops_the_thought(app):
    scene = open_game(app, ["normal", "human"])
    bot = BlockingBot()
    seat_bot(scene, 0, bot)
    app.pump()
    assert bot.asked.wait(WAIT)
    key(app, pygame.K_ESCAPE)
    leave = next(b for b in app.overlay.buttons if b.key == "title")
    post_click(app, leave.rect.center)
    assert isinstance(app.scene, TitleScene)
    assert scene.table.closed and scene.table.request is None
    assert bot.finished.wait(WAIT)  # cancelled, never released
    assert scene.applied == [] and not scene.session.steps


def hint_button(scene: PlayScene):
    return next(b for b in scene.buttons if b.key == "hint")


def test_hint_shows_a_legal_option_on_the_table_and_in_words(app):
    scene = open_game(app, ["human", "human"], seed=12)
    rnd = RandomBot(2)
    for _ in range(9):  # into the game a little: a few dice on the spaces
        perform(app, scene, rnd.choose(scene.game))
    assert hint_button(scene).enabled and hint_button(scene).label == "Hint"
    player = scene.game.decision.player
    assert not scene.session.seats[player].helped
    click_button(app, "hint")
    assert scene.table.hint_pending
    assert scene.session.seats[player].helped  # the game is not rated at this computer
    assert hint_button(scene).label == "Thinking…" and not hint_button(scene).enabled
    assert scene.table.hints.request.wait(WAIT)
    option = scene.table.hints.request.result()
    app.pump()
    assert scene.hint == option and option in scene.game.options()
    assert hint_button(scene).label == "Hint"
    # 9 moves in, Anna takes dice: the line written out here, not by the describing code
    assert isinstance(option, Take) and not option.is_joker, option
    dice = "die" if option.count == 1 else "dice"
    column = "ABCDE"[option.space - 1]  # space n's dice go onto the n-th column
    assert scene.hint_line() == (f"Hint: Take {option.count} {dice} from space {option.space} "
                                 f"onto column {column}")
    app.pump()
    rings = [d for d in scene.drawn() if d.look == RING and d.step in scene.hint_steps()
             and d.colour[0] > 180 and d.colour[1] < 130]
    assert rings
    ring = rings[0].rect
    pixel = app.screen.get_at((ring.centerx, ring.top + 1))
    assert pixel.r > 180 and pixel.g < 130 and pixel.b > 150, pixel  # the hint's own pink
    assert T.HINT not in (T.HIGHLIGHT, T.HIGHLIGHT_OK, T.SELECTED)
    perform(app, scene, option)  # the player acts: the hint is gone
    assert scene.hint is None and scene.hint_line() == ""


def test_hint_is_off_on_a_computers_turn_and_toggles(app):
    scene = open_game(app, ["human", "normal"], seed=5, first=0)
    scene.table.hints.bot = make_bot("hard", 3, think=0.05)
    app.pump()
    click_button(app, "hint")
    assert scene.table.hints.request.wait(WAIT)
    app.pump()
    assert scene.hint in scene.game.options()
    click_button(app, "hint")  # pressed again: hidden
    assert scene.hint is None
    bot = BlockingBot()  # the computer thinks until released: its turn lasts
    seat_bot(scene, 1, bot)
    perform(app, scene, scene.game.options()[0])  # Anna places: Bruno's turn to place
    assert bot.asked.wait(WAIT)
    app.pump()
    assert scene.game.decision.player == 1 and not scene.human_turn()
    assert not hint_button(scene).enabled
    bot.release.set()


def test_seat_levels_chosen_in_the_new_game_scene_reach_the_seats(app):
    click_button(app, "new")
    assert isinstance(app.scene, NewGameScene)
    click_button(app, "players:4")
    labels = []
    for _ in range(4):  # human -> normal -> hard -> random -> human
        labels.append(next(b.label for b in app.scene.buttons if b.key == "kind:3"))
        click_button(app, "kind:3")
    assert labels == ["Human", "Computer (normal)", "Computer (hard)", "Computer (random)"]
    click_button(app, "kind:1")
    for _ in range(2):
        click_button(app, "kind:2")
    for _ in range(3):
        click_button(app, "kind:3")
    click_button(app, "start")
    scene = app.scene
    assert isinstance(scene, PlayScene)
    assert [s.kind for s in scene.session.seats] == ["human", "normal", "hard", "random"]
    assert [scene.table.agents[p].bot.name for p in (1, 2, 3)] == ["normal", "hard", "random"]
    assert isinstance(scene.table.agents[0], LocalAgent)


def test_normal_bots_play_a_game_to_the_end_through_the_update_loop(app):
    scene = open_game(app, ["normal", "normal"], seed=77, first=None)
    frames = 0
    while isinstance(app.scene, PlayScene):
        scene.update()
        frames += 1
        if scene.table.request is not None:
            scene.table.request.wait(WAIT)
        assert frames < 20000
        if frames % 50 == 0:
            scene.draw(app.screen)
    assert isinstance(app.scene, ScoringScene) and scene.game.over
    again = replay(app.edition, scene.record)
    assert [p.score for p in again.state.players] == [p.score for p in scene.game.state.players]
    assert len(scene.applied) == len(scene.session.steps) > 100


@pytest.mark.parametrize("language", ["en", "it", "de"])
def test_every_option_of_a_game_can_be_said_in_words(language):
    texts.set_language(language)
    from tests.scenario import edition

    session, _ = Session.start(edition(), Setup(("Anna", "Bruno", "Chiara"), 9),
                               [Seat(n, "random") for n in ("Anna", "Bruno", "Chiara")])
    rnd = RandomBot(9)
    kinds = set()
    while not session.game.over:
        for move in session.game.options():
            said = option_text(move, session.game)
            assert said and "{" not in said and not said.startswith(("hint.", "buttons.")), \
                (move, said)
            kinds.add(move.kind)
        session.apply(rnd.choose(session.game))
    assert kinds >= {"place", "reroll", "take", "act", "send", "glass"}


def test_screenshot_steps_computer_decisions_on_the_main_thread(app):
    from game.ui.devtools.demo import computer_table

    scene = computer_table(app, 3, 4, 25)
    assert len(scene.applied) == 25
    post_click(app, (5, 5))


def test_a_failing_computer_is_said_in_words_and_the_game_waits_as_it_was(app):
    class Broken:
        name = "broken"

        def choose(self, game, stop=None):
            raise RuntimeError("no candidates left")

    scene = open_game(app, ["normal", "human"])
    seat_bot(scene, 0, Broken())
    before = to_json(scene.game.state)
    pump_until(app, lambda: scene.table.failure is not None)
    for _ in range(10):
        app.pump()
    assert to_json(scene.game.state) == before and scene.applied == []
    said = scene.prompt()
    assert said.startswith("Anna could not choose a move") and "no candidates left" in said
    assert scene.message == said and not scene.thinking()
