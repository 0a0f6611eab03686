import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  PortalForgotPassword,
  PortalResetPassword,
} from 'shared/contracts/access';
import { MessageAnswer, ResetLinkAnswer } from 'shared/contracts/answers';
import type { AppContext } from '../../../context';
import {
  checkNewPassword,
  type FieldErrors,
  throwIfErrors,
} from '../../../platform/fieldChecks';
import {
  createResetLink,
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_DONE,
  resetLinkInvalid,
} from '../passwordReset';
import { portalOrigin } from '../staffInvitations';
import {
  findPortalResetTarget,
  findPortalUserByEmail,
  resetPortalPassword,
  type PortalResetUser,
  type ResetSide,
} from '../storeAccessReset';
import { findStoreById, vendorPortalOrigin } from '../../storefront';
import { sendMail } from '../../../mail';
import { passwordResetMail } from '../../../mail/templates';
import { userLanguage } from '../../../mail/language';
import { schemaOf } from '../../../validation';
import { vendorName } from '../vendorName';

// The portals' password reset: /auth/portal/* (store owners and staff) and
// /auth/vendor/* (vendor owners and staff). The same three steps on each side: ask for a
// link (the answer never tells whether the email is known), check a link, set the new password.
// Their rate limits are in security/rateLimits.ts with every other limit.

const LinkParams = Type.Object({
  key: Type.String({ maxLength: 200 }),
  token: Type.String({ maxLength: 200 }),
});

/** Where the side's reset page is, and the name the mail speaks of; null when the user's store or vendor is gone. */
async function linkBase(
  ctx: AppContext,
  side: ResetSide,
  user: PortalResetUser,
): Promise<{ page: string; name: string } | null> {
  const { db, config } = ctx;
  if (side === 'portal') {
    const store = await findStoreById(db, user.store_id!);
    return store
      ? {
          page: `${portalOrigin(store, config.publicUrl)}/portal`,
          name: store.name,
        }
      : null;
  }
  const name = await vendorName(db, user.vendor_id);
  return name === null
    ? null
    : { page: vendorPortalOrigin(config.publicUrl), name };
}

/** Registers the reset routes of both portals under /api/v1. */
export async function accessResetRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db } = ctx;
  for (const side of ['portal', 'vendor'] as const) {
    api.post<{ Body: PortalForgotPassword }>(
      `/auth/${side}/forgot-password`,
      {
        schema: {
          ...schemaOf({ body: PortalForgotPassword }),
          response: { 200: MessageAnswer },
        },
      },
      async (request) => {
        const user = await findPortalUserByEmail(db, request.body.email, side);
        const base = user ? await linkBase(ctx, side, user) : null;
        if (user && base) {
          const path = await createResetLink(db, user.id);
          try {
            await sendMail(
              ctx,
              passwordResetMail({
                to: user.email,
                firstName: user.first_name,
                storeName: base.name,
                link: `${base.page}${path}`,
                language: await userLanguage(db, user.id),
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
      `/auth/${side}/reset-password/:key/:token`,
      {
        schema: {
          ...schemaOf({ params: LinkParams }),
          response: { 200: ResetLinkAnswer },
        },
      },
      async (request) => {
        const { key, token } = request.params;
        const target = await findPortalResetTarget(db, key, token, side);
        if (!target) throw resetLinkInvalid();
        return { valid: true, email: target.email };
      },
    );

    api.post<{ Body: PortalResetPassword }>(
      `/auth/${side}/reset-password`,
      {
        schema: {
          ...schemaOf({ body: PortalResetPassword }),
          response: { 200: MessageAnswer },
        },
      },
      async (request) => {
        const { key, token, password } = request.body;
        const errors: FieldErrors = {};
        checkNewPassword(errors, 'password', password);
        throwIfErrors(errors);
        await resetPortalPassword(db, { key, token, password }, side);
        return { message: PASSWORD_RESET_DONE };
      },
    );
  }
}
