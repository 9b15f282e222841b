//! What the batch bindings share: their arrays read in place (`arrays::column`), `threads`
//! checked by the engine's bound, and the rows run with the GIL released and Ctrl-C heard
//! (`signals::detached`), their answers written into a new array.

use super::arrays::{column, filled};
use super::signals::detached;
use super::{raise, to_pyerr};
use crate::batch::{self, Batch, Run, MAX_THREADS};
use crate::error::Error;
use numpy::{Element, PyArrayDyn, PyUntypedArray};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyInt};

/// `threads` as the engine takes it: None (all cores) or a whole number 1 to `MAX_THREADS`,
/// read as an int whatever its class says of itself.
pub(super) fn threads(py: Python<'_>, value: Option<&Bound<'_, PyAny>>) -> PyResult<Option<usize>> {
    let Some(value) = value.filter(|v| !v.is_none()) else { return Ok(None) };
    let n = if value.is_instance_of::<PyBool>() { None } else { value.extract::<i128>().ok() };
    match n {
        Some(n) => batch::threads(Some(n)).map_err(|e| to_pyerr(py, e)),
        None => {
            // Not an int, or one past 128 bits.
            let got = match value.cast::<PyInt>() {
                Ok(int) if !value.is_instance_of::<PyBool>() => int.to_string(),
                _ => format!("a {}", value.get_type().name()?),
            };
            let message = format!(
                "threads must be None or a whole number from 1 to {MAX_THREADS}, got {got}"
            );
            Err(raise(py, "OptionError", message))
        }
    }
}

/// Runs `compute` over the batch of `counts` (N x 34, any integer dtype) and `wildcards` (N),
/// both read where they lie, into a new array of N answers (`per` 1) or N x `per`.
pub(super) fn rows<'py, T: Element + Send>(
    py: Python<'py>,
    counts: &Bound<'py, PyAny>,
    wildcards: &Bound<'py, PyAny>,
    wildcard_kinds: u64,
    threads: Option<&Bound<'py, PyAny>>,
    per: usize,
    compute: impl FnOnce(&Batch, &Run, &mut [T]) -> Result<(), Error> + Send,
) -> PyResult<Bound<'py, PyArrayDyn<T>>> {
    let threads = self::threads(py, threads)?;
    let counts = counts.cast::<PyUntypedArray>()?;
    let wildcards = wildcards.cast::<PyUntypedArray>()?;
    let batch = Batch {
        counts: column(counts, "counts").map_err(|e| to_pyerr(py, e))?,
        wildcards: column(wildcards, "wildcards").map_err(|e| to_pyerr(py, e))?,
        wildcard_kinds,
    };
    let n = batch.counts.rows();
    let dims = if per == 1 { vec![n] } else { vec![n, per] };
    filled(py, &dims, |out| {
        detached(py, |interrupt| compute(&batch, &Run { threads, interrupt }, out))
    })
}
