"""The rules in the player's language (game/rulebook.py): topics to jump to on the left, a search
field (type anywhere: the paragraphs holding every word stay, the words lit up), the board's own
icons beside the paragraphs. Opened at a rule id (F1 on a tooltip) it shows that paragraph
framed; Esc or Back returns to where it was opened from."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame
from pygame import Rect

from game import rulebook, texts
from game.rulebook import Rulebook, RulebookError
from game.texts import text
from game.ui.menus.menu import MenuScene
from game.ui.rulebook.draw import DIE_FACE, RulesPage
from game.ui.toolkit.widgets import Button

__all__ = ["DIE_FACE", "Block", "RulesScene"]

MAX_QUERY = 40


@dataclass(slots=True)
class Block:
    """One thing in the scrolling column: a topic title, a heading or a paragraph."""

    kind: str  # "topic", "heading", "paragraph"
    topic: int
    paragraph: int  # -1 for a topic title
    y: int  # top, in the column's own coordinates
    h: int
    lines: list[str]
    icons: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()


class RulesScene(MenuScene):
    tab_only = True  # the arrows and Space scroll the text

    def __init__(self, app, rule: str | None = None, topic: str | None = None,
                 back: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.back = back
        self.query = ""
        self.offset = 0  # pixels scrolled
        self.blocks: list[Block] = []
        self.found: list[tuple[int, int]] = []
        self.target: tuple[int, int] | None = None  # the paragraph opened at, framed
        self.book: Rulebook | None = None
        self.error = ""
        self.content_h = 0
        self._goto = ("rule", rule) if rule else ("topic", topic) if topic else None
        self.page = RulesPage(self)
        pygame.key.start_text_input()

    # ------------------------------------------------------------------ layout

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        try:
            self.book = rulebook.load(texts.language())
            self.error = ""
        except (OSError, RulebookError) as error:
            self.book, self.error = None, text("rules.missing", error=error)
        margin = round(40 * s)
        top = round(100 * s)
        side_w = round(330 * s)
        self.side = Rect(margin, top, side_w, h - top - round(40 * s))
        self.panel = Rect(self.side.right + round(24 * s), top,
                          w - self.side.right - round(24 * s) - margin, h - top - round(40 * s))
        self.field = Rect(self.side.left, self.side.top, side_w, round(50 * s))
        self.clear_rect = Rect(0, 0, self.field.h - 12, self.field.h - 12)
        self.clear_rect.midright = (self.field.right - 6, self.field.centery)
        back = Rect(0, 0, side_w, round(52 * s))
        back.bottomleft = (self.side.left, self.side.bottom)
        self.buttons = [Button("back", text("menu.back"), back, True, True)]
        topics = self.book.topics if self.book else []
        heading = self.app.assets.font(self.font(18), "bold").get_linesize()  # "Topics"
        list_top = self.field.bottom + max(round(46 * s), round(18 * s) + heading)
        room = back.top - round(16 * s) - list_top
        bh = min(round(48 * s), max(20, room // max(1, len(topics)) - round(6 * s)))
        for i, topic in enumerate(topics):
            r = Rect(self.side.left, list_top + i * (bh + round(6 * s)), side_w, bh)
            self.buttons.append(Button(f"topic:{i}", topic.title, r))
        self.body_size = max(14, self.font(21))
        p = self.panel  # the parchment's frame is 5% in from its sides, 7% from top and bottom
        self.text_rect = Rect(p.left + round(p.w * 0.06), p.top + round(p.h * 0.085),
                              round(p.w * 0.88) - 12, round(p.h * 0.83))
        self.icon = max(20, round(36 * s))
        self.relayout_blocks()
        if self._goto is not None:
            kind, what = self._goto
            self._goto = None
            if kind == "rule":
                self.show_rule(what)
            else:
                self.show_topic(what)

    def relayout_blocks(self) -> None:
        """Lay out the column for the current query: every topic, or only what matches."""
        a = self.app.assets
        self.blocks = []
        if self.book is None:
            self.content_h = 0
            return
        self.found = self.book.search(self.query) if self.query.strip() else []
        shown = set(self.found)
        searching = bool(self.query.strip())
        gutter = 2 * self.icon + 14
        width = self.text_rect.w - gutter
        bs = self.body_size
        line_h = a.font(bs).get_linesize()
        y = 0
        for ti, topic in enumerate(self.book.topics):
            if searching and not any(t == ti for t, _ in shown):
                continue
            title_size = round(bs * 1.45)
            lines = a.wrap(topic.title, title_size, self.text_rect.w - self.icon - 16, "bold")
            th = max(self.icon + 6, len(lines) * a.font(title_size, "bold").get_linesize()) + 8
            self.blocks.append(Block("topic", ti, -1, y, th, lines, (topic.icon,)))
            y += th + 6
            for pi, paragraph in enumerate(topic.paragraphs):
                if searching and (ti, pi) not in shown:
                    continue
                if paragraph.heading:
                    hs = round(bs * 1.15)
                    lines = a.wrap(paragraph.text, hs, width, "bold")
                    hh = len(lines) * a.font(hs, "bold").get_linesize() + 6
                    self.blocks.append(Block("heading", ti, pi, y + 4, hh, lines))
                    y += hh + 8
                    continue
                lines = a.wrap(paragraph.text, bs, width)
                th = len(lines) * line_h + (self.rule_h() if paragraph.rules else 0)
                cols, icon = self.icon_grid(len(paragraph.icons))
                ih = -(-len(paragraph.icons) // cols) * (icon + 4)
                ph = max(th, ih) + 4
                self.blocks.append(Block("paragraph", ti, pi, y, ph, lines, paragraph.icons,
                                         paragraph.rules))
                y += ph + round(bs * 0.7)
            y += round(bs * 0.8)
        self.content_h = y
        self.offset = max(0, min(self.offset, self.max_offset()))

    def icon_grid(self, n: int) -> tuple[int, int]:
        """(columns, icon size) for a paragraph's icons in the gutter: 2 columns, 3 when
        there are more than 4 icons (smaller then)."""
        if n <= 4:
            return 2, self.icon
        return 3, (2 * self.icon + 4 - 2 * 4) // 3

    def rule_h(self) -> int:
        return self.app.assets.font(self.small_size(), "bold").get_linesize()

    def small_size(self) -> int:
        return max(12, round(self.body_size * 0.72))

    def max_offset(self) -> int:
        return max(0, self.content_h - self.text_rect.h + 20)

    def draw(self, surf: pygame.Surface) -> None:
        if self.background is None:
            self.layout(surf.get_size())
        self.page.draw(surf)

    # ------------------------------------------------------------------ moving

    def show_rule(self, rule: str) -> bool:
        """Scroll to the paragraph stating `rule` and frame it."""
        where = self.book.find_rule(rule) if self.book else None
        if where is None:
            return False
        if self.query and where not in self.found:
            self.query = ""
            self.relayout_blocks()
        self.target = where
        for block in self.blocks:
            if (block.topic, block.paragraph) == where:
                self.offset = max(0, min(block.y - round(self.text_rect.h * 0.25),
                                         self.max_offset()))
        return True

    def show_topic(self, topic: str | int) -> None:
        if self.book is None:
            return
        index = topic if isinstance(topic, int) else (
            self.book.topic_ids().index(topic) if topic in self.book.topic_ids() else 0)
        for block in self.blocks:
            if block.topic == index and block.kind == "topic":
                self.offset = min(block.y, self.max_offset())
                return

    def current_topic(self) -> int:
        """The topic read now: the last one whose title is above the column's upper third."""
        current = self.blocks[0].topic if self.blocks else 0
        for block in self.blocks:
            if block.kind == "topic" and block.y <= self.offset + self.text_rect.h // 3:
                current = block.topic
        return current

    def set_query(self, query: str) -> None:
        self.query = query[:MAX_QUERY]
        self.offset = 0
        self.target = None
        self.relayout_blocks()

    # ------------------------------------------------------------------ events

    def wheel(self, dy: int) -> None:
        self.scroll(-dy * self.body_size * 3)

    def scroll(self, pixels: int) -> None:
        self.offset = max(0, min(self.max_offset(), self.offset + pixels))

    def on_button(self, key: str) -> None:
        if key == "back":
            self.on_escape()
        elif key.startswith("topic:"):
            self.show_topic(int(key.partition(":")[2]))

    def click_elsewhere(self, pos) -> None:
        if self.query and self.clear_rect.collidepoint(pos):
            self.set_query("")

    def other_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.TEXTINPUT:
            self.set_query(self.query + event.text)
        elif event.type == pygame.KEYDOWN:
            page = self.text_rect.h - 2 * self.body_size
            if event.key == pygame.K_BACKSPACE:
                if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                    self.set_query("")
                else:
                    self.set_query(self.query[:-1])
            elif event.key == pygame.K_DOWN:
                self.scroll(self.body_size * 2)
            elif event.key == pygame.K_UP:
                self.scroll(-self.body_size * 2)
            elif event.key in (pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.scroll(page)
            elif event.key == pygame.K_PAGEUP:
                self.scroll(-page)
            elif event.key == pygame.K_HOME:
                self.offset = 0
            elif event.key == pygame.K_END:
                self.offset = self.max_offset()

    def on_escape(self) -> None:
        pygame.key.stop_text_input()
        if self.back is not None:
            self.back()
        else:
            super().on_escape()
