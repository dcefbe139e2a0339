"""The road and the messenger, sending novices, unlocked actions and yellow tiles.

R-ROAD-*, R-SEND-*, R-BLD-*, R-CHP-*, R-CLO-*, R-UNLOCK-*, R-ROWI-*, R-ROWII-*, R-ROWIII-1,
R-ROWIV-1, and the rulebook's sending example (Dennis).
"""

from __future__ import annotations

import copy

import pytest

from game.rules import events as E
from game.rules.edition import COLUMNS
from game.rules.engine import IllegalOption
from game.rules.moves import Send, parse
from game.rules.state import to_json
from tests.scenario import (
    at_action,
    kinds,
    new_game,
    option_texts,
    put_novice,
    task,
    tokens,
    with_dice,
)

RICH = {"influence": 9, "soup": 9, "rosary": 9, "tool": 9, "book": 9}
LAST = 12  # index of the last road space in data/road.yaml (personal die)


# ------------------------------------------------------------------ helpers


def put_novice_from(game, player: int, target: str, novice: str) -> None:
    """Like put_novice, but the novice leaves action space `novice` ("1B": row I, column B)."""
    novices = game.state.players[player].novices
    before = copy.deepcopy(novices)
    put_novice(game, player, target)
    novices[:] = before
    row, col = int(novice[0]) - 1, COLUMNS.index(novice[1])
    assert novices[row][col], f"novice {novice} already gone"
    novices[row][col] = False


def unlock(game, *spaces: str, player: int = 0) -> None:
    """The novices of these action spaces ("2B", ...) have left (where to does not matter)."""
    for space in spaces:
        game.state.players[player].novices[int(space[0]) - 1][COLUMNS.index(space[1])] = False


def sending(game, player: int = 0, messenger: int | None = None, discount: int = 0) -> list:
    """A pending send of `player` (as after choosing the send action)."""
    if messenger is not None:
        game.state.players[player].messenger = messenger
    return task(game, "send", player, discount=discount)


def targets(game, novice: str, player: int = 0) -> set[str]:
    """Where `player` may send the novice of action space `novice` ("1E") now."""
    decision = game.decision
    if decision is None or decision.player != player or decision.kind != "send":
        return set()  # nothing to send: the send was dropped and the game went on
    return {o.target for o in game.options() if isinstance(o, Send) and o.novice == novice}


def monasteries_of(spaces: set[str]) -> set[str]:
    return {s[0] for s in spaces}


def points(events: list, reason_prefix: str) -> int:
    return sum(e.points for e in kinds(events, E.PointsScored)
               if e.reason.startswith(reason_prefix))


def bonuses(events: list) -> list[tuple[int, str]]:
    return [(e.space, e.bonus) for e in kinds(events, E.RoadBonusReached)]


# -------------------------------------------------------------- the example


def test_dennis_example_row_I_novice_goes_to_buildings_of_A_C_E():
    # R-SEND-1, R-SEND-2, R-ROAD-2, R-CHP-3: the rulebook's example. The messenger stands on a
    # space connected to C and E, and Dennis already has a novice in the chapel of A.
    game = new_game()
    assert game.layout.road[11].connects == {"C", "E"}
    tokens(game, **RICH)
    put_novice(game, 0, "A-chapel")
    sending(game, messenger=11)
    assert targets(game, "1E") == {"A1", "A2", "A3", "A4", "C1", "C2", "C3", "C4",
                                   "E1", "E2", "E3", "E4"}  # never B or D, never chapel/cloister
    before = to_json(game.state)
    for wrong in ("send:1E:B1", "send:1E:D1", "send:1E:A-chapel", "send:1E:C-chapel"):
        with pytest.raises(IllegalOption):
            game.apply(wrong)
        assert to_json(game.state) == before
    game.apply("send:1E:A1")  # he chooses monastery A
    assert game.state.buildings["A1"] == 0
    assert game.state.players[0].novices[0][4] is False


# ------------------------------------------------------------------ the road


@pytest.mark.parametrize(("start", "end"), [(0, 1), (5, 6), (LAST, 0)])
def test_messenger_moves_forward_and_wraps_from_last_to_first(start, end):
    # R-ROAD-1 (with R-STD-5: die 5 moves the messenger 1 space)
    game = new_game()
    assert len(game.layout.road) == LAST + 1
    game.state.players[0].messenger = start
    ev = with_dice(game, "E")
    assert game.state.players[0].messenger == end
    assert kinds(ev, E.MessengerMoved) == [E.MessengerMoved(0, start, end)]


@pytest.mark.parametrize(("space", "open_"), [(0, {"A"}), (3, {"B", "C"}), (10, {"B", "D"}),
                                              (LAST, {"A", "C", "E"})])
def test_send_only_to_monasteries_connected_to_the_messenger(space, open_):
    # R-ROAD-2, R-SEND-2
    game = new_game()
    tokens(game, **RICH)
    sending(game, messenger=space)
    assert monasteries_of(targets(game, "1A")) == open_
    assert targets(game, "3A") == {f"{m}-chapel" for m in open_}


def test_send_uses_the_messenger_position_at_the_moment_of_sending():
    # R-SEND-2: moving the messenger first (die 5) opens the new monastery for the next die (1)
    game = new_game()
    tokens(game, **RICH)
    game.state.players[0].messenger = 0  # A only
    with_dice(game, "E")
    assert game.state.players[0].messenger == 1  # A and B
    sending(game)
    assert monasteries_of(targets(game, "1A")) == {"A", "B"}


def test_two_steps_over_two_bonus_spaces_give_both_bonuses_in_road_order():
    # R-ROAD-3 (R-ROWII-4: the row-II action of column D moves 2 spaces)
    game = new_game()
    unlock(game, "2D")
    game.state.players[0].messenger = 3
    with_dice(game, "D")
    ev = game.apply("act:D2")
    assert kinds(ev, E.MessengerMoved) == [E.MessengerMoved(0, 3, 5)]
    assert bonuses(ev) == [(4, "soup_or_exchange")]  # the passed space first
    assert game.decision.kind == "bonus_soup"
    ev = game.apply("bonus:soup")
    assert bonuses(ev) == [(5, "action")]  # then the space reached
    assert game.decision.kind == "bonus_action"


@pytest.mark.parametrize(("option", "delta"), [
    ("bonus:influence", {"influence": 1}),  # (b)
    ("bonus:rosary", {"rosary": 1}),
])
def test_road_bonus_influence_or_rosary(option, delta):
    # R-ROAD-4 (b): space 2
    game = new_game()
    game.state.players[0].messenger = 1
    ev = with_dice(game, "E")
    assert bonuses(ev) == [(2, "influence_or_rosary")]
    assert option_texts(game) == ["bonus:influence", "bonus:rosary"]
    before = dict(game.state.players[0].tokens)
    game.apply(option)
    assert game.state.players[0].tokens == {t: n + delta.get(t, 0) for t, n in before.items()}


@pytest.mark.parametrize(("option", "delta"), [
    ("bonus:soup", {"soup": 1}),  # (c)
    ("bonus:soup>tool", {"soup": -1, "tool": 1}),
    ("bonus:tool>book", {"tool": -1, "book": 1}),
])
def test_road_bonus_soup_or_exchange(option, delta):
    # R-ROAD-4 (c): space 4
    game = new_game()
    tokens(game, soup=1, tool=1, book=0)
    game.state.players[0].messenger = 3
    ev = with_dice(game, "E")
    assert bonuses(ev) == [(4, "soup_or_exchange")]
    assert option_texts(game) == ["bonus:soup", "bonus:soup>tool", "bonus:tool>book"]
    before = dict(game.state.players[0].tokens)
    game.apply(option)
    assert game.state.players[0].tokens == {t: n + delta.get(t, 0) for t, n in before.items()}


def test_road_bonus_exchange_needs_the_token():
    # R-ROAD-4 (c): with no Soup and no Tool only "take 1 Soup" is left (answered by itself)
    game = new_game()
    tokens(game, soup=0, tool=0)
    game.state.players[0].messenger = 3
    with_dice(game, "E")
    assert game.state.players[0].tokens["soup"] == 1


def test_road_bonus_action_is_any_available_action_of_any_column():
    # R-ROAD-4 (a): space 5; standard or unlocked actions of every column, no die needed
    game = new_game()
    unlock(game, "2C")
    game.state.players[0].messenger = 4
    ev = with_dice(game, "E")
    assert bonuses(ev) == [(5, "action")]
    assert game.decision.kind == "bonus_action"
    assert option_texts(game) == ["act:A0", "act:B0", "act:C0", "act:C2:soup", "act:C2:influence",
                              "act:C2:rosary", "act:D0", "act:E0"]  # not the locked C1, D1...
    ev = game.apply("act:C2:rosary")
    assert [e for e in kinds(ev, E.ActionPerformed) if e.player == 0] == [
        E.ActionPerformed(0, "C2", "rosary", True)]  # a bonus: no die used for it
    assert game.state.players[0].tokens["rosary"] == 3


def test_road_bonus_glass_from_any_monastery():
    # R-ROAD-4 (d): space 7; no novice needed in that monastery
    game = new_game()
    game.state.players[0].messenger = 6
    ev = with_dice(game, "E")
    assert bonuses(ev) == [(7, "glass")]
    assert game.decision.kind == "glass"
    assert {o.monastery for o in game.options()} == set("ABCDE")
    game.apply("glass:E:3:column")
    assert game.state.players[0].window[2][0] == "E"
    assert game.state.chapel_tiles["E"] == 3


def test_wrapping_gives_the_last_space_bonus_only_when_reaching_it():
    # R-ROAD-3, R-ROAD-1: passing the last space on the way to the first gives its bonus...
    game = new_game()
    unlock(game, "2D")
    game.state.players[0].messenger = 11
    with_dice(game, "D")
    ev = game.apply("act:D2")
    assert game.state.players[0].messenger == 0
    assert bonuses(ev) == [(LAST, "personal_die")]
    assert game.decision.kind == "bonus_die"
    # ...but leaving it again does not
    game = new_game()
    game.state.players[0].messenger = LAST
    ev = with_dice(game, "E")
    assert game.state.players[0].messenger == 0
    assert bonuses(ev) == []
    assert game.state.players[0].personal_dice == 1


def reach_last_space(game) -> list:
    """Player 0's die 5 moves the messenger onto the last space; no other die is left."""
    game.state.players[0].messenger = LAST - 1
    ev = with_dice(game, "E")
    game.state.dice_spaces[0] = []  # with_dice's spare die: the new die is the only one left
    return ev


def test_last_space_new_die_is_rolled_placed_and_taken_this_round():
    # R-ROAD-5, R-ROAD-6
    game = new_game()
    ev = reach_last_space(game)
    assert bonuses(ev) == [(LAST, "personal_die")]
    assert game.decision.kind == "bonus_die"
    assert option_texts(game) == ["die:take", "die:points"]
    ev = game.apply("die:take")
    (gained,) = kinds(ev, E.PersonalDieGained)
    assert game.state.players[0].personal_dice == 2
    assert game.decision.kind == "new_die"  # reroll tile still unused: keep or reroll
    assert option_texts(game) == ["new_die:keep", "new_die:reroll"]
    ev = game.apply("new_die:keep")
    assert kinds(ev, E.DicePlaced) == [E.DicePlaced(0, gained.value, (0,))]
    # it is the only die left: its owner takes it in this very round
    taken = kinds(ev, E.DiceTaken)
    if gained.value == 6:
        assert game.decision.player == 0 and game.decision.kind == "take"
        assert game.state.dice_spaces[5][0].owner == 0
    else:
        assert taken[0] == E.DiceTaken(0, gained.value, COLUMNS[gained.value - 1], (0,))
        ended = kinds(ev, E.RoundEnded)
        assert not ended or ev.index(taken[0]) < ev.index(ended[0])


def test_last_space_new_die_may_be_rerolled_with_the_unused_reroll_tile():
    # R-ROAD-5 with R-PLACE-3
    game = new_game()
    reach_last_space(game)
    game.apply("die:take")
    ev = game.apply("new_die:reroll")
    (rolled,) = kinds(ev, E.DiceRolled)
    assert rolled.reroll and rolled.player == 0 and rolled.dice[0][0] == 0
    value = rolled.dice[0][1]
    assert kinds(ev, E.DicePlaced) == [E.DicePlaced(0, value, (0,))]  # the new value counts
    assert game.state.players[0].reroll_active is False


def test_last_space_new_die_without_reroll_tile_is_placed_at_once():
    # R-ROAD-5: the reroll tile was already used this round
    game = new_game()
    game.state.players[0].reroll_active = False
    reach_last_space(game)
    ev = game.apply("die:take")
    (gained,) = kinds(ev, E.PersonalDieGained)
    assert "new_die:reroll" not in option_texts(game)
    assert E.DicePlaced(0, gained.value, (0,)) in ev
    assert not [e for e in kinds(ev, E.DiceRolled) if e.reroll]


def test_last_space_points_instead_of_a_die():
    # R-ROAD-6: not wanting the die gives 5 points
    game = new_game()
    reach_last_space(game)
    ev = game.apply("die:points")
    assert kinds(ev, E.PointsScored) == [E.PointsScored(0, 5, "road end", "play")]
    assert game.state.players[0].personal_dice == 1
    assert not kinds(ev, E.PersonalDieGained)


def test_last_space_with_three_dice_gives_5_points_automatically():
    # R-ROAD-6: at most 3 personal dice, so no question is asked
    game = new_game()
    game.state.players[0].personal_dice = 3
    ev = reach_last_space(game)
    assert E.PointsScored(0, 5, "road end", "play") in ev
    assert game.state.players[0].personal_dice == 3
    assert game.decision is None or game.decision.kind != "bonus_die"
    assert not kinds(ev, E.PersonalDieGained)


# ------------------------------------------------------------------ sending


@pytest.mark.parametrize(("row", "expected"), [
    ("1", {"A2", "A3", "A4"}),  # rows I and II: a building
    ("2", {"A2", "A3", "A4"}),
    ("3", {"A-chapel"}),  # row III: the chapel
    ("4", {"A5"}),  # row IV: a cloister space (next to own building A1)
])
def test_the_row_decides_the_area(row, expected):
    # R-SEND-1
    game = new_game()
    tokens(game, **RICH)
    put_novice_from(game, 0, "A1", "1A")
    sending(game, messenger=0)
    for column in "BCDE":
        assert targets(game, row + column) == expected
    assert targets(game, "1A") == set()  # a novice already sent is no longer on the area


def test_occupied_buildings_are_not_targets():
    # R-SEND-3: each building holds at most one novice, of any player
    game = new_game()
    tokens(game, **RICH)
    put_novice(game, 1, "A2")
    put_novice(game, 0, "A3")
    sending(game, messenger=0)
    assert targets(game, "1A") == {"A1", "A4"}


def test_blocked_spaces_are_never_targets_with_three_players():
    # R-SEND-3, R-SETUP-1: A3 and cloister A8 carry a "4" on the 3-4 player side
    game = new_game(players=3)
    tokens(game, **RICH)
    put_novice_from(game, 0, "A2", "1E")
    sending(game, messenger=0)
    assert targets(game, "1A") == {"A1", "A4", "A5", "A6"}
    assert targets(game, "4A") == {"A7"}  # A7 touches A1/A2; A8 touches A2 too but is blocked


def test_no_free_target_means_the_send_is_impossible():
    # R-SEND-3 (with R-ACT-8): A full, messenger at A only, no chapel elsewhere: die 1 is lost
    game = new_game()
    tokens(game, **RICH)
    for building in ("A1", "A2", "A3", "A4"):
        put_novice(game, 1, building)
    game.state.chapels["A"] = [1, 1, 1, 1]
    game.state.players[0].messenger = 0
    ev = with_dice(game, "A")
    assert [e for e in kinds(ev, E.DieLost) if e.player == 0] == [E.DieLost(0, "A")]
    assert not [e for e in kinds(ev, E.NoviceSent) if e.player == 0]


@pytest.mark.parametrize(("row", "building", "token", "paid"), [
    ("1", "A1", "soup", 2), ("2", "A1", "soup", 3),
    ("1", "A3", "tool", 2), ("2", "A3", "tool", 3),
    ("1", "A4", "book", 2), ("2", "A4", "book", 3),
])
def test_building_cost(row, building, token, paid):
    # R-BLD-1: 1 Influence + 2 (row I) or 3 (row II) tokens of the building's kind
    game = new_game()
    tokens(game, **RICH)
    sending(game, messenger=0)
    ev = game.apply(f"send:{row}A:{building}")
    (payment,) = [e for e in kinds(ev, E.TokensChanged) if e.reason == "send"]
    assert dict(payment.delta) == {"influence": -1, token: -paid}


@pytest.mark.parametrize(("row", "have", "offered"), [
    ("1", 1, False), ("1", 2, True), ("2", 2, False), ("2", 3, True),
])
def test_building_needs_enough_tokens(row, have, offered):
    # R-BLD-1: a workshop (A3) from row I needs 2 Tools, from row II 3
    game = new_game()
    tokens(game, influence=1, soup=0, tool=have, book=0)
    sending(game, messenger=0)
    assert ("A3" in targets(game, row + "A")) is offered


def test_building_needs_one_influence():
    # R-BLD-1: without Influence only the cloister (Rosary) is left
    game = new_game()
    tokens(game, influence=0, soup=9, rosary=9, tool=9, book=9)
    put_novice_from(game, 0, "A1", "1E")
    sending(game, messenger=0)
    assert targets(game, "4B") == {"A5"}
    assert targets(game, "1A") == set()


@pytest.mark.parametrize(("building", "score", "token"), [
    ("A1", 1, "tool"),  # secular building
    ("A3", 2, "book"),  # workshop
])
def test_building_bonus_points_and_token(building, score, token):
    # R-BLD-2
    game = new_game()
    tokens(game, **RICH)
    sending(game, messenger=0)
    ev = game.apply(f"send:1A:{building}")
    assert points(ev, "building") == score
    assert game.state.players[0].tokens[token] == 10  # paid in another token


def test_common_room_bonus_is_3_points_and_a_tile_of_that_monastery():
    # R-BLD-2
    game = new_game()
    tokens(game, **RICH)
    sending(game, messenger=0)
    ev = game.apply("send:1A:A4")
    assert points(ev, "building") == 3
    assert game.decision.kind == "glass"
    assert {o.monastery for o in game.options()} == {"A"}
    game.apply("glass:A:1:row")
    assert game.state.players[0].window[0][0] == "A"
    assert game.state.chapel_tiles["A"] == 3


def test_common_room_tile_is_lost_when_none_is_left():
    # R-BLD-2, R-GLASS-5
    game = new_game()
    tokens(game, **RICH)
    game.state.chapel_tiles["A"] = 0
    sending(game, messenger=0)
    ev = game.apply("send:1A:A4")
    assert points(ev, "building") == 3
    assert len(kinds(ev, E.GlassLost)) == 1
    assert not kinds(ev, E.GlassBuilt)


@pytest.mark.parametrize(("already", "cost"), [(0, 1), (1, 2), (2, 3), (3, 3), (5, 3)])
def test_chapel_cost_grows_with_row_III_sends(already, cost):
    # R-CHP-1
    game = new_game()
    tokens(game, **RICH)
    game.state.players[0].chapel_sends = already
    sending(game, messenger=0)
    game.apply("send:3A:A-chapel")
    assert game.state.players[0].tokens["influence"] == 9 - cost
    assert game.state.players[0].chapel_sends == already + 1


def test_chapel_not_offered_without_the_influence():
    # R-CHP-1: the second chapel novice costs 2
    game = new_game()
    tokens(game, influence=1)
    game.state.players[0].chapel_sends = 1
    sending(game, messenger=0)
    assert targets(game, "1A") == {"A1", "A2"}  # 1 Influence + 2 Soup: still a send
    assert targets(game, "3A") == set()


def test_extra_novice_to_a_chapel_pays_nothing():
    # R-CHP-1 (extra novices, R-EXTRA-1, pay nothing and are not row-III sends)
    game = new_game()
    tokens(game, influence=0, soup=0, rosary=0)
    game.state.players[0].messenger = 0
    task(game, "extra", row=2)
    assert "extra:3:A-chapel" in option_texts(game)
    game.apply("extra:3:A-chapel")
    assert game.state.chapels["A"] == [0]
    assert game.state.players[0].tokens["influence"] == 0
    assert game.state.players[0].chapel_sends == 0


@pytest.mark.parametrize(("players", "capacity"), [(2, 4), (3, 6), (4, 8)])
def test_chapel_capacity(players, capacity):
    # R-CHP-2: novices of any players, the same player more than once, up to the capacity
    game = new_game(players=players)
    tokens(game, **RICH)
    game.state.chapels["A"] = [0] + [1] * (capacity - 2)
    sending(game, messenger=0)
    assert targets(game, "3A") == {"A-chapel"}
    game.apply("send:3A:A-chapel")
    assert len(game.state.chapels["A"]) == capacity
    sending(game)
    assert targets(game, "1B")  # still a send, but the chapel is full
    assert targets(game, "3B") == set()


def test_chapel_novice_opens_its_monastery_wherever_the_messenger_is():
    # R-CHP-3, R-ROAD-2
    game = new_game()
    tokens(game, **RICH)
    put_novice(game, 0, "D-chapel")
    put_novice(game, 1, "B-chapel")  # another player's chapel novice opens nothing for us
    sending(game, messenger=0)
    assert monasteries_of(targets(game, "1A")) == {"A", "D"}


def test_cloister_needs_own_novice_in_an_adjacent_building():
    # R-CLO-1: A5 touches A1/A2, A6 touches A2/A3, A7 touches A3/A4
    game = new_game()
    tokens(game, **RICH)
    sending(game, messenger=0)
    assert targets(game, "4A") == set()  # no building of ours yet
    put_novice_from(game, 1, "A1", "1A")  # another player's building does not count
    put_novice_from(game, 0, "A3", "1A")
    sending(game)
    assert targets(game, "4A") == {"A6", "A7"}
    put_novice(game, 1, "A7")  # an occupied cloister space is not free
    sending(game)
    assert targets(game, "4A") == {"A6"}


@pytest.mark.parametrize(("already", "cost"), [(0, 1), (1, 2), (2, 3), (3, 3)])
def test_cloister_cost_in_rosary_grows_with_row_IV_sends(already, cost):
    # R-CLO-2: Rosary only, no Influence
    game = new_game()
    tokens(game, **RICH)
    game.state.players[0].cloister_sends = already
    put_novice_from(game, 0, "A1", "1A")
    sending(game, messenger=0)
    game.apply("send:4B:A5")
    assert game.state.players[0].tokens["rosary"] == 9 - cost
    assert game.state.players[0].tokens["influence"] == 9
    assert game.state.players[0].cloister_sends == already + 1


def test_cloister_not_offered_without_the_rosary():
    # R-CLO-2
    game = new_game()
    tokens(game, **RICH)
    tokens(game, rosary=2)
    game.state.players[0].cloister_sends = 2
    put_novice_from(game, 0, "A1", "1A")
    sending(game, messenger=0)
    assert targets(game, "1B") == {"A2", "A3", "A4"}
    assert targets(game, "4B") == set()


def test_row_IV_send_flips_that_column_tile_and_unlocks_nothing():
    # R-CLO-3, R-ROWIV-1: the novice's column (C), not the die's column
    game = new_game()
    tokens(game, **RICH)
    put_novice_from(game, 0, "A1", "1A")
    game.state.players[0].messenger = 0
    with_dice(game, "A", count=2)
    game.apply("act:A0")
    ev = game.apply("send:4C:A5")
    assert kinds(ev, E.TileFlipped) == [E.TileFlipped(0, "C")]
    assert game.state.players[0].yellow == [False, False, True, False, False]
    assert not kinds(ev, E.ActionUnlocked)
    assert points(ev, "yellow tile") == 0  # the die left is on column A, not on C


# ------------------------------------------------------------ unlocked actions


@pytest.mark.parametrize(("row", "target", "action"), [
    ("1", "A1", "act:A1"), ("2", "A1", "act:A2"), ("3", "A-chapel", "act:A3"),
])
def test_sending_unlocks_the_space_action_at_once(row, target, action):
    # R-UNLOCK-1: two dice on column A; the first sends the column-A novice, the second may
    # already use the action printed on the space it left
    game = new_game()
    tokens(game, **RICH)
    game.state.players[0].messenger = 0
    with_dice(game, "A", count=2)
    assert game.decision.kind == "send"  # A0 was the only action: chosen by itself
    ev = game.apply(f"send:{row}A:{target}")
    assert E.ActionUnlocked(0, f"A{row}") in ev
    assert game.decision.kind == "use"
    assert action in option_texts(game)


def test_locked_actions_are_not_offered():
    # R-UNLOCK-1: with every novice still there, only the standard action
    game = new_game()
    tokens(game, **RICH)
    with_dice(game, "B", count=2)  # B0 only: answered by itself
    assert game.state.players[0].tokens["soup"] == 11
    unlock(game, "1B")
    with_dice(game, "B", count=2)
    assert option_texts(game) == ["act:B0", "act:B1"]


def test_dice_split_freely_and_row_I_any_number_of_times():
    # R-UNLOCK-2: three dice on column C: standard, row I, row I again
    game = new_game()
    tokens(game, influence=0, soup=0)
    unlock(game, "1C")
    with_dice(game, "C", count=3)
    game.apply("act:C0")
    game.apply("act:C1")
    assert "act:C1" in option_texts(game)
    game.apply("act:C1")
    assert game.state.players[0].tokens["influence"] == 1
    assert game.state.players[0].tokens["soup"] == 2


def test_row_II_action_once_per_turn_and_again_on_a_later_turn():
    # R-UNLOCK-2
    game = new_game()
    tokens(game, soup=5)
    unlock(game, "1E", "2E")
    game.state.players[0].messenger = LAST  # no road bonus on the next spaces
    game.state.players[1].messenger = LAST
    at_action(game, 0, {5: [None] * 5})
    game.apply("take:5:3")
    assert "act:E2" in option_texts(game)
    game.apply("act:E2")
    assert "act:E2" not in option_texts(game)  # once per turn
    assert "act:E1:soup>tool" in option_texts(game)
    game.apply("act:E1:soup>tool")
    assert "act:E1:soup>tool" in option_texts(game)  # row I: again
    assert "act:E2" not in option_texts(game)
    game.apply("act:E0")
    assert game.decision.player == 1
    game.apply("take:5:1")  # player 1's turn (standard action only, answered by itself)
    assert game.decision.player == 0 and game.decision.kind == "use"
    assert "act:E2" in option_texts(game)  # a later turn of the same round


def test_row_III_action_once_per_turn():
    # R-UNLOCK-2, R-ROWIII-1
    game = new_game()
    put_novice(game, 0, "B-chapel")
    unlock(game, "1D", "3D")
    with_dice(game, "D", count=2)
    assert option_texts(game) == ["act:D0", "act:D1", "act:D3"]
    game.apply("act:D3")
    game.apply("glass:B:1:row")
    assert game.state.players[0].window[0][0] == "B"
    assert option_texts(game) == ["act:D0", "act:D1"]


@pytest.mark.parametrize(("rule", "space", "option", "gain", "steps"), [
    ("R-ROWI-1", "1A", "act:A1", {}, 1),
    ("R-ROWI-2", "1B", "act:B1", {"rosary": 1}, 0),
    ("R-ROWI-3", "1C", "act:C1", {"soup": 1}, 0),
    ("R-ROWI-4", "1D", "act:D1", {"influence": 1}, 0),
    ("R-ROWI-5", "1E", "act:E1:soup>tool", {"soup": -1, "tool": 1}, 0),
    ("R-ROWI-5", "1E", "act:E1:tool>book", {"tool": -1, "book": 1}, 0),
    ("R-ROWII-1", "2A", "act:A2", {"tool": 1}, 0),
    ("R-ROWII-3", "2C", "act:C2:soup", {"soup": 2}, 0),
    ("R-ROWII-3", "2C", "act:C2:influence", {"influence": 2}, 0),
    ("R-ROWII-3", "2C", "act:C2:rosary", {"rosary": 2}, 0),
    ("R-ROWII-4", "2D", "act:D2", {}, 2),
])
def test_unlocked_action_effects(rule, space, option, gain, steps):
    # R-ROWI-1, R-ROWI-2, R-ROWI-3, R-ROWI-4, R-ROWI-5, R-ROWII-1, R-ROWII-3, R-ROWII-4
    # (each case names its rule id as the first parameter)
    game = new_game()
    tokens(game, influence=2, soup=2, rosary=1, tool=1, book=0)
    unlock(game, space)
    game.state.players[0].messenger = LAST  # the next two spaces carry no bonus
    with_dice(game, space[1])
    before = dict(game.state.players[0].tokens)
    ev = game.apply(option)
    player = game.state.players[0]
    assert kinds(ev, E.ActionPerformed)[0].key == parse(option).action
    assert player.tokens == {t: n + gain.get(t, 0) for t, n in before.items()}
    assert player.messenger == (LAST + steps) % len(game.layout.road)


def test_row_II_E_gains_3_points():
    # R-ROWII-5
    game = new_game()
    unlock(game, "2E")
    with_dice(game, "E")
    ev = game.apply("act:E2")
    assert kinds(ev, E.PointsScored) == [E.PointsScored(0, 3, "action E2", "play")]
    assert game.state.players[0].score == 3


def test_row_II_B_sends_paying_one_influence_less():
    # R-ROWII-2: a building for 0 Influence; the discount never goes below 0
    game = new_game()
    tokens(game, influence=0, soup=2)
    unlock(game, "2B")
    game.state.players[0].messenger = 0
    with_dice(game, "B")
    assert "act:B2" in option_texts(game)
    game.apply("act:B2")
    assert game.decision.kind == "send"
    assert targets(game, "1A") == {"A1", "A2"}  # secular buildings only: 2 Soup, 0 Influence
    game.apply("send:1A:A1")
    assert game.state.buildings["A1"] == 0
    assert game.state.players[0].tokens["influence"] == 0
    assert game.state.players[0].tokens["soup"] == 0


@pytest.mark.parametrize(("already", "influence"), [(0, 0), (1, 1), (2, 2), (3, 2)])
def test_row_II_B_discount_on_a_chapel(already, influence):
    # R-ROWII-2 with R-CHP-1
    game = new_game()
    tokens(game, influence=5)
    game.state.players[0].chapel_sends = already
    sending(game, messenger=0, discount=1)
    game.apply("send:3A:A-chapel")
    assert game.state.players[0].tokens["influence"] == 5 - influence


def test_row_II_B_not_offered_where_even_the_discount_does_not_help():
    # R-ROWII-2: the second chapel novice still costs 1, buildings 0 Influence but 2 Soup:
    # nothing affordable, so only the standard action remains (answered by itself)
    game = new_game()
    tokens(game, influence=0, soup=1, rosary=0, tool=0, book=0)
    game.state.players[0].chapel_sends = 1
    unlock(game, "2B")
    ev = with_dice(game, "B")
    assert [e.key for e in kinds(ev, E.ActionPerformed) if e.player == 0] == ["B0"]


def test_row_III_tile_only_from_chapels_with_own_novice():
    # R-ROWIII-1
    game = new_game()
    put_novice(game, 0, "B-chapel")
    put_novice(game, 0, "D-chapel")
    put_novice(game, 1, "C-chapel")
    unlock(game, "3A")
    game.state.players[0].messenger = 0
    with_dice(game, "A")
    game.apply("act:A3")
    assert game.decision.kind == "glass"
    assert {o.monastery for o in game.options()} == {"B", "D"}
    game.apply("glass:D:2:row")
    assert game.state.players[0].window[1][0] == "D"
    assert game.state.chapel_tiles["D"] == 3


def test_row_III_action_not_offered_without_chapel_novice():
    # R-ROWIII-1
    game = new_game()
    tokens(game, influence=0)
    unlock(game, "3C")
    put_novice(game, 1, "C-chapel")
    ev = with_dice(game, "C")  # only the standard action is left: answered by itself
    assert [e.key for e in kinds(ev, E.ActionPerformed) if e.player == 0] == ["C0"]
    assert game.state.players[0].tokens["influence"] == 1


# --------------------------------------------------------------- yellow tiles


@pytest.mark.parametrize(("yellow", "take", "expected"), [
    (1, "take:2:2", 2),  # two dice onto yellow column B
    (1, "take:2:1", 1),
    (2, "take:2:2", 0),  # C is yellow, not B
    (3, "take:6:D", 1),  # a joker put on yellow column D
    (3, "take:6:C", 0),
])
def test_dice_taken_onto_a_yellow_tile_score_1_each(yellow, take, expected):
    # R-ROWIV-1
    game = new_game()
    game.state.players[0].yellow[yellow] = True
    at_action(game, 0, {2: [None, None], 6: [None]})
    ev = game.apply(take)
    assert points(ev, "yellow tile") == expected
    assert game.state.players[0].scored.get("play", 0) == expected


def test_dice_still_on_the_tile_when_it_flips_score_1_each_at_once():
    # R-ROWIV-1, R-CLO-3: three dice on column A; the first sends the row-IV novice of A
    game = new_game()
    tokens(game, **RICH)
    put_novice_from(game, 0, "A1", "1A")
    game.state.players[0].messenger = LAST  # connects A; the next two spaces carry no bonus
    with_dice(game, "A", count=3)
    game.apply("act:A0")
    ev = game.apply("send:4A:A5")
    assert kinds(ev, E.TileFlipped) == [E.TileFlipped(0, "A")]
    assert [e for e in kinds(ev, E.PointsScored) if e.reason.startswith("yellow")] == [
        E.PointsScored(0, 2, "yellow tile A", "play")]
    # using those two dice afterwards scores nothing more for the yellow tile
    later = game.apply("act:A1")
    later += game.apply("act:A1")
    assert points(later, "yellow tile") == 0
    assert game.state.players[0].scored["play"] == 2
