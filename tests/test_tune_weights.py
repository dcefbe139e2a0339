"""The weight-tuning script (tools/tune_weights.py): a trial's weights hold only for its own
bot's decisions, and the same arguments give the same trials."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from game.ai import dice_worth, weights
from game.rules.engine import Game, Setup
from tests.scenario import NAMES, edition

TOOL = Path(__file__).resolve().parents[1] / "tools" / "tune_weights.py"


@pytest.fixture(scope="module")
def tune():
    spec = importlib.util.spec_from_file_location("tune_weights", TOOL)
    module = importlib.util.module_from_spec(spec)
    sys.modules["tune_weights"] = module
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop("tune_weights", None)


def test_a_trial_bot_decides_with_its_own_weights_and_puts_them_back(tune, monkeypatch):
    game, _ = Game.new(edition(), Setup(NAMES[:2], 3))
    seen = []
    real = tune.NormalBot.choose

    def spy(bot, game, stop=None):
        seen.append((weights.SEND_DIE, dice_worth.SEND_DIE))
        return real(bot, game, stop)

    monkeypatch.setattr(tune.NormalBot, "choose", spy)
    shipped = tune.shipped()
    bot = tune.WeightedBot(1, {**shipped, "SEND_DIE": 9.5})
    move = bot.choose(game)
    assert move in game.options()
    assert seen == [(9.5, 9.5)]  # where the value function reads it
    assert (weights.SEND_DIE, dice_worth.SEND_DIE) == (shipped["SEND_DIE"],) * 2


def test_the_same_arguments_give_the_same_trials(tune, capsys):
    args = ["--players", "2", "--games", "1", "--trials", "2", "--seed", "4"]
    tune.main(args)
    first = capsys.readouterr().out
    tune.main(args)
    assert capsys.readouterr().out == first
    assert first.startswith("trial=1 STEP_VALUE=0.7 share=")
    assert "trial=2 STEP_VALUE=1.3" in first and first.count("trial=") == 2


def test_hopeful_changes_are_tried_together_and_kept_only_if_clearly_better(tune, monkeypatch):
    tried = []

    def match(edition, players, seeds, trial, base):
        tried.append((seeds, trial))
        return 0.6, 3.0, 1.0  # better by three standard errors

    monkeypatch.setattr(tune, "match", match)
    args = tune.argparse.Namespace(players=2, games=10, seed=5)
    best = tune.shipped()
    kept = tune.combined(None, args, best, {"SEND_DIE": (5.0, 1.5), "ROAD_STEP": (0.2, 1.2)})
    assert kept == {**best, "SEND_DIE": 5.0, "ROAD_STEP": 0.2}
    assert tried[0][0] == range(15, 45)  # fresh seeds, after the search's
    assert tune.combined(None, args, best, {}) is best
