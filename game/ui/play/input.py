"""The mouse's part of the play scene, without the window: legal moves as steps on the table, the
steps chosen so far, and what a click or a drop on a step means (no pygame here).

Every move the rules core lists is a short sequence of steps — a thing to click or a place to
drop on — such as ("space", 5), ("column", "E"), ("count", 2) for Take(5, 2). The scene keeps the
steps chosen so far (a prefix); only steps that continue some legal move light up; a step that
every remaining move shares is taken at once; when the prefix is a whole move, or the player's
steps leave a single move, it is played (a choice with one answer is never asked: the rules core
plays a question's only answer itself, and the table shows it like any other move). A piece the
prefix took for the player can still be dragged from. Rerolls are the one exception: a set of
dice, then the reroll tile.

Steps name things relative to the deciding player: ("die", i) a die of the hand, ("space", n) a
dice space, ("column", "E"), ("action", ("C", 2)) (row 0: the column's tile), ("novice", (2, "B"))
(row, column), ("extra", row), ("board", id),
("winrow", row), ("reroll",) the reroll tile; the buttons: ("count", n), ("choice", "soup"),
("bonus", "row"), ("move", move) for a move that is one button, ("coop", "donate"),
("coop", "give:2") and ("coop", "soup:2") for a die's co-op uses (R-COOP-6, R-COOP-10: donate or
give to whom, then what), and ("button", key) for the scene's own buttons (cancel, reroll).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from game.rules.moves import (
    Act,
    Donate,
    Extra,
    Give,
    Glass,
    Move,
    Place,
    Reroll,
    Send,
    Take,
    chapel_target,
)
from game.rules.state import Die

Step = tuple
BUTTON_STEPS = ("count", "choice", "bonus", "move", "coop")  # steps shown as buttons in the top bar
REROLL_TILE: Step = ("reroll",)
CANCEL: Step = ("button", "cancel")
CONFIRM_REROLL: Step = ("button", "reroll")
DRAGGED = ("die", "space", "novice", "extra")  # steps that can be picked up and dropped


def steps_for(move: Move) -> list[Step]:
    """The steps on the table that make `move` (a reroll is not made of steps)."""
    if isinstance(move, Place):
        return [("space", move.value)]
    if isinstance(move, Take):
        if move.is_joker:
            return [("space", move.space), ("column", move.column)]
        return [("space", move.space), ("column", move.column), ("count", move.count)]
    if isinstance(move, Act):
        choice = [("choice", move.choice)] if move.choice else []
        return [("action", (move.column, move.row)), *choice]
    if isinstance(move, Send):
        return [("novice", (move.row, move.column)), ("board", move.target)]
    if isinstance(move, Extra):
        return [("extra", move.row), ("board", move.target)]
    if isinstance(move, Glass):
        return [("board", chapel_target(move.monastery)), ("winrow", move.row),
                ("bonus", move.bonus)]
    if isinstance(move, Donate):
        return [("coop", "donate"), ("coop", f"{move.token}:{move.count}")]
    if isinstance(move, Give):
        return [("coop", f"give:{move.to}"), ("coop", f"{move.token}:{move.count}")]
    return [("move", move)]  # SkipExtra, Bonus, RoadDie, NewDie: one button each


class Selection:
    """The steps chosen so far towards one of the legal moves."""

    def __init__(self, moves: Iterable[Move]) -> None:
        self.table = [(m, steps_for(m)) for m in moves if not isinstance(m, Reroll)]
        self.prefix: list[Step] = []
        self.user_steps = 0
        self.prefix = self.extend([])

    def matching(self, prefix: list[Step]) -> list[tuple[Move, list[Step]]]:
        n = len(prefix)
        return [(m, s) for m, s in self.table if s[:n] == prefix]

    def extend(self, prefix: list[Step]) -> list[Step]:
        """Take every next step that all remaining moves share, unless it would complete one."""
        prefix = list(prefix)
        while True:
            rows = self.matching(prefix)
            if not rows or any(len(s) == len(prefix) for _, s in rows):
                return prefix
            nxt = {s[len(prefix)] for _, s in rows}
            if len(nxt) != 1 or any(len(s) == len(prefix) + 1 for _, s in rows):
                return prefix  # the step that completes a move is always the player's
            prefix.append(nxt.pop())

    def next_steps(self, prefix: list[Step] | None = None) -> set[Step]:
        prefix = self.prefix if prefix is None else prefix
        n = len(prefix)
        return {s[n] for _, s in self.matching(prefix) if len(s) > n}

    def complete(self) -> Move | None:
        return next((m for m, s in self.matching(self.prefix) if s == self.prefix), None)

    def choose(self, step: Step) -> Move | None:
        """Add a step (one of next_steps); the move once the prefix is a whole one, or once
        only one move continues it."""
        self.prefix = self.extend([*self.prefix, step])
        self.user_steps += 1
        rows = self.matching(self.prefix)
        return rows[0][0] if len(rows) == 1 else self.complete()

    def after(self, step: Step) -> list[Step]:
        return self.extend([*self.prefix, step])

    def steps_of(self, move: Move) -> list[Step] | None:
        return next((s for m, s in self.table if m == move), None)

    def reset(self) -> None:
        self.prefix = self.extend([])
        self.user_steps = 0


def reroll_for(rerolls: Iterable[Reroll], hand: list[Die], chosen: set[int]) -> Reroll | None:
    """The legal reroll of exactly the chosen hand dice, if there is one."""
    want = Counter((hand[i].value, hand[i].owner is not None) for i in chosen)
    for move in rerolls:
        if Counter({(g.value, g.personal): g.count for g in move.groups}) == want:
            return move
    return None


def dice_for_reroll(hand: list[Die], move: Reroll) -> set[int]:
    """The first hand dice of each group a reroll names."""
    wanted = {(g.value, g.personal): g.count for g in move.groups}
    chosen = set()
    for i, die in enumerate(hand):
        key = (die.value, die.owner is not None)
        if wanted.get(key, 0) > 0:
            wanted[key] -= 1
            chosen.add(i)
    return chosen


def _button_order(step: Step) -> tuple:
    return step[0], step[1] if isinstance(step[1], int) else str(step[1])


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a gesture came to: a whole move to play, or why nothing happens ("" if only the
    selection changed)."""

    move: Move | None = None
    reason: str = ""  # the text "reason.<reason>" says it

    @classmethod
    def say(cls, reason: str) -> Outcome:
        return cls(reason=reason)


Gesture = tuple  # ("click", step) or ("drag", from_step, to_step)
Finder = Callable[[list[Step]], Step | None]  # which of these steps is under the pointer


class TableInput:
    """The local player's gestures for one decision: what can be pressed, where it may go."""

    def __init__(self, moves: Iterable[Move], hand: list[Die]) -> None:
        moves = list(moves)
        self.hand = hand  # the dice being placed (place decisions), else empty
        self.selection = Selection(moves)
        self.rerolls = [m for m in moves if isinstance(m, Reroll)]
        self.reroll_mode = False  # choosing the dice to reroll
        self.reroll_chosen: set[int] = set()

    @property
    def prefix(self) -> list[Step]:
        return self.selection.prefix

    def pressable(self) -> list[tuple[Step, Step]]:
        """(what is pressed, the step it stands for) for everything on the table pressable
        now; a die of the hand stands for its dice space."""
        out: list[tuple[Step, Step]] = [(("die", i), ("space", d.value))
                                        for i, d in enumerate(self.hand)]
        if self.rerolls:
            out.append((REROLL_TILE, REROLL_TILE))
        if self.reroll_mode:
            return out
        out += [(s, s) for s in self.selection.next_steps() if s[0] not in BUTTON_STEPS]
        out += [(s, s) for s in self.chosen_pieces()]
        return out

    def chosen_pieces(self) -> list[Step]:
        """Pieces already chosen (by the player or for them) that can still be dragged on."""
        return [s for s in self.prefix if s[0] in DRAGGED and s[0] != "die"]

    def buttons(self) -> list[Step]:
        """The steps shown as buttons, then the scene's own buttons that apply now."""
        steps = sorted((s for s in self.selection.next_steps() if s[0] in BUTTON_STEPS),
                       key=_button_order)
        if self.reroll_mode:
            steps.append(CONFIRM_REROLL)
        if self.selection.user_steps or self.reroll_mode:
            steps.append(CANCEL)
        return steps

    def take(self, step: Step) -> Outcome:
        """A step chosen on the table or with a button."""
        if step == CANCEL:
            self.cancel()
            return Outcome()
        if step == CONFIRM_REROLL:
            return self.confirm_reroll()
        if step not in self.selection.next_steps():
            return Outcome.say("not_legal")
        return Outcome(self.selection.choose(step))

    def cancel(self) -> None:
        self.selection.reset()
        self.reroll_mode = False
        self.reroll_chosen = set()

    def click(self, shown: Step, step: Step) -> Outcome:
        """A press and release without moving on `shown` (standing for `step`)."""
        if shown == REROLL_TILE:
            if not self.reroll_mode:
                self.reroll_mode, self.reroll_chosen = True, set()
            elif self.reroll_chosen:
                return self.confirm_reroll()
            else:
                self.reroll_mode = False
            return Outcome()
        if shown[0] == "die" and self.reroll_mode:
            self.reroll_chosen ^= {shown[1]}
            return Outcome()
        if step in self.chosen_pieces():
            return Outcome()  # chosen already: nothing more to do with a click
        return self.take(step)

    def confirm_reroll(self) -> Outcome:
        move = reroll_for(self.rerolls, self.hand, self.reroll_chosen)
        return Outcome(move) if move is not None else Outcome.say("not_legal")

    def drop_targets(self, shown: Step, step: Step) -> set[Step]:
        """Where what was picked up at `shown` may be dropped."""
        if shown == REROLL_TILE or self.reroll_mode:
            return set()
        if step in self.chosen_pieces():
            return {s for s in self.selection.next_steps() if s[0] not in BUTTON_STEPS}
        if step not in self.selection.next_steps():
            return set()
        after = self.selection.after(step)
        return {*after[len(self.prefix):], *self.selection.next_steps(after)}

    def drop(self, shown: Step, step: Step, under: Finder) -> Outcome:
        """`shown` (standing for `step`) was dragged and let go; `under` says which of the
        steps it may land on is under the pointer."""
        if shown == REROLL_TILE or (shown[0] == "die" and self.reroll_mode):
            return Outcome.say("drop_nowhere")
        if step in self.chosen_pieces():  # dragged on from where it was chosen
            end = under(sorted(self.drop_targets(shown, step), key=str))
            return Outcome.say("drop_nowhere") if end is None else self.take(end)
        if step not in self.selection.next_steps():
            return Outcome.say("not_now")
        after = self.selection.after(step)
        taken = after[len(self.prefix):]
        end = under([*taken, *self.selection.next_steps(after)])
        if end is None:
            return Outcome.say("drop_nowhere")
        move = self.selection.choose(step)
        if move is not None or end in taken:
            return Outcome(move)
        return self.take(end)

    def plan(self, move: Move) -> Gesture | None:
        """The next gesture towards `move`: ("click", step) or ("drag", from, to)."""
        if isinstance(move, Reroll):
            if not self.reroll_mode:
                return ("click", REROLL_TILE)
            diff = sorted(dice_for_reroll(self.hand, move) ^ self.reroll_chosen)
            return ("click", ("die", diff[0]) if diff else REROLL_TILE)
        steps = self.selection.steps_of(move)
        if steps is None:
            return None
        if self.reroll_mode or steps[: len(self.prefix)] != self.prefix:
            return ("click", CANCEL)
        rest = steps[len(self.prefix):]
        if isinstance(move, Place):
            die = next(i for i, d in enumerate(self.hand) if d.value == move.value)
            return ("drag", ("die", die), rest[0])
        if rest[0][0] in DRAGGED and len(rest) > 1:
            return ("drag", rest[0], rest[1])
        return ("click", rest[0])

    def hint_steps(self, move: Move) -> list[Step]:
        """Where a hinted move is on the table: its steps (and the dice it concerns)."""
        if isinstance(move, Reroll):
            return [REROLL_TILE, *(("die", i) for i in sorted(dice_for_reroll(self.hand, move)))]
        steps = list(self.selection.steps_of(move) or [])
        if isinstance(move, Place):
            steps += [("die", i) for i, d in enumerate(self.hand) if d.value == move.value]
        return steps
