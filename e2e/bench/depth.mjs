// The measured dependency depth of a page's content request: how many requests in a row
// the content request waits on, found by holding each earlier request back in turn and seeing what
// moves, not guessed from initiators. Depth counts the chain's requests from the document to the
// content request, both included (a single bundle's least is document → main script → content: 3).
// A load is watched only until the content request leaves: whatever the content waits on has left
// by then, and what leaves later is not on its chain.

// A request that left this much later than usual waited on the held one. The hold is long so that
// the noise of a busy machine is not taken for a dependency; each ancestor is confirmed twice.
const HOLD_MS = 3000;
const MOVED = 0.8 * HOLD_MS;
// A load without a hold whose content request has not left after UNHELD_MS cannot be measured. With
// a request held, a load whose content request has not left after twice the slowest unheld load
// plus the hold and a margin has stopped: a finding about the page ("holding X stops the page"),
// not a failed run.
const UNHELD_MS = 90_000;
const stoppedAfter = (slowestMs) => 2 * slowestMs + HOLD_MS + 10_000;
const GATING = new Set(['Document', 'Script', 'Fetch', 'XHR', 'Other']);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const pathOf = (url) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/**
 * One cold load (fresh context, HTTP cache off, optionally `hold` held back for `HOLD_MS`), watched
 * until the first request matching `contentRequest` leaves.
 * @returns {Promise<{ stopped: boolean, requests: { url: string, type: string, startMs: number }[] }>}
 *   `stopped`: the content request had not left after `stopMs`; `startMs` since the navigation.
 */
async function loadUntilContentRequest(
  browser,
  { url, storageState, contentRequest },
  { hold = null, stopMs = UNHELD_MS } = {},
) {
  const context = await browser.newContext(
    storageState ? { storageState } : {},
  );
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (hold)
      await page.route(
        (u) => u.href === hold,
        async (route) => {
          await new Promise((r) => setTimeout(r, HOLD_MS));
          // The probe may have ended (context closed) while this request was held.
          await route.fallback().catch(() => {});
        },
      );
    const requests = new Map(); // requestId → { url, type, wallTime, answered }
    let navigationWall = null;
    let contentSent = false;
    let contentLeft;
    const left = new Promise((resolve) => (contentLeft = resolve));
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.startsWith('data:')) return;
      if (navigationWall === null && e.type === 'Document')
        navigationWall = e.wallTime;
      if (!requests.has(e.requestId))
        requests.set(e.requestId, {
          url: e.request.url,
          type: e.type ?? '',
          wallTime: e.wallTime,
        });
      if (contentRequest.test(e.request.url)) {
        contentSent = true;
        contentLeft(true);
      }
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.type = e.type;
      if (r && !contentSent) r.answered = true;
    });
    let timer;
    const stopped = new Promise((resolve) => {
      timer = setTimeout(() => resolve(false), stopMs);
    });
    // The navigation's own end does not matter (a held document is the point of one probe).
    page.goto(url, { waitUntil: 'commit', timeout: stopMs }).catch(() => {});
    const sent = await Promise.race([left, stopped]);
    clearTimeout(timer);
    const start = navigationWall ?? 0;
    return {
      stopped: !sent,
      requests: [...requests.values()].map((r) => ({
        url: r.url,
        type: r.type,
        startMs: Math.round((r.wallTime - start) * 1000),
        answered: r.answered === true,
      })),
    };
  } finally {
    await context.close();
  }
}

/**
 * Median start (ms) of each URL over the loads (a URL missing from a load counts as not sent), and
 * whether its answer came before the content request left in any of them.
 */
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
      {
        startMs: median(rs.map((r) => r.startMs)),
        type: rs[0].type,
        answered: rs.some((r) => r.answered),
      },
    ]),
  );
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, storageState?: object, contentRequest: RegExp }} page
 * @returns {Promise<{ depth: number, chain: string[], findings: string[] }>}
 *   `findings`: the held requests that stopped the page ("holding X stops the page"); such a
 *   request counts as one the content request waits on.
 */
export async function dependencyDepth(browser, page) {
  const loads = [];
  for (let i = 0; i < 3; i += 1) {
    const unheld = await loadUntilContentRequest(browser, page);
    if (unheld.stopped)
      throw new Error(
        `${page.url}: no request matching ${page.contentRequest} left within ${UNHELD_MS} ms`,
      );
    loads.push(unheld);
  }
  const slowest = Math.max(
    ...loads.map(
      (l) => l.requests.find((r) => page.contentRequest.test(r.url)).startMs,
    ),
  );
  const stopMs = stoppedAfter(slowest);
  const load = (hold) =>
    loadUntilContentRequest(browser, page, { hold, stopMs });
  const reference = startsByUrl(loads);
  const contentUrl = [...reference.keys()].find((u) =>
    page.contentRequest.test(u),
  );
  const contentStart = reference.get(contentUrl).startMs;
  // What the content request waits on was answered before it left: a request still unanswered
  // then (a chunk loading beside it) is not on its chain and is not held.
  const candidates = [...reference]
    .filter(
      ([u, r]) =>
        u !== contentUrl &&
        r.startMs <= contentStart &&
        r.answered &&
        GATING.has(r.type),
    )
    .sort((a, b) => a[1].startMs - b[1].startMs)
    .map(([u]) => u);
  const findings = new Set();
  /** url → the URLs that left late while it was held */
  const moves = new Map();
  const movedBy = async (held) => {
    const probe = await load(held);
    // A page that stopped sent nothing more: what had not left by then left (if ever) that late.
    if (probe.stopped) findings.add(`holding ${pathOf(held)} stops the page`);
    const sure = probe.stopped; // no noise holds a content request back stopMs
    const starts = startsByUrl([probe]);
    const lateBy = (u) =>
      starts.has(u)
        ? starts.get(u).startMs - reference.get(u).startMs
        : probe.stopped
          ? stopMs - reference.get(u).startMs
          : 0;
    const moved = new Set(
      [...reference.keys()].filter((u) => u !== held && lateBy(u) >= MOVED),
    );
    return { moved, sure };
  };
  for (const held of candidates) {
    let { moved, sure } = await movedBy(held);
    if (moved.has(contentUrl) && !sure) {
      const again = await movedBy(held);
      moved = new Set([...moved].filter((u) => again.moved.has(u)));
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
  return { depth: chain.length, chain, findings: [...findings] };
}
