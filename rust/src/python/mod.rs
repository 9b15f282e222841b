//! The thin binding: extract owned values, release the GIL for heavy work, convert back.
//! Only this module and its submodules know PyO3.
//! Errors become the `hupai.errors` classes, so Python sees one `HupaiError` family.
//!
//! `is_win` and `wildcards_needed` are the public functions themselves: a game loop calls them
//! millions of times, and a Python wrapper would cost more than the lookup. A plain list of 34
//! small ints is read here directly, every other common form by `input`; anything else goes
//! through `hupai._hand.normalize`, the same code the reference uses, which also words every
//! input error.

use crate::error::Error;
use crate::search;
use crate::sizes::Sizes;
use crate::table::tables;
use crate::tiles::{counts_from, format, mask_tiles, Counts, KINDS};
use forms::read_rules;
use sequence::list_counts;

mod analysis;
mod array;
mod arrays;
mod batch;
mod bounded;
mod compat;
mod deals;
mod decompose;
mod exact_tuple;
mod forms;
mod hand_string;
mod input;
mod interned;
mod local;
mod local_args;
mod local_result;
mod mcr2p;
mod mcr2p_batch;
mod mcr2p_call;
mod named_tuple;
mod numpy_values;
mod paohuzi;
mod rows;
mod score;
mod score_args;
mod score_batch;
mod score_call;
mod score_result;
mod sequence;
mod signals;
mod under_rules;
mod wall;
use pyo3::exceptions::PyKeyboardInterrupt;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBool, PyInt, PyType};
use under_rules::under_rules;

pub(super) fn to_pyerr(py: Python<'_>, err: Error) -> PyErr {
    let class = match err.kind() {
        Error::Shape(_) => "ArrayShapeError",
        Error::Option(_) => "OptionError",
        Error::WildcardCount { .. } => "HandSizeError",
        Error::TileCount { .. } | Error::Visible { .. } | Error::Copies { .. } => "TileCountError",
        Error::Meld { .. } => "MeldError",
        Error::WinTile { .. } => "UnknownTileError",
        Error::Flags { .. } | Error::Wind { .. } | Error::Flowers { .. } => "SituationError",
        Error::NotWinning { .. } => "NotWinningError",
        Error::Unwinnable { .. } => "UnwinnableHandError",
        Error::TooMany { .. } | Error::TooManyReadings { .. } => "DecompositionLimitError",
        Error::ShantenSize { .. }
        | Error::FormSize { .. }
        | Error::WaitSize { .. }
        | Error::StandingSize { .. } => "HandSizeError",
        Error::Threads { .. } => "OptionError",
        Error::Local { class, .. } => class,
        // Only when no signal handler raised its own (`signals::detached` gives that one).
        Error::Interrupted => return PyKeyboardInterrupt::new_err(err.to_string()),
        _ => "HandSizeError",
    };
    raise(py, class, err.to_string())
}

/// The `hupai.errors` exception `class` with `message`.
pub(super) fn raise(py: Python<'_>, class: &str, message: String) -> PyErr {
    match py
        .import("hupai.errors")
        .and_then(|m| m.getattr(class))
        .and_then(|c| c.cast_into::<PyType>().map_err(PyErr::from))
    {
        Ok(class) => PyErr::from_type(class, message),
        Err(import_failed) => import_failed,
    }
}

static NORMALIZE: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
static CHECK_FLAG: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
pub(super) static VISIBLE: PyOnceLock<Py<PyAny>> = PyOnceLock::new();

/// A `hupai._hand` function, imported once.
pub(super) fn hand_function<'py>(
    py: Python<'py>,
    cell: &'static PyOnceLock<Py<PyAny>>,
    name: &str,
) -> PyResult<&'py Bound<'py, PyAny>> {
    let function = cell.get_or_try_init(py, || {
        py.import(intern!(py, "hupai._hand"))?.getattr(name).map(Bound::unbind)
    })?;
    Ok(function.bind(py))
}

/// A rule option: None for its default, a bool as it is, anything else checked (and worded)
/// by `hupai._hand.check_flag`, as the reference does.
#[inline]
pub(super) fn flag(
    py: Python<'_>,
    name: &str,
    value: Option<&Bound<'_, PyAny>>,
    default: bool,
) -> PyResult<bool> {
    match value {
        None => Ok(default),
        Some(v) => match v.cast_exact::<PyBool>() {
            Ok(b) => Ok(b.is_true()),
            Err(_) => hand_function(py, &CHECK_FLAG, "check_flag")?.call1((name, v))?.extract(),
        },
    }
}

/// Fills `counts` from any accepted input, quickly for the common ones, and gives the number of
/// wildcards. The counts are filled in place: returning them by value made the compiler copy
/// them with wide loads right after the byte stores, a store-forwarding stall on every call.
#[inline(always)]
pub(super) fn hand(
    py: Python<'_>,
    tiles: &Bound<'_, PyAny>,
    wildcards: Option<&Bound<'_, PyAny>>,
    wildcard_tiles: Option<&Bound<'_, PyAny>>,
    counts: &mut Counts,
) -> PyResult<u32> {
    let n = match wildcards {
        None => Some(0),
        Some(w) if w.is_exact_instance_of::<PyInt>() => w.extract::<u32>().ok(),
        Some(_) => None,
    };
    if let Some(n @ 0..=136) = n {
        if wildcard_tiles.is_none() && list_counts(tiles, counts)? {
            return Ok(n);
        }
        if let Some(n) = other_forms(tiles, n, wildcard_tiles, counts)? {
            return Ok(n);
        }
    }
    let (general, n) = general_hand(py, tiles, wildcards, wildcard_tiles)?;
    *counts = general;
    Ok(n)
}

/// The other forms `input` reads, and the wildcard kinds: `n` and the copies of those kinds,
/// moved out of the counts as `hupai._hand.normalize` moves them; None to read it all in Python.
#[inline(never)]
fn other_forms(
    tiles: &Bound<'_, PyAny>,
    n: u32,
    wildcard_tiles: Option<&Bound<'_, PyAny>>,
    counts: &mut Counts,
) -> PyResult<Option<u32>> {
    // Filled in place, as `hand` fills it; on None the general way fills it again.
    if !input::tiles(tiles, counts)? {
        return Ok(None);
    }
    let mut n = n;
    if let Some(kinds) = wildcard_tiles {
        let Some(mask) = input::wildcard_kinds(kinds)? else { return Ok(None) };
        for t in mask_tiles(mask) {
            n += u32::from(counts[t]);
            counts[t] = 0;
        }
    }
    Ok(Some(n))
}

/// Every other input, through `hupai._hand.normalize`.
#[inline(never)]
fn general_hand(
    py: Python<'_>,
    tiles: &Bound<'_, PyAny>,
    wildcards: Option<&Bound<'_, PyAny>>,
    wildcard_tiles: Option<&Bound<'_, PyAny>>,
) -> PyResult<(Counts, u32)> {
    let wildcards = match wildcards {
        Some(w) => w.clone(),
        None => 0u8.into_pyobject(py)?.into_any(),
    };
    let normalize = hand_function(py, &NORMALIZE, "normalize")?;
    let (values, n): (Vec<i64>, u32) =
        normalize.call1((tiles, wildcards, wildcard_tiles))?.extract()?;
    Ok((counts_from(&values).map_err(|e| to_pyerr(py, e))?, n))
}

/// Whether the hand is a winning hand (胡牌).
///
/// Args:
///     tiles: the standing tiles, declared melds left out: a notation string
///         (``"123m456p789s1122z"``, ``"123m456p789sEECCC"``, ``"W1 W2 W3"``, Unicode tiles or
///         Chinese names), a sequence of tiles, or 34 counts (list, tuple or NumPy array).
///     wildcards: extra wildcards (赖子) held, 0 to 136 (None means 0).
///     wildcard_tiles: tile kinds whose every copy in the hand is a wildcard (the "magic
///         card" of many local rules), e.g. ``"5z"``; one tile or several, in any form
///         ``tiles`` takes (34 whole numbers are counts there too: the kinds held).
///     forms: the winning forms that count, one name or several: ``"regular"`` (melds and a
///         pair), ``"seven_pairs"`` (七对, four of a kind as two pairs, 龙七对),
///         ``"thirteen_orphans"`` (十三幺), ``"honors_and_knitted"`` (全不靠) and
///         ``"knitted_straight"`` (组合龙); ``"knitted"`` names both knitted forms. All five by
///         default, as in MCR, and the same in every function that takes them.
///     seven_pairs, thirteen_orphans: shorthands on top of ``forms``: None leaves it as it is,
///         False leaves that form out, True adds it.
///     allow_fifth_copy: whether a wildcard may stand for a fifth copy of a kind.
///     rules: a rule set (``hupai.rules.HONGZHONG``, ``TUIDAO`` ...) that decides the forms,
///         the wildcard kinds, the jokers and the fifth-copy rule instead of the four
///         arguments above (which may then not be given); a tile outside its set is an
///         UnknownTileError. Jokers come as ``wildcards=`` or ``J`` in a string.
///     indicator: the flipped wildcard indicator (翻鬼) of a rule set that flips one.
///
/// The hand, wildcards included, must hold 14, 11, 8, 5 or 2 tiles. Regular hands are melds
/// (chow 顺子, pung 刻子; honors never form chows) plus one pair (将); seven pairs, thirteen
/// orphans and honors and knitted tiles need 14 tiles; a knitted straight is a knitted set
/// (147, 258, 369 each in its own suit) and a meld and a pair in 14 tiles, or the set and a
/// pair in 11 (beside one declared meld). The rule options take True or False (None: the
/// default). The exact rules: docs/win-detection.md.
///
/// Raises:
///     HandSizeError: the hand does not hold 14, 11, 8, 5 or 2 tiles, or bad ``wildcards``.
///     NotationError, UnknownTileError, TileCountError, ArrayShapeError: bad ``tiles``.
///     OptionError: unknown forms, none left by the shorthands, or a rule option that is not
///         True, False or None.
#[pyfunction]
#[pyo3(signature = (tiles, *, wildcards=None, wildcard_tiles=None, forms=None, seven_pairs=None,
                    thirteen_orphans=None, allow_fifth_copy=None, rules=None, indicator=None),
       text_signature = "(tiles, *, wildcards=0, wildcard_tiles=None, \
                         forms=('regular', 'seven_pairs', 'thirteen_orphans', 'honors_and_knitted', 'knitted_straight'), \
                         seven_pairs=None, thirteen_orphans=None, allow_fifth_copy=False, rules=None, indicator=None)")]
#[allow(clippy::too_many_arguments)]
fn is_win(
    py: Python<'_>,
    tiles: &Bound<'_, PyAny>,
    wildcards: Option<&Bound<'_, PyAny>>,
    wildcard_tiles: Option<&Bound<'_, PyAny>>,
    forms: Option<&Bound<'_, PyAny>>,
    seven_pairs: Option<&Bound<'_, PyAny>>,
    thirteen_orphans: Option<&Bound<'_, PyAny>>,
    allow_fifth_copy: Option<&Bound<'_, PyAny>>,
    rules: Option<&Bound<'_, PyAny>>,
    indicator: Option<&Bound<'_, PyAny>>,
) -> PyResult<bool> {
    under_rules!(
        py,
        "is_win",
        tiles,
        [wildcards, wildcard_tiles, forms, seven_pairs, thirteen_orphans, allow_fifth_copy],
        rules,
        indicator
    );
    let mut counts = [0u8; KINDS];
    let n = hand(py, tiles, wildcards, wildcard_tiles, &mut counts)?;
    let rules = read_rules(py, forms, seven_pairs, thirteen_orphans, allow_fifth_copy)?;
    Sizes::Winning.check(&counts, n).map_err(|e| to_pyerr(py, e))?;
    Ok(search::is_win(&counts, n, rules))
}

/// The fewest extra wildcards that make the hand win, 0 if it already wins.
///
/// Takes the arguments of :func:`is_win` but any number of tiles. Like the common
/// wildcards-needed count it is not capped by the 14-tile hand: the real tiles may form any
/// number of melds plus one pair; seven pairs, thirteen orphans and honors and knitted tiles
/// count where the whole hand comes to 14 tiles, knitted straight where it comes to 14 or 11.
/// Surplus wildcards form melds of their own, so a complete hand holding two wildcards needs
/// one more.
///
/// Raises:
///     UnwinnableHandError: no number of wildcards ever completes the hand: with the
///         regular form, only possible with ``allow_fifth_copy=False`` (four East outside a
///         kong with seven pairs off, or more tiles than the kinds have room for); without
///         it, a hand that fits none of the chosen forms.
///     the input errors of :func:`is_win`, except that any hand size is accepted.
#[pyfunction]
#[pyo3(signature = (tiles, *, wildcards=None, wildcard_tiles=None, forms=None, seven_pairs=None,
                    thirteen_orphans=None, allow_fifth_copy=None, rules=None, indicator=None),
       text_signature = "(tiles, *, wildcards=0, wildcard_tiles=None, \
                         forms=('regular', 'seven_pairs', 'thirteen_orphans', 'honors_and_knitted', 'knitted_straight'), \
                         seven_pairs=None, thirteen_orphans=None, allow_fifth_copy=False, rules=None, indicator=None)")]
#[allow(clippy::too_many_arguments)]
fn wildcards_needed(
    py: Python<'_>,
    tiles: &Bound<'_, PyAny>,
    wildcards: Option<&Bound<'_, PyAny>>,
    wildcard_tiles: Option<&Bound<'_, PyAny>>,
    forms: Option<&Bound<'_, PyAny>>,
    seven_pairs: Option<&Bound<'_, PyAny>>,
    thirteen_orphans: Option<&Bound<'_, PyAny>>,
    allow_fifth_copy: Option<&Bound<'_, PyAny>>,
    rules: Option<&Bound<'_, PyAny>>,
    indicator: Option<&Bound<'_, PyAny>>,
) -> PyResult<u32> {
    under_rules!(
        py,
        "wildcards_needed",
        tiles,
        [wildcards, wildcard_tiles, forms, seven_pairs, thirteen_orphans, allow_fifth_copy],
        rules,
        indicator
    );
    let mut counts = [0u8; KINDS];
    let n = hand(py, tiles, wildcards, wildcard_tiles, &mut counts)?;
    let rules = read_rules(py, forms, seven_pairs, thirteen_orphans, allow_fifth_copy)?;
    search::wildcards_needed(&counts, n, rules).ok_or_else(|| {
        // Without the regular form the fifth-copy rule is not the reason.
        let forms = (!rules.forms.regular).then(|| rules.forms.names());
        to_pyerr(py, Error::Unwinnable { hand: format(&counts), wildcards: n, forms })
    })
}

/// Builds the tables if needed; returns (build seconds, bytes).
#[pyfunction]
fn table_stats(py: Python<'_>) -> (f64, usize) {
    let t = py.detach(tables);
    (t.build_time.as_secs_f64(), t.bytes())
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(is_win, m)?)?;
    m.add_function(wrap_pyfunction!(wall::shuffle_order, m)?)?;
    m.add_function(wrap_pyfunction!(deals::batch_deals, m)?)?;
    m.add_function(wrap_pyfunction!(wildcards_needed, m)?)?;
    m.add_function(wrap_pyfunction!(batch::batch_is_win, m)?)?;
    m.add_function(wrap_pyfunction!(batch::batch_wildcards_needed, m)?)?;
    m.add_function(wrap_pyfunction!(table_stats, m)?)?;
    m.add_function(wrap_pyfunction!(input::read_tiles, m)?)?;
    m.add_function(wrap_pyfunction!(input::read_wildcard_tiles, m)?)?;
    m.add_function(wrap_pyfunction!(analysis::shanten_by_form, m)?)?;
    m.add_function(wrap_pyfunction!(analysis::shanten, m)?)?;
    m.add_function(wrap_pyfunction!(analysis::waits, m)?)?;
    m.add_function(wrap_pyfunction!(analysis::useful_tiles, m)?)?;
    m.add_function(wrap_pyfunction!(batch::batch_shanten, m)?)?;
    m.add_function(wrap_pyfunction!(batch::batch_waits, m)?)?;
    m.add_function(wrap_pyfunction!(decompose::decompositions, m)?)?;
    m.add_function(wrap_pyfunction!(score::mcr_score, m)?)?;
    score_call::add(m, wrap_pyfunction!(score::score, m)?.into_any())?;
    m.add_function(wrap_pyfunction!(compat::mahjong_fan_calculator, m)?)?;
    m.add_function(wrap_pyfunction!(score_batch::batch_mcr_score, m)?)?;
    m.add_class::<score::McrTable>()?;
    m.add_class::<mcr2p::Mcr2pTable>()?;
    m.add_function(wrap_pyfunction!(mcr2p::mcr2p_score, m)?)?;
    m.add_function(wrap_pyfunction!(mcr2p_batch::batch_mcr2p_score, m)?)?;
    m.add_function(wrap_pyfunction!(paohuzi::paohuzi_score, m)?)?;
    m.add_function(wrap_pyfunction!(paohuzi::batch_paohuzi_score, m)?)?;
    m.add_function(wrap_pyfunction!(paohuzi::paohuzi_table_stats, m)?)?;
    m.add_class::<local::LocalTable>()?;
    m.add_function(wrap_pyfunction!(local::local_score, m)?)?;
    m.add_function(wrap_pyfunction!(local::local_readings, m)?)?;
    m.add_function(wrap_pyfunction!(local::batch_local_score, m)?)?;
    m.add("LOCAL_FEATURES", local::feature_names(m.py())?)?;
    m.add("LOCAL_DECOMPOSITION_LIMIT", crate::local::DEFAULT_LIMIT)?;
    Ok(())
}
