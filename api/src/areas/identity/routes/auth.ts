import {
  CustomerLoginBody,
  LoginBody,
  RefreshBody,
} from 'shared/contracts/accounts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import {
  hashPassword,
  needsRehash,
  verifyDummyPassword,
  verifyPassword,
} from '../../../auth/passwords';
import {
  authenticate,
  loadUser,
  principalOf,
  USER_COLUMNS,
  type UserRow,
} from '../../../auth/principal';
import { sessionPayload } from '../../../auth/session';
import {
  issueTokens,
  revokeFamilyById,
  revokeLoginOf,
  rotateRefreshToken,
  type TokenSubject,
} from '../../../auth/tokens';
import { invalidCredentials, storeInactive } from '../../../errors';
import type { ResolvedConfig } from '../../../config';
import { mergeGuestCart } from '../../checkout/carts';
import { findStoreById } from '../../storefront/stores';
import type { Db } from '../../../db/types';
import { schemaOf } from '../../../validation';

const subjectOf = (user: UserRow): TokenSubject => ({
  id: user.id,
  role_id: user.role_id,
  store_id: user.store_id,
  vendor_id: user.vendor_id,
  customer_id: user.customer_id,
});

/** The LoginResponse of a user: a new login (token pair) plus the session payload. */
export async function loginResponseFor(
  db: Db,
  config: ResolvedConfig,
  user: UserRow,
) {
  const tokens = await issueTokens(db, subjectOf(user), config);
  return { ...tokens, ...(await sessionPayload(db, user)) };
}

export async function authRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
): Promise<void> {
  const requireAuth = authenticate(db, config);

  /** Checks email + password for one kind of account; every failure is the same 401. */
  async function checkCredentials(
    kind: UserRow['kind'],
    email: string,
    password: string,
    storeId?: number,
  ) {
    const rows = await db.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN customers c ON c.user_id = u.id
       WHERE u.kind = $1 AND lower(u.email) = lower($2) AND ($3::int IS NULL OR u.store_id = $3)`,
      [kind, email.trim(), storeId ?? null],
    );
    const user = rows[0];
    if (!user) {
      await verifyDummyPassword(password);
      throw invalidCredentials();
    }
    if (
      !(await verifyPassword(password, user.password_hash)) ||
      !user.is_active
    )
      throw invalidCredentials();
    // Transparent upgrade: a hash made with older, cheaper parameters is replaced on login.
    if (needsRehash(user.password_hash))
      await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
        user.id,
        await hashPassword(password),
      ]);
    return user;
  }

  const loginResponse = (user: UserRow) => loginResponseFor(db, config, user);

  for (const kind of ['portal', 'vendor'] as const) {
    app.post<{ Body: LoginBody }>(
      `/auth/${kind}/login`,
      { schema: schemaOf({ body: LoginBody }) },
      async (request) =>
        loginResponse(
          await checkCredentials(
            kind,
            request.body.email,
            request.body.password,
          ),
        ),
    );
  }

  app.post<{ Body: CustomerLoginBody }>(
    '/auth/customer/login',
    { schema: schemaOf({ body: CustomerLoginBody }) },
    async (request) => {
      const { email, password, store_id: storeId } = request.body;
      const user = await checkCredentials('customer', email, password, storeId);
      const store = await findStoreById(db, storeId);
      if (!store?.is_active) throw storeInactive();
      if (request.body.cart_id && user.customer_id !== null)
        await mergeGuestCart(
          db,
          request.body.cart_id,
          user.customer_id,
          storeId,
        );
      return loginResponse(user);
    },
  );

  app.post<{ Body: RefreshBody }>(
    '/token/refresh/',
    { schema: schemaOf({ body: RefreshBody }) },
    async (request) =>
      rotateRefreshToken(db, request.body.refresh, config, async (userId) => {
        const user = await loadUser(db, userId);
        return user && user.is_active ? subjectOf(user) : null;
      }),
  );

  app.post<{ Body: RefreshBody }>(
    '/auth/logout',
    { onRequest: requireAuth, schema: schemaOf({ body: RefreshBody }) },
    async (request) => {
      const principal = principalOf(request);
      await revokeLoginOf(db, request.body.refresh, principal.user.id);
      await revokeFamilyById(db, principal.familyId);
      return {};
    },
  );

  app.get(
    '/auth/me',
    { onRequest: requireAuth, schema: schemaOf({}) },
    async (request) => sessionPayload(db, principalOf(request).user),
  );
}
