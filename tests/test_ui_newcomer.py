"""UI tests for what a new player ran into: dragging on from a dice space the game chose, a
choice with one answer handled one way (played and shown, never a lone button), the side panel's
texts clear of its frame, boards that fill their panels, no text under 12 pixels at 1280x720, the
save name field, Settings in the pause menu, and a New game that remembers the last setup."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import storage, texts  # noqa: E402
from game.ai.random_bot import RandomBot  # noqa: E402
from game.rules import events as E  # noqa: E402
from game.rules.engine import Game, Setup  # noqa: E402
from game.rules.layout import Layout  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.board.layout import compute  # noqa: E402
from game.ui.devtools.demo import computer_table  # noqa: E402
from game.ui.menus.new_game import NewGameScene  # noqa: E402
from game.ui.menus.pause import PauseScene  # noqa: E402
from game.ui.menus.saves import MAX_NAME, SaveScene  # noqa: E402
from game.ui.menus.settings import SettingsScene  # noqa: E402
from game.ui.play.input import BUTTON_STEPS, CANCEL, TableInput, steps_for  # noqa: E402
from game.ui.toolkit.assets import Assets  # noqa: E402
from game.ui.words.log_lines import event_line  # noqa: E402
from tests.scenario import NAMES, edition  # noqa: E402
from tests.ui_driver import (  # noqa: E402
    click_button,
    look_then_drag,
    make_app,
    perform,
    post_click,
    press,
    settle,
    start_game,
)

SIZES = [(1280, 720), (1600, 900), (1920, 1080)]


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, seed=31)
    yield application
    pygame.quit()


def type_text(app: App, string: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=string))
    app.pump()


# ------------------------------------------------------------------ moves


def joker_only_position() -> tuple[Setup, list]:
    """A game's setup and moves up to a take decision whose every option is the joker space."""
    for seed in range(1, 400):
        setup = Setup(NAMES[:2], seed, 0)
        game, _ = Game.new(edition(), setup)
        bot, moves = RandomBot(seed), []
        while not game.over and len(moves) < 200:
            d = game.decision
            if d.kind == "take" and all(m.space == 6 for m in d.options):
                return setup, moves
            move = bot.choose(game)
            game.apply(move)
            moves.append(move)
    raise AssertionError("no position where only the joker space can be taken")


def test_a_die_can_be_dragged_on_from_the_space_the_game_chose(app):
    setup, moves = joker_only_position()
    session, _ = Session.start(app.edition, setup, [Seat(n, "human", i)
                                                    for i, n in enumerate(setup.names)])
    for move in moves:
        session.apply(move)
    scene = app.go("play", session=session)
    app.pump()
    assert scene.inp.prefix == [("space", 6)]  # taken for the player: the only space
    target = sorted(s for s in scene.inp.selection.next_steps() if s[0] == "column")[0]
    before = len(scene.applied)
    look_then_drag(app, scene, ("space", 6), target)
    assert len(scene.applied) == before + 1
    assert scene.applied[-1].space == 6 and scene.applied[-1].column == target[1]


def test_a_step_that_leaves_one_move_plays_it_and_never_asks_with_one_button():
    for seed in (2, 8):
        game, _ = Game.new(edition(), Setup(NAMES[:3], seed, 0))
        bot = RandomBot(seed)
        while not game.over:
            for move in game.options():
                inp = TableInput(game.options(), game.state.players[game.decision.player].hand
                                 if game.decision.kind == "place" else [])
                if type(move).__name__ == "Reroll":
                    continue
                for step in steps_for(move):
                    if step in inp.prefix:
                        continue
                    buttons = [b for b in inp.buttons() if b != CANCEL]
                    assert not (len(buttons) == 1 and buttons[0][0] in BUTTON_STEPS
                                and len(inp.selection.next_steps()) == 1), (move, inp.prefix)
                    outcome = inp.take(step)
                    if outcome.move is not None:
                        assert outcome.move == move
                        break
                else:
                    raise AssertionError(f"the steps of {move} did not play it")
            game.apply(bot.choose(game))


def test_a_choice_with_one_answer_is_shown_and_said_in_words(app):
    app.settings["animation_speed"] = 1.0
    scene = start_game(app, 2)
    bot = RandomBot(12)
    for _ in range(400):
        line = scene.anim
        only = [b for b in (line.banners if line else []) if "only one choice" in b.text]
        if only:
            break
        perform(app, scene, bot.choose(scene.game))
    assert only, "no choice with one answer came up"
    def said() -> list[str]:  # in the tooltip of the line of the move it forced
        return [x for e in scene.log.entries for x in e.tooltip.split("\n")
                if "only one choice" in x]

    assert only[0].text not in said()[-1:]  # not written before it is shown
    settle(app)  # the log writes it as the animation shows it
    app.pump()
    assert only[0].text in said()
    assert not any("only one choice" in x for x in scene.log.lines)  # one line, not two
    assert not only[0].text.endswith("only one choice: .")  # the move, in words
    layout = Layout(edition(), 2)
    event = E.OnlyChoice(0, "use", "act:C2:soup")
    assert event_line(event, ["Anna", "Bruno"], layout).startswith(
        "Anna has only one choice: Use the action")


# ------------------------------------------------------------------ the table's layout


@pytest.mark.parametrize("size", SIZES)
def test_the_side_panel_texts_stay_inside_its_frame(size):
    for players in (2, 3, 4):
        g = compute(size, Layout(edition(), players), players)
        frame = g.side.top + g.side.h * 0.07 + 2  # panel.svg's inner frame line
        assert g.status.top >= frame and g.log.bottom <= g.side.bottom - g.side.h * 0.07


@pytest.mark.parametrize("size", SIZES)
def test_four_players_boards_fill_their_panels(size):
    g = compute(size, Layout(edition(), 4), 4)
    for pb in g.players:
        content = pb.columns[0].unionall([*pb.columns, *pb.extras, pb.window_frame,
                                          *pb.tokens.values(), pb.personal])
        assert pb.cell >= 0.076 * pb.rect.w  # novices a good size (they were 0.072)
        assert content.h >= 0.6 * pb.rect.h and content.w >= 0.8 * pb.rect.w
        assert pb.rect.contains(content)


def test_no_text_under_12_pixels_at_1280x720(monkeypatch):
    sizes: list[tuple[int, str]] = []
    render = Assets.text

    def recorded(self, string, size, colour=(59, 40, 22), style="regular"):
        sizes.append((int(size), string))
        return render(self, string, size, colour, style)

    monkeypatch.setattr(Assets, "text", recorded)
    app = App((1280, 720), save_folder=None, bot_delay=10**9, resizable=False)
    for language in ("en", "it", "de"):
        texts.set_language(language)
        app.assets.clear_texts()
        for name in ("title", "new_game", "settings", "rules"):
            app.go(name)
            app.frame([])
        for players in (2, 3, 4):
            scene = computer_table(app, players, players, 60 * players)
            app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=scene.geometry.missions[0]
                                          .center, rel=(1, 1), buttons=(0, 0, 0))])
            app.show("pause", play=scene)
            app.frame([])
        done = computer_table(app, 2, 1, 10**6)
        app.go("scoring", game=done.game, seats=done.seats)
        app.frame([])
    small = sorted({(s, t) for s, t in sizes if s < 12})
    assert not small, small[:10]
    pygame.quit()


# ------------------------------------------------------------------ menus


def test_the_save_name_is_selected_replaced_and_never_cut_silently(app):
    start_game(app, 2)
    press(app, pygame.K_ESCAPE)
    click_button(app, "save")
    save = app.overlay
    assert isinstance(save, SaveScene) and save.field_text.selected
    proposed = save.name
    type_text(app, "Abbey")
    assert save.name == "Abbey"  # typing replaced the proposed name
    press(app, pygame.K_a, pygame.KMOD_LCTRL)
    assert save.field_text.selected
    long = "Lauds, Prime, Terce, Sext, None, Vespers and Compline at Monasterium abbey"
    type_text(app, long + " and more")
    assert save.name == (long + " and more")[:MAX_NAME] and len(save.name) == MAX_NAME
    assert save.error == texts.text("saves.too_long", n=MAX_NAME)  # said, not silent
    press(app, pygame.K_BACKSPACE)
    assert save.error == "" and len(save.name) == MAX_NAME - 1
    press(app, pygame.K_RETURN)
    assert isinstance(app.overlay, PauseScene)
    name = (long + " and more")[:MAX_NAME - 1].strip()
    assert storage.read(storage.slot_path(name, app.folders.saves))["name"] == name
    assert not storage.slot_path(proposed, app.folders.saves).exists()


def test_settings_from_the_pause_menu_and_back(app):
    scene = start_game(app, 2)
    press(app, pygame.K_ESCAPE)
    pause = app.overlay
    assert isinstance(pause, PauseScene)
    title_top = pause.title_y - pause.font(48) // 2
    assert title_top >= pause.panel.top + pause.panel.h * 0.07  # under the panel's ornament
    click_button(app, "settings")
    assert isinstance(app.overlay, SettingsScene) and app.scene is scene
    click_button(app, "animation_speed:3")
    assert app.settings["animation_speed"] == 2.0
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.overlay, PauseScene)
    press(app, pygame.K_ESCAPE)
    assert app.overlay is None


def test_new_game_remembers_names_colours_and_seats(tmp_path):
    app = make_app(tmp_path)
    click_button(app, "new")
    new = app.scene
    click_button(app, "players:3")
    post_click(app, new.name_rects[1].center)
    press(app, pygame.K_a, pygame.KMOD_LCTRL)
    for _ in range(10):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "Hildegard")
    press(app, pygame.K_RETURN)
    click_button(app, "colour:0")
    click_button(app, "kind:2")
    names, colours, kinds = list(new.names), list(new.colours), list(new.kinds)
    click_button(app, "start")
    settle(app)
    seats = app.scene.seats
    assert [s.name for s in seats][1] == "Hildegard" and seats[2].kind == "normal"
    app.close()

    again = make_app(tmp_path)
    click_button(again, "new")
    scene = again.scene
    assert isinstance(scene, NewGameScene)
    assert (scene.players, scene.names, scene.colours, scene.kinds) == (3, names, colours,
                                                                          kinds)
    again.settings["new_game"] = {"players": 9, "names": "x"}  # edited by hand: ignored
    click_button(again, "back")
    click_button(again, "new")
    assert again.scene.players == 2 and again.scene.kinds == ["human"] * 4
    pygame.quit()


def test_the_chosen_table_size_stands_out_from_the_other_choices(app):
    """The chosen one of a group is drawn light and pressed in, the others dark: a player sees
    which size is chosen without comparing two shades of brown."""

    def brightness(key: str) -> float:
        button = next(b for b in app.scene.buttons if b.key == key)
        x, y = button.rect.left + 8, button.rect.centery + 6  # fill, clear of the label
        return sum(app.screen.get_at((x, y))[:3]) / 3

    click_button(app, "new")
    for chosen in (3, 4):
        click_button(app, f"players:{chosen}")
        post_click(app, (2, 2))  # the mouse away, so that no button is hovered
        levels = {n: brightness(f"players:{n}") for n in (2, 3, 4)}
        assert levels[chosen] > 200, levels
        assert all(level < 130 for n, level in levels.items() if n != chosen), levels


def test_a_dice_space_number_is_marked_in_the_wood_not_drawn_as_a_die(app):
    """An empty space's printed number once looked like a die lying there: the mark has a dark
    ground where a die's body is light."""
    size = 40
    mark, die = app.assets.space_mark(4, size), app.assets.die(None, 4, size)
    ground = (size * 12 // 100, size // 2)  # left of the pips, inside the face

    def brightness(surf: pygame.Surface) -> float:
        return sum(surf.get_at(ground)[:3]) / 3

    assert brightness(mark) < 110 < 200 < brightness(die)
