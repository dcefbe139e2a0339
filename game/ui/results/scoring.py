"""The final scoring: each player's points by category as a table and a stacked bar chart, and
beside it each player's score round by round (from the game's record); Watch again opens the
game in the replay viewer and comes back here. A campaign's chapter goes on from here to the
campaign (Continue: the chapter is closed, game/ui/play/chapter_end.py)."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.campaign.volumes import CHAPTERS
from game.history import GameHistory
from game.rules.constants import SCORE_CATEGORIES
from game.rules.engine import Game
from game.rules.record import GameRecord, RecordError
from game.session import seat_colours
from game.texts import text
from game.ui.menus.menu import MenuScene
from game.ui.play.chapter_end import go_on
from game.ui.results.category_bars import draw_category_bars
from game.ui.results.coop_account import account_height, draw_account
from game.ui.results.progress import draw_job_bar
from game.ui.results.review_job import ReviewJob
from game.ui.results.score_chart import draw_score_chart
from game.ui.toolkit import theme as T
from game.ui.toolkit.widgets import Button
from game.ui.words.coop_account import coop_account

CATEGORY_COLOURS = {
    "play": (176, 110, 50), "missions": (60, 70, 130), "window": (47, 98, 173),
    "monasteries": (184, 48, 44), "chapels": (109, 56, 155), "cloisters": (47, 140, 71),
    "tokens": (217, 167, 46), "coop": T.BARON["base"],
}


def category_name(category: str) -> str:
    """A scoring category's heading; "coop": points won and lost through the Baron's cards
    (R-COOP-11)."""
    return text("coop_ui.category") if category == "coop" else text(
        f"scoring.categories.{category}")


def rating_change(ratings: list[dict], seat: int) -> str:
    """A rated game's change for a seat: "+14 → 1532" ("…" while it is not yet rated)."""
    line = next((c for c in ratings if c.get("seat") == seat), None)
    before, after = (line or {}).get("before"), (line or {}).get("after")
    if not isinstance(before, int) or not isinstance(after, int):
        return text("rated.waiting")
    return text("rated.change", change=f"{after - before:+d}".replace("-", "−"), rating=after)


class ScoringScene(MenuScene):
    def __init__(self, app, game: Game, seats, record: GameRecord | None = None,
                 campaign=None, notice: str = "", ratings: list[dict] | None = None) -> None:
        super().__init__(app)
        self.ratings = ratings  # a rated game's changes, seat by seat (online)
        self.campaign = campaign  # the CampaignSession whose chapter this was, if any
        self.game = game
        self.seats = seats
        self.colours = seat_colours(seats)
        self.record = record  # without it: no chart over time and nothing to watch
        self.points = []
        self.job: ReviewJob | None = None  # the review being made
        self.notice = notice  # what the table had to say at the end (online: the fair dice)
        self.account_rect = Rect(0, 0, 0, 0)  # where the team's account was drawn (co-op)
        self.bar_rects: list[Rect] = []  # the points by category's bars, as drawn
        if record is not None:
            try:
                self.points = GameHistory(app.edition, record).scores
            except RecordError:
                self.record = None

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        self.panel = Rect(0, 0, round(1380 * s), round(700 * s))
        self.panel.midtop = (w // 2, round(120 * s))
        back = Rect(0, 0, round(280 * s), round(54 * s))
        back.midtop = (w // 2, self.panel.bottom + round(14 * s))
        self.buttons = [Button("title", text("buttons.title"), back, True, True)]
        if self.campaign is not None:
            self.buttons = [Button("continue", text("campaign_play.continue"), back, True, True)]
        if self.record is not None:
            back.centerx = w // 2 - back.w - round(20 * s)
            watch = back.copy()
            watch.centerx = w // 2
            review = back.copy()
            review.centerx = w // 2 + back.w + round(20 * s)
            self.buttons.append(Button("watch", text("scoring.watch_again"), watch))
            label = text("review.cancel") if self.job is not None else text("review.button")
            self.buttons.append(Button("review", label, review))

    def on_button(self, key: str) -> None:
        if key == "review" and self.record is not None:
            if self.job is not None:
                self.job.cancel()
            else:
                self.job = ReviewJob(GameHistory(self.app.edition, self.record),
                                     self.app.folders)
            self.build(self.app.size)
            return
        if key == "watch":
            self.app.go("replay", record=self.record, seats=self.seats, back=self.come_back())
            return
        if key == "continue" and self.campaign is not None:
            go_on(self.app, self.campaign, self.game)
            return
        self.on_escape()

    def come_back(self):
        """Back here from the replay or the review."""
        game, seats, record, campaign = self.game, self.seats, self.record, self.campaign
        notice, ratings = self.notice, self.ratings
        return lambda: self.app.go("scoring", game=game, seats=seats, record=record,
                                   campaign=campaign, notice=notice, ratings=ratings)

    def update(self) -> None:
        """Open the review once the worker has made it."""
        job = self.job
        if job is None or not job.finished():
            return
        self.job = None
        review, said = job.result()
        self.notice = said or self.notice
        self.build(self.app.size)
        if review is not None:
            self.app.go("review", record=self.record, seats=self.seats, review=review,
                        back=self.come_back())

    def busy(self) -> bool:
        return self.job is not None

    def leave(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None

    @property
    def categories(self) -> list[str]:
        """The categories scored: a co-op game's own after the usual ones."""
        return [*SCORE_CATEGORIES, *(["coop"] if "coop" in self.game.state.final else [])]

    def rows(self) -> list[list[int]]:
        final = self.game.state.final
        return [[final[c][p] for c in self.categories] for p in range(len(self.seats))]

    def headline(self) -> tuple[str, str]:
        """Who won, or (together against the Baron) won or lost, by how much and why."""
        st = self.game.state
        c = st.coop
        if c is not None and c.outcome:
            said = text(f"coop.outcome.{c.outcome}", total=c.total, target=c.target,
                        margin=c.total - c.target)
            return said, text(f"coop.reason.{c.reason}")
        best = max(pl.score for pl in st.players)
        names = " & ".join(self.seats[w].name for w in st.winners)
        key = "scoring.winners" if len(st.winners) > 1 else "scoring.winner"
        return text(key, names=names, score=best), ""

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_background(surf, self.panel)
        a = self.app.assets
        p = self.panel
        s = self.scale
        chapter = self.game.chapter
        title = (text("scoring.title") if chapter is None
                 else text("campaign_play.chapter_end", n=chapter.rules.number, of=CHAPTERS))
        self.draw_title(surf, title, (p.centerx, round(48 * s)), 60)
        said, why = self.headline()
        win = a.text(said, self.font(28), T.ROOF_D, "bold")
        surf.blit(win, win.get_rect(midtop=(p.centerx, p.top + round(42 * s))))
        if why:
            line = a.text(why, self.font(19), T.INK, "italic")
            surf.blit(line, line.get_rect(midtop=(p.centerx, win.get_rect().h + p.top
                                                  + round(40 * s))))
        y = self._draw_table(surf)
        self._draw_chart(surf, y + round(30 * s))
        self._draw_legend(surf)
        self.draw_buttons(surf)
        self._draw_review_state(surf)

    def _draw_review_state(self, surf: pygame.Surface) -> None:
        """The review's progress while it is made, or what its making had to say: in the left
        half of the panel, over the categories' legend (clear of the heading and the bars)."""
        s, p = self.scale, self.panel
        col0 = self._columns()[0]
        legend_y = p.bottom - round(p.h * 0.075) - round(36 * s)  # as _draw_legend
        bar = Rect(col0, legend_y - round(42 * s), p.centerx - col0 - round(20 * s),
                   round(30 * s))
        if self.job is not None:
            draw_job_bar(surf, self.app.assets, bar, self.job, self.font(17))
        elif self.notice:
            shown = self.app.assets.text(self.notice, self.font(17), T.ROOF_D, "bold")
            surf.blit(shown, shown.get_rect(midleft=bar.midleft))

    def _columns(self) -> tuple[int, int, int]:
        """(left of the names, width of the names, width of a category's column): the names'
        as wide as the longest, the columns as their longest word, as far as the panel lets."""
        s, a = self.scale, self.app.assets
        col0 = self.panel.left + round(70 * s)
        names = max(a.width(seat.name, self.font(21), "bold") for seat in self.seats)
        name_w = min(round(190 * s), round(48 * s) + names)
        words = [w for c in [*self.categories, "total"] for w in (
            text("scoring.total") if c == "total" else category_name(c)).split()]
        widest = max(a.width(word, self.font(16), "bold") for word in words) + round(10 * s)
        columns = len(self.categories) + 1 + (self.ratings is not None)
        room = (self.panel.right - round(70 * s) - col0 - name_w) // columns
        return col0, name_w, min(room, max(round(104 * s), widest))

    def _draw_table(self, surf: pygame.Surface) -> int:
        """Points by category and the total, a row per player; returns the table's bottom."""
        a, s, st = self.app.assets, self.scale, self.game.state
        rows = self.rows()
        col0, name_w, cw = self._columns()
        y = self.panel.top + round(100 * s)
        heads = [category_name(c) for c in self.categories] + [text("scoring.total")]
        heads += [text("rated.column")] if self.ratings is not None else []
        for i, head in enumerate(heads):
            size = self.font(16)  # smaller rather than a word cut in two ("Kirchenfenst/er")
            while size > T.MIN_TEXT and any(a.width(word, size, "bold") > cw - 6
                                            for word in head.split()):
                size -= 1
            lines = a.wrap(head, size, cw - 6, "bold")
            step = max(self.font(18), round(a.font(size, "bold").get_linesize() * 0.8))
            for k, line in enumerate(lines):
                hs = a.text(line, size, T.INK, "bold")
                surf.blit(hs, hs.get_rect(midtop=(col0 + name_w + i * cw + cw // 2,
                                                  y + k * step)))
        y += max(round(48 * s), 2 * round(a.font(self.font(16), "bold").get_linesize() * 0.8))
        row_h = round(44 * s)
        for pi, row in enumerate(rows):
            seat = self.seats[pi]
            r = Rect(col0 - 10, y + pi * row_h, name_w + cw * len(heads) + 10, row_h - 4)
            band = pygame.Surface(r.size, pygame.SRCALPHA)
            band.fill(T.PLAYER[self.colours[pi]]["light"] + (90,))
            surf.blit(band, r.topleft)
            nov = a.sprite(f"novice_{self.colours[pi]}", (round(26 * s), round(32 * s)))
            surf.blit(nov, nov.get_rect(midleft=(col0, r.centery)))
            ns = a.text(seat.name, self.font(21), T.INK, "bold")
            surf.blit(ns, ns.get_rect(midleft=(col0 + round(36 * s), r.centery)))
            for i, value in enumerate([*row, st.players[pi].score]):
                style = "bold" if i == len(row) else "regular"
                vs = a.text(str(value), self.font(22), T.INK, style)
                surf.blit(vs, vs.get_rect(center=(col0 + name_w + i * cw + cw // 2, r.centery)))
            if self.ratings is not None:
                said = a.text(rating_change(self.ratings, pi), self.font(17), T.INK, "bold")
                surf.blit(said, said.get_rect(center=(col0 + name_w + (len(row) + 1) * cw
                                                      + cw // 2, r.centery)))
        return y + len(rows) * row_h

    def _draw_chart(self, surf: pygame.Surface, top: int) -> None:
        """One stacked bar per player, a colour per category (category_bars.py)."""
        a, s, st, p = self.app.assets, self.scale, self.game.state, self.panel
        rows = self.rows()
        col0, name_w, _ = self._columns()
        cs = a.text(text("scoring.chart"), self.font(20), T.INK, "bold")
        surf.blit(cs, (col0, top))
        top += max(round(34 * s), cs.get_height())
        bar_h = min(round(34 * s), (p.bottom - top - round(80 * s)) // max(1, len(rows)))
        width = p.w - name_w - round(200 * s)
        right = Rect(p.centerx + round(20 * s), top - round(34 * s), p.right - p.centerx
                     - round(100 * s), p.bottom - top - round(70 * s))
        if st.coop is not None:  # together: the team's account takes the right half
            width = p.w // 2 - name_w - round(110 * s)
            self._draw_account(surf, right)
        elif self.points:  # the chart over time takes the right half
            width = p.w // 2 - name_w - round(110 * s)
            draw_score_chart(surf, a, right, self.points, self.colours,
                             [x.name for x in self.seats], self.font(16))
        for pi in range(len(rows)):
            ns = a.text(self.seats[pi].name, self.font(18), T.INK, "bold")
            surf.blit(ns, ns.get_rect(midleft=(col0, top + pi * (bar_h + 8) + bar_h // 2)))
        room = Rect(col0 + name_w, top, width, len(rows) * (bar_h + 8))
        self.bar_rects = draw_category_bars(
            surf, a, room, rows, [pl.score for pl in st.players],
            [CATEGORY_COLOURS[c] for c in self.categories], self.font)

    def _draw_account(self, surf: pygame.Surface, area: Rect) -> None:
        """The team's account: each player's own points, the co-op points by kind, the total
        against the target and how the target was built (R-COOP-8)."""
        a, p = self.app.assets, self.panel
        title = a.text(text("coop_account.title"), self.font(20), T.INK, "bold")
        surf.blit(title, area.topleft)
        legend = p.bottom - round(p.h * 0.075) - round(36 * self.scale)  # as _draw_legend
        room = legend - area.top - title.get_height() - 16
        names = [x.name for x in self.seats]
        # too many lines: the players' own play on one (the table above has each one's), then
        # no line for what brought nothing
        for each, brief in ((True, False), (False, False), (False, True)):
            account = coop_account(self.game, names, each, brief)
            size = self.font(16)
            while size > T.MIN_TEXT and account_height(account, size) > room:
                size -= 1
            if account_height(account, size) <= room:
                break
        body = Rect(area.left, area.top + title.get_height() + 8, area.w, room)
        self.account_rect = body.copy()
        self.account_rect.h = draw_account(surf, a, body, account, self.colours, size) - body.top

    def _draw_legend(self, surf: pygame.Surface) -> None:
        """The categories' colours, inside the parchment's frame (7% in from its edges); a
        second line if needed."""
        a, s, p = self.app.assets, self.scale, self.panel
        col0 = self._columns()[0]
        lx = col0
        ly = p.bottom - round(p.h * 0.075) - round(36 * s)
        right = p.right - round(p.w * 0.06)
        for c in self.categories:
            ls = a.text(category_name(c), self.font(16), T.INK)
            if lx + round(24 * s) + ls.get_width() > right and lx > col0:
                lx, ly = col0, ly + ls.get_height() + 2
            pygame.draw.rect(surf, CATEGORY_COLOURS[c], (lx, ly, round(18 * s), round(18 * s)))
            surf.blit(ls, (lx + round(24 * s), ly - 1))
            lx += round(24 * s) + ls.get_width() + round(22 * s)
