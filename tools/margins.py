"""The winner's lead over the second in normal-bot games, by player count: the figures the
campaign's total-victory margins (data/campaign/campaign.yaml) were chosen from.

    python tools/margins.py --games 200 --seed 1 [--players 2,3,4]

Prints, per player count, the leads' quartiles and the share of games whose lead reaches each
candidate margin.
"""

from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.arena import GameResult, run_arena  # noqa: E402


def leads(players: int, games: int, seed: int, verbose: bool = False) -> list[int]:
    found: list[int] = []

    def note(result: GameResult) -> None:
        best, second = sorted(result.scores, reverse=True)[:2]
        found.append(best - second)
        if verbose:
            print(f"players={players} seed={result.seed} lead={best - second}", flush=True)

    run_arena(players, ["normal"] * players, games, seed, on_game=note)
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--each", action="store_true", help="also print each game's lead")
    args = parser.parse_args()
    for n in (int(x) for x in args.players.split(",")):
        found = sorted(leads(n, args.games, args.seed, args.each))
        quart = [found[len(found) * k // 4] for k in (1, 2, 3)]
        shares = " ".join(f">={m}:{sum(x >= m for x in found) / len(found):.2f}"
                          for m in range(4, 51, 3))
        print(f"players={n} games={len(found)} lead_q1/median/q3={quart} {shares}", flush=True)


if __name__ == "__main__":
    main()
