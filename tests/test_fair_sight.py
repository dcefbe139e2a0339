"""The computer players, the Hint and the review decide from what a seat may know (R-FAIR-1,
R-FAIR-2): reorder only the cards nobody has seen, or change the dice to come, and every one of
them answers the same."""

from __future__ import annotations

import random

import pytest

from game.ai import HINT_THINK, make_bot
from game.ai.hard_bot import HardBot
from game.analysis.judge import judge
from game.rules.engine import Game, Setup
from game.rules.state import clone_state
from game.rules.views import COUNTED, UNKNOWN, observation, resample, seen_game, unseen
from tests.scenario import NAMES, edition

DECKS = ("baron_deck", "threat_deck", "request_deck", "event_deck")


def coop_positions(count: int, seed: int) -> list[Game]:
    """Positions of random co-op games with a choice to make and cards still to come: half of
    them the round's last placement, where the next move brings the Baron's turn."""
    out: list[Game] = []
    rng = random.Random(seed)
    while len(out) < count:
        players = rng.choice((1, 2, 3))
        difficulty = rng.choice(("normal", "hard"))
        game, _ = Game.new(edition(), Setup(NAMES[:players], rng.getrandbits(32), 0, difficulty))
        stop = rng.randrange(20, 160)
        for step in range(stop):
            if game.over:
                break
            decision = game.decision
            assert decision is not None
            last_place = decision.kind == "place" and sum(
                len(p.hand) for p in game.state.players) <= 2
            if step > 10 and len(decision.options) > 2 and (last_place or step == stop - 1):
                break
            game.apply(rng.choice(decision.options))
        coop = game.state.coop
        if not game.over and coop is not None and coop.baron_deck and coop.event_deck:
            out.append(game)
    return out


def hidden_changed(game: Game, seed: int) -> Game:
    """The same position with the undrawn decks in another order and other dice to come."""
    other = Game(game.layout, clone_state(game.state))
    coop = other.state.coop
    assert coop is not None
    rng = random.Random(seed)
    for deck in DECKS:
        cards = getattr(coop, deck)
        for _ in range(10):  # another order whenever the deck holds two different cards
            rng.shuffle(cards)
            if cards != getattr(game.state.coop, deck) or len(set(cards)) < 2:
                break
    other.state.rng = rng.getrandbits(64)
    return other


POSITIONS = coop_positions(8, seed=3)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_bot_answers_the_same_whatever_the_hidden_cards_and_dice(level):
    for i, game in enumerate(POSITIONS):
        other = hidden_changed(game, i)
        bot = make_bot(level, seed=11, think=0.03)
        again = make_bot(level, seed=11, think=0.03)
        assert str(bot.choose(game)) == str(again.choose(other)), i


def test_the_hint_answers_the_same_whatever_the_hidden_cards_and_dice():
    for i, game in enumerate(POSITIONS[:4]):
        other = hidden_changed(game, 100 + i)
        hint = make_bot("hard", 5, think=HINT_THINK / 4)
        assert str(hint.choose(game)) == str(make_bot("hard", 5, HINT_THINK / 4).choose(other))


def test_the_review_weighs_a_move_the_same_whatever_the_hidden_cards_and_dice():
    for i, game in enumerate(POSITIONS[:4]):
        other = hidden_changed(game, 200 + i)
        played = game.options()[-1]
        first = judge(game, played, HardBot(2, 0.03), lambda: None)
        second = judge(other, other.options()[-1], HardBot(2, 0.03), lambda: None)
        assert (str(first.best), first.played_value, first.best_value) == \
            (str(second.best), second.played_value, second.best_value)


def test_a_bot_chooses_one_of_the_real_games_listed_moves():
    game = POSITIONS[0]
    move = make_bot("normal", 1).choose(game)
    assert any(move is option for option in game.options())


def test_an_observation_shows_no_dice_to_come_and_counts_the_undrawn_cards():
    game = POSITIONS[1]
    seen = observation(game.state)
    coop = game.state.coop
    assert "rng" not in seen
    for deck in DECKS:
        assert seen["coop"][deck] == [UNKNOWN] * len(getattr(coop, deck))
    assert set(COUNTED[type(coop)]) == set(DECKS)
    assert observation(hidden_changed(game, 1).state) == seen


def test_a_game_rebuilt_from_an_observation_asks_the_same_and_holds_no_real_card():
    game = POSITIONS[2]
    seen = seen_game(game)
    assert seen.decision == game.decision
    assert seen.state.rng != game.state.rng
    assert seen_game(hidden_changed(game, 4)).state == seen.state  # a stand-in for everything


def test_resampling_keeps_each_decks_size_and_deals_only_cards_nobody_has_seen():
    for game in POSITIONS:
        coop = game.state.coop
        assert coop is not None
        pools = unseen(edition(), coop)
        drawn = resample(game, 99).state.coop
        assert drawn is not None
        for deck in DECKS:
            assert len(getattr(drawn, deck)) == len(getattr(coop, deck))
            assert set(getattr(drawn, deck)) <= set(pools[deck])
            assert set(getattr(drawn, deck)).isdisjoint(coop.revealed + coop.events)
        again = resample(hidden_changed(game, 7), 99)
        assert again.state.coop == drawn and again.state.rng == resample(game, 99).state.rng


def test_resampling_draws_other_orders_for_other_seeds():
    game = POSITIONS[3]
    orders = {tuple(resample(game, seed).state.coop.baron_deck) for seed in range(20)}
    assert len(orders) > 1 or len(game.state.coop.baron_deck) < 2
