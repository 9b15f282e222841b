"""The engine's scoring under the local rule sets (rust/src/local, hupai.scoring.local_engine):
the rule pages' examples as their tables score them, hands of four wildcards worked by hand,
the feature list the engine and the vocabulary share, table checks, and the slower path of
custom fans."""

from __future__ import annotations

import pickle
import re
from typing import Final

import pytest
from local_rows import columns

import hupai
from hupai import _core
from hupai.errors import NotWinningError, OptionError
from hupai.rules import BY_NAME
from hupai.rules.basic_laizi import BASIC_LAIZI
from hupai.rules.fan import Fan
from hupai.rules.hongzhong import HONGZHONG
from hupai.rules.local import LocalRuleSet
from hupai.rules.sichuan import SICHUAN
from hupai.rules.tuidao import TUIDAO
from hupai.rules.vocabulary import FEATURES, F
from hupai.scoring.example_notation import parse_example
from hupai.tiles import tile

SETS = {"hongzhong": HONGZHONG, "sichuan": SICHUAN, "tuidao": TUIDAO, "seed001": BASIC_LAIZI}
#: The rule pages' examples and what their tables say each scores (shared/rules/*_fans.tsv,
#: the example and expected columns), by rule set.
EXAMPLES: Final = (
    ("hongzhong", "123m456p789s123s7z +5s | tsumo", "平和=0番; base 2^fan = 1; 红中 as 5s"),
    ("hongzhong", "123m456p789s123s5s +5s | tsumo", "无红中=1番; base 2^fan = 2"),
    ("hongzhong", "[222m][555p] 777s999s7z +1m | tsumo", "大对子=1番; base 2^fan = 2; 红中 as 1m"),
    ("hongzhong", "123456789m55p7z1s +1s | tsumo", "一条龙=1番; base 2^fan = 2; 红中 as 5p"),
    (
        "hongzhong",
        "[2222m] 345p678s99s7z1s +1s | tsumo kong",
        "杠上花=1番; base 2^fan = 2; 红中 as 1s",
    ),
    ("hongzhong", "1122m3344p5566s7z +9s | tsumo", "七对子=2番; base 2^fan = 4; 红中 as 9s"),
    ("hongzhong", "123456789s11s23s +7z | tsumo", "一条龙+清一色=3番; base 2^fan = 8; 红中 as 1s"),
    ("hongzhong", "111m2233p4455s6s7z +1m | tsumo", "龙七对=3番; base 2^fan = 8; 红中 as 6s"),
    ("sichuan", "123m456m789m23p55p +4p | void=s", "平胡=0番; 2^fan = 1底"),
    ("sichuan", "[222m][555m] 888p999p1p +1p | void=s", "对对胡=1番; 2^fan = 2底"),
    ("sichuan", "1133557799m223p +3p | void=s", "七对=2番; 2^fan = 4底"),
    ("sichuan", "1111m33557799m2p +2p | void=s", "龙七对=3番; 2^fan = 8底"),
    ("sichuan", "123456789m23m55m +4m | void=p", "平胡+清一色=2番; 2^fan = 4底"),
    ("sichuan", "[111m][999p] 789m123p1p +1p | void=s", "平胡+带幺九=2番; 2^fan = 4底"),
    ("sichuan", "[222m][555p] 888m888p2p +2p | void=s", "对对胡+将对=3番; 2^fan = 8底"),
    ("sichuan", "[222m][555m][777p][999p] 3p +3p | void=s", "对对胡+金钩钓=2番; 2^fan = 4底"),
    ("sichuan", "[2222m] 345m678p666p9p +9p | void=s", "平胡+根×2=2番; 2^fan = 4底"),
    (
        "sichuan",
        "[2222m] 345m678p11p45p +3p | tsumo kong void=s",
        "平胡+根+杠上花=2番; 2^fan = 4底, +1底 per payer (自摸加底)",
    ),
    ("sichuan", "123m456m789m23p55p +4p | kong_discard void=s", "平胡+杠上炮=1番; 2^fan = 2底"),
    ("sichuan", "123m456m789m23p55p +4p | rob_kong void=s", "平胡+抢杠胡=1番; 2^fan = 2底"),
    ("sichuan", "123m456m789m23p55p +4p | last_tile void=s", "平胡+海底捞月=1番; 2^fan = 2底"),
    (
        "sichuan",
        "123m456m789m23p55p +4p | tsumo void=s",
        "平胡=0番; 2^fan = 1底, +1底 per payer (自摸加底)",
    ),
    ("sichuan", "234m567m678p22p34p +5p | void=s duanyao", "平胡+断幺九=1番; 2^fan = 2底"),
    ("tuidao", "123456m123p456s8p +8p", "门清+平和=4番; points 6"),
    ("tuidao", "[123m] 456m123p456s8p +8p", "平和=2番; points 4"),
    ("tuidao", "234567p234567s8p +8p", "门清+平和+断幺=6番; points 8"),
    ("tuidao", "123456m123p456s8p +8p | ready", "门清+平和+报听=6番; points 8"),
    ("tuidao", "[1111m] 222p333s444z7z +7z", "碰碰和=6番; points 8"),
    ("tuidao", "123789m123p111z7z +7z", "门清+全带幺=8番; points 10"),
    ("tuidao", "[123m][456m][123p][456s] 8p +8p", "平和+大吊车=8番; points 10"),
    ("tuidao", "[123m] 456m678m111z7z +7z", "混一色=6番; points 8"),
    ("tuidao", "123456m123p456s8p +8p | rob_kong", "门清+平和+抢杠=12番; points 14"),
    ("tuidao", "123456m123p456s8p +8p | last_tile tsumo", "门清+平和+海底=12番; points 14"),
    ("tuidao", "[5555z] 123456m123p8p +8p | tsumo kong", "杠上开花=8番; points 10"),
    ("tuidao", "147m258p36s12345z +6z", "全不靠=8番; points 10"),
    ("tuidao", "123456789m111p2s +2s", "门清+清龙=10番; points 12"),
    ("tuidao", "123456m123p456s8p +8p | heavenly_ready", "门清+平和+天听=20番; points 22"),
    ("tuidao", "11m22p33s44z55z66z7z +7z", "七对=16番; points 18"),
    ("tuidao", "[123m] 456m789m234m8m +8m", "平和+清龙+清一色=26番; points 28"),
    ("tuidao", "1111m22p33s44z55z6z +6z", "豪华七对=24番; points 26"),
    (
        "tuidao",
        "123456m123p456s8p +8p | tsumo heavenly_hand",
        "门清+平和+天和=36番, capped 32; points 34",
    ),
    ("tuidao", "19m19p19s1234567z +7z", "十三幺=32番; points 34"),
    ("tuidao", "555z666z777z123m2p +2p", "门清+大三元=34番, capped 32; points 34"),
    ("tuidao", "[111z][222z] 555z666z3z +3z", "碰碰和+字一色=38番, capped 32; points 34"),
    ("tuidao", "111m222p333s44z77z +4z | tsumo", "四暗刻=32番; points 34"),
    ("tuidao", "[111z][222z] 333z444z7z +7z", "字一色+大四喜=64番, capped 32; points 34"),
    (
        "tuidao",
        "123m456p789s123s5z +5z | tsumo ghost=white",
        "门清+平和=4番; points 6; ghosts as 1m,1m",
    ),
    (
        "tuidao",
        "234m456p789s11z13p +1m | tsumo ghost=flip indicator=9m",
        "门清=2番; points 4; ghosts as 2p",
    ),
    (
        "tuidao",
        "123m456m789m99p9p1z +2z | tsumo ghost=flip2 indicator=4z",
        "门清+平和+清龙=12番; points 14; ghosts as 7p,8p",
    ),
    (
        "tuidao",
        "123456m123p456s8p +8p | tsumo ghost=white no_ghost_double",
        "门清+平和=4番; points 12 (x2)",
    ),
    (
        "tuidao",
        "11m22p33s44z66z77z5z +8p | tsumo ghost=white seven_pairs_double",
        "七对=16番; points 36 (x2); ghosts as 8p",
    ),
    ("seed001", "123m456m789p23p55s +4p", "平胡=1番"),
    ("seed001", "123m456m789m11p22p +2p", "断一门=1番"),
    ("seed001", "234m345p567s66s88p +8p", "断幺九=1番"),
)


def _score(rules: LocalRuleSet, example: str, *, options: bool = True) -> hupai.Score:
    """The score of ``example`` under ``rules``, with the example's options unless not."""
    ex = parse_example(example)
    rules = rules.with_options(**ex.options) if ex.options and options else rules
    return hupai.score(ex.hand, win_tile=ex.win_tile, melds=ex.melds, rules=rules, **ex.situation)


def _expected(text: str) -> tuple[list[str], int, int, int | None, list[int] | None]:
    """The page's expected column: fan names (根×2 twice), uncapped and capped 番, the points
    and the wildcards' kinds, where given."""
    head, *rest = text.split("; ")
    m = re.fullmatch(r"(.+)=(\d+)番(?:, capped (\d+))?", head)
    assert m, text
    names: list[str] = []
    for part in m.group(1).split("+"):
        name, _, times = part.partition("×")
        names.extend([name] * int(times or 1))
    uncapped = int(m.group(2))
    total = int(m.group(3) or uncapped)
    points = re.search(r"(?:points|2\^fan =) (\d+)", text)
    wild = re.search(r"(?:红中|ghosts) as ([0-9mpsz,]+)", text)
    kinds = sorted(tile(t) for t in wild.group(1).split(",")) if wild else None
    return names, uncapped, total, int(points.group(1)) if points else None, kinds


@pytest.mark.parametrize(("name", "example", "expected"), EXAMPLES)
def test_rule_page_examples(name: str, example: str, expected: str) -> None:
    s = _score(SETS[name], example)
    names, uncapped, total, points, kinds = _expected(expected)
    # The multiplier fans (无鬼加倍, 七对加番) are shown in the points, not among the 番.
    shown = [f.zh for f in s.fans if f.fan.multiplier == 1 for _ in range(f.count)]
    assert sorted(shown) == sorted(names)
    assert (s.uncapped_total, s.total) == (uncapped, total)
    assert s.points == (total if points is None else points)
    if kinds is not None:
        assert list(s.wildcards) == kinds
    assert s.rules.name == SETS[name].name


def test_the_feature_lists_agree() -> None:
    assert tuple(FEATURES) == _core.LOCAL_FEATURES


def test_the_decomposition_limits_agree() -> None:
    from hupai.scoring.local_request import DECOMPOSITION_LIMIT

    assert _core.LOCAL_DECOMPOSITION_LIMIT == DECOMPOSITION_LIMIT


def test_four_red_dragons() -> None:
    # 123m 456p 11s 99s and four 红中: no seven pairs, no all pungs, no straight, no flush:
    # 平和 alone (0 番, 1 底). The wildcards stand for the lowest tiles they can: 111m and the
    # third 1s.
    s = hupai.score("123m456p1199s777z", win_tile="7z", rules=HONGZHONG, self_drawn=True)
    assert ([f.zh for f in s.fans], s.total, s.points) == (["平和"], 0, 1)
    assert s.wildcards == (0, 0, 0, 18)
    # Five pairs and four 红中: two of them on 1m make 1111m, the winning 红中 one of them:
    # 龙七对 (3 番, 8 底) over 七对子 and 大对子; the other two a pair of 2m.
    s = hupai.score("1122m3344p55s777z", win_tile="7z", rules=HONGZHONG, self_drawn=True)
    assert ([f.zh for f in s.fans], s.total, s.points) == (["龙七对"], 3, 8)
    assert s.wildcards == (0, 0, 1, 1)
    assert s.decomposition is not None and s.decomposition.form == "seven_pairs"


def test_four_flipped_ghosts() -> None:
    # Indicator 9s: the ghosts are 1s. 123456789m 5p and four ghosts: four chows and a
    # suited pair, 门清 2 + 平和 2 + 清龙 8 = 12 番, 2 + 12 = 14 points. The ghosts stand for
    # the lowest tiles that make it: 1m twice (11m, 1m of 123m, the real 1m in the pair)
    # and 3p 4p (345p).
    rules = TUIDAO.with_options(ghost="flip")
    s = hupai.score("123456789m5p111s", win_tile="1s", rules=rules, indicator="9s")
    assert sorted(f.zh for f in s.fans) == sorted(["门清", "平和", "清龙"])
    assert (s.total, s.points, s.wildcards) == (12, 14, (0, 0, 11, 12))


def test_not_winning_names_the_hand() -> None:
    with pytest.raises(NotWinningError) as raised:
        hupai.score("123m456p789s1234s", win_tile="9s", rules=HONGZHONG, self_drawn=True)
    assert str(raised.value) == (
        "hand 123m456p1234789s won on 9s is not a winning hand under HONGZHONG"
    )
    # Declared melds in brackets first, the 红中 as held.
    with pytest.raises(NotWinningError, match=r"^hand \[222m\]1359m456p9s77z won on 7z is not"):
        hupai.score(
            "1359m456p9s77z", win_tile="7z", melds=["222m"], rules=HONGZHONG, self_drawn=True
        )


def _table(fans: list[tuple[int, list[tuple[int, int]] | None, int, int, list[int]]]) -> object:
    from hupai.rules.wildcards import successor

    successors = [successor(k) for k in range(34)]
    rows = ("T", 0, successors, 0, (True, True, True), False, False, False, 15, False)
    return _core.LocalTable(
        fans, (4, True, 0), [4] * 34, [33], True, ["regular"], False, True, rows
    )  # fmt: skip


def test_bad_tables_are_refused() -> None:
    with pytest.raises(OptionError, match="fan 3: step 1 takes more values than the stack"):
        _table([(3, [(0, 1), (2, 0)], 1, 1, [])])
    with pytest.raises(OptionError, match="fan 1: step 0 has op 16"):
        _table([(1, [(16, 0)], 1, 1, [])])
    with pytest.raises(OptionError, match="reads feature 48; there are 48"):
        _table([(1, [(1, 48)], 1, 1, [])])
    with pytest.raises(OptionError, match="leaves 2 values"):
        _table([(1, [(0, 1), (0, 2)], 1, 1, [])])
    with pytest.raises(OptionError, match="excludes position 4"):
        _table([(1, [(0, 1)], 1, 1, [4])])
    with pytest.raises(OptionError, match="value -1"):
        _table([(1, [(0, 1)], -1, 1, [])])
    # A value the engine cannot hold is refused when the rule set is made, for engine and
    # reference alike.
    with pytest.raises(OptionError, match="fan 9 .Huge. has value 1099511627776"):
        HONGZHONG.with_fans(Fan(9, "大", "Huge", 2**40, F.regular))


def test_custom_fans_are_counted_in_python() -> None:
    # A fan for a hand holding 7z as a pair in the reading: counted on the slower path.
    def red_pair(reading: object) -> bool:
        d = reading.decomposition  # type: ignore[attr-defined]
        return d.pair is not None and d.pair == reading.win_tile  # type: ignore[attr-defined]

    rules = HONGZHONG.with_fans(Fan(9, "单吊", "Single Wait", 2, red_pair))
    assert rules.custom
    s = hupai.score("123m456p789s123s5s", win_tile="5s", rules=rules, self_drawn=True)
    assert sorted(f.zh for f in s.fans) == ["单吊", "无红中"]
    assert (s.uncapped_total, s.total, s.points) == (3, 3, 8)
    # A count: 2 for every quad, and a bad answer refused.
    many = TUIDAO.with_fans(Fan(30, "根", "Root", 1, lambda r: 2 * r.quads))
    s = _score(many, "1111m22p33s44z55z6z +6z")
    assert {f.zh: f.count for f in s.fans} == {"豪华七对": 1, "根": 2}
    assert s.total == 26
    bad = TUIDAO.with_fans(Fan(30, "坏", "Bad", 1, lambda r: "yes"))
    with pytest.raises(OptionError, match="fan 30 .*returned 'yes'"):
        _score(bad, "1111m22p33s44z55z6z +6z")


def _as_custom(rules: LocalRuleSet) -> LocalRuleSet:
    """``rules`` with every fan's condition a Python function of the same value."""
    from dataclasses import replace

    fans = []
    for f in rules.fans:
        expr = f.counted()
        fans.append(replace(f, when=lambda r, e=expr: e.evaluate(r.features), count=None))
    return replace(rules, fans=tuple(fans), build=None, options={})


def test_the_slower_path_scores_as_the_fast_one() -> None:
    for name, example, _ in EXAMPLES:
        ex = parse_example(example)
        rules = SETS[name].with_options(**ex.options) if ex.options else SETS[name]
        slow = _as_custom(rules)
        assert slow.custom
        fast, slowly = _score(rules, example), _score(slow, example, options=False)
        assert [(f.id, f.count) for f in fast.fans] == [(f.id, f.count) for f in slowly.fans]
        assert fast[:1] + fast[2:6] == slowly[:1] + slowly[2:6]


def test_the_table_is_kept_and_not_pickled() -> None:
    rules = TUIDAO.with_options(ghost="white")
    hupai.score("123m456p789s123s5z", win_tile="5z", rules=rules, self_drawn=True)
    table = rules.__dict__["_engine_table"]
    hupai.score("123m456p789s123s5z", win_tile="5z", rules=rules, self_drawn=True)
    assert rules.__dict__["_engine_table"] is table
    assert "_engine_table" not in pickle.loads(pickle.dumps(rules)).__dict__


def test_batches_score_as_single_calls() -> None:
    from hupai import batch

    by_rules: dict[int, tuple[LocalRuleSet, list[str]]] = {}
    for name, example, _ in EXAMPLES:
        ex = parse_example(example)
        rules = SETS[name].with_options(**ex.options) if ex.options else SETS[name]
        key = hash((name, tuple(sorted(ex.options.items()))))
        by_rules.setdefault(key, (rules, []))[1].append(example)
    for rules, examples in by_rules.values():
        calls = []
        for e in examples:
            ex = parse_example(e)
            calls.append((ex.hand, {"win_tile": ex.win_tile, "melds": ex.melds, **ex.situation}))
        for threads in (1, 2):
            totals, points, fans = batch.score(**columns(rules, calls), rules=rules,
                                               threads=threads)  # fmt: skip
            for i, example in enumerate(examples):
                s = _score(rules, example, options=False)
                counts = {f.id: f.count for f in s.fans}
                assert (totals[i], points[i]) == (s.total, s.points), example
                assert list(fans[i]) == [counts.get(f.id, 0) for f in rules.fans], example


def test_batch_rows_are_checked() -> None:
    import numpy as np

    from hupai import batch
    from hupai.errors import SituationError, UnknownTileError
    from hupai.tiles import to_counts

    hands = np.array([to_counts("123m456p789s123s5s")] * 3, dtype=np.uint8)
    win = np.array([22, 22, 22])
    totals, points, fans = batch.score(hands, None, win, 1, rules=HONGZHONG)
    assert list(totals) == [1, 1, 1] and list(points) == [2, 2, 2]
    with pytest.raises(SituationError, match=r"^row 1: HONGZHONG wins by self-draw only"):
        batch.score(hands, None, win, np.array([1, 0, 1]), rules=HONGZHONG)
    # A row that does not win is named in the single call's words.
    with pytest.raises(NotWinningError) as single:
        hupai.score("123m456p789s123s5s", win_tile="9s", rules=HONGZHONG, self_drawn=True)
    with pytest.raises(NotWinningError) as row:
        batch.score(hands, None, np.array([22, 22, 26]), 1, rules=HONGZHONG)
    assert str(row.value) == f"row 2: {single.value}"
    east = hands.copy()
    east[0, 22] -= 1
    east[0, 27] += 1
    with pytest.raises(UnknownTileError, match=r"^row 0: HONGZHONG has no 1z"):
        batch.score(east, None, win, 1, rules=HONGZHONG)
    custom = HONGZHONG.with_fans(Fan(9, "自", "Own", 1, lambda r: True))
    with pytest.raises(OptionError, match="custom fans"):
        batch.score(hands, None, win, 1, rules=custom)


def test_too_many_wildcards_are_refused() -> None:
    from hupai.errors import DecompositionLimitError

    # 白板 and the two kinds after 9m (1m, 2m) are ghosts: twelve of them and two real tiles
    # have far more decompositions than scoring weighs.
    rules = TUIDAO.with_options(ghost="white+flip2")
    with pytest.raises(DecompositionLimitError, match="more than 100000 decompositions"):
        hupai.score("1111m2222m5555z3m", win_tile="4m", rules=rules, indicator="9m")


def test_a_batch_refuses_columns_its_rule_set_does_not_read() -> None:
    import numpy as np

    from hupai.errors import OptionError as Refused

    counts = np.array([hupai.to_counts("123m456p789s123s5s")], dtype=np.uint8)
    win = np.array([hupai.tiles.tile("5s")])
    with pytest.raises(Refused, match="names no void suit"):
        hupai.batch.score(counts, None, win, flags=1, rules=HONGZHONG, void=1)
    with pytest.raises(Refused, match="does not read seat_wind"):
        hupai.batch.score(counts, None, win, flags=1, rules=HONGZHONG, seat_wind=28)
    totals, points, _ = hupai.batch.score(counts, None, win, flags=1, rules=HONGZHONG)
    assert (totals[0], points[0]) == (1, 2)  # 无红中
    # MCR reads no jokers, indicator or void: refused rather than read as none.
    mcr = np.array([hupai.to_counts("123m456p789s123s5s")], dtype=np.uint8)
    for column in ({"jokers": 2}, {"indicator": 3}, {"void": np.array([1])}):
        (name,) = column
        with pytest.raises(Refused, match=f"MCR does not read {name}"):
            hupai.batch.score(mcr, None, win, flags=1, **column)
    defaults = {"jokers": 0, "indicator": -1, "void": -1}
    totals, _ = hupai.batch.score(mcr, None, win, flags=1, **defaults)
    assert totals[0] == hupai.score("123m456p789s123s5s", win_tile="5s", self_drawn=True).total


_FLIP = TUIDAO.with_options(ghost="flip")


@pytest.mark.parametrize(
    ("rules", "keywords", "columns"),
    [
        (HONGZHONG, {"flowers": 1}, {"flowers": 1}),  # a keyword it does not read
        (HONGZHONG, {"flowers": 9}, {"flowers": 9}),
        (SICHUAN, {"last_copy": True}, {"flags": 1 | 2}),
        (HONGZHONG, {"ready": "declared"}, {"flags": 1 | 32}),
        (_FLIP, {"indicator": 34}, {"indicator": 34}),  # no tile of the set: 1f
        (_FLIP, {}, {"indicator": -1}),  # none given
        (TUIDAO, {"indicator": "1m"}, {"indicator": 0}),  # a rule set without the flip
    ],
)  # fmt: skip
def test_a_batch_row_is_refused_as_its_single_call(
    rules: LocalRuleSet, keywords: dict[str, object], columns: dict[str, int]
) -> None:
    # One mistake is one class, batch or not (the README's promise).
    import numpy as np

    hand = "123m456p789s123s5s"
    with pytest.raises(hupai.HupaiError) as single:
        hupai.score(hand, win_tile="5s", rules=rules, self_drawn=True, **keywords)
    counts = np.array([hupai.to_counts(hand)], dtype=np.uint8)
    win = np.array([tile("5s")])
    given = {"flags": 1, **columns}
    with pytest.raises(hupai.HupaiError) as batched:
        hupai.batch.score(counts, None, win, rules=rules, **given)  # type: ignore[arg-type]
    assert type(batched.value) is type(single.value), (batched.value, single.value)


def _doubles(n: int) -> LocalRuleSet:
    """红中 with ``n`` fans of multiplier 2^31 - 1 on every regular reading."""
    big = [Fan(9 + i, f"倍{i}", f"Double {i}", 0, F.regular == 1, multiplier=2**31 - 1)
           for i in range(n)]  # fmt: skip
    return HONGZHONG.with_fans(*big)


def test_a_worth_past_what_scoring_holds_is_refused_not_rounded() -> None:
    # Found by a fresh reviewer: the engine once gave 2^127 - 1 for 5 such fans, and a batch
    # 2^63 - 1 for 2, where the exact points are larger.
    import numpy as np

    hand, call = "123456789s11s23s", {"win_tile": "7z", "self_drawn": True}
    two = _doubles(2)
    exact = 2**3 * (2**31 - 1) ** 2  # 3 番 (一条龙, 清一色): 2^3, times each multiplier
    refused = []
    for scorer in (hupai, hupai.reference):
        assert scorer.score(hand, rules=two, **call).points == exact  # type: ignore[attr-defined]
        with pytest.raises(OptionError, match=r"worth more than scoring holds \(2\^127\)") as err:
            scorer.score(hand, rules=_doubles(5), **call)  # type: ignore[attr-defined]
        refused.append(str(err.value))
    assert refused[0] == refused[1]  # one wording, the engine's and hupai.rules.tally's
    counts = np.array([hupai.to_counts(hand)], dtype=np.uint8)
    with pytest.raises(OptionError, match=rf"row 0: total 3 or points {exact} pass the batch"):
        hupai.batch.score(counts, None, np.array([tile("7z")]), 1, rules=two)


def test_a_negative_joker_count_is_refused_by_name() -> None:
    # A batch row of -1 jokers is refused as the single call refuses wildcards=-1, naming
    # the count (found by a fresh reviewer: it said "0 jokers; BASIC_LAIZI has 4").
    import numpy as np

    hand = "123m456m789p23p5s"
    with pytest.raises(hupai.HupaiError) as single:
        hupai.score(hand, win_tile="J", rules=BASIC_LAIZI, wildcards=-1)
    counts = np.array([hupai.to_counts(hand)], dtype=np.uint8)
    with pytest.raises(hupai.HupaiError) as batched:
        hupai.batch.score(counts, None, np.array([-1]), 1, rules=BASIC_LAIZI,
                          jokers=np.array([-1]))  # fmt: skip
    assert type(batched.value) is type(single.value) is hupai.TileCountError
    assert "whole number of jokers, got -1" in str(batched.value)
    assert "whole number of jokers, got -1" in str(single.value)


@pytest.mark.parametrize("name", sorted(BY_NAME))
def test_a_keyword_no_rule_set_reads_is_named_as_such(name: str) -> None:
    # A keyword of another rule set is said to be one; a keyword of none is not.
    rules = BY_NAME[name]
    for keyword, whose in (("frobnicate", "no rule set reads it"), ("jokers", "no rule set")):
        with pytest.raises(OptionError, match=f"{rules.name} does not read {keyword}= \\({whose}"):
            hupai.score("123m456m789m1112m", win_tile="2m", rules=rules, **{keyword: 1})
    other = "void" if name.startswith("mcr") else "human_hand"
    with pytest.raises(OptionError, match=f"does not read {other}= \\(it is a keyword of other"):
        hupai.score("123m456m789m1112m", win_tile="2m", rules=rules, **{other: 1})


def test_an_mcr_hand_string_under_a_local_rule_set_is_named_as_such() -> None:
    for rules in (HONGZHONG, SICHUAN, TUIDAO, BASIC_LAIZI):
        with pytest.raises(OptionError, match=f"^{rules.name} reads no MCR hand string"):
            hupai.score("[123m,1]456m789m11p22p|EE0000", rules=rules)
    # The example notation holds a bar too; it is no hand string (the score call reads neither).
    with pytest.raises(OptionError, match="^win_tile is required"):
        hupai.score("[222m][555p] 777s999s7z +1m | tsumo", rules=HONGZHONG)
