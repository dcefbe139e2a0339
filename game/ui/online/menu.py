"""Play online: the name the other players see (kept in the settings), then host a table for
friends or join one, or look at a server's ratings."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.rules.record import valid_name
from game.texts import text
from game.ui.online.form import FormScene
from game.ui.online.keep import NAME_MAX, chosen_name
from game.ui.toolkit.text_field import TextField


class OnlineMenuScene(FormScene):
    def __init__(self, app, error: str = "") -> None:
        super().__init__(app)
        self.fields["name"] = TextField(chosen_name(app), NAME_MAX)
        self.focus = "name"
        self.error = error

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s, a = self.scale, self.app.assets
        hint = a.wrap(text("online.menu_hint"), self.font(17), round(600 * s), "italic")
        tall = round(540 * s) + len(hint) * a.font(self.font(17), "italic").get_height()
        # the hint's last line above the frame's line (7 % of the panel's height from its foot)
        self.panel = Rect(0, 0, round(760 * s), max(round(700 * s), round(tall / 0.92)))
        self.panel.center = (w // 2, h // 2 + round(30 * s))
        p = self.panel
        self.field_rects["name"] = Rect(p.left + round(130 * s), p.top + round(90 * s),
                                        p.w - round(260 * s), round(56 * s))
        named = valid_name(self.value("name"))
        items = [("host", text("online.host"), named), ("join", text("online.join"), named),
                 ("ratings", text("standings.menu"), True), ("back", text("menu.back"), True)]
        self.buttons = self.column(items, p.centerx, p.top + round(250 * s), round(420 * s))

    def on_button(self, key: str) -> None:
        if key == "back":
            self.app.go("title")
            return
        if valid_name(self.value("name")):
            self.keep_name()
        self.app.go({"host": "online_host", "join": "online_join"}.get(key, key))

    def on_enter(self, key: str) -> None:
        if valid_name(self.value("name")):
            self.keep_name()
            self.app.go("online_join")

    def keep_name(self) -> None:
        name = self.value("name")
        if name != self.app.settings.get("online_name"):
            self.app.change_setting("online_name", name)

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_background(surf, self.panel)
        p, s = self.panel, self.scale
        self.draw_title(surf, text("online.title"), (p.centerx, p.top - round(50 * s)), 56)
        self.draw_field(surf, "name", text("online.name"))
        field = self.field_rects["name"]
        note = text("online.name_note") if valid_name(self.value("name")) \
            else text("online.name_needed")
        self.draw_lines(surf, note, (p.centerx, field.bottom + round(12 * s)),
                        p.w - round(160 * s))
        self.draw_buttons(surf)
        self.draw_lines(surf, text("online.menu_hint"),
                        (p.centerx, p.top + round(540 * s)), p.w - round(160 * s))
        self.draw_status(surf, (p.centerx, p.bottom + round(10 * s)), p.w)
