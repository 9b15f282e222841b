//! The thin binding: extract owned values, release the GIL for the work, convert back.
//! Errors become the `hupai.errors` classes, so Python sees one `HupaiError` family.

use crate::batch::{is_win_rows, wildcards_needed_rows};
use crate::error::Error;
use crate::search::{self, Rules};
use crate::table::tables;
use crate::tiles::{counts_from, Counts};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyType};

fn to_pyerr(py: Python<'_>, err: Error) -> PyErr {
    let class = match err.kind() {
        Error::Shape(_) => "ArrayShapeError",
        Error::TileCount { .. } => "TileCountError",
        _ => "HandSizeError",
    };
    let message = err.to_string();
    match py
        .import("hupai.errors")
        .and_then(|m| m.getattr(class))
        .and_then(|c| c.cast_into::<PyType>().map_err(PyErr::from))
    {
        Ok(class) => PyErr::from_type(class, message),
        Err(import_failed) => import_failed,
    }
}

fn rules(seven_pairs: bool, thirteen_orphans: bool, allow_fifth_copy: bool) -> Rules {
    Rules {
        seven_pairs,
        thirteen_orphans,
        allow_fifth_copy,
    }
}

fn counts(py: Python<'_>, values: Vec<i64>) -> PyResult<Counts> {
    counts_from(&values).map_err(|e| to_pyerr(py, e))
}

/// Whether 34 counts plus `wildcards` wildcards win. Checks the counts and the hand size.
#[pyfunction]
#[pyo3(signature = (counts, wildcards, seven_pairs, thirteen_orphans, allow_fifth_copy))]
fn is_win(
    py: Python<'_>,
    counts: Vec<i64>,
    wildcards: u32,
    seven_pairs: bool,
    thirteen_orphans: bool,
    allow_fifth_copy: bool,
) -> PyResult<bool> {
    let hand = self::counts(py, counts)?;
    let tiles: u32 = hand.iter().map(|&c| u32::from(c)).sum();
    let total = tiles + wildcards;
    if total > 14 || total % 3 != 2 {
        return Err(to_pyerr(py, Error::HandSize { tiles, wildcards }));
    }
    Ok(search::is_win(
        &hand,
        wildcards,
        rules(seven_pairs, thirteen_orphans, allow_fifth_copy),
    ))
}

/// The fewest extra wildcards that make the hand win; -1 when none ever do.
#[pyfunction]
#[pyo3(signature = (counts, wildcards, seven_pairs, thirteen_orphans, allow_fifth_copy))]
fn wildcards_needed(
    py: Python<'_>,
    counts: Vec<i64>,
    wildcards: u32,
    seven_pairs: bool,
    thirteen_orphans: bool,
    allow_fifth_copy: bool,
) -> PyResult<i64> {
    let hand = self::counts(py, counts)?;
    let r = rules(seven_pairs, thirteen_orphans, allow_fifth_copy);
    Ok(search::wildcards_needed(&hand, wildcards, r).map_or(-1, i64::from))
}

/// Rows of 34 uint8 counts (flat bytes) and one uint8 wildcard count per row; one byte per row.
#[pyfunction]
#[pyo3(signature = (counts, wildcards, seven_pairs, thirteen_orphans, allow_fifth_copy, threads=None))]
fn batch_is_win<'py>(
    py: Python<'py>,
    counts: &Bound<'py, PyBytes>,
    wildcards: &Bound<'py, PyBytes>,
    seven_pairs: bool,
    thirteen_orphans: bool,
    allow_fifth_copy: bool,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyBytes>> {
    let (c, w) = (counts.as_bytes(), wildcards.as_bytes());
    let r = rules(seven_pairs, thirteen_orphans, allow_fifth_copy);
    let out = py
        .detach(|| is_win_rows(c, w, r, threads))
        .map_err(|e| to_pyerr(py, e))?;
    let bytes: Vec<u8> = out.into_iter().map(u8::from).collect();
    Ok(PyBytes::new(py, &bytes))
}

/// As `batch_is_win`, giving one int8 a row (-1: never).
#[pyfunction]
#[pyo3(signature = (counts, wildcards, seven_pairs, thirteen_orphans, allow_fifth_copy, threads=None))]
fn batch_wildcards_needed<'py>(
    py: Python<'py>,
    counts: &Bound<'py, PyBytes>,
    wildcards: &Bound<'py, PyBytes>,
    seven_pairs: bool,
    thirteen_orphans: bool,
    allow_fifth_copy: bool,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyBytes>> {
    let (c, w) = (counts.as_bytes(), wildcards.as_bytes());
    let r = rules(seven_pairs, thirteen_orphans, allow_fifth_copy);
    let out = py
        .detach(|| wildcards_needed_rows(c, w, r, threads))
        .map_err(|e| to_pyerr(py, e))?;
    let bytes: Vec<u8> = out.into_iter().map(|n| n as u8).collect();
    Ok(PyBytes::new(py, &bytes))
}

/// Builds the tables if needed; returns (build seconds, bytes).
#[pyfunction]
fn table_stats(py: Python<'_>) -> (f64, usize) {
    let t = py.detach(tables);
    (t.build_time.as_secs_f64(), t.bytes())
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(is_win, m)?)?;
    m.add_function(wrap_pyfunction!(wildcards_needed, m)?)?;
    m.add_function(wrap_pyfunction!(batch_is_win, m)?)?;
    m.add_function(wrap_pyfunction!(batch_wildcards_needed, m)?)?;
    m.add_function(wrap_pyfunction!(table_stats, m)?)?;
    Ok(())
}
