//! The batch bindings of win detection and analysis. They take the same arguments (the rows,
//! the wildcard kinds, the forms, their shorthands and the fifth-copy rule as the single calls
//! take them, and `threads`) and differ only in what they compute for a row, so one macro
//! writes them.

use super::forms::read_rules;
use super::rows::rows;
use crate::batch::{is_win_rows, shanten_rows, waits_rows, wildcards_needed_rows, Batch, Run};
use crate::error::Error;
use crate::rules::Rules;
use crate::tiles::KINDS;
use numpy::PyArrayDyn;
use pyo3::prelude::*;

/// A batch binding `$name` whose answers are `$per` values of `$out` a row, each row's
/// computed by `$compute(batch, rules, run, out)`.
macro_rules! batch_binding {
    ($(#[doc = $doc:literal])* $name:ident -> $out:ty, $per:expr, $compute:expr) => {
        $(#[doc = $doc])*
        #[pyfunction]
        #[pyo3(signature = (counts, wildcards, wildcard_kinds, forms, seven_pairs,
                            thirteen_orphans, allow_fifth_copy, threads=None))]
        #[allow(clippy::too_many_arguments)]
        pub(super) fn $name<'py>(
            py: Python<'py>,
            counts: &Bound<'py, PyAny>,
            wildcards: &Bound<'py, PyAny>,
            wildcard_kinds: u64,
            forms: Option<&Bound<'py, PyAny>>,
            seven_pairs: Option<&Bound<'py, PyAny>>,
            thirteen_orphans: Option<&Bound<'py, PyAny>>,
            allow_fifth_copy: Option<&Bound<'py, PyAny>>,
            threads: Option<&Bound<'py, PyAny>>,
        ) -> PyResult<Bound<'py, PyArrayDyn<$out>>> {
            let rules = read_rules(py, forms, seven_pairs, thirteen_orphans, allow_fifth_copy)?;
            rows(py, counts, wildcards, wildcard_kinds, threads, $per, |batch, run, out| {
                $compute(batch, rules, run, out)
            })
        }
    };
}

batch_binding! {
    /// `is_win` for each of N rows: counts N x 34 and wildcards N (NumPy arrays of any integer
    /// dtype and strides, read in place), `wildcard_kinds` a mask of tile kinds whose copies
    /// are wildcards; the forms, their shorthands and the fifth-copy rule as the public
    /// functions take them; N bools out.
    batch_is_win -> bool, 1, is_win_rows
}

batch_binding! {
    /// As `batch_is_win`, N int8 out (-1: never).
    batch_wildcards_needed -> i8, 1, wildcards_needed_rows
}

batch_binding! {
    /// Shanten for each of N rows, read as `batch_is_win` reads them; N int8 out.
    batch_shanten -> i8, 1, shanten_by_rules
}

/// `shanten_rows` under the forms and fifth-copy rule of `rules`.
fn shanten_by_rules(batch: &Batch, rules: Rules, run: &Run, out: &mut [i8]) -> Result<(), Error> {
    shanten_rows(batch, rules.forms, rules.allow_fifth_copy, run, out)
}

batch_binding! {
    /// Waits for each of N rows, read as `batch_is_win` reads them; N x 34 bools out (`[i, t]`:
    /// tile t completes row i).
    batch_waits -> bool, KINDS, waits_rows
}
