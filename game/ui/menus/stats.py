"""The player's statistics (from the title): games played and won, the best and the average
score, and a table of games won of played by opponent level and player count; or, for games
together against the Baron, by difficulty and team size. Reset asks first;
a damaged statistics file is named in one line and left as it is until it is reset."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.storage import local_rating, stats
from game.texts import text
from game.ui.menus.menu import MenuScene
from game.ui.menus.rating_view import draw_rating
from game.ui.toolkit import theme as T
from game.ui.toolkit.widgets import Button, draw_error, tab_rects


class StatsScene(MenuScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.path = stats.stats_path(app.folders) if app.folders is not None else None
        self.confirming = False
        self.notice = ""
        self.view = "compete"  # or the co-op games' table, or the player's rating ("rating")
        self.levels = local_rating.levels()  # the computer levels' measured ratings
        self.read()

    @property
    def coop(self) -> bool:
        return self.view == "coop"

    def read(self) -> None:
        self.stats, self.error = stats.Stats(), ""
        self.rating = local_rating.LocalRating()
        if self.path is None:
            return
        try:
            self.stats = stats.read_stats(self.path)
            self.rating = local_rating.read_rating(self.path.with_name(local_rating.FILE))
        except (stats.StatsRefused, local_rating.RatingRefused) as refused:
            self.error = text("stats.damaged", error=refused)

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        self.panel = Rect(0, 0, round(1120 * s), round(610 * s))
        self.panel.midtop = (w // 2, round(120 * s))
        bw, bh = round(280 * s), round(54 * s)
        y = self.panel.bottom + round(14 * s)
        left = Rect(w // 2 - bw - round(10 * s), y, bw, bh)
        right = Rect(w // 2 + round(10 * s), y, bw, bh)
        if self.confirming:
            self.buttons = [Button("cancel", text("stats.cancel"), left, True, True),
                            Button("confirm", text("stats.confirm_yes"), right)]
        else:
            can_reset = self.path is not None and (self.stats.tally().played > 0
                                                   or self.stats.coop_tally().played > 0
                                                   or self.rating.games > 0 or bool(self.error))
            self.buttons = [Button("back", text("menu.back"), left, True, True),
                            Button("reset", text("stats.reset"), right, can_reset)]
        views = [("compete", text("new_game.mode_compete")), ("coop", text("coop.title")),
                 ("rating", text("rated.tab"))]
        tabs = tab_rects(self.app.assets, [label for _, label in views], self.font(22),
                         round(300 * s), round(self.panel.w * 0.88), round(12 * s),
                         (self.panel.centerx, self.panel.top + round(36 * s), round(44 * s)))
        self.buttons += [Button(f"view:{key}", label, tab, selected=self.view == key)
                         for (key, label), tab in zip(views, tabs, strict=True)]

    def on_button(self, key: str) -> None:
        if key == "back":
            self.app.go("title")
            return
        if key.startswith("view:"):
            self.view = key.removeprefix("view:")
        elif key == "reset":
            self.confirming, self.notice = True, ""
        elif key == "cancel":
            self.confirming = False
        elif key == "confirm":
            self.reset()
        self.build(self.app.size)

    def reset(self) -> None:
        self.confirming = False
        if self.path is None:  # nothing kept on disk: no reset is offered
            return
        try:
            stats.reset_stats(self.path)
            local_rating.reset_rating(self.path.with_name(local_rating.FILE))
        except OSError as error:
            self.notice = text("stats.write_failed", error=error.strerror or error)
            return
        self.read()
        self.notice = text("stats.reset_done")

    def on_escape(self) -> None:
        if self.confirming:
            self.on_button("cancel")
        else:
            self.app.go("title")

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_background(surf, self.panel)
        p, s, a = self.panel, self.scale, self.app.assets
        self.draw_title(surf, text("stats.title"), (p.centerx, round(64 * s)), 60)
        if self.view == "rating":
            area = Rect(p.left + round(70 * s), p.top + round(100 * s), p.w - round(140 * s),
                        p.h - round(190 * s))
            draw_rating(surf, a, area, self.rating, self.levels, self.font(19))
            self.draw_buttons(surf)
            self.draw_messages(surf)
            return
        whole = self.stats.coop_tally() if self.coop else self.stats.tally()
        average = whole.total / whole.played if whole.played else 0.0
        y = p.top + round(96 * s)
        if whole.played:
            lines = [f"{text('stats.played', count=whole.played)} · "
                     f"{text('stats.won', count=whole.won)}",
                     f"{text('stats.best', score=whole.best)} · "
                     f"{text('stats.average', score=f'{average:.1f}')}"]
            if self.coop:
                lines = coop_lines(self.stats, whole, average)
        else:
            lines = a.wrap(text("stats.none"), self.font(22), p.w - round(200 * s), "italic")
        for line in lines:
            rendered = a.text(line, self.font(24), T.ROOF_D if whole.played else T.INK_SOFT,
                              "bold" if whole.played else "italic")
            surf.blit(rendered, rendered.get_rect(midtop=(p.centerx, y)))
            y += rendered.get_height() + round(4 * s)
        if self.coop:
            self.draw_coop_table(surf, y + round(14 * s))
        else:
            self.draw_table(surf, y + round(14 * s))
        self.draw_buttons(surf)
        self.draw_messages(surf)

    def draw_table(self, surf: pygame.Surface, top: int) -> None:
        """Won of played: a row per opponent level, a column per player count, and the sums."""
        p, s, a = self.panel, self.scale, self.app.assets
        first_w, cw, row_h = round(300 * s), round(170 * s), round(46 * s)
        left = p.centerx - (first_w + cw * 4) // 2
        heads = [text("stats.opponents"), *(text("stats.players", count=n)
                                            for n in stats.PLAYER_COUNTS), "Σ"]
        for i, head in enumerate(heads):
            x = left + (first_w // 2 if i == 0 else first_w + (i - 1) * cw + cw // 2)
            hs = a.text(head, self.font(18), T.INK, "bold")
            surf.blit(hs, hs.get_rect(center=(x, top + row_h // 2)))
        for r, level in enumerate([*stats.LEVELS, None]):
            y = top + (r + 1) * row_h
            band = Rect(left - round(10 * s), y + 2, first_w + cw * 4 + round(20 * s), row_h - 4)
            if r % 2 == 0:
                pygame.draw.rect(surf, T.PARCH_M, band, border_radius=6)
            name = text(f"stats.level_{level}") if level else "Σ"
            ns = a.text(name, self.font(19), T.INK, "bold")
            surf.blit(ns, ns.get_rect(midleft=(left, band.centery)))
            for c, players in enumerate([*stats.PLAYER_COUNTS, None]):
                tally = self.stats.tally(level, players)
                cell = (text("stats.cell", won=tally.won, played=tally.played) if tally.played
                        else text("stats.cell_empty"))
                style = "bold" if level is None or players is None else "regular"
                cs = a.text(cell, self.font(19), T.INK, style)
                surf.blit(cs, cs.get_rect(center=(left + first_w + c * cw + cw // 2,
                                                  band.centery)))
        note_y = top + (len(stats.LEVELS) + 2) * row_h + round(10 * s)
        for line in a.wrap(text("stats.note"), self.font(16), p.w - round(160 * s), "italic"):
            ls = a.text(line, self.font(16), T.INK_SOFT, "italic")
            surf.blit(ls, ls.get_rect(midtop=(p.centerx, note_y)))
            note_y += ls.get_height()

    def draw_coop_table(self, surf: pygame.Surface, top: int) -> None:
        """Won of played together against the Baron: a row per difficulty, a column per team
        size, and the sums."""
        p, s, a = self.panel, self.scale, self.app.assets
        first_w, cw, row_h = round(260 * s), round(150 * s), round(46 * s)
        sizes = [*stats.TEAM_SIZES, None]
        left = p.centerx - (first_w + cw * len(sizes)) // 2
        heads = [text("new_game.difficulty"),
                 *(text("stats.players", count=n) for n in stats.TEAM_SIZES), "Σ"]
        for i, head in enumerate(heads):
            x = left + (first_w // 2 if i == 0 else first_w + (i - 1) * cw + cw // 2)
            hs = a.text(head, self.font(18), T.INK, "bold")
            surf.blit(hs, hs.get_rect(center=(x, top + row_h // 2)))
        levels = list(dict.fromkeys([*self.app_difficulties(), *self.stats.difficulties]))
        for r, level in enumerate([*levels, None]):
            y = top + (r + 1) * row_h
            band = Rect(left - round(10 * s), y + 2, first_w + cw * len(sizes) + round(20 * s),
                        row_h - 4)
            if r % 2 == 0:
                pygame.draw.rect(surf, T.PARCH_M, band, border_radius=6)
            name = text(f"coop.difficulty.{level}") if level else "Σ"
            ns = a.text(name, self.font(19), T.INK, "bold")
            surf.blit(ns, ns.get_rect(midleft=(left, band.centery)))
            for c, players in enumerate(sizes):
                tally = self.stats.coop_tally(level, players)
                cell = (text("stats.cell", won=tally.won, played=tally.played) if tally.played
                        else text("stats.cell_empty"))
                style = "bold" if level is None or players is None else "regular"
                cs = a.text(cell, self.font(19), T.INK, style)
                surf.blit(cs, cs.get_rect(center=(left + first_w + c * cw + cw // 2,
                                                  band.centery)))

    def app_difficulties(self) -> list[str]:
        content = self.app.edition.coop
        return [] if content is None else list(content.difficulties)

    def draw_messages(self, surf: pygame.Surface) -> None:
        """The question before a reset, what a reset did, or why the file cannot be read."""
        w, h = surf.get_size()
        s, a = self.scale, self.app.assets
        bottom = (w // 2, self.panel.bottom - round(56 * s))
        if self.confirming:
            draw_error(surf, a, text("stats.confirm"), bottom, self.font(20), self.panel.w - 120)
        elif self.error:
            draw_error(surf, a, self.error, bottom, self.font(18), self.panel.w - 120)
        elif self.notice:
            ns = a.text(self.notice, self.font(18), T.INK, "italic")
            surf.blit(ns, ns.get_rect(midbottom=bottom))


def coop_lines(kept: stats.Stats, whole: stats.Tally, average: float) -> list[str]:
    """Games together: won and lost together, the team's totals, the last game's result with
    its total against its target."""
    lines = [text("coop_ui.stats_counts", played=text("stats.played", count=whole.played),
                  won=whole.won, lost=whole.played - whole.won),
             text("coop_ui.stats_totals", best=whole.best, average=f"{average:.1f}")]
    last = kept.last_coop
    if last is not None:
        outcome = text("saves.together_won" if last["outcome"] == "won"
                       else "saves.together_lost")
        team = text("saves.team", total=last["total"], target=last["target"])
        lines.append(text("coop_ui.stats_last", outcome=outcome, team=team,
                          difficulty=text(f"coop.difficulty.{last['difficulty']}"),
                          count=last["players"]))
    return lines
