import type { DevLanding } from 'shared/contracts/access';
import type { ResolvedConfig } from '../../config';
import { USERS } from '../../db/demo/accounts';
import { DEMO_PASSWORD } from '../../db/seed';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';

// GET /dev-landing: what plain http://localhost shows a developer after `npm start`: the
// demo storefronts, the two portals and the demo logins. Development only: when the api serves no
// /dev/* routes (production), it answers 404 like a route that does not exist, and the shell keeps
// 'This site does not exist'. Unlike /dev/*, a browser may read it (it only lists the demo data).

const ROLE_NAMES: Record<number, string> = {
  1: 'customer',
  3: 'store staff',
  4: 'store owner',
  5: 'super admin',
  7: 'vendor owner',
  8: 'vendor staff',
};

interface AccountRow {
  email: string;
  role_id: number;
  kind: 'portal' | 'vendor' | 'customer';
  store_name: string | null;
  store_url: string | null;
  vendor_name: string | null;
}

/** The demo stores and logins, or 404 outside development. */
export async function devLanding(
  db: Db,
  config: ResolvedConfig,
  path: string,
): Promise<DevLanding> {
  if (!config.dev.routes) throw notFound(`No route for GET ${path}.`);
  const stores = await db.query<{
    name: string;
    url: string;
    is_active: boolean;
  }>('SELECT name, url, is_active FROM stores ORDER BY id');
  const base = stores[0]?.url.split('.').slice(1).join('.') || 'localhost';
  const accounts = await db.query<AccountRow>(
    `SELECT u.email, u.role_id, u.kind, s.name AS store_name, s.url AS store_url, v.name AS vendor_name
     FROM users u LEFT JOIN stores s ON s.id = u.store_id LEFT JOIN vendors v ON v.id = u.vendor_id
     WHERE u.is_active AND lower(u.email) = ANY($1::text[]) ORDER BY u.id`,
    [USERS.map((user) => user.email.toLowerCase())],
  );
  return {
    stores: stores.map((store) => ({
      name: store.name,
      host: store.url,
      is_active: store.is_active,
    })),
    store_portal_host: `app.${base}`,
    vendor_portal_host: `vendor.${base}`,
    password: DEMO_PASSWORD,
    accounts: accounts.map((account) => {
      const role = ROLE_NAMES[account.role_id] ?? 'user';
      const of = account.store_name ?? account.vendor_name;
      const who = of ? `${role}, ${of}` : role;
      if (account.kind === 'vendor')
        return {
          email: account.email,
          who,
          host: `vendor.${base}`,
          path: '/login',
        };
      if (account.kind === 'customer')
        return {
          email: account.email,
          who,
          host: account.store_url ?? base,
          path: '/login',
        };
      return {
        email: account.email,
        who,
        host: `app.${base}`,
        path: '/portal/login',
      };
    }),
  };
}
