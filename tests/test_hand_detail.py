"""hupai.hand_detail: seed 003's one-call report (local_rules.md (e), seed003_forms.tsv).

Every row of the table runs as its example says; then the table's notes, the length rule, the
flowers, the seed's decimal codes, a brute-force definition of every field on small hands, the
agreement with is_win on 14 tiles, and the errors."""

from __future__ import annotations

import doctest
import re

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from rule_pages import read_table
from strategies import concealed_tiles

import hupai
import hupai.detail
from hupai.tiles import counts_to_tiles, from_decimal, parse, to_decimal

ROWS = read_table("seed003_forms.tsv")

FIELDS = {
    "isHu": "is_win",
    "gangCount": "kongs",
    "form": "form",
    "单吊": "single_pair",
    "平胡": "all_chows",
    "碰碰胡": "all_pungs",
    "清一色": "full_flush",
    "断幺九": "all_simples",
}
FORMS = {"七对": "seven_pairs", "四对": "four_pairs", "标准": "standard"}
ANY_FLOWERS = " + any flowers"


def read_claims(part: str) -> dict[str, object]:
    """The fields one part of an expected cell names: ``isHu gangCount=1 form=七对``,
    ``not a win``; words in brackets and ``either way`` are comments."""
    text = re.sub(r"\([^)]*\)", "", part).replace("either way", "").strip()
    if text == "not a win":
        return {"is_win": False, "form": None, "kongs": 0}
    claims: dict[str, object] = {}
    for token in text.split():
        name, _, value = token.partition("=")
        field = FIELDS[name]  # a KeyError names a word the table has newly grown
        if field == "form":
            claims[field] = FORMS[value]
        elif field == "kongs":
            claims[field] = int(value)
        else:
            assert value in ("", "true", "false"), token
            claims[field] = value != "false"
    return claims


def read_expected(cell: str) -> tuple[dict[str, object], dict[str, object]]:
    """(the default call's claims, those of ``strict_length=True``): the part headed
    ``strict_length:``, or without one the same as the default call's."""
    plain: dict[str, object] = {}
    strict: dict[str, object] | None = None
    for part in (p.strip() for p in cell.split(";")):
        if part.startswith("strict_length:"):
            strict = read_claims(part.removeprefix("strict_length:"))
        else:
            plain.update(read_claims(part))
    return plain, plain if strict is None else strict


def check(detail: hupai.HandDetail, claims: dict[str, object]) -> None:
    for field, value in claims.items():
        assert getattr(detail, field) == value, (field, detail)


def test_the_table_is_all_read() -> None:
    assert [row["id"] for row in ROWS] == [str(i) for i in range(1, 11)]


@pytest.mark.parametrize("row", ROWS, ids=[f"{r['id']}-{r['en']}" for r in ROWS])
def test_each_row_as_its_example_says(row: dict[str, str]) -> None:
    plain, strict = read_expected(row["expected"])
    example = row["example"]
    flower_sets = [""]
    if example.endswith(ANY_FLOWERS):
        example = example.removesuffix(ANY_FLOWERS)
        flower_sets = ["", "1f", "12345678f", "春菊"]
    for flowers in flower_sets:
        check(hupai.hand_detail(example + flowers), plain)
        check(hupai.hand_detail(example + flowers, strict_length=True), strict)


# The table's notes and the cases the brief names, one line each:
# (tiles, is_win, form, kongs, single_pair).
NOTES = [
    # 龙七对: the quad counts in kongs.
    ("1111m22335577m99m", True, "seven_pairs", 1, False),
    ("11223344556677m", True, "seven_pairs", 0, False),
    # 四对 needs a quad; without one the hand falls through to the standard form.
    ("11112233m", True, "four_pairs", 1, False),
    ("11223344m", True, "standard", 0, False),  # 11 + 234 234 or 44 + 123 123
    ("11113333m", True, "four_pairs", 2, False),
    # The standard form, any length, any number of groups, kongs taking four tiles.
    ("11m", True, "standard", 0, True),
    ("111m22m", True, "standard", 0, True),
    ("1111m55m", True, "standard", 1, True),
    ("1111m555m77m", True, "standard", 1, True),
    ("1111m2222m3333m4444m55m", True, "standard", 4, False),  # or 22 + 1111 234 234 345 345
    ("111222333m456p11z", True, "standard", 0, True),
    ("123456789m123456789p11z", True, "standard", 0, True),
    ("1111m234m567m789m55m", True, "standard", 1, True),
    ("1112345678999m", False, None, 0, False),  # 13 tiles: no pair leaves groups
    ("1112345678999m5m", True, "standard", 0, True),  # 九莲宝灯 and 5m: only 55 leaves groups
    ("", False, None, 0, False),
    ("1m", False, None, 0, False),
    ("12m", False, None, 0, False),
]


@pytest.mark.parametrize(("tiles", "wins", "form", "kongs", "single"), NOTES)
def test_notes(tiles: str, wins: bool, form: str | None, kongs: int, single: bool) -> None:
    d = hupai.hand_detail(tiles)
    assert (d.is_win, d.form, d.kongs, d.single_pair) == (wins, form, kongs, single)


@pytest.mark.parametrize(
    ("tiles", "wins"),
    [
        ("1111m55m", False),  # L - 2 = 4: one kong never fits (L - 2) mod 3 = 0
        ("1111m555m77m", False),
        ("1111m2222m55m", False),  # two kongs: L - 2 = 8
        ("1111m2222m3333m55m", True),  # three kongs: 12 tiles, but also 七对
        ("1111m5555p9999s111z22z", True),  # three kongs, a pung and a pair: 17 tiles
        ("111m22m", True),
        ("11112233m", True),  # 四对 is checked before the pre-check
    ],
)
def test_strict_length_is_the_seeds_pre_check(tiles: str, wins: bool) -> None:
    assert hupai.hand_detail(tiles, strict_length=True).is_win is wins
    assert hupai.hand_detail(tiles).is_win  # without the pre-check all of them win


def test_three_kongs_fit_the_pre_check() -> None:
    d = hupai.hand_detail("1111m5555p9999s111z22z", strict_length=True)
    assert (d.form, d.kongs, d.single_pair, d.all_pungs) == ("standard", 3, True, True)


@pytest.mark.parametrize(
    ("tiles", "flags"),
    [
        # (full_flush, all_simples, all_chows, all_pungs), judged winning or not.
        ("11223344556677m", (True, False, True, False)),
        ("1112345678999m", (True, False, False, False)),  # not a win, still 清一色
        ("2345678m", (True, True, False, False)),
        ("123m11z", (False, False, True, False)),  # 平胡 takes an honor pair
        ("11z", (False, False, True, True)),
        ("111z22z", (False, False, False, True)),
        ("234m567p88s", (False, True, True, False)),
        ("234m567p99s", (False, False, True, False)),
        ("1111m55m", (True, False, False, True)),  # L - 2 = 4: not 平胡
        ("", (False, True, False, False)),  # no tiles: no 1, 9 or honor, as the seed has it
    ],
)
def test_flags(tiles: str, flags: tuple[bool, bool, bool, bool]) -> None:
    d = hupai.hand_detail(tiles)
    assert (d.full_flush, d.all_simples, d.all_chows, d.all_pungs) == flags


def test_flowers_are_removed_and_counted() -> None:
    bare = hupai.hand_detail("11223344556677m")
    with_flowers = hupai.hand_detail("11223344556677m春夏秋冬梅兰竹菊")
    assert with_flowers == bare._replace(flowers=8)
    assert hupai.hand_detail("11223344556677m1f").full_flush  # the seed's code said no
    assert hupai.hand_detail("111222333m55m 8f").all_pungs  # the seed's code kept it
    assert hupai.hand_detail("H1H2").flowers == 2
    assert hupai.hand_detail([34, 35, 0, 0]) == hupai.hand_detail("11m")._replace(flowers=2)


def test_seed_decimal_codes_with_flowers() -> None:
    codes = [1, 1, 1, 1, 2, 2, 3, 3, 5, 5, 7, 7, 9, 9, 41, 45, 48]
    tiles = from_decimal(codes)
    assert tiles[-3:] == [34, 38, 41]
    d = hupai.hand_detail(tiles)
    assert (d.is_win, d.form, d.kongs, d.flowers) == (True, "seven_pairs", 1, 3)
    # 35 中, 36 发, 37 白 and the winds: not a flush, not simples.
    d = hupai.hand_detail(from_decimal([35, 35, 35, 36, 36, 36, 37, 37, 37, 31, 31, 42]))
    assert (d.is_win, d.all_pungs, d.full_flush, d.all_simples, d.flowers) == (
        True,
        True,
        False,
        False,
        1,
    )


@pytest.mark.parametrize(
    "tiles",
    [
        "111222333m456p11z",
        parse("111222333m456p11z"),
        np.array(parse("111222333m456p11z"), dtype=np.int16),
        hupai.to_counts("111222333m456p11z"),
        ["1m", "1m", "1m", "2m", "2m", "2m", "3m", "3m", "3m", "4p", "5p", "6p", "E", "E"],
        "W1W1W1W2W2W2W3W3W3B4B5B6F1F1",
    ],
)
def test_every_tile_notation(tiles: object) -> None:
    assert hupai.hand_detail(tiles) == hupai.hand_detail("111222333m456p11z")  # type: ignore[arg-type]


def test_a_whole_set_at_once() -> None:
    # Every copy of every kind and the eight flowers: the bound that the 4-copies check sets.
    d = hupai.hand_detail([4] * 34)
    # 7 honor kongs, 9 in each suit without the pair and 4 in the suit with it (as the
    # search finds; the brute force below checks the search on small hands).
    assert (d.is_win, d.form, d.kongs, d.single_pair) == (True, "standard", 29, False)
    d = hupai.hand_detail("1111222233334444555566667777888899m" + "12345678f")
    assert (d.is_win, d.form, d.kongs, d.flowers) == (True, "standard", 8, 8)


@pytest.mark.parametrize(
    ("tiles", "error"),
    [
        ("11111m", hupai.TileCountError),
        ("1f1f", hupai.TileCountError),
        ([0] * 5, hupai.TileCountError),
        ("123x", hupai.NotationError),
        ([42], hupai.UnknownTileError),
        ([-1], hupai.UnknownTileError),
        ([1.0], hupai.UnknownTileError),
        (None, hupai.ArrayShapeError),
        (np.zeros((2, 34), dtype=np.int64), hupai.ArrayShapeError),
        ([0] * 33 + [5], hupai.TileCountError),
    ],
)
def test_bad_tiles(tiles: object, error: type[hupai.HupaiError]) -> None:
    with pytest.raises(error) as caught:
        hupai.hand_detail(tiles)  # type: ignore[arg-type]
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize("value", ["yes", 1, 0.0, "False"])
def test_bad_strict_length(value: object) -> None:
    with pytest.raises(hupai.OptionError, match="strict_length must be True or False"):
        hupai.hand_detail("11m", strict_length=value)  # type: ignore[arg-type]


def test_unknown_seed_codes() -> None:
    with pytest.raises(hupai.UnknownTileError, match="decimal .* code 10 at position 1"):
        hupai.hand_detail(from_decimal([1, 10]))


def test_exports_and_docstring() -> None:
    assert "hand_detail" in hupai.__all__ and "HandDetail" in hupai.__all__
    assert hupai.hand_detail is hupai.detail.hand_detail
    assert hupai.HandDetail._fields == (
        "is_win",
        "form",
        "kongs",
        "full_flush",
        "single_pair",
        "all_simples",
        "all_chows",
        "all_pungs",
        "flowers",
    )
    tests = doctest.DocTestFinder().find(hupai.detail, globs={"hupai": hupai})
    runner = doctest.DocTestRunner()
    for test in tests:
        runner.run(test)
    assert runner.summarize(verbose=False) == (0, 1)


# A brute-force definition of every field, over sorted tile lists, as the table words it.


def _splits(tiles: tuple[int, ...], kinds: str) -> set[int]:
    """The kongs of each split of ``tiles`` into groups of the ``kinds`` given
    (c chow, p pung, k kong)."""
    if not tiles:
        return {0}
    t, out = tiles[0], set()
    for size, kind in ((4, "k"), (3, "p")):
        if kind in kinds and tiles[:size] == (t,) * size:
            out |= {n + (kind == "k") for n in _splits(tiles[size:], kinds)}
    if "c" in kinds and t < 27 and t % 9 <= 6 and t + 1 in tiles and t + 2 in tiles:
        rest = list(tiles[1:])
        rest.remove(t + 1)
        rest.remove(t + 2)
        out |= _splits(tuple(rest), kinds)
    return out


def brute_detail(tiles: list[int], strict: bool) -> tuple[object, ...]:
    hand = sorted(t for t in tiles if t < 34)
    n = len(hand)
    kinds = sorted(set(hand))
    pairs = {}
    for k in kinds:
        if hand.count(k) >= 2:
            rest = list(hand)
            rest.remove(k)
            rest.remove(k)
            pairs[k] = tuple(rest)
    flush = bool(hand) and hand[0] // 9 == hand[-1] // 9 and hand[-1] < 27
    simples = all(t < 27 and t % 9 not in (0, 8) for t in hand)
    chows = (n - 2) % 3 == 0 and any(_splits(r, "c") for r in pairs.values())
    pungs = any(_splits(r, "pk") for r in pairs.values())
    flags = (simples, chows, pungs, len(tiles) - n)
    even = all(hand.count(k) % 2 == 0 for k in kinds)
    quads = sum(hand.count(k) == 4 for k in kinds)
    if n == 14 and even:
        return (True, "seven_pairs", quads, flush, False, *flags)
    if n == 8 and even and quads:
        return (True, "four_pairs", quads, flush, False, *flags)
    found = {k: _splits(r, "cpk") for k, r in pairs.items()}
    found = {k: s for k, s in found.items() if s}
    if not found or (strict and (n - 2) % 3):
        return (False, None, 0, flush, False, *flags)
    most = max(max(s) for s in found.values())
    return (True, "standard", most, flush, len(found) == 1, *flags)


@st.composite
def small_hands(draw: st.DrawFn) -> list[int]:
    """Up to 14 tiles and a few flowers: built from groups and a pair (kongs among them),
    sometimes with a tile changed, or crowded at random."""
    if draw(st.booleans()):
        tiles = counts_to_tiles(draw(concealed_tiles(draw(st.integers(0, 14)))))
    else:
        low = draw(st.sampled_from([0, 9, 18, 27, 20]))
        pick = st.integers(low, min(33, low + 8))
        tiles = [draw(pick)] * 2
        for _ in range(draw(st.integers(0, 3))):
            t, shape = draw(pick), draw(st.sampled_from(["chow", "pung", "kong"]))
            if shape == "chow" and t < 27 and t % 9 <= 6:
                tiles += [t, t + 1, t + 2]
            else:
                tiles += [t] * (4 if shape == "kong" else 3)
        if tiles and draw(st.booleans()):
            tiles[draw(st.integers(0, len(tiles) - 1))] = draw(pick)
        tiles = [t for k in set(tiles) for t in [k] * min(4, tiles.count(k))]
    flowers = draw(st.lists(st.integers(34, 41), max_size=3, unique=True))
    return draw(st.permutations(tiles + flowers))


@given(small_hands(), st.booleans())
def test_agrees_with_the_brute_force_definition(tiles: list[int], strict: bool) -> None:
    assert tuple(hupai.hand_detail(tiles, strict_length=strict)) == brute_detail(tiles, strict)


@given(concealed_tiles(14))
def test_agrees_with_is_win_on_fourteen_tiles_without_quads(counts: list[int]) -> None:
    if max(counts) == 4:
        return
    d = hupai.hand_detail(counts)
    assert d.is_win == hupai.is_win(counts, forms=["regular", "seven_pairs"])
    assert d.kongs == 0
    assert d == hupai.hand_detail(counts, strict_length=True)


@given(small_hands())
def test_the_decimal_codes_read_the_same(tiles: list[int]) -> None:
    assert hupai.hand_detail(from_decimal(to_decimal(tiles))) == hupai.hand_detail(tiles)
