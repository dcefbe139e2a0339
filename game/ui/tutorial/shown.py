"""What the lessons show of the game beside the table (no drawing here): the two seats' names,
each player's final lines and the places a lesson to read points at."""

from __future__ import annotations

from pygame import Rect

from game.rules.engine import Game
from game.texts import template, text
from game.ui.board.layout import TableGeometry

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


def point_rect(g: TableGeometry, name: str, player: int) -> Rect | None:
    """A place of the table a lesson to read points at."""
    pb = g.players[player]
    places = {"tray": g.tray, "status": g.status, "dice": g.dice_area, "road": g.road_band,
              "missions": g.missions_area, "score": pb.header, "window": pb.window_frame,
              "actions": pb.columns[0].unionall(pb.columns[1:]), "board": g.board}
    return places.get(name)

