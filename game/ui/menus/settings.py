"""Settings, kept between runs (game/storage): full screen and the window size, language,
animation speed, the computer players' speed, the players' colours (palettes told apart with
colour-blindness), the text size, sound and its volume, and whether a desktop notification tells
that an online table waits for the player's move; this computer's online identity (identity.py).
Each change is saved and applied at once.
Reached from the title, or from the pause menu over the table (`back`)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame import Rect

from game import texts
from game.texts import engine_line, languages, text
from game.ui.art import symbols
from game.ui.menus.menu import MenuScene
from game.ui.toolkit import theme as T
from game.ui.toolkit.assets import TEXT_SIZES
from game.ui.toolkit.widgets import Button

ANIMATION_SPEEDS = (("off", 0.0), ("slow", 0.5), ("normal", 1.0), ("fast", 2.0))
BOT_DELAYS = (("slow", 1.2), ("normal", 0.6), ("fast", 0.2))  # seconds before a computer moves
# the window sizes offered (16:9, from the smallest the table is laid out for); those larger
# than the screen are left out, a size the player dragged the window to is shown beside them
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
TURN_GRACES = (0.0, 2.0, 4.0, 8.0)  # seconds to take a slip back (0: moves are final at once)
ROWS = ("fullscreen", "window", "language", "animation_speed", "bot_delay", "turn_grace",
        "palette", "text_size", "sound", "volume")
ROW_STEP = 54
# rows whose words are kept elsewhere than under settings.<row>: (label, note)
OTHER_ROWS = {"turn_notices": ("yours.setting", "yours.setting_note")}
SHOWN_ROWS = (*ROWS[:-2], "turn_notices", *ROWS[-2:])  # the volume's slider stays last


class SettingsScene(MenuScene):
    def __init__(self, app, back: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.back = back  # where Back and Esc go (None: the title)
        self.slider = Rect(0, 0, 0, 0)
        self.sliding = False
        self.back_rect = Rect(0, 0, 0, 0)
        self.last_described = SHOWN_ROWS[0]  # the row whose note shows (notes not beside)

    def choices(self, row: str) -> list[tuple[str, object]]:
        """(label, value) for each button of a row."""
        if row in ("fullscreen", "sound", "turn_notices"):
            return [(text("settings.on"), True), (text("settings.off"), False)]
        if row == "language":
            return [(name, code) for code, name in languages()]
        if row == "window":
            return [(f"{w}×{h}", (w, h)) for w, h in self.window_sizes()]
        if row == "animation_speed":
            return [(text(f"settings.speed_{k}"), v) for k, v in ANIMATION_SPEEDS]
        if row == "bot_delay":
            return [(text(f"settings.bot_{k}"), v) for k, v in BOT_DELAYS]
        if row == "turn_grace":
            return [(text("settings.grace", s=f"{v:g}") if v else text("settings.off"), v)
                    for v in TURN_GRACES]
        if row == "palette":
            return [(text(f"settings.palette_{name}"), name) for name in T.PALETTES]
        if row == "text_size":
            return [(f"{round(v * 100)} %", v) for v in TEXT_SIZES]
        return []  # the volume is a slider

    def window_sizes(self) -> list[tuple[int, int]]:
        """The sizes offered: those that fit the screen (a size the window was dragged to is
        told in the row's note)."""
        return [size for size in WINDOW_SIZES if self.app.fits_screen(size)]

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s, a = self.scale, self.app.assets
        self.panel = Rect(0, 0, round(1440 * s), round(800 * s))  # label, choices, note
        self.panel.center = (w // 2, h // 2 + round(40 * s))
        p = self.panel
        back = Rect(0, 0, round(220 * s), max(round(54 * s), self.line(22, "bold") + 8))
        bh = max(round(48 * s), round(self.line(22, "bold") * 0.85) + 6)  # a line's ink
        labels = max(a.width(row_words(row)[0], self.font(24), "bold") for row in SHOWN_ROWS)
        left = p.left + max(round(380 * s), round(110 * s) + labels)
        self.beside = self.notes_fit(left, bh)
        # the hint and the engine under the rows; or (the notes not beside them) left of Back,
        # at the panel's right, the rows leaving two lines for the note of the row described
        foot = self.line(17) + self.line(15)
        identity = back.copy()  # this computer's player key (identity.py), right of Back
        identity.w = max(back.w, a.width(text("identity.open"), self.font(22), "bold")
                         + round(30 * s))  # as drawn
        if self.beside:
            back.midbottom = (p.centerx, p.bottom - round(24 * s))
            self.bottom = back.top - round(8 * s) - foot
        else:  # both at the panel's right, the notes left of them
            back.bottomright = (p.right - round(110 * s) - identity.w - round(40 * s),
                                p.bottom - round(24 * s))
            self.bottom = self.frame_line() - foot - round(6 * s)
        identity.midleft = (back.right + round(40 * s), back.centery)
        self.back_rect = back
        top = p.top + round(56 * s)
        step = min(max(round(ROW_STEP * s), bh + round(6 * s)),
                   (self.bottom - 2 * self.line(18) * (not self.beside) - top - bh)
                   // (len(SHOWN_ROWS) - 1))
        self.buttons, self.rows_y = [], [top + step * r for r in range(len(SHOWN_ROWS))]
        for row, y in zip(SHOWN_ROWS, self.rows_y, strict=True):
            self.row_buttons(row, left, y, bh)
        self.slider = Rect(left, self.rows_y[-1] + bh // 2 - round(6 * s),
                           round(420 * s), round(12 * s))
        self.buttons.append(Button("back", text("menu.back"), back, True, True))
        self.buttons.append(Button("identity", text("identity.open"), identity))
        self.engine = engine_line()  # which engine runs, and why (in this language)

    def line(self, base: int, style: str = "italic") -> int:
        """The height of a line of text asked at `base` (at the player's text size)."""
        return self.app.assets.font(self.font(base), style).get_linesize()

    def choice_width(self, row: str) -> int:
        """The width of a row's buttons: their longest label's, at least the usual."""
        widths = [self.app.assets.width(label, self.font(22), "bold")
                  for label, _ in self.choices(row)]
        return max([round(130 * self.scale), *(w + round(16 * self.scale) for w in widths)])

    def row_buttons(self, row: str, x: int, y: int, height: int) -> None:
        current, width = self.current(row), self.choice_width(row)
        for i, (label, value) in enumerate(self.choices(row)):
            self.buttons.append(Button(f"{row}:{i}", label, Rect(x, y, width, height),
                                       selected=value == current))
            x += width + round(10 * self.scale)

    def notes_fit(self, left: int, height: int) -> bool:
        """Whether each row's note fits at its right (two lines); else the note of one row, the
        one described (`described`), shows under the rows."""
        s = self.scale
        right = max(left + len(self.choices(row)) * (self.choice_width(row) + round(10 * s))
                    + round(140 * s) * (row == "palette") for row in SHOWN_ROWS)  # its shapes
        self.note_x = max(self.panel.left + round(958 * s), right + round(10 * s))
        self.note_w = self.panel.right - round(96 * s) - self.note_x  # clear of the frame
        return self.note_w >= round(330 * s) and 2 * self.line(18) <= round(ROW_STEP * s)

    def current(self, row: str) -> object:
        if row == "language":
            return texts.language()
        if row == "window":
            return self.app.windowed_size
        return self.app.settings[row]

    def on_button(self, key: str) -> None:
        if key == "volume":  # the slider with the keys' focus: the arrows move it
            return
        if key == "back":
            self.on_escape()
            return
        if key == "identity":  # over a table (from the pause menu) it stays over the table
            back, put = self.back, self.app.show if self.app.overlay is self else self.app.go
            put("identity", back=lambda: put("settings", back=back))
            return
        row, _, i = key.partition(":")
        value = self.choices(row)[int(i)][1]
        if row == "fullscreen":
            if value != self.app.settings["fullscreen"]:
                self.app.toggle_fullscreen()
        elif row == "language":
            assert isinstance(value, str)  # a language's code (choices)
            self.app.set_language(value)  # lays this scene out again, in the new language
        elif row == "window":
            assert isinstance(value, tuple)  # (width, height) (choices)
            self.app.resize_window(value)
        elif row == "palette":
            self.app.set_palette(str(value))
        elif row == "text_size":
            self.app.change_setting(row, value)
            self.app.assets.set_text_scale(float(str(value)))
            self.app.relayout()  # every scene measures its texts again
        else:
            self.app.change_setting(row, value)
            self.app.sounds.set(self.app.settings["sound"], self.app.settings["volume"])
            takeback = getattr(self.app.scene, "takeback", None)  # opened over a table
            if row == "turn_grace" and takeback is not None and takeback.pending.grace:
                takeback.set_grace(self.app.turn_grace)
        self.build(self.app.size)

    def on_escape(self) -> None:
        if self.back is not None:
            self.back()
        else:
            self.app.go("title")

    # ------------------------------------------------------------------ the volume slider

    def click_elsewhere(self, pos) -> None:
        if self.slider.inflate(24, 30).collidepoint(pos):
            self.sliding = True
            self.slide(pos[0])

    def slide(self, x: int) -> None:
        volume = min(1.0, max(0.0, (x - self.slider.left) / max(1, self.slider.w)))
        self.app.settings["volume"] = round(volume, 2)
        self.app.sounds.set(self.app.settings["sound"], self.app.settings["volume"])

    def focus_targets(self) -> list[Button]:
        return [*self.buttons, Button("volume", "", self.slider.inflate(16, 24))]

    def nudge(self, event: pygame.event.Event) -> bool:
        """Left or Right while the volume's slider has the keys' focus: a tenth less or more."""
        if (event.type != pygame.KEYDOWN or event.key not in (pygame.K_LEFT, pygame.K_RIGHT)
                or self.keys.current(self.focus_targets()) is None or self.keys.key != "volume"):
            return False
        step = 0.1 if event.key == pygame.K_RIGHT else -0.1
        self.slide(round(self.slider.left + (self.app.settings["volume"] + step) * self.slider.w))
        self.app.save_settings()
        self.app.sounds.play("token")  # how loud it now is
        return True

    def handle(self, event: pygame.event.Event) -> None:
        if self.nudge(event):
            return
        if self.sliding and event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.slide(event.pos[0])
            return
        if self.sliding and event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.sliding = False
            self.slide(event.pos[0])
            self.app.save_settings()
            self.app.sounds.play("token")  # how loud it now is
            return
        super().handle(event)

    # ------------------------------------------------------------------ drawing

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_background(surf, self.panel)
        a = self.app.assets
        p = self.panel
        s = self.scale
        self.draw_title(surf, text("settings.title"), (p.centerx, p.top - round(50 * s)), 56)
        described = None if self.beside else self.described()
        for row, y in zip(SHOWN_ROWS, self.rows_y, strict=True):
            colour = T.ROOF_D if row == described else T.INK
            label = a.text(row_words(row)[0], self.font(24), colour, "bold")
            middle = y + self.buttons[0].rect.h // 2  # of the row's buttons
            surf.blit(label, label.get_rect(midleft=(p.left + round(92 * s), middle)))
            if self.beside:
                self.draw_note(surf, row, middle)
        if not self.beside:
            self.draw_described_note(surf)
        self.draw_slider(surf)
        self.draw_palette(surf)
        self.draw_foot(surf)
        self.draw_buttons(surf)

    def draw_foot(self, surf: pygame.Surface) -> None:
        """That the settings are kept at once, and which engine runs: under the rows, centred;
        or (the notes not beside them) left of Back, a size smaller where they must (not under
        the least text)."""
        a, p = self.app.assets, self.panel
        said = ((self.engine, 15), (text("settings.saved"), 17))
        x, right = p.left + round(110 * self.scale), self.back_rect.left - round(24 * self.scale)
        y = self.bottom if self.beside else self.frame_line() - sum(
            self.line(base) for _, base in said)
        for string, base in said:
            size = self.font(base)
            while not self.beside and size > T.MIN_TEXT and \
                    a.width(string, size, "italic") > right - x:
                size -= 1
            line = a.text(string, size, T.INK_SOFT, "italic")
            centre = p.centerx if self.beside else (x + right) // 2
            surf.blit(line, line.get_rect(midtop=(centre, y)))
            y += self.line(base)

    def frame_line(self) -> int:
        """A little above the line of the panel's frame at its foot (7 % of its height)."""
        return self.panel.bottom - round(self.panel.h * 0.07) - 4

    def described(self) -> str:
        """The row whose note shows under the rows (when it does not fit beside them): the
        keys' focus's, else the one under the mouse, else the last described (at first, the
        first row)."""
        focus = self.keys.current(self.focus_targets())
        height = self.buttons[0].rect.h
        row = focus.key.partition(":")[0] if focus is not None else next(
            (row for row, y in zip(SHOWN_ROWS, self.rows_y, strict=True)
             if y <= self.mouse[1] < y + height
             and self.panel.left < self.mouse[0] < self.panel.right), None)
        if row in SHOWN_ROWS:
            self.last_described = row
        return self.last_described

    def draw_described_note(self, surf: pygame.Surface) -> None:
        """The note of the row described (its label marked), in two lines under the rows."""
        a = self.app.assets
        lines = a.wrap(self.row_note(self.described()), self.font(18),
                       self.panel.w - round(160 * self.scale), "italic")
        if len(lines) > 2:
            lines = [lines[0], lines[1] + " …"]
        y = self.bottom - len(lines) * self.line(18)
        for string in lines:
            line = a.text(string, self.font(18), T.INK, "italic")
            surf.blit(line, line.get_rect(midtop=(self.panel.centerx, y)))
            y += self.line(18)

    def row_note(self, row: str) -> str:
        if row == "window":
            w, h = self.app.windowed_size
            return text("settings.window_note", w=w, h=h)
        return row_words(row)[1]

    def draw_palette(self, surf: pygame.Surface) -> None:
        """The four players' shapes in the palette in use, right of its buttons."""
        last = [b.rect for b in self.buttons if b.key.startswith("palette:")][-1]
        size = round(26 * self.scale)
        for i, colours in enumerate(T.PLAYER):
            centre = (last.right + round(14 * self.scale) + size // 2 + i * (size + 5),
                      last.centery)
            symbols.draw_symbol(surf, i, centre, size, colours["base"], T.INK, 2)

    def draw_note(self, surf: pygame.Surface, row: str, middle: int) -> None:
        """What the row does, at the right of its choices, centred on them (two lines)."""
        a = self.app.assets
        note = self.row_note(row)
        lines = [a.text(line, self.font(18), T.INK_SOFT, "italic")
                 for line in a.wrap(note, self.font(18), self.note_w, "italic")[:2]]
        y = middle - sum(line.get_height() for line in lines) // 2
        for line in lines:
            surf.blit(line, (self.note_x, y))
            y += line.get_height()

    def draw_slider(self, surf: pygame.Surface) -> None:
        r = self.slider
        volume = self.app.settings["volume"]
        on = self.app.settings["sound"]
        pygame.draw.rect(surf, T.PARCH_D, r, border_radius=r.h // 2)
        filled = Rect(r.left, r.top, round(r.w * volume), r.h)
        pygame.draw.rect(surf, T.GOLD if on else T.STONE_D, filled, border_radius=r.h // 2)
        pygame.draw.rect(surf, T.INK_SOFT, r, 1, border_radius=r.h // 2)
        knob = (r.left + round(r.w * volume), r.centery)
        pygame.draw.circle(surf, T.WOOD_D, knob, r.h)
        pygame.draw.circle(surf, T.GOLD_L, knob, r.h - 3)
        label = self.app.assets.text(f"{round(volume * 100)} %", self.font(20), T.INK, "bold")
        surf.blit(label, label.get_rect(midleft=(r.right + round(24 * self.scale), r.centery)))


def row_words(row: str) -> tuple[str, str]:
    """A row's label and note."""
    if row in OTHER_ROWS:
        label, note = OTHER_ROWS[row]
        return text(label), text(note)
    return text(f"settings.{row}"), text(f"settings.{row}_note")
