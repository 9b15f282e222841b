//! Finding a key among interned names by identity: the keywords of a call and the keys of a
//! `Meld`'s instance dict are the interned names themselves, and come in the order their
//! signature or dataclass gives them, so the name after the last one found is tried first.

use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::PyString;

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
