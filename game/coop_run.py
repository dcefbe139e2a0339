"""Computer teams against the Baron, from the console (R-COOP-*):

    python -m game.cli coop --players N --bots normal --difficulty D --games G --seed S

prints `coop players=N difficulty=D games=G won=W share=S ci95=LO-HI mean_total=T
mean_target=X`: how many games the team won, that share with its 95 % (Wilson) interval, and
the mean team total against the mean target. Game i is played with seed S+i; every seat's bot
is seeded from it too, so a run repeats exactly.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.ai import LEVELS, make_bot
from game.rules.edition import Edition
from game.rules.engine import Game, Setup
from game.rules.record import GameRecord

NAMES = ("Anna", "Bruno", "Chiara", "Dieter")
Z95 = 1.96


@dataclass(slots=True)
class CoopTally:
    games: int = 0
    won: int = 0
    total: int = 0
    target: int = 0

    def line(self, players: int, difficulty: str) -> str:
        share = self.won / self.games if self.games else 0.0
        low, high = wilson(self.won, self.games)
        g = max(1, self.games)
        return (f"coop players={players} difficulty={difficulty} games={self.games} "
                f"won={self.won} share={share:.3f} ci95={low:.3f}-{high:.3f} "
                f"mean_total={self.total / g:.1f} mean_target={self.target / g:.1f}")


def wilson(won: int, games: int) -> tuple[float, float]:
    """The 95 % Wilson score interval of a share won of games."""
    if games == 0:
        return 0.0, 1.0
    p = won / games
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = Z95 * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def play_coop(edition: Edition, players: int, levels: list[str], difficulty: str, seed: int,
              think: float | None = None) -> tuple[Game, GameRecord]:
    """One co-op game of computer seats (one level per seat)."""
    setup = Setup(NAMES[:players], seed, None, difficulty)
    bots = [make_bot(level, seed * 10 + seat, think) for seat, level in enumerate(levels)]
    return play_out(edition, setup, bots)


def play_out(edition: Edition, setup: Setup, bots: list) -> tuple[Game, GameRecord]:
    """One game of computer seats (one bot per seat) from its setup to its end."""
    game, _ = Game.new(edition, setup)
    record = GameRecord(setup)
    while not game.over:
        decision = game.decision
        assert decision is not None
        move = bots[decision.player].choose(game)
        game.apply(move)
        record.options.append(str(move))
    return game, record


def run_coop(edition: Edition, players: int, bots: str, difficulty: str, games: int, seed: int,
             think: float | None = None) -> str:
    """The summary line of `games` games; ValueError with a message for bad arguments."""
    levels = [b.strip() for b in bots.split(",")]
    if len(levels) == 1:
        levels *= players
    if len(levels) != players or any(level not in LEVELS for level in levels):
        raise ValueError(f"--bots needs one level ({', '.join(LEVELS)}) or one per seat")
    if not 1 <= players <= 4:
        raise ValueError("a co-op game is for 1 to 4 players")
    if edition.coop is None or difficulty not in edition.coop.difficulties:
        known = ", ".join(edition.coop.difficulties) if edition.coop else "none"
        raise ValueError(f"unknown difficulty {difficulty!r} (known: {known})")
    tally = CoopTally()
    for i in range(games):
        game, _ = play_coop(edition, players, levels, difficulty, seed + i, think)
        coop = game.state.coop
        assert coop is not None
        tally.games += 1
        tally.won += coop.outcome == "won"
        tally.total += coop.total
        tally.target += coop.target
    return tally.line(players, difficulty)
