import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kind } from '@sinclair/typebox';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/types';
import { createTestDb, TEST_CONFIG } from './helpers';
import { KNOWN_UNDESCRIBED_ANSWERS } from './routeContracts.known';

// Every body the api takes and every JSON answer it describes is a schema exported by
// shared/contracts (the one definition the browser packages import their types from), never a
// local copy: the api's own routes, as Fastify registers them, are checked against the modules.

const CONTRACTS = join(__dirname, '../../shared/src/contracts');

/** Every TypeBox schema the contract modules export. */
function contractSchemas(): Set<unknown> {
  const found = new Set<unknown>();
  for (const file of readdirSync(CONTRACTS).filter((f) => f.endsWith('.ts'))) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- every module, by file name
    const exports = require(join(CONTRACTS, file)) as Record<string, unknown>;
    for (const value of Object.values(exports))
      if (value !== null && typeof value === 'object' && Kind in value)
        found.add(value);
  }
  return found;
}

// Routes that take no JSON body: the upload (multipart form data) and the Pusher HTTP api's
// events, whose wire format is the Pusher protocol's (checked by push/httpApi.ts), not ours.
const NO_JSON_BODY = new Set([
  'POST /api/v1/uploads',
  'POST /apps/:appId/events',
  'POST /apps/:appId/batch_events',
]);

// Routes whose answer is another party's format, not a record of ours: the OpenAPI document and
// the Swagger UI pages that show it (both written by @fastify/swagger).
const NOT_OUR_ANSWER = (name: string) =>
  name === 'GET /api/v1/openapi.json' || name.startsWith('GET /api/v1/docs');

/** An answer described by its media type only (a PDF, a spreadsheet, an image): no JSON. */
const isFileAnswer = (answer: unknown) => {
  const content = (answer as { content?: Record<string, unknown> }).content;
  return (
    content !== undefined &&
    Object.keys(content).every((type) => !type.includes('json'))
  );
};

let routes: { name: string; schema: Record<string, unknown> }[];
let contracts: Set<unknown>;
let db: Db;

beforeAll(async () => {
  routes = [];
  db = await createTestDb();
  const app = await buildApp({
    db,
    config: TEST_CONFIG,
    compileSchemas: 'on-first-use',
    onRoute: (route: RouteOptions) => {
      for (const method of ([] as string[]).concat(route.method))
        if (method !== 'HEAD' && method !== 'OPTIONS')
          routes.push({
            name: `${method} ${route.url}`,
            schema: (route.schema ?? {}) as Record<string, unknown>,
          });
    },
  });
  await app.ready();
  await app.close();
  contracts = contractSchemas();
}, 60_000);
afterAll(() => db?.close());

it('sees the whole api (the check below is not vacuous)', () => {
  expect(routes.length).toBeGreaterThan(250);
  expect(contracts.size).toBeGreaterThan(200);
});

it('takes every JSON body with a schema of shared/contracts', () => {
  const wrong = routes
    .filter(({ name }) => /^(POST|PUT|PATCH) /.test(name))
    .filter(({ name }) => !NO_JSON_BODY.has(name))
    .filter(({ schema }) => !contracts.has(schema.body))
    .map(({ name, schema }) =>
      schema.body ? `${name}: a local body schema` : `${name}: no body schema`,
    );
  expect(wrong).toEqual([]);
});

it('describes every JSON answer with a schema of shared/contracts', () => {
  const wrong = routes.flatMap(({ name, schema }) =>
    Object.entries((schema.response ?? {}) as Record<string, unknown>)
      .filter(([, answer]) => !isFileAnswer(answer) && !contracts.has(answer))
      .map(([status]) => `${name} ${status}: a local answer schema`),
  );
  expect(wrong).toEqual([]);
});

/** A schema for the route's success: a 2xx status, the 2xx range or the default answer. */
const describesSuccess = (schema: Record<string, unknown>) =>
  Object.keys((schema.response ?? {}) as Record<string, unknown>).some(
    (status) => status.startsWith('2') || status === 'default',
  );

it('describes the success answer of every route outside the known list', () => {
  const undescribed = routes
    .filter(({ name }) => !NO_JSON_BODY.has(name) && !NOT_OUR_ANSWER(name))
    .filter(({ schema }) => !describesSuccess(schema))
    .map(({ name }) => name);
  const known = new Set(KNOWN_UNDESCRIBED_ANSWERS);
  expect(undescribed.filter((name) => !known.has(name))).toEqual([]);
  // A listed route that now has its schema (or is gone) leaves the list.
  const stillUndescribed = new Set(undescribed);
  expect(
    KNOWN_UNDESCRIBED_ANSWERS.filter((name) => !stillUndescribed.has(name)),
  ).toEqual([]);
});
