"""Host a table's modes: against each other, together against the Baron (with its difficulty,
as in New game; only when the edition has co-op content) or a campaign."""

from __future__ import annotations

from pygame import Rect

from game.texts import text
from game.ui.toolkit.widgets import Button, tab_rects


def mode_buttons(scene, y: int, bh: int, free: bool) -> list[Button]:
    """The modes' buttons at `y`, and the difficulties' under them against the Baron."""
    s, p = scene.scale, scene.panel
    modes = [("compete", "new_game.mode_compete", not scene.coop and not scene.campaign)]
    if scene.difficulties:
        modes.append(("coop", "coop.title", bool(scene.coop)))
    modes.append(("campaign", "online_campaign.mode", scene.campaign))
    usual = (min(p.w, round(900 * s)) - round(150 * s)) // len(modes) - round(12 * s)
    rects = tab_rects(scene.app.assets, [text(m[1]) for m in modes], scene.font(22), usual,
                      round(p.w * 0.88), round(12 * s), (p.centerx, y, bh))
    out = [Button(f"mode:{key}", text(label), rect, free, selected=chosen)
           for (key, label, chosen), rect in zip(modes, rects, strict=True)]
    x = scene.left
    for level in scene.difficulties if scene.coop else ():
        out.append(Button(f"difficulty:{level}", text(f"coop.difficulty.{level}"),
                          Rect(x, scene.difficulty_y, round(140 * s), bh), free,
                          selected=level == scene.coop))
        x += round(152 * s)
    return out
