"""Hypothesis generators of hands: random tiles, winning hands, near-misses, special forms.

A hand is (34 counts, wildcards). Winning hands are built from melds and a pair (or a special
form) and then have some tiles turned into wildcards, so they win by construction; near-misses
change one tile of a winning hand, so most of them just fail.
"""

from __future__ import annotations

from hypothesis import strategies as st

ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]
CHOW_STARTS = [9 * suit + rank for suit in range(3) for rank in range(7)]

Hand = tuple[list[int], int]


def _counts(tiles: list[int]) -> list[int] | None:
    counts = [0] * 34
    for t in tiles:
        counts[t] += 1
    return None if max(counts) > 4 else counts


@st.composite
def random_hands(draw: st.DrawFn, max_tiles: int = 14, max_wildcards: int = 14) -> Hand:
    """Any tiles (at most 4 a kind) and any wildcards; sizes need not be winning ones."""
    wildcards = draw(st.integers(0, max_wildcards))
    size = max(0, max_tiles - wildcards)
    # Kinds drawn from a narrow range as often as not, so that pairs, pungs and chows occur.
    low = draw(st.sampled_from([0, 0, 9, 18, 27]))
    high = draw(st.sampled_from([33, low + 8 if low < 27 else 33]))
    tiles = draw(st.lists(st.integers(low, high), max_size=size))
    counts = [0] * 34
    for t in tiles:
        counts[t] = min(4, counts[t] + 1)
    return counts, wildcards


@st.composite
def regular_tiles(draw: st.DrawFn, melds: int) -> list[int]:
    tiles = [draw(st.integers(0, 33))] * 2
    for _ in range(melds):
        if draw(st.booleans()):
            start = draw(st.sampled_from(CHOW_STARTS))
            tiles += [start, start + 1, start + 2]
        else:
            tiles += [draw(st.integers(0, 33))] * 3
    return tiles


@st.composite
def seven_pairs_tiles(draw: st.DrawFn) -> list[int]:
    kinds = draw(st.lists(st.integers(0, 33), min_size=7, max_size=7))
    return [k for k in kinds for _ in range(2)]


@st.composite
def thirteen_orphans_tiles(draw: st.DrawFn) -> list[int]:
    return ORPHANS + [draw(st.sampled_from(ORPHANS))]


@st.composite
def winning_tiles(draw: st.DrawFn) -> list[int]:
    """The tiles of a winning hand of 2 to 14 tiles; at most 4 a kind."""
    form = draw(st.sampled_from(["regular", "regular", "regular", "seven", "orphans"]))
    if form == "seven":
        tiles = draw(seven_pairs_tiles())
    elif form == "orphans":
        tiles = draw(thirteen_orphans_tiles())
    else:
        tiles = draw(regular_tiles(draw(st.integers(0, 4))))
    return tiles if _counts(tiles) is not None else [0, 0]


@st.composite
def winning_hands(draw: st.DrawFn, max_wildcards: int = 14) -> Hand:
    """A winning hand with some of its tiles made wildcards."""
    tiles = draw(st.permutations(draw(winning_tiles())))
    wildcards = draw(st.integers(0, min(max_wildcards, len(tiles))))
    counts = _counts(tiles[wildcards:])
    assert counts is not None
    return counts, wildcards


@st.composite
def near_misses(draw: st.DrawFn, max_wildcards: int = 14) -> Hand:
    """A winning hand with one real tile swapped for another kind."""
    counts, wildcards = draw(winning_hands(max_wildcards))
    held = [t for t in range(34) if counts[t] > 0]
    if not held:
        return counts, wildcards
    out = draw(st.sampled_from(held))
    room = [t for t in range(34) if counts[t] < 4 and t != out]
    counts = list(counts)
    counts[out] -= 1
    counts[draw(st.sampled_from(room))] += 1
    return counts, wildcards


def any_hand(max_wildcards: int = 14) -> st.SearchStrategy[Hand]:
    """Winning hands, near-misses and random hands of winning size, in equal parts."""
    return st.one_of(
        winning_hands(max_wildcards),
        near_misses(max_wildcards),
        random_hands(14, max_wildcards).filter(lambda h: (sum(h[0]) + h[1]) % 3 == 2),
    )


@st.composite
def concealed_tiles(draw: st.DrawFn, size: int = 13) -> list[int]:
    """Exactly ``size`` real tiles, at most 4 a kind, often crowded into a few kinds so that
    pairs, pungs, runs and quads are common."""
    low = draw(st.sampled_from([0, 0, 9, 18, 27]))
    high = draw(st.sampled_from([33, min(33, low + 11)]))
    counts = [0] * 34
    picks = draw(st.lists(st.integers(low, high), min_size=size, max_size=size))
    for t in picks:
        while counts[t] == 4:
            t = (t + 1) % 34
        counts[t] += 1
    return counts
