"""MCR's fans as conditions of a local rule set (hupai.rules.mcr_fan): a fan MCR finds on the
reading's logical hand holds, with its count; engine and reference agree."""

from __future__ import annotations

import pytest

import hupai
from hupai.errors import UnknownFanError
from hupai.rules import BASIC_LAIZI, HONGZHONG, Fan, mcr_fan

MIXED = HONGZHONG.with_fans(Fan(9, "花龙", "Mixed Straight", 2, mcr_fan("Mixed Straight")))


def test_a_wildcard_completes_an_mcr_fan() -> None:
    # 123m 456p 789s: 花龙 once the 红中 (winning tile) stands for 1s beside 11s and 23s.
    s = hupai.score("123m456p789s11s23s", win_tile="7z", self_drawn=True, rules=MIXED)
    assert [(f.zh, f.count) for f in s.fans] == [("平和", 1), ("花龙", 1)]
    assert (s.total, s.points) == (2, 4)
    assert s == hupai.reference.score(
        "123m456p789s11s23s", win_tile="7z", self_drawn=True, rules=MIXED
    )


def test_a_hand_without_the_fan() -> None:
    s = hupai.score("123m456m789s11s23s", win_tile="7z", self_drawn=True, rules=MIXED)
    assert "花龙" not in [f.zh for f in s.fans]


def test_the_fan_counts_as_mcr_scores_the_logical_hand() -> None:
    # 一般高 (Pure Double Chow): 112233m with a joker as 3m, as MCR counts it on 112233m.
    doubled = BASIC_LAIZI.with_fans(Fan(4, "一般高", "Pure Double Chow", 1, mcr_fan(69)))
    s = hupai.score("11223mJ456p789s5s", win_tile="5s", rules=doubled)
    mcr = hupai.score("112233m456p789s5s", win_tile="5s")
    assert dict((f.zh, f.count) for f in s.fans)["一般高"] == 1
    assert [f.count for f in mcr.fans if f.zh == "一般高"] == [1]


def test_an_unknown_fan_is_refused() -> None:
    with pytest.raises(UnknownFanError, match="Mixed Strait"):
        mcr_fan("Mixed Strait")
