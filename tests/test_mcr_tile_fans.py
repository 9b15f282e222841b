"""The fans of which tiles a hand holds, on rule-book examples."""

from __future__ import annotations

from collections import Counter

import pytest

from hupai.reference.mcr import tile_fans
from hupai.rules import mcr
from hupai.tiles import parse


def _names(fans: dict[int, int]) -> set[str]:
    return {mcr.by_id(i).en for i in fans}


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("123456789m11122m", {"Full Flush"}),
        ("123456789m11122z", {"Half Flush"}),
        ("123m456p11122z789m", {"One Voided Suit"}),
        ("123m456p789s22m33s", {"No Honors"}),
        ("123m456p789s1155z", {"All Types"}),
        ("123m456p789s11z", set()),
    ],
)
def test_suit_fans(hand: str, expected: set[str]) -> None:
    assert _names(tile_fans.suit_fans(Counter(parse(hand)))) == expected


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("234m345p456s66688s", {"All Simples"}),
        ("22334466888s666z", {"All Green"}),
        ("1112223334445z", {"All Honors"}),
        ("111999m111999p11s", {"All Terminals"}),
        ("111999m111p11122z", {"All Terminals and Honors"}),
        ("1234589p22458s555z", {"Reversible Tiles"}),
        ("234p456s", {"All Simples", "Reversible Tiles"}),
    ],
)
def test_trait_fans(hand: str, expected: set[str]) -> None:
    assert _names(tile_fans.trait_fans(Counter(parse(hand)))) == expected


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("123m123p11s", {"Lower Tiles"}),
        ("1234m44p", {"Lower Four"}),
        ("789m99p", {"Upper Tiles"}),
        ("6789m66s", {"Upper Four"}),
        ("456m44p", {"Middle Tiles"}),
        ("4567m", set()),
        ("123m11z", set()),
    ],
)
def test_rank_fans(hand: str, expected: set[str]) -> None:
    assert _names(tile_fans.rank_fans(Counter(parse(hand)))) == expected


def test_tile_hog_counts_fours_outside_kongs() -> None:
    assert tile_fans.tile_hog(Counter(parse("1111m2222p")), kongs=0) == {64: 2}
    assert tile_fans.tile_hog(Counter(parse("1111m2222p")), kongs=1) == {64: 1}
    assert tile_fans.tile_hog(Counter(parse("111m")), kongs=0) == {}
