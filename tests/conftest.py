"""Tests never touch the player's own folders: platformdirs points into a temporary one."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _english_unless_a_test_says_otherwise(monkeypatch):
    """The computer's own language never leaks into a test; a test that switches the language
    leaves English behind it."""
    from game import texts

    monkeypatch.setattr(texts, "system_language", lambda environ=None: texts.DEFAULT_LANGUAGE)
    texts.set_language(texts.DEFAULT_LANGUAGE)
    yield
    texts.set_language(texts.DEFAULT_LANGUAGE)


@pytest.fixture(autouse=True)
def _private_user_folders(tmp_path_factory, monkeypatch):
    home = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
