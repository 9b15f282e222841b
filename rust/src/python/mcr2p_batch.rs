//! Binding of two-player batch scoring: the columns read where they lie (`score_batch::ints`),
//! the rows checked and scored with the GIL released and Ctrl-C heard
//! (`mcr::two_player::batch::score_rows_into`), totals and fan counts out as native-endian
//! bytes, written unfilled as MCR's batch writes them. `hupai.batch.score` shapes the arrays.

use super::mcr2p::Mcr2pTable;
use super::rows::threads as threads_of;
use super::score_batch::{ints, unfilled, unseen_bytes};
use super::signals::detached;
use super::to_pyerr;
use crate::batch::Run;
use crate::mcr::two_player::batch::{score_rows_into, Rows};
use pyo3::prelude::*;
use pyo3::types::PyByteArray;

/// Two-player scores of N rows (mcr2p.md): (totals, fans) as bytearrays of N int32 and
/// N x `len(rules.fans)` uint8, column c the count of the table's position c + 1.
///
/// Each column is a NumPy integer array (any dtype and strides, read where it lies) or bytes
/// of packed little-endian signed 16-byte values: counts N x 34, melds N x 4 x 3 (kind 0 none
/// / 1 chow / 2 pung / 3 kong, lowest tile, concealed), and N of each other column; flags
/// bits 1 self-drawn, 2 last copy, 4 kong, 8 last tile, 32 ready (报听), 64 ready in the
/// first turn (天听), 128 天胡, 256 地胡, 512 人胡; seat_wind 27 or 29. Every row is checked as
/// the single call checks its hand; the first bad or non-winning row is the error.
/// Ctrl-C stops the rows (KeyboardInterrupt).
#[pyfunction]
#[pyo3(signature = (table, counts, melds, win_tile, flags, seat_wind, flowers, threads=None))]
#[allow(clippy::too_many_arguments)]
pub(super) fn batch_mcr2p_score<'py>(
    py: Python<'py>,
    table: &Bound<'py, Mcr2pTable>,
    counts: &Bound<'py, PyAny>,
    melds: &Bound<'py, PyAny>,
    win_tile: &Bound<'py, PyAny>,
    flags: &Bound<'py, PyAny>,
    seat_wind: &Bound<'py, PyAny>,
    flowers: &Bound<'py, PyAny>,
    threads: Option<&Bound<'py, PyAny>>,
) -> PyResult<(Bound<'py, PyByteArray>, Bound<'py, PyByteArray>)> {
    let threads = threads_of(py, threads)?;
    let rows = Rows::new(
        ints(py, counts, "counts", 34)?,
        ints(py, melds, "melds", 12)?,
        ints(py, win_tile, "win_tile", 1)?,
        ints(py, flags, "flags", 1)?,
        ints(py, seat_wind, "seat_wind", 1)?,
        ints(py, flowers, "flowers", 1)?,
    );
    let held = table.get();
    let (table, refusals) = (&held.table, &held.refusals);
    let n = rows.count().map_err(|e| to_pyerr(py, e))?;
    let (totals, fans) = (unfilled(py, n * 4)?, unfilled(py, n * table.len)?);
    // SAFETY: both bytearrays were made just above and no Python code has seen them, so
    // nothing else reads, writes or resizes them while the rows are scored; their bytes are
    // seen as possibly uninitialised, which they are.
    let (t, f) = unsafe { (unseen_bytes(&totals), unseen_bytes(&fans)) };
    detached(py, |interrupt| {
        score_rows_into(table, refusals, &rows, &Run { threads, interrupt }, t, f)
    })?;
    Ok((totals, fans))
}
