"""``hupai.shuffle``: any sequence shuffled by the contract of wall.md 3
("splitmix64-fisher-yates-v1"), the order from the engine (``_core.shuffle_order``)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence, Set
from typing import TypeVar

from hupai.errors import OptionError
from hupai.walls.seed import check_seed

__all__ = ["shuffle"]

T = TypeVar("T")


def shuffle(tiles: Sequence[T], seed: int) -> list[T]:
    """A new list of ``tiles`` (any sequence, of any items) shuffled with ``seed`` by the
    contract of wall.md 3: position 0 of the result is the first tile taken. The same seed
    and sequence give the same list on every platform and in every version.

    Raises:
        OptionError: no seed (None: give one, so that the shuffle can be replayed; an OS
            seed is :func:`hupai.wall`'s), or one outside 0 <= seed < 2^64, quoted; a
            ``tiles`` that is no sequence (a str, a set or a mapping).
    """
    from hupai import _core

    if seed is None:
        raise OptionError(
            "hupai.shuffle needs a seed (a whole number 0 <= seed < 2**64), so that the shuffle "
            "can be replayed; hupai.wall(seed=None) draws one and returns it"
        )
    # A set's or a mapping's order is no one's choice, so its shuffle could not be replayed.
    if isinstance(tiles, (str, bytes, Set, Mapping)) or not isinstance(tiles, Iterable):
        raise OptionError(
            f"hupai.shuffle takes a sequence (list, tuple, 1-D array), got {type(tiles).__name__}"
        )
    items = list(tiles)
    return [items[k] for k in _core.shuffle_order(len(items), check_seed(seed))]
