//! The `rules=` and `indicator=` arguments of the win and analysis functions: a call that
//! gives either is read in Python (`hupai.under_rules.call`), which turns the rule set into
//! the forms, wildcard kinds and fifth-copy rule these functions take, and calls back.

use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyDict;

static CALL: PyOnceLock<Py<PyAny>> = PyOnceLock::new();

/// Whether the call names a rule set or an indicator (None counts as not given).
pub(super) fn given(
    rules: Option<&Bound<'_, PyAny>>,
    indicator: Option<&Bound<'_, PyAny>>,
) -> bool {
    rules.is_some_and(|r| !r.is_none()) || indicator.is_some_and(|i| !i.is_none())
}

/// `hupai.under_rules.call(name, tiles, **arguments)`, the arguments given (not None) only.
pub(super) fn call<'py>(
    py: Python<'py>,
    name: &str,
    tiles: &Bound<'py, PyAny>,
    arguments: &[(&str, Option<&Bound<'py, PyAny>>)],
) -> PyResult<Bound<'py, PyAny>> {
    let function = CALL.get_or_try_init(py, || {
        Ok::<_, PyErr>(py.import(intern!(py, "hupai.under_rules"))?.getattr("call")?.unbind())
    })?;
    let kwargs = PyDict::new(py);
    for (key, value) in arguments {
        if let Some(v) = value {
            kwargs.set_item(key, v)?;
        }
    }
    function.bind(py).call((name, tiles), Some(&kwargs))
}
