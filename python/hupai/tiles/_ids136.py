"""136-ids, the scheme of the ``mahjong`` PyPI package: one id per physical tile, four ids
a kind (tile = id // 4)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from hupai.errors import ArrayShapeError, TileCountError, UnknownTileError
from hupai.tiles._arrays import as_tiles, items
from hupai.tiles._kinds import NUM_KINDS, as_int, mpsz, shown

if TYPE_CHECKING:
    from hupai._types import Int, Tiles


def from_136(ids: Iterable[Int]) -> list[int]:
    """Tile indices of 136-ids (``mahjong`` PyPI package scheme: tile = id // 4), in order.

    Red fives have no ids of their own. Raises UnknownTileError for an id outside 0-135, and
    ArrayShapeError for a non-integer, a repeated id (each id is one physical tile) or a non
    1-D array.
    """
    tiles = []
    seen: set[int] = set()
    for pos, item in enumerate(items(ids, "136-ids")):
        i = as_int(item)
        if i is None:
            raise ArrayShapeError(
                f"136-ids must be ints 0-135; got {shown(item)} at position {pos}"
            )
        if not 0 <= i < 136:
            raise UnknownTileError(f"no tile has the 136-id {i} (at position {pos}); ids are 0-135")
        if i in seen:
            raise ArrayShapeError(f"136-id {i} appears twice (at position {pos} again)")
        seen.add(i)
        tiles.append(i // 4)
    return tiles


def to_136(tiles: Tiles) -> list[int]:
    """136-ids for ``tiles`` (anything :func:`to_counts` accepts), in the tiles' order.

    Each copy of a kind takes the lowest id still free, so ``"11m"`` gives ``[0, 1]``.
    Raises TileCountError for a fifth copy and UnknownTileError for a flower.
    """
    used = [0] * NUM_KINDS
    ids = []
    for t in as_tiles(tiles, flowers=False):
        if used[t] == 4:
            raise TileCountError(f"5 copies of {mpsz(t)} (at most 4 have 136-ids)")
        ids.append(4 * t + used[t])
        used[t] += 1
    return ids


def counts_from_136(ids: Iterable[Int]) -> list[int]:
    """The 34 counts of a list of 136-ids; same errors as :func:`from_136`."""
    counts = [0] * NUM_KINDS
    for t in from_136(ids):
        counts[t] += 1
    return counts
