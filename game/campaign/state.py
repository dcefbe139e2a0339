"""A campaign's own record (R-CAMP-*): the players, the seed, what each holds and every chapter
played with its game record. Small plain JSON; the reader refuses a damaged file in one line.

    {"format": "monasterium-campaign", "version": 1, "names": [...], "seed": 7,
     "chapters": [{"number": 1, "record": {<game record>}, "objectives": [...],
                   "victory": [...], "crest_choices": {"1": "key"}}, ...]}

Only what cannot be worked out is kept: the chapters' game records and the crest tokens chosen.
Who holds which Volume, the places and the crests follow from them (between.py), so a file whose
parts disagree cannot exist: loading replays it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.guard import FileRefused, Limits, read_json
from game.rules.record import GameRecord, RecordError, record_from_json, valid_name

CAMPAIGN_FORMAT = "monasterium-campaign"
CAMPAIGN_VERSION = 1


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


@dataclass(slots=True)
class CampaignState:
    names: list[str]
    seed: int
    holdings: list[Holding]
    chapters: list[ChapterResult] = field(default_factory=list)
    current: GameRecord | None = None  # the chapter being played, to resume it

    @property
    def players(self) -> int:
        return len(self.names)

    def to_json(self) -> dict:
        return {"format": CAMPAIGN_FORMAT, "version": CAMPAIGN_VERSION,
                "names": list(self.names), "seed": self.seed,
                "chapters": [{"number": c.number, "record": c.record.to_json(),
                              "objectives": list(c.objectives), "victory": list(c.victory),
                              "crest_choices": {str(p): k for p, k in c.crest_choices.items()}}
                             for c in self.chapters],
                "current": self.current.to_json() if self.current else None}


def new_campaign(names: list[str], seed: int) -> CampaignState:
    if not 2 <= len(names) <= 4 or not all(valid_name(n) for n in names):
        raise CampaignError("a campaign is for 2 to 4 named players (R-CAMP-1)")
    return CampaignState(list(names), seed, [Holding() for _ in names])


def parse_campaign(raw: object) -> tuple[list[str], int, list[dict], GameRecord | None]:
    """The names, seed, chapters played and chapter in play of a campaign's JSON, checked for
    shape."""
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
    current = None
    if raw.get("current") is not None:
        if len(played) == 3:
            raise CampaignError("the campaign is over but has a chapter in play")
        current = _chapter({"number": len(played) + 1, "record": raw["current"]},
                           len(played) + 1, names)["record"]
    return names, seed, played, current


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
    return {"record": record, "crest_choices": {int(k): v for k, v in choices.items()}}


def read_campaign_file(path: Path) -> tuple[list[str], int, list[dict], GameRecord | None]:
    """A campaign file's contents, refused in one line if damaged (the file is never changed)."""
    try:
        raw = read_json(path, Limits.SAVE)
    except FileRefused as refused:
        raise CampaignError(str(refused)) from None
    return parse_campaign(raw)
