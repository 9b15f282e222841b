// The form side of the page's input: the rule set's options, the situation and the
// settlement's seats and counts. build*() make a part's controls when the rule set changes;
// sync*() set their values and states from the input after every change.

import { byId, el } from "./dom.js";
import { showNumber } from "./numbers.js";
import { WINDS, reads } from "./rules.js";
import { flagApplies, flagKeys, flagName, readyApplies, selfDrawn } from "./situation.js";

const WIND_NAMES = { E: "东 E", S: "南 S", W: "西 W", N: "北 N" };

function labelled(text, control) {
  return el("label", { class: "field" }, el("span", {}, text), control);
}

function select(id, values, names, data = {}) {
  return el(
    "select",
    { id, dataset: data },
    values.map((v, i) => el("option", { value: JSON.stringify(v) }, names[i])),
  );
}

/** The rule set's options: a choice a select (a yes/no one a checkbox), a range a number.
 * Kept when the options are the same as drawn (an option typed in keeps its box and focus). */
export function buildOptions(desc) {
  const box = byId("options");
  const key = JSON.stringify([desc.rule_set, (desc.options || []).map(({ value, ...o }) => o)]);
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  box.replaceChildren();
  for (const option of desc.options || []) {
    const data = { option: option.name };
    const id = `opt-${option.name}`;
    let control;
    const choices = option.choices;
    if (Array.isArray(choices) && choices.length === 2 && choices.every((c) => typeof c === "boolean")) {
      control = el("input", { id, type: "checkbox", dataset: data });
      box.append(el("label", { class: "check" }, control, option.name));
      continue;
    }
    if (Array.isArray(choices)) {
      control = select(id, choices, choices.map(String), data);
    } else {
      control = el("input", {
        id, type: "number", min: option.min, max: option.max, step: 1, dataset: data,
      });
    }
    box.append(labelled(option.name, control));
  }
}

export function syncOptions(desc) {
  for (const option of desc.options || []) {
    const control = byId(`opt-${option.name}`);
    if (!control) continue;
    if (control.type === "checkbox") control.checked = Boolean(option.value);
    else if (control.tagName === "SELECT") control.value = JSON.stringify(option.value);
    else showNumber(control, option.value);
  }
}

/** The situation controls the rule set reads. */
export function buildSituation(desc) {
  const box = byId("situation");
  box.replaceChildren();
  for (const key of flagKeys(desc)) {
    const input = el("input", { type: "checkbox", id: `flag-${key}`, dataset: { flag: key } });
    box.append(el("label", { class: "check", id: `label-${key}` }, input,
      el("span", {}, flagName(key))));
  }
  const seats = desc.seats || WINDS;
  if (reads(desc, "seat_wind")) {
    box.append(labelled("门风 seat wind", select("seat-wind", seats, seats.map((w) => WIND_NAMES[w] || w))));
  }
  if (reads(desc, "prevalent_wind")) {
    box.append(labelled("圈风 prevalent wind", select("prevalent-wind", WINDS, WINDS.map((w) => WIND_NAMES[w]))));
  }
  if (reads(desc, "flowers")) {
    box.append(labelled("花 flowers", el("input", { id: "flowers", type: "number", min: 0, max: 8, step: 1 })));
  }
  if (reads(desc, "ready")) {
    box.append(labelled("听 ready", select("ready", [null, "declared", "heavenly"],
      ["未报听 none", "报听 declared", "天听 heavenly"])));
  }
  if (reads(desc, "void")) {
    box.append(labelled("定缺 void suit", select("void", [null, "m", "p", "s"],
      ["none", "万 m", "筒 p", "条 s"])));
  }
}

export function syncSituation(state, desc) {
  for (const key of flagKeys(desc)) {
    const input = byId(`flag-${key}`);
    const applies = flagApplies(key, state, desc);
    input.disabled = !applies;
    input.checked = key === "self_drawn" && desc.self_draw_only ? true : Boolean(state.flags[key]);
    byId(`label-${key}`).classList.toggle("off", !applies);
  }
  const kong = byId("label-kong");
  if (kong) {
    kong.lastChild.textContent = selfDrawn(state, desc)
      ? "杠上开花 kong bloom (a kong's replacement tile)"
      : "抢杠和 robbing a kong";
  }
  const set = (id, value) => {
    const control = byId(id);
    if (control && document.activeElement !== control) control.value = value;
  };
  set("seat-wind", JSON.stringify(state.seat));
  set("prevalent-wind", JSON.stringify(state.prevalent));
  showNumber(byId("flowers"), state.flowers);
  set("ready", JSON.stringify(state.ready));
  const ready = byId("ready");
  if (ready) {
    for (const option of ready.options) {
      option.disabled = !readyApplies(JSON.parse(option.value), state, desc);
    }
  }
  set("void", JSON.stringify(state.void));
}

/** Who wins and who pays: the winner's seat, the discarder's, the base, birds and horses,
 * and where the rule set has 杠爆全包 the seat liable for a kong bloom. */
export function buildSettle(desc) {
  const players = desc.players || 4;
  const seats = (desc.seats || WINDS).slice(0, players);
  const names = seats.map((w, i) => `${i} ${WIND_NAMES[w] || w}`);
  const seatNumbers = [...Array(players).keys()];
  const box = byId("settle");
  box.replaceChildren(
    labelled("winner", select("winner", seatNumbers, names)),
    labelled("discarder", select("discarder", seatNumbers, names)),
    labelled("底 base", el("input", { id: "base", type: "number", min: 1, max: 1000000, step: 1 })),
  );
  const payment = desc.payment || {};
  if (payment.birds) {
    box.append(labelled("中鸟 bird hits", el("input", {
      id: "bird-hits", type: "number", min: 0, max: payment.birds, step: 1,
    })));
  }
  if (payment.horses) {
    box.append(labelled("中马 horse hits", el("input", {
      id: "horse-hits", type: "number", min: 0, max: 8, step: 1,
    })));
  }
  if (payment.liable) {
    box.append(labelled("杠爆全包 liable: pays for all", select("liable", [null, ...seatNumbers],
      ["none", ...names])));
  }
}

export function syncSettle(state, desc) {
  const s = state.settle;
  const winner = byId("winner");
  winner.value = JSON.stringify(s.winner);
  // The seat wind names the winner's seat where the rule set reads it.
  winner.disabled = reads(desc, "seat_wind");
  const discarder = byId("discarder");
  discarder.value = JSON.stringify(s.discarder);
  for (const option of discarder.options) option.disabled = option.value === winner.value;
  discarder.closest("label").hidden = selfDrawn(state, desc);
  const liable = byId("liable");
  if (liable) {
    liable.value = JSON.stringify(s.liable);
    for (const option of liable.options) option.disabled = option.value === winner.value;
    // Shown for a self-drawn kong bloom only.
    liable.closest("label").hidden = !(selfDrawn(state, desc) && state.flags.kong);
  }
  for (const [id, value] of [["base", s.base], ["bird-hits", s.birds], ["horse-hits", s.horses]]) {
    showNumber(byId(id), value);
  }
}
