"""Seeds of the shuffle contract (wall.md 3): a seed is an integer 0 <= seed < 2^64, a batch's
deal number i has the seed :func:`deal_seed` gives. Pure Python."""

from __future__ import annotations

import secrets
from typing import Final

from hupai.errors import OptionError
from hupai.tiles._kinds import as_int, shown

#: The shuffle's name; a change to any step makes a new algorithm with a new name.
ALGORITHM: Final = "splitmix64-fisher-yates-v1"

_MASK: Final = (1 << 64) - 1
#: SplitMix64's golden gamma, added to the state each step.
GAMMA: Final = 0x9E3779B97F4A7C15


def check_seed(seed: object) -> int:
    """``seed`` as an int 0 <= seed < 2^64, or one drawn from the operating system when None.

    Raises:
        OptionError: anything else (a bool, a float, a negative or too large number), quoted.
    """
    if seed is None:
        return secrets.randbits(64)
    n = as_int(seed)
    if n is None or not 0 <= n <= _MASK:
        raise OptionError(
            f"seed must be a whole number 0 <= seed < 2**64 (or None for one from the "
            f"operating system), got {shown(seed)}"
        )
    return n


def mix(state: int) -> int:
    """SplitMix64's output for a state already advanced (wall.md 3, steps 2-4)."""
    z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def deal_seed(seed: int, index: int) -> int:
    """The seed of deal ``index`` (from 0) of a batch seeded ``seed``: SplitMix64's output
    number ``index`` from ``seed``, found at once (the state after index + 1 steps is
    seed + (index + 1) x gamma), so that one deal of a batch can be replayed alone.

    Raises:
        OptionError: a seed outside 0 <= seed < 2^64, or an index below 0.
    """
    s = check_seed(seed) if seed is not None else None
    i = as_int(index)
    if s is None or i is None or i < 0:
        raise OptionError(f"deal_seed takes a seed and an index of at least 0, got {shown(index)}")
    return mix((s + GAMMA * (i + 1)) & _MASK)
