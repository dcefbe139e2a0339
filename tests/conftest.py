"""Tests never touch the player's own folders: platformdirs points into a temporary one."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _private_user_folders(tmp_path_factory, monkeypatch):
    home = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
