"""The hand of a two-player request (mcr2p.md 1-2): 筒 and 条 refused wherever they are, the
sizes and copies MCR checks, the two seats and no prevalent wind, 天胡's dealt tiles, the hand
string and a request read again."""

from __future__ import annotations

from typing import Any

import pytest
from mcr2p_reading import WON_ON_HELD, read
from mcr2p_rows import rows

from hupai.errors import (
    HandSizeError,
    HupaiError,
    MeldError,
    NotationError,
    OptionError,
    SituationError,
    TileCountError,
    UnknownTileError,
)
from hupai.rules.ruleset import MCR
from hupai.rules.two_player import MCR_2P
from hupai.scoring.mcr2p_request import read_two_player_request
from hupai.tiles import WEST, to_counts

# A 筒 or 条 tile in every place a tile can be.
SUITED = [
    ("123p456m789m111z2z", "2z", (), "the hand holds 1p"),
    ("123m456m789m111z2z", "5s", (), "the winning tile is 5s"),
    ("456m789m111z2z", "2z", ("789s",), r"the meld \[789s\] holds 7s"),
    ("456m789m111z2z", "2z", ("5555p",), r"the meld \[5555p\] holds 5p"),
    (["1m", "2m", "3m", "9s"] + ["4m"] * 3 + list("EEE") + ["S"] * 3, "2z", (), "holds 9s"),
    ([0] * 9 + [1] + [0] * 24, "2z", (), "the hand holds 1p"),
]


@pytest.mark.parametrize(("hand", "win", "melds", "where"), SUITED)
def test_a_dots_or_bamboo_tile_is_an_unknown_tile(
    hand: Any, win: str, melds: Any, where: str
) -> None:
    with pytest.raises(
        UnknownTileError,
        match=rf"{where}: two-player mahjong has only 万 .* no 筒 \(p\) or 条 \(s\)",
    ):
        read_two_player_request(hand, rules=MCR_2P, win_tile=win, melds=melds)


def test_a_dots_or_bamboo_tile_is_refused_in_the_other_forms() -> None:
    with pytest.raises(UnknownTileError, match="the hand holds 1p"):
        read_two_player_request("[123m,1]456m789mEEE1p1p|EE0000", rules=MCR_2P)
    with pytest.raises(UnknownTileError, match="the hand holds 9s"):
        read_two_player_request(
            "123456789m111z2z9s", rules=MCR_2P, self_drawn=True, heavenly_hand=True
        )
    standing = [0] * 34
    standing[18] = 1
    made = read(WON_ON_HELD)._replace(standing=tuple(standing))
    with pytest.raises(UnknownTileError, match="the hand holds 1s"):
        read_two_player_request(made, rules=MCR_2P)


@pytest.mark.parametrize(
    ("hand", "win", "melds", "error", "message"),
    [
        ("11111m456m789mEEE", "2z", (), TileCountError, "5 copies of 1m"),
        (
            "1111m456m789mEEE",
            "1m",
            (),
            TileCountError,
            r"5 copies of 1m \(4 standing, 1 winning",
        ),
        (
            "1m456m789mEEE",
            "1m",
            ("111m",),
            TileCountError,
            r"5 copies of 1m \(1 standing, 1 winning, 3 in melds\)",
        ),
        ("1m456m789mEEE", "1m", ("1111m",), TileCountError, "6 copies of 1m"),
        ("123m456m789mEEE", "2z", (), HandSizeError, "has 13 standing tiles .*got 12"),
        (
            "123m456m789mEEE22z",
            "2z",
            (),
            HandSizeError,
            "got 14; the standing tiles leave out the winning tile",
        ),
        ("456m789mEEE22z", "2z", ("123m",), HandSizeError, "with 1 declared meld a hand has 10"),
        ("123m456m789mEEE1f", "2z", (), UnknownTileError, "flower"),
        ("123m456m789mEEE2z", "1f", (), UnknownTileError, "the winning tile .* is a flower"),
        ("123m456m789mEEE2z", "2z", ("EEW",), MeldError, "EEW"),
        ("123m456m789mEEE2q", "2z", (), NotationError, "q"),
    ],
)
def test_sizes_copies_and_unreadable_tiles_are_refused_as_mcr_refuses_them(
    hand: str, win: str, melds: Any, error: type[HupaiError], message: str
) -> None:
    with pytest.raises(error, match=message):
        read_two_player_request(hand, rules=MCR_2P, win_tile=win, melds=melds)


@pytest.mark.parametrize("seat", ["S", "N", "2z", "4z", "南", "北", 28, 30])
def test_south_and_north_are_no_seat(seat: object) -> None:
    with pytest.raises(
        SituationError,
        match=r"seat_wind is 'E' .* or 'W' .*: the two seats of two-player MCR are East and West",
    ):
        read(WON_ON_HELD, seat_wind=seat)


@pytest.mark.parametrize(
    ("seat", "message"), [(0, "an int 0-3 is the tile 1m"), ("X", "got 'X'"), (2.5, "got 2.5")]
)
def test_an_unreadable_seat_is_refused(seat: object, message: str) -> None:
    with pytest.raises(SituationError, match=rf"seat_wind is 'E' .*{message}"):
        read(WON_ON_HELD, seat_wind=seat)


@pytest.mark.parametrize("wind", ["S", "W", 28, 30, "2z", "北", False, 0, "X", 1.5])
def test_a_prevalent_wind_is_refused(wind: object) -> None:
    with pytest.raises(
        SituationError,
        match=r"prevalent_wind=.*: two-player MCR has no prevalent wind .*or East, the default",
    ):
        read(WON_ON_HELD, prevalent_wind=wind)


@pytest.mark.parametrize("wind", [None, "E", 27, "1z", "东"])
def test_east_the_default_prevalent_wind_reads_as_none(wind: object) -> None:
    # hupai.score's signature shows prevalent_wind='E': passing the default is no mistake.
    assert read(WON_ON_HELD, prevalent_wind=wind) == read(WON_ON_HELD)


# 天胡's 14 dealt tiles, without a winning tile: the lowest kind held becomes it.
def test_the_dealt_tiles_of_a_heavenly_hand_need_no_winning_tile() -> None:
    given = read("23456789m1112z2z +1m | tsumo heavenly_hand")
    for hand in ("123456789m11122z", "E E E S S 1m2m3m4m5m6m7m8m9m", to_counts("123456789m11122z")):
        assert (
            read_two_player_request(hand, rules=MCR_2P, self_drawn=True, heavenly_hand=True)
            == given
        )
    # 5z is White here: a str beside heavenly_hand is read as tiles, never as a hand string.
    dealt = read_two_player_request(
        "55z123456789m111z", rules=MCR_2P, self_drawn=True, heavenly_hand=True
    )
    assert dealt.win_tile == 0 and dealt.standing[31] == 2
    # With a winning tile it is read as ever.
    assert read("123456789m1112z +2z | tsumo heavenly_hand").win_tile == 28


@pytest.mark.parametrize(
    ("hand", "keywords", "error", "message"),
    [
        (
            "123456789m1112z",
            {"heavenly_hand": True, "self_drawn": True},
            HandSizeError,
            "the hand is the 14 dealt tiles, got 13",
        ),
        (
            "123456789m111222z",
            {"heavenly_hand": True, "self_drawn": True},
            HandSizeError,
            "the 14 dealt tiles, got 15",
        ),
        (
            "123456789m1112z",
            {"heavenly_hand": True, "melds": ["EEE"]},
            HandSizeError,
            "the 11 tiles held beside the melds",
        ),
        ("123456789m11122z", {"heavenly_hand": True}, SituationError, "give self_drawn=True"),
        (
            list(range(9)) + [27] * 3 + [28, 28],
            {"self_drawn": True},
            OptionError,
            "win_tile is required .*heavenly_hand=True",
        ),
    ],
)
def test_the_dealt_tiles_are_checked(
    hand: Any, keywords: Any, error: type[HupaiError], message: str
) -> None:
    with pytest.raises(error, match=message):
        read_two_player_request(hand, rules=MCR_2P, **keywords)


def test_a_hand_string_is_read_with_its_seat_and_the_two_player_flags() -> None:
    got = read_two_player_request(
        "[123m,2]456m789mEEE1m1m|EW1010|2", rules=MCR_2P, ready="heavenly"
    )
    want = read("[123m] 456m789m111z1m +1m | tsumo last_tile seat=W heavenly_ready flowers=2")
    # The hand string records which tile of the chow was claimed; the example does not.
    assert got.melds[0].offer == 2
    assert got._replace(melds=want.melds) == want
    plain = read_two_player_request("123m456m789mEEES2z", rules=MCR_2P)
    assert plain == read("123m456m789m1112z +2z")


@pytest.mark.parametrize(
    ("text", "keywords", "error", "message"),
    [
        (
            "123m456m789mEEES2z|SE0000",
            {},
            SituationError,
            "names the prevalent wind S: two-player MCR has none",
        ),
        ("123m456m789mEEES2z|ES0000", {}, SituationError, "got 'S': the two seats"),
        (
            "123m456m789mEEES2z|EE0000",
            {"self_drawn": True},
            OptionError,
            "do not also give self_drawn",
        ),
        (
            "123m456m789mEEES2z|EE0000",
            {"seat_wind": "W"},
            OptionError,
            "do not also give seat_wind",
        ),
        (
            "123m456m789mEEES2z|EE0000",
            {"win_tile": "2z"},
            OptionError,
            "do not also give win_tile",
        ),
        (
            "123m456m789mEEES2z",
            {"flowers": 2},
            OptionError,
            r"do not also give flowers \(or give win_tile= alone\)",
        ),
        (
            "123m456m789mEEES2z|EE0000",
            {"prevalent_wind": "S"},
            SituationError,
            "no prevalent wind",
        ),
        ("123m456m789mEEES2z|EE0001", {}, SituationError, "kong on a discard"),
        (
            "123m456m789mEEES2z|EE0000",
            {"human_hand": True},
            SituationError,
            "MCR_2P has no 人胡",
        ),
    ],
)
def test_a_hand_string_is_checked(
    text: str, keywords: Any, error: type[HupaiError], message: str
) -> None:
    with pytest.raises(error, match=message):
        read_two_player_request(text, rules=MCR_2P, **keywords)


def test_a_request_is_read_again() -> None:
    for row in rows():
        assert read_two_player_request(row.request, rules=row.rules) == row.request
    made = read(WON_ON_HELD)
    with pytest.raises(
        OptionError,
        match="a TwoPlayerRequest carries the whole hand; do not also give win_tile, ready",
    ):
        read_two_player_request(made, rules=MCR_2P, win_tile="2z", ready="declared")
    read_two_player_request(made, rules=MCR_2P, ready="none", self_drawn=False)
    with pytest.raises(SituationError, match="the two seats"):
        read_two_player_request(made._replace(seat_wind=28), rules=MCR_2P)
    with pytest.raises(SituationError, match="ready is None"):
        read_two_player_request(made._replace(ready=5), rules=MCR_2P)
    with pytest.raises(SituationError, match="MCR_2P has no 人胡"):
        read_two_player_request(made._replace(seat_wind=WEST, human_hand=True), rules=MCR_2P)


@pytest.mark.parametrize("rules", [MCR, None, "MCR_2P"])
def test_rules_must_be_a_two_player_rule_set(rules: Any) -> None:
    with pytest.raises(OptionError, match="rules= takes a two-player rule set"):
        read_two_player_request("123m456m789m1112z", rules=rules, win_tile="2z")
