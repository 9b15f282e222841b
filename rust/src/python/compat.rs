//! The drop-in for PyMahjongGB's `MahjongFanCalculator`, its common call read here: packs as
//! tuples of (str, str, int), tiles as GB codes, plain bools and ints. Any other call, and
//! any call with something wrong in it, goes to `hupai.compat.mahjonggb.general`, which reads
//! it as PyMahjongGB does and raises its errors.

use super::score::engine;
use super::score_result::untrack;
use crate::mcr::request::{check_tiles, Declared, Request, WinFlags};
use crate::mcr::score::score;
use crate::mcr::view::Kind;
use crate::tiles::{HONOR_START, KINDS};
use pyo3::exceptions::PyTypeError;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBool, PyDict, PyInt, PyString, PyTuple};

/// PyMahjongGB's argument names, in order.
const KEYWORDS: [&str; 11] = [
    "pack",
    "hand",
    "winTile",
    "flowerCount",
    "isSelfDrawn",
    "is4thTile",
    "isAboutKong",
    "isWallLast",
    "seatWind",
    "prevalentWind",
    "verbose",
];

static GENERAL: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
static NAMES: PyOnceLock<[Py<PyString>; 11]> = PyOnceLock::new();

/// A GB tile code: W1-W9 characters, B1-B9 dots, T1-T9 bamboo, F1-F4 winds, J1 Red, J2 Green,
/// J3 White.
fn gb_tile(value: &Bound<'_, PyAny>) -> Option<usize> {
    let code = value.cast_exact::<PyString>().ok()?.to_str().ok()?.as_bytes();
    let &[suit, digit] = code else { return None };
    let rank = usize::from(digit.checked_sub(b'1')?);
    match suit {
        b'W' if rank < 9 => Some(rank),
        b'B' if rank < 9 => Some(9 + rank),
        b'T' if rank < 9 => Some(18 + rank),
        b'F' if rank < 4 => Some(HONOR_START + rank),
        b'J' if rank < 3 => Some(33 - rank),
        _ => None,
    }
}

fn small_int(value: &Bound<'_, PyAny>, top: usize) -> Option<usize> {
    if !value.is_exact_instance_of::<PyInt>() {
        return None;
    }
    value.extract::<usize>().ok().filter(|&n| n <= top)
}

fn bool_of(value: &Bound<'_, PyAny>) -> Option<bool> {
    value.cast_exact::<PyBool>().ok().map(|b| b.is_true())
}

/// One pack ("CHI" by its middle tile, "PENG", "GANG" with offer 0 concealed).
fn pack(value: &Bound<'_, PyAny>) -> Option<Declared> {
    let p = value.cast_exact::<PyTuple>().ok()?;
    if p.len() != 3 {
        return None;
    }
    let tile = gb_tile(&p.get_item(1).ok()?)?;
    let offer = small_int(&p.get_item(2).ok()?, 3)?;
    let kind = p.get_item(0).ok()?;
    let declared = match kind.cast_exact::<PyString>().ok()?.to_str().ok()? {
        "CHI" if tile < HONOR_START && (1..8).contains(&(tile % 9)) => {
            Declared { kind: Kind::Chow, first: tile - 1, concealed: false }
        }
        "PENG" => Declared { kind: Kind::Pung, first: tile, concealed: false },
        "GANG" => Declared { kind: Kind::Kong, first: tile, concealed: offer == 0 },
        _ => return None,
    };
    Some(declared)
}

/// The request and `verbose` of a common call with nothing wrong in it.
fn read<'py>(
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Option<(Request, bool)>> {
    let py = args.py();
    let given = args.len() + kwargs.map_or(0, |k| k.len());
    if given > KEYWORDS.len() {
        return Ok(None);
    }
    let names = NAMES.get_or_init(py, || KEYWORDS.map(|n| PyString::intern(py, n).unbind()));
    let mut values: [Option<Bound<'py, PyAny>>; 11] = Default::default();
    let mut found = 0;
    for (i, name) in names.iter().enumerate() {
        let value = if i < args.len() {
            Some(args.get_item(i)?)
        } else {
            match kwargs {
                Some(k) => k.get_item(name.bind(py))?,
                None => None,
            }
        };
        found += usize::from(value.is_some());
        values[i] = value;
    }
    if found != given {
        return Ok(None); // a name given twice or unknown: PyMahjongGB's error
    }
    let [Some(packs), Some(hand), Some(win), Some(flowers), Some(sd), Some(lc), Some(k), Some(lt), Some(seat), Some(prevalent), verbose] =
        values
    else {
        return Ok(None);
    };
    let read = || -> Option<(Request, bool)> {
        let packs = packs.cast_exact::<PyTuple>().ok()?;
        let hand = hand.cast_exact::<PyTuple>().ok()?;
        if packs.len() > 4 || hand.is_empty() || 3 * packs.len() + hand.len() != 13 {
            return None;
        }
        let mut melds = [Declared { kind: Kind::Chow, first: 0, concealed: false }; 4];
        for (slot, p) in melds.iter_mut().zip(packs.iter()) {
            *slot = pack(&p)?;
        }
        let mut standing = [0u8; KINDS];
        for t in hand.iter() {
            standing[gb_tile(&t)?] += 1;
        }
        let win_tile = gb_tile(&win)?;
        check_tiles(&standing, &melds[..packs.len()], win_tile).ok()?;
        let flags = WinFlags {
            self_drawn: bool_of(&sd)?,
            last_copy: bool_of(&lc)?,
            kong: bool_of(&k)?,
            last_tile: bool_of(&lt)?,
        };
        let verbose = match &verbose {
            None => false,
            Some(v) => bool_of(v)?,
        };
        let request = Request {
            standing,
            win_tile,
            melds,
            meld_count: packs.len(),
            flags,
            seat_wind: HONOR_START + small_int(&seat, 3)?,
            prevalent_wind: HONOR_START + small_int(&prevalent, 3)?,
            flowers: small_int(&flowers, 8)? as u8,
        };
        Some((request, verbose))
    };
    Ok(read())
}

/// Calculate Mahjong Fans, as PyMahjongGB 1.4.0's ``MahjongFanCalculator`` does: the same
/// arguments, the same answer tuples in the same order, the same TypeErrors
/// (:mod:`hupai.compat.mahjonggb`).
// The arguments are read as PyMahjongGB's C parser reads them (any truth value for a flag,
// its own TypeErrors), so they are taken whole; `help()` shows PyMahjongGB's signature.
#[pyfunction]
#[pyo3(signature = (*args, **kwargs),
       text_signature = "(pack, hand, winTile, flowerCount, isSelfDrawn, is4thTile, \
                         isAboutKong, isWallLast, seatWind, prevalentWind, verbose=False)")]
pub(super) fn mahjong_fan_calculator<'py>(
    py: Python<'py>,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    if let Some((request, verbose)) = read(args, kwargs)? {
        let table = engine(py)?.table.get();
        let Some(scored) = score(&table.table, &request) else {
            // Read whole and checked: PyMahjongGB's answer for a hand that does not win.
            return Err(PyTypeError::new_err("ERROR_NOT_WIN"));
        };
        let items: Option<Vec<Bound<'py, PyAny>>> = scored
            .fans
            .iter()
            .map(|(id, count)| table.counts.gb_item(py, verbose, id, count))
            .collect();
        if let Some(items) = items {
            let answer = PyTuple::new(py, items)?.into_any();
            untrack(&answer);
            return Ok(answer);
        }
    }
    let general = GENERAL.get_or_try_init(py, || {
        let module = py.import(intern!(py, "hupai.compat.mahjonggb"))?;
        module.getattr(intern!(py, "general")).map(Bound::unbind)
    })?;
    general.bind(py).call(args, kwargs)
}
