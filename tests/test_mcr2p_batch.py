"""``hupai.batch.score`` under a two-player rule set (mcr2p.md): each row scored as the single
call scores its hand, and refused as the single call refuses it, naming the row."""

from __future__ import annotations

import re
from typing import Any

import numpy as np
import pytest
from mcr2p_calls import columns
from mcr2p_hands import two_player_hands
from mcr2p_reading import WON_ON_HELD, read
from mcr2p_rows import PAGES, request_of, rows
from test_mcr2p_request import IMPOSSIBLE

import hupai
import hupai.batch
from hupai.errors import (
    ArrayShapeError,
    HandSizeError,
    MeldError,
    NotWinningError,
    OptionError,
    SituationError,
    TileCountError,
    UnknownTileError,
)
from hupai.rules.two_player import MCR_2P, MCR_2P_V3, Mcr2pRuleSet
from hupai.scoring.mcr2p_engine import score_two_player_request
from hupai.scoring.mcr2p_request import (
    TwoPlayerRequest,
    not_winning_two_player,
    read_two_player_request,
)

PRESETS = (MCR_2P, MCR_2P_V3)


def _singles(rules: Mcr2pRuleSet, requests: list[TwoPlayerRequest]) -> tuple[list, list]:
    """The totals and fan columns of the single calls (each request read as given)."""
    position = {f.id: i for i, f in enumerate(rules.fans)}
    totals, fans = [], []
    for r in requests:
        score = score_two_player_request(read_two_player_request(r, rules=rules), rules)
        row = [0] * len(rules.fans)
        for f in score.fans:
            row[position[f.id]] = f.count
        totals.append(score.total)
        fans.append(row)
    return totals, fans


@pytest.mark.parametrize(("page", "rules"), PAGES.items())
def test_every_worked_example_in_one_batch(page: str, rules: Mcr2pRuleSet) -> None:
    found = [row for row in rows() if row.page == page]
    assert len(found) >= 62
    requests = [row.request for row in found]
    totals, fans = hupai.batch.score(**columns(requests), rules=rules)
    assert fans.shape == (len(requests), len(rules.fans)) and fans.dtype == np.uint8
    assert totals.dtype == np.int32
    assert totals.tolist() == [row.total for row in found]
    for row, counts in zip(found, fans, strict=True):
        named = {rules.fans[i].zh: int(c) for i, c in enumerate(counts) if c}
        assert named == row.fans, row.example


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_generated_hands_batch_equals_single(rules: Mcr2pRuleSet) -> None:
    requests = two_player_hands(600, rules, seed=31)
    want = _singles(rules, requests)
    for dtype in (np.int64, np.uint8):
        for threads in (None, 1, 3):
            cols = columns(requests, dtype=dtype)
            totals, fans = hupai.batch.score(**cols, rules=rules, threads=threads)
            assert (totals.tolist(), fans.tolist()) == want, (dtype, threads)


def _error(rules: Mcr2pRuleSet, requests: list[TwoPlayerRequest], **edits: Any) -> Exception:
    cols = columns(requests) | edits
    with pytest.raises(hupai.HupaiError) as caught:
        hupai.batch.score(**cols, rules=rules)
    return caught.value


GOOD = request_of(WON_ON_HELD)


@pytest.mark.parametrize(("example", "flags", "why"), IMPOSSIBLE)
def test_each_impossible_situation_names_its_row(example: str, flags: str, why: str) -> None:
    with pytest.raises(SituationError) as single:
        read(example)
    err = _error(MCR_2P_V3, [GOOD, request_of(example), GOOD])
    assert type(err) is SituationError
    assert str(err) == f"row 1: {single.value}"


def test_a_flag_whose_fan_the_table_lacks_names_its_row() -> None:
    human = GOOD._replace(seat_wind=29, human_hand=True)
    with pytest.raises(SituationError) as single:
        read(WON_ON_HELD, rules=MCR_2P, seat_wind="W", human_hand=True)
    err = _error(MCR_2P, [GOOD, GOOD, human])
    assert (type(err), str(err)) == (SituationError, f"row 2: {single.value}")
    hupai.batch.score(**columns([GOOD, human]), rules=MCR_2P_V3)


def test_a_hand_that_does_not_win_names_its_row() -> None:
    lost = GOOD._replace(win_tile=33)  # 123m456m789m111z2z +7z
    err = _error(MCR_2P, [GOOD, lost])
    assert isinstance(err, NotWinningError)
    assert str(err) == f"row 1: {not_winning_two_player(lost)}"


@pytest.mark.parametrize(
    ("edit", "error", "message"),
    [
        ({"flags": [0, 16]}, SituationError, "row 1: flags 16 hold bits other than"),
        ({"flags": [1024, 0]}, SituationError, "row 0: flags 1024 hold bits other than"),
        ({"seat_wind": [27, 28]}, SituationError, "row 1: seat_wind 28 is not East (27) or West"),
        ({"seat_wind": 30}, SituationError, "row 0: seat_wind 30 is not East"),
        ({"flowers": [0, 9]}, SituationError, "row 1: flowers 9 is not 0-8"),
        ({"win_tile": [9, 9]}, UnknownTileError, "row 0: the winning tile is 1p: two-player"),
        ({"win_tile": [34, 0]}, UnknownTileError, "row 0: the winning tile 34 is not a tile"),
        ({"prevalent_wind": [27, 28]}, SituationError, "row 1: prevalent_wind=28: two-player"),
        ({"prevalent_wind": 29}, SituationError, "prevalent_wind=29: two-player MCR has no"),
        ({"prevalent_wind": 27.0}, ArrayShapeError, "prevalent_wind must hold integers"),
        ({"prevalent_wind": None}, ArrayShapeError, "prevalent_wind must hold integers"),
        ({"prevalent_wind": [27] * 3}, ArrayShapeError, "prevalent_wind must be an int or have"),
        ({"prevalent_wind": [[27], [27]]}, ArrayShapeError, "prevalent_wind must be an int or"),
        ({"jokers": 1}, OptionError, "MCR_2P does not read jokers"),
        ({"indicator": 3}, OptionError, "MCR_2P does not read indicator"),
        ({"void": 0}, OptionError, "MCR_2P does not read void"),
        ({"threads": 0}, OptionError, "threads must be None or a whole number"),
    ],
)
def test_each_bad_column_or_row(edit: dict[str, Any], error: type, message: str) -> None:
    err = _error(MCR_2P, [GOOD, GOOD], **edit)
    assert type(err) is error
    assert str(err).startswith(message), str(err)


# A bad row ahead of a prevalent wind other than East (row 70, past a block of 64 rows).
EARLIER = [
    ("counts", lambda c: c.__setitem__((3, 0), 5), TileCountError, "row 3: 5 copies of"),
    ("flags", lambda c: c.__setitem__(5, 16), SituationError, "row 5: flags 16"),
    ("seat_wind", lambda c: c.__setitem__(66, 28), SituationError, "row 66: seat_wind 28"),
    ("flowers", lambda c: c.__setitem__(69, 9), SituationError, "row 69: flowers 9"),
    ("win_tile", lambda c: c.__setitem__(0, 34), UnknownTileError, "row 0: the winning tile 34"),
]


@pytest.mark.parametrize("dtype", [np.int64, np.uint8, object])
@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize(("name", "spoil", "error", "message"), EARLIER)
def test_the_lowest_bad_row_comes_before_a_later_prevalent_wind(
    name: str, spoil: Any, error: type, message: str, threads: int, dtype: Any
) -> None:
    cols = {k: np.array(v, dtype=dtype) for k, v in columns([GOOD] * 100).items()}
    cols["prevalent_wind"] = np.full(100, 27, dtype=dtype)
    cols["prevalent_wind"][70] = 28
    both = dict(cols, **{name: cols[name].copy()})
    spoil(both[name])
    with pytest.raises(hupai.HupaiError) as caught:
        hupai.batch.score(**both, rules=MCR_2P, threads=threads)
    assert type(caught.value) is error
    assert str(caught.value).startswith(message), str(caught.value)
    # Alone, the wind is the error, worded as the single call words it, with its row.
    with pytest.raises(SituationError) as alone:
        hupai.batch.score(**cols, rules=MCR_2P, threads=threads)
    with pytest.raises(SituationError) as single:
        read_two_player_request(GOOD, prevalent_wind=28, rules=MCR_2P)
    assert str(alone.value) == f"row 70: {single.value}"


def test_a_wind_column_numpy_reads_but_without_a_length_names_its_row() -> None:
    class Column:
        def __init__(self, values: np.ndarray) -> None:
            self.values = values

        def __array__(self, dtype: object = None, copy: object = None) -> np.ndarray:
            return self.values

    winds = np.full(100, 27)
    winds[40] = 28
    with pytest.raises(SituationError, match=r"^row 40: prevalent_wind=28: two-player"):
        hupai.batch.score(**columns([GOOD] * 100), prevalent_wind=Column(winds), rules=MCR_2P)


def test_bad_tiles_and_melds_name_their_row() -> None:
    counts = np.array([GOOD.standing, GOOD.standing])
    counts[1, 9], counts[1, 0] = 1, 0
    err = _error(MCR_2P, [GOOD, GOOD], counts=counts)
    with pytest.raises(UnknownTileError) as single:
        hupai.score(tuple(counts[1]), win_tile=GOOD.win_tile, rules=MCR_2P)
    assert type(err) is UnknownTileError and str(err) == f"row 1: {single.value}"
    assert str(err).startswith("row 1: the hand holds 1p: two-player mahjong has only 万")
    counts[1, 9], counts[1, 0] = 0, 2
    err = _error(MCR_2P, [GOOD, GOOD], counts=counts)
    assert type(err) is HandSizeError and str(err).startswith("row 1: with 0 declared melds")
    counts[1, 0], counts[1, 1] = 5, 0
    assert type(_error(MCR_2P, [GOOD, GOOD], counts=counts)) is TileCountError
    melds = np.zeros((2, 4, 3), dtype=np.int64)
    melds[0, 0] = (1, 18, 0)
    err = _error(MCR_2P, [GOOD, GOOD], melds=melds)
    assert type(err) is UnknownTileError
    assert str(err).startswith("row 0: the meld [123s] holds 1s: two-player mahjong has only")
    melds[0, 0] = (3, 18, 1)  # a concealed kong, in braces as the single call writes it
    err = _error(MCR_2P, [GOOD, GOOD], melds=melds)
    assert str(err).startswith("row 0: the meld {1111s} holds 1s: two-player mahjong has only")
    melds[0, 0] = (4, 0, 0)
    err = _error(MCR_2P, [GOOD, GOOD], melds=melds)
    assert type(err) is MeldError and re.match(r"row 0: meld 0 \(4, 0, 0\)", str(err))


def test_an_empty_batch() -> None:
    totals, fans = hupai.batch.score(**columns([]), rules=MCR_2P_V3)
    assert totals.shape == (0,) and fans.shape == (0, len(MCR_2P_V3.fans))
