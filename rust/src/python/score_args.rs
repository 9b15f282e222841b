//! Reading the common `hupai.score` call in Rust: the standing tiles in any form `input`
//! reads, the winning tile as an index or a name, `Meld` objects, plain bools, winds and flowers. Any
//! other input, and any input with something wrong, gives None, and the caller goes the
//! reference's way, which reads everything and words every error.

use super::hand_string::{meld_class, meld_objects, read_hand_string, Written};
use super::input;
use super::interned::by_names;
use super::numpy_values::{truth, whole};
use super::sequence::{int, Items, Seq};
use crate::mcr::request::{check_tiles, Declared, Request, WinFlags};
use crate::mcr::view::Kind;
use crate::notation;
use crate::tiles::{HONOR_START, KINDS};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBool, PyDict, PyList, PyString, PyTuple};

/// Declared melds and how many there are.
pub(super) type Declared4 = ([Declared; 4], usize);

const EAST: usize = HONOR_START;

/// A tile given as an index 0-33 or as a name in any notation ("5p", "E", "W1", "五筒").
pub(super) fn one_tile(value: &Bound<'_, PyAny>) -> Option<usize> {
    // An index is a cached small int, told by its address.
    if let Some(t) = Items::get(value.py()).ok()?.small(value.as_ptr()) {
        return Some(usize::from(t)).filter(|&t| t < KINDS);
    }
    let Ok(text) = value.cast_exact::<PyString>() else {
        return whole(value)?.extract::<usize>().ok().filter(|&t| t < KINDS);
    };
    notation::one(text.to_str().ok()?)
}

pub(super) fn flag(value: Option<&Bound<'_, PyAny>>) -> Option<bool> {
    value.map_or(Some(false), truth)
}

pub(super) fn wind(value: Option<&Bound<'_, PyAny>>) -> Option<usize> {
    let Some(v) = value else { return Some(EAST) };
    // "E", "S", "W", "N" are the honor letters of the notation, as the Python reader reads them.
    one_tile(v).filter(|w| (EAST..EAST + 4).contains(w))
}

/// A `Meld`'s fields, in the order its dataclass sets them.
const FIELDS: [&str; 5] = ["kind", "tiles", "concealed", "declared", "offer"];

/// The field names, interned: the keys of every `Meld`'s instance dict are these very objects;
/// and the kinds' names, interned, which a Meld made from a literal or by `hupai.meld` holds.
struct MeldNames {
    fields: [Py<PyString>; 5],
    kinds: [Py<PyString>; 3],
}

static MELD_NAMES: PyOnceLock<MeldNames> = PyOnceLock::new();

const KINDS_NAMED: [(&str, Kind); 3] =
    [("chow", Kind::Chow), ("pung", Kind::Pung), ("kong", Kind::Kong)];

/// One `Meld` object, declared, and its offer; its shape is checked again, cheaply.
pub(super) fn read_meld<'py>(m: &Bound<'py, PyAny>, class: &Bound<'py, PyAny>) -> Option<Written> {
    let py = m.py();
    if !m.get_type().is(class) {
        return None;
    }
    // A Meld keeps its fields in its instance dict, which the exact class gets as any plain
    // class does (`__dict__` without the attribute lookup).
    // SAFETY: a live object and the GIL held; a new reference or null with an error set.
    let fields = unsafe {
        Bound::from_owned_ptr_or_err(
            py,
            pyo3::ffi::PyObject_GenericGetDict(m.as_ptr(), std::ptr::null_mut()),
        )
    }
    .ok()?;
    let fields = fields.cast_exact::<PyDict>().ok()?;
    let names = MELD_NAMES.get_or_init(py, || MeldNames {
        fields: FIELDS.map(|f| PyString::intern(py, f).unbind()),
        kinds: KINDS_NAMED.map(|(k, _)| PyString::intern(py, k).unbind()),
    });
    // One walk when the dict holds the five fields alone; else read by key.
    let walked = (fields.len() == FIELDS.len()).then(|| by_names(fields, &names.fields)).flatten();
    let [kind, tiles, concealed, declared, offer] = match walked {
        Some(found) => found.map(|v| v.map(|v| v.to_owned())),
        None => names.fields.each_ref().map(|n| fields.get_item(n.bind(py)).ok().flatten()),
    };
    let declared = declared?;
    if !declared.cast_exact::<PyBool>().ok()?.is_true() {
        return None;
    }
    let kind = kind?;
    let kind = match names.kinds.iter().position(|k| k.as_ptr() == kind.as_ptr()) {
        Some(i) => KINDS_NAMED[i].1,
        None => {
            let text = kind.cast_exact::<PyString>().ok()?.to_str().ok()?;
            KINDS_NAMED.iter().find(|(k, _)| *k == text)?.1
        }
    };
    let tiles = tiles?;
    let tiles = tiles.cast_exact::<PyTuple>().ok()?;
    let size = if kind == Kind::Kong { 4 } else { 3 };
    if tiles.len() != size {
        return None;
    }
    // Every tile an exact int, as made: a frozen Meld can still be changed behind its back
    // (a bool is an int too), and a changed one goes the general way, which refuses it. A
    // tile is a cached small int, told by its address (`Items::small`).
    let places = Items::get(py).ok()?;
    let tile = |i: usize| {
        // SAFETY: `i` is below the tuple's length, just read, with the GIL held.
        let item = unsafe { places.item(tiles.as_ptr(), Seq::Tuple, i) };
        places.small(item).or_else(|| int(py, item, u8::MAX)).map(usize::from)
    };
    let first = tile(0)?;
    let step = usize::from(kind == Kind::Chow);
    if (1..size).any(|i| tile(i) != Some(first + i * step)) {
        return None;
    }
    let concealed = concealed?;
    let concealed = concealed.cast_exact::<PyBool>().ok()?.is_true();
    let offer = offer?;
    let offer = places.small(offer.as_ptr()).or_else(|| int(py, offer.as_ptr(), u8::MAX))?;
    let most = if kind == Kind::Kong { 7 } else { 3 };
    let declared = Declared { kind, first, concealed };
    let ok = declared.fits() && offer <= most && !(concealed && offer > 0);
    ok.then_some((declared, offer))
}

/// The declared melds, from None, or a tuple or list of `Meld`, and the library's own shared
/// `Meld` objects equal to them (see `meld_objects`), which the score lists.
pub(super) fn read_melds<'py>(
    py: Python<'py>,
    value: Option<&Bound<'py, PyAny>>,
) -> PyResult<Option<(Declared4, Bound<'py, PyTuple>)>> {
    let mut out = [Declared { kind: Kind::Chow, first: 0, concealed: false }; 4];
    let Some(value) = value else { return Ok(Some(((out, 0), PyTuple::empty(py)))) };
    // Read where they lie: the score lists the library's equal objects, not these.
    let (tuple, list) = (value.cast_exact::<PyTuple>().ok(), value.cast_exact::<PyList>().ok());
    let n = match (&tuple, &list) {
        (Some(t), _) => t.len(),
        (_, Some(l)) => l.len(),
        _ => return Ok(None),
    };
    if n > 4 {
        return Ok(None);
    }
    let class = meld_class(py)?;
    let mut written = [(out[0], 0u8); 4];
    for (i, slot) in written.iter_mut().enumerate().take(n) {
        let m = match (&tuple, &list) {
            (Some(t), _) => t.get_item(i)?,
            (_, Some(l)) => l.get_item(i)?,
            _ => return Ok(None),
        };
        match read_meld(&m, class) {
            Some(w) => *slot = w,
            None => return Ok(None),
        }
        out[i] = slot.0;
    }
    Ok(Some(((out, n), meld_objects(py, &written[..n])?)))
}

/// The request of a common call with nothing wrong in it, read into `request`, and its melds'
/// objects; None for anything else (`request` then holds anything). Read in place: a request
/// (about 150 bytes) returned in an `Option` was copied by `memcpy` at each step.
pub(super) fn fast_request<'py>(
    py: Python<'py>,
    hand: &Bound<'py, PyAny>,
    args: [Option<&Bound<'py, PyAny>>; 9],
    request: &mut Request,
) -> PyResult<Option<Bound<'py, PyTuple>>> {
    let [win_tile, melds, self_drawn, last_copy, kong, last_tile, seat, prevalent, flowers] = args;
    if let Ok(text) = hand.cast_exact::<PyString>() {
        // Text that is not UTF-8 (a lone surrogate) goes the general way, which words it.
        let Ok(text) = text.to_str() else { return Ok(None) };
        if win_tile.is_none() || text.contains(['[', '|']) {
            // An MCR hand string, which carries everything.
            if args.iter().any(Option::is_some) {
                return Ok(None);
            }
            let Some((written, n)) = read_hand_string(text, request) else { return Ok(None) };
            if !checked(request) {
                return Ok(None);
            }
            return Ok(Some(meld_objects(py, &written[..n])?));
        }
    }
    request.standing = [0; KINDS];
    let read = input::tiles(hand, &mut request.standing)?;
    let Some(win_tile) = win_tile.and_then(one_tile) else { return Ok(None) };
    let Some(((declared, meld_count), objects)) = read_melds(py, melds)? else { return Ok(None) };
    let flags = (flag(self_drawn), flag(last_copy), flag(kong), flag(last_tile));
    let (Some(self_drawn), Some(last_copy), Some(kong), Some(last_tile)) = flags else {
        return Ok(None);
    };
    let (Some(seat_wind), Some(prevalent_wind)) = (wind(seat), wind(prevalent)) else {
        return Ok(None);
    };
    let flowers = match flowers {
        None => Some(0),
        Some(f) => Items::get(py)?
            .small(f.as_ptr())
            .or_else(|| whole(f).and_then(|n| n.extract::<u8>().ok()))
            .filter(|&n| n <= 8),
    };
    let Some(flowers) = flowers else { return Ok(None) };
    if !read {
        return Ok(None);
    }
    request.win_tile = win_tile;
    (request.melds, request.meld_count) = (declared, meld_count);
    request.flags = WinFlags { self_drawn, last_copy, kong, last_tile };
    (request.seat_wind, request.prevalent_wind) = (seat_wind, prevalent_wind);
    request.flowers = flowers;
    Ok(checked(request).then_some(objects))
}

/// Whether the request's sizes and copies are right: a hand with anything wrong goes the
/// general way, which words it.
fn checked(request: &Request) -> bool {
    check_tiles(&request.standing, request.melds(), request.win_tile).is_ok()
}
