"""Waits (听牌) through the public API: tables of hands, and against win checks."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sizes import examples
from strategies import concealed_tiles

import hupai

WAITS = [
    # The nine gates (九莲宝灯) wait on every character.
    ("1112345678999m", 0, "123456789m"),
    # Open-ended, closed, pair waits.
    ("23m456p789s11122z", 0, "14m"),
    ("13m456p789s11122z", 0, "2m"),
    ("11m22p", 0, "1m2p"),
    ("19m19p19s1234567z", 0, "19m19p19s1234567z"),
    # Seven pairs waits on its single.
    ("1122m3344p5566s7z", 0, "7z"),
    # A wildcard in a one-tile hand: any tile pairs with it.
    ("", 1, "123456789m123456789p123456789s1234567z"),
    # Not waiting.
    ("159m159p159s1357z", 0, ""),
]


@pytest.mark.parametrize(("hand", "wildcards", "expected"), WAITS)
def test_waits(hand: str, wildcards: int, expected: str) -> None:
    assert hupai.waits(hand, wildcards=wildcards) == hupai.parse(expected)


def test_a_tile_held_four_times_is_no_wait() -> None:
    # 1111m 23m 5z: 5z pairs; 1m would be a fifth copy, 4m completes 234m.
    assert hupai.waits("1111m23m5z") == hupai.parse("5z")


def test_visible_tiles_use_up_copies() -> None:
    assert hupai.waits("23m456p789s11122z", visible="1111m") == hupai.parse("4m")
    assert hupai.waits("23m456p789s11122z", visible=hupai.to_counts("444m")) == hupai.parse("1m4m")
    with pytest.raises(hupai.TileCountError, match="hold 5 copies of 2m"):
        hupai.waits("23m456p789s11122z", visible="2222m")


@pytest.mark.parametrize("hand", ["123m456p789s11222z", "12m", ""])
def test_wrong_sizes(hand: str) -> None:
    with pytest.raises(hupai.HandSizeError, match="a hand waiting to draw holds 13, 10, 7, 4 or 1"):
        hupai.waits(hand)


@settings(max_examples=examples(2000), deadline=None)
@given(concealed_tiles(13), st.integers(0, 4), st.booleans())
def test_waits_are_the_winning_draws(counts: list[int], wildcards: int, free: bool) -> None:
    tiles = [t for t in range(34) for _ in range(counts[t])][wildcards:]
    hand = hupai.to_counts(tiles)
    expected = []
    for t in range(34):
        if hand[t] < 4:
            more = list(hand)
            more[t] += 1
            if hupai.is_win(more, wildcards=wildcards, allow_fifth_copy=free):
                expected.append(t)
    assert hupai.waits(hand, wildcards=wildcards, allow_fifth_copy=free) == expected


def test_a_drawn_wildcard_kind_is_a_wildcard() -> None:
    # Drawing a 5z, a wildcard kind, completes 22z; all four 5z held means none to draw.
    assert hupai.waits("123m456p789s1122z", wildcard_tiles="5z") == [27, 28, 31]
    assert 31 not in hupai.waits("123m456p789s5555z", wildcard_tiles="5z")
    useful = hupai.useful_tiles("23m56m456p789s111z", wildcard_tiles="7z")
    assert useful[33] == 4
    assert 31 not in hupai.useful_tiles("123m456p789s5555z", wildcard_tiles="5z")
    with pytest.raises(hupai.TileCountError, match="5 copies of 5z"):
        hupai.waits("123m456p789s5555z", wildcard_tiles="5z", visible="5z")
    hands = ["123m456p789s1122z", "123m456p789s5555z", "19m19p19s123456z5z"]
    mask = hupai.batch.waits(np.array([hupai.to_counts(h) for h in hands]), wildcard_tiles="5z")
    for row, hand in zip(mask, hands, strict=True):
        assert list(np.flatnonzero(row)) == hupai.waits(hand, wildcard_tiles="5z")
