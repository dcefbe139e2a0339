"""The typed moves: their text form, the engine's answers to each question, and records written
before the moves were typed."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import moves
from game.rules.edition import Effect, Trade
from game.rules.engine import Game, Setup
from game.rules.moves import ANSWERS, MoveError, parse
from game.rules.record import RecordError, record_from_json, replay, state_hash
from game.rules.state import to_json
from game.rules.tasks import TASKS
from tests.scenario import NAMES, edition

LEGACY = Path(__file__).parent / "fixtures" / "legacy"
MOVE_CLASSES = {moves.Place, moves.Reroll, moves.Take, moves.Act, moves.Send, moves.Extra,
                moves.SkipExtra, moves.Glass, moves.Bonus, moves.RoadDie, moves.NewDie}


def _random_games(players: int, seeds: range):
    """Every decision of random games: (game, options) before each move is applied. Odd seeds
    never reroll, so that a reroll is left when a new personal die asks for one."""
    for seed in seeds:
        game, _ = Game.new(edition(), Setup(NAMES[:players], seed))
        rng = random.Random(seed)
        while not game.over:
            options = game.options()
            yield game, options
            keep = [m for m in options if not isinstance(m, moves.Reroll)] if seed % 2 else []
            game.apply(rng.choice(keep or options))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_option_prints_and_parses_back_and_answers_its_question(players):
    seen: set[type] = set()
    for game, options in _random_games(players, range(6)):
        kind = game.decision.kind
        for move in options:
            assert isinstance(move, ANSWERS[kind]), (kind, move)
            assert parse(str(move)) == move
            assert hash(parse(str(move))) == hash(move)
            seen.add(type(move))
    assert len(seen) >= 8  # most kinds of move were reached


def test_random_games_reach_every_kind_of_move():
    seen: set[type] = set()
    for _, options in _random_games(2, range(200)):
        seen.update(type(m) for m in options)
        if seen == MOVE_CLASSES:
            break
    assert seen == MOVE_CLASSES


def test_record_texts_are_the_ones_saves_have_always_kept():
    assert [str(m) for m in (
        moves.Place(3),
        moves.Reroll((moves.RerollGroup(2, False, 1), moves.RerollGroup(5, True, 2))),
        moves.Take(5, 2), moves.Take(6, 1, "C"), moves.Act("A0"), moves.Act("C2", ("soup",)),
        moves.Act("E1", trade=Trade("soup", "tool")), moves.Act("C2", ("soup", "tool")),
        moves.Send(2, "B", "C4"), moves.Extra(3, "B-chapel"), moves.SkipExtra(),
        moves.Glass("B", 1, "row"), moves.Bonus("rosary"), moves.Bonus("tool", "soup"),
        moves.RoadDie(True), moves.RoadDie(False), moves.NewDie(False), moves.NewDie(True),
    )] == ["place:3", "reroll:2nx1,5px2", "take:5:2", "take:6:C", "act:A0", "act:C2:soup",
           "act:E1:soup>tool", "act:C2:soup+tool", "send:2B:C4", "extra:3:B-chapel",
           "extra:skip", "glass:B:1:row", "bonus:rosary", "bonus:soup>tool", "die:take",
           "die:points", "new_die:keep", "new_die:reroll"]


@pytest.mark.parametrize("text", [
    "", "place", "place:7", "place:0", "place:x", "reroll:", "reroll:2qx1", "reroll:2nx0",
    "take:6:Z", "take:7:1", "take:5", "act:", "act:Z1", "act:C2:a:b", "send:2B", "send:9B:C4",
    "send:2Z:C4", "extra:3", "glass:Q:1:row", "glass:B:1:diag", "glass:B:4:row", "die:maybe",
    "new_die:", "bonus:", "move:1", "place:3:3", "x" * 65, "act:C2:soup+", "act:C2:+tool",
    "act:E1:soup>", "act:E1:>tool", "act:E1:soup>tool>book", "act:E1:soup+rosary>tool",
    "bonus:soup+tool",
])
def test_a_text_that_is_no_move_is_refused_in_words(text):
    with pytest.raises(MoveError, match=r"\S"):
        parse(text)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="placerotkdgsnwxbum_:0123456789ABCDEFn>+-", max_size=24))
def test_parse_accepts_or_refuses_any_text(text):
    try:
        move = parse(text)
    except MoveError:
        return
    assert parse(str(move)) == move


TOKEN_NAMES = st.text(alphabet="abcdefghijklmnopqrstuvwxyz_0123456789", min_size=1, max_size=8)
ACTIONS = st.builds(lambda column, row: f"{column}{row}", st.sampled_from("ABCDE"),
                    st.integers(0, 3))


@given(ACTIONS, st.lists(TOKEN_NAMES, max_size=4).map(tuple))
def test_an_act_with_a_bundle_prints_and_parses_back(action, bundle):
    act = moves.Act(action, bundle)
    assert parse(str(act)) == act
    assert str(act) == (f"act:{action}:{'+'.join(bundle)}" if bundle else f"act:{action}")
    assert act.choice == "+".join(bundle) and act.trade is None


@given(ACTIONS, TOKEN_NAMES, TOKEN_NAMES)
def test_an_act_with_a_trade_prints_and_parses_back(action, give, get):
    act = moves.Act(action, trade=Trade(give, get))
    assert str(act) == f"act:{action}:{give}>{get}"
    assert parse(str(act)) == act
    assert act.choice == f"{give}>{get}" and act.bundle == ()


def test_listed_choices_are_the_actions_bundles_and_trades():
    seen = set()
    for game, options in _random_games(3, range(40)):
        if {Effect.TAKE_ONE_OF, Effect.EXCHANGE} <= seen:
            break
        for move in options:
            if not isinstance(move, moves.Act):
                continue
            action = game.layout.edition.actions[move.action]
            seen.add(action.effect)
            if action.effect is Effect.TAKE_ONE_OF:
                assert move.trade is None
                assert move.bundle in [tuple(t for t, _ in b) for b in action.choices]
            elif action.effect is Effect.EXCHANGE:
                assert move.bundle == () and move.trade in action.trades
            else:
                assert move.bundle == () and move.trade is None and move.choice == ""
    assert {Effect.TAKE_ONE_OF, Effect.EXCHANGE} <= seen


@pytest.mark.parametrize("players", [2, 3, 4])
def test_listing_options_changes_nothing(players):
    checked = 0
    for game, _ in _random_games(players, range(3)):
        task = game.state.stack[-1]
        before = json.dumps(to_json(game.state))
        listed = TASKS[task.kind].options(game, task)
        assert json.dumps(to_json(game.state)) == before
        assert listed == game.options()
        checked += 1
    assert checked > 300


@pytest.mark.parametrize("name", ["record-2p.json", "record-3p.json", "record-4p.json"])
def test_records_written_before_typed_moves_replay_to_the_same_state(name):
    expected = json.loads((LEGACY / "hashes.json").read_text())[name]
    record = record_from_json(json.loads((LEGACY / name).read_text()))
    assert state_hash(replay(edition(), record)) == expected


def test_a_record_with_a_move_the_corrections_forbid_is_refused_in_one_line():  # R-ACT-11
    record = record_from_json(json.loads((LEGACY / "record-illegal-joker.json").read_text()))
    with pytest.raises(RecordError) as refused:
        replay(edition(), record)
    message = str(refused.value)
    assert "\n" not in message and "take:6:A" in message and "option 64" in message


def test_a_save_written_before_typed_moves_loads_to_the_same_state(tmp_path):
    from game import storage

    expected = json.loads((LEGACY / "hashes.json").read_text())["save-3p-midgame.json"]
    session = storage.load(LEGACY / "save-3p-midgame.json", edition())
    assert state_hash(session.game) == expected
    assert [s.kind for s in session.seats] == ["human", "normal", "normal"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_quick_checks_agree_with_the_full_listings(players):
    """can_send, has_action and fresh_turn answer exactly what the full listings would."""
    from dataclasses import replace

    from game.rules.actions import action_options, has_action
    from game.rules.edition import COLUMNS
    from game.rules.sending import can_send, send_options
    from game.rules.state import TurnState

    checked = fresh = 0
    for game, _ in _random_games(players, range(3)):
        st_, lay = game.state, game.layout
        for p in range(players):
            for discount in (0, 1):
                assert can_send(lay, st_, p, discount) == bool(send_options(lay, st_, p, discount))
            for column in COLUMNS:
                assert has_action(lay, st_, p, column) == bool(
                    action_options(lay, st_, p, (column,)))
            anew = replace(st_, turn=TurnState())
            assert action_options(lay, st_, p, COLUMNS, fresh_turn=True) == action_options(
                lay, anew, p, COLUMNS)
            checked += 1
            fresh += bool(st_.turn.used_once)
    assert checked > 100 and fresh > 0
