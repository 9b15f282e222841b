"""The input of MCR scoring: read_score_request in every input form, the MCR hand string
(grammar, offers, flags, flowers, round trips), and one error per kind of bad input."""

from __future__ import annotations

import itertools
import subprocess
import sys

import pytest
from mcr_hands import hands

import hupai
from hupai.errors import SituationError
from hupai.scoring import (
    ScoreRequest,
    format_hand_string,
    parse_hand_string,
    read_score_request,
)

np = pytest.importorskip("numpy")


def counts(text: str) -> tuple[int, ...]:
    return tuple(hupai.to_counts(text))


# A concealed hand, 123m 456p 789s 11p standing, waiting on 2p with 22p... as 13 standing tiles.
STANDING = "123m456p789s1122p"
PLAIN = read_score_request(STANDING, win_tile="2p")


# --- read_score_request: every input form -------------------------------------------------


def test_plain_request_fields() -> None:
    assert PLAIN == ScoreRequest(
        standing=counts(STANDING),
        win_tile=10,
        melds=(),
        self_drawn=False,
        last_copy=False,
        kong=False,
        last_tile=False,
        seat_wind=27,
        prevalent_wind=27,
        flowers=0,
    )
    assert len(PLAIN.standing) == 34 and all(type(c) is int for c in PLAIN.standing)


@pytest.mark.parametrize(
    "hand",
    [
        "123m456p789s1122p",
        "1m2m3m 4p5p6p 7s8s9s 1p1p2p2p",
        "W1 W2 W3 B4 B5 B6 T7 T8 T9 B1 B1 B2 B2",
        "一万二万三万四筒五筒六筒七条八条九条一筒一筒二筒二筒",
        "🀇🀈🀉🀜🀝🀞🀖🀗🀘🀙🀙🀚🀚",
        [0, 1, 2, 12, 13, 14, 24, 25, 26, 9, 9, 10, 10],
        ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "1p", "1p", "2p", "2p"],
        list(counts(STANDING)),
        np.array(counts(STANDING), dtype=np.uint8),
        np.array([0, 1, 2, 12, 13, 14, 24, 25, 26, 9, 9, 10, 10]),
    ],
)
def test_standing_tiles_in_any_form(hand: object) -> None:
    assert read_score_request(hand, win_tile="2p") == PLAIN


@pytest.mark.parametrize("win", ["2p", 10, np.int64(10), "B2", "二筒", "🀚"])
def test_win_tile_in_any_form(win: object) -> None:
    assert read_score_request(STANDING, win_tile=win) == PLAIN


def test_a_request_is_read_again_as_is() -> None:
    request = parse_hand_string("[123m,2][EEEE]456p789s2p2p|SW1011|3")
    assert read_score_request(request) == request
    with pytest.raises(hupai.OptionError, match="ScoreRequest carries the whole hand"):
        read_score_request(request, flowers=1)


CHOW = hupai.Meld("chow", (0, 1, 2), offer=1)
CONCEALED_KONG = hupai.Meld("kong", (27,) * 4, concealed=True)
MELDED_KONG = hupai.Meld("kong", (27,) * 4, offer=2)
PROMOTED_KONG = hupai.Meld("kong", (13,) * 4, offer=6)


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        (CHOW, CHOW),
        ("[123m,1]", CHOW),
        ("[123m]", CHOW),  # a chow's default offer is 1
        (("chow", "2m", 1), CHOW),
        (("CHI", "W2", 1), CHOW),
        ("[123m,3]", hupai.Meld("chow", (0, 1, 2), offer=3)),
        ("123m", hupai.Meld("chow", (0, 1, 2))),  # tiles: offer 0, not recorded
        ("[EEEE]", CONCEALED_KONG),
        (("kong", "E", 0), CONCEALED_KONG),
        (("GANG", "F1", 0), CONCEALED_KONG),
        ("[EEEE,2]", MELDED_KONG),
        (("kong", 27, 2), MELDED_KONG),
        ("[5555p,6]", PROMOTED_KONG),
        ("[5555p6]", PROMOTED_KONG),
        (("Kong", "5p", 6), PROMOTED_KONG),
        ("[PPP,3]", hupai.Meld("pung", (31,) * 3, offer=3)),
        (("PENG", "J3", 3), hupai.Meld("pung", (31,) * 3, offer=3)),
    ],
)
def test_melds_in_any_form(given: object, expected: hupai.Meld) -> None:
    standing = "456p789s1122p" if expected.tiles[0] != 13 else "123m789s1122p"
    request = read_score_request(standing, win_tile="2p", melds=[given])
    assert request.melds == (expected,)


@pytest.mark.parametrize(
    ("wind", "index"),
    [
        ("E", 27), ("S", 28), ("W", 29), ("N", 30), (27, 27), (30, 30), (np.int8(29), 29),
        ("1z", 27), ("4z", 30), ("东", 27), ("南风", 28), ("西", 29), ("北", 30), ("F2", 28),
        (None, 27),
    ],
)  # fmt: skip
def test_winds_in_any_form(wind: object, index: int) -> None:
    request = read_score_request(STANDING, win_tile="2p", seat_wind=wind, prevalent_wind=wind)
    assert (request.seat_wind, request.prevalent_wind) == (index, index)


@pytest.mark.parametrize("flowers", [0, 1, 8, np.int32(5), None])
def test_flower_counts(flowers: object) -> None:
    request = read_score_request(STANDING, win_tile="2p", flowers=flowers)
    assert request.flowers == (flowers or 0)


@pytest.mark.parametrize("flags", list(itertools.product([False, True], repeat=4)))
def test_every_flag_combination_is_accepted(flags: tuple[bool, ...]) -> None:
    # PyMahjongGB takes every combination and lets the hand decide what counts (the kong flag
    # from a discard with the last tile: 抢杠和 and 海底捞月 together; 杠上开花 without a kong).
    names = ("self_drawn", "last_copy", "kong", "last_tile")
    request = read_score_request(STANDING, win_tile="2p", **dict(zip(names, flags, strict=True)))
    assert (request.self_drawn, request.last_copy, request.kong, request.last_tile) == flags


def test_flags_take_numpy_bools_and_none() -> None:
    request = read_score_request(
        STANDING, win_tile="2p", self_drawn=np.True_, kong=np.bool_(False), last_tile=None
    )
    assert (request.self_drawn, request.kong, request.last_tile) == (True, False, False)
    assert type(request.self_drawn) is bool


# --- the MCR hand string ------------------------------------------------------------------


def test_hand_string_without_situation() -> None:
    request = parse_hand_string("1112345678999s9s")
    assert request.standing == counts("1112345678999s")
    assert request.win_tile == hupai.tiles.tile("9s")
    assert request.melds == ()
    assert request == read_score_request("1112345678999s", win_tile="9s")
    assert read_score_request("1112345678999s9s") == request  # a str without win_tile


@pytest.mark.parametrize(
    ("text", "melds", "standing", "win"),
    [
        # The examples of the mahjong-algorithm README that are whole hands.
        ("[EEEE][CCCC][FFFF][PPPP]NN", ["[EEEE]", "[CCCC]", "[FFFF]", "[PPPP]"], "N", "N"),
        ("[WWWW,1][444s]45m678pFF6m", [("kong", "W", 1), ("pung", "4s", 1)], "45m678pFF", "6m"),
        ("[WWWW1][444s]45m678pFF6m", [("kong", "W", 1), ("pung", "4s", 1)], "45m678pFF", "6m"),
        ("[EEEE]288s349pSCFF2p", ["[EEEE]"], "288s349pSCFF", "2p"),
        (
            "[123p,1][345s,2][999s,3]6m6pEW1m",
            [("chow", "2p", 1), ("chow", "4s", 2), ("pung", "9s", 3)],
            "6m6pEW",
            "1m",
        ),
        ("356m18s1579pWNFF9p", [], "356m18s1579pWNFF", "9p"),
        # Honor letters C 中 F 发 P 白 and 1-4z winds; 0 is a red five.
        ("1234z1234zCCFPP1z", [], "12341234zCCFPP", "E"),
        ("406m456p456s11p55s5m", [], "456m456p456s11p55s", "5m"),
        # Whitespace may separate tiles and melds; a chow in any order, its offer lowest first.
        ("[657m,1] [EEEE]  456p 789s 2p 2p", [("chow", "6m", 1), "[EEEE]"], "456p789s2p", "2p"),
    ],
)
def test_hand_string_grammar(text: str, melds: list[object], standing: str, win: str) -> None:
    request = parse_hand_string(text)
    assert request == read_score_request(standing, win_tile=win, melds=melds)


@pytest.mark.parametrize(
    ("flags", "field"),
    [
        ("EE1000", "self_drawn"),
        ("EE0100", "last_copy"),
        ("EE0010", "last_tile"),
        ("EE0001", "kong"),
    ],
)
def test_each_flag_of_the_hand_string(flags: str, field: str) -> None:
    request = parse_hand_string(f"123m456p789s1122p2p|{flags}")
    assert request._replace(**{field: False}) == PLAIN
    assert getattr(request, field) is True


@pytest.mark.parametrize(("flags", "prevalent", "seat"), [("SW0000", 28, 29), ("NE0000", 30, 27)])
def test_prevalent_wind_then_seat_wind(flags: str, prevalent: int, seat: int) -> None:
    request = parse_hand_string(f"123m456p789s1122p2p|{flags}")
    assert (request.prevalent_wind, request.seat_wind) == (prevalent, seat)


@pytest.mark.parametrize("flowers", [0, 1, 3, 8])
def test_flowers_after_the_second_bar(flowers: int) -> None:
    assert parse_hand_string(f"123m456p789s1122p2p|EE0000|{flowers}").flowers == flowers


def test_whole_hand_string() -> None:
    request = read_score_request("[123m,2][EEEE]456p789s2p2p|SW1011|3")
    assert request == read_score_request(
        "456p789s2p",
        win_tile="2p",
        melds=[("chow", "2m", 2), ("kong", "E", 0)],
        self_drawn=True,
        last_tile=True,
        kong=True,
        prevalent_wind="S",
        seat_wind="W",
        flowers=3,
    )


@pytest.mark.parametrize(
    "text",
    [
        "[123m,2][EEEE]2456p789s2p|SW1011|3",
        "[EEE,1][SSS,2][WWW,3][NNNN,5]CC|NN1101|8",
        "[1111m,7][9999p,1][PPPP][111s,2]FF|EE0000",
        "1112345678999s9s|EE0000",
    ],
)
def test_canonical_strings_round_trip(text: str) -> None:
    assert format_hand_string(parse_hand_string(text)) == text


def test_offer_zero_is_written_as_the_default() -> None:
    request = read_score_request("456p789s1122p", win_tile="2p", melds=["123m"])
    assert format_hand_string(request) == "[123m,1]1122456p789s2p|EE0000"
    kong = read_score_request("456p789s1122p", win_tile="2p", melds=[hupai.Meld("kong", "1111m")])
    assert parse_hand_string(format_hand_string(kong)).melds[0].concealed is False


def test_a_promoted_kong_from_no_one_recorded_is_written_as_from_player_1() -> None:
    # Offer 4: a promoted kong (加杠) whose pung's discarder was not recorded.
    promoted = hupai.meld("1111m", offer=4)
    request = read_score_request("456p789s1122p", win_tile="2p", melds=[promoted])
    text = format_hand_string(request)
    assert text == "[1111m,5]1122456p789s2p|EE0000"
    again = parse_hand_string(text)
    assert again.melds[0].offer == 5
    assert hupai.score(text).fans == hupai.score(request).fans


def test_generated_hands_round_trip() -> None:
    # The differential test's hands, given as Melds and as PyMahjongGB packs, written as hand
    # strings and read back.
    for hand in hands(2000, 4):
        request = hand.request()
        gb = hand.gb_args()
        assert request == read_score_request(
            gb["hand"], win_tile=gb["winTile"], melds=gb["pack"], **hand.situation()
        )
        text = format_hand_string(request)
        assert parse_hand_string(text) == request, text


def test_scoring_input_never_loads_the_engine() -> None:
    code = (
        "import sys, hupai.scoring as s; "
        "s.read_score_request('[123m,1][EEEE]456p789s2p2p|EE1000|2'); "
        "assert 'hupai._core' not in sys.modules, 'engine loaded'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# --- bad input: one test per kind -----------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "why"),
    [
        (lambda: read_score_request("123m456p789s112p", win_tile="2p"), "13 standing tiles"),
        (
            lambda: read_score_request("123m456p789s1122p2p", win_tile="2p"),
            "got 14; the standing tiles leave out the winning tile",
        ),
        (
            lambda: read_score_request("456p789s1122p", win_tile="2p", melds=["123m", "EEE"]),
            "with 2 declared melds a hand has 7 standing tiles",
        ),
        (lambda: read_score_request("2p", win_tile="2p", melds=["EEE"] * 5), "at most 4"),
        (lambda: parse_hand_string("123m456p789s1122p"), "13 standing tiles beside 0 melds"),
        (
            lambda: parse_hand_string("[EEEE]123m456p789s2p"),
            "10 standing tiles beside 1 meld; it needs 11",
        ),
        (lambda: parse_hand_string("[EEE]" * 5 + "1m"), "at most 4 declared melds"),
    ],
)
def test_wrong_tile_count(call: object, why: str) -> None:
    with pytest.raises(hupai.HandSizeError, match=why):
        call()  # type: ignore[operator]


@pytest.mark.parametrize(
    ("call", "why"),
    [
        (
            lambda: read_score_request("1111m456p789s112p", win_tile="1m"),
            r"5 copies of 1m \(4 standing, 1 winning, 0 in melds\)",
        ),
        (
            lambda: read_score_request("1m456p789s122p", win_tile="1m", melds=["[1111m]"]),
            r"6 copies of 1m \(1 standing, 1 winning, 4 in melds\)",
        ),
        (lambda: parse_hand_string("[EEE]E456p789s122pE"), "5 copies of 1z in hand string"),
        (lambda: read_score_request("11111m456p789s22p", win_tile="2p"), "5 copies of 1m"),
    ],
)
def test_five_copies_of_a_tile(call: object, why: str) -> None:
    with pytest.raises(hupai.TileCountError, match=why):
        call()  # type: ignore[operator]


@pytest.mark.parametrize(
    ("meld", "why"),
    [
        ("[EWS]", "'\\[EWS\\]' at position 0 .*honors never form chows"),
        ("[567z]", "ambiguous"),  # a NotationError, checked below
        ("EWS", "honors never form chows"),
        (("chow", "E", 1), "honors never form chows"),
        (("CHI", "J1", 1), "honors never form chows"),
        (("chow", "1m", 1), "no chow is centred on 1m"),
        (("CHI", "W9", 1), "no chow is centred on 9m"),
        (("chow", "9s", 2), "no chow is centred on 9s"),
        ("[891m]", "three consecutive tiles of one suit"),
        ("[9m1p2p]", "three consecutive tiles of one suit"),
        ("[112m]", "three consecutive tiles of one suit"),
        ("[11m]", "a meld has 3 tiles, or 4 for a kong; got 2"),
        ("[1112m]", "a kong is 4 of one tile"),
        ("[123m,4]", "a chow's offer is 1, 2 or 3"),
        ("[EEE,5]", "a pung's offer is 1, 2 or 3"),
        ("[EEEE,4]", "a kong's offer is 1-3 .* or 5-7"),
        ("[EEEE,0]", "a kong's offer is 1-3"),
        (("pung", "E", 4), "a pung's offer is 0 to 3"),
        (("chow", "2m", "1"), "offer must be a whole number"),
        (hupai.Meld("pung", "111m", concealed=True, declared=False), "takes declared melds"),
    ],
)
def test_impossible_meld(meld: object, why: str) -> None:
    error = hupai.NotationError if meld == "[567z]" else hupai.MeldError
    with pytest.raises(error, match=why):
        read_score_request("456p789s1122p", win_tile="2p", melds=[meld])


def test_melds_must_be_a_sequence() -> None:
    with pytest.raises(hupai.MeldError, match="a sequence of melds"):
        read_score_request("456p789s1122p", win_tile="2p", melds="123m")


@pytest.mark.parametrize(
    ("wind", "why"),
    [
        ("X", "got 'X'"),
        ("C", "got 'C', which is not a wind"),
        (31, "got 31, which is not a wind"),
        (0, "an int 0-3 is the tile 1m, not a wind"),
        (3, "an int 0-3 is the tile 4m, not a wind"),
        (-1, "got -1"),
        (True, "got True"),
        (27.0, "got 27.0"),
        ("east", "got 'east'"),
    ],
)
def test_winds_outside_east_to_north(wind: object, why: str) -> None:
    for name in ("seat_wind", "prevalent_wind"):
        with pytest.raises(SituationError, match=f"{name} must be a wind.*{why}"):
            read_score_request(STANDING, win_tile="2p", **{name: wind})


@pytest.mark.parametrize(
    ("flags", "why"), [("XE0000", "prevalent wind at position 20"), ("EC0000", "seat wind")]
)
def test_hand_string_winds_outside_east_to_north(flags: str, why: str) -> None:
    with pytest.raises(SituationError, match=f"{why}.* must be E, S, W or N"):
        parse_hand_string(f"123m456p789s1122p2p|{flags}")


@pytest.mark.parametrize(
    ("flowers", "why"),
    [
        (-1, "flowers must be 0-8 .* got -1"),
        (9, "flowers must be 0-8 .* got 9"),
        (True, "whole number 0-8, got True"),
        (1.0, "whole number 0-8, got 1.0"),
        ("2", "whole number 0-8, got '2'"),
    ],
)
def test_negative_or_impossible_flower_counts(flowers: object, why: str) -> None:
    with pytest.raises(SituationError, match=why):
        read_score_request(STANDING, win_tile="2p", flowers=flowers)


def test_hand_string_flower_counts() -> None:
    with pytest.raises(SituationError, match="9 flowers at position 27; a set holds 8"):
        parse_hand_string("123m456p789s1122p2p|EE0000|9")
    with pytest.raises(hupai.NotationError, match="number of flowers, 0-8, got '-1'"):
        parse_hand_string("123m456p789s1122p2p|EE0000|-1")


@pytest.mark.parametrize("name", ["self_drawn", "last_copy", "kong", "last_tile"])
@pytest.mark.parametrize("value", [1, 0, "yes", np.int64(1)])
def test_non_bool_flags(name: str, value: object) -> None:
    with pytest.raises(hupai.OptionError, match=f"{name} must be True or False"):
        read_score_request(STANDING, win_tile="2p", **{name: value})


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("123m456p789s1122p2x", "unexpected 'x' at position 18"),
        ("123m456p789s1122p2", "digit '2' at position 17 has no suit letter"),
        ("12 3m456p789s1122p2p", "digit '1' at position 0 has no suit letter"),
        ("m123m456p789s1122p", "suit letter 'm' at position 0 follows no digits"),
        ("[123m456p789s1122p2p", "'\\[' at position 0 is never closed"),
        ("[1m[23m]456p789s1122p2p", "'\\[' at position 3 inside the meld opened at 0"),
        ("123m]456p789s1122p2p", "'\\]' at position 4 closes no meld"),
        ("456p[123m]789s1122p2p", "melds come before the standing tiles"),
        ("[123m,]456p789s1122p2p", "',' at position 5: a meld's offer is one digit then"),
        ("[123m,12]456p789s1122p2p", "',' at position 5"),
        ("123m,456p789s1122p2p", "a comma only separates a meld's offer"),
        ("123m456p789s1122p2pf", "number follows the second '|'"),
        ("123m456p789s1122p2e", "honors are the capitals"),
        ("123m456p789s11p55z2p", "'5z' at position 15 is ambiguous"),
        ("123m456p789s11p88z2p", "z takes 1-4, the winds"),
        ("123m456p789s1122p2p|EE000", "six flag characters"),
        ("123m456p789s1122p2p|", "six flag characters"),
        ("123m456p789s1122p2p|EE00001", "six flag characters"),
        ("123m456p789s1122p2p|EE0200", "last-copy flag at position 23 must be 0 or 1"),
        ("123m456p789s1122p2p|EE0000|", "number of flowers, 0-8, got ''"),
        ("123m456p789s1122p2p|EE0000|1|2", "number of flowers, 0-8, got '1|2'"),
    ],
)
def test_hand_string_syntax_errors(text: str, why: str) -> None:
    with pytest.raises(hupai.NotationError, match=why):
        parse_hand_string(text)


def test_a_str_without_win_tile_is_a_hand_string() -> None:
    with pytest.raises(hupai.HandSizeError, match="give win_tile= to pass standing tiles"):
        read_score_request(STANDING)
    with pytest.raises(hupai.NotationError, match="give win_tile= to pass standing tiles"):
        read_score_request("W1 W2 W3 B4 B5 B6 T7 T8 T9 B1 B1 B2 B2 B2")


@pytest.mark.parametrize(
    ("kwargs", "given"),
    [
        ({"win_tile": "2p"}, "win_tile"),
        ({"melds": ["EEE"]}, "melds"),
        ({"self_drawn": True, "flowers": 2}, "self_drawn, flowers"),
        ({"seat_wind": "S"}, "seat_wind"),
        ({"kong": "yes"}, "kong"),
    ],
)
def test_options_beside_a_hand_string(kwargs: dict[str, object], given: str) -> None:
    with pytest.raises(hupai.OptionError, match=f"do not also give {given}"):
        read_score_request("[EEEE]456p789s1122p2p|EE0000", **kwargs)  # type: ignore[arg-type]
    # Defaults given by name change nothing.
    request = read_score_request(
        "[EEEE]456p789s1122p2p", melds=(), self_drawn=False, seat_wind="东", flowers=0
    )
    assert request.melds == (CONCEALED_KONG,)


def test_win_tile_is_needed_beside_standing_tiles() -> None:
    with pytest.raises(hupai.OptionError, match="win_tile is required"):
        read_score_request(list(counts(STANDING)))
    with pytest.raises(hupai.UnknownTileError, match="is a flower"):
        read_score_request(STANDING, win_tile="1f")


def test_every_error_is_a_value_error() -> None:
    for error in (SituationError, hupai.MeldError, hupai.NotationError, hupai.OptionError):
        assert issubclass(error, hupai.HupaiError) and issubclass(error, ValueError)
