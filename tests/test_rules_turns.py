"""Components, setup, rounds, dice placement, taking dice and the standard actions.

Rules: R-COMP-*, R-SETUP-*, R-ROUND-*, R-PLACE-*, R-ACT-*, R-STD-* (data/rules/RULES.md), with the
rulebook's two worked examples (Barbara's placement, dice space 5).
"""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest

from game.ai.random_bot import RandomBot
from game.rules import events as E
from game.rules import rng
from game.rules.constants import NEUTRAL_DICE
from game.rules.edition import BUILDING_KINDS, COLUMNS, MONASTERIES, TOKENS
from game.rules.engine import Game, IllegalOption, Setup
from game.rules.invariants import violations
from game.rules.state import Die, to_json
from game.rules.task_info import UseInfo
from tests.scenario import (
    NAMES,
    at_action,
    edition,
    kinds,
    new_game,
    option_texts,
    put_novice,
    task,
    tokens,
    with_dice,
)

PLAYERS = (2, 3, 4)


# ------------------------------------------------------------------ helpers


def take_options(game: Game, space: int) -> list[str]:
    return [o for o in option_texts(game) if o.startswith(f"take:{space}:")]


def assert_refused(game: Game, option: str) -> None:
    before = to_json(game.state)
    with pytest.raises(IllegalOption):
        game.apply(option)
    assert to_json(game.state) == before


def set_hand(game: Game, player: int, dice: list[tuple[int | None, int]]) -> None:
    """`player`'s rolled dice, (owner, value) each, and the "place" question for them."""
    st = game.state
    st.players[player].hand = [Die(owner, value) for owner, value in dice]
    st.current = player
    st.stack[-1].player = player
    game.settle()


def finish_turn(game: Game, player: int) -> list:
    """Answer `player`'s pending questions (road bonuses...) with the first option."""
    events = []
    while game.decision and game.decision.player == player and game.decision.kind != "take":
        events += game.apply(option_texts(game)[0])
    return events


@cache
def random_game(players: int, seed: int) -> tuple[tuple, tuple[str, ...]]:
    """A whole random legal game: all its events, and the violated invariants met on the way."""
    game, events = Game.new(edition(), Setup(NAMES[:players], seed))
    bot = RandomBot(seed)
    broken: list[str] = []
    while not game.over:
        events += game.apply(bot.choose(game))
        broken += violations(game)
    return tuple(events), tuple(broken)


def rounds_of(events: tuple) -> list[list]:
    """The events split at each RoundStarted (the first chunk starts with it)."""
    chunks: list[list] = []
    for e in events:
        if isinstance(e, E.RoundStarted):
            chunks.append([])
        if chunks:
            chunks[-1].append(e)
    return chunks


def assert_clockwise(turns: list[int], first: int, n: int) -> None:
    """Turns go clockwise from `first`; a skipped player never plays again in that phase."""
    active, expected = set(range(n)), first
    for p in turns:
        while expected != p:
            active.discard(expected)
            expected = (expected + 1) % n
        assert p in active, f"player {p} plays after being skipped: {turns}"
        expected = (p + 1) % n


GAMES = [(n, seed) for n in PLAYERS for seed in (1, 2, 3)]


# ------------------------------------------------------------- components


@pytest.mark.parametrize("players", PLAYERS)
def test_five_monasteries_with_three_building_kinds_chapel_and_cloister(players):  # R-COMP-1
    game = new_game(players)
    lay = game.layout
    assert set(game.state.chapels) == set(MONASTERIES) == set("ABCDE")
    for m in MONASTERIES:
        assert {lay.kind[b] for b in lay.buildings_in[m]} == set(BUILDING_KINDS)
        assert len(lay.cloister_in[m]) >= 2


def test_a_building_holds_one_novice():  # R-COMP-1
    game = new_game(2)
    tokens(game, 0, influence=5, soup=5)
    put_novice(game, 1, "A1")
    with_dice(game, "A")
    targets = {o.target for o in game.options()}
    assert "A2" in targets and "A1" not in targets


@pytest.mark.parametrize("players", PLAYERS)
def test_road_has_connected_and_bonus_spaces_first_and_last(players):  # R-COMP-2
    game = new_game(players)
    road = game.layout.road
    assert len(road) >= 2
    assert set().union(*(s.connects for s in road)) == set(MONASTERIES)
    assert any(s.bonus for s in road) and road[0].bonus is None
    assert road[-1].bonus == "personal_die"
    assert all(p.messenger == 0 for p in game.state.players)


@pytest.mark.parametrize(("players", "side"), [(2, "two"), (3, "three_four"), (4, "three_four")])
def test_board_side_by_player_count(players, side):  # R-COMP-3, R-SETUP-1
    game = new_game(players)
    assert game.state.side == side == game.layout.side.id
    other = new_game(2 if players > 2 else 4)
    assert set(other.state.buildings) != set(game.state.buildings)


def test_six_dice_spaces_six_is_the_joker():  # R-COMP-4
    game = new_game(2)
    assert len(game.state.dice_spaces) == 6
    at_action(game, 0, {6: [None, None], 2: [None]})
    assert take_options(game, 6) == [f"take:6:{c}" for c in COLUMNS]


def test_token_supply_never_runs_out():  # R-COMP-5
    game = new_game(4)
    # the box holds 36 Soup: the players already hold more, and taking still works
    for p in range(4):
        tokens(game, p, soup=40)
    with_dice(game, "B", count=3)
    assert game.state.players[0].tokens["soup"] == 43
    assert set(game.state.players[0].tokens) == set(TOKENS)


def test_forty_glass_tiles_eight_per_monastery_with_four_players():  # R-COMP-6, R-SETUP-2
    game = new_game(4)
    assert game.state.chapel_tiles == dict.fromkeys(MONASTERIES, 8)
    assert sum(game.state.chapel_tiles.values()) == 40


def test_fifteen_missions_five_per_category():  # R-COMP-7
    cards = edition().missions
    assert len(cards) == 15
    assert Counter(c.category for c in cards) == {"A": 5, "B": 5, "C": 5}


@pytest.mark.parametrize("players", PLAYERS)
def test_each_player_owns_24_novices_five_tiles_window_and_reroll_tile(players):
    # R-COMP-8, R-SETUP-5
    game = new_game(players)
    for p in game.state.players:
        assert [len(row) for row in p.novices] == [5, 5, 5, 5]
        assert sum(map(sum, p.novices)) == 20 and p.extras == [True] * 4
        assert p.yellow == [False] * 5  # five action tiles, white side up
        assert p.window == [[None] * 3 for _ in range(3)]
        assert p.reroll_active and p.messenger == 0 and p.score == 0
        assert p.personal_dice == 1
    assert violations(game) == []


def test_at_most_three_personal_dice():  # R-COMP-8
    game = new_game(2)
    game.state.players[0].personal_dice = 2  # the third die can still be taken...
    task(game, "bonus_die")
    game.apply("die:take")
    assert game.state.players[0].personal_dice == 3
    game = new_game(2)
    game.state.players[0].personal_dice = 3  # ...a fourth cannot: 5 points instead
    events = task(game, "bonus_die")
    assert game.state.players[0].personal_dice == 3
    assert [e.points for e in kinds(events, E.PointsScored)] == [5]


@pytest.mark.parametrize(("players", "neutral"), [(2, 10), (3, 9), (4, 8)])
def test_neutral_dice_in_play_fit_the_box_of_ten(players, neutral):  # R-COMP-9, R-SETUP-6
    game = new_game(players)
    in_hands = [d for p in game.state.players for d in p.hand if d.owner is None]
    assert len(in_hands) == neutral <= 10


@pytest.mark.parametrize(("n", "seed"), GAMES)
def test_invariants_hold_through_random_games(n, seed):  # R-COMP-8 (24 novices), R-COMP-9
    events, broken = random_game(n, seed)
    assert broken == ()
    assert isinstance(events[-1], E.GameEnded)


# ------------------------------------------------------------------ setup


def test_three_players_block_the_spaces_marked_four():  # R-SETUP-1
    game = new_game(3)
    four = {s.id for s in (*game.layout.side.buildings, *game.layout.side.cloister) if s.four}
    assert four and set(game.state.blocked) == four
    assert not four & (set(game.state.buildings) | set(game.state.cloister))
    assert new_game(4).state.blocked == [] and new_game(2).state.blocked == []


@pytest.mark.parametrize(("players", "usable"), [(3, False), (4, True)])
def test_blocked_spaces_are_never_targets(players, usable):  # R-SETUP-1
    game = new_game(players)
    tokens(game, 0, influence=9, soup=9, rosary=9)
    put_novice(game, 0, "A2")  # A7 (A1, A2) and A8 (A2, A3) now touch one of her buildings
    with_dice(game, "A")
    targets = {o.target for o in game.options()}
    assert {"A1", "A7"} <= targets
    assert ("A3" in targets) is usable and ("A8" in targets) is usable


@pytest.mark.parametrize("players", PLAYERS)
def test_two_glass_tiles_per_player_on_each_chapel(players):  # R-SETUP-2
    assert new_game(players).state.chapel_tiles == dict.fromkeys(MONASTERIES, 2 * players)


def test_game_starts_in_year_one():  # R-SETUP-3
    game, events = Game.new(edition(), Setup(NAMES[:3], 5, 2))
    assert (game.state.year, game.state.round) == (1, 1)
    assert events[0] == E.RoundStarted(2, 1, 1)


def test_two_missions_of_each_category_are_revealed():  # R-SETUP-4
    picks = set()
    for seed in range(12):
        st = new_game(2, seed=seed).state
        assert [m[0] for m in st.missions] == ["A", "A", "B", "B", "C", "C"]
        assert len(set(st.missions)) == 6
        assert st.mission_discs == {m: [] for m in st.missions}
        picks.add(tuple(st.missions))
    assert len(picks) > 1  # shuffled, not always the same cards


@pytest.mark.parametrize("players", PLAYERS)
def test_each_player_starts_with_one_personal_die_in_hand(players):  # R-SETUP-5, R-SETUP-6
    game = new_game(players)
    for p, player in enumerate(game.state.players):
        owners = Counter(d.owner for d in player.hand)
        assert owners == {None: NEUTRAL_DICE[players], p: 1}


@pytest.mark.parametrize("players", PLAYERS)
def test_starting_tokens(players):  # R-SETUP-7
    for player in new_game(players).state.players:
        assert player.tokens == {"influence": 2, "soup": 2, "rosary": 1, "tool": 0, "book": 0}


@pytest.mark.parametrize("first", [0, 1, 2])
def test_chosen_first_player_takes_the_chalice(first):  # R-SETUP-8
    game = new_game(3, first=first)
    assert game.state.first == first
    assert game.decision.player == first and game.decision.kind == "place"


def test_random_first_player_comes_from_the_seed():  # R-SETUP-8
    firsts = [Game.new(edition(), Setup(NAMES[:4], s))[0].state.first for s in range(20)]
    assert set(firsts) == {0, 1, 2, 3}  # any seat may be drawn
    again = [Game.new(edition(), Setup(NAMES[:4], s))[0].state.first for s in range(20)]
    assert again == firsts


# ------------------------------------------------------------ game structure


@pytest.mark.parametrize(("n", "seed"), GAMES)
def test_three_years_of_n_rounds_each_player_first_once(n, seed):  # R-ROUND-1, R-ROUND-4
    events, _ = random_game(n, seed)
    started = kinds(events, E.RoundStarted)
    assert [(e.year, e.round) for e in started] == [
        (y, r) for y in (1, 2, 3) for r in range(1, n + 1)
    ]
    for year in (1, 2, 3):
        assert sorted(e.player for e in started if e.year == year) == list(range(n))
    assert [e.year for e in kinds(events, E.YearEnded)] == [1, 2, 3]
    ended = [(e.year, e.round) for e in kinds(events, E.RoundEnded)]
    assert ended == [(e.year, e.round) for e in started]


@pytest.mark.parametrize(("n", "seed"), GAMES)
def test_year_ends_after_last_round_and_game_after_year_three(n, seed):  # R-ROUND-4
    events, _ = random_game(n, seed)
    for i, e in enumerate(events):
        if isinstance(e, E.YearEnded):
            assert events[i - 1] == E.RoundEnded(None, e.year, n)
            after = events[i + 1]
            if e.year < 3:
                assert isinstance(after, E.RoundStarted) and (after.year, after.round) == (
                    e.year + 1, 1)
            else:
                assert isinstance(after, E.GameEnded) and after is events[-1]


@pytest.mark.parametrize(("n", "seed"), GAMES)
def test_phases_run_clockwise_from_the_first_player(n, seed):  # R-ROUND-2, R-ACT-9
    events, _ = random_game(n, seed)
    for chunk in rounds_of(events):
        first = chunk[0].player
        rolls = [e.player for e in chunk if isinstance(e, E.DiceRolled) and not e.reroll]
        takes = [e.player for e in chunk if isinstance(e, E.DiceTaken)]
        assert rolls[0] == first and takes[0] == first
        assert_clockwise(rolls, first, n)
        assert_clockwise(takes, first, n)
        # the whole placement phase comes before the action phase
        first_take = next(i for i, e in enumerate(chunk) if isinstance(e, E.DiceTaken))
        assert not [e for e in chunk[first_take:] if isinstance(e, E.DiceRolled) and not e.reroll]


@pytest.mark.parametrize(("n", "seed"), GAMES)
def test_chalice_passes_left_and_dice_come_back_each_round(n, seed):  # R-ROUND-3
    events, _ = random_game(n, seed)
    chunks = rounds_of(events)
    firsts = [c[0].player for c in chunks]
    assert firsts == [(firsts[0] + i) % n for i in range(len(firsts))]
    owned = [1] * n
    for chunk in chunks:
        first_roll = {}
        for e in chunk:
            if isinstance(e, E.DiceRolled) and not e.reroll:
                first_roll.setdefault(e.player, e.dice)
        assert set(first_roll) == set(range(n))
        for p, dice in first_roll.items():
            assert Counter(owner for owner, _ in dice) == {None: NEUTRAL_DICE[n], p: owned[p]}
        for e in kinds(chunk, E.PersonalDieGained):
            owned[e.player] += 1


def test_end_of_round_resets_reroll_tiles_and_hands():  # R-ROUND-3
    game = new_game(2, first=0)
    st = game.state
    for p in st.players:
        p.reroll_active = False
    st.players[0].personal_dice = 2  # gained one earlier (R-ROAD-5)
    events = at_action(game, 0, {2: [None]})  # her last die: the round ends
    assert E.RoundEnded(None, 1, 1) in events and E.RoundStarted(1, 1, 2) in events
    assert (st.first, st.year, st.round, st.phase) == (1, 1, 2, "placement")
    assert all(p.reroll_active for p in st.players)
    assert Counter(d.owner for d in st.players[0].hand) == {None: 5, 0: 2}
    assert Counter(d.owner for d in st.players[1].hand) == {None: 5, 1: 1}
    assert st.spent == [] and all(space == [] for space in st.dice_spaces)


@pytest.mark.parametrize("year", [1, 2])
def test_last_round_of_a_year_moves_the_hourglass(year):  # R-ROUND-4
    game = new_game(2, first=1)
    game.state.year, game.state.round = year, 2
    events = at_action(game, 1, {3: [None]})
    assert kinds(events, E.YearEnded) == [E.YearEnded(None, year)]
    assert E.RoundStarted(0, year + 1, 1) in events
    assert (game.state.year, game.state.round, game.state.first) == (year + 1, 1, 0)


def test_last_round_of_year_three_ends_the_game():  # R-ROUND-4
    game = new_game(2, first=1)
    game.state.year, game.state.round = 3, 2
    events = at_action(game, 1, {3: [None]})
    assert isinstance(events[-1], E.GameEnded)
    assert not kinds(events, E.RoundStarted)
    assert game.over and game.decision is None and option_texts(game) == []
    assert_refused(game, "place:1")


# ------------------------------------------------------------ dice placement


def test_barbara_places_both_twos_and_keeps_the_one():  # R-PLACE-1 (rulebook example)
    game = new_game(2, first=0)
    st = game.state
    st.dice_spaces[1] = [st.players[1].hand.pop()]  # a die already on space 2
    st.dice_spaces[1][0].value = 2
    set_hand(game, 0, [(None, 1), (None, 2), (0, 2)])
    assert [o for o in option_texts(game) if o.startswith("place")] == ["place:1", "place:2"]
    events = game.apply("place:2")
    assert kinds(events, E.DicePlaced) == [E.DicePlaced(0, 2, (None, 0))]
    assert [(d.owner, d.value) for d in st.dice_spaces[1]] == [(1, 2), (None, 2), (0, 2)]
    assert [(d.owner, d.value) for d in st.players[0].hand] == [(None, 1)]
    assert game.decision.player == 1
    # her next turn: she rolls the one die left in her hand
    events = game.apply(next(o for o in option_texts(game) if o.startswith("place")))
    rolled = [e for e in kinds(events, E.DiceRolled) if e.player == 0]
    assert len(rolled) == 1 and [owner for owner, _ in rolled[0].dice] == [None]
    assert game.decision.player == 0 and game.decision.kind == "place"


@pytest.mark.parametrize("value", range(1, 7))
def test_place_puts_every_die_of_that_number_on_its_space(value):  # R-PLACE-1, R-COMP-4
    game = new_game(2, first=0)
    hand = [(None, value), (None, 7 - value), (0, value), (None, value)]
    set_hand(game, 0, hand)
    assert {o for o in option_texts(game) if o.startswith("place")} == {
        f"place:{value}", f"place:{7 - value}"}
    game.apply(f"place:{value}")
    space = game.state.dice_spaces[value - 1]
    assert [(d.owner, d.value) for d in space] == [(None, value), (0, value), (None, value)]
    assert [d.value for d in game.state.players[0].hand] == [7 - value]


def test_cannot_place_a_number_not_rolled():  # R-PLACE-1
    game = new_game(2, first=0)
    set_hand(game, 0, [(None, 3), (0, 3)])
    assert_refused(game, "place:4")


def test_must_place_even_when_everyone_else_is_done():  # R-PLACE-2
    game = new_game(2, first=0)
    game.state.players[1].hand = []
    set_hand(game, 0, [(None, 3), (None, 5)])
    assert all(o.startswith(("place:", "reroll:")) for o in option_texts(game))
    assert_refused(game, "pass")
    events = game.apply("place:3")
    rolled = kinds(events, E.DiceRolled)
    assert [(e.player, len(e.dice)) for e in rolled] == [(0, 1)]  # her turn again
    assert game.state.phase == "placement" and game.decision.player == 0
    game.apply(f"place:{game.state.players[0].hand[0].value}")
    assert game.state.phase == "actions"  # all dice placed: the action phase begins
    assert sorted(d.value for s in game.state.dice_spaces for d in s)[0] == 3
    assert sum(len(s) for s in game.state.dice_spaces) == 2


@pytest.mark.parametrize(("n", "seed"), GAMES)
def test_every_placement_turn_places_dice_until_all_are_placed(n, seed):  # R-PLACE-2
    events, _ = random_game(n, seed)
    for chunk in rounds_of(events):
        action_start = next(i for i, e in enumerate(chunk) if isinstance(e, E.DiceTaken))
        placement = chunk[:action_start]
        turns = [i for i, e in enumerate(placement)
                 if isinstance(e, E.DiceRolled) and not e.reroll] + [len(placement)]
        for start, end in zip(turns, turns[1:], strict=False):
            placed = kinds(placement[start:end], E.DicePlaced)
            assert len(placed) == 1 and placed[0].player == placement[start].player
            assert len(placed[0].dice) >= 1
        dealt = {}
        for e in placement:
            if isinstance(e, E.DiceRolled) and not e.reroll:
                dealt.setdefault(e.player, len(e.dice))
        assert sum(len(e.dice) for e in kinds(placement, E.DicePlaced)) == sum(dealt.values())


def test_reroll_tile_rerolls_any_subset_once_per_round():  # R-PLACE-3
    game = new_game(2, first=0)
    st = game.state
    set_hand(game, 0, [(None, 1), (None, 1), (None, 2), (0, 2)])
    assert {o for o in option_texts(game) if o.startswith("reroll")} == {
        "reroll:1nx1", "reroll:1nx2", "reroll:2nx1", "reroll:2px1",
        "reroll:1nx1,2nx1", "reroll:1nx2,2nx1", "reroll:1nx1,2px1", "reroll:1nx2,2px1",
        "reroll:2nx1,2px1", "reroll:1nx1,2nx1,2px1", "reroll:1nx2,2nx1,2px1",
    }
    st.rng = 1  # the next two rolls are 4 and 5
    seed, a = rng.below(st.rng, 6)
    _, b = rng.below(seed, 6)
    events = game.apply("reroll:1nx2")
    assert [(d.owner, d.value) for d in st.players[0].hand] == [
        (None, a + 1), (None, b + 1), (None, 2), (0, 2)]
    assert kinds(events, E.DiceRolled)[0].reroll
    assert not st.players[0].reroll_active
    assert all(o.startswith("place:") for o in option_texts(game))  # once per round
    game.apply("place:2")
    assert any(o.startswith("reroll") for o in option_texts(game))  # the other player's own tile
    game.apply(next(o for o in option_texts(game) if o.startswith("place")))
    assert game.decision.player == 0 and st.players[0].hand
    assert all(o.startswith("place:") for o in option_texts(game))


# ---------------------------------------------------------------- actions


def test_take_dice_from_a_space_and_use_them_on_its_column():  # R-ACT-1, R-STD-3
    game = new_game(2)
    at_action(game, 0, {1: [None], 3: [None, None], 4: [1]})
    assert option_texts(game) == ["take:1:1", "take:3:1", "take:3:2"]  # not space 4: only Bruno's
    events = game.apply("take:3:2")
    assert kinds(events, E.DiceTaken) == [E.DiceTaken(0, 3, "C", (None, None))]
    assert kinds(events, E.ActionPerformed) == [E.ActionPerformed(0, "C0")] * 2
    assert game.state.players[0].tokens["influence"] == 4
    assert game.decision.player == 1  # then the next player's turn


@pytest.mark.parametrize(("dice", "options", "left"), [
    ([1, 1], [], [1, 1]),
    ([None, 1, 1], ["take:5:1"], [1, 1]),
    ([1, None, 1, None], ["take:5:1", "take:5:2"], [1, 1]),
])
def test_never_take_another_players_personal_die(dice, options, left):  # R-ACT-2
    game = new_game(2)
    at_action(game, 0, {5: dice, 2: [None, None]})
    assert take_options(game, 5) == options
    assert_refused(game, f"take:5:{len(options) + 1}")
    if options:
        events = game.apply(options[-1])
        assert kinds(events, E.DiceTaken)[0].dice == (None,) * len(options)
        assert [d.owner for d in game.state.dice_spaces[4]] == left


@pytest.mark.parametrize(("count", "taken"), [(2, (0, 0)), (3, (0, 0, None))])
def test_own_personal_dice_come_first(count, taken):  # R-ACT-3
    game = new_game(2)
    game.state.players[0].personal_dice = 2
    at_action(game, 0, {5: [None, None, 0, 0], 2: [None]})
    events = game.apply(f"take:5:{count}")
    assert kinds(events, E.DiceTaken)[0].dice == taken


def test_all_own_personal_dice_are_taken_before_any_choice():  # R-ACT-10
    # "deve prendere prima tutti i propri dadi personali": one of two own dice is not legal;
    # only the number of neutral dice added is free
    game = new_game(2)
    game.state.players[0].personal_dice = 2
    at_action(game, 0, {5: [None, None, 0, 0], 2: [None]})
    assert take_options(game, 5) == ["take:5:2", "take:5:3"]
    assert_refused(game, "take:5:1")


def test_three_own_personal_dice_leave_no_room_for_neutral_ones():  # R-ACT-10, R-ACT-4
    game = new_game(2)
    game.state.players[0].personal_dice = 3
    at_action(game, 0, {5: [None, 0, 0, 0], 2: [None], 3: [None]})
    assert take_options(game, 5) == ["take:5:3"]
    events = game.apply("take:5:3")
    assert kinds(events, E.DiceTaken)[0].dice == (0, 0, 0)


def test_joker_die_goes_only_where_an_action_is_possible():  # R-ACT-11, R-ACT-5
    # "non è consentito rinunciare volontariamente a un'azione": column A's only action sends
    # a novice, which Anna cannot pay for, so the joker die may not be put there to be lost
    game = new_game(2)
    tokens(game, 0, influence=0, soup=0, rosary=0, tool=0, book=0)
    at_action(game, 0, {6: [None], 2: [None]})
    joker = [o for o in option_texts(game) if o.startswith("take:6:")]
    assert "take:6:A" not in joker and joker
    assert_refused(game, "take:6:A")


def test_joker_die_may_go_anywhere_when_no_column_offers_an_action(monkeypatch):  # R-ACT-11
    from game.rules import actions

    game = new_game(2)
    monkeypatch.setattr(actions, "action_options", lambda *args: [])
    at_action(game, 0, {6: [None], 2: [None]})
    assert [o for o in option_texts(game) if o.startswith("take:6:")] == [
        f"take:6:{c}" for c in COLUMNS]


def test_dice_space_five_example():  # R-ACT-1, R-ACT-2, R-ACT-3, R-ACT-4 (rulebook example)
    red, blue, green = 0, 1, 2
    game = new_game(3, first=red)
    at_action(game, red, {5: [None, None, None, blue, red], 3: [None, None]})
    assert take_options(game, 5) == ["take:5:1", "take:5:2", "take:5:3"]
    events = game.apply("take:5:3")
    assert kinds(events, E.DiceTaken) == [E.DiceTaken(red, 5, "E", (red, None, None))]
    assert [d.owner for d in game.state.dice_spaces[4]] == [None, blue]
    events += finish_turn(game, red)
    assert len([e for e in kinds(events, E.ActionPerformed) if e.player == red]) == 3
    assert game.decision.player == blue
    game.apply("take:3:1")  # blue goes elsewhere this turn
    assert game.decision.player == green
    assert take_options(game, 5) == ["take:5:1"]
    events = game.apply("take:5:1")
    # green takes the neutral die; red then the last die of space 3 and blue its own die
    assert kinds(events, E.DiceTaken) == [
        E.DiceTaken(green, 5, "E", (None,)),
        E.DiceTaken(red, 3, "C", (None,)),
        E.DiceTaken(blue, 5, "E", (blue,)),
    ]
    assert E.RoundEnded(None, 1, 1) in events


def test_at_most_three_dice_from_spaces_one_to_five():  # R-ACT-4
    game = new_game(2)
    at_action(game, 0, {2: [None] * 5})
    assert option_texts(game) == ["take:2:1", "take:2:2", "take:2:3"]
    assert_refused(game, "take:2:4")
    events = game.apply("take:2:1")  # fewer is allowed
    assert kinds(events, E.DiceTaken)[0].dice == (None,)
    assert game.state.players[0].tokens["soup"] == 3


@pytest.mark.parametrize(("column", "token"), [
    ("B", "soup"), ("C", "influence"), ("D", "rosary"),
])
def test_joker_one_die_on_any_column(column, token):  # R-ACT-5, R-STD-6, R-COMP-4
    game = new_game(2)
    at_action(game, 0, {6: [None, None], 1: [None]})
    assert_refused(game, "take:6:2")
    assert_refused(game, "take:6:1")
    events = game.apply(f"take:6:{column}")
    assert kinds(events, E.DiceTaken) == [E.DiceTaken(0, 6, column, (None,))]
    assert kinds(events, E.ActionPerformed) == [E.ActionPerformed(0, f"{column}0")]
    assert game.state.players[0].tokens[token] == {"soup": 3, "influence": 3, "rosary": 2}[token]
    assert len(game.state.dice_spaces[5]) == 1


def test_joker_on_column_a_sends_and_on_e_moves():  # R-ACT-5, R-STD-6
    game = new_game(2)
    at_action(game, 0, {6: [None, None], 1: [None]})
    game.apply("take:6:A")
    assert game.decision.kind == "send" and game.decision.player == 0
    game = new_game(2)
    at_action(game, 0, {6: [None, None], 1: [None]})
    events = game.apply("take:6:E")
    assert kinds(events, E.MessengerMoved) == [E.MessengerMoved(0, 0, 1)]


def test_same_space_again_on_a_later_turn():  # R-ACT-6
    game = new_game(2)
    at_action(game, 0, {2: [None] * 5})
    game.apply("take:2:3")
    assert game.decision.player == 1
    events = game.apply("take:2:1")
    assert E.DiceTaken(0, 2, "B", (None,)) in events  # Anna again, from space 2
    assert game.state.players[0].tokens["soup"] == 6


def test_one_action_per_die_standard_or_unlocked():  # R-ACT-7
    game = new_game(2)
    game.state.players[0].novices[0][1] = False  # B I sent: "take 1 Rosary" unlocked
    with_dice(game, "B", count=2)
    assert option_texts(game) == ["act:B0", "act:B1"]
    events = game.apply("act:B1")
    assert game.decision.player == 0 and game.decision.info == UseInfo("B", 1)
    assert option_texts(game) == ["act:B0", "act:B1"]
    events += game.apply("act:B0")
    assert [e.key for e in kinds(events, E.ActionPerformed) if e.player == 0] == ["B1", "B0"]
    p = game.state.players[0]
    assert (p.tokens["rosary"], p.tokens["soup"]) == (2, 3)
    assert game.decision.player == 1  # two dice, two actions: her turn is over


def test_die_without_a_possible_action_is_lost():  # R-ACT-8
    game = new_game(2)
    tokens(game, 0, influence=0, soup=0, rosary=0)
    events = with_dice(game, "A")
    assert kinds(events, E.DieLost) == [E.DieLost(0, "A")]
    assert not [e for e in kinds(events, E.ActionPerformed) if e.player == 0]
    assert game.state.spent[0].value == 1  # set aside as used


def test_cannot_give_up_a_possible_action():  # R-ACT-8
    game = new_game(2)
    with_dice(game, "A")
    assert game.decision.kind == "send"
    assert option_texts(game) and all(o.startswith("send:") for o in option_texts(game))
    assert_refused(game, "extra:skip")


def test_player_with_nothing_to_take_is_skipped_and_phase_ends():  # R-ACT-9
    game = new_game(3)
    events = at_action(game, 0, {2: [None], 4: [2, 2]})
    assert E.DiceTaken(0, 2, "B", (None,)) in events
    # Bruno has nothing to take; Chiara must take both her dice (R-ACT-3), her only option
    assert E.DiceTaken(2, 4, "D", (2, 2)) in events
    assert E.RoundEnded(None, 1, 1) in events  # every die taken and used
    assert not [e for e in kinds(events, E.DiceTaken) if e.player == 1]


# ------------------------------------------------------------ standard actions


def test_column_a_sends_one_novice():  # R-STD-1
    game = new_game(2)
    with_dice(game, "A")
    assert {"send:1A:A1", "send:3A:A-chapel"} <= set(option_texts(game))
    events = game.apply("send:1A:A1")
    assert kinds(events, E.NoviceSent) == [E.NoviceSent(0, 1, "A", "A1")]
    assert game.state.buildings["A1"] == 0 and not game.state.players[0].novices[0][0]


@pytest.mark.parametrize(("column", "key", "token"), [
    ("B", "B0", "soup"),  # R-STD-2
    ("C", "C0", "influence"),  # R-STD-3
    ("D", "D0", "rosary"),  # R-STD-4
])
def test_columns_b_c_d_take_one_token_per_die(column, key, token):  # R-STD-2, R-STD-3, R-STD-4
    game = new_game(2)
    before = dict(game.state.players[0].tokens)
    events = with_dice(game, column, count=2)
    assert [e for e in kinds(events, E.ActionPerformed) if e.player == 0] == [
        E.ActionPerformed(0, key)] * 2
    after = game.state.players[0].tokens
    assert {t: after[t] - before[t] for t in TOKENS if after[t] != before[t]} == {token: 2}


def test_column_e_moves_the_messenger_one_space():  # R-STD-5
    game = new_game(2)
    events = with_dice(game, "E")
    assert kinds(events, E.MessengerMoved)[0] == E.MessengerMoved(0, 0, 1)
    assert game.state.players[0].messenger == 1
