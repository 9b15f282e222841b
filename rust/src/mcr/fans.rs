//! A set of fans with counts, indexed by fan id: the Rust form of the reference scorer's
//! `{fan id: count}` dicts.

/// Slots for fan ids 0..=82; slot 0 is never used.
pub const SLOTS: usize = 83;

/// Fans with their counts; a count of 0 means the fan is absent.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Fans(pub [u8; SLOTS]);

impl Default for Fans {
    fn default() -> Self {
        Fans([0; SLOTS])
    }
}

impl Fans {
    /// One fan counted `count` times.
    pub fn one(id: usize, count: u8) -> Fans {
        let mut fans = Fans::default();
        fans.0[id] = count;
        fans
    }

    pub fn get(&self, id: usize) -> u8 {
        self.0[id]
    }

    pub fn has(&self, id: usize) -> bool {
        self.0[id] > 0
    }

    pub fn set(&mut self, id: usize, count: u8) {
        self.0[id] = count;
    }

    /// Removes the fan and gives its count.
    pub fn take(&mut self, id: usize) -> u8 {
        std::mem::take(&mut self.0[id])
    }

    /// Adds `other` as the reference's `_add` does: a fan found by two steps (Self-Drawn) is
    /// counted once, with the larger count.
    pub fn merge(&mut self, other: &Fans) {
        for (mine, theirs) in self.0.iter_mut().zip(other.0.iter()) {
            *mine = (*mine).max(*theirs);
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&c| c == 0)
    }

    /// The fans present as (id, count), by id.
    pub fn iter(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        self.0.iter().enumerate().filter(|(_, &c)| c > 0).map(|(i, &c)| (i, c))
    }
}
