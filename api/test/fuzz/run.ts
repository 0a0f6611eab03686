import fc from 'fast-check';
import type { TestApi } from '../helpers';
import {
  requestsFor,
  type FuzzRequest,
  type Operation,
  type Schema,
} from './generate';

// Runs the fuzz: `count` requests drawn with `seed` over every operation of the api's own OpenAPI
// document, each as one kind of caller. A request passes when the api answers below 500, and when
// it was refused (4xx) the database is exactly as before: every table's rows hashed before and
// after. The development-only routes (/dev/*) are left out: production does not serve them.

export const CALLERS = {
  anonymous: null,
  customer: ['jane@example.test', 'customer'],
  storeOwner: ['owner@acme.test', 'portal'],
  storeStaff: ['staff@acme.test', 'portal'],
  vendor: ['owner@fixit.test', 'vendor'],
  superAdmin: ['admin@platform.test', 'portal'],
} as const;
export type Caller = keyof typeof CALLERS;

export interface FuzzResult {
  requests: number;
  statuses: Record<string, number>;
  failures: string[];
  routes: number;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Schema[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      }
    >
  >;
}

/** Every operation of the document but the development routes. */
export async function operationsOf(api: TestApi): Promise<Operation[]> {
  const doc = (
    await api.request({ method: 'GET', url: '/api/v1/openapi.json' })
  ).body as OpenApiDoc;
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    path.startsWith('/api/v1/dev/')
      ? []
      : Object.entries(ops).map(([method, op]) => ({
          method: method.toUpperCase(),
          path,
          params: op.parameters ?? [],
          body: op.requestBody?.content?.['application/json']?.schema ?? null,
        })),
  );
}

/** One hash per table of the public schema (row count and rows). */
export async function databaseHash(
  api: TestApi,
): Promise<Record<string, string>> {
  const tables = await api.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const columns = tables
    .map(
      ({ name }) =>
        `(SELECT count(*) || ':' || coalesce(md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))), '')
          FROM "${name}" t) AS "${name}"`,
    )
    .join(', ');
  const [row] = await api.db.query<Record<string, string>>(`SELECT ${columns}`);
  return row!;
}

async function tokensOf(api: TestApi): Promise<Record<Caller, string | null>> {
  const tokens = {} as Record<Caller, string | null>;
  for (const [caller, login] of Object.entries(CALLERS))
    tokens[caller as Caller] = login
      ? (
          await api.login(
            login[0],
            login[1],
            login[1] === 'customer' ? { store_id: 1 } : {},
          )
        ).access
      : null;
  return tokens;
}

export async function runFuzz(
  api: TestApi,
  options: { seed: number; count: number; log?: (line: string) => void },
): Promise<FuzzResult> {
  const operations = await operationsOf(api);
  const tokens = await tokensOf(api);
  const callers = Object.keys(CALLERS) as Caller[];
  const cases = fc.sample(
    fc
      .tuple(
        fc.integer({ min: 0, max: operations.length - 1 }),
        fc.constantFrom(...callers),
      )
      .chain(([i, caller]) =>
        requestsFor(operations[i]!).map((request) => ({ request, caller })),
      ),
    { seed: options.seed, numRuns: options.count },
  );
  const result: FuzzResult = {
    requests: 0,
    statuses: {},
    failures: [],
    routes: operations.length,
  };
  let before = await databaseHash(api);
  for (const [n, { request, caller }] of cases.entries()) {
    const answer = await send(api, request, tokens[caller]);
    result.requests++;
    const bucket = `${Math.floor(answer.status / 100)}xx`;
    result.statuses[bucket] = (result.statuses[bucket] ?? 0) + 1;
    const label = `#${n} ${caller} ${request.what} → ${answer.status} (${request.url.slice(0, 120)})`;
    if (answer.status >= 500)
      result.failures.push(`${label}: ${answer.body.slice(0, 200)}`);
    const after = await databaseHash(api);
    if (answer.status >= 400 && answer.status < 500) {
      const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
      if (changed.length > 0)
        result.failures.push(`${label} was refused but changed ${changed}`);
    }
    before = after;
    if (options.log && n % 250 === 249)
      options.log(`${n + 1} requests, ${result.failures.length} failures`);
  }
  return result;
}

async function send(
  api: TestApi,
  request: FuzzRequest,
  token: string | null,
): Promise<{ status: number; body: string }> {
  const response = await api.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      ...request.headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  return { status: response.statusCode, body: response.body };
}
