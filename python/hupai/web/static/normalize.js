// normalize(), which brings an input within the rule set (its tiles, claims, keywords and
// the flags that can apply), and the options a rule set refuses.

import { WINDS, meldTypes, reads, wildcardKinds } from "./rules.js";
import { flagApplies, flagKeys, flagName, readyApplies, selfDrawn } from "./situation.js";
import { dict } from "./state.js";
import {
  KINDS, MELD_NAMES, counted, formatTiles, meldFits, meldNotation, meldTiles, mpsz,
} from "./tiles.js";

/** Why the rule set (described with its defaults) refuses the option ``name`` set to
 * ``value``, and what the page does instead; null when it may take it. */
export function optionRefusal(desc, name, value) {
  const options = desc.options || [];
  const option = options.find((o) => o.name === name);
  const shown = JSON.stringify(value);
  if (!option) {
    const has = options.length ? `its options: ${options.map((o) => o.name).join(", ")}` : "it has none";
    return `${desc.rule_set} has no option ${JSON.stringify(name)} (${has}): left out`;
  }
  const instead = `its default ${JSON.stringify(option.value)} is used`;
  const choices = option.choices;
  if (Array.isArray(choices) && choices.length > 1 && !choices.includes(value)) {
    const names = choices.map((c) => JSON.stringify(c)).join(", ");
    return `the option ${name}=${shown} is not one of ${names}: ${instead}`;
  }
  if (option.min !== undefined && !(Number.isInteger(value) && value >= option.min && value <= option.max)) {
    return `the option ${name}=${shown} is not a whole number ${option.min}-${option.max}: ${instead}`;
  }
  return null;
}

/** The input within the rule set: tiles it lacks or beyond its copies, melds it does not
 * allow, values it does not read dropped; the flags that cannot apply cleared. Returns
 * what was dropped, each naming the tile or meld and why, for the page to say. */
export function normalize(state, desc) {
  const dropped = [];
  const copies = [...desc.tiles];
  const wild = wildcardKinds(state, desc);
  const name = desc.rule_set;
  // Why ``kinds`` cannot be taken from the copies left (null when they can): a tile the
  // rule set lacks, or a copy beyond its set's.
  const lacking = (kinds) => {
    const need = new Map();
    for (const k of kinds) need.set(k, (need.get(k) || 0) + 1);
    for (const [k, n] of need) {
      if (!(desc.tiles[k] > 0)) return `${name} has no ${mpsz(k)}`;
      if (copies[k] < n) return `a copy of ${mpsz(k)} beyond the set's ${desc.tiles[k]}`;
    }
    return null;
  };
  const take = (kinds) => {
    const why = lacking(kinds);
    if (why === null) for (const k of kinds) copies[k] -= 1;
    return why;
  };
  if (state.indicator !== null) {
    const why = desc.wildcards && desc.wildcards.flipped > 0
      ? take([state.indicator])
      : `${name} flips no wildcard indicator`;
    if (why) dropped.push(`the wildcard indicator ${mpsz(state.indicator)} (${why})`);
    if (why) state.indicator = null;
  }
  const types = meldTypes(desc);
  const claims = types.length ? `its melds: ${types.map((t) => MELD_NAMES[t]).join(", ")}` : "it has no melds";
  state.melds = state.melds.slice(0, 4).filter((m) => {
    const ghost = meldTiles(m).find((k) => wild.has(k));
    const why = !types.includes(m.type) ? `${name} has no ${MELD_NAMES[m.type]}; ${claims}`
      : !meldFits(m.type, m.tile) ? `no ${MELD_NAMES[m.type]} starts at ${mpsz(m.tile)}`
      : ghost !== undefined ? `${mpsz(ghost)} is a wildcard, in no meld`
      : take(meldTiles(m));
    if (why) dropped.push(`the meld ${meldNotation(m)} (${why})`);
    return !why;
  });
  if (state.win !== null) {
    const why = take([state.win]);
    if (why) dropped.push(`the winning tile ${mpsz(state.win)} (${why})`);
    if (why) state.win = null;
  }
  // The standing tiles dropped, grouped by why: "3 tiles, 123p (MCR_2P has no such tiles)",
  // "1 tile, 1m (a copy beyond the set's 4)".
  const refused = new Map();
  const hand = state.hand.filter((k) => {
    if (!(k >= 0 && k < KINDS)) return false;
    const why = !(desc.tiles[k] > 0) ? "none" : take([k]) && `copy ${desc.tiles[k]}`;
    if (why) refused.set(why, [...(refused.get(why) || []), k]);
    return !why;
  });
  for (const [why, kinds] of refused) {
    const n = kinds.length;
    const because = why === "none" ? `${name} has no such ${n === 1 ? "tile" : "tiles"}`
      : `${n === 1 ? "a copy" : "copies"} beyond the set's ${desc.tiles[kinds[0]]}`;
    dropped.push(`${counted(n, "tile")}, ${formatTiles(kinds)} (${because})`);
  }
  state.hand = hand.sort((a, b) => a - b);
  const jokers = reads(desc, "wildcards") ? (desc.wildcards.jokers || 0) : 0;
  if (state.jokers > jokers) dropped.push(`${counted(state.jokers - jokers, "joker")} (${name} has ${jokers})`);
  state.jokers = Math.max(0, Math.min(state.jokers, jokers));
  const room = 13 - 3 * state.melds.length - state.jokers;
  if (state.hand.length > room) {
    const over = state.hand.slice(Math.max(0, room));
    dropped.push(`${counted(over.length, "tile")} beyond 13, ${formatTiles(over)} (a meld counts 3)`);
    state.hand = state.hand.slice(0, Math.max(0, room));
  }

  // The seat first: 天胡 is the dealer's.
  const seats = desc.seats || WINDS;
  if (!reads(desc, "seat_wind") || !seats.includes(state.seat)) {
    if (state.seat !== seats[0]) dropped.push(`the seat wind ${state.seat}`);
    state.seat = seats[0];
  }
  // The flags in the order they were set, 自摸 first (what the others hang on): one that
  // cannot go with one before it is dropped; then ready, unless a flag kept rules it out.
  const keys = flagKeys(desc);
  const order = ["self_drawn", ...Object.keys(state.flags).filter((k) => k !== "self_drawn")];
  const flags = dict();
  for (const key of order) {
    if (keys.includes(key) && state.flags[key] && flagApplies(key, { ...state, ready: null, flags }, desc)) {
      flags[key] = true;
    }
  }
  for (const key of Object.keys(state.flags)) {
    // 自摸 where every win is self-drawn is said anyway: nothing is left out.
    const implied = key === "self_drawn" && desc.self_draw_only;
    if (state.flags[key] && !flags[key] && !implied) dropped.push(`the flag ${flagName(key)}`);
  }
  state.flags = flags;
  const drop = (what, value, keep) => {
    if (!keep && value !== null) dropped.push(`${what} ${value}`);
    return keep ? value : null;
  };
  state.ready = drop("ready", state.ready, reads(desc, "ready") && readyApplies(state.ready, state, desc));
  state.void = drop("the void suit", state.void, reads(desc, "void"));
  if (!reads(desc, "prevalent_wind") && state.prevalent !== "E") {
    dropped.push(`the prevalent wind ${state.prevalent}`);
    state.prevalent = "E";
  }
  if (!reads(desc, "flowers") && state.flowers) {
    dropped.push(`${counted(state.flowers, "flower")} (${name} counts none)`);
    state.flowers = 0;
  }
  normalizeSettle(state, desc, dropped);
  return dropped;
}

function normalizeSettle(state, desc, dropped) {
  const s = state.settle;
  const players = desc.players || 4;
  if (reads(desc, "seat_wind")) s.winner = Math.max(0, (desc.seats || WINDS).indexOf(state.seat));
  if (!(s.winner >= 0 && s.winner < players)) s.winner = 0;
  const others = [...Array(players).keys()].filter((p) => p !== s.winner);
  if (!others.includes(s.discarder)) s.discarder = others[0];
  s.base = Math.max(1, Math.min(1000000, s.base || 1));
  const payment = desc.payment || {};
  s.birds = Math.max(0, Math.min(payment.birds || 0, s.birds || 0));
  s.horses = payment.horses ? Math.max(0, Math.min(8, s.horses || 0)) : 0;
  // 杠爆全包: a seat other than the winner's, where the rule set has it and the win is a
  // self-drawn kong bloom.
  const bloom = selfDrawn(state, desc) && Boolean(state.flags.kong);
  if (!(payment.liable && bloom && others.includes(s.liable))) {
    if (s.liable !== null && s.liable !== undefined) dropped.push(`the liable seat ${s.liable}`);
    s.liable = null;
  }
}
