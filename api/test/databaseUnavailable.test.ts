import { isDatabaseUnavailable } from '../src/db/unavailable';

// Which errors mean "PostgreSQL cannot be reached right now" (the api answers 503 and recovers by
// itself) and which are the query's own fault (the api's usual answers). The cluster tests stop a
// real server: tools/cluster/cluster.test.mjs.

it.each([
  ['a refused connection', { code: 'ECONNREFUSED' }],
  ['the server shutting down', { code: '57P01' }],
  ['the server starting up', { code: '57P03' }],
  ['a connection exception', { code: '08006' }],
  ['a connection cut', { message: 'Connection terminated unexpectedly' }],
  [
    'no connection in time',
    { message: 'timeout exceeded when trying to connect' },
  ],
])('%s is the database being away', (_what, error) => {
  expect(isDatabaseUnavailable(Object.assign(new Error(), error))).toBe(true);
});

it.each([
  ['a unique violation', { code: '23505' }],
  ['a syntax error', { code: '42601' }],
  ['a plain error', { message: 'boom' }],
])('%s is not', (_what, error) => {
  expect(isDatabaseUnavailable(Object.assign(new Error(), error))).toBe(false);
});
