"""Ratings of rated games: a Plackett–Luce model of finishing places (the `openskill`
package), shown on a familiar scale.

Places come from the final scoring: the highest total first, equal totals share a place (the
rules have no tie-break, R-SCORE-5). A seat a computer played for a player who left or ran out
of time counts as last, tied with any other such seat (R-RATE-2): scoring a leaver by the
computer's result would let a losing player walk away and keep its share.

The model's mean `mu` starts at 25 with uncertainty `sigma` 25/3; the window and the console
show both times 60: a new player is 1500 ± 500. The leaderboard ranks by `mu - 2 sigma`, a
rating the player is very likely to hold, so one lucky first game does not top it."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations, product

from openskill.models import PlackettLuce

SCALE = 60.0  # shown rating per unit of mu: mu 25 -> 1500
MODEL = PlackettLuce()
START_MU, START_SIGMA = MODEL.mu, MODEL.sigma


@dataclass(frozen=True, slots=True)
class Skill:
    mu: float = START_MU
    sigma: float = START_SIGMA

    @property
    def shown(self) -> int:
        return round(self.mu * SCALE)

    @property
    def spread(self) -> int:
        return round(self.sigma * SCALE)

    @property
    def sure(self) -> float:
        """What the leaderboard ranks by: a rating held with about 95 % certainty."""
        return self.mu - 2 * self.sigma


def places(scores: list[int], left: list[bool]) -> list[int]:
    """Each seat's place, 1 best: by score, ties sharing a place; seats that left last."""
    stayed = [s for s, gone in zip(scores, left, strict=True) if not gone]
    last = len(stayed) + 1
    return [last if gone else 1 + sum(1 for other in stayed if other > score)
            for score, gone in zip(scores, left, strict=True)]


def rate(skills: list[Skill], placed: list[int]) -> list[Skill]:
    """Everyone's skill after a game with these places. A tie is rated as the average of the
    strict orders it stands for: the model's own tie handling (openskill 6) gives a tied pair
    above others the same update as the place below them ([1, 1, 3] rates the third as the
    first two), which would make a tie for first worth less than a third place."""
    orders = _strict_orders(placed)
    totals = [[0.0, 0.0] for _ in skills]
    for order in orders:
        teams = [[MODEL.create_rating([s.mu, s.sigma])] for s in skills]
        for total, team in zip(totals, MODEL.rate(teams, ranks=order), strict=True):
            total[0] += team[0].mu
            total[1] += team[0].sigma
    return [Skill(mu / len(orders), sigma / len(orders)) for mu, sigma in totals]


def _strict_orders(placed: list[int]) -> list[list[float]]:
    """Every order without ties that agrees with `placed`, as each seat's rank (1 best): one
    for a game without a tie, 24 at most (four seats tied)."""
    groups = [[seat for seat, p in enumerate(placed) if p == place]
              for place in sorted(set(placed))]
    orders = []
    for arranged in product(*(permutations(group) for group in groups)):
        ranks = [0.0] * len(placed)
        for rank, seat in enumerate((s for group in arranged for s in group), start=1):
            ranks[seat] = float(rank)
        orders.append(ranks)
    return orders


def expected(skills: list[Skill]) -> list[float]:
    """Each seat's chance to win, as the model sees it."""
    teams = [[MODEL.create_rating([s.mu, s.sigma])] for s in skills]
    return [float(p) for p in MODEL.predict_win(teams)]
