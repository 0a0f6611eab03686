// The measured dependency depth of a page's content request (issue 15): how many requests in a row
// the content request waits on, found by holding each earlier request back in turn and seeing what
// moves, not guessed from initiators. Depth counts the chain's requests from the document to the
// content request, both included (a single bundle's least is document → main script → content: 3).
import { probeLoad } from './probe.mjs';

// A request that left this much later than usual waited on the held one. The hold is long so that
// the noise of a busy machine is not taken for a dependency; each ancestor is confirmed twice.
const HOLD_MS = 3000;
const MOVED = 0.8 * HOLD_MS;
const GATING = new Set(['Document', 'Script', 'Fetch', 'XHR', 'Other']);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** Median start (ms) of each URL over the loads; a URL missing from a load counts as not sent. */
function startsByUrl(loads) {
  const byUrl = new Map();
  for (const load of loads) {
    const seen = new Set();
    for (const r of load.requests) {
      if (seen.has(r.url)) continue; // the first time a URL left
      seen.add(r.url);
      byUrl.set(r.url, [...(byUrl.get(r.url) ?? []), r]);
    }
  }
  return new Map(
    [...byUrl].map(([url, rs]) => [
      url,
      { startMs: median(rs.map((r) => r.startMs)), type: rs[0].type },
    ]),
  );
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, content: { css: string, text?: string }, storageState?: object,
 *   contentRequest: RegExp }} page
 * @returns {Promise<{ depth: number, chain: string[] }>}
 */
export async function dependencyDepth(browser, page) {
  const load = (hold = null) => probeLoad(browser, { ...page, hold });
  const reference = startsByUrl([await load(), await load(), await load()]);
  const contentUrl = [...reference.keys()].find((u) =>
    page.contentRequest.test(u),
  );
  if (!contentUrl)
    throw new Error(`${page.url}: no request matches ${page.contentRequest}`);
  const contentStart = reference.get(contentUrl).startMs;
  const candidates = [...reference]
    .filter(
      ([u, r]) =>
        u !== contentUrl && r.startMs <= contentStart && GATING.has(r.type),
    )
    .sort((a, b) => a[1].startMs - b[1].startMs)
    .map(([u]) => u);
  /** url → the URLs that left late while it was held */
  const moves = new Map();
  const movedBy = async (held) => {
    const probe = startsByUrl([await load({ url: held, ms: HOLD_MS })]);
    return new Set(
      [...reference.keys()].filter(
        (u) =>
          u !== held &&
          probe.has(u) &&
          probe.get(u).startMs - reference.get(u).startMs >= MOVED,
      ),
    );
  };
  for (const held of candidates) {
    let moved = await movedBy(held);
    if (moved.has(contentUrl)) {
      const again = await movedBy(held);
      moved = new Set([...moved].filter((u) => again.has(u)));
    }
    moves.set(held, moved);
  }
  // Longest chain in the "holding A delays B" order, ending at the content request.
  const chainTo = new Map(); // url → longest chain ending at it (urls)
  for (const u of candidates) {
    let best = [];
    for (const before of candidates) {
      if (before === u) break; // candidates are in start order
      if (moves.get(before).has(u) && chainTo.get(before).length > best.length)
        best = chainTo.get(before);
    }
    chainTo.set(u, [...best, u]);
  }
  let chain = [];
  for (const u of candidates)
    if (moves.get(u).has(contentUrl) && chainTo.get(u).length > chain.length)
      chain = chainTo.get(u);
  chain = [...chain, contentUrl];
  return { depth: chain.length, chain };
}
