"""The rule pages' examples, scored: every row of the four fan tables
(``shared/rules/{hongzhong,sichuan,tuidao,seed001}_fans.tsv``) and the examples of
local_rules.md's text, each checked for its additive fans and counts, its 番 before and after
the cap, what one payer owes (with the multiplier fans' doublings) and the wildcards' kinds.

Every scorer in SCORERS answers the same rows: the reference, and the engine once
``hupai.scoring.local_engine`` exists.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pytest
from rule_pages import parse_expected, read_table

import hupai
import hupai.reference
from hupai.rules.basic_laizi import BASIC_LAIZI
from hupai.rules.hongzhong import HONGZHONG
from hupai.rules.local import LocalRuleSet
from hupai.rules.sichuan import SICHUAN
from hupai.rules.tuidao import TUIDAO
from hupai.scoring.example_notation import parse_example
from hupai.scoring.result import Score

Scorer = Callable[..., Score]


def _engine() -> Any:
    try:
        import hupai.scoring.local_engine  # noqa: F401
    except ImportError:
        return pytest.param(
            None, id="engine", marks=pytest.mark.skip(reason="no hupai.scoring.local_engine yet")
        )
    return pytest.param(hupai.score, id="engine")


SCORERS = [pytest.param(hupai.reference.score, id="reference"), _engine()]

TABLES = {
    "hongzhong_fans.tsv": HONGZHONG,
    "sichuan_fans.tsv": SICHUAN,
    "tuidao_fans.tsv": TUIDAO,
    "seed001_fans.tsv": BASIC_LAIZI,
}
ROWS = [
    pytest.param(rules, row["example"], row["expected"], id=f"{rules.name}-{row['id']}")
    for name, rules in TABLES.items()
    for row in read_table(name)
]

# The examples in local_rules.md's text, with the notation of the tables' expected column;
# the last field says whether the hand wins (reaches the rule set's minimum).
PAGE = [
    # (a) 四张同 of another kind is only 七对子; the cap at 4 番.
    (HONGZHONG, "1111m2233p4455s7z +6s | tsumo", "七对子=2番; base 2^fan = 4; 红中 as 6s", True),
    (HONGZHONG, "111s2233s4455s66s +1s | tsumo",
     "无红中+清一色+龙七对=6番, capped 4; base 2^fan = 16", True),
    # (b) at the cap, and 自摸加底 after it.
    (SICHUAN, "1111m22335577m9m +9m | tsumo",
     "龙七对+清一色=5番, capped 4; 2^fan = 16底, +1底 per payer (自摸加底)", True),
    # (c) the MIL module's own tests.
    (TUIDAO, "111m222p333s44z77z +4z", "门清+碰碰和=8番; points 10", True),
    (TUIDAO, "111m222p333s44z77z +4z | tsumo", "四暗刻=32番; points 34", True),
    (TUIDAO, "[1111m] 222p333s444z7z +7z", "碰碰和=6番; points 8", True),
    (TUIDAO, "{1111m} 222p333s444z7z +7z", "四暗刻=32番; points 34", True),
    (TUIDAO, "111m222m333m444m5m +5m", "清一色+四暗刻=48番, capped 32; points 34", True),
    # (d) More examples: no fan is no win.
    (BASIC_LAIZI, "123m456m789p24p55s +3p", "=0番", False),
    (BASIC_LAIZI, "123m456m789p23p55z +4p", "=0番", False),
    (BASIC_LAIZI, "123m456m789p2344p +4p", "平胡+断一门=2番", True),
    (BASIC_LAIZI, "234m567m345p6p8p JJ +5p", "平胡+断一门+断幺九=3番; jokers as 4p,8p", True),
]  # fmt: skip


def _score(scorer: Scorer, rules: LocalRuleSet, text: str) -> tuple[Score, LocalRuleSet]:
    example = parse_example(text)
    chosen = rules.with_options(**example.options)
    got = scorer(
        example.hand, win_tile=example.win_tile, melds=example.melds, rules=chosen,
        **example.situation,
    )  # fmt: skip
    return got, chosen


def _check(got: Score, rules: LocalRuleSet, expected: str, wins: bool) -> None:
    want = parse_expected(expected)
    additive = {f.zh: f.count for f in got.fans if f.fan.multiplier == 1}
    assert additive == want.fans
    assert (got.uncapped_total, got.total) == (want.uncapped, want.total)
    # Seed 001 pays the 番 itself: its rows give no points.
    assert got.points == (want.total if want.points is None else want.points)
    doublings = math.prod(f.fan.multiplier**f.count for f in got.fans)
    assert doublings == (want.multiplied or 1)
    if want.wildcards is not None:
        assert got.wildcards == want.wildcards
    if want.per_payer_extra:
        assert got.self_drawn
        assert rules.payment.self_drawn_extra == want.per_payer_extra
    assert got.meets_minimum is wins
    assert got.rules is rules


def test_the_tables_are_found() -> None:
    assert len(ROWS) == 8 + 15 + 28 + 3


@pytest.mark.parametrize("scorer", SCORERS)
@pytest.mark.parametrize(("rules", "text", "expected"), ROWS)
def test_table_rows(scorer: Scorer, rules: LocalRuleSet, text: str, expected: str) -> None:
    got, chosen = _score(scorer, rules, text)
    _check(got, chosen, expected, True)


@pytest.mark.parametrize("scorer", SCORERS)
@pytest.mark.parametrize(("rules", "text", "expected", "wins"), PAGE)
def test_page_examples(
    scorer: Scorer, rules: LocalRuleSet, text: str, expected: str, wins: bool
) -> None:
    got, chosen = _score(scorer, rules, text)
    _check(got, chosen, expected, wins)


@pytest.mark.parametrize("scorer", SCORERS)
def test_fans_come_in_table_order_with_their_totals(scorer: Scorer) -> None:
    # [2222m] 345m678p666p9p +9p: 平胡 and 根 twice (2222m and the four 6p).
    got, _ = _score(scorer, SICHUAN, "[2222m] 345m678p666p9p +9p | void=s")
    assert [(f.id, f.count, f.total) for f in got.fans] == [(1, 1, 0), (9, 2, 2)]
    assert got.decomposition is not None and got.decomposition.pair == 17  # 99p


@pytest.mark.parametrize("scorer", SCORERS)
def test_a_wildcard_winning_tile_stands_for_the_lowest_of_equal_readings(scorer: Scorer) -> None:
    # 123456789s11s23s +7z: the 红中 as 1s or 4s gives 一条龙 + 清一色 either way; 1s is kept.
    got, _ = _score(scorer, HONGZHONG, "123456789s11s23s +7z | tsumo")
    assert got.wildcards == (18,)
    assert got.total == 3
