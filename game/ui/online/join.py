"""Join a table: the server's address (host:port; the port may be left out) and the invite
code, or a server found on the local network (a click fills the address), or a table this
player sat at before on that server (its seat is taken back). A table already playing opens the
online game at once; a refusal or a server out of reach is one line here. "Watch" takes no
seat: the table is followed as a spectator (the online game read-only)."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.net.discovery import shown_name
from game.texts import text
from game.ui.online.address import (
    clean_code,
    shown_address,
    typed_form,
)
from game.ui.online.connect import join_table
from game.ui.online.finder import Finder
from game.ui.online.form import FormScene
from game.ui.online.keep import chosen_name, credentials_of
from game.ui.online.link import OnlineLink
from game.ui.online.onward import arrive
from game.ui.online.words import problem_text
from game.ui.online.work import Background
from game.ui.toolkit import theme as T
from game.ui.toolkit.text_field import TextField
from game.ui.toolkit.widgets import Button

ADDRESS_MAX = 80
REJOIN_MAX = 5  # remembered seats offered (the newest), on any server
FOUND_MAX = 5  # servers of the local network listed


class JoinScene(FormScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.fields["address"] = TextField(str(app.settings.get("online_address", "")),
                                           ADDRESS_MAX)
        self.fields["code"] = TextField("", 12)
        self.focus = "code" if self.value("address") else "address"
        self.finder = Finder()
        self.finder.search()
        self.link: OnlineLink | None = None  # joined; waiting to hear whether it plays
        self.shift = 0  # the fields and lists lower, under the frame (build)
        self.where = ""  # the address tried, for the line about a failure
        self.watching = False  # the last step looks on as a spectator rather than sits

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        self.panel = Rect(0, 0, round(1160 * s), round(680 * s))
        self.panel.center = (w // 2, h // 2 + round(30 * s))
        p, free, bh = self.panel, self.work is None and self.link is None, round(50 * s)
        left, width = p.left + round(70 * s), round(520 * s)
        caption = self.app.assets.font(self.font(20), "bold").get_linesize() + 4  # draw_field's
        self.shift = max(0, round(p.h * 0.07) + 8 + caption - round(80 * s))  # under the frame
        top = p.top + self.shift  # what is placed from the panel's top, lower where it must be
        self.field_rects["address"] = Rect(left, top + round(80 * s), width, round(56 * s))
        self.field_rects["code"] = Rect(left, top + round(220 * s), round(260 * s),
                                        round(56 * s))
        self.seats = self.remembered()
        self.buttons = [Button(f"rejoin:{i}", text("online.rejoin", code=code,
                                                   where=typed_form(server)),
                               Rect(left, top + round((340 + i * 44) * s),
                                    width, round(38 * s)), free)
                        for i, (server, code) in enumerate(self.seats)]
        right = p.left + round(660 * s)
        self.list_top = top + round(80 * s)
        for i, found in enumerate(self.finder.found[:FOUND_MAX]):
            self.buttons.append(Button(f"found:{i}", found_label(found),
                                       Rect(right, self.list_top + i * round(58 * s),
                                            round(430 * s), bh), free))
        again = Rect(right, self.list_top + FOUND_MAX * round(58 * s), round(430 * s), bh)
        self.buttons.append(Button("search", text("online.search_again"), again,
                                   free and not self.finder.searching))
        join = Rect(0, 0, round(300 * s), round(58 * s))
        join.midbottom = (p.centerx + round(170 * s), p.bottom - round(50 * s))
        back = Rect(0, 0, round(220 * s), round(58 * s))
        back.midbottom = (p.centerx - round(190 * s), p.bottom - round(50 * s))
        ready = bool(self.value("address")) and bool(self.value("code"))
        code = self.field_rects["code"]
        watch = Rect(code.right + round(20 * s), code.top, round(200 * s), code.h)
        self.buttons += [Button("join", text("online.join_start"), join, free and ready, True),
                         Button("watch", text("online.watch_start"), watch, free and ready),
                         Button("back", text("menu.back"), back)]

    def remembered(self) -> list[tuple[str, str]]:
        """(server, code) of the seats kept on this computer, newest first, whatever address
        is typed."""
        credentials = credentials_of(self.app)
        return [] if credentials is None else credentials.kept()[:REJOIN_MAX]

    def on_button(self, key: str) -> None:
        kind, _, arg = key.partition(":")
        if kind == "found":
            found = self.finder.found[int(arg)]
            where = shown_address(found.address, found.port)
            self.fields["address"] = TextField(("wss://" if found.tls else "") + where,
                                               ADDRESS_MAX)
            self.focus = "code"
        elif kind == "search":
            self.finder.search()
        elif kind == "rejoin":
            server, code = self.seats[int(arg)]
            self.fields["address"] = TextField(typed_form(server), ADDRESS_MAX)
            self.fields["code"] = TextField(code, 12)
            self.start()
        elif kind == "join":
            self.start()
        elif kind == "watch":
            self.start(watch=True)
        elif kind == "back":
            self.on_escape()
            return
        self.build(self.app.size)

    def on_enter(self, key: str) -> None:
        if key == "address":
            self.focus = "code"
        elif self.work is None and self.link is None:
            self.start()

    def on_escape(self) -> None:
        self.app.go("online")

    def start(self, watch: bool = False) -> None:
        """Join the table typed (or with `watch`, look on as a spectator)."""
        typed, url = self.value("address"), self.typed_url("address")
        if url is None:
            return
        code = clean_code(self.value("code"))
        if code is None:
            self.error = text("online.bad_code")
            return
        if typed != self.app.settings.get("online_address"):
            self.app.change_setting("online_address", typed)
        app, name = self.app, chosen_name(self.app) or text("online.default_name")
        self.where, self.watching = typed, watch
        job = Background(lambda: join_table(url, code, name, app.edition, credentials_of(app),
                                            watch),
                         discard=OnlineLink.close)
        self.begin(job, text("online.watching" if watch else "online.joining"))

    def failed(self, problem: BaseException) -> None:
        self.error = problem_text(problem, where=self.where)

    def finished(self, link: OnlineLink) -> None:
        self.app.online = self.link = link
        self.working = text("online.watching" if self.watching else "online.joining")

    def update(self) -> None:
        super().update()
        if self.finder.update():
            self.stale = True
            self.build(self.app.size)
        if self.link is not None:
            self.arrive(self.link)

    def arrive(self, link: OnlineLink) -> None:
        """Joined: the lobby, or the game itself when the table already plays."""
        arrive(self, link, self.where)

    def busy(self) -> bool:
        return super().busy() or self.finder.searching or self.link is not None

    def leave(self) -> None:
        super().leave()
        self.finder.stop()
        if self.link is not None:  # joined, but the player went away before the table came
            self.link.close()
            if self.app.online is self.link:
                self.app.online = None
            self.link = None

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_background(surf, self.panel)
        p, s, a = self.panel, self.scale, self.app.assets
        self.draw_title(surf, text("online.join_title"), (p.centerx, p.top - round(50 * s)), 56)
        self.draw_field(surf, "address", text("online.address"))
        self.draw_field(surf, "code", text("online.code"))
        address = self.field_rects["address"]
        note = a.text(text("online.address_note"), self.font(16), T.INK_SOFT, "italic")
        surf.blit(note, (address.left, address.bottom + 6))
        if any(b.key.startswith("rejoin:") for b in self.buttons):
            caption = a.text(text("online.rejoin_title"), self.font(18), T.INK_SOFT, "bold")
            surf.blit(caption, (address.left,
                                p.top + self.shift + round(336 * s) - caption.get_height()))
        self.draw_found(surf)
        self.draw_buttons(surf)
        self.draw_status(surf, (p.centerx, p.bottom + round(10 * s)), p.w)

    def draw_found(self, surf: pygame.Surface) -> None:
        p, s, a = self.panel, self.scale, self.app.assets
        x = p.left + round(660 * s)
        caption = a.text(text("online.found_title"), self.font(20), T.INK_SOFT, "bold")
        surf.blit(caption, caption.get_rect(bottomleft=(x, self.list_top - 4)))
        if self.finder.searching:
            state = text("online.searching")
        elif not self.finder.found:
            state = text("online.found_none") if self.finder.searched else ""
        else:
            return
        self.draw_lines(surf, state, (x + round(215 * s), self.list_top + round(12 * s)),
                        round(420 * s))


def found_label(found) -> str:
    return f"{shown_name(found)} · {found.address}:{found.port}"
