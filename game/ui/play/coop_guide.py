"""The guide that opens over a new game together against the Baron, before its first round: a few
pages, each pointing at the part of the table it explains (the team's points against the target,
the Baron's card, the threats, the request and the gifts, the events), with Next, Back and Skip,
and on the first page a way to Learn to play's co-op lessons instead.
The game waits under it (an overlay: the table does not move) and starts when it closes."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.texts import text
from game.tutorial.lessons import LESSONS
from game.ui.app import Scene
from game.ui.toolkit.widgets import button_at
from game.ui.tutorial.panel import (
    PanelLayout,
    PanelText,
    draw_arrow,
    draw_panel,
    draw_ring,
    edge_towards,
    lay_out,
)

# each page: its texts' key (coop_ui.guide.<key>) and the strip's chips it points at
PAGES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("team", ("team",)),
    ("baron", ("card", "deck")),
    ("threats", ("threat", "threats")),
    ("requests", ("request", "requests")),
    ("events", ("events",)),
)
COOP_LESSONS = [lesson.key for lesson in LESSONS].index("coop_welcome")


class CoopGuideScene(Scene):
    def __init__(self, app, play) -> None:
        super().__init__(app)
        self.play = play  # the play scene under the guide
        self.page = 0
        self.mouse = (0, 0)
        self.panel: PanelLayout | None = None
        self.target: Rect | None = None
        self.pointed = False  # the strip's chips were drawn when the page was laid out

    def layout(self, size: tuple[int, int]) -> None:
        self.build()

    def build(self) -> None:
        g = self.play.geometry
        if g is None:
            return
        key, chips = PAGES[self.page]
        found = [r for r, k in g.baron_chips if k[1] in chips]
        self.pointed = bool(g.baron_chips)
        self.target = found[0].unionall(found[1:]) if found else (g.baron if g.baron.w else None)
        last = self.page == len(PAGES) - 1
        buttons = [("next", text("coop_ui.guide_play" if last else "coop_ui.guide_next"), True)]
        if self.page:
            buttons.append(("back", text("coop_ui.guide_back"), False))
        if not last:
            buttons.append(("skip", text("coop_ui.guide_skip"), False))
        if not self.page:  # or learn it move by move, in Learn to play's co-op lessons
            buttons.append(("lessons", text("coop_ui.guide_lessons"), False))
        content = PanelText(text("coop_ui.guide_heading", n=self.page + 1, count=len(PAGES)),
                            text(f"coop_ui.guide.{key}.title"),
                            text(f"coop_ui.guide.{key}.body"), "", buttons)
        avoid = [self.target] if self.target is not None else []
        self.panel = lay_out(self.app.assets, g, content, [*avoid, g.baron])

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.panel is not None:
            pressed = button_at(self.panel.buttons, event.pos)
            if pressed is not None:
                self.on_button(pressed.key)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.on_button("next")

    def on_button(self, key: str) -> None:
        if key == "next" and self.page < len(PAGES) - 1:
            self.page += 1
        elif key == "back" and self.page:
            self.page -= 1
        elif key in ("next", "skip"):
            self.app.open_overlay(None)  # the game goes on
            return
        elif key == "lessons":
            self.app.open_overlay(None)
            self.app.go("tutorial", lesson=COOP_LESSONS)
            return
        self.build()

    def on_escape(self) -> None:
        self.app.open_overlay(None)

    def draw(self, surf: pygame.Surface) -> None:
        g = self.play.geometry
        if g is not None and (self.panel is None or not self.pointed and g.baron_chips):
            self.build()  # the table under it is drawn first: now its chips are known
        if self.panel is None or g is None:
            return
        if self.target is not None:
            ring = draw_ring(surf, self.target, 10)
            start = edge_towards(self.panel.rect, ring.center)
            draw_arrow(surf, start, edge_towards(ring, self.panel.rect.center))
        draw_panel(surf, self.app.assets, g, self.panel, self.mouse)
