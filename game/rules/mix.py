"""Fair dice: the players' contributions stirred into the dice generator before a roll.

At a hosted table every seated player commits at the start to the head of a hash chain (a
random secret hashed LENGTH times) and, when a roll is due, reveals the link before the last
one it revealed (`link_ok`: the link hashes to it). The generator's state, which comes from the
server's seed, and every reveal are hashed together (`stir`) just before the roll, so no one
machine knows the dice before every player has revealed, and nobody can choose a reveal after
seeing the others' (each was fixed by the commitment). A record keeps the commitments and the
reveals (`Dice`), so a game replays exactly and anyone can check every link (`check`).
A record without them replays as before: nothing is stirred.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field

from .rng import MASK

LINK_HEX = 64  # a link is a SHA-256 digest, written in hexadecimal
LENGTH = 512  # links in a chain: more than the rolls of a long game; a new one is committed after
START = -1  # the `before` of the roll at the start of the game (before any move)
_TAG = b"monasterium dice\x00"


def h(link: str) -> str:
    """The link before `link` in its chain: its SHA-256."""
    return hashlib.sha256(bytes.fromhex(link)).hexdigest()


def link_ok(link: object) -> bool:
    """A link as written: 64 lowercase hexadecimal digits."""
    return (isinstance(link, str) and len(link) == LINK_HEX
            and all(c in "0123456789abcdef" for c in link))


def stir(state: int, index: int, reveals: Sequence[str | None]) -> int:
    """The generator's state after roll `index` had its reveals (one per seat; None for a
    seat that contributed through the server) stirred in."""
    data = bytearray(_TAG)
    data += (state & MASK).to_bytes(8, "big") + index.to_bytes(4, "big")
    for link in reveals:
        data += b"\x00" + bytes(32) if link is None else b"\x01" + bytes.fromhex(link)
    return int.from_bytes(hashlib.sha256(bytes(data)).digest()[:8], "big")


def seed_commitment(seed: int) -> str:
    """What the server publishes of its seed before the first roll (checked at the end)."""
    return hashlib.sha256(_TAG + str(seed).encode()).hexdigest()


class Chain:
    """A player's secret chain: the head to commit to, and each link in turn when asked."""

    def __init__(self, secret: bytes | None = None, length: int = LENGTH) -> None:
        link = (secret or secrets.token_bytes(32)).hex()
        self.bottom = link  # the last link to reveal: after it the chain is used up
        self._before: dict[str, str] = {}  # a link -> the link that hashes to it
        for _ in range(length):
            up = h(link)
            self._before[up] = link
            link = up
        self.head = link

    def after(self, last: str) -> str | None:
        """The link that hashes to `last` (the last one revealed, or the head); None when the
        chain is used up or `last` is not of this chain."""
        return self._before.get(last)

    def holds(self, link: str) -> bool:
        """`link` is of this chain (its head, or a link it revealed or will reveal)."""
        return link in self._before or link == self.bottom


@dataclass(slots=True)
class Dice:
    """What a record keeps of the fair dice: the server's seed commitment, each player's
    commitments (roll index from which it holds, seat, head) and each roll's reveals (the
    index of the option it comes before, START for the first roll, one link or None per seat).
    """

    seed: str = ""
    commits: list[tuple[int, int, str]] = field(default_factory=list)
    rolls: list[tuple[int, list[str | None]]] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"seed": self.seed, "commits": [list(c) for c in self.commits],
                "rolls": [[before, list(links)] for before, links in self.rolls]}

    def before(self) -> dict[int, tuple[int, list[str | None]]]:
        """Roll index and reveals by the option they come before."""
        return {b: (k, links) for k, (b, links) in enumerate(self.rolls)}


def unlinked(dice: Dice, players: int) -> dict[int, list[int]]:
    """The rolls (numbered from 1) each seat had a chain in force for and gave no link to:
    rolls that went on without that player (handed to a computer, or past the deadline), whose
    dice the server alone could tell. By seat; seats without any are left out."""
    out: dict[int, list[int]] = {}
    committed: set[int] = set()
    commits = sorted(dice.commits)
    for k, (_, links) in enumerate(dice.rolls):
        while commits and commits[0][0] <= k:
            committed.add(commits.pop(0)[1])
        for seat in sorted(committed):
            if seat < players and seat < len(links) and links[seat] is None:
                out.setdefault(seat, []).append(k + 1)
    return out


def check(dice: Dice, seed: int, players: int) -> list[str]:
    """Every problem of a record's fair dice, in words (empty: every link checks): the seed is
    the one committed, and each reveal hashes to the last link of its seat."""
    problems = []
    if dice.seed != seed_commitment(seed):  # blanked, the seed could be anything
        problems.append("the seed is not the one the server committed to" if dice.seed
                        else "the record keeps no commitment to its seed")
    last: dict[int, str] = {}
    commits = sorted(dice.commits)
    for k, (_, links) in enumerate(dice.rolls):
        while commits and commits[0][0] <= k:
            _, seat, head = commits.pop(0)
            last[seat] = head
        if len(links) != players:
            problems.append(f"roll {k + 1} has {len(links)} reveals for {players} seats")
            continue
        for seat, link in enumerate(links):
            if link is None:
                continue
            if seat not in last or h(link) != last[seat]:
                problems.append(f"roll {k + 1}: seat {seat + 1}'s reveal does not hash to "
                                "its last link")
            last[seat] = link
    return problems
