"""The protocol's pieces without a network: message checks, state changes, events, the store,
a table's undo rule and the credentials file."""

from __future__ import annotations

import json
import random
import shutil

import pytest
import yaml

from game.ai.random_bot import RandomBot
from game.net import protocol as P
from game.net.credentials import KEEP, Credentials
from game.net.store import Store
from game.net.table import ServerTable, TableError
from game.rules.engine import Game, Setup
from tests.net_support import edition


@pytest.mark.parametrize("text, code", [
    ("", "malformed"),
    ("[]", "malformed"),
    ('"hello"', "malformed"),
    ('{"protocol": 1}', "unknown_type"),
    ('{"type": "shutdown"}', "unknown_type"),
    ('{"type": "move", "move": "place:3"}', "bad_field"),
    ('{"type": "move", "move": "place:3", "seq": -1}', "bad_field"),
    ('{"type": "move", "move": "place:3", "seq": true}', "bad_field"),
    ('{"type": "move", "move": "place:3", "seq": 1, "seat": 2}', "bad_field"),
    ('{"type": "ping", "id": "x"}', "bad_field"),
    ('{"type": "join", "code": "abcdef", "name": "A"}', "bad_field"),
    ('{"type": "create", "name": "A", "seats": ["open", "bot:god"]}', "bad_field"),
    ('{"type": "create", "name": "A", "seats": ["open", "open", "open", "open", "open"]}',
     "bad_field"),
    ('{"type": "create", "name": "", "seats": ["open", "open"]}', "bad_field"),
    ('{"type": "ping", "x": NaN}', "malformed"),
    ('{"type": "ping", "x": 1e999}', "malformed"),
    ('{"type": "ping", "x": ' + "1" * 40 + "}", "malformed"),
    ('{"type": "ping", "x": ' + "[" * 50 + "]" * 50 + "}", "malformed"),
    ('{"type": "ping", "x": "' + "y" * 17_000 + '"}', "too_big"),
    (b'{"type": "ping"}', "malformed"),
    ('{"type": "ping", "x": [' + ",".join(["1"] * 70) + "]}", "malformed"),  # > 64 values
])
def test_every_bad_message_is_refused_with_a_reason(text, code):
    with pytest.raises(P.ProtocolError) as refused:
        P.parse_message(text)
    assert refused.value.code == code


def test_a_refused_request_is_still_named_in_the_answer():
    with pytest.raises(P.ProtocolError) as refused:
        P.parse_message('{"type": "move", "move": "place:3", "id": 9}')
    answer = P.error(refused.value.code, str(refused.value), refused.value.request)
    assert answer["re"] == "move" and answer["id"] == 9


def test_good_messages_pass_as_they_are():
    message = {"type": "create", "name": "Anna", "seats": ["open", "bot:hard"], "id": 3}
    assert P.parse_message(json.dumps(message)) == message
    assert set(P.SCHEMAS) >= {"hello", "join", "move", "undo", "hand", "watch", "leave"}


def test_commas_and_colons_inside_a_string_are_not_values():
    """A campaign's summary goes as one string of JSON: its separators are not the message's."""
    summary = json.dumps({"names": ["Anna", "Bruno"], "scores": list(range(200))})
    message = {"type": "between", "summary": summary, "id": 4}
    assert P.parse_message(json.dumps(message)) == message


def _positions(players: int, seed: int):
    game, _ = Game.new(edition(), Setup(("A", "B", "C", "D")[:players], seed))
    bot = RandomBot(seed)
    yield game, []
    while not game.over:
        events = game.apply(bot.choose(game))
        yield game, events


@pytest.mark.parametrize("players", [2, 4])
def test_a_client_rebuilds_every_state_from_the_changes_and_lists_the_servers_options(players):
    previous = None
    for game, events in _positions(players, seed=players + 10):
        view = P.view_of(game.state)
        assert "rng" not in view
        if previous is not None:
            frozen = json.dumps(previous)
            change = json.loads(P.encode(P.diff(previous, view)))
            assert P.patch(previous, change) == view
            assert json.dumps(previous) == frozen  # the old view is left as it was
        seen = P.game_from_view(edition(), json.loads(P.encode(view)))
        assert [str(m) for m in seen.options()] == [str(m) for m in game.options()]
        assert P.events_from_json(json.loads(P.encode(P.events_to_json(events)))) == events
        previous = view


def test_the_edition_fingerprint_is_the_same_for_the_same_data(tmp_path):
    from game.edition_loader import load_edition
    from tests.scenario import EDITION_DIR

    same = shutil.copytree(EDITION_DIR, tmp_path / "same")
    assert P.edition_id(load_edition(same)) == P.edition_id(edition())
    missions = same / "missions.yaml"
    cards = yaml.safe_load(missions.read_text(encoding="utf-8"))
    cards["missions"][0]["points"] = [p + 1 for p in cards["missions"][0]["points"]]
    missions.write_text(yaml.safe_dump(cards, sort_keys=False), encoding="utf-8")
    assert P.edition_id(load_edition(same)) != P.edition_id(edition())  # one card's points


def _table(tmp_path) -> tuple[Store, ServerTable]:
    store = Store(tmp_path / "t.db")
    table, _ = ServerTable.create(store, edition(), "Anna", ["open", "open"], False)
    table.join("Bruno", None)
    for seat in (0, 1):
        table.ready(seat, True)
    table.start(0)
    return store, table


def test_undo_is_refused_once_another_player_acted_even_after_restarting(tmp_path):
    """Anna plays without a roll, Bruno plays and takes his move back: Anna's move stays."""
    store, table = _table(tmp_path)
    rnd = random.Random(1)
    while True:
        game = table.game
        first = game.decision.player
        table.play(first, str(rnd.choice(game.options())), table.seq)
        rolled_first = table.record.floor == table.seq
        if game.over:
            pytest.fail("no position for the check came up")
        second = game.decision.player
        if second == first or rolled_first:
            continue
        seq = table.seq
        table.play(second, str(rnd.choice(game.options())), seq)
        if table.record.floor > seq:  # Bruno's move rolled: try again later
            continue
        table.undo(second, table.seq)
        break
    for again in (table, ServerTable(store, edition(), store.load(table.code))):
        with pytest.raises(TableError) as refused:
            again.undo(first, again.seq)
        assert refused.value.code == "cannot_undo"
    store.close()


def test_the_store_gives_back_what_was_committed(tmp_path):
    store, table = _table(tmp_path)
    game = table.game
    for _ in range(20):
        table.play(game.decision.player, str(game.options()[0]), table.seq)
    store.close()
    again = Store(tmp_path / "t.db")
    record = again.load(table.code)
    assert again.db.one("PRAGMA journal_mode") == ("wal",)
    assert record.moves == table.record.moves and record.status == "playing"
    assert ServerTable(again, edition(), record).view() == table.view()
    assert again.load("NOSUCH") is None
    waiting, _ = ServerTable.create(again, edition(), "Eve", ["open", "open"], False)
    assert again.expire_lobbies(1.0) == 0
    assert again.expire_lobbies(-1.0) == 1  # only the lobby goes: the game stays
    assert again.load(waiting.code) is None and again.load(table.code) is not None
    again.close()


def test_credentials_are_kept_per_server_and_table_and_a_damaged_file_is_no_crash(tmp_path):
    path = tmp_path / "online.json"
    kept = Credentials(path)
    kept.remember("ws://a:1", "ABCDEF", 2, "secret", "Anna")
    assert kept.lookup("ws://a:1/", "ABCDEF")["credential"] == "secret"
    assert kept.lookup("ws://b:1", "ABCDEF") is None
    for i in range(KEEP + 5):
        kept.remember("ws://a:1", f"T{i:05d}", 0, "s", "Anna")
    assert len(json.loads(path.read_text())) == KEEP
    kept.forget("ws://a:1", f"T{KEEP + 4:05d}")
    assert kept.lookup("ws://a:1", f"T{KEEP + 4:05d}") is None
    path.write_text('{"broken": ')
    assert kept.lookup("ws://a:1", "ABCDEF") is None and kept.tables("ws://a:1") == []


def test_a_hosted_table_is_announced_by_the_players_name_and_listed_without_the_port():
    from game.net.discovery import Found, service_label, shown_name

    assert service_label("Jörg.Müller\x07 at home") == "JörgMüller at home"
    assert service_label("x" * 50) == "x" * 30 and service_label("...") == "server"
    name = f"Monasterium {service_label('Jörg')} 9000"
    assert shown_name(Found(name, "10.0.0.5", 9000)) == "Jörg"
    assert shown_name(Found("Monasterium desk 8765", "10.0.0.5", 9000)) == "desk 8765"


def test_no_event_has_a_field_named_as_the_wires_type_key():
    # a field called "event" overwrote the event's type on the wire: the client then dropped
    # every event of that move (the Baron's turn went unlogged online)
    clash = [name for name, cls in P._EVENT_TYPES.items() if "event" in cls.__dataclass_fields__]
    assert clash == []


def test_every_event_of_random_coop_games_crosses_the_wire():
    from tests.coop_scenario import coop_game

    seen: set[str] = set()
    for seed in (1, 2, 3):
        game, bot = coop_game(2, seed), RandomBot(seed)
        while game.decision is not None:
            events = game.apply(bot.choose(game))
            seen.update(type(e).__name__ for e in events)
            assert P.events_from_json(json.loads(P.encode(P.events_to_json(events)))) == events
    assert {"BaronCardDrawn", "EventRevealed", "ThreatRevealed"} <= seen
