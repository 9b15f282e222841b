"""The engine reads every input form of a hand in Rust (notation strings, tuples, tile indices
and names, NumPy arrays, wildcard kinds, visible tiles) and leaves anything doubtful to the
Python reader (``hupai._hand`` / ``hupai.tiles``). Both must read the same hand, or fail with
the same error: ``_core.read_tiles`` shows what the Rust reader reads (None where it leaves the
input to Python), and each public function given a form answers as it does given what the
Python reader makes of it, in a list subclass, which the Rust reader always leaves to Python."""

from __future__ import annotations

import collections
import random
from collections.abc import Callable, Iterator

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from sizes import examples

import hupai
from hupai import _core, reference
from hupai._hand import wildcard_kinds
from hupai.scoring.engine import general_score
from hupai.tiles import format_tiles, to_counts

SEPARATORS = (" ", ",", "，", "、", "\t", "\u3000", "\u00a0", "\x1c", "  ")


def outcome(call: Callable[..., object], *args: object, **kw: object) -> object:
    """The answer, or the error's class and message."""
    try:
        return call(*args, **kw)
    except hupai.HupaiError as err:
        return (type(err).__name__, str(err))


def python_counts(tiles: object) -> object:
    return outcome(to_counts, tiles)


class Python(list[int]):
    """A list the Rust reader leaves to the Python reader, as it does every subclass."""


def python_way(engine: Callable[..., object], read: object, tiles: object, **kw: object) -> object:
    """What ``engine`` answers for what the Python reader ``read``: its error, or the answer
    for those counts given the Python way; ``tiles`` (counts) when ``read`` is None."""
    if isinstance(read, tuple):
        return read
    return outcome(engine, Python(tiles if read is None else read), **kw)  # type: ignore[arg-type]


@st.composite
def tile_lists(draw: st.DrawFn, max_size: int = 18) -> list[int]:
    """Tiles, at most 4 of a kind, in any order, from a narrow range as often as not."""
    low = draw(st.sampled_from([0, 0, 9, 18, 27]))
    high = draw(st.sampled_from([33, min(33, low + 8)]))
    tiles = draw(st.lists(st.integers(low, high), max_size=max_size))
    seen: collections.Counter[int] = collections.Counter()
    kept = []
    for t in tiles:
        if seen[t] < 4:
            seen[t] += 1
            kept.append(t)
    return kept


def one_name(t: int, rng: random.Random) -> str:
    """A name of tile ``t`` in a notation chosen at random, as ``hupai.tiles.tile`` reads."""
    names = [format_tiles([t], style=s) for s in ("mpsz", "letters", "gb", "unicode", "chinese")]
    if t < 27 and t % 9 == 4:
        names.append(format_tiles([t]).replace("5", "0"))  # a red five
    if 27 <= t:
        names.append(f"{t - 26}z")
    names.append(format_tiles([t], style="unicode") + "\ufe0f")
    traditional = {"万": "萬", "筒": "餅", "条": "條"}
    chinese = format_tiles([t], style="chinese")
    names.append("".join(traditional.get(c, c) for c in chinese))
    names += {
        27: ["东风", "東", "東風"],
        31: ["白板"],
        32: ["發", "发财", "青發"],
        33: ["红中"],
    }.get(t, [])
    return rng.choice(names)


def written(tiles: list[int], rng: random.Random) -> str:
    """The tiles as one string: a format_tiles style, with separators, red fives and variation
    selectors now and then, or each tile named in a notation of its own."""
    style = rng.choice(("mpsz", "letters", "gb", "unicode", "chinese", "mixed"))
    if style == "mixed":
        parts = [one_name(t, rng) for t in tiles]
        if any(p[:1] in "WBTFJH" and p[1:2].isdigit() for p in parts):
            gb = [p[:1] in "WBTFJH" for p in parts]
            parts = [
                format_tiles([t]) if g else p for t, p, g in zip(tiles, parts, gb, strict=True)
            ]
        return "".join(p + (rng.choice(SEPARATORS) if rng.random() < 0.3 else "") for p in parts)
    text = format_tiles(tiles, style=style)
    if style in ("mpsz", "letters") and rng.random() < 0.5:
        text = text.replace("5m", "0m", 1).replace("5p", "0p", 1)
    if style == "gb" and rng.random() < 0.5:
        text = text.replace(" ", rng.choice(("", ",", "\u3000", "、")))
    if style == "unicode" and rng.random() < 0.5:
        text = "".join(c + rng.choice(("", "\ufe0e", "\ufe0f")) for c in text)
    if rng.random() < 0.3:
        text = rng.choice(SEPARATORS) + text + rng.choice(SEPARATORS)
    return text


def counts_of(tiles: list[int]) -> list[int]:
    counts = [0] * 34
    for t in tiles:
        counts[t] += 1
    return counts


DTYPES = ("u1", "i1", "u2", "i2", ">i2", "u4", "i4", ">u4", "<i8", "u8", ">i8", "i8")


def array_forms(values: list[int], dtype: str) -> list[np.ndarray]:
    """``values`` as a NumPy array of ``dtype``: contiguous, strided, reversed and unaligned."""
    plain = np.array(values, dtype=dtype)
    wide = np.zeros(3 * len(values), dtype=dtype)
    wide[::3] = values
    backwards = np.array(values[::-1], dtype=dtype)[::-1]
    raw = np.zeros(len(values) * plain.itemsize + 1, dtype=np.uint8)
    unaligned = raw[1:].view(dtype)
    unaligned[:] = values
    return [plain, wide[::3], backwards, unaligned]


@settings(max_examples=examples(3000), deadline=None)
@given(tile_lists(), st.randoms(use_true_random=False))
def test_strings_in_every_notation_read_alike(tiles: list[int], rng: random.Random) -> None:
    text = written(tiles, rng)
    assert _core.read_tiles(text) == python_counts(text) == counts_of(tiles), repr(text)


@settings(max_examples=examples(3000), deadline=None)
@given(tile_lists(), st.randoms(use_true_random=False), st.sampled_from(DTYPES))
def test_sequences_and_arrays_read_alike(tiles: list[int], rng: random.Random, dtype: str) -> None:
    counts = counts_of(tiles)
    rng.shuffle(tiles)
    names = [one_name(t, rng) for t in tiles]
    forms: list[object] = [counts, tuple(counts), tiles, tuple(tiles), names, tuple(names)]
    forms += [[*tiles[: len(tiles) // 2], *names[len(tiles) // 2 :]]]
    forms += array_forms(counts, dtype)
    if len(tiles) != 34:
        forms += array_forms(tiles, dtype)
    for form in forms:
        assert _core.read_tiles(form) == python_counts(form) == counts, form


# Characters the notations use, and a few more: random strings of them are mostly errors,
# which the Rust reader must leave to Python, and now and then a hand, which it must read alike.
ALPHABET = (
    "0123456789mpszfESWNPFCWBTJH ,，、\t\u3000🀀🀄🀇🀐🀙🀢\ufe0f"
    "一五九万萬筒餅条條東东风風中发發财財红紅青白板春蘭x"
)


@settings(max_examples=examples(4000), deadline=None)
@given(st.text(ALPHABET, max_size=16))
@example("发財")  # simplified and traditional do not mix in 发财 (they do in 東风)
@example("發财")
def test_any_string_reads_alike_or_is_left_to_python(text: str) -> None:
    fast = _core.read_tiles(text)
    assert fast is None or fast == python_counts(text), repr(text)
    got = outcome(hupai.wildcards_needed, text)
    assert got == python_way(hupai.wildcards_needed, python_counts(text), None), repr(text)


class Name(str):
    pass


class Count(int):
    pass


class Counts(list[int]):
    pass


class Yes(int):
    """An int subclass whose comparisons always say yes (issue 11, finding 10)."""

    def __lt__(self, other: object) -> bool:
        return True

    def __gt__(self, other: object) -> bool:
        return True

    def __le__(self, other: object) -> bool:
        return True

    def __ge__(self, other: object) -> bool:
        return True


class Tiles:
    """An iterable that is neither a list nor a tuple."""

    def __init__(self, tiles: list[int]) -> None:
        self.tiles = tiles

    def __iter__(self) -> Iterator[int]:
        return iter(self.tiles)


HAND = [0, 1, 2, 9, 10, 11, 18, 19, 20, 27, 27, 27, 31, 31]
COUNTS = counts_of(HAND)


def odd_inputs(hand: list[int]) -> list[object]:
    """What the Python reader refuses, or reads in its own way, made from ``hand`` (13 or 14
    tiles, at most 3 of a kind): each must come out the same."""
    COUNTS = counts_of(hand)  # noqa: N806
    HAND = hand  # noqa: N806
    with_count = lambda i, v: [*COUNTS[:i], v, *COUNTS[i + 1 :]]  # noqa: E731
    five = [0] * 5 + HAND[5:]
    return [
        Name("123m456p789s111z55z"),
        "123m456p789s111z55z" + "\ud800",
        [Count(c) for c in COUNTS],
        with_count(3, Count(2)),
        with_count(3, Yes(9)),
        Counts(COUNTS),
        tuple(Counts(COUNTS)),
        with_count(0, True),
        with_count(5, False),
        [True, *HAND[1:]],
        with_count(7, -1),
        with_count(7, 5),
        with_count(7, 2**70),
        with_count(7, 1.0),
        with_count(7, np.int64(1)),
        with_count(7, "1m"),
        with_count(7, Name("1m")),
        [-1, *HAND[1:]],
        [34, *HAND[1:]],
        [41, *HAND[1:]],
        [42, *HAND[1:]],
        [2**64, *HAND[1:]],
        five,
        tuple(five),
        [*HAND[:-1], "1f"],
        [*HAND[:-1], "春"],
        [*HAND[:-1], "1m2m"],
        [*HAND[:-1], ""],
        [*HAND[:-1], Name("1m")],
        [*HAND[:-1], np.int64(3)],
        [*HAND[:-1], None],
        [*HAND[:-1], [1]],
        "1f123m",
        "11111m",
        "123m 4",
        "W1 1m",
        "123m\x00",
        b"123m",
        bytearray(b"123m"),
        {0: 1},
        {0, 1, 2},
        range(14),
        Tiles(HAND),
        None,
        12,
        list(range(200)),
        [0] * 35,
        [0] * 33,
        np.array(COUNTS, dtype=bool),
        np.array(COUNTS, dtype=float),
        np.array(COUNTS, dtype=object),
        np.array(COUNTS, dtype="m8[s]"),
        np.array(COUNTS).reshape(2, 17),
        np.array(5),
        np.ma.masked_array(COUNTS, mask=[i == 3 for i in range(34)]),
        np.array(COUNTS).view(np.matrix),
        np.array([*COUNTS[:-1], 5], dtype=np.uint8),
        np.array([*COUNTS[:-1], -1], dtype=np.int8),
        np.array([*COUNTS[:-1], 2**40], dtype=np.int64),
        np.array([*COUNTS[:-1], 2**63], dtype=np.uint64),
        np.array([*HAND[:-1], 34], dtype=np.int16),
        np.array([0] * 5 + HAND[5:], dtype=np.uint8),
        np.array([f"{t + 1}m" for t in range(9)]),
        np.array(HAND * 10),
        np.broadcast_to(np.array([1], dtype=np.uint8), (34,)),
        np.broadcast_to(np.array([2], dtype=np.uint8), (14,)),
    ]


@pytest.mark.parametrize("tiles", odd_inputs(HAND), ids=lambda x: type(x).__name__)
def test_odd_inputs_read_alike(tiles: object) -> None:
    fast = _core.read_tiles(tiles)
    assert fast is None or fast == python_counts(tiles)
    for engine in (
        hupai.wildcards_needed,
        hupai.is_win,
        hupai.shanten,
        hupai.shanten_by_form,
        hupai.waits,
        hupai.useful_tiles,
        hupai.decompositions,
    ):
        assert outcome(engine, tiles) == python_way(engine, python_counts(tiles), None), engine


@pytest.mark.parametrize("tiles", odd_inputs(HAND[:-1]), ids=lambda x: type(x).__name__)
def test_odd_standing_tiles_score_alike(tiles: object) -> None:
    for win in ("5z", 31, Count(31), Name("P"), "五万", "F1 F1", 34, True):
        got = outcome(hupai.score, tiles, win_tile=win)
        assert got == outcome(general_score, tiles, win, *[None] * 9), win


def test_the_common_forms_are_read_in_rust() -> None:
    # Each form of the table is read by the Rust reader, not left to Python.
    rng = random.Random(11)
    forms: list[object] = [
        COUNTS, tuple(COUNTS), HAND, tuple(HAND), [format_tiles([t]) for t in HAND],
        *(format_tiles(HAND, style=s) for s in hupai.tiles.STYLES),
        "1 2 3 m", "12 3m",
    ]  # fmt: skip
    forms += [np.array(COUNTS, dtype=d) for d in DTYPES] + [np.array(HAND, dtype=np.int16)]
    forms += [written(HAND, rng) for _ in range(50)]
    readable = [f for f in forms if not isinstance(python_counts(f), tuple)]
    assert len(readable) == len(forms) - 2  # a separator inside a digit run is refused
    for form in readable:
        assert _core.read_tiles(form) == COUNTS, form


@settings(max_examples=examples(2000), deadline=None)
@given(tile_lists(14), st.randoms(use_true_random=False), st.integers(0, 3))
def test_hands_in_any_form_give_the_same_answers(
    tiles: list[int], rng: random.Random, wildcards: int
) -> None:
    counts = counts_of(tiles)
    form = rng.choice([written(tiles, rng), tuple(counts), np.array(tiles, dtype=np.int8)])
    for function in (hupai.wildcards_needed, hupai.shanten_by_form, hupai.is_win):
        got = outcome(function, form, wildcards=wildcards)
        assert got == outcome(function, counts, wildcards=wildcards), form


WILDCARD_TILES: list[object] = [
    "5z", "5z6z", "PFC", "白", "J3", "🀆", "0m", "1m1m", 31, [31, 32], (31, "6z"), ["P", "发"],
    [], "", "  ", (), [31] * 200, "1f", "春", 34, 41, -1, 2**70, True, np.int64(31), Count(31),
    Name("5z"), [True], [Count(31)], [Name("5z")], ["1f"], ["1m2m"], ["5z", 34], b"5z", {31: 1},
    {31}, None, 3.0, "5z5z5z5z5z", "x", [None], np.array([31, 32]), range(31, 33),
]  # fmt: skip


@pytest.mark.parametrize("kinds", WILDCARD_TILES, ids=lambda x: type(x).__name__)
def test_wildcard_tiles_read_alike(kinds: object) -> None:
    read = outcome(wildcard_kinds, kinds)
    fast = _core.read_wildcard_tiles(kinds)
    assert fast is None or fast == read
    drawn, waiting = "123m456p789s11z567z", "123m456p789s1z567z"
    for engine, hand in (
        (hupai.wildcards_needed, drawn),
        (hupai.shanten_by_form, drawn),
        (hupai.decompositions, drawn),
        (hupai.waits, waiting),
        (hupai.useful_tiles, waiting),
    ):
        kw = {} if isinstance(read, tuple) else {"wildcard_tiles": Python(read)}  # type: ignore[arg-type]
        python = python_way(
            engine, read if isinstance(read, tuple) else None, to_counts(hand), **kw
        )
        for tiles in (hand, to_counts(hand), hupai.tiles.parse(hand)):
            assert outcome(engine, tiles, wildcard_tiles=kinds) == python, (engine, tiles)


VISIBLE: list[object] = [
    None, "", "1z", "EEE", "W1 W1", [27, 27], (27,), ["E", "1z"], to_counts("111z"),
    tuple(to_counts("1z")), np.array([27, 28]), np.array(to_counts("22z"), dtype=np.int8),
    "1111z", "1z" * 5, [True], "1f", [34], Name("1z"), [Count(27)], 5, b"1z",
]  # fmt: skip


@pytest.mark.parametrize("visible", VISIBLE, ids=lambda x: type(x).__name__)
def test_visible_tiles_read_alike(visible: object) -> None:
    read = None if visible is None else python_counts(visible)
    fast = _core.read_tiles(visible)
    assert fast is None or fast == read
    for hand in ("123m456p789s1z222z", "19m19p19s1234567z"):
        for engine in (hupai.waits, hupai.useful_tiles):
            seen = None if read is None or isinstance(read, tuple) else Python(read)  # type: ignore[arg-type]
            python = python_way(
                engine, read if isinstance(read, tuple) else None, to_counts(hand), visible=seen
            )
            assert outcome(engine, hand, visible=visible) == python, engine


@pytest.mark.parametrize(
    "counts",
    [
        hupai.to_counts("5z"),
        tuple(hupai.to_counts("5z")),
        np.array(hupai.to_counts("5z"), dtype=np.int8),
    ],
    ids=["list", "tuple", "numpy"],
)
def test_wildcard_tiles_as_34_counts_are_counts(counts: object) -> None:
    # As in a hand, 34 whole numbers are counts: the kinds held (White here) are the wildcards,
    # not the tiles 0 and 1 that the numbers would be as indices.
    hand = "123m456p789s11225z"
    assert hupai.is_win(hand, wildcard_tiles=counts)
    assert reference.is_win(hand, wildcard_tiles=counts)
    assert hupai.shanten(hand, wildcard_tiles=counts) == -1
    assert _core.read_wildcard_tiles(counts) is None  # left to the Python reader
