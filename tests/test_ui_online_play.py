"""The online play scene driven by posted events (headless) against a real server on a free
local port: the window plays one seat with the mouse, headless clients the others."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from game.ai.random_bot import RandomBot
from game.net.past import Past, PastMove
from game.net.protocol import view_hash
from game.net.threaded import NetClient
from game.rules.record import begin, stir_before
from game.table.online import Resynced
from game.texts import text
from game.ui.menus.pause import PauseScene
from game.ui.menus.title import TitleScene
from game.ui.online.link import OnlineLink
from game.ui.online.play import OnlinePlayScene
from game.ui.results.scoring import ScoringScene
from tests.net_support import WAIT, edition, hosted
from tests.online_ui import (
    drawn_texts,
    idle_wait,
    online_app,
    texts_drawn,
    type_text,
    until,
)
from tests.test_net_online_table import Others, start_table
from tests.test_net_past import server_session
from tests.ui_driver import click_button, gesture_towards, post_click, press


@pytest.fixture
def app(tmp_path):
    application = online_app(tmp_path, size=(1280, 720))
    yield application
    application.close()


def open_table(app, server, kinds: list[str]) -> tuple[OnlinePlayScene, list[NetClient]]:
    clients, code = start_table(server.url, kinds)
    link = OnlineLink(net=clients[0], url=server.url, code=code)
    app.online = link
    app.go("play_online", link=link)
    assert isinstance(app.scene, OnlinePlayScene)
    return app.scene, clients


def pump(app, others: Others) -> None:
    """A frame of the window, the headless players' moves, then (when the frame drew nothing)
    the next message the window's connection brings awaited: the others hear it too."""
    drawn = app.frame(pygame.event.get())
    others.step()
    idle_wait(app, drawn)


def settle(app, scene: OnlinePlayScene) -> None:
    """Frames until the table's animation has played (as a player who watches it)."""
    until(app, lambda: not scene.play.motion.running, "the animation's end")


def perform(app, scene: OnlinePlayScene, move, others: Others) -> None:
    """The gestures for `move`, then frames until the server has played it back (on a local
    server the answer may come within the frame that sent it)."""
    play = scene.play
    before = len(play.applied)
    for _ in range(12):
        if scene.table.awaiting == "move" or len(play.applied) > before:
            break
        if not play.human_turn():
            return  # the server's state came in under the gesture (a rejoin): choose again
        gesture = play.plan(move)
        assert gesture is not None, move
        settle(app, scene)
        try:
            gesture_towards(app, play, move)
        except AssertionError:
            if play.human_turn() and play.plan(move) == gesture:
                raise  # nothing came in under the gesture: what it looked for is not drawn
    if len(play.applied) == before:
        assert scene.table.awaiting == "move", f"the gestures for {move} sent nothing"
        assert not play.human_turn(), "the move shows as pending: nothing more is played"
        until(app, lambda: others.step() or len(play.applied) > before, "the move comes back")
    assert play.applied[before] == move


def play_turns(app, scene: OnlinePlayScene, others: Others, bot: RandomBot, stop,
               limit: float = 240.0) -> None:
    deadline = time.monotonic() + limit
    while not stop():
        assert time.monotonic() < deadline, f"the game did not go on (at {scene.table.seq})"
        if scene.play.human_turn() and not scene.play.motion.running:
            perform(app, scene, bot.choose(scene.table.game), others)
        else:
            pump(app, others)


def test_a_whole_online_game_with_undo_and_a_dropped_connection(app):
    with hosted() as server:
        scene, clients = open_table(app, server, ["open", "open"])
        anna, bruno = clients
        others = Others([bruno], random.Random(21))
        bot = RandomBot(22)
        b = bruno.view.seat
        # Bruno's moves animate and are written in the log as at one screen
        play = scene.play
        steps = scene.table.session.steps
        play_turns(app, scene, others, bot, lambda: play.motion.running and bool(steps)
                   and steps[-1].player == b)
        lines = len(play.log.lines)
        assert any(bruno.view.seat_info(b)["name"] in line for line in play.log.lines)
        # undo: after an own move that took no die, the Undo button takes it back
        play_turns(app, scene, others, bot, lambda: scene.table.can_undo()
                   and play.human_turn() and not play.motion.running)
        seq = scene.table.seq
        undo = next(button for button in play.buttons if button.key == "undo")
        assert undo.enabled
        post_click(app, undo.rect.center)
        until(app, lambda: scene.table.seq == seq - 1, "the undo")
        assert play.log.lines[-1] == text("log.undone", name="Anna")
        # the connection drops: the banner shows, the table stays; back online it goes on
        anna._client.delays = (1.5,)  # long enough to be seen on a loaded machine
        anna._loop.call_soon_threadsafe(anna._client.drop)
        until(app, lambda: scene.table.status == "reconnecting", "reconnecting")
        shown = drawn_texts(app)
        assert "Reconnecting…" in shown
        assert any(t.startswith("reconnecting") for t in shown)  # the own mark: not "away"
        assert not any(t.startswith("away") for t in shown)
        g = scene.geometry
        for spot in (g.players[0].rect.center, g.board.topleft, g.log.center):
            assert app.screen.get_at(spot) == play.canvas.get_at(spot), "the table stays seen"
        until(app, lambda: others.step() or scene.table.status == "online", "back online")
        assert "Reconnecting…" not in drawn_texts(app)
        # to the end, without animations (they were seen above)
        app.settings["animation_speed"] = 0
        play_turns(app, scene, others, bot, lambda: isinstance(app.scene, ScoringScene))
        assert len(play.log.lines) > lines
        until(app, lambda: others.step() or bruno.view.final_hash is not None, "the end")
        assert bruno.view.matches_server
        assert view_hash(anna.view.state) == bruno.view.final_hash
        assert scene.table.game.over and scene.table.seq == bruno.view.seq
        # leaving the table closed the link: the server keeps the game
        assert app.online is None and anna.status == "closed"
        click_button(app, "title")
        assert isinstance(app.scene, TitleScene)
        bruno.close()


def test_presence_shows_an_away_player_and_the_creator_hands_the_seat_to_a_computer(app):
    with hosted() as server:
        scene, clients = open_table(app, server, ["open", "open", "open"])
        anna, bruno, chiara = clients
        others = Others([bruno, chiara], random.Random(31))
        c = chiara.view.seat
        until(app, lambda: others.step() or "here" in drawn_texts(app), "the presence strip")
        chiara.close()
        others.clients = [bruno]
        until(app, lambda: others.step() or scene.table.seat_presence()[c].away, "away")
        assert any(t.startswith("away") for t in drawn_texts(app))
        assert "Chiara is away: the connection dropped." in scene.play.log.lines
        # the creator clicks Chiara's mark: a computer plays her seat
        from game.ui.online.presence import pill_rects

        post_click(app, pill_rects(scene)[c].center)
        until(app, lambda: others.step() or scene.table.seat_presence()[c].bot is not None,
              "a computer for Chiara")
        shown = drawn_texts(app)
        assert any(t.startswith("computer for now") for t in shown)
        assert "Click: hand the seat back to Chiara." in shown  # the mark's tooltip, alone:
        assert not any(t.startswith("Chiara:") for t in shown)  # not the header's as well
        assert "A computer plays for Chiara for now." in scene.play.log.lines
        # Chiara comes back while the computer plays: the creator sees it and how to hand back
        chiara = rejoined(server, chiara, scene.code)
        until(app, lambda: others.step() or not scene.table.seat_presence()[c].away, "back")
        lines = scene.play.log.lines
        assert "Chiara is back at the table." in lines
        assert "A computer still plays for Chiara: click Chiara's mark to hand the seat back." \
            in lines
        assert any(t.startswith("here · computer for now") for t in drawn_texts(app))
        chiara.close()
        steps = scene.table.session.steps
        moved = len([s for s in steps if s.player == c])
        play_turns(app, scene, others, RandomBot(32),
                   lambda: len([s for s in steps if s.player == c]) > moved + 1)
        # chat: a line from another player is in the log; Enter opens the field, Enter sends
        bruno.chat("Hello there")
        with texts_drawn(app) as seen:  # the frames that take the line in also show it
            until(app, lambda: others.step() or "Bruno: Hello there" in scene.play.log.lines,
                  "chat")
            app.pump()
        assert "Bruno: Hello there" in seen
        press(app, pygame.K_RETURN)
        assert scene.chat_field is not None
        type_text(app, "Ciao")
        press(app, pygame.K_RETURN)
        assert scene.chat_field is None
        until(app, lambda: others.step() or "Anna: Ciao" in scene.play.log.lines, "own chat")
        # the pause menu has no save or load online; leaving for the title closes the link
        press(app, pygame.K_ESCAPE)
        assert isinstance(app.overlay, PauseScene)
        keys = [b.key for b in app.overlay.buttons]
        assert "save" not in keys and "load" not in keys and "resume" in keys
        hint = text("menu.paused_hint_guest")  # a guest's seat waits on the server
        assert app.overlay.panel.bottom > app.overlay.buttons[-1].rect.bottom
        assert any(hint.startswith(line) for line in drawn_texts(app))
        click_button(app, "title")
        assert isinstance(app.scene, TitleScene) and app.online is None
        assert anna.status == "closed"
        bruno.close()


def rejoined(server, client: NetClient, code: str, name: str = "Chiara") -> NetClient:
    """`client`'s player back at the table in a new window, with the seat's credential."""
    credential = client._client._credential
    again = NetClient(server.url, name, edition())
    again.start().result(WAIT)
    # with a new chain for the dice, as a program started again commits to
    again.send({"type": "join", "code": code, "credential": credential,
                "commit": again._client._chain_head(code)}).result(WAIT)
    return again


def test_a_given_up_connection_says_so_and_leads_back_to_the_title(app):
    with hosted() as server:
        scene, clients = open_table(app, server, ["open", "open"])
        anna, bruno = clients
        anna._client.reconnect = False
        anna._loop.call_soon_threadsafe(anna._client.drop)
        until(app, lambda: scene.table.status == "closed", "closed")
        shown = drawn_texts(app)
        assert "The connection to the server is lost." in shown
        assert any(scene.code in line for line in shown)
        post_click(app, scene.back_button.rect.center)
        assert isinstance(app.scene, TitleScene) and app.online is None
        bruno.close()


def test_from_the_lobby_the_game_opens_and_leaving_it_stops_the_hosted_server(app, monkeypatch):
    """The whole way: hosting through the Host scene, the lobby's Start, the online table, and
    back to the title through the pause menu (the link and this window's server are closed)."""
    from game.ui.online import host as host_module
    from tests.online_ui import hosted_lobby, seated_guests, start_from_lobby

    monkeypatch.setattr(host_module, "ANNOUNCE", False)  # no multicast from the tests
    lobby = hosted_lobby(app)
    link = lobby.link
    [bruno] = seated_guests(app, link)
    start_from_lobby(app, lobby, OnlinePlayScene)
    scene = app.scene
    assert scene.link is link and app.online is link
    others = Others([bruno], random.Random(41))
    play_turns(app, scene, others, RandomBot(42), lambda: scene.table.seq >= 12)
    assert scene.play.log.lines[0] == text("online_play.log_joined", code=link.code)
    press(app, pygame.K_ESCAPE)
    click_button(app, "title")
    assert isinstance(app.scene, TitleScene) and app.online is None and link.closed
    assert not link.hosted.loop.is_running(), "the server this window hosted has stopped"
    bruno.close()


def test_a_chat_line_in_another_script_is_sent_and_a_refused_one_is_said(app, monkeypatch):
    """70 "ä" reach the log; a line the server refuses (here longer than its limit, through a
    field that would take more) is not lost without a word: the window says why at once."""
    from game.ui.online import play as play_module

    with hosted() as server:
        scene, clients = open_table(app, server, ["open", "open"])
        anna, bruno = clients
        others = Others([bruno], random.Random(51))
        for line in ("ä" * 70, "ä" * 201):
            press(app, pygame.K_RETURN)
            assert scene.chat_field is not None
            type_text(app, line)
            press(app, pygame.K_RETURN)
            monkeypatch.setattr(play_module, "CHAT_MAX", 400)
        until(app, lambda: others.step() or "Anna: " + "ä" * 70 in scene.play.log.lines,
              "the line of 70 'ä' in the log")
        refused = text("reason.online_chat_long")
        until(app, lambda: others.step() or scene.play.message == refused, "the refusal said")
        assert refused in drawn_texts(app)
        assert not any("ä" * 201 in line for line in scene.play.log.lines)
        bruno.close()


def test_a_seated_player_mutes_the_spectators_chat_from_the_pause_menu(app):
    with hosted() as server:
        scene, clients = open_table(app, server, ["open", "open"])
        anna, bruno = clients
        eve = NetClient(server.url, "Eve", anna.view.edition)
        eve.start().result(WAIT)
        eve.watch(scene.code).result(WAIT)

        def heard(words: str) -> bool:  # a line of the log holds these words (not Bruno's)
            return any(words in x and "after" not in x for x in scene.play.log.lines)

        def said(line: str) -> None:  # a spectator's line, then Bruno's: both arrive in order
            eve.chat(line).result(WAIT)
            bruno.chat(f"after {line}").result(WAIT)
            until(app, lambda: any(f"after {line}" in x for x in scene.play.log.lines),
                  f"Bruno after {line}")

        said("first")
        assert heard("first")
        press(app, pygame.K_ESCAPE)
        assert isinstance(app.overlay, PauseScene)
        click_button(app, "mute")
        assert app.online.spectators_muted
        assert app.overlay.notice == text("menu.spectators_muted")
        assert next(b for b in app.overlay.buttons if b.key == "mute").label == \
            text("menu.hear_spectators")
        app.online.muting.result(WAIT)  # the server has taken the mute in
        press(app, pygame.K_ESCAPE)  # back to the table, which takes in what came meanwhile
        said("second")
        assert not heard("second")
        press(app, pygame.K_ESCAPE)
        click_button(app, "mute")
        assert not app.online.spectators_muted
        press(app, pygame.K_ESCAPE)
        app.online.muting.result(WAIT)
        said("third")
        assert heard("third")
        for client in (eve, bruno):
            client.close()


def test_a_press_during_an_animation_finishes_it_and_counts_online(app):
    """Online too: a click on the next target while a move still animates is taken."""
    from game.ui.toolkit.drawn import PLACE

    with hosted() as server:
        scene, clients = open_table(app, server, ["open", "open"])
        others = Others(clients[1:], random.Random(41))
        play, bot = scene.play, RandomBot(42)
        deadline = time.monotonic() + 120
        while True:
            assert time.monotonic() < deadline, "no click on a place while a move animated"
            pump(app, others)
            if not (play.motion.running and play.inp is not None):
                if play.human_turn() and not play.motion.running:
                    perform(app, scene, bot.choose(scene.table.game), others)
                continue
            gesture = play.plan(bot.choose(scene.table.game))
            places = [d for d in play.drawn() if gesture is not None and gesture[0] == "click"
                      and d.step == gesture[1] and d.look == PLACE]
            if places:
                break
        applied, prefix = len(play.applied), play.inp.prefix
        post_click(app, places[0].rect.center)
        until(app, lambda: others.step() or len(play.applied) > applied
              or (play.inp is not None and play.inp.prefix != prefix), "the click taken")
        for client in clients[1:]:
            client.close()


def test_online_counters_end_at_the_players_real_values(app):
    """The counters of an animated move run to the values the game has after it (online the
    game after a move is a new object: they once ran from the old values, through -1)."""
    with hosted() as server:
        scene, clients = open_table(app, server, ["open", "open"])
        others = Others(clients[1:], random.Random(51))
        play, checked = scene.play, []

        def counters_true() -> bool:
            line = play.motion.line if play.motion.running else None
            if line is not None and line.counts:
                st = scene.table.game.state
                for (kind, *where), final in line.finals.items():
                    real = st.players[where[0]].score if kind == "score" else \
                        st.players[where[0]].tokens[where[1]] if kind == "token" else \
                        st.chapel_tiles[where[0]]
                    assert final == real, (kind, where, final, real)
                assert all(v >= 0 for v in play.motion.shown.values.values())
                checked.append(line)
            return len({id(x) for x in checked}) >= 6

        play_turns(app, scene, others, RandomBot(52), counters_true)
        for client in clients[1:]:
            client.close()



def test_after_a_rejoin_the_chat_and_the_table_note_keep_their_places(app):
    with hosted() as server:
        scene, clients = open_table(app, server, ["open", "open"])
        anna, bruno = clients
        others = Others([bruno], random.Random(41))
        play_turns(app, scene, others, RandomBot(42), lambda: len(scene.table.session.steps) > 4)
        bruno.chat("Before the rejoin")
        until(app, lambda: others.step() or "Bruno: Before the rejoin" in scene.play.log.lines,
              "chat")
        before = list(scene.play.log.lines)
        # a rejoin whose state came with the whole past: the log is written again from it
        steps = len(scene.table.session.steps)
        scene.table.past = past_of(server_session(server, scene.code))
        scene.table.online_changes.append(Resynced(steps, rebuilt=True))
        pump(app, others)
        lines = scene.play.log.lines
        assert lines[:len(before)] == before  # the chat and the note, where they were
        assert lines[-1] == text("online_play.log_resynced")
        assert lines.count(text("online_play.log_joined", code=scene.code)) == 1
        bruno.close()


def past_of(session) -> Past:
    """The server's past of a game: its start's events and each move's."""
    game, start, stirs = begin(session.edition, session.record.setup, session.record.dice)
    moves = []
    for n, step in enumerate(session.steps):
        stir_before(game, stirs, n)
        moves.append(PastMove(step.player, str(step.move), game.apply(step.move), step.fixed))
    return Past(len(moves), start, moves)
