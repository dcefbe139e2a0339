"""Drawing the rules scene: the title, the side column (search field, topics, Back) and the
scrolling column of paragraphs with their icons, from what the scene has laid out and where it is
(its query, its blocks, its offset)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from game import rulebook
from game.rulebook import Topic
from game.texts import text
from game.ui.toolkit import theme as T
from game.ui.toolkit.widgets import Button, draw_button

if TYPE_CHECKING:
    from game.ui.rulebook.scene import Block, RulesScene

DIE_FACE = re.compile(r"^die_([1-6])$")


class RulesPage:
    """Draws a RulesScene as it stands."""

    def __init__(self, scene: RulesScene) -> None:
        self.scene = scene
        self.assets = scene.app.assets

    def draw(self, surf: pygame.Surface) -> None:
        sc = self.scene
        sc.draw_background(surf, sc.panel)
        a = self.assets
        s = sc.scale
        title = sc.book.title if sc.book and sc.book.title else text("rules.title")
        wide = a.width(title, sc.font(52), "bold") // 2 > surf.get_width() // 2 - sc.side.right
        centre = sc.panel.centerx if wide else surf.get_width() // 2  # clear of the search
        sc.draw_title(surf, self.fit(title, sc.font(52), sc.panel.w if wide else
                                     surf.get_width() - 80, "bold"), (centre, round(50 * s)), 52)
        self._draw_side(surf)
        if sc.error:
            for i, line in enumerate(a.wrap(sc.error, sc.body_size, sc.text_rect.w)):
                surf.blit(a.text(line, sc.body_size, T.ROOF_D),
                          (sc.text_rect.left, sc.text_rect.top + i * sc.body_size * 1.3))
            return
        self._draw_column(surf)

    def fit(self, string: str, size: int, width: int, style: str = "regular") -> str:
        """`string`, cut with an ellipsis if it is wider than `width` at `size`."""
        font = self.assets.font(size, style)
        if font.size(string)[0] <= width:
            return string
        while string and font.size(string + "…")[0] > width:
            string = string[:-1]
        return string.rstrip() + "…"

    def _draw_side(self, surf: pygame.Surface) -> None:
        sc = self.scene
        a = self.assets
        s = sc.scale
        f = sc.field
        back = sc.buttons[0].rect
        shade = Rect(f.left - 12, f.top - round(34 * s), f.w + 24,
                     back.top - f.top + round(34 * s) - 4)
        dark = pygame.Surface(shade.size, pygame.SRCALPHA)
        dark.fill((40, 26, 14, 175))  # the labels stay readable over the sky
        surf.blit(dark, shade.topleft)
        label = a.text(text("rules.search"), sc.font(18), T.GOLD_L, "bold")
        surf.blit(label, (f.left + 2, f.top - label.get_height() - 2))
        self._draw_field(surf)
        self._draw_side_notes(surf)
        self._draw_side_buttons(surf)

    def _draw_field(self, surf: pygame.Surface) -> None:
        """The search field: what is typed (with its caret) or what to type."""
        sc = self.scene
        a, f = self.assets, sc.field
        pygame.draw.rect(surf, T.PARCH_L, f, border_radius=8)
        pygame.draw.rect(surf, T.GOLD, f, 2, border_radius=8)
        size = sc.font(22)
        limit = f.w - 24 - (sc.clear_rect.w if sc.query else 0)
        if sc.query:
            shown = sc.query
            while shown and a.font(size).size(shown + "|")[0] > limit:
                shown = shown[1:]
            q = a.text(shown + "|", size, T.INK)  # no blinking: an idle window draws nothing
            surf.blit(q, q.get_rect(midleft=(f.left + 12, f.centery)))
            c = sc.clear_rect
            pygame.draw.circle(surf, T.PARCH_D, c.center, c.w // 2)
            x = a.text("×", sc.font(22), T.INK, "bold")
            surf.blit(x, x.get_rect(center=c.center))
        else:
            ph = a.text(self.fit(text("rules.search_placeholder"), size, limit, "italic"), size,
                        T.INK_SOFT, "italic")
            surf.blit(ph, ph.get_rect(midleft=(f.left + 12, f.centery)))

    def _draw_side_notes(self, surf: pygame.Surface) -> None:
        """Under the field: the number of matches (or "Topics"); under the topics, the hint."""
        sc = self.scene
        a, f, s = self.assets, sc.field, sc.scale
        if sc.query.strip():
            n = len(sc.found)
            note = (text("rules.matches", count=n) if n
                    else text("rules.no_match", query=sc.query.strip()))
            lines = a.wrap(note, sc.font(16), f.w, "italic")[:2]
            for i, line in enumerate(lines):
                ns = a.text(line, sc.font(16), T.PARCH_L, "italic")
                surf.blit(ns, (f.left + 2, f.bottom + 4 + i * ns.get_height()))
        else:
            ts = a.text(text("rules.topics"), sc.font(18), T.GOLD_L, "bold")
            surf.blit(ts, (f.left + 2, f.bottom + round(14 * s)))
        topics = [b for b in sc.buttons if b.key.startswith("topic:")]
        below = (topics[-1].rect.bottom if topics else f.bottom) + round(10 * s)
        back = sc.buttons[0].rect
        room = (back.top - 8 - below) // max(1, a.font(sc.font(16), "italic").get_linesize())
        for i, line in enumerate(a.wrap(text("rules.hint"), sc.font(16), f.w, "italic")[:room]):
            hs = a.text(line, sc.font(16), T.PARCH_M, "italic")
            surf.blit(hs, (f.left + 2, below + i * hs.get_height()))

    def _draw_side_buttons(self, surf: pygame.Surface) -> None:
        """The topics (those without a match greyed while searching) and Back."""
        sc = self.scene
        counts: dict[int, int] = {}
        for ti, _ in sc.found:
            counts[ti] = counts.get(ti, 0) + 1
        current = sc.current_topic()
        searching = bool(sc.query.strip())
        topics = sc.book.topics if sc.book else []  # no book, no topic buttons
        for button in sc.buttons:
            if button.key.startswith("topic:"):
                ti = int(button.key.partition(":")[2])
                button.enabled = not searching or ti in counts
                button.selected = ti == current and button.enabled
                self._draw_topic_button(surf, button, topics[ti],
                                        counts.get(ti, 0) if searching else 0)
            else:
                draw_button(surf, self.assets, button, button.rect.collidepoint(sc.mouse),
                            sc.font(22))

    def _draw_topic_button(self, surf: pygame.Surface, button: Button, topic: Topic,
                           count: int) -> None:
        """A topic: its icon, its title (smaller if it must be), the number of matches."""
        sc = self.scene
        a = self.assets
        r = button.rect
        hover = button.enabled and r.collidepoint(sc.mouse)
        chosen = button.selected and button.enabled  # light, as a chosen option elsewhere
        base = T.GOLD_L if chosen else (96, 70, 44)
        if not button.enabled:
            base = (118, 108, 96)
        elif hover:
            red, green, blue = base
            base = (min(255, red + 30), min(255, green + 30), min(255, blue + 30))
        pygame.draw.rect(surf, base, r, border_radius=8)
        edge = T.WOOD_D if chosen else T.GOLD if button.enabled else (90, 84, 78)
        pygame.draw.rect(surf, edge, r, 3 if chosen else 2, border_radius=8)
        icon_size = r.h - 10
        if topic.icon:
            surf.blit(self.icon_surface(topic.icon, icon_size), (r.left + 6, r.top + 5))
        left = r.left + icon_size + 14
        right = r.right - 10
        if count:
            cs = a.text(str(count), sc.font(18), T.GOLD_L, "bold")
            badge = cs.get_rect(midright=(right, r.centery)).inflate(12, 2)
            pygame.draw.rect(surf, (60, 36, 20), badge, border_radius=badge.h // 2)
            surf.blit(cs, cs.get_rect(center=badge.center))
            right = badge.left - 6
        colour = T.INK if chosen else T.PARCH_L if button.enabled else (206, 198, 186)
        size = sc.font(20)
        while size > 12 and a.font(size, "bold").size(button.label)[0] > right - left:
            size -= 1
        label = self.fit(button.label, size, right - left, "bold")
        ls = a.text(label, size, colour, "bold")
        surf.blit(ls, ls.get_rect(midleft=(left, r.centery)))

    def icon_surface(self, name: str, size: int) -> pygame.Surface:
        face = DIE_FACE.match(name)
        if face:
            return self.assets.die(None, int(face.group(1)), size)
        return self.assets.sprite(name, size)

    def _draw_column(self, surf: pygame.Surface) -> None:
        sc = self.scene
        book = sc.book
        if book is None:  # never drawn: the scene shows its error instead
            return
        tr = sc.text_rect
        clip = surf.get_clip()
        surf.set_clip(tr.inflate(12, 16))
        for block in sc.blocks:
            top = tr.top + block.y - sc.offset
            if top > tr.bottom + 8 or top + block.h < tr.top - 8:
                continue
            if block.kind == "paragraph":
                self._draw_paragraph(surf, block, top)
            else:
                self._draw_title_block(surf, block, top, book.topics[block.topic])
        surf.set_clip(clip)
        self._draw_scrollbar(surf)

    def _draw_title_block(self, surf: pygame.Surface, block: Block, top: int,
                          topic: Topic) -> None:
        """A topic's title (with its icon and a rule under it) or a heading."""
        sc = self.scene
        a, tr, bs = self.assets, sc.text_rect, sc.body_size
        if block.kind == "topic":
            if topic.icon:
                surf.blit(self.icon_surface(topic.icon, sc.icon + 4), (tr.left, top))
            size = round(bs * 1.45)
            lh = a.font(size, "bold").get_linesize()
            for i, line in enumerate(block.lines):
                ts = a.text(line, size, T.ROOF_D, "bold")
                surf.blit(ts, (tr.left + sc.icon + 16, top + 2 + i * lh))
            yline = top + block.h - 3
            pygame.draw.line(surf, T.PARCH_D, (tr.left, yline), (tr.right, yline), 2)
            return
        size = round(bs * 1.15)
        lh = a.font(size, "bold").get_linesize()
        for i, line in enumerate(block.lines):
            surf.blit(a.text(line, size, T.INK, "bold"),
                      (tr.left + 2 * sc.icon + 14, top + i * lh))

    def _draw_paragraph(self, surf: pygame.Surface, block: Block, top: int) -> None:
        """A paragraph: its icons, its rule ids, its lines (matches marked); framed in gold
        when it is the rule asked for."""
        sc = self.scene
        a, tr, bs = self.assets, sc.text_rect, sc.body_size
        gutter = 2 * sc.icon + 14
        if (block.topic, block.paragraph) == sc.target:
            frame = Rect(tr.left - 8, top - 6, tr.w + 16, block.h + 10)
            shade = pygame.Surface(frame.size, pygame.SRCALPHA)
            shade.fill((*T.GOLD_L, 110))
            surf.blit(shade, frame.topleft)
            pygame.draw.rect(surf, T.GOLD, frame, 2, border_radius=6)
        cols, size = sc.icon_grid(len(block.icons))
        for k, icon in enumerate(block.icons):
            x = tr.left + (k % cols) * (size + 4)
            y = top + (k // cols) * (size + 4)
            surf.blit(self.icon_surface(icon, size), (x, y))
        y = top
        if block.rules:
            rs = a.text(" · ".join(block.rules), sc.small_size(), T.INK_SOFT, "bold")
            surf.blit(rs, (tr.left + gutter, y))
            y += sc.rule_h()
        line_h = a.font(bs).get_linesize()
        for line in block.lines:
            if sc.query.strip():
                self._highlight(surf, line, tr.left + gutter, y, line_h)
            surf.blit(a.text(line, bs, T.INK), (tr.left + gutter, y))
            y += line_h

    def _highlight(self, surf: pygame.Surface, line: str, x: int, y: int, h: int) -> None:
        sc = self.scene
        font = self.assets.font(sc.body_size)
        for start, end in rulebook.matches(line, sc.query):
            x0 = x + font.size(line[:start])[0]
            x1 = x + font.size(line[:end])[0]
            pygame.draw.rect(surf, T.HIGHLIGHT, (x0 - 1, y + 2, x1 - x0 + 2, h - 3),
                             border_radius=3)

    def _draw_scrollbar(self, surf: pygame.Surface) -> None:
        sc = self.scene
        if sc.content_h <= sc.text_rect.h:
            return
        track = Rect(sc.text_rect.right + 8, sc.text_rect.top, 6, sc.text_rect.h)
        pygame.draw.rect(surf, T.PARCH_D, track, border_radius=3)
        h = max(30, round(track.h * sc.text_rect.h / sc.content_h))
        y = track.top + round((track.h - h) * sc.offset / max(1, sc.max_offset()))
        pygame.draw.rect(surf, T.WOOD, (track.left, y, track.w, h), border_radius=3)
