"""hupai.batch.score: every row scores as hupai.score scores the same hand; rows checked in the
engine, the first bad one named."""

from __future__ import annotations

import ast
import inspect
import re
from pathlib import Path

import numpy as np
import pytest
from mcr_hands import Hand, batch_columns, hands

import hupai
from hupai import _core
from hupai.rules import MCR
from hupai.rules.ruleset import RuleSet

PLAIN_KONGS = MCR.with_options(concealed_and_melded_kong=False)
HANDS = hands(3000, seed=2024)


def _single(h: Hand, rules: RuleSet) -> tuple[int, list[int]]:
    found = hupai.score(
        h.standing, win_tile=h.win_tile, melds=h.hupai_melds(), rules=rules, **h.situation()
    )
    fans = [0] * 82
    for fan in found.fans:
        fans[fan.id - 1] = fan.count
    return found.total, fans


@pytest.mark.parametrize("rules", [MCR, PLAIN_KONGS], ids=["MCR", "plain_kongs"])
def test_rows_equal_single_scores(rules: RuleSet) -> None:
    totals, fans = hupai.batch.score(**batch_columns(HANDS), rules=rules)
    assert totals.dtype == np.int32 and totals.shape == (len(HANDS),)
    assert fans.dtype == np.uint8 and fans.shape == (len(HANDS), 82)
    for i, h in enumerate(HANDS):
        total, counts = _single(h, rules)
        assert (int(totals[i]), fans[i].tolist()) == (total, counts), (i, h)
    # The generated hands reach the fans that depend on the option.
    kong_pair = fans[:, 81] > 0
    if rules is MCR:
        assert kong_pair.any()
    else:
        assert not kong_pair.any()
    assert (fans[:, 80] == batch_columns(HANDS)["flowers"]).all()


def test_thread_counts_agree() -> None:
    columns = batch_columns(HANDS)
    one = hupai.batch.score(**columns, threads=1)
    for threads in (None, 3, np.int64(2)):
        other = hupai.batch.score(**columns, threads=threads)
        assert (other[0] == one[0]).all() and (other[1] == one[1]).all()


@pytest.mark.parametrize(
    "dtype", [np.uint8, np.int8, np.int16, np.uint16, np.int32, np.int64, np.uint64]
)
def test_dtypes_give_the_same_scores(dtype: type) -> None:
    columns = batch_columns(HANDS[:300])
    want = hupai.batch.score(**columns)
    got = hupai.batch.score(**{k: v.astype(dtype) for k, v in columns.items()})
    assert (got[0] == want[0]).all() and (got[1] == want[1]).all()
    # Lists and non-contiguous views read alike.
    listed = hupai.batch.score(**{k: v.tolist() for k, v in columns.items()})
    assert (listed[1] == want[1]).all()
    wide = np.zeros((300, 68), dtype=dtype)
    wide[:, ::2] = columns["counts"]
    strided = hupai.batch.score(**{**columns, "counts": wide[:, ::2]})
    assert (strided[1] == want[1]).all()


def test_scalar_situation_and_no_melds() -> None:
    concealed = [h for h in HANDS[:500] if not h.melds]
    columns = batch_columns(concealed)
    del columns["melds"]
    for h in concealed:
        h.self_drawn, h.last_copy, h.kong, h.last_tile = True, False, False, False
        h.seat_wind, h.prevalent_wind, h.flowers = 29, 28, 2
    totals, fans = hupai.batch.score(
        columns["counts"], None, columns["win_tile"], 1, seat_wind=29, prevalent_wind=28, flowers=2
    )
    for i, h in enumerate(concealed):
        assert (int(totals[i]), fans[i].tolist()) == _single(h, MCR)


def test_results_are_new_writable_arrays() -> None:
    totals, fans = hupai.batch.score(**batch_columns(HANDS[:3]))
    totals[0] = -1
    fans[0, 0] = 9
    assert totals.flags.writeable and fans.flags.writeable


def test_empty_batch() -> None:
    empty = np.zeros((0, 34), dtype=np.uint8)
    totals, fans = hupai.batch.score(empty, None, np.zeros(0, dtype=np.int64))
    assert totals.shape == (0,) and totals.dtype == np.int32
    assert fans.shape == (0, 82) and fans.dtype == np.uint8
    totals, fans = hupai.batch.score(empty, np.zeros((0, 4, 3)), [], flags=99, seat_wind=0)
    assert totals.shape == (0,) and fans.shape == (0, 82)


def _hand(standing: str, win: str, melds: list[tuple[int, int, int]] | None = None) -> dict:
    """One row: standing tiles, winning tile and (kind, tile, concealed) melds."""
    slots = np.zeros((1, 4, 3), dtype=np.int64)
    for j, meld in enumerate(melds or []):
        slots[0, j] = meld
    return {
        "counts": np.array([hupai.to_counts(standing)], dtype=np.int64),
        "melds": slots,
        "win_tile": np.array([hupai.tiles.tile(win)]),
    }


GOOD = _hand("123m456p789s1122z", "2z")


def _batch_with(bad: dict[str, object], row: int, rows: int = 12, **situation: int) -> object:
    """A batch of ``rows`` copies of a good hand with row ``row`` replaced by ``bad``."""
    columns = {k: np.repeat(v, rows, axis=0) for k, v in GOOD.items()}  # type: ignore[call-overload]
    for k, v in bad.items():
        columns[k][row] = v[0]  # type: ignore[index]
    for k, v in situation.items():
        columns[k] = np.zeros(rows, dtype=np.int64) + (27 if k.endswith("wind") else 0)
        columns[k][row] = v
    return columns


@pytest.mark.parametrize(
    ("bad", "situation", "error", "message"),
    [
        (
            {"counts": np.array([[5] + [0] * 33])},
            {},
            hupai.TileCountError,
            "5 copies of 1m; a set holds 0 to 4 of each tile",
        ),
        (
            {"counts": np.array([[-1] + [1] * 33])},
            {},
            hupai.TileCountError,
            "-1 copies of 1m; a set holds 0 to 4 of each tile",
        ),
        (
            {"counts": np.array([[1000] + [1] * 33])},
            {},
            hupai.TileCountError,
            "1000 copies of 1m",
        ),
        (
            _hand("1111m789s122z", "2z", [(1, 0, 0)]),
            {},
            hupai.TileCountError,
            "5 copies of 1m (4 standing, 0 winning, 1 in melds); a set holds 4",
        ),
        (
            _hand("123m456p789s11222z", "2z"),
            {},
            hupai.HandSizeError,
            "with 0 declared melds a hand has 13 standing tiles besides the winning tile (14 in "
            "all, a kong counting 3), got 14; the standing tiles leave out the winning tile",
        ),
        (
            _hand("456p789s1122z", "2z"),
            {},
            hupai.HandSizeError,
            "with 0 declared melds a hand has 13 standing tiles",
        ),
        (
            _hand("456p789s1122z", "2z", [(4, 0, 0)]),
            {},
            hupai.MeldError,
            "meld 0 (4, 0, 0): kind 4 is not 0 (none), 1 (chow), 2 (pung) or 3 (kong)",
        ),
        (
            _hand("456p789s1122z", "2z", [(1, 7, 0)]),
            {},
            hupai.MeldError,
            "meld 0 (1, 7, 0): a chow is given by its lowest tile, rank 1-7 of a numbered suit, "
            "not 8m",
        ),
        (
            _hand("456p789s1122z", "2z", [(1, 27, 0)]),
            {},
            hupai.MeldError,
            "meld 0 (1, 27, 0): a chow is given by its lowest tile, rank 1-7 of a numbered "
            "suit, not 1z",
        ),
        (
            _hand("456p789s1122z", "2z", [(2, 34, 0)]),
            {},
            hupai.MeldError,
            "meld 0 (2, 34, 0): tile 34 is not a tile index 0-33",
        ),
        (
            _hand("456p789s1122z", "2z", [(2, 0, 1)]),
            {},
            hupai.MeldError,
            "meld 0 (2, 0, 1): only a kong is declared concealed (暗杠); a chow or pung has 0",
        ),
        (
            _hand("456p789s1122z", "2z", [(3, 0, 2)]),
            {},
            hupai.MeldError,
            "meld 0 (3, 0, 2): concealed 2 is not 0 or 1",
        ),
        (
            _hand("123m456p789s1122z", "2z", [(0, 5, 0)]),
            {},
            hupai.MeldError,
            "meld 0 (0, 5, 0): kind 0 marks an unused slot, whose tile and concealed are 0",
        ),
        (
            {"win_tile": np.array([34])},
            {},
            hupai.UnknownTileError,
            "the winning tile 34 is not a tile index 0-33",
        ),
        (
            {},
            {"flags": 16},
            hupai.SituationError,
            "flags 16 hold bits other than 1 (self-drawn), 2 (last copy), 4 (kong) and 8 (last "
            "tile)",
        ),
        ({}, {"flags": -1}, hupai.SituationError, "flags -1 hold bits"),
        (
            {},
            {"seat_wind": 0},
            hupai.SituationError,
            "seat_wind 0 is not a wind: 27-30 (East, South, West, North)",
        ),
        ({}, {"prevalent_wind": 31}, hupai.SituationError, "prevalent_wind 31 is not a wind"),
        ({}, {"flowers": 9}, hupai.SituationError, "flowers 9 is not 0-8 (a set holds 8 flowers)"),
        (
            _hand("123m456p789s1123z", "2z"),
            {},
            hupai.NotWinningError,
            "hand 123m456p789s1123z won on 2z is not a winning hand",
        ),
        (
            _hand("1m", "9m", [(1, 0, 0), (2, 27, 0), (3, 31, 1), (1, 9, 0)]),
            {},
            hupai.NotWinningError,
            "hand [123m][111z][5555z][123p]1m won on 9m is not a winning hand",
        ),
    ],
)
@pytest.mark.parametrize("threads", [1, None])
def test_each_error_names_its_row(
    bad: dict[str, object],
    situation: dict[str, int],
    error: type[hupai.HupaiError],
    message: str,
    threads: int | None,
) -> None:
    for row in (0, 7):
        columns = _batch_with(bad, row, **situation)
        with pytest.raises(error, match="^" + re.escape(f"row {row}: {message}")) as caught:
            hupai.batch.score(**columns, threads=threads)  # type: ignore[arg-type]
        assert isinstance(caught.value, hupai.HupaiError)
        assert isinstance(caught.value, ValueError)


def test_the_lowest_bad_row_is_reported() -> None:
    columns = batch_columns(HANDS)
    columns["flowers"][2900] = 9
    columns["counts"][2500, 0] = 7
    columns["win_tile"][2999] = 40
    for threads in (1, 2, None):
        with pytest.raises(hupai.TileCountError, match="^row 2500: 7 copies of 1m"):
            hupai.batch.score(**columns, threads=threads)
    # A value too wide for a byte, later than a bad row, does not come first.
    columns["counts"][2600, 0] = -300
    with pytest.raises(hupai.TileCountError, match="^row 2500: 7 copies of 1m"):
        hupai.batch.score(**columns)
    columns["counts"][2500, 0] = 0
    with pytest.raises(hupai.TileCountError, match="^row 2600: -300 copies of 1m"):
        hupai.batch.score(**columns)


def test_lists_numpy_reads_as_floats_still_score() -> None:
    # A uint64 scalar beside an int makes NumPy read the list as floats.
    columns = {k: np.repeat(v, 2, axis=0) for k, v in GOOD.items()}  # type: ignore[call-overload]
    want = hupai.batch.score(**columns, flowers=[1, 0])
    got = hupai.batch.score(**columns, flowers=[np.uint64(1), 0])
    assert [a.tolist() for a in got] == [a.tolist() for a in want]


@pytest.mark.parametrize(
    ("change", "error", "message"),
    [
        (
            {"counts": np.array([[2**64 - 1] + [0] * 33] * 2, dtype=np.uint64)},
            hupai.TileCountError,
            "row 0: 18446744073709551615 copies of 1m",
        ),
        (
            {"win_tile": np.array([28, 2**63], dtype=np.uint64)},
            hupai.UnknownTileError,
            "row 1: the winning tile 9223372036854775808 is not",
        ),
        ({"flags": 2**70}, hupai.SituationError, "row 0: flags 1180591620717411303424 hold"),
        ({"flowers": [0, -(2**100)]}, hupai.SituationError, f"row 1: flowers {-(2**100)} is"),
        # NumPy reads these lists as floats; their items are ints all the same.
        ({"flowers": [0, 2**63]}, hupai.SituationError, f"row 1: flowers {2**63} is not 0-8"),
        ({"flowers": [0, -(2**127)]}, hupai.SituationError, f"row 1: flowers {-(2**127)} is"),
        # Past 128 bits the array itself is refused, quoting the value.
        ({"flags": 2**127}, hupai.ArrayShapeError, f"flags holds {2**127} (row 0), beyond the"),
        ({"flowers": [0, 2**200]}, hupai.ArrayShapeError, f"flowers holds {2**200} (row 1)"),
        (
            {"melds": np.array([[[1, 2**64 - 1, 0]] + [[0, 0, 0]] * 3] * 2, dtype=np.uint64)},
            hupai.MeldError,
            "row 0: meld 0 (1, 18446744073709551615, 0): tile 18446744073709551615 is not",
        ),
    ],
)
def test_values_beyond_int64_are_quoted_as_given(
    change: dict[str, object], error: type[Exception], message: str
) -> None:
    columns: dict[str, object] = {k: np.repeat(v, 2, axis=0) for k, v in GOOD.items()}  # type: ignore[call-overload]
    columns.update(change)
    with pytest.raises(error, match=re.escape(message)):
        hupai.batch.score(**columns)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"counts": np.zeros(34, dtype=np.uint8)}, "counts must have shape (N, 34), got (34,)"),
        ({"counts": np.zeros((2, 33), dtype=np.uint8)}, "counts must have shape (N, 34), got"),
        ({"counts": np.zeros((2, 34))}, "counts must hold integers, got dtype float64"),
        ({"melds": np.zeros((2, 3, 3), dtype=int)}, "melds must have shape (2, 4, 3), got (2, 3"),
        ({"melds": np.zeros((1, 4, 3), dtype=int)}, "melds must have shape (2, 4, 3), got (1, 4"),
        ({"win_tile": np.zeros(3, dtype=int)}, "win_tile must have shape (2,), got (3,)"),
        ({"win_tile": 27}, "win_tile must have shape (2,), got ()"),
        ({"flags": np.zeros((2, 1), dtype=int)}, "flags must be an int or have shape (2,)"),
        ({"flags": True}, "flags must hold integers, got dtype bool"),
        ({"seat_wind": "E"}, "seat_wind must hold integers, got dtype <U1"),
        ({"flowers": [1.0, 2.0]}, "flowers must hold integers, got dtype float64"),
        ({"flowers": [1, 2.5]}, "flowers must hold integers, got dtype float64"),
        ({"flowers": [1, None]}, "flowers must hold integers, got dtype object"),
        ({"flowers": [True, 0]}, "flowers must hold integers, got a bool"),
        ({"win_tile": [np.True_, 27]}, "win_tile must hold integers, got a bool"),
        ({"prevalent_wind": [[27, 28], [27]]}, "prevalent_wind must be a regular array"),
    ],
)
def test_wrong_shapes_and_dtypes(change: dict[str, object], message: str) -> None:
    columns: dict[str, object] = {k: np.repeat(v, 2, axis=0) for k, v in GOOD.items()}  # type: ignore[call-overload]
    columns.update(change)
    with pytest.raises(hupai.ArrayShapeError, match=re.escape(message)):
        hupai.batch.score(**columns)  # type: ignore[arg-type]


def test_bad_options() -> None:
    with pytest.raises(hupai.OptionError, match="threads must be None or a whole number"):
        hupai.batch.score(**GOOD, threads=0)  # type: ignore[arg-type]
    with pytest.raises(hupai.OptionError, match="rules= takes a hupai.rules.RuleSet"):
        hupai.batch.score(**GOOD, rules="MCR")  # type: ignore[arg-type]


def test_native_docstring_matches_the_stub() -> None:
    stub = Path(hupai.__file__).with_name("_core.pyi")
    tree = ast.parse(stub.read_text(encoding="utf-8"))
    (doc,) = [
        ast.get_docstring(node)
        for node in tree.body
        if isinstance(node, ast.FunctionDef) and node.name == "batch_mcr_score"
    ]
    assert inspect.getdoc(_core.batch_mcr_score) == doc
