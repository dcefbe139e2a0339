"""The hard bot's search helpers: the remembered die values answer exactly what the rules-based
die_values answers, and are looked up far more often than computed; simulations are scored by
the lead over the best other player."""

from __future__ import annotations

import random

import pytest

from game.ai import make_bot
from game.ai.dice_worth import DieValueMemo, die_values
from game.ai.hard_bot import HardBot
from game.ai.normal_bot import decision_rng
from game.ai.value import Evaluator
from game.compiled import running_compiled
from game.rules.engine import Game, Setup
from tests.plain import run_plain
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


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_search_scores_against_the_best_other_player(players):
    """Simulations end scored by the lead over the best other player: with 2 players that is
    the value function itself; with more, the trailing players do not count."""
    game, _ = Game.new(edition(), Setup(NAMES[:players], 30 + players))
    evaluator = Evaluator(game)
    rng = random.Random(players)
    differed = 0
    while not game.over:
        values = evaluator.values(game)
        for p in range(players):
            best_other = max(v for q, v in enumerate(values) if q != p)
            assert evaluator.lead(game, p) == pytest.approx(values[p] - best_other)
            if players == 2:
                assert evaluator.lead(game, p) == pytest.approx(evaluator.value(game, p))
            differed += evaluator.lead(game, p) != pytest.approx(evaluator.value(game, p))
        game.apply(rng.choice(game.options()))
    assert (differed > 0) == (players > 2)


def test_the_hard_bot_ranks_its_simulations_by_the_lead():
    """Scoring the simulations' ends by the lead is what the hard bot's choice follows: told
    that every end is worth the same whatever happened, it keeps the normal bot's favourite.
    Compiled code calls the evaluator directly, past a patch: the test runs on plain modules."""
    run_plain("tests/test_ai_search.py::test_the_hard_bot_follows_a_patched_lead")


def test_the_hard_bot_follows_a_patched_lead(monkeypatch):
    if running_compiled():
        pytest.skip("run on plain modules by test_the_hard_bot_ranks_its_simulations_by_the_lead")
    game, _ = Game.new(edition(), Setup(NAMES[:3], 12))
    rng = random.Random(4)
    while game.decision.kind != "take" or game.state.year < 2:
        game.apply(rng.choice(game.options()))
    bot = HardBot(3, 0.3)
    asked = []

    def flat(self, position, p):
        asked.append(p)
        return 0.0

    monkeypatch.setattr(Evaluator, "lead", flat)
    favourite = bot.normal.rank(game, decision_rng(3, game))[0][1]
    assert bot.choose(game) == favourite
    assert asked and set(asked) == {game.decision.player}
