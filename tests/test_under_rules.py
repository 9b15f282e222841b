"""Win detection and analysis under a rule set (``rules=``, ``indicator=``): the rule set's
forms, wildcards, jokers and tiles decide, on the engine and on the command line."""

from __future__ import annotations

import json

import pytest

import hupai
from hupai.cli import main
from hupai.errors import (
    HupaiError,
    OptionError,
    SituationError,
    TileCountError,
    UnknownTileError,
)
from hupai.rules import BASIC_LAIZI, HONGZHONG, MCR, SICHUAN, TUIDAO

FLIP = TUIDAO.with_options(ghost="flip")


def test_red_dragons_are_wildcards_under_hongzhong() -> None:
    # 7z7z7z complete 11s into a pung and a pair only as wildcards.
    assert hupai.is_win("123m456p789s1s7z7z7z7z", rules=HONGZHONG)
    assert not hupai.is_win("123m456p789s1s7z7z7z7z")
    assert hupai.wildcards_needed("123m456p789s1s7z", rules=HONGZHONG) == 0
    assert hupai.wildcards_needed("123m456p789s1s7z") == 3


def test_the_rule_sets_forms_decide() -> None:
    seven_pairs = "1133557799m1133p"
    assert hupai.is_win(seven_pairs, rules=SICHUAN)
    assert not hupai.is_win(seven_pairs, rules=BASIC_LAIZI)  # seed 001: 4 sets and a pair only
    knitted = "147m258p369s12345z"
    assert hupai.is_win(knitted, rules=MCR)
    assert hupai.is_win(knitted, rules=TUIDAO)  # 全不靠
    assert hupai.shanten("147m258p369s1234z", rules=TUIDAO) == 0
    assert hupai.shanten("147m258p369s1234z", rules=MCR) == 0


def test_jokers_as_tokens_or_a_count() -> None:
    assert hupai.is_win("123m456m789p23p55sJ", rules=BASIC_LAIZI)
    assert hupai.is_win("123m456m789p23p55s", wildcards=1, rules=BASIC_LAIZI)
    found = hupai.decompositions("123m456m789p23p55sJ", rules=BASIC_LAIZI)
    assert sorted(d.wildcards for d in found) == [(9,), (12,)]  # J with 23p: 1p or 4p
    with pytest.raises(TileCountError, match="SICHUAN has no jokers"):
        hupai.is_win("123m456m789p23p55s", wildcards=1, rules=SICHUAN)


def test_flipped_indicator_makes_the_successor_wild() -> None:
    # Indicator 9m: 1m is the ghost, and completes 13p as 2p.
    assert hupai.is_win("234m456p789s11z13p1m", rules=FLIP, indicator="9m")
    assert not hupai.is_win("234m456p789s11z13p1m", rules=FLIP, indicator="8m")
    with pytest.raises(SituationError, match="indicator"):
        hupai.is_win("234m456p789s11z13p1m", rules=FLIP)
    with pytest.raises(SituationError, match="no flipped wildcard"):
        hupai.is_win("234m456p789s11z13p1m", rules=TUIDAO, indicator="9m")
    with pytest.raises(UnknownTileError, match="indicator='9x'"):
        hupai.is_win("234m456p789s11z13p1m", rules=FLIP, indicator="9x")


def test_a_tile_outside_the_set_is_refused() -> None:
    with pytest.raises(UnknownTileError, match="SICHUAN has no 1z"):
        hupai.is_win("123m456m789m11z22p", rules=SICHUAN)
    with pytest.raises(UnknownTileError, match="HONGZHONG has no 5z"):
        hupai.waits("123m456p789s11s5z", rules=HONGZHONG)


def test_waits_and_useful_tiles_keep_to_the_set() -> None:
    waits = hupai.waits("123m456p789s11s7z7z", rules=HONGZHONG)
    assert waits == [*range(27), 33]  # two wildcards beside a complete hand: any suited tile
    assert hupai.waits("123m456p789s11s7z7z") == [18, 33]  # not wild under MCR: 1s and 7z
    useful = hupai.useful_tiles("123m456p789s11s2s7z", rules=HONGZHONG)
    assert useful and all(t < 27 or t == 33 for t in useful)


def test_rules_decide_the_forms_alone() -> None:
    with pytest.raises(OptionError, match="rules= decides forms"):
        hupai.is_win("123m456p789s11s7z7z7z", rules=HONGZHONG, forms="regular")
    with pytest.raises(OptionError, match="rules= decides wildcard_tiles"):
        hupai.shanten("123m456p789s11s7z7z", rules=HONGZHONG, wildcard_tiles="7z")
    with pytest.raises(OptionError, match="rules= takes"):
        hupai.is_win("123m456p789s11s7z7z7z", rules="hongzhong")


def test_command_line_under_a_rule_set(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "123m456m789p23p55sJ", "--rules", "basic-laizi", "--json"]) == 0
    checked = json.loads(capsys.readouterr().out)
    assert checked["wins"] is True and checked["wildcards"] == 1
    assert main(["waits", "234m456p789s11z13p", "--rules", "tuidao", "--option",
                 "ghost=flip", "--indicator", "9m", "--json"]) == 0  # fmt: skip
    assert json.loads(capsys.readouterr().out)["waits"] == ["1m", "2p"]
    assert main(["check", "123m456p789s11s7z7z", "--rules", "hongzhong", "--forms", "regular"]) == 2
    assert "--rules decides --forms" in capsys.readouterr().err
    assert main(["check", "123m456p789s1122z", "--indicator", "9m"]) == 2
    assert "--indicator goes with --rules" in capsys.readouterr().err


def test_errors_are_hupai_errors() -> None:
    for call in (
        lambda: hupai.is_win("1z", rules=SICHUAN),
        lambda: hupai.is_win("11m", rules=FLIP, indicator=[1, 2]),
        lambda: hupai.is_win("11m", rules=TUIDAO.with_options(ghost="flip2"), indicator="f1"),
    ):
        with pytest.raises(HupaiError):
            call()


CALLS = [
    ("is_win", "123m456p789s1s7z7z7z7z", {"rules": HONGZHONG}),
    ("wildcards_needed", "123m456p789s1s7z", {"rules": HONGZHONG}),
    ("is_win", "1133557799m1133p", {"rules": BASIC_LAIZI}),
    ("decompositions", "123m456m789p23p55sJ", {"rules": BASIC_LAIZI}),
    ("shanten_by_form", "147m258p369s1234z", {"rules": TUIDAO}),
    ("waits", "234m456p789s11z13p", {"rules": FLIP, "indicator": "9m"}),
    ("useful_tiles", "123m456p789s11s2s7z", {"rules": HONGZHONG}),
    ("waits", "123m456p789s11s5z", {"rules": HONGZHONG}),
    ("is_win", "123m456p789s11s7z7z7z", {"rules": HONGZHONG, "forms": "regular"}),
]


@pytest.mark.parametrize(("name", "tiles", "kwargs"), CALLS)
def test_reference_takes_the_same_rules(name: str, tiles: str, kwargs: dict[str, object]) -> None:
    def outcome(module: object) -> object:
        try:
            return getattr(module, name)(tiles, **kwargs)
        except HupaiError as err:
            return type(err), str(err)

    assert outcome(hupai) == outcome(hupai.reference)


def test_command_line_scores_under_a_local_rule_set(capsys: pytest.CaptureFixture[str]) -> None:
    hand = "234m456p789s11z13p +1m | tsumo"
    args = ["score", hand, "--rules", "tuidao", "--option", "ghost=flip", "--indicator", "9m"]
    assert main([*args, "--json"]) == 0
    scored = json.loads(capsys.readouterr().out)
    assert [f["zh"] for f in scored["fans"]] == ["门清"]
    assert (scored["total"], scored["points"], scored["wildcards"]) == (2, 4, ["2p"])
    # Standing tiles with --win and the flags, as for MCR.
    assert main(["score", "123456789s11s23s", "--win", "7z", "--self-drawn", "--rules",
                 "hongzhong", "--json"]) == 0  # fmt: skip
    scored = json.loads(capsys.readouterr().out)
    assert (scored["total"], scored["points"], scored["wildcards"]) == (3, 8, ["1s"])
    assert main(["score", "123m456m789m23p55p", "--win", "4p", "--rules", "sichuan",
                 "--void", "m"]) == 2  # fmt: skip
    assert "void suit m" in capsys.readouterr().err
    assert main(["score", "123m456p789s1122z", "--win", "2z", "--void", "m"]) == 2
    assert "MCR does not read --void" in capsys.readouterr().err
    assert main(["score", "123m456p789s1122z", "--win", "2z", "--rules", "hongzhong"]) == 2
    assert "HONGZHONG has no 1z" in capsys.readouterr().err


@pytest.mark.parametrize(
    "hand", ["J5p2s3m5p5p4z3s9m4s22m", "5p2s3m5p5p4z3s9m4s22mJ", "J 5p2s3m5p5p4z3s9m4s22m"]
)
def test_a_joker_is_read_wherever_it_stands(hand: str) -> None:
    # J before a digit is a joker too: only a string wholly of PyMahjongGB codes has J1-J3.
    assert hupai.wildcards_needed(hand, rules=BASIC_LAIZI) == hupai.wildcards_needed(
        hand.replace("J", ""), wildcards=1, rules=BASIC_LAIZI
    )
    assert hupai.shanten("W1 W2 W3 J1 J1", rules=BASIC_LAIZI) == -1  # 中中, not jokers


def test_jokers_in_a_list_of_tiles() -> None:
    listed = ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "2p", "3p", "5s", "J"]
    s = hupai.score(listed, win_tile="5s", rules=BASIC_LAIZI)
    assert s == hupai.score("123456789m23p5sJ", win_tile="5s", rules=BASIC_LAIZI)
