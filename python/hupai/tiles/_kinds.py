"""The canonical tile index (0-41): its named constants, what each index is, and the checks
that turn an argument into an index."""

from __future__ import annotations

import operator
from typing import Final, SupportsIndex, cast

from hupai.errors import UnknownTileError

NUM_KINDS: Final = 34
NUM_FLOWERS: Final = 8
NUM_INDICES: Final = NUM_KINDS + NUM_FLOWERS
EAST: Final = 27
SOUTH: Final = 28
WEST: Final = 29
NORTH: Final = 30
WHITE: Final = 31
GREEN: Final = 32
RED: Final = 33


def as_int(value: object) -> int | None:
    """``value`` as a plain int if it is an integer (NumPy integers included) but not a bool.

    The int returned is always exactly an ``int``: an int subclass may say anything of its
    own comparisons (``0 <= n`` true whatever n), and range checks must see the number."""
    if isinstance(value, bool) or "bool" in type(value).__name__:
        return None
    if isinstance(value, int):
        return int.__index__(value)
    if hasattr(type(value), "__index__"):
        try:
            return int.__index__(operator.index(cast(SupportsIndex, value)))
        except TypeError:
            return None
    return None


def as_bool(value: object) -> bool | None:
    """``value`` as a bool if it is one (NumPy bools included), else None."""
    if isinstance(value, bool):
        return value
    if type(value).__module__ == "numpy" and type(value).__name__ in ("bool", "bool_"):
        return bool(value)
    return None


def shown(value: object, limit: int = 60) -> str:
    """``repr(value)`` cut to about ``limit`` characters, for error messages."""
    text = repr(value)
    return text if len(text) <= limit else f"{text[: limit - 1]}… ({len(text)} characters)"


def index(value: object) -> int:
    """``value`` as a tile index 0-41, or UnknownTileError."""
    t = as_int(value)
    if t is None:
        hint = "; hupai.tiles.tile() reads tile names" if isinstance(value, str) else ""
        raise UnknownTileError(
            f"{shown(value)} is not a tile index: expected an int 0-41, "
            f"got {type(value).__name__}{hint}"
        )
    if not 0 <= t < NUM_INDICES:
        raise UnknownTileError(f"{value!r} is not a tile index (0-41)")
    return t


def suit_rank(t: int) -> tuple[str, int]:
    """The mpsz suit letter and digit of a checked index."""
    if t < 27:
        return "mps"[t // 9], t % 9 + 1
    if t < NUM_KINDS:
        return "z", t - 26
    return "f", t - 33


def mpsz(t: int) -> str:
    """A checked index as one mpsz tile (``"5m"``), the form error messages name tiles in."""
    s, r = suit_rank(t)
    return f"{r}{s}"


def is_number(t: int) -> bool:
    """True for a suited tile (0-26). Raises UnknownTileError if ``t`` is not an index 0-41."""
    return index(t) < 27


def is_honor(t: int) -> bool:
    """True for a wind or dragon (27-33). Raises UnknownTileError for a non-index."""
    return 27 <= index(t) < NUM_KINDS


def is_flower(t: int) -> bool:
    """True for a flower (34-41). Raises UnknownTileError for a non-index."""
    return index(t) >= NUM_KINDS


def suit(t: int) -> str:
    """The mpsz suit letter of ``t``: ``m``, ``p``, ``s``, ``z`` or ``f``."""
    return suit_rank(index(t))[0]


def rank(t: int) -> int:
    """The mpsz digit of ``t``: 1-9 for suits, 1-7 for honors, 1-8 for flowers."""
    return suit_rank(index(t))[1]
