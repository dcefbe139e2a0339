"""The fair dice on a seated client's side (game/net/fairdice.py is the server's): the checks,
at the end, that the record's dice hold every link it gave and that each roll was for the move
then played (TableClient.answer_roll gives the links)."""

from __future__ import annotations

from typing import Any

from game.rules.mix import Chain, check
from game.rules.record import RecordError, record_from_json, rolls_words

from .view import TableView


class DiceSide:
    """What TableClient keeps and does for the fair dice."""

    view: TableView
    chain: Chain | None
    _chain_for: str | None
    revealed: dict[int, str]  # this player's link for each roll
    seed_seen: str | None  # the server's commitment to its seed
    _asked: dict[int, tuple[Any, Any]]  # position -> the move a roll was for
    unlike: list[str]  # moves played other than the roll they had links for
    refused: list[int]  # rolls asked with a link not of this player's chain

    def forget_dice(self) -> None:
        """A new game at the table: the links given for the last one belong to its record."""
        self.revealed, self._asked, self.unlike, self.seed_seen = {}, {}, [], None
        self.refused = []

    def _played_as_asked(self, message: dict[str, Any]) -> None:
        """A move this player gave a link for must be the move then played."""
        seq = message.get("seq")
        asked = self._asked.pop(seq - 1, None) if isinstance(seq, int) else None
        if asked is not None and asked[1] is not None \
                and asked != (message.get("player"), message.get("move")):
            self.unlike.append(f"move {seq} is not the one the roll was asked for")

    def dice_problems(self) -> list[str]:
        """What is wrong with the fair dice of the record the server sent at the end, in words
        (empty: every link checks, the seed is the one it committed to, and every link this
        player gave is in it, where it was given)."""
        try:
            record = record_from_json(self.view.final_record)
        except RecordError as problem:
            return [f"the record: {problem}"]
        if record.dice is None:
            return ["the record keeps no fair dice"] if self.revealed else []
        problems = [*self.unlike, *check(record.dice, record.setup.seed, record.setup.players)]
        if self.seed_seen is not None and record.dice.seed != self.seed_seen:
            problems.append("the record's seed commitment is not the one the server gave")
        rolls, seat = record.dice.rolls, self.view.seat
        for index, link in self.revealed.items():
            if seat is None or index >= len(rolls) or rolls[index][1][seat] != link:
                problems.append(f"the link given for roll {index + 1} is not in the record")
        if self.refused:
            problems.append("the server asked for a link of a chain this player never "
                            f"committed to, so none was given: "
                            f"{rolls_words([i + 1 for i in self.refused])}")
        return problems
