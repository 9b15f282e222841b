//! The fan counts and tally of readings already seen, by their features: a hand of several
//! wildcards has hundreds of readings but often a few dozen distinct feature vectors (the
//! wildcards' pairs of seven pairs on this kind or that), and equal features give equal
//! counts, so each vector's programs run once. A regular reading found suit by suit
//! (suits.rs) is also known by the sum of its suits' parts and what its hand's readings
//! share (`reads::Shared`), which make its features: far fewer bytes to hash and compare.

use super::features::Vector;
use super::part::Part;
use super::reads::Shared;
use super::tally::Tally;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A fast hash of a feature vector (the multiply-rotate of rustc's FxHash): SipHash took
/// longer than the programs it saves.
#[derive(Default)]
pub struct VectorHasher(u64);

impl Hasher for VectorHasher {
    fn write(&mut self, bytes: &[u8]) {
        const K: u64 = 0x517c_c1b7_2722_0a95;
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(c);
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(word)).wrapping_mul(K);
        }
        // The bytes past the last whole word, as one word.
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(word)).wrapping_mul(K);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// Counts and tallies by feature vector; the counts of entry i at `counts[i * fans..]`.
pub struct Memo {
    index: HashMap<Vector, usize, BuildHasherDefault<VectorHasher>>,
    counts: Vec<i32>,
    tallies: Vec<Tally>,
    fans: usize,
    /// The entries of regular readings by their parts' sum and the number of what their
    /// hand's readings share, among `shared`.
    sums: HashMap<(Part, u32), usize, BuildHasherDefault<VectorHasher>>,
    shared: Vec<Shared>,
}

impl Memo {
    pub fn new(fans: usize) -> Memo {
        // Room for the few dozen vectors of a hand of several wildcards, made once.
        const ROOM: usize = 32;
        Memo {
            index: HashMap::with_capacity_and_hasher(ROOM, Default::default()),
            counts: Vec::with_capacity(ROOM * fans),
            tallies: Vec::with_capacity(ROOM),
            fans,
            sums: HashMap::with_capacity_and_hasher(ROOM, Default::default()),
            shared: Vec::new(),
        }
    }

    /// Forgets every entry, for a table of `fans` fans, keeping the room made: scoring keeps
    /// one memo a thread (`shared::with_shared`).
    pub fn reset(&mut self, fans: usize) {
        self.index.clear();
        self.counts.clear();
        self.tallies.clear();
        self.fans = fans;
        self.sums.clear();
        self.shared.clear();
    }

    /// The number of `shared` among the memo's (a batch's hands share a few).
    pub fn shared(&mut self, shared: &Shared) -> u32 {
        let at = self.shared.iter().position(|s| s == shared).unwrap_or_else(|| {
            self.shared.push(*shared);
            self.shared.len() - 1
        });
        at as u32
    }

    /// The entry of the regular readings whose parts sum to `sum` in the hands sharing the
    /// memo's `shared`-th, if seen.
    pub fn sum(&self, sum: &Part, shared: u32) -> Option<usize> {
        self.sums.get(&(*sum, shared)).copied()
    }

    pub fn put_sum(&mut self, sum: Part, shared: u32, entry: usize) {
        self.sums.insert((sum, shared), entry);
    }

    /// The entry of `features`, made by `make` (filling the counts, giving the tally) when
    /// they are new.
    pub fn entry(&mut self, features: &Vector, make: impl FnOnce(&mut [i32]) -> Tally) -> usize {
        if let Some(&i) = self.index.get(features) {
            return i;
        }
        let i = self.tallies.len();
        self.counts.resize((i + 1) * self.fans, 0);
        let tally = make(&mut self.counts[i * self.fans..]);
        self.tallies.push(tally);
        self.index.insert(*features, i);
        i
    }

    /// The entries held.
    pub fn len(&self) -> usize {
        self.tallies.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tallies.is_empty()
    }

    pub fn tally(&self, i: usize) -> Tally {
        self.tallies[i]
    }

    pub fn counts(&self, i: usize) -> &[i32] {
        &self.counts[i * self.fans..(i + 1) * self.fans]
    }
}
