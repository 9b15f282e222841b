"""The regular form for the shanten number: the most real tiles a hand of melds and one pair
can keep, found by walking that finished hand kind by kind, one suit at a time.

:mod:`hupai.reference.shanten` reduces the shanten number of every form to one question
about the real tiles alone: of all finished hands ``H`` of the form (a multiset of tile kinds,
at most ``caps[kind]`` copies of each), which one has the largest overlap
``sum(min(H[kind], real[kind]))`` with the real tiles? Here that question is answered for
``melds`` melds plus one pair.

Read ``H`` from 1m to Red, as :mod:`hupai.reference.needed` does. The groups holding copies
of a kind are the chows started one and two kinds before and the groups that start there:
the pair, pungs, chows. So at each kind choose the groups that start there; the copies of the
kind the groups hold are then known, the overlap gains ``min(copies, real)`` and copies may
not exceed the cap. Melds never leave their suit (chows run within one suit, honors never
form chows), so each suit is walked on its own and gives a table: for every number of melds
and of pairs, the largest overlap within that suit. The tables are then combined.

The tables count hands of *at most* so many melds and pairs. That loses nothing: a hand with
fewer groups can be filled up with groups of a kind that neither holds a real tile nor
appears in it (at least 34 - 14 - 14 = 6 kinds qualify, enough for the at most 5 groups
missing), which keep no real tile and break no cap (a cap is at least 3; 2 for a pair).
"Keeps no real tile" is why the walk may skip groups that gain nothing; see ``_walk``.
"""

from __future__ import annotations

from functools import lru_cache

from hupai.reference.hand import Counts

__all__ = ["UNLIMITED", "most_kept_regular"]

#: The cap of a kind under ``allow_fifth_copy=True``: more copies than any choice of groups
#: in ``_walk`` can put on one kind (at most 2 + 2 + 2 chows, 2 pungs and a pair: 14).
UNLIMITED = 99

#: An overlap that cannot be had: so low that no sum of gains lifts it back above zero.
IMPOSSIBLE = -1000

#: (first kind, one past the last kind, whether chows run in it) for each suit.
SUITS: tuple[tuple[int, int, bool], ...] = ((0, 9, True), (9, 18, True), (18, 27, True),
                                            (27, 34, False))  # fmt: skip

# table[pairs][melds]: the largest overlap of a hand of at most that many groups.
Table = tuple[tuple[int, ...], ...]


def _zeros(melds: int) -> Table:
    """The table of "no groups at all": overlap 0 for every budget."""
    return ((0,) * (melds + 1), (0,) * (melds + 1))


@lru_cache(maxsize=1 << 16)
def _walk(
    real: Counts,
    caps: Counts,
    chows_run: bool,
    melds: int,
    from_two_back: int,
    from_one_back: int,
) -> Table:
    """The table of one suit from ``real[0]`` on (``real``, ``caps``: the suit's last kinds).

    ``from_two_back`` and ``from_one_back`` chows started one and two kinds before: they hold
    a copy of this kind each and were counted as melds already. ``melds`` is the most melds
    any table entry needs.

    The walk tries every choice at this kind except ones that are never needed. Take a best
    hand with the fewest groups and, among those, the fewest chows. Then:

    * no start has three equal chows: they hold the same tiles as three pungs, which have
      fewer chows; so at most two chows start at a kind;
    * no group can be dropped without losing overlap (dropping one keeps every cap and
      budget, and fewer groups would contradict the choice). For a pung or the pair, which
      hold only this kind, that is ``copies - size < real``, tested below. For the c-th chow
      starting here it implies ``c <= the most real copies of its three kinds``: with more
      chows than that, each of the three kinds holds more copies than real tiles even
      without one of them.

    The suffixes are cached, so hands sharing the end of a suit share the work.
    """
    if not real:
        return _zeros(melds)  # (no chow starts with fewer than 3 kinds left, so none runs)
    here, cap = real[0], caps[0]
    running = from_two_back + from_one_back
    best = [[IMPOSSIBLE] * (melds + 1) for _ in range(2)]
    most_chows = min(2, max(real[:3])) if chows_run and len(real) >= 3 else 0
    for chows in range(most_chows + 1):
        rest = _walk(real[1:], caps[1:], chows_run, melds, from_one_back, chows)
        for pungs in range(3):
            for pairs in range(2):
                copies = running + chows + 3 * pungs + 2 * pairs
                groups = chows + pungs
                if copies > cap or groups > melds:
                    continue
                if pungs and copies - 3 >= here:
                    continue  # a pung that keeps no real tile
                if pairs and copies - 2 >= here:
                    continue  # a pair that keeps no real tile
                gain = min(copies, here)
                for pairs_after in range(2 - pairs):
                    for melds_after in range(melds + 1 - groups):
                        overlap = rest[pairs_after][melds_after] + gain
                        row = best[pairs_after + pairs]
                        if overlap > row[melds_after + groups]:
                            row[melds_after + groups] = overlap
    return tuple(tuple(row) for row in best)


@lru_cache(maxsize=1 << 16)
def _combine(one: Table, other: Table) -> Table:
    """The table of two suits together: the budget is shared out between them every way."""
    melds = len(one[0]) - 1
    combined = []
    for pairs in range(2):
        row = []
        for melds_total in range(melds + 1):
            best = IMPOSSIBLE
            for pairs_one in range(pairs + 1):
                row_one, row_other = one[pairs_one], other[pairs - pairs_one]
                for melds_one in range(melds_total + 1):
                    best = max(best, row_one[melds_one] + row_other[melds_total - melds_one])
            row.append(best)
        combined.append(tuple(row))
    return tuple(combined)


def most_kept_regular(real: Counts, melds: int, caps: Counts) -> int:
    """The largest overlap of the real tiles with a hand of ``melds`` melds and one pair.

    ``caps[kind]`` is the most copies of the kind the hand may hold (4, or 3 where a knitted
    straight already holds one; :data:`UNLIMITED` for ``allow_fifth_copy=True``). The four
    suit tables are combined in two halves (cached, so a hand that differs from another in
    one suit reuses the other half), and the halves share out the budget of ``melds`` melds
    and one pair.
    """
    characters, dots, bamboo, honors = [
        _walk(real[start:end], caps[start:end], chows_run, melds, 0, 0)
        for start, end, chows_run in SUITS
    ]
    first, second = _combine(characters, dots), _combine(bamboo, honors)
    best = IMPOSSIBLE
    for pairs in range(2):
        for melds_first in range(melds + 1):
            best = max(best, first[pairs][melds_first] + second[1 - pairs][melds - melds_first])
    return best
