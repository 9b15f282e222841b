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

/// An integer type an array may hold, read from its bytes in either byte order.
trait Item: Copy {
    fn small(self, swapped: bool, top: u8) -> Option<u8>;
}

macro_rules! items {
    ($($t:ty),*) => {$(
        impl Item for $t {
            #[inline(always)]
            fn small(self, swapped: bool, top: u8) -> Option<u8> {
                let v = if swapped { self.swap_bytes() } else { self };
                u8::try_from(v).ok().filter(|&v| v <= top)
            }
        }
    )*};
}
items!(u8, i8, u16, i16, u32, i32, u64, i64);

/// Where an array's items lie: the first, and the bytes from one to the next.
#[derive(Clone, Copy)]
struct Layout {
    data: *const u8,
    stride: isize,
    swapped: bool,
}

impl Layout {
    /// The `i`-th value, if it is 0 to `top`.
    ///
    /// # Safety
    /// The array holds items of type `T` at least `i + 1` of them, and is alive and not
    /// resized meanwhile.
    #[inline(always)]
    unsafe fn value<T: Item>(self, i: usize, top: u8) -> Option<u8> {
        // SAFETY: the caller promises `i` is in bounds, so the item lies at
        // `data + i * stride`; it is read unaligned, as a view may start anywhere.
        let item =
            unsafe { self.data.offset(i as isize * self.stride).cast::<T>().read_unaligned() };
        item.small(self.swapped, top)
    }

    /// Fills `counts` from the `len` values: 34 counts 0-4, or tile indices 0-33 (at most 4
    /// a kind); false for anything else.
    ///
    /// # Safety
    /// The array holds `len` items of type `T`, and is alive and not resized meanwhile.
    #[inline(always)]
    unsafe fn fill<T: Item>(self, len: usize, counts: &mut Counts) -> bool {
        // SAFETY (both loops): every `i` is below `len`.
        if len == KINDS {
            for (i, slot) in counts.iter_mut().enumerate() {
                match unsafe { self.value::<T>(i, 4) } {
                    Some(c) => *slot = c,
                    None => return false,
                }
            }
            return true;
        }
        if len > 4 * KINDS {
            return false; // more tiles than a set holds
        }
        *counts = [0; KINDS];
        for i in 0..len {
            let Some(t) = (unsafe { self.value::<T>(i, KINDS as u8 - 1) }) else { return false };
            let c = &mut counts[usize::from(t)];
            *c += 1;
            if *c > 4 {
                return false;
            }
        }
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
    let layout = Layout {
        data,
        stride: array.strides()[0],
        swapped: dtype.is_native_byteorder() == Some(false),
    };
    // SAFETY: the array holds `len` items of the type its dtype names, and no Python code
    // runs while they are read.
    unsafe {
        match (size, kind == b'i') {
            (1, false) => layout.fill::<u8>(len, counts),
            (1, true) => layout.fill::<i8>(len, counts),
            (2, false) => layout.fill::<u16>(len, counts),
            (2, true) => layout.fill::<i16>(len, counts),
            (4, false) => layout.fill::<u32>(len, counts),
            (4, true) => layout.fill::<i32>(len, counts),
            (_, false) => layout.fill::<u64>(len, counts),
            (_, true) => layout.fill::<i64>(len, counts),
        }
    }
}
