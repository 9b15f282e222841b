//! Binding of the deals batch (`wall::deals`): the wall and the deal's shape read, the deals
//! dealt with the GIL released and Ctrl-C heard (`signals::detached`), straight into new
//! bytearrays that `hupai.batch.deals` wraps in NumPy arrays without copying.

use super::rows::threads as threads_of;
use super::score_batch::unfilled;
use super::signals::detached;
use super::to_pyerr;
use crate::batch::Run;
use crate::wall::deal::Shape;
use crate::wall::deals::{deals_into, Deals, Out};
use pyo3::prelude::*;
use pyo3::types::PyByteArray;
use std::mem::MaybeUninit;

/// The rest's width and the six outputs: hands, flowers, jokers, indicator, rest, seeds.
type Outputs<'py> = (
    usize,
    Bound<'py, PyByteArray>,
    Bound<'py, PyByteArray>,
    Bound<'py, PyByteArray>,
    Bound<'py, PyByteArray>,
    Bound<'py, PyByteArray>,
    Bound<'py, PyByteArray>,
);

/// `n` deals of `wall` (bytes of tile ids 0-42, unshuffled), deal i shuffled with
/// deal_seed(seed, i) and dealt by the contract's rule: (k, hands, flowers, jokers,
/// indicator, rest, seeds), k the rest's width and each output a bytearray of n deals'
/// bytes: n x players x 34 and n x players uint8, n native-endian int16, n x k uint8, n
/// native-endian uint64. Ranges are checked (OptionError, HandSizeError); Ctrl-C stops the
/// deals (KeyboardInterrupt).
#[pyfunction]
#[pyo3(signature = (wall, n, seed, players, hand, dealer_extra, flip, draws=None, threads=None))]
#[allow(clippy::too_many_arguments)]
pub(super) fn batch_deals<'py>(
    py: Python<'py>,
    wall: Vec<u8>,
    n: usize,
    seed: u64,
    players: usize,
    hand: usize,
    dealer_extra: usize,
    flip: bool,
    draws: Option<usize>,
    threads: Option<&Bound<'py, PyAny>>,
) -> PyResult<Outputs<'py>> {
    let threads = threads_of(py, threads)?;
    let shape = Shape::new(players, hand, dealer_extra, flip).map_err(|e| to_pyerr(py, e))?;
    let deals = Deals::new(&wall, shape, draws).map_err(|e| to_pyerr(py, e))?;
    // A size past memory is a MemoryError from `unfilled`.
    let [a, b, c, d, e, f] = deals.widths().map(|width| n.saturating_mul(width));
    let outputs = [
        unfilled(py, a)?,
        unfilled(py, b)?,
        unfilled(py, c)?,
        unfilled(py, d)?,
        unfilled(py, e)?,
        unfilled(py, f)?,
    ];
    // SAFETY: the bytearrays were made just above and no Python code has seen them, so
    // nothing else reads, writes or resizes them while the deals are written; their bytes
    // are seen as possibly uninitialised, which they are.
    let [hands, flowers, jokers, indicator, rest, seeds] = unsafe {
        outputs.each_ref().map(|array| {
            std::slice::from_raw_parts_mut(array.data().cast::<MaybeUninit<u8>>(), array.len())
        })
    };
    let out = Out { hands, flowers, jokers, indicator, rest, seeds };
    detached(py, |interrupt| deals_into(n, seed, &deals, &Run { threads, interrupt }, out))?;
    let [a, b, c, d, e, f] = outputs;
    Ok((deals.draws, a, b, c, d, e, f))
}
