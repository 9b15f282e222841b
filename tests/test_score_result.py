"""The Score type: total, fan order and the 8-point minimum without flowers."""

from __future__ import annotations

import pytest

import hupai
from hupai.scoring.result import make_score


def test_totals_order_and_minimum() -> None:
    score = make_score({81: 3, 69: 2, 22: 1, 59: 0}, None)
    assert [(f.fan.zh, f.count, f.points, f.total) for f in score.fans] == [
        ("清一色", 1, 24, 24),
        ("一般高", 2, 1, 2),
        ("花牌", 3, 1, 3),
    ]
    assert score.total == 29 == sum(f.total for f in score.fans) and score.meets_minimum


def test_a_fans_points_are_its_own_and_its_total_is_what_it_adds() -> None:
    # 四归一 (Tile Hog, 2 points) counted twice: PyMahjongGB's fan_point is 2, and it adds 4.
    score = hupai.score("111123m444456p9s", win_tile="9s")
    hog = next(f for f in score.fans if f.en == "Tile Hog")
    assert (hog.points, hog.count, hog.total) == (2, 2, 4)
    assert hog.points == hog.fan.points
    assert score.total == sum(f.total for f in score.fans) == 11
    gb = pytest.importorskip("MahjongGB")
    hand = tuple("W1 W1 W1 W1 W2 W3 B4 B4 B4 B4 B5 B6 T9".split())
    situation = ((), hand, "T9", 0, False, False, False, False, 0, 0)
    verbose = gb.MahjongFanCalculator(*situation, True)
    assert [(f.points, f.count, f.zh, f.en) for f in score.fans] == list(verbose)
    plain = gb.MahjongFanCalculator(*situation)
    assert [(f.total, f.zh) for f in score.fans] == list(plain)
