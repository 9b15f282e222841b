"""Scoring one reading (mcr2p.md 5.1-5.4, shared decision 3): its candidate fans, then the
walk through the table that turns them into its counted fans.

Candidates (5.1): the whole-hand fans, the reading's set fans, the situational fans and 花牌,
each with its count (5.4), by predicate; a table's fan holds with the count its
``predicate`` gets, so a table with other points or exclusions, or naming other predicates,
is scored the same way (those of
:data:`~hupai.reference.mcr2p.predicate_ids.ABSENT` never hold).

The walk (5.2): the table in ``id`` order, 幺九刻 moved last (5.3); a fan already ruled out is
skipped; otherwise, if it holds, it is counted and every fan of its ``excludes`` is ruled
out. A fan ruled out rules out nothing itself (the seed never calls an excluded fan's
function), so 四暗刻, which rules out 不求人, leaves 自摸 to be counted. This is not MCR's
:func:`hupai.reference.mcr.exclusions.apply_exclusions`, whose rules differ.
"""

from __future__ import annotations

from hupai.reference.mcr2p import predicate_ids as p
from hupai.reference.mcr2p.hand_fans import hand_fans
from hupai.reference.mcr2p.reading import Reading
from hupai.reference.mcr2p.set_fans import kong_fans, set_fans, terminal_pungs
from hupai.reference.mcr2p.win_fans import win_fans
from hupai.rules.two_player import Mcr2pRuleSet
from hupai.rules.two_player_fan import Fan

__all__ = ["candidates", "walk"]


def candidates(r: Reading) -> dict[int, int]:
    """Every candidate fan of reading ``r`` with its count (mcr2p.md 5.4: 四归一 per kind,
    箭刻 per dragon set, the chow pairs per pair under account-once, 花牌 per flower):
    ``{predicate: count}``, no zero counts, 幺九刻 left out (the walk settles it)."""
    fans: dict[int, int] = {}
    for found in (hand_fans, set_fans, kong_fans, win_fans):
        fans.update(found(r))
    return {f: n for f, n in fans.items() if n > 0}


def _order(rules: Mcr2pRuleSet) -> list[Fan]:
    """The table in id order, 幺九刻 moved to the end."""
    last = [f for f in rules.fans if f.predicate == p.PUNG_OF_TERMINALS_OR_HONORS]
    return [f for f in rules.fans if f not in last] + last


def walk(r: Reading, rules: Mcr2pRuleSet) -> dict[int, int]:
    """The fans reading ``r`` counts under ``rules``: ``{table id: count}``, no zero counts,
    in table order. 幺九刻's count, settled last, leaves out the wind pungs of a counted
    三风刻 (predicate 38, V3's 大三风) and the seat-wind pung of a counted 门风刻."""
    found = candidates(r)
    counted: dict[int, int] = {}
    by_predicate: set[int] = set()
    ruled_out: set[int] = set()
    for fan in _order(rules):
        if fan.id in ruled_out:
            continue
        if fan.predicate == p.PUNG_OF_TERMINALS_OR_HONORS:
            three_winds = p.BIG_THREE_WINDS in by_predicate
            n = terminal_pungs(r, three_winds, p.SEAT_WIND in by_predicate)
        else:
            n = found.get(fan.predicate, 0)
        if n > 0:
            counted[fan.id] = n
            by_predicate.add(fan.predicate)
            ruled_out.update(fan.excludes)
    return dict(sorted(counted.items()))
