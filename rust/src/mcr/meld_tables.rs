//! The chow and pung combination fans of every set of chows and of pungs, worked out once by
//! `meld_fans`' own functions and then looked up: a reading asks for them every time, and the
//! lookup costs a fraction of working them out.
//!
//! A set is indexed by its place among all sets of its size (the combinatorial number
//! system): chows are a multiset of the 21 chow starts, pungs a set of the 34 kinds. The
//! 65,604 sets share about a hundred distinct answers, so a set holds the byte that numbers
//! its answer: the tables take 66 kB rather than 525 kB, and stay in cache beside the others
//! a hand reads. The kong fans, by counts, are looked up too. A reading asks all three
//! whatever its melds (an empty set answers nothing), so no branch has to guess them.

use crate::mcr::fans::{Fans, FewFans};
use crate::mcr::meld_fans::{chow_fans, kong_fans, pung_fans, single_pung};
use crate::tiles::{HONOR_START, KINDS};
use std::collections::HashMap;
use std::sync::LazyLock;

/// Chow starts: suit·7 + rank (rank 0-6).
const CHOW_STARTS: usize = 21;
/// What a set gives: its fans, or that they depend on the pair (left to `chow_fans`).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
struct Answer {
    fans: FewFans,
    ask_pair: bool,
}

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
fn set_index(items: &[usize]) -> usize {
    items.iter().enumerate().map(|(i, &x)| BINOMIAL[x][i + 1] as usize).sum()
}

/// `PLACES[i][x]`: what item `x` at place `i` adds to a set's index, 0 for `u8::MAX` (an
/// unused place), so that a set of up to four is indexed in four loads whatever its size.
type Places = [[u32; 256]; 4];

/// Places of the pungs' tiles.
const PUNG_PLACES: Places = places(false);
/// Places of the chows' lowest tiles: a chow set is a multiset, indexed as the set of its
/// chow starts each raised by its place.
const CHOW_PLACES: Places = places(true);

const fn places(chows: bool) -> Places {
    let mut table = [[0u32; 256]; 4];
    let mut i = 0;
    while i < 4 {
        let mut t = 0;
        while t < KINDS {
            if !chows {
                table[i][t] = BINOMIAL[t][i + 1];
            } else if t < HONOR_START && t % 9 < 7 {
                table[i][t] = BINOMIAL[start(t) + i][i + 1];
            }
            t += 1;
        }
        i += 1;
    }
    table
}

/// The index of the sorted set `items` (unused places `u8::MAX`).
#[inline(always)]
fn index(places: &Places, items: &[u8; 4]) -> usize {
    (0..4).map(|i| places[i][usize::from(items[i])] as usize).sum()
}

/// The chow start of a chow's lowest tile.
const fn start(tile: usize) -> usize {
    tile / 9 * 7 + tile % 9
}

/// The lowest tile of a chow start.
fn tile_of(start: usize) -> usize {
    start / 7 * 9 + start % 7
}

struct Tables {
    /// By size (0 to 4), by index: the answer's number in `answers`.
    chows: [Vec<u8>; 5],
    pungs: [Vec<u8>; 5],
    /// `kong_fans` by (melded kongs, concealed kongs, concealed pungs, four pungs or not).
    kongs: [[[[FewFans; 2]; 5]; 5]; 5],
    /// The distinct answers, the empty one first.
    answers: Vec<Answer>,
}

/// Numbers the distinct answers as they come, the empty one 0.
struct Numbering {
    answers: Vec<Answer>,
    numbers: HashMap<Answer, u8>,
}

impl Numbering {
    fn new() -> Numbering {
        let empty = Answer::default();
        Numbering { answers: vec![empty], numbers: HashMap::from([(empty, 0)]) }
    }

    fn number(&mut self, answer: Answer) -> u8 {
        *self.numbers.entry(answer).or_insert_with(|| {
            self.answers.push(answer);
            u8::try_from(self.answers.len() - 1).expect("at most 256 distinct answers")
        })
    }
}

fn answer(fans: &Fans, ask_pair: bool) -> Answer {
    Answer { fans: FewFans::of(fans).expect("at most four fans a set"), ask_pair }
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
    let mut chows: [Vec<u8>; 5] = Default::default();
    let mut pungs: [Vec<u8>; 5] = Default::default();
    let mut numbering = Numbering::new();
    // The empty set: no fans.
    chows[0] = vec![0];
    pungs[0] = vec![0];
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
            let ask = n == 4 && ends;
            chows[n][set_index(&shifted)] = numbering.number(answer(&fans, ask));
        });
        pungs[n] = vec![0; BINOMIAL[KINDS][n] as usize];
        each_sorted(n, KINDS, true, &mut |tiles| {
            let mut fans = Fans::default();
            if n >= 2 {
                pung_fans(tiles, &mut fans);
            }
            tiles.iter().filter_map(|&t| single_pung(t)).for_each(|fan| fans.add_one(fan));
            pungs[n][set_index(tiles)] = numbering.number(answer(&fans, false));
        });
    }
    let mut kongs = [[[[FewFans::default(); 2]; 5]; 5]; 5];
    for (melded, by_hidden) in kongs.iter_mut().enumerate() {
        for (hidden, by_pungs) in by_hidden.iter_mut().enumerate() {
            for (concealed_pungs, by_four) in by_pungs.iter_mut().enumerate() {
                for (four, slot) in by_four.iter_mut().enumerate() {
                    let mut fans = Fans::default();
                    kong_fans(melded, hidden, concealed_pungs, four == 1, &mut fans);
                    *slot = FewFans::of(&fans).expect("at most four kong fans");
                }
            }
        }
    }
    Tables { chows, pungs, kongs, answers: numbering.answers }
});

/// `chow_fans` of the `n` chows `chows` (lowest tiles, sorted, unused places `u8::MAX`)
/// with `pair`, into `fans`.
#[inline]
pub fn add_chow_fans(chows: &[u8; 4], n: u8, pair: Option<usize>, fans: &mut Fans) {
    let n = usize::from(n);
    let answer = &TABLES.answers[usize::from(TABLES.chows[n][index(&CHOW_PLACES, chows)])];
    if answer.ask_pair {
        let tiles = chows.map(usize::from);
        chow_fans(&tiles[..n], pair, fans);
    } else {
        fans.put(&answer.fans);
    }
}

/// `pung_fans` and each pung's own fan (`single_pung`) of the `n` pungs `pungs` (tiles,
/// sorted, unused places `u8::MAX`), into `fans`.
#[inline]
pub fn add_pung_fans(pungs: &[u8; 4], n: u8, fans: &mut Fans) {
    let number = TABLES.pungs[usize::from(n)][index(&PUNG_PLACES, pungs)];
    fans.put(&TABLES.answers[usize::from(number)].fans);
}

/// `kong_fans` (with All Pungs) of the kongs and concealed pungs counted, into `fans`.
#[inline]
pub fn add_kong_fans(
    melded: u8,
    hidden: u8,
    concealed_pungs: u8,
    four_pungs: bool,
    fans: &mut Fans,
) {
    let [m, h, c] = [melded, hidden, concealed_pungs].map(|x| usize::from(x.min(4)));
    fans.put(&TABLES.kongs[m][h][c][usize::from(four_pungs)]);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `items` as a sorted set of four places, the unused ones `u8::MAX`.
    fn places_of(items: &[usize]) -> [u8; 4] {
        let mut set = [u8::MAX; 4];
        set.iter_mut().zip(items).for_each(|(slot, &t)| *slot = t as u8);
        set
    }

    /// Every set of chows (with every pair) and of pungs, the empty ones too: the lookup
    /// gives what the functions give.
    #[test]
    fn lookups_match_the_functions() {
        assert!(TABLES.answers.len() <= 256);
        for n in 0..5 {
            each_sorted(n, CHOW_STARTS, false, &mut |starts| {
                let tiles: Vec<usize> = starts.iter().map(|&s| tile_of(s)).collect();
                let set = places_of(&tiles);
                for pair in [None, Some(4), Some(13), Some(22), Some(0), Some(31)] {
                    let mut want = Fans::default();
                    if n >= 2 {
                        chow_fans(&tiles, pair, &mut want);
                    }
                    let mut got = Fans::default();
                    add_chow_fans(&set, n as u8, pair, &mut got);
                    assert_eq!(got, want, "{tiles:?} {pair:?}");
                }
            });
            each_sorted(n, KINDS, true, &mut |tiles| {
                let mut want = Fans::default();
                if n >= 2 {
                    pung_fans(tiles, &mut want);
                }
                tiles.iter().filter_map(|&t| single_pung(t)).for_each(|fan| want.add_one(fan));
                let mut got = Fans::default();
                add_pung_fans(&places_of(tiles), n as u8, &mut got);
                assert_eq!(got, want, "{tiles:?}");
            });
        }
    }

    /// Every count of kongs and concealed pungs: the lookup gives what `kong_fans` gives.
    #[test]
    fn kong_lookups_match_the_function() {
        for melded in 0..5 {
            for hidden in 0..5 - melded {
                for concealed in 0..5 - hidden {
                    for four in [false, true] {
                        let mut want = Fans::default();
                        kong_fans(melded, hidden, concealed, four, &mut want);
                        let mut got = Fans::default();
                        let [m, h, c] = [melded, hidden, concealed].map(|x| x as u8);
                        add_kong_fans(m, h, c, four, &mut got);
                        assert_eq!(got, want, "{melded} {hidden} {concealed} {four}");
                    }
                }
            }
        }
    }
}
