"""The engine agrees with the reference (hupai.reference.mcr2p) under two-player tables of
one's own, not just the two presets: each preset with every exclusion emptied, with a random
part of each fan's exclusions kept, and with random points (0-100, so that other readings
win). The reference collects every candidate fan (mcr2p.md 5.1) and leaves all leaving-out to
the table's walk (5.2); so must the engine, whatever the table excludes. 2,000 hands in the
long run, each a generated one of tests/mcr2p_hands.py under its own table; and hands that
pin each tier the engine puts back beside MCR's higher fans (mcr2p.md 5.1)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mcr2p_agree import agree
from mcr2p_hands import two_player_hand
from mcr2p_rows import request_of
from sizes import examples

from hupai.reference.mcr2p import score_request as reference_score
from hupai.rules.two_player import MCR_2P, MCR_2P_V3, Mcr2pRuleSet
from hupai.rules.two_player_fan import PREDICATES, Fan
from hupai.scoring.mcr2p_engine import score_two_player_request

#: How a table's exclusions and points are drawn: every exclusion dropped ("bare"), each kept
#: with even odds ("some") or all kept ("all"); the preset's points or random ones.
MODES = [("bare", False), ("bare", True), ("some", False), ("some", True), ("all", True)]
PRESETS = {"MCR_2P": MCR_2P, "MCR_2P_V3": MCR_2P_V3}


def custom_table(
    rng: random.Random, preset: Mcr2pRuleSet, excludes: str, points: bool
) -> Mcr2pRuleSet:
    """``preset``'s fans, in its order and with its predicates, their exclusions and points
    drawn as ``excludes`` and ``points`` say."""
    fans = []
    for f in preset.fans:
        kept = {"bare": (), "some": tuple(e for e in f.excludes if rng.random() < 0.5)}
        fans.append(
            f._replace(
                excludes=kept.get(excludes, f.excludes),
                points=rng.randint(0, 100) if points else f.points,
            )
        )
    return Mcr2pRuleSet(f"{preset.name}-{excludes}{'-points' if points else ''}", tuple(fans))


@settings(max_examples=examples(2000), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**64 - 1),
    preset=st.sampled_from(sorted(PRESETS)),
    mode=st.sampled_from(MODES),
)
def test_engine_equals_reference_under_custom_tables(
    seed: int, preset: str, mode: tuple[str, bool]
) -> None:
    rng = random.Random(seed)
    rules = custom_table(rng, PRESETS[preset], *mode)
    agree(two_player_hand(rng, PRESETS[preset]), rules)


def _bare(preset: Mcr2pRuleSet) -> Mcr2pRuleSet:
    return Mcr2pRuleSet(f"{preset.name}-bare", tuple(f._replace(excludes=()) for f in preset.fans))


BARE = {"MCR_2P": _bare(MCR_2P), "MCR_2P_V3": _bare(MCR_2P_V3)}

#: Hands under a preset with every exclusion emptied, each with fans it must and must not
#: count (0): the lower tiers MCR's predicates leave out beside a higher one are candidates
#: of their own (mcr2p.md 5.1), each family once where it holds and once where it does not.
TIERS = [
    # 单钓将 in seven pairs: a unique wait, and one also won on 2m, 5m or 7m (regularly).
    ("MCR_2P", "1133m557799m11z2z +2z", {"七对": 1, "单钓将": 1}),
    ("MCR_2P", "111m22334455m77m +1m", {"七对": 1, "单钓将": 0}),
    # 报听 beside 天听: a heavenly declaration is one.
    ("MCR_2P", "123m456m789m111z2z +2z | heavenly_ready", {"天听": 1, "报听": 1}),
    ("MCR_2P_V3", "123m456m789m111z2z +2z | heavenly_ready", {"天听": 1, "报听": 1}),
    ("MCR_2P", "123m456m789m111z2z +2z", {"天听": 0, "报听": 0}),
    # The concealed pungs: 四暗刻 with 三暗刻 and 双暗刻 (and 碰碰胡); one claimed pung.
    ("MCR_2P", "111m333m555m777m9m +9m | tsumo",
     {"四暗刻": 1, "三暗刻": 1, "双暗刻": 1, "碰碰胡": 1}),
    ("MCR_2P", "[111m]333m555m777m9m +9m | tsumo", {"四暗刻": 0, "三暗刻": 1, "双暗刻": 1}),
    ("MCR_2P", "[111m][333m][555m] 777m9m +9m | tsumo", {"三暗刻": 0, "双暗刻": 0, "碰碰胡": 1}),
    # 碰碰胡 beside 四杠; not with a chow.
    ("MCR_2P", "[1111m][2222m]{3333m}{4444m} 5z +5z", {"四杠": 1, "碰碰胡": 1}),
    ("MCR_2P", "111m333m555m789m9m +9m", {"三暗刻": 1, "碰碰胡": 0}),
    # The kongs: every tier of two melded and two concealed; three concealed (no melded one,
    # not four); one of each is 明杠 + 暗杠.
    ("MCR_2P", "[1111m][2222m]{3333m}{4444m} 5z +5z",
     {"四杠": 1, "三杠": 0, "双明杠": 1, "双暗杠": 1, "明杠": 1, "暗杠": 1, "双暗刻": 1}),
    ("MCR_2P", "{1111m}{9999m}{5555z} 234m1z +1z",
     {"四杠": 0, "三杠": 1, "双暗杠": 1, "暗杠": 1, "双明杠": 0, "明杠": 0, "三暗刻": 1}),
    ("MCR_2P", "[1111m]{9999m} 234m456m1z +1z",
     {"明杠": 1, "暗杠": 1, "双明杠": 0, "双暗杠": 0, "双暗刻": 0}),
    # The winds: 三风刻 (V3's 大三风) beside 大四喜 and 小四喜, 幺九刻 then the fourth wind
    # alone; two wind pungs and a wind pair are none of them.
    ("MCR_2P", "[111z][222z] 333z444z5z +5z | seat=W",
     {"大四喜": 1, "三风刻": 1, "门风刻": 1, "幺九刻": 1}),
    ("MCR_2P_V3", "[111z][222z] 333z444z5z +5z | seat=W", {"大四喜": 1, "大三风": 1}),
    ("MCR_2P", "[111z][222z][333z] 123m4z +4z", {"小四喜": 1, "三风刻": 1, "幺九刻": 0}),
    ("MCR_2P", "[111z][222z] 123m456m3z +3z", {"小四喜": 0, "三风刻": 0, "幺九刻": 1}),
    # The dragons: 双箭刻 beside 大三元 and 小三元; not for one dragon pung.
    ("MCR_2P", "[555z][666z][777z] 123m1z +1z", {"大三元": 1, "双箭刻": 1, "箭刻": 3}),
    ("MCR_2P", "[555z][666z] 123m456m7z +7z", {"小三元": 1, "双箭刻": 1, "箭刻": 2}),
    ("MCR_2P", "[555z] 123m456m789m7z +7z", {"小三元": 0, "双箭刻": 0, "箭刻": 1}),
]  # fmt: skip


@pytest.mark.parametrize(
    ("preset", "example", "want"), TIERS, ids=[f"{p}:{x}" for p, x, _ in TIERS]
)
def test_every_tier_a_candidate(preset: str, example: str, want: dict[str, int]) -> None:
    rules, request = BARE[preset], request_of(example)
    for scored in (score_two_player_request(request, rules), reference_score(request, rules)):
        got = {f.zh: f.count for f in scored.fans}
        assert {name: got.get(name, 0) for name in want} == want
    agree(request, rules)


def test_no_mixed_kong_fan() -> None:
    # A table naming 明暗杠 (MCR's predicate 82) still scores one melded and one concealed
    # kong 明杠 + 暗杠 (mcr2p.md 6: no 明暗杠 here); both scorers never count it.
    fans = BARE["MCR_2P"].fans
    mixed = Fan(len(fans) + 1, "明暗杠", "Concealed Kong and Melded Kong", 5, (), 82, "", "")
    rules = Mcr2pRuleSet("with 82", (*fans, mixed))
    request = request_of("[1111m]{9999m} 234m456m1z +1z")
    for scored in (score_two_player_request(request, rules), reference_score(request, rules)):
        got = {f.zh for f in scored.fans}
        assert {"明杠", "暗杠"} <= got and "明暗杠" not in got


#: Every predicate its own fan, 1 point, nothing excluded: the candidates themselves, those
#: that never hold on 万 and honors (mcr2p.md 7) among them.
FLAT = Mcr2pRuleSet(
    "flat", tuple(Fan(p, f"P{p}", f"Predicate {p}", 1, (), p, "", "") for p in PREDICATES)
)


@settings(max_examples=examples(1000), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**64 - 1), preset=st.sampled_from(sorted(PRESETS)))
def test_engine_equals_reference_every_predicate_a_fan(seed: int, preset: str) -> None:
    agree(two_player_hand(random.Random(seed), PRESETS[preset]), FLAT)
