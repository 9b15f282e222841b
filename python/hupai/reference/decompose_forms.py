"""The decompositions of each form, one generator a form, as ``docs/decompositions.md``
defines them.

Each takes the standing tiles (34 counts, wildcard kinds moved out), the stand-ins each kind
may still take under the fifth-copy rule (``room``), the number of wildcards and the declared
melds, and yields every decomposition of its form, some more than once: the caller collects
them into a set. A form whose size or declared melds do not fit yields nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from hupai.decomposition import Decomposition
from hupai.melds import Meld
from hupai.reference.decompose_regular import NONE, fillings, found_melds, regular_splits
from hupai.reference.hand import FIRST_HONOR, NUM_KINDS, Counts
from hupai.reference.shanten_forms import KNITTED_SETS, ORPHANS

__all__ = [
    "honors_and_knitted",
    "knitted_straight",
    "regular",
    "seven_pairs",
    "thirteen_orphans",
]

SPECIAL_SIZE = 14  # seven pairs, thirteen orphans and honors and knitted: a concealed 14
HONORS: tuple[int, ...] = tuple(range(FIRST_HONOR, NUM_KINDS))


def regular(
    real: Counts, room: Counts, wildcards: int, declared: tuple[Meld, ...]
) -> Iterator[Decomposition]:
    """The declared melds, then the tiles as melds and one pair."""
    for groups, pair, stand_ins in regular_splits(real, room, wildcards):
        melds = declared + found_melds(groups)
        yield Decomposition("regular", melds, pair=pair, wildcards=tuple(sorted(stand_ins)))


def _is_concealed_14(real: Counts, wildcards: int, declared: tuple[Meld, ...]) -> bool:
    return not declared and sum(real) + wildcards == SPECIAL_SIZE


def _pairs(
    real: Counts, room: Counts, wildcards: int, first: int
) -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every way the tiles make pairs: (pair tiles, stand-ins). The lowest real tile pairs with
    a real copy or a wildcard; wildcards left once the real tiles are gone pair with each other,
    on kinds from ``first`` on in order, so that each set of such pairs comes once."""
    lowest = next((kind for kind in range(NUM_KINDS) if real[kind] > 0), None)
    if lowest is not None:
        for real_left, room_left, left, stand_ins in fillings(
            (lowest, lowest), real, room, wildcards, lowest
        ):
            for pairs, more in _pairs(real_left, room_left, left, 0):
                yield (lowest, *pairs), stand_ins + more
        return
    if wildcards == 0:
        yield (), ()
        return
    for kind in range(first, NUM_KINDS):
        for _, room_left, left, stand_ins in fillings((kind, kind), NONE, room, wildcards, None):
            for pairs, more in _pairs(NONE, room_left, left, kind):
                yield (kind, *pairs), stand_ins + more


def seven_pairs(
    real: Counts, room: Counts, wildcards: int, declared: tuple[Meld, ...]
) -> Iterator[Decomposition]:
    """Seven pairs of a concealed 14; four of a kind is two pairs (and, with fifth copies
    allowed, six of a kind three)."""
    if not _is_concealed_14(real, wildcards, declared):
        return
    for pairs, stand_ins in _pairs(real, room, wildcards, 0):
        yield Decomposition(
            "seven_pairs", pairs=tuple(sorted(pairs)), wildcards=tuple(sorted(stand_ins))
        )


def _stand_ins(tiles: tuple[int, ...], real: Counts, room: Counts) -> tuple[int, ...] | None:
    """The stand-ins that make the real tiles into exactly ``tiles``, or None if the real tiles
    do not fit in them or a stand-in breaks the fifth-copy rule.

    Every real tile must be used, so a kind takes ``tiles`` copies minus real copies of
    stand-ins: there is no choice to search over.
    """
    stand_ins: list[int] = []
    for kind in range(NUM_KINDS):
        missing = tiles.count(kind) - real[kind]
        if missing < 0 or missing > room[kind]:
            return None
        stand_ins.extend([kind] * missing)
    return tuple(stand_ins)


def thirteen_orphans(
    real: Counts, room: Counts, wildcards: int, declared: tuple[Meld, ...]
) -> Iterator[Decomposition]:
    """The 13 terminals and honors and one more of them (the pair), in a concealed 14."""
    if not _is_concealed_14(real, wildcards, declared):
        return
    for pair in ORPHANS:
        stand_ins = _stand_ins((*ORPHANS, pair), real, room)
        if stand_ins is not None:
            yield Decomposition("thirteen_orphans", pair=pair, wildcards=stand_ins)


def honors_and_knitted(
    real: Counts, room: Counts, wildcards: int, declared: tuple[Meld, ...]
) -> Iterator[Decomposition]:
    """14 different tiles of the 16 that the seven honors and one knitted set offer, in a
    concealed 14: every set, every two of its 16 left out."""
    if not _is_concealed_14(real, wildcards, declared):
        return
    for knitted_set in KNITTED_SETS:
        offered = tuple(sorted(knitted_set + HONORS))
        for tiles in combinations(offered, SPECIAL_SIZE):
            stand_ins = _stand_ins(tiles, real, room)
            if stand_ins is not None:
                yield Decomposition("honors_and_knitted", knitted=tiles, wildcards=stand_ins)


def knitted_straight(
    real: Counts, room: Counts, wildcards: int, declared: tuple[Meld, ...]
) -> Iterator[Decomposition]:
    """One knitted set (its nine places each a real tile or a wildcard), the rest melds and a
    pair; at most one declared meld, which counts among the melds.

    With 11 tiles the rest is only the pair: with one declared meld, or with none, the meld
    left out as ``is_win`` leaves out declared melds.
    """
    if len(declared) > 1:
        return
    for knitted_set in KNITTED_SETS:
        knitted = tuple(sorted(knitted_set))
        for real_left, room_left, left, knitted_stand_ins in fillings(
            knitted, real, room, wildcards, None
        ):
            for groups, pair, stand_ins in regular_splits(real_left, room_left, left):
                yield Decomposition(
                    "knitted_straight",
                    declared + found_melds(groups),
                    pair=pair,
                    knitted=knitted,
                    wildcards=tuple(sorted(knitted_stand_ins + stand_ins)),
                )
