"""Measure co-op games of computer teams, one JSON line per game, and suggest targets.

    python tools/coop_balance.py --players 1,2,3,4 --difficulty normal --games 300 --seed 1 \
        --out /tmp/coop-normal.jsonl
    python tools/coop_balance.py --summary /tmp/coop-normal.jsonl --share 0.55

A game's line holds the team's total, the Baron novices on the board at the end and how it
ended. The target never changes how the bots play (their value is the team's total), so the
share of games a target would win is read off these lines without playing again: `--summary`
prints, per team size, the base target (the difficulty's target before the Baron novices) that
wins the asked share. The same seeds replayed by `python -m game.cli coop` give the same games.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.coop_run import play_coop  # noqa: E402
from game.edition_loader import load_edition  # noqa: E402
from game.rules.constants import BARON  # noqa: E402


def measure(args: argparse.Namespace) -> None:
    edition = load_edition()
    assert edition.coop is not None
    with open(args.out, "a", encoding="utf-8") as out:
        for players in [int(p) for p in args.players.split(",")]:
            for i in range(args.games):
                game, _ = play_coop(edition, players, [args.bots] * players, args.difficulty,
                                    args.seed + i, args.think)
                st = game.state
                c = st.coop
                assert c is not None
                novices = (list(st.buildings.values()).count(BARON)
                           + sum(o.count(BARON) for o in st.chapels.values()))
                out.write(json.dumps({
                    "players": players, "difficulty": args.difficulty, "bots": args.bots,
                    "seed": args.seed + i, "total": c.total, "target": c.target,
                    "base": edition.coop.difficulties[args.difficulty].target[players - 1],
                    "novices": novices, "reason": c.reason, "met": c.met, "failed": c.failed,
                    "answered": c.answered, "missed": c.missed,
                    "events_left": len(c.event_deck)}) + "\n")
                out.flush()


def summary(path: str, share: float) -> None:
    games = [json.loads(line) for line in open(path, encoding="utf-8")]
    for players in sorted({g["players"] for g in games}):
        mine = [g for g in games if g["players"] == players]
        level = mine[0]["difficulty"]
        ran_out = sum(g["reason"] == "events_ran_out" for g in mine)
        # the total net of the Baron novices' part of the target, for the games that ran on:
        # such a game is won when this reaches the base target
        net = sorted(g["total"] - (g["target"] - g["base"]) for g in mine
                     if g["reason"] != "events_ran_out")
        base_part = [g["target"] for g in mine]
        wins = round(share * len(mine))
        best = net[len(net) - wins] if 0 < wins <= len(net) else None

        def mean(key: str, mine: list[dict] = mine) -> float:
            return sum(g[key] for g in mine) / len(mine)

        print(f"players={players} difficulty={level} games={len(mine)} ran_out={ran_out} "
              f"won_now={sum(g['reason'] == 'target_reached' for g in mine)} "
              f"mean_total={mean('total'):.1f} mean_target={sum(base_part) / len(mine):.1f} "
              f"novices={mean('novices'):.2f} met={mean('met'):.2f} failed={mean('failed'):.2f} "
              f"answered={mean('answered'):.2f} missed={mean('missed'):.2f} "
              f"total_for_share={best}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", default="1,2,3,4")
    parser.add_argument("--difficulty", default="normal")
    parser.add_argument("--bots", default="normal")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think", type=float, default=None)
    parser.add_argument("--out", default="coop-balance.jsonl")
    parser.add_argument("--summary", metavar="FILE")
    parser.add_argument("--share", type=float, default=0.55)
    args = parser.parse_args()
    if args.summary:
        summary(args.summary, args.share)
    else:
        measure(args)


if __name__ == "__main__":
    main()
