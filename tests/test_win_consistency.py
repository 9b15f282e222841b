"""One definition of a win, held as a property (issue 11, Deliver 1): on generated hands with
0-8 wildcards and any forms, is_win ⇔ shanten == -1 ⇔ decompositions non-empty ⇔
wildcards_needed == 0 ⇔ the hand less any one tile waits on that tile; waits are the tiles t
with is_win(hand + t) that have a copy left; useful tiles hold the waits when the shanten is
0. The engine is held to the reference on the same arguments in test_properties.py and
test_analysis_properties.py."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from sizes import examples
from strategies import hands_with_melds, near_misses, winning_hands

import hupai
from hupai.analysis import FORMS

PROPERTY = settings(max_examples=examples(2000), deadline=None)

#: Standing tiles of every size (14 less 3 a declared meld, left out), mostly in one of the
#: five forms or one tile from it, with 0-8 wildcards.
HANDS = st.one_of(
    hands_with_melds(max_wildcards=8).map(lambda h: (h[0], h[1])),
    winning_hands(max_wildcards=8),
    near_misses(max_wildcards=8),
)
FORM_SETS = st.sets(st.sampled_from(FORMS), min_size=1).map(
    lambda chosen: tuple(f for f in FORMS if f in chosen)
)


def _shanten(counts: list[int], wildcards: int, options: dict[str, Any]) -> int | None:
    """The shanten, or None when no chosen form applies to the hand's size."""
    try:
        return hupai.shanten(counts, wildcards=wildcards, **options)
    except hupai.HandSizeError:
        return None


def _decomposes(counts: list[int], wildcards: int, options: dict[str, Any]) -> bool:
    """Whether the hand has a decomposition (more than one is a limit error at limit=1)."""
    try:
        return bool(hupai.decompositions(counts, wildcards=wildcards, limit=1, **options))
    except hupai.DecompositionLimitError:
        return True


def _needs_none(counts: list[int], wildcards: int, options: dict[str, Any]) -> bool:
    try:
        return hupai.wildcards_needed(counts, wildcards=wildcards, **options) == 0
    except hupai.UnwinnableHandError:
        return False


def _check_waits(short: list[int], wildcards: int, options: dict[str, Any]) -> list[int]:
    """The waits of a hand one tile short, checked against is_win tile by tile, and against
    the useful tiles when it is waiting."""
    waits = hupai.waits(short, wildcards=wildcards, **options)
    drawn = []
    for t in range(34):
        if short[t] < 4:
            more = list(short)
            more[t] += 1
            if hupai.is_win(more, wildcards=wildcards, **options):
                drawn.append(t)
    assert waits == drawn
    if _shanten(short, wildcards, options) == 0:
        useful = hupai.useful_tiles(short, wildcards=wildcards, **options)
        assert set(waits) <= set(useful)
    return waits


@PROPERTY
@given(HANDS, FORM_SETS, st.booleans())
def test_every_function_means_the_same_win(
    hand: tuple[list[int], int], forms: tuple[str, ...], free: bool
) -> None:
    counts, wildcards = hand
    options = {"forms": forms, "allow_fifth_copy": free}
    wins = hupai.is_win(counts, wildcards=wildcards, **options)
    assert (_shanten(counts, wildcards, options) == -1) == wins
    assert _decomposes(counts, wildcards, options) == wins
    assert _needs_none(counts, wildcards, options) == wins
    for t in range(34):
        if counts[t]:
            short = list(counts)
            short[t] -= 1
            assert (t in _check_waits(short, wildcards, options)) == wins


def _outcome(function: Any, *args: object, **kwargs: object) -> object:
    try:
        return function(*args, **kwargs)
    except hupai.HupaiError as err:
        return type(err), str(err)


@PROPERTY
@given(HANDS, st.booleans())
def test_the_default_is_every_form(hand: tuple[list[int], int], free: bool) -> None:
    counts, wildcards = hand
    for function, extra in (
        (hupai.is_win, {}),
        (hupai.wildcards_needed, {}),
        (hupai.decompositions, {"limit": 50}),
        (hupai.shanten_by_form, {}),
    ):
        default = _outcome(function, counts, wildcards=wildcards, allow_fifth_copy=free, **extra)
        every = _outcome(
            function, counts, wildcards=wildcards, forms=FORMS, allow_fifth_copy=free, **extra
        )
        assert default == every
