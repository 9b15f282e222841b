"""The engine and the reference scorer agree on every local rule set: the same Score (fans,
counts, totals, points, the wildcards' tiles and the reading) or the same error, on generated
hands with 0-4 wildcards, melds and every situation flag (2,000 a rule set in the long run)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from local_strategies import RULE_SETS, local_calls
from sizes import examples

import hupai
from hupai.errors import HupaiError

pytest.importorskip("hupai.scoring.local_engine", reason="the local engine is not built yet")


def _outcome(scorer: Any, rules: Any, hand: str, kwargs: dict[str, Any]) -> Any:
    try:
        return scorer(hand, rules=rules, **kwargs)
    except HupaiError as err:
        return type(err), str(err)


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_engine_equals_reference_on_winning_hands(name: str) -> None:
    rules = RULE_SETS[name]

    @settings(max_examples=examples(2000), deadline=None, suppress_health_check=list(HealthCheck))
    @given(local_calls(rules))
    def check(call: tuple[str, dict[str, Any]]) -> None:
        hand, kwargs = call
        engine = _outcome(hupai.score, rules, hand, kwargs)
        reference = _outcome(hupai.reference.score, rules, hand, kwargs)
        assert engine == reference, (hand, kwargs)
        # A generated winning hand wins (and is scored) under its rule set.
        assert not isinstance(engine, tuple) or engine[0] is not hupai.NotWinningError, engine

    check()


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_engine_equals_reference_on_near_misses(name: str) -> None:
    rules = RULE_SETS[name]

    @settings(max_examples=examples(500), deadline=None, suppress_health_check=list(HealthCheck))
    @given(local_calls(rules, win=False))
    def check(call: tuple[str, dict[str, Any]]) -> None:
        hand, kwargs = call
        assert _outcome(hupai.score, rules, hand, kwargs) == _outcome(
            hupai.reference.score, rules, hand, kwargs
        ), (hand, kwargs)

    check()


@given(st.data())
@settings(max_examples=examples(200), deadline=None, suppress_health_check=list(HealthCheck))
def test_generated_hands_are_read_without_input_errors(data: st.DataObject) -> None:
    """The generator makes valid calls: only the reader's checks stand between them and a
    score, so an input error here is a generator fault that would hide the comparison."""
    from hupai.scoring.local_request import read_local_request

    name = data.draw(st.sampled_from(sorted(RULE_SETS)))
    rules = RULE_SETS[name]
    hand, kwargs = data.draw(local_calls(rules))
    read_local_request(rules, hand, **kwargs)
