"""Saves on disk: JSON, versioned, written atomically, checked on load.

A save holds the setup, the seats and the record of options plus a hash of the state they
lead to; loading replays the record and refuses the file if the hash differs. A file that
cannot be read is never changed; the error says what is wrong in one line.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from game.ai import LEVELS
from game.campaign.volumes import CHAPTERS
from game.guard import FileRefused, Limits, read_json
from game.rules.edition import Edition
from game.rules.engine import IllegalOption
from game.rules.record import (
    RECORD_FORMAT,
    RecordError,
    record_from_json,
    state_hash,
    state_hashes,
)
from game.session import Seat, Session
from game.storage.files import saves_dir, write_atomic
from game.texts import text

SAVE_FORMAT = "monasterium-save"
SAVE_VERSION = 1
SEAT_KINDS = ("human", *LEVELS)
MAX_SHOWN = 40  # characters of a save's name in a list


class SaveError(Exception):
    """A save that cannot be used; the message names the file and what is wrong."""


def refusal_text(refused: FileRefused) -> str:
    """A guarded reader's refusal in the player's language."""
    return text(f"file_error.{refused.key}", **refused.values)


def save_json(session: Session, name: str) -> dict:
    st = session.game.state
    data = session.record.to_json()
    data.update(
        format=SAVE_FORMAT,
        version=SAVE_VERSION,
        name=name,
        saved_at=datetime.now(UTC).isoformat(timespec="seconds"),
        seats=[_seat_json(s) for s in session.seats],
        summary={"year": st.year, "round": st.round, "over": session.game.over,
                 "scores": [p.score for p in st.players], "winners": list(st.winners),
                 "target": st.coop.target if st.coop is not None else 0},
        state_hash=state_hash(session.game),
    )
    return data


def _seat_json(seat: Seat) -> dict:
    out: dict = {"name": seat.name, "kind": seat.kind}
    if seat.colour is not None:
        out["colour"] = seat.colour
    if seat.human and seat.standin is not None:  # handed to a computer for now
        out["standin"] = seat.standin
    if seat.human and seat.helped:  # a hint, or a computer played it: not rated (R-RATE-6)
        out["helped"] = True
    return out


def save(session: Session, path: Path, name: str) -> None:
    write_atomic(path, json.dumps(save_json(session, name), indent=1))


def read(path: Path) -> dict:
    """The raw save as a dict, or SaveError for a file that is not one."""
    try:
        raw = read_json(path, Limits.SAVE)
    except FileRefused as refused:
        raise SaveError(refusal_text(refused)) from None
    if not isinstance(raw, dict) or raw.get("format") != SAVE_FORMAT:
        raise SaveError(text("save_error.not_a_save", file=path.name))
    version = raw.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(text("save_error.no_version", file=path.name))
    if version > SAVE_VERSION:
        raise SaveError(text("save_error.newer", file=path.name, version=version))
    return raw


def load(path: Path, edition: Edition) -> Session:
    raw = read(path)
    try:
        record = record_from_json({**raw, "format": "monasterium-record", "version": 1})
        seats = _seats(raw.get("seats"), record.setup.names)
        if seats is None:
            raise SaveError(text("save_error.seats", file=path.name))
        # the set-up is checked against this edition only here (a co-op difficulty it lacks)
        session = Session.start(edition, record.setup, seats, record.dice)[0]
    except RecordError as error:
        raise SaveError(text("save_error.record", file=path.name, error=error)) from None
    for i, option in enumerate(record.options):
        try:
            session.apply(option)
        except IllegalOption:
            shown = option if len(option) <= 30 else option[:29] + "…"
            raise SaveError(text("save_error.inconsistent", file=path.name, n=i + 1,
                                 option=repr(shown))) from None
    if raw.get("state_hash") not in state_hashes(session.game):
        raise SaveError(text("save_error.changed", file=path.name))
    return session


def _seats(raw: object, names: tuple[str, ...]) -> list[Seat] | None:
    if not isinstance(raw, list) or len(raw) != len(names):
        return None
    seats = []
    for item, name in zip(raw, names, strict=True):
        if not isinstance(item, dict) or item.get("name") != name:
            return None
        if item.get("kind") not in SEAT_KINDS:
            return None
        colour = item.get("colour")
        if not isinstance(colour, int) or isinstance(colour, bool) or not 0 <= colour < 4:
            colour = None
        # an older save has no stand-in; one of a level this program lacks is the person's
        standin = item.get("standin") if item["kind"] == "human" else None
        seats.append(Seat(name, item["kind"], colour, standin if standin in LEVELS else None,
                          item.get("helped") is True and item["kind"] == "human"))
    if len({s.colour for s in seats}) != len(seats):  # missing or repeated: the seat order
        for i, seat in enumerate(seats):
            seat.colour = i
    return seats


REVIEW_SUFFIX = ".review.json"


def list_saves(directory: Path | None = None) -> list[tuple[Path, dict]]:
    """Readable saves with their headers, newest first; unreadable files are listed with
    an `error` entry so the player sees them but nothing breaks."""
    folder = directory or saves_dir()
    found = []
    for path in sorted(folder.glob("*.json")) if folder.exists() else []:
        if not path.is_file():
            continue  # a folder, a device or a pipe named like a save: not ours to open
        if path.name.endswith(REVIEW_SUFFIX):
            continue  # a finished game's review, kept beside it (game/storage/reviews.py)
        try:
            found.append((path, read(path)))
        except SaveError as error:
            found.append((path, record_header(path) or {"error": str(error), "saved_at": ""}))
    return sorted(found, key=lambda item: str(item[1].get("saved_at", "")), reverse=True)


@dataclass(frozen=True, slots=True)
class SaveInfo:
    """What the list of saves shows about one file; `error` is set for a file that cannot be
    used. Built from the header only (the record is replayed when the save is opened)."""

    path: Path
    name: str
    saved_at: str  # ISO time, UTC; "" when unknown
    players: tuple[str, ...] = ()
    year: int = 0
    round: int = 0
    over: bool = False
    error: str = ""
    scores: tuple[int, ...] = ()  # each seat's points when saved (older saves: none)
    winners: tuple[int, ...] = ()  # the seats that won, once the game is over
    target: int = 0  # a co-op game over: the target the team's total was measured against
    record: bool = False  # a game record (watched, not played on)
    moves: int = 0  # a record's moves
    campaign: int = 0  # a campaign's chapter in play or last played (0: no campaign)
    in_play: bool = False  # a campaign's chapter is in play (its `moves` played so far)
    coop: str = ""  # a game together against the Baron: its difficulty (R-COOP-9)
    chapter: int = 0  # a campaign chapter's game: its number (0: an ordinary game)
    online: str = ""  # a campaign hosted at an online table: the table's code

    @property
    def local_time(self) -> str:
        """The save's date and time in the computer's time zone: 2024-05-01 18:30."""
        try:
            when = datetime.fromisoformat(self.saved_at)
        except ValueError:
            return ""
        if when.tzinfo is None:
            when = when.replace(tzinfo=UTC)
        return when.astimezone().strftime("%Y-%m-%d %H:%M")


def record_header(path: Path) -> dict | None:
    """What the list shows of a game record put among the saves (`game.cli simulate
    --record`, a finished online game): the players, the moves, the file's time; None for a
    file that is no record."""
    try:
        raw = read_json(path, Limits.SAVE)
        when = datetime.fromtimestamp(path.stat().st_mtime, UTC).isoformat()
    except (FileRefused, OSError, ValueError):
        return None
    if not isinstance(raw, dict) or raw.get("format") != RECORD_FORMAT:
        return None
    options = raw.get("options")
    return {"record": True, "setup": raw.get("setup"), "saved_at": when,
            "moves": len(options) if isinstance(options, list) else 0}


def save_info(path: Path, header: dict) -> SaveInfo:
    """The listing entry for a save's header as `list_saves` gives it; never raises."""
    if "error" in header:
        return SaveInfo(path, path.stem, "", error=str(header["error"]))

    setup = header.get("setup")
    names = setup.get("names") if isinstance(setup, dict) else None
    players = tuple(shown_name(str(n)) for n in names[:4]) if isinstance(names, list) else ()
    if header.get("record") is True:
        return SaveInfo(path, shown_name(path.stem), str(header.get("saved_at", "")), players,
                        record=True, moves=_integer(header.get("moves")))
    summary = header.get("summary")
    summary = summary if isinstance(summary, dict) else {}
    name = header.get("name")
    saved_at = header.get("saved_at")
    coop = setup.get("coop") if isinstance(setup, dict) else ""
    return SaveInfo(path, shown_name(name if isinstance(name, str) and name else path.stem),
                    saved_at if isinstance(saved_at, str) else "", players,
                    _integer(summary.get("year")), _integer(summary.get("round")),
                    summary.get("over") is True,
                    scores=_integers(summary.get("scores"), len(players)),
                    winners=tuple(w for w in _integers(summary.get("winners"), len(players))
                                  if w < len(players)),
                    target=_integer(summary.get("target")),
                    coop=shown_name(coop) if isinstance(coop, str) else "",
                    chapter=_chapter_number(setup))


def _chapter_number(setup: object) -> int:
    """The number of the campaign chapter a save's set-up plays (0: none, or unreadable)."""
    chapter = setup.get("chapter") if isinstance(setup, dict) else None
    number = chapter.get("number") if isinstance(chapter, dict) else None
    return number if isinstance(number, int) and 1 <= number <= CHAPTERS else 0


def _integer(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _integers(value: object, count: int) -> tuple[int, ...]:
    """A header's list of small non-negative integers, at most one per player; none at all when
    anything in it is not one."""
    if not isinstance(value, list) or len(value) > count:
        return ()
    numbers = tuple(_integer(v) for v in value)
    if any(n < 0 or n > 9999 or n != v for n, v in zip(numbers, value, strict=True)):
        return ()
    return numbers


def shown_name(name: str) -> str:
    """A save's name as a list shows it: printable, and cut to a sane length."""
    name = "".join(c if c.isprintable() else " " for c in name[: 4 * MAX_SHOWN]).strip()
    return name if len(name) <= MAX_SHOWN else name[: MAX_SHOWN - 1] + "…"


def save_infos(directory: Path | None = None) -> list[SaveInfo]:
    """Every save in the folder for the list on screen, newest first, broken ones included."""
    return [save_info(path, header) for path, header in list_saves(directory)]
