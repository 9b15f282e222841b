"""Batch functions over NumPy arrays: the same answers as single calls, checked shapes."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import any_hand, random_hands

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


@pytest.mark.parametrize("threads", [0, -1, 1.5, True, "2"])
def test_bad_thread_counts(threads: object) -> None:
    counts = _array(["11m"])
    with pytest.raises(
        hupai.HupaiError, match=f"threads must be None or a whole number from 1, got {threads!r}"
    ):
        hupai.batch.is_win(counts, threads=threads)


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
        (np.full((1, 34), -1), 0, hupai.ArrayShapeError, r"0 to 255, got -1"),
        (np.zeros((2, 34), dtype=np.uint8), [2, 2, 2], hupai.ArrayShapeError, r"shape \(2,\)"),
        (np.zeros((1, 34), dtype=np.uint8), -3, hupai.ArrayShapeError, r"got -3"),
        (np.zeros((2, 34), dtype=np.uint8), [2, 3], hupai.HandSizeError, r"row 1: hand has 3"),
        (np.full((1, 34), 5, dtype=np.uint8), 0, hupai.TileCountError, r"row 0: 5 copies of 1m"),
    ],
)
def test_bad_arrays(counts: object, wildcards: object, error: type, message: str) -> None:
    with pytest.raises(error, match=message):
        hupai.batch.is_win(counts, wildcards)


@settings(max_examples=2000, deadline=None)
@given(st.lists(any_hand(), min_size=1, max_size=8))
def test_batch_is_win_equals_single_calls(hands: list[tuple[list[int], int]]) -> None:
    counts = np.array([h[0] for h in hands], dtype=np.uint8)
    wild = np.array([h[1] for h in hands])
    expected = [hupai.is_win(c, wildcards=w) for c, w in hands]
    assert hupai.batch.is_win(counts, wild).tolist() == expected


@settings(max_examples=2000, deadline=None)
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
