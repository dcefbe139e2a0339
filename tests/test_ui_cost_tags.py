"""The cost tags of a send never overlap: on both sides of the board, at every window size and
with the Baron's strip, the tags of every place of one kind a novice may go to (buildings,
cloister spaces, chapels) are laid out with their largest costs, and no two rectangles meet;
each stays in its monastery and in the window. Headless."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.rules.constants import BUILDING_TOKEN, BUILDING_TOKEN_COST, STEP_COST  # noqa: E402
from game.rules.layout import layout_for  # noqa: E402
from game.rules.moves import chapel_target  # noqa: E402
from game.ui.board.layout import compute  # noqa: E402
from game.ui.play.cost_tags import monastery, send_tags  # noqa: E402
from game.ui.toolkit.assets import Assets  # noqa: E402
from tests.scenario import edition  # noqa: E402

SIZES = ((1280, 720), (1600, 900), (1920, 1080))


@pytest.fixture(scope="module")
def assets():
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield Assets()
    pygame.quit()


def every_kind(layout) -> list[dict[str, dict[str, int]]]:
    """Per kind of place, every place with the largest cost it can show."""
    side, most = layout.side, max(BUILDING_TOKEN_COST)
    return [
        {b.id: {"influence": 1, BUILDING_TOKEN[b.kind]: most} for b in side.buildings},
        {c.id: {"rosary": max(STEP_COST)} for c in side.cloister},
        {chapel_target(m): {"influence": max(STEP_COST)}
         for m in {b.monastery for b in side.buildings}},
    ]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("coop", [False, True])
def test_no_two_cost_tags_overlap(assets, players, coop):
    layout = layout_for(edition(), players)
    for size in SIZES:
        g = compute(size, layout, players, coop=coop)
        window = pygame.Rect((0, 0), size)
        for costs in every_kind(layout):
            tags = send_tags(g, assets, costs, layout)
            rects = [(sid, tag.rect) for sid, tag in tags.items()]
            for i, (sid, rect) in enumerate(rects):
                assert window.contains(rect), (size, sid, rect)
                slot = g.monasteries[monastery(layout, sid)]
                assert slot.left <= rect.left and rect.right <= slot.right, (size, sid)
                for other, second in rects[i + 1:]:
                    assert not rect.colliderect(second), (size, players, sid, other)
