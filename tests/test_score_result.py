"""The Score type: total, fan order and the 8-point minimum without flowers."""

from __future__ import annotations

from hupai.scoring.result import make_score


def test_totals_order_and_minimum() -> None:
    score = make_score({81: 3, 69: 2, 22: 1, 59: 0}, None)
    assert [(f.fan.zh, f.count, f.points) for f in score.fans] == [
        ("清一色", 1, 24),
        ("一般高", 2, 2),
        ("花牌", 3, 3),
    ]
    assert score.total == 29 and score.meets_minimum


def test_flowers_do_not_reach_the_minimum() -> None:
    score = make_score({81: 8, 80: 1}, None)
    assert score.total == 9 and not score.meets_minimum
    assert make_score({43: 1}, None).meets_minimum  # Chicken Hand is worth 8
