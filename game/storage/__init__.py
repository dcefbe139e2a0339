"""Everything the program keeps on disk: saves, settings, and the guarded reading of files.

`guard` is the one way in for every file read; `files` knows the folders and writes atomically;
`saves` and `settings` hold their own formats. The names most callers need are here.
"""

from game.storage.files import (
    APP,
    AUTOSAVE,
    Folders,
    saves_dir,
    settings_path,
    slot_path,
    write_atomic,
)
from game.storage.saves import (
    SAVE_FORMAT,
    SAVE_VERSION,
    SEAT_KINDS,
    SaveError,
    SaveInfo,
    list_saves,
    load,
    read,
    record_header,
    save,
    save_info,
    save_infos,
    save_json,
)
from game.storage.settings import (
    DEFAULT_SETTINGS,
    SAFE_WINDOW,
    backup_path,
    fit_window,
    load_settings,
    read_settings,
    save_settings,
)

__all__ = [
    "APP", "AUTOSAVE", "DEFAULT_SETTINGS", "backup_path", "SAVE_FORMAT", "SAVE_VERSION",
    "SEAT_KINDS", "SAFE_WINDOW", "Folders", "SaveError", "SaveInfo", "fit_window", "list_saves",
    "load", "load_settings", "read", "read_settings", "record_header", "save", "save_info",
    "save_infos", "save_json",
    "save_settings", "saves_dir", "settings_path", "slot_path", "write_atomic",
]
