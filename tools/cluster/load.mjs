// The load generator of `npm run bench:cluster`: keep-alive HTTP with node:http (lighter than fetch,
// so more of the 2 cores go to what is measured), closed-loop clients, and latency percentiles.
import http from 'node:http';

export const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** A random address in 10.0.0.0/8: each request looks like another visitor to the rate limits. */
export const visitor = () =>
  `10.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}.${(Math.random() * 254 + 1) | 0}`;

/**
 * One request; never rejects: a refused or cut connection answers status 0 with the error's code.
 * @returns {Promise<{ status: number, body: any, ms: number, error?: string }>}
 */
export function request(base, method, path, { body, headers = {} } = {}) {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = text;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON (an HAProxy error page)
          }
          resolve({
            status: res.statusCode,
            body: json,
            ms: performance.now() - started,
          });
        });
        res.on('error', (e) =>
          resolve({ status: 0, body: null, ms: 0, error: e.code }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) =>
      resolve({
        status: 0,
        body: null,
        ms: performance.now() - started,
        error: e.code ?? e.message,
      }),
    );
    if (payload) req.write(payload);
    req.end();
  });
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(
    sorted.length - 1,
    Math.ceil((p / 100) * sorted.length) - 1,
  );
  return Math.round(sorted[Math.max(0, index)] * 10) / 10;
}

/** Status counts and latency figures of a list of answers over `seconds`. */
export function summarize(results, seconds) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return {
    requests: results.length,
    rps: Math.round(results.length / seconds),
    p50_ms: percentile(ms, 50),
    p99_ms: percentile(ms, 99),
    statuses,
  };
}

/**
 * `concurrency` clients each calling `one()` back to back for `seconds`; `during(elapsedMs)` is
 * called every 100 ms (faults are injected there). Answers every result with its start time.
 */
export async function closedLoop({ seconds, concurrency, one, during }) {
  const results = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  let ticking = true;
  const ticker = (async () => {
    while (ticking) {
      await during?.(performance.now() - start);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const at = performance.now() - start;
        const result = await one();
        results.push({ ...result, at });
      }
    }),
  );
  ticking = false;
  await ticker;
  return { results, seconds: (performance.now() - start) / 1000 };
}
