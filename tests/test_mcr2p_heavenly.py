"""天胡 (mcr2p.md 3): the 14 dealt tiles have no winning tile of their own, so every kind held
is tried. The engine scores once the kinds that read alike (all but Nine Gates' kind, and
where 天胡 does not leave out the wait fans, a kind the rest waits on alone); the reference
tries each. Both must agree on every concealed hand declared 天胡, Nine Gates among them."""

from __future__ import annotations

import pytest
from mcr2p_calls import call
from mcr2p_hands import two_player_hands

import hupai
from hupai.rules.two_player import MCR_2P, MCR_2P_V3, Mcr2pRuleSet
from hupai.tiles import EAST


def _waits_kept() -> Mcr2pRuleSet:
    """MCR_2P with 天胡 no longer leaving out 边张, 坎张 and 单钓将: a table where the kind's
    wait matters."""
    waits = {f.id for f in MCR_2P.fans if f.predicate in (77, 78, 79)}
    fans = tuple(
        f._replace(excludes=tuple(x for x in f.excludes if x not in waits)) if f.zh == "天胡" else f
        for f in MCR_2P.fans
    )
    return Mcr2pRuleSet("MCR_2P, 天胡 with the wait fans", fans)


WAITS_KEPT = _waits_kept()


def _heavenly(rules: Mcr2pRuleSet) -> list:
    """Every concealed generated hand, declared 天胡: self-drawn by the dealer, no other flag."""
    hands = two_player_hands(3000, rules, seed=83)
    return [
        h._replace(self_drawn=True, last_copy=False, kong=False, last_tile=False,
                   seat_wind=EAST, ready=0, heavenly_hand=True, earthly_hand=False,
                   human_hand=False)
        for h in hands
        if not h.melds
    ]  # fmt: skip


@pytest.mark.parametrize("rules", (MCR_2P, MCR_2P_V3, WAITS_KEPT), ids=lambda r: r.name)
def test_heavenly_hands_engine_equals_reference(rules: Mcr2pRuleSet) -> None:
    hands = _heavenly(rules)
    assert len(hands) > 300
    nine_gates = 0
    for request in hands:
        hand, kwargs = call(request)
        engine = hupai.score(hand, rules=rules, **kwargs)
        assert engine == hupai.reference.score(hand, rules=rules, **kwargs), (hand, kwargs)
        nine_gates += any(f.zh == "九莲宝灯" for f in engine.fans)
    assert nine_gates > 0


def test_the_engine_skips_kinds_only_where_the_table_allows() -> None:
    from hupai.scoring.mcr2p_engine import native_table

    # A hand whose kinds wait differently: as 天胡 under WAITS_KEPT a wait fan may count.
    hand = "123m456m789m111z2z"
    kwargs = {"win_tile": "2z", "self_drawn": True, "heavenly_hand": True}
    for rules in (MCR_2P, WAITS_KEPT):
        native_table(rules)
        assert hupai.score(hand, rules=rules, **kwargs) == hupai.reference.score(
            hand, rules=rules, **kwargs
        )
    kept = hupai.score(hand, rules=WAITS_KEPT, **kwargs)
    assert any(f.zh in ("边张", "坎张", "单钓将") for f in kept.fans)
