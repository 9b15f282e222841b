"""One mistake, one error class, whichever function meets it: the scalar and batch calls, the
readers of every id scheme, and the lookups by name (each a case a new user ran into)."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest

import hupai
import hupai.batch as batch
from hupai.errors import (
    HandSizeError,
    HupaiError,
    TileCountError,
    UnknownFanError,
    UnknownTileError,
)
from hupai.rules import mcr

WIN = hupai.to_counts("123m456p789s11222z")
NEGATIVE = [-1] + [0] * 33


@pytest.mark.parametrize(
    "call",
    [
        lambda: hupai.is_win(WIN[:33] + [1], wildcards=-1),
        lambda: batch.is_win([WIN], wildcards=-1),
        lambda: batch.is_win([WIN], wildcards=[-1]),
        lambda: batch.is_win([WIN], wildcards=np.array([-1])),
        lambda: batch.is_win([WIN], wildcards=np.array([137], dtype=np.int64)),
        lambda: batch.shanten([WIN[:33] + [0]], wildcards=np.array([200], dtype=np.uint8)),
    ],
)
def test_wildcards_out_of_range_are_a_hand_size_error(call: Callable[[], object]) -> None:
    with pytest.raises(HandSizeError, match="wildcards must be 0 to 136"):
        call()


@pytest.mark.parametrize(
    "call",
    [
        lambda: hupai.is_win(NEGATIVE),
        lambda: hupai.shanten(tuple(NEGATIVE)),
        lambda: batch.is_win([NEGATIVE]),
        lambda: hupai.to_counts(np.array(NEGATIVE)),
    ],
)
def test_a_negative_count_is_a_tile_count_error(call: Callable[[], object]) -> None:
    with pytest.raises(TileCountError, match="-1 copies of 1m"):
        call()


def test_an_id_out_of_range_is_an_unknown_tile_in_every_scheme() -> None:
    with pytest.raises(UnknownTileError, match="136-id 136"):
        hupai.tiles.from_136([136])
    with pytest.raises(UnknownTileError):
        hupai.tiles.from_hex([0])


def test_a_batch_whose_answer_cannot_be_allocated_raises_memory_error() -> None:
    # A trillion rows of one hand (a stride of 0, so the input costs nothing): the output
    # array cannot be had, and NumPy's MemoryError is the call's, not a panic.
    rows = np.broadcast_to(np.array(WIN, dtype=np.uint8), (10**12, 34))
    for function in (batch.is_win, batch.wildcards_needed, batch.shanten, batch.waits):
        with pytest.raises(MemoryError):
            function(rows)
    assert batch.is_win(rows[:3]).tolist() == [True] * 3


def test_an_unknown_fan_name_is_a_hupai_error_and_a_key_error() -> None:
    assert mcr.by_name("seven pairs").zh == "七对"
    for name in ("Seven Pair", 7, None):
        with pytest.raises(UnknownFanError, match="no MCR fan is named") as raised:
            mcr.by_name(name)  # type: ignore[arg-type]
        assert isinstance(raised.value, HupaiError) and isinstance(raised.value, KeyError)
    assert str(UnknownFanError("a sentence")) == "a sentence"  # not quoted as a key


def test_meld_takes_a_meld_as_it_is() -> None:
    kong = hupai.meld("[EEEE]")
    assert hupai.meld(kong) is kong
    with pytest.raises(hupai.MeldError, match="carries its own offer"):
        hupai.meld(kong, offer=2)
