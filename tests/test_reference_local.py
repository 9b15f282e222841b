"""The local reference scorer's readings (common semantics of the engine and the reference):
which readings a hand has, in which order, and the features of each, worked out by hand."""

from __future__ import annotations

import dataclasses

import pytest

import hupai.reference
from hupai.errors import OptionError
from hupai.melds import meld
from hupai.reference.local import readings
from hupai.rules.basic_laizi import BASIC_LAIZI
from hupai.rules.fan import Fan
from hupai.rules.hongzhong import HONGZHONG
from hupai.rules.local import LocalRuleSet
from hupai.rules.reading import Reading
from hupai.rules.sichuan import SICHUAN
from hupai.rules.tuidao import TUIDAO
from hupai.rules.vocabulary import FEATURES
from hupai.rules.wildcards import Wildcards
from hupai.scoring.local_request import read_local_request
from hupai.tiles import tile


def read(rules: LocalRuleSet, hand: str, win: str, **given: object) -> list[Reading]:
    return readings(rules, read_local_request(rules, hand, win_tile=win, **given))


def places(found: list[Reading]) -> list[tuple[str, int, int]]:
    """Each reading as (decomposition, winning kind, group)."""
    return [(str(r.decomposition), r.win_tile, r.win_group) for r in found]


def test_every_group_holding_the_winning_tile_is_a_reading() -> None:
    # 3m closes 123m at its edge or 345m on two sides.
    found = read(TUIDAO, "12m345m678p999s11z", "3m")
    assert places(found) == [("regular: 123m 345m 678p 999s 11z", 2, 0)] + [
        ("regular: 123m 345m 678p 999s 11z", 2, 1)
    ]
    edge, two_sided = found[0].features, found[1].features
    assert (edge["win_edge"], edge["win_two_sided"], edge["win_closed"]) == (1, 0, 0)
    assert (two_sided["win_edge"], two_sided["win_two_sided"]) == (0, 1)
    assert list(edge) == list(FEATURES)
    assert found[0].quads == 0 and found[0].pair == 27


def test_an_equal_meld_is_tried_once_and_the_pair_last() -> None:
    assert places(read(TUIDAO, "23m123m456p789s55s", "1m")) == [
        ("regular: 123m 123m 456p 789s 55s", 0, 0)
    ]
    found = read(TUIDAO, "123m1m456p789s555s", "1m")
    assert [(r.win_group, r.win_on_pair, r.win_in_chow) for r in found] == [(0, 0, 1), (-1, 1, 0)]


@pytest.mark.parametrize(
    ("hand", "win", "closed", "edge", "two_sided"),
    [
        ("13m456p789s123s55s", "2m", 1, 0, 0),  # 坎张
        ("12m456p789s123s55s", "3m", 0, 1, 0),  # 边张 of 123
        ("89m456p789s123s55s", "7m", 0, 1, 0),  # 边张 of 789
        ("23m456p789s123s55s", "4m", 0, 0, 1),  # the high end of 234
        ("78m456p789s123s55s", "6m", 0, 0, 1),  # the low end of 678
    ],
)
def test_chow_waits(hand: str, win: str, closed: int, edge: int, two_sided: int) -> None:
    (only,) = read(TUIDAO, hand, win)
    assert (only.win_closed, only.win_edge, only.win_two_sided) == (closed, edge, two_sided)


def test_a_pung_won_on_a_discard_is_not_concealed() -> None:
    discard = read(TUIDAO, "111m222p333s44z77z", "4z")
    drawn = read(TUIDAO, "111m222p333s44z77z", "4z", self_drawn=True)
    assert [r.concealed_pungs for r in discard] == [3]
    assert [r.concealed_pungs for r in drawn] == [4]
    # A concealed kong is concealed; a claimed one is not.
    kong = read(TUIDAO, "222p333s444z7z", "7z", melds=[meld("1111m", concealed=True)])
    assert (kong[0].concealed_pungs, kong[0].claimed, kong[0].declared) == (4, 0, 1)
    # The feature "tiles" is their sum: Reading.logical is the 34 counts.
    assert (kong[0].kongs, kong[0].concealed_kongs, kong[0].tiles) == (1, 1, 15)
    assert sum(kong[0].logical) == 15
    claimed = read(TUIDAO, "222p333s444z7z", "7z", melds=["1111m"])
    assert (claimed[0].concealed_pungs, claimed[0].claimed) == (3, 1)


def test_tile_counts_are_logical() -> None:
    # The 红中 stands for 5s: no honor, three suits, 1m 1s 9s, and 2m 5p 8s 2s 5s 5s.
    (only,) = read(HONGZHONG, "123m456p789s123s7z", "5s", self_drawn=True)
    assert only.decomposition.wildcards == (tile("5s"),)
    assert (only.honors, only.suits, only.terminals, only.tiles_258) == (0, 3, 3, 6)
    assert (only.held_wildcards, only.win_wildcard, only.wildcards_in_play) == (1, 0, 1)
    assert only.physical[tile("7z")] == 1 and only.logical[tile("7z")] == 0
    assert (only.pair, only.pair_suited, only.pair_258) == (tile("5s"), 1, 1)


def test_a_red_dragon_never_stands_for_a_wind_but_may_stand_for_itself() -> None:
    # Four 红中 and ten tiles: every reading gives them suited kinds or 7z.
    found = read(HONGZHONG, "123m456p789s1s7z7z7z", "7z", self_drawn=True)
    kinds = {k for r in found for k in r.decomposition.wildcards}
    assert tile("7z") in kinds
    assert all(k < 27 or k == tile("7z") for k in kinds)
    # A wildcard winning tile is each kind its decomposition gives a wildcard, ascending.
    for r in found:
        assert r.win_tile in r.decomposition.wildcards
    for a, b in zip(found, found[1:], strict=False):
        if a.decomposition == b.decomposition:
            assert a.win_tile <= b.win_tile


def test_a_joker_may_make_a_fifth_copy_only_where_the_rule_set_allows() -> None:
    found = read(BASIC_LAIZI, "1111m234p567s99s J", "J")
    fifth = [r for r in found if r.logical[0] >= 5]
    assert fifth and all(0 in r.decomposition.wildcards for r in fifth)
    strict = dataclasses.replace(BASIC_LAIZI, wildcards=Wildcards(jokers=4), build=None, options={})
    assert all(r.logical[0] <= 4 for r in read(strict, "1111m234p567s99s J", "J"))


def test_seven_pairs_and_roots() -> None:
    # 龙七对 under 四川: one four of a kind, and 根 counts one less.
    (only,) = read(SICHUAN, "1111m33557799m2p", "2p", void="s")
    assert (only.seven_pairs, only.quads, only.win_on_pair, only.pair) == (1, 1, 1, -1)
    assert only.chows == only.pungs == 0
    assert [f.zh for f in hupai.reference.score(
        "1111m33557799m2p", win_tile="2p", void="s", rules=SICHUAN
    ).fans] == ["龙七对"]  # fmt: skip


def test_special_forms() -> None:
    (knitted,) = read(TUIDAO, "147m258p36s12345z", "6z")
    assert (knitted.honors_and_knitted, knitted.pair, knitted.win_on_pair) == (1, -1, 0)
    orphans = read(TUIDAO, "19m19p19s1234567z", "7z")
    assert [(r.thirteen_orphans, r.pair, r.win_on_pair) for r in orphans] == [(1, 33, 1)]
    assert orphans[0].terminals == 6 and orphans[0].honors == 8


def test_custom_fans_take_the_reading() -> None:
    # A fan of 5 for a win on 5p, and one counting the jokers as they stand.
    extra = BASIC_LAIZI.with_fans(
        Fan(4, "五筒", "Five Dots", 5, lambda r: r.win_tile == tile("5p")),
        Fan(5, "赖子", "Jokers", 1, lambda r: len(r.decomposition.wildcards)),
    )
    got = hupai.reference.score("234m567m345p6p8p JJ", win_tile="5p", rules=extra)
    assert {f.id: f.count for f in got.fans} == {1: 1, 2: 1, 3: 1, 4: 1, 5: 2}
    assert got.total == 10
    bad = BASIC_LAIZI.with_fans(Fan(4, "坏", "Bad", 1, lambda r: "yes"))
    with pytest.raises(OptionError, match="'yes'"):
        hupai.reference.score("234m567m345p6p8p JJ", win_tile="5p", rules=bad)
