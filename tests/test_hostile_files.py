"""Crafted files against every loader: each loads correctly or is refused in one line of words
(never a traceback or an exception's name), and the file is never changed."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import storage
from game.storage.settings import backup_path, read_settings
from tests import hostile
from tests.scenario import edition

CASES = list(hostile.cases())
# what each class must come to: a crafted file is refused, a harmless change loads
LOADS = {"valid", "byte-order mark", "out of range", "huge window", "unknown keys",
         "seat kind changed:hard"}


def _expected(case: hostile.Case) -> str:
    if case.cls in LOADS or f"{case.cls}:{_kind(case)}" in LOADS:
        return "loaded"
    return "refused"


def _kind(case: hostile.Case) -> str:
    if case.cls != "seat kind changed":
        return ""
    return str(json.loads(case.content)["seats"][0]["kind"])


@pytest.mark.parametrize("case", CASES, ids=[f"{c.loader}-{c.cls}-{i}" for i, c in
                                              enumerate(CASES)])
def test_a_crafted_file_is_loaded_or_refused_in_one_line(case, tmp_path):
    outcome, message = hostile.attempt(case, tmp_path)
    assert outcome == _expected(case), message
    if outcome == "refused":
        assert message and "\n" not in message and len(message) < 400
        assert "Error" not in message and "Traceback" not in message


def test_the_classes_cover_every_loader():
    assert {c.loader for c in CASES} == set(hostile.TRY)
    for loader in ("save", "record", "settings"):
        classes = {c.cls for c in CASES if c.loader == loader}
        assert {"deep nesting", "long integer", "NaN", "50 MB file"} <= classes, loader


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=400))
def test_any_bytes_as_a_save_are_refused_in_one_line(data):
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "x.json"
        path.write_bytes(data)
        with pytest.raises(storage.SaveError) as refused:
            storage.load(path, edition())
        assert "\n" not in str(refused.value)
        assert path.read_bytes() == data


@settings(max_examples=150, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
                    lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner),
                    max_leaves=30))
def test_any_json_as_settings_gives_usable_settings(value):
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        text = json.dumps({"window": value, "sound": value, "bot_delay": value})
        path.write_text(text)
        loaded, _ = read_settings(path)
        assert isinstance(loaded["sound"], bool) and isinstance(loaded["bot_delay"], float)
        assert 0.0 <= loaded["bot_delay"] <= 10.0
        assert path.read_text() == text


def test_a_broken_settings_file_is_backed_up_before_it_is_rewritten(tmp_path):
    path = tmp_path / "settings.json"
    mine = '{"window": "huge", "sound": false, "my_note": "keep me"}'
    path.write_text(mine)
    settings, problems = read_settings(path)
    assert problems and settings["window"] == storage.DEFAULT_SETTINGS["window"]
    assert settings["sound"] is False
    storage.save_settings(settings, path)
    assert backup_path(path).read_text() == mine
    rewritten = json.loads(path.read_text())
    assert rewritten["my_note"] == "keep me" and rewritten["sound"] is False


def test_a_good_settings_file_leaves_no_backup(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({**storage.DEFAULT_SETTINGS, "later": 1}))
    read_settings(path)
    assert not backup_path(path).exists()


def test_a_byte_order_mark_is_accepted_in_settings(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"bot_delay": 2.5}).encode())
    assert read_settings(path) == (dict(storage.DEFAULT_SETTINGS, bot_delay=2.5), [])


def test_window_size_fits_the_screen_and_never_goes_below_the_minimum():
    assert storage.fit_window([5000, 3000], (1920, 1080)) == (1920, 1080)
    assert storage.fit_window([700, 400], (1920, 1080)) == (1280, 720)
    assert storage.fit_window([1600, 900], None) == (1600, 900)
    assert storage.fit_window([20000, 20000], None) == (3840, 2160)  # no screen known
    assert storage.fit_window([20000, 20000], (0, 0)) == (3840, 2160)
    assert storage.fit_window([20000, 20000], (2560, 1440)) == (2560, 1440)
    assert storage.fit_window([1600, 900], (1024, 768)) == (1280, 768)  # the minimum's width


def test_a_huge_saved_window_opens_within_the_screen(tmp_path):
    """settings.json with "window": [20000, 20000] once opened a 16384 x 16384 window (47 s
    and 3.2 GB to the title): the window now fits the desktop, and the setting stays valid."""
    from game.ui.app import App, _desktop

    folders = storage.Folders.under(tmp_path)
    folders.settings.parent.mkdir(parents=True, exist_ok=True)
    folders.settings.write_text(json.dumps({"window": [20000, 20000]}))
    app = App(save_folder=tmp_path)
    try:
        screen = _desktop() or storage.SAFE_WINDOW  # the tests' driver has no screen
        width, height = app.screen.get_size()
        assert (width, height) == storage.fit_window([20000, 20000], _desktop())
        assert width <= max(screen[0], 1280) and height <= max(screen[1], 720)
    finally:
        app.close()


def test_temporary_files_of_an_interrupted_save_are_removed(tmp_path):
    folders = storage.Folders.under(tmp_path)
    folders.saves.mkdir(parents=True)
    left = folders.saves / ".autosave.json.abc123.part"
    left.write_text("{half")
    keep = folders.saves / "mine.json"
    keep.write_text("{}")
    beside = folders.saves.parent / ".stats.json.x9.part"  # statistics live beside the saves
    beside.write_text("{half")
    assert folders.clean() == 2
    assert not left.exists() and not beside.exists() and keep.exists()


def test_the_load_list_skips_what_is_not_a_file_and_cuts_long_names(tmp_path):
    raw = hostile.good_save()
    (tmp_path / "long.json").write_text(json.dumps({**raw, "name": "N" * 5000}))
    (tmp_path / "folder.json").mkdir()
    infos = storage.save_infos(tmp_path)
    assert [i.path.name for i in infos] == ["long.json"]
    assert len(infos[0].name) <= 40 and infos[0].name.endswith("…")
