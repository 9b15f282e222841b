"""``hupai.score`` under a local rule set reads the common call in Rust and sends the rest to
the Python reader (``read_local_request``): both ways must give the same Score, or the same
error (class and message), for any input. Each test runs a call through ``hupai.score`` and
through the Python way (``score_local``) on generated hands, winning or not, written in every
form the Rust reader takes, and with the wrong inputs the reader has to refuse."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from local_strategies import RULE_SETS, local_calls
from sizes import examples

import hupai
from hupai.melds import meld
from hupai.rules import BASIC_LAIZI, HONGZHONG, SICHUAN, TUIDAO
from hupai.rules.local import LocalRuleSet
from hupai.scoring import local_engine
from hupai.scoring.local_engine import local_table, score_local
from hupai.tiles import to_counts

for _rules in RULE_SETS.values():
    local_table(_rules)  # made and kept, as after a first call: the Rust reader's condition


def _outcome(call: Any, *args: Any, **kwargs: Any) -> object:
    try:
        score = call(*args, **kwargs)
    except hupai.HupaiError as err:
        return (type(err).__name__, str(err))
    # Types too: a Score's == would take 1 for True.
    return score, [type(v) for v in score]


def _both(rules: LocalRuleSet, hand: object, kw: dict[str, Any]) -> tuple[object, object]:
    return _outcome(hupai.score, hand, rules=rules, **kw), _outcome(score_local, rules, hand, **kw)


@pytest.fixture
def python_reads(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The calls that went the Python way (through ``read_local_request``)."""
    seen: list[object] = []
    reader = local_engine.read_local_request

    def counted(*args: Any, **kwargs: Any) -> Any:
        seen.append(args)
        return reader(*args, **kwargs)

    monkeypatch.setattr(local_engine, "read_local_request", counted)
    return seen


def _forms(hand: str, kw: dict[str, Any]) -> list[tuple[object, dict[str, Any]]]:
    """The call with its hand (and jokers) in each form the Rust reader takes."""
    out: list[tuple[object, dict[str, Any]]] = [(hand, kw)]
    jokers = hand.count("J")
    plain = hand.replace("J", "")
    if jokers and kw.get("win_tile") != "J":
        out.append((plain, {**kw, "wildcards": jokers}))
    if jokers:
        return out
    try:
        counts = list(to_counts(plain))
    except hupai.HupaiError:
        return out  # a string only (the edits make some)
    tiles = [t for t, c in enumerate(counts) for _ in range(c)]
    return [
        *out,
        (counts, kw),
        (tiles, {**kw, "melds": tuple(kw.get("melds", ()))}),
        (np.array(counts, dtype=np.int8), kw),
    ]


@settings(max_examples=examples(4000), deadline=None)
@given(st.sampled_from(sorted(RULE_SETS)), st.booleans(), st.data())
def test_generated_calls_agree(name: str, win: bool, data: st.DataObject) -> None:
    rules = RULE_SETS[name]
    hand, kw = data.draw(local_calls(rules, win))
    for form, given_kw in _forms(hand, kw):
        fast, python = _both(rules, form, given_kw)
        assert fast == python, (name, form, given_kw)


def test_common_calls_are_read_in_rust(python_reads: list[object]) -> None:
    # The reader is asked nothing for calls it reads in Rust, winning or not.
    calls = [
        (HONGZHONG, "123m456p789s1234s", {"win_tile": "4s", "self_drawn": True}),
        (HONGZHONG, "123m456p789s12s77z", {"win_tile": "3s", "self_drawn": True}),
        (SICHUAN, "123m456m789m1234s", {"win_tile": "4s", "void": "p"}),
        (SICHUAN, "123m456m789m1234s", {"win_tile": "9s", "kong_discard": True}),
        (TUIDAO, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], {"win_tile": 12, "ready": True}),
        (RULE_SETS["tuidao-flip"], "123m456p789s1234s", {"win_tile": "4s", "indicator": "3s"}),
        (BASIC_LAIZI, "123m456p789s12sJJ", {"win_tile": "J"}),
        (BASIC_LAIZI, "123m J 456p789s 12s", {"win_tile": "3s", "wildcards": 1}),
        (BASIC_LAIZI, "JJ1m23m456p789s12s", {"win_tile": "3s"}),
        (
            BASIC_LAIZI,
            "123m456p789s123s",
            {"win_tile": "5z", "wildcards": 1, "self_drawn": False},
        ),  # fmt: skip
        (
            TUIDAO,
            "123m456p789s1s",
            {"win_tile": "1s", "melds": [meld("555z")], "seat_wind": None, "flowers": 0},
        ),  # fmt: skip
    ]
    for rules, hand, kw in calls:
        fast, python = _both(rules, hand, kw)
        assert fast == python
        assert len(python_reads) == 1, (rules.name, hand)  # score_local's own read only
        python_reads.clear()


def test_scores_read_in_rust_are_right() -> None:
    # Values worked from the rule pages, not from the code: 红中's 无红中 (1 番, 2 points); two
    # 红中 making 11s and 234s (0 番 either way, and (1s, 3s) the smaller of the wildcards'
    # tuples beside 123s and 44s's (3s, 4s)); a self-drawn 清一色 under 四川.
    s = hupai.score("123m456p789s1234s", win_tile="4s", rules=HONGZHONG, self_drawn=True)
    assert (s.total, s.points, [f.en for f in s.fans]) == (1, 2, ["No Red Dragon"])
    s = hupai.score("123m456p789s12s77z", win_tile="4s", rules=HONGZHONG, self_drawn=True)
    assert (s.total, s.wildcards, s.self_drawn, s.kong) == (0, (18, 20), True, False)
    s = hupai.score("111222333m4566m", win_tile="6m", rules=SICHUAN, self_drawn=True)
    assert "清一色" in [f.zh for f in s.fans]
    assert s.decomposition is not None and s.decomposition.pair == 5


# Wrong inputs and unusual ones: each is refused, or read, alike both ways.
_BAD: list[tuple[LocalRuleSet, object, dict[str, Any]]] = [
    # tiles the set lacks
    (SICHUAN, "123m456m789m1234s", {"win_tile": "1z"}),
    (SICHUAN, "123m456m789m12s11z", {"win_tile": "3s"}),
    (HONGZHONG, "123m456p789s1234s", {"win_tile": "1z", "self_drawn": True}),
    # a wildcard in a meld, a claim the set has not
    (
        HONGZHONG,
        "123m456p789s1s",
        {"win_tile": "1s", "melds": [meld("777z")], "self_drawn": True},
    ),  # fmt: skip
    (
        HONGZHONG,
        "123m456p789s1s",
        {"win_tile": "1s", "melds": [meld("123s")], "self_drawn": True},
    ),  # fmt: skip
    (BASIC_LAIZI, "123m456p789s1s", {"win_tile": "1s", "melds": [meld("2222s", concealed=True)]}),
    # indicators: missing, bad, where none is flipped
    (RULE_SETS["tuidao-flip"], "123m456p789s1234s", {"win_tile": "4s"}),
    (RULE_SETS["tuidao-flip"], "123m456p789s1234s", {"win_tile": "4s", "indicator": "9z"}),
    (RULE_SETS["tuidao-flip"], "123m456p789s1234s", {"win_tile": "4s", "indicator": 34}),
    (RULE_SETS["tuidao-flip"], "123m456p789s1234s", {"win_tile": "4s", "indicator": "J"}),
    (RULE_SETS["tuidao-flip"], "123m456p789s1234s", {"win_tile": "4s", "indicator": True}),
    (RULE_SETS["tuidao-flip"], "123m456p789s1234s", {"win_tile": "4s", "indicator": 0}),
    (RULE_SETS["tuidao-flip2"], "123m456p789s1234s", {"win_tile": "4s", "indicator": "4z"}),
    (TUIDAO, "123m456p789s1234s", {"win_tile": "4s", "indicator": "1m"}),
    # keywords the set does not read, set and not set
    (HONGZHONG, "123m456p789s1234s", {"win_tile": "4s", "self_drawn": True, "ready": True}),
    (HONGZHONG, "123m456p789s1234s", {"win_tile": "4s", "self_drawn": True, "ready": False}),
    (HONGZHONG, "123m456p789s1234s", {"win_tile": "4s", "self_drawn": True, "void": "m"}),
    (HONGZHONG, "123m456p789s1234s", {"win_tile": "4s", "self_drawn": True, "flowers": 2}),
    (HONGZHONG, "123m456p789s1234s", {"win_tile": "4s", "self_drawn": True, "flowers": 0}),
    (
        HONGZHONG,
        "123m456p789s1234s",
        {"win_tile": "4s", "self_drawn": True, "seat_wind": "S"},
    ),  # fmt: skip
    (
        HONGZHONG,
        "123m456p789s1234s",
        {"win_tile": "4s", "self_drawn": True, "wildcards": 0},
    ),  # fmt: skip
    (
        HONGZHONG,
        "123m456p789s1234s",
        {"win_tile": "4s", "self_drawn": True, "last_tile": np.bool_(True)},
    ),  # fmt: skip
    (
        HONGZHONG,
        "123m456p789s1234s",
        {"win_tile": "4s", "self_drawn": True, "last_tile": np.bool_(False)},
    ),  # fmt: skip
    (HONGZHONG, "123m456p789s1234s", {"win_tile": "4s", "self_drawn": True, "nonsense": 1}),
    (BASIC_LAIZI, "123m456p789s1234s", {"win_tile": "4s", "self_drawn": True}),
    (BASIC_LAIZI, "123m456p789s1234s", {"win_tile": "4s", "self_drawn": False}),
    # discard wins where only self-draws win; flags that cannot be together
    (HONGZHONG, "123m456p789s1234s", {"win_tile": "4s"}),
    (HONGZHONG, "123m456p789s1234s", {"win_tile": "4s", "self_drawn": False}),
    (HONGZHONG, "123m456p789s1234s", {"win_tile": "4s", "self_drawn": True, "kong": True}),
    (SICHUAN, "123m456m789m1234s", {"win_tile": "4s", "kong_discard": True, "kong": True}),
    (
        SICHUAN,
        "123m456m789m1234s",
        {"win_tile": "4s", "kong_discard": True, "self_drawn": True},
    ),  # fmt: skip
    (
        TUIDAO,
        "123m456p789s1s",
        {"win_tile": "1s", "melds": [meld("555z")], "self_drawn": True, "heavenly_hand": True},
    ),  # fmt: skip
    # the void suit held, or all three suits
    (SICHUAN, "123m456m789m1234s", {"win_tile": "4s", "void": "m"}),
    (SICHUAN, "123m456p789m1234s", {"win_tile": "4s"}),
    (SICHUAN, "123m456m789m1234s", {"win_tile": "4s", "void": "z"}),
    (SICHUAN, "123m456m789m1234s", {"win_tile": "4s", "void": False}),
    # values of the wrong type or range
    (TUIDAO, "123m456p789s1234s", {"win_tile": "4s", "ready": "heavenly"}),
    (TUIDAO, "123m456p789s1234s", {"win_tile": "4s", "ready": "none"}),
    (TUIDAO, "123m456p789s1234s", {"win_tile": "4s", "ready": "soon"}),
    (TUIDAO, "123m456p789s1234s", {"win_tile": "4s", "ready": 1}),
    (TUIDAO, "123m456p789s1234s", {"win_tile": "4s", "self_drawn": 1}),
    (TUIDAO, "123m456p789s1234s", {"win_tile": np.int64(21)}),
    (TUIDAO, "123m456p789s1234s", {"win_tile": None}),
    (TUIDAO, "123m456p789s1234s", {"win_tile": "J"}),
    (TUIDAO, "123m456p789s1234s", {"win_tile": 34}),
    (TUIDAO, "123m456p789s1234s", {"win_tile": "4s", "melds": ["555z"]}),
    (BASIC_LAIZI, "123m456p789s123s", {"win_tile": "5z", "wildcards": -1}),
    (BASIC_LAIZI, "123m456p789s123s", {"win_tile": "5z", "wildcards": True}),
    (BASIC_LAIZI, "123m456p789s123s", {"win_tile": "5z", "wildcards": 5}),
    (BASIC_LAIZI, "123m456p789s12s", {"win_tile": "5z", "wildcards": 2}),
    (BASIC_LAIZI, "123m456p789s12sJ", {"win_tile": "J", "wildcards": 3}),
    (HONGZHONG, "123m456p789s1234s", {"win_tile": "4s", "self_drawn": True, "wildcards": 1}),
    # jokers: where the set has none, too many, PyMahjongGB's J1-J3 (dragons), other spellings
    (HONGZHONG, "123m456p789s123sJ", {"win_tile": "4s", "self_drawn": True}),
    (HONGZHONG, "123m456p789s1234s", {"win_tile": "J", "self_drawn": True}),
    (BASIC_LAIZI, "123m456p789sJJJJ", {"win_tile": "J"}),
    (BASIC_LAIZI, "123m456p789sJJJ", {"win_tile": "J", "wildcards": 1}),
    (BASIC_LAIZI, "123m456p7sJJJJJ", {"win_tile": "1s"}),
    (BASIC_LAIZI, "W1 W2 W3 B4 B5 B6 T7 T8 T9 J1 J1 J2 J2", {"win_tile": "J2"}),
    (TUIDAO, "W1 W2 W3 B4 B5 B6 T7 T8 T9 J1 J1 J2 J2", {"win_tile": "J2"}),
    (BASIC_LAIZI, "123m456p789s12sJ1", {"win_tile": "3s"}),
    (BASIC_LAIZI, "W1\x1cW2，W3、B4 B5 B6 T7 T8 T9 J1 J1 J2 J2", {"win_tile": "J2"}),
    (BASIC_LAIZI, "\u3000W1 W2 W3 B4 B5 B6 T7 T8 T9 J1 J1 J2J2\x85", {"win_tile": "F1"}),
    (BASIC_LAIZI, "J1 W2 W3 B4 B5 B6 T7 T8 T9 J1 J1 J2 J", {"win_tile": "F1"}),
    (BASIC_LAIZI, "123m456p789s12s", {"win_tile": "joker", "wildcards": 1}),
    (BASIC_LAIZI, "123m456p789s12s", {"win_tile": " J ", "wildcards": 1}),
    (BASIC_LAIZI, "123m456p789s12s", {"win_tile": "j", "wildcards": 1}),
    (BASIC_LAIZI, "123m456p789s12sj", {"win_tile": "3s"}),
    (BASIC_LAIZI, ["1m", "J"] * 3, {"win_tile": "3s"}),
    # hand sizes and copies
    (TUIDAO, "123m456p789s123s", {"win_tile": "4s"}),
    (TUIDAO, "123m456p789s1111s", {"win_tile": "1s"}),
    (TUIDAO, "123m456p789s1234s", {"win_tile": "4s", "melds": [meld("555z")]}),
    (TUIDAO, "[555z]123m456p789s1s", {"win_tile": "1s"}),
    (TUIDAO, "123m456p789s123s4f", {"win_tile": "4s"}),
]


@pytest.mark.parametrize(("rules", "hand", "kw"), _BAD)
def test_unusual_calls_agree(rules: LocalRuleSet, hand: object, kw: dict[str, Any]) -> None:
    fast, python = _both(rules, hand, kw)
    assert fast == python


@settings(max_examples=examples(3000), deadline=None)
@given(st.sampled_from(sorted(RULE_SETS)), st.booleans(), st.data())
def test_edited_calls_agree(name: str, win: bool, data: st.DataObject) -> None:
    # A generated call with one thing changed: a tile the set lacks, a meld of a wildcard or
    # of a kind, an indicator, a keyword, a flag dropped or set.
    rules = RULE_SETS[name]
    hand, kw = data.draw(local_calls(rules, win))
    kw = dict(kw)
    edit = data.draw(st.sampled_from(["tile", "meld", "indicator", "keyword", "drop"]))
    if edit == "tile":
        lacking = [t for t in range(34) if not rules.copies[t]] or list(range(34))
        t = data.draw(st.sampled_from(lacking))
        at = data.draw(st.integers(0, len(hand) // 2 - 1))
        hand = hand[: 2 * at] + f"{t % 9 + 1}{'mpsz'[t // 9]}" + hand[2 * at + 2 :]
    elif edit == "meld":
        shape = data.draw(st.sampled_from(["777z", "555z", "123m", "2222s", "999p"]))
        concealed = shape == "2222s" and data.draw(st.booleans())
        kw["melds"] = [*kw["melds"], meld(shape, concealed=concealed)][-4:]
    elif edit == "indicator":
        kw["indicator"] = data.draw(st.sampled_from([None, "1m", "9s", "4z", "7z", 0, 33, "x"]))
    elif edit == "keyword":
        name_ = data.draw(st.sampled_from(
            ["self_drawn", "kong", "kong_discard", "last_tile", "last_copy", "heavenly_hand",
             "earthly_hand", "ready", "void", "flowers", "wildcards", "seat_wind"]
        ))  # fmt: skip
        values: dict[str, list[object]] = {
            "ready": [None, True, False, "declared", "heavenly"],
            "void": [None, "m", "p", "s"],
            "flowers": [0, 1, 8, 9],
            "wildcards": [0, 1, 2],
            "seat_wind": [None, "E", "N", 0],
        }
        kw[name_] = data.draw(st.sampled_from(values.get(name_, [True, False, None])))
    elif kw:
        kw.pop(data.draw(st.sampled_from(sorted(kw))))
    for form, given_kw in _forms(hand, kw):
        fast, python = _both(rules, form, given_kw)
        assert fast == python, (name, form, given_kw)
