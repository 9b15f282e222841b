//! Reading the items of a list or a tuple without a call per item: a list of 34 counts is the
//! common input of a game loop, where a call per item would cost more than the whole lookup,
//! and a tuple or a list of tile indices comes close behind.

use crate::tiles::{Counts, KINDS};
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyInt, PyList, PyTuple};

/// The largest small int told by its pointer: the highest tile index, flowers included.
const SMALL: usize = 41;
/// How many of the probe tuple's items are compared where its items might lie.
const SAMPLE: usize = SMALL - 1;

/// How to read lists and tuples without a call per item, learned once by probing.
///
/// CPython hands out one cached object for each small int, so an int up to `SMALL` can be
/// told by its pointer alone, and those objects sit in one array, so the pointer gives the
/// value by a subtraction and a shift. The probe also checks that a list's item array, and a
/// tuple's items, can be read where CPython's headers put them; where any check fails, items
/// are fetched by call, and ints compared or read one by one. Pointers are only compared,
/// never followed, so an int that is not a cached one is simply read as an int.
pub(super) struct Items {
    small: [usize; 5],
    /// The address of cached 0 and log2 of the distance between cached ints, when regular.
    array: Option<(usize, u32)>,
    direct_list: bool,
    /// Where a tuple's first item lies, in pointers from the tuple's start, when probed.
    tuple_at: Option<usize>,
    _keep: (Py<PyList>, Py<PyTuple>),
}

/// Which of the two an object is.
#[derive(Clone, Copy)]
pub(super) enum Seq {
    List,
    Tuple,
}

/// CPython's list layout (Include/cpython/listobject.h): the var-object header, then the items.
#[repr(C)]
struct ListHead {
    ob_refcnt: isize,
    ob_type: *mut ffi::PyObject,
    ob_size: isize,
    ob_item: *mut *mut ffi::PyObject,
}

impl Items {
    fn probe(py: Python<'_>) -> PyResult<Items> {
        let list = PyList::new(py, 0..=SMALL as u8)?;
        let tuple = PyTuple::new(py, 0..=SMALL as u8)?;
        let at = |k: usize| list.get_item(k).map(|i| i.as_ptr() as usize);
        let ints: Vec<usize> = (0..=SMALL).map(at).collect::<PyResult<_>>()?;
        let gap = ints[1].wrapping_sub(ints[0]);
        let regular = gap.is_power_of_two()
            && ints.iter().enumerate().all(|(k, &p)| p == ints[0].wrapping_add(k * gap));
        // SAFETY: `list` and `tuple` are live, hold SMALL + 1 items, and the GIL is held; the
        // headers are read only to be compared with what the API returns for the same items.
        // A tuple is at least a 3-word header and SMALL + 1 items long; at most its first
        // SAMPLE items are compared, 4 words in at the most, so no read passes its end.
        let (direct_list, tuple_at) = unsafe {
            let head = list.as_ptr() as *const ListHead;
            let direct = (*head).ob_size == ints.len() as isize
                && !(*head).ob_item.is_null()
                && (0..ints.len()).all(|k| *(*head).ob_item.add(k) as usize == ints[k]);
            let words = tuple.as_ptr() as *const usize;
            // The items follow the var-object header (3.10-3.13), or a cached hash after it.
            let found =
                [3, 4].into_iter().find(|&at| (0..SAMPLE).all(|k| *words.add(at + k) == ints[k]));
            (direct, found)
        };
        Ok(Items {
            small: [ints[0], ints[1], ints[2], ints[3], ints[4]],
            array: regular.then(|| (ints[0], gap.trailing_zeros())),
            direct_list,
            tuple_at,
            _keep: (list.unbind(), tuple.unbind()),
        })
    }

    pub(super) fn get(py: Python<'_>) -> PyResult<&Items> {
        static ITEMS: PyOnceLock<Items> = PyOnceLock::new();
        ITEMS.get_or_try_init(py, || Items::probe(py))
    }

    /// A cached small int's value, 0 to `SMALL`, by its pointer; None for any other object
    /// (and, when the cache is not one regular array, for ints above 4).
    #[inline(always)]
    pub(super) fn small(&self, item: *mut ffi::PyObject) -> Option<u8> {
        let item = item as usize;
        match self.array {
            Some((zero, shift)) => {
                let offset = item.wrapping_sub(zero);
                let k = offset >> shift;
                (k <= SMALL && offset & ((1 << shift) - 1) == 0).then_some(k as u8)
            }
            None => self.small.iter().position(|&p| p == item).map(|k| k as u8),
        }
    }

    /// The `i`-th item of `seq`, borrowed.
    ///
    /// # Safety
    /// `seq` is a live list or tuple as `kind` says, `i` is below its length, and the GIL is
    /// held with no Python code run since the length was read.
    #[inline(always)]
    pub(super) unsafe fn item(
        &self,
        seq: *mut ffi::PyObject,
        kind: Seq,
        i: usize,
    ) -> *mut ffi::PyObject {
        // SAFETY: as the caller promises; the direct reads were checked by `probe`.
        unsafe {
            match (kind, self.tuple_at) {
                (Seq::List, _) if self.direct_list => *(*(seq as *const ListHead)).ob_item.add(i),
                (Seq::List, _) => ffi::PyList_GetItem(seq, i as ffi::Py_ssize_t),
                (Seq::Tuple, Some(at)) => *(seq as *const *mut ffi::PyObject).add(at + i),
                (Seq::Tuple, None) => ffi::PyTuple_GetItem(seq, i as ffi::Py_ssize_t),
            }
        }
    }

    /// Puts `item` in place `i` of a tuple just made, taking over its reference: where the
    /// probe found a tuple's items, written there as CPython's PyTuple_SET_ITEM does (a call
    /// with its checks, for each item of each result tuple, was a twentieth of a score).
    ///
    /// # Safety
    /// `tuple` is a tuple, or an instance of a subclass of tuple's size, made by the caller
    /// and not yet shared, place `i` is below its length and still empty, and the GIL is held.
    #[inline(always)]
    pub(super) unsafe fn fill(
        &self,
        py: Python<'_>,
        tuple: *mut ffi::PyObject,
        i: usize,
        item: *mut ffi::PyObject,
    ) -> PyResult<()> {
        // SAFETY: as the caller promises; the place was checked by `probe`.
        unsafe {
            match self.tuple_at {
                Some(at) => *(tuple as *mut *mut ffi::PyObject).add(at + i) = item,
                None if ffi::PyTuple_SetItem(tuple, i as ffi::Py_ssize_t, item) != 0 => {
                    return Err(PyErr::fetch(py));
                }
                None => {}
            }
        }
        Ok(())
    }

    /// A list's length as it is now.
    ///
    /// # Safety
    /// `list` is a live list and the GIL is held.
    #[inline(always)]
    pub(super) unsafe fn list_len(&self, list: *mut ffi::PyObject) -> usize {
        // SAFETY: as the caller promises; the header was checked by `probe`.
        let len = unsafe {
            if self.direct_list {
                (*(list as *const ListHead)).ob_size
            } else {
                ffi::PyList_Size(list)
            }
        };
        len.max(0) as usize
    }

    /// Fills `counts` from a list or tuple of exactly 34 ints 0..=4; false sends the hand to
    /// the other readers.
    #[inline(always)]
    pub(super) fn counts(&self, seq: &Bound<'_, PyAny>, kind: Seq, counts: &mut Counts) -> bool {
        // The common case in one pass without a branch an item: the items where the probe
        // found them, each a cached int told by its address alone.
        // SAFETY: the caller read the length, 34, and runs no Python code meanwhile; the
        // item array is where `probe` found it for this kind.
        let direct = unsafe {
            match (kind, self.tuple_at) {
                (Seq::List, _) if self.direct_list => {
                    Some((*(seq.as_ptr() as *const ListHead)).ob_item as *const *mut ffi::PyObject)
                }
                (Seq::Tuple, Some(at)) => Some((seq.as_ptr() as *const *mut ffi::PyObject).add(at)),
                _ => None,
            }
        };
        if let (Some(items), Some((zero, shift))) = (direct, self.array) {
            let mut cached = true;
            for (i, slot) in counts.iter_mut().enumerate() {
                // SAFETY: `i` is below the length, 34.
                let offset = (unsafe { *items.add(i) } as usize).wrapping_sub(zero);
                let k = offset >> shift;
                cached &= k <= 4 && offset & ((1 << shift) - 1) == 0;
                *slot = k as u8;
            }
            if cached {
                return true;
            }
        }
        self.counts_one_by_one(seq, kind, counts)
    }

    /// As `counts`, an item at a time, ints that are not cached ones read by value.
    #[cold]
    #[inline(never)]
    fn counts_one_by_one(&self, seq: &Bound<'_, PyAny>, kind: Seq, counts: &mut Counts) -> bool {
        for (i, slot) in counts.iter_mut().enumerate() {
            // SAFETY: the caller read the length, 34, and runs no Python code meanwhile.
            let item = unsafe { self.item(seq.as_ptr(), kind, i) };
            match self.small(item).filter(|&c| c <= 4).or_else(|| int(seq.py(), item, 4)) {
                Some(c) => *slot = c,
                None => return false,
            }
        }
        true
    }
}

/// An exact int 0 to `top` that is not a cached one; None for any other object. Read without
/// raising (and so without running any Python code), as callers hold borrowed items.
#[cold]
pub(super) fn int(py: Python<'_>, item: *mut ffi::PyObject, top: u8) -> Option<u8> {
    // SAFETY: `item` is a live object borrowed from a list or tuple the caller holds.
    let item = unsafe { Borrowed::from_ptr(py, item) };
    if !item.is_exact_instance_of::<PyInt>() {
        return None;
    }
    let mut overflow = 0;
    // SAFETY: an exact int, so no method of it is called; a value too wide for a C long
    // sets `overflow` instead of an exception.
    let value = unsafe { ffi::PyLong_AsLongAndOverflow(item.as_ptr(), &mut overflow) };
    let value = if overflow == 0 { u8::try_from(value).ok() } else { None };
    value.filter(|&v| v <= top)
}

/// The common call: a list of 34 counts.
#[inline(always)]
pub(super) fn list_counts(tiles: &Bound<'_, PyAny>, counts: &mut Counts) -> PyResult<bool> {
    let Ok(list) = tiles.cast_exact::<PyList>() else {
        return Ok(false);
    };
    if list.len() != KINDS {
        return Ok(false);
    }
    Ok(Items::get(tiles.py())?.counts(tiles, Seq::List, counts))
}
