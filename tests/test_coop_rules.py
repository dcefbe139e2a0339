"""The co-op rules (data/rules/RULES.md, section 13), each in a built position."""

from __future__ import annotations

import pytest

from game.rules import events as E
from game.rules.constants import BARON, NEUTRAL_DICE, YEARS, table_size
from game.rules.coop import baron, team
from game.rules.coop import events as C
from game.rules.coop.content import CoopEffect, CoopKind
from game.rules.coop.moves import Donate, Give
from game.rules.coop.state import OpenRequest, OpenThreat
from game.rules.engine import Game, Setup
from game.rules.missions import presence_table
from game.rules.moves import Place
from game.rules.state import Die
from tests.coop_scenario import coop, coop_game, last_die, level, placement_ends
from tests.scenario import NAMES, edition, kinds


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_one_to_four_players_form_a_team(players):  # R-COOP-1
    game = coop_game(players)
    assert len(game.state.players) == players
    assert coop(game).difficulty == "normal"


def test_a_competitive_game_still_needs_two_and_a_team_at_most_four():  # R-COOP-1
    with pytest.raises(ValueError, match="2 to 4 players"):
        Game.new(edition(), Setup(NAMES[:1], 1))
    with pytest.raises(ValueError, match="1 to 4 players"):
        Game.new(edition(), Setup((*NAMES, "Eve"), 1, 0, "normal"))
    with pytest.raises(ValueError, match="unknown difficulty 'easy'"):
        Game.new(edition(), Setup(NAMES[:2], 1, 0, "easy"))


def test_one_player_plays_with_what_two_players_use():  # R-COOP-2
    game = coop_game(1)
    st = game.state
    assert game.layout.side.id == "two"
    assert len([d for d in st.players[0].hand if d.owner is None]) == NEUTRAL_DICE[2]
    assert set(st.chapel_tiles.values()) == {4}
    started = []
    while not game.over:
        started += kinds(game.apply(game.options()[0]), E.RoundStarted)
    assert [(e.year, e.round, e.player) for e in started][:3] == [(1, 2, 0), (2, 1, 0), (2, 2, 0)]
    assert len(started) == 5  # and the first round: 6 rounds in all


@pytest.mark.parametrize("difficulty", ["normal", "hard"])
def test_the_cards_are_dealt_for_the_difficulty(difficulty):  # R-COOP-2, R-COOP-9
    game = coop_game(3, difficulty=difficulty)
    c = coop(game)
    lvl = level(game)
    assert sorted(c.baron_deck) == sorted(lvl.baron)
    assert len(c.event_deck) == lvl.events[2] and len(c.request_deck) == lvl.requests
    assert sorted(c.threat_deck) == sorted(baron.content(game).threats)
    assert c.messenger == 0
    other = coop_game(3, seed=2, difficulty=difficulty)
    assert coop(other).baron_deck != c.baron_deck or coop(other).event_deck != c.event_deck


def test_the_baron_takes_his_turn_when_the_last_die_is_placed():  # R-COOP-3
    game = coop_game(2)
    c = coop(game)
    top = c.baron_deck[-1]
    events = placement_ends(game)
    assert not kinds(events, C.BaronCardDrawn)  # the die is not placed yet
    events = game.apply(Place(1))
    drawn = kinds(events, C.BaronCardDrawn)
    assert [e.card for e in drawn] == [top] and c.baron_card == top
    assert events.index(drawn[0]) > events.index(kinds(events, E.DicePlaced)[0])
    assert game.state.phase == "actions"
    assert kinds(events, C.RequestRevealed)  # no request was open


def test_his_deck_is_shuffled_anew_when_it_runs_out():  # R-COOP-3
    game = coop_game(2)
    c = coop(game)
    c.baron_discard, c.baron_deck = c.baron_deck, []
    placement_ends(game)
    game.apply(Place(1))
    assert len(c.baron_deck) == len(level(game).baron) - 1 and c.baron_discard == [c.baron_card]


@pytest.mark.parametrize("card", ["B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10",
                                  "B11", "B12"])
def test_each_baron_card_does_what_its_lines_say_in_order(card):  # R-COOP-3
    game = coop_game(2, difficulty="hard")
    c = coop(game)
    st = game.state
    c.request = OpenRequest("R1", {"soup": 4}, 9)  # no request to reveal after the card
    c.event_deck = ["E2"]  # an event that only costs points
    c.baron_deck.append(card)
    st.dice_spaces = [[Die(None, s + 1) for _ in range(3)] + [Die(0, s + 1)] for s in range(6)]
    ev: list = []
    baron.baron_turn(game, ev)
    expected = {"take_dice": C.BaronDiceTaken, "messenger": C.BaronMessengerMoved,
                "novice": C.BaronNovicePlaced, "glass": C.BaronGlassTaken,
                "threat": C.ThreatRevealed, "event": C.EventRevealed}
    lines = baron.content(game).baron[card].effects
    seen = [type(e) for e in ev if type(e) in expected.values()]
    wanted = [expected[effect.kind] for effect in lines
              for _ in range(effect.amount if effect.kind == "glass" else 1)]
    assert seen == wanted
    for effect in lines:
        if effect.kind == "take_dice":
            space = st.dice_spaces[effect.space - 1]
            assert [d.owner for d in space] == [None] * (3 - effect.amount) + [0]


def test_each_line_of_his_card_says_what_it_did_even_nothing():  # R-COOP-3
    game = coop_game(2)
    c = coop(game)
    st = game.state
    c.request = OpenRequest("R1", {"soup": 4}, 9)
    c.baron_deck.append("B8")  # take 2 dice from space 2, then a novice on a building
    st.dice_spaces[1] = [Die(0, 2)]  # only a player's die: nothing for him to take
    reached = tuple(baron.baron_monasteries(game))
    for m in reached:  # every building he could reach is taken
        for b in game.layout.buildings_in[m]:
            st.buildings[b] = 1
    ev: list = []
    baron.baron_turn(game, ev)
    lines = kinds(ev, C.BaronLine)
    assert [(e.line, e.kind, e.most, e.done) for e in lines] == [
        (0, "take_dice", 2, 0), (1, "novice", 1, 0)]
    assert lines[0].space == 2 and not kinds(ev, C.BaronDiceTaken)
    assert lines[1].target == "" and lines[1].reached == reached
    assert lines[1].messenger == c.messenger
    # each line's result comes before what the line caused
    assert ev.index(lines[1]) < ev.index(kinds(ev, C.BaronNovicePlaced)[0])


def test_a_line_that_did_its_all_says_so_with_the_cards_it_showed():  # R-COOP-3
    game = coop_game(2)
    c = coop(game)
    c.request = OpenRequest("R1", {"soup": 4}, 9)
    c.baron_deck.append("B10")  # an event, then a threat
    c.event_deck = ["E2"]
    top = c.threat_deck[-1]
    ev: list = []
    baron.baron_turn(game, ev)
    lines = kinds(ev, C.BaronLine)
    assert [(e.kind, e.done, e.cards) for e in lines] == [("event", 1, ("E2",)),
                                                          ("threat", 1, (top,))]


def test_baron_dice_take_only_neutral_dice_and_use_them_up():  # R-COOP-3a
    game = coop_game(2)
    st = game.state
    st.dice_spaces[2] = [Die(None, 3), Die(1, 3), Die(None, 3)]
    st.spent = []
    ev: list = []
    baron.resolve(game, CoopEffect(CoopKind.TAKE_DICE, 3, space=3), 1, ev)
    assert [d.owner for d in st.dice_spaces[2]] == [1]
    assert [d.owner for d in st.spent] == [None, None]
    assert kinds(ev, C.BaronDiceTaken) == [C.BaronDiceTaken(None, 3, 2)]


def test_his_messenger_goes_round_the_road():  # R-COOP-3b
    game = coop_game(2)
    coop(game).messenger = 11
    ev: list = []
    baron.resolve(game, CoopEffect(CoopKind.MESSENGER, 3), 1, ev)
    assert coop(game).messenger == 1
    assert ev == [C.BaronMessengerMoved(None, 11, 1)]


def test_a_baron_novice_takes_the_first_free_building_where_his_messenger_is():  # R-COOP-3c, 4
    game = coop_game(2)
    st = game.state
    coop(game).messenger = 1  # road space 2: monasteries A and B
    first = game.layout.buildings_in["A"][0]
    st.buildings[first] = 0
    ev: list = []
    baron.resolve(game, CoopEffect(CoopKind.NOVICE, 1, area="building"), 1, ev)
    second = game.layout.buildings_in["A"][1]
    assert st.buildings[second] == BARON and ev == [C.BaronNovicePlaced(None, second)]


def test_a_baron_novice_in_a_chapel_goes_to_the_next_monastery_when_it_is_full():  # R-COOP-4
    game = coop_game(2)
    st = game.state
    coop(game).messenger = 1  # A and B
    st.chapels["A"] = [0, 1, 0, 1]  # 4 places with 2 players
    ev: list = []
    baron.resolve(game, CoopEffect(CoopKind.NOVICE, 1, area="chapel"), 1, ev)
    assert st.chapels["B"] == [BARON]
    st.chapels["B"] = [0, 1, 0, 1]
    baron.resolve(game, CoopEffect(CoopKind.NOVICE, 1, area="chapel"), 1, ev)
    assert ev[-1] == C.BaronNovicePlaced(None, "")  # nothing free: nothing happens


def test_a_baron_novice_is_nobodys_for_scoring():  # R-COOP-4
    game = coop_game(2)
    st = game.state
    st.chapels["A"] = [BARON, 0]
    st.buildings[game.layout.buildings_in["A"][0]] = BARON
    table = presence_table(game.layout, st)
    assert table[0][0] == [1, 0, 0] and table[1][0] == [0, 0, 0]


def test_tiles_leave_the_chapels_where_his_messenger_stands_in_turn():  # R-COOP-3d, R-COOP-4
    game = coop_game(2)
    st = game.state
    coop(game).messenger = 1  # A and B
    st.chapel_tiles.update(A=1, B=4)
    ev: list = []
    baron.resolve(game, CoopEffect(CoopKind.GLASS, 3), 1, ev)
    assert st.chapel_tiles["A"] == 0 and st.chapel_tiles["B"] == 2
    assert [e.monastery for e in ev] == ["A", "B", "B"] and coop(game).tiles == 3


@pytest.mark.parametrize(("difficulty", "players"), [("normal", 1), ("normal", 3), ("hard", 2)])
def test_a_threat_comes_with_marks_by_team_size_and_difficulty(difficulty, players):
    # R-COOP-5, R-COOP-9
    game = coop_game(players, difficulty=difficulty)
    c = coop(game)
    c.threat_deck.append("T4")
    ev: list = []
    baron.resolve(game, CoopEffect(CoopKind.THREAT, 1), 3, ev)
    card = baron.content(game).threats["T4"]
    marks = card.marks * min(players, 2) + level(game).threat_marks
    assert c.threats == [OpenThreat("T4", marks, 3 + card.rounds - 1)]
    assert ev == [C.ThreatRevealed(None, "T4", marks, 3 + card.rounds - 1)]


def test_a_threat_is_answered_by_its_action_earliest_deadline_first():  # R-COOP-5
    game = coop_game(2)
    c = coop(game)
    c.threats = [OpenThreat("T4", 2, 5), OpenThreat("T4", 1, 3)]  # messenger
    events = last_die(game, "E")  # column E: the messenger moves 1 space
    events += game.apply(next(m for m in game.options() if str(m) == "act:E0"))
    weakened = kinds(events, C.ThreatWeakened)
    assert weakened == [C.ThreatWeakened(0, "T4", 0)]
    assert c.threats == [OpenThreat("T4", 2, 5)] and c.answered == 1


def test_tokens_gained_answer_a_token_threat_one_mark_each_but_not_by_a_gift():  # R-COOP-5
    game = coop_game(2)
    c = coop(game)
    c.threats = [OpenThreat("T5", 4, 9)]  # soup
    last_die(game, "B")  # column B: take 1 soup
    game.apply(next(m for m in game.options() if str(m) == "act:B0"))
    assert c.threats[0].marks == 3
    last_die(game, "B", player=1)
    game.apply(Give(0, "soup", 2))
    assert c.threats[0].marks == 3


def test_a_threat_standing_at_its_deadline_costs_everyone_and_reveals_an_event():  # R-COOP-5
    game = coop_game(2)
    c = coop(game)
    now = baron.round_number(game.state)
    c.threats = [OpenThreat("T1", 1, now)]  # chapel: not answered by the messenger
    c.event_deck.append("E2")  # every player loses 2 points
    events = last_die(game, "E")
    events += game.apply(next(m for m in game.options() if str(m) == "act:E0"))
    penalty = baron.content(game).threats["T1"].penalty
    assert kinds(events, C.ThreatStood) == [C.ThreatStood(None, "T1", penalty)]
    assert kinds(events, C.EventRevealed)[0].card == "E2"
    assert [p.score for p in game.state.players] == [-penalty - 2, -penalty - 2]
    assert c.threats == [] and c.missed == 1
    assert events.index(kinds(events, C.ThreatStood)[0]) < events.index(
        kinds(events, E.RoundEnded)[0])


def test_a_request_is_met_by_donations_and_pays_everyone():  # R-COOP-6
    game = coop_game(2)
    c = coop(game)
    c.request = OpenRequest("R1", {"soup": 3}, 9)
    game.state.players[0].tokens["soup"] = 5
    last_die(game, "A")
    assert {Donate("soup", 1), Donate("soup", 2)} <= set(game.options())
    assert Donate("tool", 1) not in game.options()  # not asked for
    events = game.apply(Donate("soup", 2))
    assert c.request.need == {"soup": 1} and game.state.players[0].tokens["soup"] == 3
    assert kinds(events, C.Donated) == [C.Donated(0, "R1", "soup", 2)]
    last_die(game, "A", player=1)
    game.state.players[1].tokens["soup"] = 2
    assert Donate("soup", 2) not in game.options()  # only what is still asked for
    events = game.apply(Donate("soup", 1))
    reward = baron.content(game).requests["R1"].reward
    assert kinds(events, C.RequestMet) == [C.RequestMet(None, "R1", reward)]
    assert [p.score for p in game.state.players] == [reward, reward]
    assert c.request is None and c.met == 1


def test_a_request_not_met_by_its_deadline_fails_costs_everyone_and_reveals_an_event():
    # R-COOP-6, R-COOP-7
    game = coop_game(3)
    c = coop(game)
    c.request = OpenRequest("R3", {"tool": 1}, baron.round_number(game.state))
    c.event_deck.append("E5")  # every player loses 1 influence
    influence = [p.tokens["influence"] for p in game.state.players]
    events = last_die(game, "E")
    events += game.apply(next(m for m in game.options() if str(m) == "act:E0"))
    penalty = baron.content(game).requests["R3"].penalty
    assert kinds(events, C.RequestFailed) == [C.RequestFailed(None, "R3", penalty)]
    assert [p.score for p in game.state.players] == [-penalty] * 3
    assert [p.tokens["influence"] for p in game.state.players] == [i - 1 for i in influence]
    assert c.request is None and c.failed == 1  # the next one comes at his next turn


def test_the_request_asks_its_tokens_per_player_counting_two_at_most():  # R-COOP-6
    game = coop_game(3)
    c = coop(game)
    c.request, c.request_deck = None, ["R2"]
    ev: list = []
    baron.reveal_request(game, 2, ev)
    assert c.request == OpenRequest("R2", {"influence": 2, "rosary": 2}, 3)  # 2 at most


def last_round(game: Game) -> None:
    """The game's last round: using the round's last die ends the game."""
    game.state.year, game.state.round = YEARS, table_size(len(game.state.players))


def end_with_last_die(game: Game) -> list:
    events = last_die(game, "E")
    return events + game.apply(next(m for m in game.options() if str(m) == "act:E0"))


def test_an_empty_event_deck_ends_the_game_at_once_and_costs_every_player():  # R-COOP-7
    game = coop_game(2)
    c = coop(game)
    c.event_deck = []
    c.threats = [OpenThreat("T1", 1, baron.round_number(game.state))]
    events = end_with_last_die(game)
    assert game.over and game.state.year == 1
    out = level(game).deck_out
    assert kinds(events, C.EventDeckEmpty) == [C.EventDeckEmpty(None, out)]
    ended = kinds(events, C.CoopEnded)[0]
    assert (ended.outcome, ended.reason) == ("lost", "events_ran_out")  # far below the target
    assert game.state.winners == [] and not kinds(events, E.RoundEnded)
    hidden = level(game).event_bonus * len(c.request_deck)  # R-COOP-12, even ended early
    assert game.state.final["coop"] == [hidden - out - 3] * 2  # the threat's penalty, then this


def test_after_the_event_deck_ran_out_the_target_still_decides():  # R-COOP-7, R-COOP-8
    game = coop_game(2)
    c = coop(game)
    c.event_deck = []
    c.threats = [OpenThreat("T1", 1, baron.round_number(game.state))]
    for player in game.state.players:  # a team already well past its target
        player.score = player.scored["play"] = 200
    events = end_with_last_die(game)
    out = level(game).deck_out
    assert game.over and kinds(events, C.EventDeckEmpty) == [C.EventDeckEmpty(None, out)]
    ended = kinds(events, C.CoopEnded)[0]
    assert (ended.outcome, ended.reason) == ("won", "target_reached")
    assert game.state.winners == [0, 1]
    hidden = level(game).event_bonus * len(c.request_deck)
    assert game.state.final["coop"] == [hidden - out - 3] * 2  # no event left to pay


def test_threats_standing_and_the_open_request_cost_every_player_at_the_end():  # R-COOP-12
    game = coop_game(2)
    c = coop(game)
    last_round(game)
    c.threats = [OpenThreat("T8", 2, 99), OpenThreat("T9", 1, 99)]  # deadlines not reached
    c.request = OpenRequest("R4", {"book": 1}, 99)
    c.request_deck, c.event_deck = [], ["E1", "E2"]
    events = end_with_last_die(game)
    assert game.over
    cards = baron.content(game)
    cost = cards.threats["T8"].penalty + cards.threats["T9"].penalty + cards.requests["R4"].penalty
    assert kinds(events, C.ThreatStood) == [C.ThreatStood(None, "T8", cards.threats["T8"].penalty),
                                            C.ThreatStood(None, "T9", cards.threats["T9"].penalty)]
    assert kinds(events, C.RequestFailed) == [C.RequestFailed(None, "R4",
                                                              cards.requests["R4"].penalty)]
    assert not kinds(events, C.EventRevealed)  # the game is over: no event follows
    bonus = 2 * level(game).event_bonus  # the two events left
    assert game.state.final["coop"] == [bonus - cost, bonus - cost]
    assert (c.threats, c.request, c.missed, c.failed) == ([], None, 2, 1)


def test_requests_never_revealed_pay_every_player_at_the_end():  # R-COOP-12
    game = coop_game(3)
    c = coop(game)
    last_round(game)
    c.threats, c.request = [], None
    c.request_deck, c.event_deck = ["R1", "R2", "R5"], ["E1"]
    projected = team.total_if_ended(game)
    end_with_last_die(game)
    bonus = level(game).event_bonus * (3 + 1)  # three requests hidden, one event left
    assert game.state.final["coop"] == [bonus, bonus, bonus]
    assert coop(game).total == projected


def test_events_left_at_the_end_pay_every_player():  # R-COOP-7, R-COOP-12
    game = coop_game(1)
    while not game.over:
        game.apply(game.options()[0])
    c = coop(game)
    if c.reason != "events_ran_out":
        player = game.state.players[0]
        bonus = level(game).event_bonus * (len(c.event_deck) + len(c.request_deck))
        assert game.state.final["coop"] == [player.scored.get("coop", 0) + bonus]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_target_grows_with_the_team_and_each_baron_novice(players):  # R-COOP-8
    game = coop_game(players)
    lvl = level(game)
    assert team.target(game) == lvl.target[players - 1]
    game.state.chapels["C"].append(BARON)
    game.state.buildings[game.layout.buildings_in["D"][0]] = BARON
    assert team.target(game) == lvl.target[players - 1] + 2 * lvl.baron_novice
    assert lvl.target[players - 1] > (level(game).target[players - 2] if players > 1 else 0)


@pytest.mark.parametrize(("totals", "outcome", "reason"),
                         [([50, 60], "won", "target_reached"), ([10, 20], "lost", "below_target")])
def test_the_team_wins_or_loses_together_and_says_by_how_much(totals, outcome, reason):
    # R-COOP-8
    game = coop_game(2)
    lvl = level(game)
    totals = [t + lvl.target[1] // 2 - 30 for t in totals]
    ev: list = []
    winners = team.outcome(game, totals, ev)
    c = coop(game)
    assert (c.outcome, c.reason, c.total, c.target) == (outcome, reason, sum(totals),
                                                        lvl.target[1])
    assert winners == ([0, 1] if outcome == "won" else [])
    assert ev == [C.CoopEnded(None, outcome, sum(totals), lvl.target[1], reason)]


def test_a_die_may_give_tokens_to_a_team_mate():  # R-COOP-10
    game = coop_game(3)
    st = game.state
    st.players[0].tokens.update(soup=1, book=2)
    last_die(game, "C")
    gifts = {m for m in game.options() if isinstance(m, Give)}
    assert Give(1, "book", 2) in gifts and Give(2, "soup", 1) in gifts
    assert Give(1, "soup", 2) not in gifts and Give(0, "book", 1) not in gifts
    events = game.apply(Give(2, "book", 2))
    assert st.players[0].tokens["book"] == 0 and st.players[2].tokens["book"] == 2
    assert kinds(events, C.TokensGiven) == [C.TokensGiven(0, 2, "book", 2)]


def test_alone_there_is_nobody_to_give_to():  # R-COOP-10
    game = coop_game(1)
    last_die(game, "C")
    assert not [m for m in game.options() if isinstance(m, Give)]


def test_co_op_points_have_their_own_category_and_may_go_below_zero():  # R-COOP-11
    game = coop_game(2)
    ev: list = []
    baron.lose(game, 1, 7, "event", ev)
    player = game.state.players[1]
    assert player.score == -7 and player.scored == {"coop": -7}
    assert ev == [C.PointsLost(1, 7, "event")]


def test_an_action_in_the_middle_of_a_turn_answers_a_threat_at_once():  # R-COOP-5
    from tests.scenario import with_dice

    game = coop_game(2)
    c = coop(game)
    c.threats = [OpenThreat("T5", 3, 9)]  # soup
    with_dice(game, "B", count=2)  # two dice on column B: take soup, twice
    events = game.apply(next(m for m in game.options() if str(m) == "act:B0"))
    assert game.decision is not None and game.decision.kind == "use"  # the turn goes on
    assert kinds(events, C.ThreatWeakened) == [C.ThreatWeakened(0, "T5", 2)]


def test_the_total_if_the_game_ended_now_is_what_ending_it_scores():
    """R-COOP-8 with R-SCORE-* and R-COOP-7: the strip's projection is exactly the team's
    total that ending the game at that moment gives, events left included; it runs ahead of
    the points scored so far once novices stand on the board."""
    from game.ai.random_bot import RandomBot

    game = coop_game(2, seed=4)
    bot = RandomBot(4)
    ahead = 0
    for step in range(400):
        if game.state.phase == "over":
            break
        if step % 25 == 0:
            projected = team.total_if_ended(game)
            ended = game.clone()
            ended.end_now([])
            assert projected == sum(p.score for p in ended.state.players), step
            bonus = ended.state.final["coop"][0] - game.state.players[0].scored.get("coop", 0)
            each = team.event_bonus(game) + team.hidden_bonus(game) - team.end_costs(game)
            assert bonus == each and team.event_bonus(game) > 0  # the events left
            ahead += projected > sum(p.score for p in game.state.players)
        game.apply(bot.choose(game))
    assert ahead >= 5
    while game.state.phase != "over":
        game.apply(bot.choose(game))
    assert team.total_if_ended(game) == coop(game).total


@pytest.mark.parametrize("seed", [2, 5])
def test_the_co_op_points_are_kept_by_kind_and_add_up_to_the_category(seed):  # R-COOP-11
    """The account the end screen itemises: each kind of co-op points the team won or lost,
    summed, is the co-op row of the final scoring; it survives a save."""
    from game.ai.random_bot import RandomBot
    from game.rules.state import state_from_json, to_json

    game = coop_game(2, seed=seed)
    bot = RandomBot(seed)
    while not game.over:
        game.apply(bot.choose(game))
    c = coop(game)
    assert sum(c.points.values()) == sum(game.state.final["coop"])
    assert set(c.points) <= {"request_met", "request", "threat", "event", "event_deck_empty",
                             "events_left", "requests_unrevealed"}
    assert c.points.get("events_left", 0) == team.event_bonus(game) * 2
    assert c.points.get("requests_unrevealed", 0) == team.hidden_bonus(game) * 2
    again = state_from_json(to_json(game.state)).coop
    assert again is not None and again.points == c.points


def test_a_loss_is_kept_under_its_kind_without_the_card():  # R-COOP-11
    game = coop_game(2)
    threat = next(iter(baron.content(game).threats))
    ev: list = []
    baron.lose(game, 0, 3, f"threat {threat}", ev)
    baron.lose(game, 1, 3, f"threat {threat}", ev)
    baron.lose(game, 1, 2, "event deck empty", ev)
    assert coop(game).points == {"threat": -6, "event_deck_empty": -2}
