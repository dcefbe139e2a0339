"""The clocks in the window: Host a table sends the speed chosen, the lobby says it, each seat's
clock shows beside its name (low and out of time in red, the full words under the mouse), the
server's news of a seat out of time is written in the log, this player's own seat taken by a
computer offers "Take my seat back" (the hand request), another seat overdue at a turn-based
table asks the others to let a computer play it or to wait (the overdue request), and leaving a
turn-based table says the seat waits. The table's clocks come as the server tells them, here
put in the window's connection by hand (no test waits for time to pass)."""

from __future__ import annotations

import copy
import random
import time
from typing import Any

import pygame
import pytest

from game import texts
from game.ai.random_bot import RandomBot
from game.net.servertime import DrivenClock
from game.net.speeds import SPEEDS
from game.net.threaded import NetClient
from game.table.online_clocks import ClockNews, SeatClock, clock_news, is_low, overdue_to_ask
from game.texts import text
from game.ui.menus.pause import PauseScene
from game.ui.online import host as host_module
from game.ui.online.clock_marks import LOW
from game.ui.online.clock_words import clock_tooltip, duration_words, speed_label
from game.ui.online.link import OnlineLink
from game.ui.online.lobby import LobbyScene
from game.ui.online.seat_marks import seat_marks
from tests.net_support import WAIT, hosted
from tests.online_ui import drawn_texts, hosting_tried, online_app, to_online_menu, until
from tests.test_net_online_table import Others
from tests.test_net_online_table import until as until_net
from tests.test_ui_online_play import open_table
from tests.ui_driver import click_button, post_click


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setattr(host_module, "ANNOUNCE", False)
    application = online_app(tmp_path, size=(1280, 720))
    yield application
    application.close()


def clocks(*seats: tuple[float, bool, int, bool]) -> list[dict[str, Any]]:
    return [{"left": left, "running": running, "outs": outs, "overdue": overdue}
            for left, running, outs, overdue in seats]


def tell(app, scene, speed: str, seat_clocks: list[dict[str, Any]],
         standins: dict[int, str | None] | None = None, *news: dict[str, Any]) -> None:
    """The window's connection hears the table with this speed and these clocks (and
    computers standing in for `standins`, None: no more), then `news`, as a server would say
    them."""
    net = scene.table.net
    info = copy.deepcopy(net.view.info)
    info.update(speed=speed, scale=1.0, clocks=seat_clocks)
    for seat, level in (standins or {}).items():
        info["seats"][seat]["standin"] = level
        if level is None:
            del info["seats"][seat]["standin"]
    net._arrive({"type": "table", "table": info})
    for message in news:
        net._arrive(message)
    until(app, lambda: net.view.info.get("speed") == speed and net.view.clocks == seat_clocks,
          "the window hears the clocks")
    for _ in range(3):
        app.pump()


def requests_of(net, monkeypatch) -> list[dict[str, Any]]:
    """What the window asks of the server from now on (not sent)."""
    asked: list[dict[str, Any]] = []
    monkeypatch.setattr(net, "ask", lambda message: asked.append(message))
    monkeypatch.setattr(net, "hand", lambda seat, to: asked.append(
        {"type": "hand", "seat": seat, "to": to}))
    monkeypatch.setattr(net, "overdue", lambda seat, choice: asked.append(
        {"type": "overdue", "seat": seat, "choice": choice}))
    return asked


# ------------------------------------------------------------------ words and reading


def test_speeds_and_stretches_of_time_in_words():
    assert [speed_label(s) for s in SPEEDS.values()] == [
        "Untimed", "Real-time · 10 min + 20 s", "Real-time · 20 min + 30 s",
        "Turn-based · 12 h a turn", "Turn-based · 1 day a turn", "Turn-based · 3 days a turn"]
    assert [duration_words(s) for s in (0, 42, 252, 3600, 19230, 86400, 129600, 273650)] == [
        "0 s", "42 s", "4 min 12 s", "1 h", "5 h 20 min", "1 day", "36 h", "3 days 4 h"]
    texts.set_language("de")
    try:
        assert speed_label(SPEEDS["tb-3d"]) == "Zugweise · 3 Tage pro Zug"
    finally:
        texts.set_language("en")


def test_the_news_of_a_seat_out_of_time_is_read_and_anything_else_left():
    news = clock_news({"type": "timeout", "seat": 1, "name": "Bruno", "outs": 2,
                       "then": "ask"})
    assert news is not None and (news.seat, news.outs, news.then) == (1, 2, "ask")
    choice = clock_news({"type": "overdue", "seat": 1, "choice": "wait", "by": 0})
    assert choice is not None and (choice.choice, choice.by) == ("wait", 0)
    assert clock_news({"type": "seat_back", "seat": 3, "name": "Dieter"}) is not None
    for bad in ({"type": "timeout", "seat": 1, "then": "later"},
                {"type": "timeout", "seat": 9, "then": "ask"},
                {"type": "overdue", "seat": 1, "choice": "maybe"},
                {"type": "seat_back", "seat": True}, {"type": "moved", "seat": 0}):
        assert clock_news(bad) is None, bad


def test_a_clock_is_low_under_a_tenth_of_its_bank_or_half_a_minute():
    realtime, turns = SPEEDS["rt-10-20"], SPEEDS["tb-1d"]
    assert is_low(59, realtime) and not is_low(61, realtime)
    assert is_low(29, turns) and is_low(7 * 3600, turns) and not is_low(8 * 3600, turns)
    clock = SeatClock(1, 252, True, 1, False)
    assert clock_tooltip("Anna", clock, realtime) == (
        "Anna: 4 min 12 s left of the bank; 20 s are added when Anna's turn ends. This clock "
        "runs now. Out of time 1 time; the third time, a computer plays the seat to the end.")


# ------------------------------------------------------------------ hosting and the lobby


def test_host_a_table_sends_the_speed_chosen_and_offers_it_again(app, monkeypatch):
    asked = hosting_tried(monkeypatch)
    to_online_menu(app)
    click_button(app, "host")
    for _ in range(4):
        click_button(app, "speed")
    button = next(b for b in app.scene.buttons if b.key == "speed")
    assert button.label == "Turn-based · 1 day a turn"
    assert "bank of 3 days" in button.tooltip  # the bank, under the mouse
    click_button(app, "host")
    until(app, lambda: bool(asked) and app.scene.work is None, "the hosting is tried")
    assert asked == [{"speed": "tb-1d"}]
    assert app.settings["online_speed"] == "tb-1d"
    assert host_module.HostScene(app).speed == "tb-1d"
    for _ in range(2):  # round to untimed
        click_button(app, "speed")
    click_button(app, "host")
    until(app, lambda: len(asked) == 2 and app.scene.work is None, "the hosting is tried")
    assert asked[1] == {"speed": "untimed"}


def test_a_table_hosted_at_a_speed_says_it_in_the_lobby(app):
    from tests.online_ui import hosted_lobby

    lobby = hosted_lobby(app, clicks=("speed", "speed"))  # real-time, 20 min + 30 s
    assert lobby.view.info["speed"] == "rt-20-30"
    assert [c["left"] for c in lobby.view.info["clocks"]] == [1200, 1200]
    assert isinstance(app.scene, LobbyScene)
    assert "Speed: Real-time · 20 min + 30 s" in drawn_texts(app)


# ------------------------------------------------------------------ at the table


def test_each_seat_shows_its_clock_low_ones_in_red_and_the_words_under_the_mouse(app):
    with hosted() as server:
        scene, clients = open_table(app, server, ["open", "open"])
        tell(app, scene, "rt-10-20", clocks((252, True, 0, False), (25, False, 1, False)))
        shown = drawn_texts(app)
        assert "4:1" in " ".join(shown) and "0:25" in shown  # Anna's runs down locally
        marks = seat_marks(scene)
        assert [m.clock.outs for m in marks if m.clock] == [0, 1]
        bruno = marks[1].tag
        assert LOW in {app.screen.get_at((x, bruno.centery))[:3]
                       for x in range(bruno.left, bruno.right)}  # low: red
        names = scene.play.geometry.players
        assert all(m.tag.top >= names[m.seat.index].header.top for m in marks)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=bruno.center,
                                             rel=(0, 0), buttons=(0, 0, 0)))
        seen = " ".join(drawn_texts(app))
        assert "Bruno: 25 s left of the bank" in seen
        for client in clients:
            client.close()


def test_an_untimed_table_shows_no_clock(app):
    with hosted() as server:
        scene, clients = open_table(app, server, ["open", "open"])
        assert all(m.clock is None and not m.compact for m in seat_marks(scene))
        assert text("online_play.here") in drawn_texts(app)
        for client in clients:
            client.close()


def test_own_seat_out_of_time_is_taken_back_with_a_button(app, monkeypatch):
    with hosted() as server:
        scene, clients = open_table(app, server, ["open", "open"])
        asked = requests_of(scene.table.net, monkeypatch)
        mine = scene.table.seat
        timeout = {"type": "timeout", "seat": mine, "name": "Anna", "outs": 1,
                   "then": "computer"}
        tell(app, scene, "rt-10-20", clocks((0, False, 1, False), (300, True, 0, False)),
             {mine: "normal"}, timeout)
        until(app, lambda: text("clocks.log_timeout_computer_mine") in scene.play.log.lines,
              "the log says the time ran out")
        shown = drawn_texts(app)
        assert text("clocks.mine_out") in shown and text("clocks.take_back") in shown
        button = next(b for b in scene.out_of_time.buttons if b.key == "take_back")
        post_click(app, button.rect.center)
        assert asked == [{"type": "hand", "seat": mine, "to": "player"}]
        back = {"type": "seat_back", "seat": mine, "name": "Anna"}
        tell(app, scene, "rt-10-20", clocks((20, True, 1, False), (300, False, 0, False)),
             {mine: None}, back)
        until(app, lambda: text("clocks.log_seat_back_mine") in scene.play.log.lines,
              "the log says the seat is back")
        assert text("clocks.take_back") not in drawn_texts(app)
        for client in clients:
            client.close()


def test_another_seat_overdue_at_a_turn_based_table_asks_computer_or_wait(app, monkeypatch):
    with hosted() as server:
        scene, clients = open_table(app, server, ["open", "open"])
        asked = requests_of(scene.table.net, monkeypatch)
        other = 1 - scene.table.seat
        name = scene.table.seat_presence()[other].name
        timeout = {"type": "timeout", "seat": other, "name": name, "outs": 1, "then": "ask"}
        seats = [(3 * 86400, False, 0, False)] * 2
        seats[other] = (0, False, 1, True)
        tell(app, scene, "tb-1d", clocks(*seats), None, timeout)
        until(app, lambda: text("clocks.log_timeout_ask", name=name) in scene.play.log.lines,
              "the log says the time ran out")
        assert overdue_to_ask(scene.table.net.view, set()) == other
        shown = drawn_texts(app)
        assert text("clocks.overdue", name=name) in shown
        assert text("clocks.overdue_short") in shown  # the seat's clock says so
        button = next(b for b in scene.out_of_time.buttons if b.key == f"wait:{other}")
        assert button.label == f"Wait for {name}"
        post_click(app, button.rect.center)
        assert asked == [{"type": "overdue", "seat": other, "choice": "wait"}]
        assert text("clocks.overdue", name=name) not in drawn_texts(app)  # answered here
        chose = {"type": "overdue", "seat": other, "choice": "computer",
                 "by": scene.table.seat, "name": name}
        scene.table.net._arrive(chose)
        line = text("clocks.log_chose_computer", by="Anna", name=name)
        until(app, lambda: line in scene.play.log.lines, "the log says who chose what")
        for client in clients:
            client.close()


def test_the_computer_choice_is_sent_for_a_seat_found_overdue_on_arriving(app, monkeypatch):
    with hosted() as server:
        scene, clients = open_table(app, server, ["open", "open"])
        asked = requests_of(scene.table.net, monkeypatch)
        other = 1 - scene.table.seat
        seats = [(86400, False, 0, False)] * 2
        seats[other] = (0, False, 2, True)
        tell(app, scene, "tb-12h", clocks(*seats))  # no timeout message: it came before
        app.full_redraw = True
        app.pump()
        button = next(b for b in scene.out_of_time.buttons if b.key == f"computer:{other}")
        post_click(app, button.rect.center)
        assert asked == [{"type": "overdue", "seat": other, "choice": "computer"}]
        for client in clients:
            client.close()


def test_a_turn_based_table_says_nobody_is_here_or_away_and_leaving_keeps_the_seat(app):
    with hosted() as server:
        scene, clients = open_table(app, server, ["open", "open"])
        assert text("online_play.here") in drawn_texts(app)
        tell(app, scene, "tb-3d", clocks((7 * 86400, False, 0, False),
                                         (7 * 86400, False, 0, False)))
        shown = drawn_texts(app)
        assert text("online_play.here") not in shown and "7 d 0 h" in shown
        scene.play.online = "guest"  # as at another's table
        pause = PauseScene(app, scene.play)
        pause.layout(app.size)
        assert pause.hint_key() == "clocks.paused_hint_turns"
        for client in clients:
            client.close()


# ------------------------------------------------------------------ against a real server


def timed_table(app, server, kinds: list[str], speed: str):
    """Anna's window and Bruno's headless client at a table of `speed` that has started."""
    anna, bruno = (NetClient(server.url, name, app.edition) for name in ("Anna", "Bruno"))
    for client in (anna, bruno):
        client.start().result(WAIT)
    code = anna.create(kinds, speed=speed).result(WAIT)["code"]
    bruno.join(code).result(WAIT)
    for client in (anna, bruno):
        client.ready(True).result(WAIT)
    anna.start_game().result(WAIT)
    until_net([anna, bruno], lambda: anna.view.state is not None
              and bruno.view.state is not None, "the start")
    link = OnlineLink(net=anna, url=server.url, code=code)
    app.online = link
    app.go("play_online", link=link)
    return app.scene, bruno


def test_a_real_time_clock_runs_out_and_the_window_takes_its_seat_back(app):
    """A server whose time the test moves: the window's clock runs out, a computer plays its
    seat, the window says so and the button takes the seat back."""
    clock = DrivenClock()
    with hosted(clock=clock) as server:
        scene, bruno = timed_table(app, server, ["open", "open"], "rt-10-20")
        anna = scene.table.net
        others = Others([bruno], random.Random(5))
        until(app, lambda: others.step() or scene.table.net.view.my_turn, "Anna's turn")
        assert seat_marks(scene)[anna.view.seat].clock.running
        clock.advance(SPEEDS["rt-10-20"].bank + 1)
        # the log tells it after the moves before it, which the window may still be showing
        until(app, lambda: scene.out_of_time.buttons != []
              and text("clocks.log_timeout_computer_mine") in scene.play.log.lines,
              "the window says the time ran out")
        assert text("clocks.mine_out") in drawn_texts(app)
        post_click(app, scene.out_of_time.buttons[0].rect.center)
        until(app, lambda: text("clocks.log_seat_back_mine") in scene.play.log.lines,
              "the seat is back")
        until(app, lambda: scene.out_of_time.said() is None, "the notice goes")
        told = anna.view.clocks[anna.view.seat]  # as the server said it: not back at zero
        assert told["outs"] == 1 and told["left"] >= SPEEDS["rt-10-20"].add
        bruno.close()


def test_four_clocks_fit_small_headers_beside_the_names(app):
    """Four players in a 1280×720 window: the presence marks keep their dot only, and each
    clock lies between its name and its mark."""
    with hosted(clock=DrivenClock()) as server:
        scene, bruno = timed_table(app, server, ["open", "open", "bot:normal", "bot:hard"],
                                   "rt-20-30")
        marks = seat_marks(scene)
        assert len(marks) == 4 and all(m.compact and m.clock is not None for m in marks)
        font = app.assets.font(scene.geometry.font(19), "bold")
        for m in marks:
            header = scene.geometry.players[m.seat.index].header
            name_end = header.left + 16 + round(header.h * 0.6) + font.size(m.seat.name)[0]
            assert name_end < m.tag.left and m.tag.right < m.pill.left < header.right
        assert "20:00" in drawn_texts(app)
        bruno.close()


def test_a_time_out_is_told_after_the_moves_that_came_before_it(app):
    """While the window still shows a move, the news of a seat out of time waits behind the
    moves that came before it (the log says Bruno rolled, then that his time ran out)."""
    clock = DrivenClock()
    with hosted(clock=clock) as server:
        scene, bruno = timed_table(app, server, ["open", "open"], "tb-12h")
        table, bot = scene.table, RandomBot(3)

        def bruno_decides() -> bool:
            bruno.poll()
            return bruno.view.my_turn

        others = Others([bruno], random.Random(3))
        until(app, lambda: others.step() or table.local_turn(), "Anna's turn")
        while table.local_turn() or not bruno_decides():  # Anna plays until Bruno decides
            until(app, lambda: table.local_turn() and not scene.play.motion.running
                  or bruno_decides(), "a decision")
            if not bruno.view.my_turn:
                table.play(bot.choose(table.game))  # then no frame: the window holds it
                until_net([bruno], lambda: bruno.view.seq > table.seq, "the move is played")
        speed = SPEEDS["tb-12h"]
        clock.advance(speed.per_turn + speed.bank + 1)
        until_net([bruno], lambda: bruno.view.clocks[bruno.view.seat]["overdue"], "the time-out")
        deadline = time.monotonic() + WAIT
        while not any(u.after for u in table.updates):  # as while a move is being shown
            assert time.monotonic() < deadline, "the time-out did not wait behind the moves"
            table.tick(hold=True, wait=0.05)
        assert not any(isinstance(c, ClockNews) for c in table.online_changes)
        while table.updates:
            table.tick()
        assert [c.kind for c in table.online_changes if isinstance(c, ClockNews)] == ["timeout"]
        bruno.close()
