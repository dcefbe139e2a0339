"""The normal bot: a fast heuristic with a look-ahead to the end of its own turn.

The bot decides on the game as its seat may know it (`game.ai.in_sight`). For each move (after
pruning) it applies it to a clone whose dice to come and undrawn cards are drawn from the bot's
own generator (`game.rules.views.resample`: it never sees the real ones), plays the rest of its own
turn greedily (each later question answered by one-step look-ahead on the value function), and
scores the position reached with `game.ai.value.Evaluator`. The best-scoring move wins.

To stay fast it screens first: every move is scored one step deep, and only the best few get
the full look-ahead to the end of the turn. Rerolls in the placement phase are pruned to
"reroll every die not showing N" (one move per number shown, plus "reroll all") and scored as
the mean over a few sampled rolls.

Every clone it plays on is preceded by a call of the `check` made from `choose`'s `stop`, so a
cancelled search stops within one simulated decision (see `game.ai`).
"""

from __future__ import annotations

import random
import zlib

from game.ai import Check, Stop, as_listed, checker, in_sight
from game.ai.value import Evaluator
from game.rules.edition import COLUMNS
from game.rules.engine import Decision, Game
from game.rules.layout import Layout
from game.rules.moves import Donate, Give, Move, Place, Reroll, Send
from game.rules.views import resample

FULL_LOOKAHEAD = 4  # moves that get the look-ahead to the end of the turn
REROLL_SAMPLES = 4  # sampled rolls per reroll move
REROLL_CANDIDATES = 3  # reroll moves kept: "keep the N dice", for the best few N
MAX_TURN_STEPS = 40  # safety bound on the look-ahead within one turn

TURN_STARTS = ("place", "take")
Ranked = list[tuple[float, Move]]


def asked(game: Game) -> Decision:
    """The question of a game still being played (a bot is asked nothing else)."""
    decision = game.decision
    assert decision is not None
    return decision


def fingerprint(game: Game) -> int:
    """A number that changes with what a player can see of the game (not the dice to come)."""
    st = game.state
    seen = (
        st.year, st.round, st.phase, st.current, len(st.spent),
        tuple((p.score, tuple(p.tokens.values()), p.messenger, len(p.hand),
               tuple((d.owner, d.value) for d in p.hand)) for p in st.players),
        tuple(tuple((d.owner, d.value) for d in s) for s in st.dice_spaces),
        st.turn.column, len(st.turn.dice), tuple(st.turn.used_once),
        tuple((t.kind, t.player) for t in st.stack), tuple(map(str, game.options())),
    )
    return zlib.crc32(repr(seen).encode())


def decision_rng(seed: int, game: Game) -> random.Random:
    """The bot's generator for one decision: a function of its seed and the visible game only,
    so that the same bot seed and the same game give the same choice, whatever came before."""
    return random.Random((seed & 0xFFFFFFFF) << 32 | fingerprint(game))


def reseeded(game: Game, rng: random.Random) -> Game:
    """A clone whose dice to come and undrawn cards follow the bot's generator."""
    return resample(game, rng.getrandbits(64))


def rerolls_keeping(game: Game, options: list[Move]) -> dict[int | None, Reroll]:
    """The listed rerolls of every die not showing N, by N (None: every die), N ascending."""
    groups: dict[tuple[int, bool], int] = {}
    for d in game.state.players[asked(game).player].hand:
        key = (d.value, d.owner is not None)
        groups[key] = groups.get(key, 0) + 1
    found: dict[int | None, Reroll] = {}
    for move in options:
        if not isinstance(move, Reroll):
            continue
        rolled = {(g.value, g.personal): g.count for g in move.groups}
        if any(rolled[k] != groups.get(k) for k in rolled):
            continue  # part of a group only
        kept = {value for value, personal in groups if (value, personal) not in rolled}
        if len(kept) > 1 or kept & {value for value, _ in rolled}:
            continue  # keeps more than one number, or part of one
        found[min(kept) if kept else None] = move
    return {k: found[k] for k in sorted(found, key=lambda k: -1 if k is None else k)}


def prune_rerolls(game: Game, options: list[Move]) -> list[Move]:
    """Keep the placements and, per number shown, "reroll every die not showing it" (plus
    "reroll all"), when the rules list it."""
    places = [o for o in options if isinstance(o, Place)]
    return places + list(rerolls_keeping(game, options).values())


def prune_sends(game: Game, evaluator: Evaluator, options: list[Move], keep: int = 2
                ) -> list[Move]:
    """Of the sends to each target keep the novices of the `keep` best columns of each row:
    for rows I-III the columns whose unlocked action is strongest, for row IV the columns whose
    tile will be used most (a die there is worth most now), the column in use first."""
    if len(options) <= 12 or not isinstance(options[0], Send):
        return options
    worth = evaluator.die_values(game, asked(game).player)
    turn_column = game.state.turn.column

    def preference(row: int, column: str) -> float:
        col = COLUMNS.index(column)
        if row < 4:
            return evaluator.strength[column, row] + 0.1 * worth[col]
        return worth[col] + (10.0 if column == turn_column else 0.0)

    columns: dict[int, set[str]] = {}
    for move in options:
        assert isinstance(move, Send)
        columns.setdefault(move.row, set()).add(move.column)
    best = {row: set(sorted(cs, key=lambda c: (-preference(row, c), c))[:keep])
            for row, cs in columns.items()}
    return [o for o in options if isinstance(o, Send) and o.column in best[o.row]]


def prune_coop(game: Game, options: list[Move]) -> list[Move]:
    """Of a die's co-op uses (R-COOP-6, R-COOP-10) keep, per token, the largest donation and
    the largest gift to the team-mate holding fewest of it (the others are rarely better)."""
    if game.state.coop is None:
        return options
    players = game.state.players
    kept: list[Move] = []
    best: dict[tuple[str, str], Move] = {}
    for move in options:
        if isinstance(move, Donate):
            key = ("donate", move.token)
            old = best.get(key)
            if old is None or (isinstance(old, Donate) and move.count > old.count):
                best[key] = move
        elif isinstance(move, Give):
            key = ("give", move.token)
            old = best.get(key)
            have = players[move.to].tokens[move.token]
            if old is None or (isinstance(old, Give) and (
                    have, -move.count) < (players[old.to].tokens[old.token], -old.count)):
                best[key] = move
        else:
            kept.append(move)
    return kept + list(best.values())


class NormalBot:
    name = "normal"

    def __init__(self, seed: int = 0, think: float | None = None) -> None:
        self.seed = seed
        self._evaluator: Evaluator | None = None
        self._layout: Layout | None = None
        self._missions: tuple[str, ...] = ()

    # ------------------------------------------------------------ interface

    def choose(self, game: Game, stop: Stop = None) -> Move:
        check = checker(stop)
        check()
        options = game.options()
        if len(options) == 1:
            return options[0]
        seen = in_sight(game)
        return as_listed(game, seen, self.rank(seen, decision_rng(self.seed, seen),
                                               check=check)[0][1])

    def evaluator(self, game: Game) -> Evaluator:
        # Games of one edition share a layout but not their mission cards, which the
        # evaluator reads: a bot that plays a second game must not score the first one's.
        missions = tuple(game.state.missions)
        if self._evaluator is None or self._layout is not game.layout \
                or self._missions != missions:
            self._evaluator = Evaluator(game)
            self._layout = game.layout
            self._missions = missions
        return self._evaluator

    def rank(self, game: Game, rng: random.Random, full: int = FULL_LOOKAHEAD,
             check: Check | None = None) -> Ranked:
        """Moves, best first, each with its value after the look-ahead (or the screen)."""
        check = check or checker(None)
        decision = asked(game)
        p, kind = decision.player, decision.kind
        options = game.options()
        if kind == "place":
            options = prune_rerolls(game, options)
        elif kind == "send":
            options = prune_sends(game, self.evaluator(game), options)
        elif kind == "use":
            options = prune_coop(game, options)
        common = rng.getrandbits(64)
        drawn = resample(game, common)  # every move meets the same dice and cards
        screened = [(self._one_step(drawn, p, o, check), o)
                    for o in options if not isinstance(o, Reroll)]
        screened.sort(key=lambda vo: -vo[0])
        if kind == "place":
            for move in self._best_rerolls(game, options, screened):
                screened.append((self._sampled(game, p, move, rng, check), move))
            screened.sort(key=lambda vo: -vo[0])
            return screened  # a placement ends the turn: the screen is the look-ahead
        deep = []
        for _, move in screened[:full]:
            copy = drawn.clone()
            copy.apply(move)
            self._finish_turn(copy, p, rng, move, check)
            deep.append((self.evaluator(game).value(copy, p), move))
        deep.sort(key=lambda vo: -vo[0])
        return deep + screened[full:]

    def quick(self, game: Game, reseed: int, check: Check | None = None) -> Move:
        """A cheaper choice for rollouts: one step of look-ahead, no rerolls, no sampling."""
        check = check or checker(None)
        decision = asked(game)
        options = list(decision.options)
        if len(options) == 1:
            return options[0]
        if decision.kind == "place":
            options = [o for o in options if isinstance(o, Place)]
        elif decision.kind == "send":
            options = prune_sends(game, self.evaluator(game), options, keep=1)
        elif decision.kind == "use":
            options = prune_coop(game, options)
        p = decision.player
        drawn = resample(game, reseed)
        return max(options, key=lambda o: self._one_step(drawn, p, o, check))

    # ------------------------------------------------------------ internals

    def _one_step(self, drawn: Game, p: int, move: Move, check: Check) -> float:
        """The value of `move` played on a copy of `drawn` (a game whose hidden parts the
        bot drew itself: `resample`)."""
        check()
        copy = drawn.clone()
        copy.apply(move)
        return self.evaluator(drawn).value(copy, p)

    def _sampled(self, game: Game, p: int, move: Move, rng: random.Random, check: Check
                 ) -> float:
        total = 0.0
        for _ in range(REROLL_SAMPLES):
            check()
            copy = reseeded(game, rng)
            copy.apply(move)
            self._finish_turn(copy, p, rng, move, check)
            total += self.evaluator(game).value(copy, p)
        return total / REROLL_SAMPLES

    def _best_rerolls(self, game: Game, options: list[Move], screened: Ranked) -> list[Move]:
        """Of the pruned rerolls keep "reroll all" and "keep the N" for the best placements."""
        by_kept: dict[int | None, Reroll] = rerolls_keeping(game, options)
        chosen: list[Move] = [by_kept[None]] if None in by_kept else []
        for _, move in screened:
            if isinstance(move, Place) and move.value in by_kept \
                    and len(chosen) < REROLL_CANDIDATES:
                chosen.append(by_kept[move.value])
        return chosen

    def _finish_turn(self, game: Game, p: int, rng: random.Random, last: Move, check: Check
                     ) -> None:
        """Play the rest of p's turn on this clone, one-step greedy."""
        for _ in range(MAX_TURN_STEPS):
            decision = game.decision
            if decision is None or decision.player != p:
                return
            if decision.kind in TURN_STARTS and not isinstance(last, Reroll):
                return
            options = list(decision.options)
            if decision.kind == "place":
                options = [o for o in options if isinstance(o, Place)]
            elif decision.kind == "send":
                options = prune_sends(game, self.evaluator(game), options)
            elif decision.kind == "use":
                options = prune_coop(game, options)
            drawn = resample(game, rng.getrandbits(64))
            best = max(options, key=lambda o: self._one_step(drawn, p, o, check))
            game.apply(best)
            last = best

