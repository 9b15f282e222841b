//! Binding of decompositions: the public function itself. The common call (a hand, perhaps
//! wildcards, no declared melds, no wildcard kinds) is read here; any other goes through
//! `hupai.decomposition.read_request`, the reader the reference uses. The results are built as
//! `hupai.decomposition.Decomposition` tuples holding shared found-meld objects.

use super::exact_tuple::exact_tuple;
use super::forms::read_rules;
use super::named_tuple::NamedTuple;
use super::signals::detached;
use super::under_rules::under_rules;
use super::{hand, to_pyerr};
use crate::decompose::{all_until, Decomposition, Group, Request};
use crate::interrupt::drop_aside;
use crate::rules::{Form, Forms};
use crate::tiles::{counts_from, Counts, KINDS};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyInt, PyList, PyString, PyTuple};

const DEFAULT_LIMIT: usize = 10_000;

static MODULE: PyOnceLock<Py<PyModule>> = PyOnceLock::new();

/// What results are built from: the `Decomposition` class, `FOUND_MELDS` and the form names.
struct Parts {
    class: NamedTuple,
    melds: Py<PyList>,
    names: [Py<PyString>; 5],
}

static PARTS: PyOnceLock<Parts> = PyOnceLock::new();

fn parts(py: Python<'_>) -> PyResult<&Parts> {
    PARTS.get_or_try_init(py, || {
        let m = module(py)?;
        Ok(Parts {
            class: NamedTuple::new(&m.getattr("Decomposition")?, 6)?,
            melds: m.getattr("FOUND_MELDS")?.cast_into::<PyList>()?.unbind(),
            names: Form::ALL.map(|form| PyString::intern(py, form.name()).unbind()),
        })
    })
}

/// `hupai.decomposition`, imported once.
fn module(py: Python<'_>) -> PyResult<&Bound<'_, PyModule>> {
    let m = MODULE
        .get_or_try_init(py, || py.import(intern!(py, "hupai.decomposition")).map(Bound::unbind))?;
    Ok(m.bind(py))
}

/// A checked request and the declared melds as given (a tuple of `Meld`).
fn general<'py>(
    py: Python<'py>,
    args: [Option<&Bound<'py, PyAny>>; 9],
) -> PyResult<(Request, Bound<'py, PyTuple>)> {
    let none = py.None().into_bound(py);
    let [tiles, wildcards, wildcard_tiles, melds, forms, seven_pairs, thirteen_orphans, allow_fifth_copy, limit] =
        args.map(|a| a.cloned().unwrap_or_else(|| none.clone()));
    let wildcards = if wildcards.is_none() { 0u8.into_pyobject(py)?.into_any() } else { wildcards };
    let melds = if melds.is_none() { PyTuple::empty(py).into_any() } else { melds };
    let forms = if forms.is_none() { module(py)?.getattr(intern!(py, "FORMS"))? } else { forms };
    let read = module(py)?.getattr(intern!(py, "read_request"))?;
    let request = read.call1((
        tiles,
        wildcards,
        wildcard_tiles,
        melds,
        forms,
        allow_fifth_copy,
        limit,
        seven_pairs,
        thirteen_orphans,
    ))?;
    let counts: Vec<i64> = request.getattr(intern!(py, "counts"))?.extract()?;
    let copies: Vec<i64> = request.getattr(intern!(py, "meld_counts"))?.extract()?;
    let names: Vec<String> = request.getattr(intern!(py, "forms"))?.extract()?;
    let declared = request.getattr(intern!(py, "declared"))?.cast_into::<PyTuple>()?;
    let forms = Form::ALL.into_iter().filter(|form| names.iter().any(|n| n == form.name()));
    let request = Request {
        counts: counts_from(&counts).map_err(|e| to_pyerr(py, e))?,
        wildcards: request.getattr(intern!(py, "wildcards"))?.extract()?,
        declared: declared.len(),
        meld_copies: counts_from(&copies).map_err(|e| to_pyerr(py, e))?,
        forms: forms.fold(Forms::NONE, |chosen, form| chosen.with(form, true)),
        allow_fifth_copy: request.getattr(intern!(py, "allow_fifth_copy"))?.extract()?,
        limit: request.getattr(intern!(py, "limit"))?.extract()?,
    };
    Ok((request, declared))
}

/// The limit: None for the default, a plain int ≥ 1 as it is, anything else checked (and
/// worded) by `hupai.decomposition.check_limit`.
fn limit_of(py: Python<'_>, limit: Option<&Bound<'_, PyAny>>) -> PyResult<usize> {
    match limit {
        None => Ok(DEFAULT_LIMIT),
        Some(v) => match v.cast_exact::<PyInt>().ok().and_then(|i| i.extract::<usize>().ok()) {
            Some(n) if n >= 1 => Ok(n),
            _ => module(py)?.getattr(intern!(py, "check_limit"))?.call1((v,))?.extract(),
        },
    }
}

/// Every distinct decomposition of a winning hand: melds (chow 顺子, pung 刻子, kong 杠)
/// and a pair (将), or a special form, with the tile each wildcard stands for.
///
/// Args:
///     tiles: the standing tiles (any form :func:`is_win` takes), declared melds left out:
///         with ``melds``, 14 less 3 a declared meld, wildcards included; without, 14, 11, 8,
///         5 or 2.
///     wildcards, wildcard_tiles, allow_fifth_copy: as for :func:`is_win`.
///     melds: the declared melds, each a :class:`hupai.Meld` or what :func:`hupai.meld` reads
///         (``"123m"``, ``"EEE"``, ``"[EEEE]"``, ``("chow", "2m", 1)``); they come first in every
///         result, unchanged, and their copies count against the fifth-copy rule.
///     forms, seven_pairs, thirteen_orphans: the forms to decompose into, as for
///         :func:`is_win`: some of ``"regular"``, ``"seven_pairs"``, ``"thirteen_orphans"``,
///         ``"honors_and_knitted"``, ``"knitted_straight"`` (``"knitted"`` for both knitted
///         forms); all five by default.
///     limit: the most decompositions to return (None: 10,000).
///
/// Returns:
///     A list of :class:`hupai.Decomposition`, each once, sorted by form (in the order above),
///     then melds, pair, pairs, knitted tiles and stand-ins; ``[]`` if the hand does not win.
///     The exact rules and fields: ``docs/decompositions.md``.
///
/// Raises:
///     HandSizeError: a hand of the wrong size for its declared melds, or more than 4 melds.
///     MeldError: an impossible meld (``"124m"``, a chow of honors).
///     TileCountError: the hand and its melds hold more than 4 of a tile.
///     DecompositionLimitError: more than ``limit`` decompositions.
///     OptionError: unknown forms or a bad ``limit``; and the input errors of :func:`is_win`.
#[pyfunction]
#[pyo3(signature = (tiles, *, wildcards=None, wildcard_tiles=None, melds=None, forms=None,
                    seven_pairs=None, thirteen_orphans=None, allow_fifth_copy=None, limit=None, rules=None, indicator=None),
       text_signature = "(tiles, *, wildcards=0, wildcard_tiles=None, melds=(), \
                         forms=('regular', 'seven_pairs', 'thirteen_orphans', 'honors_and_knitted', 'knitted_straight'), \
                         seven_pairs=None, thirteen_orphans=None, allow_fifth_copy=False, limit=10000, rules=None, indicator=None)")]
#[allow(clippy::too_many_arguments)]
pub(super) fn decompositions<'py>(
    py: Python<'py>,
    tiles: &Bound<'py, PyAny>,
    wildcards: Option<&Bound<'py, PyAny>>,
    wildcard_tiles: Option<&Bound<'py, PyAny>>,
    melds: Option<&Bound<'py, PyAny>>,
    forms: Option<&Bound<'py, PyAny>>,
    seven_pairs: Option<&Bound<'py, PyAny>>,
    thirteen_orphans: Option<&Bound<'py, PyAny>>,
    allow_fifth_copy: Option<&Bound<'py, PyAny>>,
    limit: Option<&Bound<'py, PyAny>>,
    rules: Option<&Bound<'py, PyAny>>,
    indicator: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyList>> {
    under_rules!(
        py,
        "decompositions",
        tiles,
        [
            wildcards,
            wildcard_tiles,
            melds,
            forms,
            seven_pairs,
            thirteen_orphans,
            allow_fifth_copy,
            limit
        ],
        rules,
        indicator
    );
    let no_melds = melds.is_none_or(|m| {
        m.cast::<PyTuple>().is_ok_and(|t| t.is_empty())
            || m.cast::<PyList>().is_ok_and(|l| l.is_empty())
    });
    let (request, declared) = if no_melds && wildcard_tiles.is_none() {
        let mut counts: Counts = [0; KINDS];
        let wildcards = hand(py, tiles, wildcards, None, &mut counts)?;
        let rules = read_rules(py, forms, seven_pairs, thirteen_orphans, allow_fifth_copy)?;
        let limit = limit_of(py, limit)?;
        let request = Request {
            counts,
            wildcards,
            declared: 0,
            meld_copies: [0; KINDS],
            forms: rules.forms,
            allow_fifth_copy: rules.allow_fifth_copy,
            limit,
        };
        (request, PyTuple::empty(py))
    } else {
        general(
            py,
            [
                Some(tiles),
                wildcards,
                wildcard_tiles,
                melds,
                forms,
                seven_pairs,
                thirteen_orphans,
                allow_fifth_copy,
                limit,
            ],
        )?
    };
    let found = detached(py, |interrupt| all_until(&request, interrupt))?;
    build(py, found, &declared)
}

/// The `Decomposition` of a regular reading: the declared melds, then the found melds by their
/// keys (2·tile for a pung, 2·tile + 1 for a chow), and the pair.
pub(super) fn regular_reading<'py>(
    py: Python<'py>,
    declared: &Bound<'py, PyTuple>,
    keys: &[u8],
    pair: usize,
) -> PyResult<Bound<'py, PyAny>> {
    let parts = parts(py)?;
    let table = parts.melds.bind(py);
    let found = keys.iter().map(|&k| table.get_item(usize::from(k)));
    let melds = exact_tuple(py, declared.len() + keys.len(), declared.iter().map(Ok).chain(found))?;
    let empty = PyTuple::empty(py).into_any();
    parts.class.make(
        py,
        [
            parts.names[0].bind(py).clone().into_any(),
            melds.into_any(),
            pair.into_pyobject(py)?.into_any(),
            empty.clone(),
            empty.clone(),
            empty,
        ],
    )
}

/// The `Decomposition` objects of the engine's results, declared melds first.
pub(super) fn build<'py>(
    py: Python<'py>,
    found: Vec<Decomposition>,
    declared: &Bound<'py, PyTuple>,
) -> PyResult<Bound<'py, PyList>> {
    let out = PyList::empty(py);
    let mut found = found.into_iter().enumerate();
    while let Some((i, d)) = found.next() {
        // Millions of results take seconds to build: Ctrl-C is heard here too, and what was
        // found and built is freed aside rather than before the exception is raised.
        if i % 1024 == 1023 {
            if let Err(raised) = py.check_signals() {
                drop_aside((d, found));
                free_aside(out);
                return Err(raised);
            }
        }
        let item = one(py, &d, declared)?;
        out.append(item)?;
    }
    Ok(out)
}

/// The `Decomposition` object of one of the engine's results, `declared` (a tuple of `Meld`)
/// first among its melds.
pub(super) fn one<'py>(
    py: Python<'py>,
    d: &Decomposition,
    declared: &Bound<'py, PyTuple>,
) -> PyResult<Bound<'py, PyAny>> {
    let parts = parts(py)?;
    let table = parts.melds.bind(py);
    let mut melds: Vec<Bound<'py, PyAny>> = declared.iter().collect();
    for g in &d.melds {
        let index = match *g {
            Group::Pung(t) => 2 * t,
            Group::Chow(t) => 2 * t + 1,
        };
        melds.push(table.get_item(index)?);
    }
    let form = parts.names[d.form as usize].bind(py).clone().into_any();
    parts.class.make(
        py,
        [
            form,
            PyTuple::new(py, melds)?.into_any(),
            d.pair.into_pyobject(py)?.into_any(),
            PyTuple::new(py, &d.pairs)?.into_any(),
            PyTuple::new(py, &d.knitted)?.into_any(),
            PyTuple::new(py, &d.wildcards)?.into_any(),
        ],
    )
}

/// Results built before an interrupt, freed on a thread of its own a slice at a time, the GIL
/// let go between slices: freeing millions of tuples takes seconds, which would keep the
/// KeyboardInterrupt waiting, and would hold every other thread up in one piece.
fn free_aside(built: Bound<'_, PyList>) {
    /// Results freed at a time: about a millisecond's work.
    const SLICE: usize = 4096;
    let built = built.unbind();
    // If no thread can be started, the closure drops the list here, with the GIL.
    let _ = std::thread::Builder::new().name("hupai-free".into()).spawn(move || {
        Python::attach(|py| {
            let list = built.bind(py);
            while !list.is_empty() {
                let end = list.len();
                if list.del_slice(end.saturating_sub(SLICE), end).is_err() {
                    break;
                }
                py.detach(std::thread::yield_now);
            }
        })
    });
}
