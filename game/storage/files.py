"""Where the program keeps its files, and how it writes them: atomically, then synced."""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP = "Monasterium"
AUTOSAVE = "autosave"  # the start of every autosave's file name (game/storage/autosaves.py)
TEMP_PREFIX = "."  # a temporary file is ".<name>.<random>" beside the file it will replace
TEMP_SUFFIX = ".part"


def saves_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP, appauthor=False)) / "saves"


def settings_path() -> Path:
    return Path(platformdirs.user_config_dir(APP, appauthor=False)) / "settings.json"


def slot_path(name: str, directory: Path | None = None) -> Path:
    safe = "".join(c if c.isalnum() or c in "-_ " else "_" for c in name).strip() or "save"
    return (directory or saves_dir()) / f"{safe[:80]}.json"


@dataclass(frozen=True, slots=True)
class Folders:
    """Where the program keeps its files: the saves folder and the settings file."""

    saves: Path
    settings: Path

    @classmethod
    def user(cls) -> Folders:
        """The player's own folders, as platformdirs gives them."""
        return cls(saves_dir(), settings_path())

    @classmethod
    def under(cls, root: Path) -> Folders:
        """Everything below one folder (tests use a temporary one)."""
        return cls(Path(root) / "saves", Path(root) / "settings.json")

    @property
    def campaigns(self) -> Path:
        """The campaigns' own folder, beside the saves (game/storage/campaigns.py)."""
        return self.saves.parent / "campaigns"

    def reserved(self, path: Path) -> bool:
        """The autosave files, which a named save may not replace."""
        return path.parent == self.saves and path.name.startswith(AUTOSAVE)

    def clean(self) -> int:
        """Remove what an interrupted write left behind; the number of files removed."""
        # the saves, the campaigns; beside them statistics, lessons and seats kept online; the
        # settings
        folders = {self.saves, self.campaigns, self.saves.parent, self.settings.parent}
        return sum(remove_temporary(folder) for folder in folders)


def write_atomic(path: Path, text: str) -> None:
    """Write to a temporary file beside `path`, flush it to disk, rename it over `path`, then
    sync the folder: a crash at any moment leaves either the old file or the new one, whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f"{TEMP_PREFIX}{path.name}.", suffix=TEMP_SUFFIX,
                               dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """Make a rename in `folder` durable (where the system allows opening a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # Windows cannot open a folder; its renames are durable by themselves
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_temporary(folder: Path) -> int:
    """Delete temporary files of writes that never finished (the program stopped midway)."""
    removed = 0
    try:
        candidates = list(folder.glob(f"{TEMP_PREFIX}*{TEMP_SUFFIX}"))
    except OSError:
        return 0
    for path in candidates:
        try:
            if path.is_file() and not path.is_symlink():
                path.unlink()
                removed += 1
        except OSError:
            continue
    return removed
