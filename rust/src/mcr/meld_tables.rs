//! The chow and pung combination fans of every set of chows and of pungs, worked out once by
//! `meld_fans`' own functions and then looked up: a reading asks for them every time, and the
//! lookup costs a fraction of working them out.
//!
//! A set is indexed by its place among all sets of its size (the combinatorial number
//! system): chows are a multiset of the 21 chow starts, pungs a set of the 34 kinds.

use crate::mcr::fans::Fans;
use crate::mcr::meld_fans::{chow_fans, pung_fans, single_pung};
use crate::tiles::KINDS;
use std::sync::LazyLock;

/// Chow starts: suit·7 + rank (rank 0-6).
const CHOW_STARTS: usize = 21;
/// Up to four (fan id, count) pairs, 16 bits each, the id in the low byte; id 0 ends the list.
type Entry = u64;
/// Marks a chow entry whose fans depend on the pair, left to `chow_fans`.
const ASK_PAIR: Entry = 1 << 63;

/// `BINOMIAL[n][k]` = n choose k, for the indices.
const BINOMIAL: [[u32; 5]; KINDS + 4] = {
    let mut table = [[0u32; 5]; KINDS + 4];
    let mut n = 0;
    while n < KINDS + 4 {
        table[n][0] = 1;
        let mut k = 1;
        while k < 5 {
            table[n][k] = if n == 0 { 0 } else { table[n - 1][k - 1] + table[n - 1][k] };
            k += 1;
        }
        n += 1;
    }
    table
};

/// The index of the strictly increasing `items` among all sets of their size.
#[inline(always)]
fn set_index(items: &[usize]) -> usize {
    items.iter().enumerate().map(|(i, &x)| BINOMIAL[x][i + 1] as usize).sum()
}

/// The chow start of a chow's lowest tile.
#[inline(always)]
fn start(tile: usize) -> usize {
    tile / 9 * 7 + tile % 9
}

/// The lowest tile of a chow start.
fn tile_of(start: usize) -> usize {
    start / 7 * 9 + start % 7
}

struct Tables {
    /// By size, by index.
    chows: [Vec<Entry>; 5],
    pungs: [Vec<Entry>; 5],
}

fn pack(fans: &Fans) -> Entry {
    let mut entry = 0;
    for (slot, (id, count)) in fans.iter().enumerate() {
        assert!(slot < 4, "at most four fans a set");
        entry |= (id as u64 | u64::from(count) << 8) << (16 * slot);
    }
    entry
}

/// Calls `f` with every sorted list of `n` items below `m`, strictly increasing or not.
fn each_sorted(n: usize, m: usize, strict: bool, f: &mut impl FnMut(&[usize])) {
    fn go(
        at: usize,
        from: usize,
        m: usize,
        strict: bool,
        cur: &mut [usize],
        f: &mut impl FnMut(&[usize]),
    ) {
        if at == cur.len() {
            f(cur);
            return;
        }
        for x in from..m {
            cur[at] = x;
            go(at + 1, x + usize::from(strict), m, strict, cur, f);
        }
    }
    go(0, 0, m, strict, &mut vec![0; n], f);
}

static TABLES: LazyLock<Tables> = LazyLock::new(|| {
    let mut chows: [Vec<Entry>; 5] = Default::default();
    let mut pungs: [Vec<Entry>; 5] = Default::default();
    for n in 1..5 {
        chows[n] = vec![0; BINOMIAL[CHOW_STARTS + n - 1][n] as usize];
        each_sorted(n, CHOW_STARTS, false, &mut |starts| {
            let tiles: Vec<usize> = starts.iter().map(|&s| tile_of(s)).collect();
            let mut fans = Fans::default();
            if n >= 2 {
                chow_fans(&tiles, None, &mut fans);
            }
            // Only four chows of ranks 1 and 7 can make a terminal-chow fan with the pair.
            let ends = tiles.iter().all(|&t| t % 9 == 0 || t % 9 == 6);
            let shifted: Vec<usize> = starts.iter().enumerate().map(|(i, &s)| s + i).collect();
            let ask = if n == 4 && ends { ASK_PAIR } else { 0 };
            chows[n][set_index(&shifted)] = pack(&fans) | ask;
        });
        pungs[n] = vec![0; BINOMIAL[KINDS][n] as usize];
        each_sorted(n, KINDS, true, &mut |tiles| {
            let mut fans = Fans::default();
            if n >= 2 {
                pung_fans(tiles, &mut fans);
            }
            tiles.iter().filter_map(|&t| single_pung(t)).for_each(|fan| fans.add_one(fan));
            pungs[n][set_index(tiles)] = pack(&fans);
        });
    }
    Tables { chows, pungs }
});

/// Sets an entry's fans into `fans`, which holds none of them.
#[inline(always)]
fn apply(mut entry: Entry, fans: &mut Fans) {
    while entry & 0xFF != 0 {
        fans.set((entry & 0xFF) as usize, (entry >> 8) as u8);
        entry >>= 16;
    }
}

/// `chow_fans` of the sorted chows (lowest tiles) with `pair`, into `fans`.
#[inline]
pub fn add_chow_fans(chows: &[u8], pair: Option<usize>, fans: &mut Fans) {
    let mut shifted = [0usize; 4];
    for (i, &c) in chows.iter().enumerate() {
        shifted[i] = start(usize::from(c)) + i;
    }
    let n = chows.len();
    let entry = TABLES.chows[n][set_index(&shifted[..n])];
    if entry & ASK_PAIR != 0 {
        let mut tiles = [0usize; 4];
        for (slot, &c) in tiles.iter_mut().zip(chows) {
            *slot = usize::from(c);
        }
        chow_fans(&tiles[..n], pair, fans);
    } else {
        apply(entry, fans);
    }
}

/// `pung_fans` and each pung's own fan (`single_pung`) of the sorted pungs, into `fans`.
#[inline]
pub fn add_pung_fans(pungs: &[u8], fans: &mut Fans) {
    let mut tiles = [0usize; 4];
    for (slot, &t) in tiles.iter_mut().zip(pungs) {
        *slot = usize::from(t);
    }
    apply(TABLES.pungs[pungs.len()][set_index(&tiles[..pungs.len()])], fans);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every set of chows (with every pair) and of pungs: the lookup gives what the
    /// functions give.
    #[test]
    fn lookups_match_the_functions() {
        for n in 1..5 {
            each_sorted(n, CHOW_STARTS, false, &mut |starts| {
                let tiles: Vec<usize> = starts.iter().map(|&s| tile_of(s)).collect();
                let bytes: Vec<u8> = tiles.iter().map(|&t| t as u8).collect();
                for pair in [None, Some(4), Some(13), Some(22), Some(0), Some(31)] {
                    let mut want = Fans::default();
                    if n >= 2 {
                        chow_fans(&tiles, pair, &mut want);
                    }
                    let mut got = Fans::default();
                    add_chow_fans(&bytes, pair, &mut got);
                    assert_eq!(got, want, "{tiles:?} {pair:?}");
                }
            });
            each_sorted(n, KINDS, true, &mut |tiles| {
                let mut want = Fans::default();
                if n >= 2 {
                    pung_fans(tiles, &mut want);
                }
                tiles.iter().filter_map(|&t| single_pung(t)).for_each(|fan| want.add_one(fan));
                let bytes: Vec<u8> = tiles.iter().map(|&t| t as u8).collect();
                let mut got = Fans::default();
                add_pung_fans(&bytes, &mut got);
                assert_eq!(got, want, "{tiles:?}");
            });
        }
    }
}
