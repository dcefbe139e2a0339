"""Regenerate every SVG in sprites/ from code.

    python sprites/source/make_sprites.py

The SVGs are the project's own art; this script is their source. It writes
only nanosvg-friendly SVG (see svgkit.py).
"""
import os
import sys

sys.dont_write_bytecode = True  # keep sprites/ free of __pycache__
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)

from palette import PLAYERS, BLOCKED, MONASTERIES  # noqa: E402
from svgkit import Doc  # noqa: E402
import pieces as pc  # noqa: E402
import buildings as bd  # noqa: E402
import scenes as sc  # noqa: E402


def make(name, w, h, fn, *args):
    doc = Doc(w, h)
    fn(doc, *args)
    doc.save(OUT, name)
    return name


def main():
    made = []
    for key in "ABCDE":
        made.append(make("glass_%s.svg" % key, 64, 64, pc.glass_tile, key))
        made.append(make("monastery_%s.svg" % key, 200, 160, bd.monastery, key))
    for i, p in enumerate(PLAYERS):
        made.append(make("novice_%d.svg" % i, 48, 64, pc.novice, p))
        made.append(make("messenger_%d.svg" % i, 48, 64, pc.messenger, p))
        made.append(make("disc_%d.svg" % i, 32, 32, pc.disc, p))
        made.append(make("die_personal_%d.svg" % i, 64, 64, pc.die_personal, p))
    made.append(make("novice_blocked.svg", 48, 64, pc.novice, BLOCKED))
    made.append(make("die_neutral.svg", 64, 64, pc.die_neutral))

    made.append(make("token_influence.svg", 64, 64, pc.icon_influence))
    made.append(make("token_soup.svg", 64, 64, pc.icon_soup))
    made.append(make("token_rosary.svg", 64, 64, pc.icon_rosary))
    made.append(make("token_tool.svg", 64, 64, pc.icon_tool))
    made.append(make("token_book.svg", 64, 64, pc.icon_book))

    def bonus(fn):
        def draw(doc):
            pc.medallion(doc)
            fn(doc)
        return draw

    made.append(make("bonus_action.svg", 64, 64, bonus(lambda d: pc.place(d, pc.icon_hand_star, 32, 33, 0.72))))

    def infl_or_rosary(d):
        pc.place(d, pc.icon_influence, 22.5, 23, 0.44)
        pc.place(d, pc.icon_rosary, 41.5, 41.5, 0.44)
        pc.icon_slash(d, 44, 15, 20, 49)
    made.append(make("bonus_influence_or_rosary.svg", 64, 64, bonus(infl_or_rosary)))

    def soup_or_exchange(d):
        pc.place(d, pc.icon_soup, 32, 19.5, 0.42)
        d.line(12, 32.5, 52, 32.5, stroke=pc.GOLD_D, stroke_width=1.4)
        d.circle(32, 32.5, 1.8, fill=pc.GOLD_D)
        pc.place(d, pc.icon_tool, 18, 44, 0.3)
        pc.place(d, pc.icon_book, 46, 44, 0.3)
        pc.icon_exchange_arrows(d, 32, 44)
    made.append(make("bonus_soup_or_exchange.svg", 64, 64, bonus(soup_or_exchange)))
    made.append(make("bonus_glass.svg", 64, 64, bonus(lambda d: pc.place(d, pc.icon_small_window, 32, 32, 0.74))))
    made.append(make("bonus_personal_die.svg", 64, 64, bonus(lambda d: pc.place(d, pc.icon_die_plus, 32, 33, 0.74))))

    made.append(make("hourglass.svg", 64, 64, pc.hourglass))
    made.append(make("chalice.svg", 64, 64, pc.chalice))
    made.append(make("reroll_active.svg", 64, 64, pc.reroll, True))
    made.append(make("reroll_used.svg", 64, 64, pc.reroll, False))
    made.append(make("action_tile_white.svg", 64, 64, pc.action_tile, False))
    made.append(make("action_tile_yellow.svg", 64, 64, pc.action_tile, True))

    made.append(make("building_secular.svg", 64, 64, bd.building_secular))
    made.append(make("building_workshop.svg", 64, 64, bd.building_workshop))
    made.append(make("building_common_room.svg", 64, 64, bd.building_common_room))
    made.append(make("chapel.svg", 64, 64, bd.chapel))
    made.append(make("cloister_space.svg", 64, 64, bd.cloister_space))
    made.append(make("road_space.svg", 64, 64, bd.road_space))

    made.append(make("mission_card.svg", 120, 170, sc.mission_card))
    made.append(make("player_board.svg", 400, 300, sc.player_board))
    made.append(make("window_frame.svg", 200, 240, sc.window_frame))
    made.append(make("panel.svg", 400, 300, sc.panel))
    made.append(make("board_background.svg", 1600, 900, sc.board_background))
    made.append(make("title_art.svg", 1600, 900, sc.title_art))
    print("wrote %d SVG files to %s" % (len(made), OUT))


if __name__ == "__main__":
    main()
