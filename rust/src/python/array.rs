//! A hand given as a NumPy array, read in place with the `numpy` crate: 1-D, any integer
//! dtype, either byte order, any strides (slices, views, broadcasts), 34 counts or tile
//! indices, as `hupai.tiles.to_counts` reads it (`tolist`, then counts or indices). Anything
//! else, and any value the Python reader would refuse, is left to that reader.

use crate::tiles::{Counts, KINDS};
use numpy::npyffi;
use numpy::prelude::*;
use numpy::PyUntypedArray;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Whether NumPy's C API is loaded (the first use imports NumPy). The `numpy` crate panics
/// when it cannot load it; that is caught once here, and arrays are then left to the Python
/// reader, rather than a panic reaching Python on every call.
fn api(py: Python<'_>) -> bool {
    static LOADED: PyOnceLock<bool> = PyOnceLock::new();
    *LOADED.get_or_init(py, || {
        py.import("numpy").is_ok()
            && catch_unwind(AssertUnwindSafe(|| {
                // SAFETY: the GIL is held and None is a live object; checking it loads the
                // API, which is all that is wanted here.
                unsafe { npyffi::PyArray_CheckExact(py, py.None().as_ptr()) }
            }))
            .is_ok()
    })
}

/// How the items of an integer array are laid out; `N` is the item size in bytes.
#[derive(Clone, Copy)]
struct Layout<const N: usize> {
    data: *const u8,
    stride: isize,
    signed: bool,
    swapped: bool,
}

impl<const N: usize> Layout<N> {
    /// The `i`-th value, if it is 0 to `top`.
    ///
    /// # Safety
    /// `i` is below the array's length, and the array is alive and not resized meanwhile.
    #[inline(always)]
    unsafe fn value(self, i: usize, top: u8) -> Option<u8> {
        // SAFETY: the caller promises `i` is in bounds, so the item's N bytes lie at
        // `data + i * stride`; they are read unaligned, as a view may start anywhere.
        let item: [u8; N] = unsafe {
            self.data.offset(i as isize * self.stride).cast::<[u8; N]>().read_unaligned()
        };
        // As little-endian bytes in the low N of eight, then widened.
        let mut bytes = [0u8; 8];
        bytes[..N].copy_from_slice(&item);
        if self.swapped != cfg!(target_endian = "big") {
            bytes[..N].reverse();
        }
        let raw = u64::from_le_bytes(bytes);
        let shift = 64 - 8 * N as u32;
        let wide =
            if self.signed { i128::from((raw << shift) as i64 >> shift) } else { raw.into() };
        u8::try_from(wide).ok().filter(|&v| v <= top)
    }

    /// Fills `counts` from the `len` values: 34 counts 0-4, or tile indices 0-33 (at most 4
    /// a kind); false for anything else.
    ///
    /// # Safety
    /// `len` is the array's length, and the array is alive and not resized meanwhile.
    #[inline(always)]
    unsafe fn fill(self, len: usize, counts: &mut Counts) -> bool {
        // SAFETY (both loops): every `i` is below `len`.
        if len == KINDS {
            for (i, slot) in counts.iter_mut().enumerate() {
                match unsafe { self.value(i, 4) } {
                    Some(c) => *slot = c,
                    None => return false,
                }
            }
            return true;
        }
        if len > 4 * KINDS {
            return false; // more tiles than a set holds
        }
        let mut held = [0u8; KINDS];
        for i in 0..len {
            let Some(t) = (unsafe { self.value(i, KINDS as u8 - 1) }) else { return false };
            let c = &mut held[usize::from(t)];
            *c += 1;
            if *c > 4 {
                return false;
            }
        }
        *counts = held;
        true
    }
}

/// Fills `counts` from an exact 1-D integer NumPy array of 34 counts 0-4 or of tile indices
/// 0-33 (at most 4 a kind); false for anything else.
pub(super) fn array_counts(value: &Bound<'_, PyAny>, counts: &mut Counts) -> bool {
    let py = value.py();
    // SAFETY: the GIL is held and the API is loaded; the check reads the object's type only.
    if !api(py) || unsafe { npyffi::PyArray_CheckExact(py, value.as_ptr()) } == 0 {
        return false;
    }
    // SAFETY: just checked to be an ndarray (not a subclass, whose items may read otherwise).
    let array = unsafe { value.cast_unchecked::<PyUntypedArray>() };
    if array.ndim() != 1 {
        return false;
    }
    let dtype = array.dtype();
    let (kind, size) = (dtype.kind(), dtype.itemsize());
    if !matches!(kind, b'i' | b'u') || !matches!(size, 1 | 2 | 4 | 8) {
        return false;
    }
    let len = array.shape()[0];
    // SAFETY: the array is alive; its fields are read, not its items.
    let data = unsafe { (*npyffi::_PyArray_GET_ITEM_DATA(array.as_array_ptr())).data.cast() };
    let (stride, signed) = (array.strides()[0], kind == b'i');
    let swapped = dtype.is_native_byteorder() == Some(false);
    // SAFETY: `len` is the array's length, and no Python code runs while it is read.
    unsafe {
        match size {
            1 => Layout::<1> { data, stride, signed, swapped }.fill(len, counts),
            2 => Layout::<2> { data, stride, signed, swapped }.fill(len, counts),
            4 => Layout::<4> { data, stride, signed, swapped }.fill(len, counts),
            _ => Layout::<8> { data, stride, signed, swapped }.fill(len, counts),
        }
    }
}
