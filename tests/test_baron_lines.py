"""The Baron's card in words: the log has a line for each line of his card, saying what it did,
even nothing, and does not say again what such a line said (game/ui/words/baron_lines.py)."""

from __future__ import annotations

from game import texts
from game.rules.coop import baron
from game.rules.coop.state import OpenRequest
from game.rules.state import Die
from game.ui.words.logbook import PlayLog
from tests.coop_scenario import coop, coop_game


def turn_log(card: str, empty_space: int | None = None) -> list[str]:
    texts.set_language("en")
    game = coop_game(2)
    c = coop(game)
    c.request = OpenRequest("R1", {"soup": 4}, 9)  # no request revealed after his card
    c.baron_deck.append(card)
    st = game.state
    st.dice_spaces = [[Die(None, s + 1) for _ in range(3)] for s in range(6)]
    if empty_space is not None:
        st.dice_spaces[empty_space - 1] = [Die(0, empty_space)]
    ev: list = []
    baron.baron_turn(game, ev)
    log = PlayLog(["Anna", "Bruno"], game.layout)
    log.events(ev, 0)
    return log.lines


def test_a_line_that_took_no_dice_is_logged_with_why():
    lines = turn_log("B7", empty_space=5)  # take 2 dice from space 5, then a threat
    assert "Baron, line 1 of 2 (take up to 2 dice from space 5): took 0 of 2 dice: space 5 " \
           "held no neutral die." in lines
    assert any(line.startswith("Baron, line 2 of 2 (reveal 1 threat): revealed ")
               for line in lines)


def test_what_a_line_said_is_not_said_again():
    lines = turn_log("B12")  # take 3 dice from space 1, messenger 3 spaces on
    said = [line for line in lines if line.startswith("Baron, line")]
    assert len(said) == 2
    assert said[0].endswith("took 3 of 3 dice from space 1.")
    assert "his messenger stands on road space 4" in said[1]
    assert not [line for line in lines if line.startswith(("The Baron takes", "The Baron's mess"))]
