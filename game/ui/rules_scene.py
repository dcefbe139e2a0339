"""The rules in the player's language (game/rulebook.py): topics to jump to on the left, a search
field (type anywhere: the paragraphs holding every word stay, the words lit up), the board's own
icons beside the paragraphs. Opened at a rule id (F1 on a tooltip) it shows that paragraph
framed; Esc or Back returns to where it was opened from."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import pygame
from pygame import Rect

from game import rulebook, texts
from game.rulebook import Rulebook, RulebookError
from game.texts import text

from . import theme as T
from .menu import MenuScene
from .widgets import Button, draw_button

DIE_FACE = re.compile(r"^die_([1-6])$")
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
        list_top = self.field.bottom + round(46 * s)
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
        return max(11, round(self.body_size * 0.72))

    def max_offset(self) -> int:
        return max(0, self.content_h - self.text_rect.h + 20)

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

    # ------------------------------------------------------------------ drawing

    def draw(self, surf: pygame.Surface) -> None:
        if self.background is None:
            self.layout(surf.get_size())
        self.draw_background(surf, self.panel)
        a = self.app.assets
        s = self.scale
        title = self.book.title if self.book and self.book.title else text("rules.title")
        self.draw_title(surf, self.fit(title, self.font(52), surf.get_width() - 80, "bold"),
                        (surf.get_width() // 2, round(50 * s)), 52)
        self._draw_side(surf)
        if self.error:
            for i, line in enumerate(a.wrap(self.error, self.body_size, self.text_rect.w)):
                surf.blit(a.text(line, self.body_size, T.ROOF_D),
                          (self.text_rect.left, self.text_rect.top + i * self.body_size * 1.3))
            return
        self._draw_column(surf)

    def fit(self, string: str, size: int, width: int, style: str = "regular") -> str:
        """`string`, cut with an ellipsis if it is wider than `width` at `size`."""
        font = self.app.assets.font(size, style)
        if font.size(string)[0] <= width:
            return string
        while string and font.size(string + "…")[0] > width:
            string = string[:-1]
        return string.rstrip() + "…"

    def _draw_side(self, surf) -> None:
        a = self.app.assets
        s = self.scale
        f = self.field
        back = self.buttons[0].rect
        shade = Rect(f.left - 12, f.top - round(34 * s), f.w + 24,
                     back.top - f.top + round(34 * s) - 4)
        dark = pygame.Surface(shade.size, pygame.SRCALPHA)
        dark.fill((40, 26, 14, 175))  # the labels stay readable over the sky
        surf.blit(dark, shade.topleft)
        label = a.text(text("rules.search"), self.font(18), T.GOLD_L, "bold")
        surf.blit(label, (f.left + 2, f.top - label.get_height() - 2))
        pygame.draw.rect(surf, T.PARCH_L, f, border_radius=8)
        pygame.draw.rect(surf, T.GOLD, f, 2, border_radius=8)
        size = self.font(22)
        limit = f.w - 24 - (self.clear_rect.w if self.query else 0)
        if self.query:
            shown = self.query
            while shown and a.font(size).size(shown + "|")[0] > limit:
                shown = shown[1:]
            q = a.text(shown + ("|" if (self.app.frames // 30) % 2 == 0 else " "), size, T.INK)
            surf.blit(q, q.get_rect(midleft=(f.left + 12, f.centery)))
            c = self.clear_rect
            pygame.draw.circle(surf, T.PARCH_D, c.center, c.w // 2)
            x = a.text("×", self.font(22), T.INK, "bold")
            surf.blit(x, x.get_rect(center=c.center))
        else:
            ph = a.text(self.fit(text("rules.search_placeholder"), size, limit, "italic"), size,
                        T.INK_SOFT, "italic")
            surf.blit(ph, ph.get_rect(midleft=(f.left + 12, f.centery)))
        if self.query.strip():
            n = len(self.found)
            note = (text("rules.matches", count=n) if n
                    else text("rules.no_match", query=self.query.strip()))
            lines = a.wrap(note, self.font(16), f.w, "italic")[:2]
            for i, line in enumerate(lines):
                ns = a.text(line, self.font(16), T.PARCH_L, "italic")
                surf.blit(ns, (f.left + 2, f.bottom + 4 + i * ns.get_height()))
        else:
            ts = a.text(text("rules.topics"), self.font(18), T.GOLD_L, "bold")
            surf.blit(ts, (f.left + 2, f.bottom + round(14 * s)))
        topics = [b for b in self.buttons if b.key.startswith("topic:")]
        below = (topics[-1].rect.bottom if topics else f.bottom) + round(10 * s)
        room = (back.top - 8 - below) // max(1, a.font(self.font(16), "italic").get_linesize())
        for i, line in enumerate(a.wrap(text("rules.hint"), self.font(16), f.w, "italic")[:room]):
            hs = a.text(line, self.font(16), T.PARCH_M, "italic")
            surf.blit(hs, (f.left + 2, below + i * hs.get_height()))
        counts: dict[int, int] = {}
        for ti, _ in self.found:
            counts[ti] = counts.get(ti, 0) + 1
        current = self.current_topic()
        searching = bool(self.query.strip())
        for button in self.buttons:
            if button.key.startswith("topic:"):
                ti = int(button.key.partition(":")[2])
                button.enabled = not searching or ti in counts
                button.primary = ti == current and button.enabled
                self._draw_topic_button(surf, button, ti, counts.get(ti, 0) if searching else 0)
            else:
                draw_button(surf, a, button, button.rect.collidepoint(self.mouse), self.font(22))

    def _draw_topic_button(self, surf, button: Button, ti: int, count: int) -> None:
        """A topic: its icon, its title (smaller if it must be), the number of matches."""
        a = self.app.assets
        r = button.rect
        hover = button.enabled and r.collidepoint(self.mouse)
        base = (120, 62, 34) if button.primary else (96, 70, 44)
        if not button.enabled:
            base = (118, 108, 96)
        elif hover:
            base = tuple(min(255, c + 30) for c in base)
        pygame.draw.rect(surf, base, r, border_radius=8)
        pygame.draw.rect(surf, T.GOLD if button.enabled else (90, 84, 78), r, 2, border_radius=8)
        icon_size = r.h - 10
        topic = self.book.topics[ti]
        if topic.icon:
            surf.blit(self.icon_surface(topic.icon, icon_size), (r.left + 6, r.top + 5))
        left = r.left + icon_size + 14
        right = r.right - 10
        if count:
            cs = a.text(str(count), self.font(18), T.GOLD_L, "bold")
            badge = cs.get_rect(midright=(right, r.centery)).inflate(12, 2)
            pygame.draw.rect(surf, (60, 36, 20), badge, border_radius=badge.h // 2)
            surf.blit(cs, cs.get_rect(center=badge.center))
            right = badge.left - 6
        colour = T.PARCH_L if button.enabled else (206, 198, 186)
        size = self.font(20)
        while size > 11 and a.font(size, "bold").size(button.label)[0] > right - left:
            size -= 1
        label = self.fit(button.label, size, right - left, "bold")
        ls = a.text(label, size, colour, "bold")
        surf.blit(ls, ls.get_rect(midleft=(left, r.centery)))

    def icon_surface(self, name: str, size: int) -> pygame.Surface:
        face = DIE_FACE.match(name)
        if face:
            return self.app.assets.die(None, int(face.group(1)), size)
        return self.app.assets.sprite(name, size)

    def _draw_column(self, surf) -> None:
        a = self.app.assets
        tr = self.text_rect
        clip = surf.get_clip()
        surf.set_clip(tr.inflate(12, 16))
        bs = self.body_size
        line_h = a.font(bs).get_linesize()
        gutter = 2 * self.icon + 14
        for block in self.blocks:
            top = tr.top + block.y - self.offset
            if top > tr.bottom + 8 or top + block.h < tr.top - 8:
                continue
            if block.kind == "topic":
                topic = self.book.topics[block.topic]
                if topic.icon:
                    surf.blit(self.icon_surface(topic.icon, self.icon + 4), (tr.left, top))
                size = round(bs * 1.45)
                lh = a.font(size, "bold").get_linesize()
                for i, line in enumerate(block.lines):
                    ts = a.text(line, size, T.ROOF_D, "bold")
                    surf.blit(ts, (tr.left + self.icon + 16, top + 2 + i * lh))
                yline = top + block.h - 3
                pygame.draw.line(surf, T.PARCH_D, (tr.left, yline), (tr.right, yline), 2)
                continue
            if block.kind == "heading":
                size = round(bs * 1.15)
                lh = a.font(size, "bold").get_linesize()
                for i, line in enumerate(block.lines):
                    surf.blit(a.text(line, size, T.INK, "bold"), (tr.left + gutter, top + i * lh))
                continue
            if (block.topic, block.paragraph) == self.target:
                frame = Rect(tr.left - 8, top - 6, tr.w + 16, block.h + 10)
                shade = pygame.Surface(frame.size, pygame.SRCALPHA)
                shade.fill((*T.GOLD_L, 110))
                surf.blit(shade, frame.topleft)
                pygame.draw.rect(surf, T.GOLD, frame, 2, border_radius=6)
            cols, size = self.icon_grid(len(block.icons))
            for k, icon in enumerate(block.icons):
                x = tr.left + (k % cols) * (size + 4)
                y = top + (k // cols) * (size + 4)
                surf.blit(self.icon_surface(icon, size), (x, y))
            y = top
            if block.rules:
                small = self.small_size()
                rs = a.text(" · ".join(block.rules), small, T.INK_SOFT, "bold")
                surf.blit(rs, (tr.left + gutter, y))
                y += self.rule_h()
            for line in block.lines:
                x = tr.left + gutter
                if self.query.strip():
                    self._highlight(surf, line, x, y, line_h)
                surf.blit(a.text(line, bs, T.INK), (x, y))
                y += line_h
        surf.set_clip(clip)
        self._draw_scrollbar(surf)

    def _highlight(self, surf, line: str, x: int, y: int, h: int) -> None:
        font = self.app.assets.font(self.body_size)
        for start, end in rulebook.matches(line, self.query):
            x0 = x + font.size(line[:start])[0]
            x1 = x + font.size(line[:end])[0]
            pygame.draw.rect(surf, T.HIGHLIGHT, (x0 - 1, y + 2, x1 - x0 + 2, h - 3),
                             border_radius=3)

    def _draw_scrollbar(self, surf) -> None:
        if self.content_h <= self.text_rect.h:
            return
        track = Rect(self.text_rect.right + 8, self.text_rect.top, 6, self.text_rect.h)
        pygame.draw.rect(surf, T.PARCH_D, track, border_radius=3)
        h = max(30, round(track.h * self.text_rect.h / self.content_h))
        y = track.top + round((track.h - h) * self.offset / max(1, self.max_offset()))
        pygame.draw.rect(surf, T.WOOD, (track.left, y, track.w, h), border_radius=3)
