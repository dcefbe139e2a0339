"""Which rule explains what is under the mouse: a play-scene hover key -> a rule id (R-...).

The tooltip shows the link ("F1: the rule (R-BLD-1)"); F1 opens the rules scene at that rule.
"""

from __future__ import annotations

from game.rules.engine import Game
from game.rules.moves import chapel_of

ROW_RULES = ("R-ROWI-{n}", "R-ROWII-{n}", "R-ROWIII-1")


# the Baron's strip (game/ui/board/baron.py): the rule each chip follows
BARON_RULES = {"threat": "R-COOP-5", "threats": "R-COOP-5", "request": "R-COOP-6",
               "requests": "R-COOP-6", "events": "R-COOP-7", "team": "R-COOP-8",
               "reached": "R-COOP-4"}
# what always follows one rule, whichever it is
FIXED_RULES = {"hourglass": "R-ROUND-1", "chalice": "R-ROUND-3", "player": "R-SCORE-4",
               "personal": "R-ROAD-6", "reroll": "R-PLACE-3", "extra": "R-EXTRA-1",
               "winrow": "R-GLASS-6"}


def rule_for(key: tuple | None, game: Game) -> str | None:
    """The rule id for a hover key (PlayScene.hover_key), or None."""
    if not key:
        return None
    kind = key[0]
    lay = game.layout
    st = game.state
    if kind == "board":
        sid = key[1]
        if chapel_of(sid):
            return "R-CHP-1"
        if sid in st.blocked:
            return "R-SETUP-1"
        return "R-BLD-1" if sid in lay.kind else "R-CLO-1"
    if kind == "road":
        space = lay.road[key[1]]
        if key[1] == len(lay.road) - 1:
            return "R-ROAD-5"
        return "R-ROAD-4" if space.bonus else "R-ROAD-2"
    if kind == "space":
        return "R-ACT-5" if key[1] == 6 else "R-ACT-4"
    if kind == "volume":  # a campaign chapter's strip (game/ui/board/volumes.py)
        return "R-CAMP-3" if key[1] else "R-CAMP-1"
    if kind in ("die", "baron"):
        return "R-PLACE-1" if kind == "die" else BARON_RULES.get(key[1], "R-COOP-3")
    if kind == "mission":
        card = lay.edition.mission(st.missions[key[1]])
        return "R-MISS-3" if card.category == "C" else "R-MISS-2"
    if kind in FIXED_RULES:
        return FIXED_RULES[kind]
    if kind == "tile":
        p, col = key[1], key[2]
        return "R-ROWIV-1" if st.players[p].yellow[col] else f"R-STD-{col + 1}"
    if kind == "cell":
        row, col = key[2], key[3]
        if row == 3:
            return "R-CLO-3"
        return ROW_RULES[row].format(n=col + 1)
    return None


DECISION_RULES = {
    "place": "R-PLACE-1", "take": "R-ACT-1", "use": "R-ACT-7", "send": "R-SEND-1",
    "glass": "R-GLASS-2", "bonus_action": "R-ROAD-4", "bonus_token": "R-ROAD-4",
    "bonus_soup": "R-ROAD-4", "bonus_die": "R-ROAD-5", "new_die": "R-ROAD-5",
    "extra": "R-EXTRA-1",
}


def rule_for_decision(kind: str | None) -> str | None:
    """The rule about what the player is asked now (F1 with nothing under the mouse)."""
    return DECISION_RULES.get(kind or "")
