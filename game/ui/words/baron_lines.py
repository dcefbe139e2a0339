"""A line of the Baron's card in words: what it asks ("take up to 2 dice from space 5") and
what it did (BaronLine: "took 0 of 2 dice: space 5 held no neutral die"), for his card's panel
and the log (texts: coop_ui.line and coop_ui.did in data/texts). What a line did is the rules
core's to say; here it is only put into words."""

from __future__ import annotations

from game.rules.coop import events as C
from game.rules.coop.content import CoopEffect, CoopKind
from game.rules.layout import Layout
from game.texts import text
from game.ui.words.describe import target_text, tokens_text

# the Baron's events a line of his card says in its own words: the log and the banners do
# not say them again right after it (an event's lines still say theirs)
SAID_BY_LINE = {C.BaronDiceTaken: CoopKind.TAKE_DICE, C.BaronMessengerMoved: CoopKind.MESSENGER,
                C.BaronNovicePlaced: CoopKind.NOVICE, C.BaronGlassTaken: CoopKind.GLASS}


class CardLines:
    """Follows a run of events and tells which of them a line of his card said already."""

    def __init__(self) -> None:
        self.kind = ""  # the kind of the line said last, while its events follow

    def said(self, event: object) -> bool:
        if isinstance(event, C.BaronLine):
            self.kind = event.kind
            return False
        kind = SAID_BY_LINE.get(type(event))
        if kind is None or kind != self.kind:
            self.kind = ""
            return False
        return True


def asked(effect: CoopEffect) -> str:
    """What a line of a card asks, in words."""
    fields: dict[str, object] = {"count": effect.amount, "space": effect.space}
    key = effect.kind.value
    if effect.kind == CoopKind.NOVICE:
        key = f"novice_{effect.area}"
    if effect.kind == CoopKind.LOSE_TOKENS:
        fields["tokens"] = tokens_text(effect.tokens)
    return text(f"coop_ui.line.{key}", **fields)


def _names(kind: str, cards: tuple[str, ...]) -> str:
    if kind == CoopKind.THREAT:
        return ", ".join(text(f"coop.threat.{card}.name") for card in cards)
    return ", ".join(text(f"coop.event.{card}.name") for card in cards)


def did(e: C.BaronLine, layout: Layout) -> str:
    """What a line of his card did, in words, with why when it did less than it asked."""
    where = ", ".join(e.reached)
    n = e.messenger + 1  # road spaces are counted from 1 on the board
    if e.kind == CoopKind.TAKE_DICE:
        key = "take_dice" if e.done == e.most else "take_dice_none" if not e.done else \
            "take_dice_short"
        return text(f"coop_ui.did.{key}", done=e.done, count=e.most, space=e.space)
    if e.kind == CoopKind.MESSENGER:
        return text("coop_ui.did.messenger", n=n, where=where)
    if e.kind == CoopKind.NOVICE:
        if e.target:
            return text("coop_ui.did.novice", target=target_text(e.target, layout), n=n)
        key = f"novice_none_{_effect(e, layout).area or 'building'}"
        return text(f"coop_ui.did.{key}", where=where, n=n)
    if e.kind == CoopKind.GLASS:
        key = "glass" if e.done == e.most else "glass_short"
        return text(f"coop_ui.did.{key}", done=e.done, count=e.most, where=where)
    if e.kind in (CoopKind.THREAT, CoopKind.EVENT):
        key = e.kind if e.cards else f"{e.kind}_none"
        return text(f"coop_ui.did.{key}", cards=_names(e.kind, e.cards))
    return text("coop_ui.did.done")


def effects(card: str, layout: Layout) -> tuple[CoopEffect, ...]:
    """The lines of a Baron card, top to bottom."""
    cards = layout.edition.coop
    return cards.baron[card].effects if cards is not None and card in cards.baron else ()


def _effect(e: C.BaronLine, layout: Layout) -> CoopEffect:
    lines = effects(e.card, layout)
    return lines[e.line] if e.line < len(lines) else CoopEffect(CoopKind(e.kind), e.most, e.space)


def line_said(e: C.BaronLine, layout: Layout) -> str:
    """The log's line for a line of his card: its number, what it asks, what it did."""
    return text("coop_ui.log.line", n=e.line + 1, of=max(len(effects(e.card, layout)), e.line + 1),
                asked=asked(_effect(e, layout)), did=did(e, layout))
