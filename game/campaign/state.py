"""A campaign's own record (R-CAMP-*): the players, the seed, what each holds and every chapter
played with its game record. Small plain JSON; the reader refuses a damaged file in one line.

    {"format": "monasterium-campaign", "version": 1, "rules": 2, "names": [...], "seed": 7,
     "seats": [{"kind": "human", "colour": 0}, ...],
     "chapters": [{"number": 1, "record": {<game record>}, "objectives": [...],
                   "victory": [...], "crest_choices": {"1": "key"}}, ...],
     "current": {<the chapter in play's game record>} or null}

`rules` names the campaign's rules (R-CAMP-13; a file without it was begun by the first).
Only what cannot be worked out is kept: the chapters' game records and the crest tokens chosen,
and for a campaign played at the table its seats (human or a computer's level, and colour) and
the player whose crest token is still to be chosen (`"crest_pending": 1` on the last chapter).
Who holds which Volume, the places and the crests follow from them (between.py), so a file whose
parts disagree cannot exist: loading replays it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.ai import LEVELS
from game.guard import FileRefused, Limits, read_json
from game.rules.chapter import STACKED
from game.rules.record import GameRecord, RecordError, record_from_json, valid_name
from game.session import Seat

from .volumes import CREST_KINDS, VOLUMES_PER_CHAPTER

CAMPAIGN_FORMAT = "monasterium-campaign"
CAMPAIGN_VERSION = 1
# The campaign's rules: 1 as first shipped, kept by older files so that they load as played;
# 2 (game.rules.chapter.STACKED) adds up advantages of a kind, gives a crest Volume to the first
# to reach it, keeps one crest token of each kind and breaks ties by the last turn (R-CAMP-*).
CAMPAIGN_RULES = STACKED
SEAT_KINDS = ("human", *LEVELS)


class CampaignError(ValueError):
    """A campaign file that cannot be read or replayed; the message is one line for a person."""


@dataclass(slots=True)
class Holding:
    """What one player holds (R-CAMP-3, 6, 7)."""

    volumes: list[str] = field(default_factory=list)  # face-up objective Volumes, in order taken
    victory: int = 0  # face-down Victory Volumes
    crest_tokens: list[str] = field(default_factory=list)
    crest_volumes: list[str] = field(default_factory=list)  # crest kinds

    @property
    def count(self) -> int:
        """Every Volume held (R-CAMP-8, R-CAMP-10)."""
        return len(self.volumes) + self.victory + len(self.crest_volumes)


@dataclass(slots=True)
class ChapterResult:
    number: int
    record: GameRecord
    objectives: list[str]  # the face-up Volumes
    victory: list[str]  # the face-down Victory Volumes
    crest_choices: dict[int, str] = field(default_factory=dict)  # player -> crest token chosen
    # worked out at the chapter's end (between.end_chapter), not kept in the file
    taken: dict[str, int] = field(default_factory=dict)
    scores: list[int] = field(default_factory=list)
    places: list[int] = field(default_factory=list)  # players, first place first
    total: bool = False
    crest_volumes: list[tuple[int, str]] = field(default_factory=list)
    crest_pending: int | None = None  # the player whose crest token is still to be chosen


@dataclass(slots=True)
class CampaignState:
    names: list[str]
    seed: int
    holdings: list[Holding]
    chapters: list[ChapterResult] = field(default_factory=list)
    current: GameRecord | None = None  # the chapter being played, to resume it
    seats: list[Seat] = field(default_factory=list)  # at a table: who plays each seat
    online: str = ""  # played at an online table: its server's address and code
    rules: int = CAMPAIGN_RULES  # the rules it is played by (1: a file from before 2)

    @property
    def players(self) -> int:
        return len(self.names)

    def to_json(self) -> dict:
        raw = {"format": CAMPAIGN_FORMAT, "version": CAMPAIGN_VERSION,
               "names": list(self.names), "seed": self.seed,
               "chapters": [_chapter_json(c) for c in self.chapters],
               "current": self.current.to_json() if self.current else None}
        if self.seats:
            raw["seats"] = [_seat_json(s) for s in self.seats]
        if self.online:
            raw["online"] = self.online
        if self.rules > 1:  # a campaign by the first rules is written as it always was
            raw["rules"] = self.rules
        return raw


def _seat_json(seat: Seat) -> dict:
    raw: dict = {"kind": seat.kind, "colour": seat.colour}
    if seat.human and seat.standin is not None:  # a person's seat handed to a computer
        raw["standin"] = seat.standin
    return raw


def _chapter_json(c: ChapterResult) -> dict:
    raw = {"number": c.number, "record": c.record.to_json(), "objectives": list(c.objectives),
           "victory": list(c.victory),
           "crest_choices": {str(p): k for p, k in c.crest_choices.items()}}
    if c.crest_pending is not None:
        raw["crest_pending"] = c.crest_pending
    return raw


def new_campaign(names: list[str], seed: int) -> CampaignState:
    if not 2 <= len(names) <= 4 or not all(valid_name(n) for n in names):
        raise CampaignError("a campaign is for 2 to 4 named players (R-CAMP-1)")
    return CampaignState(list(names), seed, [Holding() for _ in names])


@dataclass(slots=True)
class CampaignFile:
    """A campaign file's contents, checked for shape (not yet replayed)."""

    names: list[str]
    seed: int
    chapters: list[dict]  # each {"record", "crest_choices", "crest_pending"}
    current: GameRecord | None
    seats: list[Seat]
    online: str = ""  # the online table it is played at, as the host wrote it
    rules: int = 1  # the rules it is played by: a file without them is by the first


def parse_campaign(raw: object) -> CampaignFile:
    """The names, seed, chapters played, chapter in play and seats of a campaign's JSON,
    checked for shape."""
    if not isinstance(raw, dict) or raw.get("format") != CAMPAIGN_FORMAT:
        raise CampaignError("not a Monasterium campaign")
    version = raw.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise CampaignError("the campaign has no valid format version")
    if version > CAMPAIGN_VERSION:
        raise CampaignError(f"the campaign is format version {version}, newer than this "
                            f"program ({CAMPAIGN_VERSION})")
    names, seed, chapters = raw.get("names"), raw.get("seed"), raw.get("chapters")
    if (not isinstance(names, list) or not 2 <= len(names) <= 4
            or not all(isinstance(n, str) and valid_name(n) for n in names)):
        raise CampaignError("the campaign must name 2 to 4 players")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise CampaignError("the campaign's seed must be an integer")
    if not isinstance(chapters, list) or len(chapters) > 3:
        raise CampaignError("the campaign must list at most 3 chapters")
    played = [_chapter(c, i + 1, names) for i, c in enumerate(chapters)]
    if any(c["crest_pending"] is not None for c in played[:-1]):
        raise CampaignError("only the last chapter can wait for a crest token")
    current = None
    if raw.get("current") is not None:
        if len(played) == 3 or (played and played[-1]["crest_pending"] is not None):
            raise CampaignError("the campaign has a chapter in play where none can be")
        current = _chapter({"number": len(played) + 1, "record": raw["current"]},
                           len(played) + 1, names)["record"]
    online = raw.get("online")
    rules = raw.get("rules", 1)
    if not isinstance(rules, int) or isinstance(rules, bool) or not 1 <= rules <= CAMPAIGN_RULES:
        raise CampaignError(f"the campaign's rules must be 1 to {CAMPAIGN_RULES}")
    return CampaignFile(names, seed, played, current, _seats(raw.get("seats"), names),
                        online if isinstance(online, str) and len(online) <= 300 else "",
                        rules)


def _seats(raw: object, names: list[str]) -> list[Seat]:
    """The seats of a campaign played at a table (none: one played in the console)."""
    if raw is None:
        return []
    if not isinstance(raw, list) or len(raw) != len(names) or not all(
            isinstance(s, dict) and s.get("kind") in SEAT_KINDS
            and s.get("colour") in range(4) and not isinstance(s.get("colour"), bool)
            for s in raw):
        raise CampaignError("the campaign's seats are damaged")
    if len({s["colour"] for s in raw}) != len(raw):
        raise CampaignError("two seats of the campaign have the same colour")
    # an older file has no stand-in; one of a level this program lacks is the person's
    return [Seat(n, s["kind"], s["colour"],
                 s.get("standin") if s["kind"] == "human" and s.get("standin") in LEVELS
                 else None)
            for n, s in zip(names, raw, strict=True)]


def _chapter(raw: object, number: int, names: list[str]) -> dict:
    if not isinstance(raw, dict) or raw.get("number") != number:
        raise CampaignError(f"chapter {number} of the campaign is damaged")
    try:
        record = record_from_json(raw.get("record"))
    except RecordError as error:
        raise CampaignError(f"chapter {number}'s record: {error}") from None
    if list(record.setup.names) != names:
        raise CampaignError(f"chapter {number} was played by other players")
    choices = raw.get("crest_choices", {})
    if not isinstance(choices, dict) or not all(
            isinstance(k, str) and k in {str(p) for p in range(len(names))}
            and isinstance(v, str) for k, v in choices.items()):
        raise CampaignError(f"chapter {number}'s crest tokens are damaged")
    for kind in choices.values():
        if kind not in CREST_KINDS:
            raise CampaignError(f"chapter {number}'s crest token {kind[:20]!r} is not one of "
                                f"{', '.join(CREST_KINDS)}")
    pending = raw.get("crest_pending")
    if pending is not None and (pending not in range(len(names)) or isinstance(pending, bool)
                                or str(pending) in choices):
        raise CampaignError(f"chapter {number}'s crest token to choose is damaged")
    return {"record": record, "crest_choices": {int(k): v for k, v in choices.items()},
            "crest_pending": pending, "volumes": _volumes(raw, number)}


def _volumes(raw: dict, number: int) -> tuple[list[str], list[str]] | None:
    """A played chapter's objective and Victory Volumes as written (None for the chapter in
    play, which keeps none): three and three, none twice. Loading checks they are the ones
    dealt."""
    if "objectives" not in raw and "victory" not in raw:
        return None
    found = raw.get("objectives"), raw.get("victory")
    half = VOLUMES_PER_CHAPTER // 2
    if not all(isinstance(ids, list) and len(ids) == half
               and all(isinstance(v, str) and 0 < len(v) <= 40 for v in ids) for ids in found):
        raise CampaignError(f"chapter {number}'s Volumes are damaged")
    objectives, victory = found
    assert isinstance(objectives, list) and isinstance(victory, list)
    if len({*objectives, *victory}) != VOLUMES_PER_CHAPTER:
        raise CampaignError(f"chapter {number} names a Volume twice")
    return objectives, victory


def read_campaign_file(path: Path) -> CampaignFile:
    """A campaign file's contents, refused in one line if damaged (the file is never changed)."""
    try:
        raw = read_json(path, Limits.SAVE)
    except FileRefused as refused:
        raise CampaignError(str(refused)) from None
    return parse_campaign(raw)
