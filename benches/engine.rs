//! The engine's own rate, without Python: `cargo bench --bench engine` (add `-- --quick` for a
//! rougher, faster run, or a filter such as `-- is_win`). Every figure is a throughput in
//! hands a second, over a fixed set of hands drawn by SplitMix64 from fixed seeds, so that
//! runs compare.
//!
//! Groups:
//! - `regular_need`: the per-suit table lookup alone (`hupai::regular_need`), on winning hands
//!   (four melds and a pair) and on random 14-tile deals.
//! - `is_win`: `hupai::is_win` under the default rules (all five forms, no fifth copy), on
//!   winning hands with 0, 1, 2, 4 or 8 of their tiles made wildcards, and on deals with 0 or
//!   4 wildcards.
//! - `batch`: `batch::is_win_rows`, the core of `hupai.batch.is_win`, over one flat array of
//!   150,000 rows (34 counts a row; deals and winning hands, 3 and 5 forms), on one thread,
//!   beside `lookup_only`, the per-suit table lookup alone on the same hands.
//! - `shanten`: `shanten::least` on random 13-tile hands for the regular form, seven pairs and
//!   thirteen orphans alone, and for all five forms.
//! - `mcr_score`: `mcr::score::score` of concealed winning hands under the MCR table the Rust
//!   tests build (every fan 1 point, no exclusion rules: a little less work than MCR's own
//!   table, which only Python holds).

// The library is `_core` (the name the Python extension needs); the crate is `hupai`.
use _core::batch::{is_win_rows, Batch, Run};
use _core::interrupt::Never;
use _core::ints::Ints;
use _core::mcr::fans::IDS;
use _core::mcr::request::Declared;
use _core::mcr::request::{Request, WinFlags};
use _core::mcr::score::score;
use _core::mcr::table::Table;
use _core::mcr::view::Kind;
use _core::rules::{Form, Forms};
use _core::tiles::{Counts, KINDS};
use _core::wall::splitmix::SplitMix64;
use _core::{is_win, regular_need, Rules};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::hint::black_box;
use std::time::Duration;

/// Hands in each set.
const HANDS: usize = 4096;

/// A number below `n` (the slight modulo bias does not matter here).
fn below(rng: &mut SplitMix64, n: usize) -> usize {
    (rng.next() % n as u64) as usize
}

/// A winning hand of four melds (chows or pungs, half each) and a pair, no kind past 4.
fn winning(rng: &mut SplitMix64) -> Counts {
    'again: loop {
        let mut counts = [0u8; KINDS];
        for meld in 0..5 {
            let tiles: Vec<usize> = if meld == 4 {
                let t = below(rng, KINDS);
                vec![t, t]
            } else if rng.next() & 1 == 0 {
                let first = 9 * below(rng, 3) + below(rng, 7);
                vec![first, first + 1, first + 2]
            } else {
                let t = below(rng, KINDS);
                vec![t, t, t]
            };
            for t in tiles {
                counts[t] += 1;
                if counts[t] > 4 {
                    continue 'again;
                }
            }
        }
        return counts;
    }
}

/// `counts` with `n` of its tiles taken out at random (to be held as wildcards).
fn take_out(rng: &mut SplitMix64, mut counts: Counts, n: u32) -> Counts {
    for _ in 0..n {
        let held: Vec<usize> = (0..KINDS).filter(|&t| counts[t] > 0).collect();
        counts[held[below(rng, held.len())]] -= 1;
    }
    counts
}

/// `size` tiles dealt from a shuffled set of 136.
fn deal(rng: &mut SplitMix64, size: usize) -> Counts {
    let mut wall: Vec<usize> = (0..4 * KINDS).map(|i| i / 4).collect();
    let mut counts = [0u8; KINDS];
    for i in 0..size {
        let j = i + below(rng, wall.len() - i);
        wall.swap(i, j);
        counts[wall[i]] += 1;
    }
    counts
}

fn hands(seed: u64, mut make: impl FnMut(&mut SplitMix64) -> Counts) -> Vec<Counts> {
    let mut rng = SplitMix64::new(seed);
    (0..HANDS).map(|_| make(&mut rng)).collect()
}

fn bench_regular_need(c: &mut Criterion) {
    let mut group = c.benchmark_group("regular_need");
    group.throughput(Throughput::Elements(HANDS as u64));
    for (name, set) in [("winning", hands(1, winning)), ("deal14", hands(2, |r| deal(r, 14)))] {
        group.bench_function(name, |b| {
            b.iter(|| set.iter().filter_map(|h| regular_need(black_box(h), false)).sum::<u32>())
        });
    }
    group.finish();
}

fn bench_is_win(c: &mut Criterion) {
    let mut group = c.benchmark_group("is_win");
    group.throughput(Throughput::Elements(HANDS as u64));
    let rules = Rules::default();
    let mut run = |name: &str, wildcards: u32, set: &[Counts]| {
        group.bench_function(BenchmarkId::new(name, wildcards), |b| {
            b.iter(|| set.iter().filter(|h| is_win(black_box(h), wildcards, rules)).count())
        });
    };
    for w in [0, 1, 2, 4, 8] {
        let set = hands(10 + u64::from(w), |r| {
            let hand = winning(r);
            take_out(r, hand, w)
        });
        run("winning", w, &set);
    }
    for w in [0u32, 4] {
        let set = hands(20 + u64::from(w), |r| deal(r, 14 - w as usize));
        run("deal14", w, &set);
    }
    group.finish();
}

/// Rows in the large sets: as many as `benches/bench_peers.py` draws, more than the caches
/// hold, so that the lookup-only rate and the batch rate are measured on the same footing.
const LARGE: usize = 150_000;

fn bench_batch(c: &mut Criterion) {
    let mut group = c.benchmark_group("batch");
    let run = Run { threads: Some(1), interrupt: &Never };
    let three = Rules {
        forms: Forms::only(Form::Regular)
            .with(Form::SevenPairs, true)
            .with(Form::ThirteenOrphans, true),
        ..Rules::default()
    };
    let mut rng = SplitMix64::new(31);
    let sets = [
        ("deal14", (0..LARGE).map(|_| deal(&mut rng, 14)).collect::<Vec<_>>()),
        ("winning", (0..LARGE).map(|_| winning(&mut rng)).collect()),
    ];
    group.throughput(Throughput::Elements(LARGE as u64));
    for (name, set) in &sets {
        // The table lookup alone (four keys, four bytes, the pair's suit) beside the batch.
        group.bench_function(format!("lookup_only/{name}/150k"), |b| {
            b.iter(|| set.iter().filter_map(|h| regular_need(black_box(h), false)).sum::<u32>())
        });
        let flat: Vec<u8> = set.concat();
        let wildcards = vec![0u8; LARGE];
        let batch = Batch {
            counts: Ints::bytes(&flat, KINDS),
            wildcards: Ints::bytes(&wildcards, 1),
            wildcard_kinds: 0,
        };
        let mut out = vec![false; LARGE];
        for (forms, rules) in [("3forms", three), ("5forms", Rules::default())] {
            group.bench_function(format!("is_win_rows/{name}/150k/{forms}/1thread"), |b| {
                b.iter(|| is_win_rows(black_box(&batch), rules, &run, &mut out).unwrap())
            });
        }
    }
    group.finish();
}

fn bench_shanten(c: &mut Criterion) {
    let mut group = c.benchmark_group("shanten");
    group.throughput(Throughput::Elements(HANDS as u64));
    let set = hands(40, |r| deal(r, 13));
    let forms = [
        ("regular", Forms::only(Form::Regular)),
        ("seven_pairs", Forms::only(Form::SevenPairs)),
        ("thirteen_orphans", Forms::only(Form::ThirteenOrphans)),
        ("all_five", Forms::ALL),
    ];
    for (name, forms) in forms {
        group.bench_function(name, |b| {
            b.iter(|| {
                set.iter()
                    .filter_map(|h| _core::shanten::least(black_box(h), 0, forms, false).unwrap())
                    .sum::<i32>()
            })
        });
    }
    group.finish();
}

fn bench_mcr_score(c: &mut Criterion) {
    let mut group = c.benchmark_group("mcr_score");
    group.throughput(Throughput::Elements(HANDS as u64));
    let table = Table::new(&[1; IDS], &[], false).unwrap();
    let mut rng = SplitMix64::new(50);
    let requests: Vec<Request> = (0..HANDS)
        .map(|_| {
            let mut standing = winning(&mut rng);
            let held: Vec<usize> = (0..KINDS).filter(|&t| standing[t] > 0).collect();
            let win_tile = held[below(&mut rng, held.len())];
            standing[win_tile] -= 1;
            let flags = WinFlags { self_drawn: rng.next() & 1 == 0, ..WinFlags::default() };
            Request {
                standing,
                win_tile,
                melds: [Declared { kind: Kind::Chow, first: 0, concealed: false }; 4],
                meld_count: 0,
                flags,
                seat_wind: 27 + below(&mut rng, 4),
                prevalent_wind: 27 + below(&mut rng, 4),
                flowers: 0,
            }
        })
        .collect();
    group.bench_function("concealed_winning", |b| {
        b.iter(|| {
            requests
                .iter()
                .filter_map(|r| score(&table, black_box(r)))
                .map(|s| s.total)
                .sum::<u32>()
        })
    });
    group.finish();
}

/// Short runs: the whole bench in about a minute and a half.
fn config() -> Criterion {
    Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
}

criterion_group! {
    name = engine;
    config = config();
    targets = bench_regular_need, bench_is_win, bench_batch, bench_shanten, bench_mcr_score
}
criterion_main!(engine);
