"""Your games ("yours"): every online table this computer keeps a seat at, on every server it
knows, asked in a worker thread (game/net/yours.py `my_tables`; "Looking…" meanwhile). A row
tells the game, whose move, the time left and how long it has waited (yours_rows.py); a server
out of reach is said in words, its tables listed as not known. Clicking a row opens the table
where it stands, with its kept credential, as Join's rejoin does (a table of this window's own
hosted server that is not running is taken up again as Host's Resume does); the online game
then says what happened since this computer last saw the table (away.py). Refresh asks again."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.net.yours import TableSummary, my_tables
from game.texts import text
from game.ui.online import yours_draw
from game.ui.online.connect import join_table, resume_table
from game.ui.online.form import FormScene
from game.ui.online.keep import chosen_name, credentials_of, hosted_db
from game.ui.online.link import OnlineLink
from game.ui.online.onward import arrive
from game.ui.online.resume import hosted_port
from game.ui.online.words import problem_text
from game.ui.online.work import Background
from game.ui.online.yours_rows import Row, problems, rows
from game.ui.toolkit.widgets import Button

ROW_H = 84  # a row's height at 1600×900
SHOWN = 6  # rows shown at once (the wheel scrolls the others)
PROBLEM_ROWS = 3  # lines about servers out of reach, at most


class YoursScene(FormScene):
    shows_turns = True  # the list itself says which tables wait: no strip over it

    def __init__(self, app) -> None:
        super().__init__(app)
        self.tables: list[TableSummary] | None = None  # None: not heard yet
        self.rows: list[Row] = []
        self.problems: list[str] = []
        self.problem_rows: list[str] = []  # those lines wrapped to the panel
        self.offset = 0
        self.row_rects: list[tuple[Rect, Row]] = []
        self.list_area = Rect(0, 0, 0, 0)
        self.link: OnlineLink | None = None  # opened; waiting for the table to be heard of
        self.opening: Row | None = None
        self.seen = -1  # the moves this computer had seen of the table being opened
        self.refresh()

    # ------------------------------------------------------------------ asking

    def refresh(self) -> None:
        credentials, edition = credentials_of(self.app), self.app.edition
        if credentials is None:
            self.tables = []
            return
        self.tables, self.opening = None, None
        self.begin(Background(lambda: my_tables(credentials, edition)), "")

    def finished(self, result) -> None:
        if self.opening is not None:  # a table's link
            self.app.online = self.link = result
            return
        self.tables = list(result)
        self.rows, self.problems = rows(self.tables), problems(self.tables)
        self.offset = 0

    def failed(self, problem: BaseException) -> None:
        if self.opening is None:
            self.tables, self.rows = [], []
        where = self.opening.table.server if self.opening is not None else ""
        self.error, self.opening = problem_text(problem, where=where), None

    # ------------------------------------------------------------------ layout

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        self.panel = Rect(0, 0, round(1320 * s), round(720 * s))
        self.panel.center = (w // 2, h // 2 + round(30 * s))
        p, free = self.panel, self.work is None and self.link is None
        width = p.w - round(120 * s)
        self.problem_rows = [row for line in self.problems
                             for row in self.app.assets.wrap(line, self.font(17), width, "bold")
                             ][:PROBLEM_ROWS]
        top = p.top + round(70 * s) + len(self.problem_rows) * round(24 * s)
        self.list_area = Rect(p.left + round(60 * s), top, p.w - round(120 * s),
                              p.bottom - round(110 * s) - top)
        step = round(ROW_H * s)
        shown = self.rows[self.offset:self.offset + self.visible()]
        self.row_rects = [(Rect(self.list_area.left, top + i * step, self.list_area.w,
                                step - round(8 * s)), row) for i, row in enumerate(shown)]
        refresh = Rect(0, 0, round(240 * s), round(56 * s))
        refresh.midbottom = (p.centerx + round(140 * s), p.bottom - round(34 * s))
        back = Rect(0, 0, round(220 * s), round(56 * s))
        back.midbottom = (p.centerx - round(140 * s), p.bottom - round(34 * s))
        self.buttons = [Button("refresh", text("yours.refresh"), refresh, free, True),
                        Button("back", text("menu.back"), back)]

    def visible(self) -> int:
        return max(1, min(SHOWN, self.list_area.h // max(1, round(ROW_H * self.scale))))

    # ------------------------------------------------------------------ input

    def on_button(self, key: str) -> None:
        if key == "refresh":
            self.refresh()
        elif key == "back":
            self.on_escape()
            return
        self.build(self.app.size)

    def on_click(self, pos) -> None:
        if self.work is not None or self.link is not None:
            return
        for rect, row in self.row_rects:
            if rect.collidepoint(pos):
                self.open(row)
                return

    def wheel(self, dy: int) -> None:
        most = max(0, len(self.rows) - self.visible())
        self.offset = min(most, max(0, self.offset - dy))
        self.build(self.app.size)

    def on_escape(self) -> None:
        self.app.go("title")

    # ------------------------------------------------------------------ opening a table

    def open(self, row: Row) -> None:
        """The table of `row`, where it stands, with the seat's kept credential."""
        credentials = credentials_of(self.app)
        if credentials is None:
            return
        table, app = row.table, self.app
        kept = credentials.lookup(table.server, table.code) or {}
        name = str(kept.get("name") or chosen_name(app) or text("online.default_name"))
        port = hosted_port(table.server)
        if not row.known and port is not None:  # this window's own server, stopped
            def job() -> OnlineLink:
                return resume_table(table.code, name, port, hosted_db(app), app.edition,
                                    credentials)
        else:
            def job() -> OnlineLink:
                return join_table(table.server, table.code, name, app.edition, credentials)
        self.opening = row
        self.seen = credentials.seen(table.server, table.code)
        self.begin(Background(job, discard=OnlineLink.close),
                   text("yours.opening", code=table.code))

    def update(self) -> None:
        super().update()
        if self.link is not None:
            self.arrive(self.link)

    def arrive(self, link: OnlineLink) -> None:
        """Opened: the lobby, or the game where it stands (told what happened since)."""
        link.seen_before = self.seen
        if arrive(self, link, link.url) == "closed":
            self.opening = None
            self.build(self.app.size)

    def busy(self) -> bool:
        return super().busy() or self.link is not None

    def leave(self) -> None:
        super().leave()
        if self.link is not None:  # opened, but the player went away before the table came
            self.link.close()
            if self.app.online is self.link:
                self.app.online = None
            self.link = None

    def draw(self, surf: pygame.Surface) -> None:
        yours_draw.draw(self, surf)
