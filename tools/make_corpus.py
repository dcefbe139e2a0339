"""Record the corpus of random games that tests/test_corpus.py replays.

    python tools/make_corpus.py [--edition tests/fixtures/edition] [--out tests/fixtures/corpus]

Each file holds a game record (random legal moves from the seed, on the tests' own edition
tests/fixtures/edition unless --edition names another folder of edition files) with the state
hash every CHECKPOINT moves and at the end. The tests replay it on that same edition, so
correcting data/ leaves the corpus as it is. Rerun only when the rules change on purpose: the
corpus is what proves that speed work leaves every record and result as it was.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the game beside this tool, not another installed copy

from game.cli import play_random  # noqa: E402
from game.edition_loader import DataError, load_edition  # noqa: E402
from game.rules.engine import Game  # noqa: E402
from game.rules.record import state_hash  # noqa: E402

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
    parser.add_argument("--edition", default=ROOT / "tests" / "fixtures" / "edition",
                        help="the folder of edition files the games are played on")
    parser.add_argument("--out", default=ROOT / "tests" / "fixtures" / "corpus")
    args = parser.parse_args()
    try:
        edition = load_edition(Path(args.edition))
    except DataError as error:
        sys.exit(f"error: {error}")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for players, seeds in GAMES.items():
        for seed in seeds:
            entry = corpus_entry(edition, players, seed)
            path = out / f"p{players}-s{seed}.json"
            path.write_text(json.dumps(entry, separators=(",", ":")) + "\n")
            print(path, len(entry["record"]["options"]), "moves")


if __name__ == "__main__":
    main()
