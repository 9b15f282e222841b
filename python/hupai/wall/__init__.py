"""Walls, the seeded shuffle and deals (wall.md): a rule set's tiles as a wall, shuffled by
the contract ``"splitmix64-fisher-yates-v1"`` so that any deal can be replayed from its seed
on any platform.

The package is itself callable: ``hupai.wall(rules, counts=..., seed=...)`` is
:func:`hupai.wall.build.make_wall`, and returns a :class:`Wall`.
"""

from __future__ import annotations

import sys
import types

from hupai.rules.ruleset import MCR, RuleSet
from hupai.wall.build import Wall, make_wall
from hupai.wall.counts import CATEGORIES, counts_tiles
from hupai.wall.deal import Deal
from hupai.wall.seed import ALGORITHM, check_seed, deal_seed
from hupai.wall.sequence import shuffle
from hupai.wall.tiles import FLOWER_IDS, JOKER_ID, rule_set_tiles

__all__ = [
    "ALGORITHM",
    "CATEGORIES",
    "FLOWER_IDS",
    "JOKER_ID",
    "Deal",
    "Wall",
    "WallModule",
    "check_seed",
    "counts_tiles",
    "deal_seed",
    "make_wall",
    "rule_set_tiles",
    "shuffle",
]


class WallModule(types.ModuleType):
    """The ``hupai.wall`` package, callable as :func:`make_wall` so that ``hupai.wall(...)``
    builds a wall while ``hupai.wall.check_seed`` and the rest stay its attributes."""

    def __call__(
        self, rules: RuleSet = MCR, *, counts: object = None, seed: int | None = None
    ) -> Wall:
        """:func:`hupai.wall.build.make_wall`: the shuffled wall of ``rules`` or ``counts``."""
        return make_wall(rules, counts=counts, seed=seed)


sys.modules[__name__].__class__ = WallModule
