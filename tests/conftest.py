"""Tests never touch the player's own folders: platformdirs points into a temporary one. Which
edition a test plays: `edition` (the tests' own) or `shipped_edition` (data/), below."""

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


# Two editions, kept apart on purpose. `edition` is the tests' own frozen copy
# (tests/fixtures/edition): rule tests, recorded games and any fixed result play on it, so that
# correcting data/*.yaml from a printed copy of the game breaks none of them. `shipped_edition`
# is data/ (or the folder $MONASTERIUM_DATA names): only tests whose subject is what ships ask
# for it — the shipped files themselves, the texts and the rules reference that describe them,
# the tutorial's script, the game started as a player starts it.


@pytest.fixture(scope="session")
def edition():
    from tests import scenario

    return scenario.edition()


@pytest.fixture(scope="session")
def shipped_edition():
    from game.edition_loader import load_edition

    return load_edition()
