//! Binding of batch MCR scoring: columns of integers in (bytes, 1, 8 or 16 bytes a value), the
//! rows checked and scored with the GIL released (`mcr::batch::score_rows`), totals and fan
//! counts out as native-endian bytes. `hupai.batch.score` shapes the arrays.

use super::score::McrTable;
use super::to_pyerr;
use crate::mcr::batch::{score_rows_into, Ints, Rows, FAN_COLUMNS};
use pyo3::exceptions::PyMemoryError;
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes};
use std::mem::MaybeUninit;

/// A column as Python passes it: the values' bytes and their width, 1 (uint8), 8 (int64) or
/// 16 (int128).
type Column<'py> = (Bound<'py, PyBytes>, usize);

fn ints<'a>(py: Python<'_>, column: &'a Column<'_>) -> PyResult<Ints<'a>> {
    Ints::new(column.0.as_bytes(), column.1).map_err(|e| to_pyerr(py, e))
}

/// MCR scores of N checked rows: (totals, fans) as bytearrays of N int32 and N x 82 uint8.
///
/// Each column is ``(bytes, width)``: little-endian values of 1 byte (unsigned), or 8 or 16
/// bytes (signed). counts N x 34, melds N x 4 x 3 (kind 0 none / 1 chow / 2 pung / 3 kong, lowest
/// tile, concealed), and N of each other column; flags bits 1 self-drawn, 2 last copy, 4 kong,
/// 8 last tile. Every row is checked; the first bad or non-winning row is the error.
#[pyfunction]
#[pyo3(signature = (table, counts, melds, win_tile, flags, seat_wind, prevalent_wind, flowers,
                    threads=None))]
#[allow(clippy::too_many_arguments)]
pub(super) fn batch_mcr_score<'py>(
    py: Python<'py>,
    table: &Bound<'py, McrTable>,
    counts: Column<'py>,
    melds: Column<'py>,
    win_tile: Column<'py>,
    flags: Column<'py>,
    seat_wind: Column<'py>,
    prevalent_wind: Column<'py>,
    flowers: Column<'py>,
    threads: Option<usize>,
) -> PyResult<(Bound<'py, PyByteArray>, Bound<'py, PyByteArray>)> {
    let rows = Rows {
        counts: ints(py, &counts)?,
        melds: ints(py, &melds)?,
        win_tile: ints(py, &win_tile)?,
        flags: ints(py, &flags)?,
        seat_wind: ints(py, &seat_wind)?,
        prevalent_wind: ints(py, &prevalent_wind)?,
        flowers: ints(py, &flowers)?,
    };
    let table = table.get().table();
    let n = rows.count().map_err(|e| to_pyerr(py, e))?;
    // The answers are written straight into the bytearrays Python receives, left unfilled
    // (every byte is written when the rows score; on an error they are dropped unseen).
    let (totals, fans) = (unfilled(py, n * 4)?, unfilled(py, n * FAN_COLUMNS)?);
    // SAFETY: both bytearrays were made just above and no Python code has seen them, so
    // nothing else reads, writes or resizes them while the rows are scored; their bytes are
    // seen as possibly uninitialised, which they are.
    let (t, f) = unsafe {
        let bytes = |array: &Bound<'py, PyByteArray>| {
            std::slice::from_raw_parts_mut(array.data().cast::<MaybeUninit<u8>>(), array.len())
        };
        (bytes(&totals), bytes(&fans))
    };
    py.detach(|| score_rows_into(table, &rows, threads, t, f)).map_err(|e| to_pyerr(py, e))?;
    Ok((totals, fans))
}

/// A new bytearray of `len` bytes whose contents are not set (`PyByteArray::new_with` would
/// fill them with zeros first, a pass over every output byte that the rows then overwrite).
fn unfilled(py: Python<'_>, len: usize) -> PyResult<Bound<'_, PyByteArray>> {
    let len = isize::try_from(len).map_err(|_| PyMemoryError::new_err("the batch is too large"))?;
    // SAFETY: a null source asks CPython for uninitialised contents of `len` bytes; the
    // result is a new reference or null with an exception set, and is a bytearray.
    unsafe {
        let made = pyo3::ffi::PyByteArray_FromStringAndSize(std::ptr::null(), len);
        Ok(Bound::from_owned_ptr_or_err(py, made)?.cast_into_unchecked())
    }
}
