"""红中麻将 as MIL's 2024 promotion rules play it (local_rules.md a, hongzhong_fans.tsv): the
four 红中 (7z) are wildcards, standing for any suited kind or for 红中 itself, never melded;
self-drawn wins only; fans add, capped at 4 番, and each payer owes 2^番 plus the birds.

The UI's "最高番替代" is read as 龙七对 replacing 七对子, the only overlap (decision of the
page); 龙七对 is the module's: the winning tile's logical kind four times among the 14.
"""

from __future__ import annotations

from typing import Final

from hupai.rules.combine import Combine
from hupai.rules.conditions import ALL_PUNGS, FULL_FLUSH, none_of
from hupai.rules.fan import Fan
from hupai.rules.local import LocalRuleSet
from hupai.rules.payment import KongPayment, Payment
from hupai.rules.vocabulary import F
from hupai.rules.wildcards import Wildcards

__all__ = ["HONGZHONG", "RED_DRAGON"]

#: 红中's index.
RED_DRAGON: Final = 33

_NO_RED = F.held_wildcards == 0
_DRAGON_SEVEN = F.seven_pairs & (F.win_copies == 4)
_SEVEN = F.seven_pairs & (F.win_copies < 4)

# fmt: off
FANS: Final = (
    Fan(1, "平和", "Plain Win", 0,
        none_of(_NO_RED, ALL_PUNGS, F.concealed_pure_straight, F.kong_bloom, _SEVEN,
                FULL_FLUSH, _DRAGON_SEVEN),
        definition="No other fan of this table holds; shown so that every win names a fan."),
    Fan(2, "无红中", "No Red Dragon", 1, _NO_RED,
        definition="The concealed tiles, winning tile included, hold no physical 红中."),
    Fan(3, "大对子", "All Pungs", 1, ALL_PUNGS,
        definition="Standard reading in which every set is a pung or kong."),
    Fan(4, "一条龙", "Pure Straight", 1, F.concealed_pure_straight,
        definition="Standard reading whose concealed chows include 123, 456 and 789 of one suit."),
    Fan(5, "杠上花", "Kong Bloom", 1, F.kong_bloom, kind="situational",
        definition="Self-drawn on the replacement tile after the winner's own kong."),
    Fan(6, "七对子", "Seven Pairs", 2, _SEVEN, excludes=(8,),
        definition="Seven pairs in which the winning tile's logical kind occurs fewer than "
                   "four times."),
    Fan(7, "清一色", "Full Flush", 2, FULL_FLUSH,
        definition="Every logical tile is of one suit; a 红中 standing for itself breaks it."),
    Fan(8, "龙七对", "Dragon Seven Pairs", 3, _DRAGON_SEVEN, excludes=(6,),
        definition="Seven pairs in which the winning tile's logical kind occurs four times."),
)
# fmt: on

#: MIL 红中麻将 (推广) 2024.
HONGZHONG: Final = LocalRuleSet(
    name="HONGZHONG",
    title="红中麻将",
    copies=tuple(4 if k < 27 or k == RED_DRAGON else 0 for k in range(34)),
    forms=("regular", "seven_pairs"),
    fans=FANS,
    combine=Combine(cap=4, exponent=True),
    wildcards=Wildcards(fixed=(RED_DRAGON,)),
    payment=Payment(
        bird=1,
        birds=2,
        kongs=KongPayment(exposed=3, added=1, added_needs_draw=True, concealed=2),
    ),
    claims=frozenset({"pung", "kong"}),
    self_draw_only=True,
    situations=frozenset({"self_drawn", "kong"}),
    page="docs/rules-hongzhong.md",
)
