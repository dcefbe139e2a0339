"""What game a table plays: a competitive one, one together against the Baron (R-COOP-*) at a
difficulty, or a campaign chapter (R-CAMP-*) with its set-up. The table keeps it as a small
JSON object (the store's `rules`): {"coop": difficulty} or {"chapter": the chapter's rules as a
record writes them (game/rules/record.py)}; a competitive table's is empty."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from game.campaign.volumes import FOLDER, CampaignBook, DataError, check_chapter, load_campaign
from game.edition_loader import data_dir
from game.guard import FileRefused, Limits, parse_json
from game.rules.chapter import rules_from_json, rules_to_json
from game.rules.edition import Edition
from game.rules.engine import Setup

from .reveals import TableError
from .store import TableRecord

CHAPTER_MAX = 4000  # characters of a chapter's set-up as sent: a few hundred are needed
CHAPTER_LIMITS = Limits(size=CHAPTER_MAX, depth=4, nodes=600, string=40, digits=6)
SUMMARY_MAX = 4000  # characters of a campaign's summary as sent (JSON the server only keeps)
SUMMARY_LIMITS = Limits(size=4 * SUMMARY_MAX, depth=8, nodes=1000, string=200, digits=12)


def difficulty_word(value: Any) -> bool:
    """A short lowercase id, as a co-op difficulty is written (`checked_rules` refuses one the
    edition lacks, in words)."""
    return isinstance(value, str) and 0 < len(value) <= 20 and value.isascii() \
        and value.replace("_", "").isalnum() and value.islower()


def checked_rules(edition: Edition, players: int, coop: str,
                  chapter: str | None) -> dict[str, Any]:
    """A new table's rules from the create request; TableError says in words what is wrong."""
    if coop:
        known = list(edition.coop.difficulties) if edition.coop is not None else []
        if coop not in known:
            raise TableError("bad_field", f"this server has no difficulty {coop[:20]!r} "
                                          f"(it has: {', '.join(known) or 'none'})")
        if chapter is not None:
            raise TableError("bad_field", "a campaign chapter is not played against the Baron")
        return {"coop": coop}
    if players < 2:
        raise TableError("bad_field", "a table has 2 to 4 seats; one seat alone plays only "
                                      "together against the Baron")
    if chapter is None:
        return {}
    rules = chapter_rules(chapter, players)
    if rules["number"] != 1:  # the next chapters are begun at the same table (chapters.py)
        raise TableError("bad_field", "a campaign's table opens at chapter 1: the next "
                                      "chapter begins there when one is over")
    return {"chapter": rules}  # `create` adds its "first"


def first_player(first: int | None, players: int) -> dict[str, Any]:
    """A chapter's first player as its creator gives it (R-CAMP-9), checked: {} when random."""
    if first is None:
        return {}
    if not 0 <= first < players:
        raise TableError("bad_field", f"the first player is one of the {players} seats")
    return {"first": first}


def chapter_rules(chapter: str, players: int) -> dict[str, Any]:
    """A chapter's set-up sent as JSON text, checked as a record's is and against the campaign's
    Volumes, and written as a record writes it."""
    book = campaign_book(str(data_dir()))
    if book is None:
        raise TableError("bad_field", "this server has no campaign")
    try:
        rules = rules_from_json(parse_json(chapter, "chapter", CHAPTER_LIMITS), players)
        check_chapter(book, rules, players)
    except (FileRefused, ValueError) as problem:
        raise TableError("bad_field", f"the chapter's set-up: {problem}") from None
    return rules_to_json(rules)


@cache
def campaign_book(folder: str) -> CampaignBook | None:
    """The campaign of the data folder the server reads (None when it has none that loads)."""
    try:
        return load_campaign(Path(folder) / FOLDER)
    except DataError:
        return None


def campaign_summary(summary: str) -> Any:
    """The campaign's summary the creator attaches for the others' campaign screen: any JSON
    within the caps, kept and passed on as it is."""
    try:
        return parse_json(summary, "summary", SUMMARY_LIMITS)
    except FileRefused as problem:
        raise TableError("bad_field", f"the campaign's summary: {problem}") from None


def setup_of(record: TableRecord) -> Setup:
    """The set-up of the table's game (as its record keeps it)."""
    names = tuple(s.name for s in record.seats)
    rules = record.rules
    chapter = rules.get("chapter")
    first = rules.get("first")  # a campaign chapter's first player (R-CAMP-9); else at random
    return Setup(names, record.seed, first if isinstance(first, int) else None,
                 coop=str(rules.get("coop", "")),
                 chapter=None if chapter is None else rules_from_json(chapter, len(names)))


def mode_info(record: TableRecord) -> dict[str, Any]:
    """What every client is told of the game a table plays (the lobby and lists show it)."""
    rules = record.rules
    out: dict[str, Any] = {"coop": str(rules.get("coop", ""))}
    chapter = rules.get("chapter")
    if isinstance(chapter, dict):
        out["chapter"] = chapter.get("number")
    if "summary" in rules:
        out["campaign"] = rules["summary"]
    return out


