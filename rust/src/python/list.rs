//! Reading a list of 34 counts fast: the common input of a game loop, where a call per item
//! would cost more than the whole lookup.

use crate::tiles::{Counts, KINDS};
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyList;

/// How to read a list of counts without a call per item, learned once by probing.
///
/// CPython hands out one cached object for each small int, so a count can be told by its
/// pointer alone, and those objects sit in one array, so the pointer gives the value by a
/// subtraction and a shift. The probe also checks that the list's item array can be read where
/// CPython's public headers put it; where any check fails, items are fetched by call and
/// compared one by one. Pointers are only compared, never followed, so an int that is not a
/// cached one simply sends the hand to the general path.
struct ListReader {
    small: [usize; 5],
    /// The address of cached 0 and log2 of the distance between cached ints, when regular.
    array: Option<(usize, u32)>,
    direct_items: bool,
    _keep: Py<PyAny>,
}

/// CPython's list layout (Include/cpython/listobject.h): the var-object header, then the items.
#[repr(C)]
struct ListHead {
    ob_refcnt: isize,
    ob_type: *mut ffi::PyObject,
    ob_size: isize,
    ob_item: *mut *mut ffi::PyObject,
}

impl ListReader {
    fn probe(py: Python<'_>) -> PyResult<ListReader> {
        let probe = PyList::new(py, [0u8, 1, 2, 3, 4])?;
        let mut small = [0usize; 5];
        for (k, slot) in small.iter_mut().enumerate() {
            *slot = probe.get_item(k)?.as_ptr() as usize;
        }
        let gap = small[1].wrapping_sub(small[0]);
        let regular =
            gap.is_power_of_two() && (0..5).all(|k| small[k] == small[0].wrapping_add(k * gap));
        // SAFETY: `probe` is a live list and the GIL is held; the header is read only to be
        // compared with what PyList_GetItem returns for the same list.
        let direct_items = unsafe {
            let head = probe.as_ptr() as *const ListHead;
            (*head).ob_size == 5
                && !(*head).ob_item.is_null()
                && (0..5).all(|k| *(*head).ob_item.add(k) as usize == small[k])
        };
        Ok(ListReader {
            small,
            array: regular.then(|| (small[0], gap.trailing_zeros())),
            direct_items,
            _keep: probe.into_any().unbind(),
        })
    }

    fn count(&self, item: usize) -> Option<u8> {
        match self.array {
            Some((zero, shift)) => {
                let offset = item.wrapping_sub(zero);
                let k = offset >> shift;
                (k <= 4 && offset & ((1 << shift) - 1) == 0).then_some(k as u8)
            }
            None => self.small.iter().position(|&p| p == item).map(|k| k as u8),
        }
    }

    /// Fills `counts` from a list of exactly 34 cached ints 0..=4; false sends the hand to the
    /// general path.
    #[inline(always)]
    fn fill(&self, list: &Bound<'_, PyList>, counts: &mut Counts) -> bool {
        if list.len() != KINDS {
            return false;
        }
        for (i, slot) in counts.iter_mut().enumerate() {
            // SAFETY: the GIL is held and `i` is below the list's length, which cannot change
            // meanwhile; the direct read was checked against PyList_GetItem by `probe`.
            let item = unsafe {
                if self.direct_items {
                    *(*(list.as_ptr() as *const ListHead)).ob_item.add(i)
                } else {
                    ffi::PyList_GetItem(list.as_ptr(), i as ffi::Py_ssize_t)
                }
            };
            match self.count(item as usize) {
                Some(c) => *slot = c,
                None => return false,
            }
        }
        true
    }
}

static LIST_READER: PyOnceLock<ListReader> = PyOnceLock::new();

#[inline(always)]
pub(super) fn list_counts(tiles: &Bound<'_, PyAny>, counts: &mut Counts) -> PyResult<bool> {
    let Ok(list) = tiles.cast_exact::<PyList>() else {
        return Ok(false);
    };
    let reader = LIST_READER.get_or_try_init(tiles.py(), || ListReader::probe(tiles.py()))?;
    Ok(reader.fill(list, counts))
}
