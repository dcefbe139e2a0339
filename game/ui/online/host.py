"""Host a table: against each other (2 to 4 players, rated or not) or together against the
Baron (1 to 4, at a difficulty), each other seat left open for a friend or given to a computer,
the speed, and where the table lives (host_where.py). On this computer, "Host" starts a server
in this program at the port, announces it, connects to it, creates the table and opens the
lobby; on a server, it creates the table at the address typed (the table outlives the window).
Any failure is one line here and the scene stays. Unfinished tables of this computer's own
hosted database are offered on the right: "Resume" starts the server again on that table's port
and takes the seat back."""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.ai import CYCLE, LEVELS
from game.edition_fields import DataError
from game.texts import text
from game.ui.online.address import DEFAULT_PORT
from game.ui.online.campaign import OnlineCampaign, campaign_seed, first_chapter
from game.ui.online.connect import host_table, resume_table, server_table
from game.ui.online.form import FormScene
from game.ui.online.host_where import (
    ADDRESS_MAX,
    ANNOUNCE_SETTING,
    FIELDS,
    LOCAL,
    REACH_SETTING,
    SERVER,
    SERVER_SETTING,
    WHERE_SETTING,
    address_url,
    kept_reach,
    kept_where,
    reach_buttons,
    where_buttons,
    where_note,
)
from game.ui.online.keep import chosen_name, credentials_of, hosted_db
from game.ui.online.link import OnlineLink
from game.ui.online.rated_choice import SETTING as RATED_SETTING
from game.ui.online.rated_choice import kept_rated, rated_button, rated_rules
from game.ui.online.resume import Resumable, resumable_tables
from game.ui.online.speed_choice import (
    SETTING,
    draw_button_tooltip,
    kept_speed,
    next_speed,
    speed_button,
    speed_rules,
)
from game.ui.online.words import problem_text, server_problem_text
from game.ui.online.work import Background
from game.ui.toolkit import theme as T
from game.ui.toolkit.text_field import TextField
from game.ui.toolkit.widgets import Button, tab_rects
from game.ui.words.volumes import book

SEAT_KINDS = ("open", *(f"bot:{k}" for k in CYCLE))  # in the order a click cycles
KIND_LABELS = {"open": "online.seat_open", **{f"bot:{k}": f"online.seat_{k}" for k in LEVELS}}
ANNOUNCE = True  # a server started here may announce itself on the local network (zeroconf)


class HostScene(FormScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.players, others, port = last_hosted(app.settings)
        self.kinds = ["open", *others, *["open"] * (3 - len(others))]  # seat 0: the host's own
        kept = str(app.settings.get("online_coop", ""))
        self.coop = kept if kept in self.difficulties else ""  # "": against each other
        self.campaign = False  # a campaign of three chapters at the table (R-CAMP-1)
        self.speed = kept_speed(app.settings)  # untimed, real-time or turn-based (speeds.py)
        self.rated = kept_rated(app.settings)  # a rated game (rated_choice.py)
        if not self.coop and self.players < 2:
            self.players = 2
        self.where, typed = kept_where(app.settings)  # this computer, or a server's address
        self.reach, self.announce = kept_reach(app.settings)  # on this computer: who joins
        self.inputs = {"port": TextField(port, 5), "server": TextField(typed, ADDRESS_MAX)}
        self.fields = {FIELDS[self.where]: self.inputs[FIELDS[self.where]]}  # the one shown
        self.focus = FIELDS[self.where]  # Enter hosts at once
        self.resumable = resumable_tables(hosted_db(app), credentials_of(app))
        self.port_tried = 0  # the port the last step asked for, for the line about a failure
        self.server_tried = ""  # the server the last step went to ("": this computer)
        self.seed: int | None = None  # the campaign's, when the table hosted begins one

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        grow = round((self.app.assets.text_scale - 1) * 120 * s)  # larger text: a taller panel
        self.panel = Rect(0, 0, round((1260 if self.resumable else 1160) * s),
                          round(680 * s) + grow)
        self.panel.center = (w // 2, h // 2 + round(30 * s))
        p = self.panel
        bh, row, free = self.button_height(), self.button_height(44), self.work is None
        self.row_h = row
        left = self.left = p.left + max(round(300 * s), round(86 * s) + self.text_width(
            [text(k) for k in ("new_game.players", "new_game.difficulty", "clocks.speed",
                               "online.where", "online.reach")], 22))  # right of the labels
        self.difficulty_y = p.top + round(92 * s)  # a row of its own, used against the Baron
        self.buttons = self.mode_buttons(p.top + round(32 * s), bh, free)
        counts = (1, 2, 3, 4) if self.coop else (2, 3, 4)
        self.players_y = p.top + round(150 * s)
        self.buttons += [Button(f"players:{n}", str(n),
                                Rect(left + (n - counts[0]) * round(84 * s), self.players_y,
                                     round(70 * s), bh), free, selected=n == self.players)
                         for n in counts]
        self.rows_y = [p.top + round(206 * s) + i * max(round(46 * s), row + 2) for i in range(4)]
        for i in range(1, self.players):
            self.buttons.append(Button(f"kind:{i}", text(KIND_LABELS[self.kinds[i]]),
                                       Rect(left, self.rows_y[i], round(420 * s), row), free,
                                       self.kinds[i] != "open"))
        self.build_lower(left, row, free)
        self.resume_top = p.top + round(178 * s)  # under the modes, its caption above it
        self.buttons += [Button(f"resume:{i}", resume_label(table),
                                Rect(p.left + round(800 * s), self.resume_top + i * round(56 * s),
                                     round(390 * s), bh), free)
                         for i, table in enumerate(self.resumable)]

    def build_lower(self, left: int, row: int, free: bool) -> None:
        """The speed, where the table lives (and, on this computer, who reaches it), and the
        Host and Back buttons."""
        p, s = self.panel, self.scale
        bh, step, lower = self.button_height(52), max(round(48 * s), row + round(4 * s)), 2
        note = 2 * self.app.assets.font(self.font(17), "italic").get_linesize()  # its 2 lines
        last = min(p.top + round(500 * s), p.bottom - round(40 * s) - bh - note - row)
        if self.where == SERVER:  # no row of who reaches it
            last, lower = min(p.top + round(452 * s), last), 1
        self.speed_y, self.where_y, self.reach_y = (last - (lower - i) * step for i in range(3))
        self.buttons += [speed_button(self.speed, Rect(left, self.speed_y, round(330 * s), row),
                                      free),  # the speed, rated or not; where, with the port
                         rated_button(self.rated, self.competitive,  # or the address
                                      Rect(left + round(342 * s), self.speed_y, round(230 * s),
                                           row), free)]
        self.buttons += where_buttons(self.where, left, self.where_y, round(230 * s), row,
                                      round(10 * s), free)
        self.place_field(max(p.left + round(790 * s), left + round(490 * s)), row)
        if self.where != SERVER:  # on this computer: who reaches the table
            self.buttons += reach_buttons(self.reach, self.announce, left, self.reach_y,
                                          round(230 * s), row, round(10 * s), free)
        host = Rect(0, 0, round(300 * s), bh)
        host.midbottom = (p.centerx + round(170 * s), p.bottom - round(36 * s))
        back = Rect(0, 0, round(220 * s), bh)
        back.midbottom = (p.centerx - round(190 * s), p.bottom - round(36 * s))
        self.buttons += [Button("host", text("online.host_start"), host, free and self.ready(),
                                True),
                         Button("back", text("menu.back"), back)]

    @property
    def competitive(self) -> bool:
        """The table plays the game against each other (the one a rating counts)."""
        return not self.coop and not self.campaign

    @property
    def difficulties(self) -> list[str]:
        """The edition's difficulties, the easiest first (none: no co-op content)."""
        content = self.app.edition.coop
        return [] if content is None else list(content.difficulties)

    def mode_buttons(self, y: int, bh: int, free: bool) -> list[Button]:
        """Against each other, together against the Baron (with its difficulty, as in New
        game; only when the edition has co-op content) or a campaign."""
        s, p = self.scale, self.panel
        modes = [("compete", "new_game.mode_compete", not self.coop and not self.campaign)]
        if self.difficulties:
            modes.append(("coop", "coop.title", bool(self.coop)))
        modes.append(("campaign", "online_campaign.mode", self.campaign))
        usual = (min(p.w, round(900 * s)) - round(150 * s)) // len(modes) - round(12 * s)
        rects = tab_rects(self.app.assets, [text(m[1]) for m in modes], self.font(22), usual,
                          p.w - round(80 * s), round(12 * s), (p.centerx, y, bh))
        out = [Button(f"mode:{key}", text(label), rect, free, selected=chosen)
               for (key, label, chosen), rect in zip(modes, rects, strict=True)]
        x = self.left
        for level in self.difficulties if self.coop else ():
            out.append(Button(f"difficulty:{level}", text(f"coop.difficulty.{level}"),
                              Rect(x, self.difficulty_y, round(140 * s), bh), free,
                              selected=level == self.coop))
            x += round(152 * s)
        return out

    def place_field(self, x: int, height: int) -> None:
        """The port's or the address's field from `x` on the row of where, after its label
        (the port a few digits wide, an address to the panel's right edge)."""
        key = FIELDS[self.where]
        shown = self.app.assets.text(self.field_label(), self.font(22), T.INK, "bold")
        x += shown.get_width() + round(10 * self.scale)
        right = self.panel.right - round(70 * self.scale)
        width = round(130 * self.scale) if key == "port" else right - x
        self.field_rects = {key: Rect(x, self.where_y, width, height)}

    def field_label(self) -> str:
        return text("online.server" if self.where == SERVER else "online.port")

    def port(self) -> int | None:
        typed = self.inputs["port"].value.strip()
        return int(typed) if typed.isdigit() and int(typed) < 65536 else None

    def ready(self) -> bool:
        """Whether what is typed for the place chosen can be tried."""
        if self.where == SERVER:
            return address_url(self.inputs["server"].value) is not None
        return self.port() is not None

    def on_button(self, key: str) -> None:
        kind, _, arg = key.partition(":")
        if kind == "mode":
            self.coop = self.difficulties[0] if arg == "coop" else ""
            self.campaign = arg == "campaign"
            self.players = max(self.players, 1 if self.coop else 2)
        elif kind == "difficulty":
            self.coop = arg
        elif kind == "speed":
            self.speed = next_speed(self.speed)
        elif kind == "rated":
            self.rated = not self.rated
        elif kind == "where":
            self.where = arg
            self.focus = FIELDS[arg]
            self.fields = {self.focus: self.inputs[self.focus]}
            self.error = ""
        elif kind == "reach":
            self.reach = arg
        elif kind == "announce":
            self.announce = not self.announce
        elif kind == "players":
            self.players = int(arg)
        elif kind == "kind":
            seat = int(arg)
            self.kinds[seat] = SEAT_KINDS[(SEAT_KINDS.index(self.kinds[seat]) + 1) % 4]
        elif kind == "host":
            self.start()
        elif kind == "resume":
            self.resume(self.resumable[int(arg)])
        elif kind == "back":
            self.on_escape()
            return
        self.build(self.app.size)

    def on_enter(self, key: str) -> None:
        if self.work is None and self.ready():
            self.start()

    def on_escape(self) -> None:
        self.app.go("online")

    def start(self) -> None:
        app = self.app
        if not self.ready() or self.work is not None:
            return
        seats = self.kinds[:self.players]
        app.change_setting("online_seats", ",".join(seats[1:]))  # offered again next time
        app.change_setting("online_coop", self.coop)
        app.change_setting(SETTING, self.speed)
        app.change_setting(RATED_SETTING, self.rated)
        app.change_setting(WHERE_SETTING, self.where)
        app.change_setting(REACH_SETTING, self.reach)
        app.change_setting(ANNOUNCE_SETTING, self.announce)
        rules = self.table_rules(len(seats))
        if rules is None:
            return
        name = chosen_name(app) or text("online.default_name")
        if self.where == SERVER:
            self.on_server(name, seats, rules)
            return
        port = self.port()
        assert port is not None  # ready
        app.change_setting("online_port", str(port))
        self.port_tried, self.server_tried = port, ""
        local = self.reach == LOCAL
        job = Background(lambda: host_table(name, seats, port, hosted_db(app), app.edition,
                                            credentials_of(app), self.announced(), rules,
                                            local),
                         discard=OnlineLink.close)
        self.begin(job, text("online.hosting"))

    def on_server(self, name: str, seats: list[str], rules: dict[str, Any]) -> None:
        """The table created on the dedicated server typed; no server starts here."""
        app, typed = self.app, self.inputs["server"].value.strip()
        url = address_url(typed)
        assert url is not None  # ready
        app.change_setting(SERVER_SETTING, typed)
        self.server_tried = typed
        job = Background(lambda: server_table(url, name, seats, app.edition,
                                              credentials_of(app), rules),
                         discard=OnlineLink.close)
        self.begin(job, text("online.hosting_server"))

    def table_rules(self, players: int) -> dict[str, Any] | None:
        """What the create request says of the game and its speed (a campaign's first
        chapter set up here); None, said on the error line, when the book cannot be read."""
        rules: dict[str, Any] = {"coop": self.coop} if self.coop else {}
        seed = campaign_seed() if self.campaign else None
        if seed is not None:
            try:
                rules = {"chapter": first_chapter(book(), players, seed)}
            except DataError as error:
                self.error = text("campaign_play.no_book", error=error)
                return None
        self.seed = seed
        rules.update(speed_rules(self.speed))
        rules.update(rated_rules(self.rated, self.competitive))
        return rules

    def resume(self, table: Resumable) -> None:
        """The server again on the table's own port and database, and this player's seat."""
        app = self.app
        if self.work is not None:
            return
        name = chosen_name(app) or text("online.default_name")
        self.port_tried, self.server_tried = table.port, ""
        local = self.reach == LOCAL
        job = Background(lambda: resume_table(table.code, name, table.port, hosted_db(app),
                                              app.edition, credentials_of(app),
                                              self.announced(), local),
                         discard=OnlineLink.close)
        self.begin(job, text("online.resuming"))

    def announced(self) -> bool:
        """Whether the server started here announces itself on the local network."""
        return ANNOUNCE and self.announce and self.reach != LOCAL

    def failed(self, problem: BaseException) -> None:
        self.error = server_problem_text(problem, self.server_tried) if self.server_tried \
            else problem_text(problem, port=self.port_tried)

    def finished(self, link: OnlineLink) -> None:
        if self.seed is not None:  # the campaign is this window's; its file once seated
            link.campaign = OnlineCampaign(link, book(), self.seed, self.app.folders)
        self.app.online = link
        self.app.go("online_lobby", link=link)

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_background(surf, self.panel)
        p, s, a = self.panel, self.scale, self.app.assets
        self.draw_title(surf, text("online.host_title"), (p.centerx, p.top - round(50 * s)), 56)
        label_x = p.left + round(70 * s)
        self.label(surf, text("new_game.players"), (label_x, self.players_y + round(24 * s)))
        if self.coop:
            self.label(surf, text("new_game.difficulty"),
                       (label_x, self.difficulty_y + round(24 * s)))
        elif self.campaign:  # left of the unfinished tables, when there are any
            middle = p.left + round(425 * s) if self.resumable else p.centerx
            self.draw_lines(surf, text("online_campaign.mode_note"),
                            (middle, self.difficulty_y + round(4 * s)),
                            round((700 if self.resumable else 760) * s))
        for i in range(self.players):
            y = self.rows_y[i] + self.row_h // 2
            self.label(surf, text("new_game.seat", n=i + 1), (label_x, y), soft=True)
            if i == 0:
                mine = text("online.seat_you", name=chosen_name(self.app) or "?")
                shown = a.text(mine, self.font(22), T.INK, "bold")
                surf.blit(shown, shown.get_rect(midleft=(self.left + round(10 * s), y)))
        self.label(surf, text("clocks.speed"), (label_x, self.speed_y + self.row_h // 2))
        self.label(surf, text("online.where"), (label_x, self.where_y + self.row_h // 2))
        if self.where != SERVER:
            self.label(surf, text("online.reach"), (label_x, self.reach_y + self.row_h // 2))
        self.draw_where(surf)
        if self.resumable:
            caption = a.text(text("online.resume_title"), self.font(20), T.INK_SOFT, "bold")
            surf.blit(caption, caption.get_rect(bottomleft=(p.left + round(800 * s),
                                                            self.resume_top - round(6 * s))))
        self.draw_buttons(surf)
        self.draw_status(surf, (p.centerx, p.bottom + round(10 * s)), p.w)
        draw_button_tooltip(self, surf, self.font(17))

    def draw_where(self, surf: pygame.Surface) -> None:
        """The port's or the address's field with its label, and the note under the row."""
        p, s, a = self.panel, self.scale, self.app.assets
        key = FIELDS[self.where]
        field = self.field_rects[key]
        shown = a.text(self.field_label(), self.font(22), T.INK, "bold")
        surf.blit(shown, shown.get_rect(midright=(field.left - round(10 * s), field.centery)))
        self.inputs[key].draw(surf, a, field, self.font(24), self.focus == key)
        note, warns = where_note(self.where, self.speed, self.port() is not None,
                                 self.inputs["server"].value, self.reach == LOCAL)
        below = field.bottom if self.where == SERVER else self.reach_y + field.h
        self.draw_lines(surf, note, (p.centerx, below + round(6 * s)),
                        p.w - round(140 * s), colour=T.ROOF_D if warns else T.INK_SOFT)

    def label(self, surf, string: str, midleft, soft: bool = False) -> None:
        colour = T.INK_SOFT if soft else T.INK
        shown = self.app.assets.text(string, self.font(22 if not soft else 20), colour, "bold")
        surf.blit(shown, shown.get_rect(midleft=midleft))


def last_hosted(settings: dict) -> tuple[int, list[str], str]:
    """The table size, the other seats' kinds and the port of the last table hosted here, as
    kept in the settings (anything not understood: the defaults, 2 players and open seats)."""
    kept = str(settings.get("online_seats", ""))
    others = [k if k in SEAT_KINDS else "open" for k in kept.split(",")] if kept else []
    if len(others) > 3:
        others = []
    port = str(settings.get("online_port", ""))
    alone = 1 if settings.get("online_coop") else 2  # none kept: alone only against the Baron
    return len(others) + 1 if others else alone, others, \
        port if port.isdigit() else str(DEFAULT_PORT)


def resume_label(table: Resumable) -> str:
    return text("online.resume", code=table.code, players=", ".join(table.players))
