//! Every input form of a hand read in Rust: a notation string (`crate::notation`), a list or
//! tuple of 34 counts, of tile indices or of tile names (`sequence`), a NumPy array (`array`);
//! and the wildcard kinds (`wildcard_tiles`). As with the list of counts before them, what is
//! read here is read with certainty, the same as `hupai._hand` reads it; anything doubtful or
//! wrong (a subclass, a bool, a flower, a fifth copy, an unknown name) gives false or None,
//! and the caller goes the Python way, which reads everything and words every error.

use super::array::array_counts;
use super::sequence::{int, Items, Seq};
use crate::notation;
use crate::tiles::{mask_tiles, Counts, KINDS};
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple};

/// Fills `counts` from any input form read here (`hupai.tiles.to_counts` gives the same); false
/// for any other input, and for one the Python reader would refuse (`counts` then left in any
/// state).
pub(super) fn tiles(value: &Bound<'_, PyAny>, counts: &mut Counts) -> PyResult<bool> {
    if let Ok(text) = value.cast_exact::<PyString>() {
        // Text that is not UTF-8 (a lone surrogate) is worded by the Python reader.
        return Ok(text.to_str().is_ok_and(|text| notation::fill(text, counts)));
    }
    let (kind, len) = if let Ok(list) = value.cast_exact::<PyList>() {
        (Seq::List, list.len())
    } else if let Ok(tuple) = value.cast_exact::<PyTuple>() {
        (Seq::Tuple, tuple.len())
    } else {
        return Ok(array_counts(value, counts));
    };
    let items = Items::get(value.py())?;
    if len == KINDS && items.counts(value, kind, counts) {
        return Ok(true);
    }
    Ok(tile_sequence(items, value, kind, len, counts))
}

/// Fills `counts` from a list or tuple of tile indices 0-33 and tile names; exactly 34 items
/// are read so only when one is a name, as the Python reader reads them (else they are
/// counts).
#[inline(never)]
fn tile_sequence(
    items: &Items,
    seq: &Bound<'_, PyAny>,
    kind: Seq,
    len: usize,
    counts: &mut Counts,
) -> bool {
    if len > 4 * KINDS {
        return false; // more tiles than a set holds
    }
    *counts = [0; KINDS];
    let mut named = false;
    for i in 0..len {
        let Some((t, name)) = tile_item(items, seq, kind, i) else { return false };
        named |= name;
        let c = &mut counts[t];
        *c += 1;
        if *c > 4 {
            return false;
        }
    }
    // 34 items that are not all names are counts, with a bad one: the Python reader words it.
    named || len != KINDS
}

/// The `i`-th item of a list or tuple as a tile 0-33, and whether it was a name; None for a
/// flower and for anything but an exact int or str.
#[inline(always)]
fn tile_item(items: &Items, seq: &Bound<'_, PyAny>, kind: Seq, i: usize) -> Option<(usize, bool)> {
    // Reading a name may run Python code (an error made while encoding it can start the
    // garbage collector, and a finalizer can change a list), so a list's length is read
    // again each time, and the name is held while it is read.
    if let Seq::List = kind {
        // SAFETY: `seq` is a live list and the GIL is held.
        if i >= unsafe { items.list_len(seq.as_ptr()) } {
            return None;
        }
    }
    // SAFETY: `i` is below the length just read (a tuple's never changes), with the GIL held.
    let item = unsafe { items.item(seq.as_ptr(), kind, i) };
    if let Some(t) = items.small(item) {
        return (usize::from(t) < KINDS).then_some((usize::from(t), false));
    }
    // SAFETY: a live item borrowed from `seq`, with the GIL held.
    let borrowed = unsafe { Borrowed::from_ptr(seq.py(), item) };
    if let Ok(name) = borrowed.cast_exact::<PyString>() {
        // Held borrowed (a reference taken and dropped cost a tenth of a name's read): reading
        // its text runs no Python code but when it fails, and then the name is not used again.
        return notation::one(name.to_str().ok()?).map(|t| (t, true));
    }
    let item = borrowed.to_owned();
    let t = int(seq.py(), item.as_ptr(), KINDS as u8 - 1)?;
    Some((usize::from(t), false))
}

/// The wildcard kinds named by `wildcard_tiles` as a bit set (bit t for tile t), when given as
/// a notation string, a tile index, or a list or tuple of indices and names; None for any
/// other form, and for anything the Python reader (`hupai._hand.wildcard_kinds`) would refuse.
pub(super) fn wildcard_kinds(value: &Bound<'_, PyAny>) -> PyResult<Option<u64>> {
    if let Ok(text) = value.cast_exact::<PyString>() {
        let Some(counts) = text.to_str().ok().and_then(notation::read) else { return Ok(None) };
        return Ok(Some((0..KINDS).filter(|&t| counts[t] > 0).fold(0, |m, t| m | 1 << t)));
    }
    let top = KINDS as u8 - 1;
    let (kind, len) = if let Ok(list) = value.cast_exact::<PyList>() {
        (Seq::List, list.len())
    } else if let Ok(tuple) = value.cast_exact::<PyTuple>() {
        (Seq::Tuple, tuple.len())
    } else {
        let items = Items::get(value.py())?;
        let t = items.small(value.as_ptr()).or_else(|| int(value.py(), value.as_ptr(), top));
        return Ok(t.filter(|&t| t <= top).map(|t| 1 << t));
    };
    if len > 4 * KINDS || len == KINDS {
        // Left to the Python reader: it has no bound, and 34 whole numbers are counts there.
        return Ok(None);
    }
    let items = Items::get(value.py())?;
    let mut mask = 0;
    for i in 0..len {
        let Some((t, _)) = tile_item(items, value, kind, i) else { return Ok(None) };
        mask |= 1 << t;
    }
    Ok(Some(mask))
}

/// The 34 counts this reader reads from ``tiles``, or None where it leaves them to the Python
/// reader (``hupai.tiles.to_counts``); for the tests that hold the two readers to agree.
#[pyfunction]
pub(super) fn read_tiles(tiles: &Bound<'_, PyAny>) -> PyResult<Option<Vec<u32>>> {
    let mut counts = [0u8; KINDS];
    Ok(self::tiles(tiles, &mut counts)?.then(|| counts.map(u32::from).to_vec()))
}

/// The wildcard kinds this reader reads from ``wildcard_tiles`` (sorted tile indices), or None
/// where it leaves them to the Python reader (``hupai._hand.wildcard_kinds``); for the tests.
#[pyfunction]
pub(super) fn read_wildcard_tiles(
    wildcard_tiles: &Bound<'_, PyAny>,
) -> PyResult<Option<Vec<usize>>> {
    Ok(wildcard_kinds(wildcard_tiles)?.map(|mask| mask_tiles(mask).collect()))
}
