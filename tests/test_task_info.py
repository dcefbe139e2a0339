"""The typed records of tasks and decisions (game/rules/task_info.py): the record each kind of
decision shows, and the plain dicts saves and the network have always kept for them."""

from __future__ import annotations

import json
import random

import pytest

from game.rules.engine import Game, Setup
from game.rules.moves import Reroll
from game.rules.state import Task, state_from_json, to_json
from game.rules.task_info import (
    NO_INFO,
    ExtraInfo,
    GlassInfo,
    NewDieInfo,
    NoInfo,
    RoadInfo,
    SendInfo,
    UseInfo,
    info_from_json,
    info_to_json,
)
from tests.scenario import NAMES, edition, new_game, task

RECORD_OF_KIND = {
    "place": NoInfo, "take": NoInfo, "bonus_action": NoInfo, "bonus_token": NoInfo,
    "bonus_soup": NoInfo, "bonus_die": NoInfo, "use": UseInfo, "send": SendInfo,
    "extra": ExtraInfo, "glass": GlassInfo, "new_die": NewDieInfo,
}
RARE = {"extra", "new_die"}  # seldom met in random games: set up below


def test_each_kind_of_decision_shows_its_own_record():
    seen = set()
    for seed in range(12):
        game, _ = Game.new(edition(), Setup(NAMES[:3], seed))
        rng = random.Random(seed)
        while not game.over:
            decision = game.decision
            assert type(decision.info) is RECORD_OF_KIND[decision.kind], decision.kind
            if decision.kind == "use":
                turn = game.state.turn
                assert decision.info == UseInfo(turn.column, len(turn.dice))
            seen.add(decision.kind)
            keep = [m for m in decision.options if not isinstance(m, Reroll)]
            game.apply(rng.choice(keep if seed % 2 else decision.options))
        if seen == set(RECORD_OF_KIND) - RARE:
            break
    assert seen >= set(RECORD_OF_KIND) - RARE


def test_the_rarer_decisions_show_their_records():
    game = new_game()
    task(game, "extra", row=2)
    assert game.decision.kind == "extra" and game.decision.info == ExtraInfo(2)
    game = new_game()
    game.state.players[0].reroll_active = True
    task(game, "bonus_die")
    game.apply("die:take")
    value = game.state.players[0].hand[-1].value
    assert game.decision.kind == "new_die" and game.decision.info == NewDieInfo(value)


@pytest.mark.parametrize(("kind", "info", "raw"), [
    ("place", NO_INFO, {}),
    ("bonus_die", NO_INFO, {}),
    ("send", SendInfo(1), {"discount": 1}),
    ("extra", ExtraInfo(3), {"row": 3}),
    ("glass", GlassInfo(("A", "C")), {"monasteries": ["A", "C"]}),
    ("new_die", NewDieInfo(5), {"value": 5}),
    ("road_glass", RoadInfo(7), {"space": 7}),
])
def test_a_record_is_kept_as_the_dict_saves_have_always_had(kind, info, raw):
    assert info_to_json(info) == raw
    assert info_from_json(kind, json.loads(json.dumps(raw))) == info
    state = new_game().state
    state.stack = [Task(kind, 1, info)]
    kept = json.loads(json.dumps(to_json(state)))
    assert kept["stack"] == [{"kind": kind, "player": 1, "data": raw}]
    assert state_from_json(kept).stack == [Task(kind, 1, info)]


@pytest.mark.parametrize(("kind", "raw", "error"), [
    ("send", {}, KeyError),
    ("glass", {"row": 1}, KeyError),
    ("take", {"discount": 1}, TypeError),
])
def test_a_record_of_the_wrong_shape_is_refused(kind, raw, error):
    with pytest.raises(error):
        info_from_json(kind, raw)
