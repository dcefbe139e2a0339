"""The table controller without a window (no pygame): seats as agents, the worker, undo and
the cancelling of a search no longer wanted, a failing bot, the autosave after each decision.

Bots here wait on threading.Event, never on the clock: no test sleeps or measures time."""

from __future__ import annotations

import sys
import threading

import pytest

from game import storage
from game.ai import SearchCancelled
from game.ai.random_bot import RandomBot
from game.rules.engine import Setup
from game.rules.moves import Take
from game.rules.state import to_json
from game.session import Seat, Session
from game.table import (
    BotAgent,
    HintChanged,
    LocalAgent,
    Moved,
    Notice,
    RemoteAgent,
    TableController,
    Undone,
)
from tests.scenario import edition

WAIT = 30  # seconds: a generous bound on any one answer from the worker thread


class SpinningBot:
    """Searches, counting its steps, until released or stopped; stopped, it raises
    SearchCancelled as the real bots do (it never sleeps)."""

    name = "spinning"

    def __init__(self) -> None:
        self.asked = threading.Event()
        self.release = threading.Event()
        self.finished = threading.Event()
        self.calls = 0
        self.steps = 0
        self.outcome = ""

    def choose(self, game, stop=None):
        self.calls += 1
        self.finished.clear()
        self.asked.set()
        try:
            while not self.release.is_set():
                if stop is not None and stop.is_set():
                    self.outcome = "cancelled"
                    raise SearchCancelled
                self.steps += 1  # one step of the search
            self.outcome = "answered"
            return game.options()[0]
        finally:
            self.finished.set()


class FailingBot:
    name = "failing"

    def __init__(self) -> None:
        self.calls = 0

    def choose(self, game, stop=None):
        self.calls += 1
        raise RuntimeError("the value function divided by zero")


def session_of(kinds: list[str], seed: int = 8, first: int | None = 0) -> Session:
    names = ("Anna", "Bruno", "Chiara", "Dieter")[: len(kinds)]
    seats = [Seat(n, k, i) for i, (n, k) in enumerate(zip(names, kinds, strict=True))]
    return Session.start(edition(), Setup(names, seed, first), seats)[0]


@pytest.fixture
def tables():
    made: list[TableController] = []

    def make(session: Session, **kwargs) -> TableController:
        table = TableController(session, **kwargs)
        made.append(table)
        return table

    yield make
    for table in made:
        table.close()


def run_until(table: TableController, done, limit: int = 500) -> int:
    """Ticks until `done()`; a pending bot answer is waited for between ticks."""
    for ticks in range(limit):
        if done():
            return ticks
        if table.request is not None and not table.deciding_agent().local:
            table.request.wait(WAIT)
        table.tick()
    raise AssertionError("the table never got there")


def test_no_pygame_in_the_table():
    import game.table.autosave  # noqa: F401

    for name in ("game.table.agents", "game.table.controller", "game.table.autosave"):
        source = sys.modules[name].__file__
        assert "pygame" not in open(source, encoding="utf-8").read(), name


def test_the_local_agent_plays_the_moves_the_window_hands_in(tables):
    table = tables(session_of(["human", "human"]))
    assert isinstance(table.agents[0], LocalAgent) and table.local_turn()
    table.tick()
    move = table.game.options()[0]
    assert table.play(move)
    assert table.applied == [move] and table.session.steps[-1].move == move
    changes = table.take_changes()
    assert [type(c) for c in changes] == [Moved] and changes[0].move == move
    before = to_json(table.game.state)
    assert not table.play(Take(1, 9))  # not a legal move: refused, the game unchanged
    assert to_json(table.game.state) == before
    assert table.take_changes() == [Notice("not_legal", {})]


def test_a_bot_answer_waits_for_the_pace_then_is_played(tables):
    table = tables(session_of(["random", "human"]))
    assert isinstance(table.agents[0], BotAgent) and not table.local_turn()
    table.tick(pace=5)
    assert table.request.wait(WAIT)
    ticks = 1
    while not table.applied:
        table.tick(pace=5)
        ticks += 1
    assert ticks == 6  # counted in ticks (frames), never in time
    assert table.session.steps[-1].player == 0


def test_a_search_for_a_taken_back_position_is_cancelled_and_its_answer_dropped(tables):
    session = session_of(["human", "normal"])
    rnd = RandomBot(4)
    while not (session.game.decision.player == 1 and session.can_undo()):
        session.apply(rnd.choose(session.game))
    table = tables(session)
    bot = SpinningBot()
    table.agents[1] = BotAgent(bot, table.worker)
    steps = len(session.steps)
    table.tick()
    assert bot.asked.wait(WAIT) and table.thinking()
    assert table.undo()
    assert bot.finished.wait(WAIT) and bot.outcome == "cancelled" and bot.steps > 0
    for _ in range(30):  # nothing comes of the cancelled search
        table.tick()
    assert len(session.steps) == steps - 1 and table.local_turn()
    assert table.applied == [] and bot.calls == 1
    changes = table.take_changes()
    assert changes[0] == Undone(0, steps - 1)
    bot.asked.clear()
    bot.release.set()
    assert table.redo()  # the position comes back: the bot is asked again, and answers
    run_until(table, lambda: len(session.steps) == steps + 1)
    assert bot.calls == 2 and bot.outcome == "answered"
    assert session.steps[-1].player == 1


def test_leaving_the_table_cancels_the_search(tables):
    table = tables(session_of(["normal", "human"]))
    bot = SpinningBot()
    table.agents[0] = BotAgent(bot, table.worker)
    table.tick()
    assert bot.asked.wait(WAIT)
    table.close()
    assert bot.finished.wait(WAIT) and bot.outcome == "cancelled"
    table.tick()
    assert table.applied == [] and not table.session.steps


def test_a_failing_bot_is_reported_and_the_game_stays_as_it_was(tables):
    table = tables(session_of(["normal", "human"]))
    bot = FailingBot()
    table.agents[0] = BotAgent(bot, table.worker)
    before = to_json(table.game.state)
    table.tick()
    table.request.wait(WAIT)
    for _ in range(20):
        table.tick()
    assert to_json(table.game.state) == before and table.applied == []
    assert bot.calls == 1  # not asked again and again, and no move played for it
    assert table.failure is not None and not table.thinking()
    assert table.failure.values["name"] == "Anna"
    assert "divided by zero" in table.failure.values["error"]
    assert table.take_changes() == [table.failure]


def test_a_bot_that_answers_an_illegal_move_is_a_failure_too(tables):
    class Wrong:
        name = "wrong"

        def choose(self, game, stop=None):
            return Take(1, 9)  # never an answer to the first question, which places dice

    table = tables(session_of(["normal", "human"]))
    table.agents[0] = BotAgent(Wrong(), table.worker)
    before = to_json(table.game.state)
    table.tick()
    table.request.wait(WAIT)
    table.tick()
    assert table.failure is not None and to_json(table.game.state) == before


def test_a_remote_player_move_arrives_from_another_thread(tables):
    session = session_of(["human", "human"])
    remote = RemoteAgent()
    table = tables(session, agents=[remote, LocalAgent()])
    table.tick()
    assert not table.local_turn() and not table.play(table.game.options()[0])
    move = table.game.options()[-1]
    sender = threading.Thread(target=remote.deliver, args=(move,))
    sender.start()
    sender.join(WAIT)
    table.tick()
    assert table.applied == [move]


def test_the_autosave_follows_every_decision(tables, tmp_path):
    folders = storage.Folders.under(tmp_path)
    table = tables(session_of(["human", "random"], seed=3), folders=folders)
    slot = table.autosave.path
    assert slot.parent == folders.saves and storage.read(slot)["options"] == []
    rnd = RandomBot(6)
    for _ in range(25):
        if table.local_turn():
            table.play(rnd.choose(table.game))
        else:
            count = len(table.applied)
            run_until(table, lambda: len(table.applied) > count)  # noqa: B023
        assert storage.read(slot)["options"] == table.session.record.options
    if table.can_undo():
        table.undo()
        assert storage.read(slot)["options"] == table.session.record.options


def test_the_hint_goes_through_the_worker_and_goes_when_the_player_acts(tables):
    table = tables(session_of(["human", "human"], seed=12))
    table.hints.bot = RandomBot(1)
    table.ask_hint()
    assert table.hints.request is not None and table.thinking()
    table.hints.request.wait(WAIT)
    table.tick()
    assert table.hint in table.game.options()
    assert HintChanged() in table.take_changes()
    table.play(table.hint)
    assert table.hint is None


def test_the_hint_is_only_for_the_local_player(tables):
    table = tables(session_of(["normal", "human"]))
    table.agents[0] = BotAgent(SpinningBot(), table.worker)
    table.ask_hint()
    assert table.hints.request is None
