import { hashPassword } from '../src/auth/passwords';
import { listOutbox } from '../src/mail';
import { DEMO_PASSWORD, type TestApi } from './helpers';

// The vendor tests' shared set-up: a second vendor with its owner (for "another vendor's ids
// answer 404"), and a call helper that sends the JSON body only when there is one.

/** Adds the vendor `Rival Repairs` (id `id`) and its owner `email`; answers the owner's access token. */
export async function addRivalVendor(
  api: TestApi,
  id = 9901,
  email = 'owner@rival.test',
): Promise<string> {
  await api.db.query(
    `INSERT INTO vendors (id, name, is_onboarding_complete, has_subscription, has_address, has_bank_account)
     VALUES ($1, 'Rival Repairs', true, true, true, true)`,
    [id],
  );
  await api.db.query(
    `INSERT INTO users (id, kind, email, password_hash, first_name, last_name, role_id, vendor_id)
     VALUES ($1, 'vendor', $2, $3, 'Rita', 'Rival', 7, $1)`,
    [id, email, await hashPassword(DEMO_PASSWORD)],
  );
  return (await api.login(email, 'vendor')).access;
}

/** `api.request` under /api/v1 with the caller's token and an optional JSON body (`api()`: the file's test api, made in beforeAll). */
export const callerOf =
  (api: () => TestApi) =>
  (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) =>
    api().request({
      method,
      url: `/api/v1${url}`,
      token,
      ...(payload ? { payload } : {}),
    });

type Call = ReturnType<typeof callerOf>;

/**
 * A vendor estimate for customer 9002, quoted at 40 + 2 × 25 (`extra` overrides the quote) and
 * sent by `owner`: its id, url, the token of the link its mail carries, and that mail.
 */
export async function sendVendorEstimate(
  call: Call,
  api: TestApi,
  owner: string,
  extra: object = {},
) {
  const created = await call('POST', '/vendor/estimates', owner, {
    customer_id: 9002,
    lines: [{ description: 'Ring resize', quantity: 1, unit_price: '0' }],
  });
  const { id, lines } = created.body as { id: number; lines: { id: number }[] };
  const url = `/vendor/estimates/${id}`;
  await call('PUT', `${url}/quote`, owner, {
    version: 1,
    lines: [
      { id: lines[0]!.id, quantity: 1, unit_price: '40' },
      { name: 'Platinum shank', kind: 'part', quantity: 2, unit_price: '25' },
    ],
    message: 'The shank is worn thin.',
    valid_until: null,
    not_to_exceed: null,
    ...extra,
  });
  const sent = await call('POST', `${url}/status`, owner, {
    to: 'quoted',
    version: 2,
  });
  expect(sent.status).toBe(200);
  const mail = (await listOutbox(api.db, { to: sent.body.customer.email }))[0]!;
  const token = /\/estimate\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  return { id, url, token, mail };
}
