//! NumPy values in the common `hupai.score` call: a 1-D integer array of counts, integer
//! scalars for tiles, winds and flowers, NumPy bools for flags. They are read as the Python
//! reader reads them (`hupai.tiles._kinds`), so the fast way gives the same answers; anything
//! else NumPy makes (bool or float arrays, bool scalars as numbers) is left to that reader.

use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBool, PyInt, PyList, PyString};

/// NumPy's array, bool and integer types, once NumPy is imported (None without NumPy).
struct Types {
    ndarray: Py<PyAny>,
    bool_: Py<PyAny>,
    integer: Py<PyAny>,
}

static TYPES: PyOnceLock<Option<Types>> = PyOnceLock::new();

fn types(py: Python<'_>) -> Option<&Types> {
    TYPES
        .get_or_init(py, || {
            let np = py.import(intern!(py, "numpy")).ok()?;
            let get = |name: &str| np.getattr(name).ok().map(Bound::unbind);
            Some(Types { ndarray: get("ndarray")?, bool_: get("bool_")?, integer: get("integer")? })
        })
        .as_ref()
}

/// A whole number: a Python int, or a NumPy integer scalar as its int.
pub(super) fn whole<'py>(value: &Bound<'py, PyAny>) -> Option<Bound<'py, PyAny>> {
    if value.is_exact_instance_of::<PyInt>() {
        return Some(value.clone());
    }
    let numpy = types(value.py())?;
    if value.is_instance(numpy.integer.bind(value.py())).ok()? {
        return value.call_method0(intern!(value.py(), "__index__")).ok();
    }
    None
}

/// A flag: a Python bool or a NumPy bool.
pub(super) fn truth(value: &Bound<'_, PyAny>) -> Option<bool> {
    if let Ok(b) = value.cast_exact::<PyBool>() {
        return Some(b.is_true());
    }
    let numpy = types(value.py())?;
    if value.get_type().is(numpy.bool_.bind(value.py())) {
        return value.is_truthy().ok();
    }
    None
}

/// A 1-D NumPy array of integers as a list of ints (`tolist`), for the list reader.
pub(super) fn array_list<'py>(value: &Bound<'py, PyAny>) -> Option<Bound<'py, PyList>> {
    let py = value.py();
    let numpy = types(py)?;
    if !value.get_type().is(numpy.ndarray.bind(py)) {
        return None;
    }
    let kind = value.getattr(intern!(py, "dtype")).ok()?.getattr(intern!(py, "kind")).ok()?;
    let kind = kind.cast_exact::<PyString>().ok()?.to_str().ok()?.to_owned();
    let one_dimension = value.getattr(intern!(py, "ndim")).ok()?.extract::<usize>().ok()? == 1;
    if !(one_dimension && (kind == "i" || kind == "u")) {
        return None;
    }
    value.call_method0(intern!(py, "tolist")).ok()?.cast_into::<PyList>().ok()
}
