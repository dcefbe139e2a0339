"""Settings → Online identity: this computer's player key (game/net/identity.py), which proves
the player's name on every server, exported to a file and imported from one, to play under the
same name and rating on another computer. The file is the identity: it is written readable by
this user alone, and an import asks to be confirmed, since it replaces the key here."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
from pygame import Rect

from game.net.identity import Identity, IdentityError, default_path, import_identity
from game.texts import text
from game.ui.online.form import FormScene
from game.ui.toolkit import theme as T
from game.ui.toolkit.text_field import TextField
from game.ui.toolkit.widgets import Button, tab_rects

EXPORT_NAME = "monasterium-identity.json"
PATH_MAX = 240


class IdentityScene(FormScene):
    def __init__(self, app, back: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.back = back
        folder = app.folders.saves.parent if app.folders is not None else None
        self.path = None if folder is None else folder / default_path().name
        self.fields["file"] = TextField(str(Path.home() / EXPORT_NAME), PATH_MAX)
        self.focus = "file"
        self.notice = ""
        self.confirming = False  # Import pressed once: a second press replaces the key
        self.shift = 0  # the field and what is under it lower, under longer words (build)
        self.identity, self.error = self.read()

    def read(self) -> tuple[Identity | None, str]:
        if self.path is None:
            return None, text("identity.nothing_kept")
        try:
            return Identity.load(self.path), ""
        except (IdentityError, OSError) as problem:
            return None, text("identity.damaged", error=problem)

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        # the key and the words about it take what they need at the player's text size: what
        # is under them goes down by as much
        width = round(860 * s)
        words = round(40 * s) + self.lines_height(text("identity.about"), width, 18, "regular")
        if self.identity is not None:
            words += self.lines_height(self.key_line(), width, 22, "bold") + round(10 * s)
        caption = self.app.assets.font(self.font(20), "bold").get_height() + 4
        self.shift = max(0, words + caption + round(12 * s) - round(290 * s))
        self.panel = Rect(0, 0, round(1000 * s), min(round(560 * s) + self.shift, h - 20))
        self.panel.center = (w // 2, min(h // 2 + round(30 * s), h - 10 - self.panel.h // 2))
        p, down = self.panel, self.shift
        self.field_rects["file"] = Rect(p.left + round(70 * s), p.top + round(290 * s) + down,
                                        p.w - round(140 * s), round(52 * s))
        bh, bw = self.button_height(52), round(280 * s)
        y = p.top + round(370 * s) + down
        ready = self.identity is not None and bool(self.value("file"))
        importing = text("identity.import_confirm" if self.confirming else "identity.import")
        labels = [text("identity.export"), importing, text("menu.back")]
        export, load, back = tab_rects(self.app.assets, labels, self.font(22), bw,
                                       round(p.w * 0.88), round(20 * s), (p.centerx, y, bh))
        self.buttons = [
            Button("export", labels[0], export, ready),
            Button("import", importing, load, self.path is not None and bool(self.value("file")),
                   self.confirming),
            Button("back", labels[2], back, True, True)]

    def key_line(self) -> str:
        assert self.identity is not None
        return text("identity.key", key=self.identity.fingerprint())

    def on_button(self, key: str) -> None:
        if key == "back":
            self.on_escape()
            return
        if key == "export" and self.identity is not None:
            self.export(self.identity, Path(self.value("file")).expanduser())
        elif key == "import":
            self.take_in(Path(self.value("file")).expanduser())
        self.build(self.app.size)

    def export(self, identity: Identity, target: Path) -> None:
        try:
            identity.write(target)
        except OSError as problem:
            self.notice, self.error = "", text("identity.not_written", file=target,
                                               error=problem.strerror or problem)
            return
        self.notice, self.error = text("identity.written", file=target), ""

    def take_in(self, source: Path) -> None:
        if not self.confirming:
            self.confirming, self.notice = True, text("identity.confirm")
            return
        self.confirming = False
        try:
            self.identity = import_identity(source, self.path)
        except (IdentityError, OSError) as problem:
            self.notice, self.error = "", str(problem)
            return
        self.notice, self.error = text("identity.imported", file=source), ""

    def on_edit(self, key: str) -> None:
        self.confirming = False
        super().on_edit(key)

    def on_escape(self) -> None:
        if self.back is not None:
            self.back()
        else:
            self.app.go("settings")

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_background(surf, self.panel)
        p, s = self.panel, self.scale
        self.draw_title(surf, text("identity.title"), (p.centerx, p.top - round(50 * s)), 56)
        y = p.top + round(40 * s)
        if self.identity is not None:
            y = self.draw_lines(surf, self.key_line(), (p.centerx, y), p.w - round(140 * s), 22,
                                T.ROOF_D, "bold") + round(10 * s)
        self.draw_lines(surf, text("identity.about"), (p.centerx, y), p.w - round(140 * s), 18,
                        T.INK, "regular")
        self.draw_field(surf, "file", text("identity.file"))
        self.draw_buttons(surf)
        if self.notice:
            self.draw_lines(surf, self.notice, (p.centerx, p.top + round(440 * s) + self.shift),
                            p.w - round(140 * s), 18, T.INK, "italic")
        self.draw_status(surf, (p.centerx, p.bottom - round(80 * s)), p.w - round(80 * s))
