"""The hard bot's search helpers: the remembered die values answer exactly what the rules-based
die_values answers, and are looked up far more often than computed."""

from __future__ import annotations

import random

import pytest

from game.ai import make_bot
from game.ai.dice_worth import DieValueMemo, die_values
from game.rules.engine import Game, Setup
from tests.scenario import NAMES, edition


@pytest.mark.parametrize("players", [2, 3, 4])
def test_remembered_die_values_match_the_rules_everywhere(players):
    game, _ = Game.new(edition(), Setup(NAMES[:players], 90 + players))
    memo = DieValueMemo(game.layout)
    rng = random.Random(players)
    normal = make_bot("normal", 5)
    asked = 0
    while not game.over:
        st = game.state
        for p in range(players):
            for this_turn in (False, True):
                assert list(memo(st, p, this_turn)) == die_values(game.layout, st, p, this_turn)
                asked += 1
        # half the moves at random (odd positions), half as a bot plays (usual positions)
        move = rng.choice(game.options()) if rng.random() < 0.5 else normal.choose(game)
        game.apply(move)
    assert len(memo.known) < asked / 2  # most answers were looked up


def test_a_full_memory_forgets_and_still_answers_right():
    game, _ = Game.new(edition(), Setup(NAMES[:2], 7))
    memo = DieValueMemo(game.layout)
    memo.LIMIT = 3
    rng = random.Random(1)
    for _ in range(40):
        for p in range(2):
            assert list(memo(game.state, p)) == die_values(game.layout, game.state, p)
        assert len(memo.known) <= 3
        game.apply(rng.choice(game.options()))
