"""The engine's best reading, which leaves readings out that cannot come first (the regular
form found suit by suit, rust/src/local/suits.rs; seven pairs walked a class of kinds at
once, ``Table::seven_alike``), is the best of every reading the engine lists
(``_core.local_readings``, which walks them all), tallied and chosen by
:func:`hupai.rules.tally.best`: on generated hands of 0-4 wildcards under every rule set and
option variant, and on the benchmark's hands of four wildcards."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from local_strategies import RULE_SETS, local_calls
from sizes import examples

from hupai import _core
from hupai.errors import HupaiError
from hupai.rules import HONGZHONG, TUIDAO
from hupai.rules.local import LocalRuleSet
from hupai.rules.tally import best, exclusion_order, tally
from hupai.scoring import local_engine
from hupai.scoring.local_request import read_local_request


def _both(rules: LocalRuleSet, hand: str, kwargs: dict[str, Any]) -> tuple[Any, Any]:
    """The engine's best reading and the best of all it lists, as (fans, uncapped, total,
    points, decomposition, win, group); None for a hand that does not win."""
    request = read_local_request(rules, hand, **kwargs)
    args = local_engine._arguments(rules, request)
    got = _core.local_score(*args)
    decompositions, listed = _core.local_readings(*args)
    order = exclusion_order(rules)
    tallies = [tally(rules, list(r[4]), order) for r in listed]
    chosen = best(zip(tallies, (decompositions[r[0]].wildcards for r in listed), strict=True))
    if chosen is None:
        return got, None
    t, r = tallies[chosen], listed[chosen]
    fans = {i: c for i, c in t.fans.items() if c > 0}
    want = (fans, t.uncapped, t.total, t.points, decompositions[r[0]], r[1], r[2])
    return got, want


def _same(got: Any, want: Any) -> None:
    if want is None:
        assert got is None
        return
    assert tuple(got) == want


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_the_best_reading_is_the_best_of_all(name: str) -> None:
    rules = RULE_SETS[name]

    @settings(max_examples=examples(3000), deadline=None, suppress_health_check=list(HealthCheck))
    @given(local_calls(rules))
    def check(call: tuple[str, dict[str, Any]]) -> None:
        hand, kwargs = call
        try:
            got, want = _both(rules, hand, kwargs)
        except HupaiError:
            return
        _same(got, want)

    check()


FLIP = TUIDAO.with_options(ghost="flip")


@pytest.mark.parametrize(
    ("rules", "hand", "kwargs"),
    [
        (HONGZHONG, "123m456p1199s777z", {"win_tile": "7z", "self_drawn": True}),
        (HONGZHONG, "1122m3344p55s777z", {"win_tile": "7z", "self_drawn": True}),
        (HONGZHONG, "12m456p789s11s777z", {"win_tile": "7z", "self_drawn": True}),
        (FLIP, "123456789m5p111s", {"win_tile": "1s", "indicator": "9s"}),
        (FLIP, "22m345p678s99p111s", {"win_tile": "5s", "indicator": "9s"}),
        (FLIP, "1199m1199p55z111s", {"win_tile": "1s", "indicator": "9s"}),
    ],
)
def test_hands_of_four_wildcards(rules: LocalRuleSet, hand: str, kwargs: dict[str, Any]) -> None:
    got, want = _both(rules, hand, kwargs)
    assert want is not None
    _same(got, want)
