"""Tests of the pure-Python shanten reference (hupai.reference.shanten).

Three kinds of test:

* hands worked out by hand, per form (the comments give the working);
* an oracle built on the win-detection reference: a hand is ``d`` draws from winning exactly
  when some kept part of it, with ``d`` more wildcards, wins (a drawn tile is as good as a
  wildcard standing for it), checked with ``hupai.reference.forms`` / ``regular``;
* differential tests against the ``mahjong`` package (riichi rules, copy limit, so
  ``allow_fifth_copy=False``) and PyMahjongGB (MCR, no copy limit: ``allow_fifth_copy=True``),
  with targeted tests for each place where they and the definition differ.

Hands are written in hupai's notation (``hupai.tiles.to_counts``): ``123m`` characters, ``p``
dots, ``s`` bamboo, honor letters E S W N, P White, F Green, C Red.
"""

from __future__ import annotations

import itertools
import subprocess
import sys
from collections.abc import Callable, Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mahjong.shanten import Shanten
from MahjongGB import (
    HonorsAndKnittedTilesShanten,
    KnittedStraightShanten,
    MahjongShanten,
    RegularShanten,
    SevenPairsShanten,
    ThirteenOrphansShanten,
)
from sizes import examples
from strategies import near_misses, winning_hands

from hupai.errors import ArrayShapeError, HandSizeError, OptionError, TileCountError
from hupai.reference import (
    FORMS,
    shanten_by_form_counts,
    shanten_counts,
    useful_tiles_counts,
)
from hupai.reference.forms import is_seven_pairs, is_thirteen_orphans
from hupai.reference.regular import is_regular_win
from hupai.tiles import to_counts

DIFFERENTIAL = settings(max_examples=examples(2000), deadline=None)
RIICHI = Shanten()

# PyMahjongGB's codes by tile index: W characters, B dots, T bamboo, F1-F4 winds, J3 White,
# J2 Green, J1 Red.
GB_CODES = (
    *(f"{suit}{rank}" for suit in "WBT" for rank in range(1, 10)),
    "F1", "F2", "F3", "F4", "J3", "J2", "J1",
)  # fmt: skip


def hand(notation: str) -> list[int]:
    return to_counts(notation) if notation else [0] * 34


def gb_hand(counts: list[int]) -> tuple[str, ...]:
    return tuple(GB_CODES[kind] for kind in range(34) for _ in range(counts[kind]))


def gb_tiles(codes: tuple[str, ...]) -> list[int]:
    return sorted(GB_CODES.index(code) for code in codes)


# ---------------------------------------------------------------------------
# Hands worked out by hand
# ---------------------------------------------------------------------------

EXPECTED = [
    # (hand, wildcards, allow_fifth_copy, {form: shanten})
    ("123m456p789sEEE11s", 0, False, {"regular": -1}),
    ("123m456p789sEEE1s", 0, False, {"regular": 0}),  # single wait on 1s
    # melds 123m 456p EEE, partial 78s, loose 1s 9p: one draw for 78s, one for the pair
    ("123m456p78sEEE1s9p", 0, False, {"regular": 1}),
    # a fifth 1m would make 111m + 11m; capped, one pung must lose a tile or the pair is
    # drawn whole: 1 (as the mahjong package says); uncapped 0 (as PyMahjongGB says)
    ("1111m555p777sEEE", 0, False, {"regular": 1, "seven_pairs": 1}),
    ("1111m555p777sEEE", 0, True, {"regular": 0, "seven_pairs": 1}),
    ("EEEESSSWWWNNN", 0, False, {"regular": 1}),
    ("EEEESSSWWWNNN", 0, True, {"regular": 0}),
    # no two number tiles within two ranks of each other, no two honors alike: 4 melds and
    # the pair are all drawn bar one tile each (9 draws)
    ("147m258p369sESWN", 0, False, {"regular": 8, "seven_pairs": 6, "thirteen_orphans": 7}),
    # ... and 13 different honors-and-knitted tiles; the knitted set is whole, and of the
    # meld and pair one tile each is kept
    ("147m258p369sESWN", 0, False, {"honors_and_knitted": 0, "knitted_straight": 2}),
    # seven pairs; a quad is two pairs (龙七对)
    ("11223344m5566pE", 0, False, {"seven_pairs": 0}),
    ("1111m2233p4455sE", 0, False, {"seven_pairs": 0}),
    ("1111m223344p5566s", 0, False, {"seven_pairs": -1}),
    ("111m222m333m44m55m", 0, False, {"seven_pairs": 1}),  # 111m + 1m is two pairs
    ("11223344556677m", 0, False, {"seven_pairs": -1, "regular": -1}),
    # thirteen orphans
    ("19m19p19sESWNPFC", 0, False, {"thirteen_orphans": 0}),
    ("19m19p19sESWNPFCC", 0, False, {"thirteen_orphans": -1}),
    ("19m19p19sESWNPCC", 0, False, {"thirteen_orphans": 0}),  # waits on Green only
    ("19m19p19sESWNPF", 1, False, {"thirteen_orphans": 0}),
    ("19m19p19sESWNPF", 2, False, {"thirteen_orphans": -1}),
    # honors and knitted: 14 different tiles of the honors and one knitted set
    ("147m258p369sESWNP", 0, False, {"honors_and_knitted": -1}),
    ("14m258p369sESWNPF", 0, False, {"honors_and_knitted": -1}),
    ("147m258p369sEESWN", 0, False, {"honors_and_knitted": 0}),  # 13 different
    # knitted straight: knitted set + meld + pair; 10/11 tiles: knitted set + pair
    ("147m258p369s123s11p", 0, False, {"knitted_straight": -1}),
    ("147m258p369sEEE1p", 0, False, {"knitted_straight": 0}),
    ("147m258p369s11m23m", 0, False, {"knitted_straight": 0, "regular": 4}),
    ("147m258p369s1p", 0, False, {"knitted_straight": 0}),
    ("147m258p369s11p", 0, False, {"knitted_straight": -1}),
    ("147m258p36s11p", 0, False, {"knitted_straight": 0}),  # waits on 9s
    # wildcards
    ("", 13, False, {form: 0 for form in FORMS}),
    ("", 14, False, {form: -1 for form in FORMS}),
    ("123m456p789sEEE", 1, False, {"regular": 0}),
    ("123m456p789sEE", 3, False, {"regular": -1}),
    ("1111m", 9, False, {"regular": 0}),
    # docs/win-detection.md: 1111m or EEEE with one wildcard wins only with fifth copies
    ("1111m", 1, False, {"regular": 0}),
    ("1111m", 1, True, {"regular": -1}),
    ("EEEE", 1, False, {"regular": 0}),
    ("EEEE", 1, True, {"regular": -1}),
    # declared melds left out: 10, 7, 4, 1 tiles waiting; 11, 8, 5, 2 just drawn
    ("123m456p789s1p", 0, False, {"regular": 0}),
    ("123m456p1s", 0, False, {"regular": 0}),
    ("123m456p11s", 0, False, {"regular": -1}),
    ("123m1s", 0, False, {"regular": 0}),
    ("125m9p", 0, False, {"regular": 1}),  # partial 12m, then a pair: two draws
    ("E", 0, False, {"regular": 0}),
    ("", 1, False, {"regular": 0}),
    ("EE", 0, False, {"regular": -1}),
    ("ES", 0, False, {"regular": 0}),
]


@pytest.mark.parametrize(("notation", "wildcards", "fifth", "expected"), EXPECTED)
def test_worked_examples(
    notation: str, wildcards: int, fifth: bool, expected: dict[str, int]
) -> None:
    by_form = shanten_by_form_counts(hand(notation), wildcards, allow_fifth_copy=fifth)
    assert {form: by_form[form] for form in expected} == expected
    assert shanten_counts(hand(notation), wildcards, allow_fifth_copy=fifth) == min(
        by_form.values()
    )


@pytest.mark.parametrize(
    ("notation", "wildcards", "forms"),
    [
        ("123m456p789sEEE1s", 0, FORMS),
        ("147m258p369s1p", 0, ("regular", "knitted_straight")),
        ("123m456p1s", 0, ("regular",)),
        ("EE", 0, ("regular",)),
        ("", 4, ("regular",)),
    ],
)
def test_forms_present_by_size(notation: str, wildcards: int, forms: tuple[str, ...]) -> None:
    assert tuple(shanten_by_form_counts(hand(notation), wildcards)) == forms


USEFUL = [
    # (hand, wildcards, forms, allow_fifth_copy, useful tiles)
    ("1112345678999m", 0, "regular", False, list(range(9))),  # nine gates: 1m-9m
    ("123m456p789sEEE1s", 0, FORMS, False, [18]),
    ("147m258p369sESWN", 0, "honors_and_knitted", False, [31, 32, 33]),
    ("19m19p19sESWNPFC", 0, FORMS, False, [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]),
    ("19m19p19sESWNPCC", 0, "thirteen_orphans", False, [32]),
    ("11223344m5566pE", 0, "seven_pairs", False, [27]),
    # 1-shanten: a tile of another kind makes four pungs and a single wait; one more of a
    # pung's kind does not (the pair would need a fifth copy)
    ("1111m555p777sEEE", 0, "regular", False, [k for k in range(34) if k not in (0, 13, 24, 27)]),
    # waiting only on a fifth 1m, which cannot be drawn
    ("1111m555p777sEEE", 0, "regular", True, []),
    ("", 13, FORMS, False, list(range(34))),
    # the wildcard pairs any tile drawn, but a fourth East would need a fifth for the pair
    ("123m456p789sEEE", 1, "regular", False, [k for k in range(34) if k != 27]),
    ("123m456p789sEEE", 1, "regular", True, list(range(34))),
    ("147m369p25s3333sE", 0, "knitted_straight", False, [25, 27]),  # 8s, East
]


@pytest.mark.parametrize(("notation", "wildcards", "forms", "fifth", "expected"), USEFUL)
def test_useful_tiles(
    notation: str, wildcards: int, forms: tuple[str, ...] | str, fifth: bool, expected: list[int]
) -> None:
    counts = hand(notation)
    assert useful_tiles_counts(counts, wildcards, forms=forms, allow_fifth_copy=fifth) == expected


@pytest.mark.parametrize(("notation", "wildcards"), [("", 0), ("123m456p789s111p", 0),
                                                     ("12m3p", 0), ("123m456p789s", 3),
                                                     ("123m", 3), ("", 15)])  # fmt: skip
def test_sizes_that_are_not_hands(notation: str, wildcards: int) -> None:
    real = sum(hand(notation))
    with pytest.raises(HandSizeError, match=f"hand has {real + wildcards} tile.*13, 10, 7"):
        shanten_by_form_counts(hand(notation), wildcards)
    with pytest.raises(HandSizeError):
        shanten_counts(hand(notation), wildcards)


def test_input_errors() -> None:
    with pytest.raises(ArrayShapeError):
        shanten_counts([0] * 33 + [0, 1])
    with pytest.raises(TileCountError):
        shanten_counts([5] + [1] * 8 + [0] * 25)
    with pytest.raises(HandSizeError, match="negative"):
        shanten_counts(hand("123m456p789sEEE1s"), -1)
    with pytest.raises(OptionError, match="forms"):
        shanten_counts(hand("123m456p789sEEE1s"), forms=("pairs",))
    with pytest.raises(OptionError, match="forms"):
        shanten_counts(hand("123m456p789sEEE1s"), forms=())
    with pytest.raises(HandSizeError, match="waiting to draw"):
        useful_tiles_counts(hand("123m456p789sEEE11s"))


def test_forms_that_do_not_apply_to_the_size() -> None:
    ten = hand("123m456p789s1p")
    # best: knitted tiles 1p 4p 2m 9s kept and one tile for the pair, 6 tiles drawn
    assert shanten_counts(ten, forms="knitted_straight") == 5
    with pytest.raises(
        HandSizeError, match="none of the forms seven_pairs, thirteen_orphans applies to this hand"
    ):
        shanten_counts(ten, forms=("seven_pairs", "thirteen_orphans"))
    with pytest.raises(
        HandSizeError, match="the form knitted_straight does not apply .* at most one declared meld"
    ):
        useful_tiles_counts(hand("123m456p1s"), forms="knitted_straight")


def test_reference_never_loads_the_engine() -> None:
    code = (
        "import sys; from hupai.reference import shanten_counts, useful_tiles_counts; "
        "assert shanten_counts([1] * 13 + [0] * 21) == 0; "
        "assert useful_tiles_counts([0] * 34, 13) == list(range(34)); "
        "assert not any(m.startswith(('hupai._core', 'hupai.win', 'hupai.batch')) "
        "for m in sys.modules), 'engine loaded'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# ---------------------------------------------------------------------------
# Generated hands: draws from the wall and clustered hands
# ---------------------------------------------------------------------------

SHAPES = ((0,), (0, 0), (0, 0, 0), (0, 0, 0, 0), (0, 1, 2), (0, 1), (0, 2))


@st.composite
def wall_hands(draw: st.DrawFn, size: int) -> list[int]:
    """``size`` different tiles of the 136 (ids 0-135, four per kind)."""
    counts = [0] * 34
    for tile_id in draw(st.lists(st.integers(0, 135), min_size=size, max_size=size, unique=True)):
        counts[tile_id // 4] += 1
    return counts


@st.composite
def clustered_hands(draw: st.DrawFn, size: int) -> list[int]:
    """Singles, pairs, pungs, quads, runs and partial runs, up to ``size`` tiles.

    Each piece is one integer (few draws keep generation fast): a shape and a kind, the kind
    either any of the 34 or, one time in five, a rank of the hand's home suit.
    """
    home = draw(st.sampled_from([0, 9, 18, 27]))
    pieces = draw(st.lists(st.integers(0, 7 * 43 - 1), min_size=size, max_size=size))
    counts = [0] * 34
    for piece in pieces:
        shape, first = SHAPES[piece // 43], piece % 43
        if first >= 34:
            first = min(home + first - 34, 33)
        for offset in shape:
            kind = first + offset
            if first >= 27 or first % 9 + offset > 8:
                kind = first  # no runs among honors or past a 9
            if sum(counts) < size and counts[kind] < 4:
                counts[kind] += 1
    for kind in itertools.cycle(range(34)):  # pieces that met full kinds: top up
        if sum(counts) == size:
            break
        if counts[kind] < 4:
            counts[kind] += 1
    return counts


def hands(*sizes: int) -> st.SearchStrategy[list[int]]:
    return st.sampled_from(sizes).flatmap(lambda n: st.one_of(wall_hands(n), clustered_hands(n)))


# ---------------------------------------------------------------------------
# Oracle: the win-detection reference, one kept part at a time
# ---------------------------------------------------------------------------

WINS: dict[str, Callable[[tuple[int, ...], int, bool], bool]] = {
    "regular": is_regular_win,
    "seven_pairs": is_seven_pairs,
    "thirteen_orphans": lambda kept, wildcards, _fifth: is_thirteen_orphans(kept, wildcards),
}


def kept_parts(counts: list[int], discards: int) -> Iterator[tuple[int, ...]]:
    """Every sub-multiset of the tiles with ``discards`` tiles fewer, once each."""
    tiles = [kind for kind in range(34) for _ in range(counts[kind])]
    seen: set[tuple[int, ...]] = set()
    for dropped in itertools.combinations(range(len(tiles)), discards):
        kept = list(counts)
        for index in dropped:
            kept[tiles[index]] -= 1
        if tuple(kept) not in seen:
            seen.add(tuple(kept))
            yield tuple(kept)


def wins_within(counts: list[int], wildcards: int, form: str, fifth: bool, draws: int) -> bool:
    """Whether the hand can win after ``draws`` draws, straight from the definition."""
    target = 3 * ((sum(counts) + wildcards - 1) // 3) + 2  # 14 for 13 or 14 tiles, ...
    discards = sum(counts) - (target - wildcards - draws)
    if discards < 0:
        return False
    return any(WINS[form](kept, wildcards + draws, fifth) for kept in kept_parts(counts, discards))


@st.composite
def near_complete_hands(draw: st.DrawFn) -> tuple[list[int], int, bool]:
    """Winning hands and near-misses (2-14 tiles, wildcards), some with one item taken out."""
    counts, wildcards = draw(st.one_of(winning_hands(), near_misses()))
    if draw(st.booleans()):
        held = [kind for kind in range(34) if counts[kind]]
        if wildcards and (not held or draw(st.booleans())):
            wildcards -= 1
        elif held:
            counts = list(counts)
            counts[draw(st.sampled_from(held))] -= 1
    return counts, wildcards, draw(st.booleans())


@DIFFERENTIAL
@given(near_complete_hands())
def test_matches_win_detection_oracle(case: tuple[list[int], int, bool]) -> None:
    counts, wildcards, fifth = case
    if sum(counts) + wildcards == 0:
        return
    by_form = shanten_by_form_counts(counts, wildcards, allow_fifth_copy=fifth)
    for form, shanten in by_form.items():
        draws = shanten + 1
        if form not in WINS or draws > 2:
            continue
        assert wins_within(counts, wildcards, form, fifth, draws), (form, shanten)
        assert not (draws and wins_within(counts, wildcards, form, fifth, draws - 1)), form


# ---------------------------------------------------------------------------
# Against the mahjong package (riichi): copy limit, allow_fifth_copy=False
# ---------------------------------------------------------------------------


def riichi_seven_pairs_agrees(counts: list[int]) -> bool:
    """Riichi seven pairs wants 7 different pairs: it agrees with MCR's only without a quad
    (two pairs in MCR) and with at least 7 kinds (else a pung, which one draw makes a quad,
    is two pairs in waiting in MCR); see the two targeted tests below."""
    return max(counts) < 4 and sum(1 for count in counts if count) >= 7


@DIFFERENTIAL
@given(hands(13, 14, 10, 11, 7, 8, 4, 5, 1, 2))
def test_regular_matches_mahjong(counts: list[int]) -> None:
    ours = shanten_by_form_counts(counts)["regular"]
    assert ours == RIICHI.calculate_shanten_for_regular_hand(counts)


@DIFFERENTIAL
@given(hands(13, 14))
def test_special_forms_match_mahjong(counts: list[int]) -> None:
    ours = shanten_by_form_counts(counts)
    assert ours["thirteen_orphans"] == RIICHI.calculate_shanten_for_kokushi_hand(counts)
    riichi_pairs = RIICHI.calculate_shanten_for_chiitoitsu_hand(counts)
    assert ours["seven_pairs"] <= riichi_pairs  # MCR's seven pairs allows more
    if riichi_seven_pairs_agrees(counts):
        assert ours["seven_pairs"] == riichi_pairs
    three_forms = ("regular", "seven_pairs", "thirteen_orphans")
    assert shanten_counts(counts, forms=("regular", "thirteen_orphans")) == (
        RIICHI.calculate_shanten(counts, use_chiitoitsu=False, use_kokushi=True)
    )
    if riichi_seven_pairs_agrees(counts):
        assert shanten_counts(counts, forms=three_forms) == RIICHI.calculate_shanten(counts)


@pytest.mark.parametrize(
    ("notation", "ours", "riichi"),
    [
        ("1111m2233p4455sE", 0, 2),  # quad = two pairs, waiting on East
        ("1111m223344p5566s", -1, 1),  # complete seven pairs with a quad
        ("111m222m333m44m55m", 1, 3),  # 1m, 2m make 1111m and 2222m: four pairs from two
    ],
)
def test_seven_pairs_differs_from_riichi(notation: str, ours: int, riichi: int) -> None:
    counts = hand(notation)
    assert shanten_by_form_counts(counts)["seven_pairs"] == ours
    assert RIICHI.calculate_shanten_for_chiitoitsu_hand(counts) == riichi
    assert SevenPairsShanten(hand=gb_hand(counts))[0] == ours if sum(counts) == 13 else True


# ---------------------------------------------------------------------------
# Against PyMahjongGB (MCR): no copy limit, allow_fifth_copy=True
# ---------------------------------------------------------------------------

GB_FORMS = {
    # form: (PyMahjongGB function, hand sizes it takes)
    "regular": (RegularShanten, (13, 10, 7, 4, 1)),
    "seven_pairs": (SevenPairsShanten, (13,)),
    "thirteen_orphans": (ThirteenOrphansShanten, (13,)),
    "honors_and_knitted": (HonorsAndKnittedTilesShanten, (13,)),
    "knitted_straight": (KnittedStraightShanten, (13, 10)),
}


@pytest.mark.parametrize("form", FORMS)
def test_form_matches_pymahjonggb(form: str) -> None:
    function, sizes = GB_FORMS[form]

    @DIFFERENTIAL
    @given(hands(*sizes))
    def check(counts: list[int]) -> None:
        gb_shanten, gb_useful = function(hand=gb_hand(counts))
        assert shanten_counts(counts, forms=form, allow_fifth_copy=True) == gb_shanten
        # PyMahjongGB may list a tile the hand holds all 4 of (see the tests below); such a
        # tile cannot be drawn, and useful_tiles_counts never lists it.
        drawable = [kind for kind in gb_tiles(gb_useful) if counts[kind] < 4]
        assert useful_tiles_counts(counts, forms=form, allow_fifth_copy=True) == drawable

    check()


@DIFFERENTIAL
@given(hands(13, 10, 7, 4, 1))
def test_least_over_forms_matches_pymahjonggb(counts: list[int]) -> None:
    gb = MahjongShanten(pack=(), hand=gb_hand(counts))
    assert shanten_counts(counts, allow_fifth_copy=True) == gb


def test_pymahjonggb_lists_a_fifth_copy_when_waiting() -> None:
    """RegularShanten skips a tile held 4 times only when the hand is not yet waiting, so a
    hand waiting on a fifth copy lists it; it cannot be drawn, so we list nothing."""
    counts = hand("1111m555p777sEEE")
    assert RegularShanten(hand=gb_hand(counts)) == (0, ("W1",))
    assert shanten_counts(counts, forms="regular", allow_fifth_copy=True) == 0
    assert useful_tiles_counts(counts, forms="regular", allow_fifth_copy=True) == []
    assert shanten_counts(counts, forms="regular") == 1  # with the copy limit


def test_pymahjonggb_knitted_straight_lists_a_fifth_copy_short_of_waiting() -> None:
    """KnittedStraightShanten adds the missing knitted tiles (8s here) to the regular shanten
    of the rest (3333s E: 0), and the rest's useful tiles skip a tile held 4 times only when
    the *rest* is not waiting, so the fifth 3s is listed although the hand is 1-shanten."""
    counts = hand("147m369p25s3333sE")
    assert KnittedStraightShanten(hand=gb_hand(counts)) == (1, ("T3", "T8", "F1"))
    assert shanten_counts(counts, forms="knitted_straight", allow_fifth_copy=True) == 1
    assert useful_tiles_counts(counts, forms="knitted_straight", allow_fifth_copy=True) == [
        25,
        27,
    ]


def test_pymahjonggb_seven_pairs_counts_a_quad_as_two_pairs() -> None:
    counts = hand("1111m2233p4455sE")
    assert SevenPairsShanten(hand=gb_hand(counts)) == (0, ("F1",))
    assert shanten_by_form_counts(counts, allow_fifth_copy=True)["seven_pairs"] == 0
    assert useful_tiles_counts(counts, forms="seven_pairs") == [27]
