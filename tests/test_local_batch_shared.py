"""A batch's hands share, thread by thread, the worth of the feature vectors and the suits'
lists of ways found for the hands before them (rust/src/local/shared.rs): each row must still
score as its own single call does, whatever came before it in the batch or in another batch
under another rule set."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from local_rows import columns
from local_strategies import RULE_SETS, local_calls
from sizes import examples

import hupai
from hupai.rules import HONGZHONG, TUIDAO
from hupai.rules.fan import Fan
from hupai.rules.local import LocalRuleSet
from hupai.rules.vocabulary import F
from hupai.tiles import format_tiles, tile, to_counts
from hupai.tiles._kinds import mpsz

#: 推倒胡 with 白板 ghosts and fans of every feature the winning tile's place sets (on a
#: discard or self-drawn), each its own value: rows that differ only there differ in fans.
PROBE = TUIDAO.with_options(ghost="white").with_fans(
    Fan(30, "暗刻", "Concealed Pungs", 1, F.concealed_pungs >= 1, count=F.concealed_pungs),
    Fan(31, "边张", "Edge Wait", 1, F.win_edge == 1),
    Fan(32, "嵌张", "Closed Wait", 1, F.win_closed == 1),
    Fan(33, "两面", "Two-Sided Wait", 1, F.win_two_sided == 1),
    Fan(34, "单钓", "Single Wait", 1, F.win_on_pair == 1),
    Fan(35, "和刻", "Won in a Pung", 1, F.win_in_pung == 1),
    Fan(36, "四归一", "Tile Hog", 1, F.quads >= 1, count=F.quads),
    Fan(37, "张数", "Winning Copies", 1, F.win_copies >= 1, count=F.win_copies),
    Fan(38, "将", "Pair Kind", 1, F.pair >= 1, count=F.pair),
)

#: The probe with no 1m or 9p, and a fan of terminals: the three suits' kinds are not alike
#: to it (no wildcard may stand for those two), so one suit's ways are not another's.
LOPSIDED = dataclasses.replace(
    PROBE.with_fans(Fan(39, "幺九", "Terminals", 1, F.terminals >= 1, count=F.terminals)),
    copies=tuple(0 if t in (0, 17) else 4 for t in range(34)),
)


def _batched(rules: LocalRuleSet, calls: list[tuple[str, dict[str, Any]]], threads: int) -> Any:
    totals, points, fans = hupai.batch.score(**columns(rules, calls), rules=rules,
                                             threads=threads)  # fmt: skip
    rows = zip(totals, points, fans, strict=True)
    return [(int(t), int(p), [int(c) for c in f]) for t, p, f in rows]


def _single(rules: LocalRuleSet, hand: str, kwargs: dict[str, Any]) -> Any:
    s = hupai.score(hand, rules=rules, **kwargs)
    counts = {f.id: f.count for f in s.fans}
    return (s.total, s.points, [counts.get(f.id, 0) for f in rules.fans])


def _claimable(call: tuple[str, dict[str, Any]]) -> bool:
    # The four-ghost claim is no batch column.
    return not call[1].get("four_ghosts")


def _variants(rules: LocalRuleSet, call: tuple[str, dict[str, Any]]) -> list[Any]:
    """The call; as won the other way (self-drawn or on a discard); and won on each other
    kind of its concealed tiles in the winning tile's suit (the same tiles): each where it
    can be."""
    hand, kwargs = call
    made = [{**kwargs, "self_drawn": not kwargs.get("self_drawn")}]
    win = kwargs["win_tile"]
    if win != "J" and "J" not in hand:
        counts, w = to_counts(hand), tile(win)
        for k in range(w // 9 * 9, min(w // 9 * 9 + 9, 34)):
            if k != w and counts[k] and k not in rules.wildcards.kinds(kwargs.get("indicator")):
                moved = list(counts)
                moved[k] -= 1
                moved[w] += 1
                made.append({**kwargs, "win_tile": mpsz(k), "hand": format_tiles(moved)})
    out = [call]
    for other in made:
        other_hand = other.pop("hand", hand)
        try:
            hupai.score(other_hand, rules=rules, **other)
        except hupai.HupaiError:
            continue
        out.append((other_hand, other))
    return out


def _check(rules: LocalRuleSet, calls: list[tuple[str, dict[str, Any]]], threads: int) -> None:
    # Each call twice or more, again after every other and won the other way: its suits'
    # lists and vectors then come from the batch's memory, or must not.
    calls = [v for call in calls for v in _variants(rules, call)]
    calls = calls + calls[::-1]
    want = [_single(rules, hand, kwargs) for hand, kwargs in calls]
    assert _batched(rules, calls, threads) == want


@settings(max_examples=examples(40), deadline=None, suppress_health_check=list(HealthCheck))
@given(st.data(), st.sampled_from(sorted(RULE_SETS)), st.integers(1, 2))
def test_each_row_scores_as_its_single_call(data: st.DataObject, name: str, threads: int) -> None:
    rules = RULE_SETS[name]
    calls = data.draw(st.lists(local_calls(rules).filter(_claimable), min_size=1, max_size=25))
    _check(rules, calls, threads)


@settings(max_examples=examples(200), deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(local_calls(PROBE).filter(_claimable), min_size=1, max_size=25))
def test_rows_that_differ_in_the_winning_tiles_place(calls: list[Any]) -> None:
    _check(PROBE, calls, 1)


@settings(max_examples=examples(200), deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(local_calls(LOPSIDED).filter(_claimable), min_size=1, max_size=25))
def test_suits_whose_kinds_are_not_alike(calls: list[Any]) -> None:
    _check(LOPSIDED, calls, 1)


def test_a_suits_ways_are_not_those_of_a_suit_unlike_it() -> None:
    # 23p and a ghost may be 123p (a terminal), 23m and a ghost only 234m under LOPSIDED (the
    # other ghost pairs the winning 2z; two ghosts, so that the hands are read suit by suit):
    # the m hand, after the p hand, must not be read as 123m.
    call = {"win_tile": "2z", "self_drawn": True}
    calls = [("23p55z456m789s111z", call), ("23m55z456p789s111z", call)]
    assert _single(LOPSIDED, *calls[0]) != _single(LOPSIDED, *calls[1])
    _check(LOPSIDED, calls, 1)


@pytest.mark.parametrize("first", ["m", "p"])
def test_a_suits_ways_moved_to_another_suit_move_its_pair(first: str) -> None:
    # The pair feature names the pair's kind: a fan of the 5p pair counts on the p hand only,
    # whichever hand's suit ways the batch made first (once the m hand's, moved, counted it).
    rules = HONGZHONG.with_fans(Fan(9, "五筒将", "Pair of 5p", 3, F.pair == tile("5p")))
    hands = {"m": "123m456m789m5m11s7z", "p": "123p456p789p5p11s7z"}
    call = {"win_tile": "7z", "self_drawn": True}
    calls = [(hands[s], call) for s in (first, "p" if first == "m" else "m")]
    assert _single(rules, hands["p"], call)[:2] == (4, 16)
    assert _single(rules, hands["m"], call)[:2] == (1, 2)
    _check(rules, calls, 1)


def test_a_suits_ways_are_the_same_ways_of_another_suit() -> None:
    # One shape in each suit, won on its middle tile, in one batch: the later suits' ways are
    # the first's, moved; each row as its single call.
    calls = [(f"1122334{a}456{b}77{c}5z", {"win_tile": f"4{a}", "self_drawn": True})
             for a, b, c in ("mps", "psm", "smp")]  # fmt: skip
    rules = TUIDAO.with_options(ghost="white")
    assert len({str(_single(rules, hand, kwargs)) for hand, kwargs in calls}) == 1
    _check(rules, calls, 1)


def test_batches_under_other_rule_sets_share_nothing() -> None:
    # One hand under two rule sets whose tables differ, batch after batch on one thread: the
    # second batch must not read the first one's lists or worth.
    hand, kwargs = "1112345678999m", {"win_tile": "5m", "self_drawn": True}
    flip = TUIDAO.with_options(ghost="flip")
    wild = {"win_tile": "5m", "self_drawn": True, "indicator": "9p"}
    for rules, call in ((HONGZHONG, kwargs), (TUIDAO, kwargs), (flip, wild), (HONGZHONG, kwargs)):
        assert _batched(rules, [(hand, call)] * 3, 1) == [_single(rules, hand, call)] * 3
