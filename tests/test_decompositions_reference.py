"""Tests of the pure-Python decompositions reference (hupai.reference.decompose), against
docs/decompositions.md.

Three kinds of test:

* hands worked out by hand, per form, with the exact expected list (the comments give the
  working);
* the checks of the input that the reference shares with the engine (hupai.decomposition);
* a brute-force oracle on a few hundred seeded random hands: try every multiset of stand-ins,
  split the resulting tiles (no wildcards left) in every way each form allows, and compare the
  whole list; plus the link to the win-detection reference (``is_win_counts``).

Hands are written in hupai's notation: ``123m`` characters, ``p`` dots, ``s`` bamboo, ``1z``-
``7z`` or E S W N P F C for the honors (``11z`` is a pair of East, ``77z`` of Red).
"""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Iterator
from itertools import combinations_with_replacement, permutations

import pytest
from sizes import hands as hands_count

import hupai
from hupai.decomposition import Decomposition, read_request, sort_key
from hupai.errors import (
    DecompositionLimitError,
    HandSizeError,
    MeldError,
    OptionError,
    TileCountError,
)
from hupai.melds import Meld, found_meld, meld
from hupai.reference import decompositions, decompositions_request, is_win_counts
from hupai.tiles import parse

EAST, GREEN, RED = 27, 32, 33
ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
HONORS = tuple(range(27, 34))
# The six knitted sets: 147 in one suit, 258 in another, 369 in the third.
KNITTED = tuple(
    tuple(
        sorted(
            9 * suit + rank
            for suit, first in zip(suits, (0, 1, 2), strict=True)
            for rank in (first, first + 3, first + 6)
        )
    )
    for suits in permutations(range(3))
)


def tiles(notation: str) -> tuple[int, ...]:
    return tuple(sorted(parse(notation)))


def found(notation: str) -> Meld:
    """A meld found in the standing tiles: ``"123m"`` a chow, ``"EEE"`` a pung."""
    t = tiles(notation)
    return found_meld("pung" if t[0] == t[-1] else "chow", t[0])


def regular(
    melds: str, pair: str, wildcards: str = "", declared: tuple[Meld, ...] = ()
) -> Decomposition:
    found_melds = tuple(found(m) for m in melds.split())
    return Decomposition(
        "regular", declared + found_melds, pair=tiles(pair)[0], wildcards=tiles(wildcards)
    )


# ---------------------------------------------------------------------------
# Worked by hand
# ---------------------------------------------------------------------------


def test_three_pungs_or_three_chows() -> None:
    # 111222333m is three pungs or three identical chows 123m; East is the pair either way.
    assert decompositions("111222333m123p11z") == [
        regular("111m 222m 333m 123p", "E"),
        regular("123m 123m 123m 123p", "E"),
    ]
    assert decompositions("111222333m11z") == [
        regular("111m 222m 333m", "E"),
        regular("123m 123m 123m", "E"),
    ]


NINE_GATES = {
    # 1112345678999m plus one more: the added tile settles the one split.
    "1m": regular("111m 123m 456m 789m", "9m"),
    "2m": regular("111m 345m 678m 999m", "2m"),
    "3m": regular("123m 345m 678m 999m", "1m"),
    "4m": regular("111m 234m 456m 789m", "9m"),
    "5m": regular("111m 234m 678m 999m", "5m"),
    "6m": regular("123m 456m 678m 999m", "1m"),
    "7m": regular("111m 234m 567m 789m", "9m"),
    "8m": regular("111m 234m 567m 999m", "8m"),
    "9m": regular("123m 456m 789m 999m", "1m"),
}


@pytest.mark.parametrize("added", sorted(NINE_GATES))
def test_nine_gates(added: str) -> None:
    assert decompositions("1112345678999m" + added) == [NINE_GATES[added]]


def test_nine_gates_with_a_wildcard_takes_each_of_the_nine() -> None:
    # The wildcard is the added tile: rank r of characters is tile r - 1.
    expected = [NINE_GATES[f"{tile + 1}m"]._replace(wildcards=(tile,)) for tile in range(9)]
    assert decompositions("1112345678999m", wildcards=1) == sorted(expected, key=sort_key)


def test_regular_and_seven_pairs_in_forms_order() -> None:
    # 112233m is 123m twice; 445566p 456p twice; and every kind is a pair too.
    assert decompositions("112233m445566p77z") == [
        regular("123m 123m 456p 456p", "C"),
        Decomposition("seven_pairs", pairs=(0, 1, 2, 12, 13, 14, RED)),
    ]
    assert decompositions("112233m445566p77z", forms="seven_pairs") == [
        Decomposition("seven_pairs", pairs=(0, 1, 2, 12, 13, 14, RED)),
    ]


def test_seven_pairs_with_four_of_a_kind() -> None:
    # 1111m is two pairs (龙七对); 3344p and 5566s are no chows, so no regular split.
    hand = "1111m3344p5566s77z"
    assert decompositions(hand) == [
        Decomposition("seven_pairs", pairs=(0, 0, 11, 12, 22, 23, RED)),
    ]
    assert decompositions(hand, forms="regular") == []


def test_seven_pairs_wildcards_pair_with_each_other_under_the_copy_limit() -> None:
    # The two wildcards make a seventh pair of any kind but 1m, which holds four already.
    hand = "1111m3344p5566s"
    expected = [
        Decomposition(
            "seven_pairs",
            pairs=tuple(sorted((0, 0, 11, 12, 22, 23, kind))),
            wildcards=(kind, kind),
        )
        for kind in range(34)
    ]
    assert decompositions(hand, wildcards=2) == sorted(expected[1:], key=sort_key)
    assert decompositions(hand, wildcards=2, allow_fifth_copy=True) == sorted(
        expected, key=sort_key
    )


def test_thirteen_orphans() -> None:
    assert decompositions("19m19p19s11234567z") == [
        Decomposition("thirteen_orphans", pair=EAST),
    ]
    # Green doubled, Red missing: the wildcard is Red.
    assert decompositions("19m19p19s1234566z", wildcards=1) == [
        Decomposition("thirteen_orphans", pair=GREEN, wildcards=(RED,)),
    ]
    # All thirteen held once: the wildcard doubles any of them.
    assert decompositions("19m19p19s1234567z", wildcards=1) == [
        Decomposition("thirteen_orphans", pair=kind, wildcards=(kind,)) for kind in ORPHANS
    ]
    # Two doubled (East and White, Red missing): no.
    assert decompositions("19m19p19s11234556z") == []


def test_honors_and_knitted() -> None:
    # 147m 258p 369s and five honors; the full knitted set plus honors, 14 different tiles.
    assert decompositions("147m258p369s12345z") == [
        Decomposition("honors_and_knitted", knitted=tiles("147m258p369s12345z")),
    ]
    # All seven honors (七星不靠) and seven of the set.
    assert decompositions("14m25p369s1234567z") == [
        Decomposition("honors_and_knitted", knitted=tiles("14m25p369s1234567z")),
    ]
    # A wildcard is one of the three honors missing.
    assert decompositions("147m258p369s1234z", wildcards=1) == [
        Decomposition(
            "honors_and_knitted", knitted=tiles(f"147m258p369s1234{h}z"), wildcards=tiles(f"{h}z")
        )
        for h in "567"
    ]
    # A repeated tile is never honors and knitted.
    assert decompositions("147m258p369s11234z", forms="knitted") == []


def test_knitted_straight() -> None:
    knitted = tiles("147m258p369s")
    # 14 tiles: the set, 123m (its 1m a second copy) and a pair of East.
    assert decompositions("147m258p369s123m11z") == [
        Decomposition("knitted_straight", (found("123m"),), pair=EAST, knitted=knitted),
    ]
    # One declared meld: it stands among the melds, and the standing tiles are set + pair.
    chow = meld("123m")
    assert decompositions("147m258p369s11z", melds=[chow]) == [
        Decomposition("knitted_straight", (chow,), pair=EAST, knitted=knitted),
    ]
    # 11 tiles and no declared melds: the set and a pair (the meld left out).
    assert decompositions("147m258p369s11z") == [
        Decomposition("knitted_straight", pair=EAST, knitted=knitted),
    ]
    # A wildcard fills a missing place of the set.
    assert decompositions("147m258p36s11z", wildcards=1) == [
        Decomposition("knitted_straight", pair=EAST, knitted=knitted, wildcards=tiles("9s")),
    ]


def test_a_wildcard_pairs_with_a_tile() -> None:
    assert decompositions("1m", wildcards=1) == [regular("", "1m", wildcards="1m")]
    # A wildcard kind's copies are wildcards: 5m here.
    assert decompositions("1m5m", wildcard_tiles="5m") == [regular("", "1m", wildcards="1m")]


def test_two_wildcards_alone_are_any_pair() -> None:
    every_pair = [Decomposition("regular", pair=kind, wildcards=(kind, kind)) for kind in range(34)]
    assert decompositions("", wildcards=2) == every_pair
    assert decompositions("55m", wildcard_tiles="5m") == every_pair
    assert decompositions("", wildcards=2, forms=["regular"]) == every_pair
    assert decompositions("", wildcards=2, forms=["seven_pairs", "knitted"]) == []


def test_leftover_wildcards_form_melds() -> None:
    # 1m + 4 wildcards. With 1m as the pair (1m and a wildcard), the other three wildcards
    # are any meld: 21 chows and 34 pungs, but not 111m, which would make five 1m.
    found_all = decompositions("1m", wildcards=4)
    with_pair_1m = [d for d in found_all if d.pair == 0]
    assert with_pair_1m == sorted(
        (
            Decomposition("regular", (m,), pair=0, wildcards=tuple(sorted((0, *m.tiles))))
            for m in {found_meld("pung", k) for k in range(1, 34)}
            | {found_meld("chow", k) for k in range(27) if k % 9 <= 6}
        ),
        key=sort_key,
    )
    assert len(with_pair_1m) == 21 + 34 - 1


def test_fifth_copy_rule() -> None:
    assert decompositions("1111m", wildcards=1) == []
    assert decompositions("1111m", wildcards=1, allow_fifth_copy=True) == [
        regular("111m", "1m", wildcards="1m"),
    ]
    # Copies in declared melds count too: a declared 111m leaves room for one more 1m only.
    melds = [meld("111m"), meld("123p"), meld("456p"), meld("789p")]
    assert decompositions("1m", wildcards=1, melds=melds) == []
    assert decompositions("1m", wildcards=1, melds=melds, allow_fifth_copy=True) == [
        regular("", "1m", wildcards="1m", declared=tuple(melds)),
    ]
    # A declared kong of 1m and a pung of East: two wildcards pair as anything else.
    melds = [meld("1111m"), meld("123p"), meld("123p"), meld("EEE")]
    pairs = [d.pair for d in decompositions("", wildcards=2, melds=melds)]
    assert pairs == [kind for kind in range(34) if kind not in (0, EAST)]
    assert len(decompositions("", wildcards=2, melds=melds, allow_fifth_copy=True)) == 34
    # A wildcard kind's copies leave the counts, so the wildcards may stand for it again.
    assert decompositions("1m5555m", wildcard_tiles="5m") == decompositions("1m", wildcards=4)


def test_declared_melds_come_first_unchanged_in_the_given_order() -> None:
    kong = meld("5555p", concealed=True)
    melds = [meld("789s"), meld("123m"), kong]
    assert decompositions("456m11z", melds=melds) == [
        regular("456m", "E", declared=tuple(melds)),
    ]
    assert decompositions("456m11z", melds=["789s", "123m", kong])[0].melds[:3] == tuple(melds)
    # Declared melds never appear in special forms.
    assert decompositions("147m258p369s11z", melds=["PPP"], forms="seven_pairs") == []


def test_limit() -> None:
    assert len(decompositions("111222333m11z", limit=2)) == 2
    with pytest.raises(DecompositionLimitError, match="more than 1 decomposition; pass a larger"):
        decompositions("111222333m11z", limit=1)
    # Fourteen wildcards have millions of splits; the search stops past the limit.
    with pytest.raises(DecompositionLimitError, match="more than 10000 decompositions"):
        decompositions("", wildcards=14)


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: decompositions("11m", melds=["124m"]), MeldError, "impossible meld"),
        (lambda: decompositions("11m", melds=["EWS"]), MeldError, "impossible meld"),
        (lambda: Meld("chow", (27, 28, 29)), MeldError, "honors never form chows"),
        (lambda: decompositions("11m", melds="123m"), MeldError, "sequence of melds"),
        (lambda: decompositions("11m", melds=["123m"]), HandSizeError, "holds 11"),
        (lambda: decompositions("11m", wildcards=1), HandSizeError, "3 tiles"),
        (lambda: decompositions("11m", melds=["111m"] * 5), HandSizeError, "at most 4"),
        (
            lambda: decompositions("11m", melds=["111m", "123p", "456p", "789p"]),
            TileCountError,
            "5 copies of 1m",
        ),
        (lambda: decompositions("11m", forms="nine_gates"), OptionError, "forms must be"),
        (lambda: decompositions("11m", forms=[]), OptionError, "forms"),
        (lambda: decompositions("11m", limit=0), OptionError, "limit must be"),
        (lambda: decompositions("11m", limit=-3), OptionError, "limit must be"),
        (lambda: decompositions("11m", limit=2.5), OptionError, "limit must be"),
        (lambda: decompositions("11m", limit="10"), OptionError, "limit must be"),
        (lambda: decompositions("11m", allow_fifth_copy="yes"), OptionError, "allow_fifth_copy"),
    ],
)
def test_bad_input(call: object, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        call()  # type: ignore[operator]


def test_reference_never_loads_the_engine() -> None:
    code = (
        "import sys; from hupai.reference import decompositions; "
        "assert len(decompositions('111222333m11z', melds=())) == 2; "
        "assert not any(m.startswith(('hupai._core', 'hupai.win', 'hupai.batch', "
        "'hupai.analysis')) for m in sys.modules), 'engine loaded'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# ---------------------------------------------------------------------------
# Brute force: every multiset of stand-ins, then every split of the tiles
# ---------------------------------------------------------------------------


def _melds_and_pair(full: list[int], pair: int | None = None) -> Iterator[tuple[list[Meld], int]]:
    """Every split of ``full`` (no wildcards) into found melds and one pair: the lowest tile
    left starts the pair, a pung or a chow."""
    low = next((k for k in range(34) if full[k]), None)
    if low is None:
        if pair is not None:
            yield [], pair
        return
    shapes: list[tuple[list[int], Meld | None]] = [([low] * 3, found_meld("pung", low))]
    if pair is None:
        shapes.append(([low] * 2, None))
    if low < 27 and low % 9 <= 6:
        shapes.append(([low, low + 1, low + 2], found_meld("chow", low)))
    for shape, m in shapes:
        if all(full[k] >= shape.count(k) for k in shape):
            rest = list(full)
            for k in shape:
                rest[k] -= 1
            for melds, p in _melds_and_pair(rest, low if m is None else pair):
                yield ([m] if m else []) + melds, p


def _splits(full: list[int], declared: tuple[Meld, ...]) -> Iterator[Decomposition]:
    """Every decomposition of the tiles ``full`` with no wildcards, stand-ins left empty."""

    def ordered(melds: list[Meld]) -> tuple[Meld, ...]:
        return declared + tuple(sorted(melds, key=lambda m: (m.tiles, m.kind)))

    for melds, pair in _melds_and_pair(full):
        yield Decomposition("regular", ordered(melds), pair=pair)
    held = tuple(k for k in range(34) if full[k])
    if not declared and sum(full) == 14:
        if all(c % 2 == 0 for c in full):
            pairs = tuple(k for k in range(34) for _ in range(full[k] // 2))
            yield Decomposition("seven_pairs", pairs=pairs)
        if set(held) == set(ORPHANS) and sum(full) == 14 and max(full) == 2:
            yield Decomposition("thirteen_orphans", pair=full.index(2))
        if max(full) == 1 and any(set(held) <= set(HONORS + k) for k in KNITTED):
            yield Decomposition("honors_and_knitted", knitted=held)
    for knitted in KNITTED:
        if len(declared) <= 1 and all(full[k] for k in knitted):
            rest = [c - (k in knitted) for k, c in enumerate(full)]
            for melds, pair in _melds_and_pair(rest):
                yield Decomposition("knitted_straight", ordered(melds), pair, knitted=knitted)


def brute_force(
    counts: list[int], wildcards: int, declared: tuple[Meld, ...], allow_fifth_copy: bool
) -> list[Decomposition]:
    in_melds = [sum(m.tiles.count(k) for m in declared) for k in range(34)]
    found_all: set[Decomposition] = set()
    for stand_ins in combinations_with_replacement(range(34), wildcards):
        full = list(counts)
        for k in stand_ins:
            full[k] += 1
        if not allow_fifth_copy and any(c + m > 4 for c, m in zip(full, in_melds, strict=True)):
            continue
        found_all.update(d._replace(wildcards=stand_ins) for d in _splits(full, declared))
    return sorted(found_all, key=sort_key)


def _random_hand(rng: random.Random) -> tuple[list[int], int, tuple[Meld, ...]]:
    """Standing counts, wildcards and declared melds: mostly a winning shape, some with a tile
    changed; 0-3 of the standing tiles turned into wildcards."""
    declared: list[Meld] = []
    if rng.random() < 0.25:
        for _ in range(rng.randint(1, 3)):
            start = rng.choice([k for k in range(27) if k % 9 <= 6])
            declared.append(
                meld([start, start + 1, start + 2] if rng.random() < 0.5 else [start] * 3)
            )
    size = 14 - 3 * len(declared) if declared else rng.choice((2, 5, 8, 11, 14, 14, 14))
    shape = rng.choice(("regular", "regular", "pairs", "orphans", "honors", "knitted", "random"))
    hand: list[int] = []
    if shape == "pairs" and size == 14:
        hand = [k for k in rng.sample(range(34), 7) for _ in range(2)]
    elif shape == "orphans" and size == 14:
        hand = [*ORPHANS, rng.choice(ORPHANS)]
    elif shape == "honors" and size == 14:
        hand = rng.sample(rng.choice(KNITTED) + HONORS, 14)
    elif shape == "knitted" and size >= 11:
        hand = list(rng.choice(KNITTED)) + [rng.randrange(34)] * 2
        if size == 14:
            hand += list(rng.choice([(k, k, k) for k in range(34)] + [(0, 1, 2), (10, 11, 12)]))
    elif shape == "random":
        hand = [rng.choice(range(9, 18) if rng.random() < 0.7 else range(34)) for _ in range(size)]
    while len(hand) < size - 1:
        k = rng.choice([k for k in range(27) if k % 9 <= 6] if rng.random() < 0.6 else range(34))
        hand += [k, k + 1, k + 2] if k < 27 and k % 9 <= 6 and rng.random() < 0.6 else [k] * 3
    hand = hand[:size]
    hand += [rng.randrange(34)] * (size - len(hand))
    if rng.random() < 0.3:
        hand[rng.randrange(size)] = rng.randrange(34)
    rng.shuffle(hand)
    wildcards = min(rng.choice((0, 0, 1, 1, 2, 3)), size)
    counts = [0] * 34
    for k in hand[wildcards:]:
        counts[k] += 1
    in_melds = [sum(m.tiles.count(k) for m in declared) for k in range(34)]
    if any(c + m > 4 for c, m in zip(counts, in_melds, strict=True)):
        return _random_hand(rng)
    return counts, wildcards, tuple(declared)


HANDS = [_random_hand(random.Random(seed)) for seed in range(hands_count(400, 60))]


@pytest.mark.parametrize("allow_fifth_copy", [False, True])
def test_equals_brute_force(allow_fifth_copy: bool) -> None:
    wins = 0
    for counts, wildcards, declared in HANDS:
        found_all = decompositions(
            counts, wildcards=wildcards, melds=declared, allow_fifth_copy=allow_fifth_copy
        )
        assert found_all == brute_force(counts, wildcards, declared, allow_fifth_copy), (
            counts,
            wildcards,
            declared,
        )
        wins += bool(found_all)
    assert wins > len(HANDS) // 3  # the generator makes mostly winning hands


def _tiles_of(d: Decomposition) -> list[int]:
    """The tiles a decomposition accounts for, declared melds left out."""
    found_tiles = [t for m in d.melds if not m.declared for t in m.tiles]
    pair = [] if d.pair is None else [d.pair] * (1 if d.form == "thirteen_orphans" else 2)
    orphans = list(ORPHANS) if d.form == "thirteen_orphans" else []
    pairs = [t for t in d.pairs for _ in range(2)]
    return found_tiles + pair + orphans + pairs + list(d.knitted)


@pytest.mark.parametrize("allow_fifth_copy", [False, True])
def test_agrees_with_win_detection_and_accounts_for_every_tile(allow_fifth_copy: bool) -> None:
    for counts, wildcards, declared in HANDS:
        if declared:
            continue
        found_all = decompositions(counts, wildcards=wildcards, allow_fifth_copy=allow_fifth_copy)
        wins = is_win_counts(counts, wildcards, forms="regular", allow_fifth_copy=allow_fifth_copy)
        assert any(d.form == "regular" for d in found_all) == wins, (counts, wildcards)
        assert found_all == sorted(set(found_all), key=sort_key)
        for d in found_all:
            standing = [0] * 34
            for t in _tiles_of(d):
                standing[t] += 1
            for t in d.wildcards:
                standing[t] -= 1
            assert standing == counts, d
            assert len(d.wildcards) == wildcards


def test_request_and_call_agree() -> None:
    # East is a wildcard kind: 111222333m + 1 wildcard + the East = 2 wildcards.
    request = read_request("111222333m1z", 1, "1z", (), ("regular",), False, 10_000)
    assert decompositions_request(request) == decompositions(
        "111222333m", wildcards=2, forms="regular"
    )


def test_a_reading_writes_its_melds_in_the_example_notation() -> None:
    # A claimed meld in brackets, a concealed kong in braces (a bracketed kong is a melded
    # one, as the rule pages write it), the melds found and the pair bare.
    melds = [hupai.meld("123m"), hupai.meld("[EEEE]"), hupai.meld("9999p")]
    (d,) = hupai.decompositions("456s77s", melds=melds)
    assert str(d) == "regular: [123m] {1111z} [9999p] 456s 77s"
