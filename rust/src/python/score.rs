//! Binding of MCR scoring: the fan table received from `hupai.rules` and the scorer on a
//! checked request (`hupai.scoring.ScoreRequest`'s fields).

use super::decompose::build;
use super::to_pyerr;
use crate::mcr::request::{Declared, Request, WinFlags};
use crate::mcr::score::{score, Scored};
use crate::mcr::table::Table;
use crate::mcr::view::Kind;
use crate::tiles::counts_from;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

/// A rule set's fan table as the engine holds it: points by fan id, the ordered exclusion
/// rules and whether Concealed Kong and Melded Kong (明暗杠) is one fan.
#[pyclass(frozen, module = "hupai._core")]
pub(super) struct McrTable {
    table: Table,
}

#[pymethods]
impl McrTable {
    #[new]
    fn new(
        py: Python<'_>,
        points: Vec<i64>,
        rules: Vec<(i64, Vec<i64>)>,
        kong_extension: bool,
    ) -> PyResult<Self> {
        let table = Table::new(&points, &rules, kong_extension).map_err(|e| to_pyerr(py, e))?;
        Ok(McrTable { table })
    }
}

impl McrTable {
    pub(super) fn table(&self) -> &Table {
        &self.table
    }
}

/// A checked request's declared melds: (kind 0 chow / 1 pung / 2 kong, lowest tile, concealed).
fn declared(melds: &[(u8, usize, bool)]) -> PyResult<([Declared; 4], usize)> {
    let mut out = [Declared { kind: Kind::Chow, first: 0, concealed: false }; 4];
    if melds.len() > 4 {
        return Err(pyo3::exceptions::PyValueError::new_err("more than 4 declared melds"));
    }
    for (slot, &(kind, first, concealed)) in out.iter_mut().zip(melds) {
        let kind = match kind {
            0 if first < 27 && first % 9 < 7 => Kind::Chow,
            1 if first < 34 => Kind::Pung,
            2 if first < 34 => Kind::Kong,
            _ => return Err(pyo3::exceptions::PyValueError::new_err("not a meld")),
        };
        *slot = Declared { kind, first, concealed };
    }
    Ok((out, melds.len()))
}

/// A score as Python receives it: fans as (id, count) and the reading scored.
type Found<'py> = (Vec<(usize, u8)>, Bound<'py, PyAny>);

/// The fans `((id, count), ...)` and the reading scored (a `Decomposition`, declared melds
/// first, or None) of a checked request, or None when the hand does not win.
#[pyfunction]
#[pyo3(signature = (table, standing, win_tile, melds, declared_melds, flags, seat_wind, prevalent_wind, flowers))]
#[allow(clippy::too_many_arguments)]
pub(super) fn mcr_score<'py>(
    py: Python<'py>,
    table: &Bound<'py, McrTable>,
    standing: Vec<i64>,
    win_tile: usize,
    melds: Vec<(u8, usize, bool)>,
    declared_melds: &Bound<'py, PyTuple>,
    flags: (bool, bool, bool, bool),
    seat_wind: usize,
    prevalent_wind: usize,
    flowers: u8,
) -> PyResult<Option<Found<'py>>> {
    let standing = counts_from(&standing).map_err(|e| to_pyerr(py, e))?;
    let (melds, meld_count) = declared(&melds)?;
    let (self_drawn, last_copy, kong, last_tile) = flags;
    let request = Request {
        standing,
        win_tile,
        melds,
        meld_count,
        flags: WinFlags { self_drawn, last_copy, kong, last_tile },
        seat_wind,
        prevalent_wind,
        flowers,
    };
    let table = &table.get().table;
    let Some(Scored { fans, decomposition, .. }) =
        score(table, &request, true).map_err(|e| to_pyerr(py, e))?
    else {
        return Ok(None);
    };
    let reading = match decomposition {
        Some(d) => build(py, vec![d], declared_melds)?.get_item(0)?,
        None => py.None().into_bound(py),
    };
    Ok(Some((fans.iter().collect(), reading)))
}
