//! Building the `hupai.scoring.Score` of a scored hand in Rust: the fan-count objects come
//! ready-made with the table, and the named tuples are made by `tuple.__new__`, which skips
//! their Python-level constructors.

use super::decompose::{build, regular_reading};
use super::exact_tuple::exact_tuple;
use super::named_tuple::NamedTuple;
use crate::mcr::fans::Fans;
use crate::mcr::ids::FLOWER_TILES;
use crate::mcr::request::WinFlags;
use crate::mcr::score::{Reading, Scored};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyTuple;

/// The `Score` class.
static SCORE: PyOnceLock<NamedTuple> = PyOnceLock::new();

pub(super) fn score_class(py: Python<'_>) -> PyResult<&NamedTuple> {
    SCORE.get_or_try_init(py, || {
        NamedTuple::new(&py.import("hupai.scoring.result")?.getattr("Score")?, 10)
    })
}

/// The fan-count objects of a rule set made ahead, `table[id][count]`, and for any other
/// count the `FanCount` class and the fans by id.
pub(super) struct FanCounts {
    pub(super) table: Vec<Vec<Py<PyAny>>>,
    /// PyMahjongGB's answer items made ahead, plain `(points, name)` and verbose
    /// `(points, count, name, English name)`, by id and count.
    pub(super) plain: Vec<Vec<Py<PyAny>>>,
    pub(super) verbose: Vec<Vec<Py<PyAny>>>,
    pub(super) class: Py<PyAny>,
    pub(super) fans: Vec<Py<PyAny>>,
}

impl FanCounts {
    pub(super) fn get<'py>(
        &self,
        py: Python<'py>,
        id: usize,
        count: u8,
    ) -> PyResult<Bound<'py, PyAny>> {
        match self.table.get(id).and_then(|row| row.get(usize::from(count))) {
            Some(made) => Ok(made.bind(py).clone()),
            None => self.class.bind(py).call1((self.fans[id].bind(py), count)),
        }
    }

    /// PyMahjongGB's answer item for a fan and count, if made ahead.
    pub(super) fn gb_item<'py>(
        &self,
        py: Python<'py>,
        verbose: bool,
        id: usize,
        count: u8,
    ) -> Option<Bound<'py, PyAny>> {
        let rows = if verbose { &self.verbose } else { &self.plain };
        rows.get(id).and_then(|row| row.get(usize::from(count))).map(|m| m.bind(py).clone())
    }
}

/// The `Score` of `scored`; `declared` are the declared melds, which the reading lists first:
/// the library's shared `Meld` objects when `shared` (see `untrack`), else the caller's;
/// `minimum` the points a hand needs without its flowers and each flower's points; `won` the
/// rule set and how the hand was won, which the score names.
pub(super) fn make_score<'py>(
    py: Python<'py>,
    counts: &FanCounts,
    (minimum, flower_points): (u32, u32),
    scored: Scored,
    declared: &Bound<'py, PyTuple>,
    shared: bool,
    (rules, flags): (&Bound<'py, PyAny>, WinFlags),
) -> PyResult<Bound<'py, PyAny>> {
    let Scored { fans, total, reading } = scored;
    let listed = fan_list(py, counts, &fans)?;
    let reading = match reading {
        Reading::Whole => py.None().into_bound(py),
        Reading::Special(d) => build(py, vec![d], declared)?.get_item(0)?,
        Reading::Regular(split) => {
            regular_reading(py, declared, split.keys(), usize::from(split.pair))?
        }
    };
    let flowers = u32::from(fans.get(FLOWER_TILES)) * flower_points;
    let meets = total - flowers >= minimum;
    let total = total.into_pyobject(py)?.into_any();
    let meets = meets.into_pyobject(py)?.to_owned().into_any();
    let flag = |on: bool| on.into_pyobject(py).map(|b| b.to_owned().into_any());
    let (self_drawn, kong) = (flag(flags.self_drawn)?, flag(flags.kong)?);
    untrack(listed.as_any());
    // The reading's melds, item 1 of a `Decomposition` (a tuple), None for no reading.
    let reading_melds = reading.cast::<PyTuple>().ok().and_then(|r| r.get_item(1).ok());
    let no_wildcards = PyTuple::empty(py).into_any();
    // MCR has no cap: the points and the uncapped sum are the total.
    let items = [
        total.clone(),
        listed.into_any(),
        reading.clone(),
        meets,
        total.clone(),
        total,
        no_wildcards,
        rules.clone(),
        self_drawn,
        kong,
    ];
    let made = score_class(py)?.make(py, items)?;
    if shared {
        if let Some(melds) = reading_melds {
            untrack(&melds);
            untrack(&reading);
        }
        untrack(&made);
    }
    Ok(made)
}

/// Takes a result object made here out of the cycle collector's sight, as CPython does with
/// a tuple of numbers and strings: left tracked, every score a program keeps is walked by
/// each collection again, which made building a list of scores about a seventh slower.
///
/// Only objects that hold nothing but numbers, strings and the library's own shared frozen
/// objects (fan counts, the `Meld`s of `hand_string::meld_objects` and found melds) are
/// untracked: no reference cycle can run through those. A score holding a caller's `Meld`
/// (a subclass may point back to its owner) stays tracked, and so does its reading.
pub(super) fn untrack(made: &Bound<'_, PyAny>) {
    // SAFETY: a live object and the GIL held; PyObject_GC_UnTrack accepts an object that is
    // already untracked (the empty tuple).
    unsafe { pyo3::ffi::PyObject_GC_UnTrack(made.as_ptr().cast()) }
}

/// The fans of a score, as the table's fan-count objects, in the fan table's order.
pub(super) fn fan_list<'py>(
    py: Python<'py>,
    counts: &FanCounts,
    fans: &Fans,
) -> PyResult<Bound<'py, PyTuple>> {
    // Filled from the fans present, its length their count: no list walked twice.
    let len = fans.present().count_ones() as usize;
    exact_tuple(py, len, fans.iter().map(|(id, count)| counts.get(py, id, count)))
}
