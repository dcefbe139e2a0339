"""The play scene's words: the question in the top bar, the hint, the buttons' labels and the
notices. Tooltips are in tooltips.py, the log in logbook.py. No drawing here."""

from __future__ import annotations

from game.rules.engine import Game
from game.rules.moves import Move, chapel_of
from game.rules.task_info import ExtraInfo, NewDieInfo, UseInfo
from game.rules.window import glass_column
from game.session import Seat
from game.table import Notice
from game.texts import text
from game.ui.play.input import TableInput
from game.ui.words.describe import choice_label, option_text, token_count, window_bonus_text

# the questions whose words name the mouse's gestures (drag, click, drop): said the keyboard's
# way (prompt_keys.*: Tab, Enter) while the player plays by the keys
BY_KEYS = {"place", "place_reroll", "take", "take_joker", "use", "send", "send_target"}


def _question(key: str, keys: bool, **values: object) -> str:
    """A question in words: the keyboard's after a key, where the mouse's differ."""
    if keys and key in BY_KEYS:
        return text(f"prompt_keys.{key}", **values)
    return text(f"prompt.{key}", **values)


def prompt(game: Game, seats: list[Seat], local: bool, inp: TableInput | None,
           failure: Notice | None, keys: bool = False) -> str:
    """The question of the moment, in words, for whoever decides; `keys`: the last input was
    a key, and the question says the keys to press instead of the mouse's gestures."""
    d = game.decision
    if d is None:
        return text("prompt.over")
    name = seats[d.player].name
    if failure is not None:
        return notice_text(failure)
    if not local or inp is None:
        standin = seats[d.player].human and seats[d.player].standin is not None
        return text("seats.prompt_standin" if standin else "prompt.computer", name=name)
    if inp.reroll_mode:
        return _question("place_reroll", keys, name=name)
    prefix = inp.prefix
    if prefix and prefix[0][0] == "coop":  # donate or give chosen: which tokens
        return text("coop_ui.prompt_tokens", name=name)
    if prefix:
        started = _started_prompt(d.kind, prefix, name, keys)
        if started:
            return started
    info = d.info
    if isinstance(info, UseInfo):
        said = _question("use", keys, name=name, column=info.column, count=info.dice)
        return _helping(said, inp)
    if isinstance(info, ExtraInfo):
        return text("prompt.extra", name=name, row=info.row + 1)
    if isinstance(info, NewDieInfo):
        return text("prompt.new_die", name=name, value=info.value)
    return _question(d.kind, keys, name=name)


def _helping(said: str, inp: TableInput) -> str:
    """The use prompt, with the co-op uses the die has instead (R-COOP-6 donate, R-COOP-10
    give): a player alone has nobody to give to, and is not told of giving."""
    uses = {step[1].partition(":")[0] for step in inp.buttons() if step[0] == "coop"}
    uses &= {"donate", "give"}
    if not uses:
        return said
    key = "prompt_help" if len(uses) == 2 else f"prompt_help_{uses.pop()}"
    return f"{said} {text(f'coop_ui.{key}')}"


def _started_prompt(kind: str, prefix: list, name: str, keys: bool) -> str:
    """The question once the first steps of a move are chosen ("" where it stays the same)."""
    if kind == "take":
        if prefix[0] == ("space", 6):
            return _question("take_joker", keys, name=name)
        return text("prompt.take_count", name=name, space=prefix[0][1])
    if kind in ("use", "bonus_action"):
        return text("prompt.use_choice", name=name)
    if kind == "send":
        return _question("send_target", keys, name=name)
    if kind == "glass":
        if len(prefix) >= 2:
            return text("prompt.glass_bonus", name=name)
        return text("prompt.glass_row", name=name, monastery=chapel_of(prefix[0][1]))
    return ""


def hint_line(hint: Move | None, game: Game) -> str:
    """The hint in words ("Hint: Take 2 dice from space 5 onto column E"), or ""."""
    return "" if hint is None else text("hint.line", move=option_text(hint, game))


def button_label(step: tuple, game: Game, prefix: list) -> str:
    kind, arg = step
    if kind == "count":
        return text("buttons.count", count=arg)
    if kind == "choice":
        return choice_label(arg)
    if kind == "bonus":  # the bonus of the window row chosen, or of the column the tile meets
        edition = game.layout.edition
        row = next((s[1] for s in prefix if s[0] == "winrow"), 1)
        if arg == "row":
            return text("buttons.row", bonus=window_bonus_text(edition.window_rows[row - 1]))
        d = game.decision
        assert d is not None, "the bar shows a move's buttons only at a decision"
        window = game.state.players[d.player].window
        column = glass_column(window, row - 1)
        column = 0 if column is None else column  # a full row has no tile to place
        return text("buttons.column", bonus=window_bonus_text(edition.window_columns[column]))
    if kind == "button":
        return text("buttons.cancel") if arg == "cancel" else text("buttons.reroll")
    if kind == "coop":
        return coop_label(arg, game)
    return text(f"buttons.{arg}")  # a move that is one button: SkipExtra, Bonus, RoadDie ...


def coop_label(arg: str, game: Game) -> str:
    """A co-op step's button: "Donate", "Give to Bruno", "2 Soup" (input.steps_for)."""
    head, _, rest = arg.partition(":")
    if head == "donate":
        return text("coop_ui.donate")
    if head == "give":
        return text("coop_ui.give", name=game.state.players[int(rest)].name)
    return token_count(head, int(rest))


def notice_text(notice: Notice) -> str:
    return text(f"reason.{notice.reason}", **notice.values)
