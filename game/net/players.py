"""The server's players and rated games in its database: identities (a display name and the
public half of a player key), which identity sits at which seat of a rated table, and every
rated result (the profile's history is read from these)."""

from __future__ import annotations

import time
import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.ratings import START_MU, START_SIGMA, Skill
from game.rules.record import valid_name

from .database import Conflict
from .refusals import TableError

if TYPE_CHECKING:
    from .store import Store

COMPUTER = "computer-"  # the computer levels' names: nobody else may take one


@dataclass(frozen=True, slots=True)
class Player:
    id: int
    name: str
    skill: Skill
    games: int
    computer: bool  # a computer level's identity (it has no key)


@dataclass(frozen=True, slots=True)
class Result:
    """One seat's line of a rated game."""

    seat: int
    player: int
    place: int
    score: int
    left: bool
    before: Skill
    after: Skill


def folded(name: str) -> str:
    """The form names are compared in: "Anna", "ANNA" and "Ａnna" are one name."""
    return unicodedata.normalize("NFKC", name).casefold()


def checked_name(name: str) -> str:
    name = " ".join(name.split())
    if not valid_name(name):
        raise TableError("bad_name", "a name has 1 to 40 letters, digits or signs")
    if folded(name).startswith(COMPUTER):
        raise TableError("name_reserved", f"names beginning with {COMPUTER!r} are the "
                                          f"computer players'")
    return name


_COLUMNS = "id, name, mu, sigma, games, public IS NULL"


class Players:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.db = store.db  # its engine (game/net/database.py)

    # ------------------------------------------------------------------ identities

    def register(self, name: str, public: str) -> Player:
        name = checked_name(name)
        if self.by_public(public) is not None:
            raise _registered()
        if self.by_name(name) is not None:
            raise _taken(name)
        try:
            self.store._write([("INSERT INTO players(name, folded, public, mu, sigma, games, "
                                "created) VALUES(?,?,?,?,?,0,?)",
                                (name, folded(name), public, START_MU, START_SIGMA,
                                 time.time()))])
        except Conflict:  # another process registered it since: say which was taken
            if self.by_public(public) is not None:
                raise _registered() from None
            raise _taken(name) from None
        found = self.by_public(public)
        assert found is not None
        return found

    def rename(self, player: int, name: str) -> Player:
        name = checked_name(name)
        other = self.by_name(name)
        if other is not None and other.id != player:
            raise _taken(name)
        try:
            self.store._write([("UPDATE players SET name=?, folded=? WHERE id=?",
                                (name, folded(name), player))])
        except Conflict:  # another process gave it to a player since
            raise _taken(name) from None
        return self.get(player)

    def computer(self, level: str) -> int:
        """The identity of a computer level, made on first use."""
        name = COMPUTER + level
        found = self.by_name(name)
        if found is None:
            self.store._write([("INSERT INTO players(name, folded, public, mu, sigma, games, "
                                "created) VALUES(?,?,NULL,?,?,0,?)",
                                (name, name, START_MU, START_SIGMA, time.time()))])
            found = self.by_name(name)
        assert found is not None
        return found.id

    def _one(self, where: str, value: object) -> Player | None:
        row = self.db.one(f"SELECT {_COLUMNS} FROM players WHERE {where}=?", (value,))
        return None if row is None else _player(row)

    def by_public(self, public: str) -> Player | None:
        return self._one("public", public)

    def by_name(self, name: str) -> Player | None:
        return self._one("folded", folded(" ".join(name.split())))

    def get(self, player: int) -> Player:
        found = self._one("id", player)
        if found is None:
            raise TableError("no_player", "no such player on this server")
        return found

    def top(self, count: int, offset: int = 0) -> list[Player]:
        """The leaderboard: players with a rated game, the surest rating first."""
        rows = self.db.rows(f"SELECT {_COLUMNS} FROM players WHERE games > 0 "
                            f"ORDER BY mu - 2 * sigma DESC, id LIMIT ? OFFSET ?",
                            (count, offset))
        return [_player(row) for row in rows]

    # ------------------------------------------------------------------ rated tables

    def make_rated(self, code: str, seats: dict[int, int]) -> None:
        self.store._write([("INSERT INTO rated_tables VALUES(?, 0)", (code,)),
                           *[("INSERT INTO rated VALUES(?,?,?,0)", (code, seat, player))
                             for seat, player in seats.items()]])

    def seated(self, code: str) -> dict[int, int] | None:
        """Who sits where at a rated table (seat -> player); None: the table is not rated."""
        if self.db.one("SELECT 1 FROM rated_tables WHERE code=?", (code,)) is None:
            return None
        return {seat: player for seat, player in self.db.rows(
            "SELECT seat, player FROM rated WHERE code=?", (code,))}

    def sit(self, code: str, seat: int, player: int | None) -> None:
        """A rated table's seat taken by `player` (None: left in the lobby)."""
        rows: list[tuple[str, tuple]] = [("DELETE FROM rated WHERE code=? AND seat=?",
                                          (code, seat))]
        if player is not None:
            rows.append(("INSERT INTO rated VALUES(?,?,?,0)", (code, seat, player)))
        self.store._write(rows)

    def mark_left(self, code: str, seat: int) -> None:
        """A computer plays that seat for its player: the game counts as their last place."""
        self.store._write([("UPDATE rated SET left_game=1 WHERE code=? AND seat=?",
                            (code, seat))])

    def left(self, code: str) -> set[int]:
        return {seat for (seat,) in self.db.rows(
            "SELECT seat FROM rated WHERE code=? AND left_game=1", (code,))}

    def unsettled(self) -> list[str]:
        """Rated tables whose game ended before its result was rated (a server stopped)."""
        return [code for (code,) in self.db.rows(
            "SELECT r.code FROM rated_tables r JOIN tables t ON t.code=r.code "
            "WHERE r.settled=0 AND t.status='over'")]

    def settled(self, code: str) -> bool:
        row = self.db.one("SELECT settled FROM rated_tables WHERE code=?", (code,))
        return row is None or bool(row[0])

    def settle(self, code: str, results: list[Result]) -> bool:
        """A rated game's results and everyone's new ratings, in one transaction, only if the
        table is not rated yet and every rating is still the one the results started from
        (another process may have rated another game of one of these players meanwhile:
        then nothing is written and False said, and the caller rates again)."""
        now, players = time.time(), len(results)
        rows: list[tuple[str, tuple]] = [
            ("UPDATE rated_tables SET settled=1 WHERE code=? AND settled=0", (code,))]
        for r in results:
            rows.append(("INSERT INTO results VALUES(?,?,?,?,?,?,?,?,?,?,?,?)",
                         (code, r.player, r.seat, r.place, players, r.score, int(r.left),
                          r.before.mu, r.before.sigma, r.after.mu, r.after.sigma, now)))
            rows.append(("UPDATE players SET mu=?, sigma=?, games=games+1 WHERE id=? AND "
                         "mu=? AND sigma=?", (r.after.mu, r.after.sigma, r.player,
                                              r.before.mu, r.before.sigma)))
        return self.store._write(rows, each_changes=True)

    def forget(self, code: str) -> list[tuple[str, tuple]]:
        """The statements that forget a rated table left in its lobby."""
        return [("DELETE FROM rated WHERE code=?", (code,)),
                ("DELETE FROM rated_tables WHERE code=?", (code,))]


def _registered() -> TableError:
    return TableError("registered", "this player key already has a name on this server")


def _taken(name: str) -> TableError:
    return TableError("name_taken", f"the name {name!r} is taken on this server")


def _player(row: tuple) -> Player:
    pid, name, mu, sigma, games, computer = row
    return Player(pid, name, Skill(mu, sigma), games, bool(computer))
