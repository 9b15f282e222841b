"""The tiles of each rule set's wall (wall.md 1), in the canonical order: ascending id, each
kind's copies together. Ids: 0-33 the kinds, 34-41 the flowers 春夏秋冬梅兰竹菊, 42 seed 001's
joker."""

from __future__ import annotations

from typing import Final

from hupai.rules.ruleset import McrRuleSet, RuleSet
from hupai.rules.two_player import Mcr2pRuleSet

#: The flowers' ids, 春夏秋冬梅兰竹菊.
FLOWER_IDS: Final = tuple(range(34, 42))
#: Seed 001's joker (not one of the 34 kinds).
JOKER_ID: Final = 42


def rule_set_tiles(rules: RuleSet) -> tuple[int, ...]:
    """The unshuffled wall of ``rules``: its copies of each kind, the eight flowers where it
    scores them (MCR, two-player MCR), and its jokers (seed 001: four), in id order."""
    tiles = [kind for kind, n in enumerate(rules.copies) for _ in range(n)]
    if isinstance(rules, (McrRuleSet, Mcr2pRuleSet)):
        tiles += FLOWER_IDS
    tiles += [JOKER_ID] * rules.wildcards.jokers
    return tuple(tiles)
