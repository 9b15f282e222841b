//! Sequences given to the private `_core` functions, their length bounded before any room is
//! made for them. PyO3's `Vec` reserves as many items as a sequence reports: a `range(2**40)`
//! aborted the process (the allocation failed) and a `__len__` of 2**62 panicked. Here a
//! reported length above the bound, one that cannot be read, or more items than the bound
//! when iterated, is an `ArrayShapeError` naming the bound.

use super::to_pyerr;
use crate::error::Error;
use pyo3::conversion::FromPyObjectOwned;
use pyo3::prelude::*;
use pyo3::types::PyString;

/// At most `MAX` items of `T`, from any sequence but a str.
pub(super) struct Bounded<T, const MAX: usize>(pub(super) Vec<T>);

impl<'py, T: FromPyObjectOwned<'py>, const MAX: usize> FromPyObject<'_, 'py> for Bounded<T, MAX> {
    type Error = PyErr;

    fn extract(obj: Borrowed<'_, 'py, PyAny>) -> PyResult<Self> {
        let py = obj.py();
        let refuse = |why: String| {
            let message = format!("expected a sequence of at most {MAX} items; {why}");
            to_pyerr(py, Error::Shape(message))
        };
        if obj.is_instance_of::<PyString>() {
            return Err(refuse("got a str".into()));
        }
        let reported = match obj.len() {
            Ok(n) if n <= MAX => n,
            Ok(n) => return Err(refuse(format!("got one of length {n}"))),
            Err(e) => return Err(refuse(format!("its length cannot be read ({e})"))),
        };
        let mut items = Vec::with_capacity(reported);
        for item in obj.try_iter()? {
            if items.len() == MAX {
                return Err(refuse("got more items than its length said".into()));
            }
            items.push(item?.extract::<T>().map_err(Into::into)?);
        }
        Ok(Bounded(items))
    }
}
