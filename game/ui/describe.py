"""Words for the game's components, for tooltips, buttons and the log."""

from __future__ import annotations

from game.rules.edition import COLUMNS, ActionDef, WindowLine
from game.rules.engine import Game
from game.texts import text

ROMAN = ("I", "II", "III", "IV")


def tokens_text(bundle) -> str:
    return " + ".join(token_count(t, n) for t, n in bundle)


def token_count(token: str, n: int) -> str:
    """"2 Rosaries": a number of one kind of token, in the plural form it needs."""
    return text(f"tokens_n.{token}", count=n)


def action_text(action: ActionDef) -> str:
    e = action.effect
    if e == "send":
        if action.discount:
            return text("action.send_discount", n=action.discount)
        return text("action.send")
    if e == "take":
        return text("action.take", tokens=tokens_text(action.tokens))
    if e == "take_one_of":
        return text("action.take_one_of",
                    choices=text("action.or").join(tokens_text(b) for b in action.choices))
    if e == "exchange":
        trades = text("action.or").join(
            f"{text(f'tokens.{t.give}')} → {text(f'tokens.{t.get}')}" for t in action.trades)
        return text("action.exchange", trades=trades)
    if e == "messenger":
        return text("action.messenger", count=action.steps)
    if e == "points":
        return text("action.points", count=action.points)
    return text("action.glass_from_chapel")


def window_bonus_text(line: WindowLine) -> str:
    if line.messenger:
        return text("window_bonus.messenger", count=line.messenger)
    return tokens_text(line.tokens)


def target_text(target: str) -> str:
    if target.endswith("-chapel"):
        return text("log.chapel", m=target[0])
    return target


def _row(row: str) -> str:
    n = int(row)
    return ROMAN[n - 1] if 1 <= n <= len(ROMAN) else row


def option_text(option: str, game: Game) -> str:
    """One of the game's current options in words, as a move to make: "Take 2 dice from space 5
    onto column E" for take:5:2 (the Hint button says what it suggests this way)."""
    parts = option.split(":")
    head = parts[0]
    edition = game.layout.edition
    if head == "place":
        d = game.decision
        hand = game.state.players[d.player].hand if d is not None else []
        count = sum(1 for die in hand if str(die.value) == parts[1])
        return text("hint.place", count=max(1, count), value=parts[1])
    if head == "reroll":  # reroll:3nx1,5px2 - value, n(eutral) or p(ersonal), how many
        dice = []
        for part in parts[1].split(","):
            key, count = part.split("x")
            dice += [key[:-1] + ("*" if key.endswith("p") else "")] * int(count)
        return text("hint.reroll", count=len(dice), dice=" ".join(dice))
    if head == "take":
        space = int(parts[1])
        if space == 6:
            return text("hint.take_joker", column=parts[2])
        return text("hint.take", count=int(parts[2]), space=space, column=COLUMNS[space - 1])
    if head == "act":
        action = edition.actions.get(parts[1])
        choice = f" ({text('buttons.choice.' + parts[2])})" if len(parts) > 2 else ""
        described = action_text(action) if action else parts[1]
        if parts[1].endswith("0"):  # row 0: the column's action tile
            return text("hint.act_tile", column=parts[1][0], action=described, choice=choice)
        return text("hint.act", key=parts[1], action=described, choice=choice)
    if head == "send":
        return text("hint.send", row=_row(parts[1][:-1]), column=parts[1][-1],
                    target=target_text(parts[2]))
    if head == "extra":
        if parts[1] == "skip":
            return text("hint.extra_skip")
        return text("hint.extra", row=_row(parts[1]), target=target_text(parts[2]))
    if head == "glass":
        return text("hint.glass", monastery=parts[1], row=parts[2],
                    bonus=text(f"log.glass_bonus_{parts[3]}"))
    return text(f"buttons.{option}")  # bonus:..., die:..., new_die:... as their buttons say
