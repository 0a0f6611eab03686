import { createTestApi, type TestApi } from './helpers';
import { runFuzz } from './fuzz/run';

// The fuzz inside `npm test`: a fixed seed and a bounded count (the larger run is
// `npm run fuzz -w api -- --count 5000 --seed N`). Every route of the OpenAPI document, bodies drawn
// from its schema and broken in every way an attacker would, as each kind of caller: no answer is
// a 5xx, and no refused request changes a row.

const SEED = Number(process.env.FUZZ_SEED ?? 31);
const COUNT = Number(process.env.FUZZ_COUNT ?? 400);

let api: TestApi;
beforeAll(async () => {
  // every caller sends many requests from one address: no rate limit may hide a route
  api = await createTestApi({ rateLimitScale: 100_000 });
}, 60_000);
afterAll(() => api.close());

it(`${COUNT} fuzzed requests (seed ${SEED}): no 5xx, and a refused request changes nothing`, async () => {
  const result = await runFuzz(api, { seed: SEED, count: COUNT });
  expect(result.failures).toEqual([]);
  expect(result.requests).toBe(COUNT);
  // the run reached past the door: some requests were accepted, many refused
  expect(result.statuses['2xx']).toBeGreaterThan(0);
  expect(result.statuses['4xx']).toBeGreaterThan(0);
}, 300_000);
