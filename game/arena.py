"""Bot against bot: K games with the seats rotated, wins and scores per bot level.

    python -m game.cli arena --players 3 --bots hard,normal,normal --games 90 --seed 1 [--think S]

Game i (0-based) uses the dice seed `seed + i` and seats the bots rotated by i: seat j plays
bots[(j + i) % len(bots)], so every bot sits in every seat equally often when K is a multiple
of the player count. One line per bot level (the seats of a level named twice are pooled):

    bot=LEVEL seats=N games=K wins=W share=S ci95=LO-HI fair=F mean_score=M

W counts the games the level won; a victory shared by k players gives each of them 1/k, so the
wins of all levels add up to K. S = W / K; ci95 is its 95% Wilson score interval; F is the share
the level's seats would win by chance (N / players); M is the mean score per seat and game.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from game.ai import LEVELS, make_bot
from game.rules.edition import Edition
from game.rules.engine import Game, Setup

NAMES = ("Anna", "Bruno", "Chiara", "Dieter")
MAX_DECISIONS = 20_000  # a game that has not ended by then is a bug


@dataclass(slots=True)
class Contestant:
    name: str  # as reported: the level, with a suffix when the level appears twice
    level: str
    wins: int = 0
    credit: float = 0.0  # wins with a shared victory split among its winners
    games: int = 0
    score_total: int = 0
    think: list[float] = field(default_factory=list)  # seconds per decision asked
    cpu: list[float] = field(default_factory=list)  # CPU seconds per decision asked

    def line(self) -> str:
        rate = self.wins / self.games if self.games else 0.0
        low, high = wilson(self.wins, self.games)
        mean = self.score_total / self.games if self.games else 0.0
        return (f"bot={self.name} wins={self.wins} games={self.games} win_rate={rate:.3f} "
                f"ci95={low:.3f}-{high:.3f} mean_score={mean:.1f}")


@dataclass(frozen=True, slots=True)
class GameResult:
    seed: int
    seating: tuple[int, ...]  # contestant index of each seat
    scores: tuple[int, ...]  # by seat
    winners: tuple[int, ...]  # seats
    think: tuple[tuple[float, ...], ...]  # by seat: seconds per decision (wall clock)
    cpu: tuple[tuple[float, ...], ...]  # by seat: CPU seconds of this process per decision


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (z = 1.96: 95%)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def contestants(bots: list[str]) -> list[Contestant]:
    for level in bots:
        if level not in LEVELS:
            raise ValueError(f"unknown bot level {level!r}: choose among {', '.join(LEVELS)}")
    named = []
    for i, level in enumerate(bots):
        twice = bots.count(level) > 1
        suffix = f"-{bots[: i + 1].count(level)}" if twice else ""
        named.append(Contestant(level + suffix, level))
    return named


def bot_seed(seed: int, game: int, contestant: int) -> int:
    return (seed * 1_000_003 + game * 1_009 + contestant * 7_919) & 0xFFFF_FFFF


def play_game(edition: Edition, bots: list[str], game_index: int, seed: int,
              think: float | None) -> GameResult:
    """One arena game: dice seed `seed + game_index`, seats rotated by the game index."""
    n = len(bots)
    seating = tuple((j + game_index) % n for j in range(n))
    players = [make_bot(bots[c], bot_seed(seed, game_index, c), think) for c in seating]
    game, _ = Game.new(edition, Setup(NAMES[:n], seed + game_index, first=0))
    times: list[list[float]] = [[] for _ in range(n)]
    cpu: list[list[float]] = [[] for _ in range(n)]
    for _ in range(MAX_DECISIONS):
        decision = game.decision
        if decision is None:  # the game is over
            break
        seat = decision.player
        start, start_cpu = time.perf_counter(), time.process_time()
        move = players[seat].choose(game)
        times[seat].append(time.perf_counter() - start)
        cpu[seat].append(time.process_time() - start_cpu)
        game.apply(move)
    else:
        raise RuntimeError(f"arena game {game_index} did not end")
    st = game.state
    return GameResult(seed + game_index, seating, tuple(p.score for p in st.players),
                      tuple(st.winners), tuple(tuple(t) for t in times),
                      tuple(tuple(t) for t in cpu))


def tally(named: list[Contestant], result: GameResult) -> None:
    for seat, c in enumerate(result.seating):
        contestant = named[c]
        contestant.games += 1
        contestant.wins += seat in result.winners
        if seat in result.winners:
            contestant.credit += 1 / len(result.winners)
        contestant.score_total += result.scores[seat]
        contestant.think.extend(result.think[seat])
        contestant.cpu.extend(result.cpu[seat])


def run_arena(players: int, bots: list[str], games: int, seed: int,
              think: float | None = None, edition: Edition | None = None,
              on_game: Callable[[GameResult], None] | None = None) -> list[str]:
    """Play `games` games and return one result line per bot (see the module doc)."""
    if len(bots) != players:
        raise ValueError(f"{players} players need {players} bots, not {len(bots)}")
    if games < 1:
        raise ValueError("the arena needs at least one game")
    named = contestants(bots)
    if edition is None:
        from game.edition_loader import load_edition

        edition = load_edition()
    for i in range(games):
        result = play_game(edition, bots, i, seed, think)
        tally(named, result)
        if on_game:
            on_game(result)
    return level_lines(named, len(bots))


def level_lines(named: list[Contestant], players: int) -> list[str]:
    """One line per bot level, in the order the levels were named (see the module doc)."""
    lines = []
    for level in dict.fromkeys(c.level for c in named):
        seats = [c for c in named if c.level == level]
        games = seats[0].games
        wins = sum(c.credit for c in seats)
        share = wins / games if games else 0.0
        low, high = wilson(wins, games)
        mean = sum(c.score_total for c in seats) / (games * len(seats)) if games else 0.0
        lines.append(f"bot={level} seats={len(seats)} games={games} wins={round(wins, 2):g} "
                     f"share={share:.3f} ci95={low:.3f}-{high:.3f} "
                     f"fair={len(seats) / players:.3f} mean_score={mean:.1f}")
    return lines
