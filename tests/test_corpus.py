"""The recorded corpus (tools/make_corpus.py): 30 random games on the tests' own edition
(tests/fixtures/edition, which the corpus was recorded on) replay to the same state hashes and
results, and random play from the same seeds makes the same records — so the engine's speed work
changes neither the rules nor the order of the options, and correcting data/ changes neither."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.cli import play_random
from game.rules.engine import Game
from game.rules.record import record_from_json, state_hash

CORPUS = sorted((Path(__file__).parent / "fixtures" / "corpus").glob("*.json"))


def test_the_corpus_covers_every_table_size():
    sizes = [len(json.loads(p.read_text())["record"]["setup"]["names"]) for p in CORPUS]
    assert len(CORPUS) == 30 and {sizes.count(n) for n in (2, 3, 4)} == {10}


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.stem)
def test_a_recorded_game_replays_to_its_hashes(path, edition):
    entry = json.loads(path.read_text())
    record = record_from_json(entry["record"])
    game, _ = Game.new(edition, record.setup)
    seen = {}
    for i, move in enumerate(record.options, 1):
        game.apply(move)
        if str(i) in entry["hashes"]:
            seen[str(i)] = state_hash(game)
    assert seen == entry["hashes"]
    assert game.over
    assert [p.score for p in game.state.players] == entry["scores"]
    assert game.state.winners == entry["winners"]


@pytest.mark.parametrize("path", CORPUS[::5], ids=lambda p: p.stem)
def test_random_play_makes_the_same_record(path, edition):
    entry = json.loads(path.read_text())
    setup = entry["record"]["setup"]
    _, record = play_random(edition, len(setup["names"]), setup["seed"])
    assert record.options == entry["record"]["options"]
