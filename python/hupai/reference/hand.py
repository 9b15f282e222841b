"""A hand as the reference reads it: 34 counts plus a number of wildcards, the constants
that describe the tile kinds, and the check that every public function starts with."""

from __future__ import annotations

import operator
from collections.abc import Sequence

from hupai.errors import ArrayShapeError, HandSizeError, TileCountError

__all__ = [
    "COPIES_PER_KIND",
    "DRAWN_SIZES",
    "FIRST_HONOR",
    "NUM_KINDS",
    "WAITING_SIZES",
    "Counts",
    "checked",
    "require_size",
]

# A hand, or what is left of one, as 34 counts; tuples so that they can be memoised.
Counts = tuple[int, ...]

NUM_KINDS = 34
COPIES_PER_KIND = 4
FIRST_HONOR = 27

WAITING_SIZES = (13, 10, 7, 4, 1)  # waiting to draw, with 0-4 declared melds left out
DRAWN_SIZES = (14, 11, 8, 5, 2)  # just drawn, or a winning hand

KIND_NAMES: tuple[str, ...] = (
    *(f"{rank}{suit}" for suit in "mps" for rank in range(1, 10)),
    "East", "South", "West", "North", "White", "Green", "Red",
)  # fmt: skip


def checked(counts: Sequence[int], wildcards: int) -> tuple[Counts, int]:
    """The counts as a tuple of ints and the wildcards as an int, once checked."""
    if len(counts) != NUM_KINDS:
        raise ArrayShapeError(
            f"a hand is {NUM_KINDS} counts, one per tile kind; got {len(counts)} counts"
        )
    hand = tuple(operator.index(count) for count in counts)
    for kind, count in enumerate(hand):
        if not 0 <= count <= COPIES_PER_KIND:
            raise TileCountError(
                f"a hand holds 0 to {COPIES_PER_KIND} copies of each tile, "
                f"but counts[{kind}] ({KIND_NAMES[kind]}) is {count}"
            )
    wildcards = operator.index(wildcards)
    if wildcards < 0:
        raise HandSizeError(f"the number of wildcards cannot be negative, got {wildcards}")
    return hand, wildcards


def _plural(number: int, word: str) -> str:
    return f"{number} {word}" if number == 1 else f"{number} {word}s"


def require_size(hand: Sequence[int], wildcards: int, sizes: tuple[int, ...], needs: str) -> int:
    """The hand's size, tiles and wildcards together; HandSizeError, worded as the engine
    words it ("hand has N tiles (n tiles + w wildcards); " then ``needs``), for a size not
    in ``sizes``."""
    real = sum(hand)
    if real + wildcards not in sizes:
        raise HandSizeError(
            f"hand has {_plural(real + wildcards, 'tile')} ({_plural(real, 'tile')} + "
            f"{_plural(wildcards, 'wildcard')}); {needs}"
        )
    return real + wildcards
