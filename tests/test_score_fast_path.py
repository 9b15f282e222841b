"""``hupai.score`` reads common calls in Rust and sends the rest to the Python reader: both
ways must give the same Score, or the same error, for any input. Each test calls the public
function and the Python way (``general_score``) on the same input."""

from __future__ import annotations

import dataclasses
import random
import string

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mcr_hands import Hand, hands
from sizes import examples

import hupai
from hupai.scoring import format_hand_string
from hupai.scoring.engine import general_score

HANDS = hands(400, 7)
# What may appear in a hand string, and a little more.
ALPHABET = "0123456789mpszESWNCFP[],| x5z"


def _outcome(call: object, *args: object, **kwargs: object) -> object:
    try:
        return call(*args, **kwargs)  # type: ignore[operator]
    except hupai.HupaiError as err:
        return (type(err).__name__, str(err))


def _general(hand: object, **kw: object) -> object:
    names = ("win_tile", "melds", "self_drawn", "last_copy", "kong", "last_tile",
             "seat_wind", "prevalent_wind", "flowers", "rules")  # fmt: skip
    return _outcome(general_score, hand, *(kw.get(n) for n in names))


def _written(hand: Hand, rng: random.Random) -> str:
    """The hand string, its offers written in either form the format allows."""
    text = format_hand_string(hand.request())
    if rng.random() < 0.5:
        text = text.replace(",", "")  # "[567m2]", as the C++ library writes
    return text


def test_hand_strings() -> None:
    rng = random.Random(1)
    for hand in HANDS:
        text = _written(hand, rng)
        assert _outcome(hupai.score, text) == _general(text), text


@settings(max_examples=examples(3000), deadline=None)
@given(st.sampled_from(HANDS), st.integers(0, 2**32), st.lists(st.tuples(
    st.integers(0, 60), st.sampled_from(ALPHABET), st.sampled_from(("put", "insert", "drop")),
), max_size=3))  # fmt: skip
def test_edited_hand_strings(hand: Hand, seed: int, edits: list[tuple[int, str, str]]) -> None:
    text = _written(hand, random.Random(seed))
    for where, char, how in edits:
        where %= len(text) + 1
        if how == "put" and where < len(text):
            text = text[:where] + char + text[where + 1 :]
        elif how == "insert":
            text = text[:where] + char + text[where:]
        else:
            text = text[:where] + text[where + 1 :]
    assert _outcome(hupai.score, text) == _general(text), text


@settings(max_examples=examples(2000), deadline=None)
@given(st.sampled_from(HANDS), st.data())
def test_standing_tiles_in_any_form(hand: Hand, data: st.DataObject) -> None:
    counts = [0] * 34
    for t in hand.standing:
        counts[t] += 1
    forms: list[object] = [counts, hupai.format_tiles(counts), list(hand.standing)]
    # NumPy: arrays of counts or tiles in any integer type, and arrays the reader refuses.
    forms += [np.array(counts, dtype=d) for d in (np.uint8, np.int64, np.int8, ">i4", np.uint64)]
    forms += [np.array(hand.standing), np.array(counts, dtype=bool), np.array(counts, dtype=float)]
    forms += [np.array(counts).reshape(2, 17), np.array(counts, dtype=object), tuple(counts)]
    tile = data.draw(st.sampled_from(forms))
    numbers = (np.int64, np.uint8, np.int16)
    wins = [hand.win_tile, hupai.format_tiles([hand.win_tile]), np.bool_(True)]
    win = data.draw(st.sampled_from(wins + [kind(hand.win_tile) for kind in numbers]))
    kw = dict(hand.situation(), win_tile=win, melds=hand.hupai_melds())
    if data.draw(st.booleans()):
        winds: list[object] = ["E", "S", "W", "N", "1z", 27, 30, 26, 0, np.int64(28), np.uint8(40)]
        kw["seat_wind"] = data.draw(st.sampled_from(winds))
    if data.draw(st.booleans()):
        flowers: list[object] = [0, 8, 9, -1, True, np.int64(3), np.uint8(9), np.bool_(True)]
        kw["flowers"] = data.draw(st.sampled_from(flowers))
    if data.draw(st.booleans()):
        flags: list[object] = [True, 1, None, "yes", np.bool_(True), np.bool_(False), np.int64(1)]
        kw["self_drawn"] = data.draw(st.sampled_from(flags))
    assert _outcome(hupai.score, tile, **kw) == _general(tile, **kw)


@pytest.mark.parametrize(
    "text",
    ["123m456p789s1122z", "123m456p789s11z22z", "11z", "", "1z" * 15, "123z", "0m" * 14,
     "5z5z5z" + "123m456p789s2z", "[123m,0]456p789s11222z", "[123m4]456p789s11222z",
     "[1111m,5]456p789s11222z", "[1111m,4]456p789s11222z", "[EEEE]" * 5 + "1m",
     "123m456p789s11222z|EE0000|9", "123m456p789s11222z|EE0000|08", "123m456p789s11222z|XE0000"]
    + ["".join(random.Random(i).choices(string.printable, k=20)) for i in range(20)],
)  # fmt: skip
def test_odd_strings(text: str) -> None:
    assert _outcome(hupai.score, text) == _general(text)


def test_results_are_left_out_of_the_cycle_collector_and_free_their_parts() -> None:
    """The native results are untracked by the cycle collector when they hold only the
    library's own shared objects (the melds listed are shared `Meld`s equal to the caller's),
    yet equal the Python way's and drop every reference they take."""
    import gc
    import sys

    from hupai.compat.mahjonggb import MahjongFanCalculator

    for hand in HANDS[:50]:
        melds = hand.hupai_melds()
        before = [sys.getrefcount(m) for m in melds]
        kw = dict(hand.situation(), win_tile=hand.win_tile, melds=melds)
        counts = [hand.standing.count(t) for t in range(34)]
        got = hupai.score(counts, **kw)
        assert got == _general(counts, **kw)
        parts = [got, got.fans]
        if got.decomposition is not None:
            parts += [got.decomposition, got.decomposition.melds]
        assert not any(gc.is_tracked(p) for p in parts)
        assert not gc.is_tracked(MahjongFanCalculator(**hand.gb_args()))
        del got, parts
        assert [sys.getrefcount(m) for m in melds] == before


@dataclasses.dataclass(frozen=True)
class _OwnedMeld(hupai.Meld):
    owner: object = None


class _Player:
    def __init__(self) -> None:
        self.melds = [_OwnedMeld("chow", (0, 1, 2), offer=1, owner=self)]
        self.scores: list[object] = []


def test_a_score_holding_the_callers_melds_stays_collectable() -> None:
    # A Meld subclass that points back to its owner makes a cycle through the score; the
    # collector must see it, and free it.
    import gc
    import weakref

    players = [_Player() for _ in range(50)]
    for p in players:
        p.scores.append(hupai.score("456p789s1112z", win_tile="2z", melds=p.melds))
        assert gc.is_tracked(p.scores[0])
    alive = [weakref.ref(p) for p in players]
    del players, p
    gc.collect()
    assert not any(ref() is not None for ref in alive)


def test_extra_fields_in_a_melds_dict_never_reach_the_score() -> None:
    # A plain Meld with something put into its __dict__: the score lists the library's equal
    # Meld, so nothing the caller hangs on theirs is reachable from the score.
    meld = hupai.Meld("chow", (0, 1, 2), offer=1)
    meld.__dict__["note"] = "mine"
    got = hupai.score("456p789s1112z", win_tile="2z", melds=[meld])
    assert got.decomposition is not None
    listed = got.decomposition.melds[0]
    assert listed == hupai.Meld("chow", (0, 1, 2), offer=1)
    assert "note" not in listed.__dict__


@pytest.mark.parametrize(
    "changes",
    [
        {"tiles": (0, 1, 2, 3)},
        {"tiles": (0, 5, 9)},
        {"tiles": ("a", "b", "c")},
        {"tiles": ()},
        {"kind": "pong"},
        {"offer": 9},
        {"offer": 2**70},
        {"concealed": True},
        {"declared": False},
        {"tiles": (False, 1, 2)},
        {"tiles": (np.int64(0), 1, 2)},
        {"tiles": np.array([0, 1, 2])},
        {"tiles": [0, 1, 2]},
        {"concealed": 0},
        {"offer": np.int64(1)},
        {"kind": np.str_("chow")},
        {"__dict__": None},
    ],
)
def test_a_meld_changed_behind_its_back_is_refused(changes: dict[str, object]) -> None:
    # A frozen Meld can still be changed with object.__setattr__ (or its __dict__ emptied):
    # never scored as if whole, and always a MeldError.
    meld = hupai.Meld("chow", (0, 1, 2), offer=1)
    for name, value in changes.items():
        if name == "__dict__":
            meld.__dict__.clear()
        else:
            object.__setattr__(meld, name, value)
    for scorer in (hupai.score, hupai.reference.score):
        with pytest.raises(hupai.MeldError):
            scorer("456p789s1112z", win_tile="2z", melds=[meld])


def test_melds_that_cannot_be_iterated_are_a_meld_error() -> None:
    for melds in (np.array(28), 5):
        for scorer in (hupai.score, hupai.reference.score):
            with pytest.raises(hupai.MeldError, match="melds must be a sequence of melds"):
                scorer("456p789s1112z123m", win_tile="2z", melds=melds)


@settings(max_examples=examples(1500), deadline=None)
@given(st.sampled_from(HANDS), st.integers(0, 33))
def test_hands_that_do_not_win_fail_alike(hand: Hand, tile: int) -> None:
    # The fast way words a hand that does not win itself: as the Python way does, and only
    # where that way also finds nothing else wrong.
    counts = [hand.standing.count(t) for t in range(34)]
    kw = dict(hand.situation(), win_tile=tile, melds=hand.hupai_melds())
    assert _outcome(hupai.score, counts, **kw) == _general(counts, **kw)
    request = hand.request()
    text = format_hand_string(request._replace(win_tile=tile))
    assert _outcome(hupai.score, text) == _general(text)


@pytest.mark.parametrize("rules", ["MCR", 5, np.zeros(1000), object()])
@pytest.mark.parametrize("hand", ["123m", "123m456p789s1122z", "[123m,1]456p789s11222z|EE0000"])
def test_bad_rules_come_after_the_hand(hand: str, rules: object) -> None:
    # The hand is read first, then the rules, on both ways; a long value is shown cut.
    kw = {} if "|" in hand else {"win_tile": "2z"}
    got = _outcome(hupai.score, hand, rules=rules, **kw)
    assert got == _general(hand, rules=rules, **kw)
    assert len(str(got)) < 400


@pytest.mark.parametrize(
    "tail", ["|EE0000|" + "1" * 5000, "|EE0000|" + "0" * 5000 + "3", "|EE0000|" + "x" * 100_000,
             "|" + "E" * 100_000, "|EE0000|0012"],
)  # fmt: skip
def test_long_fields_of_a_hand_string_are_errors_shown_cut(tail: str) -> None:
    text = "123m456p789s11222z" + tail
    got = _outcome(hupai.score, text)
    assert got == _general(text) == _outcome(hupai.reference.score, text)
    if tail.endswith("3"):
        assert got.fans[-1].count == 3  # type: ignore[union-attr]
    else:
        assert isinstance(got, tuple) and len(got[1]) < 400, got
