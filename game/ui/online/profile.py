"""A player's profile at a server (game/net/profiles.py): the name, rating ± uncertainty, games
and wins; the rating over their rated games (a chart); games, wins, average score and places by
the number of players; the recent games, each with Replay (the replay viewer on the finished
game, its record fetched by watching its table) and Review (the review made of it, then its
summary). On one's own profile a new name is typed and sent with Rename; a name taken is said in
words. Back returns to the leaderboard, the link handed back to it."""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any

import pygame
from pygame import Rect

from game.history import GameHistory
from game.net.players import folded
from game.rules.record import GameRecord
from game.session import Seat
from game.texts import text
from game.ui.online import profile_draw
from game.ui.online.address import server_url
from game.ui.online.form import FormScene
from game.ui.online.keep import NAME_MAX
from game.ui.online.standings import (
    StandingsLink,
    finished_record,
    open_link,
    problem_words,
    rename_words,
)
from game.ui.online.work import Background
from game.ui.results.review_job import ReviewJob
from game.ui.toolkit.text_field import TextField

COMPUTER = "computer-"


def seats_of(record: GameRecord) -> list[Seat]:
    """The seats of a fetched game: the computer levels' by their level, the others people."""
    return [Seat(name, name.removeprefix(COMPUTER) if name.startswith(COMPUTER) else "human", i)
            for i, name in enumerate(record.setup.names)]


class ProfileScene(FormScene):
    def __init__(self, app, link: StandingsLink | None, player: str, offset: int = 0,
                 where: str = "", profile: dict[str, Any] | None = None) -> None:
        super().__init__(app)
        self.link, self.name, self.offset = link, player, offset
        self.where = link.where if link is not None else where
        self.data = profile
        self.handed = False
        self.asking: Future | None = None  # the profile, or a rename
        self.fetching = ""  # "replay" or "review": the record being fetched is for it
        self.job: ReviewJob | None = None
        self.record: GameRecord | None = None
        self.first = 0  # the first recent game shown (the wheel scrolls)
        self.recent_area = Rect(0, 0, 0, 0)
        self.fields["rename"] = TextField("", NAME_MAX)
        if link is not None:
            self.ask_profile()
        else:  # back from the viewer or the review: the same server again
            url, app_ = self.where_url(), app
            self.begin(Background(lambda: open_link(app_, url, self.where),
                                  discard=StandingsLink.close), "")

    def where_url(self) -> str:
        return server_url(self.where)

    # ------------------------------------------------------------------ asking

    def ask_profile(self) -> None:
        assert self.link is not None
        self.asking = self.link.ask({"type": "profile", "name": self.name})

    @property
    def mine(self) -> bool:
        me = None if self.link is None else self.link.me
        return me is not None and folded(str(me.get("name", ""))) == folded(self.name)

    def finished(self, result) -> None:
        if isinstance(result, StandingsLink):
            self.link = result
            self.ask_profile()
        elif isinstance(result, GameRecord):
            self.got_record(result)

    def failed(self, problem: BaseException) -> None:
        self.fetching = ""
        self.error = problem_words(problem, self.where)

    def update(self) -> None:
        super().update()
        self.take_answer()
        self.collect_review()

    def take_answer(self) -> None:
        asking = self.asking
        if asking is None or not asking.done():
            return
        self.asking, self.stale = None, True
        problem = asking.exception()
        answer = None if problem is not None else asking.result()
        if answer is not None and answer.get("type") == "identified":  # renamed
            assert self.link is not None
            self.link.renamed(answer)
            self.name = str(answer.get("name", self.name))
            self.fields["rename"] = TextField("", NAME_MAX)
            self.ask_profile()
        elif answer is not None:
            self.data, self.name = answer, str(answer.get("name", self.name))
        elif self.data is not None and self.mine:
            self.error = rename_words(problem) if problem else ""
        else:
            self.error = problem_words(problem, self.where) if problem else ""
        self.build(self.app.size)

    # ------------------------------------------------------------------ a recent game

    def fetch(self, kind: str, index: int) -> None:
        """The finished game of a recent row, for the viewer or for its review."""
        if self.data is None or self.link is None:
            return
        code, url, edition = str(self.data["recent"][index]["code"]), self.link.url, \
            self.app.edition
        self.fetching = kind
        self.begin(Background(lambda: finished_record(url, code, edition)),
                   text("standings.fetching", code=code))

    def got_record(self, record: GameRecord) -> None:
        kind, self.fetching, self.record = self.fetching, "", record
        if kind == "replay":
            self.app.go("replay", record=record, seats=seats_of(record), back=self.come_back())
        elif kind == "review":
            self.job = ReviewJob(GameHistory(self.app.edition, record), self.app.folders)

    def collect_review(self) -> None:
        job = self.job
        if job is None:
            return
        self.stale = True  # its progress is drawn
        if not job.finished():
            return
        self.job = None
        review, said = job.result()
        self.error = said
        if review is not None and self.record is not None:
            self.app.go("review", record=self.record, seats=seats_of(self.record),
                        review=review, back=self.come_back())
        else:
            self.build(self.app.size)

    def come_back(self):
        """Back here from the viewer or the review (connecting again: the link is closed)."""
        app, name, offset, where, data = self.app, self.name, self.offset, self.where, self.data
        return lambda: app.go("profile", link=None, player=name, offset=offset, where=where,
                              profile=data)

    # ------------------------------------------------------------------ layout and input

    def build(self, size: tuple[int, int]) -> None:
        profile_draw.build(self, size)

    def free(self) -> bool:
        return self.work is None and self.asking is None and self.job is None

    def on_button(self, key: str) -> None:
        kind, _, arg = key.partition(":")
        if kind in ("replay", "review") and self.free():
            self.fetch(kind, int(arg))
        elif kind == "cancel" and self.job is not None:
            self.job.cancel()
        elif kind == "rename":
            self.rename()
        elif kind == "back":
            self.on_escape()
            return
        self.build(self.app.size)

    def rename(self) -> None:
        new = " ".join(self.value("rename").split())
        if not new or self.link is None or not self.free():
            return
        self.error = ""
        self.asking = self.link.ask({"type": "rename", "name": new})

    def on_enter(self, key: str) -> None:
        self.rename()
        self.build(self.app.size)

    def wheel(self, dy: int) -> None:
        recent = [] if self.data is None else self.data.get("recent", [])
        most = max(0, len(recent) - profile_draw.shown_rows(self))
        self.first = min(most, max(0, self.first - dy))
        self.build(self.app.size)

    def other_event(self, event: pygame.event.Event) -> None:
        """Page Up and Page Down scroll the recent games, as the wheel does."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            rows = profile_draw.shown_rows(self)
            self.wheel(rows if event.key == pygame.K_PAGEUP else -rows)
            return
        super().other_event(event)

    def typing(self) -> bool:
        return super().typing() and self.mine

    def on_escape(self) -> None:
        if self.link is not None:
            self.handed = True
            self.app.go("ratings", link=self.link, offset=self.offset)
        else:
            self.app.go("ratings", where=self.where)

    def busy(self) -> bool:
        return super().busy() or self.asking is not None or self.job is not None

    def leave(self) -> None:
        super().leave()
        if self.job is not None:
            self.job.cancel()
            self.job = None
        if self.link is not None and not self.handed:
            self.link.close()

    def draw(self, surf: pygame.Surface) -> None:
        profile_draw.draw(self, surf)

