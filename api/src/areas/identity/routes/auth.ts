import {
  CustomerLoginBody,
  LoginBody,
  RefreshBody,
} from 'shared/contracts/accounts';
import type { FastifyInstance } from 'fastify';
import { EmptyAnswer } from 'shared/contracts/answers';
import {
  LoginAnswer,
  SessionAnswer,
  TokenPair,
} from 'shared/contracts/session';
import type { AppContext } from '../../../context';
import {
  authenticate,
  loadUser,
  principalOf,
  type UserRow,
} from '../../../auth/principal';
import {
  revokeFamilyById,
  revokeLoginOf,
  rotateRefreshToken,
} from '../../../auth/tokens';
import { storeInactive } from '../../../errors';
import { checkCredentials, loginResponseFor, subjectOf } from '../login';
import { sessionPayload } from '../session';
import type { MergeGuestCart } from '../guestCart';
import { findStoreById } from '../../storefront';
import { schemaOf } from '../../../validation';

/** What every login answers. */
const LOGIN = { 200: LoginAnswer };

export async function authRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
  mergeGuestCart: MergeGuestCart,
): Promise<void> {
  const requireAuth = authenticate(db, config);

  const loginResponse = (user: UserRow) => loginResponseFor(db, config, user);

  for (const kind of ['portal', 'vendor'] as const) {
    app.post<{ Body: LoginBody }>(
      `/auth/${kind}/login`,
      { schema: { ...schemaOf({ body: LoginBody }), response: LOGIN } },
      async (request) =>
        loginResponse(
          await checkCredentials(
            db,
            kind,
            request.body.email,
            request.body.password,
          ),
        ),
    );
  }

  app.post<{ Body: CustomerLoginBody }>(
    '/auth/customer/login',
    { schema: { ...schemaOf({ body: CustomerLoginBody }), response: LOGIN } },
    async (request) => {
      const { email, password, store_id: storeId } = request.body;
      const user = await checkCredentials(
        db,
        'customer',
        email,
        password,
        storeId,
      );
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
    {
      schema: {
        ...schemaOf({ body: RefreshBody }),
        response: { 200: TokenPair },
      },
    },
    async (request) =>
      rotateRefreshToken(db, request.body.refresh, config, async (userId) => {
        const user = await loadUser(db, userId);
        return user && user.is_active ? subjectOf(user) : null;
      }),
  );

  app.post<{ Body: RefreshBody }>(
    '/auth/logout',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ body: RefreshBody }),
        response: { 200: EmptyAnswer },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await revokeLoginOf(db, request.body.refresh, principal.user.id);
      await revokeFamilyById(db, principal.familyId);
      return {};
    },
  );

  app.get(
    '/auth/me',
    {
      onRequest: requireAuth,
      schema: { ...schemaOf({}), response: { 200: SessionAnswer } },
    },
    async (request) => sessionPayload(db, principalOf(request).user),
  );
}
