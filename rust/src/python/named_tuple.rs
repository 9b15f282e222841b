//! Making named-tuple instances (`Score`, `Decomposition`) the way `tuple.__new__(cls, items)`
//! does, without the intermediate tuple or the call: the class's own allocator, then the
//! items put in place. The class is checked once to be a plain tuple subclass (no instance
//! dict or extra fields), which is what a named tuple is.

use super::sequence::Items;
use pyo3::exceptions::PyTypeError;
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::{PyTuple, PyType};

/// A named-tuple class, checked.
pub(super) struct NamedTuple {
    class: Py<PyType>,
    alloc: ffi::allocfunc,
    fields: usize,
}

impl NamedTuple {
    /// `class` with `fields` fields; a TypeError unless it is a tuple subclass of tuple's size.
    pub(super) fn new(class: &Bound<'_, PyAny>, fields: usize) -> PyResult<NamedTuple> {
        let py = class.py();
        let class = class.cast::<PyType>()?.clone();
        let tuple = py.get_type::<PyTuple>();
        let same_size = |name: &str| -> PyResult<bool> {
            Ok(class.getattr(name)?.extract::<isize>()?
                == tuple.getattr(name)?.extract::<isize>()?)
        };
        let declared = class.getattr("_fields")?.len()?;
        if !class.is_subclass(&tuple)?
            || !same_size("__basicsize__")?
            || !same_size("__itemsize__")?
            || declared != fields
        {
            return Err(PyTypeError::new_err(format!("{class} is not a named tuple of {fields}")));
        }
        // SAFETY: a live heap type and the GIL held; Py_tp_alloc is always set on a type.
        let slot = unsafe { ffi::PyType_GetSlot(class.as_type_ptr(), ffi::Py_tp_alloc) };
        if slot.is_null() {
            return Err(PyTypeError::new_err(format!("{class} has no allocator")));
        }
        // SAFETY: the Py_tp_alloc slot holds an allocfunc.
        let alloc = unsafe { std::mem::transmute::<*mut std::ffi::c_void, ffi::allocfunc>(slot) };
        Ok(NamedTuple { class: class.unbind(), alloc, fields })
    }

    /// An instance holding `items`, one for each field.
    pub(super) fn make<'py, const N: usize>(
        &self,
        py: Python<'py>,
        items: [Bound<'py, PyAny>; N],
    ) -> PyResult<Bound<'py, PyAny>> {
        assert_eq!(N, self.fields, "a named tuple is made with one item a field");
        // SAFETY: the class is a tuple subclass of tuple's layout (checked in `new`), so its
        // allocator gives a tuple of N empty places, each then filled once (`Items::fill`, the
        // class being of tuple's size), taking over the item's reference.
        unsafe {
            let made = (self.alloc)(self.class.bind(py).as_type_ptr(), N as ffi::Py_ssize_t);
            let made = Bound::from_owned_ptr_or_err(py, made)?;
            let places = Items::get(py)?;
            for (i, item) in items.into_iter().enumerate() {
                places.fill(py, made.as_ptr(), i, item.into_ptr())?;
            }
            Ok(made)
        }
    }
}
