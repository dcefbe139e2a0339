"""UI tests for issue 5, "Nothing is ever lost": autosave and Continue after a hard stop, save
slots through the pause menu and the load list, damaged files shown in the window, undo/redo
with the keyboard, settings kept between runs. Headless, every file in a temporary folder."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import storage  # noqa: E402
from game.ai.random_bot import RandomBot  # noqa: E402
from game.rules.engine import Setup  # noqa: E402
from game.rules.state import to_json  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.storage import finished  # noqa: E402
from game.ui import app as app_module  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.menus.new_game import NewGameScene  # noqa: E402
from game.ui.menus.pause import PauseScene  # noqa: E402
from game.ui.menus.saves import LoadScene, SaveScene  # noqa: E402
from game.ui.menus.settings import SettingsScene  # noqa: E402
from game.ui.menus.title import TitleScene  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402
from tests.scenario import edition  # noqa: E402
from tests.ui_driver import (  # noqa: E402
    click_button,
    make_app,
    perform,
    post_click,
    start_game,
)
from tests.ui_driver import press as key  # noqa: E402


def new_app(folder, size=(1600, 900)) -> App:
    return make_app(folder, size, seed=4242)


@pytest.fixture
def app(tmp_path):
    yield new_app(tmp_path)
    pygame.quit()


def type_text(app: App, string: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=string))
    app.pump()


def play(app: App, scene: PlayScene, count: int, seed: int = 3) -> None:
    bot = RandomBot(seed)
    for _ in range(count):
        perform(app, scene, bot.choose(scene.game))


def button(scene, name: str):
    return next(b for b in scene.buttons if b.key == name)


def test_continue_after_a_hard_stop_resumes_the_identical_game(tmp_path):
    app = new_app(tmp_path)
    scene = start_game(app, 3)
    play(app, scene, 40)
    before = to_json(scene.game.state)
    session = scene.session
    del app, scene  # a hard stop: no quit, no goodbye; only the autosave is left

    app = new_app(tmp_path)
    title = app.scene
    assert isinstance(title, TitleScene) and button(title, "continue").enabled
    click_button(app, "continue")
    resumed = app.scene
    assert isinstance(resumed, PlayScene)
    assert to_json(resumed.game.state) == before
    assert resumed.record.options == session.record.options
    assert [(s.name, s.kind, s.colour) for s in resumed.seats] == \
        [(s.name, s.kind, s.colour) for s in session.seats]
    # the same dice to come: both games go on identically, rolls included
    bot = RandomBot(99)
    rolled = 0
    for _ in range(40):
        option = bot.choose(resumed.game)
        perform(app, resumed, option)
        session.apply(option)
        rolled += session.steps[-1].fixed
        assert to_json(resumed.game.state) == to_json(session.game.state)
    assert rolled
    pygame.quit()


def test_a_finished_game_clears_the_autosave(app):
    names = ("Anna", "Bruno")
    seats = [Seat(n, "human", i) for i, n in enumerate(names)]
    full, _ = Session.start(app.edition, Setup(names, 17), seats)
    bot = RandomBot(17)
    while not full.game.over:
        full.apply(bot.choose(full.game))
    session, _ = Session.start(app.edition, Setup(names, 17), seats)
    for option in full.record.options[:-1]:
        session.apply(option)
    app.open_session(session)
    slot = app.scene.table.autosave.path
    assert slot.exists()
    perform(app, app.scene, full.steps[-1].move)
    assert app.scene.game.over and not slot.exists()
    app.start_title()
    assert not button(app.scene, "continue").enabled


def test_save_as_and_load_through_the_pause_menu_and_the_title(app):
    scene = start_game(app, 2)
    play(app, scene, 12)
    saved_state = to_json(scene.game.state)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.overlay, PauseScene)
    post_click(app, button(app.overlay, "save").rect.center)
    assert isinstance(app.overlay, SaveScene)
    key(app, pygame.K_BACKSPACE, pygame.KMOD_LCTRL)  # clear the suggested name
    type_text(app, "Evening")
    type_text(app, " game")
    key(app, pygame.K_RETURN)
    assert isinstance(app.overlay, PauseScene) and "Evening game" in app.overlay.notice
    path = storage.slot_path("Evening game", app.folders.saves)
    assert storage.read(path)["name"] == "Evening game"

    post_click(app, button(app.overlay, "resume").rect.center)
    play(app, scene, 10, seed=8)
    assert to_json(scene.game.state) != saved_state
    key(app, pygame.K_ESCAPE)
    post_click(app, button(app.overlay, "load").rect.center)
    load = app.overlay
    assert isinstance(load, LoadScene)
    labels = [load.label(info) for info in load.infos]
    assert "Evening game" in labels and any("Autosave" in label for label in labels)
    row = dict(load.rows)[labels.index("Evening game")]
    post_click(app, row.center)
    assert isinstance(app.scene, PlayScene) and app.overlay is None
    assert to_json(app.scene.game.state) == saved_state

    app.start_title()  # and from the title
    app.pump()
    click_button(app, "load")
    load = app.scene
    assert isinstance(load, LoadScene)
    i = [load.label(info) for info in load.infos].index("Evening game")
    post_click(app, dict(load.rows)[i].center)
    assert isinstance(app.scene, PlayScene)
    assert to_json(app.scene.game.state) == saved_state


def test_a_corrupted_autosave_shows_one_message_and_is_left_untouched(tmp_path):
    autosave = storage.Folders.under(tmp_path).saves / "autosave.json"
    autosave.parent.mkdir(parents=True)
    autosave.write_bytes(b'{"format": "monasterium-save", "version": 1, "setu')
    app = new_app(tmp_path)
    title = app.scene
    assert "autosave.json" in title.error and "\n" not in title.error
    assert not button(title, "continue").enabled
    app.pump()
    assert autosave.read_bytes().endswith(b'"setu')
    click_button(app, "new")  # the program goes on
    assert isinstance(app.scene, NewGameScene)
    pygame.quit()


def test_a_tampered_autosave_is_refused_on_continue_and_in_the_load_list(tmp_path):
    names = ("Anna", "Bruno")
    folders = storage.Folders.under(tmp_path)
    session, _ = Session.start(edition(), Setup(names, 5), [Seat(n) for n in names])
    bot = RandomBot(5)
    for _ in range(30):
        session.apply(bot.choose(session.game))
    slot = folders.saves / "autosave.json"  # as earlier versions named it
    storage.save(session, slot, storage.AUTOSAVE)
    data = slot.read_bytes().replace(b'"seed": 5', b'"seed": 6')
    slot.write_bytes(data)
    (folders.saves / "junk.json").write_bytes(b"\x00\xff not json")

    app = new_app(tmp_path)
    # the header looks fine; the replay finds the change, so there is nothing to continue
    assert isinstance(app.scene, TitleScene)
    assert "autosave.json: the record is inconsistent" in app.scene.error
    assert not button(app.scene, "continue").enabled
    click_button(app, "load")
    load = app.scene
    junk = next(i for i, info in enumerate(load.infos) if info.path.name == "junk.json")
    assert load.infos[junk].error
    post_click(app, dict(load.rows)[junk].center)
    assert isinstance(app.scene, LoadScene) and "junk.json" in load.error
    auto = next(i for i, info in enumerate(load.infos) if info.path == slot)
    post_click(app, dict(load.rows)[auto].center)
    assert isinstance(app.scene, LoadScene) and load.infos[auto].error  # now greyed
    assert slot.read_bytes() == data
    assert (folders.saves / "junk.json").read_bytes() == b"\x00\xff not json"
    pygame.quit()


def test_undo_and_redo_with_the_keys_and_the_buttons(app):
    scene = start_game(app, 2)
    bot = RandomBot(21)
    while not scene.can_undo():
        perform(app, scene, bot.choose(scene.game))
    app.pump()
    assert button(scene, "undo").enabled and not button(scene, "redo").enabled
    after = to_json(scene.game.state)
    steps = len(scene.session.steps)
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert len(scene.session.steps) == steps - 1 and to_json(scene.game.state) != after
    assert "takes back" in scene.log.lines[-1]
    undone = to_json(scene.game.state)
    assert to_json(storage.load(scene.table.autosave.path, app.edition).game.state) == undone
    app.pump()
    assert button(scene, "redo").enabled
    key(app, pygame.K_y, pygame.KMOD_LCTRL)
    assert to_json(scene.game.state) == after
    post_click(app, button(scene, "undo").rect.center)  # the button does the same
    assert to_json(scene.game.state) == undone
    post_click(app, button(scene, "redo").rect.center)
    assert to_json(scene.game.state) == after
    while scene.can_undo():  # back to the start of the turn, and no further
        key(app, pygame.K_z, pygame.KMOD_LCTRL)
    start = to_json(scene.game.state)
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert to_json(scene.game.state) == start and scene.message
    perform(app, scene, scene.game.options()[0])  # a new choice ends redo
    assert not scene.can_redo()


def test_settings_persist_across_runs(tmp_path):
    app = new_app(tmp_path)
    click_button(app, "settings")
    assert isinstance(app.scene, SettingsScene)
    for name in ("sound:1", "animation_speed:0", "bot_delay:2"):
        click_button(app, name)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1300, h=800, size=(1300, 800)))
    app.pump()
    app.close()  # quit: the new window size is written too

    app = App(None, save_folder=tmp_path)
    assert app.size == (1300, 800)
    assert app.settings == dict(storage.DEFAULT_SETTINGS, sound=False, animation_speed=0.0,
                                bot_delay=0.2, window=[1300, 800])
    assert app.bot_delay == 12 and app.animation_frames(22) == 0
    app.start_title()
    click_button(app, "settings")
    assert button(app.scene, "sound:1").selected and button(app.scene, "bot_delay:2").selected
    pygame.quit()


def test_settings_offer_window_sizes_and_keep_the_chosen_one(tmp_path, monkeypatch):
    monkeypatch.setattr(app_module, "_desktop", lambda: (1920, 1080))  # a full-HD screen
    app = new_app(tmp_path)
    click_button(app, "settings")
    offered = [b.label for b in app.scene.buttons if b.key.startswith("window:")]
    assert offered == ["1280×720", "1600×900", "1920×1080"]  # 2560×1440 does not fit
    assert button(app.scene, f"window:{offered.index('1600×900')}").selected  # the window's
    click_button(app, "window:0")
    assert app.size == (1280, 720) and app.screen.get_size() == (1280, 720)
    assert button(app.scene, "window:0").selected  # the scene laid out again, at the new size
    app.close()
    assert App(None, save_folder=tmp_path).size == (1280, 720)
    pygame.quit()


def test_the_take_back_time_is_a_setting_kept_and_applied(tmp_path):
    from game.ui.app import FPS

    app = new_app(tmp_path)
    app.turn_grace_override = None  # as a player's window: the settings' time
    assert app.turn_grace == round(4 * FPS)
    click_button(app, "settings")
    labels = [b.label for b in app.scene.buttons if b.key.startswith("turn_grace:")]
    assert labels == ["Off", "2 s", "4 s", "8 s"]
    click_button(app, "turn_grace:3")
    assert app.turn_grace == round(8 * FPS)
    click_button(app, "turn_grace:0")
    assert app.turn_grace == 0  # moves are final at once
    app.close()
    assert App(None, save_folder=tmp_path).settings["turn_grace"] == 0.0
    pygame.quit()


def test_a_new_game_never_replaces_an_unfinished_one(app):
    scene = start_game(app, 2)
    play(app, scene, 6)
    first_slot = scene.table.autosave.path
    first = first_slot.read_bytes()
    app.new_game_seed = 777
    app.start_title()
    app.pump()
    second = start_game(app, 3)
    assert first_slot.read_bytes() == first  # untouched: each game keeps its own file
    assert second.table.autosave.path != first_slot
    assert storage.read(second.table.autosave.path)["setup"]["seed"] == 777
    app.start_title()
    app.pump()
    click_button(app, "load")
    labels = [app.scene.label(info) for info in app.scene.infos]
    assert labels.count("Autosave (a game in progress)") == 2


def finished_game(app: App, names: tuple[str, ...], seed: int) -> Session:
    seats = [Seat(n, "human", i) for i, n in enumerate(names)]
    session, _ = Session.start(app.edition, Setup(names, seed), seats)
    bot = RandomBot(seed)
    while not session.game.over:
        session.apply(bot.choose(session.game))
    return session


def test_the_load_list_shows_a_finished_games_points_and_winner(app):
    session = finished_game(app, ("Anna", "Bruno", "Chiara"), 23)
    finished.keep(app.folders, session)
    app.go("load")
    scene = app.scene
    (info,) = scene.infos
    players = session.game.state.players
    assert info.over and info.scores == tuple(p.score for p in players)
    line = scene.details(info)
    for seat, p in zip(session.seats, players, strict=True):
        assert f"{seat.name} {p.score}" in line
    won = [session.seats[w].name for w in session.game.state.winners]
    assert line.endswith(" & ".join(won) + (" share the win" if len(won) > 1 else " won"))


def test_the_load_lists_rows_leave_the_panels_frame_as_drawn(app):
    """The rows never paint over the panel's frame: its corners look the same with and without
    a full list (with more saves than fit, so the scroll line shows too)."""
    app.go("load")
    app.frame([])
    empty = app.screen.copy()
    session = finished_game(app, ("Anna", "Bruno"), 5)
    for i in range(12):
        storage.save(session, app.folders.saves / f"game-{i}.json", f"Game {i}")
    app.go("load")
    app.frame([])
    scene = app.scene
    assert len(scene.infos) > scene.visible
    panel, corner = scene.panel, round(48 * scene.scale)  # the ornaments at its corners
    right, bottom = panel.right - corner, panel.bottom - corner
    for x, y in (panel.topleft, (right, panel.top), (panel.left, bottom), (right, bottom)):
        box = pygame.Rect(x, y, corner, corner)
        assert pixels(app.screen, box) == pixels(empty, box), box


def pixels(surface: pygame.Surface, box: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(box).copy(), "RGB")


def test_a_save_header_with_strange_scores_lists_none(tmp_path):
    header = {"setup": {"names": ["Anna", "Bruno"]},
              "summary": {"over": True, "scores": [12, "x"], "winners": [7]}}
    info = storage.save_info(tmp_path / "a.json", header)
    assert info.scores == () and info.winners == ()
    header["summary"] = {"over": True, "scores": [12, 30], "winners": [1]}
    info = storage.save_info(tmp_path / "a.json", header)
    assert info.scores == (12, 30) and info.winners == (1,)


def test_load_game_lists_and_opens_game_records_and_files_dropped_on_it(app, tmp_path):
    """A record among the saves (as `game.cli simulate --record` writes them) is listed with
    its players and moves and opens in the replay viewer; any save or record dropped on the
    list opens the same way; a file that is neither says why in one line."""
    from game.ui.replay.scene import ReplayScene

    session = finished_game(app, ("Anna", "Bruno"), 29)
    record = json.dumps(session.record.to_json())
    app.folders.saves.mkdir(parents=True, exist_ok=True)
    (app.folders.saves / "game-1.json").write_text(record)
    app.go("load")
    load = app.scene
    (info,) = load.infos
    assert info.record and not info.error and info.moves == len(session.record.options)
    assert load.label(info) == "Game record: game-1"
    assert load.details(info) == f"Anna, Bruno · {info.moves} moves"
    post_click(app, load.row_rect(0).center)
    assert isinstance(app.scene, ReplayScene)
    assert app.scene.history.record.options == session.record.options
    elsewhere = tmp_path / "elsewhere" / "friend.json"
    elsewhere.parent.mkdir()
    elsewhere.write_text(record)
    for dropped, opens in ((elsewhere, True), (tmp_path / "missing.json", False)):
        app.go("load")
        pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(dropped)))
        app.pump()
        assert isinstance(app.scene, ReplayScene) is opens
        if not opens:
            assert "missing.json" in app.scene.error


def test_load_game_marks_a_game_together_against_the_baron(app, tmp_path):
    """A co-op save's row says so, with its difficulty and team size; a competitive save's
    row does not; a header with a strange difficulty still lists without a crash."""
    seats = [Seat("Anna", "human", 0), Seat("Bruno", "normal", 1)]
    session, _ = Session.start(app.edition, Setup(("Anna", "Bruno"), 7, coop="hard"), seats)
    storage.save(session, app.folders.saves / "together.json", "Together")
    session, _ = Session.start(app.edition, Setup(("Anna", "Bruno"), 7), seats)
    storage.save(session, app.folders.saves / "against.json", "Against")
    app.go("load")
    load = app.scene
    rows = {info.name: load.details(info) for info in load.infos}
    assert rows["Together"].startswith("Together · Hard · 2 players · Anna, Bruno")
    assert "Together" not in rows["Against"] and rows["Against"].startswith("Anna, Bruno")
    header = {"setup": {"names": ["Anna"], "coop": "\x00weird"}, "summary": {}}
    info = storage.save_info(tmp_path / "a.json", header)
    assert info.coop == "weird" and load.details(info).startswith("Together · weird · 1 player")
    assert storage.save_info(tmp_path / "b.json", {"setup": {"names": ["A"], "coop": 3}}).coop == ""


def test_a_coop_save_at_a_difficulty_the_edition_lacks_is_refused_in_one_line(tmp_path):
    """`"coop": "nightmare"` once crashed the title (as the autosave) and Load game (clicked):
    both now say what is wrong in one line, the game starts and the file stays as it was."""
    names = ("Anna", "Bruno")
    folders = storage.Folders.under(tmp_path)
    session, _ = Session.start(edition(), Setup(names, 5, coop="normal"),
                               [Seat(n) for n in names])
    slot = folders.saves / "autosave.json"
    storage.save(session, slot, storage.AUTOSAVE)
    data = slot.read_bytes().replace(b'"coop": "normal"', b'"coop": "nightmare"')
    assert b"nightmare" in data
    slot.write_bytes(data)

    app = new_app(tmp_path)
    assert isinstance(app.scene, TitleScene)
    assert "autosave.json" in app.scene.error and "'nightmare'" in app.scene.error
    assert "\n" not in app.scene.error and "Error" not in app.scene.error
    assert not button(app.scene, "continue").enabled
    click_button(app, "load")
    load = app.scene
    row = next(i for i, info in enumerate(load.infos) if info.path == slot)
    post_click(app, dict(load.rows)[row].center)
    assert isinstance(app.scene, LoadScene)
    assert "'nightmare'" in load.error and "\n" not in load.error
    assert slot.read_bytes() == data
    pygame.quit()


def test_load_game_says_a_finished_coop_game_was_won_or_lost_together(app, tmp_path):
    """Not "Anna 104 · Anna won" nor only "finished": the team's result, total and target."""
    app.go("load")
    load = app.scene
    won = {"setup": {"names": ["Anna"], "coop": "normal"},
           "summary": {"over": True, "scores": [104], "winners": [0], "target": 100}}
    lost = {"setup": {"names": ["Anna", "Bruno"], "coop": "hard"},
            "summary": {"over": True, "scores": [60, 70], "winners": [], "target": 150}}
    line = load.details(storage.save_info(tmp_path / "w.json", won))
    assert line.endswith("Won together · team 104 / target 100") and "Anna won" not in line
    line = load.details(storage.save_info(tmp_path / "l.json", lost))
    assert line.endswith("Lost together · team 130 / target 150") and "finished" not in line
