"""Rule sets: the fan tables hupai scores with. :mod:`hupai.rules.mcr` holds the Chinese
Official rules (国标麻将, MCR)."""

from hupai.rules import mcr

__all__ = ["mcr"]
