"""The title: new game, continue (when a saved game exists), rules, settings, quit."""

from __future__ import annotations

import pygame

from game.rules.record import RecordError, record_from_json, replay
from game.texts import text

from . import theme as T
from .menu import MenuScene


class TitleScene(MenuScene):
    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        self.saved = self.app.storage.load_game()
        self.error = ""
        items = [("new", text("menu.new_game"), True),
                 ("continue", text("menu.continue"), self.saved is not None),
                 ("rules", text("menu.rules"), True),
                 ("settings", text("menu.settings"), True),
                 ("quit", text("menu.quit"), True)]
        self.buttons = self.column(items, w // 2, round(h * 0.40))

    def on_button(self, key: str) -> None:
        if key == "new":
            from .new_game import NewGameScene

            self.app.switch(NewGameScene(self.app))
        elif key == "continue":
            self.resume()
        elif key == "rules":
            from .rules_scene import RulesScene

            self.app.switch(RulesScene(self.app))
        elif key == "settings":
            from .settings_scene import SettingsScene

            self.app.switch(SettingsScene(self.app))
        elif key == "quit":
            self.app.running = False

    def resume(self) -> None:
        from .play import PlayScene, Seat

        saved = self.saved
        try:
            record = record_from_json(saved.record)
            game = replay(self.app.edition, record)
            seats = [Seat(str(s["name"]), int(s["colour"]) % 4, bool(s["human"]))
                     for s in saved.seats]
            if len(seats) != len(record.setup.names) or game.over:
                raise RecordError("the seats do not match the record")
        except (RecordError, KeyError, TypeError, ValueError) as error:
            self.error = text("error.save", error=error)
            return
        self.app.switch(PlayScene(self.app, game, seats, record))

    def on_escape(self) -> None:
        self.app.running = False

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_background(surf)
        w, h = surf.get_size()
        self.draw_title(surf, text("app.title"), (w // 2, round(h * 0.17)), 96)
        sub = self.app.assets.text(text("app.subtitle"), self.font(24), T.PARCH_L, "italic")
        surf.blit(sub, sub.get_rect(center=(w // 2, round(h * 0.27))))
        # the five stained-glass panes of the monasteries
        size = self.font(44)
        for i, m in enumerate("ABCDE"):
            g = self.app.assets.sprite(f"glass_{m}", size)
            surf.blit(g, (w // 2 + (i - 2.5) * (size + 10) + 5, round(h * 0.31)))
        self.draw_buttons(surf)
        if self.error:
            err = self.app.assets.text(self.error, self.font(18), (255, 200, 190), "bold")
            surf.blit(err, err.get_rect(midbottom=(w // 2, h - 20)))
