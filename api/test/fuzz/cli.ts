import { parseArgs } from 'node:util';
import { createTestApi } from '../helpers';
import { runFuzz } from './run';

// npm run fuzz -w api -- --count 5000 --seed 7: the fuzz of fuzz.test.ts with a larger count, on a
// fresh embedded database. Prints every failure and exits 1 when there is one.

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '5000' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
  },
});
const count = Number(values.count);
const seed = Number(values.seed);

async function main() {
  const api = await createTestApi({ rateLimitScale: 100_000 });
  try {
    console.log(`fuzz: ${count} requests, seed ${seed}`);
    const result = await runFuzz(api, {
      seed,
      count,
      log: (line) => console.log(line),
    });
    console.log(
      `${result.requests} requests over ${result.routes} routes: ${JSON.stringify(result.statuses)}`,
    );
    for (const failure of result.failures) console.log(`FAIL ${failure}`);
    process.exitCode = result.failures.length > 0 ? 1 : 0;
  } finally {
    await api.close();
  }
}

void main();
