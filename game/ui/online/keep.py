"""Where online play keeps things for the player: the name (in the settings), the hosted
server's database and the seat credentials (beside the saves, in the player's data folder)."""

from __future__ import annotations

from pathlib import Path

from game.net.credentials import Credentials, default_path
from game.rules.record import valid_name

NAME_MAX = 20  # characters of a name at the table (the server takes up to 40)


def chosen_name(app) -> str:
    """The name kept in the settings, when it is one the server takes."""
    name = str(app.settings.get("online_name", "")).strip()[:NAME_MAX]
    return name if valid_name(name) else ""


def hosted_db(app) -> Path | str:
    """The hosted server's database: in the player's data folder (the dedicated server keeps
    its own), or in memory when the App keeps nothing on disk."""
    if app.folders is None:
        return ":memory:"
    return app.folders.saves.parent / "hosted.db"


def credentials_of(app) -> Credentials | None:
    """The seat credentials kept to rejoin (none when the App keeps nothing on disk)."""
    if app.folders is None:
        return None
    return Credentials(app.folders.saves.parent / default_path().name)
