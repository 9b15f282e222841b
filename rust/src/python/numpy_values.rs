//! NumPy scalars in the common `hupai.score` call: integer scalars for tiles, winds and
//! flowers, NumPy bools for flags (an array of the hand is read by `array`). They are read as
//! the Python reader reads them (`hupai.tiles._kinds`), so the fast way gives the same
//! answers; anything else NumPy makes (bool scalars as numbers) is left to that reader.

use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBool, PyInt};

/// NumPy's bool and integer types, once NumPy is imported (None without NumPy).
struct Types {
    bool_: Py<PyAny>,
    integer: Py<PyAny>,
}

static TYPES: PyOnceLock<Option<Types>> = PyOnceLock::new();

fn types(py: Python<'_>) -> Option<&Types> {
    TYPES
        .get_or_init(py, || {
            let np = py.import(intern!(py, "numpy")).ok()?;
            let get = |name: &str| np.getattr(name).ok().map(Bound::unbind);
            Some(Types { bool_: get("bool_")?, integer: get("integer")? })
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
