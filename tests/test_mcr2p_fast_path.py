"""``hupai.score`` under a two-player rule set reads the common call in Rust and sends the rest
to the Python reader: both ways must give the same Score, or the same error and message, for
any input. Each test calls the public function and the Python way
(:func:`hupai.scoring.mcr2p_engine.score_two_player`, through ``read_two_player_request``)
on the same input, in both shapes of hand (the standing tiles as a string and as counts)."""

from __future__ import annotations

import itertools
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mcr2p_calls import call
from mcr2p_hands import two_player_hands
from mcr2p_reading import WON_ON_HELD, WON_ON_NEW, without
from sizes import examples
from test_mcr2p_request import HANDS, IMPOSSIBLE, NAMES, POSSIBLE

import hupai
from hupai.melds import Meld
from hupai.rules.two_player import MCR_2P, MCR_2P_V3, Mcr2pRuleSet
from hupai.scoring import Score
from hupai.scoring.example_notation import parse_example
from hupai.scoring.mcr2p_engine import native_table, score_two_player
from hupai.tiles import to_counts

PRESETS = (MCR_2P, MCR_2P_V3)
SHAPES = ("str", "counts", "hand string")
HANDS_BY_PRESET = {r.name: two_player_hands(300, r, seed=13) for r in PRESETS}


def _outcome(scorer: Any, *args: Any, **kwargs: Any) -> object:
    try:
        return scorer(*args, **kwargs)
    except hupai.HupaiError as err:
        return (type(err).__name__, str(err))


def _both(rules: Mcr2pRuleSet, hand: Any, **kwargs: Any) -> tuple[object, object]:
    """The public call's outcome and the Python way's, the engine table made first (the
    fast path reads only a rule set whose table is made)."""
    native_table(rules)
    fast = _outcome(hupai.score, hand, rules=rules, **kwargs)
    return fast, _outcome(score_two_player, rules, hand, **kwargs)


def _shaped(example: str, shape: str, **extra: Any) -> tuple[Any, dict[str, Any]]:
    """An example's hand in ``shape`` ("str" or "counts") and its keywords."""
    e = parse_example(example)
    hand: Any = e.hand if shape == "str" else to_counts(e.hand)
    return hand, {"win_tile": e.win_tile, "melds": e.melds, **e.situation, **extra}


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
@pytest.mark.parametrize("shape", SHAPES)
def test_generated_hands(rules: Mcr2pRuleSet, shape: str) -> None:
    for request in HANDS_BY_PRESET[rules.name]:
        hand, kwargs = call(request, shape)
        fast, python = _both(rules, hand, **kwargs)
        assert isinstance(fast, Score), (hand, kwargs, fast)
        assert fast == python, (hand, kwargs)


@pytest.mark.parametrize("shape", ("str", "counts"))
@pytest.mark.parametrize(("example", "flags", "why"), IMPOSSIBLE)
def test_every_impossible_situation_is_the_readers_error(
    shape: str, example: str, flags: str, why: str
) -> None:
    hand, kwargs = _shaped(example, shape)
    fast, python = _both(MCR_2P_V3, hand, **kwargs)
    assert fast == python
    assert isinstance(fast, tuple) and fast[0] == "SituationError" and flags in fast[1]


@pytest.mark.parametrize("shape", ("str", "counts"))
@pytest.mark.parametrize("example", POSSIBLE)
def test_every_possible_situation_scores_alike(shape: str, example: str) -> None:
    hand, kwargs = _shaped(example, shape)
    fast, python = _both(MCR_2P_V3, hand, **kwargs)
    assert fast == python
    assert isinstance(fast, Score)


def test_every_combination_of_flags_alike() -> None:
    native_table(MCR_2P_V3)
    for hand in HANDS:
        for bits in itertools.product((False, True), repeat=len(NAMES) + 1):
            for seat, ready in itertools.product(("E", "W"), (None, "declared", "heavenly")):
                flags: dict[str, Any] = dict(zip((*NAMES, "human_hand"), bits, strict=True))
                flags |= {"seat_wind": seat, "ready": ready}
                given, kwargs = _shaped(hand.split("|")[0], "str", **flags)
                fast, python = _both(MCR_2P_V3, given, **kwargs)
                assert fast == python, (hand, flags)


@pytest.mark.parametrize(
    "keywords",
    [
        {"ready": "yes"}, {"ready": 1}, {"ready": np.bool_(True)}, {"ready": True},
        {"ready": "none"}, {"ready": None}, {"flowers": 9}, {"flowers": np.int8(3)},
        {"flowers": -1}, {"self_drawn": 1}, {"human_hand": "yes"}, {"heavenly_hand": 1},
        {"heavenly_hand": None}, {"earthly_hand": np.bool_(False)}, {"seat_wind": "S"},
        {"seat_wind": "N"}, {"seat_wind": 28}, {"seat_wind": "西"}, {"seat_wind": 1},
        {"seat_wind": np.int64(29)}, {"prevalent_wind": "E"}, {"prevalent_wind": None},
        {"jokers": 1}, {"void": "m"}, {"kong_discard": True}, {"win_tile": "1p"},
        {"win_tile": 40}, {"win_tile": "J"}, {"melds": [Meld("chow", (9, 10, 11))]},
        {"melds": "[123p]"}, {"self_drawn": True, "heavenly_hand": True, "win_tile": None},
    ],
)  # fmt: skip
@pytest.mark.parametrize("shape", ("str", "counts"))
def test_each_keyword_value_alike(keywords: dict[str, Any], shape: str) -> None:
    for example in (WON_ON_HELD, WON_ON_NEW):
        for rules in PRESETS:
            hand, kwargs = _shaped(example, shape)
            fast, python = _both(rules, hand, **{**kwargs, **keywords})
            assert fast == python, (example, keywords)


@pytest.mark.parametrize(
    ("predicate", "keywords"),
    [
        (83, {"self_drawn": True, "heavenly_hand": True}),
        (84, {"self_drawn": True, "seat_wind": "W", "earthly_hand": True}),
        (90, {"ready": "heavenly"}),
        (91, {"ready": "declared"}),
    ],
)
def test_a_flag_whose_fan_the_table_lacks(predicate: int, keywords: dict[str, Any]) -> None:
    lacking = without(MCR_2P, predicate)
    hand, kwargs = _shaped(WON_ON_NEW, "str")
    fast, python = _both(lacking, hand, **{**kwargs, **keywords})
    assert fast == python
    assert isinstance(fast, tuple) and fast[0] == "SituationError"
    hand, kwargs = _shaped(WON_ON_HELD, "str")
    fast, python = _both(MCR_2P, hand, **kwargs, seat_wind="W", human_hand=True)
    assert fast == python and "MCR_2P has no 人胡 fan" in str(fast)


def test_hands_that_do_not_win_are_named_alike() -> None:
    for request in HANDS_BY_PRESET["MCR_2P"][:100]:
        for win in (0, 4, 8, 27, 33):
            hand, kwargs = call(request._replace(win_tile=win, last_copy=False, kong=False))
            fast, python = _both(MCR_2P, hand, **kwargs)
            assert fast == python, (hand, kwargs)


def test_hand_strings_with_a_prevalent_wind_or_beside_options() -> None:
    request = HANDS_BY_PRESET["MCR_2P"][0]
    text, own = call(request, "hand string")
    for edited in (text, text.replace("|E", "|S", 1), text.replace("|EE", "|EN", 1)):
        fast, python = _both(MCR_2P, edited, **own)
        assert fast == python, edited
    fast, python = _both(MCR_2P, text, **own, self_drawn=True)
    assert fast == python and isinstance(fast, tuple) and fast[0] == "OptionError"


@settings(max_examples=examples(1500), deadline=None)
@given(
    st.sampled_from(HANDS_BY_PRESET["MCR_2P_V3"]),
    st.sampled_from(SHAPES),
    st.dictionaries(
        st.sampled_from(("self_drawn", "last_copy", "kong", "last_tile", "seat_wind", "ready",
                         "heavenly_hand", "earthly_hand", "human_hand", "flowers")),
        st.sampled_from((None, True, False, np.bool_(True), 0, 1, 3, 8, 9, "E", "W", "S",
                         27, 29, "none", "declared", "heavenly", "yes")),
        max_size=4,
    ),
)  # fmt: skip
def test_edited_calls(request: Any, shape: str, edits: dict[str, Any]) -> None:
    """Any mix of values for the keywords: the same Score or the same error."""
    hand, kwargs = call(request, shape)
    for rules in PRESETS:
        fast, python = _both(rules, hand, **{**kwargs, **edits})
        assert fast == python, (hand, kwargs, edits)
