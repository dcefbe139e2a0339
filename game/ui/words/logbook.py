"""The game log's contents: every line of the game, each marked with the number of moves it
follows (so that Undo takes away the lines of the moves it takes back), and a heading at the start
of every round. A loaded game's log is written again by replaying its record. No drawing here.

A line keeps what it says (its event, or a text key with its values: game/ui/words/said.py), so
it is read in the language shown. Where three lines would say one thing (a die's only choice,
the action it played, the tokens it gave; the end of a round, the next round's heading and who
holds the chalice) the log has one, the others in its tooltip; a novice's send says its cost.

A move's lines can wait for its animation: `events(..., starts=...)` gives each event the frame
at which the animation begins to show it, and `release(frame)` writes the lines shown by then
(`flush()` all of them: the animation ended or was skipped). So the log never tells what the
table does not show yet."""

from __future__ import annotations

from functools import partial
from typing import TypeGuard

from game.rules import events as E
from game.rules.coop import events as C
from game.rules.layout import Layout
from game.rules.record import begin, stir_before
from game.session import Session
from game.ui.words.baron_lines import CardLines
from game.ui.words.baron_turn import BaronTurns
from game.ui.words.log_lines import event_line, sent_line
from game.ui.words.said import Cached, Said, Saying


def says_already(line: E.Event | None, event: E.Event) -> bool:
    """The line of `line`'s event says `event` already (it goes in that line's tooltip): the
    tokens an action gave or cost and the messenger it moved, a mission's points."""
    if line is None or line.player != event.player:
        return False
    if isinstance(line, E.ActionPerformed):  # a novice's cost: said by its send's line
        return isinstance(event, E.MessengerMoved) or (isinstance(event, E.TokensChanged)
                                                       and event.reason != "send")
    return isinstance(line, E.MissionCompleted) and isinstance(event, E.PointsScored) \
        and event.reason == f"mission {line.mission}"


def paid_for(line: E.Event | None, sent: E.NoviceSent) -> TypeGuard[E.TokensChanged]:
    """The line of `line`'s event says what the novice `sent` cost (the send's line says it)."""
    return isinstance(line, E.TokensChanged) and line.reason == "send" \
        and line.player == sent.player


class Entry:
    """A line of the log: what it says (said in the language shown when read), the moves of
    the record it follows, whether it heads a round, and whether it is a note of the table
    (chat, who came or left: not written from the game's events). `detail`: what its tooltip
    adds (the only choice that forced it, what the action gave); `event`: the event it says,
    if any (what follows it may go in its tooltip)."""

    __slots__ = ("said", "moves", "head", "note", "detail", "event")

    def __init__(self, saying: Saying, moves: int, head: bool = False, note: bool = False
                 ) -> None:
        self.said = Cached(saying)
        self.moves = moves
        self.head = head
        self.note = note
        self.detail: list[Cached] = []
        self.event: E.Event | None = None

    @property
    def text(self) -> str:
        return self.said.words

    @property
    def tooltip(self) -> str:
        return "\n".join(d.words for d in self.detail)


class PlayLog:
    def __init__(self, names: list[str], layout: Layout) -> None:
        self.names = names
        self.layout = layout
        self.entries: list[Entry] = []
        self.version = 0  # changes whenever a line comes or goes (the view redraws)
        self.waiting: list[tuple[int, E.Event, int]] = []  # (frame shown, event, moves)
        self.scored: list[tuple[int, int, int, int]] = []  # (moves, year, player, points)
        self.year = 1  # the year of the lines written last
        self.year_ended: int | None = None  # a year's end was written (the scene takes it)
        self.card_lines = CardLines()  # what a line of the Baron's card said already
        self.baron = BaronTurns()  # his cards and what their lines did, as written
        self.forced: Saying | None = None  # an only choice, said in the next line's tooltip

    @property
    def lines(self) -> list[str]:
        return [e.text for e in self.entries]

    def add(self, line: Saying, moves: int, head: bool = False) -> None:
        """A note of the table (not one of the game's events) after `moves` moves."""
        self.entries.append(Entry(line, moves, head, note=True))
        self.version += 1

    def _line(self, line: Saying, moves: int, head: bool = False) -> Entry:
        entry = Entry(line, moves, head)
        if self.forced is not None and not head:
            entry.detail.append(Cached(self.forced))
            self.forced = None
        self.entries.append(entry)
        self.version += 1
        return entry

    def events(self, events, moves: int, starts: list[int] | None = None) -> None:
        """Write the lines of `events`, which follow `moves` moves; with `starts` (the frame at
        which each is shown) they wait for `release`."""
        self.flush()
        if starts is None:
            self._write(events, moves)
            return
        self.waiting = [(t, e, moves) for e, t in zip(events, starts, strict=True)]
        self.release(0)

    def release(self, frame: int) -> bool:
        """Write the lines waiting that are shown by `frame`; True if any was."""
        count = 0
        while count < len(self.waiting) and self.waiting[count][0] <= frame:
            count += 1
        shown, self.waiting = self.waiting[:count], self.waiting[count:]
        for _, event, moves in shown:
            self._write([event], moves)
        return bool(shown)

    def flush(self) -> bool:
        return self.release(2**31)

    def _write(self, events, moves: int) -> None:
        for event in events:
            self._tally(event, moves)
            if isinstance(event, E.RoundStarted):
                self._heading(event, moves)
                continue
            if self.card_lines.said(event):
                continue
            if event_line(event, self.names, self.layout):
                self._event_line(event, moves)

    def _heading(self, event: E.RoundStarted, moves: int) -> None:
        """A new round is one line, its heading: the end of the round (and year) before and
        who holds the chalice go in its tooltip, the lines that said them taken away."""
        ended: list[Entry] = []
        while (self.entries and self.entries[-1].moves == moves
               and isinstance(self.entries[-1].event, E.RoundEnded | E.YearEnded)):
            ended.insert(0, self.entries.pop())
        head = self._line(Said("log.round_head", year=event.year, round=event.round), moves,
                          True)
        head.detail = [said for e in ended for said in (e.said, *e.detail)]
        if event_line(event, self.names, self.layout):
            head.detail.append(Cached(partial(event_line, event, self.names, self.layout)))

    def _event_line(self, event: E.Event, moves: int) -> None:
        """An event's line; an only choice and what an action gave go in a line's tooltip
        (one line per die, not three)."""
        saying = partial(event_line, event, self.names, self.layout)
        last = self.entries[-1] if self.entries else None
        if isinstance(event, E.OnlyChoice):
            self.forced = saying
        elif isinstance(event, E.NoviceSent) and last is not None and last.moves == moves \
                and paid_for(last.event, event):
            last.said = Cached(partial(sent_line, event, last.event, self.names, self.layout))
            last.event = event  # the send, with its cost: one line, the send first
            self.version += 1
        elif last is not None and last.moves == moves and says_already(last.event, event):
            if isinstance(event, E.MessengerMoved):  # the walk says more: it shows, the
                last.detail.append(last.said)  # action goes in the tooltip
                last.said = Cached(saying)
            else:
                last.detail.append(Cached(saying))
            self.version += 1
        else:
            self._line(saying, moves).event = event

    def _tally(self, event: E.Event, moves: int) -> None:
        self.baron.see(event, moves)
        if isinstance(event, E.RoundStarted):
            self.year = event.year
        elif isinstance(event, E.PointsScored) and event.player is not None:
            self.scored.append((moves, self.year, event.player, event.points))
        elif isinstance(event, C.PointsLost) and event.player is not None:  # the Baron's cost
            self.scored.append((moves, self.year, event.player, -event.points))
        elif isinstance(event, E.YearEnded):
            self.year_ended = event.year

    def year_points(self, year: int) -> list[int]:
        """Each player's points scored in `year` less those lost (together against the Baron),
        as far as the log has been written."""
        points = [0] * len(self.names)
        for _, when, player, scored in self.scored:
            if when == year:
                points[player] += scored
        return points

    def undone(self, moves: int) -> None:
        """Drop the lines that follow more than `moves` moves."""
        self.waiting = [w for w in self.waiting if w[2] <= moves]
        self.forced = None
        self.scored = [s for s in self.scored if s[0] <= moves]
        self.baron.undone(moves)
        self.flush()
        while self.entries and self.entries[-1].moves > moves:
            self.entries.pop()
            self.version += 1

    def write_past(self, start: list, moves: list[list]) -> None:
        """Write the log again from the start's events and each move's, in order (an online
        game joined late, or rejoined: the server sends them). The table's notes (chat, who
        came) stay where they were among the game's lines."""
        notes, lines = [], 0  # each note, after how many of the game's lines
        for entry in self.entries:
            if entry.note:
                notes.append((lines, entry))
            lines += not entry.note
        self.entries.clear()
        self.waiting, self.scored, self.forced = [], [], None
        self.baron.clear()
        self.version += 1
        self.events(start, 0)
        for n, events in enumerate(moves, start=1):
            self.events(events, n)
        self._place(notes)

    def _place(self, notes: list[tuple[int, Entry]]) -> None:
        """Put the notes back among the game's lines written again: each after as many as
        it followed, and before the lines of moves played after it."""
        lines, self.entries, at = self.entries, [], 0
        for count, note in notes:
            while at < min(count, len(lines)) and lines[at].moves <= note.moves:
                self.entries.append(lines[at])
                at += 1
            self.entries.append(note)
        self.entries += lines[at:]

    def start(self, session: Session, events: list | None) -> None:
        """The log as a table opens: the start's `events`, or a loaded game's whole log."""
        self.events(events or [], 0)
        if session.steps and not events:  # a loaded game: its whole log, from the record
            self.replay(session)
            self.add(Said("log.resumed", year=session.game.state.year,
                          round=session.game.state.round), len(session.steps))
        self.year_ended = None  # years that ended before are not announced
        self.baron.fresh = False  # nor his card played before

    def replay(self, session: Session) -> None:
        """Write the log of a game loaded from its record: every move played again."""
        record = session.record
        game, events, stirs = begin(session.edition, record.setup, record.dice)
        self.events(events, 0)
        for n, step in enumerate(session.steps, start=1):
            stir_before(game, stirs, n - 1)
            self.events(game.apply(step.move), n)
