"""The regular form counted by wildcards: every number of wildcards with which a hand takes
the regular form, found in one walk over the kinds instead of one group search per number."""

from __future__ import annotations

from functools import cache

from hupai.reference.hand import COPIES_PER_KIND, NUM_KINDS, Counts
from hupai.reference.regular import CHOW_STARTING_AT

__all__ = ["regular_wildcard_numbers"]


def regular_wildcard_numbers(hand: Counts, limit: int, allow_fifth_copy: bool) -> frozenset[int]:
    """Every W <= limit such that the hand plus W wildcards takes the regular form.

    ``wildcards_needed_counts`` asks this for many W at once. Running the group
    search of :mod:`hupai.reference.regular` once per W would redo the same
    failing work every time, so here the finished hand is read once, kind by
    kind, collecting every W that works.

    Read the finished hand from 1m to Red. Each copy of kind k belongs to one
    group, and the groups holding k are the chows that started at k-2 or k-1
    (already chosen) and the groups that start at k: the pair of k, pungs of k,
    chows k, k+1, k+2. So at each kind choose the groups that start there. The
    copies of k all these groups need, minus the real copies, is the number of
    wildcards standing for k: it may not be negative (every real tile is used),
    and under the fifth-copy rule the copies may not exceed 4.

    Two limits keep the choice small and lose nothing:

    * at most two chows start at one kind: three equal chows hold the same
      tiles as three pungs;
    * at most two pungs of one kind. With fifth copies forbidden only one
      fits anyway. With them allowed, of three pungs of a kind one can be taken
      to be all wildcards (the kind's at most 4 real copies fit in the other
      two), and a pung of wildcards can be dropped from or added to any hand;
      so the numbers that work are those the walk finds plus any multiple of 3.

    Sets of numbers are kept as bit masks while walking: bit W is set when W
    wildcards work, so "n more wildcards for every number in the set" is a
    shift by n and the union of two sets is ``|``.
    """
    keep = (1 << (limit + 1)) - 1

    @cache
    def numbers_from(kind: int, from_two_back: int, from_one_back: int, pair_needed: bool) -> int:
        """The W that complete kinds ``kind``.. given the chows started at kind-2 and kind-1."""
        if kind == NUM_KINDS:
            return 0 if pair_needed else 1  # the empty set, or {0}
        real = hand[kind]
        running = from_two_back + from_one_back
        chow_choices = (0, 1, 2) if CHOW_STARTING_AT[kind] else (0,)
        works = 0
        for pairs in (0, 1) if pair_needed else (0,):
            for pungs in (0, 1, 2):
                for new_chows in chow_choices:
                    copies = running + 2 * pairs + 3 * pungs + new_chows
                    if copies < real:
                        continue  # a real tile would be left out
                    if copies > COPIES_PER_KIND and not allow_fifth_copy:
                        continue
                    rest = numbers_from(
                        kind + 1, from_one_back, new_chows, pair_needed and pairs == 0
                    )
                    works |= rest << (copies - real)
        return works & keep

    found = numbers_from(0, 0, 0, True)
    numbers = {number for number in range(limit + 1) if found >> number & 1}
    if allow_fifth_copy:
        numbers = {w + 3 * extra for w in numbers for extra in range((limit - w) // 3 + 1)}
    return frozenset(numbers)
