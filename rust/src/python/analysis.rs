//! Bindings of hand analysis: shanten by form.

use super::{flag, hand, to_pyerr};
use crate::shanten;
use crate::tiles::KINDS;
use pyo3::prelude::*;

/// (regular, seven pairs, thirteen orphans) shanten; the special forms are None for a hand
/// with declared melds. The public functions are `hupai.shanten` and `hupai.shanten_by_form`.
#[pyfunction]
#[pyo3(signature = (tiles, *, wildcards=None, wildcard_tiles=None, allow_fifth_copy=None))]
pub(super) fn shanten_by_form(
    py: Python<'_>,
    tiles: &Bound<'_, PyAny>,
    wildcards: Option<&Bound<'_, PyAny>>,
    wildcard_tiles: Option<&Bound<'_, PyAny>>,
    allow_fifth_copy: Option<&Bound<'_, PyAny>>,
) -> PyResult<(i32, Option<i32>, Option<i32>)> {
    let mut counts = [0u8; KINDS];
    let n = hand(py, tiles, wildcards, wildcard_tiles, &mut counts)?;
    let free = flag(py, "allow_fifth_copy", allow_fifth_copy, false)?;
    let forms = shanten::by_form(&counts, n, free).map_err(|e| to_pyerr(py, e))?;
    Ok((forms.regular, forms.seven_pairs, forms.thirteen_orphans))
}
