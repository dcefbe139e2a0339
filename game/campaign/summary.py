"""A campaign between chapters in few words, for the other players' windows at an online table:
what the campaign sheet shows (names, holdings, each chapter's scores, places, Volumes taken,
crest tokens and crest Volumes, the crest token still owed), not the chapters' records. The
table's creator writes it (`summary_json`); a guest's window reads it back into a campaign
state (`read_summary`), refusing anything malformed in one line.

    {"v": 1, "names": [...], "seats": ["human", "normal"],
     "holdings": [{"volumes": [id], "victory": 2, "tokens": [kind], "crests": [kind]}, ...],
     "chapters": [{"number": 1, "scores": [..], "places": [..], "total": false,
                   "objectives": [id], "taken": [[id, p]], "choices": {"1": "key"},
                   "crest_volumes": [[p, kind]]}, ...],
     "pending": 1 or null}
"""

from __future__ import annotations

from typing import Any

from game.rules.engine import Setup
from game.rules.record import GameRecord, valid_name
from game.session import Seat

from .state import SEAT_KINDS, CampaignError, CampaignState, ChapterResult, Holding
from .volumes import CHAPTERS, CREST_KINDS, CampaignBook

SUMMARY_VERSION = 1
SCORE_MAX = 10_000  # far above any score a game reaches


def summary_json(state: CampaignState) -> dict[str, Any]:
    """The campaign as the other windows' sheet needs it."""
    return {"v": SUMMARY_VERSION, "names": list(state.names),
            "seats": [s.kind for s in state.seats] or ["normal"] * state.players,
            "holdings": [{"volumes": list(h.volumes), "victory": h.victory,
                          "tokens": list(h.crest_tokens), "crests": list(h.crest_volumes)}
                         for h in state.holdings],
            "chapters": [_chapter_json(c) for c in state.chapters],
            "pending": state.chapters[-1].crest_pending if state.chapters else None}


def _chapter_json(c: ChapterResult) -> dict[str, Any]:
    return {"number": c.number, "scores": list(c.scores), "places": list(c.places),
            "total": c.total, "objectives": list(c.objectives),
            "taken": [[v, p] for v, p in c.taken.items()],
            "choices": {str(p): k for p, k in c.crest_choices.items()},
            "crest_volumes": [[p, k] for p, k in c.crest_volumes]}


def read_summary(raw: object, book: CampaignBook) -> CampaignState:
    """The campaign state a summary describes; CampaignError in words when it is malformed."""
    if not isinstance(raw, dict) or raw.get("v") != SUMMARY_VERSION:
        raise CampaignError("the campaign's summary is not one this program reads")
    names = raw.get("names")
    if (not isinstance(names, list) or not 2 <= len(names) <= 4
            or not all(isinstance(n, str) and valid_name(n) for n in names)):
        raise CampaignError("the campaign's summary must name 2 to 4 players")
    n = len(names)
    kinds = _list(raw.get("seats"), "seats", n)
    if not all(k in SEAT_KINDS for k in kinds):
        raise CampaignError("the campaign's summary has a seat of no known kind")
    holdings = [_holding(h, book) for h in _list(raw.get("holdings"), "holdings", n)]
    chapters = [_chapter(c, i + 1, names, book)
                for i, c in enumerate(_list(raw.get("chapters"), "chapters", None))]
    if len(chapters) > CHAPTERS:
        raise CampaignError(f"the campaign's summary lists more than {CHAPTERS} chapters")
    pending = raw.get("pending")
    if pending is not None:
        if not chapters or not _player(pending, n):
            raise CampaignError("the campaign's summary owes a crest token to no player")
        chapters[-1].crest_pending = pending
    state = CampaignState(list(names), 0, holdings, chapters)
    state.seats = [Seat(name, kind, i) for i, (name, kind) in enumerate(zip(names, kinds,
                                                                            strict=True))]
    return state


def _list(value: object, what: str, length: int | None) -> list:
    if not isinstance(value, list) or (length is not None and len(value) != length):
        raise CampaignError(f"the campaign's summary has damaged {what}")
    return value


def _player(value: object, players: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players


def _volumes(value: object, book: CampaignBook) -> list[str]:
    ids = _list(value, "Volumes", None)
    for v in ids:
        try:
            book.volume(v if isinstance(v, str) else "")
        except KeyError:
            raise CampaignError(f"the campaign's summary names an unknown Volume {v!r:.40}") \
                from None
    return ids


def _kinds(value: object) -> list[str]:
    kinds = _list(value, "crests", None)
    if len(kinds) > 9 or not all(k in CREST_KINDS for k in kinds):
        raise CampaignError("the campaign's summary names a crest of no known kind")
    return kinds


def _holding(raw: object, book: CampaignBook) -> Holding:
    if not isinstance(raw, dict):
        raise CampaignError("the campaign's summary has a damaged holding")
    victory = raw.get("victory")
    if not isinstance(victory, int) or isinstance(victory, bool) or not 0 <= victory <= 9:
        raise CampaignError("the campaign's summary has a damaged count of Victory Volumes")
    return Holding(_volumes(raw.get("volumes"), book), victory, _kinds(raw.get("tokens")),
                   _kinds(raw.get("crests")))


def _chapter(raw: object, number: int, names: list[str], book: CampaignBook) -> ChapterResult:
    n = len(names)
    words = f"chapter {number} of the campaign's summary is damaged"
    if not isinstance(raw, dict) or raw.get("number") != number:
        raise CampaignError(words)
    scores, places = _list(raw.get("scores"), "scores", n), _list(raw.get("places"), "places", n)
    if not all(isinstance(s, int) and not isinstance(s, bool) and abs(s) <= SCORE_MAX
               for s in scores) or sorted(p for p in places if _player(p, n)) != list(range(n)):
        raise CampaignError(words)
    taken = _list(raw.get("taken"), "Volumes taken", None)
    if not all(isinstance(t, list) and len(t) == 2 and _player(t[1], n) for t in taken):
        raise CampaignError(words)
    choices, pairs = raw.get("choices"), _list(raw.get("crest_volumes"), "crest Volumes", None)
    if not isinstance(choices, dict) or not all(
            k in {str(p) for p in range(n)} and v in CREST_KINDS for k, v in choices.items()):
        raise CampaignError(words)
    if not all(isinstance(c, list) and len(c) == 2 and _player(c[0], n) and c[1] in CREST_KINDS
               for c in pairs) or not isinstance(raw.get("total"), bool):
        raise CampaignError(words)
    record = GameRecord(Setup(tuple(names), 0))  # the record stays with the creator
    return ChapterResult(number, record, _volumes(raw.get("objectives"), book), [],
                         {int(k): v for k, v in choices.items()},
                         dict(zip(_volumes([t[0] for t in taken], book),
                                  (t[1] for t in taken), strict=True)),
                         list(scores), list(places), raw["total"],
                         [(p, k) for p, k in pairs])
