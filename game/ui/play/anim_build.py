"""The timeline of a move, built from its events in order: each event's pieces start where the
previous ones left off (`cursor`), and the tokens and points an effect brings fly from where it
happened (`origin`). Lengths are in frames at normal speed; `frames` scales them to the speed
chosen in the settings."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from pygame import Rect

from game.rules import events as E
from game.rules.edition import COLUMNS
from game.rules.moves import chapel_of
from game.texts import text
from game.ui.board.view import TableView
from game.ui.play.anim import Banner, Count, Flight, Pop, Roll, Timeline
from game.ui.play.anim_chapter import ChapterSteps
from game.ui.play.anim_coop import CoopSteps
from game.ui.play.rhythm import YEAR_BANNER
from game.ui.toolkit import theme as T
from game.ui.words.log_lines import only_choice_line

ROLL, DICE, NOVICE, STEP, TOKEN, POINTS, GLASS, DISC = 22, 18, 20, 9, 16, 16, 22, 20
BANNER = 50

Ev = TypeVar("Ev", bound=E.Event)


class Builder:
    def __init__(self, view: TableView, names: list[str], frames: Callable[[int], int],
                 tray: list[tuple[int | None, int]], drop_from: Rect | None = None) -> None:
        """`tray`: the dice the tray showed before the move, (colour or None, value);
        `drop_from`: where the mouse let go of the piece that made the move."""
        self.view = view
        self.g = view.g
        self.state = view.game.state
        self.names = names
        self.f = frames
        self.tray = list(tray)
        self.drop_from = drop_from
        self.line = Timeline()
        self.cursor = 0
        self.origin: Rect = self.g.board.copy()
        self.arrivals: dict[tuple[int, int], int] = {}  # (player, road space) -> frame
        self.events: list[E.Event] = []
        self.index = 0  # of the event being built
        self.coop = CoopSteps(self)
        self.chapter = ChapterSteps(self)

    def build(self, events: list[E.Event]) -> Timeline:
        self.events = events
        for i, event in enumerate(events):
            self.index = i
            self.line.starts.append(self.cursor)
            self.coop.said = self.coop.lines.said(event)
            name = "on_" + type(event).__name__
            handler = (getattr(self, name, None) or getattr(self.coop, name, None)
                       or getattr(self.chapter, name, None))
            if handler is not None:
                handler(event)
        self._finals()
        return self.line

    def colour(self, p: int | None) -> int | None:
        return None if p is None else self.view.colours[p]

    def fly(self, flight: Flight) -> Flight:
        if self.drop_from is not None and flight.hold:  # the piece the mouse let go of
            flight.path[0] = flight.path[0].copy()
            flight.path[0].center = self.drop_from.center
            self.drop_from = None
        self.line.flights.append(flight)
        return flight

    def pop(self, rect: Rect, colour=T.GOLD_L, at: int | None = None, sound: str = "") -> None:
        self.line.pops.append(Pop(rect.copy(), self.cursor if at is None else at, self.f(16),
                                  colour, sound))

    def later(self, kind: type[Ev], test: Callable[[Ev], bool]) -> int:
        """How many events of `kind` after the current one pass `test`."""
        return sum(1 for e in self.events[self.index + 1:] if isinstance(e, kind) and test(e))

    # ------------------------------------------------------------------ dice

    def on_DiceRolled(self, e: E.DiceRolled) -> None:
        self.line.rolls.append(Roll(self.cursor, self.f(ROLL)))
        self.cursor += self.f(ROLL)

    def on_DicePlaced(self, e: E.DicePlaced) -> None:
        i = e.space - 1
        later = self.later(E.DicePlaced, lambda x: x.space == e.space)
        first = len(self.state.dice_spaces[i]) - len(e.dice) - later
        sources = [r for r, (_, value) in zip(self.g.tray_dice, self.tray, strict=False)
                   if value == e.space] or [self.g.tray_dice[0]]
        for j, owner in enumerate(e.dice):
            src = sources[min(j, len(sources) - 1)]
            dst = self.view.space_die(i, first + j)
            self.fly(Flight(("die", self.colour(owner), e.space), [src.copy(), dst],
                            self.cursor + 2 * j, self.f(DICE), ("space_die", i, first + j),
                            hold=True, arc=0.6, sound="place"))
        self.tray = [d for d in self.tray if d[1] != e.space]
        self.cursor += self.f(DICE) + 2 * len(e.dice)

    def on_DiceTaken(self, e: E.DiceTaken) -> None:
        p = seat(e)
        i = e.space - 1
        left = len(self.state.dice_spaces[i])
        turn = self.state.turn
        for j, owner in enumerate(e.dice):
            src = self.view.space_die(i, left + j)
            dst = self.view.turn_die(p, e.column, j)
            here = turn.column == e.column and j < len(turn.dice) and self.state.current == p
            self.fly(Flight(("die", self.colour(owner), e.space), [src, dst], self.cursor + 2 * j,
                            self.f(DICE), ("turn_die", p, j) if here else None, hold=True,
                            arc=0.5, sound="take"))
        self.origin = self.g.players[p].tiles[COLUMNS.index(e.column)]
        self.cursor += self.f(DICE) + 2 * len(e.dice)

    def on_DieLost(self, e: E.DieLost) -> None:
        p = seat(e)
        self.pop(self.g.players[p].tiles[COLUMNS.index(e.column)], (150, 140, 130))
        self.cursor += self.f(8)

    # ------------------------------------------------------------------ actions and tokens

    def action_rect(self, p: int, key: str) -> Rect:
        pb = self.g.players[p]
        col, row = COLUMNS.index(key[0]), int(key[1:])
        return pb.tiles[col] if row == 0 else pb.cells[row - 1][col]

    def on_ActionPerformed(self, e: E.ActionPerformed) -> None:
        p = seat(e)
        self.origin = self.action_rect(p, e.key)
        self.pop(self.origin)
        self.cursor += self.f(6)

    def on_ActionUnlocked(self, e: E.ActionUnlocked) -> None:
        p = seat(e)
        self.pop(self.action_rect(p, e.key), T.HIGHLIGHT_OK)

    def on_TileFlipped(self, e: E.TileFlipped) -> None:
        p = seat(e)
        self.pop(self.g.players[p].tiles[COLUMNS.index(e.column)], T.GOLD)
        self.cursor += self.f(6)

    def on_TokensChanged(self, e: E.TokensChanged) -> None:
        p = seat(e)
        origin = self.origin
        if e.reason == "send":  # paid to the place the novice goes to
            sent = next((x for x in self.events[self.index + 1:] if isinstance(x, E.NoviceSent)),
                        None)
            origin = self.target_rect(sent) if sent is not None else origin
        for k, (token, n) in enumerate(e.delta):
            icon = self.view.token_icon(p, token)
            at = self.cursor + 3 * k
            key = ("token", p, token)
            if n > 0:
                self.fly(Flight(("token", token), [_sized(origin, icon), icon], at, self.f(TOKEN),
                                arc=0.5, sound="token"))
                self.line.counts.append(Count(key, n, at + self.f(TOKEN)))
            else:
                self.fly(Flight(("token", token), [icon, _sized(origin, icon)], at, self.f(TOKEN),
                                arc=0.3, fade=True))
                self.line.counts.append(Count(key, n, at))
        self.cursor += self.f(TOKEN) // 2 + 3 * len(e.delta)

    def on_PointsScored(self, e: E.PointsScored) -> None:
        p = seat(e)
        score = self.view.score_place(p)
        h = self.g.font(22)
        src = Rect(0, 0, h * 2, h)
        src.center = self.origin.center
        dst = Rect(0, 0, h * 2, h)
        dst.center = score.center
        self.fly(Flight(("points", e.points), [src, dst], self.cursor, self.f(POINTS), arc=0.4,
                        sound="points"))
        self.line.counts.append(Count(("score", p), e.points,
                                      self.cursor + self.f(POINTS), self.f(12)))
        self.cursor += self.f(POINTS) // 2

    # ------------------------------------------------------------------ road and novices

    def on_MessengerMoved(self, e: E.MessengerMoved) -> None:
        p = seat(e)
        n = len(self.g.road)
        spaces = [e.start]
        while spaces[-1] != e.end:
            spaces.append((spaces[-1] + 1) % n)
        here = [q for q, pl in enumerate(self.state.players) if pl.messenger == e.end]
        slot = here.index(p) if p in here else 0
        path = [self.view.messenger(s, 0) for s in spaces[:-1]]
        path.append(self.view.messenger(e.end, slot))
        length = self.f(STEP) * max(1, len(spaces) - 1)
        self.fly(Flight(("messenger", self.colour(p)), path, self.cursor, length,
                        ("messenger", p), hold=True, arc=0.35, step_sound="step"))
        for k, space in enumerate(spaces[1:], start=1):
            self.arrivals[(p, space)] = self.cursor + self.f(STEP) * k
        self.origin = self.g.road[e.end]
        self.cursor += length

    def on_RoadBonusReached(self, e: E.RoadBonusReached) -> None:
        p = seat(e)
        at = self.arrivals.get((p, e.space))
        self.pop(self.g.road[e.space], T.HIGHLIGHT, at, sound="bonus")
        self.origin = self.g.road[e.space]
        if at is None:
            self.cursor += self.f(8)

    def target_rect(self, e: E.NoviceSent) -> Rect:
        m = chapel_of(e.target)
        if m is None:
            return self.view.board_novice(e.target)
        later = self.later(E.NoviceSent, lambda x: x.target == e.target)
        return self.view.chapel_novice(m, max(0, len(self.state.chapels[m]) - 1 - later))

    def on_NoviceSent(self, e: E.NoviceSent) -> None:
        p = seat(e)
        pb = self.g.players[p]
        src = pb.extras[e.row - 1] if e.extra else pb.cells[e.row - 1][COLUMNS.index(e.column)]
        dst = self.target_rect(e)
        m = chapel_of(e.target)
        lands: tuple
        if m is None:
            lands = ("board", e.target)
        else:
            later = self.later(E.NoviceSent, lambda x: x.target == e.target)
            lands = ("chapel", m, len(self.state.chapels[m]) - 1 - later)
        self.fly(Flight(("novice", self.colour(p)), [_sized(src, dst), dst], self.cursor,
                        self.f(NOVICE), lands, hold=True, arc=0.25, sound="send"))
        self.origin = self.g.spaces.get(e.target, dst)
        self.cursor += self.f(NOVICE)

    # ------------------------------------------------------------------ window, dice, missions

    def on_GlassBuilt(self, e: E.GlassBuilt) -> None:
        p = seat(e)
        dst = self.g.players[p].window[e.row - 1][e.column - 1]
        src = self.view.glass_on_chapel(e.monastery)
        self.fly(Flight(("glass", e.monastery), [src, dst], self.cursor, self.f(GLASS),
                        ("glass", p, e.row - 1, e.column - 1), arc=0.3, sound="tile"))
        self.line.counts.append(Count(("chapel_tiles", e.monastery), -1, self.cursor))
        self.origin = dst
        self.cursor += self.f(GLASS)

    def on_PersonalDieGained(self, e: E.PersonalDieGained) -> None:
        p = seat(e)
        k = self.state.players[p].personal_dice - 1
        dst = self.view.personal_die(p, k)
        self.fly(Flight(("die", self.colour(p), 6 - k * 2 if k else 1),
                        [_sized(self.g.road[-1], dst), dst], self.cursor, self.f(DICE),
                        ("personal", p, k), arc=0.5, sound="place"))
        self.cursor += self.f(DICE)

    def on_MissionCompleted(self, e: E.MissionCompleted) -> None:
        i = self.state.missions.index(e.mission)
        discs = self.state.mission_discs[e.mission]
        k = max(0, len(discs) - 1 - self.later(E.MissionCompleted,
                                               lambda x: x.mission == e.mission))
        dst = self.view.disc(i, k)
        src = dst.inflate(dst.w * 2, dst.h * 2).move(0, -3 * dst.h)
        self.fly(Flight(("disc", self.colour(e.player)), [src, dst], self.cursor, self.f(DISC),
                        ("disc", e.mission, k), sound="mission"))
        self.origin = self.g.missions[i]
        self.cursor += self.f(DISC)

    # ------------------------------------------------------------------ the round, the end

    def banner(self, words: str, sound: str = "", big: bool = True) -> None:
        self.line.banners.append(Banner(words, self.cursor, self.f(BANNER), sound, big))

    def on_RoundEnded(self, e: E.RoundEnded) -> None:
        self.banner(text("log.RoundEnded", year=e.year, round=e.round), "round")
        self.cursor += self.f(BANNER) // 2

    def on_YearEnded(self, e: E.YearEnded) -> None:
        """The year's points are shown over the board (rhythm.py): the table waits meanwhile."""
        self.line.banners.append(Banner("", self.cursor, self.f(YEAR_BANNER)))
        self.cursor += self.f(YEAR_BANNER)

    def on_GameEnded(self, e: E.GameEnded) -> None:
        self.banner(text("log.game_over"), "final")
        self.cursor += self.f(BANNER)

    def on_OnlyChoice(self, e: E.OnlyChoice) -> None:
        for shown in self.line.banners:  # one line at a time where these are shown
            if not shown.big and shown.end > self.cursor:
                shown.length = max(1, self.cursor - shown.start)
        self.line.banners.append(Banner(only_choice_line(e, self.names, self.view.game.layout),
                                        self.cursor, self.f(BANNER * 2), big=False))

    def _finals(self) -> None:
        st = self.state
        for c in self.line.counts:
            kind = c.key[0]
            if kind == "score":
                self.line.finals[c.key] = st.players[c.key[1]].score
            elif kind == "token":
                self.line.finals[c.key] = st.players[c.key[1]].tokens[c.key[2]]
            else:
                self.line.finals[c.key] = st.chapel_tiles[c.key[1]]


def seat(e: E.Event) -> int:
    """The player an event happened to (those the timeline shows on a board all have one)."""
    assert e.player is not None, e
    return e.player


def _sized(where: Rect, like: Rect) -> Rect:
    """A rectangle of `like`'s size centred on `where`."""
    r = like.copy()
    r.center = where.center
    return r
