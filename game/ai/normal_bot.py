"""The normal bot: a fast heuristic with a look-ahead to the end of its own turn.

For each option (after pruning) the bot applies it to a clone of the game whose dice are reseeded
from the bot's own generator (it never sees the real dice to come), plays the rest of its own
turn greedily (each later question answered by one-step look-ahead on the value function), and
scores the position reached with `game.ai.value.Evaluator`. The best-scoring option wins.

To stay fast it screens first: every option is scored one step deep, and only the best few get
the full look-ahead to the end of the turn. Rerolls in the placement phase are pruned to
"reroll every die not showing N" (one option per number shown, plus "reroll all") and scored as
the mean over a few sampled rolls.
"""

from __future__ import annotations

import random
import zlib

from game.ai.value import Evaluator
from game.rules.edition import COLUMNS
from game.rules.engine import Game

FULL_LOOKAHEAD = 4  # options that get the look-ahead to the end of the turn
REROLL_SAMPLES = 4  # sampled rolls per reroll option
REROLL_CANDIDATES = 3  # reroll options kept: "keep the N dice", for the best few N
MAX_TURN_STEPS = 40  # safety bound on the look-ahead within one turn

TURN_STARTS = ("place", "take")


def fingerprint(game: Game) -> int:
    """A number that changes with what a player can see of the game (not the dice to come)."""
    st = game.state
    seen = (
        st.year, st.round, st.phase, st.current, len(st.spent),
        tuple((p.score, tuple(p.tokens.values()), p.messenger, len(p.hand),
               tuple((d.owner, d.value) for d in p.hand)) for p in st.players),
        tuple(tuple((d.owner, d.value) for d in s) for s in st.dice_spaces),
        st.turn.column, len(st.turn.dice), tuple(st.turn.used_once),
        tuple((t.kind, t.player) for t in st.stack), tuple(game.options()),
    )
    return zlib.crc32(repr(seen).encode())


def decision_rng(seed: int, game: Game) -> random.Random:
    """The bot's generator for one decision: a function of its seed and the visible game only,
    so that the same bot seed and the same game give the same choice, whatever came before."""
    return random.Random((seed & 0xFFFFFFFF) << 32 | fingerprint(game))


def reseeded(game: Game, rng: random.Random) -> Game:
    """A clone whose dice to come follow the bot's generator, not the game's."""
    copy = game.clone()
    copy.state.rng = rng.getrandbits(64)
    return copy


def prune_rerolls(game: Game, options: list[str]) -> list[str]:
    """Keep the placements and, per number shown, "reroll every die not showing it" (plus
    "reroll all"), when the engine lists it."""
    hand = game.state.players[game.decision.player].hand
    places = [o for o in options if o.startswith("place:")]
    rerolls = {o for o in options if o.startswith("reroll:")}
    if not rerolls:
        return places
    kept = []
    groups: dict[str, int] = {}
    for d in hand:
        key = f"{d.value}{'n' if d.owner is None else 'p'}"
        groups[key] = groups.get(key, 0) + 1
    for value in [None, *sorted({d.value for d in hand})]:
        spec = ",".join(f"{k}x{c}" for k, c in sorted(groups.items())
                        if value is None or int(k[:-1]) != value)
        option = f"reroll:{spec}"
        if spec and option in rerolls:
            kept.append(option)
    return places + kept


def prune_sends(game: Game, evaluator: Evaluator, options: list[str], keep: int = 2
                ) -> list[str]:
    """Of the sends to each target keep the novices of the `keep` best columns of each row:
    for rows I-III the columns whose unlocked action is strongest, for row IV the columns whose
    tile will be used most (a die there is worth most now), the column in use first."""
    if len(options) <= 12 or not options[0].startswith("send:"):
        return options
    p = game.decision.player
    worth = evaluator.die_values(game, p)
    turn_column = game.state.turn.column

    def preference(row: int, column: str) -> float:
        col = COLUMNS.index(column)
        if row < 4:
            return evaluator.strength[column, row] + 0.1 * worth[col]
        return worth[col] + (10.0 if column == turn_column else 0.0)

    columns: dict[int, set[str]] = {}
    for option in options:
        novice = option.split(":")[1]
        columns.setdefault(int(novice[0]), set()).add(novice[1])
    best = {row: set(sorted(cs, key=lambda c: (-preference(row, c), c))[:keep])
            for row, cs in columns.items()}
    return [o for o in options if o.split(":")[1][1] in best[int(o.split(":")[1][0])]]


class NormalBot:
    name = "normal"

    def __init__(self, seed: int = 0, think: float | None = None) -> None:
        self.seed = seed
        self._evaluator: Evaluator | None = None
        self._layout = None

    # ------------------------------------------------------------ interface

    def choose(self, game: Game) -> str:
        options = game.options()
        if len(options) == 1:
            return options[0]
        ranked = self.rank(game, decision_rng(self.seed, game))
        return ranked[0][1]

    def evaluator(self, game: Game) -> Evaluator:
        if self._evaluator is None or self._layout is not game.layout:
            self._evaluator = Evaluator(game)
            self._layout = game.layout
        return self._evaluator

    def rank(self, game: Game, rng: random.Random, full: int = FULL_LOOKAHEAD
             ) -> list[tuple[float, str]]:
        """Options, best first, each with its value after the look-ahead (or the screen)."""
        p = game.decision.player
        kind = game.decision.kind
        options = game.options()
        if kind == "place":
            options = prune_rerolls(game, options)
        elif kind == "send":
            options = prune_sends(game, self.evaluator(game), options)
        common = rng.getrandbits(64)
        screened = []
        for option in options:
            if option.startswith("reroll:"):
                continue
            screened.append((self._one_step(game, p, option, common), option))
        screened.sort(key=lambda vo: -vo[0])
        if kind == "place":
            rerolls = [o for o in options if o.startswith("reroll:")]
            rerolls = self._best_rerolls(game, rerolls, screened)
            for option in rerolls:
                screened.append((self._sampled(game, p, option, rng), option))
            screened.sort(key=lambda vo: -vo[0])
            return screened  # a placement ends the turn: the screen is the look-ahead
        head = screened[:full]
        deep = []
        for _, option in head:
            copy = game.clone()
            copy.state.rng = common
            copy.apply(option)
            self._finish_turn(copy, p, rng, option)
            deep.append((self.evaluator(game).value(copy, p), option))
        deep.sort(key=lambda vo: -vo[0])
        return deep + screened[full:]

    def quick(self, game: Game, reseed: int) -> str:
        """A cheaper choice for rollouts: one step of look-ahead, no rerolls, no sampling."""
        decision = game.decision
        options = decision.options
        if len(options) == 1:
            return options[0]
        if decision.kind == "place":
            options = [o for o in options if o.startswith("place:")]
        elif decision.kind == "send":
            options = prune_sends(game, self.evaluator(game), options, keep=1)
        p = decision.player
        return max(options, key=lambda o: self._one_step(game, p, o, reseed))

    # ------------------------------------------------------------ internals

    def _one_step(self, game: Game, p: int, option: str, reseed: int) -> float:
        copy = game.clone()
        copy.state.rng = reseed
        copy.apply(option)
        return self.evaluator(game).value(copy, p)

    def _sampled(self, game: Game, p: int, option: str, rng: random.Random) -> float:
        total = 0.0
        for _ in range(REROLL_SAMPLES):
            copy = reseeded(game, rng)
            copy.apply(option)
            self._finish_turn(copy, p, rng, option)
            total += self.evaluator(game).value(copy, p)
        return total / REROLL_SAMPLES

    def _best_rerolls(self, game: Game, rerolls: list[str],
                      screened: list[tuple[float, str]]) -> list[str]:
        """Of the pruned rerolls keep "reroll all" and "keep the N" for the best placements."""
        if not rerolls:
            return []
        hand = game.state.players[game.decision.player].hand
        by_kept: dict[int | None, str] = {}
        values = sorted({d.value for d in hand})
        for option in rerolls:
            rolled = option.removeprefix("reroll:").split(",")
            faces = {int(part.split("x")[0][:-1]) for part in rolled}
            kept = [v for v in values if v not in faces]
            by_kept[kept[0] if kept else None] = option
        chosen = [by_kept[None]] if None in by_kept else []
        for _, option in screened:
            value = int(option.split(":")[1])
            if value in by_kept and len(chosen) < REROLL_CANDIDATES:
                chosen.append(by_kept[value])
        return chosen

    def _finish_turn(self, game: Game, p: int, rng: random.Random, last: str) -> None:
        """Play the rest of p's turn on this clone, one-step greedy."""
        for _ in range(MAX_TURN_STEPS):
            decision = game.decision
            if decision is None or decision.player != p:
                return
            if decision.kind in TURN_STARTS and not last.startswith("reroll:"):
                return
            options = decision.options
            if decision.kind == "place":
                options = [o for o in options if o.startswith("place:")]
            elif decision.kind == "send":
                options = prune_sends(game, self.evaluator(game), options)
            reseed = rng.getrandbits(64)
            best = max(options, key=lambda o: self._one_step(game, p, o, reseed))
            game.apply(best)
            last = best
