//! A tuple of a length known ahead, filled in place from an iterator: the result objects of a
//! score (its fans, its reading's melds) are built so, without a `Vec` between, which cost a
//! fifth of building them (an allocation, its growth, and a second walk).

use super::sequence::Items;
use pyo3::exceptions::PySystemError;
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

/// The tuple of the `len` items of `items`, whose references it takes over; a SystemError if
/// `items` does not give exactly `len` (a bug here, never the caller's input).
pub(super) fn exact_tuple<'py>(
    py: Python<'py>,
    len: usize,
    items: impl IntoIterator<Item = PyResult<Bound<'py, PyAny>>>,
) -> PyResult<Bound<'py, PyTuple>> {
    // SAFETY: the GIL is held; a new tuple (or null with the error set) has `len` empty places,
    // each filled at most once here, taking over the item's reference (`Items::fill`). A
    // place left empty on an error is null, which the tuple's deallocation skips.
    let places = Items::get(py)?;
    unsafe {
        let made = Bound::from_owned_ptr_or_err(py, ffi::PyTuple_New(len as ffi::Py_ssize_t))?;
        let mut filled = 0;
        for item in items {
            if filled == len {
                break;
            }
            places.fill(py, made.as_ptr(), filled, item?.into_ptr())?;
            filled += 1;
        }
        if filled != len {
            return Err(PySystemError::new_err(
                "a result tuple was given the wrong number of items",
            ));
        }
        Ok(made.cast_into_unchecked())
    }
}
