import type { InjectOptions } from 'fastify';
import type { Caller, Fixtures } from './callers';

// The authorization matrix's pieces: one row per route of the api's OpenAPI document, with the request the
// row sends (ids of Acme's records unless said otherwise) and the answer each kind of caller must
// get. `all` is every caller's answer unless the caller is named. A new route without a row fails
// the test, and so does a row whose route is gone.

export type Expect = Partial<Record<Caller, number>> & { all?: number };
export interface Row {
  request: (f: Fixtures) => InjectOptions;
  expect: Expect;
}

export const get = (url: string): InjectOptions => ({
  method: 'GET',
  url: `/api/v1${url}`,
});
export const send = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload: object = {},
): InjectOptions => ({
  method,
  url: `/api/v1${url}`,
  payload,
});

/** Open to everyone (the answer does not depend on who asks). */
export const everyone = (status: number): Expect => ({ all: status });
/** Any signed-in caller; anonymous 401. */
export const signedIn = (status: number, others: Expect = {}): Expect => ({
  all: status,
  anonymous: 401,
  ...others,
});
/** A customer's own data: customers 200, portal and vendor users 403, anonymous 401. */
export const customersOnly = (status = 200): Expect => ({
  all: 403,
  anonymous: 401,
  customerAcme: status,
  customerGlobex: status,
});
/**
 * A record of Acme at the staff member's location: Acme's owner, its staff for that location and the
 * super admin read it; another store's owner gets 404 (as for a missing id); customers and vendors 403.
 */
export const acmeRecord = (status = 200, staff = status): Expect => ({
  all: 403,
  anonymous: 401,
  storeOwner: status,
  staffOneLocation: staff,
  superAdmin: status,
  otherStoreOwner: 404,
});
