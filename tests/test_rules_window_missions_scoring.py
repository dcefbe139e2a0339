"""Stained glass (R-GLASS-*), extra novices (R-EXTRA-1), missions (R-MISS-*) and the final
scoring (R-SCORE-*), with the rulebook's worked examples."""

from __future__ import annotations

import pytest

from game.rules import events as E
from game.rules.engine import Game, IllegalOption
from game.rules.moves import Glass
from game.rules.scoring import final_scores
from game.rules.state import to_json
from tests.scenario import (
    at_action,
    edition,
    kinds,
    new_game,
    option_texts,
    task,
    tokens,
    with_dice,
)

AREA_ROW = {"building": 1, "chapel": 2, "cloister": 3}  # the row a novice of that area leaves


# --------------------------------------------------------------------------- local helpers


def place(game: Game, p: int, target: str, row: int | None = None) -> None:
    """A novice of `p` already at `target`, taken from `row` (0-3; default: the row that sends
    to that area) of its action area, leftmost column first."""
    st = game.state
    if target.endswith("-chapel"):
        st.chapels[target[0]].append(p)
        area = "chapel"
    elif target in st.cloister:
        st.cloister[target] = p
        area = "cloister"
    else:
        assert target in st.buildings, f"no usable building {target}"
        st.buildings[target] = p
        area = "building"
    novices = st.players[p].novices[AREA_ROW[area] if row is None else row]
    novices[novices.index(True)] = False


def place_extra(game: Game, p: int, row: int, target: str) -> None:
    """Row `row`'s extra novice of `p` already sent to building or cloister `target`."""
    st = game.state
    (st.cloister if target in st.cloister else st.buildings)[target] = p
    st.players[p].extras[row] = False
    st.players[p].extras_sent += 1


def reveal(game: Game, *missions: str) -> None:
    game.state.missions = list(missions)
    game.state.mission_discs = {m: [] for m in missions}


def window(game: Game, p: int, *rows: str) -> None:
    """Rows written like "AB.": a monastery letter per built tile, "." for a free space."""
    game.state.players[p].window = [[None if t == "." else t for t in row] for row in rows]


def option_to(game: Game, target: str, prefix: str = "send:") -> str:
    """The first listed option sending a novice to `target`."""
    return next(o for o in option_texts(game) if o.startswith(prefix) and o.endswith(f":{target}"))


def glass_monasteries(game: Game) -> set[str]:
    return {o.monastery for o in game.options() if isinstance(o, Glass)}


def completed(events: list) -> list[tuple[int, str, int, int]]:
    return [(e.player, e.mission, e.year, e.points) for e in kinds(events, E.MissionCompleted)]


def points(mission: str) -> tuple[int, ...]:
    return edition().mission(mission).points


# ----------------------------------------------------------------- stained glass (R-GLASS-*)


def test_glass_from_road_bonus_any_monastery_without_a_novice():  # R-GLASS-1, R-ROAD-4
    game = new_game()
    reveal(game)
    game.state.players[0].messenger = 6  # the next space carries the glass bonus
    events = with_dice(game, "E")  # the only action: move the messenger 1 space
    assert [(e.space, e.bonus) for e in kinds(events, E.RoadBonusReached)] == [(7, "glass")]
    assert not any(game.state.chapels.values())
    assert game.decision.kind == "glass"
    assert glass_monasteries(game) == set("ABCDE")


def test_glass_from_common_room_only_that_monastery():  # R-GLASS-1, R-BLD-2
    game = new_game()
    reveal(game)
    tokens(game, 0, book=2)
    task(game, "send", discount=0)
    game.apply("send:1A:A4")  # A4 is a common room of monastery A
    assert game.decision.kind == "glass"
    assert glass_monasteries(game) == {"A"}
    before = game.state.chapel_tiles["A"]
    events = game.apply("glass:A:1:column")
    # built at once in the window, taken from that chapel
    assert game.state.players[0].window[0] == ["A", None, None]
    assert game.state.chapel_tiles["A"] == before - 1
    assert [(e.monastery, e.row, e.column) for e in kinds(events, E.GlassBuilt)] == [("A", 1, 1)]


def test_glass_from_row_iii_action_only_chapels_with_own_novice():  # R-GLASS-1, R-ROWIII-1
    game = new_game()
    reveal(game)
    place(game, 0, "B-chapel")  # from row III, column A: unlocks action A3
    place(game, 0, "D-chapel")  # from row III, column B
    place(game, 1, "C-chapel")  # another player's chapel novice gives player 0 nothing
    with_dice(game, "A")
    assert "act:A3" in option_texts(game)
    game.apply("act:A3")
    assert game.decision.kind == "glass"
    assert glass_monasteries(game) == {"B", "D"}


def test_glass_goes_leftmost_in_the_chosen_row():  # R-GLASS-2
    game = new_game()
    reveal(game)
    window(game, 0, "...", "D..", "...")
    task(game, "glass", monasteries=["A"])
    assert option_texts(game) == [
        "glass:A:1:row", "glass:A:1:column",
        "glass:A:2:row", "glass:A:2:column",
        "glass:A:3:row", "glass:A:3:column",
    ]
    events = game.apply("glass:A:2:row")
    assert game.state.players[0].window == [[None] * 3, ["D", "A", None], [None] * 3]
    assert kinds(events, E.GlassBuilt) == [E.GlassBuilt(0, "A", 2, 2, "row")]


def test_glass_full_row_not_offered_and_built_tiles_stay():  # R-GLASS-3
    game = new_game()
    reveal(game)
    window(game, 0, "ABC", "...", "...")
    task(game, "glass", monasteries=["D"])
    assert not any(o.startswith("glass:D:1:") for o in option_texts(game))
    before = to_json(game.state)
    with pytest.raises(IllegalOption):
        game.apply("glass:D:1:row")
    assert to_json(game.state) == before
    game.apply("glass:D:2:row")
    assert game.state.players[0].window[0] == ["A", "B", "C"]
    assert game.state.players[0].window[1] == ["D", None, None]


def test_glass_rows_and_columns_hold_different_monasteries():  # R-GLASS-4
    game = new_game()
    reveal(game)
    # B: row 1 already has a B; row 2's next space is in column 2, which has a B; row 3 is free
    window(game, 0, "AB.", "C..", "...")
    task(game, "glass", monasteries=["B"])
    assert option_texts(game) == ["glass:B:3:row", "glass:B:3:column"]
    before = to_json(game.state)
    with pytest.raises(IllegalOption):
        game.apply("glass:B:2:row")
    assert to_json(game.state) == before


@pytest.mark.parametrize("tiles_left, rows", [
    (0, ("...", "...", "...")),  # no tile left on A's chapel
    (4, ("A..", "BA.", "...")),  # A fits nowhere: in rows 1-2, and row 3 starts under an A
])
def test_glass_that_cannot_be_taken_or_built_is_lost(tiles_left, rows):  # R-GLASS-5
    game = new_game()
    reveal(game)
    game.state.chapel_tiles["A"] = tiles_left
    window(game, 0, *rows)
    tokens(game, 0, book=2)
    task(game, "send", discount=0)
    events = game.apply("send:1A:A4")  # the common room's tile is lost, its 3 points are not
    assert len(kinds(events, E.GlassLost)) == 1
    assert not kinds(events, E.GlassBuilt)
    assert game.state.chapel_tiles["A"] == tiles_left
    assert game.state.players[0].window == [[None if t == "." else t for t in r] for r in rows]
    assert game.state.players[0].score == 3
    assert game.decision.kind != "glass"


@pytest.mark.parametrize("rows, row, bonus, gained", [
    (("...", "...", "..."), 1, "row", {"influence": 1}),
    (("...", "...", "..."), 2, "row", {"rosary": 1}),
    (("...", "...", "..."), 1, "column", {"soup": 1}),
    (("B..", "...", "..."), 1, "column", {"tool": 1}),  # column 2
    (("BC.", "...", "..."), 1, "column", {"book": 1}),  # column 3
    (("...", "BC.", "..."), 2, "row", {"rosary": 1}),  # row bonus whatever the column
])
def test_glass_bonus_of_row_or_column(rows, row, bonus, gained):  # R-GLASS-6
    game = new_game()
    reveal(game)
    window(game, 0, *rows)
    task(game, "glass", monasteries=["A"])
    before = dict(game.state.players[0].tokens)
    events = game.apply(f"glass:A:{row}:{bonus}")
    after = game.state.players[0].tokens
    assert {t: after[t] - before[t] for t in after if after[t] != before[t]} == gained
    assert [e.delta for e in kinds(events, E.TokensChanged)] == [tuple(gained.items())]
    assert game.state.players[0].messenger == 0


def test_glass_bottom_row_bonus_moves_messenger_two():  # R-GLASS-6
    game = new_game()
    reveal(game)
    task(game, "glass", monasteries=["A"])
    before = dict(game.state.players[0].tokens)
    events = game.apply("glass:A:3:row")
    assert kinds(events, E.MessengerMoved) == [E.MessengerMoved(0, 0, 2)]
    assert game.state.players[0].tokens == before
    assert game.decision.kind == "bonus_token"  # space 2's road bonus, reached on the way


@pytest.mark.parametrize("rows, option, reasons", [
    (("AB.", "...", "..."), "glass:C:1:row", [("window row 1", 5)]),
    (("A..", "B..", "..."), "glass:C:3:row", [("window column 1", 2)]),
    (("AB.", "C..", "..."), "glass:A:2:row", []),  # nothing completed yet
    (("ABC", "BC.", "C.."), "glass:D:3:row", [("window column 2", 3)]),
    (("AB.", "BC.", "..."), "glass:A:2:row", [("window row 2", 5)]),
])
def test_glass_completed_lines_score_their_points(rows, option, reasons):  # R-GLASS-7
    game = new_game()
    reveal(game)
    window(game, 0, *rows)
    task(game, "glass", monasteries=list("ABCDE"))
    events = game.apply(option)
    scored = [(e.reason, e.points) for e in kinds(events, E.PointsScored)]
    assert scored == reasons
    assert game.state.players[0].scored.get("window", 0) == sum(p for _, p in reasons)


@pytest.mark.parametrize("bonus, gained, messenger", [
    ("column", {"book": 1}, 0),
    ("row", {}, 2),
])
def test_ninth_window_tile_scores_nine(bonus, gained, messenger):  # R-GLASS-7 worked example
    game = new_game()
    reveal(game)
    window(game, 0, "ABC", "BCD", "CD.")
    task(game, "glass", monasteries=["E"])
    assert option_texts(game) == ["glass:E:3:row", "glass:E:3:column"]
    before = dict(game.state.players[0].tokens)
    events = game.apply(f"glass:E:3:{bonus}")
    player = game.state.players[0]
    assert sorted((e.reason, e.points) for e in kinds(events, E.PointsScored)) == [
        ("window column 3", 4), ("window row 3", 5)]
    assert player.scored["window"] == 9
    assert player.score == 9
    assert {t: player.tokens[t] - before[t] for t in before if player.tokens[t] != before[t]} \
        == gained
    assert player.messenger == messenger


# ------------------------------------------------------------------- extra novices (R-EXTRA-1)


def _empty_row_i_but_last(game: Game) -> None:
    for target in ("B1", "B2", "C1", "C2"):
        place(game, 0, target, row=0)  # row I: columns A-D sent, E left


def test_extra_novice_offered_when_a_row_is_emptied():  # R-EXTRA-1
    game = new_game()
    reveal(game)
    _empty_row_i_but_last(game)
    task(game, "send", discount=0)
    game.apply("send:1E:A1")  # the last novice of row I
    decision = game.decision
    assert decision.kind == "extra"
    # anywhere reachable (messenger on A's space): free buildings, the chapel, and the cloister
    # space next to the new building; never another monastery, never A6/A7 (R-CLO-1)
    assert tuple(map(str, decision.options)) == (
        "extra:1:A2", "extra:1:A3", "extra:1:A4", "extra:1:A-chapel", "extra:1:A5", "extra:skip")


@pytest.mark.parametrize("target, area", [
    ("A-chapel", "chapel"), ("A5", "cloister"), ("A2", "building")])
def test_extra_novice_pays_nothing(target, area):  # R-EXTRA-1
    game = new_game()
    reveal(game)
    _empty_row_i_but_last(game)
    tokens(game, 0, influence=3, soup=3, rosary=3, tool=3, book=3)  # enough for any cost
    task(game, "send", discount=0)
    game.apply("send:1E:A1")
    player = game.state.players[0]
    before = dict(player.tokens)
    events = game.apply(f"extra:1:{target}")
    spent = {t: n for t, n in player.tokens.items() if n < before[t]}
    assert spent == {}
    assert kinds(events, E.NoviceSent) == [E.NoviceSent(0, 1, "", target, True)]
    assert player.extras == [False, True, True, True]
    assert (player.chapel_sends, player.cloister_sends) == (0, 0)
    if area == "chapel":
        assert game.state.chapels["A"] == [0]
    elif area == "cloister":
        assert game.state.cloister["A5"] == 0
    else:
        assert game.state.buildings["A2"] == 0


def test_extra_novice_comes_after_the_common_room_tile():  # R-EXTRA-1, R-BLD-2: built at once
    game = new_game()
    reveal(game)
    _empty_row_i_but_last(game)
    tokens(game, 0, book=2)
    task(game, "send", discount=0)
    game.apply("send:1E:A4")
    assert game.decision.kind == "glass"
    game.apply("glass:A:1:row")
    assert game.decision.kind == "extra"
    assert game.state.players[0].window[0] == ["A", None, None]


def test_extra_novice_not_offered_while_row_has_novices():  # R-EXTRA-1
    game = new_game()
    reveal(game)
    for target in ("B1", "B2", "C1"):
        place(game, 0, target, row=0)  # row I: columns D and E left
    task(game, "send", discount=0)
    game.apply("send:1D:A1")
    assert game.decision.kind != "extra"
    assert game.state.players[0].extras == [True] * 4


def test_extra_novice_skipped_is_kept_on_the_board():  # R-EXTRA-1: "may"
    game = new_game()
    reveal(game)
    _empty_row_i_but_last(game)
    task(game, "send", discount=0)
    game.apply("send:1E:A1")
    game.apply("extra:skip")
    assert game.decision.kind != "extra"
    # still standing right of row I: not counted as sent (R-MISS-3), not on the board
    assert game.state.players[0].extras == [True] * 4
    assert game.state.players[0].extras_sent == 0
    assert game.state.chapels["A"] == [] and game.state.buildings["A2"] is None


# ------------------------------------------------------------------------ missions (R-MISS-*)


def test_mission_met_puts_a_disc_and_scores_at_once():  # R-MISS-1
    game = new_game()
    reveal(game, "A1", "C1")
    place(game, 0, "A-chapel")
    place(game, 0, "A1")
    task(game, "send", discount=0)
    events = game.apply("send:1A:A2")  # third novice in monastery A: chapel + 2 buildings
    assert completed(events) == [(0, "A1", 1, points("A1")[0])]
    assert game.state.mission_discs == {"A1": [[0, 1]], "C1": []}
    assert game.state.players[0].missions == ["A1"]
    assert game.state.players[0].scored["missions"] == points("A1")[0]
    assert game.state.players[0].score == 1 + points("A1")[0]  # secular building + mission


def test_mission_not_revealed_is_not_scored():  # R-MISS-1, R-SETUP-4
    game = new_game()
    reveal(game, "A2", "B1", "C1")
    place(game, 0, "A-chapel")
    place(game, 0, "A1")
    task(game, "send", discount=0)
    events = game.apply("send:1A:A2")  # would meet A1, which is not revealed
    assert completed(events) == []
    assert "missions" not in game.state.players[0].scored


@pytest.mark.parametrize("year", [1, 2, 3])
def test_mission_ab_points_depend_on_the_year(year):  # R-MISS-2
    game = new_game()
    reveal(game, "B2")
    game.state.year = year
    place(game, 0, "B-chapel")
    place(game, 0, "B-chapel")
    task(game, "send", discount=0)
    events = game.apply(option_to(game, "B1"))  # B2: chapel, chapel, building of B
    assert completed(events) == [(0, "B2", year, points("B2")[year - 1])]
    assert game.state.mission_discs["B2"] == [[0, year]]


def test_mission_ab_earlier_years_score_more():  # R-MISS-2
    cards = [m for m in edition().missions if m.category in "AB"]
    assert len(cards) == 10
    assert all(len(m.points) == 3 and m.points[0] > m.points[1] > m.points[2] for m in cards)


@pytest.mark.parametrize("mission, before, last, met", [
    ("A1", ["A-chapel", "A1"], "A5", True),  # "monastery": a cloister space counts
    ("A1", ["A-chapel", "A1"], "A2", True),  # "monastery": a second building counts
    ("A1", ["A-chapel", "A1"], "A-chapel", True),  # "monastery": a second chapel novice too
    ("A1", ["A1", "A3"], "A2", False),  # no chapel novice
    ("A1", ["A-chapel", "B1"], "A2", False),  # the building is in another monastery
    ("B2", ["B-chapel", "B2"], "B1", False),  # needs two chapel novices
    ("B1", ["A2", "A5"], "A6", True),  # building, cloister, cloister of A
    ("B1", ["A1", "A2"], "A5", False),  # only one cloister novice
])
def test_mission_ab_areas_of_the_card(mission, before, last, met):  # R-MISS-2
    game = new_game()
    reveal(game, mission)
    tokens(game, 0, rosary=3)
    for target in before:
        place(game, 0, target)
    task(game, "send", discount=0)
    events = game.apply(option_to(game, last))
    assert completed(events) == ([(0, mission, 1, points(mission)[0])] if met else [])


def test_mission_c1_counts_extra_novices():  # R-MISS-3: send at least 12 novices
    game = new_game()
    reveal(game, "C1")
    for target in ("B1", "B2", "B3", "B4", "C1"):
        place(game, 0, target, row=1)
    for target in ("C2", "C3", "C4", "D1", "D2"):
        place(game, 0, target, row=2)
    place_extra(game, 0, 3, "E1")  # 11 sent, one of them an extra novice
    task(game, "send", discount=0)
    events = game.apply("send:1A:A1")
    assert completed(events) == [(0, "C1", 1, points("C1")[0])]


def test_mission_c1_not_before_12():  # R-MISS-3
    game = new_game()
    reveal(game, "C1")
    for target in ("B1", "B2", "B3", "B4", "C1"):
        place(game, 0, target, row=1)
    for target in ("C2", "C3", "C4", "D1", "D2"):
        place(game, 0, target, row=2)
    task(game, "send", discount=0)
    events = game.apply("send:1A:A1")  # 11 sent
    assert completed(events) == []


@pytest.mark.parametrize("others, met", [(["B4", "C4"], True), (["B4"], False)])
def test_mission_c2_three_common_rooms(others, met):  # R-MISS-3
    game = new_game()
    reveal(game, "C2")
    for target in others:
        place(game, 0, target)
    place(game, 0, "A1")  # a secular building does not count
    tokens(game, 0, book=2)
    task(game, "send", discount=0)
    events = game.apply("send:1A:A4")
    assert completed(events) == ([(0, "C2", 1, points("C2")[0])] if met else [])


def test_mission_c3_six_cloister_spaces_checked_after_extra_novice():  # R-MISS-3, R-EXTRA-1
    game = new_game()
    reveal(game, "C3")
    place(game, 0, "A1")
    place(game, 0, "A2")  # buildings next to A5 and A6
    for target in ("B5", "B6", "C5", "C6"):
        place(game, 0, target)  # row IV, columns A-D
    game.state.players[0].cloister_sends = 4
    tokens(game, 0, rosary=3)
    task(game, "send", discount=0)
    assert completed(game.apply("send:4E:A5")) == []  # 5 cloister spaces
    assert game.decision.kind == "extra"
    assert completed(game.apply("extra:4:A6")) == [(0, "C3", 1, points("C3")[0])]


@pytest.mark.parametrize("tile, met", [("E", True), ("C", False)])
def test_mission_c4_window_of_five_monasteries(tile, met):  # R-MISS-3
    game = new_game()
    reveal(game, "C4")
    window(game, 0, "BCD", "A..", "...")
    task(game, "glass", monasteries=[tile])
    events = game.apply(f"glass:{tile}:3:row")
    assert completed(events) == ([(0, "C4", 1, points("C4")[0])] if met else [])


@pytest.mark.parametrize("year", [1, 3])
def test_mission_c5_three_personal_dice_fixed_points(year):  # R-MISS-3
    game = new_game()
    reveal(game, "C5")
    game.state.year = year
    game.state.players[0].personal_dice = 2
    events = task(game, "bonus_die")
    assert completed(events) == []
    events = game.apply("die:take")
    assert completed(events) == [(0, "C5", year, points("C5")[0])]
    assert len(points("C5")) == 1  # one value, whatever the year


def test_mission_c5_not_with_two_dice():  # R-MISS-3
    game = new_game()
    reveal(game, "C5")
    task(game, "bonus_die")
    events = game.apply("die:take")  # 2 personal dice
    assert completed(events) == []


def test_mission_once_per_player_but_for_several_players():  # R-MISS-4
    game = new_game()
    reveal(game, "A1")
    place(game, 0, "A-chapel")
    place(game, 0, "A1")
    task(game, "send", discount=0)
    assert completed(game.apply("send:1A:A2")) == [(0, "A1", 1, points("A1")[0])]
    # player 0 meets it again, with one more novice there: no second disc
    task(game, "send", discount=0)
    assert completed(game.apply(option_to(game, "A5"))) == []
    # player 1 completes the same mission, in year 2
    game.state.year = 2
    place(game, 1, "A-chapel")
    place(game, 1, "A-chapel")
    tokens(game, 1, book=2)
    task(game, "send", player=1, discount=0)
    assert completed(game.apply(option_to(game, "A4"))) == [(1, "A1", 2, points("A1")[1])]
    assert game.state.mission_discs["A1"] == [[0, 1], [1, 2]]
    assert game.state.players[0].scored["missions"] == points("A1")[0]
    assert game.state.players[1].scored["missions"] == points("A1")[1]


# ------------------------------------------------------------------- final scoring (R-SCORE-*)


def test_score_monastery_majority_and_ties():  # R-SCORE-1
    game = new_game(players=3)
    st = game.state
    place(game, 0, "A-chapel")
    place(game, 0, "A1")  # A: player 0 has 2 (chapel + building)
    place(game, 1, "A7")  # A: player 1 has 1 (cloister)
    place(game, 1, "B1")
    place(game, 2, "B-chapel")  # B: players 1 and 2 tied on 1
    place(game, 2, "C7")
    place(game, 2, "C-chapel")  # C: player 2 alone, cloister and chapel count
    place(game, 0, "D1")
    place(game, 1, "D3")
    place(game, 2, "D-chapel")  # D: a three-way tie; E: nobody, no points
    scores = final_scores(game.layout, st)
    assert scores["monasteries"] == [10, 10, 15]


@pytest.mark.parametrize("chapels, expected", [
    ("", 0), ("A", 1), ("AB", 3), ("ABC", 6), ("ABCD", 10), ("ABCDE", 15), ("AAB", 3)])
def test_score_chapels_by_number_of_monasteries(chapels, expected):  # R-SCORE-2
    game = new_game()
    for m in chapels:
        place(game, 0, f"{m}-chapel")
    assert final_scores(game.layout, game.state)["chapels"] == [expected, 0]


def test_score_chapels_in_five_monasteries_worked_example():  # R-SCORE-2 worked example
    game = new_game(players=4)
    for m in "ABCDE":
        place(game, 2, f"{m}-chapel")
    assert final_scores(game.layout, game.state)["chapels"] == [0, 0, 15, 0]


def test_score_cloister_worked_example():  # R-SCORE-3: 3 chapel x 3 cloister x 2 = 18
    game = new_game()
    for target in ("A-chapel", "A-chapel", "A-chapel", "A5", "A6", "A7"):
        place(game, 0, target)
    assert final_scores(game.layout, game.state)["cloisters"] == [18, 0]


@pytest.mark.parametrize("novices, expected", [
    (["A-chapel", "A5"], 2),
    (["A-chapel", "A-chapel", "A5"], 4),
    (["A5", "A6"], 0),  # no chapel novice there
    (["B-chapel", "A5", "A6"], 0),  # chapel and cloister of different monasteries
    (["A-chapel", "A5", "B-chapel", "B5", "B6"], 2 + 4),  # summed over monasteries
])
def test_score_cloisters_per_monastery(novices, expected):  # R-SCORE-3
    game = new_game()
    for target in novices:
        place(game, 0, target)
    place(game, 1, "A-chapel")  # another player's chapel novice is not multiplied in
    assert final_scores(game.layout, game.state)["cloisters"] == [expected, 0]


@pytest.mark.parametrize("amounts, expected", [
    ({"tool": 3, "book": 2, "influence": 2, "soup": 2, "rosary": 1}, 3 + 4 + 2),
    ({"tool": 0, "book": 0, "influence": 1, "soup": 0, "rosary": 0}, 0),
    ({"tool": 0, "book": 0, "influence": 1, "soup": 1, "rosary": 1}, 1),
    ({"tool": 0, "book": 0, "influence": 2, "soup": 3, "rosary": 3}, 4),
    ({"tool": 1, "book": 1, "influence": 0, "soup": 0, "rosary": 0}, 3),
])
def test_score_leftover_tokens(amounts, expected):  # R-SCORE-4
    game = new_game()
    tokens(game, 0, **amounts)
    assert final_scores(game.layout, game.state)["tokens"][0] == expected


def _finish_last_round(game: Game) -> list:
    """Year 3, last round: player 0 takes and uses the last die, and the game ends."""
    n = len(game.state.players)
    game.state.year, game.state.round = 3, n
    return at_action(game, 0, {2: [None]})  # one die on space 2: take it, take 1 Soup


def test_game_end_shared_victory():  # R-SCORE-5
    game = new_game()
    tokens(game, 0, soup=1)  # the die's Soup makes both players' tokens equal
    events = _finish_last_round(game)
    assert game.over and game.decision is None
    ended = kinds(events, E.GameEnded)
    assert len(ended) == 1
    assert ended[0].scores[0] == ended[0].scores[1]
    assert game.state.winners == [0, 1]
    assert ended[0].winners == (0, 1)


def test_game_end_highest_total_wins():  # R-SCORE-5
    game = new_game(players=3)
    place(game, 2, "A-chapel")  # chapel 1 + monastery A 5
    game.state.players[1].scored = {"play": 4}
    game.state.players[1].score = 4
    events = _finish_last_round(game)
    totals = kinds(events, E.GameEnded)[0].scores
    assert game.state.winners == [2]
    assert totals[2] > totals[1] > totals[0]
    assert [p.score for p in game.state.players] == list(totals)


def test_game_end_score_beyond_100_counts_in_full():  # R-SCORE-5: the track wraps at 100
    game = new_game()
    game.state.players[0].scored = {"play": 95, "missions": 20}
    game.state.players[0].score = 115
    game.state.players[1].scored = {"play": 30}
    game.state.players[1].score = 30
    _finish_last_round(game)
    assert game.state.players[0].score == 115 + 3  # + (2 Influence, 3 Soup, 1 Rosary) // 2
    assert game.state.final["play"] == [95, 30]
    assert game.state.winners == [0]


def test_game_does_not_end_before_the_last_round():  # R-SCORE-5 (via R-ROUND-4)
    game = new_game()
    game.state.year, game.state.round = 3, 1
    events = at_action(game, 0, {2: [None]})
    assert not game.over and not kinds(events, E.GameEnded)
    assert game.state.winners == [] and game.state.final == {}
