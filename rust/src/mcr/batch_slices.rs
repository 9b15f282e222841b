//! What the scoring batches share: N rows scored over the workers `run` gives, in slices an
//! interrupt can stop between (`interrupt::in_slices`), each row's total and fan columns
//! written straight into the caller's (unfilled) buffers; a bad row is reported by the lowest
//! index, as a sequential loop would find it.

use crate::batch::{Run, Workers};
use crate::error::Error;
use crate::interrupt::in_slices;
use rayon::prelude::*;
use std::mem::MaybeUninit;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Writes `N` bytes to the start of `out` (which holds `N`: each row's slice is cut to size).
#[inline(always)]
pub(crate) fn write<const N: usize>(out: &mut [MaybeUninit<u8>], bytes: &[u8; N]) {
    if let Some(out) = out.first_chunk_mut::<N>() {
        // SAFETY: `out` holds N places, `bytes` N initialised bytes, and the two are apart.
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), out.as_mut_ptr().cast::<u8>(), N) }
    }
}

/// Writes `bytes` to the start of `out`, which holds as many.
#[inline(always)]
pub(crate) fn write_slice(out: &mut [MaybeUninit<u8>], bytes: &[u8]) {
    let n = bytes.len().min(out.len());
    if (32..=64).contains(&n) {
        // A two-player row (62 or 63 fans) as two fixed 32-byte copies, overlapping in the
        // middle, where a copy of its own length would call memcpy.
        write::<32>(out, first_32(bytes));
        write::<32>(&mut out[n - 32..], first_32(&bytes[n - 32..]));
        return;
    }
    // SAFETY: `out` holds at least n places, `bytes` n initialised bytes, and the two are apart.
    unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), out.as_mut_ptr().cast::<u8>(), n) }
}

/// The first 32 of at least 32 bytes.
#[inline(always)]
fn first_32(bytes: &[u8]) -> &[u8; 32] {
    bytes.first_chunk().unwrap_or(&[0; 32])
}

/// Scores rows `0..n` into `totals` (N native-endian int32) and `fans` (N x `width`), which
/// need not be initialised: when this returns Ok, every byte of both has been written.
/// `score(scratch, i, out)` scores row i, writing all `width` bytes of `out` (its fan
/// columns) and returning its total; `init` makes a thread's scratch. The first bad row is
/// the error, wrapped in `Error::Row`; rows after a bad one found are skipped.
pub(crate) fn rows_into<S>(
    n: usize,
    width: usize,
    run: &Run,
    (totals, fans): (&mut [MaybeUninit<u8>], &mut [MaybeUninit<u8>]),
    init: impl Fn() -> S + Sync + Send,
    score: impl Fn(&mut S, usize, &mut [MaybeUninit<u8>]) -> Result<u32, Error> + Sync + Send,
) -> Result<(), Error> {
    // A row of no fan columns could not be cut into chunks.
    if width == 0 || totals.len() != n * 4 || fans.len() != n * width {
        return Err(Error::Shape(format!("output buffers are not sized for {n} rows")));
    }
    let workers = Workers::new(run.threads)?;
    in_slices(n, run.interrupt, |range| {
        let totals = &mut totals[range.start * 4..range.end * 4];
        let fans = &mut fans[range.start * width..range.end * width];
        slice(&workers, width, range.start, (totals, fans), &init, &score)
    })
}

/// Rows `first..` of a slice, into its parts of the outputs.
fn slice<S>(
    workers: &Workers,
    width: usize,
    first: usize,
    (totals, fans): (&mut [MaybeUninit<u8>], &mut [MaybeUninit<u8>]),
    init: &(impl Fn() -> S + Sync + Send),
    score: &(impl Fn(&mut S, usize, &mut [MaybeUninit<u8>]) -> Result<u32, Error> + Sync + Send),
) -> Result<(), Error> {
    let first_bad = AtomicUsize::new(usize::MAX);
    let error: Mutex<Option<(usize, Error)>> = Mutex::new(None);
    type Out<'a> = (&'a mut [MaybeUninit<u8>], &'a mut [MaybeUninit<u8>]);
    let one = &|scratch: &mut S, (j, (total, out)): (usize, Out)| {
        let i = first + j;
        if i > first_bad.load(Ordering::Relaxed) {
            return;
        }
        match score(scratch, i, out) {
            Ok(points) => {
                // A fixed-size copy, which compiles to a move rather than a memcpy call.
                write(total, &i32::try_from(points).unwrap_or(i32::MAX).to_ne_bytes());
            }
            Err(e) => {
                first_bad.fetch_min(i, Ordering::Relaxed);
                if let Ok(mut held) = error.lock() {
                    if held.as_ref().is_none_or(|(row, _)| i < *row) {
                        *held = Some((i, e));
                    }
                }
            }
        }
    };
    workers.run(|parallel| {
        if parallel {
            totals
                .par_chunks_mut(4)
                .zip(fans.par_chunks_mut(width))
                .enumerate()
                .with_min_len(16)
                .for_each_init(init, one)
        } else {
            let mut scratch = init();
            let rows = totals.chunks_mut(4).zip(fans.chunks_mut(width)).enumerate();
            rows.for_each(|row| one(&mut scratch, row))
        }
    });
    let found = error.into_inner().unwrap_or_else(|poisoned| poisoned.into_inner());
    match found {
        Some((row, inner)) => Err(Error::Row { row, inner: Box::new(inner) }),
        None => Ok(()),
    }
}
