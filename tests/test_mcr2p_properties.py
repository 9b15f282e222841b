"""The engine's two-player scorer agrees with the reference (hupai.reference.mcr2p) on
generated two-player hands under both presets: the same fans with their counts, the same
total and minimum, and the same reading wherever the fans do not leave the choice to the
order readings are found in (shared decision 4's last step). 2,000 hands a preset in the
long run; every hand a generated one of tests/mcr2p_hands.py (melds, kongs of both kinds,
seven pairs, nine gates, every flag mcr2p.md 3 allows)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mcr2p_agree import agree
from mcr2p_hands import two_player_hand, two_player_hands
from sizes import examples

from hupai.errors import NotWinningError
from hupai.reference.mcr2p import score_request as reference_score
from hupai.rules.two_player import MCR_2P, MCR_2P_V3, Mcr2pRuleSet
from hupai.scoring.mcr2p_engine import score_two_player_request
from hupai.scoring.mcr2p_request import read_two_player_request

PRESETS = [MCR_2P, MCR_2P_V3, MCR_2P.with_options(min_points=8)]
IDS = ["MCR_2P", "MCR_2P_V3", "MCR_2P-min8"]


@pytest.mark.parametrize("rules", PRESETS, ids=IDS)
@settings(max_examples=examples(2000), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**64 - 1))
def test_engine_equals_reference(rules: Mcr2pRuleSet, seed: int) -> None:
    request = two_player_hand(random.Random(seed), rules)
    # Every generated hand is one the reader accepts as it is.
    assert read_two_player_request(request, rules=rules) == request
    agree(request, rules)


@pytest.mark.parametrize("rules", PRESETS, ids=IDS)
@settings(max_examples=examples(1000), deadline=None)
@given(seed=st.integers(0, 2**64 - 1), data=st.data())
def test_near_misses_refused_by_both(rules: Mcr2pRuleSet, seed: int, data: st.DataObject) -> None:
    # A winning hand with one standing tile swapped for another kind: both scorers give the
    # same score, or both refuse it.
    request = two_player_hand(random.Random(seed), rules)
    standing = list(request.standing)
    held = [t for t in range(34) if standing[t]]
    if not held:
        return
    out = data.draw(st.sampled_from(held))
    into = data.draw(st.sampled_from([t for t in (*range(9), *range(27, 34)) if t != out]))
    standing[out] -= 1
    standing[into] += 1
    changed = request._replace(standing=tuple(standing))
    try:
        changed = read_two_player_request(changed, rules=rules)
    except ValueError:
        return  # a fifth copy, or a flag the changed hand no longer allows
    try:
        want = reference_score(changed, rules)
    except NotWinningError:
        with pytest.raises(NotWinningError):
            score_two_player_request(changed, rules)
        return
    agree(changed, rules)
    assert score_two_player_request(changed, rules).total == want.total


@pytest.mark.parametrize("rules", PRESETS[:2], ids=IDS[:2])
def test_generated_hands_hold_every_fan(rules: Mcr2pRuleSet) -> None:
    # So that the agreement above is tested on every fan of the table, the rarest (双暗杠,
    # 一色双龙会) coming up about five times in 2,000 hands.
    seen = {f.id for r in two_player_hands(4000, rules, seed=3)
            for f in score_two_player_request(r, rules).fans}  # fmt: skip
    assert sorted({f.id for f in rules.fans} - seen) == []
