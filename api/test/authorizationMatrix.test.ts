import {
  CALLERS,
  type Caller,
  type MatrixContext,
  loadFixtures,
  loginAll,
  withToken,
} from './authorization/callers';
import { type Expect, ROWS } from './authorization/rows';
import { createTestApi } from './helpers';

// Every route of the api × nine kinds of caller, against the answer written once per route
// in authorization/rows.ts. The route table is the api's own OpenAPI document.

let ctx: MatrixContext;
let routes: string[];

beforeAll(async () => {
  const api = await createTestApi();
  const doc = (
    await api.request({ method: 'GET', url: '/api/v1/openapi.json' })
  ).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
  ctx = { api, tokens: await loginAll(api), fixtures: await loadFixtures(api) };
}, 60_000);
afterAll(() => ctx?.api.close());

const expected = (expect: Expect, caller: Caller) =>
  expect[caller] ?? expect.all;

it('every route of the OpenAPI document has a row, and every row a route', () => {
  expect(routes.filter((route) => !(route in ROWS))).toEqual([]);
  expect(Object.keys(ROWS).filter((route) => !routes.includes(route))).toEqual(
    [],
  );
});

it('every route answers every kind of caller as its row says', async () => {
  const unexpected: string[] = [];
  const observed: Record<string, Record<string, number>> = {};
  for (const [route, row] of Object.entries(ROWS)) {
    observed[route] = {};
    for (const caller of CALLERS) {
      const res = await ctx.api.app.inject(
        withToken(row.request(ctx.fixtures), ctx.tokens[caller]),
      );
      observed[route][caller] = res.statusCode;
      const want = expected(row.expect, caller);
      if (
        res.statusCode >= 500 ||
        want === undefined ||
        res.statusCode !== want
      )
        unexpected.push(
          `${route} as ${caller}: ${res.statusCode} (expected ${want ?? 'a row'}) ${res.body.slice(0, 120)}`,
        );
    }
  }
  if (process.env.MATRIX_PRINT) console.log(JSON.stringify(observed, null, 1));
  expect(unexpected).toEqual([]);
}, 300_000); // a cap, not a target: about 25 s of CPU, several times that on a busy machine
