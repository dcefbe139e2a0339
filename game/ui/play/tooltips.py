"""What a tooltip on the table says about the thing under the mouse (a places.hover_key).

Costs come from the rules core (sending.send_cost) with the discount of the send decision in
progress, so the table never says a price the rules would not ask."""

from __future__ import annotations

from collections.abc import Callable

from game.rules.constants import BARON, CHAPEL_CAPACITY
from game.rules.edition import COLUMNS
from game.rules.engine import Game
from game.rules.moves import chapel_of
from game.rules.sending import send_cost
from game.rules.task_info import SendInfo
from game.texts import text
from game.ui.board.baron import tip as baron_tip
from game.ui.board.volumes import tip as volume_tip
from game.ui.words.describe import ROMAN, action_text, tokens_text, window_bonus_text

ROW_AREAS = {2: "chapel", 3: "cloister"}  # rows whose novices go to one kind of space


def cost_text(cost: dict[str, int]) -> str:
    """"1 Influence + 2 Books", or "nothing" when a discount leaves nothing to pay."""
    paid = [(t, n) for t, n in cost.items() if n > 0]
    return tokens_text(paid) if paid else text("tooltip.no_cost")


def send_context(game: Game) -> tuple[int, int]:
    """(the player whose costs are shown, the discount of a send decision in progress)."""
    d = game.decision
    if d is None:
        return 0, 0
    return d.player, d.info.discount if isinstance(d.info, SendInfo) else 0


def target_cost(game: Game, row: int, target: str) -> dict[str, int]:
    """What a novice of `row` (0-based) pays to go to `target` now."""
    player, discount = send_context(game)
    return send_cost(game.layout, game.state, player, row, target, discount)


def send_cost_line(game: Game, target: str, row: int | None) -> str:
    """During a send decision: what the chosen novice (of `row`, 0-based) pays to go to
    `target`; before a novice is chosen, the row whose novices go there (chapel, cloister)."""
    d = game.decision
    if d is None or d.kind != "send":
        return ""
    if row is None:
        area = "chapel" if chapel_of(target) else "cloister" if target in game.state.cloister \
            else ""
        row = next((r for r, a in ROW_AREAS.items() if a == area), None)
        if row is None:
            return ""
    return text("tooltip.send_cost", row=ROMAN[row], cost=cost_text(target_cost(game, row, target)))


def _board(game: Game, names: list[str], key: tuple, row: int | None) -> str:
    sid = key[1]
    st, lay = game.state, game.layout
    monastery = chapel_of(sid)
    if monastery:
        tiles = text("tooltip.tiles_left", count=st.chapel_tiles[monastery])
        base = text("tooltip.chapel", monastery=monastery, count=len(st.chapels[monastery]),
                    capacity=CHAPEL_CAPACITY[len(st.players)], tiles=tiles)
        return " ".join(filter(None, (base, send_cost_line(game, sid, row))))
    m = lay.monastery_of[sid]
    if sid in st.blocked:
        state = text("tooltip.blocked")
    else:
        owner = st.buildings.get(sid, st.cloister.get(sid))
        who = text("coop.baron") if owner == BARON else "" if owner is None else names[owner]
        state = text("tooltip.occupied", name=who) if who else text("tooltip.free")
    if sid in lay.kind:
        k = lay.kind[sid]
        base = text("tooltip.building", id=sid, kind=text(f"kinds.{k}"), monastery=m,
                    cost_low=cost_text(target_cost(game, 0, sid)),
                    cost_high=cost_text(target_cost(game, 1, sid)),
                    reward=text(f"tooltip.building_reward_{k}"))
    else:
        base = text("tooltip.cloister", id=sid, monastery=m,
                    adjacent=", ".join(lay.adjacent[sid]))
    return " ".join(filter(None, (base, state, send_cost_line(game, sid, row))))


def _road(game: Game, names: list[str], key: tuple, row: int | None) -> str:
    space = game.layout.road[key[1]]
    bonus = text("tooltip.road_bonus", bonus=text(f"bonus.{space.bonus}")) if space.bonus else ""
    here = [names[p] for p, pl in enumerate(game.state.players) if pl.messenger == key[1]]
    coop = game.state.coop
    if coop is not None and coop.messenger == key[1]:
        here.append(text("coop.baron"))
    extra = f" {text('tooltip.road_here', names=', '.join(here))}" if here else ""
    return text("tooltip.road", n=key[1] + 1, connects=", ".join(sorted(space.connects)),
                bonus=bonus) + extra


def _space(game: Game, names: list[str], key: tuple, row: int | None) -> str:
    count = len(game.state.dice_spaces[key[1] - 1])
    if key[1] == 6:
        return text("tooltip.dice_space_joker", count=count)
    return text("tooltip.dice_space", n=key[1], count=count)


def _die(game: Game, names: list[str], key: tuple, row: int | None) -> str:
    d = game.decision
    hand = game.state.players[d.player].hand if d is not None and d.kind == "place" else []
    return text("tooltip.die_hand", value=hand[key[1]].value) if key[1] < len(hand) else ""


def _mission(game: Game, names: list[str], key: tuple, row: int | None) -> str:
    st = game.state
    card = game.layout.edition.mission(st.missions[key[1]])
    if card.category == "C":
        cond = text(f"tooltip.condition.{card.condition}", count=card.at_least)
        pts = text("tooltip.mission_points_c", p=card.points[0])
    else:
        areas = ", ".join(text(f"tooltip.area.{x}") for x in card.areas)
        cond = text("tooltip.mission_ab", monastery=card.monastery, areas=areas)
        pts = text("tooltip.mission_points_ab", p1=card.points[0], p2=card.points[1],
                   p3=card.points[2])
    done = st.mission_discs[card.id]
    who = ", ".join(names[p] for p, _ in done)
    tail = " " + text("tooltip.mission_done", names=who) if done else ""
    return text("tooltip.mission", id=card.id, condition=cond, points=pts) + tail


def _player(game: Game, names: list[str], key: tuple, row: int | None) -> str:
    st = game.state
    kind, p = key[0], key[-1]  # ("player", p) ...; the hourglass and the chalice have no p
    if kind == "hourglass":
        return text("tooltip.hourglass", year=st.year, round=st.round, rounds=game.layout.players)
    if kind == "chalice":
        return text("tooltip.chalice", name=names[st.first])
    if kind == "player":
        pl = st.players[p]
        return text("tooltip.player", name=pl.name, count=pl.score, **pl.tokens)
    if kind == "personal":
        return text("tooltip.personal_dice", n=st.players[p].personal_dice)
    return text("tooltip.reroll_on" if st.players[p].reroll_active else "tooltip.reroll_off")


def _action_area(game: Game, names: list[str], key: tuple, row: int | None) -> str:
    st, lay = game.state, game.layout
    if key[0] == "tile":
        p, col = key[1], key[2]
        yellow = st.players[p].yellow[col]
        return text("tooltip.tile", column=COLUMNS[col], die=col + 1,
                    colour=text("tooltip.tile_yellow" if yellow else "tooltip.tile_white"),
                    action=action_text(lay.column_actions[COLUMNS[col]][0]))
    p, cell_row, col = key[1:]
    column = COLUMNS[col]
    pl = st.players[p]
    if cell_row == 3:
        return text("tooltip.novice_row4", name=pl.name, column=column)
    action = lay.column_actions[column][cell_row + 1]
    if pl.novices[cell_row][col]:
        return text("tooltip.novice", name=pl.name, row=ROMAN[cell_row], column=column,
                    unlocks=action_text(action))
    return text("tooltip.action_space", name=pl.name, action=action_text(action),
                state=text("tooltip.unlocked"))


def _window(game: Game, names: list[str], key: tuple, row: int | None) -> str:
    if key[0] == "extra":
        return text("tooltip.extra", row=ROMAN[key[2]])
    line = game.layout.edition.window_rows[key[2]]
    return text("tooltip.window_row", row=key[2] + 1, bonus=window_bonus_text(line),
                count=line.points)


TOOLTIPS: dict[str, Callable[[Game, list[str], tuple, int | None], str]] = {
    "board": _board, "road": _road, "space": _space, "die": _die, "mission": _mission,
    "hourglass": _player, "chalice": _player, "player": _player, "personal": _player,
    "reroll": _player, "tile": _action_area, "cell": _action_area, "extra": _window,
    "winrow": _window, "baron": lambda game, names, key, row: baron_tip(game, key),
    "volume": lambda game, names, key, row: volume_tip(game, names, key),
}


def tooltip(game: Game, names: list[str], key: tuple, row: int | None = None) -> str:
    """The tooltip for a hover key; `row` (0-based) is the row of the novice being sent, when
    one is chosen."""
    describe = TOOLTIPS.get(key[0])
    return describe(game, names, key, row) if describe else ""
