"""Many hands at once over NumPy arrays, for simulation, training data and log analysis.

The engine releases the GIL and spreads the rows over all cores (or ``threads`` of them).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from hupai import _core
from hupai._hand import MAX_WILDCARDS, WildcardTiles, wildcard_kinds
from hupai.errors import ArrayShapeError, HupaiError

__all__ = ["is_win", "wildcards_needed"]


def _as_uint8(array: Any, shape: tuple[int, ...], what: str, most: int) -> npt.NDArray[np.uint8]:
    arr = np.asarray(array)
    if arr.dtype.kind not in "iu":
        raise ArrayShapeError(f"{what} must hold integers, got dtype {arr.dtype}")
    if arr.shape != shape:
        raise ArrayShapeError(f"{what} must have shape {shape}, got {arr.shape}")
    in_range = arr.dtype == np.uint8 and most >= 255
    if arr.size and not in_range and (arr.min() < 0 or arr.max() > most):
        bad = arr[(arr < 0) | (arr > most)].flat[0]
        raise ArrayShapeError(f"{what} must be 0 to {most}, got {bad}")
    return np.ascontiguousarray(arr, dtype=np.uint8)


def _rows(
    counts: Any, wildcards: Any, wildcard_tiles: WildcardTiles
) -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.uint8]]:
    shape = np.shape(counts)
    if len(shape) != 2 or shape[1] != 34:
        raise ArrayShapeError(f"counts must have shape (N, 34), got {shape}")
    # Count values above 4 are the engine's to report, with the row; 255 bounds the cast.
    c = _as_uint8(counts, shape, "counts", 255)
    n = shape[0]
    if np.ndim(wildcards) == 0:
        w = _as_uint8(np.full(n, wildcards), (n,), "wildcards", MAX_WILDCARDS)
    else:
        w = _as_uint8(wildcards, (n,), "wildcards", MAX_WILDCARDS)
    kinds = wildcard_kinds(wildcard_tiles)
    if kinds:
        c = c.copy()
        w = (w + c[:, kinds].sum(axis=1, dtype=np.uint16)).astype(np.uint8)
        c[:, kinds] = 0
    return c, w


def _threads(threads: object) -> int | None:
    if threads is None:
        return None
    if isinstance(threads, bool) or not isinstance(threads, int) or threads < 1:
        raise HupaiError(f"threads must be None or a whole number from 1, got {threads!r}")
    return threads


def is_win(
    counts: Any,
    wildcards: Any = 0,
    *,
    wildcard_tiles: WildcardTiles = None,
    seven_pairs: bool = True,
    thirteen_orphans: bool = True,
    allow_fifth_copy: bool = False,
    threads: int | None = None,
) -> npt.NDArray[np.bool_]:
    """:func:`hupai.is_win` for each row.

    Args:
        counts: shape (N, 34), integer dtype (uint8 is copied least), each 0 to 4.
        wildcards: an int for every row, or shape (N,) of ints.
        threads: None for all cores, 1 to stay on the calling thread, or a number.

    Returns:
        shape (N,) bool.

    Raises:
        ArrayShapeError: wrong shape or dtype, or values out of range.
        TileCountError, HandSizeError: naming the first bad row.
    """
    c, w = _rows(counts, wildcards, wildcard_tiles)
    out = _core.batch_is_win(
        c.tobytes(), w.tobytes(), seven_pairs, thirteen_orphans, allow_fifth_copy, _threads(threads)
    )
    return np.frombuffer(out, dtype=np.bool_).copy()


def wildcards_needed(
    counts: Any,
    wildcards: Any = 0,
    *,
    wildcard_tiles: WildcardTiles = None,
    seven_pairs: bool = True,
    thirteen_orphans: bool = True,
    allow_fifth_copy: bool = False,
    threads: int | None = None,
) -> npt.NDArray[np.int8]:
    """:func:`hupai.wildcards_needed` for each row, any hand size.

    Returns:
        shape (N,) int8; -1 where no number of wildcards completes the hand (only possible
        with ``allow_fifth_copy=False``), where the scalar function raises UnwinnableHandError.
    """
    c, w = _rows(counts, wildcards, wildcard_tiles)
    out = _core.batch_wildcards_needed(
        c.tobytes(), w.tobytes(), seven_pairs, thirteen_orphans, allow_fifth_copy, _threads(threads)
    )
    return np.frombuffer(out, dtype=np.int8).copy()
