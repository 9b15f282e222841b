"""Choosing the reading a hand scores (mcr2p.md 5.5-5.6, shared decision 4), fully
deterministic:

1. the highest total (就高不就低; the seed instead keeps the largest bitmask, mcr2p.md 5.5);
2. then the reading whose fans' points, each repeated by its count, sorted descending,
   compare greatest as a sequence;
3. then a regular reading before seven pairs;
4. then the reading whose fan list, pairs (table id, count) in table-id order, compares
   smallest as a sequence;
5. then the first found (the fan lists are then equal; only the decomposition may differ).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from hupai.reference.mcr2p.reading import Reading
from hupai.rules.two_player import Mcr2pRuleSet

__all__ = ["Scored", "best", "better", "scored"]


class Scored(NamedTuple):
    """A reading with its counted fans (``{table id: count}``) and their total."""

    reading: Reading
    fans: dict[int, int]
    total: int
    points: tuple[int, ...]


def scored(reading: Reading, fans: dict[int, int], rules: Mcr2pRuleSet) -> Scored:
    """``reading`` with ``fans``, its total and its points sorted descending."""
    each = [rules.fan(i).points for i, n in fans.items() for _ in range(n)]
    return Scored(reading, fans, sum(each), tuple(sorted(each, reverse=True)))


def better(a: Scored, b: Scored) -> bool:
    """Whether ``a`` is chosen over ``b`` by steps 1-4 (False when they tie on all four)."""
    if a.total != b.total:
        return a.total > b.total
    if a.points != b.points:
        return a.points > b.points
    if a.reading.regular != b.reading.regular:
        return a.reading.regular
    return sorted(a.fans.items()) < sorted(b.fans.items())


def best(candidates: Iterable[Scored]) -> Scored | None:
    """The chosen one of ``candidates``, in the order found (the first of equals); None for
    none."""
    chosen: Scored | None = None
    for c in candidates:
        if chosen is None or better(c, chosen):
            chosen = c
    return chosen
