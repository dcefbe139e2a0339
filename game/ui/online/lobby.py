"""The lobby of an online table: the invite code and the addresses to share, the seats (names,
colours, ready marks, computers by level, open seats waiting), the player's colour and Ready,
Start for the table's creator, Leave, and a chat. The client is polled once a frame; when the
game's first state arrives the online game opens. When the host's window leaves, the line says
so and only the way back to the title is left."""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.net.protocol import CHAT_MAX
from game.texts import text
from game.ui.online import lobby_draw as draw
from game.ui.online.form import FormScene
from game.ui.online.link import HOST_LEFT, OnlineLink
from game.ui.online.onward import go_play
from game.ui.online.words import problem_text
from game.ui.toolkit.text_field import TextField
from game.ui.toolkit.widgets import Button

CHAT_KEEP = 60  # lines of chat kept (those that fit are shown)
COLOURS = 4


class LobbyScene(FormScene):
    def __init__(self, app, link: OnlineLink) -> None:
        super().__init__(app)
        self.link = link
        self.fields["chat"] = TextField("", CHAT_MAX)
        self.focus = "chat"
        self.chat: list[tuple[str, str]] = []  # (who, line)
        self.reconnecting = False
        self.host_gone = False  # the host stopped its server: only the way back is left
        self.play_tried = False  # the online game was asked for once
        self.swatches: list[tuple[int, Rect]] = []
        self.speed_rect = Rect(0, 0, 0, 0)  # where the table's speed is said (its tooltip)

    @property
    def view(self):
        return self.link.net.view

    def seats(self) -> list[dict[str, Any]]:
        return list((self.view.info or {}).get("seats") or [])

    def mine(self) -> dict[str, Any] | None:
        return self.view.seat_info(self.view.seat) if self.view.seat is not None else None

    def can_start(self) -> bool:
        seats = self.seats()
        return self.view.creator and bool(seats) and all(
            s["kind"] != "open" and s["ready"] for s in seats)

    # ------------------------------------------------------------------ layout

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        self.panel = Rect(0, 0, round(1440 * s), round(740 * s))
        self.panel.center = (w // 2, h // 2 + round(36 * s))
        p = self.panel
        # inside the frame's ornaments
        self.left = Rect(p.left + round(90 * s), p.top + round(56 * s), round(780 * s),
                         p.h - round(112 * s))
        self.right = Rect(self.left.right + round(50 * s), self.left.top,
                          p.right - round(90 * s) - self.left.right - round(50 * s),
                          self.left.h)
        self.seat_top = draw.seats_top(self)
        row = round(54 * s)
        swatch_y = self.seat_top + 4 * row + round(12 * s)
        self.swatches = [(c, Rect(self.left.left + round(250 * s) + c * round(72 * s), swatch_y,
                                  round(60 * s), round(60 * s))) for c in range(COLOURS)]
        self.buttons = self.lobby_buttons()
        send = round(130 * s)
        field = Rect(self.right.left, self.right.bottom - round(56 * s),
                     self.right.w - send - round(10 * s), round(56 * s))
        self.field_rects["chat"] = field
        self.buttons.append(Button("send", text("online.send"),
                                   Rect(field.right + round(10 * s), field.top, send, field.h),
                                   bool(self.value("chat"))))

    def lobby_buttons(self) -> list[Button]:
        s, left = self.scale, self.left
        bh, y = round(58 * s), left.bottom - round(58 * s)
        if self.host_gone:
            return [Button("title", text("online_play.back"),
                           Rect(left.left, y, round(330 * s), bh), True, True)]
        mine = self.mine()
        ready = bool(mine and mine.get("ready"))
        buttons = [Button("ready", text("online.not_ready" if ready else "online.ready"),
                          Rect(left.left, y, round(250 * s), bh), mine is not None, not ready)]
        if self.view.creator:
            buttons.append(Button("start", text("online.start"),
                                  Rect(left.left + round(270 * s), y, round(290 * s), bh),
                                  self.can_start(), True))
        buttons.append(Button("leave", text("online.leave"),
                              Rect(left.right - round(200 * s), y, round(200 * s), bh)))
        return buttons

    # ------------------------------------------------------------------ input

    def on_button(self, key: str) -> None:
        net = self.link.net
        mine = self.mine()
        if key == "ready" and mine is not None:
            net.ready(not mine.get("ready"))
        elif key == "start":
            net.start_game()
        elif key == "send":
            self.send()
        elif key == "leave":
            self.on_escape()
        elif key == "title":
            self.on_escape()
            self.app.go("title")

    def on_click(self, pos) -> None:
        if self.host_gone:
            return  # nobody is there to ask
        for colour, rect in self.swatches:
            mine = self.mine()
            if rect.collidepoint(pos) and mine is not None:
                if mine.get("colour") != colour:
                    self.link.net.colour(colour)
                return

    def on_enter(self, key: str) -> None:
        self.send()

    def send(self) -> None:
        line = self.value("chat")
        if line and not self.host_gone:
            self.link.net.chat(line)
            self.fields["chat"] = TextField("", CHAT_MAX)
            self.build(self.app.size)

    def on_escape(self) -> None:
        """Leave the table (a hosted table's server stops with it)."""
        self.link.close()
        if self.app.online is self.link:
            self.app.online = None
        self.app.go("online")

    # ------------------------------------------------------------------ the network

    def update(self) -> None:
        messages = self.link.take()
        for message in messages:
            self.take(message)
        if messages:
            self.stale = True
            if self.app.scene is self:
                self.build(self.app.size)
        if self.view.state is not None and not self.play_tried and self.app.scene is self:
            self.play_tried = True
            # a line said as the game started is shown by the game's own log
            self.link.backlog += [m for m in messages if m.get("type") == "chat"]
            self.error = go_play(self.app, self.link)
            if self.error:
                self.link.backlog = []  # this scene has shown them already

    def take(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "chat":
            who = message.get("name") or text("online.spectator")
            self.chat = [*self.chat, (str(who), str(message.get("text", "")))][-CHAT_KEEP:]
        elif kind == "status":
            self.reconnecting = message.get("status") == "reconnecting"
            if message.get("status") == "closed":
                self.host_gone = message.get("reason") == HOST_LEFT
                self.error = text("online.host_closed" if self.host_gone
                                  else "online.connection_closed")
            elif message.get("status") == "online":
                self.error = ""
        elif kind == "closed":
            self.error = text("online.table_closed")
        elif kind == "error" and message.get("re") != "sync":
            self.error = problem_text(message, where=self.link.url)
        elif kind == "ok" and not self.play_tried:
            self.error = ""  # (the start's own "ok" may come after the game could not open)

    def busy(self) -> bool:
        return self.reconnecting  # the dots move

    def leave(self) -> None:
        pygame.key.stop_text_input()  # the link goes on: the online game takes it over

    # ------------------------------------------------------------------ drawing

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_background(surf, self.panel)
        p, s = self.panel, self.scale
        self.draw_title(surf, text("online.lobby_title"), (p.centerx, p.top - round(46 * s)), 52)
        draw.table_mode(self, surf)
        draw.code_and_addresses(self, surf)
        draw.seat_rows(self, surf)
        draw.colour_swatches(self, surf)
        draw.chat_lines(self, surf)
        self.draw_field(surf, "chat", text("online.chat_field"))
        self.draw_buttons(surf)
        draw.notes(self, surf)
        draw.speed_tooltip(self, surf)
