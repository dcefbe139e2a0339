"""The team's side of a co-op game: threats answered by the players' actions (R-COOP-5),
donations to the open request (R-COOP-6), gifts between team-mates (R-COOP-10), the end of a
round, the end's settling (R-COOP-12) and the final result (R-COOP-8, R-COOP-9)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import events as E
from ..constants import BARON
from ..edition import TOKENS
from ..moves import Move, chapel_of
from ..scoring import final_scores
from . import events as C
from .baron import book, content, coop_of, lose, reveal_event, round_number
from .moves import MAX_TOKENS_PER_DIE, Donate, Give
from .state import OpenRequest, OpenThreat

if TYPE_CHECKING:
    from ..engine import Game

GIFT = "gift"  # the reason of tokens changed by a gift: a gift answers no threat
DONATION = "donation"


# ------------------------------------------------------------------ a die's co-op uses


def use_options(game: Game, p: int) -> list[Move]:
    """What a die may do instead of an action: donate to the open request (R-COOP-6), give to a
    team-mate (R-COOP-10); 1 or 2 tokens of one kind, as far as the player has them."""
    st = game.state
    c = coop_of(game)
    tokens = st.players[p].tokens
    opts: list[Move] = []
    if c.request is not None:
        for token in TOKENS:
            most = min(MAX_TOKENS_PER_DIE, tokens[token], c.request.need.get(token, 0))
            opts += [Donate(token, k) for k in range(1, most + 1)]
    for q in range(len(st.players)):
        if q != p:
            for token in TOKENS:
                most = min(MAX_TOKENS_PER_DIE, tokens[token])
                opts += [Give(q, token, k) for k in range(1, most + 1)]
    return opts


def apply_use(game: Game, p: int, move: Move, ev: list[E.Event]) -> None:
    if isinstance(move, Donate):
        donate(game, p, move, ev)
    else:
        assert isinstance(move, Give)
        game.gain(p, {move.token: -move.count}, GIFT, ev)
        game.gain(move.to, {move.token: move.count}, GIFT, ev)
        ev.append(C.TokensGiven(p, move.to, move.token, move.count))


def donate(game: Game, p: int, move: Donate, ev: list[E.Event]) -> None:
    c = coop_of(game)
    request = c.request
    assert request is not None
    game.gain(p, {move.token: -move.count}, DONATION, ev)
    request.need[move.token] -= move.count
    ev.append(C.Donated(p, request.id, move.token, move.count))
    if any(request.need.values()):
        return
    reward = content(game).requests[request.id].reward  # met: points for every player
    ev.append(C.RequestMet(None, request.id, reward))
    for q in range(len(game.state.players)):
        game.score(q, reward, f"request {request.id}", "coop", ev)
        book(game, "request_met", reward)
    c.request = None
    c.met += 1


# ------------------------------------------------------------------ threats answered


def action_done(game: Game, event: E.Event) -> str:
    """The threat action (content.THREAT_ACTIONS) a player's event is, "" if none."""
    if isinstance(event, E.NoviceSent):
        if chapel_of(event.target):
            return "chapel"
        return "cloister" if event.target in game.state.cloister else "building"
    if isinstance(event, E.GlassBuilt):
        return "glass"
    if isinstance(event, E.MessengerMoved):
        return "messenger"
    return ""


def actions_done(game: Game, ev: list[E.Event], seen: int) -> int:
    """Each action a player did since event `seen` takes a mark off the threat naming it with
    the earliest deadline (the oldest first). Asked at the end of every turn and before every
    question, so each action counts once and before its round ends. Returns the events seen."""
    c = coop_of(game)
    if not c.threats:
        return len(ev)
    done: list[tuple[int, str]] = []
    for event in ev[seen:]:
        if event.player is None:
            continue
        if isinstance(event, E.TokensChanged):
            if event.reason not in (GIFT, DONATION):
                done += [(event.player, t) for t, n in event.delta if n > 0 for _ in range(n)]
            continue
        action = action_done(game, event)
        if action:
            done.append((event.player, action))
    for p, action in done:
        weaken(game, p, action, ev)
    return len(ev)


def weaken(game: Game, p: int, action: str, ev: list[E.Event]) -> None:
    c = coop_of(game)
    named = [t for t in c.threats if content(game).threats[t.id].action == action]
    if not named:
        return
    threat = min(named, key=lambda t: t.deadline)  # min keeps the oldest of equal deadlines
    threat.marks -= 1
    ev.append(C.ThreatWeakened(p, threat.id, threat.marks))
    if threat.marks == 0:
        c.threats.remove(threat)
        c.answered += 1


# ------------------------------------------------------------------ the end of a round


def round_ended(game: Game, ev: list[E.Event]) -> None:
    """R-COOP-5, R-COOP-6: threats and the request whose last round this was are settled; each
    one that stands (or fails) costs every player its points and reveals an event."""
    st = game.state
    c = coop_of(game)
    now = round_number(st)
    for threat in [t for t in c.threats if t.deadline <= now]:
        threat_stood(game, threat, ev)
        reveal_event(game, now + 1, ev)
        if st.phase == "over":
            return
    request = c.request
    if request is not None and request.deadline <= now:
        request_failed(game, request, ev)
        reveal_event(game, now + 1, ev)


def threat_stood(game: Game, threat: OpenThreat, ev: list[E.Event]) -> None:
    """A threat still marked is settled: it costs every player its penalty (R-COOP-5)."""
    c = coop_of(game)
    c.threats.remove(threat)
    c.missed += 1
    penalty = content(game).threats[threat.id].penalty
    ev.append(C.ThreatStood(None, threat.id, penalty))
    for p in range(len(game.state.players)):
        lose(game, p, penalty, f"threat {threat.id}", ev)


def request_failed(game: Game, request: OpenRequest, ev: list[E.Event]) -> None:
    """The open request is not met: it costs every player its penalty (R-COOP-6)."""
    c = coop_of(game)
    c.request = None
    c.failed += 1
    penalty = content(game).requests[request.id].penalty
    ev.append(C.RequestFailed(None, request.id, penalty))
    for p in range(len(game.state.players)):
        lose(game, p, penalty, f"request {request.id}", ev)


# ------------------------------------------------------------------ the end of the game


def settle_end(game: Game, ev: list[E.Event]) -> None:
    """R-COOP-12: when the game ends, however it ends, each threat still standing costs every
    player its penalty and the open request fails; no event follows, the game being over."""
    c = coop_of(game)
    for threat in list(c.threats):
        threat_stood(game, threat, ev)
    if c.request is not None:
        request_failed(game, c.request, ev)


def end_costs(game: Game) -> int:
    """R-COOP-12: what settling the end now costs each player (threats standing, the open
    request)."""
    c = coop_of(game)
    cards = content(game)
    cost = sum(cards.threats[t.id].penalty for t in c.threats)
    return cost + (0 if c.request is None else cards.requests[c.request.id].penalty)


def event_bonus(game: Game) -> int:
    """R-COOP-7: what each player scores at the end for the events left in the deck (nothing
    once the deck ran out: none is left)."""
    c = coop_of(game)
    return content(game).difficulties[c.difficulty].event_bonus * len(c.event_deck)


def hidden_bonus(game: Game) -> int:
    """R-COOP-12: what each player scores at the end for the requests never revealed, paid as
    the events left are (the booklet pays both alike)."""
    c = coop_of(game)
    return content(game).difficulties[c.difficulty].event_bonus * len(c.request_deck)


def final_bonus(game: Game) -> None:
    """R-COOP-7, R-COOP-12: each event left in the deck and each request never revealed gives
    every player the difficulty's points."""
    st = game.state
    events, hidden = event_bonus(game), hidden_bonus(game)
    row = st.final.setdefault("coop", [0] * len(st.players))
    for p in range(len(st.players)):
        row[p] += events + hidden
        book(game, "events_left", events)
        book(game, "requests_unrevealed", hidden)


def total_if_ended(game: Game) -> int:
    """The team's total (R-COOP-8) if the game ended now: every player's points so far plus
    the final scoring of the board and tokens as they stand (R-SCORE-*), the threats and the
    request settled and the events and requests left (R-COOP-7, R-COOP-12). Over: the team's
    total."""
    st = game.state
    if st.phase == "over":
        return sum(p.score for p in st.players)
    board = final_scores(game.layout, st)
    each = event_bonus(game) + hidden_bonus(game) - end_costs(game)
    return sum(sum(row) for row in board.values()) + each * len(st.players)


def target(game: Game) -> int:
    """R-COOP-8: the difficulty's target for the team's size, raised for each Baron novice on
    the board."""
    st = game.state
    level = content(game).difficulties[coop_of(game).difficulty]
    novices = (list(st.buildings.values()).count(BARON)
               + sum(owners.count(BARON) for owners in st.chapels.values()))
    return level.target[len(st.players) - 1] + level.baron_novice * novices


def outcome(game: Game, totals: list[int], ev: list[E.Event]) -> list[int]:
    """R-COOP-8: won together when the team's total reaches the target, also after the event
    deck ran out (R-COOP-7: its points are lost first); every player is a winner of a won game,
    none of a lost one."""
    c = coop_of(game)
    c.total = sum(totals)
    c.target = target(game)
    if c.total >= c.target:
        c.reason = "target_reached"
    elif c.reason != "events_ran_out":  # a deck run out is why a game below the target ended
        c.reason = "below_target"
    c.outcome = "won" if c.reason == "target_reached" else "lost"
    ev.append(C.CoopEnded(None, c.outcome, c.total, c.target, c.reason))
    return list(range(len(totals))) if c.outcome == "won" else []
