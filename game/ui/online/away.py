"""Since you were away: what the others did at a table since this computer last saw it (the
moves after `Credentials.seen`), told in one sentence and the first log line of each of those
moves (the log has the others). No
drawing here (away_panel.py draws it). What this computer has seen of a table is written when
the window reaches it and when it leaves it (or closes)."""

from __future__ import annotations

from dataclasses import dataclass

from game.texts import text
from game.ui.online.keep import credentials_of
from game.ui.words.logbook import Entry, PlayLog
from game.ui.words.said import Said

LINES_SHOWN = 7  # log lines in the panel (the newest); the log has them all


@dataclass(frozen=True, slots=True)
class SinceAway:
    seen: int  # the moves this computer had seen
    moves: int  # the moves the others played since
    names: tuple[str, ...]  # who played them, in the order they first moved
    for_you: int  # moves of this player's seat played for it (a computer, out of time)
    lines: tuple[str, ...]  # the first log line of each move since (what it did), in order

    def sentence(self) -> str:
        parts = []
        if self.moves:
            parts.append(text("yours.away_moves", names=joined(self.names), count=self.moves))
        if self.for_you:
            parts.append(text("yours.away_for_you", count=self.for_you))
        return " ".join(parts)


def joined(names: tuple[str, ...]) -> str:
    """"Bruno", "Bruno and Chiara", "Bruno, Chiara and Dieter"."""
    if len(names) <= 1:
        return "".join(names)
    return text("yours.and", first=", ".join(names[:-1]), last=names[-1])


def since_away(players: list[int], seen: int, seat: int | None, names: list[str],
               log: PlayLog) -> SinceAway | None:
    """What happened after the first `seen` of the moves (each move's player in `players`);
    None when it is not known what was seen (-1) or nothing happened since."""
    if seen < 0 or seen >= len(players):
        return None
    after = players[seen:]
    movers = tuple(dict.fromkeys(names[p] for p in after if p != seat and 0 <= p < len(names)))
    others = sum(1 for p in after if p != seat)
    firsts: dict[int, str] = {}
    for entry in log.entries:
        if entry.moves > seen and not entry.head:
            firsts.setdefault(entry.moves, entry.text)
    lines = tuple(firsts[n] for n in sorted(firsts))
    return SinceAway(seen, others, movers, len(after) - others, lines)


def mark_in_log(log: PlayLog, seen: int) -> None:
    """A heading in the log where the moves since begin."""
    at = next((i for i, e in enumerate(log.entries) if e.moves > seen), len(log.entries))
    log.entries.insert(at, Entry(Said("yours.log_since"), seen, True, note=True))
    log.version += 1


def mark_seen(scene) -> None:
    """Keep how many moves of the table this computer has seen (a seated player's table)."""
    table = scene.table
    credentials = credentials_of(scene.app)
    if credentials is None or table.watching or not scene.link.url or not scene.code:
        return
    credentials.mark_seen(scene.link.url, scene.code, len(table.session.steps))
