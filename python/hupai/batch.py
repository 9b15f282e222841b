"""Many hands at once over NumPy arrays, for simulation, training data and log analysis.

The engine reads the arrays where they lie (any integer dtype, byte order and strides; a
batch of ten million rows is not copied), releases the GIL and spreads the rows over all cores
(or ``threads`` of them). It works in slices of a few tens of milliseconds and looks at
Python's signal handlers between them, so Ctrl-C stops any batch at once with
KeyboardInterrupt. Like NumPy's own functions that release the GIL, a batch must not have its
arrays written by another thread while it runs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar, overload

import numpy as np
import numpy.typing as npt

from hupai import _core
from hupai._hand import (
    FORMS,
    MAX_WILDCARDS,
    check_wildcards,
    wildcard_kinds,
)
from hupai.batch_deals import Deals, deals
from hupai.batch_paohuzi import PaohuziScores, paohuzi_score
from hupai.batch_threads import MAX_THREADS as MAX_THREADS
from hupai.batch_threads import read_threads
from hupai.errors import (
    ArrayShapeError,
    HandSizeError,
    HupaiError,
    OptionError,
    SituationError,
    TileCountError,
)
from hupai.rules.local import LocalRuleSet
from hupai.rules.ruleset import MCR, McrRuleSet, RuleSet, check_rules
from hupai.rules.two_player import Mcr2pRuleSet
from hupai.scoring.engine import native_table
from hupai.tiles import EAST
from hupai.tiles._kinds import mpsz, shown

if TYPE_CHECKING:
    from hupai._types import (
        BatchCounts,
        BatchMelds,
        Flag,
        Forms,
        Int,
        IntColumn,
        OrColumn,
        WildcardTiles,
    )

__all__ = [
    "Deals",
    "PaohuziScores",
    "deals",
    "is_win",
    "paohuzi_score",
    "score",
    "shanten",
    "waits",
    "wildcards_needed",
]


def _integers(values: Any, what: str) -> npt.NDArray[Any]:
    try:
        arr = np.asarray(values)
        items = None
        if not isinstance(values, np.ndarray) and arr.dtype.kind in "iufO" and arr.size:
            items = np.asarray(values, dtype=object)
    except (TypeError, ValueError, RuntimeError, OverflowError) as err:
        # Ragged lists, lists nested past NumPy's 32 dimensions (or too deep to walk), and
        # objects NumPy cannot read at all.
        raise ArrayShapeError(f"{what} must be a regular array of integers ({err})") from err
    if items is not None and items.shape == arr.shape:
        # NumPy reads a list of ints with a bool among them as ints, and one with ints past
        # int64 (or uint64 scalars beside ints) as floats: the items decide.
        # Read through a flat view: NumPy makes arrays of up to 64 dimensions, .flat walks 32.
        flat = items.reshape(-1)
        if any(isinstance(v, (bool, np.bool_)) for v in flat):
            raise ArrayShapeError(f"{what} must hold integers, got a bool")
        if arr.dtype.kind not in "iu" and all(_is_int(v) for v in flat):
            return items
    if arr.dtype.kind not in "iu" and not arr.size:
        return np.zeros(arr.shape, dtype=np.uint8)  # no values: any dtype will do
    if arr.dtype.kind not in "iu" and not _python_ints(arr):
        raise ArrayShapeError(f"{what} must hold integers, got dtype {arr.dtype}")
    return arr


def _is_int(v: object) -> bool:
    return isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_))


def _python_ints(arr: npt.NDArray[Any]) -> bool:
    """Whether ``arr`` is an object array of integers (NumPy makes one of ints beyond 64
    bits), bools left out as everywhere else."""
    return arr.dtype == object and all(_is_int(v) for v in arr.reshape(-1))


def _counts(counts: Any) -> npt.NDArray[Any]:
    """Counts as the engine reads them: any integer array as it is (the engine checks each
    value, naming the row), Python ints (an object array) too, for `_rows` to narrow."""
    arr = _integers(counts, "counts")
    if arr.ndim != 2 or arr.shape[1] != 34:
        raise ArrayShapeError(f"counts must have shape (N, 34), got {arr.shape}")
    return arr


def _wildcards(wildcards: Any, rows: int) -> npt.NDArray[Any]:
    """Wildcards as the engine reads them: an int for every row (one value, not copied), or
    an integer array of shape (rows,), whose values the engine checks."""
    try:
        scalar = np.ndim(wildcards) == 0
    except (TypeError, ValueError, RuntimeError, OverflowError):
        scalar = False  # not an array at all: _integers says so
    if scalar:
        return np.broadcast_to(np.uint8(check_wildcards(wildcards)), (rows,))
    arr = _integers(wildcards, "wildcards")
    if arr.shape != (rows,):
        raise ArrayShapeError(f"wildcards must be an int or have shape ({rows},), got {arr.shape}")
    return arr


def _beyond_int64(arr: npt.NDArray[Any]) -> int | None:
    """The first row of Python ints (an object array) holding one beyond int64, if any."""
    if arr.dtype != object:
        return None
    rows = arr.reshape(len(arr), -1)
    wide = (i for i, row in enumerate(rows) if any(not -(2**63) <= v < 2**63 for v in row))
    return next(wide, None)


def _row_error(c: npt.NDArray[Any], w: npt.NDArray[Any], row: int) -> HupaiError:
    """The error of ``row``, which holds a value beyond int64, in the engine's words and
    order: its wildcard number when out of range (the engine reads those first), else its
    first count out of range."""
    if not 0 <= w[row] <= MAX_WILDCARDS:
        return HandSizeError(f"wildcards must be 0 to {MAX_WILDCARDS}, got {w[row]} (row {row})")
    kind = next(k for k in range(34) if not 0 <= c[row, k] <= 4)
    return TileCountError(
        f"row {row}: {c[row, kind]} copies of {mpsz(kind)}; a set holds 0 to 4 of each tile"
    )


_T = TypeVar("_T")

#: The rows of a win-check batch as the engine reads them: counts, wildcards, the wildcard
#: kinds as a mask (bit t: tile t), and the error of a row that holds a Python int beyond
#: int64, the rows above it kept for the engine to check first.
Rows = tuple[npt.NDArray[Any], npt.NDArray[Any], int, "HupaiError | None"]


def _rows(counts: Any, wildcards: Any, wildcard_tiles: WildcardTiles) -> Rows:
    """Counts, wildcards and the wildcard kinds, as the engine reads them (it moves the
    wildcard kinds' copies into each row's wildcards, and names the lowest bad row). Python
    ints (object arrays) go as int64; when a row holds one beyond, only the rows above it go,
    with that row's error to raise after them (`_answer`)."""
    c = _counts(counts)
    w = _wildcards(wildcards, c.shape[0])
    kinds = sum(1 << kind for kind in wildcard_kinds(wildcard_tiles))
    ends = [row for row in (_beyond_int64(c), _beyond_int64(w)) if row is not None]
    late = None
    if ends:
        end = min(ends)
        late = _row_error(c, w, end)
        c, w = c[:end], w[:end]
    c, w = (a.astype(np.int64) if a.dtype == object else a for a in (c, w))
    return c, w, kinds, late


def _answer(native: Callable[..., _T], rows: Rows, options: tuple[object, ...]) -> _T:
    """What ``native`` answers for ``rows``, or the error of the row it held back."""
    c, w, kinds, late = rows
    answer = native(c, w, kinds, *options)
    if late is not None:
        raise late
    return answer


def _options(
    forms: object,
    seven_pairs: object,
    thirteen_orphans: object,
    allow_fifth_copy: object,
    threads: object,
) -> tuple[object, object, object, object, int | None]:
    """The rule options as the engine takes them: it checks the forms, their shorthands and
    the fifth-copy rule itself, as the single calls do."""
    return forms, seven_pairs, thirteen_orphans, allow_fifth_copy, read_threads(threads)


def is_win(
    counts: BatchCounts,
    wildcards: OrColumn | None = 0,
    *,
    wildcard_tiles: WildcardTiles = None,
    forms: Forms = FORMS,
    seven_pairs: Flag | None = None,
    thirteen_orphans: Flag | None = None,
    allow_fifth_copy: Flag | None = False,
    threads: Int | None = None,
) -> npt.NDArray[np.bool_]:
    """:func:`hupai.is_win` for each row.

    Args:
        counts: shape (N, 34), any integer dtype and strides (a NumPy array is read where it
            lies, not copied), each 0 to 4.
        wildcards: an int for every row, or shape (N,) of ints, each 0 to 136.
        wildcard_tiles: as for :func:`hupai.is_win`: each row's copies of these kinds are
            wildcards too.
        forms, seven_pairs, thirteen_orphans, allow_fifth_copy: as for :func:`hupai.is_win`
            (all five forms by default).
        threads: None for all cores, 1 to stay on the calling thread, or up to 256.

    Returns:
        shape (N,) bool, a new array.

    Raises:
        ArrayShapeError: wrong shape or dtype.
        OptionError: bad forms, shorthands, ``allow_fifth_copy`` or ``threads``.
        TileCountError, HandSizeError: naming the first bad row (a count outside 0 to 4, a
            size that cannot win, wildcards outside 0 to 136).
        KeyboardInterrupt: Ctrl-C (SIGINT) during the call, heard within a few tens of
            milliseconds; the batch stops and nothing is returned.
    """
    rows = _rows(counts, wildcards, wildcard_tiles)
    options = _options(forms, seven_pairs, thirteen_orphans, allow_fifth_copy, threads)
    return _answer(_core.batch_is_win, rows, options)


def wildcards_needed(
    counts: BatchCounts,
    wildcards: OrColumn | None = 0,
    *,
    wildcard_tiles: WildcardTiles = None,
    forms: Forms = FORMS,
    seven_pairs: Flag | None = None,
    thirteen_orphans: Flag | None = None,
    allow_fifth_copy: Flag | None = False,
    threads: Int | None = None,
) -> npt.NDArray[np.int8]:
    """:func:`hupai.wildcards_needed` for each row, any hand size; the arguments of
    :func:`is_win`.

    Returns:
        shape (N,) int8; -1 where no number of wildcards completes the hand (only possible
        with ``allow_fifth_copy=False``), where the scalar function raises UnwinnableHandError.
    """
    rows = _rows(counts, wildcards, wildcard_tiles)
    options = _options(forms, seven_pairs, thirteen_orphans, allow_fifth_copy, threads)
    return _answer(_core.batch_wildcards_needed, rows, options)


def shanten(
    counts: BatchCounts,
    wildcards: OrColumn | None = 0,
    *,
    wildcard_tiles: WildcardTiles = None,
    forms: Forms = FORMS,
    seven_pairs: Flag | None = None,
    thirteen_orphans: Flag | None = None,
    allow_fifth_copy: Flag | None = False,
    threads: Int | None = None,
) -> npt.NDArray[np.int8]:
    """:func:`hupai.shanten` for each row.

    Args:
        counts: shape (N, 34), integer dtype, each 0 to 4; each row 13, 10, 7, 4 or 1 tiles
            (waiting to draw) or 14, 11, 8, 5 or 2 (just drawn), wildcards included.
        wildcards, wildcard_tiles, threads: as for :func:`is_win`.
        forms, seven_pairs, thirteen_orphans, allow_fifth_copy: as for :func:`hupai.shanten`.

    Returns:
        shape (N,) int8: −1 complete, 0 waiting, and so on.

    Raises:
        the errors of :func:`is_win`; HandSizeError names the first row of a wrong size.
    """
    rows = _rows(counts, wildcards, wildcard_tiles)
    options = _options(forms, seven_pairs, thirteen_orphans, allow_fifth_copy, threads)
    return _answer(_core.batch_shanten, rows, options)


def waits(
    counts: BatchCounts,
    wildcards: OrColumn | None = 0,
    *,
    wildcard_tiles: WildcardTiles = None,
    forms: Forms = FORMS,
    seven_pairs: Flag | None = None,
    thirteen_orphans: Flag | None = None,
    allow_fifth_copy: Flag | None = False,
    threads: Int | None = None,
) -> npt.NDArray[np.bool_]:
    """:func:`hupai.waits` for each row, as a mask.

    Args:
        counts: shape (N, 34); each row 13, 10, 7, 4 or 1 tiles, wildcards included.
        the rest: as for :func:`is_win`.

    Returns:
        shape (N, 34) bool: ``[i, t]`` is True when tile t completes row i. A tile a row holds
        four times is never a wait.
    """
    rows = _rows(counts, wildcards, wildcard_tiles)
    options = _options(forms, seven_pairs, thirteen_orphans, allow_fifth_copy, threads)
    return _answer(_core.batch_waits, rows, options)


#: The fan columns of :func:`score`: fan ids 1 to 82 of :mod:`hupai.rules.mcr`.
FAN_COLUMNS = 82
#: The widest value the engine reads (int128); a value beyond is refused with the array.
_WIDEST = 2**127 - 1
#: A column as the engine takes it: an integer array, read where it lies, or Python ints
#: beyond int64 as packed little-endian 16-byte values.
Column = npt.NDArray[Any] | bytes


def _column(values: Any, what: str, shape: tuple[int, ...], *, scalar: bool = False) -> Column:
    """An integer array of ``shape`` (with ``scalar``, an int stands for every row, not
    copied) as the engine reads it: any integer array as it is, Python ints (an object array,
    some beyond int64) packed as int128, so that the engine quotes a bad value as given. The
    values are the engine's to check, row by row."""
    arr = _integers(values, what)
    if scalar and arr.ndim == 0:
        arr = np.broadcast_to(arr, shape)
    if arr.shape != shape:
        either = "be an int or " if scalar else ""
        raise ArrayShapeError(f"{what} must {either}have shape {shape}, got {arr.shape}")
    if arr.dtype != object:
        return arr
    flat = [int(v) for v in arr.flat]
    beyond = next((i for i, v in enumerate(flat) if not -_WIDEST - 1 <= v <= _WIDEST), None)
    if beyond is not None:
        row = beyond // (arr.size // shape[0])
        raise ArrayShapeError(
            f"{what} holds {flat[beyond]} (row {row}), beyond the 128-bit integers the engine "
            "reads: refused with the array, before any row is checked"
        )
    return b"".join(v.to_bytes(16, "little", signed=True) for v in flat)


@overload
def score(
    counts: BatchCounts,
    melds: BatchMelds | None,
    win_tile: IntColumn,
    flags: OrColumn = 0,
    seat_wind: OrColumn = 27,
    prevalent_wind: OrColumn = 27,
    flowers: OrColumn = 0,
    *,
    rules: LocalRuleSet,
    threads: Int | None = None,
    jokers: OrColumn = 0,
    indicator: OrColumn = -1,
    void: OrColumn = -1,
) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.int64], npt.NDArray[np.uint8]]: ...


@overload
def score(
    counts: BatchCounts,
    melds: BatchMelds | None,
    win_tile: IntColumn,
    flags: OrColumn = 0,
    seat_wind: OrColumn = 27,
    prevalent_wind: OrColumn = 27,
    flowers: OrColumn = 0,
    *,
    rules: McrRuleSet | None = MCR,
    threads: Int | None = None,
) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.uint8]]: ...


@overload
def score(
    counts: BatchCounts,
    melds: BatchMelds | None,
    win_tile: IntColumn,
    flags: OrColumn = 0,
    seat_wind: OrColumn = 27,
    prevalent_wind: OrColumn = 27,
    flowers: OrColumn = 0,
    *,
    rules: Mcr2pRuleSet,
    threads: Int | None = None,
) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.uint8]]: ...


def score(
    counts: BatchCounts,
    melds: BatchMelds | None,
    win_tile: IntColumn,
    flags: OrColumn = 0,
    seat_wind: OrColumn = 27,
    prevalent_wind: OrColumn = 27,
    flowers: OrColumn = 0,
    *,
    rules: RuleSet | None = MCR,
    threads: Int | None = None,
    jokers: OrColumn = 0,
    indicator: OrColumn = -1,
    void: OrColumn = -1,
) -> (
    tuple[npt.NDArray[np.int32], npt.NDArray[np.uint8]]
    | tuple[npt.NDArray[np.int32], npt.NDArray[np.int64], npt.NDArray[np.uint8]]
):
    """:func:`hupai.score` for each row: the MCR (Chinese Official, 国标麻将) fans of N
    winning hands, as PyMahjongGB 1.4.0 applies the rule book (docs/mcr-scoring.md; the fans
    in docs/mcr-fans.md), for rewards and log analysis.

    Every argument is an integer array (any integer dtype and strides: a NumPy array is read
    where it lies, not copied) or, where said, one int for every row. Rows are checked in full
    by the engine (arrays skip the checks :func:`hupai.score` makes in Python), with the GIL
    released, over all cores.

    Args:
        counts: shape (N, 34): the standing tiles (立牌) as counts 0-4 by tile index, the
            winning tile and the declared melds left out. With m declared melds a row holds
            13 - 3m tiles.
        melds: shape (N, 4, 3), or None for no declared melds (副露) in any row: each meld
            ``(kind, tile, concealed)``, kind 0 no meld (the slot unused, all three 0),
            1 chow, 2 pung, 3 kong; tile the lowest tile 0-33 (a chow's is rank 1-7 of a
            numbered suit); concealed 1 only for a concealed kong (暗杠), else 0.
        win_tile: shape (N,): the winning tile, 0-33.
        flags: int or shape (N,): how the hand was won, bits 1 self-drawn (自摸), 2 the last
            copy of the winning tile (和绝张), 4 kong (self-drawn: 杠上开花; on a discard:
            抢杠和), 8 the last tile of the wall (妙手回春 / 海底捞月); 0 a discard. The hand
            decides which flags count, as for :func:`hupai.score`.
        seat_wind, prevalent_wind: int or shape (N,): the seat and round winds (门风, 圈风)
            as wind tile indices, 27 East, 28 South, 29 West, 30 North.
        flowers: int or shape (N,): the flowers held (花牌), 0-8.
        rules: the rule set, :data:`hupai.rules.MCR` or it with other options (None: MCR),
            a local rule set (红中, 四川, 推倒胡, seed 001's: see below), or a two-player one
            (:data:`hupai.rules.MCR_2P`, ``MCR_2P_V3``: see below).
        threads: None for all cores, 1 to stay on the calling thread, or up to 256.
        jokers, indicator, void: int or shape (N,), read under a local rule set only:
            under MCR anything but their defaults (0, -1, -1) is an OptionError.

    Under a local rule set (:class:`hupai.rules.local.LocalRuleSet`) each row is scored as
    ``hupai.score(..., rules=rules)`` scores it, and checked as it checks the keywords:
    ``counts`` hold the standing tiles as held, wildcard tiles among them (红中's 7z);
    ``jokers`` the jokers among them (seed 001); ``win_tile`` -1 for a joker; ``indicator``
    the flipped indicator's tile (-1 none; 推倒胡's 翻鬼); ``void`` the void suit 0-2 (m p s;
    -1 none; 四川); ``flags`` the bits 1 self-drawn, 2 last copy, 4 kong (self-drawn: a kong
    bloom; on a discard: robbing a kong), 8 last tile, 16 kong discard (杠上炮), 32 ready
    (报听), 64 ready in the first turn (天听; 32 then implied), 128 heavenly hand, 256 earthly
    hand, each only where the rule set reads it. The winds are not read. It returns
    ``(totals, points, fans)``: totals shape (N,) int32 (``Score.total``, the capped 番),
    points (N,) int64 (``Score.points``), fans (N, len(rules.fans)) uint8, column i the count of
    ``rules.fans[i]`` after exclusions. A winning hand below the rule set's minimum (seed
    001's hand of no fan) is a row as ``hupai.score`` gives it, not an error: its
    ``Score.meets_minimum`` is ``totals >= rules.minimum``. A rule set with custom fans
    (Python functions) is refused (OptionError): score its hands one by one. The hands of one
    call share, on each thread, the suits' splits and the fans of the feature vectors found
    for the hands before them (a few megabytes a thread at most, held until its next batch),
    so a large batch of hands with wildcards scores each faster than single calls do. The
    four-ghost claim (``four_ghosts``) has no column.

    Under a two-player rule set (:class:`hupai.rules.two_player.Mcr2pRuleSet`, 国标二人麻将,
    mcr2p.md) each row is scored and checked as ``hupai.score(..., rules=rules)`` scores and
    checks the hand: only 万 (0-8) and honors (27-33); ``flags`` the bits 1 self-drawn, 2 last
    copy, 4 kong, 8 last tile, 32 ready declared (报听), 64 ready in the first turn (天听, 32
    beside it changes nothing), 128 heavenly hand (天胡), 256 earthly hand (地胡), 512 human
    hand (人胡, MCR_2P_V3); ``seat_wind`` 27 (East, the dealer) or 29 (West); no prevalent
    wind (``prevalent_wind`` must stay 27). A row under 天胡 (128) has its winning tile as
    any of its 14 tiles: the scorer tries each kind (mcr2p.md 3). It returns ``(totals,
    fans)``: totals shape (N,) int32 (``Score.total``, flowers included), fans (N,
    len(rules.fans)) uint8, column i the count of ``rules.fans[i]``. The rows' errors are of
    the single call's classes, each naming its row: UnknownTileError for a 筒 or 条 tile and
    SituationError for each impossible situation of mcr2p.md 3 and a prevalent wind other than
    27, in the single call's words; SituationError for a flag bit other than those (16
    included) or one whose fan the rule set lacks (512 under MCR_2P) and a seat other than 27
    or 29; NotWinningError naming the hand in the example notation.

    Returns:
        ``(totals, fans)``: totals shape (N,) int32, each hand's points, flowers included
        (as ``hupai.score(...).total``); fans shape (N, 82) uint8, column i the count of fan
        id i + 1 of :mod:`hupai.rules.mcr` (column 80: id 81 Flower Tiles, one a flower;
        column 81: id 82 明暗杠, always 0 when ``rules`` turn that fan off). Both are new,
        writable arrays.

    Raises:
        ArrayShapeError: an array of the wrong shape, of a non-integer dtype or holding a
            bool, or a value past 128 bits.
        OptionError: bad ``rules`` or ``threads``; a column the rule set does not read
            given other than its default (the winds under a local rule set; jokers,
            indicator or void under MCR and under a two-player rule set).
        KeyboardInterrupt: Ctrl-C (SIGINT) during the call, heard within a few tens of
            milliseconds; the batch stops and nothing is returned.
        and, naming the first bad row ("row 17: ..."):
        TileCountError: a count outside 0-4, or more than 4 copies of a tile among the
            standing tiles, the winning tile and the melds (a kong holding 4).
        HandSizeError: standing tiles other than 13 - 3 x the declared melds.
        MeldError: a meld of a bad kind, tile or concealed value.
        UnknownTileError: a winning tile outside 0-33.
        SituationError: flag bits other than 1, 2, 4 and 8, a wind outside 27-30, flowers
            outside 0-8 (under a two-player rule set, those said above).
        NotWinningError: a hand that does not win.
    """
    checked = check_rules(rules)
    if isinstance(checked, Mcr2pRuleSet):
        # Two players have no prevalent wind (mcr2p.md 1), nor wildcards or a void suit.
        _refuse_unread(
            checked.name, ("jokers", jokers, 0), ("indicator", indicator, -1), ("void", void, -1)
        )
        return _score_two_player(
            checked, counts, melds, win_tile, flags, seat_wind, prevalent_wind, flowers, threads
        )
    if isinstance(checked, LocalRuleSet):
        # No local rule set reads the winds.
        _refuse_unread(
            checked.name, ("seat_wind", seat_wind, 27), ("prevalent_wind", prevalent_wind, 27)
        )
        return _score_local(
            checked, counts, melds, win_tile, flags, flowers, jokers, indicator, void, threads
        )
    # MCR has no wildcards and no void suit.
    _refuse_unread(
        checked.name, ("jokers", jokers, 0), ("indicator", indicator, -1), ("void", void, -1)
    )
    table = native_table(checked)
    rows, (totals, fans) = _run_batch(
        _core.batch_mcr_score, table, threads, counts, melds, win_tile, flags=flags,
        seat_wind=seat_wind, prevalent_wind=prevalent_wind, flowers=flowers,
    )  # fmt: skip
    return (
        np.frombuffer(totals, dtype=np.int32),
        np.frombuffer(fans, dtype=np.uint8).reshape(rows, FAN_COLUMNS),
    )


def _refuse_unread(rules: str, *columns: tuple[str, Any, int]) -> None:
    """OptionError for the first of ``columns`` ``(name, column, default)`` holding other than
    its default: a column the rule set ``rules`` does not read is refused, as the single call
    refuses the keyword, never read as nothing."""
    for name, column, default in columns:
        if np.any(np.asarray(column) != default):
            raise OptionError(f"{rules} does not read {name}")


def _not_east(prevalent_wind: Any) -> tuple[int, int, SituationError] | None:
    """The first row of a prevalent wind other than 27 (East, the default), the column's
    rows, and two-player MCR's SituationError for it, in the single call's words (two
    players have none); None when every row is East. One value for every row is its error at
    once (row -1). A column of other than integers is refused first, as every column is."""
    from hupai.scoring.mcr2p_request import no_prevalent_wind

    winds = _integers(prevalent_wind, "prevalent_wind")
    flat = winds.reshape(-1)
    other = np.flatnonzero(flat != EAST)
    if not other.size:
        return None
    at = int(other[0])
    value = flat[at].item() if isinstance(flat[at], np.generic) else flat[at]
    err = no_prevalent_wind(shown(value))
    if not winds.ndim:
        return -1, 0, err
    return at, len(winds), SituationError(f"row {at}: {err}")


def _rows_before(column: Any, rows: int, end: int) -> Any:
    """Rows ``0..end`` of a column the engine reads (an array, or int128 bytes)."""
    if isinstance(column, bytes):
        return column[: len(column) // rows * end] if rows else column
    return column[:end]


def _hands(counts: Any, melds: Any) -> tuple[Any, int, Any]:
    """The counts of a batch to score, checked to be (N, 34), N, and the melds (None: one
    row of unused slots for every row, not copied)."""
    c = _integers(counts, "counts")
    if c.ndim != 2 or c.shape[1] != 34:
        raise ArrayShapeError(f"counts must have shape (N, 34), got {c.shape}")
    rows = c.shape[0]
    if melds is None:
        melds = np.broadcast_to(np.zeros((4, 3), dtype=np.uint8), (rows, 4, 3))
    return c, rows, melds


def _run_batch(
    native: Callable[..., Any],
    table: Any,
    threads: Any,
    counts: Any,
    melds: Any,
    win_tile: Any,
    unread: dict[str, Any] | None = None,
    **per_row: Any,
) -> tuple[int, Any]:
    """The number of rows and what the native batch ``native`` returns for them: its columns
    in order, counts, melds and winning tiles, then ``per_row`` (each a column or one value
    for every row), each checked for its shape in that order after the thread count; then
    ``unread``, columns checked for their shape alike but not passed on."""
    n_threads = read_threads(threads)
    c, rows, melds = _hands(counts, melds)
    columns = [
        _column(c, "counts", (rows, 34)),
        _column(melds, "melds", (rows, 4, 3)),
        _column(win_tile, "win_tile", (rows,)),
    ]
    columns += [_column(v, name, (rows,), scalar=True) for name, v in per_row.items()]
    for name, v in (unread or {}).items():
        _column(v, name, (rows,), scalar=True)
    return rows, native(table, *columns, n_threads)


def _score_local(
    rules: LocalRuleSet,
    counts: Any,
    melds: Any,
    win_tile: Any,
    flags: Any,
    flowers: Any,
    jokers: Any,
    indicator: Any,
    void: Any,
    threads: Any,
) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.int64], npt.NDArray[np.uint8]]:
    """:func:`score` under a local rule set."""
    from hupai.scoring.local_engine import local_table

    if rules.custom:
        raise OptionError(
            f"{rules.name} has custom fans (Python functions): score its hands one by one"
        )
    table = local_table(rules)
    rows, (totals, points, fans) = _run_batch(
        _core.batch_local_score, table, threads, counts, melds, win_tile, flags=flags,
        jokers=jokers, indicator=indicator, flowers=flowers, void=void,
    )  # fmt: skip
    return (
        np.frombuffer(totals, dtype=np.int32).copy(),
        np.frombuffer(points, dtype=np.int64).copy(),
        np.frombuffer(fans, dtype=np.uint8).reshape(rows, len(rules.fans)).copy(),
    )


def _score_two_player(
    rules: Mcr2pRuleSet,
    counts: Any,
    melds: Any,
    win_tile: Any,
    flags: Any,
    seat_wind: Any,
    prevalent_wind: Any,
    flowers: Any,
    threads: Any,
) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.uint8]]:
    """:func:`score` under a two-player rule set."""
    from hupai.scoring.mcr2p_engine import native_table as two_player_table

    table = two_player_table(rules)
    # The prevalent wind is held to East; its shape is checked with the other columns.
    bad = _not_east(prevalent_wind)
    if bad is not None and bad[0] < 0:
        raise bad[2]

    def native(table: Any, *columns: Any) -> Any:
        if bad is None:
            return _core.batch_mcr2p_score(table, *columns)
        # The lowest bad row is the error, as the engine gives it: the rows before the first
        # wind that is not East are scored first, and that row's wind, read before the rest
        # of its row as the single call reads it, is the error if they pass.
        end, rows, err = bad
        c, m, w, f, s, fl = (_rows_before(column, rows, end) for column in columns[:6])
        _core.batch_mcr2p_score(table, c, m, w, f, s, fl, columns[6])
        raise err

    rows, (totals, fans) = _run_batch(
        native, table, threads, counts, melds, win_tile,
        {"prevalent_wind": prevalent_wind}, flags=flags, seat_wind=seat_wind, flowers=flowers,
    )  # fmt: skip
    return (
        np.frombuffer(totals, dtype=np.int32),
        np.frombuffer(fans, dtype=np.uint8).reshape(rows, len(rules.fans)),
    )
