"""Where the winning tile may sit in one decomposition: the *placements* of a reading.

A reading is a decomposition, the winning tile's logical kind K and the group K completes
(local_rules.md 0.2). The winning tile must be one of the concealed tiles the decomposition
found, never a declared meld's. Which groups can hold it depends on the form:

- regular: each found meld that holds K, in the decomposition's meld order (a meld equal to
  one already tried gives the same reading, so it is tried once), then the pair if it is K;
- seven pairs: the pair of K (so always on a pair);
- thirteen orphans: one placement, on the pair when K is the doubled tile;
- honors and knitted tiles: one placement, in no group;
- knitted straight: as regular for its found melds and pair, then, when K is one of the
  knitted tiles, one placement in no group.

Pure Python.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from hupai.decomposition import Decomposition
    from hupai.melds import Meld

__all__ = ["NO_GROUP", "Placement", "placements", "win_kinds"]

#: ``Placement.group`` when the winning tile completes no set (the pair, or a special form).
NO_GROUP = -1


class Placement(NamedTuple):
    """One place for the winning tile.

    Attributes:
        group: the index in ``decomposition.melds`` of the set it completes, or
            :data:`NO_GROUP`.
        on_pair: whether it completes the pair (单吊; any pair of seven pairs).
    """

    group: int
    on_pair: bool


def win_kinds(decomposition: Decomposition, win_tile: int, win_wildcard: bool) -> list[int]:
    """The logical kinds the winning tile may be, ascending: itself, or, for a wildcard
    winning tile, each kind a wildcard stands for in this decomposition."""
    if not win_wildcard:
        return [win_tile]
    return sorted(set(decomposition.wildcards))


def _in_melds(decomposition: Decomposition, kind: int) -> list[Placement]:
    """The found melds holding ``kind`` (each distinct meld once), then the pair."""
    out: list[Placement] = []
    tried: list[Meld] = []
    for i, m in enumerate(decomposition.melds):
        if m.declared or kind not in m.tiles or m in tried:
            continue
        tried.append(m)
        out.append(Placement(i, False))
    if decomposition.pair == kind:
        out.append(Placement(NO_GROUP, True))
    return out


def placements(decomposition: Decomposition, kind: int) -> list[Placement]:
    """Every place the winning tile of logical ``kind`` takes in ``decomposition``, in the
    order readings are listed (empty when the decomposition does not hold it concealed)."""
    form = decomposition.form
    if form == "regular":
        return _in_melds(decomposition, kind)
    if form == "seven_pairs":
        return [Placement(NO_GROUP, True)] if kind in decomposition.pairs else []
    if form == "thirteen_orphans":
        return [Placement(NO_GROUP, kind == decomposition.pair)]
    if form == "honors_and_knitted":
        return [Placement(NO_GROUP, False)] if kind in decomposition.knitted else []
    # Knitted straight.
    out = _in_melds(decomposition, kind)
    if kind in decomposition.knitted:
        out.append(Placement(NO_GROUP, False))
    return out
