//! Finding a key among interned names by identity: the keywords of a call and the keys of a
//! `Meld`'s instance dict are the interned names themselves, and come in the order their
//! signature or dataclass gives them, so the name after the last one found is tried first.

use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};

/// The place of `key` in `names`, by identity, trying `*next` first; `*next` is then the
/// place after it. None when `key` is none of them (an equal string that is not interned is
/// none of them: the caller then reads by text).
#[inline]
pub(super) fn place<const N: usize>(
    names: &[Py<PyString>; N],
    key: *mut ffi::PyObject,
    next: &mut usize,
) -> Option<usize> {
    let found = match names.get(*next) {
        Some(n) if n.as_ptr() == key => *next,
        _ => names.iter().position(|n| n.as_ptr() == key)?,
    };
    *next = found + 1;
    Some(found)
}

/// The values of `dict` by `names`: one walk through its entries, each key found by identity
/// (`place`; a lookup by key cost several times as much), each value borrowed from the dict;
/// None if a key is none of `names`.
pub(super) fn by_names<'a, 'py, const N: usize>(
    dict: &'a Bound<'py, PyDict>,
    names: &[Py<PyString>; N],
) -> Option<[Option<Borrowed<'a, 'py, PyAny>>; N]> {
    let py = dict.py();
    let mut found: [Option<Borrowed<'a, 'py, PyAny>>; N] = [None; N];
    let (mut pos, mut next): (ffi::Py_ssize_t, usize) = (0, 0);
    let (mut key, mut value) = (std::ptr::null_mut(), std::ptr::null_mut());
    // SAFETY: a live dict and the GIL held; PyDict_Next gives borrowed references, and
    // nothing runs Python code during the walk.
    while unsafe { ffi::PyDict_Next(dict.as_ptr(), &mut pos, &mut key, &mut value) } != 0 {
        let slot = place(names, key, &mut next)?;
        // SAFETY: a live reference borrowed from `dict`, which the caller holds for 'a.
        found[slot] = Some(unsafe { Borrowed::from_ptr(py, value) });
    }
    Some(found)
}
