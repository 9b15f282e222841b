//! Ctrl-C during long calls: the engine's `Interrupt`, answered from Python's signal handlers.
//!
//! Work runs with the GIL released, on the calling thread's schedule (a batch asks between its
//! slices, a decomposition every thousand search steps), so the question comes from the thread
//! that called; at most every `EVERY` it takes the GIL back and runs the handlers
//! (`Python::check_signals`). A handler that raises (SIGINT's raises KeyboardInterrupt) stops the
//! work, and its exception is the call's.

use super::to_pyerr;
use crate::error::Error;
use crate::interrupt::Interrupt;
use pyo3::exceptions::PyKeyboardInterrupt;
use pyo3::prelude::*;
use std::cell::{Cell, RefCell};
use std::time::{Duration, Instant};

/// The most time between two looks at the signal handlers: well inside the half second a
/// person waits after Ctrl-C, and long enough that taking the GIL back costs nothing.
const EVERY: Duration = Duration::from_millis(10);

/// Python's signal handlers as an interrupt, and the exception one raised.
struct Signals {
    last: Cell<Instant>,
    raised: RefCell<Option<PyErr>>,
}

impl Interrupt for Signals {
    fn interrupted(&self) -> bool {
        if self.raised.borrow().is_some() {
            return true;
        }
        let now = Instant::now();
        if now.duration_since(self.last.get()) < EVERY {
            return false;
        }
        self.last.set(now);
        // Handlers run only on the main thread; elsewhere this finds nothing, as Python
        // itself would.
        match Python::attach(|py| py.check_signals()) {
            Ok(()) => false,
            Err(raised) => {
                *self.raised.borrow_mut() = Some(raised);
                true
            }
        }
    }
}

/// Runs `work` with the GIL released, Python's signal handlers as its interrupt. Its error
/// becomes the Python exception: the one a handler raised when it was interrupted.
pub(super) fn detached<T: Send>(
    py: Python<'_>,
    work: impl FnOnce(&dyn Interrupt) -> Result<T, Error> + Send,
) -> PyResult<T> {
    let (done, raised) = py.detach(|| {
        let signals = Signals { last: Cell::new(Instant::now()), raised: RefCell::new(None) };
        let done = work(&signals);
        (done, signals.raised.into_inner())
    });
    match done {
        Ok(value) => Ok(value),
        Err(Error::Interrupted) => Err(raised.unwrap_or_else(|| PyKeyboardInterrupt::new_err(()))),
        Err(e) => Err(to_pyerr(py, e)),
    }
}
