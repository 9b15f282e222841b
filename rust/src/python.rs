//! The thin binding: extract owned values, release the GIL for heavy work, convert back.
//! Errors become the `hupai.errors` classes, so Python sees one `HupaiError` family.
//!
//! `is_win` and `wildcards_needed` are the public functions themselves: a game loop calls them
//! millions of times, and a Python wrapper would cost more than the lookup. A plain list of 34
//! small ints is read here directly; any other input goes through `hupai._hand.normalize`, the
//! same code the reference uses, which also words every input error.

use crate::batch::{is_win_rows, wildcards_needed_rows};
use crate::error::Error;
use crate::search::{self, Rules};
use crate::table::tables;
use crate::tiles::{counts_from, format, Counts, KINDS};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBytes, PyInt, PyList, PyType};
use pyo3::{ffi, intern};

fn to_pyerr(py: Python<'_>, err: Error) -> PyErr {
    let class = match err.kind() {
        Error::Shape(_) => "ArrayShapeError",
        Error::TileCount { .. } => "TileCountError",
        Error::Unwinnable { .. } => "UnwinnableHandError",
        _ => "HandSizeError",
    };
    let message = err.to_string();
    match py
        .import("hupai.errors")
        .and_then(|m| m.getattr(class))
        .and_then(|c| c.cast_into::<PyType>().map_err(PyErr::from))
    {
        Ok(class) => PyErr::from_type(class, message),
        Err(import_failed) => import_failed,
    }
}

/// How to read a list of counts without a call per item, learned once by probing.
///
/// CPython hands out one cached object for each small int, so a count can be told by its
/// pointer alone, and those objects sit in one array, so the pointer gives the value by a
/// subtraction and a shift. The probe also checks that the list's item array can be read where
/// CPython's public headers put it; where any check fails, items are fetched by call and
/// compared one by one. Pointers are only compared, never followed, so an int that is not a
/// cached one simply sends the hand to the general path.
struct ListReader {
    small: [usize; 5],
    /// The address of cached 0 and log2 of the distance between cached ints, when regular.
    array: Option<(usize, u32)>,
    direct_items: bool,
    _keep: Py<PyAny>,
}

/// CPython's list layout (Include/cpython/listobject.h): the var-object header, then the items.
#[repr(C)]
struct ListHead {
    ob_refcnt: isize,
    ob_type: *mut ffi::PyObject,
    ob_size: isize,
    ob_item: *mut *mut ffi::PyObject,
}

impl ListReader {
    fn probe(py: Python<'_>) -> PyResult<ListReader> {
        let probe = PyList::new(py, [0u8, 1, 2, 3, 4])?;
        let mut small = [0usize; 5];
        for (k, slot) in small.iter_mut().enumerate() {
            *slot = probe.get_item(k)?.as_ptr() as usize;
        }
        let gap = small[1].wrapping_sub(small[0]);
        let regular =
            gap.is_power_of_two() && (0..5).all(|k| small[k] == small[0].wrapping_add(k * gap));
        // SAFETY: `probe` is a live list and the GIL is held; the header is read only to be
        // compared with what PyList_GetItem returns for the same list.
        let direct_items = unsafe {
            let head = probe.as_ptr() as *const ListHead;
            (*head).ob_size == 5
                && !(*head).ob_item.is_null()
                && (0..5).all(|k| *(*head).ob_item.add(k) as usize == small[k])
        };
        Ok(ListReader {
            small,
            array: regular.then(|| (small[0], gap.trailing_zeros())),
            direct_items,
            _keep: probe.into_any().unbind(),
        })
    }

    fn count(&self, item: usize) -> Option<u8> {
        match self.array {
            Some((zero, shift)) => {
                let offset = item.wrapping_sub(zero);
                let k = offset >> shift;
                (k <= 4 && offset & ((1 << shift) - 1) == 0).then_some(k as u8)
            }
            None => self.small.iter().position(|&p| p == item).map(|k| k as u8),
        }
    }

    /// Fills `counts` from a list of exactly 34 cached ints 0..=4; false sends the hand to the
    /// general path.
    #[inline(always)]
    fn fill(&self, list: &Bound<'_, PyList>, counts: &mut Counts) -> bool {
        if list.len() != KINDS {
            return false;
        }
        for (i, slot) in counts.iter_mut().enumerate() {
            // SAFETY: the GIL is held and `i` is below the list's length, which cannot change
            // meanwhile; the direct read was checked against PyList_GetItem by `probe`.
            let item = unsafe {
                if self.direct_items {
                    *(*(list.as_ptr() as *const ListHead)).ob_item.add(i)
                } else {
                    ffi::PyList_GetItem(list.as_ptr(), i as ffi::Py_ssize_t)
                }
            };
            match self.count(item as usize) {
                Some(c) => *slot = c,
                None => return false,
            }
        }
        true
    }
}

static LIST_READER: PyOnceLock<ListReader> = PyOnceLock::new();

#[inline(always)]
fn list_counts(tiles: &Bound<'_, PyAny>, counts: &mut Counts) -> PyResult<bool> {
    let Ok(list) = tiles.cast_exact::<PyList>() else {
        return Ok(false);
    };
    let reader = LIST_READER.get_or_try_init(tiles.py(), || ListReader::probe(tiles.py()))?;
    Ok(reader.fill(list, counts))
}

static NORMALIZE: PyOnceLock<Py<PyAny>> = PyOnceLock::new();

/// Fills `counts` from any accepted input, quickly for the common one, and gives the number of
/// wildcards. The counts are filled in place: returning them by value made the compiler copy
/// them with wide loads right after the byte stores, a store-forwarding stall on every call.
#[inline(always)]
fn hand(
    py: Python<'_>,
    tiles: &Bound<'_, PyAny>,
    wildcards: Option<&Bound<'_, PyAny>>,
    wildcard_tiles: Option<&Bound<'_, PyAny>>,
    counts: &mut Counts,
) -> PyResult<u32> {
    if wildcard_tiles.is_none() {
        let n = match wildcards {
            None => Some(0),
            Some(w) if w.is_exact_instance_of::<PyInt>() => w.extract::<u32>().ok(),
            Some(_) => None,
        };
        if let Some(n @ 0..=136) = n {
            if list_counts(tiles, counts)? {
                return Ok(n);
            }
        }
    }
    let (general, n) = general_hand(py, tiles, wildcards, wildcard_tiles)?;
    *counts = general;
    Ok(n)
}

/// Every other input, through `hupai._hand.normalize`.
#[inline(never)]
fn general_hand(
    py: Python<'_>,
    tiles: &Bound<'_, PyAny>,
    wildcards: Option<&Bound<'_, PyAny>>,
    wildcard_tiles: Option<&Bound<'_, PyAny>>,
) -> PyResult<(Counts, u32)> {
    let wildcards = match wildcards {
        Some(w) => w.clone(),
        None => 0u8.into_pyobject(py)?.into_any(),
    };
    let normalize = NORMALIZE.get_or_try_init(py, || {
        py.import(intern!(py, "hupai._hand"))?
            .getattr("normalize")
            .map(Bound::unbind)
    })?;
    let (values, n): (Vec<i64>, u32) = normalize
        .bind(py)
        .call1((tiles, wildcards, wildcard_tiles))?
        .extract()?;
    Ok((counts_from(&values).map_err(|e| to_pyerr(py, e))?, n))
}

/// Whether the hand is a winning hand (胡牌); see `hupai/_core.pyi` for the full contract.
#[pyfunction]
#[pyo3(signature = (tiles, *, wildcards=None, wildcard_tiles=None, seven_pairs=true,
                    thirteen_orphans=true, allow_fifth_copy=false),
       text_signature = "(tiles, *, wildcards=0, wildcard_tiles=None, seven_pairs=True, \
                         thirteen_orphans=True, allow_fifth_copy=False)")]
fn is_win(
    py: Python<'_>,
    tiles: &Bound<'_, PyAny>,
    wildcards: Option<&Bound<'_, PyAny>>,
    wildcard_tiles: Option<&Bound<'_, PyAny>>,
    seven_pairs: bool,
    thirteen_orphans: bool,
    allow_fifth_copy: bool,
) -> PyResult<bool> {
    let mut counts = [0u8; KINDS];
    let n = hand(py, tiles, wildcards, wildcard_tiles, &mut counts)?;
    let real: u32 = counts.iter().map(|&c| u32::from(c)).sum();
    let total = real + n;
    if total > 14 || total % 3 != 2 {
        return Err(to_pyerr(
            py,
            Error::HandSize {
                tiles: real,
                wildcards: n,
            },
        ));
    }
    let rules = Rules {
        seven_pairs,
        thirteen_orphans,
        allow_fifth_copy,
    };
    Ok(search::is_win(&counts, n, rules))
}

/// The fewest extra wildcards that make the hand win; see `hupai/_core.pyi`.
#[pyfunction]
#[pyo3(signature = (tiles, *, wildcards=None, wildcard_tiles=None, seven_pairs=true,
                    thirteen_orphans=true, allow_fifth_copy=false),
       text_signature = "(tiles, *, wildcards=0, wildcard_tiles=None, seven_pairs=True, \
                         thirteen_orphans=True, allow_fifth_copy=False)")]
fn wildcards_needed(
    py: Python<'_>,
    tiles: &Bound<'_, PyAny>,
    wildcards: Option<&Bound<'_, PyAny>>,
    wildcard_tiles: Option<&Bound<'_, PyAny>>,
    seven_pairs: bool,
    thirteen_orphans: bool,
    allow_fifth_copy: bool,
) -> PyResult<u32> {
    let mut counts = [0u8; KINDS];
    let n = hand(py, tiles, wildcards, wildcard_tiles, &mut counts)?;
    let rules = Rules {
        seven_pairs,
        thirteen_orphans,
        allow_fifth_copy,
    };
    search::wildcards_needed(&counts, n, rules).ok_or_else(|| {
        to_pyerr(
            py,
            Error::Unwinnable {
                hand: format(&counts),
                wildcards: n,
            },
        )
    })
}

type Rows<'py> = (&'py [u8], &'py [u8], Rules);

fn rows<'py>(
    counts: &'py Bound<'py, PyBytes>,
    wildcards: &'py Bound<'py, PyBytes>,
    rules: (bool, bool, bool),
) -> Rows<'py> {
    let (seven_pairs, thirteen_orphans, allow_fifth_copy) = rules;
    (
        counts.as_bytes(),
        wildcards.as_bytes(),
        Rules {
            seven_pairs,
            thirteen_orphans,
            allow_fifth_copy,
        },
    )
}

/// Rows of 34 uint8 counts (flat bytes) and one uint8 wildcard count per row; one byte a row.
#[pyfunction]
#[pyo3(signature = (counts, wildcards, seven_pairs, thirteen_orphans, allow_fifth_copy, threads=None))]
fn batch_is_win<'py>(
    py: Python<'py>,
    counts: &Bound<'py, PyBytes>,
    wildcards: &Bound<'py, PyBytes>,
    seven_pairs: bool,
    thirteen_orphans: bool,
    allow_fifth_copy: bool,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyBytes>> {
    let (c, w, r) = rows(
        counts,
        wildcards,
        (seven_pairs, thirteen_orphans, allow_fifth_copy),
    );
    let out = py
        .detach(|| is_win_rows(c, w, r, threads))
        .map_err(|e| to_pyerr(py, e))?;
    let bytes: Vec<u8> = out.into_iter().map(u8::from).collect();
    Ok(PyBytes::new(py, &bytes))
}

/// As `batch_is_win`, one int8 a row (-1: never).
#[pyfunction]
#[pyo3(signature = (counts, wildcards, seven_pairs, thirteen_orphans, allow_fifth_copy, threads=None))]
fn batch_wildcards_needed<'py>(
    py: Python<'py>,
    counts: &Bound<'py, PyBytes>,
    wildcards: &Bound<'py, PyBytes>,
    seven_pairs: bool,
    thirteen_orphans: bool,
    allow_fifth_copy: bool,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyBytes>> {
    let (c, w, r) = rows(
        counts,
        wildcards,
        (seven_pairs, thirteen_orphans, allow_fifth_copy),
    );
    let out = py
        .detach(|| wildcards_needed_rows(c, w, r, threads))
        .map_err(|e| to_pyerr(py, e))?;
    let bytes: Vec<u8> = out.into_iter().map(|n| n as u8).collect();
    Ok(PyBytes::new(py, &bytes))
}

/// Builds the tables if needed; returns (build seconds, bytes).
#[pyfunction]
fn table_stats(py: Python<'_>) -> (f64, usize) {
    let t = py.detach(tables);
    (t.build_time.as_secs_f64(), t.bytes())
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(is_win, m)?)?;
    m.add_function(wrap_pyfunction!(wildcards_needed, m)?)?;
    m.add_function(wrap_pyfunction!(batch_is_win, m)?)?;
    m.add_function(wrap_pyfunction!(batch_wildcards_needed, m)?)?;
    m.add_function(wrap_pyfunction!(table_stats, m)?)?;
    Ok(())
}
