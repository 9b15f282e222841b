"""Shanten (向听数) through the public API, and against the `mahjong` package and PyMahjongGB."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mahjong.shanten import Shanten
from MahjongGB import (
    HonorsAndKnittedTilesShanten,
    KnittedStraightShanten,
    MahjongShanten,
    RegularShanten,
    SevenPairsShanten,
    ThirteenOrphansShanten,
)
from sizes import examples
from strategies import concealed_tiles

import hupai

SHANTEN = [
    # (hand, wildcards, regular, seven pairs, thirteen orphans)
    # 11z the only pair: five more pairs from the nine singles; orphans 1m 9s E S + pair.
    ("123m456p789s11222z", 0, -1, 4, 8),
    ("123m456p789s1122z", 0, 0, 4, 8),
    ("123m456p789s1123z", 0, 1, 5, 7),
    ("123m456p789s1234z", 0, 2, 6, 7),
    ("1122m3344p5566s7z", 0, 3, 0, 10),
    # Four of a kind is two pairs in MCR seven pairs.
    ("1111m3344p5566s7z", 0, 2, 0, 10),
    ("19m19p19s1234567z", 0, 8, 6, 0),
    # Wildcards count as drawn tiles: thirteen wildcards wait on anything.
    ("", 13, 0, 0, 0),
    ("123m456p789s112z", 1, 0, 4, 7),
]


@pytest.mark.parametrize(("hand", "wildcards", "regular", "pairs", "orphans"), SHANTEN)
def test_shanten_by_form(hand: str, wildcards: int, regular: int, pairs: int, orphans: int) -> None:
    expected = {"regular": regular, "seven_pairs": pairs, "thirteen_orphans": orphans}
    by_form = hupai.shanten_by_form(hand, wildcards=wildcards)
    assert {form: by_form[form] for form in expected} == expected
    assert hupai.shanten(hand, wildcards=wildcards) == min(by_form.values())


# Three pungs and four of a kind: the only wait is a fifth copy.
def test_a_wait_on_a_fifth_copy_counts_only_when_allowed() -> None:
    assert hupai.shanten("111m222p333s4444z", forms=["regular"]) == 1
    assert hupai.shanten("111m222p333s4444z", forms=["regular"], allow_fifth_copy=True) == 0


KNITTED = [
    # Honors and knitted tiles (全不靠) complete; knitted straight (组合龙) needs a meld + pair.
    ("147m258p369s12345z", -1, 2),
    ("147m258p369s5551z", 2, 0),
    ("147m258p36s55511z", 3, 0),
]


@pytest.mark.parametrize(("hand", "honors_and_knitted", "straight"), KNITTED)
def test_knitted_forms(hand: str, honors_and_knitted: int, straight: int) -> None:
    by_form = hupai.shanten_by_form(hand)
    assert by_form["honors_and_knitted"] == honors_and_knitted
    assert by_form["knitted_straight"] == straight
    both = hupai.shanten(hand, forms="knitted")
    assert both == min(honors_and_knitted, straight)


def test_declared_melds_leave_the_regular_form() -> None:
    # Ten tiles: one declared meld, so knitted straight (nine tiles and a pair) still applies.
    assert hupai.shanten_by_form("147m258p369s1z") == {"regular": 6, "knitted_straight": 0}
    assert hupai.shanten_by_form("123m45p") == {"regular": 0}
    assert hupai.shanten_by_form("1m") == {"regular": 0}
    assert hupai.shanten_by_form("12m") == {"regular": 0}
    assert hupai.shanten_by_form("11m") == {"regular": -1}
    with pytest.raises(hupai.HandSizeError, match="need a concealed hand \\(13 or 14 tiles\\)"):
        hupai.shanten("123m45p", forms=["seven_pairs"])


@pytest.mark.parametrize(
    ("hand", "kwargs", "error", "message"),
    [
        ("123m", {}, hupai.HandSizeError, r"hand has 3 tiles .* shanten takes a hand of 13"),
        ("", {}, hupai.HandSizeError, r"hand has 0 tiles"),
        ("123m456p789s1122z", {"forms": ["knitted_x"]}, hupai.OptionError, r"knitted_x"),
        ("123m456p789s1122z", {"forms": 7}, hupai.OptionError, r"got 7"),
        ("123m456p789s1122z", {"forms": []}, hupai.OptionError, r"forms must be some of"),
        ("11111m", {}, hupai.TileCountError, r"5 copies of 1m"),
    ],
)
def test_bad_input(hand: str, kwargs: dict[str, object], error: type, message: str) -> None:
    with pytest.raises(error, match=message):
        hupai.shanten(hand, **kwargs)


MAHJONG = Shanten()
GB_CODES = [f"W{r}" for r in range(1, 10)] + [f"B{r}" for r in range(1, 10)]
GB_CODES += [f"T{r}" for r in range(1, 10)] + ["F1", "F2", "F3", "F4", "J3", "J2", "J1"]


def _gb_hand(counts: list[int]) -> tuple[str, ...]:
    return tuple(GB_CODES[t] for t in range(34) for _ in range(counts[t]))


@settings(max_examples=examples(2000), deadline=None)
@given(concealed_tiles(13))
def test_same_as_mahjong_package(counts: list[int]) -> None:
    # Without fifth copies, as riichi counts; its seven pairs differ (distinct pairs only).
    by_form = hupai.shanten_by_form(counts)
    assert by_form["regular"] == MAHJONG.calculate_shanten_for_regular_hand(counts)
    assert by_form["thirteen_orphans"] == MAHJONG.calculate_shanten_for_kokushi_hand(counts)


@settings(max_examples=examples(2000), deadline=None)
@given(concealed_tiles(13))
def test_same_as_pymahjonggb(counts: list[int]) -> None:
    # PyMahjongGB counts melds, partial melds and the pair with no copy limit.
    by_form = hupai.shanten_by_form(counts, allow_fifth_copy=True)
    hand = _gb_hand(counts)
    assert by_form["regular"] == RegularShanten(hand=hand)[0]
    assert by_form["seven_pairs"] == SevenPairsShanten(hand=hand)[0]
    assert by_form["thirteen_orphans"] == ThirteenOrphansShanten(hand=hand)[0]
    assert by_form["honors_and_knitted"] == HonorsAndKnittedTilesShanten(hand=hand)[0]
    assert by_form["knitted_straight"] == KnittedStraightShanten(hand=hand)[0]
    assert min(by_form.values()) == MahjongShanten(pack=(), hand=hand)


def test_riichi_seven_pairs_differs_on_three_of_a_kind() -> None:
    # MCR pairs 1112 as 11 + 12 and then a fourth 1m makes two pairs; riichi wants 7 kinds.
    counts = hupai.to_counts("111m3344p5566s77z")
    assert hupai.shanten_by_form(counts)["seven_pairs"] == 0
    assert MAHJONG.calculate_shanten_for_chiitoitsu_hand(counts) == 1


@settings(max_examples=examples(2000), deadline=None)
@given(concealed_tiles(13), st.integers(0, 8))
def test_each_wildcard_is_a_drawn_tile(counts: list[int], wildcards: int) -> None:
    # Turning k real tiles into wildcards never raises shanten, and all 13 wildcards wait.
    tiles = [t for t in range(34) for _ in range(counts[t])]
    fewer = hupai.to_counts(tiles[wildcards:])
    assert hupai.shanten(fewer, wildcards=wildcards) <= hupai.shanten(counts)
    assert hupai.shanten(fewer, wildcards=wildcards) >= 0


def test_useful_tiles() -> None:
    # Three melds and 23m 56m: 1m 4m 7m make a meld, 2m 3m 5m 6m a pair.
    useful = hupai.useful_tiles("23m56m456p789s111z", forms="regular")
    assert useful == {0: 4, 1: 3, 2: 3, 3: 4, 4: 3, 5: 3, 6: 4}
    seen = hupai.useful_tiles("23m56m456p789s111z", forms="regular", visible="1111m44m")
    assert seen == {1: 3, 2: 3, 3: 2, 4: 3, 5: 3, 6: 4}
    # Seven pairs one short: only its single, with two copies left after one is seen.
    assert hupai.useful_tiles("1122m3344p5566s7z", visible="7z") == {33: 2}
    with pytest.raises(hupai.HandSizeError, match="waiting to draw holds 13, 10, 7, 4 or 1"):
        hupai.useful_tiles("123m456p789s11222z")


@settings(max_examples=examples(2000), deadline=None)
@given(concealed_tiles(13))
def test_useful_tiles_same_as_pymahjonggb(counts: list[int]) -> None:
    # PyMahjongGB also tries a fifth copy when the hand is waiting; a set has no fifth copy,
    # so compare the tiles the hand holds fewer than four of.
    hand = _gb_hand(counts)
    ours = hupai.useful_tiles(counts, forms="regular", allow_fifth_copy=True)
    theirs = {GB_CODES.index(code) for code in RegularShanten(hand=hand)[1]}
    assert set(ours) == {t for t in theirs if counts[t] < 4}


@pytest.mark.parametrize("function", [hupai.useful_tiles, hupai.reference.useful_tiles])
def test_useful_tiles_checks_the_size_before_the_visible_tiles(function: object) -> None:
    with pytest.raises(hupai.HandSizeError):
        function("123m456p789s11z", visible="1111z")  # type: ignore[operator]


def test_one_form_that_does_not_apply_is_named_singly() -> None:
    with pytest.raises(hupai.HandSizeError, match="the form seven_pairs does not apply"):
        hupai.shanten("1m", forms="seven_pairs")
