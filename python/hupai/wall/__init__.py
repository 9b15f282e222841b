"""Walls, the seeded shuffle and deals (wall.md): a rule set's tiles as a wall, shuffled by
the contract ``"splitmix64-fisher-yates-v1"`` so that any deal can be replayed from its seed
on any platform."""

from hupai.wall.seed import ALGORITHM, check_seed, deal_seed
from hupai.wall.tiles import FLOWER_IDS, JOKER_ID, rule_set_tiles

__all__ = ["ALGORITHM", "FLOWER_IDS", "JOKER_ID", "check_seed", "deal_seed", "rule_set_tiles"]
