"""A new game: against each other (2-4 seats), together against the Baron (1-4 seats and a
difficulty, R-COOP-1, R-COOP-9) or a campaign of three chapters (2-4 seats, R-CAMP-1); each seat
with a name, a colour and a human or a computer of a level (normal, hard, random); who starts
(a campaign's first chapter: at random, R-CAMP-9). The last setup started is remembered in the
settings (under "new_game", checked here when read back: a hand-edited value that makes no sense
is ignored)."""

from __future__ import annotations

import random

import pygame
from pygame import Rect

from game.ai import CYCLE, LEVELS
from game.rules.engine import Setup
from game.session import Seat, Session
from game.storage import local_rating
from game.texts import table, text
from game.ui.art import symbols
from game.ui.menus.menu import MenuScene
from game.ui.menus.new_campaign import start_campaign
from game.ui.menus.rating_view import level_words
from game.ui.toolkit import theme as T
from game.ui.toolkit.widgets import Button, draw_error, tab_rects

MAX_NAME = 14
# a seat's kind (Seat.kind) -> the next one when its button is clicked, and what it says
_ORDER = ("human", *CYCLE)
NEXT_KIND = {kind: _ORDER[(i + 1) % len(_ORDER)] for i, kind in enumerate(_ORDER)}
KIND_LABELS = {"human": "new_game.human", **{k: f"new_game.level_{k}" for k in LEVELS}}
REMEMBERED = "new_game"  # the settings' key of the last setup started


def remembered(saved: object) -> dict | None:
    """The last setup from the settings, if it is one this scene could have written."""
    if not isinstance(saved, dict):
        return None
    players, names = saved.get("players"), saved.get("names")
    colours, kinds, first = saved.get("colours"), saved.get("kinds"), saved.get("first")
    coop, campaign = saved.get("coop", ""), saved.get("campaign", False)
    counts = (1, 2, 3, 4) if coop else (2, 3, 4)
    if (not isinstance(coop, str) or not isinstance(campaign, bool) or (coop and campaign)
            or players not in counts
            or not isinstance(names, list) or len(names) != 4
            or not all(isinstance(n, str) and len(n) <= MAX_NAME for n in names)
            or not isinstance(colours, list) or len(colours) != 4
            or not all(c in (0, 1, 2, 3) and not isinstance(c, bool) for c in colours)
            or len(set(colours[:players])) != players
            or not isinstance(kinds, list) or len(kinds) != 4
            or not all(k in NEXT_KIND for k in kinds)
            or not (first is None or (isinstance(first, int) and 0 <= first < players))):
        return None
    return saved


class NewGameScene(MenuScene):
    def __init__(self, app, seed: int | None = None) -> None:
        super().__init__(app)
        self.levels = local_rating.levels()  # the computer levels' ratings, to say them
        names = table().get("new_game.names", "")
        if not isinstance(names, str):  # plural forms: not a list of names
            names = ""
        defaults = [n.strip(" '[]\"") for n in names.split(",")] if names.startswith("[") else []
        defaults = (defaults + ["Anna", "Bruno", "Chiara", "Dieter"])[:4]
        self.players = 2
        self.names = list(defaults)
        self.colours = [0, 1, 2, 3]
        self.kinds = ["human"] * 4
        self.first: int | None = None
        self.coop = ""  # a difficulty: together against the Baron; "": against each other
        self.campaign = False  # a campaign of three chapters
        self.error = ""
        last = remembered(app.settings.get(REMEMBERED))
        if last is not None:
            self.players, self.first = last["players"], last["first"]
            self.names, self.colours = list(last["names"]), list(last["colours"])
            self.kinds = list(last["kinds"])
            self.campaign = last.get("campaign", False)
            if last.get("coop", "") in self.difficulties:
                self.coop = last["coop"]
            elif last.get("coop"):  # a difficulty this edition does not have
                self.players = max(2, self.players)
                self.first = None if self.first is None or self.first >= 2 else self.first
        self.editing: int | None = None
        self.seed = seed
        self.name_rects: list[Rect] = []

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        self.panel = Rect(0, 0, round(980 * s), round(700 * s))
        self.panel.center = (w // 2, h // 2 + round(30 * s))
        p = self.panel
        bh = self.button_height()
        self.buttons = self.mode_buttons(p.top + round(48 * s), bh)
        lead = p.left + max(round(220 * s), round(86 * s) + self.text_width(
            [text("new_game.players"), text("new_game.first")], 24))  # right of the labels
        x = lead
        y = p.top + round(112 * s)
        for n in (1, 2, 3, 4) if self.coop else (2, 3, 4):
            self.buttons.append(Button(f"players:{n}", str(n), Rect(x, y, round(60 * s), bh),
                                       selected=n == self.players))
            x += round(72 * s)
        self.players_y = y
        if self.coop:
            self.buttons += self.difficulty_buttons(y, bh)
        self.name_rects = []
        row_y = p.top + round(180 * s)
        row_h = round(62 * s)
        shift = max(0, round(124 * s) + self.text_width(
            [text("new_game.seat", n=i + 1) for i in range(self.players)], 20) - round(200 * s))
        for i in range(self.players):
            y = row_y + i * row_h
            self.name_rects.append(Rect(p.left + round(200 * s) + shift, y,
                                        round(260 * s) - shift, bh))
            self.buttons.append(Button(f"colour:{i}", text(symbols.colour_key(self.colours[i])),
                                       Rect(p.left + round(480 * s), y, round(215 * s), bh)))
            self.buttons.append(Button(
                f"kind:{i}", text(KIND_LABELS[self.kinds[i]]),
                Rect(p.left + round(710 * s), y, round(212 * s), bh), True,
                self.kinds[i] != "human"))
        self.first_y = row_y + 4 * row_h + round(8 * s)
        self.buttons += self.first_buttons(lead, self.first_y, bh)
        start = Rect(0, 0, round(320 * s), round(58 * s))
        start.midbottom = (p.centerx + round(180 * s), p.bottom - round(40 * s))
        back = Rect(0, 0, round(200 * s), round(58 * s))
        back.midbottom = (p.centerx - round(200 * s), p.bottom - round(40 * s))
        label = text("new_game.start_campaign" if self.campaign else "new_game.start")
        self.buttons.append(Button("start", label, start, True, True))
        self.buttons.append(Button("back", text("menu.back"), back))

    def first_buttons(self, x: int, y: int, bh: int) -> list[Button]:
        """Who starts: at random or a seat, each button as wide as the longest name."""
        s = self.scale
        firsts = [(None, text("new_game.random_first"))] + [
            (i, self.names[i] or text("new_game.seat", n=i + 1)) for i in range(self.players)]
        if not self.asks_first:
            return []
        width = max([round(130 * s), *(self.text_width([label], 22) + round(16 * s)
                                      for _, label in firsts)])
        room = self.panel.left + round(self.panel.w * 0.94) - x  # to the frame's line
        width = min(width, (room - len(firsts) * round(10 * s)) // len(firsts))
        out = []
        for who, label in firsts:
            out.append(Button(f"first:{'' if who is None else who}", label,
                              Rect(x, y, width, bh), selected=who == self.first))
            x += width + round(10 * s)
        return out

    @property
    def asks_first(self) -> bool:
        """Who starts is asked: not of one player alone, nor of a campaign (its chapter 1's first
        player is drawn, R-CAMP-9)."""
        return not self.campaign and self.players > 1

    @property
    def difficulties(self) -> list[str]:
        """The edition's difficulties, the easiest first (none: no co-op content)."""
        content = self.app.edition.coop
        return [] if content is None else list(content.difficulties)

    def mode_buttons(self, y: int, bh: int) -> list[Button]:
        """Against each other, together against the Baron (when the edition has it), or a
        campaign."""
        s, p = self.scale, self.panel
        modes = [("compete", text("new_game.mode_compete"), not self.coop and not self.campaign),
                 ("coop", text("coop.title"), bool(self.coop)),
                 ("campaign", text("campaign_play.title"), self.campaign)]
        if not self.difficulties:
            modes.pop(1)
        rects = tab_rects(self.app.assets, [label for _, label, _ in modes], self.font(22),
                          round(276 * s), round(p.w * 0.88), round(14 * s), (p.centerx, y, bh))
        return [Button(f"mode:{key}", label, rect, selected=selected)
                for (key, label, selected), rect in zip(modes, rects, strict=True)]

    def difficulty_buttons(self, y: int, bh: int) -> list[Button]:
        s, p = self.scale, self.panel
        x = p.left + round(660 * s)
        out = []
        for level in self.difficulties:
            out.append(Button(f"difficulty:{level}", text(f"coop.difficulty.{level}"),
                              Rect(x, y, round(125 * s), bh), selected=level == self.coop))
            x += round(137 * s)
        return out

    def set_mode(self, coop: str, campaign: bool = False) -> None:
        self.coop, self.campaign = coop, campaign
        if campaign:
            self.first = None
        if not coop and self.players < 2:
            self.players = 2
            if self.first is not None and self.first >= self.players:
                self.first = None

    def on_button(self, key: str) -> None:
        kind, _, arg = key.partition(":")
        if kind == "name":  # a seat's name, reached with the keys: typed until Enter or Tab
            self.editing = int(arg)
            pygame.key.start_text_input()
            return
        if kind == "mode":
            self.set_mode(self.difficulties[0] if arg == "coop" else "", arg == "campaign")
        elif kind == "difficulty":
            self.coop = arg
        elif kind == "players":
            self.players = int(arg)
            if self.first is not None and (self.first >= self.players or self.players == 1):
                self.first = None
        elif kind == "colour":
            i = int(arg)
            used = {self.colours[j] for j in range(self.players) if j != i}
            c = self.colours[i]
            for _ in range(4):
                c = (c + 1) % 4
                if c not in used:
                    break
            self.colours[i] = c
        elif kind == "kind":
            self.kinds[int(arg)] = NEXT_KIND[self.kinds[int(arg)]]
        elif kind == "first":
            self.first = int(arg) if arg else None
        elif kind == "start":
            self.start()
            return
        elif kind == "back":
            self.app.go("title")
            return
        self.editing = None
        self.build(self.app.size)

    def start(self) -> None:
        n = self.players
        names = [(self.names[i].strip() or text("new_game.seat", n=i + 1)) for i in range(n)]
        seats = [Seat(names[i], self.kinds[i], self.colours[i]) for i in range(n)]
        seed = self.seed if self.seed is not None else self.app.new_game_seed
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        self.app.change_setting(REMEMBERED, {
            "players": n, "names": list(self.names), "colours": list(self.colours),
            "kinds": list(self.kinds), "first": self.first, "coop": self.coop,
            "campaign": self.campaign})
        if self.campaign:
            self.error = start_campaign(self.app, seats, seed)
            return
        setup = Setup(tuple(names), seed, self.first, self.coop)
        session, events = Session.start(self.app.edition, setup, seats)
        self.app.open_session(session, events)
        if self.coop and any(seat.human for seat in seats):  # a guide before the first round
            self.app.show("coop_guide", play=self.app.scene)

    def typing(self) -> bool:
        return self.editing is not None

    def focus_targets(self) -> list[Button]:
        names = [Button(f"name:{i}", "", rect) for i, rect in enumerate(self.name_rects)]
        return [*self.buttons, *names]

    def click_elsewhere(self, pos) -> None:
        self.editing = None
        for i, rect in enumerate(self.name_rects):
            if rect.collidepoint(pos):
                self.editing = i
                pygame.key.start_text_input()

    def other_event(self, event: pygame.event.Event) -> None:
        if self.editing is None:
            return
        i = self.editing
        if event.type == pygame.TEXTINPUT:
            self.names[i] = (self.names[i] + event.text)[:MAX_NAME]
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.names[i] = self.names[i][:-1]
            elif event.key in (pygame.K_RETURN, pygame.K_TAB, pygame.K_KP_ENTER):
                self.editing = None
        self.build(self.app.size)

    def draw_levels(self, surf: pygame.Surface, y: int) -> None:
        """The computer levels' ratings, against each other with a computer at the table (the
        player's own rating is measured against them: Statistics): under the seats when they
        leave room, else under the hint, smaller rather than over the buttons."""
        if self.coop or self.campaign or not any(k in self.levels for k in self.kinds):
            return
        a, p, s = self.app.assets, self.panel, self.scale
        buttons = min(b.rect.top for b in self.buttons if b.key in ("start", "back")) - 2
        places = [(self.name_rects[-1].bottom + round(8 * s), self.first_y - round(4 * s)),
                  (y, buttons)]
        for (top, bottom), size in ((place, size) for place in places
                                    for size in range(16, 11, -1)):
            lines = a.wrap(level_words(self.levels), self.font(size), round(p.w * 0.88), "bold")
            if len(lines) * a.font(self.font(size), "bold").get_linesize() <= bottom - top:
                for line in lines:
                    shown = a.text(line, self.font(size), T.INK, "bold")
                    top = surf.blit(shown, shown.get_rect(midtop=(p.centerx, top))).bottom
                return

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_background(surf, self.panel)
        a = self.app.assets
        p = self.panel
        s = self.scale
        title = text("coop.title" if self.coop else "campaign_play.title" if self.campaign
                     else "new_game.title")
        self.draw_title(surf, title, (p.centerx, p.top - round(50 * s)), 56)
        a_ = a.text(text("new_game.players"), self.font(24), T.INK, "bold")
        surf.blit(a_, (p.left + round(70 * s), self.players_y + round(8 * s)))
        if self.coop:
            label = a.text(text("new_game.difficulty"), self.font(22), T.INK, "bold")
            surf.blit(label, label.get_rect(midright=(p.left + round(648 * s),
                                                      self.players_y + round(24 * s))))
        for i, rect in enumerate(self.name_rects):
            label = a.text(text("new_game.seat", n=i + 1), self.font(20), T.INK_SOFT, "bold")
            surf.blit(label, label.get_rect(midleft=(p.left + round(70 * s), rect.centery)))
            novice = a.sprite(f"novice_{self.colours[i]}", (round(34 * s), round(42 * s)))
            surf.blit(novice, novice.get_rect(midright=(rect.left - 10, rect.centery)))
            editing = self.editing == i
            pygame.draw.rect(surf, T.PARCH_L if editing else (246, 236, 210), rect,
                             border_radius=6)
            pygame.draw.rect(surf, T.GOLD if editing else T.PARCH_D, rect, 2, border_radius=6)
            name = a.text(self.names[i] + ("|" if editing else ""), self.font(22), T.INK)
            surf.blit(name, name.get_rect(midleft=(rect.left + 10, rect.centery)))
        if self.asks_first:
            first = a.text(text("new_game.first"), self.font(22), T.INK, "bold")
            surf.blit(first, (p.left + round(70 * s), self.first_y + round(10 * s)))
        y = self.first_y + round(64 * s) - (0 if self.asks_first else round(56 * s))
        said = text("new_game.coop_hint" if self.coop else "campaign_play.hint" if self.campaign
                    else "new_game.hint")
        for line in a.wrap(said, self.font(16), p.w - round(160 * s), "italic"):
            hint = a.text(line, self.font(16), T.INK_SOFT, "italic")
            surf.blit(hint, hint.get_rect(midtop=(p.centerx, y)))
            y += hint.get_height()
        self.draw_levels(surf, y + round(4 * s))
        self.draw_buttons(surf)
        if self.error:
            draw_error(surf, a, self.error, (p.centerx, p.bottom + round(24 * s)), self.font(19),
                       p.w)
