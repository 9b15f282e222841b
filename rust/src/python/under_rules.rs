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

/// Hands the call to `call` when it gives `rules=` or `indicator=`: in a binding of a win or
/// analysis function, `under_rules!(py, "is_win", tiles, [wildcards, ...], rules, indicator)`
/// names the function and its other optional arguments, passed on by their names.
macro_rules! under_rules {
    ($py:expr, $name:literal, $tiles:expr, [$($arg:ident),*], $rules:expr, $indicator:expr) => {
        if $crate::python::under_rules::given($rules, $indicator) {
            let arguments =
                [$((stringify!($arg), $arg),)* ("rules", $rules), ("indicator", $indicator)];
            let called = $crate::python::under_rules::call($py, $name, $tiles, &arguments)?;
            // `?` converts a cast error (a dict or list result) as well as a PyErr.
            #[allow(clippy::needless_question_mark)]
            let extracted = Ok(called.extract()?);
            return extracted;
        }
    };
}
pub(super) use under_rules;
