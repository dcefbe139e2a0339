"""Tests never touch the player's own folders: platformdirs points into a temporary one."""

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
