"""The window's code keeps its shape: small files and functions, scenes reached by name with no
scene importing another and no import cycle, a table controller without pygame, and a frame
benchmark that does not start the program."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

from game.ui.app import SCENES

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"
OWN = [*sorted((GAME / "ui").rglob("*.py")), *sorted((GAME / "table").rglob("*.py")),
       GAME / "session.py", GAME / "__main__.py"]
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> set[str]:
    """The modules `path` imports (relative imports resolved), leaving out those only for type
    checking."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module_name(path).rsplit(".", 1)[0] if path.name != "__init__.py" \
        else module_name(path)
    skipped = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If)
               and getattr(node.test, "id", "") == "TYPE_CHECKING" for n in ast.walk(node)}
    found = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package
            for _ in range(node.level - 1):
                base = base.rsplit(".", 1)[0]
            module = f"{base}.{node.module}" if node.level and node.module else \
                base if node.level else node.module
            found.add(module)
            found |= {f"{module}.{a.name}" for a in node.names}  # "from . import draw"
    return found


def test_files_and_functions_stay_small():
    too_long = []
    for path in OWN:
        source = path.read_text(encoding="utf-8")
        if len(source.splitlines()) > 400:
            too_long.append(f"{path.name}: {len(source.splitlines())} lines")
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                length = node.end_lineno - node.lineno + 1
                if length > 50:
                    too_long.append(f"{path.name}: {node.name} {length} lines")
    assert not too_long


def test_scenes_are_reached_by_name_and_never_import_one_another():
    scene_modules = {target.partition(":")[0] for target in SCENES.values()}
    for module in scene_modules:
        path = ROOT / (module.replace(".", "/") + ".py")
        assert not imports(path) & (scene_modules - {module}), module
    assert not imports(GAME / "ui" / "app.py") & scene_modules


def test_no_import_cycle_in_the_window_or_the_table():
    modules = {module_name(p): p for p in OWN}
    graph = {m: {i for i in imports(p) if i in modules and i != m} for m, p in modules.items()}
    state: dict[str, int] = {}

    def visit(m: str, trail: list[str]) -> None:
        state[m] = 1
        for n in graph[m]:
            assert state.get(n) != 1, " -> ".join([*trail, m, n])
            if n not in state:
                visit(n, [*trail, m])
        state[m] = 2

    for m in graph:
        if m not in state:
            visit(m, [])


def test_the_table_has_no_pygame():
    for path in sorted((GAME / "table").rglob("*.py")):
        assert not any(m.startswith("pygame") for m in imports(path)), path.name


def test_the_frame_benchmark_does_not_start_the_program():
    code = ("import sys; from game.ui.devtools.bench import run_ui_bench; "
            "r = run_ui_bench(frames=40); "
            "assert 'game.__main__' not in sys.modules, 'game.__main__ imported'; "
            "print(r['frames'])")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=ENV,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().endswith("40")


def test_the_window_finds_the_shipped_art_and_font():
    from game.ui.toolkit.assets import FONT_FILES, sprites_dir

    folder = sprites_dir()
    assert folder == ROOT / "sprites"
    assert (folder / "board_background.svg").is_file()
    assert all((folder / "fonts" / name).is_file() for name in FONT_FILES.values())
