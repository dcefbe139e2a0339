"""The build: everything is in pyproject.toml except the optional compiled rules core.

Where a C compiler is at hand, mypyc compiles the rules modules (game/rules/compiled.py lists
them) for about 1.6 times the speed; the build records a digest of the sources it compiled so a
later edit falls back to the plain modules instead of a stale build. Without a compiler, or with
MONASTERIUM_PURE set, the game installs and runs as plain Python: same rules, same records.
"""

import importlib.util
import os
import sys

from setuptools import setup
from setuptools.command.build_ext import build_ext

ROOT = os.path.dirname(os.path.abspath(__file__))
os.chdir(ROOT)  # mypyc names the modules by their paths from here
RULES = os.path.join(ROOT, "game", "rules")
BUILT = os.path.join(RULES, "built.py")


def load_guard():
    """game/rules/compiled.py on its own (the package is not installed yet)."""
    path = os.path.join(RULES, "compiled.py")
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
            note(f"the rules core runs as plain Python ({error})")


def compiled_rules():
    if os.environ.get("MONASTERIUM_PURE"):
        return []
    guard = load_guard()
    try:
        from mypyc.build import mypycify

        paths = [os.path.join("game", "rules", name + ".py") for name in guard.compiled_names()]
        extensions = mypycify(paths, group_name=f"{guard.PACKAGE}.{guard.GROUP}", opt_level="3")
    except (Exception, SystemExit) as error:  # mypyc exits on a type error
        note(f"the rules core runs as plain Python ({error})")
        return []
    with open(BUILT, "w", encoding="utf-8") as built:
        built.write('"""Written by the build: the digest of the rules sources it compiled."""\n\n'
                    f'DIGEST = "{guard.sources_digest()}"\n')
    return extensions


setup(ext_modules=compiled_rules(), cmdclass={"build_ext": OptionalBuildExt})
