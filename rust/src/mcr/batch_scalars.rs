//! The one-value columns of an MCR batch (winning tile, flags, seat and prevalent winds,
//! flowers) read a block of rows at a time: `Ints::get` on each column of each row, with its
//! bounds and layout tests and its 128-bit values, cost some 125 instructions a row more. A
//! row whose values are all good takes them from the block; any other is read again value by
//! value (`Rows::read_request`), which names the first bad one as before.

use crate::error::Value;
use crate::mcr::batch::{
    win_flags, Rows, EAST, KONG, LAST_COPY, LAST_TILE, MAX_FLOWERS, NORTH, SELF_DRAWN,
};
use crate::mcr::request::Request;
use crate::tiles::KINDS;

/// Rows a block: enough that filling it costs a few instructions a row.
const BLOCK: usize = 64;

/// The columns in the order of `Scalars::columns`.
const WIN: usize = 0;
const FLAGS: usize = 1;
const SEAT: usize = 2;
const PREVALENT: usize = 3;
const FLOWERS: usize = 4;

/// The values of rows `start..start + len`, each a byte, 255 for one outside 0-254 (none of
/// the columns has a good value there).
pub struct Scalars {
    start: usize,
    len: usize,
    columns: [[u8; BLOCK]; 5],
}

impl Default for Scalars {
    fn default() -> Scalars {
        Scalars { start: 0, len: 0, columns: [[0; BLOCK]; 5] }
    }
}

impl Scalars {
    /// Row `i`'s winning tile, flags, winds and flowers into `request` when all are good,
    /// reading the block that holds the row first if need be; false (the request in part
    /// written) when one is not.
    #[inline]
    pub fn read(&mut self, rows: &Rows, i: usize, request: &mut Request) -> bool {
        let mut j = i.wrapping_sub(self.start);
        if j >= self.len {
            self.fill(rows, i);
            j = 0;
        }
        let value = |column: usize| self.columns[column].get(j).copied().unwrap_or(u8::MAX);
        let (win, flags, flowers) = (value(WIN), value(FLAGS), value(FLOWERS));
        let (seat, prevalent) = (value(SEAT), value(PREVALENT));
        let wind = |tile: u8| (EAST..=NORTH).contains(&Value::from(tile));
        let flags = Value::from(flags);
        let known = SELF_DRAWN | LAST_COPY | KONG | LAST_TILE;
        let good = usize::from(win) < KINDS && flags & !known == 0 && wind(seat) && wind(prevalent);
        if !(good && Value::from(flowers) <= MAX_FLOWERS) {
            return false;
        }
        request.win_tile = usize::from(win);
        request.flags = win_flags(flags);
        request.seat_wind = usize::from(seat);
        request.prevalent_wind = usize::from(prevalent);
        request.flowers = flowers;
        true
    }

    /// Reads the block of rows from `i` (as many as there are, up to `BLOCK`).
    #[inline(never)]
    fn fill(&mut self, rows: &Rows, i: usize) {
        let len = rows.win_tile.rows().saturating_sub(i).min(BLOCK);
        let columns =
            [rows.win_tile, rows.flags, rows.seat_wind, rows.prevalent_wind, rows.flowers];
        for (out, column) in self.columns.iter_mut().zip(columns) {
            column.firsts(i, &mut out[..len]);
        }
        (self.start, self.len) = (i, len);
    }
}
