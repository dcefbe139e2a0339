"""What the lessons show of the game beside the table (no drawing here): the two seats' names,
each player's final lines, what the co-op lessons name of the table and the places a lesson
points at."""

from __future__ import annotations

from pygame import Rect

from game.rules.coop.team import target, total_if_ended
from game.rules.engine import Game
from game.texts import template, text
from game.ui.board.layout import TableGeometry
from game.ui.words.describe import tokens_text

END_SCORING = ("monasteries", "chapels", "cloisters", "tokens")  # what only the end scores


def seat_names() -> list[str]:
    """The learner's and the computer's names: the first two of New game's."""
    names = template("new_game.names")
    listed = [n.strip(" '[]\"") for n in names.split(",")] if isinstance(names, str) else []
    return (listed + ["Anna", "Bruno"])[:2]


def final_lines(game: Game, names: list[str]) -> str:
    """Each player's total and the points of the end's own categories, a line each."""
    final = game.state.final
    lines = []
    for p, name in enumerate(names):
        # a category and its points stay on one line (no break at the space between them)
        parts = ", ".join(f"{text(f'scoring.categories.{c}')}\u00a0{final[c][p]}"
                          for c in END_SCORING if c in final)
        lines.append(text("tutorial.final_line", name=name,
                          points=game.state.players[p].score, parts=parts))
    return "\n".join(lines)


BARON_CHIPS = {"baron_card": "card", "baron_threat": "threat", "baron_request": "request",
               "baron_team": "team"}  # a lesson's point -> the strip's chip (board/baron.py)


def coop_values(game: Game) -> dict[str, object]:
    """What the co-op lessons' texts name of the table: the Baron's card, the threats and the
    request as they stand, the team's points, its total if the game ended now and the target
    (empty for a competitive game)."""
    c = game.state.coop
    if c is None:
        return {}
    threat = c.threats[0] if c.threats else None
    request = c.request
    return {
        "card": text(f"coop.baron_card.{c.baron_card}.name") if c.baron_card else "",
        "card_text": text(f"coop.baron_card.{c.baron_card}.text") if c.baron_card else "",
        "threat": text(f"coop.threat.{threat.id}.name") if threat else "",
        "action": text(f"coop.threat.{threat.id}.action") if threat else "",
        "marks": threat.marks if threat else 0,
        "request": text(f"coop.request.{request.id}.name") if request else "",
        "need": tokens_text([(k, n) for k, n in request.need.items() if n]) if request else "",
        "total": sum(p.score for p in game.state.players),
        "ended": total_if_ended(game), "target": target(game),
    }


def point_rect(g: TableGeometry, name: str, player: int) -> Rect | None:
    """A place of the table a lesson points at (a chip of the Baron's strip: as last drawn)."""
    if name in BARON_CHIPS:
        return next((r for r, key in g.baron_chips if key[1] == BARON_CHIPS[name]), None)
    if name == "baron":
        return g.baron if g.baron.w else None
    pb = g.players[player]
    places = {"tray": g.tray, "status": g.status, "dice": g.dice_area, "road": g.road_band,
              "missions": g.missions_area, "score": pb.header, "window": pb.window_frame,
              "actions": pb.columns[0].unionall(pb.columns[1:]), "board": g.board}
    return places.get(name)

