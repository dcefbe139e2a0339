"""How the bots play: per bot, the mean per game of each scoring category and of a few habits
(dice lost, tiles lost, novices sent, missions, personal dice, tokens left over).

    python tools/bot_stats.py --players 2 --bots normal,random --games 20 --seed 1 [--think 0.2]

Seats are rotated as in the arena. The figures show whether a bot wastes dice, sends novices,
goes for missions and windows, and which categories its points come from.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import make_bot  # noqa: E402
from game.arena import NAMES, bot_seed, contestants  # noqa: E402
from game.edition_loader import load_edition  # noqa: E402
from game.rules import events as E  # noqa: E402
from game.rules.constants import SCORE_CATEGORIES  # noqa: E402
from game.rules.edition import Edition  # noqa: E402
from game.rules.engine import Game, Setup  # noqa: E402

Sums = dict[str, dict[str, float]]


def count_event(s: dict[str, float], ev: E.Event) -> None:
    """Add the habit an event shows to its player's sums."""
    if isinstance(ev, E.DieLost):
        s["dice_lost"] += 1
    elif isinstance(ev, E.GlassLost):
        s["glass_lost"] += 1
    elif isinstance(ev, E.NoviceSent):
        s["novices_sent"] += 1
    elif isinstance(ev, E.MissionCompleted):
        s["missions_done"] += 1
    elif isinstance(ev, E.GlassBuilt):
        s["tiles"] += 1
    elif isinstance(ev, E.PointsScored) and ev.category == "window":
        s["window_lines"] += 1


def play_one(edition: Edition, bots: list[str], names: list[str], i: int, seed: int,
             think: float | None, sums: Sums) -> None:
    """Game i, seats rotated as in the arena, its figures added to the sums per bot."""
    n = len(bots)
    seating = [(j + i) % n for j in range(n)]
    players = [make_bot(bots[c], bot_seed(seed, i, c), think) for c in seating]
    game, _ = Game.new(edition, Setup(NAMES[:n], seed + i, first=0))
    while not game.over:
        move = players[game.decision.player].choose(game)
        for ev in game.apply(move):
            if ev.player is not None:
                count_event(sums[names[seating[ev.player]]], ev)
    st = game.state
    for seat, c in enumerate(seating):
        s = sums[names[c]]
        s["games"] += 1
        s["score"] += st.players[seat].score
        s["won"] += seat in st.winners
        for category in SCORE_CATEGORIES:
            s[category] += st.final[category][seat]
        s["personal_dice"] += st.players[seat].personal_dice
        s["tokens_left"] += sum(st.players[seat].tokens.values())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--bots", required=True)
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--think", type=float, default=None)
    args = ap.parse_args(argv)
    bots = args.bots.split(",")
    names = [c.name for c in contestants(bots)]
    edition = load_edition()
    sums: Sums = defaultdict(lambda: defaultdict(float))
    for i in range(args.games):
        play_one(edition, bots, names, i, args.seed, args.think, sums)
    keys = ["score", "won", *SCORE_CATEGORIES, "novices_sent", "missions_done", "tiles",
            "window_lines", "personal_dice", "tokens_left", "dice_lost", "glass_lost"]
    for name in names:
        s = sums[name]
        games = s["games"] or 1
        print(f"bot={name} games={int(s['games'])} "
              + " ".join(f"{k}={s[k] / games:.2f}" for k in keys))
    return 0


if __name__ == "__main__":
    sys.exit(main())
