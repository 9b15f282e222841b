//! NumPy arrays read where they lie: rust-numpy's untyped array gives the dtype, shape, strides
//! and data, and the engine's `Ints` reads the values from there (any integer dtype, either
//! byte order, any strides, aligned or not), so no input is copied. Answers go into new arrays.
//!
//! Like NumPy's own functions that release the GIL, the batch reads its arrays while other
//! threads run: a program must not write to them from another thread during the call.

use crate::error::Error;
use crate::ints::{Axis, Format, Ints};
use numpy::prelude::*;
use numpy::{Element, PyArrayDyn, PyUntypedArray};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

/// `array` as a column of rows along its first axis, the other axes (at most two) the values
/// of a row; `what` names it in errors. The column borrows the array's memory, which the
/// array holds for as long as `array` lives.
pub(super) fn column<'a>(
    array: &'a Bound<'_, PyUntypedArray>,
    what: &str,
) -> Result<Ints<'a>, Error> {
    let dtype = array.dtype();
    let shape = array.shape();
    let strides = array.strides();
    let width = dtype.itemsize();
    if !matches!(dtype.kind(), b'i' | b'u') || !matches!(width, 1 | 2 | 4 | 8) {
        return Err(Error::Shape(format!("{what} must hold integers of 1 to 8 bytes")));
    }
    if shape.is_empty() || shape.len() > 3 {
        return Err(Error::Shape(format!(
            "{what} must have 1 to 3 dimensions, got {}",
            shape.len()
        )));
    }
    let native_big = cfg!(target_endian = "big");
    let big_endian =
        if dtype.is_native_byteorder().unwrap_or(true) { native_big } else { !native_big };
    let format = Format { width, signed: dtype.kind() == b'i', big_endian };
    let axis = |k: usize| -> Axis { shape.get(k).map_or((1, 0), |&len| (len, strides[k])) };
    let inner = [axis(1), axis(2)];
    // The bytes from the lowest value to past the highest, and where value 0 lies in them.
    let (mut low, mut high) = (0isize, width as isize);
    for (&len, &step) in shape.iter().zip(strides) {
        let reach = (len.max(1) as isize - 1) * step;
        if reach < 0 {
            low += reach;
        } else {
            high += reach;
        }
    }
    let empty = shape.contains(&0);
    // SAFETY: every value of a non-empty array lies in these bytes of its buffer, which the
    // array keeps alive while `array` is borrowed; an empty one reads nothing.
    let bytes: &'a [u8] = if empty {
        &[]
    } else {
        unsafe {
            let data = (*array.as_array_ptr()).fields.data.cast::<u8>();
            std::slice::from_raw_parts(data.offset(low), (high - low) as usize)
        }
    };
    let start = if empty { 0 } else { low.unsigned_abs() };
    Ints::strided(bytes, format, start, strides[0], shape[0], inner)
}

/// A new array of `dims`, zeroed, then `fill`ed (with the GIL released, as a rule).
pub(super) fn filled<'py, T: Element>(
    py: Python<'py>,
    dims: &[usize],
    fill: impl FnOnce(&mut [T]) -> PyResult<()>,
) -> PyResult<Bound<'py, PyArrayDyn<T>>> {
    // Made by `numpy.zeros`, which raises MemoryError for an array that cannot be had, where
    // rust-numpy's constructors panic on NumPy's null.
    let zeros = py.import(intern!(py, "numpy"))?.getattr(intern!(py, "zeros"))?;
    let array = zeros.call1((PyTuple::new(py, dims)?, numpy::dtype::<T>(py)))?;
    let array = array.cast_into::<PyArrayDyn<T>>().map_err(PyErr::from)?;
    // SAFETY: the array was made just above and no Python code has seen it, so nothing else
    // reads, writes or resizes it while `fill` writes it; a new array is contiguous.
    let values = unsafe { array.as_slice_mut() }.map_err(PyErr::from)?;
    fill(values)?;
    Ok(array)
}
