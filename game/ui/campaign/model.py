"""What the campaign's screens show, worked out from the campaign (R-CAMP-*) without drawing:
each player's Volume board, the chapter just played and what comes next. The screens draw it and
the tests read it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from game.campaign.between import (
    advantages,
    campaign_winners,
    catch_up,
    crests,
    first_player,
    standings,
)
from game.campaign.state import CampaignState, ChapterResult
from game.campaign.volumes import CHAPTERS, CREST_KINDS, CampaignBook, Volume
from game.rules.chapter import Grant
from game.session import seat_colours


class CampaignView(Protocol):
    """What the screens read from the campaign being played."""

    book: CampaignBook
    state: CampaignState
    humans: set[int]
    pending_crest: int | None

    def choose_crest(self, player: int, kind: str) -> None: ...

    def proceed(self, app) -> None: ...

    def save(self) -> str: ...


@dataclass(frozen=True, slots=True)
class HeldVolume:
    volume: Volume
    name: str
    objective: str
    advantage: str  # in force from the chapter after its own (R-CAMP-4)


@dataclass(slots=True)
class Board:
    """One player's Volume board (R-CAMP-5 to R-CAMP-8)."""

    player: int
    name: str
    count: int  # every Volume held
    volumes: list[HeldVolume]
    victory: int
    crest_tokens: list[str]
    crest_volumes: list[str]
    crests: dict[str, int]  # by kind, tokens included
    grants: list[Grant] = field(default_factory=list)  # the next chapter's advantages
    catch_up: list[tuple[str, int]] = field(default_factory=list)  # (token, how many)


@dataclass(frozen=True, slots=True)
class PlaceRow:
    place: int  # 1 for the first
    player: int
    score: int
    victory: int  # Victory Volumes taken (R-CAMP-6)
    crest_token: str  # the crest token chosen, or ""


@dataclass(slots=True)
class Chapter:
    """A chapter's result (R-CAMP-3, 6, 7)."""

    number: int
    total: bool
    lead: int
    margin: int
    places: list[PlaceRow]
    taken: list[tuple[str, int]]  # (Volume name, player), in the order taken
    crest_volumes: list[tuple[int, str]]  # (player, kind)
    objectives: list[tuple[str, int | None]] = field(default_factory=list)  # (name, taker)


@dataclass(slots=True)
class Sheet:
    players: int
    boards: list[Board]
    chapters: list[Chapter]
    crests_needed: int
    next_number: int | None  # None: the three chapters are played
    next_margin: int
    order: list[int] = field(default_factory=list)  # the next chapter's first round; [] random

    @property
    def last(self) -> Chapter | None:
        return self.chapters[-1] if self.chapters else None


def held(book: CampaignBook, volume_id: str, players: int, language: str) -> HeldVolume:
    v = book.volume(volume_id)
    return HeldVolume(v, v.name(language), book.objective_text(v, players, language),
                      book.advantage_text(v, language))


def chapter(book: CampaignBook, state: CampaignState, result: ChapterResult,
            language: str) -> Chapter:
    first, second = result.places[0], result.places[1]
    shares = {first: 3} if result.total else {first: 2, second: 1}
    rows = [PlaceRow(i + 1, p, result.scores[p], shares.get(p, 0), result.crest_choices.get(p, ""))
            for i, p in enumerate(result.places)]
    taken = [(book.volume(v).name(language), p) for v, p in result.taken.items()]
    objectives = [(book.volume(v).name(language), result.taken.get(v))
                  for v in result.objectives]
    return Chapter(result.number, result.total, result.scores[first] - result.scores[second],
                   book.margins[state.players][result.number - 1], rows, taken,
                   list(result.crest_volumes), objectives)


def board(book: CampaignBook, state: CampaignState, p: int, language: str) -> Board:
    h = state.holdings[p]
    volumes = [held(book, v, state.players, language) for v in h.volumes]
    return Board(p, state.names[p], h.count, volumes,
                 h.victory, list(h.crest_tokens), list(h.crest_volumes), crests(book, state, p))


def play_order(state: CampaignState) -> list[int]:
    """The next chapter's first round, first to last ([] while chosen at random, R-CAMP-9)."""
    first = first_player(state)
    if first is None:
        return []
    return [(first + i) % state.players for i in range(state.players)]


def sheet(book: CampaignBook, state: CampaignState, language: str) -> Sheet:
    number = len(state.chapters) + 1
    boards = [board(book, state, p, language) for p in range(state.players)]
    upcoming = number if number <= CHAPTERS else None
    if upcoming is not None:
        for grant in advantages(book, state, number):
            boards[grant.player].grants.append(grant)
        for grant in catch_up(book, state) if number > 1 else []:
            boards[grant.player].catch_up.append((grant.token, grant.amount))
    margins = book.margins[state.players]
    return Sheet(state.players, boards,
                 [chapter(book, state, c, language) for c in state.chapters],
                 book.crests_needed[state.players], upcoming,
                 margins[number - 1] if upcoming is not None else 0,
                 play_order(state) if upcoming is not None else [])


def seat_colours_of(campaign: object) -> list[int]:
    """The colours the players' seats wear at the table, when the campaign knows its seats
    (a campaign without them: each player the colour of their index)."""
    seats = getattr(campaign, "seats", None)
    players = getattr(getattr(campaign, "state", None), "players", 0)
    if isinstance(seats, list) and len(seats) == players:
        return seat_colours(seats)
    return list(range(players))


def crest_holder(state: CampaignState, kind: str) -> int | None:
    """Who holds the crest Volume of `kind` (R-CAMP-7)."""
    return next((p for p, h in enumerate(state.holdings) if kind in h.crest_volumes), None)


__all__ = ["CREST_KINDS", "Board", "CampaignView", "Chapter", "Ending", "HeldVolume", "PlaceRow",
           "Sheet", "Standing", "crest_holder", "ending", "seat_colours_of", "sheet"]


# ------------------------------------------------------------------ the campaign's end


@dataclass(frozen=True, slots=True)
class Standing:
    player: int
    rank: int  # 1 for the first; players tied on everything share a rank
    count: int
    victory: int
    face_up: int
    crest_volumes: int
    crest_tokens: int
    last: int  # points in the last chapter played


@dataclass(slots=True)
class Ending:
    winners: list[int]
    standings: list[Standing]
    # between players level on Volumes: (what decided: "victory", "points" or "shared",
    # the one ahead, the one behind)
    ties: list[tuple[str, int, int]]
    chapters: list[Chapter]


def ending(book: CampaignBook, state: CampaignState, language: str) -> Ending:
    """The campaign's winners and standings as R-CAMP-10 orders them, with each tie and what
    broke it."""
    order = standings(state)
    rows: list[Standing] = []
    ties = []
    for i, p in enumerate(order):
        h = state.holdings[p]
        last = state.chapters[-1].scores[p] if state.chapters else 0
        rank = i + 1
        if rows:
            before = rows[-1]
            if before.count == h.count:
                what = ("victory" if before.victory != h.victory else
                        "points" if before.last != last else "shared")
                ties.append((what, before.player, p))
                if what == "shared":
                    rank = before.rank
        rows.append(Standing(p, rank, h.count, h.victory, len(h.volumes), len(h.crest_volumes),
                             len(h.crest_tokens), last))
    return Ending(campaign_winners(state), rows, ties,
                  [chapter(book, state, c, language) for c in state.chapters])
