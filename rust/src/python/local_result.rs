//! The common `hupai.score` call under a local rule set, read (`local_args`), checked by the
//! batch's checker (`local::rows::Row::hand`), scored and made into its `Score` here: the
//! fan-count objects come ready-made with the table, as MCR's do (`score_result`). The
//! Python way (`hupai.scoring.local_engine.score_local`, through `read_local_request` and
//! `make_local_score`) gives the same Score for every call read here, as the tests hold.

use super::decompose::one;
use super::local::LocalTable;
use super::local_args::local_row;
use super::raise;
use super::score_result::{score_class, untrack};
use super::signals::detached;
use super::to_pyerr;
use crate::interrupt::Never;
use crate::local::{score, Best, Hand, DEFAULT_LIMIT};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyTuple};

/// What a local rule set's `Score` is made of beside the engine's answer: the `FanCount`
/// objects made ahead, `table[position][count]`, and for any other count the class and the
/// fans by position; the rule set's minimum.
pub(super) struct LocalCounts {
    pub(super) table: Vec<Vec<Py<PyAny>>>,
    pub(super) class: Py<PyAny>,
    pub(super) fans: Vec<Py<PyAny>>,
    pub(super) minimum: i128,
}

impl LocalCounts {
    fn get<'py>(&self, py: Python<'py>, at: usize, count: i32) -> PyResult<Bound<'py, PyAny>> {
        let made = usize::try_from(count).ok().and_then(|c| self.table.get(at)?.get(c));
        match made {
            Some(made) => Ok(made.bind(py).clone()),
            None => self.class.bind(py).call1((self.fans[at].bind(py), count)),
        }
    }
}

/// What the engine keeps on the rule set `rules` once made (its `_engine_table`): a local
/// rule set's `(LocalTable, custom)`, an MCR one's `McrTable`, a two-player one's
/// `Mcr2pTable`.
pub(super) fn engine_table<'py>(rules: &Bound<'py, PyAny>) -> Option<Bound<'py, PyAny>> {
    let py = rules.py();
    let fields = rules.getattr(intern!(py, "__dict__")).ok()?;
    let fields = fields.cast_exact::<PyDict>().ok()?;
    fields.get_item(intern!(py, "_engine_table")).ok()?
}

/// The table `hupai.scoring.local_engine` keeps on a local rule set (`held`, its
/// `engine_table`), if the rule set has no custom fans (whose functions the Python way calls).
pub(super) fn held_table<'py>(held: &Bound<'py, PyAny>) -> Option<Bound<'py, LocalTable>> {
    let py = held.py();
    // (the table, whether the rule set has custom fans); an MCR rule set keeps its own table.
    let held = held.cast_exact::<PyTuple>().ok()?;
    let custom = held.get_borrowed_item(1).ok()?;
    if held.len() != 2 || !custom.is(PyBool::new(py, false)) {
        return None;
    }
    held.get_item(0).ok()?.cast_into::<LocalTable>().ok()
}

/// The score of a common call under `rules`, whose table is `held`: None when the call is not
/// one read here (or is wrong: the Python way words it); NotWinningError, named as
/// `not_winning_local` names it, when the hand does not win.
pub(super) fn fast_local_score<'py>(
    py: Python<'py>,
    held: &LocalTable,
    rules: &Bound<'py, PyAny>,
    call: (&Bound<'py, PyAny>, Option<&Bound<'py, PyAny>>, Option<&Bound<'py, PyAny>>),
    named: [Option<&Bound<'py, PyAny>>; 7],
    situation: Option<&Bound<'py, PyDict>>,
) -> PyResult<Option<Bound<'py, PyAny>>> {
    let Some(counts) = &held.results else { return Ok(None) };
    let Some((row, declared)) =
        local_row(py, (held.reads, held.rows.jokers), call, named, situation)?
    else {
        return Ok(None);
    };
    let Ok(hand) = row.hand(&held.rows) else { return Ok(None) };
    let table = &held.table;
    // A hand without wildcards has a few readings (a couple of µs): releasing the GIL would
    // cost a tenth of that, and there is no long search to stop.
    let best = if hand.all_wildcards() == 0 {
        score(table, &hand, DEFAULT_LIMIT, &Never).map_err(|e| to_pyerr(py, e))?
    } else {
        detached(py, |interrupt| score(table, &hand, DEFAULT_LIMIT, interrupt))?
    };
    let Some(best) = best else {
        return Err(raise(py, "NotWinningError", row.not_winning(&held.rows)));
    };
    make_local_score(py, counts, &best, &hand, &declared, rules).map(Some)
}

/// The `Score` of the best reading, as `hupai.scoring.result.make_local_score` makes it.
fn make_local_score<'py>(
    py: Python<'py>,
    counts: &LocalCounts,
    best: &Best,
    hand: &Hand,
    declared: &Bound<'py, PyTuple>,
    rules: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    let listed: Vec<Bound<'py, PyAny>> = best
        .counts
        .iter()
        .enumerate()
        .filter(|&(_, &c)| c > 0)
        .map(|(at, &c)| counts.get(py, at, c))
        .collect::<PyResult<_>>()?;
    let listed = PyTuple::new(py, listed)?;
    untrack(listed.as_any());
    let decomposition = one(py, &best.decomposition, declared)?;
    // The decomposition's own `wildcards` (its sixth field), as the Python way reads it.
    let wildcards = decomposition.cast::<PyTuple>()?.get_item(5)?;
    let t = &best.tally;
    let int = |n: i128| n.into_pyobject(py).map(Bound::into_any);
    let truth = |on: bool| on.into_pyobject(py).map(|b| b.to_owned().into_any());
    let [self_drawn, kong_bloom, robbing_kong] = [0, 1, 2].map(|i| hand.flags[i]);
    let items = [
        int(t.total)?,
        listed.into_any(),
        decomposition,
        truth(t.total >= counts.minimum)?,
        int(t.points)?,
        int(t.uncapped)?,
        wildcards,
        rules.clone(),
        truth(self_drawn)?,
        truth(kong_bloom || robbing_kong)?,
    ];
    score_class(py)?.make(py, items)
}
