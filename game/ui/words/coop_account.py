"""The team's account in a game together against the Baron (R-COOP-5 to R-COOP-8, R-COOP-11):
each player's own points, then what the co-op cards won and cost the team by kind, the total and
the target with how it was built. Read from the state alone (the co-op points the core keeps by
kind, its counters and the difficulty), so a loaded game or a finished one shows the same; no
drawing here (game/ui/results/coop_account.py and the year's end draw it)."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.constants import BARON
from game.rules.coop import team
from game.rules.coop.baron import content
from game.rules.engine import Game
from game.texts import text

# the kinds of co-op points the core keeps (game/rules/coop/baron.py `book`), in the account's
# order; a kind not named here is summed on the "other" line, so the account still adds up
KINDS = ("request_met", "request", "threat", "event", "event_deck_empty", "events_left",
         "requests_unrevealed")


@dataclass(frozen=True, slots=True)
class Line:
    words: str
    points: int
    player: int | None = None  # a player's own line: whose


@dataclass(frozen=True, slots=True)
class Account:
    lines: list[Line]  # each player's, then the co-op kinds: they add up to `total`
    total: int
    target: int
    made: str  # how the target was built: base + Baron novices × points each
    later: str  # during the game: what the events left would add at the end ("" at the end)


def baron_novices(game: Game) -> int:
    st = game.state
    return (list(st.buildings.values()).count(BARON)
            + sum(owners.count(BARON) for owners in st.chapels.values()))


def kind_words(game: Game, kind: str) -> str:
    """A kind's line, counted from the co-op state."""
    c = game.state.coop
    assert c is not None
    n = len(game.state.players)
    bonus = content(game).difficulties[c.difficulty].event_bonus
    counts = {"request_met": c.met, "request": c.failed, "threat": c.missed,
              "event": len(c.events), "events_left": len(c.event_deck),
              "requests_unrevealed": len(c.request_deck)}
    keys = {"request_met": "coop_account.request_met", "request": "coop_account.request_failed",
            "threat": "coop_account.threat", "event": "coop_account.event",
            "event_deck_empty": "coop_account.deck_out", "events_left": "coop_account.events_left",
            "requests_unrevealed": "coop_account.requests_unrevealed"}
    if kind not in keys:
        return text("coop_account.other")
    return text(keys[kind], count=counts.get(kind, 0), answered=c.answered, bonus=bonus,
                players=n)


def own_points(game: Game, p: int) -> int:
    """A player's points other than the co-op ones (at the end: the final scoring's rows)."""
    st = game.state
    player = st.players[p]
    if st.phase == "over" and "coop" in st.final:
        return player.score - st.final["coop"][p]
    return player.score - player.scored.get("coop", 0)


def coop_account(game: Game, names: list[str], each: bool = True, brief: bool = False
                 ) -> Account:
    """The account as it stands: at the end the final one, during the game the points so far;
    each player's own points on a line (`each`) or all of them on one; `brief`: no line for a
    kind that brought nothing."""
    st = game.state
    c = st.coop
    assert c is not None
    over = st.phase == "over"
    lines = [Line(text("coop_account.own", name=names[p]), own_points(game, p), p)
             for p in range(len(st.players))]
    if not each:
        lines = [Line(text("coop_account.own_all"), sum(line.points for line in lines))]
    shown = [k for k in KINDS if k in c.points or k in ("request_met", "request", "threat",
                                                         "event")]
    if not over:  # scored at the end only
        shown = [k for k in shown if k not in ("events_left", "requests_unrevealed")]
    lines += [Line(kind_words(game, k), c.points.get(k, 0)) for k in shown
              if c.points.get(k, 0) or not brief]
    total = c.total if over and c.outcome else sum(pl.score for pl in st.players)
    other = total - sum(line.points for line in lines)
    if other:  # kinds this window does not name, or a save from before they were kept
        lines.append(Line(text("coop_account.other"), other))
    level = content(game).difficulties[c.difficulty]
    novices = baron_novices(game)
    target = c.target if over and c.outcome else team.target(game)
    made = text("coop_account.made", count=novices, base=level.target[len(st.players) - 1],
                each=level.baron_novice)
    later = "" if over else text("coop_account.later", count=len(c.event_deck),
                                 points=team.event_bonus(game) * len(st.players),
                                 requests=len(c.request_deck),
                                 more=team.hidden_bonus(game) * len(st.players))
    return Account(lines, total, target, made, later)
