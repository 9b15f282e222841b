"""Rule sets: the fan tables hupai scores with. :mod:`hupai.rules.mcr` holds the Chinese
Official rules (国标麻将, MCR); :data:`MCR` is the rule set to pass as ``rules=``."""

from hupai.rules import mcr
from hupai.rules.ruleset import MCR, RuleSet

__all__ = ["MCR", "RuleSet", "mcr"]
