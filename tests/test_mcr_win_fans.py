"""The fans of how a regular hand was won, its pair, its groups and its winds, on rule-book
examples and against PyMahjongGB."""

from __future__ import annotations

from collections import Counter

import pytest
from mcr_hands import Hand, excluded_by, hands, only_regular
from sizes import hands as hands_count

import hupai
from hupai.melds import declared_meld
from hupai.reference import decompositions
from hupai.reference.mcr.meld_fans import meld_fans
from hupai.reference.mcr.view import HandView, view
from hupai.reference.mcr.win_fans import (
    concealment_fans,
    corrected_flags,
    outside_fans,
    pair_fans,
    situation_fans,
    unique_wait,
    wait_fans,
    wind_fans,
)
from hupai.rules import mcr
from hupai.scoring.request import read_score_request
from hupai.tiles import parse, tile, to_counts

E, S = 27, 28


def _names(fans: dict[int, int]) -> dict[str, int]:
    return {mcr.by_id(i).en: n for i, n in fans.items() if n}


def _view(
    hand: str, win: str | int, melds: tuple[str, ...] = (), self_drawn: bool = False
) -> HandView:
    """The view of the one regular decomposition of standing ``hand`` (winning tile included)
    with declared ``melds`` (hand-string brackets)."""
    declared = [declared_meld(m) for m in melds]
    found = [d for d in decompositions(hand, melds=declared) if d.form == "regular"]
    assert len(found) == 1, found
    return view(found[0], tile(win), self_drawn)


# corrected_flags ------------------------------------------------------------------------------


def _flags(standing: str, win: str, melds: tuple[str, ...] = (), **flags: bool) -> tuple:
    return corrected_flags(read_score_request(standing, win_tile=win, melds=melds, **flags))


def test_last_copy_not_when_the_winning_tile_stands() -> None:
    assert _flags("123m456p789s5556z", "6z", last_copy=True) == (False, False, False, False)
    assert _flags("12m456p789s55566z", "3m", last_copy=True) == (False, True, False, False)


def test_last_copy_forced_by_three_declared_copies() -> None:
    # The pung of 3m is shown, so the 3m that wins is the last copy, flag or not.
    assert _flags("45m456p789s55z", "3m", ("[333m,1]",)) == (False, True, False, False)
    # Three 3m in declared chows count the same way.
    melds = ("[123m,1]", "[234m,1]", "[345m,1]")
    assert _flags("45m99s", "3m", melds) == (False, True, False, False)
    assert _flags("45m99s", "6m", ("[123m,1]", "[234m,1]", "[789p,1]")) == (False,) * 4


def test_kong_flag_needs_a_kong_when_self_drawn() -> None:
    assert _flags("123m456p789s1115z", "5z", self_drawn=True, kong=True)[2] is False
    flags = _flags("123m456p789s1z", "1z", ("[PPPP,1]",), self_drawn=True, kong=True)
    assert flags == (True, False, True, False)


def test_robbing_a_kong_not_when_the_tile_is_held() -> None:
    assert _flags("123m456p789s3p555z", "3p", kong=True)[2] is False
    assert _flags("12m456p789s555z11p", "3m", kong=True) == (False, False, True, False)
    assert _flags("12m456p789s55z", "3m", ("[333m,1]",), kong=True)[2] is False
    assert _flags("12m456p789s55z", "3m", ("[234m,1]",), kong=True)[2] is False


# situation_fans -------------------------------------------------------------------------------

SITUATIONS = [
    # (self_drawn, last_copy, kong, last_tile), fans
    ((True, False, False, False), {"Self-Drawn": 1}),
    ((False, True, False, False), {"Last Tile": 1}),
    ((True, False, False, True), {"Last Tile Draw": 1}),
    ((False, False, False, True), {"Last Tile Claim": 1}),
    ((True, False, True, False), {"Out with Replacement Tile": 1}),
    (
        (True, True, True, True),
        {"Last Tile": 1, "Last Tile Draw": 1, "Out with Replacement Tile": 1},
    ),
    ((False, False, True, False), {"Robbing The Kong": 1}),
    ((False, True, True, True), {"Robbing The Kong": 1, "Last Tile Claim": 1}),
    ((False, False, False, False), {}),
]


@pytest.mark.parametrize(("flags", "expected"), SITUATIONS)
def test_situation_fans(flags: tuple[bool, bool, bool, bool], expected: dict[str, int]) -> None:
    assert _names(situation_fans(*flags)) == expected


# concealment_fans -----------------------------------------------------------------------------

CONCEALMENT = [
    # standing (winning tile included), winning tile, declared melds, self-drawn, fans
    ("123m456p789s11122z", "2z", (), True, {"Fully Concealed Hand": 1}),
    ("123m456p789s11122z", "2z", (), False, {"Concealed Hand": 1}),
    # A concealed kong keeps the hand concealed.
    ("123m456p789s22z", "2z", ("[1111z]",), False, {"Concealed Hand": 1}),
    ("22z", "2z", ("[123m,1]", "[456p,1]", "[789s,1]", "[111z,1]"), False, {"Melded Hand": 1}),
    ("22z", "2z", ("[123m,1]", "[456p,1]", "[789s,1]", "[111z,1]"), True, {"Self-Drawn": 1}),
    ("456p789s11122z", "2z", ("[123m,1]",), True, {"Self-Drawn": 1}),
    ("456p789s11122z", "2z", ("[123m,1]",), False, {}),
]


@pytest.mark.parametrize(("hand", "win", "melds", "self_drawn", "expected"), CONCEALMENT)
def test_concealment_fans(
    hand: str, win: str, melds: tuple[str, ...], self_drawn: bool, expected: dict[str, int]
) -> None:
    v = _view(hand, win, melds, self_drawn)
    declared = [m for m in v.melds if m.declared]
    assert _names(concealment_fans(v, declared, self_drawn)) == expected


# unique_wait ----------------------------------------------------------------------------------

WAITS = [
    # standing without the winning tile, winning tile, unique?
    ("12m456p789s11122z", "3m", True),  # edge 12m
    ("13m456p789s11122z", "2m", True),  # closed 13m
    ("23m456p789s11122z", "1m", False),  # two-sided 23m: 1m or 4m
    ("123m456p789s1112z", "2z", True),  # single on 2z
    ("123m456p789s1122z", "1z", False),  # two pairs: 1z or 2z
    ("1112m456p789s111z", "2m", False),  # 1112m: 2m or 3m
    # Seven pairs counts only with 13 standing tiles: 11223344m5566p7s waits on 7s alone.
    ("11223344m5566p7s", "7s", True),
    # A fifth copy counts: 1111m234m waits on 1m (111m 11m 234m) as well as 4m.
    ("1111m234m", "4m", False),
    ("1111m234p", "1p", False),  # 1m (fifth copy) or 1p
    ("1111m", "1m", True),  # only a fifth 1m completes it, and it counts
]


@pytest.mark.parametrize(("standing", "win", "expected"), WAITS)
def test_unique_wait(standing: str, win: str, expected: bool) -> None:
    assert unique_wait(to_counts(standing), tile(win)) is expected


# wait_fans ------------------------------------------------------------------------------------

WAIT_FANS = [
    # standing (winning tile included), winning tile, declared melds, fans when unique
    ("123m456p789s11122z", "3m", (), {"Edge Wait": 1}),
    ("789m456p789s11122z", "7m", (), {"Edge Wait": 1}),
    ("123m456p789s11122z", "5p", (), {"Closed Wait": 1}),
    ("123m456p789s11122z", "2z", (), {"Single Wait": 1}),
    # A declared chow does not count.
    ("456p789s11122z", "2z", ("[123m,1]",), {"Single Wait": 1}),
    # The winning 3m ends the chow 123m: an edge wait (the engine checks chows first).
    ("12333m456p789s111z", "3m", (), {"Edge Wait": 1}),
    # Never for a Melded Hand or Four Kongs.
    ("22z", "2z", ("[123m,1]", "[456p,1]", "[789s,1]", "[111z,1]"), {}),
    ("22z", "2z", ("[1111m]", "[4444p,1]", "[7777s,1]", "[1111z,1]"), {}),
]


@pytest.mark.parametrize(("hand", "win", "melds", "expected"), WAIT_FANS)
def test_wait_fans(hand: str, win: str, melds: tuple[str, ...], expected: dict[str, int]) -> None:
    v = _view(hand, win, melds)
    assert _names(wait_fans(v, tile(win), True)) == expected
    assert wait_fans(v, tile(win), False) == {}


def test_self_drawn_with_four_claimed_melds_may_wait_on_a_single() -> None:
    v = _view("22z", "2z", ("[123m,1]", "[456p,1]", "[789s,1]", "[111z,1]"), self_drawn=True)
    assert _names(wait_fans(v, tile("2z"), True)) == {"Single Wait": 1}


# pair_fans ------------------------------------------------------------------------------------

PAIRS = [
    # standing (winning tile included), fans
    ("123m456m789p234s55s", {"All Chows": 1}),
    ("123m456m789p234s55z", {}),  # an honor pair: no All Chows
    ("555666z123m456p77z", {"Little Three Dragons": 1}),
    ("555666z123m456p11z", {"Two Dragons Pungs": 1}),
    ("111222333z123m44z", {"Little Four Winds": 1}),
    ("111222333z123m55z", {"Big Three Winds": 1}),
]


@pytest.mark.parametrize(("hand", "expected"), PAIRS)
def test_pair_fans(hand: str, expected: dict[str, int]) -> None:
    v = _view(hand, _last(hand))
    assert v.pair is not None
    keep = {9, 10, 38, 54, 63}
    found = pair_fans(v, meld_fans(v.melds, v.pair))
    assert _names({i: n for i, n in found.items() if i in keep}) == expected


def _last(hand: str) -> int:
    return parse(hand)[-1]


# outside_fans ---------------------------------------------------------------------------------

OUTSIDE = [
    ("123m789m123p789s11z", {"Outside Hand": 1}),
    ("123m789m111p999s11s", {"Outside Hand": 1}),
    ("123m789m123p456s11z", {}),
    ("345m456m567p555s55p", {"All Five": 1}),
    ("345m456m567p555s66p", {}),
    ("222m444m666p888s22s", {"All Even Pungs": 1}),
    ("222m444m666p234s22s", {}),
]


@pytest.mark.parametrize(("hand", "expected"), OUTSIDE)
def test_outside_fans(hand: str, expected: dict[str, int]) -> None:
    assert _names(outside_fans(_view(hand, _last(hand)))) == expected


# wind_fans ------------------------------------------------------------------------------------

WIND = [
    # hand, seat, prevalent, fans
    ("111z123m456p789s55z", E, E, {"Prevalent Wind": 1, "Seat Wind": 1}),
    ("111z123m456p789s55z", S, E, {"Prevalent Wind": 1}),
    ("222z123m456p789s55z", S, E, {"Seat Wind": 1}),
    ("333z123m456p789s55z", S, E, {}),
    ("123m456p789s234m11z", E, E, {}),  # a pair of East is not a pung
]


@pytest.mark.parametrize(("hand", "seat", "prevalent", "expected"), WIND)
def test_wind_fans(hand: str, seat: int, prevalent: int, expected: dict[str, int]) -> None:
    v = _view(hand, _last(hand))
    assert _names(wind_fans(v, seat, prevalent)) == expected


# Against PyMahjongGB ----------------------------------------------------------------------------

COVERED = frozenset({9, 10, 21, 31, 44, 45, 46, 47, 52, 55, 56, 58, 60, 61, 62, 63, 77, 78})
COVERED |= {79, 80}


def _ours(hand: Hand, d: hupai.Decomposition) -> dict[int, int]:
    request = hand.request()
    self_drawn, last_copy, kong, last_tile = corrected_flags(request)
    v = view(d, hand.win_tile, self_drawn)
    assert v.pair is not None
    fans = pair_fans(v, meld_fans(v.melds, v.pair))
    out = {i: n for i, n in fans.items() if i in (9, 10, 63)}
    for part in (
        situation_fans(self_drawn, last_copy, kong, last_tile),
        concealment_fans(v, request.melds, self_drawn),
        wait_fans(v, hand.win_tile, unique_wait(request.standing, hand.win_tile)),
        outside_fans(v),
        {} if fans.get(1) else wind_fans(v, hand.seat_wind, hand.prevalent_wind),
    ):
        for i, n in part.items():
            out[i] = max(out.get(i, 0), n)
    return out


def test_agrees_with_pymahjonggb() -> None:
    """On generated hands with a single, regular decomposition, every fan covered here that no
    fan in PyMahjongGB's answer leaves out has the same count in both."""
    gb = pytest.importorskip("MahjongGB")
    compared = agreed = hands_compared = hands_agreed = 0
    seen: Counter[int] = Counter()
    misses: list[str] = []
    for hand in hands(hands_count(8000, 800), seed=11):
        d = only_regular(hand)
        if d is None:
            continue
        try:
            answer = gb.MahjongFanCalculator(**hand.gb_args(), verbose=True)
        except Exception:  # the engine refuses some hands; nothing to compare
            continue
        engine = Counter({mcr.by_name(en).id: n for _, n, _, en in answer})
        ours = _ours(hand, d)
        checked = COVERED - excluded_by(set(engine))
        same = all(ours.get(i, 0) == engine[i] for i in checked)
        compared += len(checked)
        agreed += sum(ours.get(i, 0) == engine[i] for i in checked)
        hands_compared += 1
        hands_agreed += same
        seen.update(i for i in checked if engine[i])
        if not same and len(misses) < 5:
            misses.append(f"{hand}: ours {ours}, engine {dict(engine)}")
    print(
        f"win fans: {hands_agreed}/{hands_compared} hands, {agreed}/{compared} fan counts; "
        f"seen {dict(sorted(seen.items()))}"
    )
    assert hands_compared > hands_count(2000, 200)
    assert not misses, "\n".join(misses)
