//! The waits of one numbered suit, looked up by its counts (as base-5 keys, `key::encode`
//! read in two halves): for every
//! count vector of at most `MOST` tiles, the positions whose added copy completes the suit in
//! the role its size gives it (size 1 modulo 3: melds and the pair; size 2: melds alone), a
//! fifth copy included, and whether the vector itself is complete as melds alone or as melds
//! and one pair. Built once, on first use, from the smaller vectors up (a few milliseconds).

use crate::key::{STEP, SUIT_KEYS};
use crate::mcr::win_fans::{suit_melds, suit_melds_and_pair};
use crate::tiles::mask_tiles;
use std::sync::LazyLock;

/// The most tiles of one suit the table answers for (a hand stands on at most 13).
pub const MOST: usize = 13;
/// The bits of the positions that complete the suit.
pub const WAITS: u16 = 0x1FF;
/// The vector splits into chows and pungs alone.
pub const MELDS: u16 = 1 << 9;
/// The vector splits into chows and pungs plus one pair.
pub const PAIR: u16 = 1 << 10;

/// Kinds 0-4 of a suit make its low half, kinds 5-8 its high half.
const LOW_KEYS: usize = 5usize.pow(5);
const HIGH_KEYS: usize = 5usize.pow(4);

/// The entries of the vectors of at most `MOST` tiles, packed: the vectors are ordered by
/// their high half's key, then by their low half's size and key, so a vector's place is its
/// high half's offset plus its low half's rank, and the table (286,550 entries, 573 kB) stays
/// in cache where the dense one (5^9 entries) would not.
pub struct Waits {
    low: [u16; LOW_KEYS],
    high: [u32; HIGH_KEYS],
    entries: Box<[u16]>,
}

impl Waits {
    /// The entry of a suit's counts of at most `MOST` tiles, given as the base-5 keys of its
    /// low half (kinds 0-4) and its high half (kinds 5-8). Above `MOST` tiles the answer is
    /// another vector's entry or `None`.
    #[inline]
    pub fn get(&self, low: usize, high: usize) -> Option<u16> {
        let place = self.high.get(high)? + u32::from(*self.low.get(low)?);
        self.entries.get(place as usize).copied()
    }
}

static TABLE: LazyLock<Waits> = LazyLock::new(build);

/// The table, built on first call.
#[inline]
pub fn table() -> &'static Waits {
    &TABLE
}

/// Calls `f` with every vector (with its key, and how many tiles short of `left` it is) of at most
/// `left` tiles and at most four copies a kind, in increasing key order: the most significant
/// kind (`digit` 8) varies slowest.
fn each(
    v: &mut [u8; 9],
    digit: usize,
    key: usize,
    left: usize,
    f: &mut impl FnMut(&[u8; 9], usize, usize),
) {
    for c in 0..=left.min(4) {
        v[digit] = c as u8;
        let k = key + c * STEP[digit];
        if digit == 0 {
            f(v, k, left - c);
        } else {
            each(v, digit - 1, k, left - c, f);
        }
    }
    v[digit] = 0;
}

fn build() -> Waits {
    let dense = build_dense();
    let size = |mut key: usize| {
        let mut n = 0;
        while key > 0 {
            n += key % 5;
            key /= 5;
        }
        n
    };
    // Low halves by size then key; `upto[s]` of them hold at most s tiles.
    let mut order: Vec<usize> = (0..LOW_KEYS).collect();
    order.sort_by_key(|&k| (size(k), k));
    let mut low = [0u16; LOW_KEYS];
    let mut upto = [0u32; MOST + 1];
    for (rank, &k) in order.iter().enumerate() {
        low[k] = rank as u16;
        if size(k) <= MOST {
            for slot in &mut upto[size(k)..] {
                *slot += 1;
            }
        }
    }
    let mut high = [0u32; HIGH_KEYS];
    let mut entries = Vec::new();
    for (h, offset) in high.iter_mut().enumerate() {
        *offset = entries.len() as u32;
        if let Some(room) = MOST.checked_sub(size(h)) {
            for &k in &order[..upto[room] as usize] {
                entries.push(dense[h * LOW_KEYS + k]);
            }
        }
    }
    Waits { low, high, entries: entries.into_boxed_slice() }
}

/// The entries of every key, dense; vectors above `MOST` tiles left empty.
fn build_dense() -> Box<[u16]> {
    let mut table = vec![0u16; SUIT_KEYS].into_boxed_slice();
    let mut v = [0u8; 9];
    // Completeness, up to one tile more than `MOST`: the lowest kind held starts a pung or a
    // chow, and a pair leaves melds; both look only at smaller keys, already done.
    each(&mut v, 8, 0, MOST + 1, &mut |v, key, spare| {
        let size = MOST + 1 - spare;
        let Some(i) = v.iter().position(|&c| c > 0) else {
            table[key] = MELDS;
            return;
        };
        let flag = match size % 3 {
            0 => {
                let pung = v[i] >= 3 && table[key - 3 * STEP[i]] & MELDS != 0;
                let chow = i + 2 < 9
                    && v[i + 1] > 0
                    && v[i + 2] > 0
                    && table[key - STEP[i] - STEP[i + 1] - STEP[i + 2]] & MELDS != 0;
                if pung || chow {
                    MELDS
                } else {
                    0
                }
            }
            2 => {
                let pair = (0..9).any(|j| v[j] >= 2 && table[key - 2 * STEP[j]] & MELDS != 0);
                if pair {
                    PAIR
                } else {
                    0
                }
            }
            _ => 0,
        };
        table[key] = flag;
    });
    // Waits, for vectors of at most `MOST` tiles: the completeness of the key one copy up, or,
    // for a fifth copy (which no key holds), the exact check.
    each(&mut v, 8, 0, MOST, &mut |v, key, spare| {
        let size = MOST - spare;
        let role = match size % 3 {
            1 => PAIR,
            2 => MELDS,
            _ => return,
        };
        // Only a kind at most two places from one held can complete.
        let held = v.iter().enumerate().fold(0u16, |m, (i, &c)| m | u16::from(c > 0) << i);
        let near = (held | held << 1 | held << 2 | held >> 1 | held >> 2) & WAITS;
        let mut waits = 0u16;
        for i in mask_tiles(near.into()) {
            let done = if v[i] < 4 {
                table[key + STEP[i]] & role != 0
            } else {
                let mut w = *v;
                w[i] += 1;
                if role == PAIR {
                    suit_melds_and_pair(&w)
                } else {
                    suit_melds(&w)
                }
            };
            waits |= u16::from(done) << i;
        }
        table[key] |= waits;
    });
    table
}
