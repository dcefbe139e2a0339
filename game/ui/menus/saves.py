"""Save slots: "Save game" asks a name and writes the game in progress; "Load game" lists every
save (name, date, players, year and round) and every campaign (its chapter and players), and
opens the one chosen — to play on, or with its Watch button (and always, for a finished game) in
the replay viewer; a campaign where it was left (game/ui/play/chapter_end.py).

A file that cannot be used is listed greyed with what is wrong; choosing it, or a save whose
record turns out inconsistent when it is opened, shows one message and leaves the file as it is.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pygame
from pygame import Rect

from game import storage
from game.campaign.session import CampaignSession
from game.campaign.state import CampaignError
from game.campaign.volumes import CHAPTERS
from game.storage import autosaves, campaigns, finished
from game.storage.records import read_game
from game.texts import has, text
from game.ui.menus.keys import row_targets
from game.ui.menus.menu import MenuScene
from game.ui.play.chapter_end import resume
from game.ui.replay.watch import watch, watch_rect
from game.ui.toolkit import theme as T
from game.ui.toolkit.text_field import TextField
from game.ui.toolkit.widgets import Button, draw_button, draw_error, draw_wrapped
from game.ui.words.volumes import book

MAX_NAME = 80  # as long as a save's file name may be (storage.slot_path)
GREY = (150, 138, 120)


def default_name(play) -> str:
    st = play.game.state
    return text("saves.default_name", names=", ".join(play.names), year=st.year, round=st.round)


class SaveScene(MenuScene):
    """Over the paused table: a name field (the proposed name selected: typing replaces it),
    Save and Cancel."""

    def __init__(self, app, play) -> None:
        super().__init__(app)
        self.play = play
        assert app.folders is not None  # the pause menu offers Save only with a folder
        self.folders = app.folders
        self.field_text = TextField(default_name(play), MAX_NAME, selected=True)
        self.error = ""
        self.existing = {info.path: info for info in storage.save_infos(self.folders.saves)}
        pygame.key.start_text_input()

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        self.panel = Rect(0, 0, round(820 * s), round(400 * s))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        self.field = Rect(p.left + round(60 * s), p.top + round(140 * s), p.w - round(120 * s),
                          round(56 * s))
        bw, bh = round(220 * s), round(56 * s)
        save = Rect(0, 0, bw, bh)
        save.bottomleft = (p.centerx + round(15 * s), p.bottom - round(40 * s))
        cancel = Rect(0, 0, bw, bh)
        cancel.bottomright = (p.centerx - round(15 * s), p.bottom - round(40 * s))
        self.buttons = [Button("save", text("saves.save"), save, bool(self.name.strip()), True),
                        Button("cancel", text("buttons.cancel"), cancel)]

    @property
    def name(self) -> str:
        return self.field_text.value

    def path(self) -> Path:
        return storage.slot_path(self.name.strip(), self.folders.saves)

    def on_button(self, key: str) -> None:
        if key == "save":
            self.save()
        else:
            self.on_escape()

    def on_escape(self) -> None:
        self.back()

    def back(self, notice: str = "") -> None:
        pygame.key.stop_text_input()
        self.app.show("pause", play=self.play, notice=notice)

    def save(self) -> None:
        name = self.name.strip()
        if not name:
            self.error = text("saves.no_name")
            return
        path = self.path()
        if self.folders.reserved(path):
            self.error = text("saves.name_taken")
            return
        try:
            storage.save(self.play.session, path, name)
        except OSError as error:
            self.error = text("saves.write_failed", error=error.strerror or error)
            return
        self.back(text("saves.saved", name=name))

    def typing(self) -> bool:
        return True  # the name field: Enter saves

    def other_event(self, event: pygame.event.Event) -> None:
        done = self.field_text.handle(event)
        if done == "enter":
            self.save()
        elif done:
            self.error = text("saves.too_long", n=MAX_NAME) if self.field_text.refused else ""
            self.build(self.app.size)

    def draw(self, surf: pygame.Surface) -> None:
        a = self.app.assets
        p = self.panel
        s = self.scale
        self.draw_over_table(surf, p)
        self.draw_title(surf, text("saves.save_title"), (p.centerx, p.top + round(50 * s)), 48)
        label = a.text(text("saves.name"), self.font(20), T.INK_SOFT, "bold")
        surf.blit(label, label.get_rect(bottomleft=(self.field.left, self.field.top - 4)))
        self.field_text.draw(surf, a, self.field, self.font(24))
        note = ""
        old = self.existing.get(self.path()) if self.name.strip() else None
        if old is not None:
            note = text("saves.replaces", date=old.local_time or old.path.name)
        if note:
            line = a.text(note, self.font(17), T.INK_SOFT, "italic")
            surf.blit(line, line.get_rect(midtop=(p.centerx, self.field.bottom + 10)))
        self.draw_buttons(surf)
        if self.error:
            draw_error(surf, a, self.error, (p.centerx, p.bottom + round(70 * s)), self.font(19),
                       p.w)


def mode_mark(info: storage.SaveInfo) -> str:
    """A game together against the Baron or a campaign's chapter, marked before its line
    ("Together · Hard · 2 players · ", "Campaign · chapter 2 of 3 · "); "" for another."""
    if info.chapter:
        return text("saves.chapter", n=info.chapter, count=CHAPTERS) + " · "
    if not info.coop:
        return ""
    key = f"coop.difficulty.{info.coop}"
    level = text(key) if has(key) else info.coop
    return text("saves.coop", difficulty=level, count=len(info.players)) + " · "


def together_line(info: storage.SaveInfo) -> str:
    """A finished co-op game's line: won or lost together, the team's total and its target
    ("Won together · team 210 / target 190")."""
    total = sum(info.scores)
    team = (text("saves.team", total=total, target=info.target) if info.target
            else text("saves.team_only", total=total))
    said = text("saves.together_won" if info.winners else "saves.together_lost")
    return f"{mode_mark(info)}{said} · {team}"


def result_line(info: storage.SaveInfo) -> str:
    """A finished game's line: each player's points and who won ("Anna 58, Bruno 33 · Anna
    won")."""
    scores = ", ".join(f"{name} {points}"
                       for name, points in zip(info.players, info.scores, strict=False))
    names = " & ".join(info.players[w] for w in info.winners)
    won = text("saves.won_shared" if len(info.winners) > 1 else "saves.won", names=names)
    return mode_mark(info) + text("saves.details", players=scores, when=won)


class LoadScene(MenuScene):
    """The saves, newest first; from the title (a scene) or the pause menu (an overlay)."""

    def __init__(self, app, play=None) -> None:
        super().__init__(app)
        self.play = play  # the paused play scene when opened from its pause menu
        found = [*storage.save_infos(app.folders.saves),
                 *campaigns.campaign_infos(app.folders)] if app.folders else []
        self.infos = sorted(found, key=lambda info: info.saved_at, reverse=True)
        self.offset = 0
        self.error = ""
        self.rows: list[tuple[int, Rect]] = []
        self.row_pressed: int | None = None

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        self.panel = Rect(0, 0, round(1100 * s), h - round(260 * s))
        self.panel.midtop = (w // 2, round(110 * s))
        back = Rect(0, 0, round(220 * s), round(54 * s))
        back.midtop = (w // 2, self.panel.bottom + round(16 * s))
        self.buttons = [Button("back", text("menu.back"), back, True, True)]
        lines = sum(self.app.assets.font(self.font(size), style).get_linesize()
                    for size, style in ((23, "bold"), (17, "italic")))  # a row's two lines
        self.row_h = max(round(72 * s), lines + round(18 * s))
        # inside the frame and clear of its corner ornaments, with room below the rows for the
        # line that says how to scroll
        self.list_area = self.panel.inflate(-round(110 * s), -round(110 * s))
        self.list_area.h -= round(26 * s)  # and for the line about dropping a file
        self.visible = max(1, (self.list_area.h - round(24 * s)) // self.row_h)
        self.offset = max(0, min(self.offset, len(self.infos) - self.visible))
        self.rows = []
        for i in range(self.offset, min(len(self.infos), self.offset + self.visible)):
            top = self.list_area.top + (i - self.offset) * self.row_h
            self.rows.append((i, Rect(self.list_area.left, top, self.list_area.w,
                                      self.row_h - round(6 * s))))

    def row_at(self, pos) -> int | None:
        return next((i for i, rect in self.rows if rect.collidepoint(pos)), None)

    def row_rect(self, i: int) -> Rect:
        return next(rect for j, rect in self.rows if j == i)

    def click_elsewhere(self, pos) -> None:
        self.row_pressed = self.row_at(pos)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.DROPFILE:  # a save or a record dropped on the window
            self.open_file(Path(event.file))
            return
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1
                and self.row_pressed is not None):
            self.mouse = event.pos
            i, self.row_pressed = self.row_pressed, None
            if self.row_at(event.pos) == i:
                self.open(i, watch_rect(self.row_rect(i), self.scale).collidepoint(event.pos))
            return
        super().handle(event)

    def wheel(self, dy: int) -> None:
        self.offset = max(0, min(len(self.infos) - self.visible, self.offset - dy))
        self.build(self.app.size)

    def focus_targets(self) -> list[Button]:
        def watchable(i: int) -> bool:
            return not self.infos[i].error and not self.infos[i].campaign
        return [*row_targets(self.rows, watchable, lambda r: watch_rect(r, self.scale)),
                *self.buttons]

    def other_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.wheel(self.visible if event.key == pygame.K_PAGEUP else -self.visible)

    def on_button(self, key: str) -> None:
        kind, _, row = key.partition(":")
        if kind in ("row", "watch"):  # a row or its Watch button, by the keys
            self.open(int(row), kind == "watch")
        else:
            self.on_escape()

    def on_escape(self) -> None:
        if self.play is not None:
            self.app.show("pause", play=self.play)
        else:
            self.app.go("title")

    def open(self, i: int, to_watch: bool = False) -> None:
        """Play the save chosen; watch it instead with its Watch button, or when it is over
        (a game record is only watched)."""
        info = self.infos[i]
        if info.error:
            folders = self.app.folders
            campaign = folders is not None and info.path.parent == folders.campaigns
            self.error = text("error.campaign" if campaign else "error.save", error=info.error)
            return
        if info.campaign:
            problem = self.open_campaign(info.path)
        else:
            problem = self.open_file(info.path, to_watch or info.record)
        if problem:
            self.infos[i] = dataclasses.replace(info, error=problem)

    def open_file(self, path: Path, to_watch: bool = False) -> str:
        """Open a save or a record from anywhere (a row, or a file dropped on the window):
        the problem in one line, shown here, when it cannot be used ("" when it opened)."""
        if campaigns.campaign_info(path).campaign:
            return self.open_campaign(self.adopted(path))
        try:
            if storage.record_header(path) is not None:
                record, seats = read_game(path, self.app.edition)
                watch(self.app, record, seats, self.play)
                return ""
            session = self.app.load_session(path)
        except storage.SaveError as error:
            self.error = text("error.save", error=error)
            return str(error)
        if to_watch or session.game.over:
            watch(self.app, session.record, session.seats, self.play)
        else:
            self.app.open_session(session)
        return ""

    def adopted(self, path: Path) -> Path:
        """A campaign dropped from elsewhere is played on in its copy in the campaigns folder
        (so Load game and Continue find it again); where it is when it cannot be copied."""
        if self.app.folders is None:
            return path
        try:
            return campaigns.adopt(self.app.folders, path)
        except OSError:
            return path

    def open_campaign(self, path: Path) -> str:
        """Take a campaign up where it was left: the problem in one line, shown here, when its
        file cannot be used (it is left as it is)."""
        try:
            campaign = CampaignSession.load(path, book(), self.app.edition)
        except CampaignError as error:
            self.error = text("error.campaign", error=error)
            return str(error)
        resume(self.app, campaign)
        return ""

    def label(self, info: storage.SaveInfo) -> str:
        if info.campaign:
            return text("campaign_play.save_over" if info.over else "campaign_play.save_name",
                        n=info.campaign, names=", ".join(info.players))
        if info.record:
            return text("saves.record_name", name=info.name)
        if autosaves.is_autosave(info.path):
            return text("saves.autosave_name")
        if finished.is_finished_file(info.path):
            return text("saves.finished_game")
        return info.name

    def details(self, info: storage.SaveInfo) -> str:
        if info.campaign:
            names = ", ".join(info.players)
            if info.in_play:
                return text("campaign_play.save_in_play", names=names, count=info.moves)
            if info.over:
                said = text("campaign_play.save_done", names=names)
            elif info.campaign >= CHAPTERS:  # after the last chapter only a crest token is owed
                said = text("campaign_play.save_last", names=names)
            else:
                said = text("campaign_play.save_between", names=names, n=info.campaign,
                            next=info.campaign + 1)
            return said + text("online_campaign.save_online", code=info.online) \
                if info.online else said
        if info.record:
            return text("saves.details", players=", ".join(info.players),
                        when=text("saves.moves", count=info.moves))
        if info.over and info.coop and info.scores:
            return together_line(info)
        if info.over and info.scores and info.winners:
            return result_line(info)
        players = ", ".join(info.players)
        when = (text("saves.finished") if info.over
                else text("saves.when", year=info.year, round=info.round))
        return mode_mark(info) + text("saves.details", players=players, when=when)

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_background(surf, self.panel)
        a = self.app.assets
        p = self.panel
        s = self.scale
        self.draw_title(surf, text("saves.load_title"), (p.centerx, p.top - round(50 * s)), 56)
        if not self.infos:  # nothing saved: the words wrapped inside the panel
            draw_wrapped(surf, a, text("saves.none"), self.font(24), p.center,
                         p.w - round(160 * s))
        hover = self.row_at(self.mouse)
        pad = round(16 * s)
        for i, rect in self.rows:
            info = self.infos[i]
            broken = bool(info.error)
            fill = (236, 226, 204) if broken else (246, 236, 210)
            if i == hover and not broken:
                fill = T.PARCH_L
            pygame.draw.rect(surf, fill, rect, border_radius=8)
            pygame.draw.rect(surf, GREY if broken else (T.GOLD if i == hover else T.PARCH_D),
                             rect, 2, border_radius=8)
            first = info.path.name if broken else self.label(info)
            title = a.text(first, self.font(23), GREY if broken else T.INK, "bold")
            surf.blit(title, (rect.left + pad, rect.top + round(6 * s)))
            when = a.text(info.local_time, self.font(18), GREY if broken else T.INK_SOFT)
            surf.blit(when, when.get_rect(topright=(rect.right - pad, rect.top + round(10 * s))))
            second = info.error if broken else self.details(info)
            line = a.text(second, self.font(17), (150, 90, 80) if broken else T.INK_SOFT,
                          "italic")
            if line.get_width() > rect.w - 2 * pad:
                line = line.subsurface(Rect(0, 0, rect.w - 2 * pad, line.get_height()))
            surf.blit(line, (rect.left + pad, rect.bottom - line.get_height() - round(6 * s)))
            if not broken and not info.campaign:
                button = Button("watch", text("saves.watch"), watch_rect(rect, s))
                draw_button(surf, a, button, button.rect.collidepoint(self.mouse), self.font(16))
        if len(self.infos) > self.visible:
            more = a.text(text("saves.scroll", first=self.offset + 1,
                               last=min(len(self.infos), self.offset + self.visible),
                               total=len(self.infos)), self.font(16), T.INK_SOFT, "italic")
            below = (p.centerx, self.rows[-1][1].bottom + round(6 * s))
            surf.blit(more, more.get_rect(midtop=below))
        self.draw_buttons(surf)
        drop = a.text(text("saves.drop"), self.font(15), T.INK_SOFT, "italic")
        surf.blit(drop, drop.get_rect(midbottom=(p.centerx, p.bottom - round(56 * s))))
        if self.error:
            w, h = surf.get_size()
            draw_error(surf, a, self.error, (w // 2, h - round(16 * s)), self.font(19), w - 80)
