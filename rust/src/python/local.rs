//! Binding of scoring under a local rule set: the compiled table (`LocalTable`, made by
//! `hupai.scoring.local_engine` from a `LocalRuleSet` and kept on it), the best reading of a
//! checked hand (`local_score`) and every reading with its features (`local_readings`, the
//! slower path of custom fans). The hand comes read and checked by
//! `hupai.scoring.local_request.read_local_request`; the engine checks it again.

use super::bounded::Bounded;
use super::decompose::one;
use super::signals::detached;
use super::to_pyerr;
use crate::error::Error;
use crate::local::features::{Place, FLAGS, NAMES};
use crate::local::{readings, score, Combine, FanSpec, Hand, Spec, Table, DEFAULT_LIMIT};
use crate::mcr::request::Declared;
use crate::mcr::view::Kind;
use crate::rules::{Form, Forms};
use crate::tiles::{counts_from, KINDS};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

/// A fan as Python gives it: (id, program or None, value, multiplier, positions excluded).
type FanArg = (i64, Option<Bounded<(i64, i64), 256>>, i64, i64, Bounded<usize, 128>);

/// One reading as `local_readings` gives it.
type ReadingOut<'py> = (usize, usize, i64, Bound<'py, PyTuple>, Vec<i32>, Bound<'py, PyTuple>);

/// A local rule set compiled for the engine.
#[pyclass(frozen, module = "hupai._core")]
pub(super) struct LocalTable {
    table: Table,
    /// The fans' ids, by position.
    ids: Vec<i64>,
}

#[pymethods]
impl LocalTable {
    #[new]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        fans: Bounded<FanArg, 128>,
        combine: (Option<i64>, bool, i64),
        copies: Bounded<i64, KINDS>,
        fixed: Bounded<usize, KINDS>,
        itself: bool,
        forms: Bounded<String, 5>,
        fifth_copy: bool,
        wildcards_in_play: bool,
    ) -> PyResult<Self> {
        let mut chosen = Forms::NONE;
        for name in &forms.0 {
            let form = Form::ALL
                .into_iter()
                .find(|f| f.name() == name)
                .ok_or_else(|| to_pyerr(py, Error::Option(format!("no form named {name:?}"))))?;
            chosen = chosen.with(form, true);
        }
        let ids = fans.0.iter().map(|f| f.0).collect();
        let spec = Spec {
            fans: fans
                .0
                .into_iter()
                .map(|(id, program, value, multiplier, excludes)| FanSpec {
                    id,
                    program: program.map(|p| p.0),
                    value,
                    multiplier,
                    excludes: excludes.0,
                })
                .collect(),
            combine: Combine { cap: combine.0, exponent: combine.1, offset: combine.2 },
            copies: copies.0,
            fixed: fixed.0,
            itself,
            forms: chosen,
            fifth_copy,
            wildcards_in_play,
        };
        let table = Table::new(&spec).map_err(|e| to_pyerr(py, e))?;
        Ok(LocalTable { table, ids })
    }
}

/// The hand of the arguments: standing counts (wildcards moved out), standing wildcards, the
/// winning tile (-1 for a joker) and whether it is a wildcard, the declared melds as
/// (kind 0 chow / 1 pung / 2 kong, lowest tile, concealed), the FLAGS (0 or 1 each) and the
/// flowers.
#[allow(clippy::too_many_arguments)]
fn hand_of(
    py: Python<'_>,
    standing: &[i64],
    wildcards: u32,
    win_tile: i64,
    win_wildcard: bool,
    melds: &[(u8, usize, bool)],
    flags: &[i64],
    flowers: i32,
) -> PyResult<Hand> {
    let err = |e| to_pyerr(py, e);
    let standing = counts_from(standing).map_err(err)?;
    let win = match usize::try_from(win_tile) {
        Ok(w) if w < KINDS && !win_wildcard => Some(w),
        _ if win_wildcard && (-1..KINDS as i64).contains(&win_tile) => None,
        _ => return Err(err(Error::WinTile { tile: win_tile.into() })),
    };
    let mut declared = Vec::with_capacity(melds.len());
    for (slot, &(kind, first, concealed)) in melds.iter().enumerate() {
        let kind = match kind {
            0 => Kind::Chow,
            1 => Kind::Pung,
            2 => Kind::Kong,
            _ => {
                let why = "not a chow (0), pung (1) or kong (2)".into();
                let (kind, tile, concealed) = (kind.into(), first as i128, concealed.into());
                return Err(err(Error::Meld { slot, kind, tile, concealed, why }));
            }
        };
        declared.push(Declared { kind, first, concealed });
    }
    if flags.len() != FLAGS {
        return Err(err(Error::Shape(format!("{FLAGS} situation flags, got {}", flags.len()))));
    }
    let flags = std::array::from_fn(|i| flags[i] != 0);
    Ok(Hand { standing, wildcards, win, declared, flags, flowers })
}

/// The index in a `Decomposition`'s melds of the set the winning tile completes (declared
/// melds first), or -1.
fn group_index(declared: usize, place: Place) -> i64 {
    place.group.map_or(-1, |g| (declared + g) as i64)
}

/// The best reading of a checked hand under `table`: ``(fans, uncapped, total, points,
/// decomposition, win, group)`` (fans ``{id: count}`` after exclusions, in id order; win the
/// winning tile's logical kind; group its set's index in the decomposition's melds, -1 for
/// none), or None when the hand does not win. `declared` are the request's `Meld` objects,
/// first in the decomposition. The GIL is released; Ctrl-C stops a long search.
#[pyfunction]
#[allow(clippy::too_many_arguments)]
#[allow(clippy::type_complexity)]
pub(super) fn local_score<'py>(
    py: Python<'py>,
    table: &Bound<'py, LocalTable>,
    standing: Bounded<i64, KINDS>,
    wildcards: u32,
    win_tile: i64,
    win_wildcard: bool,
    melds: Bounded<(u8, usize, bool), 4>,
    flags: Bounded<i64, FLAGS>,
    flowers: i32,
    declared: &Bound<'py, PyTuple>,
) -> PyResult<Option<(Bound<'py, PyDict>, i128, i128, i128, Bound<'py, PyAny>, usize, i64)>> {
    let hand =
        hand_of(py, &standing.0, wildcards, win_tile, win_wildcard, &melds.0, &flags.0, flowers)?;
    let held = table.get();
    let best = detached(py, |interrupt| score(&held.table, &hand, DEFAULT_LIMIT, interrupt))?;
    let Some(best) = best else { return Ok(None) };
    let fans = PyDict::new(py);
    for (&id, &c) in held.ids.iter().zip(&best.counts) {
        if c > 0 {
            fans.set_item(id, c)?;
        }
    }
    let t = best.tally;
    let decomposition = one(py, &best.decomposition, declared)?;
    let group = group_index(hand.declared.len(), best.place);
    Ok(Some((fans, t.uncapped, t.total, t.points, decomposition, best.win, group)))
}

/// Every reading of a checked hand, in order: ``(decompositions, readings)``, each reading
/// ``(decomposition index, win, group, features, counts, tiles)`` with its features (a tuple
/// in LOCAL_FEATURES order), every fan's count by position before exclusions (0 for a custom
/// fan) and the 34 counts of its logical tiles. Arguments as `local_score`'s.
#[pyfunction]
#[allow(clippy::too_many_arguments)]
#[allow(clippy::type_complexity)]
pub(super) fn local_readings<'py>(
    py: Python<'py>,
    table: &Bound<'py, LocalTable>,
    standing: Bounded<i64, KINDS>,
    wildcards: u32,
    win_tile: i64,
    win_wildcard: bool,
    melds: Bounded<(u8, usize, bool), 4>,
    flags: Bounded<i64, FLAGS>,
    flowers: i32,
    declared: &Bound<'py, PyTuple>,
) -> PyResult<(Vec<Bound<'py, PyAny>>, Vec<ReadingOut<'py>>)> {
    let hand =
        hand_of(py, &standing.0, wildcards, win_tile, win_wildcard, &melds.0, &flags.0, flowers)?;
    let held = table.get();
    let (found, listed) =
        detached(py, |interrupt| readings(&held.table, &hand, DEFAULT_LIMIT, interrupt))?;
    let used: Vec<Bound<'py, PyAny>> =
        found.iter().map(|d| one(py, d, declared)).collect::<PyResult<_>>()?;
    let n = hand.declared.len();
    let out = listed
        .into_iter()
        .map(|r| {
            let features = PyTuple::new(py, r.features)?;
            let tiles = PyTuple::new(py, r.tiles)?;
            Ok((r.decomposition, r.win, group_index(n, r.place), features, r.counts, tiles))
        })
        .collect::<PyResult<_>>()?;
    Ok((used, out))
}

/// The feature names, in the engine's order (vocabulary.FEATURES must list the same).
pub(super) fn feature_names(py: Python<'_>) -> PyResult<Bound<'_, PyTuple>> {
    PyTuple::new(py, NAMES)
}
