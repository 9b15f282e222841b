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


KNITTED_SETS = [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)]


def knitted_set(which: int) -> list[int]:
    """The nine tiles of knitted set ``which`` (0-5): 147, 258, 369 in permuted suits."""
    return [
        9 * suit + pattern + 3 * i
        for suit, pattern in enumerate(KNITTED_SETS[which])
        for i in range(3)
    ]


@st.composite
def winning_tiles(draw: st.DrawFn) -> list[int]:
    """The tiles of a winning hand of 2 to 14 tiles in one of the five forms; at most 4 a
    kind."""
    forms = ["regular"] * 3 + ["seven", "orphans", "honors_and_knitted", "knitted_straight"]
    form = draw(st.sampled_from(forms))
    if form == "seven":
        tiles = draw(seven_pairs_tiles())
    elif form == "orphans":
        tiles = draw(thirteen_orphans_tiles())
    elif form == "honors_and_knitted":
        pool = knitted_set(draw(st.integers(0, 5))) + list(range(27, 34))
        tiles = draw(st.permutations(pool))[:14]
    elif form == "knitted_straight":
        # 14 tiles, or 11 beside a declared meld.
        tiles = knitted_set(draw(st.integers(0, 5))) + draw(regular_tiles(draw(st.integers(0, 1))))
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


@st.composite
def declared_meld_tiles(draw: st.DrawFn) -> tuple[list[int], bool]:
    """A declared meld's tiles (chow, pung or kong) and whether a kong is concealed."""
    kind = draw(st.sampled_from(["chow", "pung", "kong"]))
    if kind == "chow":
        start = draw(st.sampled_from(CHOW_STARTS))
        return [start, start + 1, start + 2], False
    tile = draw(st.integers(0, 33))
    return [tile] * (3 if kind == "pung" else 4), kind == "kong" and draw(st.booleans())


@st.composite
def standing_tiles(draw: st.DrawFn, declared: int) -> list[int]:
    """Standing tiles for a hand with ``declared`` melds: mostly a winning shape in some form
    (special forms only where they fit), sometimes with a tile swapped, sometimes random."""
    size = 14 - 3 * declared
    shapes = ["regular", "random"]
    if declared == 0:
        shapes += ["seven", "orphans", "honors_and_knitted"]
    if declared <= 1:
        shapes.append("knitted_straight")
    shape = draw(st.sampled_from(shapes))
    if shape == "regular":
        tiles = draw(regular_tiles(4 - declared))
    elif shape == "seven":
        tiles = draw(seven_pairs_tiles())
    elif shape == "orphans":
        tiles = draw(thirteen_orphans_tiles())
    elif shape == "honors_and_knitted":
        pool = knitted_set(draw(st.integers(0, 5))) + list(range(27, 34))
        tiles = draw(st.permutations(pool))[:14]
    elif shape == "knitted_straight":
        tiles = knitted_set(draw(st.integers(0, 5))) + draw(regular_tiles(1 - declared))
    else:
        tiles = draw(st.lists(st.integers(0, 33), min_size=size, max_size=size))
    if draw(st.integers(0, 3)) == 0:
        tiles[draw(st.integers(0, len(tiles) - 1))] = draw(st.integers(0, 33))
    return list(draw(st.permutations(tiles)))


@st.composite
def hands_with_melds(
    draw: st.DrawFn, max_wildcards: int = 8
) -> tuple[list[int], int, list[tuple[list[int], bool]]]:
    """(standing counts, wildcards, declared melds as (tiles, concealed)) with 0-4 declared
    melds, 0-``max_wildcards`` of the standing tiles made wildcards, at most 4 copies a kind
    in all (kinds over it are moved on to the next kind with room)."""
    declared = draw(st.integers(0, 4))
    melds = [draw(declared_meld_tiles()) for _ in range(declared)]
    tiles = draw(standing_tiles(declared))
    wildcards = draw(st.integers(0, min(max_wildcards, len(tiles))))
    counts = [0] * 34
    for meld_tiles, _ in melds:
        for t in meld_tiles:
            counts[t] += 1
    if max(counts) > 4:
        melds = melds[:1]
        counts = [0] * 34
        for t in melds[0][0] if melds else []:
            counts[t] += 1
        tiles = draw(standing_tiles(len(melds)))
        wildcards = min(wildcards, len(tiles))
    standing = [0] * 34
    for t in tiles[wildcards:]:
        while counts[t] == 4:
            t = (t + 1) % 34
        counts[t] += 1
        standing[t] += 1
    return standing, wildcards, melds
