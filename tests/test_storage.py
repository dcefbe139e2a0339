"""Saves, settings and undo: nothing is ever lost, a bad file never breaks anything."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import storage
from game.ai.random_bot import RandomBot
from game.rules.engine import Setup
from game.rules.state import to_json
from game.session import Seat, Session
from tests.scenario import NAMES, edition

FAST = settings(max_examples=25, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


def playing(players=2, seed=5, steps=80, kinds=None) -> Session:
    names = NAMES[:players]
    seats = [Seat(n, k) for n, k in zip(names, kinds or ["human"] * players, strict=True)]
    session, _ = Session.start(edition(), Setup(names, seed), seats)
    bot = RandomBot(seed)
    for _ in range(steps):
        if session.game.over:
            break
        session.apply(bot.choose(session.game))
    return session


@pytest.fixture(scope="module")
def saved(tmp_path_factory) -> tuple[Path, Session]:
    path = tmp_path_factory.mktemp("saves") / "game.json"
    session = playing(3, 11, 150)
    storage.save(session, path, "test game")
    return path, session


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3)])
def test_resume_after_a_hard_stop_at_many_points_is_identical(tmp_path, players, seed):
    session = playing(players, seed, 0)
    bot = RandomBot(seed)
    path = tmp_path / "autosave.json"
    step = 0
    while not session.game.over:
        session.apply(bot.choose(session.game))
        step += 1
        if step % 37 == 0:  # the program "dies" right after an autosave
            storage.save(session, path, storage.AUTOSAVE)
            resumed = storage.load(path, edition())
            assert to_json(resumed.game.state) == to_json(session.game.state)
            assert resumed.game.options() == session.game.options()
    storage.save(session, path, storage.AUTOSAVE)
    assert storage.load(path, edition()).game.state.final == session.game.state.final


def test_a_write_that_fails_half_way_leaves_the_previous_file_valid(tmp_path, monkeypatch):
    path = tmp_path / "slot.json"
    first = playing(2, 3, 30)
    storage.save(first, path, "slot")
    before = path.read_bytes()

    def broken_fsync(fd):
        raise OSError("disk full")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError, match="disk full"):
        storage.save(playing(2, 3, 60), path, "slot")
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["slot.json"]  # no temporary file left
    monkeypatch.undo()
    assert to_json(storage.load(path, edition()).game.state) == to_json(first.game.state)


def _mutations():
    def set_path(raw, keys, value):
        target = raw
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1]] = value
        return raw

    return st.one_of(
        st.tuples(st.just("truncate"), st.floats(0, 0.99)),
        st.tuples(st.just("flip"), st.floats(0, 0.999), st.integers(1, 255)),
        st.tuples(st.just("set"), st.sampled_from([
            ["version"], ["format"], ["setup", "seed"], ["setup", "names"], ["options"],
            ["seats"], ["state_hash"], ["setup"],
        ]), st.one_of(st.none(), st.integers(), st.text(max_size=5), st.lists(st.integers()),
                      st.just(999))),
        st.tuples(st.just("drop"), st.sampled_from(["setup", "options", "seats", "version",
                                                    "state_hash"])),
        st.tuples(st.just("tamper"), st.integers(0, 10_000)),
    ).map(lambda m: (m, set_path))


@FAST
@given(mutation=_mutations())
def test_a_fuzzed_save_gives_the_documented_error_and_is_left_untouched(saved, tmp_path,
                                                                       mutation):
    (kind, *args), set_path = mutation
    original_path, _ = saved
    data = original_path.read_bytes()
    raw = json.loads(data)
    if kind == "truncate":
        data = data[: int(len(data) * args[0])]
    elif kind == "flip":
        i = int(len(data) * args[0])
        data = data[:i] + bytes([data[i] ^ args[1]]) + data[i + 1:]
    elif kind == "set":
        data = json.dumps(set_path(raw, args[0], args[1])).encode()
    elif kind == "drop":
        raw.pop(args[0])
        data = json.dumps(raw).encode()
    else:  # a tampered record: one option replaced by another legal-looking one
        options = raw["options"]
        i = args[0] % len(options)
        options[i] = "place:1" if options[i] != "place:1" else "place:2"
        data = json.dumps(raw).encode()
    path = tmp_path / "fuzzed.json"
    path.write_bytes(data)
    try:
        session = storage.load(path, edition())
    except storage.SaveError as error:
        message = str(error)
        assert message.startswith(("fuzzed.json: ", "fuzzed.json, line ")) and "\n" not in message
    else:  # the change did not matter (e.g. whitespace): it must still be the same game
        assert to_json(session.game.state) == to_json(saved[1].game.state)
    assert path.read_bytes() == data


@pytest.mark.parametrize("content, message", [
    (b"", "not valid JSON"),
    (b"[1, 2]", "not a Monasterium save"),
    (b'{"format": "monasterium-save", "version": 7}', "newer version"),
])
def test_bad_files_name_what_is_wrong(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(storage.SaveError, match=message):
        storage.load(path, edition())
    assert path.read_bytes() == content


def test_list_saves_shows_headers_and_survives_a_broken_file(tmp_path):
    storage.save(playing(2, 1, 20), tmp_path / "one.json", "One")
    (tmp_path / "broken.json").write_text("{nope")
    listed = {p.name: header for p, header in storage.list_saves(tmp_path)}
    assert listed["one.json"]["name"] == "One"
    assert listed["one.json"]["summary"]["year"] == 1
    assert "line 1: not valid JSON" in listed["broken.json"]["error"]


def test_undo_and_redo_round_trip_within_the_players_own_turn():
    session = playing(2, 8, 0)
    bot = RandomBot(3)
    # play until a human step that rolled nothing (an action-phase choice)
    while not session.can_undo():
        session.apply(bot.choose(session.game))
    before = to_json(session.game.state)
    last = session.steps[-1].option
    session.undo()
    assert to_json(session.game.state) != before
    session.redo()
    assert to_json(session.game.state) == before and session.steps[-1].option == last
    session.undo()
    session.apply(session.game.options()[0])
    assert not session.can_redo()  # a new choice ends redo


def test_undo_stops_at_a_roll_and_at_another_players_choice():
    session = playing(2, 4, 0, kinds=["human", "random"])
    assert not session.can_undo()  # nothing done yet
    session.apply(session.game.options()[-1])  # placement: places dice, next player rolls
    assert session.steps[-1].fixed and not session.can_undo()
    bot_session = playing(2, 4, 200, kinds=["random", "random"])
    assert not bot_session.can_undo()  # a computer's choices are not taken back


def test_at_one_screen_a_player_cannot_take_back_a_friends_move():
    session = playing(2, 4, 0)  # two humans at one screen
    bot = RandomBot(5)
    # play until a choice that rolled nothing handed the decision to the other human
    while not (session.steps and not session.steps[-1].fixed
               and session.game.decision.player != session.steps[-1].player):
        session.apply(bot.choose(session.game))
    assert not session.can_undo()
    session.seats[session.game.decision.player].kind = "normal"
    assert session.can_undo()  # a computer about to answer is no one holding the mouse


def test_settings_persist_and_bad_settings_fall_back(tmp_path):
    path = tmp_path / "settings.json"
    values = dict(storage.DEFAULT_SETTINGS, sound=False, language="it", window=[1280, 720])
    storage.save_settings(values, path)
    assert storage.load_settings(path) == values
    path.write_text('{"sound": "loud", "language": 3}')
    assert storage.load_settings(path) == storage.DEFAULT_SETTINGS
    path.write_text("garbage")
    assert storage.load_settings(path) == storage.DEFAULT_SETTINGS


def test_saves_go_where_platformdirs_says():
    import platformdirs

    assert storage.saves_dir().parent == Path(platformdirs.user_data_dir("Monasterium", False))


def test_seat_colours_travel_with_the_save(tmp_path):
    session = playing(2, 6, 10)
    session.seats[0].colour, session.seats[1].colour = 3, 1
    path = tmp_path / "colours.json"
    storage.save(session, path, "colours")
    assert [s.colour for s in storage.load(path, edition()).seats] == [3, 1]
    raw = json.loads(path.read_text())
    for seat in raw["seats"]:
        seat["colour"] = 2  # repeated: each seat gets its own colour back
    path.write_text(json.dumps(raw))
    assert [s.colour for s in storage.load(path, edition()).seats] == [0, 1]


def test_settings_written_by_hand_are_read_with_care(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"bot_delay": 1, "animation_speed": -3.0, "window": [0, "x"], '
                    '"fullscreen": 1, "language": "../etc"}')
    # numbers are brought into range; what cannot be used falls back to its default
    assert storage.load_settings(path) == dict(storage.DEFAULT_SETTINGS, bot_delay=1.0,
                                               animation_speed=0.0)


def test_replay_accepts_a_save_and_refuses_a_bad_one_with_status_2(tmp_path, capsys,
                                                                  monkeypatch):
    from game import cli

    monkeypatch.setattr(cli, "load_edition", edition)  # the edition the save was played on
    session = playing(4, 12, 10_000)
    assert session.game.over
    path = tmp_path / "finished.json"
    storage.save(session, path, "finished")
    assert cli.main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "winner:" in out and all(name in out for name in NAMES[:4])
    raw = json.loads(path.read_text())
    raw["state_hash"] = "0" * 64
    path.write_text(json.dumps(raw))
    before = path.read_bytes()
    assert cli.main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "finished.json: the record does not lead" in err
    path.write_bytes(before[:100])
    assert cli.main(["replay", str(path)]) == 2
    assert capsys.readouterr().err.startswith("error: ")
    path.write_text('{"format": "monasterium-save", "version": 99}')
    assert cli.main(["replay", str(path)]) == 2
    assert "newer version" in capsys.readouterr().err


def test_a_coop_save_written_before_the_cards_revealed_were_kept_still_loads(tmp_path):
    # its hash was of the state without the threats and requests revealed (R-FAIR-1)
    names = NAMES[:2]
    session, _ = Session.start(edition(), Setup(names, 4, 0, "normal"),
                               [Seat(n, "human") for n in names])
    bot = RandomBot(4)
    while not session.game.state.coop.revealed:
        session.apply(bot.choose(session.game))
    path = tmp_path / "old.json"
    storage.save(session, path, "before")
    raw = json.loads(path.read_text(encoding="utf-8"))
    state = to_json(session.game.state)
    del state["coop"]["revealed"], state["coop"]["points"]
    text = json.dumps(state, sort_keys=True, separators=(",", ":"))
    raw["state_hash"] = hashlib.sha256(text.encode()).hexdigest()
    path.write_text(json.dumps(raw), encoding="utf-8")
    assert to_json(storage.load(path, edition()).game.state) == to_json(session.game.state)
    raw["state_hash"] = hashlib.sha256(text.encode() + b" ").hexdigest()
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(storage.SaveError):
        storage.load(path, edition())
