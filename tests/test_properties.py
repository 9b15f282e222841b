"""The engine against the pure-Python reference on generated hands (Hypothesis)."""

from __future__ import annotations

import subprocess
import sys

from hypothesis import given, settings
from hypothesis import strategies as st
from sizes import examples
from strategies import any_hand, near_misses, random_hands, winning_hands

import hupai
from hupai import reference

RULES = st.fixed_dictionaries(
    {
        "seven_pairs": st.booleans(),
        "thirteen_orphans": st.booleans(),
        "allow_fifth_copy": st.booleans(),
    }
)
PROPERTY = settings(max_examples=examples(2000), deadline=None)


def _needed(module: object, counts: list[int], wildcards: int, rules: dict[str, bool]) -> int:
    try:
        return module.wildcards_needed(counts, wildcards=wildcards, **rules)  # type: ignore[attr-defined, no-any-return]
    except hupai.UnwinnableHandError:
        return -1


@PROPERTY
@given(any_hand(), RULES)
def test_is_win_equals_reference(hand: tuple[list[int], int], rules: dict[str, bool]) -> None:
    counts, wildcards = hand
    expected = reference.is_win(counts, wildcards=wildcards, **rules)
    assert hupai.is_win(counts, wildcards=wildcards, **rules) == expected


@PROPERTY
@given(winning_hands(), RULES)
def test_winning_hands_win(hand: tuple[list[int], int], rules: dict[str, bool]) -> None:
    # Built as melds + pair, seven pairs or thirteen orphans: wins when its form is enabled.
    counts, wildcards = hand
    assert hupai.is_win(counts, wildcards=wildcards, **rules) == reference.is_win(
        counts, wildcards=wildcards, **rules
    )
    assert hupai.is_win(counts, wildcards=wildcards, seven_pairs=True, thirteen_orphans=True)


@PROPERTY
@given(near_misses(), RULES)
def test_near_misses_equal_reference(hand: tuple[list[int], int], rules: dict[str, bool]) -> None:
    counts, wildcards = hand
    expected = reference.is_win(counts, wildcards=wildcards, **rules)
    assert hupai.is_win(counts, wildcards=wildcards, **rules) == expected


@PROPERTY
@given(random_hands(max_tiles=20, max_wildcards=14), RULES)
def test_wildcards_needed_equals_reference(
    hand: tuple[list[int], int], rules: dict[str, bool]
) -> None:
    counts, wildcards = hand
    assert _needed(hupai, counts, wildcards, rules) == _needed(reference, counts, wildcards, rules)


@PROPERTY
@given(any_hand(), RULES)
def test_needed_hands_then_win(hand: tuple[list[int], int], rules: dict[str, bool]) -> None:
    # Adding the wildcards said to be needed wins whenever the hand still fits in 14 tiles.
    counts, wildcards = hand
    needed = _needed(hupai, counts, wildcards, rules)
    assert needed == _needed(reference, counts, wildcards, rules)
    if needed >= 0 and sum(counts) + wildcards + needed <= 14:
        assert hupai.is_win(counts, wildcards=wildcards + needed, **rules)


def test_reference_never_loads_the_engine() -> None:
    code = (
        "import sys, hupai.reference as r; "
        "assert r.is_win('123m456p789s11222z'); "
        "assert 'hupai._core' not in sys.modules, 'engine loaded'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
