// What the page could not take as it was given (a share link, options): the notice above
// the page, naming each fault and what the page did instead. It stays until the input
// changes, not when the evaluation answers.

import * as api from "./api.js";
import { byId, el } from "./dom.js";
import { optionRefusal } from "./normalize.js";
import { dict } from "./state.js";

let about = null; // the input the notice is about (its share value), or null for none

/** The notice: ``title`` over ``items``; none when ``items`` is empty. ``input``: the share
 * value of the input it is about. */
export function showNotice(title, items, input) {
  const box = byId("notice");
  box.replaceChildren(el("p", {}, title), el("ul", {}, items.map((item) => el("li", {}, item))));
  box.hidden = !items.length;
  about = items.length ? input : null;
}

/** The notice gone once the input (its share value) is another. */
export function outlive(input) {
  if (about !== null && about !== input) showNotice("", [], null);
}

/** The rule set of ``state`` described with the options it takes; those it refuses are
 * left out of ``state.options`` and said in ``notes``. */
export async function describeTaken(state, notes) {
  if (!Object.keys(state.options).length) return api.describeRules(state.rules, {});
  const plain = await api.describeRules(state.rules, {});
  const kept = dict();
  for (const [name, value] of Object.entries(state.options)) {
    const why = optionRefusal(plain, name, value);
    if (why) notes.push(why);
    else kept[name] = value;
  }
  state.options = kept;
  if (!Object.keys(kept).length) return plain;
  try {
    return await api.describeRules(state.rules, kept);
  } catch (err) {
    notes.push(`the options ${JSON.stringify(kept)} were refused (${err.message}): ` +
      `${plain.rule_set}'s defaults are used`);
    state.options = dict();
    return plain;
  }
}
