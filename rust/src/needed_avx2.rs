//! The batch `wildcards_needed` eight rows at a time in AVX2: the regular form's least need
//! over the pair's suit for eight rows at once (`win_avx2`'s keys and lookups), then each
//! row's surplus rule one at a time, and every form asked only of the few rows the shape tests
//! of `win_avx2` and `knitted_avx2` leave to the special forms. Rows here may be of any size,
//! so a suit's `NEVER` is widened as `search` widens it: a sum of needs may pass 15.

use crate::knitted_avx2::Knitted;
use crate::rows_avx2::{group_keys, lanes, LANES};
use crate::rules::Rules;
use crate::search::{needed_byte, regular_extra_from, special_needed};
use crate::table::{tables, NEVER};
use crate::tiles::KINDS;
use crate::win_avx2::{gather, least, Lookup, Needs};
use std::arch::x86_64::*;

/// Above any sum of real needs (each suit's at most 14), as `search`'s `IMPOSSIBLE`.
const IMPOSSIBLE: i32 = 1 << 16;

/// `wildcards_needed` of the packed rows (34 counts a row, each 0 to 4) holding `wildcards`
/// (at most 136 each), into `out` (-1 for none, at most 127), eight rows at a time. Returns the
/// number of rows done, a multiple of eight: the rest are the caller's.
///
/// # Safety
/// The CPU must have AVX2.
#[target_feature(enable = "avx2")]
pub unsafe fn needed_packed(rows: &[u8], wildcards: &[u32], rules: Rules, out: &mut [i8]) -> usize {
    let t = tables();
    let free = usize::from(rules.allow_fifth_copy);
    let tables = Lookup::new(&t.suit[free], &t.honor[free]);
    let forms = rules.forms;
    let groups = rows.chunks_exact(KINDS * LANES).zip(wildcards.chunks_exact(LANES));
    let mut done = 0;
    for ((group, w), out) in groups.zip(out.chunks_exact_mut(LANES)) {
        let (Some(group), Some(w), Some(out)) =
            (group.first_chunk(), w.first_chunk::<LANES>(), out.first_chunk_mut::<LANES>())
        else {
            break;
        };
        let wild = _mm256_loadu_si256(w.as_ptr().cast());
        let (keys, shape) = group_keys(group);
        let (need, honors) = if forms.regular {
            let honors = widened(gather(tables.honor, keys[3]));
            let suits = [0, 1, 2].map(|s| widened(gather(tables.suit, keys[s])));
            (least(suits, honors), _mm256_min_epi32(honors.0, honors.1))
        } else {
            (_mm256_set1_epi32(IMPOSSIBLE), _mm256_setzero_si256())
        };
        let (rare, distinct) = shape.special(forms);
        let mut straight = 0;
        if forms.knitted_straight {
            // A knitted straight comes to 14 tiles at most: the wildcards it may hold are the
            // places the real tiles leave, and the hand's own may not pass them.
            let room = _mm256_sub_epi32(_mm256_set1_epi32(14), shape.tiles());
            let fits = !lanes(_mm256_cmpgt_epi32(wild, room));
            straight = fits & Knitted::new(group).within_reach(room, honors);
        }
        let ask = rare | distinct | straight;
        let (mut needs, mut kinds) = ([0i32; LANES], [0i32; LANES]);
        _mm256_storeu_si256(needs.as_mut_ptr().cast(), need);
        _mm256_storeu_si256(kinds.as_mut_ptr().cast(), shape.kinds());
        for (j, answer) in out.iter_mut().enumerate() {
            let Some(counts) = group[j * KINDS..].first_chunk() else { break };
            // Plain branches, no closures: a closure here takes on AVX2, and the library's
            // generic functions that would call it (`bool::then`) then call it out of line.
            let regular = if needs[j] < IMPOSSIBLE {
                let (afc, need, kinds) = (rules.allow_fifth_copy, needs[j] as u32, kinds[j] as u32);
                regular_extra_from(counts, w[j], afc, need, kinds)
            } else {
                None
            };
            let needed = if ask >> j & 1 == 1 {
                special_needed(counts, w[j], rules, regular, straight >> j & 1 == 1)
            } else {
                regular
            };
            *answer = needed_byte(needed);
        }
        done += LANES;
    }
    done
}

/// Needs with `NEVER` made `IMPOSSIBLE`.
#[inline]
#[target_feature(enable = "avx2")]
fn widened((melds, pair): Needs) -> Needs {
    let widen = |need| {
        let never = _mm256_cmpeq_epi32(need, _mm256_set1_epi32(i32::from(NEVER)));
        let add = _mm256_and_si256(never, _mm256_set1_epi32(IMPOSSIBLE - i32::from(NEVER)));
        _mm256_add_epi32(need, add)
    };
    (widen(melds), widen(pair))
}
