"""The local rule sets as data: the vocabulary of features and its programs, the options of
each set, the wildcard kinds a flipped indicator makes (local_rules.md 0.3), the tally of a
reading's fans, and the checks of the request (the hand against its rule set)."""

from __future__ import annotations

import re
from collections.abc import Mapping

import pytest

import hupai.reference
from hupai.errors import (
    HupaiError,
    MeldError,
    NotWinningError,
    OptionError,
    SituationError,
    TileCountError,
    UnknownFanError,
    UnknownTileError,
)
from hupai.rules.basic_laizi import BASIC_LAIZI
from hupai.rules.combine import Combine
from hupai.rules.fan import Fan
from hupai.rules.hongzhong import HONGZHONG
from hupai.rules.local import LocalRuleSet
from hupai.rules.sichuan import SICHUAN
from hupai.rules.tally import Tally, best, exclusion_order, tally
from hupai.rules.tuidao import TUIDAO
from hupai.rules.vocabulary import FEATURES, OPS, F, constant, maximum, minimum
from hupai.rules.wildcards import Wildcards, successor

OP = {name: i for i, name in enumerate(OPS)}
INDEX = {name: i for i, name in enumerate(FEATURES)}


def run(program: list[tuple[int, int]], features: Mapping[str, int]) -> int:
    """A postfix program run the way the engine runs it, on a stack of whole numbers."""
    values = list(features.values())
    stack: list[int] = []
    for op, arg in program:
        name = OPS[op]
        if name == "const":
            stack.append(arg)
        elif name == "feature":
            stack.append(values[arg])
        elif name == "not":
            stack.append(int(not stack.pop()))
        else:
            b, a = stack.pop(), stack.pop()
            stack.append(
                {
                    "add": a + b, "sub": a - b, "mul": a * b, "eq": int(a == b),
                    "ne": int(a != b), "lt": int(a < b), "le": int(a <= b), "gt": int(a > b),
                    "ge": int(a >= b), "and": int(bool(a) and bool(b)),
                    "or": int(bool(a) or bool(b)), "min": min(a, b), "max": max(a, b),
                }[name]
            )  # fmt: skip
    assert len(stack) == 1
    return stack[0]


def reading(**given: int) -> dict[str, int]:
    """Features of a made-up reading: 0 but for ``given``."""
    return {name: given.get(name, 0) for name in FEATURES}


# --- The vocabulary ---------------------------------------------------------------------


def test_every_feature_is_reachable_and_numbered_in_order() -> None:
    for i, name in enumerate(FEATURES):
        assert getattr(F, name).program() == [(OP["feature"], i)]
        assert repr(getattr(F, name)) == f"F.{name}"
    assert sorted(dir(F)) == sorted(FEATURES)
    with pytest.raises(AttributeError, match="no feature 'pong'"):
        _ = F.pong


def test_programs_are_postfix_in_the_documented_op_order() -> None:
    dragon_seven = F.seven_pairs & (F.quads >= 1)
    assert dragon_seven.program() == [
        (1, INDEX["seven_pairs"]), (1, INDEX["quads"]), (0, 1), (10, 0), (11, 0),
    ]  # fmt: skip
    # 根 under 四川: each four of a kind, one less under 龙七对.
    roots = F.quads - dragon_seven
    assert roots.program()[:2] == [(1, INDEX["quads"]), (1, INDEX["seven_pairs"])]
    assert roots.program()[-1] == (OP["sub"], 0)
    assert (~F.regular).program() == [(1, INDEX["regular"]), (13, 0)]
    assert (3 - F.honors).program() == [(0, 3), (1, INDEX["honors"]), (3, 0)]
    assert minimum(F.tiles, 14).program() == [(1, INDEX["tiles"]), (0, 14), (14, 0)]


@pytest.mark.parametrize(
    ("expr", "given", "value"),
    [
        (F.seven_pairs & (F.quads >= 1), {"seven_pairs": 1, "quads": 2}, 1),
        (F.seven_pairs & (F.quads >= 1), {"seven_pairs": 1}, 0),
        (F.quads - (F.seven_pairs & (F.quads >= 1)), {"seven_pairs": 1, "quads": 2}, 1),
        (F.quads - (F.seven_pairs & (F.quads >= 1)), {"regular": 1, "quads": 2}, 2),
        ((F.tiles_258 == F.tiles) | F.seven_pairs, {"tiles": 14, "tiles_258": 14}, 1),
        ((F.tiles_258 == F.tiles) | F.seven_pairs, {"tiles": 14, "tiles_258": 13}, 0),
        (~F.regular, {"regular": 1}, 0),
        (~F.regular, {}, 1),
        (2 * F.pungs + 1, {"pungs": 3}, 7),
        (F.pair != -1, {"pair": -1}, 0),
        (F.pair < 27, {"pair": 26}, 1),
        (F.terminals <= 0, {"terminals": 1}, 0),
        (F.honors > 2, {"honors": 3}, 1),
        (maximum(F.kongs, 2), {"kongs": 3}, 3),
        (minimum(F.kongs, 2), {"kongs": 3}, 2),
        (constant(True), {}, 1),
        # and/or treat any nonzero value as true.
        (F.quads & F.kongs, {"quads": 2, "kongs": 3}, 1),
        (F.quads | F.kongs, {}, 0),
    ],
)
def test_evaluate_and_the_program_agree_with_the_value(
    expr: object, given: dict[str, int], value: int
) -> None:
    features = reading(**given)
    assert expr.evaluate(features) == value  # type: ignore[attr-defined]
    assert run(expr.program(), features) == value  # type: ignore[attr-defined]


def test_a_condition_is_not_a_python_bool() -> None:
    with pytest.raises(TypeError, match="& | ~"):
        bool(F.seven_pairs)
    with pytest.raises(TypeError):
        _ = F.seven_pairs and F.regular
    with pytest.raises(TypeError):
        _ = 1 if F.quads >= 1 else 0


@pytest.mark.parametrize("value", [2**31, -(2**31) - 1, 1.5, "3", None])
def test_constants_outside_i32_or_not_whole_are_refused(value: object) -> None:
    with pytest.raises(OptionError, match="whole numbers"):
        _ = F.tiles + value  # type: ignore[operator]
    with pytest.raises(OptionError):
        constant(value)  # type: ignore[arg-type]


def test_i32_bounds_are_constants() -> None:
    assert (F.tiles + (2**31 - 1)).program()[-2] == (0, 2**31 - 1)
    assert constant(-(2**31)).program() == [(0, -(2**31))]


def test_a_program_has_a_bounded_length() -> None:
    long = F.tiles
    for _ in range(200):
        long = long + 1
    with pytest.raises(OptionError, match="at most 256"):
        long.program()


# --- Options ------------------------------------------------------------------------------


def test_sichuan_options_change_the_table_and_the_cap() -> None:
    assert SICHUAN.options == {"cap": 4, "zimo": "base", "yaojiu": 2, "duanyao": False}
    five = SICHUAN.with_options(cap=5)
    assert five.combine == Combine(cap=5, exponent=True)
    got = hupai.reference.score("1111m22335577m9m", win_tile="9m", self_drawn=True, rules=five)
    assert (got.total, got.points) == (5, 32)
    assert SICHUAN.with_options(yaojiu=1).fan(6).value == 1
    # zimo="fan": 自摸 is 1 番 before the cap, and no 底 is added after it.
    fan = SICHUAN.with_options(zimo="fan")
    assert fan.payment.self_drawn_extra == 0 and SICHUAN.payment.self_drawn_extra == 1
    hand = dict(win_tile="4p", self_drawn=True, void="s")
    got = hupai.reference.score("123m456m789m23p55p", rules=fan, **hand)
    assert [(f.zh, f.count) for f in got.fans] == [("平胡", 1), ("自摸", 1)]
    assert got.points == 2
    plain = hupai.reference.score("123m456m789m23p55p", rules=SICHUAN, **hand)
    assert [f.zh for f in plain.fans] == ["平胡"] and plain.points == 1
    # Options accumulate.
    both = five.with_options(duanyao=True)
    assert both.options == {"cap": 5, "zimo": "base", "yaojiu": 2, "duanyao": True}


def test_tuidao_ghost_options_choose_the_wildcards() -> None:
    assert not TUIDAO.wildcards.any
    white = TUIDAO.with_options(ghost="white")
    assert white.wildcards.fixed == (31,) and white.wildcards.flipped == 0
    assert "indicator" not in white.situations
    flip2 = TUIDAO.with_options(ghost="flip2", honor_cycle="joined")
    assert (flip2.wildcards.flipped, flip2.wildcards.honor_cycle) == (2, "joined")
    assert "indicator" in flip2.situations
    both = TUIDAO.with_options(ghost="white+flip")
    assert both.wildcards.kinds("1m") == (1, 31)
    assert TUIDAO.with_options(horse_value="points").payment.horse == "points"
    assert TUIDAO.with_options(rob_kong_pays_all=True).payment.rob_kong_pays_all
    # The doublings are fans of value 0 that multiply.
    doubled = TUIDAO.with_options(no_ghost_double=True).fan(27)
    assert (doubled.value, doubled.multiplier) == (0, 2)


def test_a_rule_set_without_options() -> None:
    assert HONGZHONG.with_options() is HONGZHONG
    with pytest.raises(OptionError, match="HONGZHONG has no options, got 'cap'"):
        HONGZHONG.with_options(cap=3)
    with pytest.raises(OptionError, match="'cap'"):
        BASIC_LAIZI.with_options(cap=3)


@pytest.mark.parametrize(
    ("rules", "options", "named"),
    [
        (SICHUAN, {"caps": 5}, "caps"),
        (TUIDAO, {"ghosts": "white"}, "ghosts"),
        (SICHUAN, {"cap": 6}, "cap"),
        (SICHUAN, {"cap": True}, "cap"),
        (SICHUAN, {"zimo": "double"}, "zimo"),
        (SICHUAN, {"duanyao": "yes"}, "duanyao"),
        (TUIDAO, {"ghost": "red"}, "ghost"),
        (TUIDAO, {"honor_cycle": "one"}, "honor_cycle"),
        (TUIDAO, {"no_ghost_double": 2}, "no_ghost_double"),
        # None is no value: four_ghost_win=None once read as False against its default True.
        (TUIDAO, {"four_ghost_win": None}, "four_ghost_win"),
        (SICHUAN, {"duanyao": None}, "duanyao"),
    ],
)
def test_unknown_options_and_bad_values(
    rules: LocalRuleSet, options: dict[str, object], named: str
) -> None:
    with pytest.raises(OptionError, match=re.escape(named)):
        rules.with_options(**options)


# --- Wildcards: the successor cycles of local_rules.md 0.3 ---------------------------------


@pytest.mark.parametrize(
    ("indicator", "cycle", "kinds"),
    [
        ("1m", "split", (1,)),
        ("9m", "split", (0,)),  # 9 goes to 1 of its suit
        ("9s", "split", (18,)),
        ("4z", "split", (27,)),  # N -> E
        ("7z", "split", (32,)),  # 中 -> 发
        ("6z", "split", (31,)),  # 发 -> 白
        ("5z", "split", (33,)),  # 白 -> 中
        ("4z", "joined", (33,)),  # N -> 中 in gofishing's one cycle
        ("5z", "joined", (27,)),  # 白 -> E
        ("9p", "joined", (9,)),
    ],
)
def test_a_flipped_indicator_makes_its_successor_wild(
    indicator: str, cycle: str, kinds: tuple[int, ...]
) -> None:
    assert Wildcards(flipped=1, honor_cycle=cycle).kinds(indicator) == kinds


def test_the_cycles_close() -> None:
    for cycle, length in (("split", 4), ("joined", 7)):
        kind, seen = 27, []
        while kind not in seen:
            seen.append(kind)
            kind = successor(kind, cycle)
        assert len(seen) == length
    assert [successor(k) for k in (33, 32, 31)] == [32, 31, 33]


def test_flip2_takes_the_successor_and_the_next() -> None:
    assert Wildcards(flipped=2).kinds("8m") == (0, 8)  # 9m and 1m
    assert Wildcards(flipped=2).kinds("4z") == (27, 28)  # E and S
    assert Wildcards(fixed=(31,), flipped=2).kinds(17) == (9, 10, 31)  # 9p: 1p, 2p and 白


def test_indicator_errors() -> None:
    with pytest.raises(SituationError, match="indicator"):
        Wildcards(fixed=(31,)).kinds("1m")
    with pytest.raises(SituationError, match="indicator"):
        Wildcards(flipped=1).kinds()
    with pytest.raises(UnknownTileError, match="indicator='xx'"):
        Wildcards(flipped=1).kinds("xx")
    with pytest.raises(UnknownTileError, match="flower"):
        Wildcards(flipped=1).kinds(34)
    with pytest.raises(OptionError):
        Wildcards(flipped=3)
    with pytest.raises(OptionError):
        Wildcards(flipped=1, honor_cycle="winds")


# --- The tally ---------------------------------------------------------------------------

PLAIN = Combine()


def _rules(fans: tuple[Fan, ...], combine: Combine = PLAIN) -> LocalRuleSet:
    return LocalRuleSet(
        name="TEST", title="test", copies=(4,) * 34, forms=("regular",), fans=fans,
        combine=combine,
    )  # fmt: skip


def _fan(i: int, value: int, excludes: tuple[int, ...] = (), multiplier: int = 1) -> Fan:
    return Fan(i, f"番{i}", f"fan {i}", value, F.regular, excludes=excludes, multiplier=multiplier)


def test_exclusions_are_visited_by_value_then_id() -> None:
    # 3 (value 3) leaves out 2; 2 is then out and leaves out nothing, so 1 stays.
    rules = _rules((_fan(1, 1), _fan(2, 2, excludes=(1,)), _fan(3, 3, excludes=(2,))))
    assert exclusion_order(rules) == [2, 1, 0]
    assert tally(rules, [1, 1, 1]) == Tally({1: 1, 3: 1}, 4, 4, 4)
    # Without 3, 2 counts and leaves out 1.
    assert tally(rules, [1, 1, 0]) == Tally({2: 1}, 2, 2, 2)
    # Two fans of one value that leave each other out: the lower id is visited first.
    pair = _rules((_fan(1, 2, excludes=(2,)), _fan(2, 2, excludes=(1,))))
    assert tally(pair, [1, 1]).fans == {1: 1}


def test_counts_caps_and_multipliers() -> None:
    fans = (_fan(1, 1), _fan(2, 2), _fan(3, 0, multiplier=2), _fan(4, 0, multiplier=3))
    # Negative counts are 0; a count multiplies the value.
    assert tally(_rules(fans), [3, -1, 0, 0]) == Tally({1: 3}, 3, 3, 3)
    capped = _rules(fans, Combine(cap=4, exponent=True))
    assert tally(capped, [2, 2, 0, 0]) == Tally({1: 2, 2: 2}, 6, 4, 16)
    # Doublings after the cap: (2 + min(32, sum)) × 2 × 3, and a multiplier counted twice.
    tuidao = _rules(fans, Combine(cap=32, offset=2))
    assert tally(tuidao, [0, 20, 1, 1]) == Tally({2: 20, 3: 1, 4: 1}, 40, 32, 34 * 6)
    assert tally(tuidao, [1, 0, 2, 0]).points == 3 * 4


def test_best_prefers_points_then_raw_then_low_wildcards_then_first() -> None:
    a = Tally({}, 6, 4, 16)
    b = Tally({}, 5, 4, 16)
    c = Tally({}, 3, 3, 8)
    assert best([(c, ()), (b, ()), (a, ())]) == 2
    assert best([(b, (5,)), (a, (9,)), (a, (3,)), (a, (3,))]) == 2
    assert best([(a, (1, 9)), (a, (2,))]) == 0
    assert best([]) is None


def test_fans_listed_with_their_rule_set() -> None:
    assert [f.id for f in TUIDAO.fans][-2:] == [27, 28]
    assert TUIDAO.by_name("七对").id == TUIDAO.by_name("Seven Pairs").id == 15
    with pytest.raises(KeyError):
        TUIDAO.by_name("九莲宝灯")
    for bad in (0, 29, "15", True, 1.0, 15.0, None):
        with pytest.raises(UnknownFanError, match=r"^TUIDAO has no fan .*; its fan ids are 1, 2"):
            TUIDAO.fan(bad)  # type: ignore[arg-type]


# --- The request's checks ----------------------------------------------------------------


def score(hand: str, rules: LocalRuleSet, **given: object) -> object:
    return hupai.reference.score(hand, rules=rules, **given)  # type: ignore[arg-type]


def test_a_tile_the_set_lacks() -> None:
    with pytest.raises(UnknownTileError, match="SICHUAN has no 1z"):
        score("123m456m789m23p1z", SICHUAN, win_tile="1z", void="s")


def test_a_wildcard_never_melds() -> None:
    with pytest.raises(MeldError, match=r"\[777z\]"):
        score("123m456m789m5s", HONGZHONG, win_tile="5s", melds=["777z"], self_drawn=True)


def test_indicator_errors_of_the_request() -> None:
    flip = TUIDAO.with_options(ghost="flip")
    hand = dict(win_tile="8p", self_drawn=True)
    with pytest.raises(UnknownTileError, match="indicator"):
        score("123456m123p456s8p", flip, indicator="xx", **hand)
    with pytest.raises(SituationError, match="indicator"):
        score("123456m123p456s8p", flip, **hand)
    # A rule set without a flipped wildcard: the same error as is_win gives.
    with pytest.raises(SituationError, match="no flipped wildcard"):
        score("123456m123p456s8p", TUIDAO.with_options(ghost="white"), indicator="1m", **hand)


@pytest.mark.parametrize(
    ("rules", "given", "named"),
    [
        (HONGZHONG, {"bogus": 1}, "bogus"),
        (HONGZHONG, {"void": "m"}, "void"),
        (TUIDAO, {"void": "m"}, "void"),
        (TUIDAO, {"seat_wind": "E"}, "seat_wind"),
        # Seed 001's wins are all self-draws: it reads no flag for how it was won.
        (BASIC_LAIZI, {"last_tile": True}, "last_tile"),
    ],
)
def test_keywords_the_rule_set_does_not_read(
    rules: LocalRuleSet, given: dict[str, object], named: str
) -> None:
    with pytest.raises(OptionError, match=named):
        score("123m456m789m23p55p", rules, win_tile="4p", **{"self_drawn": True, **given})


def test_the_void_suit() -> None:
    # The hand wins as 平胡, but it holds 23p, 4p and 55p of its void suit p.
    with pytest.raises(NotWinningError, match="void suit p.*定缺"):
        score("123m456m789m23p55p", SICHUAN, win_tile="4p", void="p")
    with pytest.raises(NotWinningError, match="all three suits"):
        score("123m456m789p23s55s", SICHUAN, win_tile="4s")
    got = score("123m456m789m23p55p", SICHUAN, win_tile="4p", void="s")
    assert got.total == 0  # type: ignore[attr-defined]


def test_hongzhong_wins_by_self_draw_only() -> None:
    with pytest.raises(SituationError, match="self-draw only"):
        score("123m456p789s123s7z", HONGZHONG, win_tile="5s")


def test_a_hand_with_no_reading_is_named() -> None:
    with pytest.raises(NotWinningError, match=r"hand \[111z\]123456789m4p won on 7p .*TUIDAO"):
        score("123m456m789m4p", TUIDAO, win_tile="7p", melds=["111z"])
    with pytest.raises(NotWinningError, match="won on J"):
        score("123m456m789m14p7s J", BASIC_LAIZI, win_tile="J")
    assert issubclass(NotWinningError, HupaiError)


def test_fans_the_engine_cannot_hold_are_refused_when_the_table_is_made() -> None:
    from hupai.rules.vocabulary import F

    for bad in (
        dict(value=True), dict(value=-1), dict(multiplier=0), dict(multiplier=-2),
        dict(count=lambda r: 1), dict(id=True),
    ):  # fmt: skip
        fan = dict(id=9, zh="x", en="x", value=1, when=F.regular, **{})
        fan.update(bad)
        with pytest.raises(OptionError):
            HONGZHONG.with_fans(Fan(**fan))  # type: ignore[arg-type]
    with pytest.raises(OptionError, match="hupai.rules.Fan rows"):
        HONGZHONG.with_fans("notafan")  # type: ignore[arg-type]
    assert repr(HONGZHONG.with_fans(Fan(9, "小于五", "x", 1, F.regular))) == (
        "<RuleSet HONGZHONG+小于五>"
    )


def test_numpy_option_values() -> None:
    import numpy as np

    assert SICHUAN.with_options(cap=np.int64(5)).combine.cap == 5
    assert score("123456m123p456s8p", TUIDAO, win_tile="8p", ready=np.True_).fans[-1].zh == "报听"


def test_rule_sets_and_scores_survive_pickling_and_copying() -> None:
    import copy
    import pickle

    import hupai

    s = hupai.score("123456789s11s23s", win_tile="7z", self_drawn=True, rules=HONGZHONG)
    assert pickle.loads(pickle.dumps(s)) == s
    for rules in (HONGZHONG, SICHUAN.with_options(cap=5), TUIDAO.with_options(ghost="flip")):
        assert pickle.loads(pickle.dumps(rules)) == rules == copy.deepcopy(rules)
        assert hash(copy.copy(rules)) == hash(rules)
    assert TUIDAO != TUIDAO.with_options(ghost="flip")


def test_first_turn_wins_and_the_indicators_copy() -> None:
    import hupai

    for scorer in (hupai.score, hupai.reference.score):
        for odd in (dict(ready="heavenly"), dict(ready="declared"), dict(last_tile=True)):
            with pytest.raises(SituationError, match="first-turn"):
                scorer("123456m123p456s8p", win_tile="8p", self_drawn=True, rules=TUIDAO,
                       heavenly_hand=True, **odd)  # fmt: skip
        # 9m flipped: three 9m are in play, not four.
        kong = [hupai.meld("9999m", concealed=True)]
        with pytest.raises(TileCountError, match="indicator"):
            scorer("123p456p789p1z", win_tile="1z", melds=kong, self_drawn=True,
                   rules=TUIDAO.with_options(ghost="flip"), indicator="9m")  # fmt: skip


def test_a_joker_winning_tile_is_one_of_the_jokers() -> None:
    import hupai

    for scorer in (hupai.score, hupai.reference.score):
        with pytest.raises(TileCountError, match="5 jokers"):
            scorer("123m456p789sJJJJ", win_tile="J", rules=BASIC_LAIZI)
