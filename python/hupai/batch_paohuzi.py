"""跑胡子 hands scored in batches (``hupai.batch.paohuzi_score``): N rows of integer columns,
checked and scored by the same Rust engine as ``hupai.paohuzi.score``, with the GIL released.

A row is a hand as ``hupai.paohuzi.to_row`` gives it: the 20 counts of concealed physical
cards (indices 0..19: 小 一..十, then 大 壹..拾), the concealed 王, the winning card (-1 none,
0..19 a card, 20 a 王), tsumo (0 or 1), and up to 7 declared groups as codes
(``hupai.paohuzi.GROUP_CODES``; 0 an empty slot).
"""

from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt

from hupai import _core
from hupai.paohuzi_cards import check_options

__all__ = ["PaohuziScores", "paohuzi_score"]


class PaohuziScores(NamedTuple):
    """Per-row results of ``paohuzi_score``, each an array of N: ``win`` (bool), ``huxi``
    (int16: the chosen reading's 胡息; without a win the best complete reading's; -1 with no
    complete reading), ``tun`` and ``fan`` (uint8, 0 without a win), ``mingtang`` (uint8 bits:
    1 红胡, 2 红乌, 4 点胡, 8 乌胡, 16 对子胡), ``score`` (int32, 囤 x 番, 0 without a win)
    and ``red`` (uint8: red cards of the reading that ``huxi`` is of, 王 by their kinds; 0
    with no complete reading), as ``PhzResult.red``."""

    win: npt.NDArray[np.bool_]
    huxi: npt.NDArray[np.int16]
    tun: npt.NDArray[np.uint8]
    fan: npt.NDArray[np.uint8]
    mingtang: npt.NDArray[np.uint8]
    score: npt.NDArray[np.int32]
    red: npt.NDArray[np.uint8]


_NO_GROUPS = np.zeros((1, 7), np.uint8)
# A row's 8 bytes as the engine writes them (paohuzi::batch::RECORD).
_RECORD = np.dtype(
    [
        ("huxi", "=i2"),
        ("tun", "u1"),
        ("fan", "u1"),
        ("mingtang", "u1"),
        ("win", "u1"),
        ("red", "u1"),
        ("spare", "u1"),
    ]
)


def _flags(values: Any) -> Any:
    """tsumo as given, with bools (one or an array) read as 0 and 1."""
    arr = np.asarray(values)
    return arr.astype(np.uint8) if arr.dtype == np.bool_ else values


def paohuzi_score(
    counts: Any,
    *,
    jokers: Any = 0,
    win: Any = -1,
    tsumo: Any = 0,
    declared: Any = None,
    min_huxi: int = 15,
    duizihu: bool = True,
    threads: int | None = None,
) -> PaohuziScores:
    """Score N 跑胡子 hands at once, as ``hupai.paohuzi.score`` scores each (paohuzi.md 4).

    ``counts``: integer array (N, 20) of concealed physical cards (0..3 each); ``jokers``,
    ``win``, ``tsumo``: an int for every row, or arrays of shape (N,) (see the module);
    ``declared``: None or an integer array (N, 7) of group codes; ``min_huxi``, ``duizihu``:
    as for ``score``; ``threads``: None for every core, 1 for the calling thread alone.
    Any integer dtype and strides are read where they lie.

    Returns PaohuziScores, arrays of N. Raises ArrayShapeError for a column of the wrong
    shape or not of integers; for a bad row (a count of 4 or more, more than 4 physical
    copies, a code outside 0..118, ...), the HupaiError a single call raises, naming the row
    (the lowest bad one; a count outside 0..4 is a TileCountError, as in every batch);
    OptionError for bad options. Ctrl-C stops it (KeyboardInterrupt).
    """
    from hupai.batch import _column, _integers

    min_huxi, duizihu = check_options(min_huxi, duizihu)
    arr = _integers(counts, "counts")
    if arr.ndim != 2 or arr.shape[1] != 20:
        from hupai.errors import ArrayShapeError

        raise ArrayShapeError(f"counts must have shape (N, 20), got {arr.shape}")
    n = arr.shape[0]
    columns = (
        _column(arr, "counts", (n, 20)),
        _column(jokers, "jokers", (n,), scalar=True),
        _column(win, "win", (n,), scalar=True),
        _column(_flags(tsumo), "tsumo", (n,), scalar=True),
        _column(
            np.zeros((1, 7), np.uint8).repeat(n, 0) if declared is None else declared,
            "declared",
            (n, 7),
        ),
    )
    scores, records = _core.batch_paohuzi_score(*columns, min_huxi, duizihu, threads)
    record = np.frombuffer(records, dtype=_RECORD)
    return PaohuziScores(
        win=record["win"].astype(np.bool_),
        huxi=record["huxi"].copy(),
        tun=record["tun"].copy(),
        fan=record["fan"].copy(),
        mingtang=record["mingtang"].copy(),
        score=np.frombuffer(scores, dtype="=i4"),
        red=record["red"].copy(),
    )
