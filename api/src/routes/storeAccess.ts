import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AdminStoreActive,
  AdminStoreQuery,
  PortalForgotPassword,
  PortalResetPassword,
} from 'shared/contracts/access';
import type { AppContext } from '../context';
import { impersonateStore } from '../auth/impersonation';
import { authenticate, isSuperAdmin, principalOf } from '../auth/principal';
import {
  ACCOUNT_MESSAGES,
  checkPassword,
  throwIfErrors,
  type FieldErrors,
} from '../domain/customers';
import {
  createResetLink,
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_DONE,
  resetLinkInvalid,
} from '../domain/passwordReset';
import {
  findPortalResetTarget,
  findPortalUserByEmail,
  resetPortalPassword,
} from '../domain/storeAccessReset';
import { listStores, setStoreActive } from '../domain/storeAccessStores';
import { portalOrigin } from '../domain/staffInvitations';
import { findStoreById } from '../domain/stores';
import { forbidden } from '../errors';
import { sendMail } from '../mail';
import { passwordResetMail } from '../mail/templates';
import { Id, schemaOf } from '../validation';
import { devLanding } from './storeAccessDev';

// Store-portal access: password reset, check inbox, the super admin's stores and /authenticate (issue 11).
// The reset routes' rate limits are in security/rateLimits.ts with every other limit.

const LinkParams = Type.Object({
  key: Type.String({ maxLength: 200 }),
  token: Type.String({ maxLength: 200 }),
});
const StoreParams = Type.Object({ id: Id() });

/** Registers this area's routes under /api/v1. */
export async function storeAccessRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  const requireSuperAdmin = async (request: FastifyRequest) => {
    if (!isSuperAdmin(principalOf(request))) throw forbidden();
  };

  api.post<{ Body: PortalForgotPassword }>(
    '/auth/portal/forgot-password',
    {
      schema: schemaOf({ body: PortalForgotPassword }),
    },
    async (request) => {
      const user = await findPortalUserByEmail(db, request.body.email);
      const store = user ? await findStoreById(db, user.store_id) : null;
      if (user && store) {
        const path = await createResetLink(db, user.id);
        try {
          await sendMail(
            ctx,
            passwordResetMail({
              to: user.email,
              firstName: user.first_name,
              storeName: store.name,
              link: `${portalOrigin(store, config.publicUrl)}/portal${path}`,
            }),
          );
        } catch (error) {
          request.log.error({ err: error }, `mail to ${user.email} failed`);
        }
      }
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  api.get<{ Params: Static<typeof LinkParams> }>(
    '/auth/portal/reset-password/:key/:token',
    {
      schema: schemaOf({ params: LinkParams }),
    },
    async (request) => {
      const { key, token } = request.params;
      const target = await findPortalResetTarget(db, key, token);
      if (!target) throw resetLinkInvalid();
      return { valid: true, email: target.email };
    },
  );

  api.post<{ Body: PortalResetPassword }>(
    '/auth/portal/reset-password',
    {
      schema: schemaOf({ body: PortalResetPassword }),
    },
    async (request) => {
      const { key, token, password } = request.body;
      const errors: FieldErrors = {};
      if (!password) errors.password = ACCOUNT_MESSAGES.required;
      else checkPassword(errors, 'password', password);
      throwIfErrors(errors);
      await resetPortalPassword(db, { key, token, password });
      return { message: PASSWORD_RESET_DONE };
    },
  );

  api.get<{ Querystring: AdminStoreQuery }>(
    '/admin/stores',
    {
      onRequest: requireAuth,
      preValidation: requireSuperAdmin,
      schema: schemaOf({ querystring: AdminStoreQuery }),
    },
    async (request) => listStores(db, request.query),
  );

  api.patch<{ Params: Static<typeof StoreParams>; Body: AdminStoreActive }>(
    '/admin/stores/:id',
    {
      onRequest: requireAuth,
      preValidation: requireSuperAdmin,
      schema: schemaOf({ params: StoreParams, body: AdminStoreActive }),
    },
    async (request) =>
      setStoreActive(db, {
        actorUserId: principalOf(request).user.id,
        storeId: request.params.id,
        isActive: request.body.is_active,
        reason: request.body.reason,
      }),
  );

  api.post<{ Params: Static<typeof StoreParams> }>(
    '/admin/stores/:id/authenticate',
    {
      onRequest: requireAuth,
      preValidation: requireSuperAdmin,
      schema: schemaOf({ params: StoreParams }),
    },
    async (request) =>
      impersonateStore(
        db,
        config,
        principalOf(request).user,
        request.params.id,
      ),
  );

  api.get('/dev-landing', { schema: schemaOf({}) }, async (request) =>
    devLanding(db, config, request.url.split('?')[0]!),
  );
}
