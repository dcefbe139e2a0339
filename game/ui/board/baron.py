"""The Baron's strip on a co-op table (R-COOP-3 to R-COOP-8), shown all the time: the card he
resolved last and his deck's size (the next card is face down: the rules reveal no more), the
threats with their marks left and last rounds, the open request with what it still asks, the event
deck's size and the team's points against the target; on the board, the monasteries his
messenger reaches, where his next novice and window tiles go. Each chip is kept with a hover
key, so its tooltip (`tip`) says the whole card."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.rules.constants import BARON
from game.rules.coop.baron import baron_monasteries, round_number
from game.rules.coop.state import CoopState
from game.rules.coop.team import end_costs, event_bonus, hidden_bonus, target, total_if_ended
from game.rules.engine import Game
from game.texts import text
from game.ui.board.pen import BoardPen
from game.ui.toolkit import theme as T
from game.ui.words.baron_turn import BaronTurn
from game.ui.words.describe import tokens_text, when_text

Chip = tuple[str, tuple, tuple[int, int, int]]  # label, hover key, its ink


def team_total(game: Game) -> int:
    return sum(p.score for p in game.state.players)


def chips(game: Game) -> list[Chip]:
    """What the strip says, left to right."""
    c = game.state.coop
    assert c is not None, "the Baron's strip is drawn for a co-op game only"
    now = round_number(game.state)
    card = text(f"coop.baron_card.{c.baron_card}.name") if c.baron_card else text("coop_ui.none")
    out: list[Chip] = [
        (text("coop_ui.card", name=card), ("baron", "card"), T.BARON["base"]),
        (text("coop_ui.deck", count=len(c.baron_deck)), ("baron", "deck"), T.INK_SOFT),
    ]
    for t in c.threats:
        out.append((text("coop_ui.threat", name=text(f"coop.threat.{t.id}.name"),
                         marks=t.marks, count=t.deadline - now + 1),
                    ("baron", "threat", t.id), T.BARON["base"]))
    if not c.threats:
        out.append((text("coop_ui.no_threat"), ("baron", "threats"), T.INK_SOFT))
    request = c.request
    if request is not None:
        need = [(k, n) for k, n in request.need.items() if n > 0]
        out.append((text("coop_ui.request", name=text(f"coop.request.{request.id}.name"),
                         need=tokens_text(need), count=request.deadline - now + 1),
                    ("baron", "request"), T.INK))
    else:
        out.append((text("coop_ui.no_request", count=len(c.request_deck)),
                    ("baron", "requests"), T.INK_SOFT))
    out.append((text("coop_ui.events", count=len(c.event_deck)), ("baron", "events"), T.INK))
    total, ended, goal = team_total(game), total_if_ended(game), target(game)
    said = (text("coop_ui.team_over", total=total, target=goal) if game.over
            else text("coop_ui.team", total=total, ended=ended, target=goal))
    out.append((said, ("baron", "team"), (40, 110, 40) if ended >= goal else T.INK))
    return out


def draw_baron(surf: pygame.Surface, pen: BoardPen, game: Game,
               turn: BaronTurn | None = None) -> bool:
    """The strip of a co-op table, its chips and the taken-dice marks (of `turn`, his last as
    shown) kept in the geometry for the tooltips (False: a table without the Baron)."""
    if not pen.g.baron.w or game.state.coop is None:
        return False
    pen.g.baron_chips = (draw_strip(surf, pen, game) + draw_taken(surf, pen, game, turn)
                         + draw_reached(surf, pen, game))
    return True


def reached_rect(pen: BoardPen, monastery: str) -> Rect:
    """Where a monastery's mark goes: right of its letter and its window colour, in the free
    top of its panel."""
    badge = pen.g.badges[monastery]
    size = badge.h
    return Rect(badge.right + 10 + round(badge.h * 0.8), badge.top, size, size)


def draw_reached(surf: pygame.Surface, pen: BoardPen, game: Game) -> list[tuple[Rect, tuple]]:
    """A Baron novice on a disc ringed in his colour on each monastery his messenger reaches:
    where his next novice and window tiles go (R-COOP-4); each with its hover key."""
    if game.over:
        return []
    out = []
    for m in baron_monasteries(game):
        where = reached_rect(pen, m)
        pygame.draw.circle(surf, T.BARON["dark"], where.center, where.w // 2 + 1)
        pygame.draw.circle(surf, T.BARON["light"], where.center, where.w // 2 - 1)
        pygame.draw.circle(surf, T.PARCH_L, where.center, where.w // 2 - 3)
        novice = pen.novice_sprite(BARON, round(where.h * 0.7))
        surf.blit(novice, novice.get_rect(center=where.center))
        out.append((where, ("baron", "reached", m)))
    return out


def taken_spaces(game: Game, turn: BaronTurn | None) -> list[tuple[int, int]]:
    """(dice space, dice taken) by his card of this round (R-COOP-3 a), as the table has shown
    it (`turn`, the log's last); a line that took none has no mark."""
    if turn is None or game.state.coop is None or game.state.phase != "actions":
        return []
    return turn.taken()


def taken_rect(space: Rect) -> Rect:
    """Where the mark goes: in the top right corner inside the space's frame, beside its
    number and above where its dice lie (places.space_dice_box), so clear of them, of the
    joker's label and of the count of dice that do not fit, however many lie there."""
    inner = space.inflate(-6, -6)  # inside the gold frame
    size = max(12, min(round(space.w * 0.28), inner.h // 4))  # the number takes 0.3 mid-top
    return Rect(inner.right - size, inner.top, size, size)


def draw_taken(surf: pygame.Surface, pen: BoardPen, game: Game,
               turn: BaronTurn | None) -> list[tuple[Rect, tuple]]:
    """In the round of his card, a die in his colour on each dice space it took dice from,
    with how many it took; each with its hover key."""
    out = []
    for space, amount in taken_spaces(game, turn):
        where = taken_rect(pen.g.dice_spaces[space - 1])
        surf.blit(pen.assets.sprite("die_personal_baron", where.w), where.topleft)
        pen.label(surf, f"−{amount}", 14, where.center,
                  T.PARCH_L, "bold", "center")
        out.append((where, ("baron", "taken", space, amount)))
    return out


SPARE = ("events", "deck", "requests", "threats")  # left out first, when the strip is too short


def draw_strip(surf: pygame.Surface, pen: BoardPen, game: Game) -> list[tuple[Rect, tuple]]:
    """Draw the strip in the geometry's `baron` rectangle; the chips' (rect, hover key)."""
    area = pen.g.baron
    pygame.draw.rect(surf, T.PARCH, area, border_radius=8)
    pygame.draw.rect(surf, T.BARON["base"], area, 2, border_radius=8)
    said = chips(game)
    size = pen.font(17)
    gap = max(4, area.h // 8)
    novice = pen.novice_sprite(BARON, area.h - 2 * gap)
    x = area.left + gap
    surf.blit(novice, novice.get_rect(midleft=(x, area.centery)))
    x += novice.get_width() + gap
    while size > T.MIN_TEXT and _width(pen, said, size, gap) > area.right - gap - x:
        size -= 1
    for spare in SPARE:  # still too long: the counts give way to the team's sum
        if _width(pen, said, size, gap) <= area.right - gap - x:
            break
        said = [chip for chip in said if chip[1][1] != spare]
    out = []
    for label, key, ink in said:
        s = pen.assets.text(label, size, ink, _style(key))
        chip = Rect(x, area.top + gap, s.get_width() + 2 * gap, area.h - 2 * gap)
        if chip.left >= area.right - gap:
            break  # what does not fit is still in the tooltips and the log
        pygame.draw.rect(surf, T.PARCH_L, chip, border_radius=6)
        pygame.draw.rect(surf, T.PARCH_D, chip, 1, border_radius=6)
        surf.blit(s, s.get_rect(midleft=(chip.left + gap, chip.centery)),
                  Rect(0, 0, area.right - gap - chip.left - gap, s.get_height()))
        out.append((chip, key))
        x = chip.right + gap
    return out


def _width(pen: BoardPen, said: list[Chip], size: int, gap: int) -> int:
    return sum(pen.assets.font(size, _style(key)).size(label)[0] + 3 * gap
               for label, key, _ in said)


def _style(key: tuple) -> str:
    return "bold" if key[1] == "team" else "regular"


# ------------------------------------------------------------------ tooltips


def tip(game: Game, key: tuple) -> str:
    """The tooltip of a chip of the strip (a ("baron", ...) hover key)."""
    c = game.state.coop
    if c is None:
        return ""
    what = key[1]
    cards = game.layout.edition.coop
    assert cards is not None
    level = cards.difficulties[c.difficulty]
    if what in ("card", "deck"):
        return _card_tip(c)
    if what == "taken":
        name = text(f"coop.baron_card.{c.baron_card}.name") if c.baron_card else ""
        return text("coop_ui.tip_taken", name=name, space=key[2], count=key[3])
    if what == "threat":
        return _threat_tip(game, c, key[2])
    if what == "reached":
        return text("coop_ui.tip_reached", monastery=key[2], n=c.messenger + 1,
                    where=", ".join(baron_monasteries(game)))
    if what == "request" and c.request is not None:
        card = cards.requests[c.request.id]
        need = [(k, n) for k, n in c.request.need.items() if n > 0]
        return " ".join((text(f"coop.request.{card.id}.name") + ".",
                         text("coop.request_text", tokens=tokens_text(need),
                              deadline=when_text(c.request.deadline, game.layout),
                              reward=card.reward,
                              penalty=card.penalty)))
    if what == "requests":
        return text("coop_ui.tip_requests", count=len(c.request_deck))
    if what == "events":
        return text("coop_ui.tip_events", count=len(c.event_deck), bonus=level.event_bonus,
                    penalty=level.deck_out)
    players = len(game.state.players)
    goal = text("coop_ui.tip_team", total=team_total(game), target=target(game),
                base=level.target[players - 1], players=players, per=level.baron_novice,
                difficulty=text(f"coop.difficulty.{c.difficulty}"))
    if game.over:
        return goal
    ended = text("coop_ui.tip_ended", ended=total_if_ended(game),
                 events=event_bonus(game) * players, hidden=hidden_bonus(game) * players,
                 costs=end_costs(game) * players)
    return " ".join((goal, ended))


def _card_tip(c: CoopState) -> str:
    deck = text("coop_ui.tip_deck", count=len(c.baron_deck), played=len(c.baron_discard))
    if not c.baron_card:
        return deck
    name = text(f"coop.baron_card.{c.baron_card}.name")
    said = text(f"coop.baron_card.{c.baron_card}.text")
    return " ".join((text("coop_ui.tip_card", name=name, text=said), deck))


def _threat_tip(game: Game, c: CoopState, threat: str) -> str:
    found = next((t for t in c.threats if t.id == threat), None)
    cards = game.layout.edition.coop
    if found is None or cards is None:
        return ""
    card = cards.threats[threat]
    return " ".join((text(f"coop.threat.{threat}.name") + ".",
                     text("coop.threat_text", action=text(f"coop.threat.{threat}.action"),
                          marks=found.marks, deadline=when_text(found.deadline, game.layout)),
                     text("coop_ui.tip_penalty", count=card.penalty)))
