"""One table for every kind of seat: the online table and the lessons' table are the table
controller with what truly differs overridden; the play scene takes what a scene over it changes
as hooks at construction, never as methods patched on afterwards; the facts of play that the
desktop and the server share are written once."""

from __future__ import annotations

import ast
import inspect
import types
from pathlib import Path

import pygame
import pytest

from game.net import bots as server_bots
from game.net import table as server_table
from game.rules.engine import Setup
from game.rules.moves import Move
from game.rules.policy import can_take_back, seat_seed, undo_floor
from game.session import Seat, Session
from game.table import TableController, controller
from game.table.online import OnlineTable
from game.tutorial.table import TutorTable
from game.ui.play.scene import PlayScene
from game.ui.tutorial.scene import TutorialScene
from tests.net_support import hosted
from tests.online_ui import online_app
from tests.scenario import edition
from tests.test_net_online_table import close
from tests.test_ui_online_play import open_table

UI = Path(__file__).resolve().parent.parent / "game" / "ui"

# what an online table does otherwise: where moves come from and go to, undo asked of the
# server, whose turn it is for this window, the record (the server's, once checked), and no
# seat handed to a computer by this window (the creator asks the server), no hint at a rated
# table
ONLINE_OVERRIDES = {"__init__", "tick", "play", "_play_out", "can_undo", "undo", "local_turn",
                    "record", "hands_seats", "can_hint"}
TUTOR_OVERRIDES = {"__init__", "tick", "play", "apply", "can_undo", "can_redo", "undo", "redo",
                   "can_hint", "ask_hint", "hands_seats"}


def controller_members() -> set[str]:
    return {name for cls in TableController.__mro__[:-1] for name in vars(cls)
            if not (name.startswith("__") and name != "__init__")}


@pytest.mark.parametrize(("table", "allowed"), [(OnlineTable, ONLINE_OVERRIDES),
                                                (TutorTable, TUTOR_OVERRIDES)])
def test_every_table_is_the_controller_overriding_only_what_differs(table, allowed):
    assert issubclass(table, TableController)
    redefined = controller_members() & set(vars(table))
    assert redefined == allowed


def test_the_online_seats_are_agents_and_nothing_stands_in_for_them():
    import game.table.online_seats as seats

    assert not hasattr(seats, "SeatAgent") and not hasattr(seats, "OnlineSession")
    source = inspect.getsource(OnlineTable)
    assert "RemoteAgent()" in source and "Step(" not in source


def test_the_facts_of_play_are_written_once():
    assert server_bots.seat_seed is seat_seed and controller.seat_seed is seat_seed
    for module in (server_table, controller):
        assert "ROLLS" not in vars(module)
    game_dir = UI.parent
    for path in game_dir.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        if path.name != "policy.py":
            assert "ROLLS =" not in text and "def seat_seed" not in text, path
        if path.name != "tray.py":
            assert "def tray_dice(game" not in text, path


def test_the_session_and_the_server_count_the_undo_floor_alike():
    # Anna twice, Bruno (a human elsewhere), then Bruno's roll
    floor = undo_floor(0, 0, None, 0, False)
    floor = undo_floor(floor, 1, 0, 0, False)
    assert floor == 0 and can_take_back(floor, 2, 0, 0) and not can_take_back(floor, 2, 0, 1)
    floor = undo_floor(floor, 2, 0, 1, False)
    assert floor == 2 and can_take_back(floor, 3, 1, 1)
    floor = undo_floor(floor, 3, 1, 1, True)
    assert floor == 4 and not can_take_back(floor, 4, 1, 1)


def test_a_session_kept_in_step_with_a_server_counts_the_moves_it_did_not_see():
    seats = [Seat("Anna"), Seat("Bruno")]
    local, _ = Session.start(edition(), Setup(("Anna", "Bruno"), 3), seats)
    shown = Session(edition(), None, seats, local.game, unseen=2)  # came after two moves
    for _ in range(3):
        player = local.game.decision.player
        move = local.game.options()[0]
        local.apply(move)
        shown.seen(move, player, local.steps[-1].fixed, local.game)
    assert len(shown.steps) == 3 and shown.unseen == 2
    shown.caught_up(9, local.game)  # four moves went by unseen
    assert len(shown.steps) == 3 and shown.unseen == 6 and shown.floor == 3
    assert not shown.can_undo(by=shown.steps[-1].player)
    shown.caught_up(4, local.game)  # the server took moves back
    assert len(shown.steps) == 0 and shown.unseen == 4
    assert all(isinstance(s.move, Move) and s.player >= 0 for s in shown.steps)
    with pytest.raises(LookupError):
        _ = shown.record  # the seed stays on the server


def assigned_to_the_play_scene(tree: ast.AST) -> list[str]:
    """The names of `<x>.play.<name> = ...` and `play.<name> = ...` assignments of a module."""
    found = []
    for node in ast.walk(tree):
        targets = node.targets if isinstance(node, ast.Assign) else []
        for target in targets:
            if not isinstance(target, ast.Attribute):
                continue
            owner = target.value
            if (isinstance(owner, ast.Attribute) and owner.attr == "play") or \
                    (isinstance(owner, ast.Name) and owner.id == "play"):
                found.append(target.attr)
    return found


def test_no_method_of_the_play_scene_is_assigned_from_outside():
    methods = {name for cls in PlayScene.__mro__ for name, value in vars(cls).items()
               if callable(value) or isinstance(value, property)}
    for path in UI.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        patched = [name for name in assigned_to_the_play_scene(tree)
                   if name in methods or name in ("inp", "online", "hooks")]
        assert not patched, f"{path}: {patched}"


def no_functions(scene: PlayScene) -> list[str]:
    return [name for name, value in vars(scene).items()
            if isinstance(value, (types.FunctionType, types.MethodType))]


def test_the_lessons_and_the_online_table_give_the_play_scene_hooks_not_methods(tmp_path):
    app = online_app(tmp_path, size=(1280, 720))
    try:
        lessons = TutorialScene(app)
        assert no_functions(lessons.play) == []
        assert lessons.play.hooks.prompt == lessons.prompt
        with hosted() as server:
            scene, clients = open_table(app, server, ["open", "open"])
            assert isinstance(scene.table, OnlineTable) and scene.play.table is scene.table
            assert no_functions(scene.play) == [] and scene.play.online == "guest"
            assert scene.table.session.setup is None and scene.play.record is None
            assert all(s.player >= 0 for s in scene.table.session.steps)
            scene.leave()
            close(clients)
        lessons.leave()
    finally:
        app.close()
        pygame.quit()
