"""Options as sequences of steps on the table, and the selection that builds them.

Every option the rules core lists is a short sequence of steps — a thing to click or a place to
drop on — such as ("space", 5), ("column", "E"), ("count", 2) for "take:5:2". The play scene keeps
the steps chosen so far (a prefix); only steps that continue some legal option light up; a step
that every remaining option shares is taken at once; when the prefix is a whole option, it is
applied. Rerolls are the one exception (a set of dice, then the reroll tile)."""

from __future__ import annotations

from collections import Counter

from game.rules.edition import COLUMNS

Step = tuple  # ("space", 5), ("board", "C4"), ("btn", "skip") ...


def steps_for(option: str) -> list[Step]:
    parts = option.split(":")
    head = parts[0]
    if head == "place":
        return [("space", int(parts[1]))]
    if head == "take":
        space = int(parts[1])
        if space == 6:
            return [("space", 6), ("column", parts[2])]
        return [("space", space), ("column", COLUMNS[space - 1]), ("count", int(parts[2]))]
    if head == "act":
        steps: list[Step] = [("action", parts[1])]
        if len(parts) > 2:
            steps.append(("choice", parts[2]))
        return steps
    if head == "send":
        return [("novice", parts[1]), ("board", parts[2])]
    if head == "extra":
        if parts[1] == "skip":
            return [("btn", "skip")]
        return [("extra", int(parts[1])), ("board", parts[2])]
    if head == "glass":
        return [("board", f"{parts[1]}-chapel"), ("winrow", int(parts[2])), ("btn", parts[3])]
    return [("btn", option)]  # bonus:..., die:..., new_die:...


class Selection:
    """The steps chosen so far towards one of the legal options."""

    def __init__(self, options: list[str]) -> None:
        self.table = [(o, steps_for(o)) for o in options if not o.startswith("reroll:")]
        self.rerolls = {o for o in options if o.startswith("reroll:")}
        self.prefix: list[Step] = []
        self.user_steps = 0
        self.prefix = self.extend([])

    def matching(self, prefix: list[Step]) -> list[tuple[str, list[Step]]]:
        n = len(prefix)
        return [(o, s) for o, s in self.table if s[:n] == prefix]

    def extend(self, prefix: list[Step]) -> list[Step]:
        """Take every next step that all remaining options share, unless it would complete one."""
        prefix = list(prefix)
        while True:
            rows = self.matching(prefix)
            if not rows or any(len(s) == len(prefix) for _, s in rows):
                return prefix
            nxt = {s[len(prefix)] for _, s in rows}
            if len(nxt) != 1 or any(len(s) == len(prefix) + 1 for _, s in rows):
                return prefix  # the step that completes an option is always the player's
            prefix.append(nxt.pop())

    def next_steps(self, prefix: list[Step] | None = None) -> set[Step]:
        prefix = self.prefix if prefix is None else prefix
        n = len(prefix)
        return {s[n] for _, s in self.matching(prefix) if len(s) > n}

    def complete(self, prefix: list[Step] | None = None) -> str | None:
        prefix = self.prefix if prefix is None else prefix
        for o, s in self.matching(prefix):
            if s == prefix:
                return o
        return None

    def choose(self, step: Step) -> str | None:
        """Add a step (it must be one of next_steps); returns the option once complete."""
        self.prefix = self.extend([*self.prefix, step])
        self.user_steps += 1
        return self.complete()

    def after(self, step: Step) -> list[Step]:
        return self.extend([*self.prefix, step])

    def reset(self) -> None:
        self.prefix = self.extend([])
        self.user_steps = 0


def die_key(owner: int | None, value: int) -> str:
    return f"{value}{'n' if owner is None else 'p'}"


def reroll_option(hand: list, chosen: set[int]) -> str:
    """The reroll option for the chosen hand dice, spelled as the rules core spells it."""
    counts = Counter(die_key(hand[i].owner, hand[i].value) for i in chosen)
    return "reroll:" + ",".join(f"{k}x{counts[k]}" for k in sorted(counts))


def dice_for_reroll(hand: list, option: str) -> set[int]:
    """The first hand dice of each kind named by a reroll option."""
    wanted = {}
    for part in option.split(":")[1].split(","):
        key, count = part.split("x")
        wanted[key] = int(count)
    chosen = set()
    for i, die in enumerate(hand):
        key = die_key(die.owner, die.value)
        if wanted.get(key, 0) > 0:
            wanted[key] -= 1
            chosen.add(i)
    return chosen
