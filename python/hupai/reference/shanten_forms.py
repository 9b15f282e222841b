"""The most real tiles a finished hand of each form can keep (see :mod:`hupai.reference.shanten`
for why this is all the shanten number needs), one function per form.

Each answers: of all finished hands ``H`` of the form that respect the copy limit, the
largest overlap ``sum(min(H[kind], real[kind]))`` with the real tiles.
"""

from __future__ import annotations

from itertools import permutations

from hupai.reference.hand import COPIES_PER_KIND, FIRST_HONOR, NUM_KINDS, Counts
from hupai.reference.shanten_regular import UNLIMITED, most_kept_regular

__all__ = [
    "KNITTED_SETS",
    "ORPHANS",
    "most_kept_honors_and_knitted",
    "most_kept_knitted_straight",
    "most_kept_regular_form",
    "most_kept_seven_pairs",
    "most_kept_thirteen_orphans",
]

# 1m 9m 1p 9p 1s 9s and the seven honors.
ORPHANS: tuple[int, ...] = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)

HONORS: tuple[int, ...] = tuple(range(FIRST_HONOR, NUM_KINDS))


def _knitted_sets() -> tuple[tuple[int, ...], ...]:
    """The six knitted sets: ranks 147 in one suit, 258 in another, 369 in the third."""
    return tuple(
        tuple(9 * suit + rank for first, suit in enumerate(order) for rank in range(first, 9, 3))
        for order in permutations(range(3))
    )


KNITTED_SETS: tuple[tuple[int, ...], ...] = _knitted_sets()


def _caps(allow_fifth_copy: bool) -> Counts:
    return (UNLIMITED if allow_fifth_copy else COPIES_PER_KIND,) * NUM_KINDS


def most_kept_regular_form(real: Counts, melds: int, allow_fifth_copy: bool) -> int:
    """Regular: ``melds`` melds and one pair (:mod:`hupai.reference.shanten_regular`)."""
    return most_kept_regular(real, melds, _caps(allow_fifth_copy))


def most_kept_seven_pairs(real: Counts) -> int:
    """Seven pairs: seven pairs, four of a kind counting as two.

    Think of ``H`` as seven pair slots; the first pair of a kind keeps ``min(2, real)`` real
    tiles, the second ``min(2, real - 2)`` and any further one (only with fifth copies
    allowed) none. So the best hand takes the seven most valuable slots: a kind's first slot
    is worth at least its second, so the seven best never take a second without its first,
    and the 34 kinds offer plenty of slots worth 0. The copy limit never bites.

    A kind of ``c`` copies has ``c // 2`` slots worth 2 and ``c % 2`` worth 1 (1: one
    single; 3: a pair and a slot that one more copy completes; 4: two pairs).
    """
    pairs = min(7, sum(count // 2 for count in real))
    halves = sum(count % 2 for count in real)
    return 2 * pairs + min(7 - pairs, halves)


def most_kept_thirteen_orphans(real: Counts) -> int:
    """Thirteen orphans: one of each orphan and a second copy of one of them.

    ``H`` keeps one copy of every orphan held, and a second one if some orphan is held twice
    or more; choosing that orphan as the doubled one loses nothing.
    """
    held = sum(1 for kind in ORPHANS if real[kind] > 0)
    doubled = any(real[kind] >= 2 for kind in ORPHANS)
    return held + (1 if doubled else 0)


def most_kept_honors_and_knitted(real: Counts) -> int:
    """Honors and knitted tiles: 14 different tiles from the 7 honors and one knitted set.

    ``H`` keeps one copy of every candidate held, up to 14 (it has 14 of the 16).
    """
    return max(
        min(14, sum(1 for kind in HONORS + knitted if real[kind] > 0)) for knitted in KNITTED_SETS
    )


def most_kept_knitted_straight(real: Counts, melds: int, allow_fifth_copy: bool) -> int:
    """Knitted straight: one knitted set (9 tiles), ``melds`` melds and one pair.

    For one knitted set ``K`` and the regular rest ``R`` (``H = K + R``), kind by kind
    ``min(K + R, real) = min(K, real) + min(R, real - min(K, real))``: the set keeps one
    copy of each of its kinds that is held, and the rest overlaps what is left. Under the
    copy limit the rest may hold at most 3 copies of the set's kinds.
    """
    best = 0
    for knitted in KNITTED_SETS:
        left, caps = list(real), list(_caps(allow_fifth_copy))
        for kind in knitted:
            left[kind] = max(0, left[kind] - 1)  # the set keeps one copy, if held
            if not allow_fifth_copy:
                caps[kind] -= 1  # and holds one of the 4
        kept_by_set = sum(real) - sum(left)
        best = max(best, kept_by_set + most_kept_regular(tuple(left), melds, tuple(caps)))
    return best
