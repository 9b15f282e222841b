"""The engine's two-player scorer (hupai.scoring.mcr2p_engine): every worked example of both
pages with its fans and total, the page's own comparison of readings (mcr2p.md 5.5), the
Score as make_two_player_score makes it (reading, minimum, flags as given), 天胡's choice of
winning tile, and the errors of its safety net."""

from __future__ import annotations

import pytest
from mcr2p_rows import request_of, rows

import hupai
from hupai.decomposition import Decomposition
from hupai.melds import found_meld
from hupai.rules import MCR
from hupai.rules.two_player import MCR_2P, MCR_2P_V3, Mcr2pRuleSet
from hupai.scoring.mcr2p_engine import native_table, score_two_player_request
from hupai.scoring.result import make_two_player_score

ROWS = rows()


def test_every_page_row_is_there() -> None:
    assert len(ROWS) == 125


@pytest.mark.parametrize("row", ROWS, ids=[f"{r.page}:{r.id}" for r in ROWS])
def test_worked_example(row: object) -> None:
    score = score_two_player_request(row.request, row.rules)  # type: ignore[attr-defined]
    assert {f.zh: f.count for f in score.fans} == row.fans  # type: ignore[attr-defined]
    assert score.total == row.total  # type: ignore[attr-defined]


def _score(example: str, rules: Mcr2pRuleSet = MCR_2P) -> hupai.Score:
    return score_two_player_request(request_of(example), rules)


def test_highest_reading_not_the_seeds_top_bit() -> None:
    # 111 222 333 456 scores 68; three 123 chows (54) are what the seed's own code picks.
    score = _score("111222333m456m9m +9m")
    names = [f.zh for f in score.fans]
    assert (score.total, names) == (
        68,
        ["清一色", "一色三节高", "三暗刻", "门前清", "幺九刻", "单钓将"],
    )
    melds = score.decomposition.melds  # type: ignore[union-attr]
    assert [str(m) for m in melds] == ["111m", "222m", "333m", "456m"]


@pytest.mark.parametrize("rules", [MCR_2P, MCR_2P_V3], ids=["MCR_2P", "MCR_2P_V3"])
def test_score_is_make_two_player_score(rules: Mcr2pRuleSet) -> None:
    for example in ("[1111z] 123m456m789m5z +5z | tsumo kong flowers=3", "1133m557799m11z2z +2z"):
        score = _score(example, rules)
        fans = {f.id: f.count for f in score.fans}
        request = request_of(example)
        want = make_two_player_score(
            rules, fans, score.decomposition, self_drawn=request.self_drawn, kong=request.kong
        )
        assert score == want


def test_readings_declared_melds_first_and_seven_pairs() -> None:
    request = request_of("[1111z] 123m456m789m5z +5z | tsumo kong")
    score = score_two_player_request(request, MCR_2P)
    chows = tuple(found_meld("chow", t) for t in (0, 3, 6))
    assert score.decomposition == Decomposition("regular", (*request.melds, *chows), 31)
    pairs = _score("1133m55m5555z66z7z +7z", MCR_2P_V3).decomposition
    assert pairs == Decomposition("seven_pairs", pairs=(0, 2, 4, 31, 31, 32, 33))


def test_minimum_without_flowers() -> None:
    # 混一色 门风刻 连六 = 9, and 3 flowers.
    example = "[111z] 123m456m67m55z +8m | flowers=3"
    assert _score(example).meets_minimum
    strict = MCR_2P.with_options(min_points=10)
    score = _score(example, strict)
    assert (score.total, score.meets_minimum, score.rules) == (12, False, strict)
    assert _score(example, MCR_2P.with_options(min_points=9)).meets_minimum


def test_heavenly_hand_tries_every_kind() -> None:
    # The 14 dealt tiles 11123455678999m make 九莲宝灯 only with 5m as the winning tile.
    score = _score("1123455678999m +1m | tsumo heavenly_hand")
    assert [f.zh for f in score.fans] == ["九莲宝灯", "天胡", "双暗刻", "二五八将"]
    assert score.total == 179


def test_not_winning() -> None:
    with pytest.raises(hupai.NotWinningError, match=r"^hand 123456789m1112z \+3z is not a winning"):
        _score("123m456m789m1112z +3z")


def test_table_made_once_per_rule_set() -> None:
    assert native_table(MCR_2P) is native_table(MCR_2P)
    assert native_table(MCR_2P) is not native_table(MCR_2P_V3)
    with pytest.raises(hupai.OptionError, match="not a two-player rule set"):
        native_table(MCR)


def test_bad_tables_refused() -> None:
    from hupai import _core

    with pytest.raises(
        hupai.errors.ArrayShapeError, match="fans 1 and 2 name the same predicate 5"
    ):
        _core.Mcr2pTable(
            [0, 1, 1], [0, 5, 5], [[], [], []], 0, [[], [], []], [None, 1, 2], int, None
        )
    with pytest.raises(hupai.errors.ArrayShapeError, match="fan 1 excludes 3"):
        _core.Mcr2pTable(
            [0, 1, 1], [0, 5, 6], [[], [3], []], 0, [[], [], []], [None, 1, 2], int, None
        )


@pytest.mark.parametrize(
    ("change", "error", "message"),
    [
        ({"standing": (1,) * 33}, hupai.errors.ArrayShapeError, "34 numbers, got 33"),
        ({"win_tile": 9}, hupai.errors.UnknownTileError, "winning tile is 1p"),
        (
            {"standing": (0,) * 9 + (1,) + (0,) * 24},
            hupai.errors.UnknownTileError,
            "the hand holds 1p: two-player mahjong has only",
        ),
        ({"seat_wind": 28}, hupai.errors.SituationError, "seat_wind 28 is not East"),
        ({"ready": 3}, hupai.errors.SituationError, "ready 3"),
        ({"flowers": 9}, hupai.errors.SituationError, "flowers 9"),
        ({"win_tile": 40}, hupai.errors.UnknownTileError, "winning tile 40"),
    ],
)
def test_input_checked_again(change: dict[str, object], error: type, message: str) -> None:
    request = request_of("123m456m789m111z2z +2z")._replace(**change)  # type: ignore[arg-type]
    with pytest.raises(error, match=message):
        score_two_player_request(request, MCR_2P)


def test_too_many_tiles_refused() -> None:
    request = request_of("123m456m789m111z2z +2z")
    standing = list(request.standing)
    standing[0] += 1
    with pytest.raises(hupai.errors.HandSizeError, match="13 standing tiles"):
        score_two_player_request(request._replace(standing=tuple(standing)), MCR_2P)


def test_melds_given_or_read_from_their_objects() -> None:
    from hupai import _core

    r = request_of("[123m][555z] 12m789m11z +3m | last_copy")
    table = native_table(MCR_2P)
    rest = (r.standing, r.win_tile)
    after = ((r.self_drawn, r.last_copy, r.kong, r.last_tile), r.seat_wind, r.ready,
             (r.heavenly_hand, r.earthly_hand, r.human_hand), r.flowers)  # fmt: skip
    shapes = [(0, 0, False), (1, 31, False)]
    given = _core.mcr2p_score(table, *rest, shapes, r.melds, *after)
    assert given == _core.mcr2p_score(table, *rest, None, r.melds, *after)
    assert given == score_two_player_request(r, MCR_2P)
    with pytest.raises(hupai.MeldError, match="meld 1 .* is not a declared hupai Meld"):
        _core.mcr2p_score(table, *rest, None, (r.melds[0], "555z"), *after)
