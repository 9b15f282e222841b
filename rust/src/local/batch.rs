//! Many hands scored under a local rule set at once: each row read and checked
//! (`rows::Rows::hand`), scored (`score::score_in`, the rows one batch), and its total,
//! points and fan counts (by position in the table, after exclusions) written; the rows in
//! slices an interrupt can stop between, spread over the workers as MCR's batch spreads them.
//! The first bad or non-winning row is the error.

use super::rows::{RowRules, Rows};
use super::score::{score_in, DEFAULT_LIMIT};
use super::shared::new_batch;
use super::table::Table;
use crate::batch::{Run, Workers};
use crate::error::Error;
use crate::interrupt::{in_slices, Never};
use rayon::prelude::*;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// What each row gives: its total (capped 番), points, and the fan counts.
pub struct Out<'a> {
    pub totals: &'a mut [i32],
    pub points: &'a mut [i64],
    /// N x fans, by position.
    pub fans: &'a mut [u8],
}

/// Scores every row of `rows` into `out` (sized for `rows.count()` rows and the table's fans).
pub fn score_rows(
    table: &Table,
    rules: &RowRules,
    rows: &Rows,
    run: &Run,
    out: Out,
) -> Result<(), Error> {
    let n = rows.count()?;
    let width = table.fans.len();
    if out.totals.len() != n || out.points.len() != n || out.fans.len() != n * width {
        return Err(Error::Shape(format!("output buffers are not sized for {n} rows")));
    }
    if table.custom() {
        return Err(Error::Option("a rule set with custom fans is not scored in batches".into()));
    }
    let workers = Workers::new(run.threads)?;
    // One batch for the shared memo and ways: each thread keeps its own (`shared`).
    let batch = new_batch();
    let Out { totals, points, fans } = out;
    in_slices(n, run.interrupt, |range| {
        let slice = Out {
            totals: &mut totals[range.clone()],
            points: &mut points[range.clone()],
            fans: &mut fans[range.start * width..range.end * width],
        };
        score_slice(table, rules, rows, &workers, range.start, slice, batch)
    })
}

/// One row's answers, or its error.
fn score_row(
    table: &Table,
    rules: &RowRules,
    rows: &Rows,
    (batch, i): (u64, usize),
    (total, points, fans): (&mut i32, &mut i64, &mut [u8]),
) -> Result<(), Error> {
    let hand = rows.hand(rules, i)?;
    // A row's search is short (a few hundred readings at most with four wildcards): the
    // slice, not the row, is where Ctrl-C is heard.
    let best = score_in(Some(batch), table, &hand, DEFAULT_LIMIT, &Never)?.ok_or_else(|| {
        Error::Local { class: "NotWinningError", message: rows.not_winning(rules, i) }
    })?;
    // Past the columns' widths: refused, never given rounded.
    let (Ok(t), Ok(p)) = (i32::try_from(best.tally.total), i64::try_from(best.tally.points)) else {
        let (t, p) = (best.tally.total, best.tally.points);
        return Err(Error::Option(format!(
            "total {t} or points {p} pass the batch's columns (int32, int64): score the hand \
             with hupai.score"
        )));
    };
    (*total, *points) = (t, p);
    for (slot, &c) in fans.iter_mut().zip(&best.counts) {
        *slot = u8::try_from(c).unwrap_or(u8::MAX);
    }
    Ok(())
}

fn score_slice(
    table: &Table,
    rules: &RowRules,
    rows: &Rows,
    workers: &Workers,
    first: usize,
    out: Out,
    batch: u64,
) -> Result<(), Error> {
    let first_bad = AtomicUsize::new(usize::MAX);
    let error: Mutex<Option<(usize, Error)>> = Mutex::new(None);
    let width = table.fans.len().max(1);
    let one = |(j, ((total, points), fans)): (usize, ((&mut i32, &mut i64), &mut [u8]))| {
        let i = first + j;
        if i > first_bad.load(Ordering::Relaxed) {
            return;
        }
        if let Err(e) = score_row(table, rules, rows, (batch, i), (total, points, fans)) {
            first_bad.fetch_min(i, Ordering::Relaxed);
            if let Ok(mut held) = error.lock() {
                if held.as_ref().is_none_or(|(row, _)| i < *row) {
                    *held = Some((i, e));
                }
            }
        }
    };
    let Out { totals, points, fans } = out;
    // A table of no fans has rows of no fan counts: one empty chunk a row all the same.
    let mut none = vec![0u8; if table.fans.is_empty() { totals.len() } else { 0 }];
    let fans = if table.fans.is_empty() { &mut none[..] } else { fans };
    workers.run(|parallel| {
        if parallel {
            let rows = totals.par_iter_mut().zip(points.par_iter_mut());
            rows.zip(fans.par_chunks_mut(width)).enumerate().with_min_len(4).for_each(one)
        } else {
            let rows = totals.iter_mut().zip(points.iter_mut());
            rows.zip(fans.chunks_mut(width)).enumerate().for_each(one)
        }
    });
    let found = error.into_inner().unwrap_or_else(|poisoned| poisoned.into_inner());
    match found {
        Some((row, inner)) => Err(Error::Row { row, inner: Box::new(inner) }),
        None => Ok(()),
    }
}
