"""Win detection through the public API: tables of hands in notation, one rule a group."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import numpy as np
import pytest

import hupai
from hupai import _core

WINS = [
    # Regular hands: melds (chow 顺子, pung 刻子) plus one pair, in every hand size.
    ("123m456p789s11222z", 0),
    ("11m", 0),
    ("11123m", 0),
    ("123m456m11p", 0),
    ("111222333m11z", 0),
    ("123m456p789sEECCC", 0),
    ("W1 W2 W3 B4 B5 B6 T7 T8 T9 F1 F1 J1 J1 J1", 0),
    ("一万二万三万四筒五筒六筒七条八条九条东东中中中", 0),
    # Four of a kind in the hand is a pung plus a tile used elsewhere.
    ("11112344m", 0),
    # Wildcards (赖子) fill the gaps.
    ("123m456p789s1122z", 1),
    ("13m456p789s11z", 1),
    ("1m", 1),
    ("", 2),
    ("", 14),
    ("19m19p19s1234567z", 1),
    # Seven pairs (七对), four of a kind as two pairs (龙七对).
    ("1122m3344p5566s77z", 0),
    ("1111m3344p5566s77z", 0),
    ("1122m3344p5566s7z", 1),
    # Thirteen orphans (十三幺).
    ("19m19p19s12345677z", 0),
]

LOSES = [
    ("123m456p789s11223z", 0),
    # Honors never form chows.
    ("123m456p789s12355z", 0),
    # Chows do not wrap around or cross suits.
    ("891m11z", 0),
    ("89m1p11z", 0),
    ("12m", 0),
    ("19m11p", 1),
    ("1111m", 1),
    ("19m19p19s12345666z", 0),
    ("1123m3344p5566s77z", 0),
]


@pytest.mark.parametrize(("hand", "wildcards"), WINS)
def test_wins(hand: str, wildcards: int) -> None:
    assert hupai.is_win(hand, wildcards=wildcards) is True
    assert hupai.wildcards_needed(hand, wildcards=wildcards) == 0


@pytest.mark.parametrize(("hand", "wildcards"), LOSES)
def test_loses(hand: str, wildcards: int) -> None:
    assert hupai.is_win(hand, wildcards=wildcards) is False
    assert hupai.wildcards_needed(hand, wildcards=wildcards) > 0


def test_special_forms_can_be_switched_off() -> None:
    assert not hupai.is_win("1122m3344p5566s77z", seven_pairs=False)
    assert not hupai.is_win("19m19p19s12345677z", thirteen_orphans=False)
    # Four East outside a kong: only seven pairs could ever use them without a fifth copy.
    assert hupai.wildcards_needed("1111z") == 10
    with pytest.raises(hupai.UnwinnableHandError, match=r"'1111z' with 0 wildcards can never"):
        hupai.wildcards_needed("1111z", seven_pairs=False)


# The fifth-copy rule: 1111m with one wildcard is 111m plus a pair of 1m, a fifth 1m.
@pytest.mark.parametrize("hand", ["1111m", "1111z", "EEEE"])
def test_fifth_copy_rule(hand: str) -> None:
    assert not hupai.is_win(hand, wildcards=1)
    assert hupai.is_win(hand, wildcards=1, allow_fifth_copy=True)


def test_fifth_copy_counts_needed() -> None:
    # Capped, 1111m pairs as 11m and runs 123m twice (four wildcards), or pairs two wildcards.
    assert hupai.wildcards_needed("1111m") == 4
    assert hupai.wildcards_needed("1111m", allow_fifth_copy=True) == 1


def test_wildcard_tiles_turn_copies_into_wildcards() -> None:
    # Seed 002's magic card: every 5z (White) is a wildcard.
    assert hupai.is_win("123m456p789s11225z", wildcard_tiles="5z")
    assert hupai.is_win("123m456p789s11555z", wildcard_tiles=["5z"])
    assert hupai.is_win("123m456p789s11555z", wildcard_tiles=31)
    assert not hupai.is_win("123m456p789s11225z")
    # A wildcard kind may still be wanted as itself: 555z all wildcards form a pung.
    assert hupai.is_win("555z123m11p", wildcard_tiles="5z")
    # 1z and 2z with two 5z wildcards: 1z pairs with one, 2z needs two for a pung.
    assert hupai.wildcards_needed("123m456p789s1255z", wildcard_tiles="5z") == 1


def test_wildcards_needed_counts() -> None:
    assert hupai.wildcards_needed("123m456p789s1122z") == 1
    # Twelve tiles: 2z needs two more for a pung.
    assert hupai.wildcards_needed("123m456p789s112z") == 2
    assert hupai.wildcards_needed("") == 2
    # A complete hand holding two wildcards needs one more for a pung of wildcards.
    assert hupai.wildcards_needed("123m456p789s11222z", wildcards=2) == 1
    # Not capped by 14 tiles: three lone honors after four melds need 2 + 2 + 1.
    assert hupai.wildcards_needed("123m456m789m123p123z") == 5
    # Thirteen orphans missing two kinds and the pair.
    assert hupai.wildcards_needed("19m19p19s12345z") == 3


def test_inputs_agree_across_forms() -> None:
    counts = hupai.to_counts("123m456p789s11222z")
    expected = hupai.is_win(counts)
    assert expected
    assert hupai.is_win(tuple(counts)) == expected
    assert hupai.is_win(np.array(counts, dtype=np.int64)) == expected
    assert hupai.is_win(np.array(counts, dtype=np.uint8)) == expected
    assert hupai.is_win(hupai.tiles.counts_to_tiles(counts)) == expected
    assert (
        hupai.is_win(["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s"] + ["E"] * 2 + ["S"] * 3)
        == expected
    )


BAD_INPUT = [
    ("123x5m", {}, hupai.NotationError, r"'123x5m'.*'x' at position 3"),
    ("19z", {}, hupai.NotationError, r"'19z'.*'9' at position 1"),
    (
        "123m456p789s1122z",
        {},
        hupai.HandSizeError,
        r"hand has 13 tiles \(13 tiles \+ 0 wildcards\)",
    ),
    ("11m", {"wildcards": 1}, hupai.HandSizeError, r"hand has 3 tiles \(2 tiles \+ 1 wildcard\)"),
    ("", {}, hupai.HandSizeError, r"hand has 0 tiles"),
    ("123m", {"wildcards": 14}, hupai.HandSizeError, r"hand has 17 tiles"),
    ("11111m", {}, hupai.TileCountError, r"5 copies of 1m"),
    ([0] * 33 + [5], {}, hupai.TileCountError, r"5 copies of 7z"),
    ([0] * 33 + [-1], {}, hupai.TileCountError, r"-1 copies of 7z"),
    ([0] * 33 + [1.0], {}, hupai.ArrayShapeError, r"1\.0"),
    (np.zeros((2, 34), dtype=np.uint8), {}, hupai.ArrayShapeError, r"\(2, 34\)"),
    (["W1", "W0"], {}, hupai.UnknownTileError, r"W0"),
    ("11m", {"wildcards": -1}, hupai.HandSizeError, r"wildcards must be 0 to 136, got -1"),
    ("11m", {"wildcards": 2.0}, hupai.HandSizeError, r"whole number, got 2\.0"),
    ("11m", {"wildcard_tiles": "1f"}, hupai.UnknownTileError, r"flower"),
    ("11m1f", {}, hupai.UnknownTileError, r"flower"),
]


@pytest.mark.parametrize(("tiles", "kwargs", "error", "message"), BAD_INPUT)
def test_bad_input(tiles: object, kwargs: dict[str, object], error: type, message: str) -> None:
    with pytest.raises(error, match=message) as caught:
        hupai.is_win(tiles, **kwargs)
    assert isinstance(caught.value, hupai.HupaiError)
    assert isinstance(caught.value, ValueError)


def test_every_wildcard_count_works() -> None:
    # 0 to 14 wildcards with the rest a fixed winning hand's tiles: never an error, and a win.
    tiles = hupai.tiles.counts_to_tiles(hupai.to_counts("123m456p789s11222z"))
    for k in range(15):
        assert hupai.is_win(tiles[k:], wildcards=k)
        assert hupai.wildcards_needed(tiles[k:], wildcards=k) == 0


def test_surplus_wildcards_need_room() -> None:
    # Every numbered tile held (36 melds): surplus wildcards can only go to the seven honors,
    # which take at most six pungs and the pair (20 wildcards), so 21 or more can never fit.
    counts = [4] * 27 + [0] * 7
    assert [hupai.wildcards_needed(counts, wildcards=w) for w in (2, 18, 19, 20)] == [0, 2, 1, 0]
    assert hupai.wildcards_needed(counts, wildcards=17, allow_fifth_copy=True) == 0
    for w in (21, 23, 30):
        with pytest.raises(hupai.UnwinnableHandError, match=f"with {w} wildcards can never win"):
            hupai.wildcards_needed(counts, wildcards=w)


ODD_OPTIONS = [
    # (keyword arguments, expected answer or error class), for the engine and the reference.
    ({"seven_pairs": 0}, hupai.OptionError),
    ({"thirteen_orphans": "yes"}, hupai.OptionError),
    ({"allow_fifth_copy": 1.0}, hupai.OptionError),
    ({"seven_pairs": None}, True),
    ({"seven_pairs": np.bool_(False)}, False),
    ({"wildcards": None}, True),
    ({"wildcards": np.int64(0)}, True),
    ({"wildcards": np.uint8(3)}, hupai.HandSizeError),
    ({"wildcard_tiles": np.int64(31)}, True),
    ({"wildcard_tiles": 1.0}, hupai.UnknownTileError),
    ({"wildcard_tiles": [np.int64(31)]}, True),
]


@pytest.mark.parametrize(("kwargs", "expected"), ODD_OPTIONS)
@pytest.mark.parametrize("module", [hupai, hupai.reference], ids=["engine", "reference"])
def test_odd_options_behave_alike(
    module: object, kwargs: dict[str, object], expected: object
) -> None:
    hand = "1122m3344p5566s77z"
    is_win = module.is_win  # type: ignore[attr-defined]
    if isinstance(expected, type):
        with pytest.raises(expected):
            is_win(hand, **kwargs)
    else:
        assert is_win(hand, **kwargs) is expected


PUBLIC_NATIVE = (
    "is_win",
    "wildcards_needed",
    "shanten",
    "shanten_by_form",
    "waits",
    "useful_tiles",
    "score",
    "mahjong_fan_calculator",
    "mcr_score",
)


def test_help_shows_the_stub_docstrings() -> None:
    # The docstrings live twice, in _core.pyi for type checkers and on the native functions
    # for help(); they must say the same.
    stub = Path(_core.__file__).with_name("_core.pyi")
    if not stub.exists():
        stub = Path(hupai.__file__).with_name("_core.pyi")
    tree = ast.parse(stub.read_text(encoding="utf-8"))
    documented = {
        node.name: ast.get_docstring(node)
        for node in tree.body
        if isinstance(node, ast.FunctionDef) and node.name in PUBLIC_NATIVE
    }
    assert set(documented) == set(PUBLIC_NATIVE)
    for name, doc in documented.items():
        assert inspect.getdoc(getattr(_core, name)) == doc


def test_engine_and_reference_report_the_same_error_first() -> None:
    # A bad option and a bad size together: both say the option is wrong.
    for module in (hupai, hupai.reference):
        with pytest.raises(hupai.OptionError, match="seven_pairs must be True or False"):
            module.is_win("1m", seven_pairs="x")  # type: ignore[attr-defined]
        with pytest.raises(hupai.HandSizeError) as caught:
            module.is_win("1m")  # type: ignore[attr-defined]
        assert str(caught.value).startswith("hand has 1 tile (1 tile + 0 wildcards);")


@pytest.mark.parametrize("odd", [b"5z", {31: 1}])
def test_wildcard_tiles_of_the_wrong_kind(odd: object) -> None:
    with pytest.raises(hupai.UnknownTileError, match="wildcard_tiles must be a tile"):
        hupai.is_win("11m", wildcard_tiles=odd)


@pytest.mark.parametrize("function", [hupai.wildcards_needed, hupai.reference.wildcards_needed])
def test_unwinnable_message_counts_wildcards_in_the_singular(function: object) -> None:
    with pytest.raises(hupai.UnwinnableHandError, match="with 1 wildcard can never win"):
        function("1111z", wildcards=1, seven_pairs=False)  # type: ignore[operator]
