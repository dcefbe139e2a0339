"""The build: everything is in pyproject.toml but the optional compiled modules.

Where a C compiler is at hand, mypyc compiles the rules core and the computer players
(game/compiled.py lists them) for speed; the build records a digest of the sources it compiled
so that a later edit runs the plain modules instead of a stale build. Without a compiler, or
with MONASTERIUM_PURE set, the game installs and runs as plain Python: same rules, same moves.
"""

import importlib.util
import os
import sys

from setuptools import setup
from setuptools.command.build_ext import build_ext

ROOT = os.path.dirname(os.path.abspath(__file__))
os.chdir(ROOT)  # mypyc names the modules by their paths from here
GAME = os.path.join(ROOT, "game")
BUILT = os.path.join(GAME, "built.py")


def load_guard():
    """game/compiled.py on its own (the package is not installed yet)."""
    path = os.path.join(GAME, "compiled.py")
    spec = importlib.util.spec_from_file_location("compiled_guard", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def note(text):
    print(f"monasterium: {text}", file=sys.stderr)


class OptionalBuildExt(build_ext):
    """A failed compile leaves the plain modules in charge, not a failed install."""

    def run(self):
        try:
            super().run()
        except Exception as error:  # no compiler, no headers...: any of them
            if os.path.exists(BUILT):
                os.remove(BUILT)
            note(f"the game runs as plain Python ({error})")


def compiled_modules():
    if os.environ.get("MONASTERIUM_PURE"):
        return []
    guard = load_guard()
    try:
        from mypyc.build import mypycify

        paths = [os.path.join("game", *name.split("/")) + ".py" for name in guard.compiled_names()]
        extensions = mypycify(paths, group_name=guard.GROUP, opt_level="3")
    except (Exception, SystemExit) as error:  # mypyc exits on a type error
        note(f"the game runs as plain Python ({error})")
        return []
    with open(BUILT, "w", encoding="utf-8") as built:
        built.write('"""Written by the build: the digest of the sources it compiled."""\n\n'
                    f'DIGEST = "{guard.sources_digest()}"\n')
    return extensions


setup(ext_modules=compiled_modules(), cmdclass={"build_ext": OptionalBuildExt})
