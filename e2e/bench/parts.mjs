// The bench's parts and the data each one measures. Every selected part's `prepare` runs on the
// platform's fresh database before any part measures, in the bench's order, so a part whose data
// another part's data spoils fails before anything is measured, naming the parts prepared before
// it; `check` (where a part has one) then confirms that each part still finds what it prepared.
// A `late` part's data would change what the parts before it measure (the list's 10,000 orders
// are the sales orders list the comparison loads), so in a bench run it is made right before that
// part measures, after the parts before it: the comparison's figures do not depend on which other
// parts run.
// `BENCH_CHECK=1` does only that (no browser), once in the bench's order and once in reverse, each
// on its own fresh database: the bench's self-check that every two parts can run together.
import { apiCall } from './bell.mjs';
import { bigService } from './builder.mjs';
import { acmeServices, comparisonPages } from './pages.mjs';
import { ORDERS } from './repair.mjs';

/** The parts in the order the bench runs them (BENCH_ONLY names a subset). */
export const PART_NAMES = [
  'storefront',
  'compare',
  'depth',
  'bell',
  'list',
  'list-bell',
  'builder',
  'registry',
  'lighthouse',
];

const login = async (apiOrigin, email) =>
  apiCall(apiOrigin, 'POST', '/auth/portal/login', {
    body: { email, password: 'Passw0rd!' },
  });

/** The first page of the owner's sales orders list: the list part's newest bulk order must lead it. */
async function firstListedOrder(apiOrigin) {
  const owner = await login(apiOrigin, 'owner@acme.test');
  const list = await apiCall(apiOrigin, 'GET', '/sales-orders?page_size=1', {
    token: owner.access,
  });
  return list.results?.[0]?.order_no ?? null;
}

const comparison = {
  prepare: async (apiOrigin) => ({ pages: await comparisonPages(apiOrigin) }),
  // The same pages again: the same services, and vendor work still there.
  check: async (apiOrigin, { pages }) => {
    const again = await comparisonPages(apiOrigin);
    const paths = (ps) => ps.map((p) => `${p.path} ${p.content.text ?? ''}`);
    if (paths(again).join('\n') !== paths(pages).join('\n'))
      throw new Error(
        `the compared pages changed: ${paths(pages)} → ${paths(again)}`,
      );
  },
};

const repairList = {
  late: true,
  prepare: async (apiOrigin) => {
    const bulk = await apiCall(apiOrigin, 'POST', '/dev/bulk-orders', {
      body: { store_id: 1, count: ORDERS },
    });
    return { bulk, orders: ORDERS };
  },
  check: async (apiOrigin, { bulk }) => {
    const first = await firstListedOrder(apiOrigin);
    if (first !== bulk.first_order_no)
      throw new Error(
        `the list's newest order is ${first}, not the bulk order ${bulk.first_order_no}`,
      );
  },
};

/** What each part prepares (parts without an entry find everything in the demo data). */
const PREPARE = {
  storefront: {
    prepare: async (apiOrigin) => ({
      serviceName: (await acmeServices(apiOrigin)).first.name,
    }),
    check: async (apiOrigin, { serviceName }) => {
      const now = (await acmeServices(apiOrigin)).first.name;
      if (now !== serviceName)
        throw new Error(
          `the home's first service is ${now}, not ${serviceName}`,
        );
    },
  },
  compare: comparison,
  depth: comparison,
  list: repairList,
  'list-bell': repairList,
  builder: {
    prepare: async (apiOrigin) => {
      const owner = await login(apiOrigin, 'owner@acme.test');
      const service = await apiCall(apiOrigin, 'POST', '/store/services', {
        token: owner.access,
        body: bigService(),
      });
      return { service };
    },
  },
};

/**
 * Prepares `names` (in that order) and checks each once all are prepared. Parts sharing a
 * preparation (compare and depth, list and list-bell) prepare once. `phase`: 'early' (a bench run,
 * before anything measures: all but the late parts), 'late' (those alone) or 'all' (the
 * self-check). Answers the prepared data by part name; throws naming the part and the parts
 * prepared before it.
 */
export async function prepareParts(
  apiOrigin,
  names,
  { phase = 'all', log = console.log } = {},
) {
  const prepared = new Map(); // the shared preparation → its data
  const done = [];
  for (const name of names) {
    const part = PREPARE[name];
    if (!part || prepared.has(part)) continue;
    if (phase !== 'all' && Boolean(part.late) !== (phase === 'late')) continue;
    const started = Date.now();
    try {
      prepared.set(part, await part.prepare(apiOrigin));
    } catch (error) {
      throw new Error(
        `bench part "${name}" cannot be prepared after ${done.length ? done.join(', ') : 'nothing'}: ${error.message}`,
      );
    }
    done.push(name);
    log(`prepared ${name} in ${Date.now() - started} ms`);
  }
  for (const [part, data] of prepared) {
    const name = names.find((n) => PREPARE[n] === part);
    try {
      await part.check?.(apiOrigin, data);
    } catch (error) {
      throw new Error(
        `bench part "${name}" cannot run with ${done.filter((n) => n !== name).join(', ')}: ${error.message}`,
      );
    }
  }
  return Object.fromEntries(
    names.map((n) => [n, prepared.get(PREPARE[n]) ?? null]),
  );
}
