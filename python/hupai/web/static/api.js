// Calls to this server's JSON API (/api). Every failure is an ApiError whose message is
// what the page shows: the library's error (400: class and message), a body the API
// refused (422: where and why), or the network's.

export class ApiError extends Error {
  /** ``offline``: the server did not answer (no status, no refusal). */
  constructor(message, { offline = false } = {}) {
    super(message);
    this.offline = offline;
  }
}

function explain(status, data) {
  if (status === 400 && data && data.message) return `${data.error}: ${data.message}`;
  if (status === 422 && data && Array.isArray(data.detail)) {
    return data.detail.map((d) => `${(d.loc || []).join(".")}: ${d.msg}`).join("; ");
  }
  return `the server answered ${status}`;
}

async function call(path, body) {
  let reply;
  try {
    const init = body === undefined ? {} : {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    };
    reply = await fetch(`/api/${path}`, init);
  } catch (err) {
    throw new ApiError(`the server did not answer (${err.message})`, { offline: true });
  }
  let data = null;
  try {
    data = await reply.json();
  } catch {
    // an answer that is not JSON: explained by its status
  }
  if (!reply.ok) throw new ApiError(explain(reply.status, data));
  return data;
}

/** The rule sets: [{name, rule_set, title}]. */
export async function listRules() {
  return (await call("rules")).rules;
}

/** A rule set's description with these options (tiles, claims, situations, options ...). */
export function describeRules(rules, options) {
  return call("rules", { rules, options });
}

export function score(body) {
  return call("score", body);
}

/** Waits, shanten and useful tiles of a 13-tile hand: {waits, shanten, useful_tiles}. */
export async function analyse(body) {
  const [waits, shanten] = await Promise.all([call("waits", body), call("shanten", body)]);
  return { ...waits, ...shanten };
}
