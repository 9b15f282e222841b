//! Binding of 跑胡子 scoring: one hand (already read and checked by `hupai.paohuzi`, checked
//! again here) and batches of rows, both with the GIL released, and the tables' sizes.

use super::rows::threads as threads_of;
use super::score_batch::{ints, unfilled, unseen_bytes};
use super::signals::detached;
use super::to_pyerr;
use crate::batch::Run;
use crate::error::Value;
use crate::paohuzi::batch::{score_rows_into, Rows, RECORD};
use crate::paohuzi::{score, table, Hand, Options};
use pyo3::prelude::*;
use pyo3::types::PyByteArray;

/// A group as (label, cards, 胡息, holds the winning card, declared).
type GroupTuple = (&'static str, Vec<u8>, u8, bool, bool);
/// (win, 胡息 or None, 囤, 番, 名堂 bits, score, red, groups, 王 kinds).
type ScoreTuple = (bool, Option<u16>, u16, u16, u8, u32, u8, Vec<GroupTuple>, Vec<u8>);

/// One hand: declared group codes, 20 concealed counts, the winning card (-1 none, 0-19, 20 a
/// 王), concealed 王, tsumo, and the options. See `hupai.paohuzi.score`.
#[pyfunction]
#[allow(clippy::too_many_arguments)]
pub(super) fn paohuzi_score(
    py: Python<'_>,
    declared: Vec<u8>,
    concealed: [u8; 20],
    win: i16,
    jokers: u8,
    tsumo: bool,
    min_huxi: u16,
    duizihu: bool,
) -> PyResult<ScoreTuple> {
    let codes = declared.into_iter().map(Value::from);
    let hand = Hand::from_row(concealed, jokers.into(), win.into(), tsumo.into(), codes)
        .map_err(|e| to_pyerr(py, e))?;
    let o = py.detach(|| score(&hand, Options { min_huxi, duizihu }, true));
    let groups = o
        .groups
        .iter()
        .map(|g| (g.label.name(), g.cards().to_vec(), g.huxi, g.winning, g.declared))
        .collect();
    Ok((o.win, o.huxi, o.tun, o.fan, o.mingtang, o.score, o.red, groups, o.wild_kinds))
}

/// Scores of N rows: (scores, records) as bytearrays of N int32 and N x 8 bytes (胡息 int16,
/// 囤, 番, 名堂 bits, win, red, 0). Columns as `hupai.batch.paohuzi_score` documents them,
/// each a NumPy integer array or packed little-endian 16-byte values. The first bad row is
/// the error; Ctrl-C stops the rows.
#[pyfunction]
#[pyo3(signature = (counts, jokers, win, tsumo, declared, min_huxi, duizihu, threads=None))]
#[allow(clippy::too_many_arguments)]
pub(super) fn batch_paohuzi_score<'py>(
    py: Python<'py>,
    counts: &Bound<'py, PyAny>,
    jokers: &Bound<'py, PyAny>,
    win: &Bound<'py, PyAny>,
    tsumo: &Bound<'py, PyAny>,
    declared: &Bound<'py, PyAny>,
    min_huxi: u16,
    duizihu: bool,
    threads: Option<&Bound<'py, PyAny>>,
) -> PyResult<(Bound<'py, PyByteArray>, Bound<'py, PyByteArray>)> {
    let threads = threads_of(py, threads)?;
    let rows = Rows {
        counts: ints(py, counts, "counts", 20)?,
        jokers: ints(py, jokers, "jokers", 1)?,
        win: ints(py, win, "win", 1)?,
        tsumo: ints(py, tsumo, "tsumo", 1)?,
        declared: ints(py, declared, "declared", 7)?,
    };
    let n = rows.count().map_err(|e| to_pyerr(py, e))?;
    let (scores, records) = (unfilled(py, n * 4)?, unfilled(py, n * RECORD)?);
    // SAFETY: both bytearrays were made just above and no Python code has seen them, so
    // nothing else reads, writes or resizes them while the rows are scored; their bytes are
    // seen as possibly uninitialised, which they are.
    let (s, r) = unsafe { (unseen_bytes(&scores), unseen_bytes(&records)) };
    let options = Options { min_huxi, duizihu };
    detached(py, |interrupt| score_rows_into(&rows, options, &Run { threads, interrupt }, s, r))?;
    Ok((scores, records))
}

/// The tables, built if need be: (most jokers a size, patterns, outcomes, bytes, build
/// seconds).
#[pyfunction]
pub(super) fn paohuzi_table_stats(py: Python<'_>) -> (u8, usize, usize, usize, f64) {
    let s = py.detach(table::stats);
    (s.max_jokers, s.patterns, s.outcomes, s.bytes, s.built_in.as_secs_f64())
}
