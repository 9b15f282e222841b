//! Fans of the melds and their combinations, with account-once (the reference's
//! `meld_fans.py`).

use crate::mcr::fans::Fans;
use crate::mcr::view::ScoredMeld;

/// `pair` is None where the reference passes -1.
pub fn meld_fans(melds: &[ScoredMeld], pair: Option<usize>) -> Fans {
    let _ = (melds, pair);
    unimplemented!()
}
