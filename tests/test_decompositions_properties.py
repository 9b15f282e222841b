"""Decompositions: the engine against the pure-Python reference, and against the engine's own
win and shanten answers, on generated hands with 0-8 wildcards and 0-4 declared melds."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sizes import examples
from strategies import hands_with_melds

import hupai
from hupai import reference
from hupai.decomposition import sort_key

PROPERTY = settings(max_examples=examples(2000), deadline=None)
#: Small enough for the pure-Python reference to reach on crowded wildcard hands.
LIMIT = 300


def _melds(declared: list[tuple[list[int], bool]]) -> list[hupai.Meld]:
    return [hupai.meld(tiles, concealed=concealed) for tiles, concealed in declared]


def _answer(function: object, *args: object, **kwargs: object) -> object:
    try:
        return function(*args, **kwargs)  # type: ignore[operator]
    except hupai.DecompositionLimitError:
        return "too many"
    except hupai.OptionError as err:
        return str(err)


#: forms= and its shorthands as a caller may give them (some leave no form: an OptionError).
OPTIONS = st.fixed_dictionaries(
    {},
    optional={
        "forms": st.one_of(
            st.sampled_from(hupai.analysis.FORMS),
            st.lists(st.sampled_from((*hupai.analysis.FORMS, "knitted")), min_size=1, max_size=3),
        ),
        "seven_pairs": st.sampled_from([None, True, False]),
        "thirteen_orphans": st.sampled_from([None, True, False]),
    },
)


@PROPERTY
@given(hands_with_melds(), st.booleans(), OPTIONS)
def test_engine_equals_reference(hand: tuple, free: bool, options: dict[str, object]) -> None:
    counts, wildcards, declared = hand
    melds = _melds(declared)
    kwargs = {"wildcards": wildcards, "melds": melds, "allow_fifth_copy": free, "limit": LIMIT}
    kwargs |= options
    ours = _answer(hupai.decompositions, counts, **kwargs)
    theirs = _answer(reference.decompositions, counts, **kwargs)
    assert ours == theirs


@PROPERTY
@given(hands_with_melds(max_wildcards=4), st.booleans())
def test_each_decomposition_rebuilds_the_hand(hand: tuple, free: bool) -> None:
    counts, wildcards, declared = hand
    melds = _melds(declared)
    found = hupai.decompositions(
        counts, wildcards=wildcards, melds=melds, allow_fifth_copy=free, limit=10**6
    )
    assert found == sorted(found, key=sort_key)
    assert len(set(found)) == len(found)
    for d in found:
        assert list(d.melds[: len(melds)]) == melds
        assert len(d.wildcards) == wildcards
        tiles: Counter[int] = Counter(d.pairs * 2 + d.knitted)
        for m in d.melds[len(melds) :]:
            assert m.concealed and not m.declared
            tiles.update(m.tiles)
        if d.pair is not None:
            tiles.update([d.pair] * (1 if d.form == "thirteen_orphans" else 2))
        if d.form == "thirteen_orphans":
            tiles.update(hupai.tiles.parse("19m19p19s1234567z"))
        tiles.subtract(d.wildcards)
        assert +tiles == Counter({t: c for t, c in enumerate(counts) if c})
        if not free:
            used = Counter(d.wildcards) + Counter(t for m in melds for t in m.tiles)
            assert all(used[t] + counts[t] <= 4 for t in used)


@PROPERTY
@given(hands_with_melds(max_wildcards=3).filter(lambda h: not h[2]), st.booleans())
def test_found_exactly_when_the_hand_wins(hand: tuple, free: bool) -> None:
    counts, wildcards, _ = hand
    found = {
        d.form
        for d in hupai.decompositions(
            counts, wildcards=wildcards, allow_fifth_copy=free, limit=10**6
        )
    }
    wins = hupai.is_win(counts, wildcards=wildcards, allow_fifth_copy=free)
    assert bool(found) == wins
    by_form = hupai.shanten_by_form(counts, wildcards=wildcards, allow_fifth_copy=free)
    for form in hupai.analysis.FORMS:
        assert (form in found) == (by_form.get(form) == -1)
        alone = hupai.is_win(counts, wildcards=wildcards, forms=form, allow_fifth_copy=free)
        assert (form in found) == alone


@pytest.mark.parametrize("wildcards", [8, 11, 14])
def test_limit_is_the_same_error_in_both(wildcards: int) -> None:
    for function in (hupai.decompositions, reference.decompositions):
        with pytest.raises(hupai.DecompositionLimitError, match="more than 50"):
            function("", wildcards=wildcards, limit=50)
