//! Reading the common `hupai.score` call under a local rule set in Rust: the standing tiles
//! in any form `input` reads, the winning tile as an index or a name, `Meld` objects, and the
//! situation keywords as plain values (bools, `ready`'s words, a tile for `indicator`, a suit
//! letter for `void`, whole numbers for `flowers` and `wildcards`). What is read becomes a
//! `local::rows::Row`, which the batch's checker checks; a string's `J` tokens are jokers, as
//! `split_jokers` reads them. Anything else, or anything doubtful (PyMahjongGB's J1-J3, a
//! keyword the rule set does not read given, a subclass), gives None,
//! and the caller goes the way of `hupai.scoring.local_request.read_local_request`, which
//! reads everything and words every error.

use super::input;
use super::numpy_values::{truth, whole};
use super::score_args::{flag, one_tile, read_melds, wind};
use crate::error::Value;
use crate::local::rows::{
    Row, EARTHLY_HAND, HEAVENLY_HAND, HEAVENLY_READY, KONG, KONG_DISCARD, LAST_COPY, LAST_TILE,
    READY, SELF_DRAWN,
};
use crate::notation;
use crate::tiles::{Counts, KINDS};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyString, PyTuple};

/// The situation keywords a local rule set may read (`hupai.rules.local.SITUATIONS`); a rule
/// set's are kept as a bit set over this order. `_core.score` names the first seven (MCR's).
pub(super) const SITUATIONS: [&str; 15] = [
    "self_drawn",
    "last_copy",
    "kong",
    "last_tile",
    "seat_wind",
    "prevalent_wind",
    "flowers",
    "kong_discard",
    "ready",
    "heavenly_hand",
    "earthly_hand",
    "void",
    "indicator",
    "wildcards",
    "four_ghosts",
];

/// The keywords `names` as a bit set over `SITUATIONS`; None for a name not there.
pub(super) fn situation_bits(names: &[String]) -> Option<u16> {
    names.iter().try_fold(0u16, |bits, name| {
        SITUATIONS.iter().position(|s| s == name).map(|i| bits | 1 << i)
    })
}

/// A value `read_local_request` takes as not given when the rule set does not read its
/// keyword (None, False, 0); read here only as None, a false bool and an exact int 0.
fn unset(value: &Bound<'_, PyAny>) -> bool {
    value.is_none()
        || truth(value) == Some(false)
        || (value.is_exact_instance_of::<PyInt>() && value.extract::<i64>().ok() == Some(0))
}

/// A tile name or index, where a name holding a `J` (a joker's token, or PyMahjongGB's
/// dragons J1-J3) is left to the Python reader.
fn tile(value: &Bound<'_, PyAny>) -> Option<usize> {
    if let Ok(text) = value.cast_exact::<PyString>() {
        if text.to_str().ok()?.contains(['J', 'j']) {
            return None;
        }
    }
    one_tile(value)
}

/// The winning tile: a tile, or a joker (-1) as `"J"` or `"joker"` where the set has jokers.
fn win_kind(value: &Bound<'_, PyAny>, jokers: u32) -> Option<Value> {
    if let Ok(text) = value.cast_exact::<PyString>() {
        if matches!(text.to_str().ok()?, "J" | "joker") {
            return (jokers > 0).then_some(-1);
        }
    }
    tile(value).map(|t| t as Value)
}

/// Whether `text` may be wholly PyMahjongGB's codes (`hupai.tiles._names.GB_STRING`: "W1 J1",
/// where J1-J3 are dragons): its codes once every separator is dropped. The separators
/// dropped are all Python's `\s` and more, so that every string Python's pattern matches is
/// found here (a few more are, and go the Python way).
fn codes(text: &str) -> bool {
    let separator =
        |c: char| c.is_whitespace() || ('\x1c'..='\x1f').contains(&c) || ",，、".contains(c);
    let rest: Vec<char> = text.chars().filter(|&c| !separator(c)).collect();
    !rest.is_empty()
        && rest.len() % 2 == 0
        && rest.chunks(2).all(|p| "WBTFJH".contains(p[0]) && p[1].is_ascii_digit())
}

/// The standing tiles, and the jokers among them: a string's `J` tokens where the set has
/// jokers (`split_jokers`: none in PyMahjongGB's codes, which go the Python way). None for
/// anything not read here.
fn standing(hand: &Bound<'_, PyAny>, jokers: u32, counts: &mut Counts) -> PyResult<Option<u32>> {
    let Ok(text) = hand.cast_exact::<PyString>() else {
        return Ok(input::tiles(hand, counts)?.then_some(0));
    };
    // An MCR hand string, and text that is not UTF-8, go the Python way.
    let Some(text) = text.to_str().ok().filter(|t| !t.contains(['[', '|'])) else {
        return Ok(None);
    };
    if !text.contains('J') {
        return Ok(notation::fill(text, counts).then_some(0));
    }
    if jokers == 0 || codes(text) {
        return Ok(None);
    }
    let tokens = text.matches('J').count();
    let rest = text.replace('J', "");
    Ok(notation::fill(&rest, counts).then(|| u32::try_from(tokens).ok()).flatten())
}

/// The flag bits of `ready`: None, a bool (True is declared), "none", "declared", "heavenly".
pub(super) fn ready(value: Option<&Bound<'_, PyAny>>) -> Option<Value> {
    let Some(value) = value.filter(|v| !v.is_none()) else { return Some(0) };
    if let Ok(b) = value.cast_exact::<PyBool>() {
        return Some(if b.is_true() { READY } else { 0 });
    }
    match value.cast_exact::<PyString>().ok()?.to_str().ok()? {
        "none" => Some(0),
        "declared" => Some(READY),
        "heavenly" => Some(HEAVENLY_READY),
        _ => None,
    }
}

/// The void suit: None (-1) or "m", "p", "s" (0-2).
fn void(value: Option<&Bound<'_, PyAny>>) -> Option<Value> {
    let Some(value) = value.filter(|v| !v.is_none()) else { return Some(-1) };
    let suit = value.cast_exact::<PyString>().ok()?.to_str().ok()?;
    ["m", "p", "s"].iter().position(|&s| s == suit).map(|s| s as Value)
}

/// A whole number of at least 0 (None for `none`), as an exact int or a NumPy integer.
fn count(value: Option<&Bound<'_, PyAny>>, none: Value) -> Option<Value> {
    let Some(value) = value.filter(|v| !v.is_none()) else { return Some(none) };
    whole(value)?.extract::<i64>().ok().filter(|&n| n >= 0).map(Value::from)
}

/// The call's keywords by `SITUATIONS` place: MCR's seven as `_core.score` names them, then
/// the others from `situation`; None for a keyword not among them.
fn keywords<'py>(
    named: [Option<&Bound<'py, PyAny>>; 7],
    situation: Option<&Bound<'py, PyDict>>,
) -> Option<[Option<Bound<'py, PyAny>>; 15]> {
    let mut given: [Option<Bound<'py, PyAny>>; 15] = Default::default();
    for (slot, value) in given.iter_mut().zip(named) {
        *slot = value.cloned();
    }
    for (key, value) in situation.into_iter().flatten() {
        let key = key.cast_exact::<PyString>().ok()?;
        let key = key.to_str().ok()?;
        let at = SITUATIONS[7..].iter().position(|&s| s == key)?;
        given[7 + at] = Some(value);
    }
    Some(given)
}

/// The row of a common call under a rule set reading the keywords `reads` (bits over
/// `SITUATIONS`), with the library's shared `Meld` objects of its declared melds; None for
/// anything not read here. The row is still to be checked (`Row::hand`).
pub(super) fn local_row<'py>(
    py: Python<'py>,
    (reads, jokers): (u16, u32),
    (hand, win_tile, melds): (
        &Bound<'py, PyAny>,
        Option<&Bound<'py, PyAny>>,
        Option<&Bound<'py, PyAny>>,
    ),
    named: [Option<&Bound<'py, PyAny>>; 7],
    situation: Option<&Bound<'py, PyDict>>,
) -> PyResult<Option<(Row, Bound<'py, PyTuple>)>> {
    let Some(given) = keywords(named, situation) else { return Ok(None) };
    // A keyword the rule set does not read is an OptionError unless it is not set.
    let unread = given
        .iter()
        .enumerate()
        .any(|(i, value)| value.as_ref().is_some_and(|v| reads >> i & 1 == 0 && !unset(v)));
    if unread {
        return Ok(None);
    }
    let mut counts = [0u8; KINDS];
    let Some(tokens) = standing(hand, jokers, &mut counts)? else { return Ok(None) };
    let Some(win) = win_tile.and_then(|w| win_kind(w, jokers)) else { return Ok(None) };
    let Some(((declared, n_melds), objects)) = read_melds(py, melds)? else { return Ok(None) };
    let [self_drawn, last_copy, kong, last_tile, seat, prevalent, flowers, kong_discard, ready_, heavenly, earthly, void_, indicator, wildcards, four_ghosts] =
        given;
    // The four-ghost win (四鬼胡牌) is scored the Python way, which also checks its claim; so is
    // any value of it but a false bool, which the Python reader refuses or reads.
    if flag(four_ghosts.as_ref()) != Some(false) {
        return Ok(None);
    }
    let bits = [
        (self_drawn, SELF_DRAWN),
        (last_copy, LAST_COPY),
        (kong, KONG),
        (last_tile, LAST_TILE),
        (kong_discard, KONG_DISCARD),
        (heavenly, HEAVENLY_HAND),
        (earthly, EARTHLY_HAND),
    ];
    let mut flags = 0;
    for (value, bit) in bits {
        match flag(value.as_ref()) {
            Some(on) => flags |= if on { bit } else { 0 },
            None => return Ok(None),
        }
    }
    // The winds are checked, not used: no local rule set's fan reads them.
    let winds = (wind(seat.as_ref()), wind(prevalent.as_ref()));
    let indicator = match indicator.filter(|v| !v.is_none()) {
        None => Some(-1),
        Some(v) => tile(&v).map(|t| t as Value),
    };
    let read = (
        ready(ready_.as_ref()),
        void(void_.as_ref()),
        count(flowers.as_ref(), 0),
        count(wildcards.as_ref(), 0).map(|n| n + Value::from(tokens)),
        indicator,
    );
    let (
        (Some(_), Some(_)),
        (Some(ready), Some(void), Some(flowers), Some(jokers), Some(indicator)),
    ) = (winds, read)
    else {
        return Ok(None);
    };
    let row = Row {
        counts,
        melds: declared,
        n_melds,
        win,
        flags: flags | ready,
        jokers,
        indicator,
        flowers,
        void,
    };
    Ok(Some((row, objects)))
}
