import { hashPassword } from '../src/auth/passwords';
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
