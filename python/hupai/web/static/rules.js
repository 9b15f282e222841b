// What the chosen rule set allows, read from its description (POST /api/rules): its tiles,
// its claims, its wildcard kinds, the situation flags that can apply to the input; and
// normalize(), which brings an input within them.

import { KINDS, isKong, meldFits, meldTiles, parseTiles, successor } from "./tiles.js";

// The yes/no situation keywords, in the order the page shows them, with their labels.
export const FLAGS = {
  self_drawn: "自摸 self-drawn",
  last_copy: "和绝张 last copy",
  kong: "杠上开花 / 抢杠和 kong",
  kong_discard: "杠上炮 kong discard",
  last_tile: "海底 last tile",
  heavenly_hand: "天胡 heavenly hand",
  earthly_hand: "地胡 earthly hand",
  human_hand: "人胡 human hand",
  four_ghosts: "四鬼胡牌 four ghosts",
};
// The keywords with controls of their own (not a yes/no flag).
const VALUED = ["seat_wind", "prevalent_wind", "flowers", "ready", "void", "indicator", "wildcards"];

export const WINDS = ["E", "S", "W", "N"];

/** Whether the rule set reads the keyword. Two-player MCR has no prevalent wind (mcr2p.md:
 * the round is always East's), though its scorer takes the keyword. */
export function reads(desc, keyword) {
  if (keyword === "prevalent_wind" && desc.players === 2) return false;
  return desc.situations.includes(keyword);
}

/** The yes/no flags the rule set reads, known or not (an unknown one shows its keyword). */
export function flagKeys(desc) {
  const known = Object.keys(FLAGS).filter((k) => reads(desc, k));
  const other = desc.situations.filter((k) => !(k in FLAGS) && !VALUED.includes(k));
  return [...known, ...other];
}

function kindOf(tile) {
  return typeof tile === "number" ? tile : parseTiles(String(tile))[0];
}

/** The wildcard kinds of the input: the fixed ones and those the flipped indicator makes. */
export function wildcardKinds(state, desc) {
  const w = desc.wildcards || {};
  const kinds = new Set((w.fixed || []).map(kindOf));
  if (w.flipped > 0 && state.indicator !== null) {
    let kind = state.indicator;
    for (let i = 0; i < w.flipped; i += 1) {
      kind = successor(kind, w.honor_cycle);
      kinds.add(kind);
    }
  }
  return kinds;
}

/** Whether every win under the rule set is self-drawn, or this one is said to be. */
export function selfDrawn(state, desc) {
  if (desc.self_draw_only || !reads(desc, "self_drawn")) return true;
  return Boolean(state.flags.self_drawn);
}

/** The meld types the rule set allows: its claims; a concealed kong wherever it has any. */
export function meldTypes(desc) {
  const claims = desc.claims || [];
  const types = [];
  if (claims.includes("chow")) types.push("chow");
  if (claims.includes("pung")) types.push("pung");
  if (claims.includes("kong")) types.push("kong");
  if (claims.length) types.push("concealed");
  if (claims.includes("kong") && claims.includes("pung")) types.push("added");
  return types;
}

/** Whether the flag can apply to the input (a flag that cannot is unchecked and not sent). */
export function flagApplies(key, state, desc) {
  const drawn = selfDrawn(state, desc);
  const noMelds = state.melds.length === 0;
  const dealer = reads(desc, "seat_wind") ? state.seat === desc.seats[0] : null;
  const win = state.win;
  switch (key) {
    case "self_drawn":
      return !desc.self_draw_only;
    case "last_copy":
      // The other three copies seen: none of them among one's own standing tiles.
      return win !== null && !state.hand.includes(win);
    case "kong":
      if (drawn) return state.melds.some(isKong); // 杠上开花: a declared kong
      // 抢杠和: the robbed tile's kind is in no hand of one's own.
      return win !== null && !state.hand.includes(win) &&
        !state.melds.some((m) => meldTiles(m).includes(win));
    case "kong_discard":
      return !drawn && !state.flags.kong;
    case "heavenly_hand":
      return drawn && noMelds && dealer !== false;
    case "earthly_hand":
      return drawn && noMelds && dealer !== true;
    case "human_hand":
      return !drawn && noMelds && dealer !== true;
    case "four_ghosts":
      return drawn && noMelds;
    default:
      return true;
  }
}

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
  if (hand.length < state.hand.length) dropped.push(`${state.hand.length - hand.length} tiles`);
  state.hand = hand.sort((a, b) => a - b);
  const jokers = reads(desc, "wildcards") ? (desc.wildcards.jokers || 0) : 0;
  if (state.jokers > jokers) dropped.push(`${state.jokers - jokers} jokers`);
  state.jokers = Math.max(0, Math.min(state.jokers, jokers));
  const room = 13 - 3 * state.melds.length - state.jokers;
  if (state.hand.length > room) {
    dropped.push(`${state.hand.length - room} tiles beyond 13`);
    state.hand = state.hand.slice(0, Math.max(0, room));
  }

  const keys = flagKeys(desc);
  const flags = {};
  for (const key of keys) {
    if (state.flags[key] && flagApplies(key, { ...state, flags }, desc)) flags[key] = true;
  }
  for (const key of Object.keys(state.flags)) {
    // 自摸 where every win is self-drawn is said anyway: nothing is left out.
    const implied = key === "self_drawn" && desc.self_draw_only;
    if (state.flags[key] && !flags[key] && !implied) dropped.push(`the flag ${FLAGS[key] || key}`);
  }
  state.flags = flags;
  const drop = (what, value, keep) => {
    if (!keep && value !== null) dropped.push(`${what} ${value}`);
    return keep ? value : null;
  };
  state.ready = drop("ready", state.ready, reads(desc, "ready"));
  state.void = drop("the void suit", state.void, reads(desc, "void"));
  const seats = desc.seats || WINDS;
  if (!reads(desc, "seat_wind") || !seats.includes(state.seat)) {
    if (state.seat !== seats[0]) dropped.push(`the seat wind ${state.seat}`);
    state.seat = seats[0];
  }
  if (!reads(desc, "prevalent_wind") && state.prevalent !== "E") {
    dropped.push(`the prevalent wind ${state.prevalent}`);
    state.prevalent = "E";
  }
  if (!reads(desc, "flowers") && state.flowers) {
    dropped.push(`${state.flowers} flowers`);
    state.flowers = 0;
  }
  normalizeSettle(state, desc);
  return dropped;
}

function normalizeSettle(state, desc) {
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
}
