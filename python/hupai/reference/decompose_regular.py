"""Every split of tiles and wildcards into chows, pungs and one pair, with what each wildcard
stands for: the regular form of :mod:`hupai.reference.decompose`, and the rest of a knitted
straight.

A plain search. The lowest kind that still has a real tile left lies in some group: the pair
of that kind, its pung or one of the chows through it. Each group is tried, its other places
filled by a real tile or a wildcard in every possible way; wildcards left once the real tiles
are gone form groups of their own. The same split is found along many paths, so callers
collect the results into a set; nothing here tries to avoid that, which keeps the search
obviously exhaustive.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

from hupai.melds import MELD_KINDS, Meld, found_meld
from hupai.reference.hand import NUM_KINDS, Counts
from hupai.reference.regular import CHOW_STARTING_AT, CHOWS_CONTAINING

__all__ = ["NONE", "Group", "Split", "fillings", "found_melds", "regular_splits"]

# A group as (kind, tiles): ("pair", (k, k)), ("pung", (k, k, k)) or ("chow", (k, k+1, k+2)).
Group = tuple[str, tuple[int, ...]]
# A finished split: its melds (as groups, in the order found), the pair's tile and the
# stand-ins of the wildcards (in the order used).
Split = tuple[tuple[Group, ...], int, tuple[int, ...]]

# Every meld a hand can hold, in the documented order (by tiles, then chow before pung).
# Groups of wildcards alone are placed in this order, so that each set of them is made once.
MELD_ORDER: tuple[Group, ...] = tuple(
    sorted(
        [("pung", (kind,) * 3) for kind in range(NUM_KINDS)]
        + [("chow", chow) for kind in range(NUM_KINDS) for chow in CHOW_STARTING_AT[kind]],
        key=lambda group: (group[1], MELD_KINDS.index(group[0])),
    )
)
NONE: Counts = (0,) * NUM_KINDS  # no real tiles: what is left once they are all placed


def found_melds(groups: tuple[Group, ...]) -> tuple[Meld, ...]:
    """The melds of a split as a decomposition lists them: concealed, not declared, sorted by
    their tiles (then chow before pung)."""
    melds = (found_meld(kind, tiles[0]) for kind, tiles in groups)
    return tuple(sorted(melds, key=lambda m: (m.tiles, MELD_KINDS.index(m.kind))))


def fillings(
    tiles: tuple[int, ...], real: Counts, room: Counts, wildcards: int, anchor: int | None
) -> Iterator[tuple[Counts, Counts, int, tuple[int, ...]]]:
    """Every way to fill the places of ``tiles`` from the real tiles and the wildcards.

    The first place holding ``anchor`` (if given) takes a real tile; every other place takes
    a real tile of its kind if one is left, or a wildcard if one is left and the kind has
    room under the fifth-copy rule. Yields what is left (real tiles, room, wildcards) and
    the stand-ins used.
    """
    anchored = tiles.index(anchor) if anchor is not None else -1
    choices = [("real",) if place == anchored else ("real", "wild") for place in range(len(tiles))]
    for choice in product(*choices):
        real_left, room_left, wildcards_left = list(real), list(room), wildcards
        stand_ins: list[int] = []
        for kind, source in zip(tiles, choice, strict=True):
            if source == "real" and real_left[kind] > 0:
                real_left[kind] -= 1
            elif source == "wild" and wildcards_left > 0 and room_left[kind] > 0:
                room_left[kind] -= 1
                wildcards_left -= 1
                stand_ins.append(kind)
            else:
                break
        else:
            yield tuple(real_left), tuple(room_left), wildcards_left, tuple(stand_ins)


def _groups_with(kind: int, pair_needed: bool) -> list[Group]:
    """The groups a tile of ``kind`` can belong to."""
    groups: list[Group] = [("pair", (kind, kind))] if pair_needed else []
    groups.append(("pung", (kind, kind, kind)))
    groups.extend(("chow", chow) for chow in CHOWS_CONTAINING[kind])
    return groups


def _wildcard_groups(room: Counts, wildcards: int, pair: int | None, first: int) -> Iterator[Split]:
    """Every way the wildcards alone make the pair (if ``pair`` is None) and melds, the melds
    taken from ``MELD_ORDER[first:]`` in that order, so that each set of them comes once."""
    if pair is None:
        for kind in range(NUM_KINDS):
            for _, room_left, left, stand_ins in fillings(
                (kind, kind), NONE, room, wildcards, None
            ):
                found = _wildcard_groups(room_left, left, kind, 0)
                yield from ((melds, kind, stand_ins + more) for melds, _, more in found)
        return
    if wildcards == 0:
        yield (), pair, ()
        return
    for index in range(first, len(MELD_ORDER)):
        group = MELD_ORDER[index]
        for _, room_left, left, stand_ins in fillings(group[1], NONE, room, wildcards, None):
            found = _wildcard_groups(room_left, left, pair, index)
            yield from (((group, *melds), p, stand_ins + more) for melds, p, more in found)


def regular_splits(real: Counts, room: Counts, wildcards: int) -> Iterator[Split]:
    """Every split of the real tiles and the wildcards into melds and exactly one pair, each
    wildcard standing for a kind with room left (``room``: stand-ins each kind may take).
    The same split may come more than once."""
    if (sum(real) + wildcards) % 3 != 2:
        return
    yield from _splits(real, room, wildcards, None)


def _splits(real: Counts, room: Counts, wildcards: int, pair: int | None) -> Iterator[Split]:
    """The search itself; ``pair`` is the pair's tile once placed."""
    lowest = next((kind for kind in range(NUM_KINDS) if real[kind] > 0), None)
    if lowest is None:
        yield from _wildcard_groups(room, wildcards, pair, 0)
        return
    for group in _groups_with(lowest, pair is None):
        for real_left, room_left, left, stand_ins in fillings(
            group[1], real, room, wildcards, lowest
        ):
            is_pair = group[0] == "pair"
            rest = _splits(real_left, room_left, left, lowest if is_pair else pair)
            for melds, found_pair, more in rest:
                yield (melds if is_pair else (group, *melds)), found_pair, stand_ins + more
