"""Your games and being told it is your move: the rows' order and words, the turn watch that
announces a table once, the title's badge and the strip over other scenes, the desktop
notification (skipped when the setting is off, quiet without a notification service), the
"since you were away" count, and the Settings toggle."""

from __future__ import annotations

import logging
import sys

import pytest

from game.net.yours import TableSummary
from game.texts import text
from game.ui.online import yours as yours_module
from game.ui.online.away import since_away
from game.ui.online.notify import DesktopNotices
from game.ui.online.turn_notice import TurnNotices, tell_desktop
from game.ui.online.turns import TurnWatch
from game.ui.online.yours import YoursScene
from game.ui.online.yours_rows import ordered, problems, row_of, rows
from game.ui.words.logbook import Entry, PlayLog
from tests.online_ui import drawn_texts, online_app
from tests.ui_driver import click_button, post_click

SERVER = "ws://games.example.org:8765"
HOUR = 3600.0


def table(code: str, mine: bool = False, waiting: float = 0.0, status: str = "playing",
          turn: int | None = 1, problem: str = "", server: str = SERVER) -> TableSummary:
    return TableSummary(server, code, 0, "unknown" if problem else status, ["Anna", "Bruno"],
                        turn, mine, [5 * HOUR, 2 * 86400.0], waiting, "tb-1d", 10,
                        problem=problem)


@pytest.fixture
def app(tmp_path):
    application = online_app(tmp_path, (1280, 720))
    yield application
    application.close()


# ------------------------------------------------------------------ the rows


def test_your_move_first_then_the_longest_waiting_then_not_known_and_finished_last():
    tables = [table("WAIT1", waiting=HOUR), table("DONE", status="over", turn=None),
              table("MINE1", mine=True, waiting=60), table("LOST", problem="refused"),
              table("WAIT9", waiting=9 * HOUR), table("MINE5", mine=True, waiting=5 * HOUR)]
    assert [t.code for t in ordered(tables)] == ["MINE5", "MINE1", "WAIT9", "WAIT1", "LOST",
                                                 "DONE"]


def test_a_seat_out_of_time_is_the_others_choice_and_said_so():
    """R-CLOCK-4: the server counts the choice as the others' move; the row says why."""
    from game.net.servertime import DrivenClock, ServerTime
    from game.net.store import SeatRecord, Summary
    from game.net.yours import summary_info

    seats = [SeatRecord("human", "Anna"), SeatRecord("human", "Bruno")]
    clocks = {"bank": [0.0, 9.0], "grace": 0.0, "owner": 1, "running": [], "since": 5.0,
              "outs": [0, 1], "overdue": [1]}
    now = ServerTime(DrivenClock(), base=10.0)
    for seat, needed in ((0, True), (1, True)):
        wire = summary_info(Summary("ABCDEF", seat, "playing", seats, "tb-1d", clocks, 1, 9,
                                    {}), now)
        assert wire["your_move"] is needed and wire["overdue"] == [1]
        row = row_of(TableSummary.from_wire(SERVER, wire))
        late = "yours.your_move_late" if seat == 1 else "yours.their_move_late"
        assert row.turn == text(late, name="Bruno")
    calm = summary_info(Summary("ABCDEF", 0, "playing", seats, "tb-1d",
                                {**clocks, "overdue": []}, 1, 9, {}), now)
    assert calm["your_move"] is False


def test_a_row_says_whose_move_the_time_left_and_how_long_it_waited():
    mine, theirs = row_of(table("A", mine=True, turn=0)), row_of(table("B", waiting=2 * HOUR))
    assert mine.turn == text("yours.your_move") and mine.mine
    assert mine.left == text("yours.left", clock="5 h 00")
    assert theirs.turn == text("yours.their_move", name="Bruno") and not theirs.mine
    assert theirs.left == text("yours.left", clock="2 d 0 h") and theirs.waited == "2 h 00"
    done = row_of(table("C", status="over", turn=None))
    assert done.turn == text("yours.finished") and done.over and not done.left
    lost = row_of(table("D", problem="refused"))
    assert lost.turn == text("yours.not_known") and not lost.known and not lost.left
    assert text("yours.kind_competitive") in theirs.kind
    own = table("E", problem="refused", server="ws://127.0.0.1:8765")  # this window's server
    assert problems([lost.table, own, lost.table]) == [
        text("yours.problem", server="games.example.org:8765", problem="refused"),
        text("yours.problem_hosted")]


# ------------------------------------------------------------------ the turn watch


def test_the_watch_announces_a_table_once_and_again_only_when_it_comes_back():
    answers: list[list[TableSummary] | None] = []
    told: list[list[str]] = []
    watch = TurnWatch(lambda: answers.pop(0), lambda news: told.append([t.code for t in news]))
    answers.append([table("A", mine=True), table("B")])
    assert [t.code for t in watch.poll()] == ["A"]
    answers.append([table("A", mine=True), table("B")])
    assert watch.poll() == []  # still waiting: not announced again
    answers.append([table("A"), table("B", mine=True)])  # A moved on, B is new
    assert [t.code for t in watch.poll()] == ["B"]
    answers.append([table("A", problem="refused"), table("B", problem="refused")])
    assert watch.poll() == [] and [t.code for t in watch.waiting] == ["B"]  # kept as it was
    answers.append([table("A", mine=True), table("B", mine=True)])  # back: A is new again
    assert [t.code for t in watch.poll()] == ["A"]
    assert told == [["A"], ["B"], ["A"]]
    assert [t.code for t in watch.take()] == ["A", "B", "A"] and watch.take() == []
    answers.append(None)  # nothing kept: nothing asked
    assert watch.poll() == [] and watch.looks == 5


def test_the_table_open_in_the_window_is_not_announced():
    watch = TurnWatch(lambda: [table("A", mine=True), table("B", mine=True)])
    watch.here = (SERVER, "A")
    assert [t.code for t in watch.poll()] == ["B"]
    assert [t.code for t in watch.waiting] == ["B"]
    watch.here = None  # the table left without moving: known, not announced again
    assert watch.poll() == [] and len(watch.waiting) == 2


def test_a_look_that_fails_tells_nothing():
    def broken() -> list[TableSummary]:
        raise OSError("no network")
    assert TurnWatch(broken).poll() == []


# ------------------------------------------------------------------ in the window


def watching(app, tables: list[TableSummary]) -> TurnNotices:
    notices = TurnNotices(app, TurnWatch(lambda: list(tables)))
    app.turn_notices = notices
    return notices


def test_the_title_badge_counts_the_tables_waiting_for_my_move(app):
    notices = watching(app, [table("A", mine=True), table("B", mine=True), table("C")])
    assert str(2) not in drawn_texts(app)
    notices.watch.poll()
    app.go("title")
    assert notices.count == 2 and "2" in drawn_texts(app)
    assert app.sounds.heard[-1] == "your_turn"
    words = text("yours.notice_many", count=2)
    assert words not in drawn_texts(app)  # the title has the badge, not the strip
    click_button(app, "settings")
    assert words in drawn_texts(app)  # any other scene: the strip


def test_the_desktop_notification_is_skipped_when_the_setting_is_off(app):
    sent: list[tuple[str, str]] = []

    class Desktop(DesktopNotices):
        def send(self, title: str, body: str) -> bool:
            sent.append((title, body))
            return True

    news = [table("A", mine=True)]
    app.settings["turn_notices"] = False
    assert not tell_desktop(app, Desktop(), news) and sent == []
    app.settings["turn_notices"] = True
    assert tell_desktop(app, Desktop(), news)
    assert sent == [(text("yours.desktop_title"),
                     text("yours.notice_one", players="Anna, Bruno", code="A"))]


def test_without_a_notification_service_nothing_is_shown_and_one_line_is_logged(
        monkeypatch, caplog):
    monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/bus")
    monkeypatch.delenv("DISPLAY", raising=False)
    desktop = DesktopNotices()
    with caplog.at_level(logging.WARNING, logger="game.ui"):
        assert desktop.send("Monasterium", "Your move") is False
        assert desktop.send("Monasterium", "Your move") is False
    mine = [r for r in caplog.records if r.name == "game.ui"]
    assert len(mine) == 1 and "not shown" in mine[0].getMessage() and desktop.broken
    monkeypatch.setitem(sys.modules, "desktop_notifier", None)  # the library missing
    missing = DesktopNotices()
    assert missing.send("Monasterium", "Your move") is False and missing.broken


def test_the_settings_turn_the_desktop_notification_off(app):
    click_button(app, "settings")
    click_button(app, "turn_notices:1")
    assert app.settings["turn_notices"] is False
    assert text("yours.setting") in drawn_texts(app)
    click_button(app, "turn_notices:0")
    assert app.settings["turn_notices"] is True


# ------------------------------------------------------------------ since you were away


def test_since_away_counts_exactly_the_moves_after_those_seen():
    log = PlayLog(["Anna", "Bruno", "Chiara"], None)  # type: ignore[arg-type]
    players = [0, 1, 2, 0, 1, 1, 2, 0, 2]
    log.entries = [Entry(f"move {n}", n) for n in range(1, len(players) + 1)]
    log.entries.insert(5, Entry("Round 2", 4, True))
    log.entries.insert(7, Entry(f"move {6} again", 6))
    since = since_away(players, 4, 0, ["Anna", "Bruno", "Chiara"], log)
    assert since is not None
    assert since.moves == 4 and since.for_you == 1  # 5, 6, 7 and 9; 8 was Anna's seat
    assert since.names == ("Bruno", "Chiara")
    assert since.lines == ("move 5", "move 6", "move 7", "move 8", "move 9")
    assert "Bruno and Chiara played 4 moves." in since.sentence()
    assert since_away(players, 9, 0, ["Anna", "Bruno", "Chiara"], log) is None  # nothing new
    assert since_away(players, -1, 0, ["Anna", "Bruno", "Chiara"], log) is None  # not known


# ------------------------------------------------------------------ the scene


def test_your_games_lists_the_tables_in_order_with_a_line_for_a_server_out_of_reach(
        app, monkeypatch):
    tables = [table("WAIT", waiting=HOUR), table("GONE", problem="connection refused",
                                                    server="ws://friend.home:8765"),
              table("DONE", status="over", turn=None), table("MINE", mine=True)]
    monkeypatch.setattr(yours_module, "my_tables", lambda credentials, edition: list(tables))
    click_button(app, "yours")
    scene = app.scene
    assert isinstance(scene, YoursScene)
    while scene.tables is None:
        scene.work.wait(5)
        app.pump()
    assert [r.table.code for r in scene.rows] == ["MINE", "WAIT", "GONE", "DONE"]
    shown = drawn_texts(app)
    assert text("yours.your_move") in shown and text("yours.finished") in shown
    assert text("yours.problem", server="friend.home:8765",
                problem="connection refused") in shown
    assert rows(tables)[0].kind.endswith("games.example.org:8765")  # two servers: each named
    post_click(app, next(b for b in scene.buttons if b.key == "back").rect.center)
    assert type(app.scene).__name__ == "TitleScene"
