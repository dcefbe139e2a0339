"""Campaigns on disk: each in a file of its own, `campaign-<id>.json` in the campaigns folder
beside the saves (Folders.campaigns), written atomically after every decision of its chapter in
play and after each chapter's end and crest token. A new campaign takes a name no file has, so
no campaign ever replaces another; a file that cannot be read is listed with what is wrong and
never changed."""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from pathlib import Path

from game.campaign.state import CampaignError, CampaignState, parse_campaign
from game.guard import FileRefused, Limits, read_json
from game.storage.files import Folders, write_atomic
from game.storage.saves import SaveInfo, refusal_text, shown_name

PREFIX = "campaign"


def is_campaign_file(path: Path) -> bool:
    return path.name.startswith(PREFIX + "-") and path.suffix == ".json"


def new_path(folders: Folders, names: list[str], seed: int) -> Path:
    """A file for a new campaign: named from its players and seed, never one that exists."""
    key = json.dumps([names, seed]).encode()
    stem = f"{PREFIX}-{hashlib.sha256(key).hexdigest()[:10]}"
    n = 1
    while True:
        path = folders.campaigns / (f"{stem}.json" if n == 1 else f"{stem}-{n}.json")
        if not path.exists():
            return path
        n += 1


def write(path: Path, state: CampaignState) -> None:
    """Keep the campaign; OSError when it could not be written (the old file stays whole)."""
    raw = state.to_json()
    raw["saved_at"] = datetime.now(UTC).isoformat(timespec="seconds")
    write_atomic(path, json.dumps(raw, indent=1))


def campaign_files(folders: Folders) -> list[Path]:
    folder = folders.campaigns
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.glob(f"{PREFIX}-*.json") if p.is_file())


def campaign_info(path: Path) -> SaveInfo:
    """What Load game lists of a campaign file (checked for shape, not replayed): its players
    and the chapter in play or next; what is wrong with it, in one line, when it is damaged."""
    try:
        raw = read_json(path, Limits.SAVE)
        kept = parse_campaign(raw)
    except FileRefused as refused:
        return SaveInfo(path, path.stem, "", error=refusal_text(refused))
    except CampaignError as error:
        return SaveInfo(path, path.stem, "", error=f"{path.name}: {error}")
    assert isinstance(raw, dict)  # parse_campaign refuses anything else
    saved_at = raw.get("saved_at")
    pending = bool(kept.chapters) and kept.chapters[-1]["crest_pending"] is not None
    over = len(kept.chapters) == 3 and not pending
    number = max(1, len(kept.chapters) + (1 if kept.current is not None else 0))
    current = kept.current
    online = raw.get("online")  # "ADDRESS CODE" of the table it is played at
    return SaveInfo(path, shown_name(path.stem), saved_at if isinstance(saved_at, str) else "",
                    tuple(shown_name(n) for n in kept.names), over=over, campaign=number,
                    in_play=current is not None,
                    moves=0 if current is None else len(current.options),
                    online=online.rpartition(" ")[2][:12] if isinstance(online, str) else "")


def campaign_infos(folders: Folders) -> list[SaveInfo]:
    """Every campaign file, for the list of saves."""
    return [campaign_info(path) for path in campaign_files(folders)]


def newest_unfinished(folders: Folders) -> tuple[Path, float] | None:
    """The campaign written last, with the time it was written, if it is not over and can be
    read (the title's Continue takes it up when nothing was played since)."""
    found = [(path, path.stat().st_mtime) for path in campaign_files(folders)]
    for path, when in sorted(found, key=lambda kept: kept[1], reverse=True):
        info = campaign_info(path)
        if not info.error and not info.over:
            return path, when
    return None


def adopt(folders: Folders, path: Path) -> Path:
    """A campaign's file from elsewhere (dropped on the window) copied into the campaigns
    folder, where it is played on, kept and listed like the others; the copy's path (the file
    itself when it is there already). Never replaces a file; OSError when it cannot be copied."""
    if path.parent == folders.campaigns and is_campaign_file(path):
        return path
    data = path.read_bytes()
    stem = f"{PREFIX}-{hashlib.sha256(data).hexdigest()[:10]}"
    n = 1
    while True:
        copy = folders.campaigns / (f"{stem}.json" if n == 1 else f"{stem}-{n}.json")
        if not copy.exists():
            write_atomic(copy, data.decode("utf-8", errors="replace"))
            return copy
        if copy.read_bytes() == data:  # the same file dropped again: its copy
            return copy
        n += 1
