//! Stopping long work from outside: the engine asks an `Interrupt` now and then whether to give
//! up, and knows nothing of who answers (the binding answers from Python's signal handlers, so
//! that Ctrl-C stops a batch or a large decomposition within a fraction of a second).
//!
//! Batches run in slices of rows sized to take about `SLICE` each, all on the calling thread's
//! schedule: the question is asked between slices, on the calling thread, never by a worker.

use crate::error::Error;
use std::ops::Range;
use std::time::{Duration, Instant};

/// Asked between pieces of long work, on the thread that started it.
pub trait Interrupt {
    /// Whether to stop now. Cheap when called often: an answer that costs time (the binding
    /// takes the GIL to ask Python) is given at most every few milliseconds.
    fn interrupted(&self) -> bool;
}

/// An interrupt that never comes, for callers with no one to ask.
pub struct Never;

impl Interrupt for Never {
    fn interrupted(&self) -> bool {
        false
    }
}

/// The time a slice of rows aims to take: short enough that a stop asked for is seen within a
/// few tens of milliseconds, long enough that the pause between slices costs nothing.
pub const SLICE: Duration = Duration::from_millis(20);
/// Rows in the first slice, before their time is known, and in the smallest: the slowest rows
/// (an MCR score, a shanten, about a microsecond and a half) take about 12 ms, and the
/// cheapest (a win, 50 ns) leave a short batch in one or two slices.
const FIRST_ROWS: usize = 8192;
/// A slice grows at most this many times from one to the next, so that one fast slice (cache
/// luck, a quiet moment) cannot make the next one run for seconds.
const GROWTH: usize = 4;

/// Runs `work` on consecutive ranges of `0..n`, each sized from the time the last one took to
/// take about `SLICE`, and asks `interrupt` after each but the last. The first error `work`
/// returns ends the run; an interrupt ends it with `Error::Interrupted`.
pub fn in_slices(
    n: usize,
    interrupt: &dyn Interrupt,
    mut work: impl FnMut(Range<usize>) -> Result<(), Error>,
) -> Result<(), Error> {
    let mut at = 0;
    let mut rows = FIRST_ROWS;
    while at < n {
        let end = at.saturating_add(rows).min(n);
        let started = Instant::now();
        work(at..end)?;
        let took = started.elapsed();
        at = end;
        if at < n && interrupt.interrupted() {
            return Err(Error::Interrupted);
        }
        rows = next_rows(rows, took);
    }
    Ok(())
}

/// The rows of the next slice, after `rows` took `took`.
fn next_rows(rows: usize, took: Duration) -> usize {
    let took = took.as_nanos().max(1);
    let scaled = (rows as u128 * SLICE.as_nanos() / took).min(usize::MAX as u128) as usize;
    scaled.clamp(FIRST_ROWS.min(rows), rows.saturating_mul(GROWTH))
}

/// Counts the steps of a long search and asks `interrupt` every `EVERY` of them.
pub struct Steps<'a> {
    interrupt: &'a dyn Interrupt,
    count: u32,
    stopped: bool,
}

impl<'a> Steps<'a> {
    /// Steps between questions: a search step takes tens of nanoseconds, so this asks every
    /// few tens of microseconds, and the clock reading it costs is lost in the steps.
    const EVERY: u32 = 1024;

    pub fn new(interrupt: &'a dyn Interrupt) -> Self {
        Steps { interrupt, count: 0, stopped: false }
    }

    /// One more step; whether the search is to stop (and from then on, always).
    #[inline]
    pub fn stop(&mut self) -> bool {
        self.count = self.count.wrapping_add(1);
        if self.count % Self::EVERY == 0 && !self.stopped {
            self.stopped = self.interrupt.interrupted();
        }
        self.stopped
    }

    /// Whether a stop was asked for.
    pub fn stopped(&self) -> bool {
        self.stopped
    }
}

/// Drops `value` on a thread of its own: after an interrupt, the results found so far may be
/// millions of small allocations, and freeing them (seconds) must not keep the stop waiting.
pub fn drop_aside<T: Send + 'static>(value: T) {
    // If no thread can be started, the closure and `value` in it are dropped here instead.
    let _ = std::thread::Builder::new().name("hupai-drop".into()).spawn(move || drop(value));
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    /// Interrupts on the `after`-th question.
    struct After {
        asked: Cell<usize>,
        after: usize,
    }

    impl Interrupt for After {
        fn interrupted(&self) -> bool {
            self.asked.set(self.asked.get() + 1);
            self.asked.get() >= self.after
        }
    }

    #[test]
    fn slices_cover_every_row_once_in_order() {
        let mut seen = Vec::new();
        let n = 100_000;
        in_slices(n, &Never, |r| {
            assert_eq!(r.start, seen.len());
            seen.extend(r);
            Ok(())
        })
        .unwrap();
        assert_eq!(seen.len(), n);
        assert!(in_slices(0, &Never, |_| panic!("no rows, no work")).is_ok());
    }

    #[test]
    fn an_interrupt_ends_the_run_between_slices() {
        let stop = After { asked: Cell::new(0), after: 3 };
        let mut slices = 0;
        let done = in_slices(usize::MAX, &stop, |_| {
            slices += 1;
            Ok(())
        });
        assert_eq!(done, Err(Error::Interrupted));
        assert_eq!((slices, stop.asked.get()), (3, 3));
        // An error from the work comes first, and is not asked about.
        let err = Error::Shape("bad".into());
        let stop = After { asked: Cell::new(0), after: 1 };
        assert_eq!(in_slices(10_000, &stop, |_| Err(err.clone())), Err(err));
        assert_eq!(stop.asked.get(), 0);
    }

    #[test]
    fn slices_follow_the_time_they_take() {
        // Ten times too slow: a tenth of the rows next time; ten times too fast: at most
        // GROWTH times more.
        assert_eq!(next_rows(100_000, SLICE * 10), 10_000);
        assert_eq!(next_rows(100_000, SLICE / 10), 400_000);
        assert_eq!(next_rows(100_000, SLICE), 100_000);
        // Never fewer than the first slice's rows (a slow start, the tables being built).
        assert_eq!(next_rows(FIRST_ROWS, Duration::from_secs(2)), FIRST_ROWS);
        assert_eq!(next_rows(usize::MAX / 2, Duration::ZERO), usize::MAX);
    }

    #[test]
    fn steps_ask_now_and_then_and_stay_stopped() {
        let stop = After { asked: Cell::new(0), after: 2 };
        let mut steps = Steps::new(&stop);
        let first = (1..=10_000).find(|_| steps.stop()).unwrap();
        assert_eq!(first, 2 * Steps::EVERY as usize);
        assert!(steps.stop() && steps.stopped());
        assert_eq!(stop.asked.get(), 2);
    }
}
