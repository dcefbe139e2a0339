"""Which modules may run compiled, and the guard that runs them only when it is safe.

`pip install` compiles the rules core and the computer players with mypyc where a C compiler is
at hand (setup.py): the same source, faster (README, "Speed"). A compiled module sits beside its
source and Python would prefer it even after the source is edited, so the build writes a digest
of the sources it compiled (`game/built.py`) and the compiled modules are used only while the
sources still match; otherwise, or with MONASTERIUM_PURE set, the plain modules run. Standard
library only: setup.py loads this file on its own, before anything is installed.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import os
import sys
from importlib.machinery import ModuleSpec

ROOT = os.path.dirname(os.path.abspath(__file__))  # the game package
PACKAGES = ("rules", "rules/coop", "ai")  # compiled: their modules, but those in PLAIN
GROUP = "game.core"  # the compiled code's shared library: game/core__mypyc.*
# moves and events stay plain classes: records, saves and the network read and build them (as
# dataclasses with their own constructors); a package's __init__ must run as it is
PLAIN = ("__init__", "events", "moves")


def compiled_names(root: str = ROOT) -> list[str]:
    """The modules the build compiles, as paths from the game package without ".py", sorted."""
    return sorted(f"{package}/{name[:-3]}" for package in PACKAGES
                  for name in os.listdir(os.path.join(root, package))
                  if name.endswith(".py") and name[:-3] not in PLAIN)


def sources_digest(root: str = ROOT) -> str:
    """A digest of the sources the build compiles: a changed source means a stale build."""
    digest = hashlib.sha256()
    for name in compiled_names(root):
        with open(os.path.join(root, name + ".py"), "rb") as source:
            digest.update(name.encode() + b"\0" + source.read() + b"\0")
    return digest.hexdigest()


def built_digest() -> str | None:
    """The digest written by the last compiling build of this package, if there was one (a
    built.py found anywhere but beside this file, as an editable install of another checkout
    may offer, speaks for that checkout's build, not for this one)."""
    try:
        built = importlib.import_module("game.built")
    except ImportError:
        return None
    if os.path.dirname(os.path.abspath(built.__file__ or "")) != ROOT:
        return None
    return getattr(built, "DIGEST", None)


class PlainModules:
    """Finds the compilable modules as source files, ahead of any compiled copy beside them."""

    def __init__(self, names: list[str]) -> None:
        self.names = {"game." + name.replace("/", ".") for name in names}

    def find_spec(self, name: str, path: object = None, target: object = None) -> ModuleSpec | None:
        if name not in self.names:
            return None
        source = os.path.join(ROOT, *name.split(".")[1:]) + ".py"
        return importlib.util.spec_from_file_location(name, source)


def use_compiled() -> bool:
    """Whether the compiled modules may run: frozen (no sources to differ from them), or built
    from exactly these sources and not turned off."""
    if getattr(sys, "frozen", False):
        return True
    if os.environ.get("MONASTERIUM_PURE"):
        return False
    return built_digest() == sources_digest()


def guard() -> None:
    """Run before any of the modules is imported (from the game package's __init__)."""
    if not use_compiled() and not any(isinstance(f, PlainModules) for f in sys.meta_path):
        sys.meta_path.insert(0, PlainModules(compiled_names()))


def running_compiled() -> bool:
    """Whether the engine in this process is the compiled one (for benchmarks and tests)."""
    from game.rules import engine
    return not (engine.__file__ or "").endswith(".py")


# why the engine in this process is the one it is: texts.engine_line() words it, from the keys
# "engine.<why>" of data/texts (this module imports nothing of the game: the build type-checks
# what the compiled modules import, and this module with them)
ENGINE_REASONS = ("compiled", "no_build", "pure", "stale", "missing")


def engine() -> tuple[str, str]:
    """Which engine runs, "compiled" or "plain", and why: "compiled"; or "no_build" (no
    compiled build was installed: no C compiler at install time), "pure" (MONASTERIUM_PURE is
    set), "stale" (the sources changed since the build), "missing" (a build's digest without
    its compiled modules)."""
    if running_compiled():
        return "compiled", "compiled"
    if os.environ.get("MONASTERIUM_PURE"):
        return "plain", "pure"
    digest = built_digest()
    if digest is None:
        return "plain", "no_build"
    return "plain", "stale" if digest != sources_digest() else "missing"
