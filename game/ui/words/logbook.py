"""The game log's contents: every line of the game, each marked with the number of moves it
follows (so that Undo takes away the lines of the moves it takes back), and a heading at the start
of every round. A loaded game's log is written again by replaying its record. No drawing here."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules import events as E
from game.rules.layout import Layout
from game.rules.record import begin, stir_before
from game.session import Session
from game.texts import text
from game.ui.words.log_lines import event_line


@dataclass(frozen=True, slots=True)
class Entry:
    text: str
    moves: int  # the moves of the record this line follows
    head: bool = False  # a round's heading


class PlayLog:
    def __init__(self, names: list[str], layout: Layout) -> None:
        self.names = names
        self.layout = layout
        self.entries: list[Entry] = []
        self.version = 0  # changes whenever a line comes or goes (the view redraws)

    @property
    def lines(self) -> list[str]:
        return [e.text for e in self.entries]

    def add(self, line: str, moves: int, head: bool = False) -> None:
        self.entries.append(Entry(line, moves, head))
        self.version += 1

    def events(self, events, moves: int) -> None:
        for event in events:
            if isinstance(event, E.RoundStarted):
                self.add(text("log.round_head", year=event.year, round=event.round), moves, True)
            line = event_line(event, self.names, self.layout)
            if line:
                self.add(line, moves)

    def undone(self, moves: int) -> None:
        """Drop the lines that follow more than `moves` moves."""
        while self.entries and self.entries[-1].moves > moves:
            self.entries.pop()
            self.version += 1

    def write_past(self, start: list, moves: list[list]) -> None:
        """Write the log again from the start's events and each move's, in order (an online
        game joined late: the server sends them)."""
        self.entries.clear()
        self.version += 1
        self.events(start, 0)
        for n, events in enumerate(moves, start=1):
            self.events(events, n)

    def replay(self, session: Session) -> None:
        """Write the log of a game loaded from its record: every move played again."""
        record = session.record
        game, events, stirs = begin(session.edition, record.setup, record.dice)
        self.events(events, 0)
        for n, step in enumerate(session.steps, start=1):
            stir_before(game, stirs, n - 1)
            self.events(game.apply(step.move), n)
