"""Batch functions over NumPy arrays: the same answers as single calls, checked shapes."""

from __future__ import annotations

import re

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sizes import examples
from strategies import any_hand, concealed_tiles, random_hands

import hupai

HANDS = ["123m456p789s11222z", "123m456p789s11223z", "1122m3344p5566s77z", "11m", "1111m"]


def _array(hands: list[str]) -> np.ndarray:
    return np.array([hupai.to_counts(h) for h in hands], dtype=np.uint8)


def test_rows_match_single_calls() -> None:
    counts = _array(HANDS)
    wild = np.array([0, 0, 0, 0, 1])
    for threads in (None, 1, 2):
        out = hupai.batch.is_win(counts, wild, threads=threads)
        assert out.dtype == np.bool_ and out.shape == (5,)
        assert out.tolist() == [True, False, True, True, False]
    needed = hupai.batch.wildcards_needed(counts, wild)
    assert needed.dtype == np.int8
    assert needed.tolist() == [0, 3, 0, 0, 3]


def test_scalar_wildcards_and_wildcard_tiles() -> None:
    counts = _array(["123m456p789s1122z", "123m456p789s1125z"])
    assert hupai.batch.is_win(counts, 1).tolist() == [True, False]
    assert hupai.batch.is_win(counts[1:], 1, wildcard_tiles="5z").tolist() == [True]
    assert hupai.batch.is_win(counts[1:], 1, wildcard_tiles="5z").tolist() == [True]


def test_unwinnable_rows_are_minus_one() -> None:
    counts = _array(["1111z", "11z"])
    assert hupai.batch.wildcards_needed(counts, seven_pairs=False).tolist() == [-1, 0]


@pytest.mark.parametrize("threads", [0, -1, 1.5, True, "2", 257, 10**20])
def test_bad_thread_counts(threads: object) -> None:
    counts = _array(["11m"])
    message = f"threads must be None or a whole number from 1 to 256, got {threads!r}"
    with pytest.raises(hupai.OptionError, match=re.escape(message)):
        hupai.batch.is_win(counts, threads=threads)


def test_thread_pools_are_reused() -> None:
    counts = _array(HANDS[:4] * 100)
    first = hupai.batch.is_win(counts, threads=3)
    assert first.tolist() == [True, False, True, True] * 100
    assert (hupai.batch.is_win(counts, threads=3) == first).all()
    assert (hupai.batch.is_win(counts, threads=np.int64(2)) == first).all()


def test_wildcard_tiles_are_checked_before_they_move() -> None:
    # Nine White in a row: too many copies, even though every one would become a wildcard.
    counts = _array(["11m"])
    counts[0, 31] = 9
    with pytest.raises(hupai.TileCountError, match="row 0: 9 copies of 5z"):
        hupai.batch.is_win(counts, wildcard_tiles="5z")
    # 136 wildcards plus every tile as a wildcard kind (34 counts of one): counted in full
    # (the engine moves the kinds into each row's wildcards), not wrapped at a byte.
    full = np.full((1, 34), 4, dtype=np.uint8)
    with pytest.raises(hupai.HandSizeError, match=r"row 0: hand has 272 tiles \(0 tiles \+ 272"):
        hupai.batch.is_win(full, 136, wildcard_tiles=[1] * 34)
    with pytest.raises(hupai.HandSizeError, match="row 0: hand has 258 tiles"):
        hupai.batch.is_win(full, 122, wildcard_tiles=list(range(30)))
    for free in (False, True):
        needed = hupai.batch.wildcards_needed(
            full, 136, wildcard_tiles=[1] * 34, allow_fifth_copy=free
        )
        assert needed.tolist() == [0 if free else -1]


@pytest.mark.parametrize("flag", ["seven_pairs", "thirteen_orphans", "allow_fifth_copy"])
@pytest.mark.parametrize("value", [0, 1, "yes", 1.0])
def test_rule_options_must_be_bools(flag: str, value: object) -> None:
    with pytest.raises(hupai.OptionError, match=f"{flag} must be True or False, got {value!r}"):
        hupai.batch.is_win(_array(["11m"]), **{flag: value})
    assert hupai.batch.is_win(_array(["11m"]), **{flag: np.bool_(True)}).tolist() == [True]


def test_empty_batch() -> None:
    empty = np.zeros((0, 34), dtype=np.uint8)
    assert hupai.batch.is_win(empty).shape == (0,)
    assert hupai.batch.wildcards_needed(empty).shape == (0,)


@pytest.mark.parametrize(
    ("counts", "wildcards", "error", "message"),
    [
        (np.zeros((3, 33), dtype=np.uint8), 0, hupai.ArrayShapeError, r"\(N, 34\), got \(3, 33\)"),
        (np.zeros(34, dtype=np.uint8), 0, hupai.ArrayShapeError, r"\(N, 34\), got \(34,\)"),
        (np.zeros((2, 34), dtype=np.float64), 0, hupai.ArrayShapeError, r"dtype float64"),
        (np.full((1, 34), -1), 0, hupai.TileCountError, r"row 0: -1 copies of 1m"),
        (np.full((2, 34), 2**62), 0, hupai.TileCountError, r"row 0: \d+ copies of 1m"),
        ([[0] * 34, [0] * 33], 0, hupai.ArrayShapeError, r"regular array of integers"),
        ([], 0, hupai.ArrayShapeError, r"\(N, 34\), got \(0,\)"),
        (np.zeros((1, 34), dtype=np.uint8), 10**20, hupai.HandSizeError, r"0 to 136, got 1\d+"),
        (np.zeros((2, 34), dtype=np.uint8), [2, 137], hupai.HandSizeError, r"137 \(row 1\)"),
        # The lowest bad row is named, whichever column makes it bad.
        (np.zeros((2, 34), dtype=np.uint8), [0, 137], hupai.HandSizeError, r"row 0: hand has 0"),
        (np.zeros((2, 34), dtype=np.uint8), [2, 2, 2], hupai.ArrayShapeError, r"shape \(2,\)"),
        (np.zeros((1, 34), dtype=np.uint8), -3, hupai.HandSizeError, r"got -3"),
        (np.zeros((2, 34), dtype=np.uint8), [2, 3], hupai.HandSizeError, r"row 1: hand has 3"),
        (np.full((1, 34), 5, dtype=np.uint8), 0, hupai.TileCountError, r"row 0: 5 copies of 1m"),
    ],
)
def test_bad_arrays(counts: object, wildcards: object, error: type, message: str) -> None:
    with pytest.raises(error, match=message):
        hupai.batch.is_win(counts, wildcards)


def test_python_ints_beyond_int64_wait_for_the_rows_above_them() -> None:
    # Rows above the first one holding an int beyond int64 are the engine's to check first,
    # and that row's error is then worded as an int64 array's would be.
    counts = np.tile(hupai.to_counts("123m456p789s11222z"), (80, 1)).astype(object)
    wildcards = np.zeros(80, dtype=object)
    counts[50, 0] = 2**63
    counts[2, 33] = 1
    for batch in (hupai.batch.is_win, hupai.batch.shanten):
        with pytest.raises(hupai.HandSizeError, match=r"^row 2: hand has 15 tiles"):
            batch(counts, wildcards)
        with pytest.raises(hupai.HandSizeError, match=r"^row 2: hand has 15 tiles"):
            batch(counts.astype(np.uint64), wildcards.astype(np.uint64))
    counts[2, 33] = 0
    with pytest.raises(hupai.TileCountError, match=rf"^row 50: {2**63} copies of 1m"):
        hupai.batch.is_win(counts, wildcards)
    # A wildcard number beyond int64 comes before its row's counts, as the engine reads them.
    wildcards[50] = 2**70
    with pytest.raises(hupai.HandSizeError, match=rf"got {2**70} \(row 50\)"):
        hupai.batch.is_win(counts, wildcards)
    counts[1, 0] = 5
    with pytest.raises(hupai.TileCountError, match=r"^row 1: 5 copies of 1m"):
        hupai.batch.wildcards_needed(counts, wildcards)


# Python ints (object arrays) are named by the same lowest bad row as any other dtype.
@pytest.mark.parametrize("dtype", [np.int16, np.int64, object])
def test_a_bad_count_above_a_bad_wildcard_number_is_named_first(dtype: object) -> None:
    counts = np.tile(hupai.to_counts("123m456p789s11222z"), (600, 1)).astype(dtype)
    wildcards = np.zeros(600, dtype)
    counts[10, 4] = 7
    wildcards[300] = 200
    for batch in (hupai.batch.is_win, hupai.batch.wildcards_needed, hupai.batch.shanten):
        with pytest.raises(hupai.TileCountError, match=r"^row 10: 7 copies of 5m"):
            batch(counts, wildcards)
    counts[10, 4] = 0
    with pytest.raises(hupai.HandSizeError, match=r"got 200 \(row 300\)"):
        hupai.batch.wildcards_needed(counts, wildcards)
    counts[200, 20] = 1
    with pytest.raises(hupai.HandSizeError, match=r"^row 200: hand has 15 tiles"):
        hupai.batch.is_win(counts, wildcards)


@settings(max_examples=examples(2000), deadline=None)
@given(st.lists(any_hand(), min_size=1, max_size=8))
def test_batch_is_win_equals_single_calls(hands: list[tuple[list[int], int]]) -> None:
    counts = np.array([h[0] for h in hands], dtype=np.uint8)
    wild = np.array([h[1] for h in hands])
    expected = [hupai.is_win(c, wildcards=w) for c, w in hands]
    assert hupai.batch.is_win(counts, wild).tolist() == expected


@settings(max_examples=examples(2000), deadline=None)
@given(st.lists(random_hands(20, 14), min_size=1, max_size=8))
def test_batch_wildcards_needed_equals_single_calls(hands: list[tuple[list[int], int]]) -> None:
    counts = np.array([h[0] for h in hands], dtype=np.uint8)
    wild = np.array([h[1] for h in hands])
    expected = []
    for c, w in hands:
        try:
            expected.append(hupai.wildcards_needed(c, wildcards=w))
        except hupai.UnwinnableHandError:
            expected.append(-1)
    assert hupai.batch.wildcards_needed(counts, wild).tolist() == expected


def test_batch_shanten_and_waits() -> None:
    counts = _array(["123m456p789s1122z", "1122m3344p5566s7z", "23m456p789s11122z"])
    assert hupai.batch.shanten(counts).tolist() == [0, 0, 0]
    assert hupai.batch.shanten(counts, forms="regular").tolist() == [0, 3, 0]
    waits = hupai.batch.waits(counts, threads=1)
    assert waits.shape == (3, 34) and waits.dtype == np.bool_
    assert [np.flatnonzero(row).tolist() for row in waits] == [[27, 28], [33], [0, 3]]
    with pytest.raises(hupai.HandSizeError, match="row 0: hand has 14 tiles"):
        hupai.batch.waits(_array(["123m456p789s11222z"]))
    with pytest.raises(hupai.HandSizeError, match="row 0: none of the chosen forms applies"):
        hupai.batch.shanten(_array(["123m456p1122z"]), forms="seven_pairs")


@settings(max_examples=examples(2000), deadline=None)
@given(st.lists(concealed_tiles(13), min_size=1, max_size=6), st.integers(0, 3), st.booleans())
def test_batch_shanten_and_waits_equal_single_calls(
    hands: list[list[int]], wildcards: int, free: bool
) -> None:
    rows = [hupai.to_counts([t for t in range(34) for _ in range(h[t])][wildcards:]) for h in hands]
    counts = np.array(rows, dtype=np.uint8)
    expected = [hupai.shanten(r, wildcards=wildcards, allow_fifth_copy=free) for r in rows]
    assert hupai.batch.shanten(counts, wildcards, allow_fifth_copy=free).tolist() == expected
    waits = hupai.batch.waits(counts, wildcards, allow_fifth_copy=free)
    singles = [hupai.waits(r, wildcards=wildcards, allow_fifth_copy=free) for r in rows]
    assert [np.flatnonzero(row).tolist() for row in waits] == singles
