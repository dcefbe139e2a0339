"""Record the corpus of random games that tests/test_corpus.py replays.

    python tools/make_corpus.py [--out tests/fixtures/corpus]

Each file holds a game record (shipped edition, random legal moves from the seed) with the state
hash every CHECKPOINT moves and at the end. Rerun only when the rules change on purpose: the
corpus is what proves that speed work leaves every record and result as it was.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from game.cli import play_random
from game.edition_loader import load_edition
from game.rules.engine import Game
from game.rules.record import state_hash

CHECKPOINT = 100  # moves between stored hashes: a divergence is found near where it starts
GAMES = {2: range(1, 11), 3: range(101, 111), 4: range(201, 211)}  # players: seeds


def corpus_entry(edition, players: int, seed: int) -> dict:
    game, record = play_random(edition, players, seed)
    replayed, _ = Game.new(edition, record.setup)
    hashes = {}
    for i, move in enumerate(record.options, 1):
        replayed.apply(move)
        if i % CHECKPOINT == 0:
            hashes[str(i)] = state_hash(replayed)
    hashes[str(len(record.options))] = state_hash(game)
    return {"record": record.to_json(), "hashes": hashes,
            "scores": [p.score for p in game.state.players], "winners": game.state.winners}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="tests/fixtures/corpus")
    out = Path(parser.parse_args().out)
    out.mkdir(parents=True, exist_ok=True)
    edition = load_edition()
    for players, seeds in GAMES.items():
        for seed in seeds:
            entry = corpus_entry(edition, players, seed)
            path = out / f"p{players}-s{seed}.json"
            path.write_text(json.dumps(entry, separators=(",", ":")) + "\n")
            print(path, len(entry["record"]["options"]), "moves")


if __name__ == "__main__":
    main()
