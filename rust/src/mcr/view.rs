//! What the fans of one decomposition look at (the reference's `view.py`): its melds as scoring
//! sees them, its pair, and how the hand was won. A pung that a discarded winning tile
//! completes counts as melded (明刻), unless that tile can be read into a concealed chow
//! instead.

use crate::tiles::Counts;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Chow,
    Pung,
    Kong,
}

/// A meld as scoring sees it: its kind, its lowest tile, whether it counts as concealed and
/// whether it was declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoredMeld {
    pub kind: Kind,
    pub first: usize,
    pub concealed: bool,
    pub declared: bool,
}

impl ScoredMeld {
    pub const NONE: ScoredMeld =
        ScoredMeld { kind: Kind::Chow, first: 0, concealed: false, declared: false };

    /// Whether the meld holds `tile`.
    pub fn holds(&self, tile: usize) -> bool {
        match self.kind {
            Kind::Chow => tile >= self.first && tile < self.first + 3,
            _ => tile == self.first,
        }
    }

    /// Adds the meld's tiles (a kong's four) to `counts`.
    pub fn add_to(&self, counts: &mut Counts) {
        match self.kind {
            Kind::Chow => (0..3).for_each(|i| counts[self.first + i] += 1),
            Kind::Pung => counts[self.first] += 3,
            Kind::Kong => counts[self.first] += 4,
        }
    }
}

/// One regular decomposition of a winning hand, with the win, as the fans read it: its pair,
/// and its melds (declared first, then found) summed up as they are added: the chows and the
/// pungs (kongs among them) by lowest tile, sorted, where the found chows lie, and the counts
/// the kong fans and the wait fans need. Kept summed up because every fan of a reading asks
/// about the melds, and a walk over them per question cost more than the questions.
#[derive(Clone, Copy, Debug)]
pub struct View {
    pub pair: Option<usize>,
    pub win_tile: usize,
    pub self_drawn: bool,
    /// The chows' lowest tiles, sorted: `chows[..chow_count]`, the rest `u8::MAX` (bytes, so
    /// that a view copies cheaply).
    pub chows: [u8; 4],
    pub chow_count: u8,
    /// The pungs' and kongs' tiles, sorted: `pungs[..pung_count]`, the rest `u8::MAX`.
    pub pungs: [u8; 4],
    pub pung_count: u8,
    /// Bit t for a pung or kong of t.
    pub pung_tiles: u64,
    /// Bit t for a chow starting at t found in the standing tiles (not declared).
    pub found_chows: u64,
    pub melded_kongs: u8,
    pub concealed_kongs: u8,
    /// Pungs (not kongs) that count as concealed.
    pub concealed_pungs: u8,
    pub declared: u8,
    /// Declared melds that were claimed (all but concealed kongs).
    pub claimed: u8,
    /// What every meld shares, as `win_fans::outside_fan` reads it.
    pub outside: u8,
}

impl View {
    /// A view of no melds yet, for `add`.
    pub fn new(win_tile: usize, self_drawn: bool) -> View {
        View {
            pair: None,
            win_tile,
            self_drawn,
            chows: [u8::MAX; 4],
            chow_count: 0,
            pungs: [u8::MAX; 4],
            pung_count: 0,
            pung_tiles: 0,
            found_chows: 0,
            melded_kongs: 0,
            concealed_kongs: 0,
            concealed_pungs: 0,
            declared: 0,
            claimed: 0,
            outside: u8::MAX,
        }
    }

    /// Adds a meld (at most four in all).
    #[inline(always)]
    pub fn add(&mut self, m: ScoredMeld) {
        let first = m.first;
        if m.kind == Kind::Chow {
            insert_sorted(&mut self.chows, &mut self.chow_count, first);
            self.found_chows |= u64::from(!m.declared) << first;
        } else {
            insert_sorted(&mut self.pungs, &mut self.pung_count, first);
            self.pung_tiles |= 1 << first;
            match (m.kind, m.concealed) {
                (Kind::Kong, true) => self.concealed_kongs += 1,
                (Kind::Kong, false) => self.melded_kongs += 1,
                (_, true) => self.concealed_pungs += 1,
                _ => {}
            }
        }
        if m.declared {
            self.declared += 1;
            self.claimed += u8::from(!(m.kind == Kind::Kong && m.concealed));
        }
        self.outside &= crate::mcr::win_fans::shared(m.kind == Kind::Chow, first);
    }

    /// Adds a meld found in the standing tiles: a chow, or a pung that is `concealed` or not
    /// (at most four melds in all). As `add` gives, without branches: which kind comes
    /// next follows no pattern a branch could learn.
    #[inline(always)]
    pub fn add_found(&mut self, first: usize, chow: bool, concealed: bool) {
        let select = |chosen: bool, new: [u8; 4], old: [u8; 4]| {
            let mask = 0u32.wrapping_sub(u32::from(chosen));
            (u32::from_le_bytes(new) & mask | u32::from_le_bytes(old) & !mask).to_le_bytes()
        };
        self.chows = select(chow, inserted(self.chows, first), self.chows);
        self.pungs = select(!chow, inserted(self.pungs, first), self.pungs);
        self.chow_count += u8::from(chow);
        self.pung_count += u8::from(!chow);
        self.found_chows |= u64::from(chow) << first;
        self.pung_tiles |= u64::from(!chow) << first;
        self.concealed_pungs += u8::from(!chow && concealed);
        self.outside &= crate::mcr::win_fans::shared(chow, first);
    }

    pub fn chows(&self) -> &[u8] {
        &self.chows[..usize::from(self.chow_count)]
    }

    pub fn pungs(&self) -> &[u8] {
        &self.pungs[..usize::from(self.pung_count)]
    }

    pub fn kongs(&self) -> u8 {
        self.melded_kongs + self.concealed_kongs
    }

    /// A view of `melds` and `pair`, for tests.
    #[cfg(test)]
    pub fn of(
        melds: &[ScoredMeld],
        pair: Option<usize>,
        win_tile: usize,
        self_drawn: bool,
    ) -> View {
        let mut v = View::new(win_tile, self_drawn);
        melds.iter().for_each(|&m| v.add(m));
        v.pair = pair;
        v
    }
}

/// Puts `x` into the sorted `list[..*len]` (`*len` below 4; the unused places hold
/// `u8::MAX`), keeping it sorted. Without branches, since where `x` goes depends on the
/// declared melds, which no branch predicts: each place takes the larger of the item before
/// it and the smaller of its own item and `x`.
#[inline(always)]
fn insert_sorted(list: &mut [u8; 4], len: &mut u8, x: usize) {
    *list = inserted(*list, x);
    *len += 1;
}

/// `list` (sorted, the unused places `u8::MAX`) with `x` put in its place: four byte-wise
/// minimums and maximums at once.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn inserted(list: [u8; 4], x: usize) -> [u8; 4] {
    use std::arch::x86_64::*;
    // SAFETY: SSE2 is part of every x86_64 target; only registers are touched.
    unsafe {
        let items = _mm_cvtsi32_si128(i32::from_le_bytes(list));
        let xs = _mm_set1_epi8(x as i8);
        let before = _mm_slli_si128::<1>(items);
        (_mm_cvtsi128_si32(_mm_max_epu8(before, _mm_min_epu8(items, xs)))).to_le_bytes()
    }
}

/// `list` (sorted, the unused places `u8::MAX`) with `x` put in its place.
#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
fn inserted(mut list: [u8; 4], x: usize) -> [u8; 4] {
    let x = x as u8;
    let mut before = 0;
    for item in list.iter_mut() {
        let here = *item;
        *item = before.max(here.min(x));
        before = here;
    }
    list
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::KINDS;

    /// Every sorted list of up to three tiles (repeats allowed, as chows repeat) with every
    /// tile put in: the list sorted, the unused places still `u8::MAX`.
    #[test]
    fn inserted_keeps_the_list_sorted() {
        let tiles = [0u8, 1, 6, 8, 9, 17, 26, 27, 33];
        let mut lists: Vec<Vec<u8>> = vec![vec![]];
        let mut last: Vec<Vec<u8>> = vec![vec![]];
        for _ in 0..3 {
            last = last
                .iter()
                .flat_map(|l| {
                    let from = l.last().copied().unwrap_or(0);
                    let longer = tiles.iter().filter(move |&&t| t >= from);
                    longer.map(move |&t| [&l[..], &[t]].concat())
                })
                .collect();
            lists.extend(last.iter().cloned());
        }
        assert_eq!(lists.len(), 1 + 9 + 45 + 165);
        for list in &lists {
            let mut places = [u8::MAX; 4];
            places[..list.len()].copy_from_slice(list);
            for x in 0..KINDS {
                let mut want = list.clone();
                want.push(x as u8);
                want.sort_unstable();
                want.resize(4, u8::MAX);
                assert_eq!(inserted(places, x).to_vec(), want, "{list:?} {x}");
            }
        }
    }
}
