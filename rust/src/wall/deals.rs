//! Many deals at once (`hupai.batch.deals`): deal i is the wall shuffled with
//! `deal_seed(seed, i)` and dealt by the contract's rule (`deal`), written straight into flat
//! output buffers, the deals spread over `run`'s threads in slices an interrupt can stop
//! between (`interrupt::in_slices`).

use super::deal::{check_wall, deal_seeded, hand_size, Dealt, RanOut, Shape};
use super::shuffle::Bounds;
use super::splitmix::deal_seed;
use crate::batch::{Run, Workers};
use crate::error::Error;
use crate::interrupt::in_slices;
use crate::tiles::KINDS;
use rayon::prelude::*;
use std::mem::MaybeUninit;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Deals a worker takes at a time: enough that handing them out costs nothing beside them
/// (a deal takes well under a microsecond), few enough to spread a slice over many cores.
const CHUNK: usize = 2048;

/// The batch: the unshuffled wall (ids 0-42), the shape of each deal, and `draws`, the tiles
/// of the rest each deal writes.
#[derive(Clone, Copy, Debug)]
pub struct Deals<'a> {
    pub wall: &'a [u8],
    pub shape: Shape,
    pub draws: usize,
}

impl<'a> Deals<'a> {
    /// The batch, checked: the wall holds the deal, and `draws` (None: all it can) of the
    /// rest remain in every deal, whatever flowers it sets aside: the wall less the dealt
    /// tiles and all its flowers. A wall without flowers leaves exactly that many.
    pub fn new(wall: &'a [u8], shape: Shape, draws: Option<usize>) -> Result<Self, Error> {
        check_wall(wall)?;
        shape.fits(wall.len())?;
        let flowers = wall.iter().filter(|t| super::deal::FLOWERS.contains(t)).count();
        let most = wall.len().saturating_sub(shape.dealt() + flowers);
        let draws = match draws {
            None => most,
            Some(k) if k <= most => k,
            Some(k) => {
                return Err(Error::Option(format!(
                    "draws={k}, but only {most} tiles remain in every deal: the wall's {} less \
                     {} dealt and its {flowers} flowers",
                    wall.len(),
                    shape.dealt()
                )))
            }
        };
        Ok(Deals { wall, shape, draws })
    }

    /// The bytes each output takes a deal: hands, flowers, jokers, indicator, rest, seeds.
    pub fn widths(&self) -> [usize; 6] {
        let p = self.shape.players;
        [p * KINDS, p, p, 2, self.draws, 8]
    }
}

/// The outputs, flat, deal after deal, unfilled until written: hands (P x 34 counts),
/// flowers (P), jokers (P), indicator (native-endian i16), rest (`draws` ids), seeds
/// (native-endian u64).
pub struct Out<'a> {
    pub hands: &'a mut [MaybeUninit<u8>],
    pub flowers: &'a mut [MaybeUninit<u8>],
    pub jokers: &'a mut [MaybeUninit<u8>],
    pub indicator: &'a mut [MaybeUninit<u8>],
    pub rest: &'a mut [MaybeUninit<u8>],
    pub seeds: &'a mut [MaybeUninit<u8>],
}

impl<'a> Out<'a> {
    fn lens(&self) -> [usize; 6] {
        [&self.hands, &self.flowers, &self.jokers, &self.indicator, &self.rest, &self.seeds]
            .map(|part| part.len())
    }

    /// The first `deals` deals' parts, leaving the others in `self`.
    fn split_off_front(&mut self, deals: usize, widths: &[usize; 6]) -> Out<'a> {
        let cut = |part: &mut &'a mut [MaybeUninit<u8>], width: usize| {
            let (front, back) = std::mem::take(part).split_at_mut(deals * width);
            *part = back;
            front
        };
        Out {
            hands: cut(&mut self.hands, widths[0]),
            flowers: cut(&mut self.flowers, widths[1]),
            jokers: cut(&mut self.jokers, widths[2]),
            indicator: cut(&mut self.indicator, widths[3]),
            rest: cut(&mut self.rest, widths[4]),
            seeds: cut(&mut self.seeds, widths[5]),
        }
    }
}

/// Writes `bytes` to the start of `out`, which holds as many (a memcpy, where a loop of
/// byte writes was not always made one).
#[inline(always)]
fn put(out: &mut [MaybeUninit<u8>], bytes: &[u8]) {
    let out = &mut out[..bytes.len()];
    // SAFETY: `out` holds as many places as `bytes` has initialised bytes, and the two are
    // apart (`out` is borrowed mutably).
    unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), out.as_mut_ptr().cast(), bytes.len()) }
}

/// Deals `n` deals seeded from `seed` into `out` (sized for `n` deals by `deals.widths()`),
/// every byte written when this returns Ok. A deal that runs out of tiles replacing flowers
/// is a HandSizeError naming the first such deal; an interrupt stops it between slices.
pub fn deals_into(
    n: usize,
    seed: u64,
    deals: &Deals,
    run: &Run,
    mut out: Out,
) -> Result<(), Error> {
    let widths = deals.widths();
    if out.lens().iter().zip(widths).any(|(&len, w)| len != n * w) {
        return Err(Error::Shape(format!("output buffers are not sized for {n} deals")));
    }
    let bounds = Bounds::new(deals.wall.len());
    let workers = Workers::new(run.threads)?;
    let mut at = 0;
    in_slices(n, run.interrupt, |range| {
        debug_assert_eq!(range.start, at);
        let mut chunks = Vec::with_capacity(range.len().div_ceil(CHUNK));
        while at < range.end {
            let len = CHUNK.min(range.end - at);
            chunks.push((at, out.split_off_front(len, &widths)));
            at += len;
        }
        // The first deal that ran out and its seat, as 4 x deal + seat: the lowest is the
        // first deal, as a loop over them in turn would find it.
        let first_bad = AtomicUsize::new(usize::MAX);
        let one = |scratch: &mut Vec<u8>, (first, mut chunk): (usize, Out)| {
            if let Err((i, RanOut { seat })) =
                chunk_into(first, seed, deals, &bounds, scratch, &mut chunk)
            {
                first_bad.fetch_min(i * 4 + seat, Ordering::Relaxed);
            }
        };
        workers.run(|parallel| {
            if parallel {
                chunks.into_par_iter().for_each_init(Vec::new, one);
            } else {
                let mut scratch = Vec::new();
                chunks.into_iter().for_each(|c| one(&mut scratch, c));
            }
        });
        match first_bad.into_inner() {
            usize::MAX => Ok(()),
            bad => Err(ran_out(bad / 4, bad % 4, seed, deals)),
        }
    })
}

/// Deals `first..` into `chunk`, stopping at the first that runs out.
#[inline]
fn chunk_into(
    first: usize,
    seed: u64,
    deals: &Deals,
    bounds: &Bounds,
    scratch: &mut Vec<u8>,
    chunk: &mut Out,
) -> Result<(), (usize, RanOut)> {
    let [wh, wf, wj, _, wr, _] = deals.widths();
    let players = deals.shape.players;
    let mut dealt = Dealt::default();
    let rows = chunk.seeds.len() / 8;
    for j in 0..rows {
        let own = deal_seed(seed, (first + j) as u64);
        deal_seeded(deals.wall, own, bounds, &deals.shape, scratch, &mut dealt)
            .map_err(|ran_out| (first + j, ran_out))?;
        for (seat, counts) in dealt.counts.iter().take(players).enumerate() {
            put(&mut chunk.hands[j * wh + seat * KINDS..], counts);
        }
        put(&mut chunk.flowers[j * wf..], &dealt.flowers[..players]);
        put(&mut chunk.jokers[j * wj..], &dealt.jokers[..players]);
        put(&mut chunk.indicator[j * 2..], &dealt.indicator.to_ne_bytes());
        put(&mut chunk.rest[j * wr..], &scratch[dealt.rest..dealt.rest + wr]);
        put(&mut chunk.seeds[j * 8..], &own.to_ne_bytes());
    }
    Ok(())
}

/// The error of deal `i`, which ran out of tiles replacing seat `seat`'s flowers.
#[cold]
fn ran_out(i: usize, seat: usize, seed: u64, deals: &Deals) -> Error {
    hand_size(format!(
        "deal {i} (seed {}) runs out of tiles: seat {seat} has a flower to replace and the \
         wall of {} tiles is spent ({} dealt, then flowers replaced)",
        deal_seed(seed, i as u64),
        deals.wall.len(),
        deals.shape.dealt()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interrupt::{Interrupt, Never};

    /// Owned outputs for `n` deals.
    struct Buffers([Vec<MaybeUninit<u8>>; 6]);

    impl Buffers {
        fn new(n: usize, deals: &Deals) -> Buffers {
            Buffers(deals.widths().map(|w| vec![MaybeUninit::new(0xEE); n * w]))
        }

        fn out(&mut self) -> Out<'_> {
            let [hands, flowers, jokers, indicator, rest, seeds] = &mut self.0;
            Out { hands, flowers, jokers, indicator, rest, seeds }
        }

        fn bytes(&self) -> Vec<Vec<u8>> {
            // SAFETY: every byte was initialised (filled at first, then written).
            self.0.iter().map(|b| b.iter().map(|x| unsafe { x.assume_init() }).collect()).collect()
        }
    }

    fn mcr() -> Vec<u8> {
        (0..34u8).flat_map(|t| [t; 4]).chain(34..42).collect()
    }

    fn run_batch(n: usize, seed: u64, deals: &Deals, threads: Option<usize>) -> Vec<Vec<u8>> {
        let mut buffers = Buffers::new(n, deals);
        deals_into(n, seed, deals, &Run { threads, interrupt: &Never }, buffers.out()).unwrap();
        buffers.bytes()
    }

    #[test]
    fn deal_i_is_the_deal_of_its_own_seed_on_any_threads() {
        let wall = mcr();
        let deals = Deals::new(&wall, Shape::new(4, 13, 1, false).unwrap(), None).unwrap();
        assert_eq!(deals.draws, 144 - 53 - 8);
        let n = 5000;
        let got = run_batch(n, 7, &deals, Some(1));
        assert_eq!(got, run_batch(n, 7, &deals, Some(2)));
        assert_eq!(got, run_batch(n, 7, &deals, None));
        let bounds = Bounds::new(wall.len());
        let (mut scratch, mut dealt) = (Vec::new(), Dealt::default());
        for i in [0, 1, 2047, 2048, n - 1] {
            let own = deal_seed(7, i as u64);
            assert_eq!(got[5][i * 8..i * 8 + 8], own.to_ne_bytes());
            deal_seeded(&wall, own, &bounds, &deals.shape, &mut scratch, &mut dealt).unwrap();
            assert_eq!(got[0][i * 136..i * 136 + 34], dealt.counts[0]);
            assert_eq!(got[0][i * 136 + 102..i * 136 + 136], dealt.counts[3]);
            assert_eq!(got[1][i * 4..i * 4 + 4], dealt.flowers);
            assert_eq!(got[3][i * 2..i * 2 + 2], (-1i16).to_ne_bytes());
            assert_eq!(got[4][i * 83..i * 83 + 83], scratch[dealt.rest..dealt.rest + 83]);
        }
    }

    #[test]
    fn the_first_deal_that_runs_out_is_the_error() {
        // Two-player MCR's 72 tiles dealt to four players of 16: 67 dealt, 5 left for up to
        // 8 flowers.
        let wall: Vec<u8> = (0..9u8).chain(27..34).flat_map(|t| [t; 4]).chain(34..42).collect();
        let deals = Deals::new(&wall, Shape::new(4, 16, 3, false).unwrap(), Some(0)).unwrap();
        let mut buffers = Buffers::new(1000, &deals);
        let err =
            deals_into(1000, 3, &deals, &Run { threads: None, interrupt: &Never }, buffers.out())
                .unwrap_err();
        let bounds = Bounds::new(wall.len());
        let (mut scratch, mut dealt) = (Vec::new(), Dealt::default());
        let first = (0..)
            .find(|&i| {
                let own = deal_seed(3, i);
                deal_seeded(&wall, own, &bounds, &deals.shape, &mut scratch, &mut dealt).is_err()
            })
            .unwrap();
        assert!(err.to_string().starts_with(&format!("deal {first} (seed ")), "{err}");
        assert!(Deals::new(&wall, deals.shape, Some(1)).is_err());
        assert!(Deals::new(&wall[..66], deals.shape, None).is_err());
    }

    #[test]
    fn an_interrupt_stops_between_slices_and_no_deals_is_nothing() {
        struct Now;
        impl Interrupt for Now {
            fn interrupted(&self) -> bool {
                true
            }
        }
        let wall = mcr();
        let deals = Deals::new(&wall, Shape::new(4, 13, 1, false).unwrap(), Some(10)).unwrap();
        let mut buffers = Buffers::new(100_000, &deals);
        let run = Run { threads: Some(1), interrupt: &Now };
        assert_eq!(deals_into(100_000, 1, &deals, &run, buffers.out()), Err(Error::Interrupted));
        let mut none = Buffers::new(0, &deals);
        assert!(deals_into(0, 1, &deals, &run, none.out()).is_ok());
        let mut short = Buffers::new(9, &deals);
        assert!(deals_into(10, 1, &deals, &run, short.out()).is_err());
    }
}
