"""Tests never touch the player's own folders: platformdirs points into a temporary one. Which
edition a test plays: `edition` (the tests' own) or `shipped_edition` (data/), below."""

from __future__ import annotations

import ctypes
import gc
import sys

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


def _glibc() -> ctypes.CDLL | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL("libc.so.6")
        return libc if hasattr(libc, "malloc_trim") else None
    except OSError:  # a C library other than glibc (musl)
        return None


_LIBC = _glibc()


_WINDOWS = [0]  # how many App windows the tests have opened so far


@pytest.fixture(autouse=True, scope="session")
def _windows_counted():
    from game.ui.app import App

    real = App.__init__

    def counted(self, *args, **kwargs):
        _WINDOWS[0] += 1
        real(self, *args, **kwargs)

    App.__init__ = counted
    yield
    App.__init__ = real


@pytest.fixture(autouse=True)
def _freed_memory_back_after_each_test():
    """Free what a test left and hand the freed memory to the system. A window, its scenes,
    sprites and games refer to each other: only the cycle collector frees them, at a moment of
    its own (so it is run after a test that opened a window; after every test it would cost
    more than the rest of the quick tests). And glibc keeps most freed heap (worker threads'
    arenas especially) for later use: the process grew test after test to several times what
    any one test holds. malloc_trim returns the free pages; elsewhere than glibc there is
    nothing to call."""
    windows = _WINDOWS[0]
    yield
    if _WINDOWS[0] != windows:
        gc.collect()
    if _LIBC is not None:
        _LIBC.malloc_trim(0)
