"""The play scene's input and words without a window: gestures on steps become exactly the
moves the rules core lists; tooltips say the costs the core asks, discount included."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from game.ai.random_bot import RandomBot
from game.rules.edition import Trade
from game.rules.moves import Act, Glass, Move, Place, Reroll, Send, SkipExtra, Take
from game.ui.play.input import (
    CANCEL,
    REROLL_TILE,
    Outcome,
    Selection,
    TableInput,
    dice_for_reroll,
    steps_for,
)
from game.ui.play.tooltips import cost_text, send_cost_line, tooltip
from tests.scenario import at_action, new_game, put_novice, task, tokens, with_dice

PLAY = Path(__file__).resolve().parent.parent / "game" / "ui" / "play"


def input_of(game) -> TableInput:
    d = game.decision
    hand = game.state.players[d.player].hand if d.kind == "place" else []
    return TableInput(game.options(), hand)


def gesture(inp: TableInput, plan: tuple) -> Outcome:
    """Do a planned gesture as the scene would: a press stands for a step, a drop lands on
    the planned step if it is one the input offers."""
    pressed = dict(inp.pressable())
    if plan[0] == "click":
        step = plan[1]
        if step in pressed:
            return inp.click(step, pressed[step])
        return inp.take(step)  # a button
    _, source, target = plan
    return inp.drop(source, pressed[source], lambda steps: target if target in steps else None)


def make(inp: TableInput, move: Move) -> Move | None:
    for _ in range(12):
        outcome = gesture(inp, inp.plan(move))
        assert not outcome.reason, (move, outcome.reason)
        if outcome.move is not None:
            return outcome.move
    return None


def test_the_input_draws_nothing():
    for name in ("input.py", "tooltips.py", "text.py"):
        tree = ast.parse((PLAY / name).read_text(encoding="utf-8"))
        imported = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        imported |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        assert not any("pygame" in m for m in imported), name


@pytest.mark.parametrize("seed", [3, 14])
def test_every_legal_move_of_a_game_is_made_by_its_planned_gestures(seed):
    game = new_game(players=3, seed=seed)
    rnd = RandomBot(seed)
    picker = random.Random(seed)
    kinds = set()
    while not game.over:
        moves = game.options()
        for move in picker.sample(moves, min(4, len(moves))):
            assert make(input_of(game), move) == move
            kinds.add(type(move).__name__)
        game.apply(rnd.choose(game))
    assert kinds >= {"Place", "Reroll", "Take", "Act", "Send"}


def test_steps_of_each_kind_of_move():
    assert steps_for(Place(3)) == [("space", 3)]
    assert steps_for(Take(5, 2)) == [("space", 5), ("column", "E"), ("count", 2)]
    assert steps_for(Take(6, 1, "B")) == [("space", 6), ("column", "B")]
    assert steps_for(Act("C2", ("soup",))) == [("action", ("C", 2)), ("choice", "soup")]
    assert steps_for(Act("E1", (), Trade("soup", "tool"))) == [("action", ("E", 1)),
                                                               ("choice", "soup>tool")]
    assert steps_for(Send(2, "B", "C4")) == [("novice", (2, "B")), ("board", "C4")]
    assert steps_for(Glass("B", 1, "row")) == [("board", "B-chapel"), ("winrow", 1),
                                               ("bonus", "row")]
    assert steps_for(SkipExtra()) == [("move", SkipExtra())]


def test_taking_dice_is_a_drag_then_how_many():
    game = new_game()
    at_action(game, 0, {5: [None, None, None], 2: [None]})
    inp = input_of(game)
    assert inp.plan(Take(5, 2)) == ("drag", ("space", 5), ("column", "E"))
    outcome = inp.drop(("space", 5), ("space", 5), lambda steps: ("column", "E"))
    assert outcome == Outcome()  # the count is still to choose
    assert ("count", 2) in inp.buttons() and CANCEL in inp.buttons()
    assert inp.take(("count", 2)) == Outcome(Take(5, 2))


def test_a_drop_off_every_target_says_why_and_changes_nothing():
    game = new_game()
    at_action(game, 0, {5: [None, None, None], 2: [None]})
    inp = input_of(game)
    assert inp.drop(("space", 5), ("space", 5), lambda steps: None) == Outcome.say("drop_nowhere")
    assert inp.prefix == [] and inp.selection.user_steps == 0
    assert inp.drop(("space", 3), ("space", 3), lambda steps: None) == Outcome.say("not_now")
    assert inp.take(("column", "A")) == Outcome.say("not_legal")


def test_a_reroll_is_chosen_die_by_die_then_confirmed():
    game = new_game()
    inp = input_of(game)
    reroll = next(m for m in game.options() if isinstance(m, Reroll) and m.count == 2)
    assert inp.click(REROLL_TILE, REROLL_TILE) == Outcome() and inp.reroll_mode
    for i in sorted(dice_for_reroll(inp.hand, reroll)):
        assert inp.click(("die", i), ("space", inp.hand[i].value)) == Outcome()
    assert inp.drop(("die", 0), ("space", inp.hand[0].value), lambda s: None).reason
    assert inp.click(REROLL_TILE, REROLL_TILE) == Outcome(reroll)


def test_the_hint_marks_the_dice_of_a_placement():
    game = new_game()
    inp = input_of(game)
    value = inp.hand[0].value
    marked = inp.hint_steps(Place(value))
    assert marked[0] == ("space", value)
    assert {s for s in marked[1:]} == {("die", i) for i, d in enumerate(inp.hand)
                                      if d.value == value}


def test_a_step_every_move_shares_is_taken_for_the_player():
    selection = Selection([Send(2, "B", "C4"), Send(2, "B", "C5")])
    assert selection.prefix == [("novice", (2, "B"))]
    assert selection.next_steps() == {("board", "C4"), ("board", "C5")}
    assert selection.choose(("board", "C5")) == Send(2, "B", "C5")


def test_building_costs_are_said_with_the_send_discount():
    game = new_game()
    tokens(game, influence=3, soup=4)
    game.state.players[0].messenger = 0
    task(game, "send", 0, discount=1)
    said = tooltip(game, ["Anna", "Bruno"], ("board", "A1"))
    assert "Costs 2 Soup (row I) or 3 Soup (row II)" in said, said  # no Influence: discount
    without = new_game()
    said = tooltip(without, ["Anna", "Bruno"], ("board", "A1"))
    assert "Costs 1 Influence + 2 Soup (row I)" in said, said


def test_a_chosen_novice_is_told_what_a_target_costs():
    game = new_game()
    tokens(game, influence=3)
    game.state.players[0].messenger = 0
    task(game, "send", 0, discount=1)
    line = send_cost_line(game, "A-chapel", 2)
    assert line == "Sending your novice of row III here costs nothing.", line
    put_novice(game, 0, "B-chapel")
    assert cost_text({"influence": 0, "soup": 2}) == "2 Soup"
    assert send_cost_line(new_game(), "A-chapel", 2) == ""  # not sending: nothing to add


def test_a_glass_bonus_button_names_the_column_the_core_places_the_tile_in():
    from game.rules.window import glass_column
    from game.ui.play.text import button_label

    game = new_game()
    game.state.players[0].window[0][0] = "C"
    task(game, "glass", 0, monasteries=["A"])
    label = button_label(("bonus", "column"), game, [("board", "A-chapel"), ("winrow", 1)])
    column = glass_column(game.state.players[0].window, 0)
    assert column == 1 and label.startswith("Column bonus")


def test_using_a_die_clicks_the_action():
    game = new_game()
    game.state.players[0].novices[0][2] = False  # row I of column C unlocked
    with_dice(game, "C", count=1)
    inp = input_of(game)
    move = next(m for m in game.options() if isinstance(m, Act))
    assert inp.plan(move)[0] == "click" and inp.plan(move)[1][0] == "action"
    assert make(inp, move) == move
