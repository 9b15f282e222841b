//! The shuffle of wall.md 3 for Python: the order a seed puts `n` items in, which
//! `hupai.shuffle` and `hupai.wall` apply to any list.

use crate::wall::{shuffle, Bounds};
use pyo3::prelude::*;

/// The most items one shuffle takes (its order is a list of that many ints).
const MOST: usize = 1 << 24;

/// The order `seed` shuffles `n` items into (wall.md 3, "splitmix64-fisher-yates-v1"): item
/// k of the result is the position, before the shuffle, of the item that ends at position k.
/// The range of ``n`` (0 to 2^24) and of ``seed`` (0 to 2^64 - 1) is checked by the caller
/// (an OverflowError here otherwise). Runs with the GIL released.
#[pyfunction]
pub(super) fn shuffle_order(py: Python<'_>, n: usize, seed: u64) -> PyResult<Vec<u32>> {
    if n > MOST {
        return Err(super::raise(py, "ArrayShapeError", format!("{n} items: at most {MOST}")));
    }
    Ok(py.detach(|| {
        let mut order: Vec<u32> = (0..n as u32).collect();
        shuffle(&mut order, seed, &Bounds::new(n));
        order
    }))
}
