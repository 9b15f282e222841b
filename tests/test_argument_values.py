"""Arguments that are not what they claim to be: an int subclass that lies in its comparisons,
and values whose repr is endless or fails. Each is read as its value, or refused with the
argument's own HupaiError, never passed on to overflow, index or recursion errors
(issue 11, finding 10)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import hupai
from hupai import batch
from hupai.errors import (
    DecompositionLimitError,
    HandSizeError,
    HupaiError,
    MeldError,
    OptionError,
    SituationError,
    UnknownTileError,
)
from hupai.rules import MCR, McrRuleSet, RuleSet
from hupai.tiles._kinds import shown

STANDING = "123m456p789s1122z"  # won on 2z
WIN = "123m456p789s11222z"


class Agreeable(int):
    """An int whose comparisons all say yes: every range check written ``0 <= n <= most``
    passes it, whatever its value."""

    def __lt__(self, other: object) -> bool:
        return True

    def __le__(self, other: object) -> bool:
        return True

    def __gt__(self, other: object) -> bool:
        return True

    def __ge__(self, other: object) -> bool:
        return True

    def __eq__(self, other: object) -> bool:
        return True

    def __ne__(self, other: object) -> bool:
        return False

    __hash__ = int.__hash__


HUGE = Agreeable(10**6)


def _with_points(points: int) -> RuleSet:
    fans = tuple(f._replace(points=points) if f.id == 1 else f for f in MCR.fans)
    return McrRuleSet("lying points", fans, MCR.exclusion_order)


# Each call with a lying int out of range, and the error (class and words) of the argument's own
# range check. Before, some went on to fail elsewhere (an IndexError, an OverflowError, a hand
# of a million tiles), and some were used (a meld's offer 9, 0 threads, a limit of 0).
OUT_OF_RANGE: dict[str, tuple[Callable[[], object], type[Exception], str]] = {
    "wildcards": (
        lambda: hupai.is_win("123m456p789s11z", wildcards=HUGE),
        HandSizeError,
        "wildcards must be 0 to 136, got 1000000",
    ),
    "wildcards of wildcards_needed": (
        lambda: hupai.wildcards_needed("11z", wildcards=HUGE),
        HandSizeError,
        "wildcards must be 0 to 136",
    ),
    "wildcards of shanten": (
        lambda: hupai.shanten("1z", wildcards=HUGE),
        HandSizeError,
        "wildcards must be 0 to 136",
    ),
    "wildcard_tiles": (
        lambda: hupai.is_win(WIN, wildcard_tiles=Agreeable(99)),
        UnknownTileError,
        "99 is not a tile index",
    ),
    "a tile index": (
        lambda: hupai.is_win([Agreeable(99)] * 2),
        UnknownTileError,
        "99 is not a tile index",
    ),
    "tiles.tile": (
        lambda: hupai.tiles.tile(Agreeable(-1)),
        UnknownTileError,
        "-1 is not a tile index",
    ),
    "win_tile": (
        lambda: hupai.score(STANDING, win_tile=Agreeable(50)),
        UnknownTileError,
        "50 is not a tile index",
    ),
    "seat_wind": (
        lambda: hupai.score(STANDING, win_tile="2z", seat_wind=Agreeable(99)),
        SituationError,
        r"seat_wind must be a wind: .*, got 99$",
    ),
    "prevalent_wind": (
        lambda: hupai.score(STANDING, win_tile="2z", prevalent_wind=Agreeable(31)),
        SituationError,
        r"prevalent_wind must be a wind: .*, got 31, which is not a wind$",
    ),
    "flowers": (
        lambda: hupai.score(STANDING, win_tile="2z", flowers=HUGE),
        SituationError,
        "flowers must be 0-8",
    ),
    "a meld's offer": (
        lambda: hupai.meld("123m", offer=Agreeable(9)),
        MeldError,
        "a chow's offer is 0 to 3, got 9",
    ),
    "limit": (
        lambda: hupai.decompositions("123m456p789s112z", wildcards=1, limit=Agreeable(0)),
        OptionError,
        "limit must be a whole number of at least 1, got 0",
    ),
    "batch wildcards": (
        lambda: batch.is_win([[0] * 33 + [2]], HUGE),
        HandSizeError,
        "wildcards must be 0 to 136",
    ),
    "threads": (
        lambda: batch.is_win([[0] * 33 + [2]], threads=Agreeable(0)),
        OptionError,
        "threads must be None or a whole number from 1 to 256, got 0",
    ),
    "a fan's points": (
        lambda: _with_points(Agreeable(70000)),
        OptionError,
        "fan 1 has points 70000; 0-65535",
    ),
    "reference wildcards": (
        lambda: hupai.reference.is_win("123m456p789s11z", wildcards=HUGE),
        HandSizeError,
        "wildcards must be 0 to 136",
    ),
}


@pytest.mark.parametrize("name", sorted(OUT_OF_RANGE))
def test_an_int_subclass_is_range_checked_by_its_value(name: str) -> None:
    call, error, words = OUT_OF_RANGE[name]
    with pytest.raises(error, match=words):
        call()


def test_an_int_subclass_in_range_is_read_as_its_value() -> None:
    assert hupai.is_win("123m456p789s1z", wildcards=Agreeable(1))
    assert hupai.wildcards_needed("123m456p789s1z", wildcards=Agreeable(1)) == 0
    score = hupai.score(STANDING, win_tile="2z", seat_wind=Agreeable(28), flowers=Agreeable(3))
    assert score == hupai.score(STANDING, win_tile="2z", seat_wind=28, flowers=3)
    made = hupai.meld("123m", offer=Agreeable(2))
    assert made.offer == 2 and type(made.offer) is int
    assert hupai.is_win(WIN, wildcard_tiles=Agreeable(28))
    assert batch.is_win([hupai.to_counts(WIN)], threads=Agreeable(1)).tolist() == [True]


def _deep(levels: int) -> list[Any]:
    nested: list[Any] = []
    for _ in range(levels):
        nested = [nested]
    return nested


class BadRepr:
    def __repr__(self) -> str:
        raise RuntimeError("no repr")


DEEP = _deep(3000)

# Every place whose error quotes the argument given.
QUOTING: dict[str, Callable[[object], object]] = {
    "tiles": lambda v: hupai.is_win(v),
    "shanten tiles": lambda v: hupai.shanten(v),
    "score hand": lambda v: hupai.score(v, win_tile="1z"),
    "wildcards": lambda v: hupai.is_win("11z", wildcards=v),
    "wildcard_tiles": lambda v: hupai.is_win("11z", wildcard_tiles=v),
    "rule option": lambda v: hupai.is_win("11z", seven_pairs=v),
    "forms": lambda v: hupai.shanten("1z", forms=v),
    "visible": lambda v: hupai.waits("1z", visible=v),
    "meld": lambda v: hupai.meld(v),
    "melds": lambda v: hupai.decompositions("11z", melds=[v]),
    "limit": lambda v: hupai.decompositions("11z", limit=v),
    "win_tile": lambda v: hupai.score(STANDING, win_tile=v),
    "seat_wind": lambda v: hupai.score(STANDING, win_tile="2z", seat_wind=v),
    "flowers": lambda v: hupai.score(STANDING, win_tile="2z", flowers=v),
    "self_drawn": lambda v: hupai.score(STANDING, win_tile="2z", self_drawn=v),
    "rules": lambda v: hupai.score(STANDING, win_tile="2z", rules=v),
    "threads": lambda v: batch.is_win([[0] * 33 + [2]], threads=v),
    "batch wildcard_tiles": lambda v: batch.is_win([[0] * 33 + [2]], wildcard_tiles=v),
    "136-ids": lambda v: hupai.tiles.from_136([v]),
    "hex codes": lambda v: hupai.tiles.from_hex([v]),
    "format style": lambda v: hupai.format_tiles("1m", style=v),
    "counts": lambda v: hupai.to_counts([v] + [0] * 33),
    "reference tiles": lambda v: hupai.reference.is_win(v),
    "reference forms": lambda v: hupai.reference.shanten("1z", forms=v),
    "reference seven_pairs": lambda v: hupai.reference.is_win("11z", seven_pairs=v),
    "meld concealed": lambda v: hupai.meld("1111m", concealed=v),
}


@pytest.mark.parametrize("value", [DEEP, BadRepr()], ids=["nested 3000 deep", "failing repr"])
@pytest.mark.parametrize("name", sorted(QUOTING))
def test_errors_quote_an_argument_without_its_full_repr(name: str, value: object) -> None:
    with pytest.raises(HupaiError) as raised:
        QUOTING[name](value)
    assert len(str(raised.value)) < 400


def test_a_quoted_argument_is_cut_and_says_how_long_it_was() -> None:
    assert shown(DEEP) == "[[[[[...]]]]]"
    assert shown(BadRepr()).startswith("<BadRepr instance at ")
    assert shown("x" * 100) == repr("x" * 100)[:59] + "… (102 characters)"
    many = shown(list(range(10**6)))
    assert many.startswith("[0, 1, 2") and len(many) < 80
    assert shown(10**20000) == "an int of 66439 bits"
    assert shown(None) == "None" and shown(HUGE) == "1000000"


def test_a_quoted_dict_keeps_the_order_given() -> None:
    # reprlib, which shown bounds its quotes by, sorts a dict's keys: the quote would misquote.
    assert shown({"regular": 1, "bogus": 2}) == "{'regular': 1, 'bogus': 2}"
    assert shown({}) == "{}"
    assert shown([{"b": {"a": {"c": {"d": 1}}}}]) == "[{'b': {'a': {'c': {...}}}}]"


def test_a_limit_error_still_names_the_limit() -> None:
    with pytest.raises(DecompositionLimitError, match="more than 1 decomposition"):
        hupai.decompositions("", wildcards=14, limit=1)
