"""Words for the game's components, for tooltips, buttons and the log."""

from __future__ import annotations

from game.rules.edition import ActionDef, Effect, WindowLine
from game.rules.engine import Game
from game.rules.layout import Layout
from game.rules.moves import (
    Act,
    Donate,
    Extra,
    Give,
    Glass,
    Move,
    Place,
    Reroll,
    Send,
    SkipExtra,
    Take,
    chapel_of,
)
from game.texts import text

ROMAN = ("I", "II", "III", "IV")


def tokens_text(bundle) -> str:
    return " + ".join(token_count(t, n) for t, n in bundle)


def token_count(token: str, n: int) -> str:
    """"2 Rosaries": a number of one kind of token, in the plural form it needs."""
    return text(f"tokens_n.{token}", count=n)


def action_text(action: ActionDef) -> str:
    e = action.effect
    if e == Effect.SEND:
        if action.discount:
            return text("action.send_discount", n=action.discount)
        return text("action.send")
    if e == Effect.TAKE:
        return text("action.take", tokens=tokens_text(action.tokens))
    if e == Effect.TAKE_ONE_OF:
        return text("action.take_one_of",
                    choices=text("action.or").join(tokens_text(b) for b in action.choices))
    if e == Effect.EXCHANGE:
        trades = text("action.or").join(
            f"{text(f'tokens.{t.give}')} → {text(f'tokens.{t.get}')}" for t in action.trades)
        return text("action.exchange", trades=trades)
    if e == Effect.MESSENGER:
        return text("action.messenger", count=action.steps)
    if e == Effect.POINTS:
        return text("action.points", count=action.points)
    return text("action.glass_from_chapel")


def window_bonus_text(line: WindowLine) -> str:
    if line.messenger:
        return text("window_bonus.messenger", count=line.messenger)
    return tokens_text(line.tokens)


def when_text(game_round: int, layout: Layout) -> str:
    """A round counted over the whole game (a threat's or request's last) as the table counts
    rounds: "year 2, round 1", a year having as many rounds as the table's size."""
    size = layout.players
    return text("saves.when", year=(game_round - 1) // size + 1, round=(game_round - 1) % size + 1)


def target_text(target: str, layout: Layout) -> str:
    """A place a novice goes to, in words: "the workshop of monastery B", "the chapel of C"."""
    monastery = chapel_of(target)
    if monastery:
        return text("log.chapel", m=monastery)
    if target not in layout.monastery_of:
        return target
    monastery = layout.monastery_of[target]
    if target in layout.kind:
        return text("log.building", kind=text(f"kinds.{layout.kind[target]}"),
                    monastery=monastery)
    return text("log.cloister", monastery=monastery)


def space_text(target: str, layout: Layout) -> str:
    """A place a novice goes to, named so that no two places read the same: "the secular
    building A1 of monastery A" (its id, as the board's tooltip names it), "the chapel of C"."""
    monastery = layout.monastery_of.get(target)
    if chapel_of(target) or monastery is None:
        return target_text(target, layout)
    if target in layout.kind:
        return text("hint.building_at", kind=text(f"kinds.{layout.kind[target]}"), id=target,
                    monastery=monastery)
    return text("hint.cloister_at", id=target, monastery=monastery)


def _row(row: int) -> str:
    return ROMAN[row - 1] if 1 <= row <= len(ROMAN) else str(row)


def choice_label(choice: str) -> str:
    """An action's choice (`Act.choice`: "soup+tool", "soup>tool") as its button names it."""
    return text(f"buttons.choice.{choice}")


def choice_suffix(choice: str) -> str:
    """" (Soup + Tool)" after an action's words, or "" without a choice."""
    return f" ({choice_label(choice)})" if choice else ""


def option_text(move: Move, game: Game) -> str:
    """One of the game's current moves in words, as a move to make: "Take 2 dice from space 5
    onto column E" for Take(5, 2) (the Hint button says what it suggests this way)."""
    if isinstance(move, Place):
        d = game.decision
        hand = game.state.players[d.player].hand if d is not None else []
        count = sum(1 for die in hand if die.value == move.value)
        return text("hint.place", count=max(1, count), value=move.value)
    if isinstance(move, Give) and move.to < len(game.state.players):  # the team-mate by name
        return text("coop_ui.move_give_to", tokens=token_count(move.token, move.count),
                    name=game.state.players[move.to].name)
    return move_words(move, game.layout, precise=True)


def move_words(move: Move, layout: Layout, precise: bool = False) -> str:
    """A move in words without its position (the log says moves made earlier this way);
    `precise`: a novice's place named by its space too (the secular building A1 of monastery
    A), so that no two moves of a position read the same (the Hint, the lessons, the review)."""
    where = space_text if precise else target_text
    if isinstance(move, Place):
        return text("hint.place_value", value=move.value)
    if isinstance(move, Reroll):
        dice = [f"{g.value}{'*' if g.personal else ''}"
                for g in move.groups for _ in range(g.count)]
        return text("hint.reroll", count=len(dice), dice=" ".join(dice))
    if isinstance(move, Take):
        if move.is_joker:
            return text("hint.take_joker", column=move.column)
        return text("hint.take", count=move.count, space=move.space, column=move.column)
    if isinstance(move, Act):
        action = layout.edition.actions.get(move.action)
        described = action_text(action) if action else move.action
        if move.row == 0:  # the column's action tile
            return text("hint.act_tile", column=move.column, action=described,
                        choice=choice_suffix(move.choice))
        return text("hint.act", action=described, column=move.column, row=_row(move.row),
                    choice=choice_suffix(move.choice))
    if isinstance(move, Send):
        return text("hint.send", row=_row(move.row), column=move.column,
                    target=where(move.target, layout))
    if isinstance(move, Extra):
        return text("hint.extra", row=_row(move.row), target=where(move.target, layout))
    if isinstance(move, SkipExtra):
        return text("hint.extra_skip")
    if isinstance(move, Glass):
        return text("hint.glass", monastery=move.monastery, row=move.row,
                    bonus=text(f"log.glass_bonus_{move.bonus}"))
    if isinstance(move, Donate):  # R-COOP-6
        return text("coop_ui.move_donate", tokens=token_count(move.token, move.count))
    if isinstance(move, Give):  # R-COOP-10
        return text("coop_ui.move_give", tokens=token_count(move.token, move.count),
                    n=move.to + 1)
    return text(f"buttons.{move}")  # Bonus, RoadDie, NewDie: as their buttons say
