"""The Baron's turns as the table has shown them: his card and what each of its lines did
(BaronLine), kept with the moves they follow so that Undo takes them back, like the log's
lines. His card's panel and his taken-dice marks read the last one. No drawing here."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.coop import events as C
from game.rules.coop.content import CoopKind


@dataclass(slots=True)
class BaronTurn:
    card: str
    moves: int  # the moves of the record his turn follows
    lines: list[C.BaronLine] = field(default_factory=list)  # what each line did, as shown

    def taken(self) -> list[tuple[int, int]]:
        """(dice space, dice taken) for each line that took dice: none if it took none."""
        return [(e.space, e.done) for e in self.lines
                if e.kind == CoopKind.TAKE_DICE and e.done > 0]


class BaronTurns:
    def __init__(self) -> None:
        self.turns: list[BaronTurn] = []
        self.fresh = False  # a card was drawn since the scene last asked (it opens his panel)

    @property
    def last(self) -> BaronTurn | None:
        return self.turns[-1] if self.turns else None

    def see(self, event: object, moves: int) -> None:
        if isinstance(event, C.BaronCardDrawn):
            self.turns.append(BaronTurn(event.card, moves))
            self.fresh = True
        elif isinstance(event, C.BaronLine) and self.turns:
            self.turns[-1].lines.append(event)

    def undone(self, moves: int) -> None:
        self.turns = [t for t in self.turns if t.moves <= moves]
        self.fresh = False

    def clear(self) -> None:
        self.turns, self.fresh = [], False
