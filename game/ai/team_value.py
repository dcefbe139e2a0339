"""The value of a co-op position (R-COOP-*): the team's projected total, not one player's lead.

Team-mates share one value: the sum of every player's projected score (`Evaluator.values`)
plus what the co-op cards still hold for the team: a threat standing costs its penalty and an
event, the open request pays by the share already donated, each event left in the deck and each
request never revealed pays at the end (and an empty deck risks ending the game), each Baron
novice raises the target.
"""

from __future__ import annotations

from game.rules.constants import BARON
from game.rules.coop.content import CoopContent, team_scale
from game.rules.coop.state import CoopState
from game.rules.coop.team import event_bonus, hidden_bonus
from game.rules.engine import Game

# Chance that a threat with this many marks left still stands at its deadline, as a share of
# its penalty (one mark: 0.45, two: 0.7, three or more: about 0.9).
THREAT_RISK = (0.0, 0.45, 0.7, 0.85, 0.9)
REQUEST_REWARD_SHARE = 0.9  # a request not met yet may still fail: its reward counts a little less
EMPTY_DECK_RISK = 0.5  # share of the deck-out penalty counted while no event is left


def coop_terms(game: Game, coop: CoopState) -> float:
    """What the co-op cards are worth to the team now, in points."""
    cards = game.layout.edition.coop
    assert cards is not None
    st = game.state
    n = len(st.players)
    level = cards.difficulties[coop.difficulty]
    event_cost = level.event_bonus * n  # an event revealed is one fewer at the end
    # the events left and the requests never revealed, as the end scores them (R-COOP-12)
    total = float((event_bonus(game) + hidden_bonus(game)) * n)
    for threat in coop.threats:
        risk = THREAT_RISK[min(threat.marks, len(THREAT_RISK) - 1)]
        total -= risk * (cards.threats[threat.id].penalty * n + event_cost)
    total += _request(cards, coop, n, event_cost)
    if not coop.event_deck and st.phase != "over":
        total -= EMPTY_DECK_RISK * level.deck_out * n
    novices = (list(st.buildings.values()).count(BARON)
               + sum(owners.count(BARON) for owners in st.chapels.values()))
    return total - level.baron_novice * novices


def _request(cards: CoopContent, coop: CoopState, n: int, event_cost: int) -> float:
    request = coop.request
    if request is None:
        return 0.0
    card = cards.requests[request.id]
    asked = sum(k for _, k in card.tokens) * team_scale(n)
    done = 1.0 - sum(request.need.values()) / asked
    reward = card.reward * n * REQUEST_REWARD_SHARE
    return reward * done - (card.penalty * n + event_cost) * (1.0 - done)


def team_value(values: list[float], game: Game, coop: CoopState) -> float:
    """The team's projected total (every seat of a co-op game is valued the same)."""
    if game.state.phase == "over":
        return float(sum(p.score for p in game.state.players))
    return sum(values) + coop_terms(game, coop)
