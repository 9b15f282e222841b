//! Bindings of hand analysis: shanten overall and by form. They are the public functions
//! themselves, for the same reason as `is_win`: a wrapper would cost more than the answer.

use super::{flag, hand, hand_function, input, rules, run_rows, to_pyerr, CHECK_FORMS, VISIBLE};
use crate::batch::{shanten_rows, waits_rows};
use crate::error::Error;
use crate::search::{is_win, Rules};
use crate::shanten::{by_form as shanten_of, least, useful, ByForm, Forms};
use crate::sizes::Sizes;
use crate::tiles::{mask_tiles, name, KINDS};
use crate::waits::waits as waits_of;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyBytes;
use pyo3::types::PyDict;

/// The form names, in the order of `hupai._hand.FORMS`.
const FORMS: [&str; 5] =
    ["regular", "seven_pairs", "thirteen_orphans", "honors_and_knitted", "knitted_straight"];

fn values(forms: &ByForm) -> [Option<i32>; 5] {
    [
        Some(forms.regular),
        forms.seven_pairs,
        forms.thirteen_orphans,
        forms.honors_and_knitted,
        forms.knitted_straight,
    ]
}

/// The chosen forms: None for all, else checked (and worded) by `hupai._hand.check_forms`;
/// with them, their names (empty for all), for messages.
pub(super) fn chosen(
    py: Python<'_>,
    forms: Option<&Bound<'_, PyAny>>,
) -> PyResult<(Forms, Vec<String>)> {
    let Some(forms) = forms else {
        return Ok((Forms::ALL, Vec::new()));
    };
    let names: Vec<String> =
        hand_function(py, &CHECK_FORMS, "check_forms")?.call1((forms,))?.extract()?;
    let has = |form: &str| names.iter().any(|n| n == form);
    let forms = Forms {
        regular: has(FORMS[0]),
        seven_pairs: has(FORMS[1]),
        thirteen_orphans: has(FORMS[2]),
        honors_and_knitted: has(FORMS[3]),
        knitted_straight: has(FORMS[4]),
    };
    Ok((forms, names))
}

fn form_names(names: &[String]) -> String {
    if names.is_empty() {
        FORMS.join(", ")
    } else {
        names.join(", ")
    }
}

/// Checked counts of the tiles seen outside the hand: together with the hand, at most 4.
fn seen(
    py: Python<'_>,
    counts: &[u8; KINDS],
    visible: Option<&Bound<'_, PyAny>>,
) -> PyResult<[u8; KINDS]> {
    let mut seen = [0u8; KINDS];
    if let Some(v) = visible {
        if !input::tiles(v, &mut seen)? {
            let values: Vec<u8> =
                hand_function(py, &VISIBLE, "to_counts")?.call1((v,))?.extract()?;
            seen.copy_from_slice(&values);
        }
    }
    if let Some(t) = (0..KINDS).find(|&t| counts[t] + seen[t] > 4) {
        let count = u32::from(counts[t] + seen[t]);
        return Err(to_pyerr(py, Error::Visible { tile: name(t), count }));
    }
    Ok(seen)
}

static PHYSICAL: PyOnceLock<Py<PyAny>> = PyOnceLock::new();

/// The counts the hand holds as tiles, and the wildcard kinds: a drawn copy of a wildcard kind
/// joins the wildcards, while the copies held still use up the set (`hupai._hand.physical`).
fn physical(
    py: Python<'_>,
    tiles: &Bound<'_, PyAny>,
    wildcard_tiles: Option<&Bound<'_, PyAny>>,
    counts: &[u8; KINDS],
) -> PyResult<([u8; KINDS], Vec<usize>)> {
    let Some(kinds) = wildcard_tiles else {
        return Ok((*counts, Vec::new()));
    };
    let mut held = [0u8; KINDS];
    if input::tiles(tiles, &mut held)? {
        if let Some(mask) = input::wildcard_kinds(kinds)? {
            return Ok((held, mask_tiles(mask).collect()));
        }
    }
    let (held, kinds): (Vec<u8>, Vec<usize>) =
        hand_function(py, &PHYSICAL, "physical")?.call1((tiles, kinds))?.extract()?;
    let mut out = [0u8; KINDS];
    out.copy_from_slice(&held);
    Ok((out, kinds))
}

/// The hand, its wildcards and the fifth-copy flag, as every analysis function reads them.
fn read(
    py: Python<'_>,
    tiles: &Bound<'_, PyAny>,
    wildcards: Option<&Bound<'_, PyAny>>,
    wildcard_tiles: Option<&Bound<'_, PyAny>>,
    allow_fifth_copy: Option<&Bound<'_, PyAny>>,
) -> PyResult<([u8; KINDS], u32, bool)> {
    let mut counts = [0u8; KINDS];
    let n = hand(py, tiles, wildcards, wildcard_tiles, &mut counts)?;
    let free = flag(py, "allow_fifth_copy", allow_fifth_copy, false)?;
    Ok((counts, n, free))
}

/// The shanten (向听数) of each form that applies to the hand.
///
/// Args:
///     tiles: the standing tiles (any form :func:`is_win` takes), declared melds left out:
///         13, 10, 7, 4 or 1 tiles waiting to draw, or 14, 11, 8, 5 or 2 just drawn,
///         wildcards included.
///     wildcards, wildcard_tiles: as for :func:`is_win`; a wildcard counts as a drawn tile.
///     allow_fifth_copy: whether a wildcard or a drawn tile may be a fifth copy of a kind;
///         with it, 111m 222p 333s 4444z counts as waiting (as PyMahjongGB counts), without
///         it as one from waiting (as the ``mahjong`` package counts).
///
/// Returns:
///     ``{"regular": n, "seven_pairs": n, "thirteen_orphans": n, "honors_and_knitted": n,
///     "knitted_straight": n}`` with −1 for a complete hand and 0 for a waiting one; the
///     forms that do not apply to the hand's size are left out: seven pairs, thirteen orphans
///     and honors and knitted tiles (全不靠) need a concealed hand (13 or 14 tiles), knitted
///     straight (组合龙) at most one declared meld. Seven pairs counts four of a kind as two
///     pairs (MCR).
///
/// Raises:
///     HandSizeError: a hand of another size; and the input errors of :func:`is_win`.
#[pyfunction]
#[pyo3(signature = (tiles, *, wildcards=None, wildcard_tiles=None, allow_fifth_copy=None),
       text_signature = "(tiles, *, wildcards=0, wildcard_tiles=None, allow_fifth_copy=False)")]
pub(super) fn shanten_by_form<'py>(
    py: Python<'py>,
    tiles: &Bound<'py, PyAny>,
    wildcards: Option<&Bound<'py, PyAny>>,
    wildcard_tiles: Option<&Bound<'py, PyAny>>,
    allow_fifth_copy: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyDict>> {
    let (counts, n, free) = read(py, tiles, wildcards, wildcard_tiles, allow_fifth_copy)?;
    let forms = shanten_of(&counts, n, free).map_err(|e| to_pyerr(py, e))?;
    let out = PyDict::new(py);
    for (name, value) in FORMS.iter().zip(values(&forms)) {
        if let Some(value) = value {
            out.set_item(name, value)?;
        }
    }
    Ok(out)
}

/// The standard shanten number: the least over ``forms`` of :func:`shanten_by_form`;
/// ``forms`` may also name ``"knitted"`` for both knitted forms.
///
/// Raises:
///     OptionError: an unknown form name, or none.
///     HandSizeError: no chosen form applies to the hand's size (the special forms need a
///         concealed hand); and the errors of :func:`shanten_by_form`.
#[pyfunction]
#[pyo3(signature = (tiles, *, wildcards=None, wildcard_tiles=None, forms=None,
                    allow_fifth_copy=None),
       text_signature = "(tiles, *, wildcards=0, wildcard_tiles=None, \
                         forms=('regular', 'seven_pairs', 'thirteen_orphans', 'honors_and_knitted', 'knitted_straight'), \
                         allow_fifth_copy=False)")]
pub(super) fn shanten(
    py: Python<'_>,
    tiles: &Bound<'_, PyAny>,
    wildcards: Option<&Bound<'_, PyAny>>,
    wildcard_tiles: Option<&Bound<'_, PyAny>>,
    forms: Option<&Bound<'_, PyAny>>,
    allow_fifth_copy: Option<&Bound<'_, PyAny>>,
) -> PyResult<i32> {
    let (forms, names) = chosen(py, forms)?;
    let (counts, n, free) = read(py, tiles, wildcards, wildcard_tiles, allow_fifth_copy)?;
    least(&counts, n, forms, free)
        .map_err(|e| to_pyerr(py, e))?
        .ok_or_else(|| to_pyerr(py, Error::FormSize { forms: form_names(&names) }))
}

/// The tiles that complete the hand (听牌), as sorted tile indices 0-33.
///
/// Args:
///     tiles: a hand one tile short of winning: 13, 10, 7, 4 or 1 tiles, wildcards included
///         (any form :func:`is_win` takes); declared melds left out.
///     wildcards, wildcard_tiles, seven_pairs, thirteen_orphans, allow_fifth_copy: as for
///         :func:`is_win`, whose rules decide the win.
///     visible: tiles seen outside the hand (discards, others' melds), in any form that
///         takes tiles or 34 counts; a wait with no copy left is left out.
///
/// A tile of which the hand already holds all four copies is never a wait.
///
/// Raises:
///     HandSizeError: a hand of another size.
///     TileCountError: the hand and ``visible`` together hold more than 4 of a tile.
///     the input errors of :func:`is_win`.
#[pyfunction]
#[pyo3(signature = (tiles, *, wildcards=None, wildcard_tiles=None, seven_pairs=None,
                    thirteen_orphans=None, allow_fifth_copy=None, visible=None),
       text_signature = "(tiles, *, wildcards=0, wildcard_tiles=None, seven_pairs=True, \
                         thirteen_orphans=True, allow_fifth_copy=False, visible=None)")]
#[allow(clippy::too_many_arguments)]
pub(super) fn waits(
    py: Python<'_>,
    tiles: &Bound<'_, PyAny>,
    wildcards: Option<&Bound<'_, PyAny>>,
    wildcard_tiles: Option<&Bound<'_, PyAny>>,
    seven_pairs: Option<&Bound<'_, PyAny>>,
    thirteen_orphans: Option<&Bound<'_, PyAny>>,
    allow_fifth_copy: Option<&Bound<'_, PyAny>>,
    visible: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<usize>> {
    let mut counts = [0u8; KINDS];
    let n = hand(py, tiles, wildcards, wildcard_tiles, &mut counts)?;
    let rules = rules(py, seven_pairs, thirteen_orphans, allow_fifth_copy)?;
    Sizes::Waiting.check(&counts, n).map_err(|e| to_pyerr(py, e))?;
    let (held, wild_kinds) = physical(py, tiles, wildcard_tiles, &counts)?;
    let seen = seen(py, &held, visible)?;
    let mut mask = waits_of(&counts, n, rules);
    for &w in &wild_kinds {
        mask = mask & !(1 << w) | u64::from(is_win(&counts, n + 1, rules)) << w;
    }
    Ok((0..KINDS).filter(|&t| mask >> t & 1 == 1 && held[t] + seen[t] < 4).collect())
}

/// The useful tiles (有效牌, ukeire): each tile whose draw lowers :func:`shanten`, with the
/// copies of it left.
///
/// Args:
///     tiles: a hand waiting to draw: 13, 10, 7, 4 or 1 tiles, wildcards included.
///     wildcards, wildcard_tiles, forms, allow_fifth_copy: as for :func:`shanten`.
///     visible: tiles seen outside the hand, as for :func:`waits`.
///
/// Returns:
///     ``{tile index: copies left}`` in tile order; copies left are 4 less the hand's and the
///     visible copies, and a tile with none left is left out. A tile the hand holds four times
///     is never useful. ``sum(result.values())`` is the ukeire count.
///
/// Raises:
///     HandSizeError: a hand of another size, or no chosen form applies to it.
///     OptionError, TileCountError: as for :func:`shanten` and :func:`waits`.
#[pyfunction]
#[pyo3(signature = (tiles, *, wildcards=None, wildcard_tiles=None, forms=None,
                    allow_fifth_copy=None, visible=None),
       text_signature = "(tiles, *, wildcards=0, wildcard_tiles=None, \
                         forms=('regular', 'seven_pairs', 'thirteen_orphans', 'honors_and_knitted', 'knitted_straight'), \
                         allow_fifth_copy=False, visible=None)")]
pub(super) fn useful_tiles<'py>(
    py: Python<'py>,
    tiles: &Bound<'py, PyAny>,
    wildcards: Option<&Bound<'py, PyAny>>,
    wildcard_tiles: Option<&Bound<'py, PyAny>>,
    forms: Option<&Bound<'py, PyAny>>,
    allow_fifth_copy: Option<&Bound<'py, PyAny>>,
    visible: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyDict>> {
    let (forms, names) = chosen(py, forms)?;
    let (counts, n, free) = read(py, tiles, wildcards, wildcard_tiles, allow_fifth_copy)?;
    // The size first, as waits and the reference check it.
    Sizes::Waiting.check(&counts, n).map_err(|e| to_pyerr(py, e))?;
    let (held, wild_kinds) = physical(py, tiles, wildcard_tiles, &counts)?;
    let seen = seen(py, &held, visible)?;
    let mut mask = useful(&counts, n, forms, free).map_err(|e| to_pyerr(py, e))?;
    if mask == 0 && shanten_of(&counts, n, free).ok().and_then(|b| b.least(forms)).is_none() {
        return Err(to_pyerr(py, Error::FormSize { forms: form_names(&names) }));
    }
    if !wild_kinds.is_empty() {
        let least_of = |w| least(&counts, w, forms, free).map_err(|e| to_pyerr(py, e));
        let lowers = matches!((least_of(n + 1)?, least_of(n)?), (Some(a), Some(b)) if a < b);
        for &w in &wild_kinds {
            mask = mask & !(1 << w) | u64::from(lowers) << w;
        }
    }
    let out = PyDict::new(py);
    for t in (0..KINDS).filter(|&t| mask >> t & 1 == 1) {
        let left = 4 - held[t] - seen[t];
        if left > 0 {
            out.set_item(t, left)?;
        }
    }
    Ok(out)
}

/// Rows of 34 uint8 counts and one uint8 wildcard count a row; one int8 shanten a row. The
/// forms are the three flags of (regular, seven pairs, thirteen orphans).
#[pyfunction]
#[pyo3(signature = (counts, wildcards, regular, seven_pairs, thirteen_orphans, honors_and_knitted,
                    knitted_straight, allow_fifth_copy, threads=None))]
#[allow(clippy::too_many_arguments)]
pub(super) fn batch_shanten<'py>(
    py: Python<'py>,
    counts: &Bound<'py, PyBytes>,
    wildcards: &Bound<'py, PyBytes>,
    regular: bool,
    seven_pairs: bool,
    thirteen_orphans: bool,
    honors_and_knitted: bool,
    knitted_straight: bool,
    allow_fifth_copy: bool,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyBytes>> {
    let forms =
        Forms { regular, seven_pairs, thirteen_orphans, honors_and_knitted, knitted_straight };
    let compute = |c: &[u8], w: &[u8]| shanten_rows(c, w, forms, allow_fifth_copy, threads);
    run_rows(py, counts, wildcards, compute, i8::to_le_bytes)
}

/// As `batch_shanten` for waits: one little-endian uint64 bitmask a row (bit t: tile t).
#[pyfunction]
#[pyo3(signature = (counts, wildcards, seven_pairs, thirteen_orphans, allow_fifth_copy, threads=None))]
pub(super) fn batch_waits<'py>(
    py: Python<'py>,
    counts: &Bound<'py, PyBytes>,
    wildcards: &Bound<'py, PyBytes>,
    seven_pairs: bool,
    thirteen_orphans: bool,
    allow_fifth_copy: bool,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyBytes>> {
    let rules = Rules { seven_pairs, thirteen_orphans, allow_fifth_copy };
    let compute = |c: &[u8], w: &[u8]| waits_rows(c, w, rules, threads);
    run_rows(py, counts, wildcards, compute, u64::to_le_bytes)
}
