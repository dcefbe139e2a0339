"""Look-up tables derived once from the edition for one game's board side."""

from __future__ import annotations

from .edition import COLUMNS, MONASTERIES, Building, CloisterSpace, Edition
from .missions import location_needs


class Layout:
    def __init__(self, edition: Edition, players: int) -> None:
        self.edition = edition
        self.players = players
        self.side = edition.side_for(players)
        blocked = players == 3
        self.buildings = [b for b in self.side.buildings if not (blocked and b.four)]
        self.cloister = [c for c in self.side.cloister if not (blocked and c.four)]
        spaces: list[Building | CloisterSpace] = [*self.side.buildings, *self.side.cloister]
        self.blocked = [s.id for s in spaces if blocked and s.four]
        self.kind = {b.id: b.kind for b in self.side.buildings}
        self.monastery_of = {s.id: s.monastery for s in spaces}
        self.adjacent = {c.id: c.adjacent for c in self.side.cloister}
        self.buildings_in = {m: [b.id for b in self.buildings if b.monastery == m]
                             for m in MONASTERIES}
        self.cloister_in = {m: [c.id for c in self.cloister if c.monastery == m]
                            for m in MONASTERIES}
        self.road = edition.road
        self.column_actions = {c: edition.column_actions(c) for c in COLUMNS}
        # asked after every novice sent
        self.mission_cards = {m.id: m for m in edition.missions}
        self.mission_needs = {m.id: location_needs(m) for m in edition.missions
                              if m.category != "C"}


_BUILT: dict[tuple[int, int], tuple[Edition, Layout]] = {}  # by edition (its id) and players


def layout_for(edition: Edition, players: int) -> Layout:
    """The layout of an edition for a table size, built once: a layout is never changed, and
    every game made from a state (a load, a client's view, a test) needs one."""
    key = (id(edition), players)
    built = _BUILT.get(key)
    if built is None or built[0] is not edition:  # the edition held here keeps its id unique
        if len(_BUILT) >= 16:
            _BUILT.clear()
        built = _BUILT[key] = (edition, Layout(edition, players))
    return built[1]
