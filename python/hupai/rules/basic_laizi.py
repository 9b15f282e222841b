"""Seed 001's rule set (local_rules.md d, seed001_fans.tsv): the 136 tiles plus four 赖子
jokers, each standing for any of the 34 kinds (a fifth copy allowed, as the seed never counts);
no melds, no seven pairs; three fans of 1 番 each, added, and a hand with none cannot win.

平胡 follows the seed's rules 4.1-4.5 as the page restates them: four chows, a suited pair, and
the winning tile the end of a chow that leaves a two-sided wait, in some reading. Every win is
self-drawn (the seed's 14th tile); it has no payment: each of the three others pays 番 × 底
(decision of the page).
"""

from __future__ import annotations

from typing import Final

from hupai.rules.combine import Combine
from hupai.rules.conditions import ALL_CHOWS, ALL_SIMPLES
from hupai.rules.fan import Fan
from hupai.rules.local import LocalRuleSet
from hupai.rules.payment import Payment
from hupai.rules.vocabulary import F
from hupai.rules.wildcards import Wildcards

__all__ = ["BASIC_LAIZI", "JOKERS"]

#: Jokers in the set (the seed does not say: 4, a decision of wall.md).
JOKERS: Final = 4

# fmt: off
FANS: Final = (
    Fan(1, "平胡", "Plain Win", 1, ALL_CHOWS & F.pair_suited & F.win_two_sided,
        definition="Four chows, a suited pair, and the winning tile the low tile of a chow "
                   "other than 789 or the high tile of a chow other than 123."),
    Fan(2, "断一门", "One Voided Suit", 1, (F.honors == 0) & (F.suits == 2),
        definition="No honor and exactly two of the three suits (after substitution)."),
    Fan(3, "断幺九", "All Simples", 1, ALL_SIMPLES,
        definition="No 1, no 9 and no honor (after substitution)."),
)
# fmt: on

#: Seed 001's rules: 平胡, 断一门, 断幺九, jokers, no win without a fan.
BASIC_LAIZI: Final = LocalRuleSet(
    name="BASIC_LAIZI",
    title="赖子麻将 (seed 001)",
    copies=(4,) * 34,
    forms=("regular",),
    fans=FANS,
    combine=Combine(),
    wildcards=Wildcards(jokers=JOKERS, fifth_copy=True),
    minimum=1,
    payment=Payment(),
    claims=frozenset(),
    # The seed treats the 14th tile as self-drawn: every win is, and no flag says so.
    self_draw_only=True,
    situations=frozenset({"wildcards"}),
    page="docs/rules-basic-laizi.md",
)
