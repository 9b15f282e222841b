//! Bindings of hand analysis: shanten overall and by form. They are the public functions
//! themselves, for the same reason as `is_win`: a wrapper would cost more than the answer.

use super::forms::read_rules;
use super::under_rules::under_rules;
use super::{hand, hand_function, input, to_pyerr, VISIBLE};
use crate::error::Error;
use crate::rules::{Form, Forms, Rules};
use crate::search::is_win;
use crate::shanten::{by_form as shanten_of, least, useful, ByForm};
use crate::sizes::Sizes;
use crate::tiles::{mask_tiles, name, KINDS};
use crate::waits::waits as waits_of;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyDict;

fn values(forms: &ByForm) -> [Option<i32>; 5] {
    [
        Some(forms.regular),
        forms.seven_pairs,
        forms.thirteen_orphans,
        forms.honors_and_knitted,
        forms.knitted_straight,
    ]
}

/// None of the chosen forms applies to the hand's size.
fn form_size(py: Python<'_>, forms: Forms) -> PyErr {
    to_pyerr(py, Error::FormSize { forms: forms.names() })
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

/// The hand, its wildcards and the rules, as every analysis function reads them: the tiles
/// first, then `forms`, `seven_pairs`, `thirteen_orphans` and `allow_fifth_copy` (`options`).
fn read(
    py: Python<'_>,
    tiles: &Bound<'_, PyAny>,
    wildcards: Option<&Bound<'_, PyAny>>,
    wildcard_tiles: Option<&Bound<'_, PyAny>>,
    options: [Option<&Bound<'_, PyAny>>; 4],
) -> PyResult<([u8; KINDS], u32, Rules)> {
    let mut counts = [0u8; KINDS];
    let n = hand(py, tiles, wildcards, wildcard_tiles, &mut counts)?;
    let [forms, seven_pairs, thirteen_orphans, allow_fifth_copy] = options;
    let rules = read_rules(py, forms, seven_pairs, thirteen_orphans, allow_fifth_copy)?;
    Ok((counts, n, rules))
}

/// The shanten (向听数) of each chosen form that applies to the hand.
///
/// Args:
///     tiles: the standing tiles (any form :func:`is_win` takes), declared melds left out:
///         13, 10, 7, 4 or 1 tiles waiting to draw, or 14, 11, 8, 5 or 2 just drawn,
///         wildcards included.
///     wildcards, wildcard_tiles: as for :func:`is_win`; a wildcard counts as a drawn tile.
///     forms, seven_pairs, thirteen_orphans: the forms to list, as for :func:`is_win` (all
///         five by default).
///     allow_fifth_copy: whether a wildcard or a drawn tile may be a fifth copy of a kind;
///         with it, 111m 222p 333s 4444z counts as waiting (as PyMahjongGB counts), without
///         it as one from waiting (as the ``mahjong`` package counts).
///
/// Returns:
///     ``{"regular": n, "seven_pairs": n, "thirteen_orphans": n, "honors_and_knitted": n,
///     "knitted_straight": n}`` with −1 for a complete hand and 0 for a waiting one, for the
///     chosen forms; the forms that do not apply to the hand's size are left out: seven pairs,
///     thirteen orphans and honors and knitted tiles (全不靠) need a concealed hand (13 or 14
///     tiles), knitted straight (组合龙) at most one declared meld. Seven pairs counts four of
///     a kind as two pairs (MCR).
///
/// Raises:
///     HandSizeError: a hand of another size, or none of the chosen forms applies to it; and
///         the input errors of :func:`is_win`.
#[pyfunction]
#[pyo3(signature = (tiles, *, wildcards=None, wildcard_tiles=None, forms=None, seven_pairs=None,
                    thirteen_orphans=None, allow_fifth_copy=None, rules=None, indicator=None),
       text_signature = "(tiles, *, wildcards=0, wildcard_tiles=None, \
                         forms=('regular', 'seven_pairs', 'thirteen_orphans', 'honors_and_knitted', 'knitted_straight'), \
                         seven_pairs=None, thirteen_orphans=None, allow_fifth_copy=False, rules=None, indicator=None)")]
#[allow(clippy::too_many_arguments)]
pub(super) fn shanten_by_form<'py>(
    py: Python<'py>,
    tiles: &Bound<'py, PyAny>,
    wildcards: Option<&Bound<'py, PyAny>>,
    wildcard_tiles: Option<&Bound<'py, PyAny>>,
    forms: Option<&Bound<'py, PyAny>>,
    seven_pairs: Option<&Bound<'py, PyAny>>,
    thirteen_orphans: Option<&Bound<'py, PyAny>>,
    allow_fifth_copy: Option<&Bound<'py, PyAny>>,
    rules: Option<&Bound<'py, PyAny>>,
    indicator: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyDict>> {
    under_rules!(
        py,
        "shanten_by_form",
        tiles,
        [wildcards, wildcard_tiles, forms, seven_pairs, thirteen_orphans, allow_fifth_copy],
        rules,
        indicator
    );
    let options = [forms, seven_pairs, thirteen_orphans, allow_fifth_copy];
    let (counts, n, rules) = read(py, tiles, wildcards, wildcard_tiles, options)?;
    let by_form = shanten_of(&counts, n, rules.allow_fifth_copy).map_err(|e| to_pyerr(py, e))?;
    let out = PyDict::new(py);
    for (form, value) in Form::ALL.into_iter().zip(values(&by_form)) {
        if let Some(value) = value.filter(|_| rules.forms.has(form)) {
            out.set_item(form.name(), value)?;
        }
    }
    if out.is_empty() {
        return Err(form_size(py, rules.forms));
    }
    Ok(out)
}

/// The standard shanten number: the least over the chosen forms of :func:`shanten_by_form`.
///
/// Args:
///     tiles, wildcards, wildcard_tiles, allow_fifth_copy: as for :func:`shanten_by_form`.
///     forms, seven_pairs, thirteen_orphans: the forms to take the least over, as for
///         :func:`is_win` (all five by default).
///
/// Raises:
///     OptionError: unknown forms, or none left by the shorthands.
///     HandSizeError: no chosen form applies to the hand's size (the special forms need a
///         concealed hand); and the errors of :func:`shanten_by_form`.
#[pyfunction]
#[pyo3(signature = (tiles, *, wildcards=None, wildcard_tiles=None, forms=None, seven_pairs=None,
                    thirteen_orphans=None, allow_fifth_copy=None, rules=None, indicator=None),
       text_signature = "(tiles, *, wildcards=0, wildcard_tiles=None, \
                         forms=('regular', 'seven_pairs', 'thirteen_orphans', 'honors_and_knitted', 'knitted_straight'), \
                         seven_pairs=None, thirteen_orphans=None, allow_fifth_copy=False, rules=None, indicator=None)")]
#[allow(clippy::too_many_arguments)]
pub(super) fn shanten(
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
) -> PyResult<i32> {
    under_rules!(
        py,
        "shanten",
        tiles,
        [wildcards, wildcard_tiles, forms, seven_pairs, thirteen_orphans, allow_fifth_copy],
        rules,
        indicator
    );
    let options = [forms, seven_pairs, thirteen_orphans, allow_fifth_copy];
    let (counts, n, rules) = read(py, tiles, wildcards, wildcard_tiles, options)?;
    least(&counts, n, rules.forms, rules.allow_fifth_copy)
        .map_err(|e| to_pyerr(py, e))?
        .ok_or_else(|| form_size(py, rules.forms))
}

/// The tiles that complete the hand (听牌), as sorted tile indices 0-33.
///
/// Args:
///     tiles: a hand one tile short of winning: 13, 10, 7, 4 or 1 tiles, wildcards included
///         (any form :func:`is_win` takes); declared melds left out.
///     wildcards, wildcard_tiles, forms, seven_pairs, thirteen_orphans, allow_fifth_copy: as
///         for :func:`is_win`, whose rules decide the win (all five forms by default).
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
#[pyo3(signature = (tiles, *, wildcards=None, wildcard_tiles=None, forms=None, seven_pairs=None,
                    thirteen_orphans=None, allow_fifth_copy=None, visible=None, rules=None, indicator=None),
       text_signature = "(tiles, *, wildcards=0, wildcard_tiles=None, \
                         forms=('regular', 'seven_pairs', 'thirteen_orphans', 'honors_and_knitted', 'knitted_straight'), \
                         seven_pairs=None, thirteen_orphans=None, allow_fifth_copy=False, visible=None, rules=None, indicator=None)")]
#[allow(clippy::too_many_arguments)]
pub(super) fn waits(
    py: Python<'_>,
    tiles: &Bound<'_, PyAny>,
    wildcards: Option<&Bound<'_, PyAny>>,
    wildcard_tiles: Option<&Bound<'_, PyAny>>,
    forms: Option<&Bound<'_, PyAny>>,
    seven_pairs: Option<&Bound<'_, PyAny>>,
    thirteen_orphans: Option<&Bound<'_, PyAny>>,
    allow_fifth_copy: Option<&Bound<'_, PyAny>>,
    visible: Option<&Bound<'_, PyAny>>,
    rules: Option<&Bound<'_, PyAny>>,
    indicator: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<usize>> {
    under_rules!(
        py,
        "waits",
        tiles,
        [
            wildcards,
            wildcard_tiles,
            forms,
            seven_pairs,
            thirteen_orphans,
            allow_fifth_copy,
            visible
        ],
        rules,
        indicator
    );
    let options = [forms, seven_pairs, thirteen_orphans, allow_fifth_copy];
    let (counts, n, rules) = read(py, tiles, wildcards, wildcard_tiles, options)?;
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
///     wildcards, wildcard_tiles, forms, seven_pairs, thirteen_orphans, allow_fifth_copy: as
///         for :func:`shanten`.
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
#[pyo3(signature = (tiles, *, wildcards=None, wildcard_tiles=None, forms=None, seven_pairs=None,
                    thirteen_orphans=None, allow_fifth_copy=None, visible=None, rules=None, indicator=None),
       text_signature = "(tiles, *, wildcards=0, wildcard_tiles=None, \
                         forms=('regular', 'seven_pairs', 'thirteen_orphans', 'honors_and_knitted', 'knitted_straight'), \
                         seven_pairs=None, thirteen_orphans=None, allow_fifth_copy=False, visible=None, rules=None, indicator=None)")]
#[allow(clippy::too_many_arguments)]
pub(super) fn useful_tiles<'py>(
    py: Python<'py>,
    tiles: &Bound<'py, PyAny>,
    wildcards: Option<&Bound<'py, PyAny>>,
    wildcard_tiles: Option<&Bound<'py, PyAny>>,
    forms: Option<&Bound<'py, PyAny>>,
    seven_pairs: Option<&Bound<'py, PyAny>>,
    thirteen_orphans: Option<&Bound<'py, PyAny>>,
    allow_fifth_copy: Option<&Bound<'py, PyAny>>,
    visible: Option<&Bound<'py, PyAny>>,
    rules: Option<&Bound<'py, PyAny>>,
    indicator: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyDict>> {
    under_rules!(
        py,
        "useful_tiles",
        tiles,
        [
            wildcards,
            wildcard_tiles,
            forms,
            seven_pairs,
            thirteen_orphans,
            allow_fifth_copy,
            visible
        ],
        rules,
        indicator
    );
    let options = [forms, seven_pairs, thirteen_orphans, allow_fifth_copy];
    let (counts, n, rules) = read(py, tiles, wildcards, wildcard_tiles, options)?;
    let Rules { forms, allow_fifth_copy: free } = rules;
    // The size first, as waits and the reference check it.
    Sizes::Waiting.check(&counts, n).map_err(|e| to_pyerr(py, e))?;
    let (held, wild_kinds) = physical(py, tiles, wildcard_tiles, &counts)?;
    let seen = seen(py, &held, visible)?;
    let mut mask = useful(&counts, n, forms, free).map_err(|e| to_pyerr(py, e))?;
    if mask == 0 && shanten_of(&counts, n, free).ok().and_then(|b| b.least(forms)).is_none() {
        return Err(form_size(py, forms));
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
