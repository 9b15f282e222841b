"""The engine against the pure-Python reference on generated hands (Hypothesis)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from sizes import examples
from strategies import any_hand, near_misses, random_hands, winning_hands

import hupai
from hupai import reference
from hupai.analysis import FORMS

#: Any forms= a caller may give: the default, one name, several (``"knitted"`` among them).
FORM_CHOICES = st.one_of(
    st.just(FORMS),
    st.sampled_from(FORMS),
    st.lists(st.sampled_from((*FORMS, "knitted")), min_size=1, max_size=3),
)
SWITCH = st.sampled_from([None, True, False])
RULES = st.fixed_dictionaries(
    {
        "forms": FORM_CHOICES,
        "seven_pairs": SWITCH,
        "thirteen_orphans": SWITCH,
        "allow_fifth_copy": st.booleans(),
    }
)
PROPERTY = settings(max_examples=examples(2000), deadline=None)


def outcome(function: Callable[..., Any], *args: object, **kwargs: object) -> object:
    """The answer, or the error class and message: shorthands may leave no form (OptionError),
    which engine and reference must word alike."""
    try:
        return function(*args, **kwargs)
    except hupai.HupaiError as err:
        return type(err), str(err)


def _needed(module: object, counts: list[int], wildcards: int, rules: dict[str, Any]) -> object:
    try:
        return outcome(module.wildcards_needed, counts, wildcards=wildcards, **rules)  # type: ignore[attr-defined]
    except hupai.UnwinnableHandError:
        return -1


@PROPERTY
@given(any_hand(), RULES)
def test_is_win_equals_reference(hand: tuple[list[int], int], rules: dict[str, Any]) -> None:
    counts, wildcards = hand
    expected = outcome(reference.is_win, counts, wildcards=wildcards, **rules)
    assert outcome(hupai.is_win, counts, wildcards=wildcards, **rules) == expected


@PROPERTY
@given(winning_hands(), RULES)
def test_winning_hands_win(hand: tuple[list[int], int], rules: dict[str, Any]) -> None:
    # Built in one of the five forms: wins with every form counted, as by default.
    counts, wildcards = hand
    assert outcome(hupai.is_win, counts, wildcards=wildcards, **rules) == outcome(
        reference.is_win, counts, wildcards=wildcards, **rules
    )
    assert hupai.is_win(counts, wildcards=wildcards)
    assert hupai.is_win(counts, wildcards=wildcards, seven_pairs=True, thirteen_orphans=True)


@PROPERTY
@given(near_misses(), RULES)
def test_near_misses_equal_reference(hand: tuple[list[int], int], rules: dict[str, Any]) -> None:
    counts, wildcards = hand
    expected = outcome(reference.is_win, counts, wildcards=wildcards, **rules)
    assert outcome(hupai.is_win, counts, wildcards=wildcards, **rules) == expected


@PROPERTY
@given(random_hands(max_tiles=20, max_wildcards=14), RULES)
def test_wildcards_needed_equals_reference(
    hand: tuple[list[int], int], rules: dict[str, Any]
) -> None:
    counts, wildcards = hand
    assert _needed(hupai, counts, wildcards, rules) == _needed(reference, counts, wildcards, rules)


@PROPERTY
@given(any_hand(), RULES)
def test_needed_hands_then_win(hand: tuple[list[int], int], rules: dict[str, Any]) -> None:
    # Adding the wildcards said to be needed wins whenever the hand still fits in 14 tiles.
    counts, wildcards = hand
    needed = _needed(hupai, counts, wildcards, rules)
    assert needed == _needed(reference, counts, wildcards, rules)
    if isinstance(needed, int) and needed >= 0 and sum(counts) + wildcards + needed <= 14:
        assert hupai.is_win(counts, wildcards=wildcards + needed, **rules)


def test_reference_never_loads_the_engine() -> None:
    code = (
        "import sys, hupai.reference as r; "
        "assert r.is_win('123m456p789s11222z'); "
        "assert 'hupai._core' not in sys.modules, 'engine loaded'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
