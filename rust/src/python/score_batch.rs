//! Binding of batch MCR scoring: integer columns read where they lie (NumPy arrays of any
//! integer dtype and strides, or packed bytes for Python ints beyond int64), the rows checked
//! and scored with the GIL released and Ctrl-C heard (`mcr::batch::score_rows_into`), totals
//! and fan counts out as native-endian bytes. `hupai.batch.score` shapes the arrays.

use super::arrays::column;
use super::rows::threads as threads_of;
use super::score::McrTable;
use super::signals::detached;
use super::to_pyerr;
use crate::batch::Run;
use crate::mcr::batch::{score_rows_into, Ints, Rows, FAN_COLUMNS};
use numpy::PyUntypedArray;
use pyo3::exceptions::PyMemoryError;
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes};
use std::mem::MaybeUninit;

/// A column as Python passes it: a NumPy integer array (rows on the first axis), or bytes of
/// packed little-endian signed 16-byte values (Python ints beyond int64).
pub(super) fn ints<'a>(
    py: Python<'_>,
    value: &'a Bound<'_, PyAny>,
    what: &str,
    cols: usize,
) -> PyResult<Ints<'a>> {
    let read = match value.cast::<PyUntypedArray>() {
        Ok(array) => column(array, what),
        Err(_) => Ints::packed(value.cast::<PyBytes>()?.as_bytes(), 16, cols),
    };
    read.map_err(|e| to_pyerr(py, e))
}

/// MCR scores of N checked rows: (totals, fans) as bytearrays of N int32 and N x 82 uint8.
///
/// Each column is a NumPy integer array (any dtype and strides, read where it lies) or bytes
/// of packed little-endian signed 16-byte values: counts N x 34, melds N x 4 x 3 (kind 0 none
/// / 1 chow / 2 pung / 3 kong, lowest tile, concealed), and N of each other column; flags bits
/// 1 self-drawn, 2 last copy, 4 kong, 8 last tile. Every row is checked; the first bad or
/// non-winning row is the error. Ctrl-C stops the rows (KeyboardInterrupt).
#[pyfunction]
#[pyo3(signature = (table, counts, melds, win_tile, flags, seat_wind, prevalent_wind, flowers,
                    threads=None))]
#[allow(clippy::too_many_arguments)]
pub(super) fn batch_mcr_score<'py>(
    py: Python<'py>,
    table: &Bound<'py, McrTable>,
    counts: &Bound<'py, PyAny>,
    melds: &Bound<'py, PyAny>,
    win_tile: &Bound<'py, PyAny>,
    flags: &Bound<'py, PyAny>,
    seat_wind: &Bound<'py, PyAny>,
    prevalent_wind: &Bound<'py, PyAny>,
    flowers: &Bound<'py, PyAny>,
    threads: Option<&Bound<'py, PyAny>>,
) -> PyResult<(Bound<'py, PyByteArray>, Bound<'py, PyByteArray>)> {
    let threads = threads_of(py, threads)?;
    let rows = Rows {
        counts: ints(py, counts, "counts", 34)?,
        melds: ints(py, melds, "melds", 12)?,
        win_tile: ints(py, win_tile, "win_tile", 1)?,
        flags: ints(py, flags, "flags", 1)?,
        seat_wind: ints(py, seat_wind, "seat_wind", 1)?,
        prevalent_wind: ints(py, prevalent_wind, "prevalent_wind", 1)?,
        flowers: ints(py, flowers, "flowers", 1)?,
    };
    let table = table.get().table();
    let n = rows.count().map_err(|e| to_pyerr(py, e))?;
    // The answers are written straight into the bytearrays Python receives, left unfilled
    // (every byte is written when the rows score; on an error they are dropped unseen).
    let (totals, fans) = (unfilled(py, n * 4)?, unfilled(py, n * FAN_COLUMNS)?);
    // SAFETY: both bytearrays were made just above and no Python code has seen them, so
    // nothing else reads, writes or resizes them while the rows are scored; their bytes are
    // seen as possibly uninitialised, which they are.
    let (t, f) = unsafe { (unseen_bytes(&totals), unseen_bytes(&fans)) };
    detached(py, |interrupt| score_rows_into(table, &rows, &Run { threads, interrupt }, t, f))?;
    Ok((totals, fans))
}

/// The bytes of a bytearray `unfilled` made, to be written before Python sees it.
///
/// # Safety
/// No Python code may have seen `array`, so that nothing else reads, writes or resizes it
/// while the slice lives; its bytes may be uninitialised, as the slice's type says.
// A shared `Bound` gives a mutable view: the bytearray's buffer is Python's, not Rust's, and
// the caller's promise is what makes it unique.
#[allow(clippy::mut_from_ref)]
pub(super) unsafe fn unseen_bytes<'a>(
    array: &'a Bound<'_, PyByteArray>,
) -> &'a mut [MaybeUninit<u8>] {
    // SAFETY: as the caller promises; `data` and `len` describe the bytearray's buffer.
    unsafe { std::slice::from_raw_parts_mut(array.data().cast::<MaybeUninit<u8>>(), array.len()) }
}

/// A new bytearray of `len` bytes whose contents are not set (`PyByteArray::new_with` would
/// fill them with zeros first, a pass over every output byte that the rows then overwrite).
pub(super) fn unfilled(py: Python<'_>, len: usize) -> PyResult<Bound<'_, PyByteArray>> {
    let too_large = || {
        PyMemoryError::new_err(format!(
            "the batch needs {len} bytes an output, more than can be allocated"
        ))
    };
    let size = isize::try_from(len).map_err(|_| too_large())?;
    // Asked of the allocator first: CPython 3.11 frees a bytearray whose buffer it could not
    // allocate half made, printing a stray SystemError beside an empty MemoryError.
    Vec::<u8>::new().try_reserve_exact(len).map_err(|_| too_large())?;
    // SAFETY: a null source asks CPython for uninitialised contents of `len` bytes; the
    // result is a new reference or null with an exception set, and is a bytearray.
    unsafe {
        let made = pyo3::ffi::PyByteArray_FromStringAndSize(std::ptr::null(), size);
        Ok(Bound::from_owned_ptr_or_err(py, made)?.cast_into_unchecked())
    }
}
