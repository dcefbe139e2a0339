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


def test_a_game_between_weights_is_the_same_every_time(tune):
    base = tune.shipped()
    trial = {**base, "GLASS_DIE": 2.0}
    first = tune.play(edition(), 2, 7, trial, base, 1)
    assert tune.play(edition(), 2, 7, trial, base, 1) == first
    assert first[0] in (0.0, 0.5, 1.0) and first[1] == int(first[1])


def test_search_keeps_clear_gains_and_tries_the_hopeful_ones_together(tune, monkeypatch, capsys):
    def match(edition, players, seeds, trial, base):
        if trial["GLASS_DIE"] > base["GLASS_DIE"]:
            return 0.6, 5.0, 1.0  # clearly better
        if trial["YELLOW_DIE"] > base["YELLOW_DIE"]:
            return 0.55, 1.5, 1.0  # hopeful: better by 1.5 standard errors
        return 0.4, -1.0, 1.0

    monkeypatch.setattr(tune, "match", match)
    args = tune.argparse.Namespace(players=2, games=2, trials=18, seed=1, step=0.3)
    best = tune.search(None, args)
    assert best == {**tune.shipped(), "GLASS_DIE": round(tune.shipped()["GLASS_DIE"] * 1.3, 3)}
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[1] for line in lines if "kept" in line.split()] == ["GLASS_DIE=3.9"]
    assert lines[-1].startswith("combined YELLOW_DIE=1.3 ") and lines[-1].endswith("dropped")


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
