"""The Baron (R-COOP-3, R-COOP-4, R-COOP-7): his turn once a round, the effects of his cards and
of events, and the event deck. He never chooses: every card is drawn from the game's seeded
generator and resolved from top to bottom, and whatever a card leaves open is settled by a fixed
order (monasteries A to E, buildings in the board's order, dice spaces as named)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import events as E
from .. import rng
from ..constants import BARON, CHAPEL_CAPACITY, NEUTRAL_DICE, table_size
from ..edition import MONASTERIES
from ..moves import chapel_target
from . import events as C
from .content import CoopContent, CoopEffect, CoopKind, team_scale
from .state import CoopState, OpenRequest, OpenThreat

if TYPE_CHECKING:
    from ..engine import Game
    from ..state import GameState


def content(game: Game) -> CoopContent:
    found = game.layout.edition.coop
    assert found is not None  # a co-op game is only set up with the content (R-COOP-1)
    return found


def coop_of(game: Game) -> CoopState:
    found = game.state.coop
    assert found is not None
    return found


def shuffled(state: GameState, items: list[str] | tuple[str, ...]) -> list[str]:
    """The items in an order drawn from the game's generator."""
    state.rng, out = rng.shuffle(state.rng, items)
    return out


def new_coop(state: GameState, cards: CoopContent, difficulty: str, players: int) -> CoopState:
    """The co-op part of the set-up (R-COOP-2): the Baron's deck, the threats, the requests and
    the events dealt for the difficulty, each shuffled with the game's generator."""
    level = cards.difficulties[difficulty]
    return CoopState(
        difficulty=difficulty,
        baron_deck=shuffled(state, level.baron),
        threat_deck=shuffled(state, sorted(cards.threats)),
        request_deck=shuffled(state, sorted(cards.requests))[: level.requests],
        event_deck=shuffled(state, sorted(cards.events))[: level.events[players - 1]],
    )


def round_number(state: GameState) -> int:
    """The current round counted over the whole game, from 1."""
    return (state.year - 1) * table_size(len(state.players)) + state.round


def baron_turn(game: Game, ev: list[E.Event]) -> None:
    """R-COOP-3: once a round, when the last die is placed, the Baron draws his top card and
    resolves it; then a request is revealed if none is open (R-COOP-6)."""
    st = game.state
    c = coop_of(game)
    if not c.baron_deck:  # his deck runs out: his played cards are shuffled into a new one
        c.baron_deck = shuffled(st, c.baron_discard)
        c.baron_discard = []
    card = c.baron_deck.pop()
    c.baron_discard.append(card)
    c.baron_card = card
    ev.append(C.BaronCardDrawn(None, card, len(c.baron_deck)))
    now = round_number(st)
    for line, effect in enumerate(content(game).baron[card].effects):
        done: list[E.Event] = []
        resolve(game, effect, now, done)
        ev.append(card_line(game, card, line, effect, done))
        ev += done
        if st.phase == "over":
            return
    if c.request is None and c.request_deck:
        reveal_request(game, now, ev)


def card_line(game: Game, card: str, line: int, effect: CoopEffect,
              done: list[E.Event]) -> C.BaronLine:
    """What one line of his card did, read from the events it caused (`done`)."""
    kind = effect.kind
    count = effect.amount
    target = ""
    cards: tuple[str, ...] = ()
    if kind == CoopKind.TAKE_DICE:
        count = sum(e.count for e in done if isinstance(e, C.BaronDiceTaken))
    elif kind == CoopKind.NOVICE:
        target = next((e.target for e in done if isinstance(e, C.BaronNovicePlaced)), "")
        count = 1 if target else 0
    elif kind == CoopKind.GLASS:
        count = sum(1 for e in done if isinstance(e, C.BaronGlassTaken))
    elif kind == CoopKind.THREAT:
        cards = tuple(e.threat for e in done if isinstance(e, C.ThreatRevealed))
        count = len(cards)
    elif kind == CoopKind.EVENT:
        cards = tuple(e.card for e in done if isinstance(e, C.EventRevealed))
        count = len(cards)
    return C.BaronLine(None, card, line, kind.value, effect.amount, count, effect.space,
                       coop_of(game).messenger, tuple(baron_monasteries(game)), target, cards)


def resolve(game: Game, effect: CoopEffect, start: int, ev: list[E.Event]) -> None:
    """One line of a Baron card or an event (`start`: the round a threat revealed now is
    counted from)."""
    kind = effect.kind
    if kind == CoopKind.TAKE_DICE:
        take_dice(game, effect.space, effect.amount, ev)
    elif kind == CoopKind.MESSENGER:
        move_messenger(game, effect.amount, ev)
    elif kind == CoopKind.NOVICE:
        place_novice(game, effect.area, ev)
    elif kind == CoopKind.GLASS:
        take_glass(game, effect.amount, ev)
    elif kind == CoopKind.THREAT:
        for _ in range(effect.amount):
            reveal_threat(game, start, ev)
    elif kind == CoopKind.EVENT:
        for _ in range(effect.amount):
            reveal_event(game, start, ev)
            if game.state.phase == "over":
                return
    elif kind == CoopKind.LOSE_TOKENS:
        for p, player in enumerate(game.state.players):
            delta = {t: -min(n, player.tokens[t]) for t, n in effect.tokens if player.tokens[t]}
            if delta:
                game.gain(p, delta, "event", ev)
    elif kind == CoopKind.LOSE_POINTS:
        for p in range(len(game.state.players)):
            lose(game, p, effect.amount, "event", ev)


def take_dice(game: Game, space: int, count: int, ev: list[E.Event]) -> None:
    """Baron dice: up to `count` neutral dice leave the dice space, used up for the round. A
    player's own die is never taken."""
    st = game.state
    dice = st.dice_spaces[space - 1]
    taken = [d for d in dice if d.owner is None][:count]
    if not taken:
        return
    gone = {id(d) for d in taken}
    st.dice_spaces[space - 1] = [d for d in dice if id(d) not in gone]
    st.spent += taken
    ev.append(C.BaronDiceTaken(None, space, len(taken)))


def move_messenger(game: Game, steps: int, ev: list[E.Event]) -> None:
    c = coop_of(game)
    start = c.messenger
    c.messenger = (c.messenger + steps) % len(game.layout.road)
    ev.append(C.BaronMessengerMoved(None, start, c.messenger))


def baron_monasteries(game: Game) -> list[str]:
    """The monasteries connected to the Baron's messenger's space, A to E."""
    connects = game.layout.road[coop_of(game).messenger].connects
    return [m for m in MONASTERIES if m in connects]


def place_novice(game: Game, area: str, ev: list[E.Event]) -> None:
    """A Baron novice goes to the first free place of the area in the monasteries his messenger
    reaches, A to E (buildings in the board's order); none free: no novice."""
    st = game.state
    cap = CHAPEL_CAPACITY[table_size(len(st.players))]
    for m in baron_monasteries(game):
        if area == "chapel":
            if len(st.chapels[m]) < cap:
                st.chapels[m].append(BARON)
                ev.append(C.BaronNovicePlaced(None, chapel_target(m)))
                return
            continue
        for b in game.layout.buildings_in[m]:
            if st.buildings[b] is None:
                st.buildings[b] = BARON
                ev.append(C.BaronNovicePlaced(None, b))
                return
    ev.append(C.BaronNovicePlaced(None, ""))


def take_glass(game: Game, count: int, ev: list[E.Event]) -> None:
    """Window tiles leave the chapels of the monasteries his messenger reaches, one from each in
    turn, A to E, until `count` are taken or none is left there."""
    st = game.state
    c = coop_of(game)
    reached = baron_monasteries(game)
    while count > 0 and any(st.chapel_tiles[m] for m in reached):
        for m in reached:
            if count > 0 and st.chapel_tiles[m]:
                st.chapel_tiles[m] -= 1
                c.tiles += 1
                count -= 1
                ev.append(C.BaronGlassTaken(None, m))


def reveal_threat(game: Game, start: int, ev: list[E.Event]) -> None:
    """R-COOP-5: the next threat comes with its marks; none left in the deck: nothing."""
    c = coop_of(game)
    if not c.threat_deck:
        return
    card = content(game).threats[c.threat_deck.pop()]
    level = content(game).difficulties[c.difficulty]
    marks = card.marks * team_scale(len(game.state.players)) + level.threat_marks
    threat = OpenThreat(card.id, marks, start + card.rounds - 1)
    c.threats.append(threat)
    c.revealed.append(card.id)
    ev.append(C.ThreatRevealed(None, card.id, marks, threat.deadline))


def reveal_request(game: Game, start: int, ev: list[E.Event]) -> None:
    """R-COOP-6: the next request, its tokens times the team's size (at most 2)."""
    c = coop_of(game)
    card = content(game).requests[c.request_deck.pop()]
    scale = team_scale(len(game.state.players))
    need = {t: k * scale for t, k in card.tokens}
    c.request = OpenRequest(card.id, need, start + card.rounds - 1)
    c.revealed.append(card.id)
    ev.append(C.RequestRevealed(None, card.id, tuple(need.items()), c.request.deadline))


def reveal_event(game: Game, start: int, ev: list[E.Event]) -> None:
    """R-COOP-7: the top event happens; with none left the game ends at once, every player
    loses the difficulty's points and the target decides (R-COOP-8)."""
    c = coop_of(game)
    if not c.event_deck:
        penalty = content(game).difficulties[c.difficulty].deck_out
        ev.append(C.EventDeckEmpty(None, penalty))
        for p in range(len(game.state.players)):
            lose(game, p, penalty, "event deck empty", ev)
        c.reason = "events_ran_out"
        game.end_now(ev)
        return
    event = c.event_deck.pop()
    c.events.append(event)
    ev.append(C.EventRevealed(None, event, len(c.event_deck)))
    for effect in content(game).events[event].effects:
        resolve(game, effect, start, ev)


def lose(game: Game, p: int, points: int, reason: str, ev: list[E.Event]) -> None:
    """Co-op points lost (R-COOP-5, R-COOP-6, R-COOP-7), kept with the co-op points scored."""
    if points <= 0:
        return
    player = game.state.players[p]
    player.score -= points
    player.scored["coop"] = player.scored.get("coop", 0) - points
    book(game, loss_kind(game, reason), -points)
    ev.append(C.PointsLost(p, points, reason))


def loss_kind(game: Game, reason: str) -> str:
    """The account's kind of a loss: its reason without the card ("threat t3": "threat")."""
    words = reason.split()
    cards = content(game)
    if len(words) > 1 and (words[-1] in cards.threats or words[-1] in cards.requests):
        words = words[:-1]
    return "_".join(words)


def book(game: Game, kind: str, points: int) -> None:
    """The team's co-op points kept by kind, for the account the players read (R-COOP-11)."""
    c = coop_of(game)
    c.points[kind] = c.points.get(kind, 0) + points


def check_players(content: CoopContent | None, players: int, difficulty: str) -> None:
    """2 to 4 players; together against the Baron 1 to 4, at a difficulty of the edition's
    (`difficulty` "": a competitive game)."""
    if not difficulty:
        if players not in NEUTRAL_DICE:
            raise ValueError(f"Monasterium is for 2 to 4 players, not {players}")
        return
    if not 1 <= players <= 4:  # R-COOP-1
        raise ValueError(f"a game together against the Baron is for 1 to 4 players, not {players}")
    if content is None or difficulty not in content.difficulties:
        known = ", ".join(content.difficulties) if content else "none"
        raise ValueError(f"unknown difficulty {difficulty!r} (known: {known})")
