"""The console's campaign command (R-CAMP-*): whole campaigns of computer players.

    python -m game.cli campaign --players 2 --bots normal,hard --seed 1 [--save FILE]
    python -m game.cli campaign --players 3 --bots normal,normal,hard --campaigns 200 --seed 1

One campaign prints each chapter's result and the standings. With --campaigns K it plays K of
them (campaign i uses the seed `seed + i` and seats the bots rotated by i, as the arena does),
prints a line per campaign as it ends, then per objective Volume: how often it was dealt face
up, how often it was taken (and the share of the chapters it was dealt in), and by which bot
levels; then the share of total victories per chapter and the campaigns won per bot level.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

from game.ai import LEVELS
from game.rules.edition import Edition

from .between import campaign_winners, standings
from .play import play_campaign
from .state import CampaignState
from .volumes import CHAPTERS, CampaignBook, DataError, load_campaign


def add_parser(sub: argparse._SubParsersAction) -> None:
    camp = sub.add_parser("campaign", help="whole campaigns of three chapters played by bots")
    camp.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    camp.add_argument("--bots", required=True, metavar="A,B[,C,D]",
                      help="one level per seat: random, normal or hard")
    camp.add_argument("--seed", type=int, default=1)
    camp.add_argument("--campaigns", type=int, default=0, metavar="K",
                      help="play K campaigns and print how often each Volume was taken")
    camp.add_argument("--think", type=float, default=None, metavar="SECONDS",
                      help="the hard bot's thinking budget per decision")
    camp.add_argument("--save", metavar="FILE", help="write the (single) campaign's file here")


def cmd_campaign(args: argparse.Namespace, edition: Edition) -> int:
    levels = [b.strip() for b in args.bots.split(",")]
    if len(levels) != args.players or any(level not in LEVELS for level in levels):
        print(f"error: {args.players} players need {args.players} bot levels among "
              f"{', '.join(LEVELS)}")
        return 2
    try:
        book = load_campaign()
    except DataError as error:
        print(f"error: {error}")
        return 2
    if args.campaigns > 0:
        for line in survey(book, edition, levels, args.campaigns, args.seed, args.think):
            print(line)
        return 0
    state = play_campaign(book, edition, levels, args.seed, args.think)
    for line in describe(book, state):
        print(line)
    if args.save:
        Path(args.save).write_text(json.dumps(state.to_json(), indent=1), encoding="utf-8")
    return 0


def describe(book: CampaignBook, state: CampaignState) -> list[str]:
    """Each chapter's result and the campaign's standings."""
    names = state.names
    lines = []
    for c in state.chapters:
        first, second = c.places[0], c.places[1]
        margin = book.margins[state.players][c.number - 1]
        kind = "total" if c.total else "partial"
        taken = ", ".join(f"{v}:{names[p]}" for v, p in c.taken.items()) or "none"
        tokens = ", ".join(f"{names[p]}:{k}" for p, k in c.crest_choices.items()) or "none"
        crest_volumes = ", ".join(f"{names[p]}:{k}" for p, k in c.crest_volumes) or "none"
        lines.append(
            f"chapter {c.number}: scores={','.join(map(str, c.scores))} "
            f"places={','.join(names[p] for p in c.places)} {kind} victory "
            f"(lead {c.scores[first] - c.scores[second]}, margin {margin}) "
            f"objectives={','.join(c.objectives)} taken={taken} crest_tokens={tokens} "
            f"crest_volumes={crest_volumes}")
    for p in standings(state):
        h = state.holdings[p]
        lines.append(f"  {names[p]}: volumes={h.count} face_up={','.join(h.volumes) or '-'} "
                     f"victory={h.victory} crest_volumes={','.join(h.crest_volumes) or '-'} "
                     f"crest_tokens={','.join(h.crest_tokens) or '-'}")
    winners = campaign_winners(state)
    lines.append("campaign winner: " + " & ".join(names[w] for w in winners))
    return lines


def survey(book: CampaignBook, edition: Edition, levels: list[str], campaigns: int, seed: int,
           think: float | None) -> list[str]:
    """K campaigns, seats rotated: how often each Volume was dealt and taken, and by whom."""
    n = len(levels)
    dealt: Counter[str] = Counter()
    taken: Counter[str] = Counter()
    by_level: dict[str, Counter[str]] = {}
    totals = [0] * CHAPTERS
    won: Counter[str] = Counter()
    for i in range(campaigns):
        seats = [levels[(j + i) % n] for j in range(n)]
        state = play_campaign(book, edition, seats, seed + i, think)
        for c in state.chapters:
            dealt.update(c.objectives)
            taken.update(c.taken.keys())
            totals[c.number - 1] += c.total
            for volume, p in c.taken.items():
                by_level.setdefault(volume, Counter())[seats[p]] += 1
        winners = campaign_winners(state)
        print(f"campaign={i + 1} seed={seed + i} seats={','.join(seats)} "
              f"taken={','.join(v for c in state.chapters for v in c.taken)} "
              f"winner={'+'.join(seats[w] for w in winners)}", flush=True)
        for w in winners:
            won[seats[w]] += 1 / len(winners)  # type: ignore[assignment]
    lines = [f"campaigns={campaigns} players={n} bots={','.join(levels)} seed={seed}"]
    for chapter in book.chapters:
        for v in chapter:
            share = taken[v.id] / dealt[v.id] if dealt[v.id] else 0.0
            levels_line = " ".join(f"{lv}={k}" for lv, k in sorted(by_level.get(v.id, {}).items()))
            lines.append(f"chapter={v.chapter} volume={v.id:<12} objective={v.test}>={v.amount(n)} "
                         f"dealt={dealt[v.id]} taken={taken[v.id]} share={share:.2f} "
                         f"{levels_line}".rstrip())
    lines.append("total_victories_by_chapter=" + ",".join(f"{t / campaigns:.2f}" for t in totals))
    lines.append("campaigns_won_by_level=" + " ".join(f"{lv}={won[lv]:.1f}"
                                                      for lv in dict.fromkeys(levels)))
    return lines
