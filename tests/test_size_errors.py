"""The engine and the reference refuse a hand of the wrong size with the same error, worded
alike: a user who switches between them (or reads the reference to learn the engine) meets one
message per mistake."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import hupai
from hupai import reference
from hupai.errors import HandSizeError

# Every public analysis function the two share that has size rules (wildcards_needed takes any
# size), with the forms that change those rules.
FUNCTIONS = ["is_win", "shanten", "shanten_by_form", "waits", "useful_tiles"]
FORMS: list[object] = [None, "regular", "seven_pairs", ["seven_pairs", "thirteen_orphans"]]


def outcome(function: Callable[..., object], tiles: list[int], wildcards: int, forms: object):
    """The answer, or the error's class and message."""
    try:
        return function(tiles, wildcards=wildcards, forms=forms)
    except HandSizeError as error:
        return type(error), str(error)


@pytest.mark.parametrize("name", FUNCTIONS)
@pytest.mark.parametrize("forms", FORMS, ids=repr)
def test_every_size_is_refused_alike(name: str, forms: object) -> None:
    refused = 0
    # Tiles of 1m-9m upwards, four of a kind each, so that every size is a valid set of tiles.
    for size in range(17):
        for wildcards in (0, 1, 3):
            real = max(size - wildcards, 0)
            tiles = [min(4, real - 4 * k) if real > 4 * k else 0 for k in range(34)]
            engine = outcome(getattr(hupai, name), tiles, wildcards, forms)
            ours = outcome(getattr(reference, name), tiles, wildcards, forms)
            assert engine == ours, (name, size, wildcards, forms)
            refused += isinstance(engine, tuple)
    assert refused > 0  # each function refuses some size


def test_the_wording_names_the_size_and_what_is_needed() -> None:
    with pytest.raises(HandSizeError) as engine:
        hupai.waits("123m456p789s11222z")
    with pytest.raises(HandSizeError) as ours:
        reference.waits("123m456p789s11222z")
    expected = (
        "hand has 14 tiles (14 tiles + 0 wildcards); a hand waiting to draw holds 13, 10, 7, 4 "
        "or 1 tiles"
    )
    assert str(engine.value) == str(ours.value) == expected
