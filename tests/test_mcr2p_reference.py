"""The reference two-player scorer (hupai.reference.mcr2p) on the worked examples of both pages,
the comparison of mcr2p.md 5.5, hands that pin the rules no example row pins (one positive and
one negative each), and properties of the walk and the choice on generated hands."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mcr2p_rows import Row, request_of, rows
from sizes import examples

from hupai.errors import NotWinningError
from hupai.melds import Meld
from hupai.reference.mcr2p import score_request
from hupai.reference.mcr2p.predicate_ids import ABSENT, FOUND
from hupai.reference.mcr2p.reading import readings, win_of
from hupai.reference.mcr2p.walk import walk
from hupai.rules.two_player import MCR_2P, MCR_2P_V3, Mcr2pRuleSet
from hupai.rules.two_player_fan import PREDICATES, Fan
from hupai.scoring.mcr2p_request import TwoPlayerRequest
from hupai.scoring.result import Score

ROWS = rows()


def _fans(s: Score) -> dict[str, int]:
    return {f.zh: f.count for f in s.fans}


def _score(example: str, rules: Mcr2pRuleSet = MCR_2P) -> Score:
    return score_request(request_of(example), rules)


def _totals(example: str, rules: Mcr2pRuleSet = MCR_2P) -> list[tuple[str, dict[str, int], int]]:
    """Every reading of ``example``: (decomposition, fans by name, total)."""
    request = request_of(example)
    out = []
    for r in readings(win_of(request, request.standing, request.win_tile)):
        fans = walk(r, rules)
        total = sum(rules.fan(i).points * n for i, n in fans.items())
        out.append((str(r.decomposition), {rules.fan(i).zh: n for i, n in fans.items()}, total))
    return out


# The pages' worked examples -------------------------------------------------------------------


def test_every_row_of_both_pages_is_read() -> None:
    assert len(ROWS) == 62 + 63


@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"{r.page}:{r.id}")
def test_row(row: Row) -> None:
    s = score_request(row.request, row.rules)
    assert (_fans(s), s.total) == (row.fans, row.total), row.example


def test_the_highest_total_not_the_seed_bitmask() -> None:
    # mcr2p.md 5.5: the seed keeps the three 123 chows (一色三同顺's bit is higher), 54.
    s = _score("111222333m456m9m +9m")
    assert _fans(s) == {
        "清一色": 1,
        "一色三节高": 1,
        "三暗刻": 1,
        "门前清": 1,
        "幺九刻": 1,
        "单钓将": 1,
    }
    assert s.total == 68
    assert str(s.decomposition) == "regular: 111m 222m 333m 456m 99m"
    chows = {"清一色": 1, "一色三同顺": 1, "平胡": 1, "门前清": 1, "连六": 1, "单钓将": 1}
    assert ("regular: 123m 123m 123m 456m 99m", chows, 54) in _totals("111222333m456m9m +9m")


# Rules no row pins: (rule, example, fans, total), a positive and a negative each -------------

# fmt: off
TARGETED = [
    # A ruled-out fan rules out nothing (mcr2p.md 5.2): 四暗刻 rules out 不求人, not 自摸.
    ("四暗刻 keeps 自摸", "111m333m555m777m9m +9m | tsumo",
     {"四暗刻": 1, "清一色": 1, "幺九刻": 1, "自摸": 1}, 90),
    ("四暗刻 on a discard", "111m333m555m777m9m +9m", {"四暗刻": 1, "清一色": 1, "幺九刻": 1}, 89),
    # 天胡 tries every kind as the winning tile (shared decision 5): 5m makes 九莲宝灯.
    ("heavenly tries 5m", "1123455678999m +1m | tsumo heavenly_hand",
     {"九莲宝灯": 1, "天胡": 1, "双暗刻": 1, "二五八将": 1}, 179),
    ("not heavenly: 1m only", "1123455678999m +1m | tsumo",
     {"清一色": 1, "不求人": 1, "双暗刻": 1, "幺九刻": 2, "二五八将": 1}, 33),
    # Four alike is two pairs in seven pairs, a pung and one tile in a regular reading.
    ("four alike, two pairs", "1111m2233m4455z6z +6z", {"七对": 1, "混一色": 1, "四归一": 1}, 32),
    ("four alike standing, no kong", "[555z][666z] 1111m234m +4m",
     {"混一色": 1, "双箭刻": 1, "四归一": 1, "幺九刻": 1}, 15),
    # 大七星 is one pair of each honor; four 1z leave 7z out.
    ("大七星", "1122334455667z +7z | tsumo", {"大七星": 1}, 88),
    ("no 大七星 with four 1z", "1111223344556z +6z", {"字一色": 1, "七对": 1, "四归一": 1}, 90),
    # 小于五 is 1m-4m on every tile, 大于五 6m-9m (mcr2p.md 7); both keep 清一色.
    ("小于五", "[123m][234m] 123m444m1m +1m",
     {"清一色": 1, "小于五": 1, "四归一": 2, "一般高": 1, "幺九刻": 1}, 42),
    ("no 小于五 with a 5m", "[123m][234m] 345m111m4m +4m",
     {"清一色": 1, "一色三步高": 1, "四归一": 2, "幺九刻": 1, "坎张": 1}, 46),
    ("大于五", "[678m][678m] 789m999m6m +6m",
     {"清一色": 1, "大于五": 1, "四归一": 2, "一般高": 1, "幺九刻": 1}, 42),
    ("no 大于五 with a 5m", "[567m][678m] 789m999m6m +6m",
     {"清一色": 1, "一色三步高": 1, "四归一": 2, "幺九刻": 1}, 45),
    # 幺九刻 per set of 1m, 9m or a wind (mcr2p.md 5.3); not a 5m pung.
    ("幺九刻 per set", "[111m] 999m123m456m5z +5z",
     {"混一色": 1, "四归一": 1, "连六": 1, "幺九刻": 2, "单钓将": 1}, 12),
    ("no 幺九刻 for 555m", "[555m] 123m456m678m5z +5z",
     {"混一色": 1, "四归一": 1, "连六": 1, "单钓将": 1}, 10),
    # ... but not for the winds of a counted 三风刻 ...
    ("三风刻's winds", "[222z][333z][444z] 999m5m +5m",
     {"三风刻": 1, "碰碰胡": 1, "混一色": 1, "幺九刻": 1, "单钓将": 1, "二五八将": 1}, 27),
    ("two winds, no 三风刻", "[222z][333z] 999m567m5m +5m",
     {"混一色": 1, "幺九刻": 3, "二五八将": 1}, 10),
    # ... nor for the seat wind with 门风刻 ...
    ("seat wind West", "[333z] 123m456m789m9m +9m | seat=W",
     {"清龙": 1, "混一色": 1, "门风刻": 1}, 24),
    ("West, seat East", "[333z] 123m456m789m9m +9m", {"清龙": 1, "混一色": 1, "幺九刻": 1}, 23),
    # ... nor for a dragon pung, while 小三元 leaves a terminal pung's (mcr2p.md 6).
    ("dragons never", "[555z][666z] 7z111m456m +7z",
     {"小三元": 1, "混一色": 1, "幺九刻": 1, "单钓将": 1}, 72),
    ("a dragon pung", "[555z] 123m456m789m2z +2z",
     {"清龙": 1, "混一色": 1, "箭刻": 1, "单钓将": 1}, 25),
    # A discard completing a standing pung makes it melded (mcr2p.md 4) ...
    ("discard: 666m melded", "[123m] 222m444m66m55z +6m",
     {"混一色": 1, "四归一": 1, "双暗刻": 1}, 10),
    ("self-drawn: concealed", "[123m] 222m444m66m55z +6m | tsumo",
     {"三暗刻": 1, "混一色": 1, "四归一": 1, "自摸": 1}, 25),
    # ... unless a standing chow can take the winning tile.
    ("234m takes the 4m", "[789m] 23444m666m11z +4m", {"混一色": 1, "四归一": 1, "双暗刻": 1}, 10),
    ("no chow takes the 4m", "[789m] 44m567m666m11z +4m", {"混一色": 1, "四归一": 1}, 8),
    # The unique wait counts a fifth copy as a wait (mcr2p.md 4).
    ("one wait", "[555z][666z] 111m234m9m +9m",
     {"混一色": 1, "双箭刻": 1, "幺九刻": 1, "单钓将": 1}, 14),
    ("a fifth 4m waits too", "[444m][555z][666z] 1234m +1m",
     {"混一色": 1, "双箭刻": 1, "四归一": 1}, 14),
    # 地胡, 人胡 (V3 only), 天听 (rules out 报听), 报听.
    ("地胡", "123m456m789m111z2z +2z | tsumo seat=W earthly_hand",
     {"地胡": 1, "清龙": 1, "混一色": 1, "幺九刻": 1}, 111),
    ("no 地胡", "123m456m789m111z2z +2z | tsumo seat=W",
     {"清龙": 1, "混一色": 1, "不求人": 1, "幺九刻": 1, "单钓将": 1}, 28),
    ("天听", "123m456m789m111z2z +2z | heavenly_ready seat=W",
     {"清龙": 1, "天听": 1, "混一色": 1, "门前清": 1, "幺九刻": 1, "单钓将": 1}, 42),
    ("报听", "123m456m789m111z2z +2z | ready seat=W",
     {"清龙": 1, "混一色": 1, "门前清": 1, "报听": 1, "幺九刻": 1, "单钓将": 1}, 28),
    ("no declaration", "123m456m789m111z2z +2z | seat=W",
     {"清龙": 1, "混一色": 1, "门前清": 1, "幺九刻": 1, "单钓将": 1}, 26),
    ("人胡 has no fan in MCR_2P", "123m456m789m111z2z +2z | seat=W human_hand",
     {"清龙": 1, "混一色": 1, "门前清": 1, "幺九刻": 1, "单钓将": 1}, 26),
    # The repeatable fans' counts (mcr2p.md 5.4).
    ("一般高 twice", "[123m] 123m456m456m9m +9m",
     {"清一色": 1, "平胡": 1, "一般高": 2, "连六": 1, "单钓将": 1}, 30),
    ("花牌 per flower", "[123m] 456m678m111z9m +9m | flowers=3",
     {"混一色": 1, "门风刻": 1, "连六": 1, "花牌": 3}, 12),
]
# fmt: on


@pytest.mark.parametrize(
    ("rule", "example", "fans", "total"), TARGETED, ids=[t[0] for t in TARGETED]
)
def test_targeted(rule: str, example: str, fans: dict[str, int], total: int) -> None:
    s = _score(example)
    assert (_fans(s), s.total) == (fans, total), rule


def test_human_hand_under_v3() -> None:
    example = "123m456m789m111z2z +2z | seat=W human_hand"
    assert _fans(_score(example, MCR_2P_V3)) == {"人胡": 1, "清龙": 1, "混一色": 1, "门前清": 1}
    assert "人胡" not in _fans(_score(example.replace(" human_hand", ""), MCR_2P_V3))


def test_dragon_pung_per_set_where_the_table_keeps_it() -> None:
    # 双箭刻 rules out 箭刻 in both presets; a table without that exclusion counts each set.
    fans = tuple(f._replace(excludes=()) if f.zh == "双箭刻" else f for f in MCR_2P.fans)
    kept = Mcr2pRuleSet("KEEP", fans)
    example = "[555z][666z] 123m456m9m +9m"
    assert _fans(_score(example, kept))["箭刻"] == 2
    assert "箭刻" not in _fans(_score(example))


def test_minimum_without_flowers() -> None:
    example = "[123m] 456m678m111z9m +9m | flowers=3"  # 9 points and 3 flowers
    assert _score(example).meets_minimum
    assert _score(example, MCR_2P.with_options(min_points=9)).meets_minimum
    s = _score(example, MCR_2P.with_options(min_points=10))
    assert s.total == 12 and not s.meets_minimum


def test_not_winning_quotes_the_hand() -> None:
    with pytest.raises(NotWinningError, match=r"hand \[111m\] 12345699m5z \+5z is not"):
        _score("[111m] 99m123m456m5z +5z")
    with pytest.raises(NotWinningError, match=r"hand \{2222z\} 12345678m11z \+1m is not"):
        _score("{2222z} 123m456m78m11z +1m")


# The choice among readings (shared decision 4) ------------------------------------------------


def test_tie_broken_by_the_points_sorted() -> None:
    example = "1123444566667m +1m"
    chosen = {"清一色": 1, "门前清": 1, "四归一": 1, "双暗刻": 1}
    other = {"清一色": 1, "门前清": 1, "四归一": 1, "连六": 1, "幺九刻": 1}
    totals = _totals(example)
    assert totals[0][1:] == (other, 30)  # found first, but 24 2 2 1 1 < 24 2 2 2
    assert (chosen, 30) in [t[1:] for t in totals]
    assert _fans(_score(example)) == chosen


def _table(*fans: tuple[str, int, int]) -> Mcr2pRuleSet:
    """A table of (name, points, predicate) rows, in that order, none excluding another."""
    rows = (Fan(i, zh, zh, pts, (), pred, "", "") for i, (zh, pts, pred) in enumerate(fans, 1))
    return Mcr2pRuleSet("CUSTOM", tuple(rows))


def _form(s: Score) -> str:
    return str(s.decomposition).partition(":")[0]


def test_tie_points_before_form_and_fan_list() -> None:
    # Every regular reading: 平胡 + 一般高 x2 = 3 (1 1 1); seven pairs: 七对 = 3 (3).
    example = "1122334455667m +7m"
    points_decide = _table(("平胡", 1, 63), ("一般高", 1, 69), ("七对", 3, 19))
    assert _form(_score(example, points_decide)) == "seven_pairs"
    lower = _table(("平胡", 1, 63), ("一般高", 1, 69), ("七对", 2, 19))
    assert _form(_score(example, lower)) == "regular"


def test_tie_regular_before_seven_pairs() -> None:
    # Equal totals and points: the regular reading, though 七对's fan list is smaller.
    example = "1122334455667m +7m"
    assert _form(_score(example, _table(("七对", 1, 19), ("平胡", 1, 63)))) == "regular"
    assert _form(_score(example, _table(("七对", 2, 19), ("平胡", 1, 63)))) == "seven_pairs"


def test_tie_broken_by_the_fan_list() -> None:
    example = "1123344567789m +2m | tsumo"
    common = {"清一色": 1, "不求人": 1, "平胡": 1, "一般高": 1}
    totals = _totals(example)
    assert totals[0][1:] == ({**common, "老少副": 1}, 32)  # found first; 老少副 is id 54
    s = _score(example)
    assert _fans(s) == {**common, "连六": 1}
    assert str(s.decomposition) == "regular: 234m 234m 567m 789m 11m"


def test_tie_of_equal_fans_keeps_the_first_found() -> None:
    example = "3335566777889m +8m | tsumo"
    totals = _totals(example)
    assert totals[0][1:] == totals[1][1:]
    assert str(_score(example).decomposition) == totals[0][0]


# Predicates ----------------------------------------------------------------------------------


def test_every_predicate_is_found_or_absent() -> None:
    assert not FOUND & ABSENT
    assert FOUND | ABSENT == set(PREDICATES)
    assert {f.predicate for t in (MCR_2P, MCR_2P_V3) for f in t.fans} <= FOUND


# Properties ----------------------------------------------------------------------------------

KINDS = [*range(9), *range(27, 34)]


def _take(draw: st.DrawFn, counts: list[int], shapes: list[list[int]]) -> list[int]:
    """One of ``shapes`` that the copies left allow, its tiles added to ``counts``."""
    need = [Counter(tiles) for tiles in shapes]
    fits = [
        t
        for t, n in zip(shapes, need, strict=True)
        if all(counts[k] + c <= 4 for k, c in n.items())
    ]
    tiles = draw(st.sampled_from(fits))
    for t in tiles:
        counts[t] += 1
    return tiles


@st.composite
def two_player_requests(draw: st.DrawFn) -> TwoPlayerRequest:
    """A winning hand of 万 and honors (sets and a pair, or seven pairs), its melds declared
    or standing, at most four copies of a kind, with random flags."""
    counts = [0] * 34
    melds: list[Meld] = []
    standing: list[int] = []
    chows = [[f, f + 1, f + 2] for f in range(7)]
    if draw(st.integers(0, 4)) == 0:
        for _ in range(7):
            standing += _take(draw, counts, [[k, k] for k in KINDS])
    else:
        declared = draw(st.integers(0, 4))
        for i in range(4):
            kongs = [[k] * 4 for k in KINDS] if i < declared else []
            tiles = _take(draw, counts, chows + [[k] * 3 for k in KINDS] + kongs)
            if i < declared:
                kind = "chow" if tiles[0] != tiles[1] else "kong" if len(tiles) == 4 else "pung"
                concealed = kind == "kong" and draw(st.booleans())
                melds.append(Meld(kind, tuple(tiles), concealed=concealed))
            else:
                standing += tiles
        standing += _take(draw, counts, [[k, k] for k in KINDS])
    win = draw(st.sampled_from(standing))
    left = [0] * 34
    for t in standing:
        left[t] += 1
    left[win] -= 1
    flags = draw(st.lists(st.booleans(), min_size=4, max_size=4))
    return TwoPlayerRequest(
        tuple(left), win, tuple(melds), flags[0], flags[1], flags[2], flags[3],
        draw(st.sampled_from((27, 29))), draw(st.integers(0, 2)), False, False, False,
        draw(st.integers(0, 8)),
    )  # fmt: skip


@settings(max_examples=examples(2000), deadline=None)
@given(two_player_requests(), st.sampled_from((MCR_2P, MCR_2P_V3)))
def test_the_score_is_the_best_reading_walked(
    request: TwoPlayerRequest, rules: Mcr2pRuleSet
) -> None:
    s = score_request(request, rules)
    assert s.total == sum(f.points * f.count for f in s.fans)
    walked = [walk(r, rules) for r in readings(win_of(request, request.standing, request.win_tile))]
    totals = [sum(rules.fan(i).points * n for i, n in fans.items()) for fans in walked]
    assert s.total == max(totals)
    assert {f.id: f.count for f in s.fans} in walked
    assert (
        s.decomposition is not None and s.decomposition.melds[: len(request.melds)] == request.melds
    )


@settings(max_examples=examples(2000), deadline=None)
@given(two_player_requests(), st.sampled_from((MCR_2P, MCR_2P_V3)))
def test_no_fan_counted_beside_one_it_rules_out_later(
    request: TwoPlayerRequest, rules: Mcr2pRuleSet
) -> None:
    counted = {f.id for f in score_request(request, rules).fans}
    last = {f.id for f in rules.fans if f.zh == "幺九刻"}
    for i in counted:
        later = {e for e in rules.fan(i).excludes if e > i or e in last}
        assert not later & counted, (rules.fan(i).zh, request)


@settings(max_examples=examples(1000), deadline=None)
@given(two_player_requests())
def test_doubled_points_double_the_total_and_keep_the_fans(request: TwoPlayerRequest) -> None:
    doubled = Mcr2pRuleSet("DOUBLED", tuple(f._replace(points=2 * f.points) for f in MCR_2P.fans))
    s, d = score_request(request, MCR_2P), score_request(request, doubled)
    assert d.total == 2 * s.total
    assert [(f.id, f.count) for f in d.fans] == [(f.id, f.count) for f in s.fans]
    assert d.decomposition == s.decomposition


@settings(max_examples=examples(1000), deadline=None)
@given(two_player_requests(), st.sampled_from((MCR_2P, MCR_2P_V3)))
def test_flowers_add_one_point_each(request: TwoPlayerRequest, rules: Mcr2pRuleSet) -> None:
    none = score_request(request._replace(flowers=0), rules)
    s = score_request(request, rules)
    assert s.total == none.total + request.flowers
    others = [(f.id, f.count) for f in s.fans if f.zh != "花牌"]
    assert others == [(f.id, f.count) for f in none.fans]
