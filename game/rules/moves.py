"""The typed moves: one small frozen value per kind of answer, and its text form.

Every answer to a question of the rules core is a `Move`. `str(move)` is the text that records
and saves keep ("place:3", "reroll:2nx1,5px1", "take:5:2", "take:6:C", "act:C2:soup",
"send:2B:C4", "extra:3:B-chapel", "extra:skip", "glass:B:1:row", "bonus:soup>tool",
"die:take", "new_die:reroll"); `parse(text)` gives the move back. No other module splits a
move's text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .constants import JOKER
from .edition import COLUMNS, MONASTERIES, Trade

NEUTRAL_KEY = "n"  # a reroll group of neutral dice ("2n")
PERSONAL_KEY = "p"  # a reroll group of personal dice ("5p")
BUNDLE_SEPARATOR = "+"  # between the tokens of a bundle: "soup+tool"
TRADE_SEPARATOR = ">"  # between the token given and the token got: "soup>tool"
CHAPEL_SUFFIX = "-chapel"  # a chapel as a novice's target: "B-chapel"
WINDOW_BONUSES = ("row", "column")  # which line's bonus a stained-glass tile takes (R-GLASS-6)


class MoveError(ValueError):
    """A text that is not any move."""


class Move:
    """Base of every move; `kind` is the text's first part."""

    __slots__ = ()
    kind: ClassVar[str] = ""


@dataclass(frozen=True, slots=True)
class Place(Move):
    """Place every die of one value from the hand on its dice space (R-PLACE-1)."""

    value: int
    kind: ClassVar[str] = "place"

    def __str__(self) -> str:
        return f"place:{self.value}"


@dataclass(frozen=True, slots=True)
class RerollGroup:
    value: int
    personal: bool
    count: int

    @property
    def key(self) -> str:
        return f"{self.value}{PERSONAL_KEY if self.personal else NEUTRAL_KEY}"


@dataclass(frozen=True, slots=True)
class Reroll(Move):
    """Roll again some of the dice just rolled (R-PLACE-3), as groups of equal dice."""

    groups: tuple[RerollGroup, ...]
    kind: ClassVar[str] = "reroll"

    def __str__(self) -> str:
        return "reroll:" + ",".join(f"{g.key}x{g.count}" for g in self.groups)

    @property
    def count(self) -> int:
        return sum(g.count for g in self.groups)


@dataclass(frozen=True, slots=True)
class Take(Move):
    """Take dice from a space; from the joker space one die onto a chosen column (R-ACT-4/5)."""

    space: int
    count: int = 1
    joker_column: str = ""
    kind: ClassVar[str] = "take"

    def __str__(self) -> str:
        return f"take:{self.space}:{self.joker_column if self.is_joker else self.count}"

    @property
    def is_joker(self) -> bool:
        return self.space == JOKER

    @property
    def column(self) -> str:
        return self.joker_column if self.is_joker else COLUMNS[self.space - 1]


@dataclass(frozen=True, slots=True)
class Act(Move):
    """Perform an action ("C2"; "A0" is column A's action tile), with its choice if it has one:
    the tokens of a bundle (C2 "soup+tool") or a trade (E1 "soup>tool")."""

    action: str
    bundle: tuple[str, ...] = ()  # the bundle taken by a "take one of" action
    trade: Trade | None = None  # the trade made by an exchange
    kind: ClassVar[str] = "act"

    def __str__(self) -> str:
        choice = self.choice
        return f"act:{self.action}:{choice}" if choice else f"act:{self.action}"

    @property
    def choice(self) -> str:
        """The choice as text ("soup+tool", "soup>tool", "" for none): the move's last part,
        the choice its event reports and the key of the choice's label (buttons.choice.*)."""
        if self.trade is not None:
            return _trade_text(self.trade.give, self.trade.get)
        return BUNDLE_SEPARATOR.join(self.bundle)

    @property
    def column(self) -> str:
        return self.action[0]

    @property
    def row(self) -> int:
        return int(self.action[1:])


@dataclass(frozen=True, slots=True)
class Send(Move):
    """Send the novice of a row (1-4) and column (A-E) of the action area to a target."""

    row: int
    column: str
    target: str
    kind: ClassVar[str] = "send"

    def __str__(self) -> str:
        return f"send:{self.novice}:{self.target}"

    @property
    def novice(self) -> str:
        return f"{self.row}{self.column}"


@dataclass(frozen=True, slots=True)
class Extra(Move):
    """Send the extra novice of an emptied row, for free (R-EXTRA-1)."""

    row: int
    target: str
    kind: ClassVar[str] = "extra"

    def __str__(self) -> str:
        return f"extra:{self.row}:{self.target}"


@dataclass(frozen=True, slots=True)
class SkipExtra(Move):
    """Leave the extra novice where it is."""

    kind: ClassVar[str] = "extra"

    def __str__(self) -> str:
        return "extra:skip"


@dataclass(frozen=True, slots=True)
class Glass(Move):
    """Take a stained-glass tile of a monastery into a window row, with the row's or the
    column's bonus (R-GLASS-*)."""

    monastery: str
    row: int
    bonus: str  # one of WINDOW_BONUSES
    kind: ClassVar[str] = "glass"

    def __str__(self) -> str:
        return f"glass:{self.monastery}:{self.row}:{self.bonus}"


@dataclass(frozen=True, slots=True)
class Bonus(Move):
    """A road bonus's token (R-ROAD-4b/c): gain `token`, or trade `give` for it."""

    token: str
    give: str = ""
    kind: ClassVar[str] = "bonus"

    def __str__(self) -> str:
        return f"bonus:{_trade_text(self.give, self.token) if self.give else self.token}"


@dataclass(frozen=True, slots=True)
class RoadDie(Move):
    """At the road's end: take one more personal die, or the points (R-ROAD-5/6)."""

    take: bool
    kind: ClassVar[str] = "die"

    def __str__(self) -> str:
        return "die:take" if self.take else "die:points"


@dataclass(frozen=True, slots=True)
class NewDie(Move):
    """Keep a new personal die's value, or roll it again (R-ROAD-5 with R-PLACE-3)."""

    reroll: bool
    kind: ClassVar[str] = "new_die"

    def __str__(self) -> str:
        return "new_die:reroll" if self.reroll else "new_die:keep"


# The moves that answer each kind of question (Decision.kind); in a co-op game a die may also
# donate or give (game/rules/coop/moves.py, added to "use" at the end of this module).
ANSWERS: dict[str, tuple[type[Move], ...]] = {
    "place": (Place, Reroll),
    "take": (Take,),
    "use": (Act,),
    "bonus_action": (Act,),
    "send": (Send,),
    "extra": (Extra, SkipExtra),
    "glass": (Glass,),
    "bonus_token": (Bonus,),
    "bonus_soup": (Bonus,),
    "bonus_die": (RoadDie,),
    "new_die": (NewDie,),
}


def chapel_target(monastery: str) -> str:
    return monastery + CHAPEL_SUFFIX


def chapel_of(target: str) -> str | None:
    """The monastery of a chapel target, None for a building or cloister space."""
    return target.removesuffix(CHAPEL_SUFFIX) if target.endswith(CHAPEL_SUFFIX) else None


def _trade_text(give: str, get: str) -> str:
    return f"{give}{TRADE_SEPARATOR}{get}"


def _trade(text: str) -> Trade | None:
    give, sep, get = text.partition(TRADE_SEPARATOR)
    return Trade(_token(give), _token(get)) if sep else None


def _token(text: str) -> str:
    if not text or not all(c.isalnum() or c == "_" for c in text):
        raise MoveError(f"{text!r} is not a token")
    return text


def _int(text: str, low: int, high: int) -> int:
    if not text.isdigit() or not low <= int(text) <= high:
        raise MoveError(f"{text!r} is not a number from {low} to {high}")
    return int(text)


def _word(text: str) -> str:
    if not text or not all(c.isalnum() or c in "_-" for c in text):
        raise MoveError(f"{text!r} is not a name")
    return text


def _column(text: str) -> str:
    if text not in COLUMNS:
        raise MoveError(f"{text!r} is not a column A-E")
    return text


def _reroll_group(text: str) -> RerollGroup:
    key, sep, count = text.partition("x")
    if not sep or len(key) != 2 or key[1] not in (NEUTRAL_KEY, PERSONAL_KEY):
        raise MoveError(f"{text!r} is not a reroll group such as 2nx1")
    return RerollGroup(_int(key[0], 1, 6), key[1] == PERSONAL_KEY, _int(count, 1, 9))


def _parse_take(args: list[str]) -> Take:
    space = _int(args[0], 1, JOKER)
    if space == JOKER:
        return Take(space, 1, _column(args[1]))
    return Take(space, _int(args[1], 1, 9))


def _parse_act(args: list[str]) -> Act:
    if len(args) > 2:
        raise MoveError("too many parts")
    action = _word(args[0])
    if len(action) < 2 or action[0] not in COLUMNS or not action[1:].isdigit():
        raise MoveError(f"{action!r} is not an action such as C2")
    if len(args) == 1:
        return Act(action)
    trade = _trade(args[1])
    if trade is not None:
        return Act(action, trade=trade)
    return Act(action, tuple(_token(t) for t in args[1].split(BUNDLE_SEPARATOR)))


def _parse_send(args: list[str]) -> Send:
    novice = args[0]
    if len(novice) != 2:
        raise MoveError(f"{novice!r} is not a novice such as 2B")
    return Send(_int(novice[0], 1, 4), _column(novice[1]), _word(args[1]))


def _parse_extra(args: list[str]) -> Move:
    if args == ["skip"]:
        return SkipExtra()
    if len(args) != 2:
        raise MoveError("an extra novice needs a row and a target")
    return Extra(_int(args[0], 1, 4), _word(args[1]))


def _parse_glass(args: list[str]) -> Glass:
    if args[0] not in MONASTERIES or args[2] not in WINDOW_BONUSES:
        raise MoveError("not a monastery and a window bonus")
    return Glass(args[0], _int(args[1], 1, 3), args[2])


def _parse_bonus(args: list[str]) -> Bonus:
    trade = _trade(args[0])
    if trade is not None:
        return Bonus(trade.get, trade.give)
    return Bonus(_token(args[0]))


def _flag(args: list[str], yes: str, no: str) -> bool:
    if args[0] not in (yes, no):
        raise MoveError(f"{args[0]!r} is neither {yes!r} nor {no!r}")
    return args[0] == yes


# head -> (number of parts after it, parser)
_PARSERS = {
    "place": ((1,), lambda a: Place(_int(a[0], 1, 6))),
    "reroll": ((1,), lambda a: Reroll(tuple(_reroll_group(g) for g in a[0].split(",")))),
    "take": ((2,), _parse_take),
    "act": ((1, 2), _parse_act),
    "send": ((2,), _parse_send),
    "extra": ((1, 2), _parse_extra),
    "glass": ((3,), _parse_glass),
    "bonus": ((1,), _parse_bonus),
    "die": ((1,), lambda a: RoadDie(_flag(a, "take", "points"))),
    "new_die": ((1,), lambda a: NewDie(_flag(a, "reroll", "keep"))),
}


def parse(text: str) -> Move:
    """The move a record's text names; MoveError if it names none."""
    if not isinstance(text, str) or len(text) > 64:
        raise MoveError("a move is a short text such as place:3")
    head, *args = text.split(":")
    if head not in _PARSERS:
        raise MoveError(f"{text!r} is not a move")
    counts, parser = _PARSERS[head]
    if len(args) not in counts:
        raise MoveError(f"{text!r} has the wrong number of parts")
    try:
        return parser(args)
    except MoveError as error:
        raise MoveError(f"{text!r} is not a move: {error}") from None


# The co-op moves: their classes answer "use" too, their heads parse like the others.
from .coop.moves import PARSERS as _COOP_PARSERS  # noqa: E402 (they build on Move, above)
from .coop.moves import Donate, Give  # noqa: E402

ANSWERS["use"] = (Act, Donate, Give)
_PARSERS.update(_COOP_PARSERS)
