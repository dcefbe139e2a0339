"""The campaign's book: the Volumes of its three chapters and its own values, read from
data/campaign/*.yaml (our own design, R-CAMP-*) and refused with the file, line and key of any
fault, as the edition's files are (game/edition_fields.py)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from yaml.nodes import MappingNode

from game.edition_fields import DataError, Field, Ids, read_file
from game.edition_loader import data_dir
from game.rules.chapter import (
    CATCH_UP,
    EFFECTS,
    MAX_NAME,
    TESTS,
    ChapterRules,
    GrantKind,
    ObjectiveKind,
)
from game.rules.edition import TOKENS

CHAPTERS = 3
VOLUMES_PER_CHAPTER = 6  # R-CAMP-2: 3 objectives and 3 Victory Volumes
CREST_KINDS = ("cross", "key", "lamp")  # R-CAMP-5
LANGUAGES = ("en", "it", "de")
NO_ADVANTAGE = "none"  # the chapter 3 Volumes' (R-CAMP-4)
FOLDER = "campaign"
ONE = ".one"  # the key of a text's form for an amount of 1
PLAYER_COUNTS = {"two": 2, "three": 3, "four": 4}


@dataclass(frozen=True, slots=True)
class Volume:
    id: str
    chapter: int
    test: ObjectiveKind
    amounts: tuple[int, int, int]  # the objective's amount with 2, 3 and 4 players
    effect: GrantKind | str  # or NO_ADVANTAGE
    effect_amount: int
    token: str  # for "tokens"
    crests: tuple[str, ...]
    names: tuple[tuple[str, str], ...]  # (language, name)

    def name(self, language: str = "en") -> str:
        return dict(self.names).get(language) or dict(self.names)["en"]

    def amount(self, players: int) -> int:
        return self.amounts[players - 2]


@dataclass(frozen=True, slots=True)
class CampaignBook:
    chapters: tuple[tuple[Volume, ...], ...]  # 3 chapters of 6 Volumes
    margins: dict[int, tuple[int, ...]]  # players -> margin of chapters 1-3 (R-CAMP-6)
    catch_up: tuple[str, ...]  # R-CAMP-8
    crests_needed: dict[int, int]  # players -> crests for a crest Volume (R-CAMP-7)
    crest_names: dict[str, dict[str, str]]  # kind -> language -> name
    texts: dict[str, dict[str, dict[str, str]]]  # language -> objective/advantage/token -> ...

    def volume(self, volume_id: str) -> Volume:
        for chapter in self.chapters:
            for volume in chapter:
                if volume.id == volume_id:
                    return volume
        raise KeyError(volume_id)

    def objective_text(self, volume: Volume, players: int, language: str = "en") -> str:
        texts, amount = self.texts[language]["objective"], volume.amount(players)
        # a text given as {one, other} takes the form for its amount
        one = f"{volume.test}{ONE}"
        return texts[one if amount == 1 and one in texts else volume.test].format(amount=amount)

    def advantage_text(self, volume: Volume, language: str = "en") -> str:
        texts = self.texts[language]
        token = texts["token"].get(volume.token, "")
        return texts["advantage"][volume.effect].format(amount=volume.effect_amount, token=token)


def load_campaign(directory: Path | None = None) -> CampaignBook:
    """The campaign's book from `directory` (default: data/campaign); DataError on a fault."""
    folder = data_dir() / FOLDER if directory is None else Path(directory)
    root = read_file(folder, "campaign.yaml")
    parts = root.fields(("margins", "catch_up", "crests_needed", "crests", "texts"))
    ids = Ids()
    chapters = tuple(_chapter(read_file(folder, f"chapter{n}.yaml"), n, ids)
                     for n in range(1, CHAPTERS + 1))
    return CampaignBook(
        chapters=chapters,
        margins=_by_players(parts["margins"], lambda f: tuple(
            i.integer(1) for i in f.items(exactly=CHAPTERS, noun="margins (chapters 1, 2, 3)"))),
        catch_up=tuple(i.choice(TOKENS, "token") for i in parts["catch_up"].items(minimum=1)),
        crests_needed=_by_players(parts["crests_needed"], lambda f: f.integer(1)),
        crest_names={e.key.choice(CREST_KINDS, "crest kind"): _languages(e.value)
                     for e in _all(parts["crests"], CREST_KINDS, "crest kind")},
        texts={e.key.choice(LANGUAGES, "language"): _texts(e.value)
               for e in _all(parts["texts"], LANGUAGES, "language")},
    )


def _all(field: Field, names: tuple[str, ...], what: str) -> list:
    entries = field.entries()
    missing = [n for n in names if n not in {e.name for e in entries}]
    if missing:
        raise field.error(f"no {what} '{missing[0]}'")
    return entries


def _by_players(field: Field, read) -> dict:
    found = {}
    for entry in _all(field, tuple(PLAYER_COUNTS), "player count"):
        players = entry.key.choice(tuple(PLAYER_COUNTS), "player count")
        found[PLAYER_COUNTS[players]] = read(entry.value)
    return found


def _languages(field: Field) -> dict[str, str]:
    return {name: part.text() for name, part in field.fields(LANGUAGES, noun="language").items()}


def _texts(field: Field) -> dict[str, dict[str, str]]:
    parts = field.fields(("objective", "advantage", "token"))
    return {"objective": _keyed(parts["objective"], TESTS, "objective"),
            "advantage": _keyed(parts["advantage"], (*EFFECTS, NO_ADVANTAGE), "advantage"),
            "token": _keyed(parts["token"], TOKENS, "token")}


def _keyed(field: Field, names: tuple[str, ...], what: str) -> dict[str, str]:
    """Each name's text; one given as {one: ..., other: ...} (a count's two forms) is kept as
    `name` (other) and `name` + ONE."""
    out = {}
    for name, part in field.fields(names, noun=what).items():
        if isinstance(part.node, MappingNode):
            forms = part.fields(("one", "other"), noun="plural form")
            out[name + ONE] = forms["one"].text()
            part = forms["other"]
        out[name] = part.text()
    return out


def _chapter(root: Field, number: int, ids: Ids) -> tuple[Volume, ...]:
    parts = root.fields(("chapter", "volumes"))
    if parts["chapter"].integer(1) != number:
        raise parts["chapter"].error(f"this file is chapter {number}")
    items = parts["volumes"].items(exactly=VOLUMES_PER_CHAPTER, noun="Volumes")
    return tuple(_volume(item, number, ids) for item in items)


def _volume(field: Field, chapter: int, ids: Ids) -> Volume:
    last = chapter == CHAPTERS
    required = ("id", "name", "objective", "crests") + (() if last else ("advantage",))
    parts = field.fields(required, noun="Volume field")
    objective = parts["objective"].fields(("test", "amount"))
    effect, amount, token = _advantage(parts["advantage"]) if not last else (NO_ADVANTAGE, 0, "")
    crests = tuple(c.choice(CREST_KINDS, "crest kind") for c in parts["crests"].items())
    if len(crests) > 2:
        raise parts["crests"].error("a Volume shows at most 2 crests")
    if len(parts["id"].text()) > MAX_NAME:
        raise parts["id"].error(f"a Volume's id has at most {MAX_NAME} characters")
    return Volume(
        id=ids.claim(parts["id"]), chapter=chapter,
        test=ObjectiveKind(objective["test"].choice(TESTS, "objective")),
        amounts=_amounts(objective["amount"]),
        effect=effect, effect_amount=amount, token=token, crests=crests,
        names=tuple(_languages(parts["name"]).items()),
    )


def _amounts(field: Field) -> tuple[int, int, int]:
    """One amount for every player count, or one per count (more players reach more)."""
    if isinstance(field.node, MappingNode):
        found = _by_players(field, lambda f: f.integer(1))
        return found[2], found[3], found[4]
    amount = field.integer(1)
    return amount, amount, amount


def _advantage(field: Field) -> tuple[GrantKind, int, str]:
    effect = GrantKind(field.member("effect").choice(EFFECTS, "advantage"))
    if effect == GrantKind.TOKENS:
        parts = field.fields(("effect", "token", "amount"))
        return effect, parts["amount"].integer(1), parts["token"].choice(TOKENS, "token")
    if effect in (GrantKind.MESSENGER, GrantKind.POINTS):
        parts = field.fields(("effect", "amount"))
        return effect, parts["amount"].integer(1), ""
    field.fields(("effect",))
    return effect, 1, ""


def check_chapter(book: CampaignBook, rules: ChapterRules, players: int) -> None:
    """A chapter's set-up from elsewhere (a table's create or next request) checked against the
    book: its objectives are distinct Volumes of its chapter as the book writes them, and every
    advantage is an earlier chapter's Volume's, once, or the catch-up's tokens; ValueError says
    in words what is wrong."""
    number = rules.number
    own = {v.id: v for v in book.chapters[number - 1]}
    seen: set[str] = set()
    for o in rules.objectives:
        volume = own.get(o.volume)
        if volume is None:
            raise ValueError(f"{o.volume!r} is not a Volume of chapter {number}")
        if o.volume in seen:
            raise ValueError(f"the Volume {o.volume!r} is there twice")
        if (o.test, o.amount) != (volume.test, volume.amount(players)):
            raise ValueError(f"the Volume {o.volume!r} asks something else")
        seen.add(o.volume)
    if len(seen) != VOLUMES_PER_CHAPTER // 2:
        raise ValueError(f"a chapter has {VOLUMES_PER_CHAPTER // 2} objective Volumes")
    earlier = {v.id: v for chapter in book.chapters[:number - 1] for v in chapter}
    for g in rules.grants:
        if g.source == CATCH_UP:
            if g.effect != GrantKind.TOKENS or g.token not in book.catch_up:
                raise ValueError("the catch-up gives only its tokens")
            continue
        volume = earlier.get(g.source)
        if volume is None:
            raise ValueError(f"{g.source!r} is not a Volume of an earlier chapter")
        if g.source in seen:
            raise ValueError(f"the Volume {g.source!r} is there twice")
        if (g.effect, g.amount, g.token) != (volume.effect, volume.effect_amount, volume.token):
            raise ValueError(f"the Volume {g.source!r} gives another advantage")
        seen.add(g.source)


__all__ = ["CampaignBook", "DataError", "Volume", "check_chapter", "load_campaign"]
