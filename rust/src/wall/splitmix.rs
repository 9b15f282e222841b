//! SplitMix64 (Steele, Lea and Flood, 2014; Vigna's public-domain `splitmix64.c`): state s,
//! each step adds the golden gamma and mixes it.

/// The golden gamma each step adds to the state.
pub const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// The output of a state already advanced: two xor-shift-multiply rounds and a final shift.
#[inline(always)]
pub const fn mix(state: u64) -> u64 {
    let z = (state ^ (state >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The generator: `next` gives one 64-bit output per step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SplitMix64 {
    pub state: u64,
}

impl SplitMix64 {
    pub const fn new(seed: u64) -> Self {
        SplitMix64 { state: seed }
    }

    /// The next output (not an `Iterator`: the generator never ends).
    #[inline(always)]
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        self.state = self.state.wrapping_add(GAMMA);
        mix(self.state)
    }
}

/// The seed of deal `index` of a batch seeded `seed`: the generator's output number `index`
/// (from 0), which the state after `index + 1` steps gives at once, so that any deal can be
/// replayed alone.
#[inline]
pub const fn deal_seed(seed: u64, index: u64) -> u64 {
    mix(seed.wrapping_add(GAMMA.wrapping_mul(index.wrapping_add(1))))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// wall.md 3's check values.
    #[test]
    fn check_values() {
        assert_eq!(SplitMix64::new(0).next(), 0xE220_A839_7B1D_CDAF);
        let mut g = SplitMix64::new(1);
        assert_eq!(
            [g.next(), g.next(), g.next()],
            [0x910A_2DEC_8902_5CC1, 0xBEEB_8DA1_658E_EC67, 0xF893_A2EE_FB32_555E]
        );
    }

    #[test]
    fn a_deal_seed_is_the_generators_output_at_its_index() {
        for seed in [0, 1, u64::MAX, 0x1234_5678_9ABC_DEF0] {
            let mut g = SplitMix64::new(seed);
            for index in 0..50 {
                assert_eq!(deal_seed(seed, index), g.next());
            }
        }
    }
}
