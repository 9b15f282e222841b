// normalize(), which brings an input within the rule set (its tiles, claims, keywords and
// the flags that can apply), and the options a rule set refuses.

import { WINDS, meldTypes, reads, wildcardKinds } from "./rules.js";
import { flagApplies, flagKeys, flagName, readyApplies, selfDrawn } from "./situation.js";
import { dict } from "./state.js";
import { KINDS, counted, meldFits, meldTiles } from "./tiles.js";

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
 * what was dropped, for the page to say. */
export function normalize(state, desc) {
  const dropped = [];
  const copies = [...desc.tiles];
  const wild = wildcardKinds(state, desc);
  const take = (kinds) => {
    if (!kinds.every((k) => copies[k] > 0)) return false;
    // a kind twice in one group (a pung) needs that many copies
    const need = {};
    for (const k of kinds) need[k] = (need[k] || 0) + 1;
    if (Object.entries(need).some(([k, n]) => copies[k] < n)) return false;
    for (const k of kinds) copies[k] -= 1;
    return true;
  };
  if (!(desc.wildcards && desc.wildcards.flipped > 0)) state.indicator = null;
  if (state.indicator !== null && !take([state.indicator])) state.indicator = null;
  const types = meldTypes(desc);
  state.melds = state.melds.slice(0, 4).filter((m) => {
    const ok = types.includes(m.type) && meldFits(m.type, m.tile) &&
      !meldTiles(m).some((k) => wild.has(k)) && take(meldTiles(m));
    if (!ok) dropped.push(`meld ${m.type}`);
    return ok;
  });
  if (state.win !== null && !take([state.win])) {
    dropped.push("the winning tile");
    state.win = null;
  }
  const hand = state.hand.filter((k) => k >= 0 && k < KINDS && take([k]));
  if (hand.length < state.hand.length) dropped.push(counted(state.hand.length - hand.length, "tile"));
  state.hand = hand.sort((a, b) => a - b);
  const jokers = reads(desc, "wildcards") ? (desc.wildcards.jokers || 0) : 0;
  if (state.jokers > jokers) dropped.push(counted(state.jokers - jokers, "joker"));
  state.jokers = Math.max(0, Math.min(state.jokers, jokers));
  const room = 13 - 3 * state.melds.length - state.jokers;
  if (state.hand.length > room) {
    dropped.push(`${counted(state.hand.length - room, "tile")} beyond 13`);
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
    dropped.push(counted(state.flowers, "flower"));
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
