//! Many hands at once: N rows of counts, 王, winning card, tsumo and declared-group codes,
//! each checked as a single hand is and scored with the same engine, over the workers of a
//! `Run` in slices an interrupt can stop between.

use super::cards::KINDS;
use super::engine::{score, Options};
use super::hand::Hand;
use crate::batch::Run;
use crate::error::{Error, Value};
use crate::ints::{rows_of, Ints};
use crate::mcr::batch_slices::{rows_into, write};
use std::mem::MaybeUninit;

/// Declared-group slots a row.
pub const DECLARED_SLOTS: usize = 7;
/// Bytes of a row's record besides its score: 胡息 (int16, -1 without a complete reading),
/// 囤, 番, 名堂 bits, win, red cards, and one spare.
pub const RECORD: usize = 8;

/// The columns of a batch: counts N x 20 (concealed physical cards), jokers N (concealed
/// 王, a winning 王 not counted), win N (-1 none, 0-19 a card, 20 a 王), tsumo N (0 or 1),
/// declared N x 7 (group codes, `codes`; 0 an empty slot).
pub struct Rows<'a> {
    pub counts: Ints<'a>,
    pub jokers: Ints<'a>,
    pub win: Ints<'a>,
    pub tsumo: Ints<'a>,
    pub declared: Ints<'a>,
}

impl Rows<'_> {
    pub fn count(&self) -> Result<usize, Error> {
        rows_of(&[
            ("counts", &self.counts, KINDS),
            ("jokers", &self.jokers, 1),
            ("win", &self.win, 1),
            ("tsumo", &self.tsumo, 1),
            ("declared", &self.declared, DECLARED_SLOTS),
        ])
    }

    /// Row `i` into `hand` (whose groups' room is kept), checked as `hupai.paohuzi.score`
    /// checks a hand.
    pub fn hand_into(&self, i: usize, hand: &mut Hand) -> Result<(), Error> {
        let (mut concealed, mut declared) = ([0u8; KINDS], [0u8; DECLARED_SLOTS]);
        self.counts.row_into(i, &mut concealed);
        self.declared.row_into(i, &mut declared);
        // A value past a byte reads as 255: such a row is read again, value by value, for
        // the error to name it.
        if concealed.iter().any(|&n| n > 4) || declared.contains(&u8::MAX) {
            *hand = self.named(i)?;
            return Ok(());
        }
        hand.set_row(
            concealed,
            self.jokers.get(i, 0),
            self.win.get(i, 0),
            self.tsumo.get(i, 0),
            declared.map(Value::from),
        )
    }

    /// Row `i` read value by value, for a row whose values do not all fit a byte.
    #[cold]
    fn named(&self, i: usize) -> Result<Hand, Error> {
        let mut concealed = [0u8; KINDS];
        for (k, count) in concealed.iter_mut().enumerate() {
            let n = self.counts.get(i, k);
            // Too many copies, or fewer than none: a count outside 0-4 is a TileCountError
            // in every batch (4 is the single call's "four alike" one, from `check`).
            if !(0..=4).contains(&n) {
                return Err(Error::Local {
                    class: "TileCountError",
                    message: format!("a count {n} is not 0 to 3"),
                });
            }
            *count = n as u8;
        }
        Hand::from_row(
            concealed,
            self.jokers.get(i, 0),
            self.win.get(i, 0),
            self.tsumo.get(i, 0),
            (0..DECLARED_SLOTS).map(|slot| self.declared.get(i, slot)),
        )
    }
}

/// Scores the rows into `scores` (N native-endian int32) and `records` (N x `RECORD`),
/// which need not be initialised; the first bad row is the error (`Error::Row`).
pub fn score_rows_into(
    rows: &Rows,
    options: Options,
    run: &Run,
    scores: &mut [MaybeUninit<u8>],
    records: &mut [MaybeUninit<u8>],
) -> Result<(), Error> {
    let n = rows.count()?;
    rows_into(n, RECORD, run, (scores, records), Hand::default, |hand, i, out| {
        rows.hand_into(i, hand)?;
        let o = score(hand, options, false);
        let huxi = o.huxi.map_or(-1i16, |h| h as i16).to_ne_bytes();
        let tun = o.tun.min(255) as u8;
        let fan = o.fan.min(255) as u8;
        write(out, &[huxi[0], huxi[1], tun, fan, o.mingtang, o.win as u8, o.red, 0]);
        Ok(o.score)
    })
}
