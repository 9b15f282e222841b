"""How hupai.batch reads its arrays: in place, whatever the integer dtype, byte order and
strides; any malformed column is an ArrayShapeError; ``threads`` bounded by the engine itself
and read as the number it is."""

from __future__ import annotations

import re
import subprocess
import sys
import tracemalloc
from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest
from mcr_hands import batch_columns, hands

import hupai
import hupai.batch
from hupai import _core

# Rows of every size the row functions take, drawn to touch every tile kind.
WINNING = ["123m456p789s11222z", "1122m3344p5566s77z", "19m19p19s11234567z", "11m", "234p11z"]
WAITING = ["123m456p789s1122z", "1122m3344p5566s7z", "19m19p19s1234567z", "1m", "234p1z"]

ROW_FUNCTIONS: dict[str, tuple[Callable[..., Any], list[str]]] = {
    "is_win": (hupai.batch.is_win, WINNING),
    "wildcards_needed": (hupai.batch.wildcards_needed, WINNING + WAITING),
    "shanten": (hupai.batch.shanten, WINNING + WAITING),
    "waits": (hupai.batch.waits, WAITING),
}


def _counts(rows: list[str]) -> npt.NDArray[np.uint8]:
    return np.array([hupai.to_counts(r) for r in rows], dtype=np.uint8)


def _layouts(arr: npt.NDArray[Any]) -> dict[str, npt.NDArray[Any]]:
    """The same values in other dtypes, byte orders and layouts."""
    out: dict[str, npt.NDArray[Any]] = {}
    for dtype in ("i1", "<u2", ">u2", "<i4", ">i4", "<i8", ">i8", "<u8", ">u8"):
        out[dtype] = arr.astype(dtype)
    wide = np.zeros((arr.shape[0], *(2 * d for d in arr.shape[1:])), dtype=arr.dtype)
    wide[(slice(None), *(slice(None, None, 2) for _ in arr.shape[1:]))] = arr
    out["every other value"] = wide[(slice(None), *(slice(None, None, 2) for _ in arr.shape[1:]))]
    out["rows reversed"] = arr[::-1].copy()[::-1]
    out["Fortran order"] = np.asfortranarray(arr.astype(np.int16))
    # int32 values one byte off their alignment.
    raw = np.zeros(arr.size * 4 + 1, dtype=np.uint8)
    unaligned = np.frombuffer(raw.data, dtype="<i4", count=arr.size, offset=1).reshape(arr.shape)
    unaligned[...] = arr
    out["unaligned"] = unaligned
    return out


@pytest.mark.parametrize("name", list(ROW_FUNCTIONS))
def test_row_functions_read_any_integer_layout(name: str) -> None:
    function, rows = ROW_FUNCTIONS[name]
    counts = _counts(rows)
    # Wildcards where any number of them suits the function (wildcards_needed takes any size).
    wildcards = np.arange(len(rows)) % 3 * (name == "wildcards_needed")
    want = function(counts, wildcards)
    for layout, arr in _layouts(counts).items():
        got = function(arr, wildcards)
        assert got.dtype == want.dtype and (got == want).all(), layout
    for layout, arr in _layouts(wildcards).items():
        got = function(counts, arr)
        assert (got == want).all(), f"wildcards {layout}"
    # One row for every row, not copied: a stride of 0.
    repeated = np.broadcast_to(counts[0], (1000, 34))
    assert (function(repeated, 0) == function(counts[:1], 0)[0]).all()


def test_wildcard_tiles_read_in_place_too() -> None:
    counts = _counts(["123m456p789s11125z", "123m456p789s1z555z"])
    for arr in _layouts(counts[:1]).values():
        assert hupai.batch.is_win(arr, wildcard_tiles="5z").tolist() == [True]
    waits = hupai.batch.waits(counts[1:], wildcard_tiles="5z")
    assert waits.shape == (1, 34) and waits[0, 31]
    single = hupai.waits("123m456p789s1z555z", wildcard_tiles="5z")
    assert np.flatnonzero(waits[0]).tolist() == single


def test_score_reads_any_integer_layout() -> None:
    columns = batch_columns(hands(200, seed=11))
    want = hupai.batch.score(**columns)
    for name in columns:
        for layout, arr in _layouts(columns[name]).items():
            got = hupai.batch.score(**{**columns, name: arr})
            assert (got[0] == want[0]).all() and (got[1] == want[1]).all(), (name, layout)


@pytest.mark.parametrize(
    ("name", "value"),
    [("win_tile", 34), ("flags", 16), ("seat_wind", 283), ("prevalent_wind", -1), ("flowers", 255)],
)
def test_a_bad_value_in_any_layout_is_named_at_its_row(name: str, value: int) -> None:
    # Row 100 lies inside a block of rows whose one-value columns are read together.
    columns = batch_columns(hands(200, seed=11))
    columns[name][100] = value
    for arr in [columns[name], *_layouts(columns[name]).values()]:
        if arr[100] != value:
            continue  # a dtype the value wraps in
        alone = {**{k: v[100:101] for k, v in columns.items()}, name: arr[100:101]}
        with pytest.raises(hupai.HupaiError) as want:
            hupai.batch.score(**alone)
        message = str(want.value).replace("row 0:", "row 100:", 1)
        for threads in (1, 2):
            with pytest.raises(type(want.value), match="^" + re.escape(message)):
                hupai.batch.score(**{**columns, name: arr}, threads=threads)


def _extra_memory(call: Callable[[], Any], sizes: Callable[[Any], int]) -> int:
    """The most memory NumPy and Python held during ``call`` beyond what they held before and
    the size of its answers (``sizes``), by tracemalloc (NumPy reports its buffers to it)."""
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        before = tracemalloc.get_traced_memory()[0]
        answers = call()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    return peak - before - sizes(answers)


BIG = 300_000


@pytest.mark.parametrize("dtype", [np.uint8, np.int64])
@pytest.mark.parametrize("name", list(ROW_FUNCTIONS))
def test_a_large_batch_is_not_copied(name: str, dtype: type) -> None:
    function, rows = ROW_FUNCTIONS[name]
    counts = np.zeros((BIG, 34), dtype=dtype)
    counts[:] = hupai.to_counts(rows[0])
    extra = _extra_memory(lambda: function(counts), lambda out: out.nbytes)
    # Copying the input (or even a uint8 copy of an int64 one) would cost counts.nbytes / 8 at
    # least; what is left is the engine's bookkeeping.
    assert extra < counts.nbytes / 20, f"{extra / counts.nbytes:.2f} of the input's size"


def test_a_large_score_batch_is_not_copied() -> None:
    one = batch_columns(hands(1, seed=5))
    columns = {k: np.repeat(v, BIG, axis=0).astype(np.uint8) for k, v in one.items()}
    size = sum(v.nbytes for v in columns.values())
    extra = _extra_memory(
        lambda: hupai.batch.score(**columns), lambda out: out[0].nbytes + out[1].nbytes
    )
    assert extra < size / 20, f"{extra / size:.2f} of the input's size"


RSS_CHILD = """
import resource, sys
import numpy as np
import hupai, hupai.batch
counts = np.zeros((2_000_000, 34), dtype=np.uint8)
counts[:] = hupai.to_counts("123m456p789s11222z")
hupai.batch.is_win(counts[:10])
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
out = hupai.batch.is_win(counts)
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print((after - before) * 1024 / counts.nbytes, out.all())
"""


@pytest.mark.skipif(sys.platform != "linux", reason="ru_maxrss in kilobytes is Linux's")
def test_the_engine_does_not_copy_the_input_either() -> None:
    # tracemalloc sees NumPy and Python, not the engine's own allocations: the process's peak
    # resident memory does.
    done = subprocess.run(
        [sys.executable, "-c", RSS_CHILD], capture_output=True, text=True, check=True
    )
    grown, all_win = done.stdout.split()
    assert all_win == "True"
    # The answers are a thirty-fourth of the input; a copy would be all of it.
    assert float(grown) < 0.2, f"peak memory grew by {float(grown):.2f} of the input's size"


def _deep(depth: int) -> list[Any]:
    nested: list[Any] = [0]
    for _ in range(depth):
        nested = [nested]
    return nested


# Columns that NumPy cannot make a regular integer array of.
MALFORMED = {
    "ragged": [[1, 2], [3]],
    "ragged rows": [[0] * 34, [0] * 33],
    "nested 40 deep": _deep(40),
    "nested 3000 deep": _deep(3000),
}


def _row_calls() -> dict[str, Callable[[Any], Any]]:
    counts = _counts(["11m", "22m"])
    calls: dict[str, Callable[[Any], Any]] = {}
    for name, (function, _) in ROW_FUNCTIONS.items():
        calls[f"{name} counts"] = lambda bad, f=function: f(bad)
        calls[f"{name} wildcards"] = lambda bad, f=function: f(counts, bad)
    return calls


def _score_calls() -> dict[str, Callable[[Any], Any]]:
    columns = batch_columns(hands(2, seed=3))
    return {
        f"score {name}": lambda bad, name=name: hupai.batch.score(**{**columns, name: bad})
        for name in columns
    }


CALLS = {**_row_calls(), **_score_calls()}


@pytest.mark.parametrize("column", list(CALLS))
@pytest.mark.parametrize("malformed", list(MALFORMED))
def test_malformed_columns_are_array_shape_errors(column: str, malformed: str) -> None:
    with pytest.raises(hupai.ArrayShapeError, match="must"):
        CALLS[column](MALFORMED[malformed])


class Yes(int):
    """An int that says yes to every comparison (fuzzing found one passing range checks)."""

    def _yes(self, other: object) -> bool:
        return True

    __lt__ = __le__ = __gt__ = __ge__ = __eq__ = _yes  # type: ignore[assignment]
    __hash__ = int.__hash__


BATCH = {
    "is_win": lambda **kw: hupai.batch.is_win(_counts(["11m"]), **kw),
    "wildcards_needed": lambda **kw: hupai.batch.wildcards_needed(_counts(["11m"]), **kw),
    "shanten": lambda **kw: hupai.batch.shanten(_counts(["1m"]), **kw),
    "waits": lambda **kw: hupai.batch.waits(_counts(["1m"]), **kw),
    "score": lambda **kw: hupai.batch.score(**{**batch_columns(hands(1, seed=1)), **kw}),
}


@pytest.mark.parametrize("name", list(BATCH))
@pytest.mark.parametrize("threads", [Yes(20_000), Yes(0), Yes(-1)])
def test_an_int_that_says_yes_is_read_as_its_number(name: str, threads: int) -> None:
    with pytest.raises(hupai.OptionError, match="threads must be None or a whole number from 1"):
        BATCH[name](threads=threads)
    # In range, it is the number it holds.
    BATCH[name](threads=Yes(2))


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: hupai.batch.is_win(_counts(["11m"]), Yes(500)), hupai.HandSizeError, "0 to 136"),
        (
            lambda: hupai.batch.is_win(_counts(["11m"]), wildcard_tiles=Yes(99)),
            hupai.UnknownTileError,
            "99",
        ),
        (lambda: BATCH["score"](flags=Yes(16)), hupai.SituationError, "flags 16 hold bits"),
        (lambda: BATCH["score"](seat_wind=Yes(3)), hupai.SituationError, "seat_wind 3 is not"),
        (lambda: BATCH["score"](flowers=Yes(9)), hupai.SituationError, "flowers 9 is not"),
    ],
)
def test_an_int_that_says_yes_is_checked_as_its_number(
    call: Callable[[], Any], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        call()


# The forms, their shorthands and the fifth-copy rule as hupai.batch passes them on: None each,
# for the defaults.
_RULES = (None, None, None, None)
NATIVE = {
    "batch_is_win": lambda t: _core.batch_is_win(
        _counts(["11m"]), np.zeros(1, np.uint8), 0, *_RULES, t
    ),
    "batch_wildcards_needed": lambda t: _core.batch_wildcards_needed(
        _counts(["11m"]), np.zeros(1, np.uint8), 0, *_RULES, t
    ),
    "batch_shanten": lambda t: _core.batch_shanten(
        _counts(["1m"]), np.zeros(1, np.uint8), 0, *_RULES, t
    ),
    "batch_waits": lambda t: _core.batch_waits(
        _counts(["1m"]), np.zeros(1, np.uint8), 0, *_RULES, t
    ),
}


@pytest.mark.parametrize("name", list(NATIVE))
@pytest.mark.parametrize("threads", [20_000, 257, 0, -1, 2**70, 2**200, True, 2.0, "2"])
def test_the_engine_bounds_threads_itself(name: str, threads: object) -> None:
    # Not 20,000 OS threads: a clear error, before any row is read.
    message = "threads must be None or a whole number from 1 to 256, got "
    with pytest.raises(hupai.OptionError, match=re.escape(message)):
        NATIVE[name](threads)
    assert NATIVE[name](2).shape[0] == NATIVE[name](None).shape[0] == 1
