"""Ratings: a server's leaderboard (game/net/accounts.py `ratings`). The address of the last
server this computer used is filled in and asked at once; another is typed and shown with Show.
The connection proves this computer's identity, so its own row is marked and "Your profile"
opens it; a row (a click, or the keys and Enter) opens that player's profile. Twenty players a
page, in two columns; Previous and Next page on. A server out of reach, or older and without
ratings, is said in words."""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any

import pygame
from pygame import Rect

from game.texts import text
from game.ui.online import ratings_draw
from game.ui.online.form import FormScene
from game.ui.online.standings import (
    COLUMN,
    PAGE,
    StandingsLink,
    last_server,
    open_link,
    problem_words,
)
from game.ui.online.work import Background
from game.ui.toolkit.text_field import TextField
from game.ui.toolkit.widgets import Button

ADDRESS_MAX = 80


class RatingsScene(FormScene):
    def __init__(self, app, link: StandingsLink | None = None, offset: int = 0,
                 where: str | None = None) -> None:
        super().__init__(app)
        typed = link.where if link is not None else where if where is not None \
            else last_server(app)
        self.fields["address"] = TextField(typed, ADDRESS_MAX)
        self.focus = None if typed else "address"
        self.link = link
        self.handed = False  # the link went on to a profile: not closed on leaving
        self.offset = offset
        self.asking: Future | None = None
        self.players: list[dict[str, Any]] | None = None  # None: not heard yet
        self.rows: list[Button] = []
        self.list_area = Rect(0, 0, 0, 0)
        self.where = typed
        if link is not None:
            self.ask_page()
        elif typed:
            self.show()

    # ------------------------------------------------------------------ asking

    def show(self) -> None:
        """The leaderboard of the server typed (connecting first unless linked to it)."""
        typed, url = self.value("address"), self.typed_url("address")
        if url is None:
            return
        if self.link is not None and self.link.url == url and not self.link.closed:
            self.ask_page()
            return
        self.drop_link()
        self.where, self.offset, self.players, app = typed, 0, None, self.app
        self.begin(Background(lambda: open_link(app, url, typed), discard=StandingsLink.close),
                   text("standings.connecting"))

    def finished(self, link: StandingsLink) -> None:
        self.link = link
        self.ask_page()

    def failed(self, problem: BaseException) -> None:
        self.error, self.players = problem_words(problem, self.where), None

    def ask_page(self) -> None:
        assert self.link is not None
        self.error = ""
        self.asking = self.link.ask({"type": "ratings", "top": PAGE, "offset": self.offset})

    def update(self) -> None:
        super().update()
        asking = self.asking
        if asking is None or not asking.done():
            return
        self.asking, self.stale = None, True
        problem = asking.exception()
        if problem is not None:
            self.error, self.players = problem_words(problem, self.where), None
            if getattr(problem, "code", "") == "offline":  # Show connects again
                self.drop_link()
        else:
            self.players = list(asking.result().get("players", []))
        self.build(self.app.size)

    def busy(self) -> bool:
        return super().busy() or self.asking is not None

    @property
    def me(self) -> dict[str, Any] | None:
        return None if self.link is None else self.link.me

    # ------------------------------------------------------------------ layout

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        self.panel = Rect(0, 0, round(1320 * s), round(740 * s))
        self.panel.center = (w // 2, h // 2 + round(30 * s))
        p, free = self.panel, self.work is None and self.asking is None
        bh = round(56 * s)
        top = p.top + round(96 * s)
        self.field_rects["address"] = Rect(p.left + round(80 * s), top, round(500 * s), bh)
        show = Rect(p.left + round(600 * s), top, round(200 * s), bh)
        mine = Rect(0, 0, round(300 * s), bh)
        mine.topright = (p.right - round(80 * s), top)
        self.buttons = [Button("show", text("standings.show"), show, free, True),
                        Button("mine", text("standings.your_profile"), mine,
                               free and self.me is not None)]
        self.build_rows(free)
        more = self.players is not None and len(self.players) == PAGE
        back, prev, after = (Rect(0, 0, round(w_ * s), bh) for w_ in (220, 240, 240))
        bottom = p.bottom - round(30 * s)
        back.midbottom = (p.centerx, bottom)
        prev.bottomright = (back.left - round(30 * s), bottom)
        after.bottomleft = (back.right + round(30 * s), bottom)
        self.buttons += [Button("prev", text("standings.previous"), prev,
                                free and self.offset > 0),
                         Button("back", text("menu.back"), back),
                         Button("next", text("standings.next"), after, free and more)]

    def build_rows(self, free: bool) -> None:
        """A row button for each player listed: ten a column, two columns."""
        self.list_area = self.rows_area()
        half = (self.list_area.w - round(40 * self.scale)) // 2
        step = self.list_area.h // COLUMN
        self.rows = []
        for i, player in enumerate(self.players or []):
            column, line = divmod(i, COLUMN)
            x = self.list_area.left + column * (half + round(40 * self.scale))
            rect = Rect(x, self.list_area.top + line * step, half, step - 2)
            self.rows.append(Button(f"player:{i}", str(player.get("name", "")), rect, free))

    def rows_area(self) -> Rect:
        p, s = self.panel, self.scale
        top = p.top + round(214 * s) + self.header_height()
        a, width = self.app.assets, p.w - round(160 * s)
        note = len(a.wrap(text("standings.order"), self.font(16), width, "italic"))
        bottom = p.bottom - round(100 * s) - note * a.font(self.font(16)).get_linesize()
        return Rect(p.left + round(80 * s), top, p.w - round(160 * s), bottom - top)

    def header_height(self) -> int:
        return self.app.assets.font(self.font(17), "bold").get_linesize() + 4

    def focus_targets(self) -> list[Button]:
        targets = super().focus_targets()
        fields = len(targets) - len(self.buttons)
        return [*targets[:fields + 2], *self.rows, *targets[fields + 2:]]

    # ------------------------------------------------------------------ input

    def on_button(self, key: str) -> None:
        kind, _, arg = key.partition(":")
        if kind == "show":
            self.show()
        elif kind == "mine" and self.me is not None:
            self.profile(str(self.me["name"]))
            return
        elif kind == "player" and self.players is not None:
            self.profile(str(self.players[int(arg)]["name"]))
            return
        elif kind in ("prev", "next"):
            self.offset = max(0, self.offset + (PAGE if kind == "next" else -PAGE))
            self.ask_page()
        elif kind == "back":
            self.on_escape()
            return
        self.build(self.app.size)

    def on_click(self, pos) -> None:
        row = next((r for r in self.rows if r.enabled and r.rect.collidepoint(pos)), None)
        if row is not None:
            self.on_button(row.key)

    def on_enter(self, key: str) -> None:
        if self.work is None and self.asking is None:
            self.show()
            self.build(self.app.size)

    def profile(self, name: str) -> None:
        if self.link is None:
            return
        self.handed = True
        self.app.go("profile", link=self.link, player=name, offset=self.offset)

    def on_escape(self) -> None:
        self.app.go("online")

    def drop_link(self) -> None:
        if self.link is not None:
            self.link.close()
            self.link = None
        self.asking = None

    def leave(self) -> None:
        super().leave()
        if not self.handed:
            self.drop_link()

    def draw(self, surf: pygame.Surface) -> None:
        ratings_draw.draw(self, surf)
