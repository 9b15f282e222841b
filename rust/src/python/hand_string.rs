//! Reading the common MCR hand string in Rust (`[123m,1][EEEE]456p789sPP|EE0000|2`, grammar in
//! `hupai.scoring.hand_string`): melds in brackets with their offers, then the standing tiles
//! with the winning tile last, then `|`, six flag characters, and optionally `|` and the
//! flowers. Only the plain form is read here (no spaces, no red fives); anything else, and
//! anything wrong, gives None, and the Python reader reads it and words the error.

use crate::mcr::request::{Declared, Request, WinFlags};
use crate::mcr::view::Kind;
use crate::tiles::{HONOR_START, KINDS};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyTuple;

/// A declared meld as written: the meld and its offer digit (0 for none).
pub(super) type Written = (Declared, u8);

/// The tile of an honor letter: winds E S W N, then P White, F Green, C Red.
fn letter(b: u8) -> Option<usize> {
    let i = b"ESWNPFC".iter().position(|&l| l == b)?;
    Some(HONOR_START + i)
}

/// Tiles of one run of the plain notation, pushed onto `out`; None on anything else.
struct Tiles {
    tiles: [usize; 14],
    len: usize,
}

impl Tiles {
    fn push(&mut self, t: usize) -> Option<()> {
        *self.tiles.get_mut(self.len)? = t;
        self.len += 1;
        Some(())
    }

    /// Reads tiles from `text` up to a byte that is not a digit, suit or honor letter; gives
    /// where it stopped. Digits left without a suit are given back as `pending`.
    fn read(
        &mut self,
        text: &[u8],
        mut pos: usize,
        pending: &mut [u8; 14],
        held: &mut usize,
    ) -> usize {
        while let Some(&b) = text.get(pos) {
            match b {
                b'1'..=b'9' if *held < 14 => {
                    pending[*held] = b - b'1';
                    *held += 1;
                }
                b'm' | b'p' | b's' | b'z' if *held > 0 => {
                    let base = match b {
                        b'm' => 0,
                        b'p' => 9,
                        b's' => 18,
                        _ => HONOR_START,
                    };
                    for &d in &pending[..*held] {
                        if b == b'z' && d > 3 || self.push(base + usize::from(d)).is_none() {
                            return usize::MAX;
                        }
                    }
                    *held = 0;
                }
                _ => match letter(b) {
                    Some(t) if *held == 0 => {
                        if self.push(t).is_none() {
                            return usize::MAX;
                        }
                    }
                    _ => return pos,
                },
            }
            pos += 1;
        }
        pos
    }
}

/// The meld of 3 or 4 tiles with its offer digit, as the Python reader makes it.
fn meld(tiles: &[usize], offer: Option<u8>) -> Option<Written> {
    let mut t = [0usize; 4];
    t[..tiles.len()].copy_from_slice(tiles);
    let t = &mut t[..tiles.len()];
    t.sort_unstable();
    let kind = match t.len() {
        4 if t.iter().all(|&x| x == t[0]) => Kind::Kong,
        3 if t[0] == t[2] => Kind::Pung,
        3 if t[2] < HONOR_START && t[0] / 9 == t[2] / 9 && t[1] == t[0] + 1 && t[2] == t[0] + 2 => {
            Kind::Chow
        }
        _ => return None,
    };
    let concealed = kind == Kind::Kong && offer.is_none();
    let offer = match (kind, offer) {
        (_, None) if concealed => 0,
        (_, None) => 1,
        (Kind::Kong, Some(o @ (1..=3 | 5..=7))) => o,
        (_, Some(o @ 1..=3)) => o,
        _ => return None,
    };
    Some((Declared { kind, first: t[0], concealed }, offer))
}

/// A plain hand string with nothing wrong in it read into `request`, and its melds as written
/// with their number; None for any other text (`request` then holds anything).
pub(super) fn read_hand_string(text: &str, request: &mut Request) -> Option<([Written; 4], usize)> {
    let text = text.as_bytes();
    let none = (Declared { kind: Kind::Chow, first: 0, concealed: false }, 0);
    let mut melds = [none; 4];
    let mut meld_count = 0;
    let mut pos = 0;
    let mut pending = [0u8; 14];
    let mut held = 0;
    while text.get(pos) == Some(&b'[') {
        let mut inside = Tiles { tiles: [0; 14], len: 0 };
        pos = inside.read(text, pos + 1, &mut pending, &mut held);
        let offer = match (text.get(pos), held) {
            (Some(b']'), 0) => None,
            (Some(b']'), 1) => Some(pending[0] + 1),
            (Some(b','), 0) => {
                let digit = *text.get(pos + 1)?;
                if text.get(pos + 2) != Some(&b']') || !digit.is_ascii_digit() {
                    return None;
                }
                pos += 2;
                Some(digit - b'0')
            }
            _ => return None,
        };
        held = 0;
        if meld_count == 4 || !(3..=4).contains(&inside.len) {
            return None;
        }
        melds[meld_count] = meld(&inside.tiles[..inside.len], offer)?;
        meld_count += 1;
        pos += 1;
    }
    let mut standing = Tiles { tiles: [0; 14], len: 0 };
    pos = standing.read(text, pos, &mut pending, &mut held);
    if held != 0 || standing.len + 3 * meld_count != 14 {
        return None;
    }
    let (flags, seat_wind, prevalent_wind, flowers) = situation(text.get(pos..)?)?;
    request.standing = [0; KINDS];
    for &t in &standing.tiles[..standing.len - 1] {
        request.standing[t] += 1;
    }
    request.win_tile = standing.tiles[standing.len - 1];
    for (slot, m) in request.melds.iter_mut().zip(&melds) {
        *slot = m.0;
    }
    request.meld_count = meld_count;
    request.flags = flags;
    (request.seat_wind, request.prevalent_wind) = (seat_wind, prevalent_wind);
    request.flowers = flowers;
    Some((melds, meld_count))
}

/// The part from the first `|` on (or nothing): flags, seat wind, prevalent wind, flowers.
fn situation(rest: &[u8]) -> Option<(WinFlags, usize, usize, u8)> {
    let east = HONOR_START;
    if rest.is_empty() {
        return Some((WinFlags::default(), east, east, 0));
    }
    let [b'|', prevalent, seat, sd, lc, lt, k, more @ ..] = rest else { return None };
    let wind = |b: u8| letter(b).filter(|&t| t < east + 4);
    let bit = |b: u8| match b {
        b'0' => Some(false),
        b'1' => Some(true),
        _ => None,
    };
    let flags = WinFlags {
        self_drawn: bit(*sd)?,
        last_copy: bit(*lc)?,
        last_tile: bit(*lt)?,
        kong: bit(*k)?,
    };
    let flowers = match more {
        [] => 0,
        [b'|', d @ b'0'..=b'8'] => d - b'0',
        _ => return None,
    };
    Some((flags, wind(*seat)?, wind(*prevalent)?, flowers))
}

/// The `Meld` class, and the objects of written melds, each made on first use, by slot.
type MeldCache = (Py<PyAny>, Vec<PyOnceLock<Py<PyAny>>>);

/// `Meld` objects of written melds, made once each and shared (they are frozen).
static MELDS: PyOnceLock<MeldCache> = PyOnceLock::new();

fn meld_cache(py: Python<'_>) -> PyResult<&MeldCache> {
    MELDS.get_or_try_init(py, || -> PyResult<_> {
        let class = py.import("hupai.melds")?.getattr("Meld")?.unbind();
        Ok((class, (0..3 * KINDS * 8 * 2).map(|_| PyOnceLock::new()).collect()))
    })
}

/// The `Meld` class.
pub(super) fn meld_class(py: Python<'_>) -> PyResult<&Bound<'_, PyAny>> {
    Ok(meld_cache(py)?.0.bind(py))
}

/// The `Meld` objects of `written` (at most four), as the Python reader makes them.
pub(super) fn meld_objects<'py>(
    py: Python<'py>,
    written: &[Written],
) -> PyResult<Bound<'py, PyTuple>> {
    let (class, made) = meld_cache(py)?;
    // The class stands in for places past `written` (never read).
    let mut objects: [&Py<PyAny>; 4] = [class; 4];
    for (object, &(d, offer)) in objects.iter_mut().zip(written) {
        let slot = ((d.kind as usize * KINDS + d.first) * 8 + usize::from(offer)) * 2
            + usize::from(d.concealed);
        *object = made[slot].get_or_try_init(py, || {
            let (name, tiles) = match d.kind {
                Kind::Chow => ("chow", vec![d.first, d.first + 1, d.first + 2]),
                Kind::Pung => ("pung", vec![d.first; 3]),
                Kind::Kong => ("kong", vec![d.first; 4]),
            };
            let kwargs = pyo3::types::PyDict::new(py);
            kwargs.set_item("concealed", d.concealed)?;
            kwargs.set_item("offer", offer)?;
            class.bind(py).call((name, PyTuple::new(py, tiles)?), Some(&kwargs)).map(Bound::unbind)
        })?;
    }
    // All made first, so the tuple is filled from an exact count without a list between.
    PyTuple::new(py, objects[..written.len()].iter().map(|o| o.bind(py)))
}
