"""Hands as arrays: the sequences, NumPy arrays and 34-count arrays that every function
taking "tiles" accepts, checked and turned into tile indices or counts."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence, Set
from typing import TYPE_CHECKING

from hupai.errors import ArrayShapeError, TileCountError, UnknownTileError
from hupai.tiles._copies import check_copies
from hupai.tiles._kinds import NUM_KINDS, as_int, index, mpsz, shown
from hupai.tiles._names import HONOR_NAMES
from hupai.tiles._parse import parse, tile

if TYPE_CHECKING:
    from hupai._types import Int, IntArray, Tiles


def items(obj: object, what: str) -> list[object]:
    """The elements of a 1-D sequence, iterable or NumPy-like array."""
    shape = getattr(obj, "shape", None)
    if shape is not None and hasattr(obj, "tolist"):
        dims = tuple(shape)
        if len(dims) != 1:
            raise ArrayShapeError(f"{what} must be 1-D; got an array of shape {dims}")
        dtype = getattr(obj, "dtype", None)
        # Integers, tile names (str) and Python objects; never bools, floats, dates or bytes.
        if getattr(dtype, "kind", "i") not in ("i", "u", "U", "O"):
            raise ArrayShapeError(f"{what} must hold integers; got dtype {dtype}")
        return list(obj.tolist())
    if isinstance(obj, (str, bytes, bytearray, Mapping, Set)) or not isinstance(obj, Iterable):
        raise ArrayShapeError(f"{what} must be a sequence or 1-D array; got {type(obj).__name__}")
    return list(obj)


def _checked_counts(values: Sequence[object]) -> list[int]:
    if len(values) != NUM_KINDS:
        raise ArrayShapeError(f"counts must have length 34; got length {len(values)}")
    counts = []
    for kind, item in enumerate(values):
        c = as_int(item)
        if c is None:
            raise ArrayShapeError(
                f"counts must be ints 0-4; got {shown(item)} at position {kind} "
                "(a sequence of exactly 34 items is read as counts)"
            )
        if c < 0:
            raise TileCountError(
                f"{c} copies of {mpsz(kind)} (count at position {kind}; at least 0; "
                "a sequence of exactly 34 items is read as counts)"
            )
        if c > 4:
            raise TileCountError(
                f"{c} copies of {mpsz(kind)} (count at position {kind}; at most 4; "
                "a sequence of exactly 34 items is read as counts)"
            )
        counts.append(c)
    return counts


def _reject_flowers(tiles: list[int]) -> None:
    for t in tiles:
        if t >= NUM_KINDS:
            raise UnknownTileError(
                f"flower {mpsz(t)} ({HONOR_NAMES[t - 27]}, index {t}) is not part of a "
                "hand; flowers are counted apart from it"
            )


def as_tiles(obj: object, *, flowers: bool) -> list[int]:
    """The tile indices of anything that takes "tiles"; flowers only if ``flowers``."""
    if isinstance(obj, str):
        tiles = parse(obj)
    else:
        values = items(obj, "tiles or counts")
        if len(values) == NUM_KINDS and not any(isinstance(x, str) for x in values):
            return tiles_of_counts(values)
        tiles = [tile(x) if isinstance(x, str) else index(x) for x in values]
        # Often a count array of the wrong length, read as tile indices.
        check_copies(
            tiles, " (a sequence is read as tile indices unless it holds exactly 34 counts)"
        )
    if not flowers:
        _reject_flowers(tiles)
    return tiles


def to_counts(tiles: Tiles) -> list[int]:
    """The 34 per-kind counts of a hand.

    ``tiles`` is a notation string, a sequence or 1-D array of tile indices 0-33 or of
    single-tile names, or already a count array (exactly 34 non-string items, each 0-4).
    Raises UnknownTileError for a flower or a non-tile, TileCountError for more than
    4 copies of a kind, ArrayShapeError for a wrong shape, dtype or count value.
    """
    return counts_of(tiles)


def counts_of(tiles: object) -> list[int]:
    """:func:`to_counts` of any object, for the library's own readers, which check what they
    are given at run time rather than by its type."""
    counts = [0] * NUM_KINDS
    for t in as_tiles(tiles, flowers=False):
        counts[t] += 1
    return counts


def counts_to_tiles(counts: Sequence[Int] | IntArray) -> list[int]:
    """The sorted tile indices of a count array (length 34, ints 0-4, or shape ``(34,)``).

    Raises ArrayShapeError for a wrong length, shape, dtype or negative count and
    TileCountError for a count above 4.
    """
    return tiles_of_counts(counts)


def tiles_of_counts(counts: object) -> list[int]:
    """:func:`counts_to_tiles` of any object, checked at run time."""
    checked = _checked_counts(items(counts, "counts"))
    return [kind for kind, c in enumerate(checked) for _ in range(c)]


def split_flowers(tiles: Tiles) -> tuple[list[int], int]:
    """Separate flowers: ``(non-flower tiles in order, number of flowers)``.

    ``tiles`` is anything :func:`to_counts` accepts, flowers allowed. Raises
    TileCountError if a flower appears twice (each exists once).
    """
    all_tiles = as_tiles(tiles, flowers=True)
    rest = [t for t in all_tiles if t < NUM_KINDS]
    return rest, len(all_tiles) - len(rest)
