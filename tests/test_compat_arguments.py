"""The drop-in reads MahjongFanCalculator's arguments as PyMahjongGB 1.4.0 does: the same
exception, with the same message, for every malformed call, found by calling both."""

from __future__ import annotations

import array
import collections
import decimal
import functools
import json
import random
import re
from typing import Any

import numpy as np
import pytest

from hupai.compat._gb_arguments import STRICT_ERRORS, read_arguments
from hupai.compat.mahjonggb import MahjongFanCalculator
from hupai.rules import MCR
from hupai.scoring.engine import native_table

MahjongGB = pytest.importorskip("MahjongGB")

GOOD: dict[str, Any] = {
    "pack": (("PENG", "F1", 1),),
    "hand": ("W1", "W1", "W2", "W3", "W4", "W5", "W6", "W7", "W8", "W9"),
    "winTile": "W1",
    "flowerCount": 0,
    "isSelfDrawn": False,
    "is4thTile": False,
    "isAboutKong": False,
    "isWallLast": False,
    "seatWind": 0,
    "prevalentWind": 0,
}
ODD_VALUES: list[object] = [
    None,
    0,
    1,
    -1,
    4,
    2**31,
    -(2**31) - 1,
    1.5,
    "1",
    "W1",
    "X1",
    "w1",
    "H1",
    "J4",
    "W1\0",
    b"W1",
    True,
    (),
    [],
    ("W1",),
    (("PENG", "W1"),),
    (("PONG", "W1", 1),),
    (("CHI", "W2", 4),),
    (("GANG", "X1", 9),),
    (("PENG", 1, 1),),
    (("PENG", "W1", "1"),),
    [("PENG", "W1", 1)],
    ("W1", 2),
    ("W1",) * 13,
    ("W1",) * 14,
    # Types whose C-level names the messages quote: with their module for extension types.
    np.int64(1),
    np.bool_(True),
    np.float64(1.0),
    decimal.Decimal(1),
    collections.OrderedDict(),
    ValueError(),
    array.array("i"),
    re.compile("x"),
    functools.partial(int),
    # Its own __index__ error passes through; C long overflow comes before C int overflow.
    np.array([1, 2]),
    2**63,
    -(2**63) - 1,
    np.uint64(2**63),
    # Extension types that are not immutable still carry their module in their C-level name.
    native_table(MCR),
    json.decoder.JSONDecoder().scan_once,
    type(np.random.default_rng),
    # Text is encoded as UTF-8 first: a lone surrogate fails there.
    "\ud800",
    (("PENG", "\ud800", 1),),
    (("\ud800", "W1", 1),),
    # A hand item is read as a C string, which ends at a NUL.
    ("W1", "W1\0junk", "W2", "W3", "W4", "W5", "W6", "W7", "W8", "W9"),
]


def _outcome(function: Any, *args: object, **kwargs: object) -> tuple[str, str]:
    try:
        function(*args, **kwargs)
    except (TypeError, ValueError, OverflowError) as err:
        return type(err).__name__, str(err)
    return "ok", ""


def _parsing_error(kind: str, message: str) -> bool:
    """Whether PyMahjongGB failed before scoring (the drop-in's reader covers that part)."""
    return kind != "ok" and message not in ("ERROR_NOT_WIN",)


def test_malformed_calls_fail_alike() -> None:
    rng = random.Random(4)
    compared = 0
    for _ in range(3000):
        kwargs = dict(GOOD)
        for name in rng.sample(sorted(GOOD), rng.choice([1, 1, 2])):
            kwargs[name] = rng.choice(ODD_VALUES)
        if rng.random() < 0.1:
            kwargs.pop(rng.choice(sorted(kwargs)))
        if rng.random() < 0.05:
            kwargs["extra"] = 1
        args: tuple[object, ...] = ()
        if rng.random() < 0.3:  # some of the leading arguments by position
            cut = rng.randrange(1, 5)
            names = [n for n in GOOD if n in kwargs][:cut]
            if [n for n in GOOD][: len(names)] == names:
                args = tuple(kwargs.pop(n) for n in names)
                if rng.random() < 0.2:  # and one of them by name too
                    kwargs[rng.choice(names)] = rng.choice(ODD_VALUES)
        theirs = _outcome(MahjongGB.MahjongFanCalculator, *args, **kwargs)
        ours = _outcome(read_arguments, *args, **kwargs)
        if _parsing_error(*theirs):
            assert ours == theirs, (args, kwargs)
            compared += 1
        else:
            assert ours == ("ok", "") or ours[1] in STRICT_ERRORS.values(), (args, kwargs, ours)
    assert compared > 1000


@pytest.mark.parametrize("name", ["extra", "Pack", "win_tile", "hands", "verbos", "seatwind"])
def test_an_unknown_keyword_is_worded_as_pymahjonggb_words_it(name: str) -> None:
    # CPython 3.13 reworded the parser's message and suggests a close keyword; the drop-in
    # follows the running version.
    theirs = _outcome(MahjongGB.MahjongFanCalculator, **GOOD, **{name: 1})
    assert theirs[0] == "TypeError" and name in theirs[1]
    assert _outcome(read_arguments, **GOOD, **{name: 1}) == theirs
    assert _outcome(MahjongFanCalculator, **GOOD, **{name: 1}) == theirs


HAND13 = ("W1", "W2", "W3", "B4", "B5", "B6", "T7", "T8", "T9", "F1", "F1", "F2", "F2")


@pytest.mark.parametrize(
    ("args", "kwargs"),
    [
        # A bad value, a missing argument and a NUL are reported before the duplicate.
        (((), HAND13, 5), {"pack": ()}),
        (((),), {"pack": (), "hand": HAND13, "winTile": "F2\0"}),
        (((), HAND13), {"pack": ()}),
        (((), HAND13, "F2"), {"pack": (), "hand": HAND13}),
        (((), HAND13, "F2"), {"hand": HAND13, "extra": 1}),
    ],
)
def test_an_argument_given_twice_is_reported_after_the_others(
    args: tuple[object, ...], kwargs: dict[str, object]
) -> None:
    theirs = _outcome(MahjongGB.MahjongFanCalculator, *args, **kwargs)
    assert theirs[0] != "ok"
    assert _outcome(read_arguments, *args, **kwargs) == theirs
    assert _outcome(MahjongFanCalculator, *args, **kwargs) == theirs


def test_too_many_positional_arguments() -> None:
    args = (*GOOD.values(), False, 1)
    assert _outcome(read_arguments, *args) == _outcome(MahjongGB.MahjongFanCalculator, *args)


@pytest.mark.parametrize("by_position", [0, 1, 3])
def test_too_many_arguments_by_keyword(by_position: int) -> None:
    # CPython words it "keyword arguments" when none came by position.
    kwargs: dict[str, object] = {**GOOD, "verbose": False, "extra": 1}
    args = tuple(kwargs.pop(n) for n in list(GOOD)[:by_position])
    theirs = _outcome(MahjongGB.MahjongFanCalculator, *args, **kwargs)
    assert _outcome(read_arguments, *args, **kwargs) == theirs
    assert _outcome(MahjongFanCalculator, *args, **kwargs) == theirs


@pytest.mark.parametrize(
    ("change", "error"),
    [
        ({"pack": (("CHI", "F2", 1),)}, "pack"),  # a chow of honors
        ({"pack": (("CHI", "W9", 1),)}, "pack"),  # a chow centred on a 9
        ({"pack": (("GANG", "W1", 0), ("GANG", "W1", 1)), "hand": GOOD["hand"][:7]}, "copies"),
        ({"seatWind": 4}, "wind"),
        ({"prevalentWind": -1}, "wind"),
        ({"flowerCount": -1}, "flowers"),
        ({"flowerCount": 9}, "flowers"),
    ],
)
def test_what_pymahjonggb_scores_as_nonsense_is_an_error(change: dict, error: str) -> None:
    with pytest.raises(TypeError, match=STRICT_ERRORS[error]):
        read_arguments(**{**GOOD, **change})


def test_a_good_call_reads_through() -> None:
    read = read_arguments(**GOOD, verbose=True)
    assert read.packs == (("pung", 27, 1),)
    assert read.hand == (0, 0, *range(1, 9)) and read.win_tile == 0 and read.verbose


def test_a_hand_item_ends_at_a_nul_as_in_pymahjonggb() -> None:
    hand = ("W1", "W1", "W2", "W3", "W4", "W5", "W6", "W7", "W8", "W9", "T1", "T1", "T1\0junk")
    call = {**GOOD, "pack": (), "hand": hand, "winTile": "W1"}
    assert MahjongFanCalculator(**call) == MahjongGB.MahjongFanCalculator(**call)
