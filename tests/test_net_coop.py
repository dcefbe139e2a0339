"""A table together against the Baron through a real server on a free local port: created and
listed as co-op, played to its end by two players and a computer team-mate, watched by a
spectator; no message before the end tells a card still to be drawn, nor the order of any."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game.net.protocol import ProtocolError, game_from_view, parse_message
from game.rules.coop import events as C
from game.rules.coop.moves import Donate, Give
from game.rules.coop.state import CoopState
from game.rules.engine import Game
from game.rules.record import begin, record_from_json, replay, stir_before, verify
from game.rules.views import COUNTED, UNKNOWN
from game.ui.board.baron import chips
from tests.net_support import Probe, close_all, edition, hosted, play, run, seat, until

SECRET_DECKS = COUNTED[CoopState]
COOP_EVENTS = {name for name, cls in vars(C).items() if isinstance(cls, type)}


class Helpful(random.Random):
    """Random moves that mostly donate or give when they may, so both go over the wire."""

    def choice(self, seq: Any) -> Any:
        helping = [m for m in seq if isinstance(m, Donate | Give)]
        return super().choice(helping if helping and self.random() < 0.7 else seq)


def _over_at(raw: list[str]) -> int:
    return next(i for i, text in enumerate(raw) if text.startswith('{"type":"over"'))


def _server_states(raw_record: dict) -> list[Game]:
    """Every position the server's game was in, its hidden cards included (the record says
    them once the game is over)."""
    record = record_from_json(raw_record)
    game, _, stirs = begin(edition(), record.setup, record.dice)
    games = [game.clone()]
    for i, option in enumerate(record.options):
        stir_before(game, stirs, i)
        game.apply(option)
        games.append(game.clone())
    return games


def test_a_coop_table_is_played_to_its_end_and_keeps_the_cards_to_come_secret():
    with hosted(bot_think=0.05) as server:
        async def game() -> tuple[list[Probe], Probe, dict]:
            clients, code = await seat(server.url, ["open", "open", "bot:normal"],
                                       rules={"coop": "normal"})
            watcher = Probe(server.url, "Eve", clients[0].changed)
            await watcher.connect()
            await watcher.watch(code)
            listing = await clients[0].request({"type": "sync"})
            await play(clients, Helpful(7), timeout=600)
            await until(watcher.changed, lambda: watcher.view.final_hash is not None, "the end")
            await close_all([*clients, watcher])
            return clients, watcher, listing

        clients, watcher, _ = run(game())
    anna = clients[0]
    assert anna.view.info is not None and anna.view.info["coop"] == "normal"
    final = anna.view.final_record
    assert final["setup"]["coop"] == "normal"
    options = final["options"]
    assert any(o.startswith("donate:") for o in options), "a donation went over the wire"
    assert any(o.startswith("give:") for o in options), "a gift went over the wire"
    # the record replays to the end everyone holds; the outcome is the team's
    assert verify(edition(), record_from_json(final)) == [], "the fair dice check"
    replayed = replay(edition(), record_from_json(final))
    assert replayed.over and replayed.state.coop is not None
    assert replayed.state.coop.outcome in ("won", "lost")
    for client in [*clients, watcher]:
        assert client.view.matches_server, "players and spectator hold the server's end"
        assert client.view.state["coop"]["outcome"] == replayed.state.coop.outcome
        assert client.view.state == anna.view.state
    # what players see: the strip is drawn from the view alone
    shown = game_from_view(edition(), watcher.view.state)
    assert len(chips(shown)) >= 5
    _nothing_to_come_told(_server_states(final), [*clients, watcher])
    # every move that drew the Baron's card waited for the players' links, as a roll does
    record = record_from_json(final)
    game, _, stirs = begin(edition(), record.setup, record.dice)
    drawn = []
    for i, option in enumerate(record.options):
        stir_before(game, stirs, i)
        if any(isinstance(e, C.BaronCardDrawn) for e in game.apply(option)):
            drawn.append(i)
    assert record.dice is not None and len(drawn) >= 5
    assert set(drawn) <= {before for before, _ in record.dice.rolls}


def _nothing_to_come_told(games: list[Game], clients: list[Probe]) -> None:
    """No deck's cards to come, in their order, in any message; no event or request dealt and
    still face down named at all (by the position each message came at); every state's decks
    as counts of unknown cards."""
    # the next three to come of each deck of cards met once (the Baron's may repeat a card),
    # as a list's end would write them
    orders = {",".join(f'"{c}"' for c in getattr(g.state.coop, deck)[-3:]) + "]"
              for g in games for deck in SECRET_DECKS[1:]
              if g.state.coop and len(getattr(g.state.coop, deck)) >= 3}
    assert len(orders) >= 3  # at least the start's threats, requests and events
    checked = 0
    for client in clients:
        texts = client.raw[:_over_at(client.raw)]
        assert len(texts) > 50
        seq = 0
        for text in texts:
            assert not any(order in text for order in orders), text[:80]
            message = json.loads(text)
            if message["type"] in ("state", "moved"):
                seq = message["seq"]
            coop = games[seq].state.coop
            assert coop is not None
            told = json.dumps(_coop_parts(message))
            for card in [*coop.event_deck, *coop.request_deck]:
                assert f'"{card}"' not in told, (card, seq)
                checked += 1
            state = message.get("state") if message["type"] == "state" else None
            if state is not None:
                assert all(set(state["coop"][deck]) <= {UNKNOWN} for deck in SECRET_DECKS)
    assert checked > 500


def _coop_parts(value: Any) -> list[Any]:
    """Every co-op part of a message: the states' "coop" (whole or changed) and co-op events."""
    if isinstance(value, list):
        return [p for v in value for p in _coop_parts(v)]
    if not isinstance(value, dict):
        return []
    if value.get("event") in COOP_EVENTS:  # but a place, "E1", is not the event card E1
        return [{k: v for k, v in value.items() if k != "target"}]
    own = [value["coop"]] if "coop" in value else []
    return own + [p for k, v in value.items() if k != "coop" for p in _coop_parts(v)]


def test_a_one_seat_coop_table_plays_with_computer_team_mates():
    with hosted(bot_think=0.05) as server:
        async def game() -> Probe:
            clients, _ = await seat(server.url, ["open", "bot:random"], rules={"coop": "hard"})
            await play(clients, random.Random(3), timeout=600)
            await close_all(clients)
            return clients[0]

        anna = run(game())
        alone = run(_alone(server.url))
    assert anna.view.matches_server and anna.view.final_record["setup"]["coop"] == "hard"
    assert alone.view.info is not None and alone.view.info["players"] == 1


async def _alone(url: str) -> Probe:
    """One seat alone: a co-op table of 1 (a competitive one of 1 is refused)."""
    clients, _ = await seat(url, ["open"], rules={"coop": "normal"})
    refused = Probe(url, "Bruno", clients[0].changed)
    await refused.connect()
    with pytest.raises(Exception, match="2 to 4 seats"):
        await refused.create(["open"])
    with pytest.raises(Exception, match="no difficulty 'nightmare'"):
        await refused.create(["open", "open"], coop="nightmare")
    await close_all([*clients, refused])
    return clients[0]


@pytest.mark.parametrize("field", [{"coop": "Hard!"}, {"coop": 3}, {"coop": ""},
                                   {"chapter": {"number": 1}}, {"seats": []}])
def test_a_hostile_create_is_refused_in_words(field):
    message = {"type": "create", "name": "Anna", "seats": ["open", "open"], **field}
    with pytest.raises(ProtocolError, match="not valid"):
        parse_message(json.dumps(message))


def test_the_move_that_draws_the_barons_card_is_never_taken_back():
    """Taken back, it would tell the card to come (at one screen as at a hosted table)."""
    from game.rules.engine import Setup
    from game.session import Seat, Session

    session, _ = Session.start(edition(), Setup(("Anna", "Bruno"), 5, coop="normal"),
                               [Seat("Anna"), Seat("Bruno")])
    rnd = random.Random(1)
    while True:
        player = session.game.decision.player
        events = session.apply(rnd.choice(session.game.options()))
        if any(isinstance(e, C.BaronCardDrawn) for e in events):
            break
        assert not session.game.over
    assert not session.can_undo(by=player)


def test_a_clients_game_from_a_hidden_view_plays_on_through_the_barons_turns():
    """The Hint searches a client's game: its unknown cards are stand-ins it can play on with,
    and the view keeps every count the strip shows."""
    from game.ai import make_bot
    from game.net.protocol import view_of
    from game.rules.engine import Setup

    server, _ = Game.new(edition(), Setup(("Anna", "Bruno"), 11, coop="normal"))
    view = view_of(server.state)
    assert set(view["coop"]["event_deck"]) == {UNKNOWN}
    client = game_from_view(edition(), view)
    c, real = client.state.coop, server.state.coop
    assert c is not None and real is not None
    for deck in SECRET_DECKS:
        assert len(getattr(c, deck)) == len(getattr(real, deck)) > 0
    assert make_bot("hard", 1, 0.05).choose(client) in client.options()
    rnd = random.Random(2)
    while not client.over:
        client.apply(rnd.choice(client.options()))
    assert client.state.coop is not None and client.state.coop.outcome in ("won", "lost")


def test_a_coop_table_kept_on_disk_plays_on_after_the_server_starts_again(tmp_path):
    """Its difficulty is stored with it: the game replayed from the store is the same game."""
    from game.net.protocol import view_of
    from game.net.store import Store
    from game.net.table import ServerTable

    store = Store(tmp_path / "tables.db")
    table, _ = ServerTable.create(store, edition(), "Anna", ["open", "bot:random"], False,
                                  rules={"coop": "hard"})
    table.ready(0, True)
    assert table.start(0) is not None  # nobody committed to a chain: it starts at once
    rnd = random.Random(8)
    while table.seq < 40:
        decision = table.game.decision
        table.play(decision.player, str(rnd.choice(decision.options)), table.seq,
                   by_bot=decision.player == 1)
    store.close()
    again = Store(tmp_path / "tables.db")
    record = again.load(table.code)
    assert record is not None and record.rules == {"coop": "hard"}
    back = ServerTable(again, edition(), record)
    assert back.info()["coop"] == "hard"
    assert view_of(back.game.state) == view_of(table.game.state)
    assert back.game.state.coop is not None and back.game.state.coop.difficulty == "hard"
