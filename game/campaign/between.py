"""The campaign's rules between chapters (R-CAMP-*): a chapter's set-up (its Volumes, the
advantages in force, the catch-up, the first player), its end (places, total or partial victory,
Victory Volumes, crest tokens, crest Volumes) and the campaign's winner."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import replace
from pathlib import Path

from game.rules import rng
from game.rules.chapter import CATCH_UP, STACKED, ChapterRules, Grant, GrantKind, Objective
from game.rules.edition import Edition
from game.rules.engine import Game, Setup
from game.rules.record import GameRecord, RecordError, replay

from .state import (
    CAMPAIGN_RULES,
    CampaignError,
    CampaignState,
    ChapterResult,
    new_campaign,
    read_campaign_file,
)
from .volumes import CHAPTERS, CREST_KINDS, NO_ADVANTAGE, CampaignBook

CrestChooser = Callable[[CampaignBook, CampaignState, int], str]


# ----------------------------------------------------------------- a chapter's set-up


def chapter_seed(state: CampaignState, number: int) -> int:
    return (state.seed * 1_000_003 + number * 7_919) & 0xFFFF_FFFF


def deal_volumes(book: CampaignBook, state: CampaignState, number: int
                 ) -> tuple[list[str], list[str]]:
    """The chapter's Volumes shuffled (R-CAMP-2): three objectives, three Victory Volumes."""
    seed = rng.seed_state(chapter_seed(state, number) ^ 0x5EED)
    ids = [v.id for v in book.chapters[number - 1]]
    for i in range(len(ids) - 1, 0, -1):
        seed, j = rng.below(seed, i + 1)
        ids[i], ids[j] = ids[j], ids[i]
    return ids[:3], ids[3:]


def advantages(book: CampaignBook, state: CampaignState, number: int) -> list[Grant]:
    """The advantages of the Volumes held from earlier chapters, for their holders (R-CAMP-4)."""
    grants = []
    for p, holding in enumerate(state.holdings):
        for volume_id in holding.volumes:
            v = book.volume(volume_id)
            if v.chapter < number and v.effect != NO_ADVANTAGE:
                grants.append(Grant(p, v.id, GrantKind(v.effect), v.effect_amount, v.token))
    return grants


def catch_up(book: CampaignBook, state: CampaignState) -> list[Grant]:
    """Tokens for those behind the leader in Volumes, in the book's order (R-CAMP-8)."""
    counts = [h.count for h in state.holdings]
    grants = []
    for p, count in enumerate(counts):
        owed = max(counts) - count
        given: dict[str, int] = {}
        for i in range(owed):
            token = book.catch_up[i % len(book.catch_up)]
            given[token] = given.get(token, 0) + 1
        grants += [Grant(p, CATCH_UP, GrantKind.TOKENS, n, token)
                   for token, n in given.items()]
    return grants


def first_player(state: CampaignState) -> int | None:
    """Chapter 1: at random (None); later, left of the previous winner, who plays last
    (R-CAMP-9)."""
    if not state.chapters:
        return None
    return (state.chapters[-1].places[0] + 1) % state.players


def chapter_setup(book: CampaignBook, state: CampaignState) -> tuple[Setup, list[str], list[str]]:
    """The next chapter's game set-up, with its objectives and Victory Volumes."""
    number = len(state.chapters) + 1
    if number > CHAPTERS:
        raise CampaignError("the campaign is over: it has three chapters (R-CAMP-1)")
    if crest_pending(state) is not None:
        raise CampaignError("a crest token is still to be chosen (R-CAMP-6)")
    objectives, victory = deal_volumes(book, state, number)
    volumes = [book.volume(v) for v in objectives]
    grants = advantages(book, state, number) + (catch_up(book, state) if number > 1 else [])
    rules = ChapterRules(number, tuple(Objective(v.id, v.test, v.amount(state.players))
                                       for v in volumes), tuple(grants), state.rules)
    setup = Setup(tuple(state.names), chapter_seed(state, number), first_player(state),
                  chapter=rules)
    return setup, objectives, victory


# ----------------------------------------------------------------- a chapter's end


def places(game: Game, rules: int = CAMPAIGN_RULES) -> list[int]:
    """Players by score; a tie goes to the player who took the game's last turn, then to the
    one whose turn came closest before it (R-CAMP-6; R-SCORE-5 itself has no tie-breaker). By
    the first rules: the one later in the last round's turn order."""
    st = game.state
    n = len(st.players)
    last = st.current if rules >= STACKED else (st.first - 1) % n
    return sorted(range(n), key=lambda p: (-st.players[p].score, (last - p) % n))


def crests(book: CampaignBook, state: CampaignState, p: int) -> dict[str, int]:
    """A player's crests by kind: on their face-up Volumes and their crest tokens (R-CAMP-5)."""
    holding = state.holdings[p]
    found = dict.fromkeys(CREST_KINDS, 0)
    for volume_id in holding.volumes:
        for kind in book.volume(volume_id).crests:
            found[kind] += 1
    for kind in holding.crest_tokens:
        found[kind] += 1
    return found


def crest_tokens_left(state: CampaignState) -> list[str]:
    """The crest tokens one may still choose (R-CAMP-6): one of each kind for the whole
    campaign, as the booklet's three markers; by the first rules any kind, again and again."""
    if state.rules < STACKED:
        return list(CREST_KINDS)
    taken = {k for h in state.holdings for k in h.crest_tokens}
    return [k for k in CREST_KINDS if k not in taken]


def best_crest(book: CampaignBook, state: CampaignState, p: int) -> str:
    """The crest token a computer player chooses: of those left, the kind it is closest to a
    crest Volume in."""
    held = {k for h in state.holdings for k in h.crest_volumes}
    have = crests(book, state, p)
    left = crest_tokens_left(state)
    open_kinds = [k for k in left if k not in held] or left
    return max(open_kinds, key=lambda k: (have[k], -CREST_KINDS.index(k)))


def end_chapter(book: CampaignBook, state: CampaignState, game: Game, objectives: list[str],
                victory: list[str], record: GameRecord, choose: CrestChooser = best_crest,
                chosen: dict[int, str] | None = None, awaited: Collection[int] = ()
                ) -> ChapterResult:
    """Close a finished chapter (R-CAMP-3, 6, 7) and add it to the campaign. A crest token owed
    to a player in `awaited` (people, who choose it themselves) and not in `chosen` is left to
    choose (`crest_pending`, then `give_crest`); the others' are chosen by `choose`."""
    if not game.over or game.chapter is None:
        raise CampaignError("a chapter ends only when its game is over")
    number = len(state.chapters) + 1
    result = ChapterResult(number, record, objectives, victory, taken=dict(game.chapter.taken),
                           scores=[p.score for p in game.state.players],
                           places=places(game, state.rules))
    for volume_id, p in result.taken.items():  # in the order taken
        state.holdings[p].volumes.append(volume_id)
        result.crest_volumes += reach_crests(book, state, p)
    first, second = result.places[0], result.places[1]
    lead = result.scores[first] - result.scores[second]
    result.total = lead >= book.margins[state.players][number - 1]
    shares = [(first, 3)] if result.total else [(first, 2), (second, 1)]
    for p, count in shares:
        state.holdings[p].victory += count
    state.chapters.append(result)
    state.current = None
    crest_place = 1 if result.total else 2
    if crest_place >= state.players:
        result.crest_volumes += award_crest_volumes(book, state, result.places)
        return result
    p = result.places[crest_place]
    kind = (chosen or {}).get(p)
    if kind is None and p in awaited:
        result.crest_pending = p
        return result
    result.crest_pending = p
    give_crest(book, state, kind or choose(book, state, p))
    return result


def crest_pending(state: CampaignState) -> int | None:
    """The player whose crest token of the last chapter is still to be chosen (R-CAMP-6)."""
    return state.chapters[-1].crest_pending if state.chapters else None


def give_crest(book: CampaignBook, state: CampaignState, kind: str) -> None:
    """The crest token owed at the last chapter's end, of the kind chosen; then the crest
    Volumes (R-CAMP-6, R-CAMP-7)."""
    result = state.chapters[-1]
    p = result.crest_pending
    if p is None:
        raise CampaignError(f"chapter {result.number} owes no crest token")
    if kind not in CREST_KINDS:
        raise CampaignError(f"chapter {result.number}: {kind!r} is not a crest kind")
    if kind not in crest_tokens_left(state):
        raise CampaignError(f"chapter {result.number}: the crest token of {kind} is taken")
    result.crest_choices[p] = kind
    state.holdings[p].crest_tokens.append(kind)
    result.crest_pending = None
    result.crest_volumes += reach_crests(book, state, p)
    result.crest_volumes += award_crest_volumes(book, state, result.places)


def reach_crests(book: CampaignBook, state: CampaignState, p: int) -> list[tuple[int, str]]:
    """R-CAMP-7: each crest Volume nobody holds goes to the first to reach enough crests of
    its kind; asked each time p's crests grow (a Volume taken, a crest token), so only p can
    have reached it. By the first rules nothing here: the chapter's end decides."""
    if state.rules < STACKED:
        return []
    need = book.crests_needed[state.players]
    have = crests(book, state, p)
    awarded = []
    for kind in CREST_KINDS:
        if have[kind] >= need and not any(kind in h.crest_volumes for h in state.holdings):
            state.holdings[p].crest_volumes.append(kind)
            awarded.append((p, kind))
    return awarded


def award_crest_volumes(book: CampaignBook, state: CampaignState, order: list[int]
                        ) -> list[tuple[int, str]]:
    """By the first rules, each crest Volume nobody holds, at the chapter's end, to a player
    with enough crests of its kind: the most crests, then the better place (R-CAMP-7). From
    the second, `reach_crests` has given them already."""
    if state.rules >= STACKED:
        return []
    need = book.crests_needed[state.players]
    awarded = []
    for kind in CREST_KINDS:
        if any(kind in h.crest_volumes for h in state.holdings):
            continue
        have = {p: crests(book, state, p)[kind] for p in order}
        ready = [p for p in order if have[p] >= need]
        if ready:
            p = max(ready, key=lambda q: (have[q], -order.index(q)))
            state.holdings[p].crest_volumes.append(kind)
            awarded.append((p, kind))
    return awarded


# ----------------------------------------------------------------- the campaign's end


def standings(state: CampaignState) -> list[int]:
    """Players by Volumes, then Victory Volumes, then points in the last chapter (R-CAMP-10)."""
    return sorted(range(state.players), key=lambda p: _rank(state, p), reverse=True)


def _rank(state: CampaignState, p: int) -> tuple[int, int, int]:
    holding = state.holdings[p]
    last = state.chapters[-1].scores[p] if state.chapters else 0
    return holding.count, holding.victory, last


def campaign_winners(state: CampaignState) -> list[int]:
    """The campaign's winner(s) once three chapters are played; a full tie is shared."""
    if len(state.chapters) < CHAPTERS or crest_pending(state) is not None:
        return []
    best = max(_rank(state, p) for p in range(state.players))
    return [p for p in range(state.players) if _rank(state, p) == best]


# ----------------------------------------------------------------- loading


def load_campaign_file(path: Path, book: CampaignBook, edition: Edition) -> CampaignState:
    """A campaign rebuilt from its file by replaying its chapters' records; CampaignError (one
    line) when it is damaged or its records do not follow from one another."""
    kept = read_campaign_file(path)
    state = new_campaign(kept.names, kept.seed)
    state.seats, state.online, state.rules = kept.seats, kept.online, kept.rules
    for number, raw in enumerate(kept.chapters, 1):
        record: GameRecord = raw["record"]
        game, objectives, victory = _replay_chapter(book, state, edition, record)
        if not game.over:
            raise CampaignError(f"chapter {number} is kept as played but is unfinished")
        _check_volumes(book, number, raw["volumes"], (objectives, victory))
        waits = raw["crest_pending"]
        result = end_chapter(book, state, game, objectives, victory, record,
                             chosen=raw["crest_choices"],
                             awaited=() if waits is None else (waits,))
        if crest_pending(state) != waits:
            raise CampaignError(f"chapter {number}'s crest token is owed to another player")
        if result.crest_choices != raw["crest_choices"]:
            raise CampaignError(f"chapter {number} has a crest token chosen by one who owed none")
    if kept.current is not None:
        _replay_chapter(book, state, edition, kept.current)
        state.current = kept.current
    return state


def _check_volumes(book: CampaignBook, number: int, kept: tuple[list[str], list[str]] | None,
                   dealt: tuple[list[str], list[str]]) -> None:
    """The Volumes a played chapter's file names are those its seed dealt (none it lacks)."""
    if kept is None:
        return
    for volume_id in (*kept[0], *kept[1]):
        if volume_id not in {v.id for v in book.chapters[number - 1]}:
            raise CampaignError(f"chapter {number} names {volume_id[:40]!r}, not one of its "
                                f"Volumes")
    if kept != dealt:
        raise CampaignError(f"chapter {number}'s Volumes are not those dealt to it")


def _replay_chapter(book: CampaignBook, state: CampaignState, edition: Edition,
                    record: GameRecord) -> tuple[Game, list[str], list[str]]:
    number = len(state.chapters) + 1
    setup, objectives, victory = chapter_setup(book, state)
    # a chapter played at an online table has the server's seed (its dice are the players')
    hosted = record.dice is not None and replace(record.setup, seed=setup.seed) == setup
    if record.setup != setup and not hosted:
        raise CampaignError(f"chapter {number}'s record does not follow from the campaign")
    try:
        return replay(edition, record), objectives, victory
    except RecordError as error:
        raise CampaignError(f"chapter {number}: {error}") from None
