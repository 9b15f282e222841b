"""Walls, the seeded shuffle and deals (wall.md): a rule set's tiles as a wall, shuffled by
the contract ``"splitmix64-fisher-yates-v1"`` so that any deal can be replayed from its seed
on any platform.

``hupai.wall(rules, counts=..., seed=...)`` (:func:`hupai.walls.build.wall`) builds a
:class:`Wall`; this package holds it and the pieces around it.
"""

from __future__ import annotations

from hupai.walls.build import Wall, wall
from hupai.walls.counts import CATEGORIES, counts_tiles
from hupai.walls.deal import Deal
from hupai.walls.seed import ALGORITHM, check_seed, deal_seed
from hupai.walls.sequence import shuffle
from hupai.walls.tiles import FLOWER_IDS, JOKER_ID, rule_set_tiles

__all__ = [
    "ALGORITHM",
    "CATEGORIES",
    "FLOWER_IDS",
    "JOKER_ID",
    "Deal",
    "Wall",
    "check_seed",
    "counts_tiles",
    "deal_seed",
    "rule_set_tiles",
    "shuffle",
    "wall",
]
