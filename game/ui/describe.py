"""Words for the game's components, for tooltips, buttons and the log."""

from __future__ import annotations

from game.rules.edition import ActionDef, WindowLine
from game.texts import text


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
