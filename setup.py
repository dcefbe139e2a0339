"""The build: everything is in pyproject.toml but the optional compiled modules.

Where a C compiler is at hand, mypyc compiles the rules core and the computer players
(game/compiled.py lists them) for speed; the build records a digest of the sources it compiled
(game/built.py) so that a later edit runs the plain modules instead of a stale build. Without a
compiler, or with MONASTERIUM_PURE set, the game installs and runs as plain Python: same rules,
same moves, and neither game/built.py nor a compiled module is installed.

game/built.py is written only once the compile has succeeded, into the build (and, for an
editable install, the source tree); it is never copied from the source tree, where an earlier
build may have left one.
"""

import importlib.util
import os
import sys

from setuptools import setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

ROOT = os.path.dirname(os.path.abspath(__file__))
os.chdir(ROOT)  # mypyc names the modules by their paths from here
GAME = os.path.join(ROOT, "game")
BUILT = os.path.join(GAME, "built.py")
COMPILED_SUFFIXES = (".so", ".pyd")


def load_guard():
    """game/compiled.py on its own (the package is not installed yet)."""
    path = os.path.join(GAME, "compiled.py")
    spec = importlib.util.spec_from_file_location("compiled_guard", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def note(text):
    print(f"monasterium: {text}", file=sys.stderr)


def forget_compiled(build_lib):
    """Remove built.py and every compiled module of the game from a build directory: what is
    left there from an earlier build must not be installed with this one."""
    top = os.path.join(build_lib, "game")
    for folder, _, files in os.walk(top):
        for name in files:
            if name.endswith(COMPILED_SUFFIXES) or (name, folder) == ("built.py", top):
                os.remove(os.path.join(folder, name))


class BuildPy(build_py):
    """The Python files, but game/built.py: only a compile that succeeded writes it."""

    def find_package_modules(self, package, package_dir):
        modules = super().find_package_modules(package, package_dir)
        return [m for m in modules if (m[0], m[1]) != ("game", "built")]

    def run(self):
        super().run()
        built = os.path.join(self.build_lib, "game", "built.py")
        if os.path.exists(built):
            os.remove(built)
        if not self.distribution.ext_modules:  # nothing to compile: nothing compiled installed
            forget_compiled(self.build_lib)


class OptionalBuildExt(build_ext):
    """A failed compile leaves the plain modules in charge, not a failed install."""

    def run(self):
        try:
            super().run()
        except Exception as error:  # no compiler, no headers...: any of them
            forget_compiled(self.build_lib)
            if self.inplace and os.path.exists(BUILT):
                os.remove(BUILT)
            note(f"the game runs as plain Python ({error})")
            return
        if self.extensions:
            self.write_built()

    def write_built(self):
        """The digest of the sources just compiled, beside the compiled modules."""
        text = ('"""Written by the build: the digest of the sources it compiled."""\n\n'
                f'DIGEST = "{load_guard().sources_digest()}"\n')
        targets = [os.path.join(self.build_lib, "game", "built.py")]
        if self.inplace:  # an editable install runs the source tree
            targets.append(BUILT)
        for target in targets:
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="utf-8") as built:
                built.write(text)


def compiled_modules():
    if os.environ.get("MONASTERIUM_PURE"):
        return []
    guard = load_guard()
    try:
        from mypyc.build import mypycify

        paths = [os.path.join("game", *name.split("/")) + ".py" for name in guard.compiled_names()]
        return mypycify(paths, group_name=guard.GROUP, opt_level="3")
    except (Exception, SystemExit) as error:  # mypyc exits on a type error
        note(f"the game runs as plain Python ({error})")
        return []


setup(ext_modules=compiled_modules(),
      cmdclass={"build_py": BuildPy, "build_ext": OptionalBuildExt})
