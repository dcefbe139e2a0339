"""The leaderboard and the profiles of a server (no drawing here): the address the Ratings screen
starts from, the link that asks the server (this computer's identity proved, at no table), a
finished game's record fetched by watching its table, and the words of ratings and changes.

A link is handed from the Ratings screen to a profile and back; whichever screen the player
leaves for another closes it."""

from __future__ import annotations

import time
from concurrent.futures import Future
from typing import Any

from game.net.client import NetError
from game.net.threaded import NetClient
from game.rules.edition import Edition
from game.rules.record import GameRecord, record_from_json
from game.texts import text
from game.ui.online.address import typed_form
from game.ui.online.connect import STEP_SECONDS, reach_server
from game.ui.online.keep import chosen_name, credentials_of
from game.ui.online.words import problem_text

PAGE = 20  # players a page of the leaderboard lists
COLUMN = PAGE // 2  # of them in one column
OLDER = ("unknown_type", "protocol")  # a server that keeps no ratings (or speaks another version)
LEVELS = {"random": "new_game.level_random", "normal": "new_game.level_normal",
          "hard": "new_game.level_hard"}
PLACES = ("standings.place_1", "standings.place_2", "standings.place_3", "standings.place_4")
RENAME_REFUSED = {"name_taken": "standings.name_taken", "bad_name": "standings.bad_name",
                  "name_reserved": "standings.name_reserved"}


def last_server(app) -> str:
    """The address to start from, as typed: the server of the newest seat this computer keeps,
    else any server it keeps a key for, else the address last typed to join a table."""
    credentials = credentials_of(app)
    if credentials is not None:
        kept = credentials.kept()
        if kept:
            return typed_form(kept[0][0])
        servers = credentials.servers()
        if servers:
            return typed_form(servers[0])
    return str(app.settings.get("online_address", ""))


class StandingsLink:
    """A connection to one server for its leaderboard and profiles."""

    def __init__(self, net: NetClient, url: str, where: str) -> None:
        self.net, self.url, self.where = net, url, where
        self.closed = False
        self._renamed: dict[str, Any] | None = None

    @property
    def me(self) -> dict[str, Any] | None:
        """This computer's identity at the server, as it last answered (a rename too)."""
        return self._renamed or self.net.me

    def renamed(self, answer: dict[str, Any]) -> None:
        self._renamed = answer

    def ask(self, message: dict[str, Any]) -> Future:
        return self.net.ask(message)

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.net.close()


def open_link(app, url: str, where: str) -> StandingsLink:
    """Connect to `url` (typed as `where`) in a worker thread; the link, or it raises."""
    name = chosen_name(app) or text("online.default_name")
    return StandingsLink(reach_server(url, name, app.edition, credentials_of(app)), url, where)


def finished_record(url: str, code: str, edition: Edition) -> GameRecord:
    """The whole record of the finished game at table `code`: a connection of its own watches
    the table, whose "over" brings the record (worker thread; RecordError when it does not
    read, NetError when the game is not over or the server does not answer)."""
    net = NetClient(url, text("online.default_name"), edition)
    try:
        net.start().result(STEP_SECONDS)
        net.watch(code).result(STEP_SECONDS)
        deadline = time.monotonic() + STEP_SECONDS
        while net.view.final_record is None:
            left = deadline - time.monotonic()
            if left <= 0 or (net.view.state is not None and not net.view.over):
                raise NetError("not_over", "the game of that table is not over")
            net.wait(min(left, 0.5))
        return record_from_json(net.view.final_record)
    finally:
        net.close()


def problem_words(problem: BaseException, where: str) -> str:
    """A failure to reach the server or to read its ratings, in words."""
    if isinstance(problem, NetError) and problem.code in OLDER:
        return text("standings.older", address=where)
    if isinstance(problem, NetError) and problem.code == "no_player":
        return text("standings.no_player")
    if isinstance(problem, NetError) and problem.code == "not_over":
        return text("standings.not_over")
    return problem_text(problem, where=where)


def rename_words(problem: BaseException) -> str:
    code = problem.code if isinstance(problem, NetError) else ""
    key = RENAME_REFUSED.get(code)
    return text(key) if key is not None else problem_text(problem)


def rating_words(player: dict[str, Any]) -> str:
    """"1532 ± 120"."""
    return text("standings.rating", rating=player.get("rating", 0),
                sigma=player.get("sigma", 0))


def shown_name(player: dict[str, Any]) -> str:
    """A person's name, or a computer level's in words ("Computer (hard)")."""
    name = str(player.get("name", ""))
    if player.get("computer"):
        key = LEVELS.get(name.removeprefix("computer-"))
        return text(key) if key is not None else name
    return name


def change_words(game: dict[str, Any]) -> str:
    """"+14 → 1532" (a rated game's change and the rating after it)."""
    change = int(game.get("change", 0))
    sign = "+" if change > 0 else "−" if change < 0 else "±"
    return text("standings.change", change=f"{sign}{abs(change)}", rating=game.get("rating", 0))


def date_words(at: float) -> str:
    """A game's date and time in this computer's time zone: 2026-11-29 18:30."""
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(at))


def place_short(place: int) -> str:
    """"1st", "2nd", …"""
    return text(PLACES[place - 1]) if 1 <= place <= len(PLACES) else str(place)


def place_words(place: int, players: int) -> str:
    """"2nd of 3"."""
    return text("standings.place_of", place=place_short(place), players=players)
