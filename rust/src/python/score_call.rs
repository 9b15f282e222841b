//! `hupai.score`'s door: a plain C function (`METH_VARARGS | METH_KEYWORDS`, the convention
//! PyO3 gives a function with `**situation`) that reads the common call itself, its keywords
//! by the identity of their interned names, where PyO3's reader compared each keyword's text
//! with every parameter's (about a tenth of a `score` call with `Meld`s and the situation
//! keywords). Any other call (no hand or a second positional argument, a keyword of another
//! rule set, a name not interned) is passed whole to the `#[pyfunction]` `score`, which PyO3
//! reads and words exactly as before.

use super::interned::by_names;
use super::local_args::SITUATIONS;
use super::score::score_with;
use pyo3::ffi;
use pyo3::panic::PanicException;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyString, PyTuple};
use std::ffi::CString;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::ptr::null_mut;

/// `score`'s keyword parameters, in its signature's order: the nine `score_with` takes (the
/// winning tile, the melds, then MCR's seven situations, `local_args::SITUATIONS`' first),
/// then `rules`.
const NAMES: [&str; 10] = {
    let mut names = ["win_tile", "melds", "", "", "", "", "", "", "", "rules"];
    let mut i = 0;
    while i < 7 {
        names[2 + i] = SITUATIONS[i];
        i += 1;
    }
    names
};

/// The `#[pyfunction]` `score` every other call goes to, and the keyword names, interned.
struct Door {
    full: Py<PyAny>,
    names: [Py<PyString>; 10],
}

static DOOR: PyOnceLock<Door> = PyOnceLock::new();

/// Adds `score` to `m`: this door, with the name, signature and docstring of `full` (the
/// `#[pyfunction]`), which it keeps for the calls it does not read.
pub(super) fn add(m: &Bound<'_, PyModule>, full: Bound<'_, PyAny>) -> PyResult<()> {
    let py = m.py();
    let signature: String = full.getattr("__text_signature__")?.extract()?;
    let doc: String = full.getattr("__doc__")?.extract()?;
    // CPython reads a builtin's signature from the head of its docstring, as PyO3 writes it.
    let doc = CString::new(format!("score{signature}\n--\n\n{doc}"))?;
    let def = Box::new(ffi::PyMethodDef {
        ml_name: c"score".as_ptr(),
        ml_meth: ffi::PyMethodDefPointer { PyCFunctionWithKeywords: door },
        ml_flags: ffi::METH_VARARGS | ffi::METH_KEYWORDS,
        ml_doc: doc.into_raw(),
    });
    let names = NAMES.map(|n| PyString::intern(py, n).unbind());
    let _ = DOOR.set(py, Door { full: full.unbind(), names });
    let module_name = m.name()?;
    // SAFETY: the method definition and its strings live as long as the process (leaked, as
    // CPython requires of a PyMethodDef); `m` and its name are live objects.
    let made = unsafe {
        let def = Box::into_raw(def);
        ffi::PyCFunction_NewEx(def, m.as_ptr(), module_name.as_ptr())
    };
    // SAFETY: a new reference or null with the error set.
    let made = unsafe { Bound::from_owned_ptr_or_err(py, made)? };
    m.add("score", made)
}

/// The C entry: the call's answer, or null with the error set; a panic becomes a
/// `PanicException`, never an unwind across the FFI.
unsafe extern "C" fn door(
    _module: *mut ffi::PyObject,
    args: *mut ffi::PyObject,
    kwargs: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    // SAFETY: CPython calls a builtin with the thread attached.
    let py = unsafe { Python::assume_attached() };
    let answer = catch_unwind(AssertUnwindSafe(|| call(py, args, kwargs)));
    let err = match answer {
        Ok(Ok(made)) => return made.into_ptr(),
        Ok(Err(err)) => err,
        Err(payload) => {
            let text = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unwrapped panic from Rust code".to_string());
            PanicException::new_err(text)
        }
    };
    err.restore(py);
    null_mut()
}

fn call<'py>(
    py: Python<'py>,
    args: *mut ffi::PyObject,
    kwargs: *mut ffi::PyObject,
) -> PyResult<Bound<'py, PyAny>> {
    // SAFETY: CPython gives a METH_VARARGS function a tuple of the positional arguments and
    // a dict of the keywords or null, both held by the caller for the call's length.
    let args = unsafe { Bound::from_borrowed_ptr(py, args).cast_into_unchecked::<PyTuple>() };
    let kwargs = unsafe { Bound::from_borrowed_ptr_or_opt(py, kwargs) };
    if args.len() > 1 {
        // In CPython's words for a Python function; PyO3's say "1 positional arguments".
        let given = args.len();
        let why = format!("score() takes 1 positional argument but {given} were given");
        return Err(pyo3::exceptions::PyTypeError::new_err(why));
    }
    let door = DOOR.get(py).expect("the door is made with the module");
    if let Some(read) = read(door, &args, kwargs.as_ref()) {
        let (hand, given) = read;
        let [a, b, c, d, e, f, g, h, i, rules] = given.each_ref().map(|v| v.as_deref());
        return score_with(py, &hand, [a, b, c, d, e, f, g, h, i], rules, None);
    }
    door.full.bind(py).call(args, kwargs.map(|k| k.cast_into()).transpose()?.as_ref())
}

/// The hand and the keywords, borrowed from the call's tuple and dict, as PyO3 reads them
/// (a reference taken and dropped for each cost a tenth of reading them).
type Read<'a, 'py> = (Borrowed<'a, 'py, PyAny>, [Option<Borrowed<'a, 'py, PyAny>>; 10]);

/// The hand and `score`'s keywords (None where absent or given as None) of a call with one
/// positional argument and only `score`'s own keyword names; None for any other call.
fn read<'a, 'py>(
    door: &Door,
    args: &'a Bound<'py, PyTuple>,
    kwargs: Option<&'a Bound<'py, PyAny>>,
) -> Option<Read<'a, 'py>> {
    if args.len() != 1 {
        return None;
    }
    let hand = args.get_borrowed_item(0).ok()?;
    let Some(kwargs) = kwargs else { return Some((hand, [None; 10])) };
    // SAFETY: CPython's keywords of a call are a dict.
    let given = by_names(unsafe { kwargs.cast_unchecked::<PyDict>() }, &door.names)?;
    // A keyword given as None is the default, as PyO3 reads an `Option` parameter.
    let given = given.map(|v| v.filter(|v| !v.is_none()));
    Some((hand, given))
}
