"""Tests of hupai.tiles: every notation read, written and read back, and every bad input."""

from __future__ import annotations

import re

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sizes import examples

from hupai import tiles
from hupai.errors import (
    ArrayShapeError,
    HupaiError,
    NotationError,
    TileCountError,
    UnknownTileError,
)
from hupai.tiles import (
    EAST,
    GREEN,
    NORTH,
    NUM_FLOWERS,
    NUM_KINDS,
    RED,
    SOUTH,
    STYLES,
    WEST,
    WHITE,
    counts_from_136,
    counts_to_tiles,
    format_tiles,
    from_136,
    from_decimal,
    from_hex,
    from_seed000,
    is_flower,
    is_honor,
    is_number,
    parse,
    rank,
    split_flowers,
    suit,
    tile,
    to_136,
    to_counts,
    to_decimal,
    to_hex,
    to_seed000,
)

M1, P1, S1 = 0, 9, 18
SPRING, PLUM, CHRYSANTHEMUM = 34, 38, 41
STANDARD = [0, 1, 2, 12, 13, 14, 24, 25, 26, EAST, EAST, SOUTH, SOUTH]


def counts_of(tiles: list[int]) -> list[int]:
    counts = [0] * NUM_KINDS
    for t in tiles:
        counts[t] += 1
    return counts


# ---------------------------------------------------------------- constants and helpers


def test_constants() -> None:
    assert (NUM_KINDS, NUM_FLOWERS) == (34, 8)
    assert (EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED) == (27, 28, 29, 30, 31, 32, 33)


@pytest.mark.parametrize(
    ("t", "number", "honor", "flower", "suit_letter", "digit"),
    [
        (0, True, False, False, "m", 1),
        (13, True, False, False, "p", 5),
        (26, True, False, False, "s", 9),
        (EAST, False, True, False, "z", 1),
        (RED, False, True, False, "z", 7),
        (SPRING, False, False, True, "f", 1),
        (CHRYSANTHEMUM, False, False, True, "f", 8),
    ],
)
def test_helpers(
    t: int, number: bool, honor: bool, flower: bool, suit_letter: str, digit: int
) -> None:
    assert (is_number(t), is_honor(t), is_flower(t)) == (number, honor, flower)
    assert (suit(t), rank(t)) == (suit_letter, digit)


@pytest.mark.parametrize("bad", [-1, 42, True, 1.0, None, "1m"])
def test_helpers_reject_non_indices(bad: object) -> None:
    with pytest.raises(UnknownTileError, match=re.escape(repr(bad))):
        is_honor(bad)  # type: ignore[arg-type]


# ---------------------------------------------------------------- parsing, one table a notation

MPSZ = [
    ("123m456p789s1122z", STANDARD),
    ("1m", [0]),
    ("9p", [17]),
    ("0m0p0s", [4, 13, 22]),
    ("1234567z", [EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED]),
    ("5z6z7z", [WHITE, GREEN, RED]),
    ("12345678f", list(range(34, 42))),
    (" 123m  456p\t789s\n", [0, 1, 2, 12, 13, 14, 24, 25, 26]),
    ("1m,2m, 3m", [0, 1, 2]),
    ("21m", [1, 0]),
    ("", []),
    ("   ", []),
]

LETTERS = [
    ("123m456p789sEECCC", [0, 1, 2, 12, 13, 14, 24, 25, 26, EAST, EAST, RED, RED, RED]),
    ("ESWNPFC", [EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED]),
    ("E 1z S", [EAST, EAST, SOUTH]),
    ("1sS", [S1, SOUTH]),
    ("WW", [WEST, WEST]),
    ("FF", [GREEN, GREEN]),
    ("W12m", [WEST, 0, 1]),
    ("C1f", [RED, SPRING]),
]

GB = [
    ("W1", [0]),
    ("W1 W2 W3", [0, 1, 2]),
    ("W1W2W3", [0, 1, 2]),
    ("W1,W2, W3 ,", [0, 1, 2]),
    ("B1 B9 T1 T9", [9, 17, 18, 26]),
    ("F1 F2 F3 F4", [EAST, SOUTH, WEST, NORTH]),
    ("J1 J2 J3", [RED, GREEN, WHITE]),
    ("H1 H8", [SPRING, CHRYSANTHEMUM]),
    ("  F1  ", [EAST]),
]

UNICODE = [
    ("\U0001f000\U0001f001\U0001f002\U0001f003", [EAST, SOUTH, WEST, NORTH]),
    ("\U0001f004\U0001f005\U0001f006", [RED, GREEN, WHITE]),
    ("\U0001f007\U0001f00f", [0, 8]),
    ("\U0001f010\U0001f018", [18, 26]),
    ("\U0001f019\U0001f021", [9, 17]),
    ("\U0001f022\U0001f023\U0001f024\U0001f025", [38, 39, 40, 41]),
    ("\U0001f026\U0001f027\U0001f028\U0001f029", [34, 35, 36, 37]),
    ("\U0001f004\ufe0f\U0001f004\ufe0e \U0001f007", [RED, RED, 0]),
]

CHINESE = [
    ("一万二万三万东东", [0, 1, 2, EAST, EAST]),
    ("九萬 1万 123万", [8, 0, 0, 1, 2]),
    ("一筒九饼五餅", [9, 17, 13]),
    ("一条九條五索", [18, 26, 22]),
    ("东南西北東", [EAST, SOUTH, WEST, NORTH, EAST]),
    ("东风 南風 東風", [EAST, SOUTH, EAST]),
    ("中红中紅中", [RED, RED, RED]),
    ("发發青发发财", [GREEN, GREEN, GREEN, GREEN]),
    ("白白板", [WHITE, WHITE]),
    ("春夏秋冬梅兰竹菊", [34, 35, 36, 37, 38, 39, 40, 41]),
    ("蘭", [39]),
    ("一万，二万、三万", [0, 1, 2]),
    ("中发白", [RED, GREEN, WHITE]),
]

MIXED = [
    ("123mEE\U0001f004一万", [0, 1, 2, EAST, EAST, RED, 0]),
    ("东1zE\U0001f000", [EAST] * 4),
]


@pytest.mark.parametrize(("text", "expected"), MPSZ + LETTERS + GB + UNICODE + CHINESE + MIXED)
def test_parse(text: str, expected: list[int]) -> None:
    assert parse(text) == expected


# ---------------------------------------------------------------- tile()


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("1m", 0),
        ("0p", 13),
        ("E", EAST),
        ("S", SOUTH),
        ("9s", 26),
        ("W1", 0),
        ("J3", WHITE),
        ("H1", SPRING),
        ("\U0001f007", 0),
        ("一万", 0),
        ("红中", RED),
        (" 7z ", RED),
        (0, 0),
        (41, 41),
        (np.int64(33), 33),
    ],
)
def test_tile(name: str | int, expected: int) -> None:
    assert tile(name) == expected


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("12m", "'12m' names 2 tiles"),
        ("", "'' names 0 tiles"),
        ("W0", "unknown GB code 'W0' at position 0"),
        ("J4", "unknown GB code 'J4' at position 0"),
        ("1x", "unknown tile '1x'.*unexpected 'x' at position 1"),
        (42, "42 is not a tile index"),
        (-1, "-1 is not a tile index"),
        (True, "True is not a tile"),
        (1.0, "1.0 is not a tile"),
        (None, "None is not a tile"),
    ],
)
def test_tile_errors(name: object, message: str) -> None:
    with pytest.raises(UnknownTileError, match=message):
        tile(name)  # type: ignore[arg-type]


# ---------------------------------------------------------------- notation errors


@pytest.mark.parametrize(
    ("text", "char", "pos"),
    [
        ("123x5m", "x", 3),
        ("19z", "9", 1),
        ("8z", "8", 0),
        ("0z", "0", 0),
        ("9f", "9", 0),
        ("0f", "0", 0),
        ("m", "m", 0),
        ("123me", "e", 4),
        ("一x", "一", 0),
        ("一万x", "x", 2),
        ("E\ufe0f", "\ufe0f", 1),
        ("\U0001f02a", "\U0001f02a", 0),
    ],
)
def test_unexpected_character(text: str, char: str, pos: int) -> None:
    pattern = re.escape(f"{text!r}: unexpected {char!r} at position {pos}")
    with pytest.raises(NotationError, match=pattern):
        parse(text)


@pytest.mark.parametrize(
    ("text", "digit", "pos"),
    [
        ("123", "3", 2),
        ("123m45", "5", 5),
        ("1 2m", "1", 0),
        ("12E", "2", 1),
        ("E1", "1", 1),
        ("1一万", "1", 0),
        ("W1 123m", "1", 1),
    ],
)
def test_dangling_digits(text: str, digit: str, pos: int) -> None:
    pattern = re.escape(f"{text!r}: dangling digit {digit!r} at position {pos}")
    with pytest.raises(NotationError, match=pattern):
        parse(text)


def test_gb_like_token_gets_a_hint() -> None:
    with pytest.raises(NotationError, match="whole string is GB codes"):
        parse("W1 123m")


@pytest.mark.parametrize(("text", "code", "pos"), [("W0", "W0", 0), ("W1 J4", "J4", 3)])
def test_unknown_gb_code(text: str, code: str, pos: int) -> None:
    with pytest.raises(
        UnknownTileError, match=re.escape(f"{code!r} at position {pos} in {text!r}")
    ):
        parse(text)


def test_parse_rejects_non_strings() -> None:
    with pytest.raises(UnknownTileError, match="must be a str"):
        parse(123)  # type: ignore[arg-type]


def test_errors_are_value_errors() -> None:
    with pytest.raises(ValueError):
        parse("x")


# ---------------------------------------------------------------- counts


def test_to_counts_from_each_input_kind() -> None:
    expected = counts_of(STANDARD)
    assert to_counts("123m456p789s1122z") == expected
    assert to_counts(STANDARD) == expected
    assert to_counts(tuple(STANDARD)) == expected
    assert to_counts(iter(STANDARD)) == expected
    assert to_counts(np.array(STANDARD, dtype=np.int32)) == expected
    assert to_counts(
        ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s"] + ["E"] * 2 + ["2z"] * 2
    )
    assert to_counts(expected) == expected
    assert to_counts(np.array(expected, dtype=np.uint8)) == expected
    assert to_counts([]) == [0] * 34


def test_to_counts_34_strings_are_tiles() -> None:
    names = ["1m"] * 4 + ["2m"] * 4 + ["3m"] * 4 + ["4m"] * 4 + ["E"] * 4
    names += ["S"] * 4 + ["W"] * 4 + ["N"] * 4 + ["C", "C"]
    assert len(names) == 34
    assert sum(to_counts(names)) == 34


def test_counts_to_tiles() -> None:
    assert counts_to_tiles(counts_of(STANDARD)) == sorted(STANDARD)
    assert counts_to_tiles(np.array(counts_of(STANDARD))) == sorted(STANDARD)


@pytest.mark.parametrize(
    ("value", "error", "message"),
    [
        ("11111m", TileCountError, "5 copies of 1m in '11111m'"),
        ([0] * 5, TileCountError, "5 copies of 1m"),
        ([5] + [0] * 33, TileCountError, "5 copies of 1m"),
        ([0] * 33 + [7], TileCountError, "7 copies of 7z"),
        ([1.0] + [0] * 33, ArrayShapeError, "got 1.0 at position 0"),
        ([0] * 10 + [-1] + [0] * 23, TileCountError, "-1 copies of 2p \\(count at position 10"),
        ([True] + [0] * 33, ArrayShapeError, "got True at position 0"),
        ([None] * 34, ArrayShapeError, "got None at position 0"),
        (np.zeros((2, 17), dtype=int), ArrayShapeError, re.escape("shape (2, 17)")),
        (np.zeros(34), ArrayShapeError, "dtype float64"),
        (np.zeros(34, dtype=bool), ArrayShapeError, "dtype bool"),
        (np.array(5), ArrayShapeError, re.escape("shape ()")),
        ({1: 2}, ArrayShapeError, "got dict"),
        ({1, 2}, ArrayShapeError, "got set"),
        (3, ArrayShapeError, "got int"),
        (None, ArrayShapeError, "got NoneType"),
        (b"1m", ArrayShapeError, "got bytes"),
        ([1.5], UnknownTileError, "1.5 is not a tile"),
        ([34], UnknownTileError, "flower 1f .* not part of a hand"),
        ("1m1f", UnknownTileError, "flower 1f .* not part of a hand"),
        ([42], UnknownTileError, "42 is not a tile index"),
        (["1m", "xx"], UnknownTileError, "unknown tile 'xx'"),
        ("1x", NotationError, "unexpected 'x' at position 1"),
    ],
)
def test_to_counts_errors(value: object, error: type[HupaiError], message: str) -> None:
    with pytest.raises(error, match=message):
        to_counts(value)


@pytest.mark.parametrize(
    ("value", "message"),
    [([0] * 33, "length 34; got length 33"), (np.zeros((34, 1), dtype=int), "shape")],
)
def test_counts_to_tiles_errors(value: object, message: str) -> None:
    with pytest.raises(ArrayShapeError, match=message):
        counts_to_tiles(value)


def test_split_flowers() -> None:
    assert split_flowers([0, 34, 1, 41]) == ([0, 1], 2)
    assert split_flowers("123m1f2fE") == ([0, 1, 2, EAST], 2)
    assert split_flowers([]) == ([], 0)
    with pytest.raises(TileCountError, match="2 copies of flower 1f"):
        split_flowers([34, 0, 34])


# ---------------------------------------------------------------- formatting


@pytest.mark.parametrize(
    ("style", "expected"),
    [
        ("mpsz", "123m456p789s1122z1f"),
        ("letters", "123m456p789sEESS1f"),
        ("gb", "W1 W2 W3 B4 B5 B6 T7 T8 T9 F1 F1 F2 F2 H1"),
        (
            "unicode",
            "\U0001f007\U0001f008\U0001f009\U0001f01c\U0001f01d\U0001f01e"
            "\U0001f016\U0001f017\U0001f018\U0001f000\U0001f000\U0001f001\U0001f001\U0001f026",
        ),
        ("chinese", "一万二万三万四筒五筒六筒七条八条九条东东南南春"),
    ],
)
def test_format_tiles(style: str, expected: str) -> None:
    tiles = [*STANDARD, SPRING]
    assert format_tiles(tiles, style) == expected
    assert parse(expected) == tiles


def test_format_dragons() -> None:
    dragons = [WHITE, GREEN, RED]
    assert format_tiles(dragons) == "567z"
    assert format_tiles(dragons, "letters") == "PFC"
    assert format_tiles(dragons, "gb") == "J3 J2 J1"
    assert format_tiles(dragons, "unicode") == "\U0001f006\U0001f005\U0001f004"
    assert format_tiles(dragons, "chinese") == "白发中"


def test_format_keeps_order_of_lists_and_sorts_counts() -> None:
    assert format_tiles([9, 0, 1]) == "1p12m"
    assert format_tiles(counts_of([9, 0, 1])) == "12m1p"
    assert format_tiles("0m") == "5m"
    assert format_tiles([]) == ""


@pytest.mark.parametrize("style", ["MPSZ", "", "ascii", None])
def test_format_unknown_style(style: object) -> None:
    with pytest.raises(NotationError, match=re.escape(f"unknown tile style {style!r}")):
        format_tiles([0], style)  # type: ignore[arg-type]


# ---------------------------------------------------------------- 136 ids


def test_136_ids() -> None:
    assert from_136([0, 3, 4, 135]) == [0, 0, 1, 33]
    assert to_136("11m7z1m") == [0, 1, 132, 2]
    assert to_136([0, 0, 0, 0]) == [0, 1, 2, 3]
    assert counts_from_136(np.array([0, 1, 135])) == counts_of([0, 0, 33])


@pytest.mark.parametrize(
    ("ids", "error", "message"),
    [
        # An id out of range names no tile; anything else is not an array of ids.
        ([136], UnknownTileError, "136-id 136 \\(at position 0\\)"),
        ([5, -1], UnknownTileError, "136-id -1 \\(at position 1\\)"),
        ([1.0], ArrayShapeError, "got 1.0 at position 0"),
        ([7, 7], ArrayShapeError, "136-id 7 appears twice"),
        (np.zeros((2, 2), dtype=int), ArrayShapeError, re.escape("shape (2, 2)")),
    ],
)
def test_from_136_errors(ids: object, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        from_136(ids)  # type: ignore[arg-type]


def test_to_136_errors() -> None:
    with pytest.raises(TileCountError, match="5 copies of 9p"):
        to_136("99999p")
    with pytest.raises(UnknownTileError, match="flower"):
        to_136("1f")


# ---------------------------------------------------------------- seed encodings


def test_hex() -> None:
    codes = [0x01, 0x09, 0x11, 0x19, 0x21, 0x29, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37]
    tiles = [0, 8, S1, 26, P1, 17, EAST, SOUTH, WEST, NORTH, RED, GREEN, WHITE]
    assert from_hex(codes) == tiles
    assert to_hex(tiles) == codes


def test_decimal() -> None:
    codes = [1, 9, 11, 19, 21, 29, 31, 34, 35, 36, 37, 41, 45, 48]
    tiles = [0, 8, S1, 26, P1, 17, EAST, NORTH, RED, GREEN, WHITE, SPRING, PLUM, 41]
    assert from_decimal(codes) == tiles
    assert to_decimal(tiles) == codes


def test_seed000() -> None:
    codes = [0, 8, 9, 17, 18, 26, 27, 30, 31, 32, 33]
    tiles = [0, 8, S1, 26, P1, 17, EAST, NORTH, RED, GREEN, WHITE]
    assert from_seed000(codes) == tiles
    assert to_seed000(tiles) == codes


@pytest.mark.parametrize(
    ("decode", "codes", "message"),
    [
        (from_hex, [0x0A], "hex (seed 002) tile code 0x0a at position 0"),
        (from_hex, [0x01, 0x38], "hex (seed 002) tile code 0x38 at position 1"),
        (from_hex, [0x00], "tile code 0x00"),
        (from_hex, ["0x01"], "tile code '0x01'"),
        (from_decimal, [10], "decimal (seed 003) tile code 10 at position 0"),
        (from_decimal, [49], "tile code 49"),
        (from_decimal, [0], "tile code 0"),
        (from_seed000, [34], "seed 000 index tile code 34 at position 0"),
        (from_seed000, [-1], "tile code -1"),
        (from_seed000, [None], "tile code None"),
        (from_seed000, [True], "tile code True"),
    ],
)
def test_seed_decode_errors(decode: object, codes: list[object], message: str) -> None:
    assert callable(decode)
    with pytest.raises(UnknownTileError, match=re.escape(message)):
        decode(codes)


@pytest.mark.parametrize(("encode", "name"), [(to_hex, "hex"), (to_seed000, "seed 000")])
def test_seed_encodings_without_flowers(encode: object, name: str) -> None:
    assert callable(encode)
    with pytest.raises(UnknownTileError, match=f"tile 1f has no code in the {name}"):
        encode("1f")


def test_seed_decode_rejects_strings() -> None:
    with pytest.raises(ArrayShapeError, match="got str"):
        from_hex("0x01")  # type: ignore[arg-type]


# ---------------------------------------------------------------- round-trip properties


@st.composite
def tile_lists(draw: st.DrawFn) -> list[int]:
    """A shuffled multiset: at most 4 of a kind, each flower at most once, never 34 long."""
    counts = draw(st.lists(st.integers(0, 4), min_size=NUM_KINDS, max_size=NUM_KINDS))
    flowers = draw(st.lists(st.booleans(), min_size=NUM_FLOWERS, max_size=NUM_FLOWERS))
    tiles = [t for t, c in enumerate(counts) for _ in range(c)]
    tiles += [NUM_KINDS + k for k, present in enumerate(flowers) if present]
    size = draw(st.integers(0, len(tiles)).filter(lambda n: n != NUM_KINDS))
    return draw(st.permutations(tiles))[:size]


count_arrays = st.lists(st.integers(0, 4), min_size=NUM_KINDS, max_size=NUM_KINDS)


@pytest.mark.parametrize("style", STYLES)
@settings(max_examples=examples(2000), deadline=None)
@given(tiles=tile_lists())
def test_format_parse_round_trip(style: str, tiles: list[int]) -> None:
    assert parse(format_tiles(tiles, style)) == tiles


@pytest.mark.parametrize("style", STYLES)
@settings(max_examples=examples(2000), deadline=None)
@given(counts=count_arrays)
def test_counts_round_trip(style: str, counts: list[int]) -> None:
    assert to_counts(format_tiles(counts, style)) == counts
    assert counts_of(counts_to_tiles(counts)) == counts


@settings(max_examples=examples(2000), deadline=None)
@given(tiles=tile_lists())
def test_encodings_round_trip(tiles: list[int]) -> None:
    assert from_decimal(to_decimal(tiles)) == tiles
    hand, _ = split_flowers(tiles)
    if len(hand) != NUM_KINDS:
        assert from_hex(to_hex(hand)) == hand
        assert from_seed000(to_seed000(hand)) == hand
        ids = to_136(hand)
        assert len(set(ids)) == len(ids)
        assert from_136(ids) == hand
        assert counts_from_136(ids) == to_counts(hand)


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("t", range(NUM_KINDS + NUM_FLOWERS))
def test_every_tile_names_itself(style: str, t: int) -> None:
    assert tile(format_tiles([t], style)) == t


# Found by trying odd inputs: each was accepted, crashed or read confusingly.
def test_repeated_flowers_are_refused_by_every_encoder() -> None:
    for encode in (tiles.to_decimal, tiles.format_tiles, tiles.to_hex):
        with pytest.raises(TileCountError, match=r"2 copies of flower 1f \(春\)"):
            encode("1f1f")


def test_dates_are_not_tiles() -> None:
    with pytest.raises(ArrayShapeError, match="dtype datetime64"):
        tiles.to_counts(np.array(["2026-01-01"] * 3, dtype="datetime64[D]"))


def test_negative_hex_code_is_shown_as_given() -> None:
    with pytest.raises(UnknownTileError, match=r"unknown hex \(seed 002\) tile code -1 at"):
        tiles.from_hex([-1])


def test_index_functions_point_to_tile_for_names() -> None:
    with pytest.raises(UnknownTileError, match=r"'1m' is not a tile index.*tile\(\) reads tile"):
        tiles.suit("1m")  # type: ignore[arg-type]


def test_long_input_is_not_quoted_whole() -> None:
    text = "1m" * 1000 + "x"
    with pytest.raises(NotationError, match=r"'x' at position 2000") as caught:
        tiles.parse(text)
    assert len(str(caught.value)) < 250
    assert "of 2001)" in str(caught.value)


def test_wrong_length_count_array_gets_a_hint() -> None:
    with pytest.raises(TileCountError, match=r"33 copies of 1m \(a sequence is read as tile"):
        tiles.to_counts([0] * 33)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: tiles.from_decimal([41, 41]), r"2 copies of flower 1f \(春\) in the decimal"),
        (lambda: tiles.parse("1f1f"), r"2 copies of flower 1f \(春\) in '1f1f'"),
        (lambda: tiles.parse("11111m"), r"5 copies of 1m in '11111m'"),
        (lambda: tiles.to_hex([0] * 5), r"5 copies of 1m \(a sequence is read as tile"),
        (lambda: tiles.format_tiles([0] * 5), r"5 copies of 1m"),
        (lambda: tiles.from_seed000([0] * 5), r"5 copies of 1m in the seed 000"),
        (lambda: tiles.format_tiles([0] * 34 + [1] + [0] * 7), r"41 copies of 1m"),
    ],
)
def test_every_reader_and_writer_keeps_to_the_set(call: object, message: str) -> None:
    # Four copies of a kind and one of each flower, whichever way the tiles come in or go out.
    with pytest.raises(TileCountError, match=message):
        call()  # type: ignore[operator]
