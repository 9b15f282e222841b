"""Hand analysis: the engine against the pure-Python reference on generated hands."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from sizes import examples
from strategies import concealed_tiles

import hupai
from hupai import reference
from hupai.analysis import FORMS
from hupai.reference.win import is_win_counts

PROPERTY = settings(max_examples=examples(2000), deadline=None)
ENGINE_FORMS = FORMS
#: forms= and its shorthands as a caller may give them; some leave no form (an OptionError,
#: the same in both).
OPTIONS = st.fixed_dictionaries(
    {
        "forms": st.one_of(
            st.just(FORMS),
            st.sampled_from(FORMS),
            st.lists(st.sampled_from((*FORMS, "knitted")), min_size=1, max_size=3),
        ),
        "seven_pairs": st.sampled_from([None, True, False]),
        "thirteen_orphans": st.sampled_from([None, True, False]),
    }
)


def outcome(function: Any, *args: object, **kwargs: object) -> object:
    try:
        return function(*args, **kwargs)
    except hupai.HupaiError as err:
        return type(err), str(err)


@st.composite
def hands(draw: st.DrawFn, extra: int) -> tuple[list[int], int]:
    """A hand of 3n + 1 + extra tiles (n = 4 - declared melds) with 0-8 wildcards."""
    declared = draw(st.integers(0, 4))
    size = 13 - 3 * declared + extra
    wildcards = draw(st.integers(0, min(8, size)))
    counts = draw(concealed_tiles(size - wildcards)) if size > wildcards else [0] * 34
    return counts, wildcards


@PROPERTY
@given(st.one_of(hands(0), hands(1)), st.booleans())
def test_shanten_by_form_equals_reference(hand: tuple[list[int], int], free: bool) -> None:
    counts, wildcards = hand
    ours = hupai.shanten_by_form(counts, wildcards=wildcards, allow_fifth_copy=free)
    theirs = reference.shanten_by_form_counts(counts, wildcards, allow_fifth_copy=free)
    assert ours == theirs


@PROPERTY
@given(hands(0), st.booleans())
def test_useful_tiles_equal_reference(hand: tuple[list[int], int], free: bool) -> None:
    counts, wildcards = hand
    ours = hupai.useful_tiles(counts, wildcards=wildcards, allow_fifth_copy=free)
    theirs = reference.useful_tiles_counts(
        counts, wildcards, forms=ENGINE_FORMS, allow_fifth_copy=free
    )
    assert list(ours) == theirs


@PROPERTY
@given(hands(0), st.booleans())
def test_waits_are_the_reference_wins(hand: tuple[list[int], int], free: bool) -> None:
    counts, wildcards = hand
    expected = []
    for t in range(34):
        if counts[t] < 4:
            more = list(counts)
            more[t] += 1
            if is_win_counts(more, wildcards, allow_fifth_copy=free):
                expected.append(t)
    assert hupai.waits(counts, wildcards=wildcards, allow_fifth_copy=free) == expected


@st.composite
def hands_with_wildcard_kinds(draw: st.DrawFn) -> tuple[list[int], int, list[int], list[int]]:
    """(counts held, wildcards, wildcard kinds, visible counts) for a hand waiting to draw:
    copies of the wildcard kinds are often held, and visible tiles often use up a kind."""
    counts, wildcards = draw(hands(0))
    kinds = draw(
        st.lists(
            st.sampled_from([t for t in range(34) if counts[t]] or [31]), max_size=2, unique=True
        )
    )
    extra = draw(st.lists(st.integers(0, 33), max_size=12))
    visible = [0] * 34
    for t in extra + kinds * 2:
        if counts[t] + visible[t] < 4:
            visible[t] += 1
    return counts, wildcards, kinds, visible


@PROPERTY
@given(hands_with_wildcard_kinds(), st.booleans(), OPTIONS)
def test_public_analysis_equals_reference_with_wildcard_kinds(
    hand: tuple, free: bool, options: dict[str, Any]
) -> None:
    counts, wildcards, kinds, visible = hand
    shared = {"wildcards": wildcards, "wildcard_tiles": kinds, "allow_fifth_copy": free}
    shared |= options
    for name, more in (
        ("waits", {"visible": visible}),
        ("useful_tiles", {"visible": visible}),
        ("shanten", {}),
        ("shanten_by_form", {}),
    ):
        ours = outcome(getattr(hupai, name), counts, **shared, **more)
        theirs = outcome(getattr(reference, name), counts, **shared, **more)
        # No chosen form applying to the size is a HandSizeError in both, worded by each.
        if isinstance(ours, tuple) and ours[0] is hupai.HandSizeError:
            assert isinstance(theirs, tuple) and theirs[0] is hupai.HandSizeError
        else:
            assert ours == theirs
